"""What the last move touched, as spot names, so the board outlines it until the next."""

from __future__ import annotations

from pharaohs.games.dahschur.rules import moves as M


def touched(seat: int, move, before, after) -> tuple[str, ...]:
    """The spots ``move`` by ``seat`` changed (views of the table before and after)."""
    kind = type(move)
    if kind is M.GiftPrince:
        return (f"gift_{move.space}",)
    if kind is M.LayThirdPrince:
        return (f"row_{seat}_{len(before.rows[seat])}",)
    if kind in (M.MoveMerchant, M.TakeBackGoods, M.ReclaimStall):
        return (f"stall_{move.stall}",)
    if kind is M.BuyGem:
        return (f"stall_{before.merchants[seat]}",)
    if kind is M.SwapPlates:
        return (f"plate_{move.a}", f"plate_{move.b}")
    if kind is M.PlaceGem:
        return (f"plate_{move.plate}",)
    if kind is M.Offer:
        return (f"procession_{move.target}",)
    if kind in (M.TakeSilver, M.TakeDisc):
        return (f"city_{move.city}",)
    if kind is M.TakeGem:
        return (f"bag_{move.gem}",)
    if kind is M.BuryPrince:
        return (f"chamber_{before.round - 1}_{seat}",)
    if kind is M.PlaceDisc:
        return (f"finale_card_{move.chamber}_{move.owner}",)
    return ()
