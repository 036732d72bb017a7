"""The moves of Saqqara: small frozen values that know no rules.

Goods are numbered as in ``data`` (``LAND``–``GOLD``), warehouses and market card
slots 0–3 (fish, linen, wood, gold), influence cards by value (``BEGGAR``,
``MERCHANT``), pyramids by id. Large decisions are built step by step: a bid good
by good, an investment good by good, a theft victim by victim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Move
from pharaohs.core.i18n import N_
from pharaohs.core.sounds import CARD


# -- market: the auction ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BidGood(Move):
    """Put one more good into this turn's bid for the market card in ``slot``."""

    step: ClassVar[str] = N_("bid for a market card")
    slot: int
    good: int


@dataclass(frozen=True, slots=True)
class ConfirmBid(Move):
    """Place the bid built this turn on the hut (the turn passes on)."""

    step: ClassVar[str] = N_("place your bid")


@dataclass(frozen=True, slots=True)
class TakeCard(Move):
    """Take the market card in ``slot``: your bid on its hut is still the highest."""

    step: ClassVar[str] = N_("take a market card")
    sound: ClassVar[str] = CARD
    slot: int


@dataclass(frozen=True, slots=True)
class Withdraw(Move):
    """Withdraw an outbid bid; its goods go to the warehouse above the card."""

    step: ClassVar[str] = N_("withdraw a bid")
    slot: int


@dataclass(frozen=True, slots=True)
class PassAuction(Move):
    """Leave the auction; your bids go to the warehouses."""

    step: ClassVar[str] = N_("pass in the auction")


# -- production --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Harvest(Move):
    """Agriculture: take two goods of this kind from the supply."""

    step: ClassVar[str] = N_("choose your Agriculture goods")
    good: int


@dataclass(frozen=True, slots=True)
class IntrigueSwap(Move):
    """Intrigue: discard this card from your hand and draw new ones."""

    step: ClassVar[str] = N_("exchange a card")
    sound: ClassVar[str] = CARD
    card: int


@dataclass(frozen=True, slots=True)
class IntrigueKeep(Move):
    """Intrigue: keep your hand as it is."""

    step: ClassVar[str] = N_("keep your hand")
    sound: ClassVar[str] = CARD


@dataclass(frozen=True, slots=True)
class PlaceInfluence(Move):
    """Place an influence card face down under a warehouse."""

    step: ClassVar[str] = N_("place an influence card")
    warehouse: int
    card: int


@dataclass(frozen=True, slots=True)
class PlaceToken(Move):
    """Put your next influence token on the field of a warehouse of your choice."""

    step: ClassVar[str] = N_("place an influence token")
    warehouse: int


@dataclass(frozen=True, slots=True)
class Invest(Move):
    """Add one good to a warehouse (all goods of one turn go to one warehouse)."""

    step: ClassVar[str] = N_("add goods to a warehouse")
    warehouse: int
    good: int


@dataclass(frozen=True, slots=True)
class EndInvesting(Move):
    """Done adding goods this turn; the next player goes on."""

    step: ClassVar[str] = N_("end your turn")
    closes_turn: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PassInvesting(Move):
    """Add no more goods to any warehouse this round."""

    step: ClassVar[str] = N_("pass")


@dataclass(frozen=True, slots=True)
class BeggarTake(Move):
    """The lone beggar takes one good of this kind (no land) from the warehouse."""

    step: ClassVar[str] = N_("take the beggar's goods")
    good: int


# -- development ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Build(Move):
    """Place a worker on the lowest level of ``pyramid`` or move yours there up one level."""

    step: ClassVar[str] = N_("develop a pyramid")
    pyramid: str


@dataclass(frozen=True, slots=True)
class FreeWorker(Move):
    """After reaching a top: place a worker free of charge on level 1 of ``pyramid``."""

    step: ClassVar[str] = N_("place the free worker")
    pyramid: str


@dataclass(frozen=True, slots=True)
class DeclineFreeWorker(Move):
    """Do not place the free worker."""

    step: ClassVar[str] = N_("decline the free worker")


@dataclass(frozen=True, slots=True)
class SailNile(Move):
    """Pay 3 land and move your boat one field up the Nile."""

    step: ClassVar[str] = N_("sail up the Nile")


@dataclass(frozen=True, slots=True)
class Trade(Move):
    """Trade pyramid: give goods of kind ``give`` for one good of kind ``get``."""

    step: ClassVar[str] = N_("trade goods")
    give: int
    get: int


@dataclass(frozen=True, slots=True)
class Irrigate(Move):
    """Irrigation pyramid: sell 1 land for goods of kind ``get``."""

    step: ClassVar[str] = N_("sell land")
    get: int


@dataclass(frozen=True, slots=True)
class Steal(Move):
    """Thieves pyramid: steal one good of kind ``good`` from ``victim``."""

    step: ClassVar[str] = N_("steal goods")
    victim: int
    good: int


@dataclass(frozen=True, slots=True)
class UseMarketCard(Move):
    """Trade with one of your market cards (index into ``data.MARKET_CARDS``)."""

    step: ClassVar[str] = N_("use a market card")
    sound: ClassVar[str] = CARD
    card: int


@dataclass(frozen=True, slots=True)
class UseLand(Move):
    """Use 1 land as one good of kind ``get``."""

    step: ClassVar[str] = N_("use land as another good")
    get: int


@dataclass(frozen=True, slots=True)
class EndDevelopment(Move):
    """Done developing; the next player develops."""

    step: ClassVar[str] = N_("end your turn")
    closes_turn: ClassVar[bool] = True


AUCTION_MOVES = (BidGood, ConfirmBid, TakeCard, Withdraw, PassAuction)
INFLUENCE_MOVES = (IntrigueSwap, IntrigueKeep, PlaceInfluence, PlaceToken)
INVEST_MOVES = (Invest, EndInvesting, PassInvesting)
DEVELOP_MOVES = (Build, SailNile, Trade, Irrigate, Steal, UseMarketCard, UseLand,
                 EndDevelopment)
FREE_WORKER_MOVES = (FreeWorker, DeclineFreeWorker)
ALL_MOVES = (*AUCTION_MOVES, Harvest, *INFLUENCE_MOVES, *INVEST_MOVES, BeggarTake,
             *DEVELOP_MOVES, *FREE_WORKER_MOVES)
