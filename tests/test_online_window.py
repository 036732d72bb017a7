"""Play online through the window: Play online, hosting, joining, the lobby and the
online table, driven with synthetic events under the dummy video driver against a
real server on 127.0.0.1 (the program's own ``LocalServer``). Discovery is bound to
the loopback interface; nothing leaves this machine."""

from __future__ import annotations

import time

import pygame
import pytest
from test_menus import buttons as gui_buttons
from test_menus import click, pump
from test_net_session import is_state, wait_for

from pharaohs import storage
from pharaohs.games import get_game
from pharaohs.net import tickets
from pharaohs.net.online_match import OnlineMatch, infer
from pharaohs.net.session import LocalServer, Session
from pharaohs.ui.frame import hosting
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.lobby import LobbyScene, split_code
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.frame.online import HostScene, JoinScene, PlayOnlineScene, server_url
from pharaohs.ui.frame.online_table import OnlineTable

pytestmark = pytest.mark.usefixtures("home")
GAME = "ra_dice"


@pytest.fixture
def loopback(monkeypatch):
    """The hosted server and its announcements on the loopback interface only."""
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")
    monkeypatch.setattr(hosting, "NETWORKS", ["127.0.0.1"])
    monkeypatch.setattr(hosting, "PORT", 0)


@pytest.fixture
def app(loopback):
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    yield app
    served = getattr(app, "hosting", None)
    for scene in app.stack:
        scene.leave()
    if served is not None:
        served.stop()


def frames(app, count: int = 3, events=()) -> None:
    pump(app, events, count)


def until(app, test, seconds: float = 15.0, what: str = "the window"):
    """Run frames until ``test()`` holds (the server answers in its own thread)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        frames(app, 1)
        time.sleep(0.01)
    raise AssertionError(f"{what} never got there")


def play_until_ben_is_to_act(app, table) -> None:
    """Anna moves with the board's own gestures (the computer seat on the server) until
    it is Ben's turn."""
    for _ in range(300):
        if 1 in table.match.to_act():
            return
        if 0 in table.humans_to_act():
            frames(app, 3, table.board.demo_gesture(table.view(), 0))
        frames(app, 2)
        time.sleep(0.02)
    raise AssertionError("Ben's turn never came")


def ben_joins_and_the_host_starts(app, lobby) -> tuple[Session, OnlineTable]:
    """Ben joins from elsewhere with the code the lobby shows; the host clicks Start."""
    game_id, code = split_code(lobby.code_fields[1].get_text())
    assert game_id == lobby.game_id
    ben = Session(lobby.session.url)
    ben.send({"type": "join", "game_id": game_id, "code": code, "name": "Ben"})
    wait_for(ben, lambda m: m["type"] == "joined")
    until(app, lambda: lobby.start_button.is_enabled, what="Start")
    click(app, lobby.start_button)
    return ben, until(app, lambda: next((s for s in app.stack if isinstance(s, OnlineTable)),
                                        None), what="the online table")


def top(app):
    return app.stack[-1]


def table_on_top(app):
    scene = top(app)
    return scene if isinstance(scene, OnlineTable) else None


def legal(state: dict, seat: int):
    game = get_game(state["game"])
    view = game.decode(state["views"][str(seat)])
    return game.legal_moves(game.determinize(view, seat, 0), seat)


def host_through_the_window(app, game: str = GAME, players: int = 3) -> LobbyScene:
    """Main menu → Play online → Host a game → Anna here, Ben online, (with three players)
    an Easy computer."""
    app.push(MainMenuScene(app))
    frames(app)
    click(app, gui_buttons(top(app))["Play online"])
    online = top(app)
    assert isinstance(online, PlayOnlineScene)
    click(app, online.host_buttons[game])
    form = top(app)
    assert isinstance(form, HostScene)
    form.set_players(players)
    frames(app)
    form.names[:3] = ["Anna", "Ben", "Cleo"]
    form.request_rebuild()
    frames(app)
    if players == 3:
        click(app, form.kind_choices[2].buttons["ai:easy"])
    assert [c.value for c in form.kind_choices] == ["local", "remote", "ai:easy"][:players]
    click(app, form.start_button)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene)
    until(app, lambda: lobby.state is not None and lobby.code_fields, what="the lobby")
    return lobby


def test_a_ra_game_hosted_in_the_window_is_joined_with_its_code_and_played_across(app):
    lobby = host_through_the_window(app)
    assert "Anna" in {s["name"] for s in lobby.state["seats"]}
    assert not lobby.start_button.is_enabled, "a seat is still free"
    assert lobby.seat_status(1, lobby.state["seats"][1]) == "free: waiting for a friend to join"
    ben, table = ben_joins_and_the_host_starts(app, lobby)
    assert table.viewer == 0 and table.match.yours == [0]
    state = wait_for(ben, is_state("playing"))
    assert set(state["views"]) == {"1"}, "Ben is sent his own seat's view alone"
    # Anna moves in the window with the board's own gesture: Ben's window is told
    until(app, lambda: 0 in table.humans_to_act(), what="Anna's turn")
    turn = table.match.turn
    frames(app, 3, table.board.demo_gesture(table.view(), 0))
    seen = wait_for(ben, lambda m: m["type"] == "state" and m["turn"] > turn)
    assert seen["turn"] == turn + 1
    # a move the server refuses shows the rules' sentence in the window
    until(app, lambda: table.match.turn >= seen["turn"], what="Anna's move")
    play_until_ben_is_to_act(app, table)
    waiting = table.prompt(table.view())
    assert waiting == "Waiting for Ben…"
    stale = table.match.turn
    ben_state = wait_for(ben, lambda m: m["type"] == "state" and m["turn"] == stale
                         and 1 in m["to_act"])
    move = legal(ben_state, 1)[0]
    table.commit(0, move)  # as if the window's own check had let it through
    until(app, lambda: table.message == "It is not your turn.", what="the refusal")
    # Ben's move, made elsewhere, reaches the window and its move log
    ben.send({"type": "move", "seat": 1, "turn": stale,
              "move": get_game(GAME).encode_move(move)})
    until(app, lambda: table.match.turn > stale, what="Ben's move")
    assert table.match.log[-1] == (1, move), "the move was told apart from the views"
    assert any("Ben" in entry.text for entry in table.log_entries())
    ben.close()


def test_a_hosted_lobby_is_announced_on_the_network_and_listed_under_join(app):
    """Discovery bound to the loopback interface: the lobby announces its free seat,
    Join a game lists it, and a click on it fills in the server's address."""
    lobby = host_through_the_window(app)
    join = JoinScene(app)
    app.push(join)  # over the lobby, which goes on waiting underneath
    # other test processes may announce their own lobbies on loopback: find ours
    until(app, lambda: any(g.game_id == lobby.game_id for g in getattr(join, "found", ())),
          seconds=20, what="the game in the list")
    index = next(i for i, g in enumerate(join.found) if g.game_id == lobby.game_id)
    found = join.found[index]
    assert (found.game_id, found.game, found.host, found.free) == (
        lobby.game_id, GAME, "Anna", 1)
    until(app, lambda: len(getattr(join, "found_buttons", ())) > index, what="its button")
    click(app, join.found_buttons[index])
    frames(app)
    assert server_url(join.address_field.get_text()) == lobby.session.url.replace(
        "127.0.0.1", found.address)
    assert join.code_field.get_text() == f"{lobby.game_id}-"


def test_a_step_taken_back_in_the_window_is_taken_back_on_the_server(app):
    """The Labyrinth lets a placed tile be taken back: Undo asks the server, and the move
    leaves the window's log and Ben's view alike."""
    lobby = host_through_the_window(app, "labyrinth", players=2)
    ben, table = ben_joins_and_the_host_starts(app, lobby)
    state = wait_for(ben, is_state("playing"))
    if state["to_act"] == [1]:
        ben.send({"type": "move", "seat": 1, "turn": state["turn"],
                  "move": get_game("labyrinth").encode_move(legal(state, 1)[0])})
    until(app, lambda: 0 in table.humans_to_act(), what="Anna's turn")
    turn, logged = table.match.turn, len(table.match.log)
    game = table.game
    assert table.try_move(game.legal_moves(game.determinize(table.view(), 0, 0), 0)[0]) is None
    until(app, lambda: table.match.turn == turn + 1, what="Anna's tile")
    assert len(table.match.log) == logged + 1 and table.undo_refusal() is None
    table.undo()
    until(app, lambda: table.match.turn == turn, what="the tile taken back")
    assert len(table.match.log) == logged
    back = wait_for(ben, lambda m: m["type"] == "state" and m["turn"] == turn)
    # both place at once: Ben's move reaches the server first, Anna's was sent for the
    # position before it; the window sends it again, as it is still legal
    ben.send({"type": "move", "seat": 1, "turn": turn,
              "move": game.encode_move(legal(back, 1)[-1])})
    wait_for(ben, lambda m: m["type"] == "state" and m["turn"] == turn + 1)
    assert table.match.turn == turn, "the window has not heard of Ben's move yet"
    assert table.try_move(game.legal_moves(game.determinize(table.view(), 0, 0), 0)[0]) is None
    until(app, lambda: table.match.turn == turn + 2, what="Anna's move sent again")
    assert table.message != "The game has moved on since: look again."
    ben.close()


def test_the_joiner_window_drops_and_takes_its_seat_again_from_its_ticket(app):
    server = LocalServer(storage.data_dir() / "elsewhere", host="127.0.0.1")
    anna = Session(server.url)
    anna.send({"type": "create", "game": GAME, "variant": "", "options": [],
               "seats": [{"name": "Anna", "kind": "local", "level": ""},
                         {"name": "Ben", "kind": "remote", "level": ""}]})
    created = wait_for(anna, lambda m: m["type"] == "created")
    try:
        # Ben's window: Play online → Join a game → the address and the code typed in
        app.push(PlayOnlineScene(app))
        frames(app)
        click(app, top(app).join_button)
        join = top(app)
        assert isinstance(join, JoinScene)
        join.address_field.set_text(server.url.removeprefix("ws://"))
        join.code_field.set_text(f"{created['game_id']}-{created['codes']['1']}")
        join.name_field.set_text("Ben")
        click(app, join.join_button)
        lobby = top(app)
        assert isinstance(lobby, LobbyScene)
        until(app, lambda: lobby.state is not None, what="Ben's lobby")
        assert not lobby.state["host"] and lobby.state["yours"] == [1]
        (ticket,) = tickets.read(storage.data_dir())
        assert (ticket.game_id, ticket.game, list(ticket.seats)) == (
            created["game_id"], GAME, ["1"])
        anna.send({"type": "start"})
        table = until(app, lambda: table_on_top(app), what="Ben's table")
        assert table.viewer == 1
        # the connection drops: Anna is told Ben is away
        app.reset(MainMenuScene(app))
        frames(app)
        away = wait_for(anna, lambda m: m["type"] == "state"
                        and not m["seats"][1]["connected"])
        turn = away["turn"]
        # Ben's program comes back: Play online lists the game; Resume takes the seat again
        app.reset(PlayOnlineScene(app))
        frames(app)
        online = top(app)
        assert len(online.resume_buttons) == 1
        click(app, online.resume_buttons[0])
        table = until(app, lambda: table_on_top(app), what="the resumed table")
        assert table.viewer == 1 and table.match.turn == turn
        wait_for(anna, lambda m: m["type"] == "state" and m["seats"][1]["connected"])
        # the host ends the game: Ben's window says so
        anna.send({"type": "close"})
        until(app, lambda: table.prompt(table.view()) == "The host has ended this game.",
              what="the end told")
    finally:
        anna.close()
        server.stop()


def test_an_absent_seat_is_waited_for_and_the_host_may_hand_it_to_the_computer(app):
    lobby = host_through_the_window(app)
    ben, table = ben_joins_and_the_host_starts(app, lobby)
    wait_for(ben, is_state("playing"))
    ben.close()
    until(app, lambda: 1 in table.match.away(), what="Ben away")
    play_until_ben_is_to_act(app, table)
    assert table.prompt(table.view()) == "Waiting for Ben to reconnect…"
    buttons = {b.label: b for b in table.computer_buttons()}
    buttons["Computer plays Ben"].action()
    until(app, lambda: table.match.seats[1].kind == "ai", what="the computer at Ben's seat")
    assert "Give Ben back" in {b.label for b in table.computer_buttons()}
    # the server keeps the game: the pause menu's Save says so and writes no file
    from pharaohs.ui.frame.pause import PauseScene

    pause = PauseScene(app, table)
    app.push(pause)
    frames(app)
    pause.save()
    assert pause.message == table.save_refusal() and not pause.message_ok
    assert not list(storage.saves_dir().glob("*.json"))


def test_two_people_at_the_host_keep_the_curtain_between_them(app):
    """Saqqara hides each hand: with Anna and Cleo at the host's computer, the table
    opens behind the curtain, and each sees her own hand alone."""
    from pharaohs.ui.frame.curtain import CurtainScene

    app.push(HostScene(app, "saqqara"))
    frames(app)
    form = top(app)
    form.names[:3] = ["Anna", "Ben", "Cleo"]
    form.request_rebuild()
    frames(app)
    click(app, form.kind_choices[2].buttons["local"])
    click(app, form.start_button)
    lobby = top(app)
    until(app, lambda: lobby.state is not None and lobby.code_fields, what="the lobby")
    ben, table = ben_joins_and_the_host_starts(app, lobby)
    until(app, lambda: isinstance(top(app), CurtainScene), what="the curtain")
    assert app.stack[-2] is table
    assert isinstance(table, OnlineTable) and table.match.yours == [0, 2]
    seat = top(app).seat
    frames(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                       unicode="\r", scancode=40)])
    assert top(app) is table and table.viewer == seat
    other = 2 if seat == 0 else 0
    assert table.view() == table.match.views[seat] != table.match.views[other]
    ben.close()


def test_a_remote_move_is_told_only_when_the_views_leave_one_answer():
    """What another seat did is worked out from this seat's views alone: a move told is
    one that, played on the real position, shows this seat exactly what it saw; where
    chance or a secret leaves several answers, none is told."""
    from pharaohs.core.match import Match

    game = get_game("saqqara")
    match = Match.start(game, [("A", "human"), ("B", "human"), ("C", "human")], 7)
    told = unknown = 0
    for _ in range(60):
        seat = match.to_act()[0]
        watcher = (seat + 1) % 3
        real, acting = match.state, match.to_act()
        before = game.view(real, watcher)
        match.play(seat, game.legal_moves(real, seat)[-1])
        after = game.view(match.state, watcher)
        found = infer(game, before, after, watcher, acting)
        if found is None:
            unknown += 1
            continue
        told += 1
        assert found[0] == seat and game.check(real, *found) is None
        assert game.view(game.apply(real, *found), watcher) == after
    assert told >= 15 and unknown >= 5


def test_an_online_match_shows_the_view_of_the_seat_at_the_screen():
    game = get_game(GAME)
    from pharaohs.core.match import Match

    match = Match.start(game, [("A", "human"), ("B", "human")], 3)
    message = {"type": "state", "game_id": "g", "game": GAME, "variant": match.variant,
               "options": [], "phase": "playing", "turn": 0, "host": False, "yours": [1],
               "seats": [{"name": n, "kind": "remote", "level": "medium", "claimed": True,
                          "computer": False, "connected": True} for n in "AB"],
               "to_act": list(match.to_act()),
               "views": {"1": game.encode(game.view(match.state, 1))}, "can_undo": []}
    online = OnlineMatch(message)
    online.looking = 1
    assert online.state == game.view(match.state, 1)
    assert online.check(0, game.legal_moves(match.state, 0)[0]) == "It is not your turn."
    assert online.away() == [] and online.seats[0].kind == "human"


def test_typed_addresses_and_codes():
    assert server_url("127.0.0.1") == f"ws://127.0.0.1:{hosting.PORT}"
    assert server_url("localhost") == f"ws://localhost:{hosting.PORT}"
    assert server_url("club.example:9000") == "ws://club.example:9000"
    assert server_url("wss://club.example:443/pharaohs") == "wss://club.example:443/pharaohs"
    assert server_url("  ") is None
    assert split_code(" 3fa2b1c0-k7pq2m9x ") == ("3fa2b1c0", "K7PQ2M9X")
    assert split_code("nocode") is None
