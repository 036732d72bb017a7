"""The results screen tells the end as it is: the final board with every piece where it
ended (Ra's score markers at the final totals, not on their way from before the last
scoring), a solo game's best score with this game in it (the first, a new best, or the
best it stays below), and a tie on points broken by the rulebook's tie-break named with
each tied player's figure (Dahschur: goods stones in the supply; Saqqara: gold)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pharaohs import storage
from pharaohs.core import Match, TieBreak
from pharaohs.games import GAMES, get_game
from pharaohs.games.dahschur.rules import state as dahschur_state
from pharaohs.games.dahschur.rules.game import TIEBREAK_RULE
from pharaohs.games.labyrinth.board import other_pyramids
from pharaohs.games.labyrinth.rules import PlaceTreasure
from pharaohs.games.saqqara.rules.data import GOLD
from pharaohs.games.saqqara.rules.state import OVER as SAQQARA_OVER
from pharaohs.games.saqqara.rules.state import evolve
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene

#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")

NAMES = ("Anna", "Ben", "Cleo")
PLAYERS = {"dahschur": 3, "saqqara": 3}


def results_after(match, last=None, animations=True, size=(1024, 640)):
    """The results screen, reached by playing ``last`` (seat, move) at the table."""
    app = App(size, flags=0)
    app.settings.animations = animations
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    if last is not None:
        table.viewer = last[0]
        table.commit(*last)
    for _frame in range(3):
        app.step(0.016, [])
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    return app, results


def all_but_the_last_move(game_id, seed=3, players=None, prefer=None):
    """A match one move before its end (random moves, ``prefer`` first), and that move."""
    game = get_game(game_id)
    players = players or PLAYERS.get(game_id, 2)
    match = Match.start(game, [(NAMES[i], "human") for i in range(players)], seed)
    rng = random.Random(seed)
    while True:
        seat = match.to_act()[0]
        moves = game.legal_moves(match.state, seat)
        liked = [m for m in moves if prefer and isinstance(m, prefer)]
        move = liked[0] if liked else rng.choice(moves)
        if game.is_over(game.apply(match.state, seat, move)):
            return match, (seat, move)
        match.play(seat, move)


def texts(results) -> list[str]:
    return [str(label.text) for label in results.labels]


# -- the final board ----------------------------------------------------------------------
def test_ras_final_board_shows_the_score_markers_at_the_final_totals():
    """The last move scores the third epoch; its markers slide at the table, but the
    results' board, drawn once, shows them where the final scores put them."""
    match, last = all_but_the_last_move("ra_dice")
    app, results = results_after(match, last)
    board = results.final_board()
    assert not board.tweens.active, "no marker is still on its way"
    homes = board.ctx.game.scores(match.state)
    assert tuple(board.ctx.shown_scores(results.final_view)) == tuple(homes)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_final_board_is_at_rest_on_the_results_screen(game_id):
    match, last = all_but_the_last_move(game_id)
    app, results = results_after(match, last)
    assert not results.final_board().animating


# -- a solo game's best score ---------------------------------------------------------------
def solo_note(results) -> str:
    """What the final board's solo side says of the best score."""
    return str(other_pyramids.solo_best(results.final_board(), results.final_view))


def solo_results(seed):
    match, last = all_but_the_last_move("labyrinth", seed, players=1, prefer=PlaceTreasure)
    app, results = results_after(match, last, animations=False)
    return results, results.outcome.scores[0]


def test_a_first_solo_score_is_said_to_be_the_best_so_far():
    results, score = solo_results(7)
    assert results.rank == 1
    note = solo_note(results)
    assert note == f"your first score, {score}, is the best so far"


def test_a_better_solo_score_is_a_new_best_and_a_lower_one_names_the_best():
    first, low = solo_results(1)
    best, high = solo_results(15)
    assert high > low
    assert solo_note(best) == f"a new best score, {high} (before: {low} by Anna)"
    again, score = solo_results(7)
    assert low < score < high
    assert solo_note(again) == f"best solo score {high} (Anna)"
    assert [e["score"] for e in storage.high_scores("labyrinth-solo-basic")] == [high, score,
                                                                                 low]


# -- a tie on points ----------------------------------------------------------------------
def dahschur_tied(goods):
    """Anna and Ben on 22 AP each, Cleo on 5, with these goods stones in supply."""
    game = get_game("dahschur")
    state = dataclasses.replace(game.setup(3, "tie"), phase=dahschur_state.OVER,
                                ap=((10, 4, 6, 2, 0, 0), (8, 2, 6, 4, 2, 0), (5, 0, 0, 0, 0, 0)),
                                goods=goods)
    match = Match.start(game, [(name, "human") for name in NAMES], "tie")
    match.state = state
    return match


def test_dahschurs_tie_break_is_data_of_the_outcome_when_it_was_needed():
    """"In case of a tie, the player with the most goods stones in his supply wins.\""""
    game = get_game("dahschur")
    tied = game.result(dahschur_tied((5, 3, 7)).state)
    assert tied.winners == (0,) and tied.tied == (0, 1)
    assert tied.tiebreak == TieBreak(TIEBREAK_RULE, (5, 3, 7))
    clear = dataclasses.replace(dahschur_tied((5, 3, 7)).state,
                                ap=((10, 4, 6, 2, 0, 1), (8, 2, 6, 4, 2, 0), (0,) * 6))
    assert game.result(clear).tiebreak is None, "no tie on points: no tie-break"


def test_a_tie_broken_by_goods_stones_says_why_the_winner_won():
    """Dahschur 22–22, Anna wins: the headline says the tie-break decided, the table
    names it and each tied player's goods stones."""
    app, results = results_after(dahschur_tied((5, 3, 7)))
    shown = texts(results)
    assert "Tied on points: Anna wins by the tie-break!" in shown
    assert "Tie-break: the most goods stones in the supply" in " ".join(shown)
    row = results.tie_rect
    figures = {str(label.text) for label in results.labels
               if row.top <= label.pos[1] <= row.bottom and label.pos[0] > results.cell_x[0]}
    assert figures == {"5", "3"}, "the tied players' figures; Cleo was not tied"


def test_a_tie_the_tie_break_leaves_standing_is_a_shared_victory_with_the_figures():
    """"Should there also be a tie here ... There are 2 winners.\""""
    app, results = results_after(dahschur_tied((4, 4, 7)))
    shown = texts(results)
    assert "Shared victory: Anna and Ben" in shown
    assert "Tie-break: the most goods stones in the supply" in " ".join(shown)
    assert results.winner(0) and results.winner(1) and not results.winner(2)


def test_saqqaras_tie_break_names_the_gold():
    """"In case of a tie, the player who has the most gold wins.\""""
    game = get_game("saqqara")
    base = game.setup(3, "tie")
    goods = tuple(tuple(gold if kind == GOLD else 0 for kind in range(len(base.goods[0])))
                  for gold in (2, 6, 1))
    match = Match.start(game, [(name, "human") for name in NAMES], "tie")
    match.state = evolve(base, phase=SAQQARA_OVER, nile=(9, 9, 3), goods=goods)
    app, results = results_after(match)
    assert results.outcome.winners == (1,)
    shown = texts(results)
    assert "Tied on points: Ben wins by the tie-break!" in shown
    assert "Tie-break: the most gold" in shown


def test_a_tie_in_a_game_without_a_tie_break_is_shared_and_names_none():
    """Labyrinth: "In case of a tie, all such tied players are considered winners.\""""
    game = get_game("labyrinth")
    match = Match.start(game, [(name, "human") for name in NAMES[:2]], 3)
    rng = random.Random(3)
    while not game.is_over(match.state):
        seat = match.to_act()[0]
        match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
    outcome = game.result(match.state)
    assert outcome.tiebreak is None
    if len(outcome.tied) > 1:
        assert outcome.winners == outcome.tied
