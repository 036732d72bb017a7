"""The one table from a move to its places: where a hand takes hold of it and lets go.

The kit reads from ``reach`` what glows while a piece is held, what a drop or a click
plays, the keyboard's spots, the demo hand's gestures and the hint's marks.

Influence cards and the token go onto a warehouse's influence row (a card to
swap onto the pile), goods onto a hut (a bid), a warehouse or the supply (a
trade), workers onto a pyramid's next level, the boat one space up the Nile, a
stolen good into the tray; a market card, a hut to withdraw from and an own
market card to use are clicked. Choices and the end of a turn are the action bar's.
"""

from __future__ import annotations

from pharaohs.games.saqqara.board import places
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.moves import (
    BidGood,
    Build,
    FreeWorker,
    IntrigueSwap,
    Invest,
    Irrigate,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    Steal,
    TakeCard,
    Trade,
    UseLand,
    UseMarketCard,
    Withdraw,
)
from pharaohs.games.saqqara.rules.state import level
from pharaohs.ui.kit.reach import Around


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` spot names that make ``move`` (``end`` None: a click on
    ``start``); empty for a move made with a button, and for a move of ``move_space``
    whose piece is not on the table."""
    kind = type(move)
    if kind in (PlaceInfluence, IntrigueSwap):
        return _card(board, view, seat, move)
    if kind is PlaceToken:
        return _into_column(board, "my_token", f"influence_{move.warehouse}", move.warehouse)
    if kind is TakeCard:
        return [(f"card_{move.slot}", None)]
    if kind is Withdraw:
        return [(f"hut_{move.slot}", None)]
    if kind is UseMarketCard and move.card in view.cards[seat][:2]:
        return [(f"my_card_{view.cards[seat].index(move.card)}", None)]
    if kind is BidGood:
        return _into_column(board, f"my_goods_{move.good}", f"hut_{move.slot}", move.slot)
    if kind is Invest:
        return _into_column(board, f"my_goods_{move.good}", f"warehouse_{move.warehouse}",
                            move.warehouse)
    if kind in (FreeWorker, Build) and move.pyramid in view.pyramids:
        return _worker(view, seat, move)
    if kind is SailNile and view.nile[seat] < data.NILE_SPACES:
        return [(f"nile_{view.nile[seat]}", f"nile_{view.nile[seat] + 1}")]
    if kind is Trade:
        return [(f"my_goods_{move.give}", f"supply_{move.get}")]
    if kind in (Irrigate, UseLand):
        return [(f"my_goods_{data.LAND}", f"supply_{move.get}")]
    if kind is Steal and move.victim != seat:
        return [(f"ledger_{move.victim}_{move.good}", "tray")]
    return []


def _into_column(board, start: str, end: str, warehouse: int) -> list:
    """To ``end``, or anywhere in its warehouse's column (warehouse, cards, hut,
    influence row), which lights no wider than ``end``."""
    return [(start, end), (start, Around(places.column_rect(board, warehouse)))]


def _card(board, view, seat, move) -> list:
    """An influence card from the hand (any slot holding its value; more than a hand can
    hold, 4 and 2 by Intrigue, have none) under a warehouse, or onto the pile to swap."""
    slots = [i for i, card in enumerate(view.hands[seat][:places.HAND_SLOTS])
             if card == move.card]
    if isinstance(move, IntrigueSwap):
        return [(f"hand_{i}", "pile") for i in slots]
    return [pair for i in slots for pair in _into_column(
        board, f"hand_{i}", f"influence_{move.warehouse}", move.warehouse)]


def _worker(view, seat, move) -> list:
    """A worker from the pile, or up from its level, onto a pyramid's next level."""
    i = view.pyramids.index(move.pyramid)
    now = 0 if isinstance(move, FreeWorker) else level(view, seat, move.pyramid)
    if now >= data.LEVELS:
        return []
    source = "my_workers" if now == 0 else f"pyramid_{i}_level_{now}"
    return [(source, f"pyramid_{i}_level_{now + 1}")]


def marked(board, seat, move, before, after) -> tuple[str, ...] | None:
    """The last move's mark where ``reach`` does not say it (table views), else None:
    ``reach`` names the screen's own supply, tray and cards, so a good traded, stolen
    or a market card used marks the mover's ledger, and a card from a hand no view
    shows its warehouse."""
    kind = type(move)
    if kind is PlaceInfluence:
        return (f"influence_{move.warehouse}",)
    if kind is Steal:
        return (f"ledger_{move.victim}", f"ledger_{seat}")
    if kind in (Trade, Irrigate, UseLand):
        return (f"supply_{move.get}", f"ledger_{seat}")
    if kind is UseMarketCard:
        return ()
    return None
