"""What the pointer means on the Im Bann table: picking up and dropping cards and the
depot's arrow, and clicks.

- a hand card dragged onto one's own seat box is played (``PlayCard``); dragged onto
  the draw pile it is exchanged together with the other selected cards;
- a click on a hand card selects it for an exchange (or puts it back while an
  exchange is under way); a click on the draw pile draws one card;
- the arrow dragged onto an item, a click on an item, or a click on the arrow (the
  next item clockwise) turns the depot;
- a click on a seat box gives that player the mummy; a click on (or a drag to the
  discard pile of) a card in one's own showcase gives it up to the Curse or for the
  mummy; a click on one's current adventure completes it.

Every gesture becomes a move through the rules (``ctx.resolve``), so a refusal is
the rules' own sentence, shown at the pointer; a refused drop springs back. A card
dropped on a fellow player's showcase springs back with the rulebook's reason
(``words.foreign_showcase``): played cards lie in front of their player.
"""

from __future__ import annotations

import pygame

from pharaohs.games.im_bann.board import places, words
from pharaohs.games.im_bann.rules import (
    CURSE_CHOICE,
    DEPOT,
    EXCHANGE,
    EXTRA,
    PASS_MUMMY,
    SHED,
    TURN,
    Complete,
    Draw,
    Exchange,
    FinishExchange,
    PassMummy,
    PlayCard,
    PutBack,
    ShedForMummy,
    TurnDepot,
    YieldToCurse,
    data,
)
from pharaohs.ui.kit.drag import Draggable


# -- picking up ---------------------------------------------------------------------------
def pick(board, pos) -> Draggable | None:
    view, viewer = board.view, board.viewer
    if view is None or viewer is None or not board.ctx.acting(viewer):
        return None
    if view.phase in (DEPOT, EXTRA) and board.rect("depot_arrow").collidepoint(pos):
        return Draggable(("arrow",), board.rect("depot_arrow"))
    hand = view.hands[viewer]
    rects = places.hand_rects(board, len(hand), board.selected)
    index = places.card_at(rects, pos)
    if index is not None:
        return Draggable(("hand", index, hand[index]), rects[index])
    box = places.seat_rect(board, view, viewer)
    cards = view.showcases[viewer]
    rects = places.showcase_rects(board, box, len(cards))
    index = places.card_at(rects, pos)
    if index is not None and board.ctx.resolve(_give_up_kind(view), card=cards[index]).ok:
        return Draggable(("showcase", index, cards[index]), rects[index])
    return None


def _give_up_kind(view) -> type:
    return YieldToCurse if view.phase == CURSE_CHOICE else ShedForMummy


# -- dropping -----------------------------------------------------------------------------
def drop(board, item: Draggable, pos) -> str | None:
    """What a drop means; the refusal (the piece springs back) or None."""
    kind = item.payload[0]
    if kind == "arrow":
        return _drop_arrow(board, item, pos)
    if board.press.click(pos):
        if kind == "hand":
            _click_hand(board, item.payload[1])
            return None
        if kind == "showcase":
            return give_up(board, item.payload[2])
    if kind == "hand":
        return _drop_hand_card(board, item.payload[1], item.payload[2], pos)
    return _drop_showcase_card(board, item.payload[2], pos)


def _drop_arrow(board, item, pos) -> str | None:
    if item.home.collidepoint(pos):
        return click_arrow(board)
    for name in data.ITEMS:
        if board.rect(f"depot_{name}").collidepoint(pos):
            return board.ctx.play(TurnDepot, item=name)
    return "away"


def _drop_hand_card(board, index: int, card: str, pos) -> str | None:
    view, viewer = board.view, board.viewer
    if board.rect("pile").collidepoint(pos):
        chosen = set(board.selected) | {index}
        return exchange(board, [view.hands[viewer][i] for i in sorted(chosen)])
    if places.seat_rect(board, view, viewer).collidepoint(pos):
        reason = board.ctx.play(PlayCard, card=card)
        if reason is None:
            board.selected.clear()
        return reason
    return _refused_elsewhere(board, ("hand", index, card), pos)


def _drop_showcase_card(board, card: str, pos) -> str | None:
    view, viewer = board.view, board.viewer
    box = places.seat_rect(board, view, viewer)
    if board.rect("discard").collidepoint(pos) or box.collidepoint(pos):
        return give_up(board, card)
    return _refused_elsewhere(board, ("showcase", None, card), pos)


def fellow_at(board, pos) -> int | None:
    """The fellow player (not the seat at the screen) whose seat box lies under ``pos``."""
    view, viewer = board.view, board.viewer
    return next((seat for seat in range(view.players) if seat != viewer
                 and places.seat_rect(board, view, seat).collidepoint(pos)), None)


def foreign_drop(board, payload, pos) -> str | None:
    """Why the card in hand (``payload`` of its ``Draggable``) may not be let go on a
    fellow player's showcase under ``pos``, or None where there is none."""
    if payload[0] not in ("hand", "showcase") or fellow_at(board, pos) is None:
        return None
    return words.foreign_showcase(payload[2], played=payload[0] == "hand")


def _refused_elsewhere(board, payload, pos) -> str:
    """A drop off every place that takes the card: on a fellow player's showcase the
    rulebook's reason is said; anywhere else the card simply springs back."""
    reason = foreign_drop(board, payload, pos)
    return board.ctx.refuse(reason) if reason else "away"


# -- moves from gestures ----------------------------------------------------------------
def exchange(board, cards: list[str]) -> str | None:
    """Put ``cards`` back and draw as many: the exchange's steps one after the other."""
    view = board.view
    if view.phase == TURN:
        reason = board.ctx.play(Exchange)
        if reason is not None:
            return reason
    for card in cards:
        reason = board.ctx.play(PutBack, card=card)
        if reason is not None:
            return reason
    board.selected.clear()
    return board.ctx.play(FinishExchange)


def give_up(board, card: str) -> str | None:
    """A card of one's own showcase: to the Curse, or towards passing the mummy."""
    return board.ctx.play(_give_up_kind(board.view), card=card)


def click_arrow(board) -> str | None:
    """A click on the arrow turns the depot one item clockwise."""
    items = data.ITEMS
    following = items[(items.index(board.view.depot) + 1) % len(items)]
    return board.ctx.play(TurnDepot, item=following)


def _click_hand(board, index: int) -> str | None:
    view = board.view
    if view.phase == EXCHANGE:
        return board.ctx.play(PutBack, card=view.hands[board.viewer][index])
    if view.phase != TURN:
        return board.ctx.refuse(_card_refusal(board, view.hands[board.viewer][index]))
    if index in board.selected:
        board.selected.remove(index)
    else:
        board.selected.append(index)
    board.ctx.redraw()
    return None


def _card_refusal(board, card: str) -> str:
    found = board.ctx.resolve(PlayCard, card=card)
    return found.reason or ""


# -- clicks ---------------------------------------------------------------------------------
def handle_click(board, event, view, viewer) -> bool:
    """A click (press and release in one place, see ``Press``) on something not picked up."""
    if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or not board.press.click(event.pos):
        return False
    if viewer is None or not board.ctx.acting(viewer):
        return False
    pos = event.pos
    if board.rect("pile").collidepoint(pos):
        if view.phase == EXCHANGE:
            board.ctx.play(FinishExchange)
        else:
            board.ctx.play(Draw, count=1)
        return True
    for name in data.ITEMS:
        if board.rect(f"depot_{name}").collidepoint(pos):
            board.ctx.play(TurnDepot, item=name)
            return True
    if view.phase in (PASS_MUMMY, SHED):
        for seat in range(view.players):
            if places.seat_rect(board, view, seat).collidepoint(pos) and seat != viewer:
                board.ctx.play(PassMummy, to=seat)
                return True
    stage = view.stages[viewer]
    if stage < data.ENTERED and board.rect(places.adventure_spot(stage)).collidepoint(pos):
        board.ctx.play(Complete)
        return True
    return False
