"""Using the dice: the six ways to apply them, which uses are legal, why others are refused.

``dice_moves`` lists the legal uses fast, on bit masks (``dice_sets``);
``explain_dice_use`` words the same rules for a refused use, check by check in
the rulebook's order; ``use_dice`` applies a legal one. Declaring a Disaster
with the Suns is in ``disasters``.
"""

from __future__ import annotations

import dataclasses

from pharaohs.core.game import Move
from pharaohs.games.ra_dice.rules.data import (
    ANKH,
    CIVILIZATION,
    CIVILIZATION_MARKERS,
    COLOURS,
    MONUMENT,
    MONUMENT_ROWS,
    MONUMENT_SPACES,
    NILE,
    NUM_DICE,
    PHARAOH,
    SUN,
    TRACK_MAX,
    TWO_ANKHS_POINTS,
    civilization_capacity,
    monument_colour,
    monument_column,
    monument_space,
)
from pharaohs.games.ra_dice.rules.dice_sets import (
    ALL,
    BITS,
    POP,
    SUB,
    SUBMASKS,
    dice_mask,
    face_masks,
)
from pharaohs.games.ra_dice.rules.moves import (
    Civilization,
    Flood,
    Monument,
    Nile,
    Pharaoh,
    TwoAnkhs,
)
from pharaohs.games.ra_dice.rules.state import RaDiceState, bump

_ARTICLE = {SUN: "a Sun", PHARAOH: "a Pharaoh", NILE: "the Nile",
            CIVILIZATION: "Civilization", MONUMENT: "a Monument", ANKH: "an Ankh"}
NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_SPACE_COLOUR = tuple(monument_colour(space) for space in range(MONUMENT_SPACES))
_SPACE_COLUMN = tuple(monument_column(space) for space in range(MONUMENT_SPACES))

# every move is made once and handed out again: the legal lists stay cheap
_PHARAOHS = {m: Pharaoh(SUB[m]) for m in range(1, ALL + 1)}
_NILES = {m: Nile(SUB[m]) for m in range(1, ALL + 1)}
_FLOODS = {m: Flood(SUB[m]) for m in range(1, ALL + 1)}
_TWO_ANKHS = {m: TwoAnkhs(SUB[m]) for m in range(1, ALL + 1)}
_CIVS: dict[tuple[int, int], Civilization] = {}
_MONUMENTS: dict[tuple[int, int], Monument] = {}


def _civ_move(dice: int, spaces: int) -> Civilization:
    move = _CIVS.get((dice, spaces))
    if move is None:
        move = _CIVS[dice, spaces] = Civilization(SUB[dice], SUB[spaces])
    return move


def _monument_move(dice: int, space: int) -> Monument:
    move = _MONUMENTS.get((dice, space))
    if move is None:
        move = _MONUMENTS[dice, space] = Monument(SUB[dice], space)
    return move


# -- the legal uses ----------------------------------------------------------------------
def dice_moves(state: RaDiceState, seat: int) -> list:
    """Every legal use of the dice still to apply, in a fixed order."""
    per_face = face_masks(state)[1]
    pharaohs, niles = per_face[1], per_face[2]
    civs, monuments, ankhs = per_face[3], per_face[4], per_face[5]
    out: list[Move] = []
    if pharaohs and state.pharaoh[seat] < TRACK_MAX:
        out += [_PHARAOHS[m] for m in SUBMASKS[pharaohs | ankhs] if m & pharaohs]
    if niles and state.nile[seat] < TRACK_MAX:
        out += [_NILES[m] for m in SUBMASKS[niles | ankhs] if m & niles]
    if niles:
        out += [_FLOODS[m] for m in SUBMASKS[niles | ankhs]
                if POP[m] == 3 and m & niles]
    if civs:
        capacity = civilization_capacity(state.players)
        open_spaces = 0
        for colour, seats in enumerate(state.civilization):
            if seat not in seats and len(seats) < capacity:
                open_spaces |= 1 << colour
        for m in SUBMASKS[civs | ankhs]:
            count = POP[m]
            if count < 3 or not m & civs:
                continue
            markers = CIVILIZATION_MARKERS[count]
            out += [_civ_move(m, spaces) for spaces in SUBMASKS[m & civs & open_spaces]
                    if POP[spaces] == markers]
    if monuments:
        out += _monument_moves(state, seat, monuments, ankhs)
    if POP[ankhs] >= 2:
        out += [_TWO_ANKHS[m] for m in SUBMASKS[ankhs] if POP[m] == 2]
    return out


def _monument_moves(state, seat, monuments: int, ankhs: int) -> list:
    empty: list[list[int]] = [[] for _ in range(NUM_DICE)]
    own_columns = 0
    for space, owner in enumerate(state.monuments):
        if owner is None:
            empty[_SPACE_COLOUR[space]].append(space)
        elif owner == seat:
            own_columns |= 1 << _SPACE_COLUMN[space]
    if state.monuments_this_turn == 0:
        return [_monument_move(1 << i, space)
                for i in BITS[monuments] for space in empty[i]]
    out = []
    for m in SUBMASKS[monuments | ankhs]:
        if POP[m] != 2 or not m & monuments:
            continue
        for i in BITS[m & monuments]:
            out += [_monument_move(m, space) for space in empty[i]
                    if not own_columns >> _SPACE_COLUMN[space] & 1]
    return out


# -- why a use is refused ------------------------------------------------------------------
def explain_dice_use(state: RaDiceState, seat: int, move) -> str | None:
    """Why ``move`` (Pharaoh, Nile, Flood, Civilization, Monument or TwoAnkhs) is refused."""
    kind = type(move)
    mask, reason = _dice_reason(state, move.dice)
    if reason is not None:
        return reason
    if kind is Pharaoh:
        return _explain_track(state, mask, PHARAOH, "Pharaoh", state.pharaoh[seat])
    if kind is Nile:
        return _explain_track(state, mask, NILE, "Nile", state.nile[seat])
    if kind is Flood:
        return _explain_flood(state, mask)
    if kind is Civilization:
        return _explain_civilization(state, seat, mask, move.spaces)
    if kind is Monument:
        return _explain_monument(state, seat, mask, move.space)
    return _explain_two_ankhs(state, mask)


def explain_reroll(state, move) -> str | None:
    """Why throwing ``move.dice`` again is refused."""
    mask, reason = _dice_reason(state, move.dice)
    if reason is not None:
        return reason
    if not mask:
        return "Choose at least one die to reroll."
    return None


def _dice_reason(state, dice) -> tuple[int, str | None]:
    mask = dice_mask(dice)
    if mask is None:
        return 0, "Choose some of the five dice."
    for i in BITS[mask]:
        if state.dice[i] == SUN:
            return mask, f"The {COLOURS[i]} die shows a Sun: it lies on the Sun track."
        if i in state.used:
            return mask, f"The {COLOURS[i]} die has already been used this turn."
    return mask, None


def _wrong_face(state, mask: int, allowed: tuple[str, ...], wanted: str) -> str | None:
    for i in BITS[mask]:
        face = state.dice[i]
        if face not in allowed:
            return f"The {COLOURS[i]} die shows {_ARTICLE[face]}, not {wanted}."
    return None


def _real(state, mask: int, face: str) -> int:
    """The dice of ``mask`` really showing ``face`` (not Ankhs standing in for it)."""
    return sum(1 << i for i in BITS[mask] if state.dice[i] == face)


def _is_index(value, size: int) -> bool:
    return type(value) is int and 0 <= value < size


def _explain_track(state, mask, face, name, position) -> str | None:
    if not mask:
        return f"Choose at least one die showing {_ARTICLE[face]}."
    wrong = _wrong_face(state, mask, (face, ANKH), f"{_ARTICLE[face]} or an Ankh")
    if wrong:
        return wrong
    if not _real(state, mask, face):
        return (f"Ankhs alone can't move the {name} marker: use at least one die "
                f"showing {_ARTICLE[face]}.")
    if position >= TRACK_MAX:
        return f"Your {name} marker is already on space {TRACK_MAX}, the end of the track."
    return None


def _explain_flood(state, mask) -> str | None:
    wrong = _wrong_face(state, mask, (NILE, ANKH), "the Nile or an Ankh")
    if wrong:
        return wrong
    if POP[mask] != 3:
        return "Flooding the Nile takes exactly three dice showing the Nile or an Ankh."
    if not _real(state, mask, NILE):
        return "Ankhs alone can't flood the Nile: use at least one die showing the Nile."
    return None


def _explain_civilization(state, seat, mask, spaces) -> str | None:
    wrong = _wrong_face(state, mask, (CIVILIZATION, ANKH), "Civilization or an Ankh")
    if wrong:
        return wrong
    count = POP[mask]
    if count not in CIVILIZATION_MARKERS:
        return "Civilization takes three, four or five dice."
    if not _real(state, mask, CIVILIZATION):
        return ("Ankhs alone can't place a Civilization marker: use at least one die "
                "showing Civilization.")
    space_mask = dice_mask(spaces)
    if space_mask is None:
        return "Choose Civilization spaces by their colours."
    markers = CIVILIZATION_MARKERS[count]
    if POP[space_mask] != markers:
        plural = "marker" if markers == 1 else "markers"
        return (f"{NUMBER_WORDS[count].capitalize()} Civilization dice place "
                f"{NUMBER_WORDS[markers]} {plural}: choose exactly {NUMBER_WORDS[markers]} "
                f"{'space' if markers == 1 else 'spaces'}.")
    for colour in BITS[space_mask]:
        reason = civilization_space_refusal(state, seat, SUB[mask], colour)
        if reason:
            return reason
    return None


def civilization_space_refusal(state, seat, dice, colour: int) -> str | None:
    """Why Civilization ``dice`` can't claim the space of ``colour`` (its die missing
    from them or showing an Ankh, a marker of the seat already there, the space full),
    or None. The board asks it while the spaces of a Civilization are still chosen."""
    name = COLOURS[colour]
    if colour not in dice:
        return (f"The {name} space needs the {name} die showing Civilization "
                "among the dice you use.")
    if state.dice[colour] == ANKH:
        return (f"An Ankh can't claim a colour: the {name} space needs the {name} "
                "die showing Civilization.")
    if seat in state.civilization[colour]:
        return f"You already have a marker on the {name} space."
    capacity = civilization_capacity(state.players)
    if len(state.civilization[colour]) >= capacity:
        return (f"The {name} space is full: with {state.players} players it holds "
                f"{capacity} {'marker' if capacity == 1 else 'markers'}.")
    return None


def _explain_monument(state, seat, mask, space) -> str | None:
    first = state.monuments_this_turn == 0
    if first:
        if POP[mask] != 1:
            return ("Your first Monument marker this turn takes exactly one die "
                    "showing a Monument.")
        wrong = _wrong_face(state, mask, (MONUMENT,), "a Monument")
        if wrong:
            return wrong
    else:
        if POP[mask] != 2:
            return ("Each further Monument marker this turn takes two more dice: "
                    "Monument and Monument, or Monument and Ankh.")
        wrong = _wrong_face(state, mask, (MONUMENT, ANKH), "a Monument or an Ankh")
        if wrong:
            return wrong
        if not _real(state, mask, MONUMENT):
            return ("Two Ankhs can't place a Monument marker: one of the two dice must "
                    "show a Monument.")
    if not _is_index(space, MONUMENT_SPACES):
        return "There is no such Monument space."
    if state.monuments[space] is not None:
        return "That Monument space is already taken."
    colour = monument_colour(space)
    name = COLOURS[colour]
    if not mask >> colour & 1:
        if first:
            die = COLOURS[BITS[mask][0]]
            return f"The {die} Monument die places its marker on a {die} space, not {name}."
        return (f"The {name} space needs the {name} die showing a Monument among "
                "the two dice.")
    if state.dice[colour] == ANKH:
        return (f"An Ankh can't claim a colour: the {name} space needs the {name} die "
                "showing a Monument.")
    column = monument_column(space)
    if not first and seat in (state.monuments[monument_space(column, row)]
                              for row in range(MONUMENT_ROWS)):
        return ("A further Monument marker must go in a column where you have no "
                "marker yet.")
    return None


def _explain_two_ankhs(state, mask) -> str | None:
    wrong = _wrong_face(state, mask, (ANKH,), "an Ankh")
    if wrong:
        return wrong
    if POP[mask] != 2:
        return f"Choose exactly two Ankhs to score {TWO_ANKHS_POINTS} points."
    return None


# -- what a use does -------------------------------------------------------------------------
def use_dice(state: RaDiceState, seat: int, move) -> RaDiceState:
    """The state after a legal use of the dice: its effect, and its dice marked used."""
    kind = type(move)
    used = state.used | move.dice
    if kind is Pharaoh:
        pharaoh = bump(state.pharaoh, seat, len(move.dice))
        return dataclasses.replace(state, used=used, pharaoh=pharaoh)
    if kind is Nile:
        nile = bump(state.nile, seat, len(move.dice))
        return dataclasses.replace(state, used=used, nile=nile)
    if kind is Flood:
        floods = bump(state.floods, seat, 1, None)
        return dataclasses.replace(state, used=used, floods=floods)
    if kind is Civilization:
        civilization = tuple(seats | {seat} if colour in move.spaces else seats
                             for colour, seats in enumerate(state.civilization))
        return dataclasses.replace(state, used=used, civilization=civilization)
    if kind is Monument:
        monuments = list(state.monuments)
        monuments[move.space] = seat
        return dataclasses.replace(state, used=used, monuments=tuple(monuments),
                                   monuments_this_turn=state.monuments_this_turn + 1)
    return dataclasses.replace(state, used=used,
                               ankh_pairs=bump(state.ankh_pairs, seat, 1, None))
