"""Issue 13, "Whose turn, and what now" and "Endings worth reading", driven through the
real scenes with synthetic events: the your-turn cue, the confirmation before dice are
thrown away, scores held back until their table has shown them, computer-only games
that never wait for a click, the results table with the final board, high scores."""

from __future__ import annotations

import dataclasses
import random
import time

import pygame
import pytest

from pharaohs import storage
from pharaohs.core import Match
from pharaohs.games import get_game
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.rules import EndTurn, data
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.frame.turn_cue import SECONDS
from pharaohs.ui.kit.confirm import ConfirmScene
from pharaohs.ui.kit.gestures import click, key
from pharaohs.ui.kit.score_steps import ScoreSteps

RA = get_game("ra_dice")
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Eva")


#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def table_for(game, kinds, state=None, size=(1280, 800), seed=1, delay_ms=0):
    match = Match.start(game, [(NAMES[i], kind) for i, kind in enumerate(kinds)], seed)
    if state is not None:
        match.state = state
    app = App(size, flags=0)
    app.settings.ai_delay_ms = delay_ms
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    return app, table


def applying(players=2, dice=("pharaoh", "nile", "ankh", "civilization", "sun"), **changes):
    """Seat 0 applies ``dice``; none is used yet."""
    return dataclasses.replace(RA.setup(players, 1), phase=rules.APPLY, dice=tuple(dice),
                               rerolls_left=0, **changes)


def end_turn_button(table):
    table.refresh_buttons(table.view())
    return next(b for b in table.buttons if b.label == "End turn")


def run_until(app, done, seconds=60.0):
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.step(0.05, [])
        time.sleep(0.002)
    return done()


# -- whose turn -------------------------------------------------------------------------------
def test_the_your_turn_cue_greets_each_seat_the_screen_passes_to():
    """Hot-seat Labyrinth has no curtain: the cue is what tells the next player."""
    app, table = table_for(get_game("labyrinth"), ["human", "human"])
    assert table.cue is not None and table.cue.seat == table.viewer == 0
    for _ in range(200):
        if table.viewer == 1:
            break
        app.step(0.05, table.board.demo_gesture(table.view(), table.viewer))
        for _ in range(10):
            app.step(0.05, [])
    assert table.viewer == 1
    assert table.cue is not None and table.cue.seat == 1, "the screen passed: a cue for Ben"
    app.dirty = True
    app.step(0.0, [])
    banner = table.rects["board"].center
    assert app.screen.get_at(banner)[:3] != table._background.get_at(banner)[:3]
    before = len(table.match.log)
    app.step(0.01, table.board.demo_gesture(table.view(), 1))  # the cue takes no input
    for _ in range(10):
        app.step(0.05, [])
    assert len(table.match.log) > before
    for _ in range(round(SECONDS / 0.05) + 2):
        app.step(0.05, [])
    assert table.cue is None, "the cue fades by itself"


def test_the_cue_comes_back_when_the_turn_returns_from_the_computer():
    app, table = table_for(RA, ["human", "ai"], state=applying(dice=("sun",) * 5))
    table.cue = None
    app.step(0.016, click(end_turn_button(table).rect.center))
    assert table.viewer == 0 and table.cue is None, "the computer's turn: no cue"
    assert run_until(app, lambda: 0 in table.humans_to_act(), 30)
    assert table.cue is not None and table.cue.seat == 0


def test_no_cue_while_computers_play_alone():
    app, table = table_for(RA, ["ai", "ai"])
    run_until(app, lambda: len(table.match.log) >= 6, 30)
    assert table.cue is None


# -- asking before something is lost ----------------------------------------------------------
def test_ending_a_ra_turn_with_dice_unused_names_them_and_can_be_cancelled():
    app, table = table_for(RA, ["human", "human"], state=applying())
    before = table.state
    app.step(0.016, click(end_turn_button(table).rect.center))
    question = app.stack[-1]
    assert isinstance(question, ConfirmScene)
    lost = " ".join(map(str, question.details))
    assert lost == ("These 4 dice are not used and will be lost: the yellow die (Pharaoh), "
                    "the blue die (Nile), the purple die (Ankh) and the green die "
                    "(Civilization).")
    app.dirty = True
    app.step(0.016, [])  # drawn over the table
    app.step(0.016, [key(pygame.K_ESCAPE)])
    assert app.stack[-1] is table and table.state == before and table.match.log == []
    app.step(0.016, click(end_turn_button(table).rect.center))
    question = app.stack[-1]
    app.step(0.016, click(question.buttons[0].rect.center))
    assert app.stack[-1] is table and table.match.log == [(0, EndTurn())]


def test_ending_a_ra_turn_with_every_die_used_asks_nothing():
    state = applying(dice=("sun",) * 5)
    assert not rules.available_dice(state)
    app, table = table_for(RA, ["human", "human"], state=state)
    app.step(0.016, click(end_turn_button(table).rect.center))
    assert app.stack[-1] is table and table.match.log == [(0, EndTurn())]


# -- scoring moments ---------------------------------------------------------------------------
def epoch_end(**changes):
    return applying(ra=data.SUN_TRACK_LENGTH, pharaoh=(3, 1), nile=(4, 2), floods=(1, 0),
                    **changes)


def test_the_panels_keep_the_old_scores_until_the_epoch_table_has_shown_them():
    app, table = table_for(RA, ["human", "human"], state=epoch_end())
    old = tuple(RA.scores(table.state))
    app.step(0.016, click(end_turn_button(table).rect.center))
    app.step(0.016, [key(pygame.K_RETURN)])  # yes, the unused dice are lost
    overlay = app.stack[-1]
    assert isinstance(overlay, ScoreSteps)
    new = tuple(RA.scores(table.state))
    assert new != old
    view = table.view()
    for _ in range(overlay.steps - 1):
        app.dirty = True
        app.step(0.016, [])
        assert table.shown_scores(view) == old
        assert table._panels[0][2] == old, "the panels as they were"
        assert table.board.ctx.shown_scores(view) == old, "and the score track"
        app.step(0.016, [key(pygame.K_RETURN)])
    assert overlay.shown == overlay.steps, "the total row shows the new scores"
    app.dirty = True
    app.step(0.016, [])
    assert table.shown_scores(view) == new and table._panels[0][2] == new


def test_a_game_of_computers_only_reads_its_scoring_on_without_a_click():
    app, table = table_for(RA, ["ai", "ai"], state=dataclasses.replace(
        epoch_end(), phase=rules.ROLL, dice=()), delay_ms=0)
    seen = []

    def scored_and_read_on():
        top = app.stack[-1]
        if isinstance(top, ScoreSteps) and top not in seen:
            seen.append(top)
        return bool(seen) and app.stack[-1] is table and len(table.match.log) > 6

    assert run_until(app, scored_and_read_on, 60), "no event was given, none was needed"
    assert seen[0].closed


# -- results -------------------------------------------------------------------------------------
def finished(game_id, players, seed=3, kinds=None, options=(), names=NAMES):
    """A match of ``players`` played to its end by random legal moves."""
    game = get_game(game_id)
    kinds = kinds or ["human"] * players
    match = Match.start(game, [(names[i], kinds[i]) for i in range(players)], seed,
                        options=options)
    rng = random.Random(seed)
    while not game.is_over(match.state):
        seat = match.to_act()[0]
        match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
    return match


def results_of(match, size=(1280, 800)):
    app = App(size, flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, [])
    app.step(0.016, [])
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    return app, results


@pytest.mark.parametrize("game_id", ["saqqara", "labyrinth"])
def test_results_show_five_columns_and_a_total_row_unscrolled_at_1280x800(game_id):
    match = finished(game_id, 5)
    app, results = results_of(match)
    width, height = app.screen.get_size()
    assert len(results.cell_x) == 5
    assert results.cell_x[-1] + results.col_w <= width
    assert results.total_rect.bottom <= height
    assert results.table_rect.right <= width and results.board_box.right < results.table_rect.x
    texts = [label.text for label in results.labels]
    for seat in range(5):
        assert str(results.outcome.scores[seat]) in texts
    for row in results.rows:
        assert sum(row.points) == sum(sum(i.points for i in items) for items in row.items)
    assert [sum(row.points[s] for row in results.rows) for s in range(5)] == list(
        results.outcome.scores), "the rows add up to the total row"


def test_results_mark_where_each_labyrinth_treasure_scored_on_the_final_board():
    match = finished("labyrinth", 2, seed=5)
    app, results = results_of(match)
    treasures = next(i for i, row in enumerate(results.rows) if row.category == "Treasures")
    scored = [item for item in results.rows[treasures].items[results.chosen] if item.points]
    for item in scored:
        assert item.spots and all(results.board_box.contains(results.miniature.shown(r))
                                  for r in item.spots)
        assert "row" not in item.label, "the board shows where, not the words"
    path = results.rows[0].items[results.chosen][0]
    assert len(path.spots) == path.points, "a marked quarter per pace"
    row = results.row_rects[treasures]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0),
                                        buttons=(0, 0, 0))])
    assert results.pointed == treasures
    other = 1 - results.chosen
    app.step(0.016, click((results.cell_x[other] + results.col_w // 2, row.centery)))
    app.step(0.016, [])
    assert results.chosen == other


def test_results_mark_ra_tracks():
    match = finished("ra_dice", 3)
    app, results = results_of(match)
    pharaoh = next(row for row in results.rows if row.category == "Pharaoh")
    assert all(item.spots for item in pharaoh.items[results.chosen])


# -- high scores ------------------------------------------------------------------------------
def test_high_scores_list_people_only_and_mark_a_game_played_with_hints():
    game = get_game("labyrinth")
    robot = finished("labyrinth", 1, kinds=["ai"])
    results_of(robot)
    assert storage.high_scores("labyrinth-solo-basic") == []
    person = finished("labyrinth", 1, seed=4)
    person.hints_used = True
    results_of(person)
    assert [(e["name"], e.get("hints")) for e in storage.high_scores("labyrinth-solo-basic")
            ] == [("Anna", True)]
    assert game.is_over(person.state)


def test_an_im_bann_series_game_is_read_out_before_its_minus_points_show():
    """Im Bann's series: each game's minus points in a table with a total row; the
    panels and the board's series table show them only once it has been read."""
    from pharaohs.games.im_bann.rules import INTERLUDE
    from pharaohs.games.im_bann.rules.data import MULTIGAME

    game = get_game("im_bann")
    match = Match.start(game, [("Anna", "human"), ("Ben", "human")], 2, options=(MULTIGAME,))
    rng = random.Random(2)
    while True:
        seat = match.to_act()[0]
        move = rng.choice(game.legal_moves(match.state, seat))
        if game.apply(match.state, seat, move).phase == INTERLUDE:
            break
        match.play(seat, move)
    app = App((1280, 800), flags=0)
    table = TableScene(app, match, autosave=False, viewer=seat)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, [])
    old = tuple(table.shown_scores(table.view()))
    table.commit(seat, move)
    app.step(0.016, [])
    overlay = app.stack[-1]
    assert isinstance(overlay, ScoreSteps) and table.board.overlay is overlay
    assert overlay.categories[0] in ("Entered the King's Chamber", "Adventures not completed")
    new = tuple(game.scores(table.state))
    assert table.shown_scores(table.view()) == old
    assert f"Series: {-old[1]} minus points" in table.board.panel_lines(table.view(), 1, seat)
    while app.stack[-1] is overlay:
        app.step(0.016, [key(pygame.K_RETURN)])
    assert table.shown_scores(table.view()) == new and table.board.overlay is None


def test_giving_up_saqqaras_free_worker_asks_while_a_pyramid_could_take_it():
    from pharaohs.games.saqqara.rules.moves import DeclineFreeWorker, FreeWorker
    from pharaohs.games.saqqara.rules.state import DEVELOP, evolve

    game = get_game("saqqara")
    state = evolve(game.setup(3, "scene"), phase=DEVELOP, current=0, start=0,
                   passed=frozenset(), developed=frozenset(), stolen=(0,) * 3, free_worker=True)
    assert any(isinstance(m, FreeWorker) for m in game.legal_moves(state, 0))
    app, table = table_for(game, ["human", "human", "human"], state=state)
    while app.stack[-1] is not table:  # the curtain: seat 0 takes the seat
        app.step(0.016, [key(pygame.K_RETURN)])

    def decline_button():
        table.refresh_buttons(table.view())
        return next(b for b in table.buttons if b.label == "No free worker")

    app.step(0.016, click(decline_button().rect.center))
    assert isinstance(app.stack[-1], ConfirmScene) and table.match.log == []
    app.step(0.016, [key(pygame.K_ESCAPE)])
    assert app.stack[-1] is table and table.state == state
    app.step(0.016, click(decline_button().rect.center))
    app.step(0.016, [key(pygame.K_RETURN)])
    assert table.match.log == [(0, DeclineFreeWorker())]
