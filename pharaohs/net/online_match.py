"""An online game as the table sees a match: the server's per-seat views and the moves
this computer saw, behind the calls the table makes of a local ``Match``.

The server is the authority and sends each connection only its seats' views
(``room.snapshot``), never another seat's move (a move may carry a secret). So the
table's ``state`` is the view of the seat at the screen, and a move another seat made
is worked out here from what changed: the one legal move of the seat that acted
which, played on this seat's view with its hidden parts redrawn, gives the view the
server sent (``infer``). A move that cannot be told (chance, or something hidden,
decided it) still shows its outcome; only its animation and its line in the log are
missing. Moves of this computer's own seats come back named in the snapshot
(``last``). Nothing here changes the game: it only follows the server.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.core.hidden import count_hidden
from pharaohs.core.i18n import _
from pharaohs.core.match import Seat
from pharaohs.games import get_game

#: redrawn worlds a remote move is looked for in (the seat's own secrets kept)
INFER_SAMPLES = tuple(f"seen:{n}" for n in range(6))
#: candidate moves tried at most in each world when working out a remote move (a
#: frame must not wait long)
INFER_LIMIT = 600


def infer(game, before, after, seat: int | None, movers) -> tuple[int, object] | None:
    """``(mover, move)``: the move that turned view ``before`` into ``after`` for
    ``seat`` (None: the table's view), or None when it cannot be told apart. A move
    counts only if in every redrawn world it is the one move that gives ``after``: one
    that matches by chance, or that names a secret of the mover's (which of its
    face-down cards), is never guessed; nor is one that turned face-down values up (it
    may rest on the very secrets it showed)."""
    if count_hidden(after) < count_hidden(before):
        return None
    matches = set()
    for sample in INFER_SAMPLES:
        world = game.determinize(before, seat, sample)
        found, legal = set(), 0
        for mover in movers:
            for move in game.legal_moves(world, mover):
                legal += 1
                if legal > INFER_LIMIT:
                    return None
                if game.view(game.apply(world, mover, move), seat) == after:
                    found.add((mover, move))
        if sample != INFER_SAMPLES[0] and found != matches:
            return None
        matches = found
        if len(matches) > 1:
            return None
    if matches:
        return next(iter(matches))
    # chance decided the outcome: still the move, when the seat had no other
    only = [(m, move) for m in movers for move in game.legal_moves(world, m)]
    return only[0] if len(only) == 1 else None


@dataclass(frozen=True)
class Step:
    """A move this computer saw: who, what, and the views of its seats before it."""

    seat: int
    move: object
    before: dict
    #: how many moves the game had once this one was played
    turn: int


class OnlineMatch:
    """The newest ``state`` message of one connection, as a ``Match`` for the table."""

    def __init__(self, message: dict):
        self.game = get_game(message["game"])
        self.game_id = message["game_id"]
        self.seed = f"online:{message['game_id']}"
        self.variant = message["variant"]
        self.options = tuple(message["options"])
        self.hints_used = False
        #: the seat at the screen (the table sets it): ``state`` is its view
        self.looking: int | None = None
        self.steps: list[Step] = []
        self.message: dict = {}
        self.views: dict = {}
        self.update(message)

    # -- following the server ---------------------------------------------------------
    def update(self, message: dict) -> Step | None:
        """Take a new snapshot; the step it brought, where one move led to it and is known."""
        before, old_turn, old_acting = self.views, self.turn, self.to_act()
        self.message = message
        raw = message.get("views", {})
        self.views = {None if key == "table" else int(key): self.game.decode(value)
                      for key, value in raw.items()}
        if self.views and None not in self.views:  # the table's view, made once
            self.views[None] = self.game.view(next(iter(self.views.values())), None)
        # a step taken back (undo) leaves the log
        self.steps = [step for step in self.steps if step.turn <= self.turn]
        if not before or not self.views or message["turn"] != old_turn + 1:
            return None
        last = message.get("last")
        if last is not None:
            found = (last["seat"], self.game.decode_move(last["move"]))
        else:
            seat = next(iter(self.views))
            found = infer(self.game, before[seat], self.views[seat], seat, old_acting)
        if found is None:
            return None
        step = Step(found[0], found[1], before, self.turn)
        self.steps.append(step)
        return step

    @property
    def phase(self) -> str:
        return self.message["phase"]

    @property
    def turn(self) -> int:
        return self.message.get("turn", 0)

    @property
    def yours(self) -> list[int]:
        """The seats this computer plays (a person here sits at each)."""
        return list(self.message.get("yours", []))

    @property
    def host(self) -> bool:
        return bool(self.message.get("host"))

    @property
    def seat_info(self) -> list[dict]:
        """Each seat as the server tells it: name, kind, level, claimed, computer, connected."""
        return list(self.message.get("seats", []))

    def away(self) -> list[int]:
        """The people's seats elsewhere whose program is not connected now."""
        return [i for i, s in enumerate(self.seat_info)
                if not s["computer"] and not s["connected"] and i not in self.yours]

    # -- what the table asks of a match -------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(s["name"], "ai" if s["computer"] else "human",
                          s["level"] if s["computer"] else "") for s in self.seat_info)

    @seats.setter
    def seats(self, value) -> None:
        """The table sets each computer seat's level; the server keeps them."""

    def view_of(self, seat: int | None):
        """What ``seat`` sees: its own view when this computer holds it, else what the
        seat at the screen sees of it (the table's view with no seat)."""
        if seat in self.views:
            return self.views[seat]
        shown = self.views.get(self.looking, next(iter(self.views.values()), None))
        return None if shown is None else self.game.view(shown, seat)

    @property
    def state(self):
        return self.view_of(self.looking)

    @property
    def log(self) -> list:
        return [(s.seat, s.move) for s in self.steps]

    @property
    def _history(self) -> list:
        return [self._seen(step.before) for step in self.steps]

    def _seen(self, views: dict):
        shown = views.get(self.looking, next(iter(views.values())))
        return shown if self.looking in views else self.game.view(shown, self.looking)

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.message.get("to_act", ())) if self.message else ()

    def check(self, seat: int, move) -> str | None:
        """The rules' refusal, asked of the seat's view with its hidden parts redrawn (the
        server asks again of the real state and has the last word)."""
        if seat not in self.views:
            return _("It is not your turn.")
        world = self.game.determinize(self.views[seat], seat, INFER_SAMPLES[0])
        return self.game.check(world, seat, move)

    def undo_refusal(self, seat: int) -> str | None:
        if seat in self.message.get("can_undo", ()):
            return None
        return _("There is nothing of yours to take back since the last reveal.")

    def can_undo(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None
