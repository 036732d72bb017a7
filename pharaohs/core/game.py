"""The rules contract: one ``Game`` object per game, states as frozen values.

``check`` and ``play`` are written here once. They refuse the generic mistakes
first (the game is over, it is not your turn, that step is not open now) and
only then ask the game for its own reason, so a game module explains only its
own rules. ``play`` never mutates: it returns a new state or raises
``IllegalMove`` and the old state stays as it was.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from pharaohs.core.codec import Codec
from pharaohs.core.evolve import evolve
from pharaohs.core.gains import POINT_GAINS, word_gain
from pharaohs.core.hidden import count_hidden
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import POINTS, Lead, Rating, lead
from pharaohs.core.rng import Rng
from pharaohs.core.sounds import PLACE

#: seeds of the redrawn worlds ``reveals`` replays a move on
REVEAL_SAMPLES = (0x5EC2E7, 0x0DDBA11)
#: what a step showed that undo never takes back (``Game.revealed``): chance drawn (a die
#: rolled, a card or a stone drawn), or a secret shown (a card from a hand, a disc's value)
CHANCE, SECRET = "chance", "secret"


class IllegalMove(ValueError):
    """A move the rules refuse; ``reason`` is a sentence for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A game cannot be set up with these players, variant or options."""


@dataclass(frozen=True)
class TieBreak:
    """A rulebook's tie-break at the end: what it compares, in the game's words (``rule``,
    an ``N_`` phrase: "the most goods stones in the supply"), and each seat's figure;
    among the seats tied on points, the highest figure wins."""

    rule: str
    figures: tuple[int, ...]


@dataclass(frozen=True)
class Outcome:
    """The end of a game as data: scores, winners (all tied leaders) and why.

    ``details[seat]`` lists ``(label, points)`` lines that add up to the score,
    for the results screen. ``tiebreak`` is the rulebook's tie-break where it was
    needed (several seats level on the most points), so the results can say why the
    winner won, or that the tie stood and the victory is shared.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    details: tuple[tuple[tuple[str, int], ...], ...] = ()
    tiebreak: TieBreak | None = None

    @classmethod
    def from_scores(cls, scores, details=(), tiebreak: TieBreak | None = None) -> Outcome:
        """Winners are the highest scores; ``tiebreak`` (higher wins) may split ties."""
        scores = tuple(scores)
        figures = tiebreak.figures if tiebreak else (0,) * len(scores)
        keys = [(s, figures[i]) for i, s in enumerate(scores)]
        best = max(keys)
        winners = tuple(i for i, k in enumerate(keys) if k == best)
        tied = scores.count(best[0]) > 1
        return cls(scores, winners, tuple(tuple(d) for d in details),
                   tiebreak if tied else None)

    @property
    def tied(self) -> tuple[int, ...]:
        """The seats level on the most points (before any tie-break); one seat: no tie."""
        top = max(self.scores, default=0)
        return tuple(i for i, s in enumerate(self.scores) if s == top)


class Move:
    """Base of every game's moves: a small frozen value that knows no rules.

    ``step`` names the kind of step in the game's words ("place a tile"); the
    shared refusal "You can't place a tile now" is built from it. ``closes_turn``
    marks the move that ends the mover's turn (End turn), which computer players
    fall back on when nothing else helps, even where the same seat acts next.
    ``sound`` says what playing it sounds like (one of ``core.sounds.MOVE_SOUNDS``).
    """

    step: ClassVar[str] = N_("do that")
    closes_turn: ClassVar[bool] = False
    sound: ClassVar[str] = PLACE


class Game(ABC):
    """The contract every game implements; subclasses fill in the hooks below."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    options: ClassVar[tuple[str, ...]] = ()
    #: every dataclass that can appear in a state or a move, for the codec
    types: ClassVar[tuple[type, ...]] = ()
    #: the state class, so ``decode`` can refuse anything else
    state_type: ClassVar[type] = object
    #: why undo stops after a kind of step, in the game's words (``N_`` sentences): by
    #: move type, or by ``(move type, CHANCE or SECRET)`` where the two differ
    undo_stops: ClassVar[dict] = {}
    #: the words for a gain in each part of ``rating``, for the hint (``core.gains``)
    gains: ClassVar[dict] = POINT_GAINS

    def __init__(self):
        self._codec = Codec(self.types)

    # -- setting up -----------------------------------------------------------------
    def setup(self, players: int, seed: int | str, variant: str | None = None,
              options=()) -> Any:
        """A new game; refuses player counts, variants and options it does not have."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError(_(
                "{title} is for {low}–{high} players, not {players}.", title=self.title,
                low=self.min_players, high=self.max_players, players=players))
        variant = self.variants[0] if variant is None else variant
        if variant not in self.variants:
            raise SetupError(_(
                "{title} has no variant {variant!r}; choose from {known}.", title=self.title,
                variant=variant, known=", ".join(self.variants)))
        options = frozenset(options)
        unknown = sorted(options - set(self.options))
        if unknown:
            known = ", ".join(self.options) or _("none")
            raise SetupError(_("{title} has no option {option!r} (options: {known}).",
                               title=self.title, option=unknown[0], known=known))
        return self.new_state(players, Rng.from_seed(seed), variant, options)

    @abstractmethod
    def new_state(self, players: int, rng: Rng, variant: str, options: frozenset) -> Any:
        """A fresh state for this many players, its chance drawn from ``rng``."""

    # -- whose move, which moves ----------------------------------------------------
    @abstractmethod
    def to_act(self, state) -> tuple[int, ...]:
        """Seats that may move now; several at once for simultaneous steps."""

    def steps(self, state, seat: int) -> tuple[type, ...]:
        """The kinds of move open to ``seat`` now (for the generic refusal)."""
        return tuple({type(m) for m in self.legal_moves(state, seat)})

    @abstractmethod
    def legal_moves(self, state, seat: int) -> list:
        """Every move ``seat`` may make now: finite, and small for each step."""

    @abstractmethod
    def explain(self, state, seat: int, move) -> str | None:
        """The game's own reason why ``move`` is illegal here, or None."""

    @abstractmethod
    def apply(self, state, seat: int, move) -> Any:
        """The new state after a move already known to be legal."""

    # -- the shared gatekeeper ------------------------------------------------------
    def check(self, state, seat: int, move) -> str | None:
        """None when ``move`` is legal for ``seat`` now, else a sentence saying why not."""
        if self.is_over(state):
            return _("The game is over.")
        if seat not in self.to_act(state):
            return _("It is not your turn.")
        if not isinstance(move, Move) or type(move) not in self.types:
            return _("That is not a move in this game.")
        if type(move) not in self.steps(state, seat):
            return _("You can't {step} now.", step=_(move.step))
        return self.explain(state, seat, move)

    def play(self, state, seat: int, move) -> Any:
        """The state after ``move``; raises ``IllegalMove`` and changes nothing if refused."""
        reason = self.check(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        return self.apply(state, seat, move)

    def reveals(self, before, seat: int, move, after) -> bool:
        """Whether the move showed any seat something it could not see before (undo
        stops here): ``revealed`` is not None."""
        return self.revealed(before, seat, move, after) is not None

    def revealed(self, before, seat: int, move, after) -> str | None:
        """What the move showed that some seat could not see before: ``CHANCE`` when
        chance was drawn, ``SECRET`` when some seat's view after the move does not
        follow from its view before (a card turned up, a hand shown, a disc looked at);
        None when it showed nothing.

        The second test replays the move on copies of each seat's world whose
        secrets are redrawn: if a copy's view afterwards differs from the real one,
        the move told that seat something its view did not hold. Where the move
        rests on the mover's own secrets (a card from a hand the copy redrew), it
        cannot be replayed there; then it reveals when the seat sees fewer face-down
        values afterwards (a card from a hand laid face up), not when one face-down
        value only moves (a card laid face down)."""
        if getattr(before, "rng", None) != getattr(after, "rng", None):
            return CHANCE
        for viewer in (*range(self.seat_count(before)), None):
            truth = self.view(after, viewer)
            seen = self.view(before, viewer)
            for sample in REVEAL_SAMPLES:
                world = self.determinize(seen, viewer, sample)
                if self.check(world, seat, move) is not None:
                    if count_hidden(truth) < count_hidden(seen):
                        return SECRET
                elif self.view(self.apply(world, seat, move), viewer) != truth:
                    return SECRET
        return None

    def undo_stop(self, move, kind: str) -> str:
        """Why undo cannot take back ``move`` (it ``revealed`` ``kind``), as a sentence in
        the game's words: what the game names in ``undo_stops`` (a die, a card, a disc),
        else the kind of step and what it showed."""
        said = self.undo_stops.get((type(move), kind), self.undo_stops.get(type(move)))
        if said is not None:
            return _(said)
        if kind == CHANCE:
            return _("Your step “{step}” left something to chance: no step is taken back "
                     "past a die roll or a draw.", step=_(move.step))
        return _("Your step “{step}” showed what was hidden: no step is taken back past a "
                 "card or a secret shown.", step=_(move.step))

    def seat_count(self, state) -> int:
        """How many seats play ``state``: its ``players`` field, else one per score."""
        players = getattr(state, "players", None)
        return players if isinstance(players, int) else len(self.scores(state))

    def move_space(self, state, seat: int):
        """Every move the game can describe for ``seat`` now, legal or not: a finite
        superset of ``legal_moves`` for the contract test (a move is legal exactly
        when ``check`` accepts it). Games enumerate their own; by default the legal
        moves of every seat."""
        seats = range(self.seat_count(state))
        return [m for s in seats if s in self.to_act(state) for m in self.legal_moves(state, s)]

    # -- how far --------------------------------------------------------------------
    def progress(self, state) -> str | None:
        """How far the game on the table has got, in the game's own words ("Epoch 2 of
        3", "Round 3 of 4"), from what every seat sees: the main menu's list of games in
        progress and the move log's headings say it. Every registered game has one (the
        contract test checks it); None for a game that cannot tell."""
        return None

    # -- the end --------------------------------------------------------------------
    @abstractmethod
    def is_over(self, state) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self, state) -> tuple[int, ...]:
        """Points each seat would have if the game ended now (panels, computer players)."""

    def evaluate(self, state, seat: int) -> float:
        """How good ``state`` looks for ``seat``, for computer players: the total of
        its ``rating``."""
        return self.rating(state, seat).total

    def rating(self, state, seat: int) -> Lead:
        """``evaluate`` in named parts: by default ``seat``'s provisional points against
        the best other seat's. Games look further ahead (a path's open end, a track lead
        before it is scored) and name each thing they weigh, so a hint can say what a
        move gains."""
        return lead([Rating.of((POINTS, s, s)) for s in self.scores(state)], seat)

    def gain_words(self, part: str, amount: int | None, own: bool):
        """What ``amount`` more of the rating's ``part`` is, in the game's words (its
        ``gains``), as a short phrase for the hint; ``own`` False: the best other seat
        having that much less. None where the game has no words for it."""
        return word_gain(self.gains, part, amount, own)

    @abstractmethod
    def result(self, state) -> Outcome:
        """Final scores, winners and score breakdown of a finished game."""

    # -- hidden information ---------------------------------------------------------
    def view(self, state, seat: int | None):
        """What ``seat`` may see (None: the table); never carries the generator."""
        return evolve(state, rng=None)

    def determinize(self, view, seat: int | None, seed: int | str):
        """A full state ``seat`` could be in: its view kept, hidden parts redrawn."""
        return evolve(view, rng=Rng.from_seed(seed))

    # -- JSON -----------------------------------------------------------------------
    def encode(self, state) -> dict:
        return self._codec.encode(state)

    def decode(self, data) -> Any:
        state = self._codec.decode(data)
        if not isinstance(state, self.state_type):
            raise ValueError(f"not a {self.title} state")
        return state

    def encode_move(self, move) -> dict:
        return self._codec.encode(move)

    def decode_move(self, data) -> Move:
        move = self._codec.decode(data)
        if not isinstance(move, Move):
            raise ValueError(f"not a {self.title} move")
        return move
