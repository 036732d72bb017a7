"""Hover texts over the board: what a plate, a market stall or a city is about, what a
click there does, and what letting go of a piece in hand does."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.board import aid
from pharaohs.games.dahschur.rules.data import GOODS, OFFER_CARDS, plate_gem, plate_owner
from pharaohs.games.dahschur.rules.wording import A_GEM
from pharaohs.ui.kit.aid_parts import part_hint
from pharaohs.ui.kit.phrases import sentences


def hover_hint(board, pos, view, viewer) -> str | None:
    """What the place under the pointer is about and what a click there does, else the
    player aid's word on that part; with a piece in hand, what letting go there does."""
    if board.placement is None or board.holding:
        return board.drop_words(pos, view, viewer)
    said = [text for text in (_place(board, pos, view, viewer),
                              board.click_words(pos, view, viewer)) if text]
    return sentences(*said) if said else part_hint(board, pos, aid.AID)


def _place(board, pos, view, viewer) -> str | None:
    """A plate's gem and owner, what a stall's gem costs the seat at the screen, what a
    city's number asks."""
    for i, plate in enumerate(view.avenue):
        if i >= view.filled and board.rect(f"plate_{i}").collidepoint(pos):
            owner = plate_owner(plate)
            if owner < view.players:
                return _("This plate wants {gem}; its symbol belongs to {name}.",
                         gem=A_GEM[plate_gem(plate)], name=board.ctx.name(owner))
            return _("This plate wants {gem}.", gem=A_GEM[plate_gem(plate)])
    for number, stall in enumerate(view.stalls, 1):
        if viewer is not None and stall.offer is not None and \
                board.rect(f"stall_{number}").collidepoint(pos):
            goods = _(GOODS[viewer])  # a msgid marked in data.GOODS
            cost = OFFER_CARDS[stall.offer][viewer]
            if cost:
                return _("Market stall {n}: the gemstone costs you {cost} {goods}.",
                         n=number, cost=cost, goods=goods)
            return _("Market stall {n}: this offer card wants no {goods}.", n=number,
                     goods=goods)
    for c, city in enumerate(view.cities):
        if city is not None and board.rect(f"city_{c}").collidepoint(pos):
            return _("City {number}: a player whose three face-up prince cards add up to "
                     "{number} takes its gold or silver disc.", number=city.number)
    return None
