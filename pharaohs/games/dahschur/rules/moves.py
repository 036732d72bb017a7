"""The moves of Dahschur: small frozen values that know no rules.

A big decision is split into steps: a prince card is chosen from the gift
(``UsePrince``), then its action's first step (``MoveMerchant``, ``TakeBackGoods``,
``SwapPlates``, ``PlaceGem`` or ``Offer``), then what follows (``BuyGem``, more
``PlaceGem``, ``ReclaimStall``) until ``EndAction``. When each move is legal is
decided in the concept modules and ``game``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Move
from pharaohs.core.i18n import N_
from pharaohs.core.sounds import CARD

#: ``Offer.source`` for a new offering from the supply
FROM_SUPPLY = -1


@dataclass(frozen=True, slots=True)
class GiftPrince(Move):
    """A fellow player lays a prince card from hand on space ``space`` (0–2) of the
    prince's gift ("on any space": the space means nothing more)."""

    step: ClassVar[str] = N_("lay a prince card on the prince's gift")
    sound: ClassVar[str] = CARD
    value: int
    space: int


@dataclass(frozen=True, slots=True)
class UsePrince(Move):
    """The active player takes the prince card on gift space ``slot`` for an action."""

    step: ClassVar[str] = N_("use a prince card")
    sound: ClassVar[str] = CARD
    slot: int


@dataclass(frozen=True, slots=True)
class MoveMerchant(Move):
    """Market: move the own merchant to market stall ``stall`` (1–6)."""

    step: ClassVar[str] = N_("move your merchant")
    stall: int


@dataclass(frozen=True, slots=True)
class BuyGem(Move):
    """Market: buy the gem at the merchant's stall; with 2 players also take the market
    prince card beneath it onto the prince's gift."""

    step: ClassVar[str] = N_("buy the gemstone")
    take_prince: bool = False


@dataclass(frozen=True, slots=True)
class TakeBackGoods(Move):
    """Take 1 own goods stone back from market stall ``stall`` into the supply."""

    step: ClassVar[str] = N_("take back a goods stone")
    stall: int


@dataclass(frozen=True, slots=True)
class SwapPlates(Move):
    """Splendid avenue: swap the unoccupied marble plates on spaces ``a`` < ``b``."""

    step: ClassVar[str] = N_("swap two marble plates")
    a: int
    b: int


@dataclass(frozen=True, slots=True)
class PlaceGem(Move):
    """Splendid avenue: set a gem (``data.GEMS`` index) from the supply on the plate on
    space ``plate``."""

    step: ClassVar[str] = N_("set a gemstone on the splendid avenue")
    gem: int
    plate: int


@dataclass(frozen=True, slots=True)
class ReclaimStall(Move):
    """A gem on an own plate: take back all own goods stones from stall ``stall``."""

    step: ClassVar[str] = N_("take back your goods stones from a market stall")
    stall: int


@dataclass(frozen=True, slots=True)
class Offer(Move):
    """Procession: move an offering from ``source`` (a space, or ``FROM_SUPPLY``) to
    space ``target``."""

    step: ClassVar[str] = N_("move an offering")
    sound: ClassVar[str] = CARD
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class EndAction(Move):
    """Finish the action (after moving the merchant, or after the avenue)."""

    step: ClassVar[str] = N_("end the action")


@dataclass(frozen=True, slots=True)
class LayThirdPrince(Move):
    """2 and 3 players: lay the third prince card from hand in front of oneself."""

    step: ClassVar[str] = N_("lay your third prince card")
    sound: ClassVar[str] = CARD
    value: int


@dataclass(frozen=True, slots=True)
class TakeSilver(Move):
    """Reward 1: take the face-down silver disc of the city on space ``city``."""

    step: ClassVar[str] = N_("take a silver disc")
    city: int


@dataclass(frozen=True, slots=True)
class TakeGem(Move):
    """Reward 2: take a gem of this kind from the cloth bag."""

    step: ClassVar[str] = N_("take a gemstone from the bag")
    gem: int


@dataclass(frozen=True, slots=True)
class TakeDisc(Move):
    """City tribute: take the gold or silver disc (``metal``) of the city on space ``city``."""

    step: ClassVar[str] = N_("take a disc of the city")
    city: int
    metal: str


@dataclass(frozen=True, slots=True)
class BuryPrince(Move):
    """End of the round: lay the face-up prince card at ``position`` in the row above
    this round's burial chamber."""

    step: ClassVar[str] = N_("choose the prince card for the burial chamber")
    sound: ClassVar[str] = CARD
    position: int


@dataclass(frozen=True, slots=True)
class PlaceDisc(Move):
    """Burial chambers: lay a collected disc (``metal``, ``value``) on the prince card of
    ``owner`` in the chamber of round ``chamber`` (0-based)."""

    step: ClassVar[str] = N_("place a disc in a burial chamber")
    metal: str
    value: int
    chamber: int
    owner: int


MOVE_TYPES: tuple[type, ...] = (
    GiftPrince, UsePrince, MoveMerchant, BuyGem, TakeBackGoods, SwapPlates, PlaceGem,
    ReclaimStall, Offer, EndAction, LayThirdPrince, TakeSilver, TakeGem, TakeDisc,
    BuryPrince, PlaceDisc)
