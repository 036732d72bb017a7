"""What the pointer means on the Saqqara board beyond ``keys.reach``: what a press picks
up, what a drop on a place ``reach`` does not name asks the rules for (a whole
warehouse column takes a bid, an investment or an influence card), which move of
several one drop means, and why a click makes no move.

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
    TakeCard,
    Trade,
    UseLand,
    UseMarketCard,
    Withdraw,
)
from pharaohs.games.saqqara.rules.state import AUCTION, DEVELOP, INFLUENCE, INVEST, level
from pharaohs.ui.kit.drag import Draggable

#: a land dropped on the supply: Irrigation first, then land used as another good
_PREFERRED = (Irrigate, UseLand)


def pick(board, pos) -> Draggable | None:
    view, seat = board.view, board.viewer
    if view is None or seat is None or not board.ctx.acting(seat) or board.placement is None:
        return None
    found = places.pyramid_at(board, view, pos)
    on_pyramid = [] if found is None or not view.workers[found[0]][seat] else [
        (("worker", found[0]), f"pyramid_{found[0]}_level_{view.workers[found[0]][seat]}")]
    pieces = [
        *((("good", g), f"my_goods_{g}") for g in data.GOODS if view.goods[seat][g]),
        *((("card", i), f"hand_{i}")
          for i in range(min(len(view.hands[seat]), places.HAND_SLOTS))),
        (("worker", None), "my_workers"), *on_pyramid,
        (("boat",), f"nile_{view.nile[seat]}"),
        *([(("token",), "my_token")] if view.phase == INFLUENCE and view.tokens_open[seat]
          else []),
        *((("steal", victim, g), f"ledger_{victim}_{g}") for victim in range(view.players)
          for g in data.GOODS if victim != seat and view.goods[victim][g])]
    return next((Draggable(payload, board.rect(place)) for payload, place in pieces
                 if board.rect(place).collidepoint(pos)), None)


def choose(board, moves):
    """One drop, several moves (a land on the supply): Irrigation, then land used."""
    preferred = sorted(moves, key=lambda m: _PREFERRED.index(type(m))
                       if type(m) in _PREFERRED else len(_PREFERRED))
    return board.ctx.try_move(preferred[0])


def meant(board, item: Draggable, pos):
    """What letting go of ``item`` at ``pos`` asks the rules for (a ``Resolution``), or
    the board's sentence where it asks for nothing."""
    view, seat, resolve = board.view, board.viewer, board.ctx.resolve
    kind = item.payload[0]
    column = places.column_at(board, pos)
    if kind == "good":
        return _good(board, item.payload[1], column, pos)
    if kind == "card":
        card = view.hands[seat][item.payload[1]]
        if board.rect("pile").collidepoint(pos):
            return resolve(IntrigueSwap, card=card)
        if column is not None:
            return resolve(PlaceInfluence, warehouse=column, card=card)
        return _("Place influence cards under a warehouse.")
    if kind == "token":
        if column is not None:
            return resolve(PlaceToken, warehouse=column)
        return _("Place the influence token under a warehouse.")
    if kind == "boat":
        if board.rect(f"nile_{view.nile[seat] + 1}").collidepoint(pos):
            return resolve(SailNile)
        return _("Your boat moves one field up the Nile for 3 land.")
    if kind == "steal":
        if board.rect("tray").collidepoint(pos):
            return resolve(Steal, victim=item.payload[1], good=item.payload[2])
        return _("Drag the stolen good into your tray.")
    return _worker(board, item.payload[1], pos)


def _good(board, good: int, column, pos):
    view, resolve = board.view, board.ctx.resolve
    if view.phase == AUCTION and column is not None:
        return resolve(BidGood, slot=column, good=good)
    if view.phase == INVEST and column is not None:
        return resolve(Invest, warehouse=column, good=good)
    supply = board.spot_at(pos, [f"supply_{h}" for h in data.GOODS])
    if view.phase == DEVELOP and supply is not None:
        get = int(supply.rsplit("_", 1)[1])
        return resolve(UseLand, get=get) if good == data.LAND else resolve(
            Trade, give=good, get=get)
    return _("Goods go onto a bid hut in the market, into a warehouse when investing, or "
             "onto the supply to trade.")


def _worker(board, source: int | None, pos):
    """A worker from the pile (``source`` None) or from pyramid ``source`` let go at
    ``pos``: a new worker on a pyramid moves the own one there up."""
    view, seat = board.view, board.viewer
    found = places.pyramid_at(board, view, pos)
    if found is None:
        return _("Workers go onto the levels of a pyramid.")
    i, lvl = found
    if source is not None and source != i:
        return _("A worker stays on its pyramid; take a new one from your pile.")
    pyramid = view.pyramids[i]
    if view.free_worker:
        if lvl not in (None, 1):
            return _("The free worker goes onto the lowest level.")
        return board.ctx.resolve(FreeWorker, pyramid=pyramid)
    now = level(view, seat, pyramid)
    if lvl is not None and lvl != now + 1:
        if now == 0:
            return _("A worker always begins at the lowest level.")
        return _("A worker can only move up one level each round.")
    return board.ctx.resolve(Build, pyramid=pyramid)


def click_elsewhere(board, pos, view, viewer) -> None:
    """A click on a market card or a hut in the auction, or on an own market card, that
    makes no move: the rules' reason."""
    asked = [*((TakeCard, {"slot": w}, f"card_{w}") for w in range(data.WAREHOUSES)
               if view.phase == AUCTION),
             *((Withdraw, {"slot": w}, f"hut_{w}") for w in range(data.WAREHOUSES)
               if view.phase == AUCTION),
             *((UseMarketCard, {"card": card}, f"my_card_{i}")
               for i, card in enumerate(view.cards[viewer][:2]))]
    for move_type, fields, place in asked:
        if board.rect(place).collidepoint(pos):
            board.ctx.refuse(board.ctx.resolve(move_type, **fields).reason)
            return
