"""Issue 25 (the first evening): no computer level passes up a move that plainly helps.

Ra's Medium ended its turn with usable Pharaoh, Nile and Ankh dice (the rating saw no
worth in a track step that changes no rank or a Nile not yet flooded), and Im Bann's
computers held the mummy on a showcase that completed the adventure and ended the turn
(completing rated worse one step ahead, with the mummy still in the showcase before it
is passed on). Easy may choose worse moves than Medium, never a blind one.
"""

from __future__ import annotations

import dataclasses
import math

import pytest

from pharaohs.ai import LEVELS, choose_move
from pharaohs.ai.players import weighed
from pharaohs.ai.settle import GAIN
from pharaohs.core import Rng
from pharaohs.games import get_game

#: Easy's and Medium's every rating, Hard's iterations: the same on a busy machine
UNTIMED = {"seconds": math.inf, "timed": False, "max_iterations": 120}
#: the generators each level decides with in these positions
SEEDS = range(6)


def _ra_position():
    """Seat 0 applies Nile, Pharaoh and Ankh dice: ahead on the Pharaoh track (a step
    changes no rank), its Nile not flooded (a step scores nothing yet)."""
    from pharaohs.games.ra_dice.rules import ANKH, APPLY, NILE, PHARAOH, SUN

    game = get_game("ra_dice")
    state = dataclasses.replace(
        game.setup(2, 1), phase=APPLY, dice=(NILE, PHARAOH, ANKH, SUN, SUN),
        rerolls_left=0, pharaoh=(5, 0))
    return game, state, 0


def _im_bann_position(mummy: bool):
    """Seat 0 has played a card and its showcase exceeds what the adventure needs (11
    against 9 with the mummy, as in the finding); its hand holds nothing it may play."""
    from pharaohs.games.im_bann.rules import PLAY
    from pharaohs.games.im_bann.rules.data import CARD_VALUE, MUMMY, MUMMY_PENALTY
    from pharaohs.games.im_bann.rules.state import adventure_value

    game = get_game("im_bann")
    state = game.setup(2, 4)
    state = dataclasses.replace(state, side="short", phase=PLAY, current=0)
    need = adventure_value(state, 0) + (MUMMY_PENALTY if mummy else 0)
    showcase, left = (), need + 2
    for card in ("rope5", "ladder5", "pickaxe5", "rope4", "rope3", "rope2", "rope1"):
        if CARD_VALUE[card] <= left:
            showcase, left = showcase + (card,), left - CARD_VALUE[card]
    assert left == 0
    state = dataclasses.replace(
        state, depot="rope", equipment_played=1, special_played=True,
        hands=(("torch1", "torch2"), *state.hands[1:]),
        showcases=(showcase + ((MUMMY,) if mummy else ()),
                   *(tuple(c for c in s if c != MUMMY) for s in state.showcases[1:])),
        pile=tuple(c for c in state.pile if c != MUMMY),
        discard=tuple(c for c in state.discard if c != MUMMY))
    assert all(MUMMY not in h for h in state.hands)
    return game, state, 0


def _walked(game_id, players, seed, steps):
    """The position after ``steps`` random moves of a seeded game, and the seat to act."""
    game = get_game(game_id)
    state, rng = game.setup(players, seed), Rng.from_seed(seed)
    for _ in range(steps):
        seat = game.to_act(state)[0]
        move, rng = rng.choice(game.legal_moves(state, seat))
        state = game.apply(state, seat, move)
    return game, state, game.to_act(state)[0]


def _gains(game, state, seat):
    """The moves Medium's rating finds better than the position as it is."""
    moves, ratings, base, _rng = weighed(game, game.view(state, seat), seat, Rng.from_seed(0),
                                        None, math.inf)
    return {m for m, r in zip(moves, ratings, strict=True) if r > base + GAIN}


def _choices(game, state, seat, level):
    return [choose_move(game, state, seat, Rng.from_seed(s), level, **UNTIMED)[0]
            for s in SEEDS]


@pytest.mark.parametrize("level", LEVELS)
def test_ra_every_level_uses_a_usable_die_rather_than_forfeit_it(level):
    """Rulebook: "End the turn; dice not applied are forfeited". A Nile die moves the
    Nile marker and a Pharaoh die the Pharaoh marker: no level ends the turn with them
    unused; played on to the end of the turn, no Pharaoh or Nile use is left."""
    from pharaohs.games.ra_dice.rules import EndTurn, Nile, Pharaoh

    game, state, seat = _ra_position()
    for move in _choices(game, state, seat, level):
        assert not isinstance(move, EndTurn), level
    rng = Rng.from_seed(1)
    while seat in game.to_act(state):
        move, rng = choose_move(game, state, seat, rng, level, **UNTIMED)
        if isinstance(move, EndTurn):
            assert not [m for m in game.legal_moves(state, seat)
                        if isinstance(m, Pharaoh | Nile)], level
        state = game.play(state, seat, move)
    assert state.nile[0] > 0 and state.pharaoh[0] > 5


@pytest.mark.parametrize("mummy", [True, False], ids=["with the mummy", "without"])
@pytest.mark.parametrize("level", LEVELS)
def test_im_bann_every_level_completes_a_finished_adventure(level, mummy):
    """Rulebook: an adventure is completed when the showcase's sum reaches its value (+3
    with the mummy), and the mummy then goes to a fellow player. Every level completes
    (and passes the mummy on) rather than ending its turn on a finished showcase."""
    from pharaohs.games.im_bann.rules import Complete, PassMummy
    from pharaohs.games.im_bann.rules.state import has_mummy

    game, state, seat = _im_bann_position(mummy)
    assert game.check(state, seat, Complete()) is None
    for move in _choices(game, state, seat, level):
        assert move == Complete(), level
    after = game.play(state, seat, Complete())
    if mummy:
        move, _rng = choose_move(game, after, seat, Rng.from_seed(0), level, **UNTIMED)
        assert isinstance(move, PassMummy)
        assert not has_mummy(game.play(after, seat, move), seat)
    assert after.stages[seat] == state.stages[seat] + 1


#: one position each in the other games where some moves plainly help and others hurt:
#: Dahschur's finale placing a disc (the best one scores 7 points), the Labyrinth placing
#: a treasure, Saqqara building
OTHERS = {"dahschur": ("dahschur", 2, 10, 90), "labyrinth": ("labyrinth", 2, 2, 67),
          "saqqara": ("saqqara", 3, 1, 135)}


@pytest.mark.parametrize("where", OTHERS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_a_move_that_helps_in_the_other_games(where, level):
    """Every level's choice is one of the moves that help (rated above the position as it
    is), never one that throws the position away, Easy's overlooking included."""
    game, state, seat = _walked(*OTHERS[where])
    gains = _gains(game, state, seat)
    legal = game.legal_moves(state, seat)
    assert gains and len(gains) < len(legal)  # the position still is a choice
    for move in _choices(game, state, seat, level):
        assert move in gains, (level, move)


POSITIONS = {"ra_dice": _ra_position, "im_bann": lambda: _im_bann_position(True),
             **{k: (lambda v=v: _walked(*v)) for k, v in OTHERS.items()}}


@pytest.mark.parametrize("where", POSITIONS)
@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_decision(where, level):
    """A replay plays exactly as the game went: the same view and generator give the same
    move and the same next generator, the redrawn worlds for chance included."""
    game, state, seat = POSITIONS[where]()
    first = choose_move(game, state, seat, Rng.from_seed(5), level, **UNTIMED)
    again = choose_move(game, game.view(state, seat), seat, Rng.from_seed(5), level, **UNTIMED)
    assert first == again
