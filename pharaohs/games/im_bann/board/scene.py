"""Im Bann der Pyramide on screen: the adventure row, the depot, the piles, a box per seat
with its showcase and sum, and the hand of the seat at the screen.

Everything is placed from ``boards/im_bann.tmx`` by name (``places``) and drawn
from ``assets/im_bann`` (``pharaohs.art.im_bann``) by ``drawing``. ``ImBannBoard``
fills the hooks of the shared board kit (``ui.kit.board_kit``) and holds what the
player is doing: the hand cards selected for an exchange and the card or arrow in
hand. ``gestures`` turns the pointer into moves through the rules, ``words`` finds
the sentences and ``demo`` plays the smoke test's hand.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from pharaohs.games.im_bann import rules
from pharaohs.games.im_bann.board import (
    demo,
    drawing,
    gestures,
    hints,
    keys,
    places,
    scored,
    series_scoring,
    words,
)
from pharaohs.games.im_bann.board.buttons import (
    COMPLETE,
    DRAW_NEW,
    DRAW_ONE,
    DRAW_TWO,
    END_TURN,
    EXCHANGE_SELECTED,
    KEEP_OWN,
    LONG_SIDE,
    NEXT_GAME,
    REMOVE_OWN,
    SELECT_TO_EXCHANGE,
    SHORT_SIDE,
)
from pharaohs.games.im_bann.rules import (
    AFTER_DRAW,
    CURSE_SELF,
    EXCHANGE,
    INTERLUDE,
    OVER,
    PLAY,
    SIDE,
    TURN,
    ChooseSide,
    Complete,
    CurseOwnShowcase,
    Draw,
    EndTurn,
    FinishExchange,
    NextGame,
    data,
)
from pharaohs.games.im_bann.rules.specials import playable
from pharaohs.ui.kit.board_kit import Action, KitBoard
from pharaohs.ui.kit.pictures import Layer

#: seconds an archaeologist takes to walk to the next adventure
PAWN_SECONDS = 0.6
#: seconds a drawn card flies from the draw pile into the hand, and between two cards
DRAW_SECONDS, DRAW_STAGGER = 0.45, 0.12


class ImBannBoard(KitBoard):
    """Draws the Im Bann table and turns gestures into moves."""

    game_id = "im_bann"
    WORDS, HINTS, GESTURES, DEMO, KEYS = words, hints, gestures, demo, keys

    @classmethod
    def required_spots(cls) -> list[str]:
        spots = ["series_label", "chamber", "entered", "depot", "depot_arrow", "depot_label",
                 "pile", "pile_label", "discard", "discard_label", "hand"]
        spots += [f"adventure_{i}" for i in range(data.ROW_LENGTH)]
        spots += [f"lane_{i}" for i in range(data.ROW_LENGTH + 1)]
        spots += [f"depot_{item}" for item in data.ITEMS]
        spots += list(places.SEAT_SPOTS)
        return spots

    def __init__(self, ctx):
        super().__init__(ctx)
        #: indices of the hand cards selected for an exchange
        self.selected: list[int] = []
        #: per seat, the cards its last draw brought (``Drawn``)
        self.drawn: dict[int, Drawn] = {}
        self.layer = Layer()

    def resized(self) -> None:
        self.layer.clear()

    def scored_items(self, view, outcome, shown):
        return scored.scored_items(self, view, outcome, shown)

    # -- questions the drawing asks ------------------------------------------------------
    def held_index(self) -> int | None:
        """The hand card being dragged or flying home, by index."""
        in_hand = self.drag.in_hand()
        return in_hand[0].payload[1] if in_hand and in_hand[0].payload[0] == "hand" else None

    def playable_cards(self, view, viewer) -> set[str]:
        """The cards the seat at the screen may play now (they glow)."""
        if not self.ctx.acting(viewer) or view.phase not in (TURN, PLAY):
            return set()
        return set(playable(view, viewer))

    def seats_to_outline(self, view, viewer) -> list[int]:
        """The acting seat's adventure glows (and the viewer's own)."""
        acting = list(self.ctx.to_act())
        return sorted(set(acting + ([viewer] if viewer is not None else [])))

    def seat_targets(self, view, viewer) -> set[int]:
        """Seat boxes that glow (``reach``): who a click gives the mummy to, one's own box
        while a card it may be played to is in hand."""
        lit = self.lit(view, viewer)
        return {seat for seat in range(view.players)
                if places.seat_rect(self, view, seat) in lit}

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        area = self.area.inflate(8, 8).clip(surface.get_rect())

        def paint(layer) -> None:
            layer.blit(surface, area, area)
            drawing.draw_header(self, layer, view)
            drawing.draw_row(self, layer, view, viewer)
            drawing.draw_depot(self, layer, view, viewer)
            drawing.draw_piles(self, layer, view)
            drawing.draw_seats(self, layer, view, viewer)
            drawing.draw_hand(self, layer, view, viewer)

        surface.blit(self.layer.get(self.layer_key(view, viewer), surface.get_size(), paint),
                     area, area)
        drawing.draw_moving_pawns(self, surface, view)
        drawing.draw_drawn_cards(self, surface, view, viewer)

    def moving_pawns(self) -> tuple[int, ...]:
        """Seats whose archaeologist walks to the next adventure now."""
        return self.moving("pawn")

    def moving(self, kind: str) -> tuple[int, ...]:
        """What of ``kind`` is on its way now: the seats of walking archaeologists
        ("pawn"), the hand indices of cards flying in from the draw pile ("drawn")."""
        return tuple(sorted(key[1] for key in self.tweens.running if key[0] == kind))

    def fresh_cards(self, view, viewer) -> tuple[int, ...]:
        """The hand indices of the cards the seat at the screen drew last, while its hand
        is still as the draw left it (they are outlined as the last move's)."""
        drawn = self.drawn.get(viewer)
        return drawn.indices if drawn and view.hands[viewer] == drawn.view.hands[viewer] else ()

    def layer_key(self, view, viewer) -> tuple:
        held = self.drag.dragging
        arrow = drawing.arrow_angle(self, view) if held and held.payload == ("arrow",) else None
        return (view, viewer, tuple(self.selected), self.held_index(),
                held.payload[0] if held else None, arrow, tuple(self.ctx.to_act()),
                self.moving_pawns(), self.moving("drawn"), self.fresh_cards(view, viewer),
                self.marks.items(), self.overlay is None)  # the series table waits for it

    def draw_overlay(self, surface, view, viewer) -> None:
        drawing.draw_held(self, surface, view, viewer)

    # -- the action bar ---------------------------------------------------------------------
    def actions(self, view, viewer) -> list[Action]:
        """The buttons of the phase; a greyed one says why (the rules', or what to select
        first)."""
        button = self.move_button
        phase = view.phase
        if phase == SIDE:
            return [button(SHORT_SIDE, ChooseSide(data.SHORT)),
                    button(LONG_SIDE, ChooseSide(data.LONG))]
        if phase == TURN:
            chosen = [view.hands[viewer][i] for i in sorted(self.selected)]
            return [button(DRAW_ONE, Draw(1)), button(DRAW_TWO, Draw(2)),
                    Action(EXCHANGE_SELECTED, lambda: gestures.exchange(self, chosen),
                           self.ctx.why_not(rules.Exchange()) or (
                               None if chosen else SELECT_TO_EXCHANGE))]
        if phase == EXCHANGE:
            return [button(DRAW_NEW, FinishExchange())]
        if phase == PLAY:
            return [button(COMPLETE, Complete()), button(END_TURN, EndTurn())]
        if phase == AFTER_DRAW:
            return [button(END_TURN, EndTurn())]
        if phase == CURSE_SELF:
            return [button(REMOVE_OWN, CurseOwnShowcase(True)),
                    button(KEEP_OWN, CurseOwnShowcase(False))]
        if phase == INTERLUDE:
            return [button(NEXT_GAME, NextGame(), hotkey=pygame.K_RETURN)]
        return []

    # -- input ------------------------------------------------------------------------------
    def drop(self, item, pos) -> str | None:
        # the kit's, but a hand card let go on the pile is exchanged together with the
        # selected ones: several moves, one after the other
        if item.payload[0] == "hand" and self.rect("pile").collidepoint(pos):
            chosen = sorted(set(self.selected) | {item.payload[1]})
            return gestures.exchange(self, [self.view.hands[self.viewer][i] for i in chosen])
        return super().drop(item, pos)

    # -- moves committed ----------------------------------------------------------------------
    def moved(self, seat, move, before, after) -> None:
        """A completed adventure shows as the archaeologist walking on."""
        if not isinstance(move, rules.PutBack):
            self.selected.clear()
        self.mark_moved(seat, move, before, after)
        if after.phase == INTERLUDE and before.phase != INTERLUDE and self.overlay is None:
            series_scoring.read_out(self, before, after)
        if not self.ctx.animations or before.stages == after.stages or self.placement is None:
            return
        old, new = drawing.pawn_homes(self, before), drawing.pawn_homes(self, after)
        for walker in range(after.players):
            if after.stages[walker] != before.stages[walker]:
                self.tweens.start(("pawn", walker), old[walker].center, new[walker].center,
                                  PAWN_SECONDS)

    def seen(self, seat, move, before, after) -> None:
        """The cards the seat at the screen drew (a draw, an exchange, a refill) fly from
        the draw pile into its hand and stay outlined until the hand changes."""
        drawn = drawn_indices(before.hands[seat], after.hands[seat])
        self.drawn.pop(seat, None)
        if not drawn:
            return
        self.drawn[seat] = Drawn(drawn, after)
        if not self.ctx.animations or self.placement is None:
            return
        pile = self.rect("pile").center
        homes = places.hand_rects(self, len(after.hands[seat]))
        for order, index in enumerate(drawn):
            self.tweens.start(("drawn", index), pile, homes[index].center, DRAW_SECONDS,
                              delay=order * DRAW_STAGGER)

    def parting_words(self, view, seat) -> str | None:
        """After a draw that ended the turn (nothing happened since), the drawn cards in a
        sentence: the player sees them before the curtain (not once the game is scored)."""
        drawn = self.drawn.get(seat)
        if drawn is None or drawn.view != view or view.phase in (INTERLUDE, OVER):
            return None
        return words.drawn_line([view.hands[seat][i] for i in drawn.indices])

    def undone(self, seat, view) -> None:
        self.selected.clear()
        self.drawn.clear()
        self.marks.forget()


class Drawn(NamedTuple):
    """The cards a seat's last move drew: their indices in its hand, and its view after
    that move."""

    indices: tuple[int, ...]
    view: object


def drawn_indices(before: tuple, after: tuple) -> tuple[int, ...]:
    """The indices in the hand ``after`` of the cards that were not in ``before`` (a
    hand is kept sorted, so they may lie anywhere in it)."""
    left = list(before)
    drawn = []
    for index, card in enumerate(after):
        if card in left:
            left.remove(card)
        else:
            drawn.append(index)
    return tuple(drawn)
