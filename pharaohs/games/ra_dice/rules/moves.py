"""The moves of Ra: The Dice Game: small frozen values that know no rules.

A move that uses dice holds the indices of those dice (die ``i`` has colour
``data.DICE[i]``). When each move is legal is decided in ``rules``,
``dice_uses`` and ``disasters``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Move
from pharaohs.core.i18n import N_
from pharaohs.core.sounds import DICE


@dataclass(frozen=True, slots=True)
class Roll(Move):
    """Throw all five dice."""

    step: ClassVar[str] = N_("roll the dice")
    sound: ClassVar[str] = DICE


@dataclass(frozen=True, slots=True)
class Reroll(Move):
    """Throw these dice again (indices of dice not showing a Sun)."""

    step: ClassVar[str] = N_("reroll")
    sound: ClassVar[str] = DICE
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class StopRolling(Move):
    """Keep the dice as they are and start applying them."""

    step: ClassVar[str] = N_("stop rolling")
    sound: ClassVar[str] = DICE


@dataclass(frozen=True, slots=True)
class Pharaoh(Move):
    """Advance on the Pharaoh track one space per die (Pharaohs, and Ankhs with them)."""

    step: ClassVar[str] = N_("use dice for the Pharaoh track")
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Nile(Move):
    """Advance on the Nile track one space per die (Niles, and Ankhs with them)."""

    step: ClassVar[str] = N_("use dice for the Nile track")
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Flood(Move):
    """Flood the Nile with three dice: Niles, one or two of them may be Ankhs."""

    step: ClassVar[str] = N_("flood the Nile")
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Civilization(Move):
    """Place 1/2/3 markers with 3/4/5 Civilization dice on these colour spaces."""

    step: ClassVar[str] = N_("place Civilization markers")
    dice: frozenset[int]
    spaces: frozenset[int]


@dataclass(frozen=True, slots=True)
class Monument(Move):
    """Place a Monument marker: the turn's first with one die, each further with two."""

    step: ClassVar[str] = N_("place a Monument marker")
    dice: frozenset[int]
    space: int


@dataclass(frozen=True, slots=True)
class TwoAnkhs(Move):
    """Score 2 points with a pair of Ankhs."""

    step: ClassVar[str] = N_("score two Ankhs")
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Disaster(Move):
    """With four or five Suns: strike all other players in one area."""

    step: ClassVar[str] = N_("declare a Disaster")
    kind: str


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """End the turn; dice not applied are forfeited."""

    step: ClassVar[str] = N_("end your turn")
    closes_turn: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class RemoveMarker(Move):
    """A Disaster's victim retrieves one of its markers from the struck area."""

    step: ClassVar[str] = N_("retrieve a marker")
    area: str
    space: int
