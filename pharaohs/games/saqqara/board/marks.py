"""What the last move touched, as spot names, so the board outlines it until the next."""

from __future__ import annotations

from pharaohs.games.saqqara.rules import moves as M
from pharaohs.games.saqqara.rules.state import level


def last_spots(seat: int, move, before, after) -> tuple[str, ...]:
    """The places a committed move touched, outlined until the next move."""
    kind = type(move)
    if kind in (M.BidGood, M.Invest):
        w = move.slot if kind is M.BidGood else move.warehouse
        return (f"hut_{w}",) if kind is M.BidGood else (f"warehouse_{w}",)
    if kind is M.PlaceInfluence or kind is M.PlaceToken:
        return (f"influence_{move.warehouse}",)
    if kind in (M.Build, M.FreeWorker):
        i = after.pyramids.index(move.pyramid)
        return (f"pyramid_{i}_level_{level(after, seat, move.pyramid)}",)
    if kind is M.SailNile:
        return (f"nile_{after.nile[seat]}",)
    if kind is M.Steal:
        return (f"ledger_{move.victim}", f"ledger_{seat}")
    if kind in (M.Trade, M.Irrigate, M.UseLand):
        return (f"supply_{move.get}", f"ledger_{seat}")
    return ()
