"""One game on the server: its match, its seats, who is connected, and what each may see.

A room knows nothing of sockets. The server hands it checked messages and it answers
with what changed; every change of the game is written to the store before the room
returns, so a client is told a move was accepted only once it is on disk. What a
connection is sent (``snapshot``) holds the views of the seats it showed tokens for,
made by the game's own ``view``, and the public facts of the table: never the full
state, the seed or the generator, and never another seat's move (a move can carry a
secret, as a sealed bet does; the others learn of it through their own views).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from pharaohs.core.game import Game, SetupError
from pharaohs.core.i18n import _, message_to_json
from pharaohs.core.levels import LEVELS
from pharaohs.core.match import Match, Seat
from pharaohs.core.rng import Rng
from pharaohs.files.text import NAME_LIMIT, clean
from pharaohs.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    TOKEN_LENGTH,
    ProtocolError,
    seat_request,
)
from pharaohs.net.store import Store, StoredGame


def new_token() -> str:
    """A seat's or the host's secret: 32 URL-safe characters from ``secrets``."""
    return secrets.token_urlsafe(TOKEN_LENGTH)[:TOKEN_LENGTH]


def new_code() -> str:
    """A join code a person can read out: eight letters and digits, no look-alikes."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_game_id() -> str:
    return secrets.token_hex(4)


@dataclass(frozen=True)
class SeatInfo:
    """A seat as the server keeps it: who it is for, and whether it is taken now.

    ``kind`` is how the host set it up (a person at the host's computer, a person
    elsewhere, the computer); ``computer`` whether the computer plays it now (a person's
    seat handed over while its person is away keeps its kind)."""

    name: str
    kind: str
    level: str = "medium"
    claimed: bool = False
    computer: bool = False

    def to_json(self) -> dict:
        # by hand, not dataclasses.asdict: every state message carries every seat
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "claimed": self.claimed, "computer": self.computer}


def _clean_name(name: str, fallback: str) -> str:
    """A seat's name as every screen may draw it (the save's rule), else ``fallback``."""
    return clean(name.strip(), NAME_LIMIT, fallback="") or fallback


class Room:
    """A game hosted on the server."""

    def __init__(self, store: Store, stored: StoredGame, game: Game):
        self.store, self.id, self.game = store, stored.id, game
        self.address = stored.address
        self.phase = stored.phase
        self.seats = [SeatInfo(**s) for s in stored.seats]
        self.match = Match.start(game, [Seat(s.name) for s in self.seats], stored.seed,
                                 stored.variant, stored.options)
        for seat, raw in stored.moves:
            self.match.play(seat, game.decode_move(raw))
        #: connections by the seats they act for (a seat may be open in several windows)
        self.connections: set = set()
        self.ai_rng = Rng.from_seed(f"ai:{secrets.randbits(64)}")

    # -- creating -------------------------------------------------------------------------
    @classmethod
    def create(cls, store: Store, game: Game, message: dict, address: str):
        """A new room from a ``create`` message: ``(room, host token, seat tokens, codes)``."""
        seats = [seat_request(s) for s in message["seats"]]
        infos = []
        for number, s in enumerate(seats, 1):
            level = s["level"] or "medium"
            if s["kind"] == "computer" and level not in LEVELS:
                raise ProtocolError("bad-seats", _("A computer plays easy, medium or hard, "
                                                   "not {level}.", level=s["level"]))
            infos.append(SeatInfo(
                _clean_name(s["name"], _("Player {number}", number=number)), s["kind"], level,
                claimed=s["kind"] != "remote", computer=s["kind"] == "computer"))
        options = message["options"]
        if not all(isinstance(o, str) for o in options):
            raise ProtocolError("bad-fields", _("Options are names."))
        seed = secrets.randbits(63)
        try:
            game.setup(len(infos), seed, message["variant"] or None, options)
        except SetupError as err:
            raise ProtocolError("bad-setup", err.args[0]) from None
        stored = StoredGame(new_game_id(), game.id, message["variant"] or game.variants[0],
                            tuple(sorted(set(options))), seed,
                            tuple(i.to_json() for i in infos), "lobby", address, ())
        host = new_token()
        tokens = {i: new_token() for i, s in enumerate(infos) if s.kind == "local"}
        codes = {i: new_code() for i, s in enumerate(infos) if s.kind == "remote"}
        store.add_game(stored, [(host, None, "host")]
                       + [(t, i, "seat") for i, t in tokens.items()]
                       + [(c, i, "code") for i, c in codes.items()])
        return cls(store, stored, game), host, tokens, codes

    # -- the lobby --------------------------------------------------------------------------
    def claim(self, seat: int, code: str, name: str) -> str:
        """A person elsewhere takes ``seat`` with its join code: their token."""
        token = new_token()
        info = replace(self.seats[seat], claimed=True,
                       name=_clean_name(name, self.seats[seat].name))
        seats = [*self.seats[:seat], info, *self.seats[seat + 1:]]
        self.store.swap_code(code, token, seat, self.id, [s.to_json() for s in seats])
        self.seats = seats
        return token

    def new_code(self, seat: int) -> str:
        """(host) A fresh join code for a person's seat; its older codes stop working."""
        if self.seats[seat].kind == "computer":
            raise ProtocolError("bad-seat", _("The computer plays that seat."))
        code = new_code()
        self.store.drop_codes(self.id, seat)
        self.store.add_key(self.id, code, seat, "code")
        return code

    def start(self) -> None:
        if self.phase != "lobby":
            raise ProtocolError("not-lobby", _("The game has started already."))
        waiting = [s.name for s in self.seats if not s.claimed and not s.computer]
        if waiting:
            raise ProtocolError("seats-free", _(
                "A seat is still free ({names}): send its join code, or hand it to the "
                "computer.", names=", ".join(waiting)))
        self._set_phase("playing")

    def _set_phase(self, phase: str) -> None:
        self.store.set_phase(self.id, phase)
        self.phase = phase

    def close(self) -> None:
        self._set_phase("closed")

    def set_computer(self, seat: int, level: str | None) -> None:
        """(host) The computer plays ``seat`` at ``level`` from now on, or (None) its
        person again."""
        info = self.seats[seat]
        if level is None:
            if info.kind == "computer":
                raise ProtocolError("bad-seat", _("That seat was set up for the computer."))
            info = replace(info, computer=False)
        else:
            if level not in LEVELS:
                raise ProtocolError("bad-level", _("A computer plays easy, medium or hard, "
                                                   "not {level}.", level=level))
            info = replace(info, computer=True, level=level)
        seats = [*self.seats[:seat], info, *self.seats[seat + 1:]]
        self.store.set_seats(self.id, [s.to_json() for s in seats])
        self.seats = seats

    # -- playing ----------------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """How many moves have been accepted: a client names it with its move, so a move
        sent for a position that has passed (a replay, a double click) is refused."""
        return len(self.match.log)

    def to_act(self) -> tuple[int, ...]:
        return self.match.to_act() if self.phase == "playing" else ()

    def computer_to_act(self) -> list[int]:
        return [s for s in self.to_act() if self.seats[s].computer]

    def play(self, seat: int, turn: int, raw_move) -> None:
        """Commit a move for ``seat``; ``ProtocolError`` ("refused" with the rules'
        sentence) if the game, the turn or the rules say no. Stored before it returns."""
        self._ready(seat, turn)
        try:
            move = self.game.decode_move(raw_move)
        except (ValueError, TypeError):
            raise ProtocolError("refused", _("That is not a move in this game.")) from None
        self.commit(seat, move)

    def commit(self, seat: int, move) -> None:
        reason = self.match.check(seat, move)
        if reason is not None:
            raise ProtocolError("refused", reason)
        self.store.add_move(self.id, self.turn, seat, self.game.encode_move(move))
        self.match.play(seat, move)
        if self.game.is_over(self.match.state):
            self._set_phase("over")

    def undo(self, seat: int, turn: int) -> None:
        self._ready(seat, turn)
        if not self.match.can_undo(seat):
            raise ProtocolError("refused", _("There is nothing of yours to take back since "
                                             "the last reveal."))
        self.store.take_back(self.id, self.turn - 1)
        self.match.undo(seat)

    def _ready(self, seat: int, turn: int) -> None:
        if self.phase != "playing":
            raise ProtocolError("refused", _("The game is not being played now."))
        if self.seats[seat].computer:
            raise ProtocolError("refused", _("The computer plays that seat now."))
        if turn != self.turn:
            raise ProtocolError("stale", _("The game has moved on since: look again."))

    # -- what a connection sees ---------------------------------------------------------------
    def snapshot(self, seats, host: bool, connected) -> dict:
        """The ``state`` message for a connection acting for ``seats``."""
        game, state = self.game, self.match.state
        shown = sorted(seats) if seats else [None]
        message = {
            "type": "state", "game_id": self.id, "game": game.id,
            "variant": self.match.variant, "options": list(self.match.options),
            "phase": self.phase, "turn": self.turn, "host": host, "yours": sorted(seats),
            "seats": [{**s.to_json(), "connected": i in connected}
                      for i, s in enumerate(self.seats)],
            "to_act": list(self.to_act()),
        }
        if self.phase != "lobby":
            message["views"] = {"table" if s is None else str(s): game.encode(game.view(state, s))
                                for s in shown}
            message["can_undo"] = [s for s in seats if self.phase == "playing"
                                   and not self.seats[s].computer and self.match.can_undo(s)]
            if self.match.log and self.match.log[-1][0] in seats:
                mover, move = self.match.log[-1]
                message["last"] = {"seat": mover, "move": game.encode_move(move)}
        if self.phase == "over":
            outcome = game.result(state)
            message["result"] = {
                "scores": list(outcome.scores), "winners": list(outcome.winners),
                "details": [[[message_to_json(label), points] for label, points in lines]
                            for lines in outcome.details]}
        return message

    def public(self) -> dict:
        """What anyone may know of an open game, for the list of games to join."""
        return {"game_id": self.id, "game": self.game.id, "variant": self.match.variant,
                "phase": self.phase,
                "seats": [{"name": s.name, "free": not s.claimed and not s.computer}
                          for s in self.seats]}
