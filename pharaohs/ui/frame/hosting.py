"""The server a host's program runs for its online games, and their announcements.

One ``LocalServer`` (the same code as ``pharaohs serve``) per program, started when a
game is first hosted here and kept for the program's life, with its games in the user
data folder (``server/``), so a hosted game survives the program being closed. It
listens on every network of the machine, on ``PORT`` where that is free (so tickets
of games hosted here still point at it after a restart), else on any free port. Each
lobby is announced on the local network (``discovery.Announcer``) until it starts, in a
thread of its own (an announcement is probed for a second or two: the window goes on).
``LISTEN`` and ``NETWORKS`` say where; the tests set both to the loopback interface.
"""

from __future__ import annotations

import atexit
import contextlib
import socket
import threading

from zeroconf import Error as ZeroconfError

from pharaohs import storage
from pharaohs.net.discovery import Announcer
from pharaohs.net.session import LocalServer

#: what a network may answer an announcement with; it only loses the announcement
REFUSALS = (OSError, RuntimeError, ValueError, ZeroconfError)

#: the port a hosted server asks for first (``pharaohs serve``'s default)
PORT = 8765
#: where the hosted server listens: every network of the machine
LISTEN = "0.0.0.0"
#: the interfaces lobbies are announced and looked for on (None: all)
NETWORKS: list[str] | None = None


def lan_address() -> str:
    """This machine's address on its local network, as friends there reach it."""
    if LISTEN != "0.0.0.0":
        return LISTEN
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # a datagram socket's connect sends nothing
        return probe.getsockname()[0]
    return "127.0.0.1"


class Hosting:
    """The program's own server and the announcements of its lobbies."""

    def __init__(self):
        self.server: LocalServer | None = None
        self.announcer: Announcer | None = None
        self._lock = threading.Lock()

    def start(self, port: int | None = None) -> str:
        """The local server's address for this computer's own sessions (started if need
        be, on ``port``: ``PORT`` unless told)."""
        port = PORT if port is None else port
        if self.server is None:
            try:
                self.server = LocalServer(storage.data_dir() / "server", LISTEN, port)
            except OSError:
                self.server = LocalServer(storage.data_dir() / "server", LISTEN, 0)
            atexit.register(self.stop)  # the network hears the lobbies go with the program
        return self.server.url

    @property
    def friends_url(self) -> str | None:
        """The address friends elsewhere type in, while a server runs here."""
        return None if self.server is None else f"ws://{lan_address()}:{self.server.port}"

    def announce(self, game_id: str, game: str, host: str, free: int) -> None:
        """Announce a lobby on the local network (or withdraw it when no seat is free)."""
        if self.server is not None:
            self._later(self._announce, game_id, game, host, free)

    def withdraw(self, game_id: str) -> None:
        self._later(self._withdraw, game_id)

    def _later(self, work, *args) -> None:
        threading.Thread(target=self._guarded, args=(work, *args), name="announcing",
                         daemon=True).start()

    def _guarded(self, work, *args) -> None:
        with self._lock, contextlib.suppress(*REFUSALS):
            work(*args)

    def _announce(self, game_id: str, game: str, host: str, free: int) -> None:
        if self.server is None:
            return  # stopped meanwhile
        if self.announcer is None:
            self.announcer = Announcer(self.server.port, lan_address(), NETWORKS)
        if free:
            self.announcer.announce(game_id, game, host, free)
        else:
            self.announcer.withdraw(game_id)

    def _withdraw(self, game_id: str) -> None:
        if self.announcer is not None:
            self.announcer.withdraw(game_id)

    def stop(self) -> None:
        with self._lock:
            if self.announcer is not None:
                with contextlib.suppress(*REFUSALS):
                    self.announcer.close()
                self.announcer = None
        if self.server is not None:
            self.server.stop()
            self.server = None


def hosting(app) -> Hosting:
    """The program's ``Hosting`` (one per app)."""
    if getattr(app, "hosting", None) is None:
        app.hosting = Hosting()
    return app.hosting
