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

Where a move takes hold and lets go is ``keys.reach`` (the kit plays it, or gives the
rules' reason why not); here is what it cannot say: what may be picked up, the arrow's
and a card's click where it lies, the exchange's steps, and why a click elsewhere makes
no move, in the rules' own sentence (``ctx.resolve``). A card dropped on a fellow
player's showcase springs back with the rulebook's reason (``words.foreign_showcase``):
played cards lie in front of their player.
"""

from __future__ import annotations

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


# -- letting go -----------------------------------------------------------------------------
def put_back(board, item: Draggable) -> str | None:
    """Let go where it was taken, with no move a click there makes: the arrow turns the
    depot one item on, a hand card is selected for an exchange (or says why it is not
    played), a showcase card is given up."""
    kind = item.payload[0]
    if kind == "arrow":
        return click_arrow(board)
    if kind == "hand":
        return _click_hand(board, item.payload[1])
    return give_up(board, item.payload[2])


def missed(board, item: Draggable, pos) -> str:
    """Let go where no move of the game takes it: on a fellow player's showcase the
    rulebook's reason, elsewhere the piece springs back without a word ("")."""
    return foreign_drop(board, item.payload, pos) or ""


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


# -- clicks where no legal move is made ------------------------------------------------------
def click_elsewhere(board, pos, view, viewer) -> None:
    """A click on the pile, a depot item, a fellow player's box (to pass the mummy) or
    the own adventure that makes no move: the rules' reason."""
    pile = (FinishExchange, {}) if view.phase == EXCHANGE else (Draw, {"count": 1})
    asked = [("pile", pile), *((f"depot_{n}", (TurnDepot, {"item": n})) for n in data.ITEMS)]
    for place, (move_type, fields) in asked:
        if board.rect(place).collidepoint(pos):
            board.ctx.refuse(board.ctx.resolve(move_type, **fields).reason)
            return
    fellow = fellow_at(board, pos)
    stage = view.stages[viewer]
    if fellow is not None and view.phase in (PASS_MUMMY, SHED):
        board.ctx.refuse(board.ctx.resolve(PassMummy, to=fellow).reason)
    elif stage < data.ENTERED and board.rect(places.adventure_spot(stage)).collidepoint(pos):
        board.ctx.refuse(board.ctx.resolve(Complete).reason)
