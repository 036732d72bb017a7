"""Games announced on the local network (zeroconf/mDNS), so a join needs no address.

A host's program announces each game waiting in its lobby as a service of
``SERVICE_TYPE``, carrying only what anyone at the table may know: the game's id and
kind, the host's name and how many seats are free, never a token or a join code (the
code still comes from the host). A joining program browses for them. ``interfaces``
says where: every network of the machine in the program, the loopback interface alone
in the tests.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

#: the mDNS service type of a Pharaohs game waiting for players
SERVICE_TYPE = "_pharaohs._tcp.local."
#: the longest host name an announcement carries (DNS labels are at most 63 bytes)
LABEL_LIMIT = 40


@dataclass(frozen=True)
class Announced:
    """A game found on the network: where its server listens and what it is."""

    name: str
    address: str
    port: int
    game_id: str
    game: str
    host: str
    free: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _zeroconf(interfaces) -> Zeroconf:
    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


class Announcer:
    """Announces the lobbies of one server listening on ``port``."""

    def __init__(self, port: int, address: str, interfaces=None):
        self.port, self.address = port, address
        self.zeroconf = _zeroconf(interfaces)
        self.services: dict[str, ServiceInfo] = {}

    def announce(self, game_id: str, game: str, host: str, free: int) -> None:
        """Announce (or renew) a game in its lobby with ``free`` seats."""
        self.withdraw(game_id)
        label = f"{host[:LABEL_LIMIT]} {game} {game_id}"
        info = ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}",
                           addresses=[socket.inet_aton(self.address)], port=self.port,
                           properties={"id": game_id, "game": game, "host": host[:LABEL_LIMIT],
                                       "free": str(free)})
        self.zeroconf.register_service(info)
        self.services[game_id] = info

    def withdraw(self, game_id: str) -> None:
        info = self.services.pop(game_id, None)
        if info is not None:
            self.zeroconf.unregister_service(info)

    def close(self) -> None:
        for game_id in list(self.services):
            self.withdraw(game_id)
        self.zeroconf.close()


class Browser:
    """The games announced on the network now, updated in zeroconf's thread."""

    def __init__(self, interfaces=None):
        self.zeroconf = _zeroconf(interfaces)
        self._lock = threading.Lock()
        self._found: dict[str, Announced] = {}
        self._browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE,
                                       handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        found = _announced(name, info) if info is not None else None
        if found is not None:
            with self._lock:
                self._found[name] = found

    def games(self) -> list[Announced]:
        with self._lock:
            return sorted(self._found.values(), key=lambda a: (a.host, a.game_id))

    def close(self) -> None:
        self._browser.cancel()
        self.zeroconf.close()


def _announced(name: str, info: ServiceInfo) -> Announced | None:
    """What an announcement says, or None if it is not one of ours as we write them."""
    try:
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        return Announced(name, socket.inet_ntoa(info.addresses[0]), int(info.port),
                         props["id"], props["game"], props["host"], int(props["free"]))
    except (KeyError, IndexError, ValueError, UnicodeDecodeError, OSError, TypeError):
        return None
