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


def hover_hint(board, pos, view, viewer) -> str | None:
    """What a click or drop here would do, or why it would be refused."""
    if board.placement is None:
        return None
    if board.holding:
        return board.drop_words(pos, view, viewer) or gestures.foreign_drop(
            board, board.drag.dragging.payload, pos)
    if viewer is None:  # a table of computers: what the parts of the board are
        return part_hint(board, pos, aid.AID)
    hand = view.hands[viewer]
    index = places.card_at(places.hand_rects(board, len(hand), board.selected), pos)
    if index is not None and view.phase == EXCHANGE:  # a click puts the card back
        return board.click_words(pos, view, viewer)
    if index is not None:
        return _("{card}: drag it onto your showcase to play it, or click to select it "
                 "for an exchange", card=card_label(hand[index]))
    if board.rect("pile").collidepoint(pos):
        if view.phase == EXCHANGE:  # the cards put back are made up from the pile
            return board.click_words(pos, view, viewer)
        return _("Click to draw a card; drop selected cards here to exchange them")
    for item in data.ITEMS:
        if board.rect(f"depot_{item}").collidepoint(pos):
            return board.click_words(pos, view, viewer) or _(data.ITEM_NAMES[item][0])
    stage = view.stages[viewer]
    if stage < data.ENTERED and board.rect(places.adventure_spot(stage)).collidepoint(pos):
        return board.ctx.why_not(Complete()) or _("Click to complete the adventure")
    if view.phase in (PASS_MUMMY, SHED) and board.ctx.acting(viewer):
        for seat in range(view.players):
            if seat != viewer and places.seat_rect(board, view, seat).collidepoint(pos):
                return board.ctx.why_not(rules.PassMummy(seat)) or _(
                    "Click: the mummy goes to {name}", name=board.ctx.name(seat))
    return part_hint(board, pos, aid.AID)
