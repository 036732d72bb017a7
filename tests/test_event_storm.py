"""No input can crash the window: a storm of random events over every scene.

Random pointer moves, clicks of every button, wheel turns, key presses (with
Ctrl, Esc, Enter, Tab, Ctrl+Z, Ctrl+V), text input (zero-width and direction
characters, emoji, 4-byte characters, huge pastes) and window sizes down to
1×1 pixel (the window forced smaller than the program asks for) are fed
through ``App.step`` into each scene and wherever the clicks lead. No
exception may escape.
"""

from __future__ import annotations

import random

import pygame
import pytest

from pharaohs import storage
from pharaohs.core import Match
from pharaohs.games import GAMES, get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.curtain import CurtainScene
from pharaohs.ui.frame.dialogs import LoadGameScene, SettingsScene
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.frame.new_game import NewGameScene
from pharaohs.ui.frame.pause import PauseScene, RulesScene
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene

#: events fed to each scene (and to where the storm takes it)
EVENTS_PER_SCENE = 300
#: events delivered in one frame
BURST = 8
TEXTS = ("\u200b", "\u200b\u200c\u200d", "\u200e\u200f\u202e", "\u2060\ufeff", "\u0301",
         "😀", "👨‍👩‍👧", "\U00010348\U0001d11e", "Zoë", "a", " ", "\x00\x1b", "\ud800",
         "x" * 5000, "\n\t")
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_z,
        pygame.K_v, pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_r, pygame.K_SPACE,
        pygame.K_1, pygame.K_F11)
SIZES = ((1, 1), (2, 3), (40, 30), (320, 200), (640, 400), (1024, 640), (1920, 1080))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    storage.Settings(ai_delay_ms=0, animations=False).save()
    return tmp_path


def _played(game_id: str, moves: int, seats=("human", "human")) -> Match:
    game = get_game(game_id)
    players = max(game.min_players, len(seats))
    names = ("Anna", "\ufffd", "Zoë Ä" + "x" * 15, "Darius", "Esther")  # as names are cleaned
    match = Match.start(game, [(names[i], seats[i % len(seats)]) for i in range(players)], 3)
    rng = random.Random(moves)
    for _ in range(moves):
        if game.is_over(match.state):
            break
        seat = game.to_act(match.state)[0]
        match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
    return match


def _finished(game_id: str) -> Match:
    return _played(game_id, 100_000)


#: the storm's groups of scenes, each a test of its own (the whole storm took a minute)
GROUPS = ("frame", *GAMES)


def scenes(app, group: str) -> dict:
    """Every kind of scene of ``group`` (the frame's own, or a game's), each made fresh
    (the storm may leave one in any state)."""
    if group == "frame":
        return {"main menu": lambda: MainMenuScene(app),
                "load dialog": lambda: LoadGameScene(app),
                "settings": lambda: SettingsScene(app),
                "curtain": lambda: CurtainScene(app, 1, "\u200b\u200e", lambda: None)}
    return {f"new game {group}": lambda: NewGameScene(app, group),
            f"table {group}": lambda: TableScene(app, _played(group, 4, ("human", "ai"))),
            f"pause {group}": lambda: PauseScene(app, TableScene(app, _played(group, 2))),
            f"rules {group}": lambda: RulesScene(app, get_game(group)),
            f"results {group}": lambda: ResultsScene(app, _finished(group))}


def random_event(rng: random.Random, size) -> pygame.event.Event | tuple:
    w, h = size
    pos = (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    kind = rng.random()
    if kind < 0.3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), 1),
                                  buttons=(rng.randint(0, 1), 0, 0))
    if kind < 0.5:
        button = rng.choice((1, 1, 1, 2, 3, 4, 5))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos),
                pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)]
    if kind < 0.6:
        y = rng.choice((-500, -3, -1, 1, 3, 500))
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                  precise_y=float(y))
    if kind < 0.75:
        key = rng.choice(KEYS)
        mod = rng.choice((0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT))
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
    if kind < 0.93:
        text = "".join(rng.choice(TEXTS) for _ in range(rng.randint(1, 3)))
        kind_of = rng.choice((pygame.TEXTINPUT, pygame.TEXTINPUT, pygame.TEXTEDITING))
        extra = {"start": 0, "length": len(text)} if kind_of == pygame.TEXTEDITING else {}
        return pygame.event.Event(kind_of, text=text, **extra)
    if kind < 0.97:
        return pygame.event.Event(rng.choice((pygame.WINDOWLEAVE, pygame.WINDOWENTER,
                                              pygame.WINDOWFOCUSLOST, pygame.WINDOWEXPOSED)))
    return ("size", rng.choice(SIZES))


def force_size(app, size) -> None:
    """The window made ``size`` by the system: the program's minimum is not honoured."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    for scene in app.stack:
        scene.resize(app.size)
    app.dirty = True


def storm(app, make, rng: random.Random, count: int) -> int:
    """Feed ``count`` random events to the scene ``make`` builds; the events fed."""
    app.stack.clear()
    app._pending.clear()
    app.running = True
    app.push(make())
    app.apply_transitions()
    fed = 0
    while fed < count:
        burst = []
        for _ in range(BURST):
            event = random_event(rng, app.size)
            if isinstance(event, tuple):
                force_size(app, event[1])
            else:
                burst += event if isinstance(event, list) else [event]
            fed += 1
        app.step(0.05, burst)
        if not app.stack or not app.running:  # quit or popped away: start the scene again
            app.stack.clear()
            app.running = True
            app.push(make())
            app.apply_transitions()
    return fed


@pytest.mark.filterwarnings("ignore:Clamping:UserWarning")  # pygame_gui at 1x1: expected
@pytest.mark.parametrize("group", GROUPS)
def test_an_event_storm_over_every_scene_raises_nothing(home, capsys, group):
    storage.keep_progress(_played("ra_dice", 3), storage.new_autosave_path("ra_dice"))
    (home / "autosaves" / "broken.json").write_text("[[[", "utf-8")
    app = App((1024, 640), settings=storage.Settings.load())
    rng = random.Random(f"storm {group}")
    fed = 0
    for name, make in scenes(app, group).items():
        try:
            fed += storm(app, make, rng, EVENTS_PER_SCENE)
        except Exception as err:
            raise AssertionError(f"the event storm over {name} raised {err!r}") from err
    pygame.quit()
    with capsys.disabled():
        print(f"\nevent storm: {fed} events over {len(scenes(app, group))} scenes")


def test_shortening_a_long_line_takes_logarithmic_time():
    """20,000 characters used to take 15 s a frame, one measurement per character."""
    from pharaohs.ui.kit import theme

    App((640, 400), flags=0)
    face = theme.font(18)
    calls = []

    class Counting:
        def size(self, text):
            calls.append(len(text))
            return face.size(text)

    line = "Nefertari " * 2000
    short = theme.shortened(Counting(), line, 300)
    assert short.endswith("…") and face.size(short)[0] <= 300
    assert face.size(short[:-1] + line[len(short) - 1] + "…")[0] > 300
    assert len(calls) <= 20
    surface = pygame.Surface((640, 400))
    assert theme.text(surface, "\u200b\u200e", (0, 0)).width == 0
    assert theme.text(surface, line, (0, 0), max_width=300).width <= 300


def test_text_fields_take_any_typing_and_pasting(monkeypatch):
    """Only zero-width or direction marks used to crash pygame_gui ("Text has zero width");
    emoji drew empty boxes; a paste longer than the field was dropped whole."""
    from pharaohs.ui.frame import gui

    app = App((1024, 640), flags=0)
    scene = NewGameScene(app, GAMES[0])
    app.push(scene)
    app.step(0.016, [])
    field = scene.name_fields[0]
    centre = field.rect.center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre)])
    field.set_text("")
    for text in ("\u200b", "\u200e\u200f\u202e", "😀", "\U00010348", "\u0301", "Zoë"):
        app.step(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=text)])
    field = scene.name_fields[0]  # the dialog was laid out again to say what it left out
    assert field.get_text() == "Zoë" and field.is_focused
    monkeypatch.setattr(gui, "clipboard_paste", lambda: "\u200b😀Nefertari" * 10_000)
    ctrl_v = dict(key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="v", scancode=0)
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, **ctrl_v)])
    app.step(0.016, [])
    field = scene.name_fields[0]
    assert field.get_text() == ("Zoë" + "Nefertari" * 3)[:field.length_limit]
    pygame.quit()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_or_drag_on_every_place_of_a_board_raises_nothing(game_id):
    """Every place of the layout, areas and titles too, clicked at its centre and corner,
    right clicked, and dragged onto the next place, by the player to act at the start
    and after a few moves: Dahschur once read a number out of "gift_area" and raised."""
    from pharaohs.ai.players import choose_move
    from pharaohs.core.rng import Rng
    from pharaohs.ui.kit.gestures import click, drag, key

    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(game.max_players)], 9)
    app = App((1024, 640), settings=storage.Settings.load(), flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    board, rng = table.board, Rng(4)
    for moves in (0, 6):
        for _ in range(moves):
            seat = game.to_act(match.state)[0]
            move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
            table.commit(seat, move)
        names = list(board.layout.spots)
        for name, after in zip(names, names[1:] + names[:1], strict=True):
            while app.stack[-1] is not table:  # a curtain, a question or a menu opened
                if isinstance(app.stack[-1], CurtainScene):
                    app.step(0.016, [key(pygame.K_RETURN)])
                else:
                    app.stack.pop()
            here, there = board.rect(name), board.rect(after)
            app.step(0.016, [*click(here.center), *click((here.left + 1, here.top + 1)),
                             *click(here.center, button=3),
                             *drag(here.center, (there.left + 1, there.top + 1), steps=2)])
