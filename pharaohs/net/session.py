"""An online game as the window sees it: the client in a thread of its own.

The window draws at its own pace and must never wait for the network, so a
``Session`` runs a ``Player`` on an event loop in a background thread. The window
``send``s messages (they are queued and go out in order) and ``poll``s once a frame for
what arrived. A dropped connection is tried again on its own with the same tokens,
while ``status`` says so ("reconnecting"), so the window can say "waiting for the
server" and go on drawing. ``LocalServer`` runs the server itself in a thread, for a
host who plays from the same program (the same code as ``pharaohs serve``).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from pathlib import Path

from websockets.exceptions import ConnectionClosed

from pharaohs.net.client import Player
from pharaohs.net.server import run

#: what a session is doing, for the window to say
STATUSES = ("connecting", "online", "reconnecting", "closed")


class Session:
    """One connection to one server, for the seats of ``tokens`` in ``game_id``."""

    def __init__(self, url: str, game_id: str | None = None, tokens=()):
        self.url = url
        self.status = "connecting"
        self.failure: str | None = None
        self._player = Player(url)
        self._player.game_id = game_id
        self._player.tokens = list(tokens)
        self._arrived: queue.Queue = queue.Queue()
        self._loop = asyncio.new_event_loop()
        # bound to the session's loop when first used there (so a message the window
        # sends before the thread is up waits in it)
        self._outgoing: asyncio.Queue = asyncio.Queue()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="online session", daemon=True)
        self._thread.start()

    # -- the window's side ------------------------------------------------------------------
    def send(self, message: dict) -> None:
        """Queue ``message`` for the server (safe from any thread)."""
        self._loop.call_soon_threadsafe(self._put, message)

    def poll(self) -> list[dict]:
        """Every message that arrived since the last poll, oldest first."""
        out = []
        with contextlib.suppress(queue.Empty):
            while True:
                out.append(self._arrived.get_nowait())
        return out

    @property
    def game_id(self) -> str | None:
        return self._player.game_id

    @property
    def tokens(self) -> list[str]:
        return list(self._player.tokens)

    def close(self) -> None:
        """Hang up and end the thread."""
        self._closing = True
        self._loop.call_soon_threadsafe(self._put, None)
        self._thread.join(5)

    # -- the thread's side ------------------------------------------------------------------
    def _put(self, message) -> None:
        self._outgoing.put_nowait(message)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        while not self._closing:
            try:
                await self._player.open()
                if self._player.tokens:
                    await self._player.send({"type": "hello", "game_id": self._player.game_id,
                                             "tokens": self._player.tokens})
                self.status = "online"
                await self._exchange()
            except (OSError, ConnectionClosed, TimeoutError) as err:
                self.failure = str(err) or type(err).__name__
            if not self._closing:
                self.status = "reconnecting"
                await asyncio.sleep(0.5)
        with contextlib.suppress(Exception):
            await self._player.close()
        self.status = "closed"

    async def _exchange(self) -> None:
        """Send what the window queued and hand on what arrives, until the line drops."""
        receiving = asyncio.ensure_future(self._player.receive(timeout=None))
        sending = asyncio.ensure_future(self._outgoing.get())
        try:
            while True:
                done, _ = await asyncio.wait({receiving, sending},
                                             return_when=asyncio.FIRST_COMPLETED)
                if receiving in done:
                    message = receiving.result()
                    self._learn(message)
                    self._arrived.put(message)
                    receiving = asyncio.ensure_future(self._player.receive(timeout=None))
                if sending in done:
                    message = sending.result()
                    if message is None:
                        return
                    await self._player.send(message)
                    sending = asyncio.ensure_future(self._outgoing.get())
        finally:
            receiving.cancel()
            if not sending.done():
                sending.cancel()
            elif sending.result() is not None and not self._closing:
                self._outgoing.put_nowait(sending.result())  # sent again once back online

    def _learn(self, message: dict) -> None:
        """Keep the tokens a create or join handed out, for reconnecting."""
        if message["type"] == "created":
            self._player.game_id = message["game_id"]
            self._player.tokens = [message["host_token"], *message["tokens"].values()]
        elif message["type"] == "joined":
            self._player.game_id = message["game_id"]
            self._player.tokens.append(message["token"])


class LocalServer:
    """The server in a background thread of this program, listening on ``host``."""

    def __init__(self, data: Path, host: str = "0.0.0.0", port: int = 0):
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self.port: int | None = None
        self.failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(data, host, port),
                                        name="local server", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self.failure is not None:
            raise self.failure

    def _run(self, data: Path, host: str, port: int) -> None:
        asyncio.set_event_loop(self._loop)
        self._stop = asyncio.Event()

        def ready(bound: int) -> None:
            self.port = bound
            self._ready.set()

        try:
            self._loop.run_until_complete(run(host, port, data, ready=ready, stop=self._stop))
        except BaseException as err:  # noqa: BLE001 - told to the thread that started it
            self.failure = err
            self._ready.set()
        finally:
            self._loop.close()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self._stop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)
