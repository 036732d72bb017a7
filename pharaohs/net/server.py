"""The Pharaohs server: any number of games, each the only authority on its moves.

Built on ``websockets`` (asyncio). Each connection is read one message at a time:
``protocol.parse`` refuses whatever is malformed, a token bucket refuses floods, and a
connection that floods, guesses tokens or sends something too big more than
``FLOOD_STRIKES`` times is closed; nothing a client sends can stop the server or touch
another game. Each connection has an outbox of its own, written by its own task, so a
slow client delays nobody else; a ``state`` is a whole snapshot, so when an outbox
backs up only the newest state is kept.

Computer seats are played here, by the same players as at one computer (Hard in a
helper process, so the event loop keeps answering), from their seat's view.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from pharaohs.ai.players import HARD_SECONDS
from pharaohs.ai.settle import Memory
from pharaohs.ai.worker import Thinker
from pharaohs.core.i18n import _
from pharaohs.games import GAMES, get_game
from pharaohs.net import protocol
from pharaohs.net.protocol import ProtocolError
from pharaohs.net.rate import server_bucket
from pharaohs.net.room import Room
from pharaohs.net.store import Store

log = logging.getLogger("pharaohs.server")

#: states an outbox keeps at most before it drops all but the newest
OUTBOX_LIMIT = 32
#: how often (s) a computer seat's search is looked at
THINK_POLL = 0.01


class Outbox:
    """What is waiting to be sent to one connection, written in order by one task."""

    def __init__(self, connection: ServerConnection):
        self.connection = connection
        self.waiting: list[dict] = []
        self.ready = asyncio.Event()
        self.task = asyncio.create_task(self._write())

    def put(self, message: dict) -> None:
        self.waiting.append(message)
        if len(self.waiting) > OUTBOX_LIMIT:
            states = [m for m in self.waiting if m["type"] == "state"]
            newest = states[-1] if states else None
            self.waiting = [m for m in self.waiting
                            if m["type"] != "state" or m is newest][-OUTBOX_LIMIT:]
        self.ready.set()

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.ready.wait()
                self.ready.clear()
                while self.waiting:
                    await self.connection.send(protocol.encode(self.waiting.pop(0)))


class Client:
    """One connection: where it comes from, which room and seats it acts for."""

    def __init__(self, connection: ServerConnection):
        self.connection = connection
        self.address = str(connection.remote_address[0]) if connection.remote_address else "?"
        self.outbox = Outbox(connection)
        self.room: Room | None = None
        self.seats: set[int] = set()
        self.host = False
        self.strikes = 0
        self.rate = server_bucket()


class Server:
    """The games of one data folder, and the connections playing them."""

    def __init__(self, data: Path, games_per_address: int = protocol.GAMES_PER_ADDRESS,
                 connections_per_address: int = protocol.CONNECTIONS_PER_ADDRESS):
        self.store = Store(data)
        self.games_per_address = games_per_address
        self.connections_per_address = connections_per_address
        self.rooms: dict[str, Room] = {}
        self.addresses: Counter[str] = Counter()
        self.drivers: dict[str, asyncio.Task] = {}
        self.memories: dict[str, Memory] = {}
        for stored in self.store.games():
            try:
                self.rooms[stored.id] = Room(self.store, stored, get_game(stored.game))
            except Exception:  # noqa: BLE001 - one damaged game must not keep the rest away
                log.exception("game %s cannot be replayed; it is left out", stored.id)
        log.info("%d games kept in %s", len(self.rooms), self.store.path)

    # -- connections ------------------------------------------------------------------------
    async def handle(self, connection: ServerConnection) -> None:
        client = Client(connection)
        if self.addresses[client.address] >= self.connections_per_address:
            await connection.close(1013, "too many connections from this address")
            return
        self.addresses[client.address] += 1
        try:
            await self._read(client)
        except ConnectionClosed:
            pass
        finally:
            self.addresses[client.address] -= 1
            self._leave(client)
            client.outbox.task.cancel()

    async def _read(self, client: Client) -> None:
        while True:
            timeout = None if client.room else protocol.HELLO_SECONDS
            try:
                raw = await asyncio.wait_for(client.connection.recv(), timeout)
            except TimeoutError:
                await client.connection.close(1008, "say hello first")
                return
            try:
                if not client.rate.take():
                    raise ProtocolError("flood", _("Too many messages: slow down."))
                self.dispatch(client, protocol.parse(raw))
                continue
            except ProtocolError as refusal:
                err = refusal
            except Exception:  # noqa: BLE001 - a fault of ours answers, and the server goes on
                log.exception("a message from %s failed", client.address)
                err = ProtocolError("server-error", _("The server could not do that."))
            client.outbox.put(err.to_json())
            if err.code in ("flood", "bad-token", "bad-code"):
                client.strikes += 1
            if err.fatal or client.strikes >= protocol.FLOOD_STRIKES:
                await asyncio.sleep(0)  # let the outbox say why first
                await client.connection.close(1008, err.code)
                return

    def _leave(self, client: Client) -> None:
        room = client.room
        if room is not None:
            room.connections.discard(client)
            self.broadcast(room)

    # -- messages ---------------------------------------------------------------------------
    def dispatch(self, client: Client, message: dict) -> None:
        kind = message["type"]
        if kind == "create":
            self._create(client, message)
        elif kind == "join":
            self._join(client, message)
        elif kind == "hello":
            self._hello(client, message)
        elif kind == "list":
            client.outbox.put({"type": "games", "games": [
                r.public() for r in self.rooms.values()
                if r.phase == "lobby" and any(p["free"] for p in r.public()["seats"])]})
        else:
            self._in_game(client, kind, message)

    def _create(self, client: Client, message: dict) -> None:
        if message["game"] not in GAMES:
            raise ProtocolError("bad-setup", _("This server has no game {game}.",
                                               game=message["game"]))
        hosted = sum(1 for r in self.rooms.values()
                     if r.address == client.address and r.phase in ("lobby", "playing"))
        if hosted >= self.games_per_address:
            raise ProtocolError("too-many-games", _(
                "This address hosts {n} games already; end one first.", n=hosted))
        room, host, tokens, codes = Room.create(self.store, get_game(message["game"]),
                                                message, client.address)
        self.rooms[room.id] = room
        log.info("game %s (%s) created from %s", room.id, room.game.id, client.address)
        client.outbox.put({"type": "created", "game_id": room.id, "host_token": host,
                           "tokens": {str(s): t for s, t in tokens.items()},
                           "codes": {str(s): c for s, c in codes.items()}})
        self._attach(client, room, set(tokens), host=True)

    def _join(self, client: Client, message: dict) -> None:
        key = self.store.key(message["code"])
        room = self.rooms.get(message["game_id"])
        if key is None or key[2] != "code" or room is None or key[0] != room.id:
            raise ProtocolError("bad-code", _("That join code is not one of this game's."))
        if room.phase == "closed":
            raise ProtocolError("closed", _("That game has ended."))
        token = room.claim(key[1], message["code"], message["name"])
        log.info("game %s: seat %d joined from %s", room.id, key[1], client.address)
        client.outbox.put({"type": "joined", "game_id": room.id, "seat": key[1],
                           "token": token})
        self._attach(client, room, {key[1]}, host=False)

    def _hello(self, client: Client, message: dict) -> None:
        room = self.rooms.get(message["game_id"])
        tokens = message["tokens"]
        if room is None or room.phase == "closed":
            raise ProtocolError("no-game", _("This server has no such game open."))
        if not tokens or len(tokens) > protocol.TOKEN_LIMIT or not all(
                isinstance(t, str) and len(t) <= protocol.TEXT_LIMIT for t in tokens):
            raise ProtocolError("bad-token", _("A hello shows the tokens of its seats."))
        keys = [self.store.key(t) for t in tokens]
        if any(k is None or k[0] != room.id or k[2] == "code" for k in keys):
            raise ProtocolError("bad-token", _("A token is not one of this game's."))
        self._attach(client, room, {k[1] for k in keys if k[2] == "seat"},
                     host=any(k[2] == "host" for k in keys))

    def _attach(self, client: Client, room: Room, seats: set[int], host: bool) -> None:
        if client.room is not None and client.room is not room:
            self._leave(client)
            client.seats, client.host = set(), False
        client.room = room
        client.seats |= seats
        client.host = client.host or host
        room.connections.add(client)
        self.broadcast(room)

    def _in_game(self, client: Client, kind: str, message: dict) -> None:
        room = client.room
        if room is None:
            raise ProtocolError("no-hello", _("Say hello with your token first."))
        seat = message.get("seat")
        if seat is not None and not 0 <= seat < len(room.seats):
            raise ProtocolError("bad-seat", _("The game has no seat {seat}.", seat=seat))
        if kind in ("move", "undo"):
            if seat not in client.seats:
                raise ProtocolError("not-your-seat", _("You do not hold that seat's token."))
            try:
                if kind == "move":
                    room.play(seat, message["turn"], message["move"])
                else:
                    room.undo(seat, message["turn"])
            except ProtocolError as err:
                client.outbox.put({"type": "refused", "code": err.code, "turn": room.turn,
                                   "reason": err.to_json()["message"]})
                return
        elif not client.host:
            raise ProtocolError("not-host", _("Only the host may do that."))
        elif kind == "start":
            room.start()
        elif kind == "computer":
            room.set_computer(seat, message["level"])
        elif kind == "person":
            room.set_computer(seat, None)
        elif kind == "code":
            client.outbox.put({"type": "code", "seat": seat, "code": room.new_code(seat)})
            return
        elif kind == "close":
            room.close()
            log.info("game %s closed by its host", room.id)
        self.broadcast(room)

    # -- telling everyone -------------------------------------------------------------------
    def broadcast(self, room: Room) -> None:
        """Each connection of the room gets its own snapshot; computer seats move on."""
        connected = {s for c in room.connections for s in c.seats}
        for client in list(room.connections):
            client.outbox.put(room.snapshot(client.seats, client.host, connected))
        if room.phase == "closed":
            self.rooms.pop(room.id, None)
        elif room.computer_to_act() and room.id not in self.drivers:
            self.drivers[room.id] = asyncio.create_task(self._drive(room))

    async def _drive(self, room: Room) -> None:
        """Play the room's computer seats until a person is to act."""
        memory = self.memories.setdefault(room.id, Memory())
        try:
            while room.id in self.rooms and (machines := room.computer_to_act()):
                seat, turn = machines[0], room.turn
                view = room.game.view(room.match.state, seat)
                thinker = Thinker.decide(room.game, view, seat, room.ai_rng,
                                         room.seats[seat].level, HARD_SECONDS,
                                         memory.seen(seat, view))
                while not thinker.done:
                    if room.turn != turn or seat not in room.computer_to_act():
                        thinker.cancel()
                        break
                    await asyncio.sleep(THINK_POLL)
                else:
                    move, room.ai_rng = thinker.result()
                    if room.turn == turn:
                        with contextlib.suppress(ProtocolError):
                            room.commit(seat, move)
                    self.broadcast(room)
                await asyncio.sleep(0)
        except Exception:  # noqa: BLE001 - a failing computer seat must not stop the server
            log.exception("game %s: the computer player failed", room.id)
        finally:
            self.drivers.pop(room.id, None)


async def run(host: str, port: int, data: Path, ready=None, stop: asyncio.Event | None = None,
              games_per_address: int = protocol.GAMES_PER_ADDRESS,
              connections_per_address: int = protocol.CONNECTIONS_PER_ADDRESS):
    """Serve until ``stop`` is set (or forever); ``ready(port)`` once listening."""
    server = Server(data, games_per_address, connections_per_address)
    async with serve(server.handle, host, port, max_size=protocol.MAX_MESSAGE_BYTES,
                     ping_interval=protocol.PING_SECONDS, ping_timeout=protocol.PING_SECONDS,
                     close_timeout=protocol.CLOSE_SECONDS, compression=None) as listening:
        bound = listening.sockets[0].getsockname()[1]
        log.info("serving on %s port %d", host, bound)
        if ready is not None:
            ready(bound)
        await (stop.wait() if stop is not None else asyncio.Future())
    server.store.close()
