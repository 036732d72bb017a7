"""``pharaohs autoplay-online``: a client without a window that plays its seats at random.

It hosts a game (and prints the join codes), joins one with a code, or takes its seats
again from the ticket this computer kept (``net.tickets``), then plays random legal
moves until the game is over, as the window's person would, keeping its ticket and its
local copy (``net.copies``) in the user data folder like the window does. Each step
is one JSON line on stdout, so a test or a script can follow it; the tests use it to
play whole games between real processes and to kill one mid-game and start it again.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from pharaohs import storage
from pharaohs.net import tickets
from pharaohs.net.client import Player, play_at_random
from pharaohs.net.copies import COPIES_FOLDER, Recorder
from pharaohs.net.tickets import Ticket

#: seconds a lobby waits for its friends before the host gives up
LOBBY_SECONDS = 120.0


def say(**line) -> None:
    print(json.dumps(line), flush=True)


class KeepingPlayer(Player):
    """A ``Player`` that keeps every ``state`` it is sent in the local copy."""

    copy: Recorder | None = None

    async def receive(self, *kinds: str, timeout: float = 30.0) -> dict:
        message = await super().receive(*kinds, timeout=timeout)
        if message["type"] == "state" and message.get("views"):
            if self.copy is None:
                self.copy = Recorder(storage.data_dir() / COPIES_FOLDER, self.url, message)
            self.copy.saw(message)
        return message


def keep_ticket(player: KeepingPlayer, game: str, seats: dict, host: str = "") -> None:
    tickets.keep(storage.data_dir(), Ticket(player.url, player.game_id, game, seats, host))


async def host(player: KeepingPlayer, game: str, seats: list[dict], variant: str) -> None:
    """Create the game, say its codes, wait until every seat is taken, start it."""
    created = await player.create(game, seats, variant)
    if created["type"] != "created":
        raise RuntimeError(f"the server refused the game: {created}")
    keep_ticket(player, game, created["tokens"], created["host_token"])
    say(event="created", game_id=created["game_id"], codes=created["codes"])
    await player.until(lambda m: m["type"] == "state" and not any(
        s["kind"] == "remote" and not s["claimed"] for s in m["seats"]), LOBBY_SECONDS)
    await player.send({"type": "start"})


async def join(player: KeepingPlayer, shared: str, name: str) -> None:
    game_id, _dash, code = shared.partition("-")
    joined = await player.join(game_id, code, name)
    if joined["type"] != "joined":
        raise RuntimeError(f"the server refused the seat: {joined}")
    state = await player.receive("state")
    keep_ticket(player, state["game"], {str(joined["seat"]): joined["token"]})
    say(event="joined", game_id=game_id, seat=joined["seat"])


async def resume(player: KeepingPlayer, game_id: str) -> None:
    """Take this computer's seats again with the tokens of its ticket."""
    ticket = next((t for t in tickets.read(storage.data_dir())
                   if (t.url, t.game_id) == (player.url, game_id)), None)
    if ticket is None:
        raise RuntimeError(f"no ticket for game {game_id} at {player.url}")
    player.game_id, player.tokens = game_id, ticket.tokens()
    hello = await player.hello()
    if hello["type"] != "state":
        raise RuntimeError(f"the server refused the tokens: {hello}")
    say(event="resumed", game_id=game_id, turn=hello["turn"])


async def play(url: str, how: str, what: str, name: str, seed: int,
               seats: list[dict] = (), variant: str = "") -> int:
    """Host, join or resume (``how``), then play to the end; 0 once the game is over."""
    player = await KeepingPlayer(url).open()
    try:
        if how == "host":
            await host(player, what, list(seats), variant)
        elif how == "join":
            await join(player, what, name)
        else:
            await resume(player, what)
        if player.state is None or player.state["phase"] == "lobby":
            await player.until(lambda m: m["type"] == "state" and m["phase"] != "lobby",
                               LOBBY_SECONDS)
        final = await play_at_random(player, random.Random(seed))
    finally:
        if player.copy is not None:
            player.copy.write()
        await player.close()
    say(event="over", game_id=player.game_id, phase=final["phase"], turn=final["turn"],
        scores=final.get("result", {}).get("scores"))
    return 0 if final["phase"] == "over" else 1


def seat_requests(kinds: str, name: str) -> list[dict]:
    """``local,remote,easy`` as the seats of a ``create`` message (the first local seat
    gets ``name``)."""
    requests = []
    for number, kind in enumerate(kinds.split(","), 1):
        kind = kind.strip()
        if kind in ("easy", "medium", "hard"):
            requests.append({"name": f"Computer {number}", "kind": "computer", "level": kind})
        elif kind in ("local", "remote"):
            first = kind == "local" and not any(r["kind"] == "local" for r in requests)
            requests.append({"name": name if first else f"Player {number}", "kind": kind,
                             "level": ""})
        else:
            raise ValueError(kind)
    return requests


def main(args) -> int:
    """The command, from the parsed arguments; 2 with a sentence when it cannot play."""
    how = "host" if args.host_game else "join" if args.join else "resume"
    what = args.host_game or args.join or args.resume
    try:
        seats = seat_requests(args.seats, args.name) if how == "host" else []
        return asyncio.run(play(args.url, how, what, args.name, args.seed or 0, seats,
                                args.variant or ""))
    except (RuntimeError, ValueError, OSError, TimeoutError) as err:
        print(f"pharaohs autoplay-online: {err}", file=sys.stderr)
        return 2
