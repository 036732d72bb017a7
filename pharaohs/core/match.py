"""A game in progress: its set-up, the move log, and undo.

A match is what a save holds: the game id, variant, options, seed, the seats,
the list of moves and whether hints were used. Loading replays the log through the rules, so a
tampered file cannot produce an illegal position. Undo takes back the last
step of a seat within its turn, never past a reveal (a die, a draw, a hidden
bet shown) and never across another seat's move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pharaohs.core.game import Game, IllegalMove, SetupError
from pharaohs.core.i18n import _

SAVE_FORMAT = "pharaohs-save"
SAVE_VERSION = 1
SEAT_KINDS = ("human", "ai")


class ReplayError(ValueError):
    """A saved match that does not describe a legal game."""


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name, whether a person or the computer plays it, and for a
    computer seat its level ("" where none was chosen: the table's default)."""

    name: str
    kind: str = "human"
    level: str = ""


@dataclass
class Match:
    """A game being played: set-up, current state, log of ``(seat, move)``."""

    game: Game
    seats: tuple[Seat, ...]
    seed: int | str
    variant: str
    options: tuple[str, ...] = ()
    state: object = None
    log: list = field(default_factory=list)
    #: whether a person asked for a hint in this game (its high score is marked)
    hints_used: bool = False
    _history: list = field(default_factory=list, repr=False)
    #: what the move at each log index revealed (``Game.revealed``: a kind, or None),
    #: decided when first asked (only undo needs it, so replaying a save does not pay)
    _revealed: dict = field(default_factory=dict, repr=False)

    @classmethod
    def start(cls, game: Game, seats, seed, variant=None, options=()) -> Match:
        seats = tuple(s if isinstance(s, Seat) else Seat(*s) for s in seats)
        for seat in seats:
            if seat.kind not in SEAT_KINDS:
                raise SetupError(_("A seat is human or ai, not {kind!r}.", kind=seat.kind))
        variant = game.variants[0] if variant is None else variant
        options = tuple(sorted(set(options)))
        state = game.setup(len(seats), seed, variant, options)
        return cls(game, seats, seed, variant, options, state)

    # -- playing --------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.game.is_over(self.state) else self.game.to_act(self.state)

    def check(self, seat: int, move) -> str | None:
        return self.game.check(self.state, seat, move)

    def play(self, seat: int, move):
        """Commit a move; raises ``IllegalMove`` and changes nothing if refused."""
        after = self.game.play(self.state, seat, move)
        self._history.append(self.state)
        self.log.append((seat, move))
        self.state = after
        return after

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last step (same turn, nothing revealed)."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back a step now, or None when it may: nothing played
        yet, another seat moved last, or its last step revealed something (the game says
        what: a die, a card, a secret)."""
        if not self.log:
            return _("Nothing has been played yet.")
        mover, move = self.log[-1]
        if mover != seat:
            return _("Nothing of yours to take back: {name} moved last.",
                     name=self.seats[mover].name)
        index = len(self.log) - 1
        if index not in self._revealed:
            self._revealed[index] = self.game.revealed(self._history[index], mover, move,
                                                       self.state)
        kind = self._revealed[index]
        if kind is None:
            return None
        return self.game.undo_stop(move, kind)

    def undo(self, seat: int):
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise IllegalMove(reason)
        self.log.pop()
        self._revealed.pop(len(self.log), None)
        self.state = self._history.pop()
        return self.state

    # -- saving and loading ---------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "variant": self.variant,
            "options": list(self.options),
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind, **({"level": s.level} if s.level else {})}
                      for s in self.seats],
            "moves": [[seat, self.game.encode_move(m)] for seat, m in self.log],
            # only when true: a save without hints stays readable by earlier versions
            **({"hints_used": True} if self.hints_used else {}),
        }

    @classmethod
    def from_json(cls, data, get_game) -> Match:
        """Rebuild a match by replaying its log; ``ReplayError`` says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ReplayError(_("this is not a Pharaohs save"))
        if data.get("version") != SAVE_VERSION:
            raise ReplayError(_("save version {version!r} is not supported",
                                version=data.get("version")))
        try:
            game = get_game(data["game"])
            seats = [Seat(str(s["name"]), str(s["kind"]), str(s.get("level", "")))
                     for s in data["seats"]]
            seed = data["seed"]
            if not isinstance(seed, (int, str)) or isinstance(seed, bool):
                raise ReplayError(_("the seed is damaged"))
            match = cls.start(game, seats, seed, data["variant"], data.get("options", ()))
            match.hints_used = data.get("hints_used", False) is True  # older saves lack it
            for number, (seat, raw) in enumerate(data["moves"], 1):
                try:
                    match.play(int(seat), game.decode_move(raw))
                except (IllegalMove, ValueError, TypeError) as err:
                    raise ReplayError(_("move {number} cannot be replayed: {reason}",
                                        number=number, reason=_reason(err))) from err
        except ReplayError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise ReplayError(_("the save is damaged ({error})", error=str(err))) from err
        return match


def _reason(err: Exception):
    """The rules' own sentence of a refused move, still translatable."""
    reason = getattr(err, "reason", None)
    return reason if reason is not None else str(err)
