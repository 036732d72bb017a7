"""The menu screens driven headless by synthetic clicks and keys through ``App.step``.

Saves and settings go to a temporary PHARAOHS_HOME. Where a screen needs a
finished game with a known score breakdown, a tiny game written here (a
scarab race) stands in; the menu and new-game tests use the real registry.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import itertools
import json
import os
import subprocess
import sys
import time
import types
import warnings
from dataclasses import dataclass
from typing import ClassVar

import pygame
import pygame_gui
import pytest

from pharaohs import games, storage
from pharaohs.core import Game, Match, Outcome, Rng, SetupError
from pharaohs.core.game import Move
from pharaohs.core.match import Seat
from pharaohs.resources import resource
from pharaohs.ui.frame import gui, table
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.dialogs import LoadGameScene, SettingsScene
from pharaohs.ui.frame.high_scores import HighScoresScene
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.frame.new_game import NewGameScene
from pharaohs.ui.frame.pause import PauseScene, RulesScene, check_save_name
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.board_view import BoardView

SIZES = ((1280, 800), (1024, 640))


# -- a tiny game with a score breakdown --------------------------------------------
@dataclass(frozen=True)
class Crawl(Move):
    """Move your scarab one or two steps."""

    step: ClassVar[str] = "crawl"
    steps: int


@dataclass(frozen=True)
class Track:
    positions: tuple
    turn: int
    goal: int
    rng: Rng | None


class ScarabRace(Game):
    """First over the line; points for distance and a bonus for the leader(s)."""

    id = "scarab_race"
    title = "Scarab Race"
    min_players, max_players = 1, 4
    variants = ("short", "long")
    options = ("betting",)
    types = (Crawl, Track)
    state_type = Track

    def new_state(self, players, rng, variant, options):
        if variant == "long" and players == 1:
            raise SetupError("The long race needs at least two scarabs.")
        return Track((0,) * players, 0, 4 if variant == "short" else 8, rng)

    def to_act(self, state):
        return (state.turn % len(state.positions),)

    def legal_moves(self, state, seat):
        return [Crawl(1), Crawl(2)]

    def explain(self, state, seat, move):
        return None if move.steps in (1, 2) else "A scarab crawls one or two steps."

    def apply(self, state, seat, move):
        positions = list(state.positions)
        positions[seat] += move.steps
        return dataclasses.replace(state, positions=tuple(positions), turn=state.turn + 1)

    def is_over(self, state):
        return max(state.positions) >= state.goal

    def scores(self, state):
        return state.positions

    def result(self, state):
        best = max(state.positions)
        details = [(("Distance", p), ("Leader bonus", 3 if p == best else 0))
                   for p in state.positions]
        return Outcome.from_scores([sum(v for _, v in d) for d in details], details)


RACE = ScarabRace()


class PlainBoard(BoardView):
    """A board that draws nothing (the real boards are tested with their games)."""

    game_id = "scarab_race"

    def __init__(self, ctx):
        self.ctx = ctx
        self.area = pygame.Rect(0, 0, 1, 1)

    def resize(self, area):
        self.area = pygame.Rect(area)


# -- fixtures and helpers -----------------------------------------------------------
@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def race(monkeypatch):
    """Register the scarab race next to the real games: its rules a module where the
    registry looks for them."""
    rules = types.ModuleType(f"pharaohs.games.{RACE.id}.rules")
    rules.GAME = RACE
    monkeypatch.setitem(sys.modules, rules.__name__, rules)
    monkeypatch.setattr(games, "GAMES", (*games.GAMES, RACE.id))
    games.game.cache_clear()
    boards = table.board_view_class
    monkeypatch.setattr(table, "board_view_class",
                        lambda gid: PlainBoard if gid == RACE.id else boards(gid))
    yield RACE
    games.game.cache_clear()


@pytest.fixture
def plain_boards(monkeypatch):
    """Where a game's board scene is not written yet, the table uses a plain board."""
    boards = table.board_view_class

    def board(game_id):
        if importlib.util.find_spec(f"pharaohs.games.{game_id}.scene") is None:
            return PlainBoard
        return boards(game_id)

    monkeypatch.setattr(table, "board_view_class", board)


def make_app(size=(1280, 800)):
    return App(size=size, flags=0)


def start(app, scene):
    app.push(scene)
    app.step(0.016, [])
    return scene


def pump(app, events=(), frames: int = 3):
    """One frame with ``events``, then frames that deliver what pygame_gui posted."""
    app.step(0.016, list(events))
    for _ in range(frames):
        app.step(0.016, pygame.event.get())


def click(app, widget, frames: int = 3):
    """Press and release the left button over a widget (or a point)."""
    pos = widget if isinstance(widget, tuple) else widget.rect.center
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
               pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], frames)


def key(app, code, frames: int = 1):
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)],
         frames)


def type_into(app, field, text: str) -> None:
    """Click a text field, select all, and type ``text``."""
    click(app, field, frames=1)
    field.set_text("")
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text], frames=1)


def buttons(scene) -> dict:
    """A screen's buttons by their text: pygame_gui's, or the main menu's own."""
    if getattr(scene, "manager", None) is None:
        return {b.text: b for b in scene.widgets}
    return {b.text: b for b in scene.manager.get_sprite_group().sprites()
            if isinstance(b, pygame_gui.elements.UIButton)}


def open_menu(app) -> MainMenuScene:
    """The main menu once the autosave is checked: the frame after its first."""
    menu = start(app, MainMenuScene(app))
    app.step(0.016, [])
    assert menu.checked
    return menu


def texts(scene) -> str:
    """Every line of text a scene draws itself (a results breakdown included)."""
    return "\n".join(label.text for label in (*scene.labels, *getattr(scene, "lines", ())))


def said(scene) -> str:
    """A scene's text as one line: sentences wrapped over several lines read whole."""
    return " ".join(texts(scene).split())


def finished(game, seats, seed="s", variant=None, options=()):
    """A match played to the end, always crawling two steps."""
    match = Match.start(game, seats, seed, variant, options)
    while not game.is_over(match.state):
        seat = match.to_act()[0]
        match.play(seat, Crawl(2) if seat == 0 else Crawl(1))
    return match


# -- main menu ----------------------------------------------------------------------
def test_main_menu_lists_every_registered_game():
    app = make_app()
    menu = start(app, MainMenuScene(app))
    labels = list(buttons(menu))
    for game_id in games.GAMES:
        title = games.get_game(game_id).title
        assert any(label.startswith(title) for label in labels), title
    first = games.GAMES[0]
    click(app, menu.game_buttons[first])
    assert isinstance(app.stack[-1], NewGameScene)
    assert app.stack[-1].game.id == first


def in_progress(race, names=("Anna", "Ben"), crawls=(2, 1)):
    """An unfinished scarab race with its own autosave; the match and the autosave's path."""
    match = Match.start(race, [Seat(names[0]), Seat(names[1], "ai")], 7, "long", ("betting",))
    for seat, steps in enumerate(crawls):
        match.play(seat % 2, Crawl(steps))
    path = storage.new_autosave_path(race.id)
    assert storage.keep_progress(match, path) is None
    return match, path


def test_nothing_to_resume_without_a_game_in_progress():
    app = make_app()
    menu = start(app, MainMenuScene(app))
    assert menu.checked and menu.resume_buttons == []
    assert "No game in progress." in texts(menu)


def test_a_damaged_autosave_is_named_and_every_other_game_still_offered(race):
    good = storage.save_match(finished(race, [Seat("Anna"), Seat("Ben")]),
                              storage.saves_dir() / "kept.json")
    match, resumable = in_progress(race)
    bad = storage.autosaves_dir() / "broken.json"
    bad.write_text('{"format": "pharaohs-save", "moves": [', "utf-8")
    before = {p: p.read_bytes() for p in (good, resumable)}
    app = make_app()
    menu = open_menu(app)
    assert [g.path for g in menu.games] == [resumable] and len(menu.resume_buttons) == 1
    assert "broken.json" in texts(menu)
    click(app, buttons(menu)["Load game…"])
    dialog = app.stack[-1]
    assert isinstance(dialog, LoadGameScene)
    assert set(dialog.saves) == {good, resumable, bad}
    assert {p: p.read_bytes() for p in before} == before


def test_resume_replays_an_autosave_onto_the_table_and_goes_on_saving_there(race):
    match, path = in_progress(race)
    app = make_app()
    menu = open_menu(app)
    assert menu.resume_buttons[0].text == "Scarab Race (Long, Betting)"
    assert "Anna and Ben (computer) · Anna's turn" in texts(menu)
    assert "2 moves · last played today at " in texts(menu)
    click(app, menu.resume_buttons[0])
    (scene,) = app.stack
    assert isinstance(scene, TableScene) and scene.autosave_path == path
    assert scene.match.state == match.state and scene.match.log == match.log
    scene.commit(0, Crawl(1))
    assert len(storage.load_match(path).log) == 3
    assert list(storage.autosaves_dir().iterdir()) == [path]


def test_a_game_of_five_long_names_names_as_many_as_fit_under_its_button_at_1024_by_640():
    """The line under a game in progress names its players and whose turn it is; five
    long names do not fit a small window, so it names the first ones and how many more
    ("and 3 more"), never a name cut in half."""
    from drawn_text import drawn_lines

    from pharaohs.games import get_game

    names = ("Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette")
    game = get_game("saqqara")
    match = Match.start(game, [Seat(name) for name in names], 3)
    match.play(0, game.legal_moves(match.state, 0)[0])
    assert storage.keep_progress(match, storage.new_autosave_path(game.id)) is None
    app = make_app((1024, 640))
    menu = open_menu(app)
    with drawn_lines() as drawn:
        app.dirty = True
        app.step(0.016, [])
    (button,) = menu.resume_buttons
    assert button.text == "Saqqara"
    assert drawn.cut == []
    (shown,) = [line for line in drawn if line.startswith("Friederike")]
    assert shown.endswith(" more · everyone's turn")  # Saqqara's bids are made at once
    assert any(f" and {n} more " in shown for n in range(1, 5))


def test_every_unfinished_game_is_listed_and_a_new_one_destroys_none(race):
    first, first_path = in_progress(race, ("Anna", "Ben"))
    second, second_path = in_progress(race, ("Cleo", "Darius"), (1,))
    app = make_app()
    table_scene = start(app, TableScene(app, Match.start(race, [Seat("Esther"), Seat("Fay")],
                                                         3)))
    table_scene.commit(0, Crawl(1))
    assert storage.load_match(first_path).log == first.log
    assert storage.load_match(second_path).log == second.log
    app.stack.clear()
    menu = open_menu(app)
    assert {g.match.seats[0].name for g in menu.games} == {"Anna", "Cleo", "Esther"}
    assert len(menu.resume_buttons) == 3


def test_deleting_a_game_in_progress_asks_first(race):
    _match, path = in_progress(race)
    app = make_app()
    menu = open_menu(app)
    click(app, buttons(menu)["Delete"])
    assert "Keep it" in buttons(menu) and path.exists()
    click(app, buttons(menu)["Keep it"])
    assert len(menu.resume_buttons) == 1 and path.exists()
    click(app, buttons(menu)["Delete"])
    click(app, buttons(menu)["Delete this game"])
    assert not path.exists() and menu.resume_buttons == []
    assert "No game in progress." in texts(menu)


def test_the_autosaves_are_replayed_after_the_first_frame(race):
    done = finished(race, [Seat("Anna"), Seat("Ben")])
    path = storage.new_autosave_path(race.id)
    storage.save_match(done, path)
    app = make_app()
    menu = start(app, MainMenuScene(app))
    assert app.frames == 1 and not menu.checked and menu.animating
    checking = buttons(menu)["Checking the games in progress…"]
    assert not checking.is_enabled
    app.step(0.016, [])
    assert menu.checked and not menu.animating and app.frames == 2
    assert menu.resume_buttons == [] and "No game in progress." in texts(menu)
    assert not path.exists() and (storage.finished_dir() / path.name).exists()


def test_without_an_autosave_the_first_frame_is_settled():
    app = make_app()
    menu = start(app, MainMenuScene(app))
    assert menu.checked and not menu.animating
    assert "No game in progress." in texts(menu)


def test_the_menu_tells_once_about_files_set_aside(home):
    (home / "settings.json").write_text("{not json")
    (home / "highscores.json").write_text("[1, 2")
    app = App(size=(1280, 800), settings=storage.Settings.load(), flags=0)
    menu = open_menu(app)
    assert menu.notes() and "settings.json was damaged" in texts(menu)
    more = buttons(menu).get("1 more note about your files…")
    if more is not None:  # the rest are a click away, over the menu
        click(app, more)
        assert any("highscores.json was damaged" in d for d in app.stack[-1].details)
        key(app, pygame.K_RETURN)
    else:
        assert "highscores.json was damaged" in texts(menu)
    assert app.stack == [menu]
    app.stack.clear()
    assert "damaged" not in texts(open_menu(app))


def test_a_failed_autosave_is_told_and_play_goes_on(race, home):
    app = make_app()
    table_scene = start(app, TableScene(app, Match.start(race, [Seat("Anna"), Seat("Ben")], 3)))
    (home / "autosaves").write_text("a file in the way")
    table_scene.commit(0, Crawl(1))
    assert "could not be saved" in table_scene.message and "in the way" in table_scene.message
    assert table_scene.match.log == [(0, Crawl(1))]
    (home / "autosaves").unlink()
    table_scene.commit(1, Crawl(2))
    assert len(storage.load_match(table_scene.autosave_path).log) == 2


#: what the main menu's first frame must not load: no game's package (rules, board, aid),
#: the rules contract, board layouts, pygame_gui and the dialogs that need it, Pillow (art)
NOT_AT_START = ("pharaohs.games.", "pharaohs.core.game", "pytmx", "pygame_gui",
                "pharaohs.ui.frame.dialogs", "PIL", "pharaohs.art",
                # a double-click has no arguments: the command line's parser is not built
                "argparse", "pharaohs.arguments", "datetime")


def test_the_main_menu_starts_without_any_game_its_translations_or_pygame_gui(tmp_path):
    """The first frame needs none of them (nor the command line's parser), in German
    with a game in progress waiting too: each loads once a screen needs it (the
    autosaves are replayed after the first frame), and the menu's titles come from the
    frame's own catalogue."""
    storage_home = {"PHARAOHS_HOME": str(tmp_path)}
    (tmp_path / "settings.json").write_text(json.dumps({"language": "de"}))
    (tmp_path / "autosaves").mkdir()
    (tmp_path / "autosaves" / "ra_dice-waiting.json").write_text("{}")
    probe = ("import json, sys\n"
             "from pharaohs import locale\n"
             "from pharaohs.ui.frame.app import App\n"
             "shown = []\n"
             "run = App.run\n"
             "def run_and_look(app, scene):\n"
             "    run(app, scene)\n"
             "    shown.extend(button.text for button in scene.widgets)\n"
             "App.run = run_and_look\n"
             "from pharaohs.cli import main\n"
             "assert main([]) == 0\n"
             "print(json.dumps({'modules': sorted(sys.modules), 'shown': shown,\n"
             "                  'domains': locale.domains()}))\n")
    env = dict(os.environ, PHARAOHS_QUIT_AFTER_FRAMES="1", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", **storage_home)
    result = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    started = json.loads(result.stdout)
    assert [m for m in started["modules"] if m.startswith(NOT_AT_START)] == []
    assert started["domains"] == ["pharaohs"]
    assert any(text.startswith("Ra: Das Würfelspiel  ·  2–4 Spieler") for text in started["shown"])


def test_the_registry_loads_a_game_its_board_and_aid_by_id_and_knows_it_as_its_rules_do():
    for game_id in games.GAMES:
        game = games.game(game_id)
        assert game.id == game_id
        assert games.ABOUT[game_id] == (game.title, game.min_players, game.max_players)
        assert issubclass(games.board(game_id), BoardView)
        assert games.aid(game_id).AID.parts
    with pytest.raises(games.UnknownGame):
        games.game("chess")
    with pytest.raises(games.UnknownGame):
        games.board("chess")


def test_main_menu_buttons_light_up_under_the_pointer_and_act_on_release():
    app = make_app()
    menu = start(app, MainMenuScene(app))
    quit_button = buttons(menu)["Quit"]
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=quit_button.rect.center, rel=(1, 1),
                                  buttons=(0, 0, 0))], frames=0)
    assert quit_button.state == "hovered" and app.running
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                  pos=quit_button.rect.center)], frames=0)
    assert quit_button.state == "active" and app.running
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5))], frames=0)
    assert quit_button.state == "normal" and app.running  # released elsewhere: nothing
    click(app, quit_button)
    assert app.running and app.stack[-1].question == "Quit Pharaohs?"
    key(app, pygame.K_RETURN)
    assert not app.running


def test_main_menu_draws_again_after_pygame_quit():
    """The buttons' fonts die with ``pygame.quit``; the next window loads them again."""

    first = make_app()
    start(first, MainMenuScene(first))
    pygame.quit()
    app = make_app()
    menu = start(app, MainMenuScene(app))
    assert app.frames == 1 and menu.checked


def test_load_dialog_lists_newest_first_and_reports_a_foreign_file(race):
    older = storage.save_match(finished(race, [Seat("Anna")]), storage.saves_dir() / "a.json")
    foreign = storage.saves_dir() / "shopping.json"
    foreign.write_text(json.dumps({"milk": 2}), "utf-8")
    newer = storage.save_match(finished(race, [Seat("Ben")]), storage.saves_dir() / "b.json")
    for age, path in enumerate((newer, foreign, older)):
        stamp = 1_700_000_000 - 100 * age
        os.utime(path, (stamp, stamp))
    app = make_app()
    start(app, MainMenuScene(app))
    dialog = LoadGameScene(app)
    start(app, dialog)
    assert dialog.saves == [newer, foreign, older]
    assert "Scarab Race" in dialog.rows[0].text and "not a Pharaohs save" in dialog.rows[1].text
    click(app, dialog.rows[1])
    assert app.stack[-1] is dialog
    assert "shopping.json" in texts(dialog)
    click(app, dialog.rows[0])
    scene, results = app.stack
    assert isinstance(scene, TableScene) and scene.match.seats == (Seat("Ben"),)
    assert isinstance(results, ResultsScene)


def test_the_load_dialog_with_a_refusal_lays_out_in_the_smallest_layout(race):
    """A refusal shown at 320×200 leaves the list of saves no room: the list is empty
    there, not a pygame_gui recursion (the event storm reached it through the menu)."""
    in_progress(race)
    app = make_app()
    dialog = start(app, LoadGameScene(app))
    dialog.message = "broken.json cannot be read: the file is damaged. " * 3
    dialog.resize((320, 200))
    app.step(0.016, [])
    assert dialog.rows and dialog.size == (320, 200)


def test_settings_are_saved(race):
    app = make_app()
    start(app, MainMenuScene(app))
    dialog = start(app, SettingsScene(app))
    click(app, dialog.speed.buttons[0])
    click(app, dialog.animations_choice.buttons["off"].rect.center)
    click(app, dialog.fullscreen_box.text_label)
    click(app, dialog.fullscreen_box.text_label)
    assert dialog.fullscreen_box.get_state() is False
    click(app, buttons(dialog)["Save"])
    assert app.stack[-1] is not dialog
    saved = storage.Settings.load()
    assert saved.ai_delay_ms == 0 and saved.animations is False
    assert app.settings.ai_delay_ms == 0


def test_fullscreen_setting_switches_the_window_and_lays_out_again(race):
    app = make_app()
    _match, pause = _paused(app, race)
    table_scene = app.stack[0]
    for fullscreen, size in ((True, (1024, 768)), (False, (1280, 800))):
        click(app, buttons(pause)["Settings"])
        dialog = app.stack[-1]
        click(app, dialog.fullscreen_box)
        click(app, buttons(dialog)["Save"])
        assert app.stack[-1] is pause and app.settings.fullscreen is fullscreen
        assert app.size == size and pause.size == size
        assert table_scene.rects["bar"].right == size[0]


FIXED = ("Load game…", "Replay…", "High scores", "Settings", "Quit")


def placed(menu) -> dict:
    """Where the menu's buttons are, other than those of the games in progress."""
    shown = buttons(menu)
    return {**{label: tuple(shown[label].rect) for label in FIXED},
            **{game_id: tuple(b.rect) for game_id, b in menu.game_buttons.items()}}


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_buttons_stay_put_with_no_one_or_many_games_in_progress(race, size):
    """A click meant for Settings must not land on Quit because a game came or went: the
    same buttons in the same places with 0, 1 and 7 games in progress, while they are
    checked, once listed, and while a deletion is being confirmed."""
    layouts = []
    for count in (0, 1, 7):
        while len(storage.autosave_files()) < count:
            in_progress(race)
        app = make_app(size)
        menu = start(app, MainMenuScene(app))
        layouts.append(placed(menu))
        app.step(0.016, [])
        assert menu.checked and len(menu.games) == count
        layouts.append(placed(menu))
        if count:
            click(app, buttons(menu)["Delete"])
            assert "Keep it" in buttons(menu)
            layouts.append(placed(menu))
    assert all(layout == layouts[0] for layout in layouts)


def test_quit_asks_first_and_says_the_games_in_progress_are_saved(race):
    in_progress(race)
    in_progress(race, ("Cleo", "Darius"))
    app = make_app()
    menu = open_menu(app)
    click(app, buttons(menu)["Quit"])
    question = app.stack[-1]
    assert app.running and question.question == "Quit Pharaohs?"
    assert question.details == ("Your 2 games in progress are saved; Continue offers them at "
                                "the next start.",)
    key(app, pygame.K_ESCAPE)
    assert app.running and app.stack == [menu]
    click(app, buttons(menu)["Quit"])
    click(app, app.stack[-1].buttons[0].rect.center)
    assert not app.running


def test_last_played_says_today_yesterday_or_the_date():
    from pharaohs.ui.frame.menu import last_played

    noon = time.mktime((2026, 3, 14, 12, 0, 0, 0, 0, -1))
    assert last_played(noon - 3600, noon) == "today at 11:00"
    assert last_played(noon - 86400, noon) == "yesterday at 12:00"
    assert last_played(noon - 3 * 86400, noon) == "2026-03-11 12:00"


def test_a_game_in_progress_says_game_rules_players_turn_progress_and_when(plain_boards):
    """Not "Ra: The Dice Game · Jürgen +1", which reads like a score: the game and its
    rules on the button; who plays and whose turn it is; how far it got in the game's
    own words, how many moves, and when it was last played."""
    from pharaohs.games import get_game

    ra, labyrinth = get_game("ra_dice"), get_game("labyrinth")
    dice = Match.start(ra, [Seat("Jürgen"), Seat("Anna", "ai")], 5)
    dice.play(0, ra.legal_moves(dice.state, 0)[0])
    maze = Match.start(labyrinth, [Seat("Cleo"), Seat("Ben")], 5, "professional", ("betting",))
    for match in (dice, maze):
        assert storage.keep_progress(match, storage.new_autosave_path(match.game.id)) is None
    app = make_app()
    menu = open_menu(app)
    shown = texts(menu).splitlines()
    assert {b.text for b in menu.resume_buttons} == {
        "Ra: The Dice Game", "Das Labyrinth des Pharao (Professional, Betting)"}
    assert "Jürgen and Anna (computer) · Jürgen's turn" in shown
    assert "Cleo and Ben · everyone's turn" in shown  # the Labyrinth's seats lay at once
    assert any(line.startswith("Epoch 1 of 3 · 1 move · last played today at ")
               for line in shown)
    assert any(line.startswith("Turn 1 of 25 · no move yet · last played today at ")
               for line in shown)


def test_games_without_a_move_never_push_a_game_under_way_off_the_list(race):
    """Tables opened and left without a move are newer than the long game under way, yet
    it stays first; the list says how many more games there are."""
    under_way, path = in_progress(race, ("Long", "Game"), (1,) * 7)
    old = time.time() - 7 * 86400
    os.utime(path, (old, old))
    for number in range(6):
        in_progress(race, (f"New {number}", "Game"), ())
    app = make_app((1024, 640))
    menu = open_menu(app)
    first = menu.resume_buttons[0]
    click(app, first)
    (scene,) = app.stack
    assert scene.match.log == under_way.log
    app.stack.clear()
    menu = open_menu(app)
    hidden = 7 - len(menu.resume_buttons)
    assert hidden > 0
    assert f"{hidden} more games in progress under Load game…" in texts(menu)


def test_high_scores_are_a_menu_away_per_game_and_variant(race):
    """The high-score tables were seen only at the end of a solo game: the main menu
    opens them, a table per variant of each game played alone (the others say where
    their scores are), drawn as the results screen draws its table; German too."""
    from pharaohs import locale
    from pharaohs.ui.frame.high_scores import entry_name

    storage.add_high_score("labyrinth-solo-basic", "Nefertari", 131, "2026-03-01")
    storage.add_high_score("labyrinth-solo-basic", "Anna", 142, "2026-03-02")
    storage.add_high_score("labyrinth-solo-professional", "Ben", 180, "2026-03-03")
    app = make_app()
    menu = open_menu(app)
    click(app, buttons(menu)["High scores"])
    scene = app.stack[-1]
    assert isinstance(scene, HighScoresScene) and scene.chosen == "labyrinth"
    lines = texts(scene).splitlines()
    assert {"Solo · Basic", "Solo · Professional"} <= set(lines)
    assert lines.index("Anna") < lines.index("Nefertari") and "142" in lines
    assert "Ben" in lines and "180" in lines
    assert not scene.game_buttons["ra_dice"].is_enabled  # never played alone
    assert "Games of two or more players show their scores" in said(scene)
    click(app, scene.game_buttons[race.id])
    assert scene.chosen == race.id
    assert "No solo game of these rules has been finished yet." in said(scene)
    app.set_language("de")
    try:
        click(app, scene.game_buttons["labyrinth"])
        assert {"Bestenliste", "Solo · Grundspiel", "Solo · Profispiel"} <= {
            locale.tr(label.text) for label in scene.labels}
        assert locale.tr(entry_name({"name": "Anna", "hints": True})) == "Anna (mit Tipps)"
    finally:
        app.set_language("en")
    assert entry_name({"name": "Anna", "hints": True}) == "Anna (with hints)"
    assert entry_name({"name": "Anna"}) == "Anna"
    key(app, pygame.K_ESCAPE)
    assert app.stack == [menu]


# -- new game -----------------------------------------------------------------------
def _choose_variant(app, scene, variant):
    if scene.variant_menu is None or scene.variant_menu.selected_option[1] == variant:
        return
    click(app, scene.variant_menu)
    for item in scene.variant_menu.current_state.options_selection_list.item_list:
        if item["object_id"] == variant or item["text"].lower() == variant:
            click(app, item["button_element"])
            break
    assert scene.variant_menu.selected_option[1] == variant


@pytest.mark.parametrize("game_id", games.GAMES)
def test_new_game_refuses_nothing_legal(game_id, plain_boards):
    game = games.get_game(game_id)
    app = make_app()
    option_sets = [c for r in range(len(game.options) + 1)
                   for c in itertools.combinations(game.options, r)]
    for variant, options, players in itertools.product(
            game.variants, option_sets, range(game.min_players, game.max_players + 1)):
        scene = start(app, NewGameScene(app, game_id))
        _choose_variant(app, scene, variant)
        for option in options:
            click(app, scene.option_boxes[option])
        count = {b.text: b for b in buttons(scene).values()}[str(players)]
        click(app, count)
        assert len(scene.name_fields) == players
        click(app, scene.start_button)
        assert scene.message == "", (variant, options, players)
        (table_scene,) = app.stack
        match = table_scene.match
        assert (match.variant, match.options, len(match.seats)) == (variant, options, players)
        app.stack.clear()


def test_new_game_starts_the_table_with_the_chosen_seats(race):
    app = make_app()
    scene = start(app, NewGameScene(app, race.id))
    assert [f.get_text() for f in scene.name_fields] == ["Anna", "Ben"]
    assert [c.value for c in scene.kind_choices] == ["human", "ai"]
    click(app, buttons(scene)["3"])
    type_into(app, scene.name_fields[0], "Nefertari")
    click(app, scene.kind_choices[1].buttons["human"])
    type_into(app, scene.seed_field, "42")
    click(app, scene.option_boxes["betting"])
    click(app, scene.start_button)
    (table_scene,) = app.stack
    assert isinstance(table_scene, TableScene)
    match = table_scene.match
    assert match.seats == (Seat("Nefertari"), Seat("Ben"), Seat("Cleo", "ai", "medium"))
    assert match.seed == 42 and match.options == ("betting",) and match.variant == "short"
    assert storage.Settings.load().last_names[:3] == ("Nefertari", "Ben", "Cleo")


def test_new_game_allows_an_all_computer_demo_and_shows_refusals(race):
    app = make_app()
    scene = start(app, NewGameScene(app, race.id))
    click(app, buttons(scene)["1"])
    _choose_variant(app, scene, "long")
    click(app, scene.kind_choices[0].buttons["ai"])
    assert "demonstration" in texts(scene)
    click(app, scene.start_button)
    assert app.stack == [scene]
    assert "The long race needs at least two scarabs." in texts(scene)
    click(app, buttons(scene)["2"])
    click(app, scene.kind_choices[1].buttons["ai"])
    click(app, scene.start_button)
    (table_scene,) = app.stack
    assert [s.kind for s in table_scene.match.seats] == ["ai", "ai"]


def test_new_game_back_returns_to_the_menu(race):
    app = make_app()
    start(app, NewGameScene(app, race.id))
    key(app, pygame.K_ESCAPE)
    (scene,) = app.stack
    assert isinstance(scene, MainMenuScene)


def test_a_fixed_field_loses_its_mark_at_once_and_keeps_the_typing_cursor(race):
    """A seed that is not a number and a seat without a name are marked when Start is
    pressed; each mark goes as soon as its field is right, while the player types on
    in it (the rebuilt screen keeps the focus); a refusal of the rules goes once the
    choice is one they accept."""
    app = make_app()
    scene = start(app, NewGameScene(app, race.id))
    type_into(app, scene.seed_field, "12a")
    type_into(app, scene.name_fields[1], "")
    click(app, scene.start_button)
    assert app.stack == [scene]
    assert "The seed must be a whole number, such as 12345." in said(scene)
    assert "Every seat needs a name: type one in the marked field." in said(scene)
    assert [r.topleft for r in scene.outlines] == [scene.name_fields[1].rect.topleft]
    click(app, scene.seed_field, frames=1)
    key(app, pygame.K_BACKSPACE, frames=3)
    assert scene.seed_field.get_text() == "12" and scene.seed_field.is_focused
    assert "The seed must be a whole number" not in said(scene)
    assert "Leave blank for a new random game" in said(scene)
    click(app, scene.name_fields[1], frames=1)
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text="B")])
    assert "Every seat needs a name" not in said(scene) and scene.outlines == []
    assert scene.name_fields[1].is_focused
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text="o")])
    assert scene.name_fields[1].get_text() == "Bo", "typing goes on in the same field"
    click(app, buttons(scene)["1"])
    _choose_variant(app, scene, "long")
    click(app, scene.start_button)
    assert "The long race needs at least two scarabs." in said(scene)
    click(app, buttons(scene)["2"])
    assert "The long race needs at least two scarabs." not in said(scene)
    click(app, scene.start_button)
    (table_scene,) = app.stack
    assert table_scene.match.seed == 12 and table_scene.match.seats[1].name == "Bo"


def test_a_name_field_says_what_it_leaves_out(race):
    """Names keep to 20 characters and to signs the font draws: what a field leaves out
    of what was typed is said at that field (marked), and the note goes once the
    player types on without losing anything."""
    app = make_app()
    scene = start(app, NewGameScene(app, race.id))
    click(app, scene.name_fields[0], frames=1)
    scene.name_fields[0].set_text("")
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "Ann\U0001F600"])
    assert scene.name_fields[0].get_text() == "Ann"
    assert "Emoji and other signs the game cannot draw are left out of names." in said(scene)
    assert [r.topleft for r in scene.outlines] == [scene.name_fields[0].rect.topleft]
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text="a")])
    assert scene.name_fields[0].get_text() == "Anna" and scene.name_fields[0].is_focused
    assert "left out" not in said(scene) and scene.outlines == []
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "bcdefghijklmnopqrstuvw"])
    assert len(scene.name_fields[0].get_text()) == 20
    assert "A name has at most 20 characters." in said(scene)


@pytest.mark.parametrize("game_id", games.GAMES)
def test_every_player_count_is_explained_beneath_it(game_id, plain_boards):
    """The README says each variant, option and player count is explained in a line
    beneath it: every count of every game has its line, in English and German."""
    from pharaohs import locale
    from pharaohs.ui.frame.new_game import explanations

    game = games.get_game(game_id)
    variants, options, players = explanations(game_id)
    assert set(variants) >= set(game.variants) - {"standard"}
    assert set(options) == set(game.options)
    counts = range(game.min_players, game.max_players + 1)
    assert set(players) == set(counts)
    app = make_app()
    scene = start(app, NewGameScene(app, game_id))
    for count in counts:
        click(app, {b.text: b for b in buttons(scene).values()}[str(count)])
        assert scene.players == count
        assert str(players[count]) in said(scene)
    locale.set_language("de")
    try:
        assert all(locale.tr(line) != str(line) for line in players.values())
    finally:
        locale.set_language("en")


def test_the_setup_column_fits_its_panel_at_1024_by_640_in_both_languages():
    """Every variant, option and player count with its line, and the seed: nothing runs
    out of the setup panel in the smallest window, long German lines included."""
    from pharaohs import locale
    from pharaohs.ui.kit import theme

    app = make_app((1024, 640))
    try:
        for language, game_id in itertools.product(("en", "de"), games.GAMES):
            app.set_language(language)
            game = games.get_game(game_id)
            for variant, players in itertools.product(
                    game.variants, range(game.min_players, game.max_players + 1)):
                scene = NewGameScene(app, game_id)
                scene.players, scene.variant, scene.options = players, variant, {*game.options}
                scene.resize(app.size)
                panel = scene.panels[0]
                bottom = max(label.pos[1] + theme.font(label.size, label.bold).get_linesize()
                             for label in scene.labels
                             if panel.left <= label.pos[0] < panel.right
                             and label.pos[1] > panel.top)
                assert bottom <= panel.bottom, (language, game_id, variant, players)
    finally:
        locale.set_language("en")


# -- results ------------------------------------------------------------------------
def test_results_show_the_breakdown_and_the_winner(race):
    match = finished(race, [Seat("Anna"), Seat("Ben", "ai"), Seat("Cleo")])
    app = make_app()
    scene = start(app, ResultsScene(app, match))
    shown = texts(scene)
    outcome = race.result(match.state)
    assert outcome.winners == (0,)
    assert "Anna wins!" in shown
    assert shown.count("Winner") == 1
    for label in ("Distance", "Leader bonus"):
        assert shown.count(label) == 2, "a row of the table, and a line of the winner's list"
    for score in outcome.scores:
        assert str(score) in shown.splitlines()
    assert storage.high_scores(f"{race.id}-solo-short") == []


def test_a_computer_that_wins_is_still_marked_as_a_computer(race):
    """Computer seats are marked everywhere: a winning one is "Winner (computer)", not
    only "Winner" like a person."""
    match = Match.start(race, [Seat("Anna", "ai"), Seat("Ben")], 1)
    match.state = dataclasses.replace(match.state, positions=(5, 4))
    app = make_app()
    scene = start(app, ResultsScene(app, match))
    assert race.result(match.state).winners == (0,)
    assert scene.note(0) == "Winner (computer)" and scene.note(1) == ""
    assert "Winner (computer)" in texts(scene).splitlines()


def test_results_call_a_tie_a_shared_victory(race):
    match = Match.start(race, [Seat("Anna"), Seat("Ben")], 1)
    match.state = dataclasses.replace(match.state, positions=(4, 4))
    app = make_app()
    scene = start(app, ResultsScene(app, match))
    assert "Shared victory: Anna and Ben" in texts(scene)
    assert texts(scene).count("Winner") == 2


def test_results_scroll_a_long_breakdown(race, monkeypatch):
    lines = tuple((f"Treasure {i} found deep in the labyrinth", i % 3) for i in range(40))
    monkeypatch.setattr(race, "result", lambda state: Outcome((40, 40), (0, 1), (lines, lines)))
    app = make_app((1024, 640))
    scene = start(app, ResultsScene(app, finished(race, [Seat("Anna"), Seat("Ben")])))
    assert scene.max_scroll > 0 and scene.scroll == 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False,
                                  precise_x=0.0, precise_y=2.0)], frames=0)
    assert 0 < scene.scroll < scene.max_scroll
    assert not scene.animating


def solo(race, name, crawls, options=()):
    match = Match.start(race, [Seat(name)], name, "short", options)
    for steps in crawls:
        match.play(0, Crawl(steps))
    return match


def test_results_record_a_solo_high_score_and_play_again(race):
    app = make_app()
    start(app, ResultsScene(app, solo(race, "Anna", (1, 2, 2))))
    app.stack.clear()
    weaker = solo(race, "Ben", (2, 2), ("betting",))
    scene = start(app, ResultsScene(app, weaker))
    entries = storage.high_scores(f"{race.id}-solo-short")
    assert [(e["name"], e["score"]) for e in entries] == [("Anna", 8), ("Ben", 7)]
    assert scene.rank == 2 and scene.highlight is not None
    assert "Best solo scores: Short" in texts(scene)
    click(app, buttons(scene)["Play again"])
    (again,) = app.stack
    assert isinstance(again, TableScene)
    match = again.match
    assert (match.seats, match.variant, match.options) == (weaker.seats, "short", ("betting",))
    assert match.log == [] and match.seed != weaker.seed


def test_results_main_menu(race):
    app = make_app()
    table_scene = start(app, TableScene(app, finished(race, [Seat("Anna"), Seat("Ben")])))
    app.step(0.016, [])
    results = app.stack[-1]
    assert isinstance(results, ResultsScene) and app.stack[0] is table_scene
    click(app, buttons(results)["Main menu"])
    (menu,) = app.stack
    assert isinstance(menu, MainMenuScene)


# -- pause --------------------------------------------------------------------------
def _paused(app, race):
    match = Match.start(race, [Seat("Anna"), Seat("Ben")], 3, "long")
    match.play(0, Crawl(2))
    table_scene = start(app, TableScene(app, match))
    key(app, pygame.K_ESCAPE)
    pause = app.stack[-1]
    assert isinstance(pause, PauseScene) and pause.table is table_scene
    return match, pause


def test_pause_saves_a_game_that_loads_back(race):
    app = make_app()
    match, pause = _paused(app, race)
    click(app, buttons(pause)["Save game…"])
    type_into(app, pause.name_field, "Evening game")
    click(app, buttons(pause)["Save"])
    path = storage.saves_dir() / "Evening game.json"
    assert path.exists()
    assert "Saved as “Evening game.json”." in texts(pause)
    loaded = storage.load_match(path)
    assert loaded.state == match.state and loaded.log == match.log
    assert loaded.seats == match.seats and loaded.variant == "long"


def test_pause_refuses_bad_save_names(race):
    assert check_save_name("a/b") and check_save_name("") and check_save_name("autosave")
    assert check_save_name("Anna's game") is None
    app = make_app()
    _match, pause = _paused(app, race)
    click(app, buttons(pause)["Save game…"])
    type_into(app, pause.name_field, "what?")
    click(app, buttons(pause)["Save"])
    assert "may not" in texts(pause)
    assert not any(storage.saves_dir().glob("what*"))


def test_pause_resume_and_quit_to_menu_keep_the_game(race):
    app = make_app()
    match, pause = _paused(app, race)
    table_scene = app.stack[0]
    key(app, pygame.K_ESCAPE)
    assert app.stack == [table_scene]
    table_scene.commit(1, Crawl(1))
    key(app, pygame.K_ESCAPE)
    click(app, buttons(app.stack[-1])["Quit to menu"])
    (menu,) = app.stack
    assert isinstance(menu, MainMenuScene)
    assert [g.match.log for g in menu.games] == [match.log]


def test_quitting_before_the_first_move_keeps_this_game_and_the_last(race):
    in_progress(race, ("Old", "Game"))
    app = make_app()
    start(app, TableScene(app, Match.start(race, [Seat("New"), Seat("Game")], 9)))
    key(app, pygame.K_ESCAPE)
    click(app, buttons(app.stack[-1])["Quit to menu"])
    (menu,) = app.stack
    assert {g.match.seats[0].name for g in menu.games} == {"New", "Old"}


def test_quitting_the_only_game_before_its_first_move_offers_it(race):
    app = make_app()
    start(app, TableScene(app, Match.start(race, [Seat("New"), Seat("Game")], 9)))
    key(app, pygame.K_ESCAPE)
    click(app, buttons(app.stack[-1])["Quit to menu"])
    (menu,) = app.stack
    assert [g.match.seats[0].name for g in menu.games] == ["New"]


def test_rules_viewer_shows_each_game_rulebook(race):
    app = make_app()
    for game_id in ("labyrinth", "ra_dice", "dahschur", "im_bann", "saqqara"):
        assert len(resource("assets", "rules", f"{game_id}.txt").read_text("utf-8")) > 1000
    _match, pause = _paused(app, race)
    click(app, buttons(pause)["Rules"])
    viewer = app.stack[-1]
    assert isinstance(viewer, RulesScene)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_ESCAPE)
    assert app.stack[-1] is pause
    game = games.get_game(games.GAMES[0])
    viewer = start(app, RulesScene(app, game))
    bar = viewer.text_box.scroll_bar
    key(app, pygame.K_END)
    assert bar.start_percentage > 0.5
    key(app, pygame.K_HOME)
    assert bar.start_percentage == 0


@pytest.mark.parametrize("wheel", [-3, -500, 500])
def test_scrolling_glides_and_then_the_window_rests(wheel):
    app = make_app()
    viewer = start(app, RulesScene(app, games.get_game(games.GAMES[0])))
    viewer.text_box.hovered = True  # the dummy display has no pointer to hover with
    pump(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False,
                                  precise_x=0.0, precise_y=float(wheel))], frames=0)
    frames = 0
    while viewer.animating:
        app.step(0.016, [])
        frames += 1
        assert frames < 200, "an idle window must stop drawing"
    assert (viewer.text_box.scroll_bar.start_percentage > 0) == (wheel < 0)


# -- look -----------------------------------------------------------------------------
def _luminance(colour) -> float:
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_text_has_enough_contrast():
    """Widget text on its ground, and the colours we draw text in on the grounds we use."""
    data = gui.theme_data((1280, 800))
    base = data["defaults"]["colours"]
    for name, block in data.items():
        colours = {**base, **block.get("colours", {})}
        for state in ("normal", "hovered", "selected", "active", "disabled"):
            text = pygame.Color(colours[f"{state}_text"])
            ground = pygame.Color(colours[f"{state}_bg"])
            if name == "label" or ground.a == 0:
                continue
            assert contrast(text, ground) >= 4.5, (name, state)
    from pharaohs.ui.kit import theme

    for ink, ground in ((theme.INK, theme.SAND_DARK), (theme.INK_SOFT, theme.PAPYRUS),
                        (theme.BAD, theme.PAPYRUS), (theme.CARNELIAN, theme.PAPYRUS),
                        (theme.SUCCESS, theme.PAPYRUS), (theme.LAPIS, theme.PAPYRUS),
                        (theme.LAPIS, theme.GOLD_LIGHT), (theme.INK, theme.GOLD_LIGHT),
                        (theme.INK_SOFT, theme.GOLD_LIGHT), (theme.SUCCESS, theme.GOLD_LIGHT),
                        (theme.LAPIS, theme.SAND)):
        assert contrast(ink, ground) >= 4.5, (ink, ground)


@pytest.mark.parametrize("size", SIZES)
def test_screens_load_only_our_fonts_at_legible_sizes(size, race):
    app = make_app(size)
    match = finished(race, [Seat("Anna"), Seat("Ben")])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        table_scene = TableScene(app, match)
        scenes = [MainMenuScene(app), NewGameScene(app, race.id), ResultsScene(app, match),
                  PauseScene(app, table_scene), LoadGameScene(app), SettingsScene(app),
                  RulesScene(app, games.get_game(games.GAMES[0])), HighScoresScene(app)]
        for scene in scenes:
            start(app, scene)
            app.stack.clear()
    for scene in scenes:
        if getattr(scene, "manager", None) is None:  # the main menu: our widgets, our font
            assert min(button.text_size for button in scene.widgets) >= 14
        else:
            fonts = scene.manager.get_theme().get_font_dictionary().loaded_fonts
            for font_id in fonts:
                name, _, rest = font_id.rpartition("_aa_")
                assert name.rsplit("_", 1)[0] in ("pharaohs", "fira_code_symbols",
                                                  "noto_sans"), font_id
                assert int(rest) >= 14, font_id
        assert min(label.size for label in scene.labels) >= 14


def test_a_game_loaded_from_the_load_dialog_never_replaces_another(race):
    """An autosave opened there goes on in its own file; a named save continues in a new
    autosave, the named file untouched."""
    match, autosave = in_progress(race)
    named = storage.save_match(match, storage.saves_dir() / "evening.json")
    before = named.read_bytes()
    app = make_app()
    dialog = start(app, LoadGameScene(app))
    dialog.open(autosave)
    app.apply_transitions()
    (scene,) = app.stack
    assert scene.autosave_path == autosave
    dialog = start(app, LoadGameScene(app))
    dialog.open(named)
    app.apply_transitions()
    (scene,) = app.stack
    assert scene.autosave_path not in (autosave, named)
    scene.commit(0, Crawl(1))
    assert named.read_bytes() == before and len(storage.load_match(autosave).log) == 2
    assert len(storage.load_match(scene.autosave_path).log) == 3


def test_a_save_that_fails_on_quit_is_told_in_the_menu(race, home):
    app = make_app()
    start(app, TableScene(app, Match.start(race, [Seat("Anna"), Seat("Ben")], 3)))
    (home / "autosaves").write_text("a file in the way")
    key(app, pygame.K_ESCAPE)
    click(app, buttons(app.stack[-1])["Quit to menu"])
    (table,) = app.stack
    assert isinstance(table, TableScene), "a failed save keeps the game open"
    assert "could not be saved" in table.message and "in the way" in table.message
    assert "again to leave without saving" in table.message
    key(app, pygame.K_ESCAPE)
    click(app, buttons(app.stack[-1])["Quit to menu"])
    (menu,) = app.stack
    assert isinstance(menu, MainMenuScene)
