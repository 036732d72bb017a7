"""Play across machines with real processes (issue 27): one ``pharaohs serve`` process and,
for each of the five games, two client processes (``pharaohs autoplay-online``, each
with a user data folder of its own, as two computers have) play a whole game on
127.0.0.1; Saqqara has a computer seat played on the server, and Ra's joiner is killed
with SIGKILL mid-game and started again with the token it kept, and its game finishes.
A Labyrinth game is also played by two clients in their real windows (``--window``).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from pharaohs.core.match import Match, Seat
from pharaohs.games import get_game
from pharaohs.net import copies
from pharaohs.net.store import Store

#: the seats each game is hosted with (the first is the host's, the second the joiner's)
TABLES = {"dahschur": "local,remote", "ra_dice": "local,remote", "labyrinth": "local,remote",
          "im_bann": "local,remote", "saqqara": "local,remote,easy"}
#: the game whose joiner is killed, and after how many moves on the server
KILLED, KILL_AFTER = "ra_dice", 40
#: seconds all five games may take together
PATIENCE = 120


def pharaohs(home, *args) -> subprocess.Popen:
    """``pharaohs ARGS`` in a process of its own, with ``home`` as its user data folder;
    what it says on stderr (the server's log) goes to ``home/stderr.txt``."""
    home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PHARAOHS_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    with open(home / "stderr.txt", "a") as errors:
        process = subprocess.Popen([sys.executable, "-m", "pharaohs", *args], env=env,
                                   text=True, stdout=subprocess.PIPE, stderr=errors)
    process.home = home
    return process


def said(process: subprocess.Popen) -> str:
    return (process.home / "stderr.txt").read_text()


def line_of(process: subprocess.Popen) -> dict:
    line = process.stdout.readline()
    assert line, f"the process ended: {said(process)}"
    return json.loads(line)


def replayed(store: Store, game_id: str):
    """The server's game rebuilt from its seed and moves: the match and its move count."""
    (stored,) = [g for g in store.games(("over",)) if g.id == game_id]
    game = get_game(stored.game)
    match = Match.start(game, [Seat(s["name"]) for s in stored.seats], stored.seed,
                        stored.variant, stored.options)
    for seat, raw in stored.moves:
        match.play(seat, game.decode_move(raw))
    return match


@pytest.fixture
def served(tmp_path):
    """A ``pharaohs serve`` process on 127.0.0.1: its data folder, its address and the list
    of processes the test starts (killed at the end, whatever happened)."""
    data = tmp_path / "server"
    server = pharaohs(tmp_path / "server-home", "serve", "--port", "0", "--data", str(data))
    started: list[subprocess.Popen] = [server]
    try:
        line = server.stdout.readline()
        assert line.startswith("listening on port"), said(server)
        yield data, f"ws://127.0.0.1:{int(line.split()[-1])}", started
    finally:
        for process in started:
            if process.poll() is None:
                process.kill()
                process.wait(10)


def test_two_client_processes_play_all_five_games_through_a_server_process(tmp_path, served):
    data, url, started = served
    hosts, joiners, ids = {}, {}, {}
    for number, (game, seats) in enumerate(TABLES.items()):
        hosts[game] = pharaohs(tmp_path / f"host-{game}", "autoplay-online", url,
                               "--host", game, "--seats", seats, "--seed", str(number))
        started.append(hosts[game])
    for number, game in enumerate(TABLES):
        created = line_of(hosts[game])
        ids[game] = created["game_id"]
        joiners[game] = pharaohs(tmp_path / f"join-{game}", "autoplay-online", url,
                                 "--join", f"{created['game_id']}-{created['codes']['1']}",
                                 "--name", "Ben", "--seed", str(10 + number))
        started.append(joiners[game])
    # Ra's joiner dies mid-game, is started again with its ticket, and plays on
    store = Store(data)
    deadline = time.monotonic() + PATIENCE
    while len(store.moves(ids[KILLED])) < KILL_AFTER:
        assert time.monotonic() < deadline and joiners[KILLED].poll() is None
        time.sleep(0.05)
    joiners[KILLED].send_signal(signal.SIGKILL)
    joiners[KILLED].wait(10)
    killed_at = len(store.moves(ids[KILLED]))
    joiners[KILLED] = pharaohs(tmp_path / f"join-{KILLED}", "autoplay-online", url,
                               "--resume", ids[KILLED], "--seed", "99")
    started.append(joiners[KILLED])
    assert line_of(joiners[KILLED])["event"] == "resumed"
    for game in TABLES:
        for process in (hosts[game], joiners[game]):
            out, _ = process.communicate(timeout=max(1, deadline - time.monotonic()))
            assert process.returncode == 0, said(process)
            last = json.loads(out.strip().splitlines()[-1])
            match = replayed(store, ids[game])
            assert (last["event"], last["phase"]) == ("over", "over")
            assert last["turn"] == len(match.log) and match.game.is_over(match.state)
    assert len(store.moves(ids[KILLED])) > killed_at, "the game went on after the kill"
    # each computer's copy: its own seat's views, the joiner's also across its restart
    for game in TABLES:
        for home, seat in ((f"host-{game}", "0"), (f"join-{game}", "1")):
            (path,) = (tmp_path / home / copies.COPIES_FOLDER).glob("*.json")
            kept = json.loads(path.read_text())
            assert all(set(step["views"]) == {seat} for step in kept["steps"])
            assert kept["phase"] == "over"
    turns = [s.turn for s in copies.load(next(
        (tmp_path / f"join-{KILLED}" / copies.COPIES_FOLDER).glob("*.json"))).steps]
    assert turns[0] == 0 and turns[-1] == len(store.moves(ids[KILLED]))


def test_two_window_processes_play_a_game_by_the_boards_own_gestures(tmp_path, served):
    """The clients in their real windows (``--window``, under the dummy video driver):
    the lobby, the online table and the board, every move made by the board's gesture
    sent through SDL's event queue, none by the table's commit."""
    data, url, started = served
    host = pharaohs(tmp_path / "host", "autoplay-online", url, "--window", "--host",
                    "labyrinth", "--seats", "local,remote", "--seed", "1")
    started.append(host)
    created = line_of(host)
    joiner = pharaohs(tmp_path / "join", "autoplay-online", url, "--window", "--join",
                      f"{created['game_id']}-{created['codes']['1']}", "--name", "Ben",
                      "--seed", "2")
    started.append(joiner)
    store = Store(data)
    for process in (host, joiner):
        out, _ = process.communicate(timeout=PATIENCE)
        assert process.returncode == 0, said(process)
        last = json.loads(out.strip().splitlines()[-1])
        assert (last["event"], last["phase"]) == ("over", "over")
        assert last["gestures"] > 0 and last["commits"] == 0
    match = replayed(store, created["game_id"])
    assert match.game.is_over(match.state)
