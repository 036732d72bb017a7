"""Ra: The Dice Game — state, moves, validation and scoring. Pure Python, no pygame.

A turn is split into small steps so each step's legal list stays small:

1. ``Roll`` throws all five dice. Every die showing a Sun is set aside on the Sun
   track at once (a die showing a Sun is never thrown again this turn).
2. Up to two ``Reroll`` moves (any non-empty set of the dice not showing a Sun),
   or ``StopRolling``. When rolling is over the Suns take effect at once: one or
   two Suns move the Ra figure, three score 3 points, four or five open a
   ``Disaster`` move.
3. The dice are applied in any order, each die once: ``Pharaoh``, ``Nile``,
   ``Flood``, ``Civilization``, ``Monument``, ``TwoAnkhs``, ``Disaster``.
   ``EndTurn`` forfeits the dice left over.
4. A Civilization or Monuments Disaster makes the other players retrieve two of
   their markers. A victim with one or two markers loses them at once; a victim
   with more chooses with ``RemoveMarker``, one marker per move, one victim at a
   time in turn order from the player after the one who declared it. Then the
   declaring player goes on applying dice.
5. When Ra has reached or passed the last space of the Sun track, ``EndTurn``
   scores the epoch; the next player in turn order starts the next epoch. After
   the third epoch the game is over.

Dice, civilization spaces and disasters are named by index into the tables of
``data``: die ``i`` has colour ``DICE[i]`` and civilization space ``i`` is the
space of that colour. Monument spaces are ``0``–``39`` (``data.monument_space``).

Scores are not floored: the rulebook says "not below 0" only for the Pharaoh and
Nile tracks, so a score may in principle fall below 0 (it starts at 10–13).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core.game import Game, Move, Outcome
from pharaohs.core.rng import Rng
from pharaohs.games.ra_dice.data import (
    ANKH,
    CIVILIZATION,
    CIVILIZATION_MARKERS,
    CIVILIZATION_POINTS,
    COLOURS,
    DISASTER_CIVILIZATION,
    DISASTER_MARKERS,
    DISASTER_MONUMENTS,
    DISASTER_NAMES,
    DISASTER_NILE,
    DISASTER_NILE_RETREAT,
    DISASTER_PHARAOH,
    DISASTER_PHARAOH_RETREAT,
    DISASTER_SUNS,
    DISASTERS,
    EPOCHS,
    FACES,
    MONUMENT,
    MONUMENT_BONUS,
    MONUMENT_COLUMN_POINTS,
    MONUMENT_COLUMNS,
    MONUMENT_ROWS,
    MONUMENT_SPACES,
    NILE,
    NUM_DICE,
    PHARAOH,
    PHARAOH_FIRST_BACK,
    PHARAOH_FIRST_POINTS,
    PHARAOH_LAST_FORWARD,
    PHARAOH_LAST_POINTS,
    RA_START,
    REROLLS,
    STARTING_SCORES,
    SUN,
    SUN_TRACK_LENGTH,
    THREE_SUNS_POINTS,
    TRACK_MAX,
    TRACK_MIN,
    TWO_ANKHS_POINTS,
    civilization_capacity,
    monument_colour,
    monument_column,
    monument_space,
)

# -- phases ---------------------------------------------------------------------------
ROLL = "roll"  #: the active player throws all five dice
REROLL = "reroll"  #: the active player may throw again (``rerolls_left`` more times)
APPLY = "apply"  #: the active player applies the dice
RETRIEVE = "retrieve"  #: a Disaster's victim chooses markers to retrieve
OVER = "over"  #: three epochs have been scored

#: the board areas a marker can be retrieved from
AREA_CIVILIZATION = DISASTER_CIVILIZATION
AREA_MONUMENTS = DISASTER_MONUMENTS


# -- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreLine:
    """One line of an epoch's scoring: who gained what, and why."""

    epoch: int
    seat: int
    #: "Pharaoh", "Nile", "Civilization", "Monument columns" or "Monument bonus"
    category: str
    points: int
    reason: str


@dataclass(frozen=True)
class RaDiceState:
    """Everything on the table; nothing is hidden in this game but the generator."""

    players: int
    rng: Rng | None
    #: the epoch being played, 1–3 (3 once the game is over)
    epoch: int
    #: one of ROLL, REROLL, APPLY, RETRIEVE, OVER
    phase: str
    #: the seat whose turn it is
    current: int
    #: the Ra figure's space on the Sun track
    ra: int
    #: the face each die shows (``data.FACES``); empty before this turn's first throw
    dice: tuple[str, ...]
    rerolls_left: int
    #: dice applied this turn (Suns are never in here: they lie on the Sun track)
    used: frozenset[int]
    #: Monument markers placed this turn (the first needs one die, each further two)
    monuments_this_turn: int
    #: the Disaster declared this turn, or None
    disaster: str | None
    #: victims still to retrieve markers: ``(seat, markers left)``, the first acts
    victims: tuple[tuple[int, int], ...]
    #: each seat's space on the Pharaoh track
    pharaoh: tuple[int, ...]
    #: each seat's space on the Nile track
    nile: tuple[int, ...]
    #: each seat's flood markers stacked on its Nile marker
    floods: tuple[int, ...]
    #: per civilization space (die colour), the seats with a marker there
    civilization: tuple[frozenset[int], ...]
    #: per Monument space, the seat whose marker is there, or None
    monuments: tuple[int | None, ...]
    #: how often each seat scored three Suns
    three_suns: tuple[int, ...]
    #: how often each seat scored a pair of Ankhs
    ankh_pairs: tuple[int, ...]
    #: every epoch scoring so far, in the order it happened
    epoch_lines: tuple[ScoreLine, ...]


# -- moves ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Roll(Move):
    """Throw all five dice."""

    step: ClassVar[str] = "roll the dice"


@dataclass(frozen=True, slots=True)
class Reroll(Move):
    """Throw these dice again (indices of dice not showing a Sun)."""

    step: ClassVar[str] = "reroll"
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class StopRolling(Move):
    """Keep the dice as they are and start applying them."""

    step: ClassVar[str] = "stop rolling"


@dataclass(frozen=True, slots=True)
class Pharaoh(Move):
    """Advance on the Pharaoh track one space per die (Pharaohs, and Ankhs with them)."""

    step: ClassVar[str] = "use dice for the Pharaoh track"
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Nile(Move):
    """Advance on the Nile track one space per die (Niles, and Ankhs with them)."""

    step: ClassVar[str] = "use dice for the Nile track"
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Flood(Move):
    """Flood the Nile with three dice: Niles, one or two of them may be Ankhs."""

    step: ClassVar[str] = "flood the Nile"
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Civilization(Move):
    """Place 1/2/3 markers with 3/4/5 Civilization dice on these colour spaces."""

    step: ClassVar[str] = "place Civilization markers"
    dice: frozenset[int]
    spaces: frozenset[int]


@dataclass(frozen=True, slots=True)
class Monument(Move):
    """Place a Monument marker: the turn's first with one die, each further with two."""

    step: ClassVar[str] = "place a Monument marker"
    dice: frozenset[int]
    space: int


@dataclass(frozen=True, slots=True)
class TwoAnkhs(Move):
    """Score 2 points with a pair of Ankhs."""

    step: ClassVar[str] = "score two Ankhs"
    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Disaster(Move):
    """With four or five Suns: strike all other players in one area."""

    step: ClassVar[str] = "declare a Disaster"
    kind: str


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """End the turn; dice not applied are forfeited."""

    step: ClassVar[str] = "end your turn"


@dataclass(frozen=True, slots=True)
class RemoveMarker(Move):
    """A Disaster's victim retrieves one of its markers from the struck area."""

    step: ClassVar[str] = "retrieve a marker"
    area: str
    space: int


APPLY_STEPS: tuple[type, ...] = (
    Pharaoh, Nile, Flood, Civilization, Monument, TwoAnkhs, Disaster, EndTurn)

# -- dice sets as bit masks -------------------------------------------------------------------
_ALL = (1 << NUM_DICE) - 1
_SUB = tuple(frozenset(i for i in range(NUM_DICE) if m >> i & 1) for m in range(_ALL + 1))
_MASK_OF = {s: m for m, s in enumerate(_SUB)}
_POP = tuple(len(s) for s in _SUB)
_BITS = tuple(tuple(sorted(s)) for s in _SUB)
#: the non-empty submasks of each mask, in increasing order
_SUBMASKS = tuple(tuple(s for s in range(1, m + 1) if s & m == s) for m in range(_ALL + 1))
_FACE_INDEX = {f: i for i, f in enumerate(FACES)}
_SPACE_COLOUR = tuple(monument_colour(space) for space in range(MONUMENT_SPACES))
_SPACE_COLUMN = tuple(monument_column(space) for space in range(MONUMENT_SPACES))

_ROLL, _STOP, _END = Roll(), StopRolling(), EndTurn()
_REROLLS = {m: Reroll(_SUB[m]) for m in range(1, _ALL + 1)}
_PHARAOHS = {m: Pharaoh(_SUB[m]) for m in range(1, _ALL + 1)}
_NILES = {m: Nile(_SUB[m]) for m in range(1, _ALL + 1)}
_FLOODS = {m: Flood(_SUB[m]) for m in range(1, _ALL + 1)}
_TWO_ANKHS = {m: TwoAnkhs(_SUB[m]) for m in range(1, _ALL + 1)}
_DISASTERS = tuple(Disaster(k) for k in DISASTERS)
_CIVS: dict[tuple[int, int], Civilization] = {}
_MONUMENTS: dict[tuple[int, int], Monument] = {}

_ARTICLE = {SUN: "a Sun", PHARAOH: "a Pharaoh", NILE: "the Nile",
            CIVILIZATION: "Civilization", MONUMENT: "a Monument", ANKH: "an Ankh"}
_NUMBER = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _civ_move(dice: int, spaces: int) -> Civilization:
    move = _CIVS.get((dice, spaces))
    if move is None:
        move = _CIVS[dice, spaces] = Civilization(_SUB[dice], _SUB[spaces])
    return move


def _monument_move(dice: int, space: int) -> Monument:
    move = _MONUMENTS.get((dice, space))
    if move is None:
        move = _MONUMENTS[dice, space] = Monument(_SUB[dice], space)
    return move


def _mask(dice) -> int | None:
    """The bit mask of a set of die indices, or None if it is not one."""
    try:
        return _MASK_OF.get(dice) if isinstance(dice, frozenset) else None
    except TypeError:
        return None


def _is_index(value, size: int) -> bool:
    return type(value) is int and 0 <= value < size


def _face_masks(state: RaDiceState) -> tuple[int, list[int]]:
    """The dice still to apply, and per face (index into FACES) those among them."""
    per_face = [0] * len(FACES)
    free = 0
    used = state.used
    for i, face in enumerate(state.dice):
        if face != SUN and i not in used:
            bit = 1 << i
            free |= bit
            per_face[_FACE_INDEX[face]] |= bit
    return free, per_face


def sun_count(state: RaDiceState) -> int:
    """Dice lying on the Sun track this turn."""
    return sum(1 for face in state.dice if face == SUN)


def available_dice(state: RaDiceState) -> tuple[int, ...]:
    """Dice that may still be rerolled or applied: not a Sun, not used."""
    return _BITS[_face_masks(state)[0]]


def disaster_open(state: RaDiceState) -> bool:
    """Whether the active player may still declare a Disaster this turn."""
    return (state.phase == APPLY and state.disaster is None
            and sun_count(state) >= DISASTER_SUNS)


def epoch_ending(state: RaDiceState) -> bool:
    """Whether Ra has reached the end: the epoch is scored when this turn ends."""
    return state.ra >= SUN_TRACK_LENGTH


def civilization_markers(state: RaDiceState, seat: int) -> tuple[int, ...]:
    """The civilization spaces holding a marker of ``seat``."""
    return tuple(c for c, seats in enumerate(state.civilization) if seat in seats)


def monument_markers(state: RaDiceState, seat: int) -> tuple[int, ...]:
    """The Monument spaces holding a marker of ``seat``."""
    return tuple(sp for sp, owner in enumerate(state.monuments) if owner == seat)


def markers_in(state: RaDiceState, seat: int, area: str) -> tuple[int, ...]:
    """The spaces of ``area`` (AREA_CIVILIZATION or AREA_MONUMENTS) holding ``seat``'s markers."""
    if area == AREA_CIVILIZATION:
        return civilization_markers(state, seat)
    return monument_markers(state, seat)


def last_epoch_lines(state: RaDiceState) -> tuple[ScoreLine, ...]:
    """The scoring lines of the most recently scored epoch, in order (empty before)."""
    if not state.epoch_lines:
        return ()
    last = state.epoch_lines[-1].epoch
    return tuple(line for line in state.epoch_lines if line.epoch == last)


def moves_for_dice(state: RaDiceState, seat: int, dice) -> list[Move]:
    """The legal moves that use exactly ``dice`` (for the scene: what can this selection do?)."""
    dice = frozenset(dice)
    return [m for m in GAME.legal_moves(state, seat) if getattr(m, "dice", None) == dice]


def civilization_targets(state: RaDiceState, seat: int, dice) -> frozenset[int]:
    """Civilization spaces some legal move with exactly ``dice`` would claim."""
    return frozenset(sp for m in moves_for_dice(state, seat, dice)
                     if isinstance(m, Civilization) for sp in m.spaces)


def monument_targets(state: RaDiceState, seat: int, dice) -> frozenset[int]:
    """Monument spaces a legal move with exactly ``dice`` would claim."""
    return frozenset(m.space for m in moves_for_dice(state, seat, dice)
                     if isinstance(m, Monument))


# -- the game -------------------------------------------------------------------------------------
class RaDiceGame(Game):
    """Ra: The Dice Game, three epochs of rolling five dice."""

    id = "ra_dice"
    title = "Ra: The Dice Game"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    options = ()
    types = (RaDiceState, ScoreLine, Roll, Reroll, StopRolling, Pharaoh, Nile, Flood,
             Civilization, Monument, TwoAnkhs, Disaster, EndTurn, RemoveMarker)
    state_type = RaDiceState

    # -- setting up ------------------------------------------------------------------------
    def new_state(self, players, rng, variant, options) -> RaDiceState:
        zeros = (0,) * players
        return RaDiceState(
            players=players, rng=rng, epoch=1, phase=ROLL, current=0,
            ra=RA_START[players], dice=(), rerolls_left=REROLLS, used=frozenset(),
            monuments_this_turn=0, disaster=None, victims=(),
            pharaoh=(TRACK_MIN,) * players, nile=(TRACK_MIN,) * players, floods=zeros,
            civilization=(frozenset(),) * NUM_DICE, monuments=(None,) * MONUMENT_SPACES,
            three_suns=zeros, ankh_pairs=zeros, epoch_lines=())

    # -- whose move, which moves -----------------------------------------------------------
    def to_act(self, state) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == RETRIEVE:
            return (state.victims[0][0],)
        return (state.current,)

    def steps(self, state, seat) -> tuple[type, ...]:
        if seat not in self.to_act(state):
            return ()
        phase = state.phase
        if phase == ROLL:
            return (Roll,)
        if phase == REROLL:
            return (Reroll, StopRolling)
        if phase == APPLY:
            return APPLY_STEPS
        return (RemoveMarker,)

    def legal_moves(self, state, seat) -> list:
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        if phase == ROLL:
            return [_ROLL]
        if phase == REROLL:
            free = _face_masks(state)[0]
            return [_REROLLS[m] for m in _SUBMASKS[free]] + [_STOP]
        if phase == RETRIEVE:
            area = state.disaster
            return [RemoveMarker(area, sp) for sp in markers_in(state, seat, area)]
        return self._apply_moves(state, seat)

    def _apply_moves(self, state: RaDiceState, seat: int) -> list:
        free, per_face = _face_masks(state)
        pharaohs, niles = per_face[1], per_face[2]
        civs, monuments, ankhs = per_face[3], per_face[4], per_face[5]
        out: list[Move] = []
        if pharaohs and state.pharaoh[seat] < TRACK_MAX:
            out += [_PHARAOHS[m] for m in _SUBMASKS[pharaohs | ankhs] if m & pharaohs]
        if niles and state.nile[seat] < TRACK_MAX:
            out += [_NILES[m] for m in _SUBMASKS[niles | ankhs] if m & niles]
        if niles:
            out += [_FLOODS[m] for m in _SUBMASKS[niles | ankhs]
                    if _POP[m] == 3 and m & niles]
        if civs:
            capacity = civilization_capacity(state.players)
            open_spaces = 0
            for colour, seats in enumerate(state.civilization):
                if seat not in seats and len(seats) < capacity:
                    open_spaces |= 1 << colour
            for m in _SUBMASKS[civs | ankhs]:
                count = _POP[m]
                if count < 3 or not m & civs:
                    continue
                markers = CIVILIZATION_MARKERS[count]
                out += [_civ_move(m, spaces) for spaces in _SUBMASKS[m & civs & open_spaces]
                        if _POP[spaces] == markers]
        if monuments:
            out += self._monument_moves(state, seat, monuments, ankhs)
        if _POP[ankhs] >= 2:
            out += [_TWO_ANKHS[m] for m in _SUBMASKS[ankhs] if _POP[m] == 2]
        if state.disaster is None and sun_count(state) >= DISASTER_SUNS:
            out += _DISASTERS
        out.append(_END)
        return out

    def _monument_moves(self, state, seat, monuments: int, ankhs: int) -> list:
        empty: list[list[int]] = [[] for _ in range(NUM_DICE)]
        own_columns = 0
        for space, owner in enumerate(state.monuments):
            if owner is None:
                empty[_SPACE_COLOUR[space]].append(space)
            elif owner == seat:
                own_columns |= 1 << _SPACE_COLUMN[space]
        if state.monuments_this_turn == 0:
            return [_monument_move(1 << i, space)
                    for i in _BITS[monuments] for space in empty[i]]
        out = []
        for m in _SUBMASKS[monuments | ankhs]:
            if _POP[m] != 2 or not m & monuments:
                continue
            for i in _BITS[m & monuments]:
                out += [_monument_move(m, space) for space in empty[i]
                        if not own_columns >> _SPACE_COLUMN[space] & 1]
        return out

    # -- the game's own reasons ---------------------------------------------------------------
    def explain(self, state, seat, move) -> str | None:
        kind = type(move)
        if kind in (Roll, StopRolling, EndTurn):
            return None
        if kind is Reroll:
            return self._explain_reroll(state, move)
        if kind is Disaster:
            return self._explain_disaster(state, move)
        if kind is RemoveMarker:
            return self._explain_remove(state, seat, move)
        mask, reason = self._dice_reason(state, move.dice)
        if reason is not None:
            return reason
        if kind is Pharaoh:
            return self._explain_track(state, mask, PHARAOH, "Pharaoh", state.pharaoh[seat])
        if kind is Nile:
            return self._explain_track(state, mask, NILE, "Nile", state.nile[seat])
        if kind is Flood:
            return self._explain_flood(state, mask)
        if kind is Civilization:
            return self._explain_civilization(state, seat, mask, move.spaces)
        if kind is Monument:
            return self._explain_monument(state, seat, mask, move.space)
        return self._explain_two_ankhs(state, mask)

    @staticmethod
    def _dice_reason(state, dice) -> tuple[int, str | None]:
        mask = _mask(dice)
        if mask is None:
            return 0, "Choose some of the five dice."
        for i in _BITS[mask]:
            if state.dice[i] == SUN:
                return mask, f"The {COLOURS[i]} die shows a Sun: it lies on the Sun track."
            if i in state.used:
                return mask, f"The {COLOURS[i]} die has already been used this turn."
        return mask, None

    @staticmethod
    def _wrong_face(state, mask: int, allowed: tuple[str, ...], wanted: str) -> str | None:
        for i in _BITS[mask]:
            face = state.dice[i]
            if face not in allowed:
                return f"The {COLOURS[i]} die shows {_ARTICLE[face]}, not {wanted}."
        return None

    @staticmethod
    def _real(state, mask: int, face: str) -> int:
        return sum(1 << i for i in _BITS[mask] if state.dice[i] == face)

    def _explain_reroll(self, state, move) -> str | None:
        mask, reason = self._dice_reason(state, move.dice)
        if reason is not None:
            return reason
        if not mask:
            return "Choose at least one die to reroll."
        return None

    def _explain_track(self, state, mask, face, name, position) -> str | None:
        if not mask:
            return f"Choose at least one die showing {_ARTICLE[face]}."
        wrong = self._wrong_face(state, mask, (face, ANKH), f"{_ARTICLE[face]} or an Ankh")
        if wrong:
            return wrong
        if not self._real(state, mask, face):
            return (f"Ankhs alone can't move the {name} marker: use at least one die "
                    f"showing {_ARTICLE[face]}.")
        if position >= TRACK_MAX:
            return f"Your {name} marker is already on space {TRACK_MAX}, the end of the track."
        return None

    def _explain_flood(self, state, mask) -> str | None:
        wrong = self._wrong_face(state, mask, (NILE, ANKH), "the Nile or an Ankh")
        if wrong:
            return wrong
        if _POP[mask] != 3:
            return "Flooding the Nile takes exactly three dice showing the Nile or an Ankh."
        if not self._real(state, mask, NILE):
            return "Ankhs alone can't flood the Nile: use at least one die showing the Nile."
        return None

    def _explain_civilization(self, state, seat, mask, spaces) -> str | None:
        wrong = self._wrong_face(state, mask, (CIVILIZATION, ANKH), "Civilization or an Ankh")
        if wrong:
            return wrong
        count = _POP[mask]
        if count not in CIVILIZATION_MARKERS:
            return "Civilization takes three, four or five dice."
        if not self._real(state, mask, CIVILIZATION):
            return ("Ankhs alone can't place a Civilization marker: use at least one die "
                    "showing Civilization.")
        space_mask = _mask(spaces)
        if space_mask is None:
            return "Choose Civilization spaces by their colours."
        markers = CIVILIZATION_MARKERS[count]
        if _POP[space_mask] != markers:
            plural = "marker" if markers == 1 else "markers"
            return (f"{_NUMBER[count].capitalize()} Civilization dice place "
                    f"{_NUMBER[markers]} {plural}: choose exactly {_NUMBER[markers]} "
                    f"{'space' if markers == 1 else 'spaces'}.")
        capacity = civilization_capacity(state.players)
        for colour in _BITS[space_mask]:
            name = COLOURS[colour]
            if not mask >> colour & 1:
                return (f"The {name} space needs the {name} die showing Civilization "
                        "among the dice you use.")
            if state.dice[colour] == ANKH:
                return (f"An Ankh can't claim a colour: the {name} space needs the {name} "
                        "die showing Civilization.")
            if seat in state.civilization[colour]:
                return f"You already have a marker on the {name} space."
            if len(state.civilization[colour]) >= capacity:
                return (f"The {name} space is full: with {state.players} players it holds "
                        f"{capacity} {'marker' if capacity == 1 else 'markers'}.")
        return None

    def _explain_monument(self, state, seat, mask, space) -> str | None:
        first = state.monuments_this_turn == 0
        if first:
            if _POP[mask] != 1:
                return ("Your first Monument marker this turn takes exactly one die "
                        "showing a Monument.")
            wrong = self._wrong_face(state, mask, (MONUMENT,), "a Monument")
            if wrong:
                return wrong
        else:
            if _POP[mask] != 2:
                return ("Each further Monument marker this turn takes two more dice: "
                        "Monument and Monument, or Monument and Ankh.")
            wrong = self._wrong_face(state, mask, (MONUMENT, ANKH), "a Monument or an Ankh")
            if wrong:
                return wrong
            if not self._real(state, mask, MONUMENT):
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
                die = COLOURS[_BITS[mask][0]]
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

    def _explain_two_ankhs(self, state, mask) -> str | None:
        wrong = self._wrong_face(state, mask, (ANKH,), "an Ankh")
        if wrong:
            return wrong
        if _POP[mask] != 2:
            return f"Choose exactly two Ankhs to score {TWO_ANKHS_POINTS} points."
        return None

    @staticmethod
    def _explain_disaster(state, move) -> str | None:
        if move.kind not in DISASTERS:
            return "There is no such Disaster: choose Pharaoh, Nile, Civilization or Monuments."
        suns = sun_count(state)
        if suns < DISASTER_SUNS:
            return f"A Disaster needs four or five Suns; you have {_NUMBER[suns]}."
        if state.disaster is not None:
            return "You have already declared a Disaster this turn."
        return None

    @staticmethod
    def _explain_remove(state, seat, move) -> str | None:
        area = state.disaster
        if move.area != area:
            return (f"The Disaster struck the {DISASTER_NAMES[area]} area: retrieve a "
                    "marker from there.")
        if type(move.space) is not int or move.space not in markers_in(state, seat, area):
            return "You have no marker on that space."
        return None

    # -- applying moves --------------------------------------------------------------------
    def apply(self, state, seat, move) -> RaDiceState:
        kind = type(move)
        if kind is Roll:
            return self._throw(state, _ALL)
        if kind is Reroll:
            return self._throw(state, _MASK_OF[move.dice])
        if kind is StopRolling:
            return dataclasses.replace(state, **_sun_effects(state, state.dice))
        if kind is EndTurn:
            return self._end_turn(state)
        if kind is Disaster:
            return self._disaster(state, move.kind)
        if kind is RemoveMarker:
            return self._remove_marker(state, seat, move)
        used = state.used | move.dice
        if kind is Pharaoh:
            pharaoh = _bump(state.pharaoh, seat, len(move.dice))
            return dataclasses.replace(state, used=used, pharaoh=pharaoh)
        if kind is Nile:
            nile = _bump(state.nile, seat, len(move.dice))
            return dataclasses.replace(state, used=used, nile=nile)
        if kind is Flood:
            floods = _bump(state.floods, seat, 1, None)
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
                                   ankh_pairs=_bump(state.ankh_pairs, seat, 1, None))

    @staticmethod
    def _throw(state, mask: int) -> RaDiceState:
        """Throw the dice in ``mask`` (all five for the first throw)."""
        dice = list(state.dice) if state.dice else [SUN] * NUM_DICE
        rng = state.rng
        for i in _BITS[mask]:
            value, rng = rng.below(len(FACES))
            dice[i] = FACES[value]
        rerolls_left = REROLLS if state.phase == ROLL else state.rerolls_left - 1
        changes = {"rng": rng, "dice": tuple(dice), "rerolls_left": rerolls_left,
                   "phase": REROLL}
        if rerolls_left == 0 or dice.count(SUN) == NUM_DICE:
            changes.update(_sun_effects(state, dice))
        return dataclasses.replace(state, **changes)

    def _disaster(self, state, kind: str) -> RaDiceState:
        others = [(state.current + k) % state.players for k in range(1, state.players)]
        if kind == DISASTER_PHARAOH:
            pharaoh = list(state.pharaoh)
            for p in others:
                pharaoh[p] = max(TRACK_MIN, pharaoh[p] - DISASTER_PHARAOH_RETREAT)
            return dataclasses.replace(state, disaster=kind, pharaoh=tuple(pharaoh))
        if kind == DISASTER_NILE:
            nile, floods = list(state.nile), list(state.floods)
            for p in others:
                if floods[p]:
                    floods[p] -= 1
                else:
                    nile[p] = max(TRACK_MIN, nile[p] - DISASTER_NILE_RETREAT)
            return dataclasses.replace(state, disaster=kind, nile=tuple(nile),
                                       floods=tuple(floods))
        victims = []
        state = dataclasses.replace(state, disaster=kind)
        for p in others:
            spaces = markers_in(state, p, kind)
            if len(spaces) > DISASTER_MARKERS:
                victims.append((p, DISASTER_MARKERS))
            else:
                for space in spaces:
                    state = _take_marker(state, p, kind, space)
        if victims:
            return dataclasses.replace(state, phase=RETRIEVE, victims=tuple(victims))
        return state

    @staticmethod
    def _remove_marker(state, seat, move) -> RaDiceState:
        state = _take_marker(state, seat, move.area, move.space)
        (victim, left), *rest = state.victims
        victims = ((victim, left - 1), *rest) if left > 1 else tuple(rest)
        return dataclasses.replace(state, victims=victims,
                                   phase=RETRIEVE if victims else APPLY)

    def _end_turn(self, state) -> RaDiceState:
        changes = {}
        if epoch_ending(state):
            changes = _score_epoch(state)
            if state.epoch >= EPOCHS:
                changes["phase"] = OVER
            else:
                changes["epoch"] = state.epoch + 1
                changes["ra"] = RA_START[state.players]
        return dataclasses.replace(
            state, **{"phase": ROLL, **changes},
            current=(state.current + 1) % state.players, dice=(), used=frozenset(),
            rerolls_left=REROLLS, monuments_this_turn=0, disaster=None)

    # -- the end ------------------------------------------------------------------------------
    def is_over(self, state) -> bool:
        return state.phase == OVER

    def scores(self, state) -> tuple[int, ...]:
        points = [STARTING_SCORES[p] + THREE_SUNS_POINTS * state.three_suns[p]
                  + TWO_ANKHS_POINTS * state.ankh_pairs[p] for p in range(state.players)]
        for line in state.epoch_lines:
            points[line.seat] += line.points
        return tuple(points)

    def result(self, state) -> Outcome:
        details = []
        for p in range(state.players):
            lines = [("Start", STARTING_SCORES[p]),
                     (f"Three Suns ({state.three_suns[p]}×)",
                      THREE_SUNS_POINTS * state.three_suns[p]),
                     (f"Two Ankhs ({state.ankh_pairs[p]}×)",
                      TWO_ANKHS_POINTS * state.ankh_pairs[p])]
            for line in state.epoch_lines:
                if line.seat == p:
                    label = (line.category if line.category.startswith("Monument")
                             else f"Epoch {line.epoch}: {line.category}")
                    lines.append((label, line.points))
            details.append(lines)
        return Outcome.from_scores(self.scores(state), details)


# -- helpers on frozen data -----------------------------------------------------------------------
def _sun_effects(state, dice) -> dict:
    """Rolling is over: the Suns on the Sun track take effect (changes to the state)."""
    suns = list(dice).count(SUN)
    changes = {"phase": APPLY, "rerolls_left": 0}
    if 1 <= suns <= 2:
        changes["ra"] = state.ra + suns
    elif suns == 3:
        changes["three_suns"] = _bump(state.three_suns, state.current, 1, None)
    return changes


def _bump(values: tuple[int, ...], seat: int, by: int, top: int | None = TRACK_MAX):
    """``values`` with ``values[seat]`` raised by ``by`` (capped at ``top``)."""
    new = values[seat] + by
    if top is not None:
        new = min(top, new)
    return values[:seat] + (new,) + values[seat + 1:]


def _take_marker(state, seat: int, area: str, space: int) -> RaDiceState:
    """``state`` with ``seat``'s marker on ``space`` of ``area`` returned to its supply."""
    if area == AREA_CIVILIZATION:
        civilization = tuple(seats - {seat} if colour == space else seats
                             for colour, seats in enumerate(state.civilization))
        return dataclasses.replace(state, civilization=civilization)
    monuments = list(state.monuments)
    monuments[space] = None
    return dataclasses.replace(state, monuments=tuple(monuments))


def _score_epoch(state) -> dict:
    """The epoch's scoring: new tracks and areas, and the lines saying who gained what."""
    epoch, players = state.epoch, range(state.players)
    lines = []
    # Pharaoh: furthest +5 and back 2, least -2 and forward 1; all tied, no score
    pharaoh = list(state.pharaoh)
    top, bottom = max(pharaoh), min(pharaoh)
    for p in players:
        space = state.pharaoh[p]
        if top == bottom:
            lines.append(ScoreLine(epoch, p, "Pharaoh", 0,
                                   f"all tied on space {space}: no score"))
        elif space == top:
            lines.append(ScoreLine(epoch, p, "Pharaoh", PHARAOH_FIRST_POINTS,
                                   f"furthest on space {space}; back {PHARAOH_FIRST_BACK}"))
            pharaoh[p] = max(TRACK_MIN, space - PHARAOH_FIRST_BACK)
        elif space == bottom:
            lines.append(ScoreLine(epoch, p, "Pharaoh", PHARAOH_LAST_POINTS,
                                   f"least advanced on space {space}; "
                                   f"forward {PHARAOH_LAST_FORWARD}"))
            pharaoh[p] = min(TRACK_MAX, space + PHARAOH_LAST_FORWARD)
        else:
            lines.append(ScoreLine(epoch, p, "Pharaoh", 0, f"on space {space}: between"))
    # Nile: flooded players score their space and keep one marker
    for p in players:
        space, floods = state.nile[p], state.floods[p]
        if floods:
            lines.append(ScoreLine(epoch, p, "Nile", space,
                                   f"flooded ({floods}×) on space {space}"))
        else:
            lines.append(ScoreLine(epoch, p, "Nile", 0, f"not flooded (space {space})"))
    # Civilization: by the number of markers, then all are retrieved
    for p in players:
        count = len(civilization_markers(state, p))
        lines.append(ScoreLine(epoch, p, "Civilization", CIVILIZATION_POINTS[count],
                               f"{count} {'marker' if count == 1 else 'markers'}"))
    if epoch >= EPOCHS:
        for p in players:
            per_column = [0] * MONUMENT_COLUMNS
            for space in monument_markers(state, p):
                per_column[monument_column(space)] += 1
            columns = sum(1 for n in per_column if n)
            lines.append(ScoreLine(epoch, p, "Monument columns",
                                   MONUMENT_COLUMN_POINTS[columns],
                                   f"markers in {columns} "
                                   f"{'column' if columns == 1 else 'columns'}"))
            bonus = [n for n in per_column if n in MONUMENT_BONUS]
            lines.append(ScoreLine(epoch, p, "Monument bonus",
                                   sum(MONUMENT_BONUS[n] for n in bonus),
                                   ", ".join(f"column of {n}" for n in sorted(bonus))
                                   or "no column of three or more"))
    return {
        "pharaoh": tuple(pharaoh),
        "floods": (0,) * state.players,
        "civilization": (frozenset(),) * NUM_DICE,
        "epoch_lines": state.epoch_lines + tuple(lines),
    }


GAME = RaDiceGame()
