"""``Game.play`` does not check again a move that ``legal_moves`` has just listed for
the very same state and seat (random games and computer players play such moves on
every step). That is sound only while every game lists exactly the moves ``check``
accepts: the contract test holds the acting seat to it, and the last test here holds
the others (no moves for a seat that is not to act, none once the game is over)."""

from __future__ import annotations

import pytest

from pharaohs.core import IllegalMove, Rng
from pharaohs.games import GAMES, get_game
from pharaohs.games.im_bann.rules import Draw, ImBannGame, PlayCard


class CountingChecks(ImBannGame):
    """Im Bann der Pyramide, counting how often ``check`` runs."""

    checks = 0

    def check(self, state, seat, move):
        self.checks += 1
        return super().check(state, seat, move)


def _turn():
    game = CountingChecks()
    state = game.setup(3, "listed")
    state = game.play(state, 0, game.legal_moves(state, 0)[0])  # the adventures' side
    return game, state


def test_a_move_just_listed_for_this_state_and_seat_is_played_without_a_second_check():
    game, state = _turn()
    moves = game.legal_moves(state, 0)
    game.checks = 0
    after = game.play(state, 0, moves[-1])
    assert game.checks == 0
    assert after == game.apply(state, 0, moves[-1])


def test_an_equal_move_built_anew_counts_as_listed():
    """Moves are values: one equal to a listed move is that move."""
    game, state = _turn()
    game.legal_moves(state, 0)
    game.checks = 0
    game.play(state, 0, Draw(1))
    assert game.checks == 0


def test_every_other_move_is_checked_and_refused_with_its_reason():
    game, state = _turn()
    moves = game.legal_moves(state, 0)
    unplayable = next(PlayCard(c) for c in ("curse", "ladder1", "rope5", "torch5")
                      if PlayCard(c) not in moves)
    game.checks = 0
    with pytest.raises(IllegalMove):
        game.play(state, 0, unplayable)
    with pytest.raises(IllegalMove, match="not your turn"):
        game.play(state, 1, moves[0])
    assert game.checks == 2


def test_a_list_changed_by_its_caller_vouches_for_nothing():
    game, state = _turn()
    moves = game.legal_moves(state, 0)
    moves.append(Draw(3))
    with pytest.raises(IllegalMove):
        game.play(state, 0, Draw(3))


def test_an_equal_state_that_is_not_the_listed_one_is_checked():
    """The listed state is recognised by identity only, never by a stale equal copy."""
    game, state = _turn()
    game.legal_moves(state, 0)
    copy = game.decode(game.encode(state))
    assert copy == state and copy is not state
    game.checks = 0
    game.play(copy, 0, Draw(1))
    assert game.checks == 1


def test_the_last_listing_counts_and_other_states_listed_since_are_checked():
    game, state = _turn()
    game.legal_moves(state, 0)
    later = game.play(state, 0, Draw(1))
    game.legal_moves(later, game.to_act(later)[0])
    game.checks = 0
    with pytest.raises(IllegalMove):
        game.play(state, 0, Draw(3))
    game.play(state, 0, Draw(1))
    assert game.checks == 2


@pytest.mark.parametrize("gid", GAMES)
def test_seats_not_to_act_and_finished_games_list_no_moves(gid):
    """The premise of playing listed moves unchecked: ``check`` refuses every move of
    a seat not to act and of a finished game, so ``legal_moves`` must list none."""
    game = get_game(gid)
    rng = Rng.from_seed(gid)
    state = game.setup(game.max_players, gid)
    for _step in range(20000):
        acting = game.to_act(state)
        for seat in range(game.seat_count(state)):
            if seat not in acting:
                assert game.legal_moves(state, seat) == [], (gid, seat, acting)
        if game.is_over(state):
            assert all(game.legal_moves(state, s) == [] for s in range(game.max_players))
            break
        seat = acting[0]
        move, rng = rng.choice(game.legal_moves(state, seat))
        state = game.play(state, seat, move)
    assert game.is_over(state), "a random game ends"
