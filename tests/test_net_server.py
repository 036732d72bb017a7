"""The server is the authority: whole games of all five over the wire, each client sent
only its seats' views, tokens that alone let a connection act, bad messages that stop
nothing, and every accepted move kept through ``kill -9``.

Every connection here goes to 127.0.0.1 on a port the system picks.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from pharaohs.core.match import Match, Seat
from pharaohs.games import GAMES, get_game
from pharaohs.net import protocol
from pharaohs.net.client import Player, hosted_game, play_at_random
from pharaohs.net.rate import Bucket
from pharaohs.net.room import SeatInfo
from pharaohs.net.server import run
from pharaohs.net.store import Store

ROOT = Path(__file__).resolve().parents[1]


class Running:
    """A server in this test's event loop, on a free loopback port."""

    def __init__(self, data: Path, **limits):
        self.data, self.limits = data, limits

    async def __aenter__(self):
        self.stop = asyncio.Event()
        ready = asyncio.get_running_loop().create_future()
        self.task = asyncio.create_task(run("127.0.0.1", 0, self.data, ready=ready.set_result,
                                            stop=self.stop, **self.limits))
        self.url = f"ws://127.0.0.1:{await ready}"
        return self

    async def __aexit__(self, *exc):
        self.stop.set()
        await self.task


NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil")


def seats(kinds):
    return [{"name": NAMES[i], "kind": kind, "level": "easy" if kind == "computer" else ""}
            for i, kind in enumerate(kinds)]


async def hosted(url, game_id, kinds, variant=""):
    """A started game: the host's player (its local seats) and one player per remote seat."""
    return await hosted_game(url, game_id, seats(kinds), variant)


def replayed_states(data: Path, game_id: str):
    """Each position of the server's game, by move number, from its store (seed included)."""
    store = Store(data)
    stored = next(g for g in store.games(("lobby", "playing", "over", "closed"))
                  if g.id == game_id)
    store.close()
    game = get_game(stored.game)
    match = Match.start(game, [Seat(s["name"]) for s in stored.seats], stored.seed,
                        stored.variant, stored.options)
    states = [match.state]
    for seat, raw in stored.moves:
        match.play(seat, game.decode_move(raw))
        states.append(match.state)
    return game, stored, states


@pytest.mark.parametrize("game_id", GAMES)
def test_whole_games_over_the_wire_send_each_client_exactly_its_seats_view(game_id, tmp_path):
    """Two people on two connections and a computer seat play to the end; every ``state``
    each connection received holds the views of its own seats, equal to the rules' view of
    that position, and no trace of the seed or the generator."""
    game = get_game(game_id)
    count = min(max(game.min_players, 3), game.max_players)
    kinds = ["local", "remote", *["computer"] * (count - 2)]

    async def scenario():
        async with Running(tmp_path) as server:
            host, (ben,), created = await hosted(server.url, game_id, kinds)
            rng = random.Random(game_id)
            finals = await asyncio.gather(play_at_random(host, rng), play_at_random(ben, rng))
            await host.close()
            await ben.close()
            return created["game_id"], finals, {0: host.received, 1: ben.received}

    room_id, finals, received = asyncio.run(scenario())
    assert all(f["phase"] == "over" for f in finals)
    game, stored, states = replayed_states(tmp_path, room_id)
    secrets_of_the_table = {str(stored.seed)} | {
        json.dumps(game.encode(s.rng)) for s in states if getattr(s, "rng", None)}
    checked = 0
    for seat, messages in received.items():
        for raw in messages:
            assert not any(secret in raw for secret in secrets_of_the_table)
            message = json.loads(raw)
            if message["type"] != "state" or "views" not in message:
                continue
            assert set(message["views"]) == {str(seat)}
            state = states[message["turn"]]
            assert message["views"][str(seat)] == game.encode(game.view(state, seat))
            checked += 1
    assert checked > 20
    assert finals[0]["result"]["scores"] == list(game.result(states[-1]).scores)


def test_a_token_acts_only_for_its_seat_and_a_code_is_spent_once(tmp_path):
    async def scenario():
        async with Running(tmp_path) as server:
            host, (ben,), created = await hosted(server.url, "ra_dice", ["local", "remote"])
            state = host.state
            game = get_game("ra_dice")
            # Ben may not move Anna's seat, and may not start or close the game
            move = game.legal_moves(game.determinize(host.view(0), 0, 1), 0)[0]
            await ben.send({"type": "move", "seat": 0, "turn": state["turn"],
                            "move": game.encode_move(move)})
            assert (await ben.receive("error"))["code"] == "not-your-seat"
            await ben.send({"type": "close"})
            assert (await ben.receive("error"))["code"] == "not-host"
            # the spent code claims nothing again
            thief = await Player(server.url).open()
            again = await thief.join(created["game_id"], created["codes"]["1"], "Thief")
            assert again["code"] == "bad-code"
            # a move replayed for a position that has passed is refused, not played twice
            message = {"type": "move", "seat": 0, "turn": state["turn"],
                       "move": game.encode_move(move)}
            await host.send(message)
            accepted = await host.receive("state")
            assert accepted["turn"] == state["turn"] + 1
            await host.send(message)
            assert (await host.receive("refused"))["code"] == "stale"
            # guessing tokens: refused, then the connection is closed
            guesser = await Player(server.url).open()
            guesser.game_id = created["game_id"]
            for _ in range(protocol.FLOOD_STRIKES):
                guesser.tokens = ["x" * protocol.TOKEN_LENGTH]
                await guesser.send({"type": "hello", "game_id": created["game_id"],
                                    "tokens": guesser.tokens})
            with pytest.raises(ConnectionClosed):
                for _ in range(10):
                    await guesser.receive(timeout=2)
            return accepted["turn"]

    assert asyncio.run(scenario()) == 1


def test_an_illegal_move_is_refused_with_the_rules_sentence_and_changes_nothing(tmp_path):
    async def scenario():
        async with Running(tmp_path) as server:
            host, _, _ = await hosted(server.url, "labyrinth", ["local", "local"])
            state = host.state
            game = get_game("labyrinth")
            seat = state["to_act"][0]
            view = host.view(seat)
            world = game.determinize(view, seat, 0)
            legal = set(game.legal_moves(world, seat))
            wrong = next(m for m in game.move_space(world, seat) if m not in legal)
            await host.send({"type": "move", "seat": seat, "turn": state["turn"],
                             "move": game.encode_move(wrong)})
            refused = await host.receive("refused")
            return refused, game.check(world, seat, wrong), state["turn"]

    refused, sentence, turn = asyncio.run(scenario())
    assert refused["reason"]["msgid"] == sentence.msgid
    assert refused["turn"] == turn


HOSTILE = [
    b"\xff\xfe not utf-8",
    "not json at all",
    "[1, 2, 3]",
    '{"no": "type"}',
    '{"type": "launch-missiles"}',
    '{"type": "move", "seat": 0}',
    '{"type": "move", "seat": "zero", "turn": 0, "move": {}}',
    '{"type": "move", "seat": 99, "turn": 0, "move": {}}',
    '{"type": "move", "seat": 0, "turn": 0, "move": {"~": "os.system"}}',
    '{"type": "hello", "game_id": "nope", "tokens": ["a"]}',
    '{"type": "create", "game": "chess", "variant": "", "options": [], "seats": []}',
    '{"type": "create", "game": "ra_dice", "variant": "", "options": [], "seats": [1, 2]}',
    '{"type": "create", "game": "ra_dice", "variant": "", "options": [],'
    ' "seats": [{"name": "a", "kind": "local", "level": ""}]}',
    '{"type": "join", "game_id": "x", "code": "y", "name": "z"}',
    "[" * 30_000 + "]" * 30_000,
    '{"type": "list", "extra": 1}',
    '{"type": "undo", "seat": -1, "turn": 0}',
    "9" * 50_000,
]


def test_hostile_messages_are_answered_and_the_other_games_go_on(tmp_path):
    async def scenario():
        async with Running(tmp_path) as server:
            host, _, _ = await hosted(server.url, "dahschur", ["local", "local"])
            before = host.state
            answers = []
            for raw in HOSTILE:
                async with connect(server.url) as rogue:
                    await rogue.send(raw)
                    answers.append(json.loads(await asyncio.wait_for(rogue.recv(), 5)))
            # larger than the limit: the connection is closed with "message too big"
            async with connect(server.url, max_size=None) as rogue:
                await rogue.send("x" * (protocol.MAX_MESSAGE_BYTES + 1))
                with pytest.raises(ConnectionClosed) as closed:
                    await asyncio.wait_for(rogue.recv(), 5)
            # a flood: refused, then closed
            async with connect(server.url) as flooder:
                with pytest.raises(ConnectionClosed):
                    for _ in range(protocol.MESSAGE_BURST * 3):
                        await flooder.send('{"type": "list"}')
                    for _ in range(protocol.MESSAGE_BURST * 3):
                        await asyncio.wait_for(flooder.recv(), 5)
            # the game in progress is untouched and still plays
            game = get_game("dahschur")
            seat = before["to_act"][0]
            move = game.legal_moves(game.determinize(host.view(seat), seat, 0), seat)[0]
            await host.send({"type": "move", "seat": seat, "turn": before["turn"],
                             "move": game.encode_move(move)})
            after = await host.receive("state")
            return answers, closed.value, before["turn"], after["turn"]

    answers, closed, before, after = asyncio.run(scenario())
    assert all(a["type"] == "error" and a["code"] != "server-error" for a in answers), answers
    assert closed.rcvd.code == 1009
    assert after == before + 1


def test_our_client_keeps_under_the_servers_flood_guard(tmp_path):
    """A quick computer-driven client sends faster than any person: ``Player.send`` keeps
    to the client's share of the rate, so the server never closes it as a flood (the
    cause of a whole Im Bann game over the wire failing on a fast machine)."""
    count = protocol.MESSAGE_BURST + 60

    async def scenario():
        async with Running(tmp_path) as server:
            player = await Player(server.url).open()
            for _ in range(count):
                await player.send({"type": "list"})
            return [await player.receive(timeout=10) for _ in range(count)]

    answers = asyncio.run(scenario())
    assert [a["type"] for a in answers] == ["games"] * count


def test_the_rate_bucket_spends_its_burst_then_refills_at_its_rate():
    now = [0.0]
    bucket = Bucket(rate=10, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    assert bucket.wait() == pytest.approx(0.1)
    now[0] = 0.25
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    now[0] = 100.0
    assert sum(bucket.take() for _ in range(10)) == 3


def test_an_address_hosts_at_most_its_number_of_open_games(tmp_path):
    async def scenario():
        async with Running(tmp_path, games_per_address=2) as server:
            answers = []
            for _ in range(3):
                host = await Player(server.url).open()
                answers.append(await host.create("ra_dice", seats(["local", "local"])))
            return [a.get("code", a["type"]) for a in answers]

    assert asyncio.run(scenario()) == ["created", "created", "too-many-games"]


def test_a_silent_connection_is_closed(tmp_path, monkeypatch):
    monkeypatch.setattr(protocol, "HELLO_SECONDS", 0.2)

    async def scenario():
        async with Running(tmp_path) as server, connect(server.url) as silent:
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(silent.recv(), 5)
            return silent.close_code

    assert asyncio.run(scenario()) == 1008


def test_the_host_hands_an_absent_seat_to_the_computer_and_back(tmp_path):
    async def scenario():
        async with Running(tmp_path) as server:
            host, (ben,), _ = await hosted(server.url, "ra_dice", ["local", "remote"])
            await ben.close()
            await host.send({"type": "computer", "seat": 1, "level": "easy"})
            rng = random.Random(3)
            # Anna plays; the computer plays Ben's seat until the host gives it back
            while True:
                state = await host.receive("state")
                if state["turn"] >= 30 and state["seats"][1]["computer"]:
                    await host.send({"type": "person", "seat": 1})
                if not state["seats"][1]["computer"] and state["turn"] >= 30:
                    break
                if 0 in state["to_act"]:
                    await _one_move(host, state, 0, rng)
            movers = {seat for seat, _ in Store(server.data).moves(state["game_id"])}
            return state, movers

    state, movers = asyncio.run(scenario())
    assert movers == {0, 1}
    assert state["seats"][1] == {"name": "Remote 1", "kind": "remote", "level": "easy",
                                 "claimed": True, "computer": False, "connected": False}


async def _one_move(player, state, seat, rng):
    game = get_game(state["game"])
    world = game.determinize(player.view(seat), seat, rng.randrange(1 << 30))
    move = rng.choice(game.legal_moves(world, seat))
    await player.send({"type": "move", "seat": seat, "turn": state["turn"],
                       "move": game.encode_move(move)})


# -- kill -9 ------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(data: Path, port: int) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-m", "pharaohs", "serve", "--port", str(port), "--data", str(data)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert process.stdout.readline().startswith("listening")
    return process


def test_kill_9_loses_no_accepted_move_and_the_clients_come_back(tmp_path):
    """The server is killed twice mid-game; both clients reconnect with their tokens, the
    game ends, and the server's move list holds every move a client was told was accepted."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path, port)
    told: dict[int, int] = {}  # seat -> the highest turn a state showed after its own move

    async def seat_loop(player, seat, rng):
        while True:
            try:
                message = await player.receive(timeout=30)
            except (ConnectionClosed, OSError):
                message = await player.reconnect()
            if message["type"] != "state":
                continue
            state = player.state
            if state.get("last", {}).get("seat") == seat:
                told[seat] = max(told.get(seat, 0), state["turn"])
            if state["phase"] == "over":
                return state
            if seat in state["to_act"]:
                try:
                    await _one_move(player, state, seat, rng)
                except ConnectionClosed:
                    pass

    async def killer():
        nonlocal server
        for pause in (0.7, 1.3):
            await asyncio.sleep(pause)
            server.send_signal(signal.SIGKILL)
            server.wait()
            server.stdout.close()
            server = start_server(tmp_path, port)

    async def scenario():
        host, (ben,), created = await hosted(url, "labyrinth", ["local", "remote"])
        rng = random.Random(9)
        kill = asyncio.create_task(killer())
        finals = await asyncio.gather(seat_loop(host, 0, rng), seat_loop(ben, 1, rng))
        await kill
        return created["game_id"], finals

    try:
        game_id, finals = asyncio.run(asyncio.wait_for(scenario(), 240))
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
        server.stdout.close()
    stored = Store(tmp_path).moves(game_id)
    assert all(f["phase"] == "over" for f in finals)
    assert finals[0]["turn"] == len(stored)
    assert all(turn <= len(stored) for turn in told.values())


def test_a_restarted_server_offers_every_game_where_it_stood(tmp_path):
    async def first():
        async with Running(tmp_path) as server:
            host, _, created = await hosted(server.url, "saqqara", ["local"] * 3)
            state = host.state
            await _one_move(host, state, state["to_act"][0], random.Random(1))
            moved = await host.receive("state")
            return created, moved

    async def second(created):
        async with Running(tmp_path) as server:
            host = await Player(server.url).open()
            host.game_id = created["game_id"]
            host.tokens = [created["host_token"], *created["tokens"].values()]
            return await host.hello()

    created, moved = asyncio.run(first())
    started = time.monotonic()
    again = asyncio.run(second(created))
    assert time.monotonic() - started < 30
    assert again["turn"] == moved["turn"] == 1
    assert again["views"] == moved["views"]


def test_pharaohs_serve_runs_without_pygame(tmp_path):
    """The server is headless: ``pharaohs serve`` listens without ever importing pygame
    (the import-linter contract keeps it out of ``pharaohs.net``; this checks the command)."""
    process = subprocess.Popen(
        [sys.executable, "-X", "importtime", "-m", "pharaohs", "serve", "--port", "0",
         "--data", str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert process.stdout.readline().startswith("listening")
    finally:
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=30)
    imported = [line.split("|")[-1].strip() for line in err.splitlines() if "|" in line]
    assert "websockets" in imported and not any(m.startswith("pygame") for m in imported)
    assert process.returncode == 0


def test_a_seat_is_told_with_every_field_it_has():
    """``SeatInfo.to_json`` is written out by hand for speed: it must still say every field."""
    seat = SeatInfo("Ben", "remote", "hard", claimed=True, computer=True)
    assert seat.to_json() == dataclasses.asdict(seat)
