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


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` spot names that make ``move`` (``end`` None: a click on
    ``start``); empty for a move made with a button."""
    kind = type(move)
    if kind in (PlaceInfluence, IntrigueSwap):
        card = view.hands[seat].index(move.card)
        if card >= places.HAND_SLOTS:  # more than a hand can hold (4 and 2 by Intrigue)
            return []
        end = "pile" if kind is IntrigueSwap else f"influence_{move.warehouse}"
        return [(f"hand_{card}", end)]
    if kind is PlaceToken:
        return [("my_token", f"influence_{move.warehouse}")]
    if kind is TakeCard:
        return [(f"card_{move.slot}", None)]
    if kind is Withdraw:
        return [(f"hut_{move.slot}", None)]
    if kind is UseMarketCard and move.card in view.cards[seat][:2]:
        return [(f"my_card_{view.cards[seat].index(move.card)}", None)]
    if kind is BidGood:
        return [(f"my_goods_{move.good}", f"hut_{move.slot}")]
    if kind is Invest:
        return [(f"my_goods_{move.good}", f"warehouse_{move.warehouse}")]
    if kind in (FreeWorker, Build):
        i = view.pyramids.index(move.pyramid)
        now = 0 if kind is FreeWorker else level(view, seat, move.pyramid)
        source = "my_workers" if now == 0 else f"pyramid_{i}_level_{now}"
        return [(source, f"pyramid_{i}_level_{now + 1}")]
    if kind is SailNile:
        return [(f"nile_{view.nile[seat]}", f"nile_{view.nile[seat] + 1}")]
    if kind is Trade:
        return [(f"my_goods_{move.give}", f"supply_{move.get}")]
    if kind in (Irrigate, UseLand):
        return [(f"my_goods_{data.LAND}", f"supply_{move.get}")]
    if kind is Steal:
        return [(f"ledger_{move.victim}_{move.good}", "tray")]
    return []
