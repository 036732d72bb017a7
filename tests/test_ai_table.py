"""Computer seats at the table: thinking in a worker, cancelled by undo and leaving,
games of computers only that play themselves, hints, and the high-score rule."""

from __future__ import annotations

import sys
import time

import pygame
import pytest

from pharaohs import storage
from pharaohs.core import Match
from pharaohs.games import GAMES, get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    app = App((1024, 640), flags=0)
    app.settings.ai_delay_ms = 0
    app.settings.animations = False
    yield app
    for scene in app.stack:
        if isinstance(scene, TableScene):
            scene.stop_thinking()
    pygame.quit()


def table_at(app, game_id, seats, players=None, levels=None, seed=4, **kw):
    game = get_game(game_id)
    match = Match.start(game, seats, seed, **kw)
    table = TableScene(app, match, autosave=False, levels=levels)
    app.push(table)
    app.apply_transitions()
    return table


def run_until(app, done, seconds=60.0):
    """Frames of 20 ms (the workers think meanwhile) until ``done()`` or time is up."""
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.step(0.02, [])
        time.sleep(0.002)
    return done()


def key(app, code):
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])


def test_a_game_of_computers_only_plays_itself_to_the_results(app):
    """Issue 12, watching: no click is needed, not even for Ra's epoch scoring overlay."""
    table = table_at(app, "ra_dice", [("Anna", "ai"), ("Ben", "ai")],
                     levels={0: "easy", 1: "medium"})
    assert table.watching
    assert run_until(app, lambda: isinstance(app.stack[-1], ResultsScene), 120)
    assert table.game.is_over(table.state)


def test_watching_pauses_and_steps_one_move_at_a_time(app):
    table = table_at(app, "ra_dice", [("Anna", "ai"), ("Ben", "ai")],
                     levels={0: "medium", 1: "medium"})
    key(app, pygame.K_SPACE)
    assert table.watch_paused
    run_until(app, lambda: table.thinker is not None and table.thinker.done, 5)
    for _ in range(10):
        app.step(0.1, [])
    assert not table.match.log, "paused: no move is played"
    assert "Paused" in table.prompt(table.view())
    key(app, pygame.K_n)
    assert run_until(app, lambda: len(table.match.log) == 1, 5)
    for _ in range(10):
        app.step(0.1, [])
    assert len(table.match.log) == 1, "one step is one move"
    key(app, pygame.K_SPACE)
    assert run_until(app, lambda: len(table.match.log) > 3, 10)


def test_the_computer_thinks_in_a_worker_and_says_so(app):
    table = table_at(app, "ra_dice", [("Anna", "ai"), ("Ben", "human")], levels={0: "hard"})
    app.step(0.02, [])
    assert table.thinker is not None
    assert table.prompt(table.view()) == "Anna is thinking…"
    assert run_until(app, lambda: table.match.log, 10)


@pytest.mark.parametrize("game_id", ["labyrinth", "saqqara"])
def test_a_person_acting_beside_thinking_computers_is_told_what_to_do(app, game_id):
    """In the Labyrinth and Saqqara everyone takes a turn together: the person at the
    screen reads what to do first, and that a computer thinks after it (the bar once
    said only "Ben is thinking…" while the person's tile waited)."""
    seats = [("Anna", "human"), ("Ben", "ai"), ("Cleo", "ai")]
    table = table_at(app, game_id, seats, levels={1: "hard", 2: "hard"})
    app.step(0.02, [])
    view = table.view()
    assert 0 in table.humans_to_act() and table.ai_to_act()
    what = table.board.prompt(view, 0)
    assert table.prompts(view) == (f"Anna: {what} — Ben is thinking…", f"Anna: {what}", what)
    table.stop_thinking()


def test_the_panel_names_the_computer_and_its_level(app):
    table = table_at(app, "ra_dice", [("Anna", "ai"), ("Ben", "human")], levels={0: "hard"})
    assert table.level(0) == "hard" and table.level(1) == "medium"
    assert table.match.seats[0].level == "hard", "the seat carries its level into the save"
    before_levels = Match.start(table.game, [("Anna", "ai"), ("Ben", "human")], 1)
    old = TableScene(app, before_levels, ai_level="greedy", autosave=False)
    assert old.level(0) == "medium", "tables from before the levels still play"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_each_seats_name_and_level_fit_its_panel_at_1024_by_640(game_id, language, tmp_path,
                                                                   monkeypatch):
    """Computer seats are marked in the panels: the name and "Computer, Hard" are drawn
    whole (never cut with "…") in the smallest window, with the most seats, in every
    language, inside the panel and clear of its other lines."""
    from pharaohs.ai.players import LEVEL_NAMES
    from pharaohs.core.i18n import _
    from pharaohs.locale import marked, tr
    from pharaohs.ui.kit import theme

    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    game = get_game(game_id)
    names = ("Anna", "Benedikt", "Cleopatra", "Darius", "Esther")
    seats = [(names[0], "human")] + [(names[i], "ai") for i in range(1, game.max_players)]
    app = App((1024, 640), flags=0, language=language)
    app.settings.ai_delay_ms = 10**9
    drawn = []
    real_text = theme.text

    def text(surface, message, pos, size=18, colour=theme.INK, bold=False, anchor="topleft",
             max_width=None):
        rect = real_text(surface, message, pos, size, colour, bold, anchor, max_width)
        drawn.append((surface.get_size(), tr(message),
                      theme.font(size, bold).size(tr(message))[0], max_width, rect))
        return rect

    monkeypatch.setattr(theme, "text", text)
    levels = {seat: ("easy", "medium", "hard")[seat % 3] for seat in range(1, len(seats))}
    table = table_at(app, game_id, seats, levels=levels, seed=3)
    try:
        table.stop_thinking()
        app.step(0.0, [])
    finally:
        table.stop_thinking()
        pygame.quit()
    panels = pygame.Rect((0, 0), table.rects["panels"].size)  # drawn on a surface of its own
    in_panels = [(t, w, room, r) for size, t, w, room, r in drawn if size == panels.size]
    for seat, (name, _kind) in enumerate(seats):
        labels = [[(w, room, r) for t, w, room, r in in_panels if t == name]]
        if seat:
            level = tr(_("Computer, {level}", level=marked(LEVEL_NAMES[levels[seat]])))
            below = labels[0][0][2].bottom
            labels.append([(w, room, r) for t, w, room, r in in_panels
                           if t == level and below - 4 <= r.top <= below + 4])
        for found in labels:
            assert len(found) == 1, f"{name}'s label is not drawn once in the panel: {found}"
            width, room, rect = found[0]
            assert room is None or width <= room, f"{name}'s label is cut ({width} > {room})"
            assert panels.contains(rect), f"{name}'s label runs out of the panels"
            overlaps = [t for t, _w, _room, r in in_panels if r != rect and r.colliderect(rect)]
            assert not overlaps, f"{name}'s label overlaps {overlaps}"


def test_undo_cancels_the_computers_thinking(app):
    """Labyrinth turns are simultaneous: the computer thinks while the human moves."""
    table = table_at(app, "labyrinth", [("Anna", "human"), ("Ben", "ai")], levels={1: "hard"})
    app.step(0.02, [])
    thinking = table.thinker
    assert thinking is not None
    move = table.game.legal_moves(table.state, 0)[0]
    table.try_move(move, 0)
    table.undo()
    assert thinking.cancelled
    thinking.join(5)
    assert thinking.done


def test_leaving_the_table_cancels_the_computers_thinking(app):
    table = table_at(app, "labyrinth", [("Anna", "human"), ("Ben", "ai")], levels={1: "hard"})
    app.step(0.02, [])
    thinking = table.thinker
    app.replace(ResultsScene.__new__(ResultsScene))  # any scene in its place
    app._pending.clear()
    table.leave()
    assert thinking.cancelled and table.thinker is None


def hint_pixels(app, rect=None) -> int:
    """How many pixels of the frame (within ``rect``) carry the hint's colour."""
    from pharaohs.ui.kit.marks import HINT

    app.dirty = True
    app.step(0.0, [])
    screen = app.screen.get_rect()
    area = pygame.Rect(rect).clip(screen) if rect is not None else screen
    return pygame.mask.from_threshold(app.screen.subsurface(area), HINT, (1, 1, 1, 255)).count()


def test_a_hint_shows_the_hard_players_move_with_a_reason_and_where_it_is_made(app):
    """The hint names the move in words and marks it on the board (where the tile goes,
    the tile faintly as turned) until the position changes."""
    table = table_at(app, "labyrinth", [("Anna", "human")])
    assert hint_pixels(app) == 0
    key(app, pygame.K_h)
    assert table.hints_used and table.hinter is not None
    assert run_until(app, lambda: table.hinter is None, 10)
    assert table.message.startswith("Hint: ")
    _view, seat, move = table.board.hinted
    (supply, space), = table.board.reach(table.view(), seat, move)
    grown = 4 * table.board.size(4)
    assert hint_pixels(app, pygame.Rect(space.rect).inflate(grown, grown)) > 50
    assert hint_pixels(app, pygame.Rect(supply.rect).inflate(grown, grown)) > 50
    table.commit(seat, move)
    assert hint_pixels(app) == 0


def test_a_hint_on_a_move_made_with_a_button_lights_that_button(app):
    """Ra: a turn begins with the Roll button."""
    from pharaohs.games.ra_dice import rules

    table = table_at(app, "ra_dice", [("Anna", "human"), ("Ben", "human")])
    while app.stack[-1] is not table:
        key(app, pygame.K_RETURN)
    app.settings.animations = True  # the turn cue, which lights the action bar, fades
    assert run_until(app, lambda: table.cue is None, 5)
    assert hint_pixels(app) == 0
    table.board.show_hint(table.view(), table.viewer, rules.Roll())
    button = table.board.button(rules.Roll())
    assert hint_pixels(app, button.rect.inflate(20, 20)) > 50


def test_the_frames_buttons_say_what_they_do_and_their_keys_under_the_pointer(app):
    """Hint (whose use marks the game), Undo and Menu, in a tooltip drawn over the bar."""
    from drawn_text import drawn_lines

    table = table_at(app, "labyrinth", [("Anna", "human")])
    app.step(0.0, [])
    for label, words in (("Hint", "(H)"), ("Undo", "(Ctrl+Z)"), ("Menu", "(Esc)")):
        button = next(b for b in table.buttons if b.label == label)
        app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                          rel=(0, 0), buttons=(0, 0, 0))])
        with drawn_lines() as lines:
            app.dirty = True
            app.step(0.0, [])
        assert any(words in line for line in lines), (label, lines)


def test_a_hint_is_two_whole_sentences_whatever_the_boards_words_end_with():
    """Dahschur and Im Bann word a move without a full stop ("moves the merchant to market
    stall 1"): the hint adds one before the reason instead of running them together."""
    from pharaohs.ui.frame.table import hint_sentence

    why = "It is the only move you have."
    assert hint_sentence("moves the merchant to market stall 1", why) == \
        "Hint: moves the merchant to market stall 1. It is the only move you have."
    assert hint_sentence("ends the turn.", why) == "Hint: ends the turn. It is the only move " \
        "you have."


def test_a_game_with_hints_keeps_its_mark_through_a_save_into_the_high_scores(app):
    """Issue 12: "a game in which hints were used is marked so in the high-score table",
    also when it was saved after the hint and finished after loading."""
    table = table_at(app, "labyrinth", [("Anna", "human")])
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hinter is None, 10)
    path = storage.save_match(table.match, storage.saves_dir() / "hinted.json")
    app.pop()
    app.apply_transitions()
    loaded = storage.load_match(path)
    resumed = TableScene(app, loaded, autosave=False)
    app.push(resumed)
    app.apply_transitions()
    game = loaded.game
    while not game.is_over(loaded.state):
        seat = game.to_act(loaded.state)[0]
        resumed.commit(seat, game.legal_moves(loaded.state, seat)[0])
    assert run_until(app, lambda: isinstance(app.stack[-1], ResultsScene), 10)
    assert [(e["name"], e.get("hints")) for e in storage.high_scores("labyrinth-solo-basic")
            ] == [("Anna", True)]


def test_a_solo_game_played_by_the_computer_is_no_human_best_score(app):
    game = get_game("labyrinth")
    for kind, hints in (("ai", False), ("human", True)):
        match = Match.start(game, [("Robo", kind)], 3)
        while not game.is_over(match.state):
            seat = game.to_act(match.state)[0]
            match.play(seat, game.legal_moves(match.state, seat)[0])
        ResultsScene(app, match, hints=hints)
    entries = storage.high_scores("labyrinth-solo-basic")
    assert [(e["name"], e.get("hints")) for e in entries] == [("Robo", True)]


def test_the_new_game_dialog_sets_a_level_per_computer_seat(app):
    from pharaohs.ui.frame.new_game import NewGameScene

    scene = NewGameScene(app, "ra_dice")
    scene.players = 3
    scene.kinds = ["human", "ai:hard", "ai:easy", "ai"]
    app.push(scene)
    app.apply_transitions()
    app.step(0.0, [])
    scene.start()
    app.apply_transitions()
    table = app.stack[-1]
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.match.seats] == ["human", "ai", "ai"]
    assert (table.level(1), table.level(2)) == ("hard", "easy")


@pytest.mark.parametrize("processes", [True, False])
def test_hard_thinks_in_helper_processes_or_a_thread_and_stops_when_cancelled(
        processes, monkeypatch):
    from pharaohs.ai import parallel, process, search, worker
    from pharaohs.core import Rng

    monkeypatch.setattr(worker, "USE_PROCESSES", processes)
    game = get_game("labyrinth")
    view = game.view(game.setup(2, 6), 0)
    assert worker.searcher(game) is (parallel.search if processes else search.search)
    quick = worker.Thinker.decide(game, view, 0, Rng.from_seed(1), "hard", 0.3)
    quick.join(30)
    move, _rng = quick.result()
    assert game.check(view, 0, move) is None
    slow = worker.Thinker.decide(game, view, 0, Rng.from_seed(1), "hard", 600)
    time.sleep(0.5)
    slow.cancel()
    slow.join(30)
    assert slow.done and slow.cancelled
    if processes:  # every helper the cancelled search used is free for the next one
        assert len(process._IDLE) >= parallel.cores()
        assert all(helper.alive() for helper in process._IDLE)


def test_play_again_keeps_the_computer_seats_levels(app):
    table = table_at(app, "ra_dice", [("Anna", "human"), ("Ben", "ai")], levels={1: "hard"})
    game, match = table.game, table.match
    table.stop_thinking()
    while not game.is_over(match.state):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[-1])
    results = ResultsScene(app, match, table=table)
    results.play_again()
    app.apply_transitions()
    again = app.stack[-1]
    assert isinstance(again, TableScene) and again.match is not match
    assert again.level(1) == "hard"


def _rolled_ra():
    """Ra after the first throw: a choice of dice to throw again, so Hard searches."""
    game = get_game("ra_dice")
    state = game.setup(2, 4)
    state = game.play(state, 0, game.legal_moves(state, 0)[0])
    assert len(game.legal_moves(state, 0)) > 1
    return game, state


def test_the_helper_processes_answer_searches_and_hints_as_json(monkeypatch):
    """Searches cross to the helper processes as data in the game's codec (never pickle):
    the moves come back legal, and a hint's reason still renders in another language."""
    from pharaohs.ai import process, worker
    from pharaohs.ai.hints import Hint
    from pharaohs.core.i18n import Message
    from pharaohs.core.rng import Rng

    sent, send = [], process._send
    monkeypatch.setattr(process, "_send", lambda stream, message: (
        sent.append(message), send(stream, message)))
    game, state = _rolled_ra()
    view = game.view(state, 0)
    decide = worker.Thinker.decide(game, view, 0, Rng.from_seed(1), "hard", 0.2)
    hint = worker.Thinker.hint(game, view, 0, Rng.from_seed(2), 0.2)
    decide.join(60)
    hint.join(60)
    move, rng = decide.result()
    assert move in game.legal_moves(state, 0) and isinstance(rng, Rng)
    suggestion, _ = hint.result()
    assert isinstance(suggestion, Hint) and suggestion.move in game.legal_moves(state, 0)
    assert isinstance(suggestion.reason, Message)
    jobs = [payload for kind, _job, payload in sent if kind == "job"]
    assert jobs and all(game.decode(job["view"]) == view for job in jobs)


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a shell script")
def test_the_packaged_program_is_its_own_helper(tmp_path, monkeypatch):
    """Frozen, there is no ``python -m``: Hard's search goes to the program itself started
    with the helper argument, which the command line answers before anything else. A
    script that runs the ``pharaohs`` command stands in for the frozen executable."""
    from pharaohs.ai import process, worker
    from pharaohs.core.rng import Rng

    program = tmp_path / "pharaohs"
    program.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m pharaohs "$@"\n')
    program.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))
    monkeypatch.setattr(process, "_IDLE", [])  # no helper started the unfrozen way
    monkeypatch.setattr(process, "_STARTED", [])
    game, state = _rolled_ra()
    view = game.view(state, 0)
    thinker = worker.Thinker.decide(game, view, 0, Rng.from_seed(1), "hard", 0.2)
    thinker.join(60)
    helpers = list(process._STARTED)
    try:
        move, _rng = thinker.result()
        assert move in game.legal_moves(state, 0)
        assert helpers
        for helper in helpers:
            assert helper.process.args == [str(program), process.HELPER_ARGUMENT]
    finally:
        process.shutdown()
    assert all(helper.process.returncode == 0 for helper in helpers)
