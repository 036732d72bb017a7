"""What the pointer means beyond ``keys.reach``: the piece a press picks up, where a piece
goes when it is let go where no move of the game takes it, and why a click where no
legal move is made is refused, in the rules' words (``ctx.resolve``).

Pieces are payload tuples: ("hand", value), ("merchant",), ("gem", gem), ("plate", space),
("goods",), ("offering", space), ("disc", kind, value).
"""

from __future__ import annotations

from pharaohs.core.i18n import N_, _
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules.data import GEMS
from pharaohs.games.dahschur.rules.state import ACTIONS, DISC_CHOICE, FINALE, RECLAIM, TASKS, THIRD
from pharaohs.ui.kit.drag import Draggable


def spot_at(board, pos, prefixes) -> str | None:
    """The smallest numbered spot (or the bag) under ``pos`` starting with ``prefixes``."""
    return board.spot_at(pos, [n for n in board.numbered if n.startswith(prefixes)])


def _index(name: str) -> int:
    return int(name.rsplit("_", 1)[1])


# -- picking up ---------------------------------------------------------------------------
def pick(board, pos) -> Draggable | None:
    view, seat = board.view, board.viewer
    if view is None or seat is None or not board.ctx.acting(seat):
        return None
    if view.phase == FINALE:  # the finale covers the board: only discs move now
        return next((Draggable(("disc", *disc), rect)
                     for disc, rect in board.disc_rects(view, seat) if rect.collidepoint(pos)),
                    None)
    merchant = board.merchant_rect(view, seat)
    pieces = [*((("hand", value), f"hand_{i}") for i, value in enumerate(view.hands[seat])),
              (("merchant",), merchant),
              *((("gem", g), f"gems_{g}") for g in range(len(GEMS)) if view.gems[seat][g]),
              *((("plate", i), f"plate_{i}") for i in range(view.filled, len(view.avenue))),
              *([(("goods",), "goods_supply")] if view.goods[seat] else []),
              *((("offering", i), f"procession_{i}") for i, owner in enumerate(view.procession)
                if owner == seat)]
    for payload, place in pieces:
        rect = board.rect(place) if isinstance(place, str) else place
        if rect.collidepoint(pos):
            return Draggable(payload, rect)
    return None


# -- drops that mean no move ----------------------------------------------------------------
#: per piece, what the board says when it is let go where no move of the game has it go
_MISSED = {
    "hand": N_("Drop the prince card on the prince's gift."),
    "merchant": N_("Drop your merchant on a market stall."),
    "gem": N_("Drop the gemstone on a marble plate of the splendid avenue."),
    "plate": N_("Drop the plate on another marble plate to swap them."),
    "goods": N_("Drop the offering on a space of the procession."),
    "offering": N_("Drop the offering on a space of the procession."),
    "disc": N_("Drop the disc on a prince card in a burial chamber."),
}


def missed(board, item: Draggable, pos) -> str:
    """Where ``item`` goes, when it is let go where no move of the game takes it (the
    rules' reason for a move that does is the kit's, from ``reach``)."""
    if item.payload[0] == "hand" and board.view.phase == THIRD:
        # laid face up in front of its owner: on another row it would be taken as one's own
        return _("Your third prince card is laid in front of you: drop it on your own row.")
    return _(_MISSED[item.payload[0]])


# -- clicks where no legal move is made ------------------------------------------------------
def click_elsewhere(board, pos, view, viewer) -> None:
    """A click on a gift card, a stall, a city, a gem beside the bag or an own row card
    that makes no move says the rules' reason; a click on the bag takes its only kind."""
    name = spot_at(board, pos, ("gift_", "stall_", "city_", "bag", "row_"))
    if name == "bag":
        _click_bag(board, view, viewer)
        return
    asked = None if name is None else _asked(board, view, viewer, name)
    if asked is not None:
        board.ctx.refuse(board.ctx.resolve(asked[0], **asked[1]).reason)


def _asked(board, view, seat, name: str):
    """The kind of move and its fields a click on ``name`` asks for, or None."""
    if name.startswith("gift_"):
        return M.UsePrince, {"slot": _index(name)}
    if name.startswith("stall_"):
        reclaim = view.step == RECLAIM and view.phase == ACTIONS
        return (M.ReclaimStall if reclaim else M.TakeBackGoods), {"stall": _index(name)}
    if name.startswith("city_") and view.phase == TASKS and view.tasks[0].kind == DISC_CHOICE:
        return M.TakeDisc, {"city": _index(name), "metal": "gold"}
    if name.startswith("city_"):
        return M.TakeSilver, {"city": _index(name)}
    if name.startswith("bag_"):
        return M.TakeGem, {"gem": _index(name)}
    if name.count("_") == 2 and int(name.split("_")[1]) == seat:  # the own row's cards
        return M.BuryPrince, {"position": _index(name)}
    return None


def _click_bag(board, view, seat) -> None:
    """The bag itself, clicked while a gem may be taken from it: the only kind it can give,
    or, with a choice, the sentence that says to click the gem wanted."""
    gems = [m for m in board.ctx.legal_moves(view, seat) if isinstance(m, M.TakeGem)]
    if len(gems) == 1:
        board.ctx.try_move(gems[0])
    elif gems:
        board.ctx.refuse(_("Click the gemstone you want beside the bag."))
