"""The moves of Das Labyrinth des Pharao: small frozen values that know no rules.

When each is legal is decided in ``game`` (``LabyrinthGame.explain``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Move
from pharaohs.core.i18n import N_


@dataclass(frozen=True)
class PlaceTile(Move):
    """Lay this turn's tile on empty ``space`` (row * 5 + col), turned ``rotation`` × 90° cw."""

    space: int
    rotation: int
    step: ClassVar[str] = N_("place a tile")


@dataclass(frozen=True)
class PlaceTreasure(Move):
    """Put a ``colour`` treasure piece on the scarab in quarter (``row``, ``col``)."""

    row: int
    col: int
    colour: str
    step: ClassVar[str] = N_("place a treasure")


@dataclass(frozen=True)
class ChooseEntrance(Move):
    """Start the path at ``portal`` ("west", "south", "east"), ``side`` ("left", "right")."""

    portal: str
    side: str
    step: ClassVar[str] = N_("choose your entrance")


@dataclass(frozen=True)
class EndTurn(Move):
    """Finish this turn (tile laid, treasures placed)."""

    step: ClassVar[str] = N_("end your turn")
    closes_turn: ClassVar[bool] = True


@dataclass(frozen=True)
class Bet(Move):
    """Bet face down that the next card is "high"er or "low"er than the last."""

    guess: str
    step: ClassVar[str] = N_("bet on the next card")
