"""What the pointer means: the piece a press picks up, the move a drop or a click makes,
and the places a held piece may go (they glow).

Pieces are payload tuples: ("hand", value), ("merchant",), ("gem", gem), ("plate", space),
("goods",), ("offering", space), ("disc", kind, value). The moves come from the rules
through ``ctx.resolve``; a refused drop springs back with the rules' sentence.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules.data import GEMS
from pharaohs.games.dahschur.rules.state import (
    ACTIONS,
    DISC_CHOICE,
    FINALE,
    RECLAIM,
    TASKS,
    THIRD,
)
from pharaohs.ui.kit.drag import Draggable


def spot_at(board, pos, prefixes) -> str | None:
    """The name of the spot under ``pos`` among those starting with ``prefixes``."""
    for name in board.clickable:
        if name.startswith(prefixes) and board.rect(name).collidepoint(pos):
            return name
    return None


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
    for i, value in enumerate(view.hands[seat]):
        if board.rect(f"hand_{i}").collidepoint(pos):
            return Draggable(("hand", value), board.rect(f"hand_{i}"))
    merchant = board.merchant_rect(view, seat)
    if merchant.collidepoint(pos):
        return Draggable(("merchant",), merchant)
    for g in range(len(GEMS)):
        if view.gems[seat][g] and board.rect(f"gems_{g}").collidepoint(pos):
            return Draggable(("gem", g), board.rect(f"gems_{g}"))
    for i in range(view.filled, len(view.avenue)):
        if board.rect(f"plate_{i}").collidepoint(pos):
            return Draggable(("plate", i), board.rect(f"plate_{i}"))
    if view.goods[seat] and board.rect("goods_supply").collidepoint(pos):
        return Draggable(("goods",), board.rect("goods_supply"))
    for i, owner in enumerate(view.procession):
        if owner == seat and board.rect(f"procession_{i}").collidepoint(pos):
            return Draggable(("offering", i), board.rect(f"procession_{i}"))
    return None


# -- where a held piece may go ----------------------------------------------------------------
def targets(board, payload) -> set[str]:
    """The spots where a legal move would put the held piece."""
    view, seat = board.view, board.viewer
    legal = board.ctx.legal_moves(view, seat) if board.ctx.acting(seat) else []
    kind = payload[0]
    out: set[str] = set()
    for move in legal:
        name = type(move)
        if kind == "hand" and name is M.GiftPrince and move.value == payload[1]:
            out.add(f"gift_{move.space}")
        elif kind == "hand" and name is M.LayThirdPrince and move.value == payload[1]:
            out.add(f"row_{seat}_{len(view.rows[seat])}")
        elif kind == "merchant" and name is M.MoveMerchant:
            out.add(f"stall_{move.stall}")
        elif kind == "gem" and name is M.PlaceGem and move.gem == payload[1]:
            out.add(f"plate_{move.plate}")
        elif kind == "plate" and name is M.SwapPlates and payload[1] in (move.a, move.b):
            out.add(f"plate_{move.b if move.a == payload[1] else move.a}")
        elif kind == "goods" and name is M.Offer and move.source == M.FROM_SUPPLY:
            out.add(f"procession_{move.target}")
        elif kind == "offering" and name is M.Offer and move.source == payload[1]:
            out.add(f"procession_{move.target}")
        elif kind == "disc" and name is M.PlaceDisc and (move.metal, move.value) == payload[1:]:
            out.add(f"finale_card_{move.chamber}_{move.owner}")
    return out


# -- dropping -------------------------------------------------------------------------------------
def drop(board, item: Draggable, pos) -> str | None:
    """The rules' refusal of the drop (the piece springs back), or None when committed."""
    if item.home.collidepoint(pos):
        return click_piece(board, item.payload)
    kind, ctx = item.payload[0], board.ctx
    if kind == "hand":
        if board.view.phase == THIRD:
            return _drop_third(board, item.payload[1], pos)
        if (space := spot_at(board, pos, ("gift_",))) is not None:
            return ctx.play(M.GiftPrince, value=item.payload[1], space=_index(space))
        return ctx.refuse(_("Drop the prince card on the prince's gift."))
    if kind == "merchant":
        stall = spot_at(board, pos, ("stall_",))
        if stall is None:
            return ctx.refuse(_("Drop your merchant on a market stall."))
        return ctx.play(M.MoveMerchant, stall=_index(stall))
    if kind == "gem":
        plate = spot_at(board, pos, ("plate_",))
        if plate is None:
            return ctx.refuse(_("Drop the gemstone on a marble plate of the splendid avenue."))
        return ctx.play(M.PlaceGem, gem=item.payload[1], plate=_index(plate))
    if kind == "plate":
        plate = spot_at(board, pos, ("plate_",))
        if plate is None:
            return ctx.refuse(_("Drop the plate on another marble plate to swap them."))
        a, b = sorted((item.payload[1], _index(plate)))
        return ctx.play(M.SwapPlates, a=a, b=b)
    if kind in ("goods", "offering"):
        space = spot_at(board, pos, ("procession_",))
        if space is None:
            return ctx.refuse(_("Drop the offering on a space of the procession."))
        source = M.FROM_SUPPLY if kind == "goods" else item.payload[1]
        return ctx.play(M.Offer, source=source, target=_index(space))
    chamber = spot_at(board, pos, ("finale_card_",))
    if chamber is None:
        return ctx.refuse(_("Drop the disc on a prince card in a burial chamber."))
    r, owner = chamber.split("_")[2:]
    return ctx.play(M.PlaceDisc, metal=item.payload[1], value=item.payload[2],
                    chamber=int(r), owner=int(owner))


def _drop_third(board, value: int, pos) -> str | None:
    """The third prince card is laid face up in front of its owner: only a drop on the
    own row lays it (on another player's row it would be taken as one's own)."""
    row = spot_at(board, pos, ("row_",))
    if row is not None and int(row.split("_")[1]) == board.viewer:
        return board.ctx.play(M.LayThirdPrince, value=value)
    return board.ctx.refuse(_("Your third prince card is laid in front of you: drop it "
                              "on your own row."))


def click_piece(board, payload) -> str | None:
    """A piece clicked instead of dragged: a prince card from hand goes where it may."""
    if payload[0] == "hand":
        kind = M.LayThirdPrince if board.view.phase == THIRD else M.GiftPrince
        return board.ctx.play(kind, value=payload[1])
    return None


# -- clicks on places ---------------------------------------------------------------------------
def click(board, pos) -> bool:
    """A click on a gift card, a stall, a city, the bag or an own row card."""
    view, seat, ctx = board.view, board.viewer, board.ctx
    if view is None or seat is None or not ctx.acting(seat):
        return False
    name = spot_at(board, pos, ("gift_", "stall_", "city_", "bag", "row_"))
    if name is None:
        return False
    if name.startswith("gift_"):
        ctx.play(M.UsePrince, slot=_index(name))
    elif name.startswith("stall_"):
        kind = M.ReclaimStall if view.step == RECLAIM and view.phase == ACTIONS \
            else M.TakeBackGoods
        ctx.play(kind, stall=_index(name))
    elif name.startswith("city_"):
        _click_city(board, view, _index(name))
    elif name.startswith("bag_"):
        ctx.play(M.TakeGem, gem=_index(name))
    elif name == "bag":
        return _click_bag(board, view, seat)
    elif name.startswith("row_") and name.count("_") == 2:
        _r, owner, position = name.split("_")
        if int(owner) != seat:
            return False
        ctx.play(M.BuryPrince, position=int(position))
    else:
        return False
    return True


def _click_bag(board, view, seat) -> bool:
    """The bag itself, clicked while a gem may be taken from it: the only kind it can give,
    or, with a choice, the sentence that says to click the gem wanted."""
    gems = [m for m in board.ctx.legal_moves(view, seat) if isinstance(m, M.TakeGem)]
    if not gems:
        return False
    if len(gems) == 1:
        board.ctx.try_move(gems[0])
    else:
        board.ctx.refuse(_("Click the gemstone you want beside the bag."))
    return True


def _click_city(board, view, city: int) -> None:
    if view.phase == TASKS and view.tasks[0].kind == DISC_CHOICE:
        kinds = [m.metal for m in board.ctx.legal_moves(view, board.viewer)
                 if isinstance(m, M.TakeDisc)]
        board.ctx.play(M.TakeDisc, city=city, metal=kinds[0] if kinds else "gold")
    else:
        board.ctx.play(M.TakeSilver, city=city)

