"""What the pointer means on the Saqqara board beyond ``keys.reach``: what a press picks
up, which move of several one drop means, where a piece goes when it is let go where no
move of the game takes it (why a click makes no move is the kit's, from ``reach``).

Goods go onto a bid hut in the market and into a warehouse when investing, or onto
the supply to trade; influence cards under warehouses (or onto the pile for an
Intrigue exchange); workers onto pyramid levels; the boat one field up the Nile;
an influence token under a warehouse; an opponent's good (Thieves) into the tray.
"""

from __future__ import annotations

from pharaohs.core.i18n import N_, _
from pharaohs.games.saqqara.board import places
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.moves import (
    Irrigate,
    UseLand,
)
from pharaohs.games.saqqara.rules.state import INFLUENCE, level
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


#: per piece, where it goes, when it is let go where no move of the game takes it
_MISSED = {
    "good": N_("Goods go onto a bid hut in the market, into a warehouse when investing, or "
               "onto the supply to trade."),
    "card": N_("Place influence cards under a warehouse."),
    "token": N_("Place the influence token under a warehouse."),
    "boat": N_("Your boat moves one field up the Nile for 3 land."),
    "steal": N_("Drag the stolen good into your tray."),
}


def missed(board, item: Draggable, pos) -> str:
    """Where ``item`` goes, let go where no move of the game takes it (the rules' reason
    for a move that does is the kit's, from ``reach``)."""
    if item.payload[0] == "worker":
        return _worker(board, item.payload[1], pos)
    return _(_MISSED[item.payload[0]])


def _worker(board, source: int | None, pos) -> str:
    """A worker from the pile (``source`` None) or from pyramid ``source`` let go off
    the next level of its pyramid: which level it may go to."""
    view, seat = board.view, board.viewer
    found = places.pyramid_at(board, view, pos)
    if found is None:
        return _("Workers go onto the levels of a pyramid.")
    if source is not None and source != found[0]:
        return _("A worker stays on its pyramid; take a new one from your pile.")
    if view.free_worker:
        return _("The free worker goes onto the lowest level.")
    if level(view, seat, view.pyramids[found[0]]) == 0:
        return _("A worker always begins at the lowest level.")
    return _("A worker can only move up one level each round.")
