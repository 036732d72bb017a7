"""Replay of finished and saved games, driven through the real scenes with synthetic events.

A save holds the seed and the move log; the replay walks through the states the
rules rebuild from it, forwards and backwards (buttons and arrow keys), and
shows secrets only when the game is over and the player asks to reveal all.
It is reached from the main menu and as ``pharaohs replay FILE``.
"""

from __future__ import annotations

import pygame
import pytest

from pharaohs import cli, storage
from pharaohs.core import Match, Rng
from pharaohs.core.hidden import Hidden
from pharaohs.games import GAMES, get_game
from pharaohs.locale import tr
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.frame.replay import ReplayPickScene, ReplayScene
from pharaohs.ui.kit.gestures import click, key

NAMES = ("Anna", "Ben", "Cleo", "Darius", "Esther")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    storage.Settings(ai_delay_ms=0, animations=False).save()
    return tmp_path


def played(game_id: str, moves: int | None, seed=11) -> Match:
    """A match of ``game_id`` with ``moves`` random legal moves (None: to the end)."""
    game = get_game(game_id)
    players = max(game.min_players, min(2, game.max_players))
    match = Match.start(game, [(NAMES[i], "human") for i in range(players)], seed)
    rng = Rng.from_seed("replay")
    while not game.is_over(match.state) and (moves is None or len(match.log) < moves):
        seat = game.to_act(match.state)[0]
        move, rng = rng.choice(game.legal_moves(match.state, seat))
        match.play(seat, move)
    return match


def reference_states(path) -> list:
    """Every state of the save, rebuilt by the rules alone (not by the replay)."""
    match = storage.load_match(path)
    return [*match._history, match.state]  # noqa: SLF001


def step(app, events=(), frames: int = 2) -> None:
    app.step(1 / 60, list(events))
    for _ in range(frames):
        app.step(1 / 60, [])


def bar_button(scene, label: str):
    scene.refresh_buttons(scene.view())
    return next(b for b in scene.buttons if tr(b.label) == label)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_replays_forwards_and_backwards_to_the_exact_states_of_its_log(game_id,
                                                                            tmp_path):
    match = played(game_id, 12)
    path = storage.save_match(match, storage.saves_dir() / "mine.json")
    states = reference_states(path)
    app = App((1024, 640), flags=0)
    app.push(MainMenuScene(app))
    step(app)
    menu = app.stack[-1]
    replay_button = next(b for b in menu.widgets if b.text == "Replay…")
    step(app, click(replay_button.rect.center), 3)
    picker = app.stack[-1]
    assert isinstance(picker, ReplayPickScene) and picker.saves == [path]
    step(app, click(picker.rows[0].rect.center), 3)
    scene = app.stack[-1]
    assert isinstance(scene, ReplayScene) and scene.step == 0 and scene.state == states[0]

    for number in range(1, len(states)):
        step(app, [key(pygame.K_RIGHT)])
        assert scene.step == number and scene.state == states[number]
        assert scene.match.log == match.log[:number]
        said = [e for e in scene.log_entries() if e.seat is not None]
        assert said[-1].moves <= number and said[-1].seat == match.log[said[-1].moves - 1][0]
        assert said[-1].moves == number or scene.move_log.sentence(
            *match.log[number - 1], states[number - 1], states[number],
            scene.move_log.seer(None)) == "", "only a step summed up later is left out"
    step(app, [key(pygame.K_RIGHT)])
    assert scene.step == len(match.log), "the end stays the end"
    step(app, [key(pygame.K_LEFT)] * 3)
    assert scene.state == states[-4]
    step(app, click(bar_button(scene, "Back").rect.center))
    assert scene.state == states[-5]
    step(app, click(bar_button(scene, "Forward").rect.center))
    assert scene.state == states[-4]
    step(app, [key(pygame.K_HOME)])
    assert scene.step == 0 and scene.state == states[0] and scene.log_entries() == []
    step(app, click(bar_button(scene, "End").rect.center))
    assert scene.state == states[-1]
    # no move can be made in a replay, and an unfinished game keeps its secrets
    assert scene.check(match.log[0][1], 0) is not None
    assert not any(tr(b.label) == "Reveal all" for b in scene.buttons)
    assert scene.view() == scene.game.view(scene.state, None)
    step(app, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack[-1], MainMenuScene)


def test_a_finished_game_reveals_its_secrets_only_when_asked(tmp_path):
    """Im Bann: hands stay face down in the replay and its log says only how many cards
    were drawn, until Reveal all (offered once the game is over) uncovers them."""
    match = played("im_bann", None, seed=4)
    assert match.game.is_over(match.state)
    path = storage.finished_dir() / "im_bann-over.json"
    storage.save_match(match, path)
    assert path in storage.replayable()
    app = App((1280, 800), flags=0)
    app.push(ReplayPickScene(app))
    step(app)
    picker = app.stack[-1]
    assert "Finished game" in tr(picker.summaries[0])
    step(app, click(picker.rows[0].rect.center), 3)
    scene = app.stack[-1]
    draws = [i for i, (_s, m) in enumerate(match.log) if type(m).__name__ == "Draw"]
    scene.go(draws[0] + 1)
    hands = scene.view().hands
    assert all(isinstance(card, Hidden) for hand in hands for card in hand)
    last = scene.log_entries()[-1]
    assert tr(last.text).endswith(("draws 1 card", "draws 2 cards")), tr(last.text)

    step(app, click(bar_button(scene, "Reveal all").rect.center))
    assert scene.reveal and scene.step == draws[0] + 1
    hands = scene.view().hands
    assert not any(isinstance(card, Hidden) for hand in hands for card in hand)
    last = scene.log_entries()[-1]
    assert "card" not in tr(last.text), "the cards drawn are named"
    assert scene.message == last.text

    step(app, [key(pygame.K_v)])
    assert not scene.reveal
    assert all(isinstance(card, Hidden) for hand in scene.view().hands for card in hand)


def test_the_replay_speaks_german_and_fits_the_smallest_window(tmp_path):
    match = played("ra_dice", 20)
    path = storage.save_match(match, storage.saves_dir() / "ra.json")
    app = App((1024, 640), flags=0, language="de")
    app.push(ReplayScene(app, storage.load_match(path)))
    step(app)
    step(app, [key(pygame.K_END)])
    scene = app.stack[-1]
    labels = [tr(b.label) for b in scene.buttons]
    assert labels[:4] == ["Start", "Zurück", "Vor", "Ende"]
    assert tr(scene.prompt(scene.view())).startswith("Wiederholung: Zug 20 von 20")
    bar = scene.rects["bar"]
    assert all(bar.contains(b.rect) for b in scene.buttons)
    assert all(tr(e.text) != str(e.text) for e in scene.log_entries())


def test_pharaohs_replay_refuses_a_bad_file_in_one_sentence(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "shopping.json"
    bad.write_text('{"eggs": 6}', encoding="utf-8")
    assert cli.main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "shopping.json" in err and err.endswith(".")
    assert cli.main(["replay", str(tmp_path / "missing.json")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "missing.json" in err

    good = storage.save_match(played("labyrinth", 5), tmp_path / "good.json")
    opened = {}
    monkeypatch.setattr(cli, "open_window", lambda **how: opened.update(how) or 0)
    assert cli.main(["replay", str(good)]) == 0
    assert opened["replay"] == str(good)


def _run_replay_window(path, events) -> list[str]:
    """``pharaohs replay FILE``'s window (``ui.frame.run``), ``events`` posted once its first
    frame is drawn; the scenes on the stack after each later turn of the loop, until it
    ends."""
    from pharaohs.ui.frame import app as app_module
    from pharaohs.ui.frame.run import run_window

    seen: list[str] = []
    turns = []
    loop_once = app_module.App.loop_once

    def once(app):
        if app.frames and not turns:
            for event in events:
                pygame.event.post(event)
        if app.frames:
            turns.append(1)
            assert len(turns) < 100, "the window is still open"
        loop_once(app)
        seen.extend(type(scene).__name__ for scene in app.stack)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(app_module.App, "loop_once", once)
        assert run_window(replay=str(path)) == 0
    assert turns, "the replay never drew its first frames"
    return seen


@pytest.mark.parametrize("how", ["close button", "escape", "window closed"])
def test_closing_a_replay_opened_from_the_command_line_ends_the_program(how):
    """``pharaohs replay FILE`` has no menu behind it: Close, Esc and the window's own close
    button all end the program instead of opening the main menu."""
    from pharaohs.ui.frame.replay import open_replay

    path = storage.save_match(played("ra_dice", 6), storage.saves_dir() / "ra.json")
    if how == "close button":
        app = App((1280, 800), flags=0)
        scene = open_replay(app, path)
        app.push(scene)
        step(app)
        step(app, click(bar_button(scene, "Close").rect.center))
        assert not app.running and not any(isinstance(s, MainMenuScene) for s in app.stack)
        return
    event = key(pygame.K_ESCAPE) if how == "escape" else pygame.event.Event(pygame.QUIT)
    assert "MainMenuScene" not in _run_replay_window(path, [event])


def test_closing_a_replay_chosen_in_the_main_menu_goes_back_to_the_menu():
    path = storage.save_match(played("ra_dice", 6), storage.saves_dir() / "ra.json")
    app = App((1280, 800), flags=0)
    app.push(ReplayScene(app, storage.load_match(path)))
    step(app)
    step(app, [key(pygame.K_ESCAPE)])
    assert app.running and isinstance(app.stack[-1], MainMenuScene)
