"""Using the dice: the six ways to apply them, which uses are legal, why others are refused.

``dice_moves`` lists the legal uses fast, on bit masks (``dice_sets``);
``explain_dice_use`` words the same rules for a refused use, check by check in
the rulebook's order; ``use_dice`` applies a legal one. Declaring a Disaster
with the Suns is in ``disasters``.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.game import Move
from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.ra_dice.rules.data import (
    ANKH,
    CIVILIZATION,
    CIVILIZATION_MARKERS,
    COLOUR_NAMES,
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

#: each face as a sentence names it ("The red die shows a Sun")
_ARTICLE = {SUN: N_("a Sun"), PHARAOH: N_("a Pharaoh"), NILE: N_("the Nile"),
            CIVILIZATION: N_("Civilization"), MONUMENT: N_("a Monument"), ANKH: N_("an Ankh")}
#: what a use wants instead ("…, not the Nile or an Ankh")
_WANTED = {PHARAOH: N_("a Pharaoh or an Ankh"), NILE: N_("the Nile or an Ankh"),
           CIVILIZATION: N_("Civilization or an Ankh"), MONUMENT: N_("a Monument"),
           ANKH: N_("an Ankh")}
_MONUMENT_OR_ANKH = N_("a Monument or an Ankh")
#: by the number of Civilization dice, how many spaces they claim
_CIVILIZATION_COUNT = {
    3: _("Three Civilization dice place one marker: choose exactly one space."),
    4: _("Four Civilization dice place two markers: choose exactly two spaces."),
    5: _("Five Civilization dice place three markers: choose exactly three spaces."),
}
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
        return _explain_track(state, mask, PHARAOH, state.pharaoh[seat])
    if kind is Nile:
        return _explain_track(state, mask, NILE, state.nile[seat])
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
        return _("Choose at least one die to reroll.")
    return None


def colour_word(index: int):
    """The colour of die (or space) ``index`` in words, translatable."""
    return _(COLOUR_NAMES[COLOURS[index]])


def _dice_reason(state, dice) -> tuple[int, str | None]:
    mask = dice_mask(dice)
    if mask is None:
        return 0, _("Choose some of the five dice.")
    for i in BITS[mask]:
        if state.dice[i] == SUN:
            return mask, _("The {colour} die shows a Sun: it lies on the Sun track.",
                           colour=colour_word(i))
        if i in state.used:
            return mask, _("The {colour} die has already been used this turn.",
                           colour=colour_word(i))
    return mask, None


def _wrong_face(state, mask: int, allowed: tuple[str, ...], wanted: str) -> str | None:
    for i in BITS[mask]:
        face = state.dice[i]
        if face not in allowed:
            return _("The {colour} die shows {face}, not {wanted}.", colour=colour_word(i),
                     face=_(_ARTICLE[face]), wanted=_(wanted))
    return None


def _real(state, mask: int, face: str) -> int:
    """The dice of ``mask`` really showing ``face`` (not Ankhs standing in for it)."""
    return sum(1 << i for i in BITS[mask] if state.dice[i] == face)


def _is_index(value, size: int) -> bool:
    return type(value) is int and 0 <= value < size


def _explain_track(state, mask, face, position) -> str | None:
    pharaoh = face == PHARAOH
    if not mask:
        return (_("Choose at least one die showing a Pharaoh.") if pharaoh
                else _("Choose at least one die showing the Nile."))
    wrong = _wrong_face(state, mask, (face, ANKH), _WANTED[face])
    if wrong:
        return wrong
    if not _real(state, mask, face):
        return (_("Ankhs alone can't move the Pharaoh marker: use at least one die showing "
                  "a Pharaoh.") if pharaoh else
                _("Ankhs alone can't move the Nile marker: use at least one die showing the "
                  "Nile."))
    if position >= TRACK_MAX:
        return (_("Your Pharaoh marker is already on space {last}, the end of the track.",
                  last=TRACK_MAX) if pharaoh else
                _("Your Nile marker is already on space {last}, the end of the track.",
                  last=TRACK_MAX))
    return None


def _explain_flood(state, mask) -> str | None:
    wrong = _wrong_face(state, mask, (NILE, ANKH), _WANTED[NILE])
    if wrong:
        return wrong
    if POP[mask] != 3:
        return _("Flooding the Nile takes exactly three dice showing the Nile or an Ankh.")
    if not _real(state, mask, NILE):
        return _("Ankhs alone can't flood the Nile: use at least one die showing the Nile.")
    return None


def _explain_civilization(state, seat, mask, spaces) -> str | None:
    wrong = _wrong_face(state, mask, (CIVILIZATION, ANKH), _WANTED[CIVILIZATION])
    if wrong:
        return wrong
    count = POP[mask]
    if count not in CIVILIZATION_MARKERS:
        return _("Civilization takes three, four or five dice.")
    if not _real(state, mask, CIVILIZATION):
        return _("Ankhs alone can't place a Civilization marker: use at least one die "
                 "showing Civilization.")
    space_mask = dice_mask(spaces)
    if space_mask is None:
        return _("Choose Civilization spaces by their colours.")
    if POP[space_mask] != CIVILIZATION_MARKERS[count]:
        return _CIVILIZATION_COUNT[count]
    for colour in BITS[space_mask]:
        reason = civilization_space_refusal(state, seat, SUB[mask], colour)
        if reason:
            return reason
    return None


def civilization_space_refusal(state, seat, dice, colour: int) -> str | None:
    """Why Civilization ``dice`` can't claim the space of ``colour`` (its die missing
    from them or showing an Ankh, a marker of the seat already there, the space full),
    or None. The board asks it while the spaces of a Civilization are still chosen."""
    name = colour_word(colour)
    if colour not in dice:
        return _("The {colour} space needs the {colour} die showing Civilization among the "
                 "dice you use.", colour=name)
    if state.dice[colour] == ANKH:
        return _("An Ankh can't claim a colour: the {colour} space needs the {colour} die "
                 "showing Civilization.", colour=name)
    if seat in state.civilization[colour]:
        return _("You already have a marker on the {colour} space.", colour=name)
    capacity = civilization_capacity(state.players)
    if len(state.civilization[colour]) >= capacity:
        return ngettext("The {colour} space is full: with {players} players it holds {n} "
                        "marker.", "The {colour} space is full: with {players} players it "
                        "holds {n} markers.", capacity, colour=name, players=state.players)
    return None


def _explain_monument(state, seat, mask, space) -> str | None:
    first = state.monuments_this_turn == 0
    if first:
        if POP[mask] != 1:
            return _("Your first Monument marker this turn takes exactly one die showing a "
                     "Monument.")
        wrong = _wrong_face(state, mask, (MONUMENT,), _WANTED[MONUMENT])
        if wrong:
            return wrong
    else:
        if POP[mask] != 2:
            return _("Each further Monument marker this turn takes two more dice: Monument "
                     "and Monument, or Monument and Ankh.")
        wrong = _wrong_face(state, mask, (MONUMENT, ANKH), _MONUMENT_OR_ANKH)
        if wrong:
            return wrong
        if not _real(state, mask, MONUMENT):
            return _("Two Ankhs can't place a Monument marker: one of the two dice must "
                     "show a Monument.")
    if not _is_index(space, MONUMENT_SPACES):
        return _("There is no such Monument space.")
    if state.monuments[space] is not None:
        return _("That Monument space is already taken.")
    colour = monument_colour(space)
    name = colour_word(colour)
    if not mask >> colour & 1:
        if first:
            return _("The {die} Monument die places its marker on a {die} space, not "
                     "{colour}.", die=colour_word(BITS[mask][0]), colour=name)
        return _("The {colour} space needs the {colour} die showing a Monument among the "
                 "two dice.", colour=name)
    if state.dice[colour] == ANKH:
        return _("An Ankh can't claim a colour: the {colour} space needs the {colour} die "
                 "showing a Monument.", colour=name)
    column = monument_column(space)
    if not first and seat in (state.monuments[monument_space(column, row)]
                              for row in range(MONUMENT_ROWS)):
        return _("A further Monument marker must go in a column where you have no marker "
                 "yet.")
    return None


def _explain_two_ankhs(state, mask) -> str | None:
    wrong = _wrong_face(state, mask, (ANKH,), _WANTED[ANKH])
    if wrong:
        return wrong
    if POP[mask] != 2:
        return _("Choose exactly two Ankhs to score {points} points.", points=TWO_ANKHS_POINTS)
    return None


# -- what a use does -------------------------------------------------------------------------
def use_dice(state: RaDiceState, seat: int, move) -> RaDiceState:
    """The state after a legal use of the dice: its effect, and its dice marked used."""
    kind = type(move)
    used = state.used | move.dice
    if kind is Pharaoh:
        pharaoh = bump(state.pharaoh, seat, len(move.dice))
        return evolve(state, used=used, pharaoh=pharaoh)
    if kind is Nile:
        nile = bump(state.nile, seat, len(move.dice))
        return evolve(state, used=used, nile=nile)
    if kind is Flood:
        floods = bump(state.floods, seat, 1, None)
        return evolve(state, used=used, floods=floods)
    if kind is Civilization:
        civilization = tuple(seats | {seat} if colour in move.spaces else seats
                             for colour, seats in enumerate(state.civilization))
        return evolve(state, used=used, civilization=civilization)
    if kind is Monument:
        monuments = list(state.monuments)
        monuments[move.space] = seat
        return evolve(state, used=used, monuments=tuple(monuments),
                                   monuments_this_turn=state.monuments_this_turn + 1)
    return evolve(state, used=used,
                               ankh_pairs=bump(state.ankh_pairs, seat, 1, None))
