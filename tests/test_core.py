"""The shared rules machinery: generator, codec, shared refusals, undo, replay."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

import pytest

from pharaohs.core import Game, IllegalMove, Match, Outcome, ReplayError, Rng, SetupError
from pharaohs.core.codec import Codec, CodecError
from pharaohs.core.game import Move


@dataclass(frozen=True)
class Count(Move):
    """Say a number one or two higher (a toy game to test the machinery)."""

    step: ClassVar[str] = "count"
    by: int


@dataclass(frozen=True)
class Draw(Move):
    step: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Tally:
    total: int
    turn: int
    players: int
    drawn: tuple
    rng: Rng | None


class Race(Game):
    """First to 10; a Draw move takes a random number (a reveal)."""

    id = "race"
    title = "Race"
    min_players, max_players = 2, 3
    variants = ("short", "long")
    options = ("draws",)
    types = (Count, Draw, Tally)
    state_type = Tally

    def new_state(self, players, rng, variant, options):
        return Tally(0, 0, players, (), rng)

    def to_act(self, state):
        return (state.turn % state.players,)

    def legal_moves(self, state, seat):
        return [Count(1), Count(2), Draw()]

    def explain(self, state, seat, move):
        if isinstance(move, Count) and move.by not in (1, 2):
            return "You may count on by one or two."
        return None

    def apply(self, state, seat, move):
        if isinstance(move, Draw):
            value, rng = state.rng.below(3)
            return dataclasses.replace(state, drawn=(*state.drawn, value), rng=rng,
                                       turn=state.turn + 1)
        return dataclasses.replace(state, total=state.total + move.by, turn=state.turn + 1)

    def is_over(self, state):
        return state.total >= 10

    def scores(self, state):
        return tuple(0 for _ in range(state.players))

    def result(self, state):
        return Outcome.from_scores(self.scores(state))


RACE = Race()


def test_rng_is_a_value_and_replays():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    draws_a = [a.below(6) for _ in range(3)]
    assert draws_a == [b.below(6) for _ in range(3)]
    x, after = a.below(6)
    assert after != a and 0 <= x < 6
    shuffled, _ = a.shuffled(range(10))
    assert sorted(shuffled) == list(range(10))
    assert Rng.from_seed("seed") == Rng.from_seed("seed")


def test_codec_round_trip_is_exact_and_refuses_foreign_kinds():
    codec = Codec([Tally, Count])
    state = Tally(3, 1, 2, (1, (2, 3)), Rng.from_seed(1))
    assert codec.decode(codec.encode(state)) == state
    assert codec.decode(codec.encode(frozenset({1, 2}))) == frozenset({1, 2})
    with pytest.raises(CodecError):
        codec.decode({"~": "os.system", "cmd": "rm"})
    with pytest.raises(CodecError):
        codec.decode({"~": "Count", "by": 1, "extra": 2})


def test_setup_refuses_unknown_counts_variants_and_options():
    with pytest.raises(SetupError, match="2–3 players"):
        RACE.setup(5, 1)
    with pytest.raises(SetupError, match="no variant"):
        RACE.setup(2, 1, variant="epic")
    with pytest.raises(SetupError, match="no option"):
        RACE.setup(2, 1, options=("cheats",))


def test_shared_refusals_come_before_the_games_own():
    state = RACE.setup(2, 1)
    assert RACE.check(state, 1, Count(1)) == "It is not your turn."
    assert RACE.check(state, 0, "nonsense") == "That is not a move in this game."
    assert RACE.check(state, 0, Count(5)) == "You may count on by one or two."
    with pytest.raises(IllegalMove, match="one or two"):
        RACE.play(state, 0, Count(5))
    over = dataclasses.replace(state, total=10)
    assert RACE.check(over, 0, Count(1)) == "The game is over."


def test_view_never_carries_the_generator():
    state = RACE.setup(2, 1)
    assert RACE.view(state, 0).rng is None
    assert RACE.view(RACE.determinize(RACE.view(state, 0), 0, 9), 0) == RACE.view(state, 0)


def test_undo_takes_back_own_steps_but_not_past_a_reveal_or_another_seat():
    match = Match.start(RACE, [("A", "human"), ("B", "human")], seed=3)
    match.play(0, Count(1))
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert match.state == RACE.setup(2, 3)
    match.play(0, Draw())
    assert not match.can_undo(0), "a draw reveals chance: no undo past it"
    with pytest.raises(IllegalMove):
        match.undo(0)


def test_replay_rebuilds_the_same_state_and_refuses_tampering():
    match = Match.start(RACE, [("A", "human"), ("B", "ai")], seed=7, variant="long")
    for seat, move in [(0, Draw()), (1, Count(2)), (0, Draw())]:
        match.play(seat, move)
    data = match.to_json()
    assert Match.from_json(data, lambda gid: RACE).state == match.state
    data["moves"][1][1]["by"] = 7
    with pytest.raises(ReplayError, match="move 2"):
        Match.from_json(data, lambda gid: RACE)
    with pytest.raises(ReplayError, match="not a Pharaohs save"):
        Match.from_json({"hello": 1}, lambda gid: RACE)


def test_outcome_ties_share_the_win():
    assert Outcome.from_scores((5, 7, 7)).winners == (1, 2)


def test_evolve_builds_what_dataclasses_replace_builds_in_every_game():
    """``core.evolve`` copies a state's dict instead of calling ``__init__``: the result
    must equal ``replace``'s, leave the old state as it was, and refuse unknown fields."""
    from pharaohs.core.evolve import evolve
    from pharaohs.games import GAMES, get_game

    for game_id in GAMES:
        game = get_game(game_id)
        state = game.setup(game.min_players, 3)
        field = dataclasses.fields(state)[0].name
        other = getattr(game.setup(game.max_players, 4), field)
        made = evolve(state, **{field: other})
        assert made == dataclasses.replace(state, **{field: other}) and made is not state
        assert getattr(made, field) == other and state == game.setup(game.min_players, 3)
        with pytest.raises(TypeError):
            evolve(state, no_such_field=1)


def test_evolve_leaves_classes_with_slots_or_post_init_to_replace():
    from pharaohs.core.evolve import evolve

    @dataclasses.dataclass(frozen=True)
    class Checked:
        value: int

        def __post_init__(self):
            if self.value < 0:
                raise ValueError("negative")

    @dataclasses.dataclass(frozen=True, slots=True)
    class Slotted:
        value: int

    with pytest.raises(ValueError):
        evolve(Checked(1), value=-1)
    assert evolve(Slotted(1), value=2) == Slotted(2)
