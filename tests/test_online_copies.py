"""The end of an online game in the window (issue 27): its local copy, replayed from the
Replay list, holds only this computer's seat's views (each equal to ``game.view`` of the
server's own state), and Play again offers the next online game, not a local one. All
over a server of this program's own on 127.0.0.1."""

from __future__ import annotations

import random
import time

import pytest
import test_online_window as online_window
from test_menus import buttons, click
from test_net_session import wait_for
from test_online_window import frames, host_through_the_window, until

from pharaohs import storage
from pharaohs.core.match import Match, Seat
from pharaohs.games import get_game
from pharaohs.locale import tr
from pharaohs.net import copies
from pharaohs.net.session import Session
from pharaohs.net.store import Store
from pharaohs.ui.frame.lobby import LobbyScene, split_code
from pharaohs.ui.frame.online import JoinScene
from pharaohs.ui.frame.online_replay import OnlineReplayScene
from pharaohs.ui.frame.online_table import OnlineTable
from pharaohs.ui.frame.replay import ReplayPickScene
from pharaohs.ui.frame.results import ResultsScene

pytestmark = pytest.mark.usefixtures("home")
#: the window and its server on the loopback interface, as the window's online tests have them
app, loopback = online_window.app, online_window.loopback
GAME = "ra_dice"


def random_legal(game, encoded_view, seat: int, rng):
    view = game.decode(encoded_view)
    return rng.choice(game.legal_moves(game.determinize(view, seat, rng.random()), seat))


def play_to_the_end(app, lobby) -> tuple[OnlineTable, Session]:
    """Ben joins from elsewhere; Anna (in the window) and Ben play random legal moves
    until the window shows the results."""
    game_id, code = split_code(lobby.code_fields[1].get_text())
    ben = Session(lobby.session.url)
    ben.send({"type": "join", "game_id": game_id, "code": code, "name": "Ben"})
    wait_for(ben, lambda m: m["type"] == "joined")
    until(app, lambda: lobby.start_button.is_enabled, what="Start")
    click(app, lobby.start_button)
    table = until(app, lambda: next((s for s in app.stack if isinstance(s, OnlineTable)),
                                    None), what="the online table")
    game, rng, newest = get_game(GAME), random.Random(5), None
    deadline = time.monotonic() + 90
    while not isinstance(app.stack[-1], ResultsScene):
        assert time.monotonic() < deadline, "the game did not end"
        for message in ben.poll():
            if message["type"] == "state":
                newest = message
                if 1 in message["to_act"] and message["phase"] == "playing":
                    ben.send({"type": "move", "seat": 1, "turn": message["turn"],
                              "move": game.encode_move(random_legal(
                                  game, message["views"]["1"], 1, rng))})
        if 0 in table.humans_to_act() and table.sent is None and newest is not None:
            table.try_move(random_legal(game, table.match.message["views"]["0"], 0, rng))
        frames(app, 1)
    return table, ben


def server_states(app, game_id: str) -> list:
    """Every state of the game as the server keeps it (its seed and moves), from the start."""
    (stored,) = [g for g in Store(storage.data_dir() / "server").games() if g.id == game_id]
    game = get_game(stored.game)
    match = Match.start(game, [Seat(s["name"]) for s in stored.seats], stored.seed,
                        stored.variant, stored.options)
    for seat, raw in stored.moves:
        match.play(seat, game.decode_move(raw))
    return [*match._history, match.state]  # noqa: SLF001


def test_a_finished_online_game_is_replayed_from_its_copy_which_holds_no_other_seats_secrets(
        app):
    lobby = host_through_the_window(app, GAME, players=2)
    table, ben = play_to_the_end(app, lobby)
    try:
        game, game_id = table.game, table.match.game_id
        results = app.stack[-1]
        states = server_states(app, game_id)
        assert game.is_over(states[-1])
        # the copy: this computer's seat's views only, each the server's view for seat 0
        (path,) = copies.copy_files()
        data = storage.read_json(path)
        assert data["yours"] == [0] and data["phase"] == "over"
        assert all(set(step["views"]) == {"0"} for step in data["steps"])
        raw = path.read_text()
        assert table.session.tokens[0] not in raw and table.session.tokens[1] not in raw
        copy = copies.load(path)
        assert [s.turn for s in copy.steps] == list(range(len(states))), "every step seen"
        for step in copy.steps:
            assert step.views[0] == game.view(states[step.turn], 0)
            assert step.views[0] != states[step.turn], "the generator stays on the server"
        told = [s for s in copy.steps[1:] if s.move is not None]
        annas = [after for before, after in zip(copy.steps, copy.steps[1:], strict=False)
                 if before.to_act == (0,)]
        assert annas and all(step.move is not None and step.move[0] == 0 for step in annas), \
            "every move of Anna's is in the copy"
        assert any(step.move[0] == 1 for step in told), "and Ben's where they were told apart"
        # Play again: the host gets a new lobby with the same seats, not a local game
        click(app, buttons(results)["Play again"])
        again = until(app, lambda: isinstance(app.stack[-1], LobbyScene)
                      and app.stack[-1].state is not None and app.stack[-1], what="a lobby")
        assert len(app.stack) == 1 and again.game_id != game_id
        assert [(s["name"], s["kind"]) for s in again.state["seats"]] == [
            ("Anna", "local"), ("Ben", "remote")]
        assert not again.state["seats"][1]["claimed"], "Ben's seat waits for a new code"
        assert again.code_fields and again.state["host"]
        # replayed from the Replay list, marked as an online game
        app.reset(ReplayPickScene(app))
        frames(app)
        picker = app.stack[-1]
        assert picker.saves == [path] and tr(picker.summaries[0]).startswith(
            "Online game · Ra")
        click(app, picker.rows[0])
        scene = until(app, lambda: isinstance(app.stack[-1], OnlineReplayScene)
                      and app.stack[-1], what="the replay")
        assert scene.finished and scene.state == copy.steps[0].views[0]
        scene.go(len(scene.moves))
        assert scene.state == copy.steps[-1].views[0] and game.is_over(scene.state)
        assert len(scene.log_entries()) >= len(told)
        scene.toggle_reveal()
        assert scene.viewer == 0 and scene.view() == copy.steps[-1].views[0]
    finally:
        ben.close()


def test_a_guest_after_an_online_game_is_offered_the_hosts_next_game(app):
    """A guest's results screen goes on to Join a game with the server typed in (the host
    sends the new code), never to a game at this computer."""
    lobby = host_through_the_window(app, GAME, players=2)
    table, ben = play_to_the_end(app, lobby)
    try:
        final = dict(table.match.message, host=False, yours=[1],
                     views={"1": table.match.message["views"]["0"]})
        guest = OnlineTable(app, ben, final)
        assert tr(guest.again_label) == "Join the next game"
        app.reset(ResultsScene(app, guest.match, table=guest))
        frames(app)
        app.stack[-1].play_again()
        frames(app)
        join = app.stack[-1]
        assert isinstance(join, JoinScene) and len(app.stack) == 1
        assert join.address_field.get_text() == ben.url.removeprefix("ws://")
    finally:
        ben.close()


def test_a_damaged_copy_is_refused_by_name_and_left_as_it_is(app):
    folder = storage.data_dir() / copies.COPIES_FOLDER
    folder.mkdir(parents=True)
    path = folder / "0badc0de-12345678.json"
    path.write_text('{"format": "pharaohs-online-copy", "steps": [')
    app.push(ReplayPickScene(app))
    frames(app)
    picker = app.stack[-1]
    assert tr(picker.summaries[0]).startswith("Online game · damaged file")
    click(app, picker.rows[0])
    frames(app)
    assert picker.message and "0badc0de-12345678.json" in tr(picker.message)
    assert app.stack[-1] is picker
    assert path.read_text() == '{"format": "pharaohs-online-copy", "steps": ['


def test_a_copy_found_damaged_when_its_game_goes_on_is_set_aside_not_overwritten(tmp_path):
    message = {"type": "state", "game_id": "0badc0de", "game": GAME, "variant": "",
               "options": [], "phase": "playing", "turn": 3, "host": False, "yours": [1],
               "seats": [{"name": n, "computer": False} for n in "AB"], "to_act": [1],
               "views": {"1": get_game(GAME).encode(get_game(GAME).view(
                   get_game(GAME).setup(2, 1), 1))}}
    path = copies.path_for(tmp_path, "ws://127.0.0.1:1", "0badc0de")
    path.write_text("not json")
    recorder = copies.Recorder(tmp_path, "ws://127.0.0.1:1", message)
    assert recorder.notice is not None and "damaged" in tr(recorder.notice)
    recorder.saw(message)
    recorder.write()
    (aside,) = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert aside.read_text() == "not json"
    assert copies.load(path).steps[0].turn == 3
    # the program closed and started again: the copy goes on where it stood
    later = dict(message, turn=4, to_act=[0])
    again = copies.Recorder(tmp_path, "ws://127.0.0.1:1", later)
    again.saw(later)
    again.write()
    assert [s.turn for s in copies.load(path).steps] == [3, 4] and again.notice is None


def test_a_copy_kept_elsewhere_replays_on_its_own_as_pharaohs_replay_file_does(app, tmp_path):
    """``pharaohs replay FILE`` takes the copy of an online game as it takes a save."""
    from pharaohs.ui.frame.replay import open_replay

    game = get_game(GAME)
    state = game.setup(2, 1)
    message = {"type": "state", "game_id": "0c0ffee0", "game": GAME, "variant": "",
               "options": [], "phase": "playing", "turn": 0, "host": False, "yours": [1],
               "seats": [{"name": n, "computer": False} for n in ("Anna", "Ben")],
               "to_act": list(game.to_act(state)),
               "views": {"1": game.encode(game.view(state, 1))}}
    recorder = copies.Recorder(tmp_path, "ws://127.0.0.1:1", message)
    recorder.saw(message)
    recorder.write()
    scene = open_replay(app, recorder.path)
    assert isinstance(scene, OnlineReplayScene) and scene.state == game.view(state, 1)
    assert [s.name for s in scene.match.seats] == ["Anna", "Ben"] and not scene.moves
