"""What the last move touched, as spot names, so the board outlines it until the next."""

from __future__ import annotations

from pharaohs.games.saqqara.rules.moves import (
    BidGood,
    Build,
    FreeWorker,
    Invest,
    Irrigate,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    Steal,
    Trade,
    UseLand,
)
from pharaohs.games.saqqara.rules.state import level


def last_spots(seat: int, move, before, after) -> tuple[str, ...]:
    """The places a committed move touched, outlined until the next move."""
    kind = type(move)
    if kind in (BidGood, Invest):
        w = move.slot if kind is BidGood else move.warehouse
        return (f"hut_{w}",) if kind is BidGood else (f"warehouse_{w}",)
    if kind is PlaceInfluence or kind is PlaceToken:
        return (f"influence_{move.warehouse}",)
    if kind in (Build, FreeWorker):
        i = after.pyramids.index(move.pyramid)
        return (f"pyramid_{i}_level_{level(after, seat, move.pyramid)}",)
    if kind is SailNile:
        return (f"nile_{after.nile[seat]}",)
    if kind is Steal:
        return (f"ledger_{move.victim}", f"ledger_{seat}")
    if kind in (Trade, Irrigate, UseLand):
        return (f"supply_{move.get}", f"ledger_{seat}")
    return ()
