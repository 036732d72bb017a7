"""Component data of Ra: The Dice Game, each value with where it comes from.

Values printed in the rulebook (``rules/ra-dice.txt``) carry no comment. Every
other value says "not printed in the rulebook" and names its source in
``rules/components.md`` (found, derived or chosen).
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.i18n import N_


@dataclass(frozen=True)
class DieColour:
    """One of the five dice: its colour, and a letter and shape for colour-blind play."""

    name: str
    letter: str
    shape: str


# -- dice ---------------------------------------------------------------------------
#: the five dice, by index; die ``i`` also names civilization space ``i``
DICE: tuple[DieColour, ...] = (
    DieColour("yellow", "Y", "circle"),  # not printed in the rulebook: components.md (found)
    DieColour("blue", "B", "square"),  # not printed in the rulebook: components.md (found)
    DieColour("purple", "P", "triangle"),  # not printed in the rulebook: components.md (found)
    DieColour("green", "G", "diamond"),  # not printed in the rulebook: components.md (found)
    DieColour("red", "R", "star"),  # not printed in the rulebook: components.md (chosen)
)
# the letters and shapes are not printed in the rulebook: chosen (design.md: colour is
# never the only cue)
COLOURS: tuple[str, ...] = tuple(d.name for d in DICE)
NUM_DICE = 5

SUN = "sun"
PHARAOH = "pharaoh"
NILE = "nile"
CIVILIZATION = "civilization"
MONUMENT = "monument"
ANKH = "ankh"
#: the six faces of every die, one each
FACES: tuple[str, ...] = (SUN, PHARAOH, NILE, CIVILIZATION, MONUMENT, ANKH)
# one face of each kind per die is not printed in the rulebook: components.md (found)
FACE_NAMES: dict[str, str] = {
    SUN: N_("Sun"), PHARAOH: N_("Pharaoh"), NILE: N_("Nile"),
    CIVILIZATION: N_("Civilization"), MONUMENT: N_("Monument"), ANKH: N_("Ankh"),
}
#: the colours of the dice (and spaces) in words, translated where they are shown
COLOUR_NAMES: dict[str, str] = {"yellow": N_("yellow"), "blue": N_("blue"),
                                "purple": N_("purple"), "green": N_("green"), "red": N_("red")}

#: throws after the first one
REROLLS = 2

# -- Sun track ----------------------------------------------------------------------
SUN_TRACK_LENGTH = 24  # not printed in the rulebook: components.md (chosen)
#: the Ra figure's starting space by player count
# not printed in the rulebook: components.md (chosen)
RA_START: dict[int, int] = {2: 13, 3: 7, 4: 1}
EPOCHS = 3

# -- Pharaoh and Nile tracks --------------------------------------------------------
TRACK_MIN = 0  # not printed in the rulebook as a space: components.md (derived, "not below 0")
TRACK_MAX = 12
#: what a computer player adds for each space on the Pharaoh and Nile tracks beyond its
#: points now: a step that changes no rank, or up a Nile not yet flooded, still helps
#: (the lead outlasts a Disaster, the Nile may yet flood); not printed in the rulebook
AI_TRACK_SPACE = 0.2

# -- scores -------------------------------------------------------------------------
#: starting score by seat; seat 0 is the start player
STARTING_SCORES: tuple[int, ...] = (10, 11, 12, 13)
THREE_SUNS_POINTS = 3
TWO_ANKHS_POINTS = 2

# -- Civilization area --------------------------------------------------------------
#: markers placed for three, four or five Civilization dice
CIVILIZATION_MARKERS: dict[int, int] = {3: 1, 4: 2, 5: 3}
#: epoch score by the number of a player's markers in the area (0 to 5)
CIVILIZATION_POINTS: tuple[int, ...] = (-5, 0, 0, 5, 10, 15)


def civilization_capacity(players: int) -> int:
    """Markers a civilization space holds: one fewer than the number of players."""
    return players - 1


# -- Monument area ------------------------------------------------------------------
MONUMENT_COLUMNS = 8  # not printed in the rulebook: components.md (derived from the table)
MONUMENT_ROWS = 5  # not printed in the rulebook: components.md (derived, one per die colour)
MONUMENT_SPACES = MONUMENT_COLUMNS * MONUMENT_ROWS
#: points for the number of different columns holding a player's marker (0 to 8)
MONUMENT_COLUMN_POINTS: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 10, 15)
# 3, 4 and 5 stand behind "..." in the printed table; read as one point per column
#: bonus for one column holding three, four or five of a player's markers
MONUMENT_BONUS: dict[int, int] = {3: 5, 4: 10, 5: 15}


def monument_space(column: int, row: int) -> int:
    """The index of the Monument space in ``column`` (0–7) and ``row`` (0–4)."""
    return column * MONUMENT_ROWS + row


def monument_column(space: int) -> int:
    """The column (0–7) of a Monument space."""
    return space // MONUMENT_ROWS


def monument_row(space: int) -> int:
    """The row (0–4) of a Monument space, top to bottom."""
    return space % MONUMENT_ROWS


def monument_colour(space: int) -> int:
    """The die colour (index into ``DICE``) of a Monument space."""
    # colour order rotated by one from column to column: not printed in the rulebook,
    # components.md (chosen)
    return (monument_row(space) + monument_column(space)) % NUM_DICE


# -- Pharaoh epoch scoring ----------------------------------------------------------
PHARAOH_FIRST_POINTS = 5
PHARAOH_LAST_POINTS = -2
PHARAOH_FIRST_BACK = 2
PHARAOH_LAST_FORWARD = 1

# -- disasters (four or five Suns) --------------------------------------------------
DISASTER_PHARAOH = "pharaoh"
DISASTER_NILE = "nile"
DISASTER_CIVILIZATION = "civilization"
DISASTER_MONUMENTS = "monuments"
DISASTERS: tuple[str, ...] = (
    DISASTER_PHARAOH, DISASTER_NILE, DISASTER_CIVILIZATION, DISASTER_MONUMENTS)
DISASTER_NAMES: dict[str, str] = {
    DISASTER_PHARAOH: N_("Pharaoh"), DISASTER_NILE: N_("Nile"),
    DISASTER_CIVILIZATION: N_("Civilization"), DISASTER_MONUMENTS: N_("Monuments"),
}
DISASTER_SUNS = 4
DISASTER_PHARAOH_RETREAT = 2
DISASTER_NILE_RETREAT = 2
DISASTER_MARKERS = 2
