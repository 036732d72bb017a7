"""Ra: The Dice Game — the ``GAME`` object and the flow of a turn. Pure Python, no pygame.

A turn is split into small steps so each step's legal list stays small:

1. ``Roll`` throws all five dice. Every die showing a Sun is set aside on the Sun
   track at once (a die showing a Sun is never thrown again this turn).
2. Up to two ``Reroll`` moves (any non-empty set of the dice not showing a Sun),
   or ``StopRolling``. When rolling is over the Suns take effect at once: one or
   two Suns move the Ra figure, three score 3 points, four or five open a
   ``Disaster`` move.
3. The dice are applied in any order, each die once: ``Pharaoh``, ``Nile``,
   ``Flood``, ``Civilization``, ``Monument``, ``TwoAnkhs`` (``dice_uses``), and
   ``Disaster`` (``disasters``). ``EndTurn`` forfeits the dice left over.
4. A Civilization or Monuments Disaster makes the other players retrieve markers
   with ``RemoveMarker`` before the declaring player goes on (``disasters``).
5. When Ra has reached or passed the last space of the Sun track, ``EndTurn``
   scores the epoch (``scoring``); the next player in turn order starts the next
   epoch. After the third epoch the game is over.

The state is in ``state``, the moves in ``moves``; this module re-exports both,
so callers need only ``rules``.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.game import Game, Move, Outcome
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import Lead
from pharaohs.games.ra_dice.rules import evaluation, hint_words
from pharaohs.games.ra_dice.rules.data import (
    ANKH,
    CIVILIZATION,
    CIVILIZATION_MARKERS,
    EPOCHS,
    FACES,
    MONUMENT,
    MONUMENT_ROWS,
    MONUMENT_SPACES,
    NILE,
    NUM_DICE,
    PHARAOH,
    RA_START,
    REROLLS,
    SUN,
    TRACK_MIN,
    monument_colour,
)
from pharaohs.games.ra_dice.rules.dice_sets import ALL, BITS, MASK_OF, SUB, SUBMASKS, face_masks
from pharaohs.games.ra_dice.rules.dice_uses import (
    civilization_space_refusal,
    dice_moves,
    explain_dice_use,
    explain_reroll,
    use_dice,
)
from pharaohs.games.ra_dice.rules.disasters import (
    DECLARATIONS,
    disaster_open,
    explain_disaster,
    explain_retrieve,
    retrieve,
    retrieve_moves,
    strike,
)
from pharaohs.games.ra_dice.rules.moves import (
    Civilization,
    Disaster,
    EndTurn,
    Flood,
    Monument,
    Nile,
    Pharaoh,
    RemoveMarker,
    Reroll,
    Roll,
    StopRolling,
    TwoAnkhs,
)
from pharaohs.games.ra_dice.rules.scoring import (
    breakdown,
    last_epoch_lines,
    score_epoch,
    totals,
)
from pharaohs.games.ra_dice.rules.state import (
    APPLY,
    AREA_CIVILIZATION,
    AREA_MONUMENTS,
    OVER,
    REROLL,
    RETRIEVE,
    ROLL,
    RaDiceState,
    ScoreLine,
    available_dice,
    bump,
    civilization_markers,
    epoch_ending,
    markers_in,
    monument_markers,
    sun_count,
    sun_spaces,
)

__all__ = [
    "GAME", "RaDiceGame", "APPLY_STEPS", "moves_for_dice", "monument_targets",
    "civilization_space_refusal",
    # the state
    "RaDiceState", "ScoreLine", "ROLL", "REROLL", "APPLY", "RETRIEVE", "OVER",
    "AREA_CIVILIZATION", "AREA_MONUMENTS", "available_dice", "civilization_markers",
    "disaster_open", "epoch_ending", "last_epoch_lines", "markers_in", "monument_markers",
    "sun_count", "sun_spaces",
    # the moves
    "Roll", "Reroll", "StopRolling", "Pharaoh", "Nile", "Flood", "Civilization", "Monument",
    "TwoAnkhs", "Disaster", "EndTurn", "RemoveMarker",
    # the faces of the dice (``data``), named together with the moves
    "SUN", "PHARAOH", "NILE", "CIVILIZATION", "MONUMENT", "ANKH",
]

#: the variant as the menus name it (``ui.new_game.pretty``)
MENU_NAMES = (N_("Standard"),)
#: the kinds of move open while the dice are applied
APPLY_STEPS: tuple[type, ...] = (
    Pharaoh, Nile, Flood, Civilization, Monument, TwoAnkhs, Disaster, EndTurn)

_ROLL, _STOP, _END = Roll(), StopRolling(), EndTurn()
_REROLLS = {m: Reroll(SUB[m]) for m in range(1, ALL + 1)}


class RaDiceGame(Game):
    """Ra: The Dice Game, three epochs of rolling five dice."""

    id = "ra_dice"
    title = N_("Ra: The Dice Game")
    min_players = 2
    max_players = 4
    variants = ("standard",)
    options = ()
    types = (RaDiceState, ScoreLine, Roll, Reroll, StopRolling, Pharaoh, Nile, Flood,
             Civilization, Monument, TwoAnkhs, Disaster, EndTurn, RemoveMarker)
    state_type = RaDiceState
    gains = hint_words.GAINS
    undo_stops = {Roll: N_("You threw the dice: no step is taken back past a throw."),
                  Reroll: N_("You threw dice again: no step is taken back past a throw.")}

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
            free = face_masks(state)[0]
            return [_REROLLS[m] for m in SUBMASKS[free]] + [_STOP]
        if phase == RETRIEVE:
            return retrieve_moves(state, seat)
        out = dice_moves(state, seat)
        if disaster_open(state):
            out += DECLARATIONS
        out.append(_END)
        return out

    def move_space(self, state, seat) -> list:
        """Every move a player could describe now: throws of any dice, each use with any
        dice in the tray (a single die on the Monument spaces of its colour and on each
        column's first, pairs on each column's first),
        Civilization with three to five dice on fitting sets of spaces, every Disaster and
        every marker a victim could name, legal or not (at most about 430 moves)."""
        tray = face_masks(state)[0] if state.dice else ALL
        dice = [SUB[m] for m in SUBMASKS[tray]]
        singles = [d for d in dice if len(d) == 1]
        pairs = [d for d in dice if len(d) == 2]
        out: list = [_ROLL, _STOP, _END, *_REROLLS.values(), *DECLARATIONS]
        out += [kind(d) for kind in (Pharaoh, Nile) for d in dice]
        out += [Flood(d) for d in dice if len(d) == 3]
        out += [TwoAnkhs(d) for d in pairs]
        firsts = range(0, MONUMENT_SPACES, MONUMENT_ROWS)  # the first space of each column
        out += [Monument(d, space) for d in singles for space in range(MONUMENT_SPACES)
                if space in firsts or monument_colour(space) in d]
        out += [Monument(d, space) for d in pairs for space in firsts]
        for d in dice:
            needed = CIVILIZATION_MARKERS.get(len(d))
            if needed:
                out += [Civilization(d, SUB[m]) for m in range(1, 1 << NUM_DICE)
                        if len(SUB[m]) == needed]
        for area, spaces in ((AREA_CIVILIZATION, NUM_DICE), (AREA_MONUMENTS, MONUMENT_SPACES)):
            out += [RemoveMarker(area, space) for space in range(spaces)]
        return out

    # -- the game's own reasons ---------------------------------------------------------------
    def explain(self, state, seat, move) -> str | None:
        kind = type(move)
        if kind in (Roll, StopRolling, EndTurn):
            return None
        if kind is Reroll:
            return explain_reroll(state, move)
        if kind is Disaster:
            return explain_disaster(state, move)
        if kind is RemoveMarker:
            return explain_retrieve(state, seat, move)
        return explain_dice_use(state, seat, move)

    # -- applying moves --------------------------------------------------------------------
    def apply(self, state, seat, move) -> RaDiceState:
        kind = type(move)
        if kind is Roll:
            return self._throw(state, ALL)
        if kind is Reroll:
            return self._throw(state, MASK_OF[move.dice])
        if kind is StopRolling:
            return evolve(state, **_sun_effects(state, state.dice))
        if kind is EndTurn:
            return self._end_turn(state)
        if kind is Disaster:
            return strike(state, move.kind)
        if kind is RemoveMarker:
            return retrieve(state, seat, move)
        return use_dice(state, seat, move)

    @staticmethod
    def _throw(state, mask: int) -> RaDiceState:
        """Throw the dice in ``mask`` (all five for the first throw)."""
        dice = list(state.dice) if state.dice else [SUN] * NUM_DICE
        rng = state.rng
        for i in BITS[mask]:
            value, rng = rng.below(len(FACES))
            dice[i] = FACES[value]
        rerolls_left = REROLLS if state.phase == ROLL else state.rerolls_left - 1
        changes = {"rng": rng, "dice": tuple(dice), "rerolls_left": rerolls_left,
                   "phase": REROLL}
        if rerolls_left == 0 or dice.count(SUN) == NUM_DICE:
            changes.update(_sun_effects(state, dice))
        return evolve(state, **changes)

    def _end_turn(self, state) -> RaDiceState:
        changes = {}
        if epoch_ending(state):
            changes = score_epoch(state)
            if state.epoch >= EPOCHS:
                changes["phase"] = OVER
            else:
                changes["epoch"] = state.epoch + 1
                changes["ra"] = RA_START[state.players]
        return evolve(
            state, **{"phase": ROLL, **changes},
            current=(state.current + 1) % state.players, dice=(), used=frozenset(),
            rerolls_left=REROLLS, monuments_this_turn=0, disaster=None)

    # -- the end ------------------------------------------------------------------------------
    def progress(self, state) -> str:
        """The epoch being played."""
        return _("Epoch {epoch} of {epochs}", epoch=state.epoch, epochs=EPOCHS)

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def scores(self, state) -> tuple[int, ...]:
        return totals(state)

    def result(self, state) -> Outcome:
        return Outcome.from_scores(self.scores(state), breakdown(state))

    def rating(self, state, seat) -> Lead:
        """For computer players: the projected lead in points (``evaluation``)."""
        return evaluation.rating(state, seat)


def _sun_effects(state, dice) -> dict:
    """Rolling is over: the Suns on the Sun track take effect (changes to the state)."""
    suns = list(dice).count(SUN)
    changes = {"phase": APPLY, "rerolls_left": 0}
    if 1 <= suns <= 2:
        changes["ra"] = state.ra + suns
    elif suns == 3:
        changes["three_suns"] = bump(state.three_suns, state.current, 1, None)
    return changes


# -- questions the scene asks --------------------------------------------------------------
def moves_for_dice(state: RaDiceState, seat: int, dice) -> list[Move]:
    """The legal moves that use exactly ``dice`` (for the scene: what can this selection do?)."""
    dice = frozenset(dice)
    return [m for m in GAME.legal_moves(state, seat) if getattr(m, "dice", None) == dice]


def monument_targets(state: RaDiceState, seat: int, dice) -> frozenset[int]:
    """Monument spaces a legal move with exactly ``dice`` would claim."""
    return frozenset(m.space for m in moves_for_dice(state, seat, dice)
                     if isinstance(m, Monument))


GAME = RaDiceGame()
