"""A client of the Pharaohs server: one connection, the tokens it holds, and reconnecting.

``Player`` keeps the newest ``state`` the server sent and decodes its views with the
game's own codec; when the connection drops it connects again with the same tokens
(``reconnect``), so the server sees the same seats come back. The window's online table
and the server's tests and benchmarks play through it.
"""

from __future__ import annotations

import asyncio
import json

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from pharaohs.games import get_game
from pharaohs.net import protocol
from pharaohs.net.rate import client_bucket

#: seconds between tries to reach a server that went away, growing to the last
RETRY_SECONDS = (0.1, 0.2, 0.5, 1.0, 2.0)


class Player:
    """A connection to one server, acting for the seats of ``tokens`` in ``game_id``."""

    def __init__(self, url: str):
        self.url = url
        self.connection = None
        self.game_id: str | None = None
        self.tokens: list[str] = []
        self.state: dict | None = None
        self.received: list[str] = []
        self.rate = client_bucket()

    async def open(self) -> Player:
        self.connection = await connect(self.url, max_size=None, compression=None,
                                        open_timeout=5)
        return self

    async def close(self) -> None:
        if self.connection is not None:
            await self.connection.close()

    async def send(self, message: dict) -> None:
        """Send ``message``, keeping under the server's flood guard (``rate``)."""
        while not self.rate.take():
            await asyncio.sleep(self.rate.wait())
        await self.connection.send(protocol.encode(message))

    async def receive(self, *kinds: str, timeout: float = 10.0) -> dict:
        """The next message of one of ``kinds`` (any if none); ``state`` ones are kept."""
        while True:
            raw = await asyncio.wait_for(self.connection.recv(), timeout)
            self.received.append(raw)
            message = json.loads(raw)
            if message["type"] == "state":
                self.state = message
            if not kinds or message["type"] in kinds:
                return message

    async def until(self, test, timeout: float = 10.0) -> dict:
        """The next message for which ``test(message)`` holds."""
        while not test(message := await self.receive(timeout=timeout)):
            pass
        return message

    # -- the steps of a game ----------------------------------------------------------------
    async def create(self, game: str, seats: list[dict], variant: str = "",
                     options=()) -> dict:
        await self.send({"type": "create", "game": game, "variant": variant,
                         "options": list(options), "seats": seats})
        created = await self.receive("created", "error")
        if created["type"] == "created":
            self.game_id = created["game_id"]
            self.tokens = [created["host_token"], *created["tokens"].values()]
        return created

    async def join(self, game_id: str, code: str, name: str) -> dict:
        await self.send({"type": "join", "game_id": game_id, "code": code, "name": name})
        joined = await self.receive("joined", "error")
        if joined["type"] == "joined":
            self.game_id = game_id
            self.tokens.append(joined["token"])
        return joined

    async def hello(self) -> dict:
        await self.send({"type": "hello", "game_id": self.game_id, "tokens": self.tokens})
        return await self.receive("state", "error")

    async def reconnect(self, attempts: int = 50) -> dict:
        """Connect again with the same tokens until the server answers."""
        for attempt in range(attempts):
            try:
                await self.open()
                return await self.hello()
            except (OSError, ConnectionClosed, TimeoutError):
                await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
        raise ConnectionError(f"no server at {self.url}")

    def view(self, seat: int):
        """The decoded view of ``seat`` in the newest state."""
        game = get_game(self.state["game"])
        return game.decode(self.state["views"][str(seat)])


async def hosted_game(url: str, game_id: str, seats: list[dict], variant: str = ""):
    """A started game: the host's player (its local seats), one player per remote seat
    (each joined with its code) and the host's ``created`` answer. The smoke test's,
    the tests' and the benchmarks' way to fill a table."""
    host = await Player(url).open()
    created = await host.create(game_id, seats, variant)
    if created["type"] != "created":
        raise RuntimeError(f"the server refused the game: {created}")
    others = []
    for seat, code in created["codes"].items():
        other = await Player(url).open()
        joined = await other.join(created["game_id"], code, f"Remote {seat}")
        if joined["type"] != "joined":
            raise RuntimeError(f"the server refused seat {seat}: {joined}")
        others.append(other)
    await host.send({"type": "start"})
    await host.until(lambda m: m["type"] == "state" and m["phase"] != "lobby")
    return host, others, created


async def play_at_random(player: Player, rng, moves_at_most: int = 100_000) -> dict:
    """Play every seat ``player`` holds with random legal moves until the game is over:
    the smoke test's and the load benchmark's hand. It moves once for each position it
    is sent (a stale one is refused and the next state comes), starting from the newest
    state it has. The final state returns."""
    fresh = player.state is not None
    for _ in range(moves_at_most):
        state = player.state
        if fresh and state["phase"] in ("over", "closed"):
            return state
        if fresh:
            await _move_at_random(player, state, rng)
        message = await player.receive()
        if message["type"] == "error":
            await asyncio.sleep(0.1)
        fresh = message["type"] in ("state", "error") or (
            message["type"] == "refused" and message["code"] != "stale")
    raise RuntimeError("the game did not end")


async def _move_at_random(player: Player, state: dict, rng) -> None:
    game = get_game(state["game"])
    for seat in state["to_act"]:
        if seat in state["yours"] and not state["seats"][seat]["computer"]:
            world = game.determinize(game.decode(state["views"][str(seat)]), seat,
                                     rng.randrange(1 << 30))
            move = rng.choice(game.legal_moves(world, seat))
            await player.send({"type": "move", "seat": seat, "turn": state["turn"],
                               "move": game.encode_move(move)})
            return
