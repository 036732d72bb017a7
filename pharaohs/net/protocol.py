"""The wire between a Pharaohs server and its clients: JSON objects with a ``type``.

Every message a client sends is read here before the server acts on it: a message
that is not a JSON object of a known kind, with exactly the fields of that kind and
values of the right type and size, is refused with a ``ProtocolError`` whose code and
sentence go back to the client. The limits are named here, so the server, its tests
and the README speak of the same numbers.

Client to server::

    create  game, variant, options, seats: [{name, kind: local|remote|computer, level}]
    join    game_id, code, name          claim a remote seat with its join code
    hello   game_id, tokens: [...]       act for these seats (and as host)
    start                                (host) the lobby becomes a game
    move    seat, turn, move             ``turn``: how many moves the client has seen
    undo    seat, turn
    computer  seat, level                (host) a computer plays the seat from now on
    person  seat                         (host) give the seat back to its person
    code    seat                         (host) a new join code for a person's seat
    close                                (host) the game ends for everyone
    list                                 the games open to join (public facts only)

Server to client: ``created``, ``joined``, ``state`` (a snapshot: the phase, the seats,
who is to act, the views of this connection's seats), ``refused`` (the rules' sentence
for a move), ``games``, and ``error`` (code and sentence; the connection may be closed).
"""

from __future__ import annotations

import json

from pharaohs.core.i18n import _, message_to_json

#: the largest message a client may send (bytes); larger ones close the connection
MAX_MESSAGE_BYTES = 64 * 1024
#: messages a connection may send per second, on average, and in one burst
MESSAGES_PER_SECOND = 100
MESSAGE_BURST = 200
#: a connection that floods this many times is closed
FLOOD_STRIKES = 3
#: seconds a new connection has to say create, join, hello or list
HELLO_SECONDS = 10.0
#: open games one address may host at once, unless the server is told otherwise (a club
#: behind one router shares an address; ``pharaohs serve --games-per-address``)
GAMES_PER_ADDRESS = 32
#: connections one address may hold open at once, unless the server is told otherwise
#: (``pharaohs serve --connections-per-address``)
CONNECTIONS_PER_ADDRESS = 64
#: seconds between the server's pings; a connection that does not answer in as long
#: again is taken as gone (a half-open connection)
PING_SECONDS = 20.0
#: the most tokens one hello may show (one per seat and the host's)
TOKEN_LIMIT = 6
#: the length of a token and of a join code in characters
TOKEN_LENGTH, CODE_LENGTH = 32, 8
#: the characters of a join code: no 0/O, 1/I/L, so it can be read out over the phone
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: how a seat may be taken when a game is created
SEAT_KINDS = ("local", "remote", "computer")
#: the states a server's game passes through
PHASES = ("lobby", "playing", "over", "closed")


class ProtocolError(ValueError):
    """A message the server will not act on: ``code`` for programs, ``reason`` for people.
    ``fatal`` ones close the connection."""

    def __init__(self, code: str, reason, fatal: bool = False):
        super().__init__(f"{code}: {reason}")
        self.code, self.reason, self.fatal = code, reason, fatal

    def to_json(self) -> dict:
        return {"type": "error", "code": self.code, "message": message_to_json(self.reason)}


# each kind: its fields and their checks; every field is required unless noted in OPTIONAL
_TEXT, _INT, _LIST, _OBJ = "text", "int", "list", "object"
FIELDS: dict[str, dict[str, str]] = {
    "create": {"game": _TEXT, "variant": _TEXT, "options": _LIST, "seats": _LIST},
    "join": {"game_id": _TEXT, "code": _TEXT, "name": _TEXT},
    "hello": {"game_id": _TEXT, "tokens": _LIST},
    "start": {},
    "move": {"seat": _INT, "turn": _INT, "move": _OBJ},
    "undo": {"seat": _INT, "turn": _INT},
    "computer": {"seat": _INT, "level": _TEXT},
    "person": {"seat": _INT},
    "code": {"seat": _INT},
    "close": {},
    "list": {},
}
#: seconds the server waits for a client to answer its closing of the connection
CLOSE_SECONDS = 2.0
#: the longest text field (names, ids, codes, levels, variants)
TEXT_LIMIT = 64


def parse(raw) -> dict:
    """The message in ``raw`` (text or bytes) if it is well formed, else ``ProtocolError``."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad-message", _("The message is not UTF-8 text.")) from None
    if len(raw.encode("utf-8")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-big", _("The message is longer than {limit} bytes.",
                                         limit=MAX_MESSAGE_BYTES), fatal=True)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-message", _("The message is not JSON.")) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("bad-message", _("A message is a JSON object with a type."))
    kind = data["type"]
    if kind not in FIELDS:
        raise ProtocolError("unknown-type", _("No message is of type {kind}.",
                                              kind=kind[:TEXT_LIMIT]))
    fields = FIELDS[kind]
    given = set(data) - {"type"}
    if given != set(fields):
        raise ProtocolError("bad-fields", _("A {kind} message has the fields {fields}.",
                                            kind=kind, fields=", ".join(fields) or "-"))
    for name, shape in fields.items():
        _check(kind, name, shape, data[name])
    return data


def _check(kind: str, name: str, shape: str, value) -> None:
    ok = {
        _TEXT: lambda v: isinstance(v, str) and len(v) <= TEXT_LIMIT,
        _INT: lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**6,
        _LIST: lambda v: isinstance(v, list) and len(v) <= 16,
        _OBJ: lambda v: isinstance(v, dict),
    }[shape](value)
    if not ok:
        raise ProtocolError("bad-fields", _("The field {name} of a {kind} message is not "
                                            "a {shape}.", name=name, kind=kind, shape=shape))


def seat_request(raw) -> dict:
    """One seat of a ``create`` message, checked: ``{name, kind, level}``."""
    if (not isinstance(raw, dict) or set(raw) != {"name", "kind", "level"}
            or not all(isinstance(raw[k], str) and len(raw[k]) <= TEXT_LIMIT for k in raw)
            or raw["kind"] not in SEAT_KINDS):
        raise ProtocolError("bad-seats", _("Each seat has a name, a kind (local, remote or "
                                           "computer) and a level."))
    return raw


def encode(message: dict) -> str:
    """A message as the text sent on the wire (compact, keys in a fixed order)."""
    return json.dumps(message, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
