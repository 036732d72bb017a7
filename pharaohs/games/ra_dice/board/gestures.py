"""From the pointer to a move: what lies under it, and what dice put on a target mean.

The board builds the move a gesture means and leaves every judgement to the
rules (``table.try_move`` shows their refusal). The one gesture that takes
several clicks is Civilization with four or five dice, which claims two or
three spaces: the spaces chosen so far wait in a ``PendingCivilization``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.rules import (
    Civilization,
    Disaster,
    Flood,
    Monument,
    Nile,
    Pharaoh,
    TwoAnkhs,
    data,
)


@dataclass
class PendingCivilization:
    """Civilization dice dropped on a first space while more spaces must be chosen."""

    dice: frozenset[int]
    spaces: frozenset[int]
    needed: int = 0


# -- what is under the pointer -------------------------------------------------------------
def die_at(board, pos, view, any_die: bool = False) -> int | None:
    """The die in the tray under ``pos`` (not Suns nor used dice unless ``any_die``)."""
    for die in range(data.NUM_DICE):
        if board.rect(f"die_{die}").collidepoint(pos):
            if any_die:
                return die
            if view.dice and (view.dice[die] == data.SUN or die in view.used):
                return None
            return die
    if any_die:
        for die, space in board.sun_slots(view).items():
            if board.rect(f"sun_{space}").collidepoint(pos):
                return die
    return None


def target_at(board, pos) -> str | None:
    """The spot under ``pos`` that dice or a click can be aimed at."""
    for space in range(data.MONUMENT_SPACES):
        if board.rect(f"monument_{space}").collidepoint(pos):
            return f"monument_{space}"
    for c in range(data.NUM_DICE):
        if board.rect(f"civ_{c}").collidepoint(pos):
            return f"civ_{c}"
    for name in ("flood_box", "two_points", "pharaoh_track", "nile_track"):
        if board.rect(name).collidepoint(pos):
            return name
    for kind in data.DISASTERS:
        if board.rect(f"disaster_{kind}").collidepoint(pos):
            return f"disaster_{kind}"
    return None


def retrieve_space(target: str, view) -> int | None:
    """The space a victim's click on ``target`` retrieves from, if it is in the struck area."""
    if view.disaster == rules.AREA_CIVILIZATION and target.startswith("civ_"):
        return int(target.removeprefix("civ_"))
    if view.disaster == rules.AREA_MONUMENTS and target.startswith("monument_"):
        return int(target.removeprefix("monument_"))
    return None


# -- dice on a target -------------------------------------------------------------------------
def default_dice(board, target: str, view) -> frozenset[int]:
    """With nothing selected, the Pharaoh and Nile tracks take all dice of their face."""
    face = {"pharaoh_track": data.PHARAOH, "nile_track": data.NILE}.get(target)
    if face is None:
        return frozenset()
    return frozenset(i for i in board.free_dice(view) if view.dice[i] == face)


def move_for(target: str, dice: frozenset[int], pending, view, seat):
    """``(move, pending)``: the move that putting ``dice`` on ``target`` means, or None while
    more Civilization spaces are to be chosen, and the pending choice after this gesture."""
    if target == "pharaoh_track":
        return Pharaoh(dice), pending
    if target == "nile_track":
        return Nile(dice), pending
    if target == "flood_box":
        return Flood(dice), pending
    if target == "two_points":
        return TwoAnkhs(dice), pending
    if target.startswith("monument_"):
        return Monument(dice, int(target.removeprefix("monument_"))), pending
    if target.startswith("civ_"):
        return civilization_move(int(target.removeprefix("civ_")), dice, pending, view, seat)
    return None, pending


def civilization_move(colour: int, dice, pending, view, seat):
    """Civilization dice put on a colour space: ``(move, pending)`` as for ``move_for``.

    A click on a space already chosen takes it back; a move comes out once the
    chosen spaces are enough, or are the only legal choice left.
    """
    chosen = frozenset({colour})
    if pending and pending.dice == dice:
        if colour in pending.spaces:  # taken back: never commits
            left = pending.spaces - {colour}
            return None, (dataclasses.replace(pending, spaces=left) if left else None)
        chosen = pending.spaces | {colour}
    needed = data.CIVILIZATION_MARKERS.get(len(dice))
    if needed is None:
        return Civilization(dice, chosen), pending
    legal = [m for m in rules.moves_for_dice(view, seat, dice)
             if isinstance(m, Civilization) and chosen <= m.spaces]
    if len(chosen) >= needed or not legal:
        if not legal:
            # a probe of the right size so the rules name what is wrong with this space
            fill = [c for m in rules.moves_for_dice(view, seat, dice)
                    if isinstance(m, Civilization) for c in sorted(m.spaces)]
            fill += list(range(data.NUM_DICE))
            spaces = set(chosen)
            for c in fill:
                if len(spaces) >= needed:
                    break
                spaces.add(c)
            chosen = frozenset(spaces)
        return Civilization(dice, chosen), pending
    options = {m.spaces for m in legal}
    if len(options) == 1:
        return Civilization(dice, next(iter(options))), pending
    return None, PendingCivilization(dice, chosen, needed)


def move_spots(move) -> set[str]:
    """The spots a move would touch (for glowing targets)."""
    if isinstance(move, Pharaoh):
        return {"pharaoh_track"}
    if isinstance(move, Nile):
        return {"nile_track"}
    if isinstance(move, Flood):
        return {"flood_box"}
    if isinstance(move, TwoAnkhs):
        return {"two_points"}
    if isinstance(move, Civilization):
        return {f"civ_{c}" for c in move.spaces}
    if isinstance(move, Monument):
        return {f"monument_{move.space}"}
    if isinstance(move, Disaster):
        return {f"disaster_{move.kind}"}
    return set()
