"""Saqqara on screen: warehouses with their threshold and market cards, bid huts and
influence cards, the round and market tracks, the distribution table card, the
pyramids, the Nile, a ledger of every player and the tray of the seat at the screen.

Every place comes from ``boards/saqqara.tmx``, every picture from ``assets/saqqara``
(``pharaohs.art.saqqara``). The board never changes the game: a drop or a click is
resolved by the rules (``ctx.play``), and a refused drop springs back with the
rules' reason. ``SaqqaraBoard`` fills the hooks of the shared board kit
(``ui.kit.board_kit``); ``static_board`` and ``pieces`` draw, ``gestures`` reads the
pointer, ``words`` finds the sentences and ``demo`` is the smoke test's hand.
"""

from __future__ import annotations

import pygame

from pharaohs.games.saqqara.board import (
    demo,
    figures,
    gestures,
    hints,
    keys,
    pieces,
    places,
    scored,
    static_board,
    words,
)
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.moves import (
    BeggarTake,
    ConfirmBid,
    DeclineFreeWorker,
    EndDevelopment,
    EndInvesting,
    FreeWorker,
    Harvest,
    IntrigueKeep,
    PassAuction,
    PassInvesting,
)
from pharaohs.games.saqqara.rules.pyramids import build_cost
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    BEGGAR_TAKES,
    DEVELOP,
    HARVEST,
    INFLUENCE,
    INVEST,
    level,
)
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.board_kit import Action, KitBoard
from pharaohs.ui.kit.pictures import Layer

#: map pixels: the goods in the cost shown while a worker is held over a level
PREVIEW_ICON_MAP = 26


class SaqqaraBoard(KitBoard):
    """The Saqqara board and the tray of the seat at the screen."""

    game_id = "saqqara"
    WORDS, HINTS, GESTURES, DEMO, KEYS = words, hints, gestures, demo, keys

    @classmethod
    def required_spots(cls) -> list[str]:
        return places.required_spots()

    def __init__(self, ctx):
        super().__init__(ctx)
        self.static = Layer()

    def resized(self) -> None:
        self.static.clear()

    def acting_seats(self, view) -> list[int]:
        return [s for s in range(view.players) if self.ctx.acting(s)]

    def dragged_payload(self):
        return self.drag.dragging.payload if self.drag.dragging is not None else None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        board = self.placement.board_rect
        surface.blit(self.static.get(view.pyramids, board.size,
                                     lambda layer: static_board.paint(self, layer, view)), board)
        pieces.draw_phase_marks(self, surface, view, viewer)
        self.glow_last_move(surface)
        pieces.draw_warehouses(self, surface, view, viewer)
        pieces.draw_tracks(self, surface, view)
        pieces.draw_year(self, surface, view)
        pieces.draw_workers(self, surface, view)
        pieces.draw_boats(self, surface, view)
        pieces.draw_ledger(self, surface, view)
        pieces.draw_tray(self, surface, view, viewer)
        pieces.draw_handouts(self, surface, view)
        if self.holding:  # where a click plays is not lit on this board
            self.glow_targets(surface, self.lit(view, viewer))

    def draw_overlay(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        held = self.drag.in_hand()
        if held is not None:
            item, centre = held
            self._draw_held(surface, view, viewer, item.payload, centre)
            if self.drag.dragging is not None:
                self._draw_cost_preview(surface, view, viewer)

    def _draw_held(self, surface, view, viewer, payload, centre) -> None:
        kind = payload[0]
        if kind in ("good", "steal"):
            name, size = f"good_{payload[-1]}", self.size(48)
        elif kind == "worker":
            name, size = f"worker_{viewer}", self.size(40)
        elif kind == "boat":
            name, size = f"boat_{viewer}", self.size(50)
        elif kind == "token":
            name, size = f"token_{view.tokens_open[viewer][0]}", self.size(40)
        else:
            rect = self.rect("hand_0")
            rect.center = centre
            if payload[1] < len(view.hands[viewer]):
                pieces.draw_card(self, surface, view.hands[viewer][payload[1]], rect)
            return
        self.blit_at(surface, self.pictures.get(name, size), centre)

    def _draw_cost_preview(self, surface, view, viewer) -> None:
        """While a worker is held over a pyramid level: the cost there, after Engineering."""
        if self.dragged_payload()[0] != "worker" or viewer is None:
            return
        found = places.pyramid_at(self, view, self.pointer)
        if found is None:
            return
        i, _lvl = found
        pyramid = view.pyramids[i]
        target = 1 if view.free_worker else level(view, viewer, pyramid) + 1
        if target > data.LEVELS:
            return
        base = data.level_cost(pyramid, target)
        cost = (0,) * len(data.GOODS) if view.free_worker else build_cost(
            view, viewer, pyramid, target)
        icon = figures.goods_slot(self, PREVIEW_ICON_MAP)
        lines = [words.cost_line(view, viewer, pyramid, target)]
        title = self.lettering.label(lines[0], self.text_px(16), theme.INK, True)
        width = max(title.get_width() + self.size(16), icon.width * 6)
        box = pygame.Rect(0, 0, width, title.get_height() + icon.height * 2)
        box.midbottom = (self.pointer[0], self.pointer[1] - self.size(30))
        box.clamp_ip(self.placement.board_rect)
        theme.panel(surface, box)
        self.label(surface, lines[0], (box.centerx, box.y + self.size(4)), 16, theme.INK,
                   True, "midtop", box.width - 8)
        x = box.x + self.size(8)
        y = box.y + self.size(4) + title.get_height() + icon.height // 2
        for good in data.GOODS:
            if not base[good]:
                continue
            figures.place(surface, self.icon(f"good_{good}", PREVIEW_ICON_MAP),
                          center=(x + icon.width // 2, y))
            shown = str(cost[good]) if cost[good] == base[good] else f"{base[good]}→{cost[good]}"
            colour = theme.INK if cost[good] == base[good] else theme.SUCCESS
            rect = self.label(surface, shown, (x + icon.width + 2, y), 16, colour, True,
                              "midleft")
            x = rect.right + self.size(8)

    # -- words ----------------------------------------------------------------------------------
    def hint(self, pos, view, viewer) -> str | None:
        if self.placement is None:
            return None
        found = places.pyramid_at(self, view, pos)
        if found is not None and found[1] is not None:
            return words.level_hint(view, viewer, view.pyramids[found[0]], found[1])
        for w in range(data.WAREHOUSES):
            if view.display[w] is not None and self.rect(f"card_{w}").collidepoint(pos):
                return words.market_card_hint(view.display[w])
            if view.thresholds and self.rect(f"threshold_{w}").collidepoint(pos):
                return words.threshold_hint(view.thresholds[w])
        if viewer is not None:
            for i, card in enumerate(view.cards[viewer][:2]):
                if self.rect(f"my_card_{i}").collidepoint(pos):
                    return words.market_card_hint(card)
        for g in data.GOODS:
            if self.rect(f"supply_{g}").collidepoint(pos):
                return words.supply_hint(view, g)
        for seat in range(view.players):
            if self.rect(f"ledger_{seat}").collidepoint(pos):
                return self.ctx.name(seat)
        for row, handout in pieces.handout_rows(self, view):
            if row.collidepoint(pos):
                return words.handout_line(self, handout)
        if self.rect(f"round_{view.die}").collidepoint(pos):
            return words.die_hint(view)
        if self.rect(f"stand_{view.stand}").collidepoint(pos):
            return words.stand_hint()
        return None

    def scored_items(self, view, outcome, shown):
        return scored.scored_items(self, view, outcome, shown)

    def actions(self, view, viewer) -> list[Action]:
        button = self.move_button
        phase = view.phase
        if phase == AUCTION:
            if view.pending_to is not None and view.current == viewer:
                return [button(words.PLACE_BID, ConfirmBid(), hotkey=pygame.K_SPACE)]
            return [button(words.PASS, PassAuction())]
        if phase in (HARVEST, BEGGAR_TAKES):
            kind = Harvest if phase == HARVEST else BeggarTake
            goods = [m.good for m in self.legal(view, viewer) if type(m) is kind]
            return [button(words.GOOD_TITLES[g], kind(g)) for g in goods]
        if phase == INFLUENCE and viewer in view.intrigue_open:
            return [button(words.KEEP_HAND, IntrigueKeep())]
        if phase == INVEST:
            if view.pending_to is not None:
                return [button(words.END_TURN, EndInvesting(), hotkey=pygame.K_SPACE)]
            return [button(words.PASS, PassInvesting())]
        if phase == DEVELOP:
            if view.free_worker:  # asked first while a pyramid could take it
                return [Action(words.NO_FREE_WORKER, lambda: self.ctx.confirm(
                    DeclineFreeWorker(), self.free_worker_placeable(view, viewer)
                    and [words.DECLINE_LOST], words.DECLINE_QUESTION, words.NO_FREE_WORKER),
                    move=DeclineFreeWorker())]
            return [button(words.END_TURN, EndDevelopment(), hotkey=pygame.K_SPACE)]
        return []

    def free_worker_placeable(self, view, viewer) -> bool:
        """Whether a pyramid could still take the free worker (declining then loses it)."""
        return any(isinstance(m, FreeWorker) for m in self.legal(view, viewer))

    def undone(self, seat, view) -> None:
        self.drag.dragging = None
        self.press.clear()
        self.marks.forget()

    def moved(self, seat, move, before, after) -> None:
        self.drag.dragging = None
        self.mark_moved(seat, move, before, after)


BOARD = SaqqaraBoard
