"""Dahschur on screen: the obelisks, the splendid avenue, the market street, the
procession, the cities, the prince's gift, the burial chambers and the supply of the
seat at the screen.

Every place comes from ``boards/dahschur.tmx``, every picture from ``assets/dahschur``
(``pharaohs.art.dahschur``). Pieces move by drag-and-drop (``keys.reach``): a prince card
from the hand onto the gift, the merchant along the street, gems onto the avenue one
after another, a plate onto another to swap them, offerings along the procession,
discs onto the burial chambers' cards. Places are clicked for the rest (a gift card
to use it, a stall, a city, the bag, a row card). The legal places glow; a refused
drop springs back with the rules' sentence.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.board import (
    demo,
    finale,
    gestures,
    hints,
    keys,
    phase_two_summary,
    pieces,
    places,
    scored,
    words,
)
from pharaohs.games.dahschur.board.static_board import StaticBoard
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules.data import GOLD
from pharaohs.games.dahschur.rules.state import FINALE, TASKS
from pharaohs.ui.kit.board_kit import Action, KitBoard

#: how long the merchant and an offering take to glide to their new place
TWEEN_SECONDS = 0.3
class DahschurBoard(KitBoard):
    """The board of Dahschur: Die Rote Pyramide."""

    game_id = "dahschur"
    WORDS, HINTS, GESTURES, DEMO, KEYS = words, hints, gestures, demo, keys

    @classmethod
    def required_spots(cls) -> list[str]:
        return places.spot_names()

    def __init__(self, ctx):
        super().__init__(ctx)
        self.static = StaticBoard(self)
        # smaller places first, so a card is found before the row or chamber around it;
        # only numbered places and the bag take clicks and drops, not an area or title
        spots = [s for s in self.layout.spots.values() if s.name == "bag" or s.name[-1].isdigit()]
        self.numbered = [s.name for s in sorted(spots, key=lambda s: s.width * s.height)]

    def resized(self) -> None:
        self.static.clear()

    def scored_items(self, view, outcome, shown):
        return scored.scored_items(self, view, outcome, shown)

    # -- geometry the gestures ask for ------------------------------------------------------------
    def merchant_rect(self, view, seat) -> pygame.Rect:
        return pieces.merchant_rects(self, view)[seat]

    def disc_rects(self, view, seat):
        return pieces.disc_rects(self, view, seat)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        self.static.draw(surface, view)
        held = self.drag.dragging.payload if self.drag.dragging else None
        self.glow_last_move(surface)
        pieces.draw_all(self, surface, view, viewer, held)
        if view.phase == FINALE:
            finale.draw(self, surface, view, viewer, held)
            self.glow_last_move(surface)
        self.glow_targets(surface, self.lit(view, viewer))

    def draw_overlay(self, surface, view, viewer) -> None:
        in_hand = self.drag.in_hand()
        if in_hand is not None:
            item, centre = in_hand
            self.draw_piece(surface, item.payload, item.home, centre)

    def draw_piece(self, surface, payload, home: pygame.Rect, centre) -> None:
        name = self.piece_picture(payload)
        if name is None:
            return
        source = self.pictures.original(name)
        scale = min(home.width / source.get_width(), home.height / source.get_height())
        image = self.pictures.get(name, max(2, round(source.get_width() * scale)),
                                  max(2, round(source.get_height() * scale)))
        surface.blit(image, image.get_rect(center=centre))

    def piece_picture(self, payload) -> str | None:
        kind, seat = payload[0], self.viewer
        if kind == "hand":
            return f"prince_{seat}_{payload[1]}"
        if kind == "merchant":
            return f"merchant_{seat}"
        if kind == "gem":
            return f"gem_{payload[1]}"
        if kind == "plate":
            return places.plate_picture(self.view.avenue[payload[1]])
        if kind in ("goods", "offering"):
            return f"goods_{seat}"
        if kind == "disc":
            return f"disc_{payload[1]}_{payload[2]}"
        return None

    # -- the last move -------------------------------------------------------------------------
    def moved(self, seat, move, before, after) -> None:
        """Outline what the move touched; the merchant and offerings glide to their place."""
        self.mark_moved(seat, move, before, after)
        if before.phase == TASKS and after.phase != TASKS and self.overlay is None:
            phase_two_summary.read_out(self, after)
        if not self.ctx.animations or self.placement is None:
            return
        if isinstance(move, M.MoveMerchant):
            start = pieces.merchant_rects(self, before)[seat].center
            end = pieces.merchant_rects(self, after)[seat].center
            self.tweens.start(("merchant", seat), start, end, TWEEN_SECONDS)
        elif isinstance(move, M.Offer):
            start = self.rect("goods_supply" if move.source == M.FROM_SUPPLY
                              else f"procession_{move.source}").center
            self.tweens.start(("offering", move.target), start,
                              self.rect(f"procession_{move.target}").center, TWEEN_SECONDS)

    def undone(self, seat, view) -> None:
        self.marks.forget()
        self.tweens.clear()

    def actions(self, view, viewer) -> list[Action]:
        """Buttons for the moves made without a piece: buying, a city's disc, ending."""
        return [self.move_button(label, move,
                                 hotkey=pygame.K_RETURN if move == M.EndAction() else None)
                for move in self.ctx.legal_moves(view, viewer)
                if (label := _button_label(move)) is not None]


def _button_label(move) -> str | None:
    if move == M.BuyGem(False):
        return _("Buy")
    if move == M.BuyGem(True):
        return _("Buy + market prince")
    if isinstance(move, M.TakeDisc):
        return _("Gold disc") if move.metal == GOLD else _("Silver disc")
    if move == M.EndAction():
        return _("End action")
    return None


BOARD = DahschurBoard
