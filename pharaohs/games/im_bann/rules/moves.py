"""The moves of Im Bann der Pyramide: small frozen values that know no rules.

A turn is split into small steps (choose to exchange, put back each card, draw
the replacements; play a card, turn the depot, complete, pass the mummy), so a
turn can be undone step by step until a draw or a hidden card shows. When each
move is legal is decided in ``game`` and the modules it draws on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Move
from pharaohs.core.i18n import N_
from pharaohs.core.sounds import CARD


@dataclass(frozen=True, slots=True)
class ChooseSide(Move):
    """Play the adventure cards on this side, SHORT or LONG (once, before the first turn)."""

    step: ClassVar[str] = N_("choose the adventure cards' side")
    side: str


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """A) Draw one or two pyramid cards from the draw pile."""

    step: ClassVar[str] = N_("draw cards")
    sound: ClassVar[str] = CARD
    count: int


@dataclass(frozen=True, slots=True)
class Exchange(Move):
    """A) Exchange cards instead of drawing: put back up to five, then draw as many."""

    step: ClassVar[str] = N_("exchange cards")
    sound: ClassVar[str] = CARD


@dataclass(frozen=True, slots=True)
class PutBack(Move):
    """Lay one card of the exchange face up on the discard pile."""

    step: ClassVar[str] = N_("put a card back")
    sound: ClassVar[str] = CARD
    card: str


@dataclass(frozen=True, slots=True)
class FinishExchange(Move):
    """Draw as many cards as were put back; the turn ends."""

    step: ClassVar[str] = N_("draw the exchanged cards")
    sound: ClassVar[str] = CARD


@dataclass(frozen=True, slots=True)
class PlayCard(Move):
    """B) Play a card from hand: equipment into the showcase, or a special card."""

    step: ClassVar[str] = N_("play a card")
    sound: ClassVar[str] = CARD
    card: str


@dataclass(frozen=True, slots=True)
class TurnDepot(Move):
    """Turn the depot so that its arrow points to ``item`` (Magic Power, exact value)."""

    step: ClassVar[str] = N_("turn the depot")
    item: str


@dataclass(frozen=True, slots=True)
class YieldToCurse(Move):
    """A protected player gives up this protection or equipment card to the Curse."""

    step: ClassVar[str] = N_("give up a card to the Curse")
    card: str


@dataclass(frozen=True, slots=True)
class CurseOwnShowcase(Move):
    """Advanced: the Curse's player also loses a random card of his own (``remove``) or not."""

    step: ClassVar[str] = N_("decide on your own showcase")
    remove: bool


@dataclass(frozen=True, slots=True)
class Complete(Move):
    """Complete the adventure beside one's archaeologist with the showcase."""

    step: ClassVar[str] = N_("complete the adventure")


@dataclass(frozen=True, slots=True)
class PassMummy(Move):
    """Hand the mummy to the fellow player ``to``."""

    step: ClassVar[str] = N_("pass on the mummy")
    to: int


@dataclass(frozen=True, slots=True)
class ShedForMummy(Move):
    """Give up this equipment card from the showcase, towards the 3 that pass the mummy."""

    step: ClassVar[str] = N_("give up equipment for the mummy")
    card: str


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """End the turn; the player to the left goes on."""

    step: ClassVar[str] = N_("end your turn")
    closes_turn: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class NextGame(Move):
    """Deal the next game of the series."""

    step: ClassVar[str] = N_("start the next game")


MOVE_TYPES: tuple[type, ...] = (
    ChooseSide, Draw, Exchange, PutBack, FinishExchange, PlayCard, TurnDepot, YieldToCurse,
    CurseOwnShowcase, Complete, PassMummy, ShedForMummy, EndTurn, NextGame)
