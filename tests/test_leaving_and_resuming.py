"""Leaving a table and coming back to it, driven through the screens as a player would:
every way off the table keeps the game (``TableScene.may_leave``), a saved game comes
back with its computer seats at their own levels, and every way onto the table puts
the curtain up when secrets would show to the wrong person (``TableScene.sync_seat``).
"""

from __future__ import annotations

import json
import time

import pygame
import pygame_gui
import pytest

from pharaohs import storage
from pharaohs.ai import worker
from pharaohs.core import Match
from pharaohs.core.match import Seat
from pharaohs.games import get_game
from pharaohs.ui.frame import table as table_module
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.curtain import CurtainScene
from pharaohs.ui.frame.dialogs import LoadGameScene, SettingsScene
from pharaohs.ui.frame.handover import HandOverScene
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.frame.new_game import NewGameScene
from pharaohs.ui.frame.pause import PauseScene, RulesScene
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene

pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture
def app():
    app = App((1280, 800), flags=0)
    app.settings.ai_delay_ms = 0
    app.settings.animations = False
    yield app
    for scene in app.stack:
        if isinstance(scene, TableScene):
            scene.stop_thinking()


# -- a hand at the screen -----------------------------------------------------------
def frames(app, events=(), count: int = 3) -> None:
    """One frame with ``events``, then frames that deliver what pygame_gui posted."""
    app.step(0.016, list(events))
    for _ in range(count):
        app.step(0.016, pygame.event.get())


def click(app, widget) -> None:
    pos = widget.rect.center
    frames(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def key(app, code) -> None:
    frames(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])


def buttons(scene) -> dict:
    """A screen's buttons by their text (pygame_gui's, or the main menu's own)."""
    if getattr(scene, "manager", None) is None:
        return {b.text: b for b in scene.widgets}
    return {b.text: b for b in scene.manager.get_sprite_group().sprites()
            if isinstance(b, pygame_gui.elements.UIButton)}


def open_scene(app, scene):
    app.push(scene)
    frames(app)
    return scene


def the_table(app) -> TableScene:
    (table,) = [s for s in app.stack if isinstance(s, TableScene)]
    return table


def main_menu(app) -> MainMenuScene:
    """The main menu on its own, its games in progress checked."""
    frames(app)
    (menu,) = app.stack
    assert isinstance(menu, MainMenuScene)
    frames(app)
    assert menu.checked
    return menu


def pause(app) -> PauseScene:
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack[-1], PauseScene)
    return app.stack[-1]


def quit_to_menu(app) -> MainMenuScene:
    click(app, buttons(pause(app))["Quit to menu"])
    return main_menu(app)


def load_from_dialog(app, path) -> None:
    """Pick ``path``'s row in the Load dialog on top."""
    dialog = app.stack[-1]
    assert isinstance(dialog, LoadGameScene)
    click(app, dialog.rows[dialog.saves.index(path)])


def save_as(app, name: str):
    """Pause → Save game… → ``name`` → Save → Resume; the save's path."""
    scene = pause(app)
    click(app, buttons(scene)["Save game…"])
    scene.name_field.set_text(name)
    click(app, buttons(scene)["Save"])
    assert "Saved as" in scene.message
    click(app, buttons(scene)["Back"])
    click(app, buttons(scene)["Resume"])
    return storage.saves_dir() / f"{name}.json"


def resume_from_menu(app, menu, match_seed) -> TableScene:
    """Click the Continue entry of the game dealt with ``match_seed``."""
    (button,) = [b for b, g in zip(menu.resume_buttons, menu.games, strict=True)
                 if g.match.seed == match_seed]
    click(app, button)
    return the_table(app)


def in_progress_seeds() -> set:
    return {game.match.seed for game in storage.games_in_progress()[0]}


# -- 1. the computer seats keep their levels ------------------------------------------
LEVELS = {1: "easy", 2: "medium", 3: "hard"}


@pytest.fixture
def thinking(monkeypatch):
    """Each computer decision's seat and level as the table hands them to the players
    (Hard searching a tenth of a second, in this process)."""
    decided: list[tuple[int, str]] = []

    class Recorded(worker.Thinker):
        @classmethod
        def decide(cls, game, view, seat, rng, level, seconds=0.1, seen=()):
            decided.append((seat, level))
            return worker.Thinker.decide(game, view, seat, rng, level, 0.1, seen)

    monkeypatch.setattr(worker, "USE_PROCESSES", False)
    monkeypatch.setattr(table_module, "Thinker", Recorded)
    return decided


def new_ra_game(app) -> TableScene:
    """Main menu → New game → Ra: Anna, and Ben on Easy, Cleo on Medium, Darius on Hard."""
    app.push(MainMenuScene(app))
    menu = main_menu(app)
    click(app, menu.game_buttons["ra_dice"])
    set_up(app, ["human", "ai:easy", "ai", "ai:hard"])
    return the_table(app)


def set_up(app, kinds) -> None:
    """In the new-game dialog on top: a seat of each kind in ``kinds``, then Start."""
    dialog = app.stack[-1]
    assert isinstance(dialog, NewGameScene)
    dialog.set_players(len(kinds))
    frames(app)
    for choice, kind in zip(dialog.kind_choices, kinds, strict=False):
        choice.pick(kind)
    frames(app)
    click(app, dialog.start_button)


def level_labels(app) -> list[str]:
    from drawn_text import drawn_lines

    the_table(app)._panels = None  # painted again, not from the picture kept
    with drawn_lines() as drawn:
        app.dirty = True
        app.step(0.0, [])
    return [line for line in drawn if line.startswith("Computer, ")]


def computers_play_a_round(app, table) -> None:
    """Anna ends her turn; each computer plays its own until it is hers again."""
    game = table.game
    while table.humans_to_act():
        table.commit(0, game.legal_moves(table.state, 0)[-1 if table.match.log else 0])
    end = time.monotonic() + 60
    while not table.humans_to_act() and time.monotonic() < end:
        app.step(0.02, [])
        time.sleep(0.002)
    assert table.humans_to_act() == [0]


@pytest.mark.parametrize("way_back", ["Continue", "Load game…"])
def test_a_resumed_or_loaded_game_plays_each_computer_at_its_own_level(app, thinking,
                                                                        way_back):
    """Issue: resuming or loading turned every Easy or Hard seat into Medium. One roll,
    then the game is left and opened again; the seats say their own levels and play
    at them."""
    table = new_ra_game(app)
    assert [table.level(seat) for seat in LEVELS] == list(LEVELS.values())
    table.commit(0, table.game.legal_moves(table.state, 0)[0])  # Anna rolls
    seed = table.match.seed
    if way_back == "Continue":
        menu = quit_to_menu(app)
        table = resume_from_menu(app, menu, seed)
    else:
        path = save_as(app, "evening")
        menu = quit_to_menu(app)
        click(app, buttons(menu)["Load game…"])
        load_from_dialog(app, path)
        table = the_table(app)
    assert table.match.seed == seed and len(table.match.log) == 1
    assert level_labels(app) == ["Computer, Easy", "Computer, Medium", "Computer, Hard"]
    computers_play_a_round(app, table)
    assert sorted(set(thinking)) == sorted(LEVELS.items()), "each at its own level"


def test_the_seats_level_survives_a_save_file_and_the_command_lines_level_too(app):
    """``storage.load_match`` keeps each seat's level; a table opened with one level for
    every computer (``pharaohs play --ai hard``) writes it into each seat, so its save
    keeps it too."""
    game = get_game("ra_dice")
    match = Match.start(game, [Seat("Anna"), Seat("Ben", "ai")], 3)
    table = TableScene(app, match, ai_level="hard")
    assert table.save_progress()
    loaded = storage.load_match(table.autosave_path)
    assert [seat.level for seat in loaded.seats] == ["", "hard"]
    assert TableScene(app, loaded).level(1) == "hard"


# -- 2. every way off a table keeps its game --------------------------------------------
def new_labyrinth_game(app) -> TableScene:
    """Main menu → New game → Labyrinth, Anna and Ben → Start: a game with no move yet."""
    app.push(MainMenuScene(app))
    menu = main_menu(app)
    click(app, menu.game_buttons["labyrinth"])
    set_up(app, ["human", "human"])
    table = the_table(app)
    assert table.match.log == []
    return table


def other_save() -> storage.Path:
    """A named save of another game, to load over the table."""
    game = get_game("ra_dice")
    match = Match.start(game, [Seat("Esther"), Seat("Fay", "ai")], 99)
    match.play(0, game.legal_moves(match.state, 0)[0])
    return storage.save_match(match, storage.saves_dir() / "other.json")


def leave_by_loading(app) -> None:
    save = other_save()
    click(app, buttons(pause(app))["Load game…"])
    load_from_dialog(app, save)


def leave_by_quitting(app) -> None:
    click(app, buttons(pause(app))["Quit to menu"])


def leave_by_closing_the_window(app) -> None:
    frames(app, [pygame.event.Event(pygame.QUIT)])


LEAVING = {"load another game over it": leave_by_loading, "quit to menu": leave_by_quitting,
           "close the window": leave_by_closing_the_window}


@pytest.mark.parametrize("way", LEAVING)
def test_a_new_game_with_no_move_yet_is_kept_whichever_way_the_table_is_left(app, way):
    """Issue: a Labyrinth game just set up vanished when another game was loaded over
    it; quitting to the menu kept it. Every way off the table keeps it alike."""
    table = new_labyrinth_game(app)
    LEAVING[way](app)
    assert table not in app.stack or not app.running
    assert table.match.seed in in_progress_seeds()


def test_closing_the_window_ends_the_program_once_the_game_is_kept(app):
    new_labyrinth_game(app)
    leave_by_closing_the_window(app)
    assert not app.running


def test_a_hint_asked_since_the_last_move_is_kept_on_leaving(app, monkeypatch):
    """The game's mark for the high scores must not be lost by leaving before the next
    move: the file then lacks what the table holds."""
    game = get_game("labyrinth")
    table = open_scene(app, TableScene(app, Match.start(game, [Seat("Anna")], 4)))
    table.commit(0, game.legal_moves(table.state, 0)[0])
    monkeypatch.setattr(table_module, "HARD_SECONDS", 0.1)
    key(app, pygame.K_h)
    assert table.hints_used and not storage.load_match(table.autosave_path).hints_used
    leave_by_loading(app)
    assert storage.load_match(table.autosave_path).hints_used


def test_leaving_a_resumed_game_untouched_writes_nothing(app):
    """The file it came from holds it already: it is not written again, and a named save
    gets no autosave copy (it would stand twice in the lists)."""
    game = get_game("ra_dice")
    match = Match.start(game, [Seat("Anna"), Seat("Ben", "ai")], 5)
    match.play(0, game.legal_moves(match.state, 0)[0])
    autosave = storage.new_autosave_path(game.id)
    assert storage.keep_progress(match, autosave) is None
    named = storage.save_match(match, storage.saves_dir() / "named.json")
    for path in (autosave, named):
        app.push(MainMenuScene(app))
        click(app, buttons(main_menu(app))["Load game…"])
        load_from_dialog(app, path)
        written = autosave.stat().st_mtime_ns
        leave_by_quitting(app)
        main_menu(app)
        app.stack.clear()
        assert autosave.stat().st_mtime_ns == written
    assert sorted(p.name for p in storage.autosaves_dir().iterdir()) == [autosave.name]


@pytest.mark.parametrize("button", ["Main menu", "Play again"])
def test_the_results_screen_leaves_a_finished_game_once_in_the_finished_games(app, button):
    """The last move moved its autosave to ``finished/``; leaving the results writes no
    second copy and puts nothing under Continue. Play again's new game, with no move
    yet, is kept like any other when its table is left."""
    game = get_game("labyrinth")
    match = Match.start(game, [Seat("Anna")], 4)
    table = TableScene(app, match)
    open_scene(app, table)
    while not game.is_over(match.state):
        table.commit(0, game.legal_moves(match.state, 0)[0])
    frames(app)
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    click(app, buttons(results)[button])
    assert [p.name for p in storage.finished_dir().iterdir()] == [table.autosave_path.name]
    assert not storage.autosaves_dir().exists() or not any(storage.autosaves_dir().iterdir())
    if button == "Play again":
        again = the_table(app)
        assert again is not table and again.match.log == []
        leave_by_closing_the_window(app)
        assert in_progress_seeds() == {again.match.seed}


def in_the_way(home) -> None:
    """A file where the autosaves' folder should be: no autosave can be written."""
    for path in (home / "autosaves").iterdir():
        path.unlink()
    (home / "autosaves").rmdir()
    (home / "autosaves").write_text("a file in the way")


def test_a_game_that_cannot_be_kept_holds_the_load_up_once_and_says_why(app, home):
    """As quitting to the menu did: the table stays, the dialogs over it closed, with the
    reason; loading again goes without it."""
    table = new_labyrinth_game(app)
    save = other_save()
    in_the_way(home)
    click(app, buttons(pause(app))["Load game…"])
    load_from_dialog(app, save)
    assert app.stack == [table]
    assert "could not be saved" in table.message and "in the way" in table.message
    assert "Do the same again to leave without saving." in table.message
    click(app, buttons(pause(app))["Load game…"])
    load_from_dialog(app, save)
    assert the_table(app).match.seed == 99


def test_a_game_that_cannot_be_kept_keeps_the_window_open_once(app, home):
    table = new_labyrinth_game(app)
    in_the_way(home)
    pause(app)
    leave_by_closing_the_window(app)
    assert app.running and app.stack == [table] and "in the way" in table.message
    leave_by_closing_the_window(app)
    assert not app.running


# -- 3. the high scores' hints mark -----------------------------------------------------
def test_the_hints_mark_is_data_worded_in_the_readers_language(app):
    """Issue: "(with hints)" was written into the stored name in English, so the German
    program showed "Jürgen (with hints)"."""
    from pharaohs import locale
    from pharaohs.ui.kit.solo import entry_name

    game = get_game("labyrinth")
    match = Match.start(game, [Seat("Jürgen")], 4)
    while not game.is_over(match.state):
        match.play(0, game.legal_moves(match.state, 0)[0])
    results = open_scene(app, ResultsScene(app, match, hints=True))
    written = json.loads((storage.data_dir() / "highscores.json").read_text("utf-8"))
    (entry,) = written["labyrinth-solo-basic"]
    assert entry["name"] == "Jürgen" and entry["hints"] is True
    assert "Jürgen (with hints)" in [locale.tr(label.text) for label in results.labels]
    app.set_language("de")
    frames(app)
    shown = [locale.tr(label.text) for label in results.labels]
    assert "Jürgen (mit Tipps)" in shown and not any("with hints" in s for s in shown)
    assert locale.tr(entry_name({"name": "Anna", "hints": False})) == "Anna"


def test_an_older_entry_with_the_english_mark_in_its_name_reads_as_marked(home):
    """Earlier versions wrote the mark into the name: it is read as the mark, and the
    file holds it so from the next score on."""
    old = {"labyrinth-solo-basic": [
        {"name": "Jürgen (with hints)", "score": 30, "when": "2024-05-01", "game": "4:60"},
        {"name": "Anna", "score": 20, "when": "2024-05-02"}]}
    (home / "highscores.json").write_text(json.dumps(old), "utf-8")
    assert storage.check_high_scores() is None, "an older file is not damaged"
    entries = storage.high_scores("labyrinth-solo-basic")
    assert [(e["name"], e.get("hints", False)) for e in entries] == [("Jürgen", True),
                                                                     ("Anna", False)]
    assert storage.add_high_score("labyrinth-solo-basic", "Cleo", 10, "2024-05-03") == 3
    written = json.loads((home / "highscores.json").read_text("utf-8"))
    assert written["labyrinth-solo-basic"][0] == {"name": "Jürgen", "score": 30,
                                                  "when": "2024-05-01", "game": "4:60",
                                                  "hints": True}


def test_a_hints_mark_that_is_not_true_or_false_is_damage(home):
    bad = {"t": [{"name": "Anna", "score": 3, "when": "today", "hints": "yes"}]}
    (home / "highscores.json").write_text(json.dumps(bad), "utf-8")
    assert storage.high_scores("t") == []
    assert "damaged" in storage.check_high_scores()


# -- 4. the curtain on every way onto a table ---------------------------------------------
HIDDEN_HANDS = ("im_bann", "dahschur")


def hot_seat(game_id: str, moves: int = 0) -> Match:
    """Anna, Ben and Cleo at one screen; at least ``moves`` legal moves played, until it
    is Anna's turn (the first person at the table: her hand was the one shown)."""
    game = get_game(game_id)
    match = Match.start(game, [Seat("Anna"), Seat("Ben"), Seat("Cleo")], 11)
    while len(match.log) < moves or match.to_act() != (0,):
        seat = match.to_act()[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match


def behind_the_curtain(app) -> int:
    """The seat the curtain on top waits for (the table drawn under it: nothing)."""
    curtain = app.stack[-1]
    assert isinstance(curtain, CurtainScene), "secrets would show without the curtain"
    table = the_table(app)
    assert table.curtain_up
    assert app.stack.index(curtain) > app.stack.index(table)
    return curtain.seat


def take_the_seat(app, seat: int) -> TableScene:
    assert behind_the_curtain(app) == seat
    key(app, pygame.K_RETURN)
    table = the_table(app)
    assert app.stack[-1] is table and table.viewer == seat
    return table


@pytest.mark.parametrize("game_id", HIDDEN_HANDS)
def test_a_hot_seat_game_resumed_opens_behind_the_curtain(app, game_id):
    """Issue: resuming a hot-seat Im Bann game showed the hand of the seat to act."""
    match = hot_seat(game_id)
    path = storage.new_autosave_path(game_id)
    assert storage.keep_progress(match, path) is None
    app.push(MainMenuScene(app))
    table = resume_from_menu(app, main_menu(app), match.seed)
    take_the_seat(app, match.to_act()[0])
    assert table.autosave_path == path


@pytest.mark.parametrize("game_id", HIDDEN_HANDS)
def test_a_hot_seat_game_loaded_over_another_opens_behind_the_curtain(app, game_id):
    match = hot_seat(game_id, moves=1)
    path = storage.save_match(match, storage.saves_dir() / "hot seat.json")
    solo = Match.start(get_game("labyrinth"), [Seat("Dora")], 2)
    open_scene(app, TableScene(app, solo))
    click(app, buttons(pause(app))["Load game…"])
    load_from_dialog(app, path)
    take_the_seat(app, match.to_act()[0])


@pytest.mark.parametrize("game_id", HIDDEN_HANDS)
def test_a_new_hot_seat_game_opens_behind_the_curtain(app, game_id):
    """Whoever pressed Start is not necessarily the first player."""
    app.push(MainMenuScene(app))
    click(app, main_menu(app).game_buttons[game_id])
    set_up(app, ["human"] * 3)
    take_the_seat(app, the_table(app).match.to_act()[0])


@pytest.mark.parametrize("game_id", HIDDEN_HANDS)
def test_dialogs_and_a_language_switch_give_the_table_back_to_the_seat_at_it(app, game_id):
    """The pause, the rules and the settings (switching to German) close over the same
    player's table: no curtain, and still that player's hand; the next player still
    gets the curtain."""
    match = hot_seat(game_id)
    open_scene(app, TableScene(app, match))
    seat = match.to_act()[0]
    table = take_the_seat(app, seat)
    scene = pause(app)
    click(app, buttons(scene)["Rules"])
    assert isinstance(app.stack[-1], RulesScene)
    key(app, pygame.K_ESCAPE)
    click(app, buttons(scene)["Settings"])
    settings = app.stack[-1]
    assert isinstance(settings, SettingsScene)
    settings.language_choice.pick("de")
    click(app, buttons(settings)["Save"])
    assert app.stack[-1] is scene
    click(app, buttons(scene)["Weiterspielen"])
    assert app.stack[-1] is table and table.viewer == seat and not table.curtain_up
    game = table.game
    while table.humans_to_act() == [seat]:
        table.commit(seat, game.legal_moves(table.state, seat)[0])
    frames(app)
    if isinstance(app.stack[-1], HandOverScene):  # a turn that drew shows the cards first
        key(app, pygame.K_RETURN)
    assert behind_the_curtain(app) != seat


def test_a_lone_person_among_computers_never_meets_the_curtain(app):
    game = get_game("im_bann")
    match = Match.start(game, [Seat("Anna"), Seat("Ben", "ai"), Seat("Cleo", "ai")], 11)
    path = storage.new_autosave_path(game.id)
    assert storage.keep_progress(match, path) is None
    app.push(MainMenuScene(app))
    table = resume_from_menu(app, main_menu(app), match.seed)
    assert app.stack == [table] and table.viewer == 0
