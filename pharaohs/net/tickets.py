"""The online seats this computer holds: the server, the game, and each seat's token.

A token is what lets a person come back to their seat after the program was closed,
so the tokens are kept in the user data folder (``online.json``, written atomically),
one ticket per game. The file is read as hostile: a ticket with a field of the wrong
type is left out, never trusted, and the rest are still offered.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from pharaohs.files import reader, writer

#: the file of tickets in the user data folder
TICKETS_FILE = "online.json"
#: tickets kept at most; the oldest go first
TICKET_LIMIT = 50
_FORMAT = "pharaohs-online"


@dataclass(frozen=True)
class Ticket:
    """One online game this computer plays: where, which, and the tokens of its seats
    (``host`` is the host's token when this computer hosts it)."""

    url: str
    game_id: str
    game: str
    seats: dict[str, str] = field(default_factory=dict)
    host: str = ""
    names: tuple[str, ...] = ()
    when: float = 0.0

    def tokens(self) -> list[str]:
        return [*([self.host] if self.host else []), *self.seats.values()]


_TEXT_FIELDS = ("url", "game_id", "game", "host")


def _ticket(raw) -> Ticket | None:
    """The ticket ``raw`` describes, or None when any field is not what is written."""
    if not isinstance(raw, dict) or set(raw) != set(Ticket.__dataclass_fields__):
        return None
    if not all(isinstance(raw[k], str) and len(raw[k]) <= 200 for k in _TEXT_FIELDS):
        return None
    seats, names = raw["seats"], raw["names"]
    if not (isinstance(seats, dict) and all(isinstance(k, str) and k.isdigit()
                                            and isinstance(v, str) for k, v in seats.items())
            and isinstance(names, list) and all(isinstance(n, str) for n in names)
            and isinstance(raw["when"], (int, float)) and not isinstance(raw["when"], bool)):
        return None
    return Ticket(raw["url"], raw["game_id"], raw["game"], dict(seats), raw["host"],
                  tuple(names), float(raw["when"]))


def read(folder: Path) -> list[Ticket]:
    """The tickets kept in ``folder``, newest first; a missing or damaged file holds none."""
    try:
        data = reader.read_json(Path(folder) / TICKETS_FILE)
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        return []
    tickets = [t for t in map(_ticket, data.get("tickets", [])) if t is not None]
    return sorted(tickets, key=lambda t: -t.when)


def keep(folder: Path, ticket: Ticket) -> None:
    """Add or renew ``ticket`` (one per server and game); ``WriteFailed`` says why not."""
    ticket = Ticket(**{**asdict(ticket), "when": time.time()})
    others = [t for t in read(folder) if (t.url, t.game_id) != (ticket.url, ticket.game_id)]
    _write(folder, [ticket, *others][:TICKET_LIMIT])


def forget(folder: Path, url: str, game_id: str) -> None:
    _write(folder, [t for t in read(folder) if (t.url, t.game_id) != (url, game_id)])


def _write(folder: Path, tickets: list[Ticket]) -> None:
    path = Path(folder) / TICKETS_FILE
    writer.write_json(path, {
        "format": _FORMAT,
        "tickets": [{**asdict(t), "names": list(t.names)} for t in tickets]})
    with contextlib.suppress(OSError):  # tokens are secrets: for this user's eyes only
        os.chmod(path, 0o600)
