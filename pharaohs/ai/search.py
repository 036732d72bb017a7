"""The Hard player: information-set Monte Carlo tree search over its own view.

Every iteration redraws a world the seat could be in (``game.determinize`` of its
view with a fresh seed, so other seats' secrets and the generator's future are
sampled anew each time) and walks one tree shared by all worlds. A tree node is
the searching seat's information set with the seat to act: the key is what the
searching seat would see there, so two worlds that differ only in secrets meet
in the same node, while a card turned up or dice thrown lead to different ones.
Moves legal in some worlds only (another seat's hand) carry availability counts.

A node met for the first time is expanded: each of the acting seat's moves is
applied and rated with ``game.evaluate`` for that seat, the ratings give the
moves' priors and first values, and the best of them is the iteration's result
for every seat (a one-step greedy continuation cut off by the evaluation). Going
down, a node chooses by PUCT on the values of the seat to act there, so each
seat plays for itself (multi-seat rewards). The answer is the most visited move
at the root; the search stops at its deadline or when ``should_stop()`` says so
and returns the best move found so far.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from pharaohs.ai.foresight import follow
from pharaohs.ai.settle import settle
from pharaohs.core.game import Game
from pharaohs.core.rng import Rng

#: weight of the prior against the value in PUCT (set by hand, not tuned yet)
EXPLORATION = 0.9
#: priors are a softmax over the moves' ratings at this share of their spread
PRIOR_TEMPERATURE = 0.15


class Key:
    """A node's key, the seat to act and the searching seat's view, hashed once: a view
    is a deep frozen dataclass whose hash is worked out afresh at every ``hash()``, and
    a descent looks each key up in the table and in the positions it met."""

    __slots__ = ("actor", "view", "hashed")

    def __init__(self, actor: int, view):
        self.actor, self.view, self.hashed = actor, view, hash((actor, view))

    def __hash__(self) -> int:
        return self.hashed

    def __eq__(self, other) -> bool:
        return (isinstance(other, Key) and self.hashed == other.hashed
                and self.actor == other.actor and self.view == other.view)


@dataclass
class Edge:
    """A move out of a node: its first rating, prior and visit statistics."""

    move: object
    rating: float
    prior: float = 0.0
    visits: int = 0
    total: float = 0.0
    available: int = 0

    def value(self) -> float:
        return self.total / self.visits if self.visits else self.rating


@dataclass
class Node:
    """One information set of the searching seat, with the seat to act there."""

    actor: int
    edges: dict = field(default_factory=dict)
    #: the only moves searched here (the root, when only ending the turn helps)
    only: frozenset | None = None

    def set_priors(self) -> None:
        ratings = [e.rating for e in self.edges.values()]
        top, low = max(ratings), min(ratings)
        temperature = max(PRIOR_TEMPERATURE * (top - low), 1e-9)
        weights = [math.exp((r - top) / temperature) for r in ratings]
        total = sum(weights)
        for edge, weight in zip(self.edges.values(), weights, strict=True):
            edge.prior = weight / total


@dataclass
class SearchResult:
    """The chosen move, the root's statistics and how much searching it took
    (``processor``: seconds of processor time, summed over parallel searches, so a
    benchmark can tell work not done from processors not given)."""

    move: object
    iterations: int
    edges: tuple[Edge, ...]
    rng: Rng
    processor: float = 0.0


class _Search:
    """The tree of one decision; ``run`` grows it until time is up or it is stopped."""

    def __init__(self, game: Game, view, seat: int, rng: Rng, deadline: float, should_stop):
        self.game, self.view, self.seat, self.rng = game, view, seat, rng
        self.deadline, self.asked_to_stop = deadline, should_stop
        self.seats = range(game.seat_count(view))
        self.table: dict = {}
        self.low, self.high = math.inf, -math.inf

    # -- values ---------------------------------------------------------------------
    def note(self, value: float) -> None:
        if value < self.low:
            self.low = value
        if value > self.high:
            self.high = value

    def scaled(self, value: float) -> float:
        spread = self.high - self.low
        return (value - self.low) / spread if spread > 0 else 0.5

    def ratings(self, state) -> list[float]:
        values = [self.game.evaluate(state, s) for s in self.seats]
        for v in values:
            self.note(v)
        return values

    # -- the tree -------------------------------------------------------------------
    def actor(self, state) -> int | None:
        """Who moves next in the search: the searching seat first in simultaneous steps."""
        acting = self.game.to_act(state)
        if not acting:
            return None
        return self.seat if self.seat in acting else acting[0]

    def key(self, state, actor: int, path: tuple):
        view = self.game.view(state, self.seat)
        try:
            return Key(actor, view)
        except TypeError:  # a view that cannot be a key: fall back to the moves so far
            return actor, path

    def should_stop(self) -> bool:
        """Polled after every rated move, so neither a stop nor the deadline waits for a
        whole iteration (``asked_to_stop`` may also hold the search while a frame draws)."""
        return self.asked_to_stop() or time.monotonic() >= self.deadline

    def rate(self, node: Node, state, moves, after: dict | None = None) -> bool:
        """Add ``moves`` not yet in ``node`` with their rating for the seat to act; False
        when told to stop before all are rated (a later visit rates the rest). ``after``
        keeps the state after each move rated (the root's, for ``settle``)."""
        game, actor = self.game, node.actor
        complete = True
        for move in moves:
            if move in node.edges:
                continue
            child = game.apply(state, actor, move)
            if after is not None:
                after[move] = child
            rating = game.evaluate(child, actor)
            self.note(rating)
            node.edges[move] = Edge(move, rating)
            if self.should_stop():
                complete = False
                break
        if node.edges:
            node.set_priors()
        return complete

    def select(self, node: Node, moves) -> Edge:
        best, best_score = None, -math.inf
        for move in moves:
            edge = node.edges[move]
            edge.available += 1
        for move in moves:
            edge = node.edges[move]
            score = self.scaled(edge.value()) + EXPLORATION * edge.prior * math.sqrt(
                edge.available) / (1 + edge.visits)
            if score > best_score:
                best, best_score = edge, score
        return best

    def iterate(self) -> None:
        """One descent in a freshly redrawn world, and the backing up of its result."""
        game = self.game
        seed, self.rng = self.rng.next64()
        state = game.determinize(self.view, self.seat, seed)
        trail: list[tuple[Node, Edge]] = []
        path: tuple = ()
        met = set()
        while True:
            if game.is_over(state):
                values = self.ratings(state)
                break
            actor = self.actor(state)
            if actor is None:  # nobody to act in this redrawn world: rate it as it is
                values = self.ratings(state)
                break
            key = self.key(state, actor, path)
            if key in met:  # round in a circle (free actions undoing each other)
                values = self.ratings(state)
                break
            met.add(key)
            moves = game.legal_moves(state, actor)
            node = self.table.get(key)
            if node is not None and node.only is not None:
                moves = [m for m in moves if m in node.only]
            if not moves:  # a redrawn world in which the seat to act can do nothing
                values = self.ratings(state)
                break
            if node is None:
                node = self.table[key] = Node(actor)
                if not self.rate(node, state, moves):
                    return
                best = max(moves, key=lambda m: node.edges[m].rating)
                values = self.ratings(game.apply(state, actor, best))
                break
            if any(m not in node.edges for m in moves) and not self.rate(node, state, moves):
                return
            edge = self.select(node, moves)
            trail.append((node, edge))
            state = game.apply(state, actor, edge.move)
            path += (edge.move,)
        for node, edge in trail:
            edge.visits += 1
            edge.total += values[node.actor]

    def run(self, max_iterations: int | None, moves=None) -> SearchResult:
        game, seat = self.game, self.seat
        processor = time.thread_time()
        legal = game.legal_moves(game.determinize(self.view, seat, 0), seat)
        moves = legal if moves is None else moves
        if not moves:
            raise ValueError(f"seat {seat} has no legal move")
        if len(moves) == 1:
            return SearchResult(moves[0], 0, (), self.rng)
        seed, self.rng = self.rng.next64()
        world = game.determinize(self.view, seat, seed)
        root = self.table[self.key(world, seat, ())] = Node(seat)
        if len(moves) < len(legal):
            root.only = frozenset(moves)
        after: dict = {}
        self.rate(root, world, moves, after)
        rated = list(root.edges)
        # the root's moves are rated by what each leads to where the seat must go on
        # (``foresight.follow``: completing with the mummy, then passing it on), so such a
        # move gets its prior and counts as a gain
        for move in rated:
            root.edges[move].rating = follow(game, after[move], seat)
        root.set_priors()
        kept, _ = settle(game, world, seat, rated, [root.edges[m].rating for m in rated],
                         [after[m] for m in rated])
        if len(kept) < len(rated):  # nothing helps: only ending the turn is searched
            root.edges = {m: root.edges[m] for m in kept}
            root.only = frozenset(kept)
            root.set_priors()
        iterations = 0
        while not self.should_stop() and (
                max_iterations is None or iterations < max_iterations):
            self.iterate()
            iterations += 1
        edges = tuple(root.edges.values())
        best = max(edges, key=lambda e: (e.visits, e.value()))
        return SearchResult(best.move, iterations, edges, self.rng,
                            time.thread_time() - processor)


def search(game: Game, view, seat: int, rng: Rng, deadline: float,
           should_stop=lambda: False, max_iterations: int | None = None,
           moves=None) -> SearchResult:
    """The Hard player's move for ``seat`` from its ``view`` (never the full state).

    ``deadline`` is a ``time.monotonic()`` instant; ``should_stop`` is polled after
    every move the search rates; ``max_iterations`` caps the work (tests, reproducible benchmarks).
    ``moves`` narrows the moves searched at the root (legal ones; all by default).
    Whenever it stops, the best move found so far is returned with the next ``rng``.
    """
    return _Search(game, view, seat, rng, deadline, should_stop).run(max_iterations, moves)
