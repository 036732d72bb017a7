"""What the pointer means on the Saqqara board: what a press picks up, what a drop asks
the rules for, and which places a held piece may go (they glow).

Goods go onto a bid hut in the market and into a warehouse when investing, or onto
the supply to trade; influence cards under warehouses (or onto the pile for an
Intrigue exchange); workers onto pyramid levels; the boat one field up the Nile;
an influence token under a warehouse; an opponent's good (Thieves) into the tray.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
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
    Trade,
    UseLand,
)
from pharaohs.games.saqqara.rules.state import AUCTION, DEVELOP, INFLUENCE, INVEST, level
from pharaohs.ui.kit.drag import Draggable


def pick(board, pos) -> Draggable | None:
    view, seat = board.view, board.viewer
    if view is None or seat is None or not board.ctx.acting(seat) or board.placement is None:
        return None
    for g in data.GOODS:
        r = board.rect(f"my_goods_{g}")
        if r.collidepoint(pos) and view.goods[seat][g]:
            return Draggable(("good", g), r)
    for i in range(min(len(view.hands[seat]), places.HAND_SLOTS)):
        r = board.rect(f"hand_{i}")
        if r.collidepoint(pos):
            return Draggable(("card", i), r)
    r = board.rect("my_workers")
    if r.collidepoint(pos):
        return Draggable(("worker", None), r)
    found = places.pyramid_at(board, view, pos)
    if found is not None:
        i, _lvl = found
        mine = view.workers[i][seat]
        if mine:
            return Draggable(("worker", i), board.rect(f"pyramid_{i}_level_{mine}"))
    r = board.rect(f"nile_{view.nile[seat]}")
    if r.collidepoint(pos):
        return Draggable(("boat",), r)
    r = board.rect("my_token")
    if r.collidepoint(pos) and view.phase == INFLUENCE and view.tokens_open[seat]:
        return Draggable(("token",), r)
    for victim in range(view.players):
        for g in data.GOODS:
            r = board.rect(f"ledger_{victim}_{g}")
            if victim != seat and r.collidepoint(pos) and view.goods[victim][g]:
                return Draggable(("steal", victim, g), r)
    return None


def drop(board, item: Draggable, pos) -> str | None:
    """Commit what dropping ``item`` at ``pos`` means, or show why not (the piece springs
    back). Returns the refusal, or None."""
    view, seat, ctx = board.view, board.viewer, board.ctx
    kind = item.payload[0]
    column = places.column_at(board, pos)
    if kind == "good":
        g = item.payload[1]
        if view.phase == AUCTION and column is not None:
            return ctx.play(BidGood, slot=column, good=g)
        if view.phase == INVEST and column is not None:
            return ctx.play(Invest, warehouse=column, good=g)
        supply = places.spot_at(board, [f"supply_{h}" for h in data.GOODS], pos)
        if view.phase == DEVELOP and supply is not None:
            return _exchange(board, g, int(supply.rsplit("_", 1)[1]))
        return ctx.refuse(_("Goods go onto a bid hut in the market, into a warehouse when "
                            "investing, or onto the supply to trade."))
    if kind == "card":
        card = view.hands[seat][item.payload[1]]
        if board.rect("pile").collidepoint(pos):
            return ctx.play(IntrigueSwap, card=card)
        if column is not None:
            return ctx.play(PlaceInfluence, warehouse=column, card=card)
        return ctx.refuse(_("Place influence cards under a warehouse."))
    if kind == "token":
        if column is not None:
            return ctx.play(PlaceToken, warehouse=column)
        return ctx.refuse(_("Place the influence token under a warehouse."))
    if kind == "boat":
        field = places.spot_at(board, [f"nile_{n}" for n in range(places.NILE_FIELDS)], pos)
        if field is not None and int(field.rsplit("_", 1)[1]) == view.nile[seat] + 1:
            return ctx.play(SailNile)
        return ctx.refuse(_("Your boat moves one field up the Nile for 3 land."))
    if kind == "steal":
        if board.rect("tray").collidepoint(pos):
            return ctx.play(Steal, victim=item.payload[1], good=item.payload[2])
        return ctx.refuse(_("Drag the stolen good into your tray."))
    return _worker_drop(board, item.payload[1], pos)


def _exchange(board, give: int, get: int) -> str | None:
    """A good dropped on the supply: Irrigation or land used as another good for land,
    the Trade pyramid for other goods."""
    ctx = board.ctx
    if give == data.LAND:
        found = ctx.resolve(Irrigate, get=get)
        if found.ok:
            return ctx.try_move(found.move)
        return ctx.play(UseLand, get=get)
    return ctx.play(Trade, give=give, get=get)


def _worker_drop(board, source: int | None, pos) -> str | None:
    """A worker from the pile (``source`` None) or from pyramid ``source`` dropped at ``pos``."""
    view, seat, ctx = board.view, board.viewer, board.ctx
    found = places.pyramid_at(board, view, pos)
    if found is None:
        return ctx.refuse(_("Workers go onto the levels of a pyramid."))
    i, lvl = found
    if source is not None and source != i:
        return ctx.refuse(_("A worker stays on its pyramid; take a new one from your pile."))
    pyramid = view.pyramids[i]
    if view.free_worker:
        if lvl not in (None, 1):
            return ctx.refuse(_("The free worker goes onto the lowest level."))
        return ctx.play(FreeWorker, pyramid=pyramid)
    now = level(view, seat, pyramid)
    if lvl is not None and lvl != now + 1:
        if now == 0:
            return ctx.refuse(_("A worker always begins at the lowest level."))
        return ctx.refuse(_("A worker can only move up one level each round."))
    return ctx.play(Build, pyramid=pyramid)


def targets(board, view, seat, payload) -> frozenset[str]:
    """Spots where the held piece could be dropped now with a legal move."""
    legal = board.legal(view, seat)
    kind = payload[0]
    names: set[str] = set()
    for move in legal:
        if kind == "good":
            g = payload[1]
            if isinstance(move, (BidGood, Invest)) and move.good == g:
                spot = "hut" if isinstance(move, BidGood) else "warehouse"
                names.add(f"{spot}_{getattr(move, 'slot', getattr(move, 'warehouse', 0))}")
            elif isinstance(move, Trade) and move.give == g or (
                    isinstance(move, (Irrigate, UseLand)) and g == data.LAND):
                names.add(f"supply_{move.get}")
        elif kind == "card" and isinstance(move, PlaceInfluence):
            if move.card == view.hands[seat][payload[1]]:
                names.add(f"influence_{move.warehouse}")
        elif kind == "card" and isinstance(move, IntrigueSwap):
            names.add("pile")
        elif kind == "token" and isinstance(move, PlaceToken):
            names.add(f"influence_{move.warehouse}")
        elif kind == "boat" and isinstance(move, SailNile):
            names.add(f"nile_{view.nile[seat] + 1}")
        elif kind == "steal" and isinstance(move, Steal) and (move.victim, move.good) == \
                payload[1:]:
            names.add("tray")
        elif kind == "worker" and isinstance(move, (Build, FreeWorker)):
            i = view.pyramids.index(move.pyramid)
            target = 1 if isinstance(move, FreeWorker) else level(view, seat, move.pyramid) + 1
            names.add(f"pyramid_{i}_level_{target}")
    return frozenset(names)


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
