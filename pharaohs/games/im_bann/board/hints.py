"""What the pointer is over on the Im Bann table: what a click or drop there would do,
or the rules' sentence why it would be refused; with a card in hand, what letting go
there does."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.im_bann import rules
from pharaohs.games.im_bann.board import aid, gestures, places
from pharaohs.games.im_bann.rules import EXCHANGE, PASS_MUMMY, SHED, Complete, data
from pharaohs.games.im_bann.rules.cards import card_label
from pharaohs.ui.kit.aid_parts import part_hint
from pharaohs.ui.kit.phrases import first_said


def hover_hint(board, pos, view, viewer) -> str | None:
    """What a click or drop here would do, or why it would be refused."""
    if board.placement is None:
        return None
    if board.holding:
        return board.drop_words(pos, view, viewer) or gestures.foreign_drop(
            board, board.drag.dragging.payload, pos)
    if viewer is None:  # a table of computers: what the parts of the board are
        return part_hint(board, pos, aid.AID)
    said = first_said((_hand_hint, _pile_or_depot_hint, _adventure_hint, _mummy_hint),
                      board, pos, view, viewer)
    return said if said is not None else part_hint(board, pos, aid.AID)


def _hand_hint(board, pos, view, viewer) -> str | None:
    """A card of the own hand: what a click puts back in an exchange, else how to play it."""
    hand = view.hands[viewer]
    index = places.card_at(places.hand_rects(board, len(hand), board.selected), pos)
    if index is None:
        return None
    if view.phase == EXCHANGE:  # a click puts the card back
        return board.click_words(pos, view, viewer)
    return _("{card}: drag it onto your showcase to play it, or click to select it "
             "for an exchange", card=card_label(hand[index]))


def _pile_or_depot_hint(board, pos, view, viewer) -> str | None:
    """The draw pile (to draw, or to make up an exchange) or an item of the depot."""
    if board.rect("pile").collidepoint(pos):
        if view.phase == EXCHANGE:  # the cards put back are made up from the pile
            return board.click_words(pos, view, viewer)
        return _("Click to draw a card; drop selected cards here to exchange them")
    for item in data.ITEMS:
        if board.rect(f"depot_{item}").collidepoint(pos):
            return board.click_words(pos, view, viewer) or _(data.ITEM_NAMES[item][0])
    return None


def _adventure_hint(board, pos, view, viewer) -> str | None:
    """The own current adventure: why it may not be completed, or that a click does."""
    stage = view.stages[viewer]
    if stage < data.ENTERED and board.rect(places.adventure_spot(stage)).collidepoint(pos):
        return board.ctx.why_not(Complete()) or _("Click to complete the adventure")
    return None


def _mummy_hint(board, pos, view, viewer) -> str | None:
    """A fellow player's box while the mummy is passed: why not, or that a click does."""
    if view.phase not in (PASS_MUMMY, SHED) or not board.ctx.acting(viewer):
        return None
    for seat in range(view.players):
        if seat != viewer and places.seat_rect(board, view, seat).collidepoint(pos):
            return board.ctx.why_not(rules.PassMummy(seat)) or _(
                "Click: the mummy goes to {name}", name=board.ctx.name(seat))
    return None
