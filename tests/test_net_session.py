"""The window's side of online play: a session in its own thread that reconnects by
itself with the same tokens, the server hosted inside the program, and the tickets
that let a person come back to their seat after the program was closed."""

from __future__ import annotations

import json
import time

from pharaohs.games import get_game
from pharaohs.net import tickets
from pharaohs.net.session import LocalServer, Session


def wait_for(session: Session, test, seconds: float = 10.0) -> dict:
    """The first message ``session`` hands the window for which ``test`` holds."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for message in session.poll():
            if test(message):
                return message
        time.sleep(0.01)
    raise AssertionError("no such message arrived")


def is_state(phase: str):
    return lambda m: m["type"] == "state" and m["phase"] == phase


def test_a_hosted_game_is_joined_played_and_rejoined_after_the_server_restarts(tmp_path):
    server = LocalServer(tmp_path / "server", host="127.0.0.1")
    host = Session(server.url)
    host.send({"type": "create", "game": "labyrinth", "variant": "", "options": [],
               "seats": [{"name": "Anna", "kind": "local", "level": ""},
                         {"name": "Ben", "kind": "remote", "level": ""}]})
    created = wait_for(host, lambda m: m["type"] == "created")
    ben = Session(server.url)
    ben.send({"type": "join", "game_id": created["game_id"], "code": created["codes"]["1"],
              "name": "Ben"})
    joined = wait_for(ben, lambda m: m["type"] == "joined")
    host.send({"type": "start"})
    playing = wait_for(ben, is_state("playing"))
    assert set(playing["views"]) == {"1"}
    # the server goes away and comes back on the same port: both sessions find it again
    port = server.port
    server.stop()
    time.sleep(0.3)
    assert host.status == "reconnecting"
    server = LocalServer(tmp_path / "server", host="127.0.0.1", port=port)
    again = wait_for(ben, lambda m: m["type"] == "state")
    assert again["turn"] == playing["turn"] and again["yours"] == [1]
    assert ben.tokens == [joined["token"]]
    # a move sent now is played, and the other seat's window is told
    game = get_game("labyrinth")
    seat = again["to_act"][0]
    mover, other = (host, ben) if seat == 0 else (ben, host)
    mine = wait_for(mover, lambda m: m["type"] == "state" and str(seat) in m.get("views", {}))
    view = game.decode(mine["views"][str(seat)])
    move = game.legal_moves(game.determinize(view, seat, 0), seat)[0]
    mover.send({"type": "move", "seat": seat, "turn": mine["turn"],
                "move": game.encode_move(move)})
    moved = wait_for(other, lambda m: m["type"] == "state" and m["turn"] == mine["turn"] + 1)
    assert str(seat) not in moved["views"]
    for session in (host, ben):
        session.close()
        assert session.status == "closed"
    server.stop()


def test_tickets_keep_each_games_tokens_and_leave_out_damaged_ones(tmp_path):
    first = tickets.Ticket("ws://127.0.0.1:1", "g1", "ra_dice", {"0": "t0"}, "h", ("Anna",))
    second = tickets.Ticket("ws://127.0.0.1:1", "g2", "saqqara", {"1": "t1"})
    tickets.keep(tmp_path, first)
    tickets.keep(tmp_path, second)
    assert [t.game_id for t in tickets.read(tmp_path)] == ["g2", "g1"]
    assert tickets.read(tmp_path)[1].tokens() == ["h", "t0"]
    assert (tmp_path / tickets.TICKETS_FILE).stat().st_mode & 0o077 == 0
    data = json.loads((tmp_path / tickets.TICKETS_FILE).read_text())
    data["tickets"][0]["seats"] = {"0": 5}
    data["tickets"].append("not a ticket")
    (tmp_path / tickets.TICKETS_FILE).write_text(json.dumps(data))
    assert [t.game_id for t in tickets.read(tmp_path)] == ["g1"]
    tickets.forget(tmp_path, "ws://127.0.0.1:1", "g1")
    assert tickets.read(tmp_path) == []
    (tmp_path / tickets.TICKETS_FILE).write_text("{ damaged")
    assert tickets.read(tmp_path) == []


def test_a_lobby_is_found_on_the_network_bound_to_loopback_only():
    """Discovery is tested on the loopback interface alone: no multicast leaves it."""
    from pharaohs.net.discovery import Announcer, Browser

    announcer = Announcer(8765, "127.0.0.1", interfaces=["127.0.0.1"])
    browser = Browser(interfaces=["127.0.0.1"])
    try:
        announcer.announce("abcd1234", "ra_dice", "Anna", free=2)
        deadline = time.monotonic() + 10
        while not browser.games() and time.monotonic() < deadline:
            time.sleep(0.05)
        (found,) = browser.games()
        assert (found.url, found.game_id, found.game, found.host, found.free) == (
            "ws://127.0.0.1:8765", "abcd1234", "ra_dice", "Anna", 2)
        announcer.withdraw("abcd1234")
        deadline = time.monotonic() + 10
        while browser.games() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert browser.games() == []
    finally:
        announcer.close()
        browser.close()
