"""Hard on every core: one tree search per helper process, joined at the root.

Each helper (``ai.process``) grows a tree of its own from the same view, over
worlds redrawn from a generator of its own; when they are done the root
statistics are summed move by move and the most visited move is chosen, as in
one tree. So in the same second k cores do about k times the iterations of one,
while the window's process only waits for the answers.

The same seed gives the same choice at a fixed iteration count: the k searches'
generators are derived from the one given (the first search gets it as it is),
a fixed ``max_iterations`` is shared out among them in a fixed way, and they are
joined in their order. The choice then depends on the seed, the count and the
number of searches (``searches``; by default one per core), never on timing. On
one core there is one search, and the answer is exactly ``search.search``'s.
"""

from __future__ import annotations

import math
import os
import time

from pharaohs.ai.process import RemoteSearch, search_job
from pharaohs.ai.search import Edge, SearchResult
from pharaohs.core.rng import Rng

#: seconds between looks at ``should_stop`` while the helpers search
POLL = 0.005
#: mixed into the given generator's state for the searches after the first
BRANCH = 0x243F6A8885A308D3


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def generators(rng: Rng, count: int) -> list[Rng]:
    """One generator per search: ``rng`` itself first, then ones drawn from a branch of it."""
    branch, found = Rng(rng.state ^ BRANCH), [rng]
    for _ in range(count - 1):
        seed, branch = branch.next64()
        found.append(Rng(seed))
    return found


def shares(max_iterations: int | None, count: int) -> list[int | None]:
    """Each search's iterations: ``max_iterations`` shared out as evenly as it goes (the
    first searches get one more), never a search with none; no cap stays no cap."""
    if max_iterations is None:
        return [None] * count
    count = max(1, min(count, max_iterations))
    return [max_iterations // count + (i < max_iterations % count) for i in range(count)]


def merge(results: list[SearchResult]) -> SearchResult:
    """The searches joined at the root: visits, totals and availability summed per move,
    ratings and priors averaged over the searches that rated the move; the most visited
    move wins (then the best value, then the first met). The generator is the first's;
    iterations and processor time are summed."""
    if len(results) == 1:
        return results[0]
    joined: dict = {}
    rated: dict = {}
    for found in results:
        for edge in found.edges:
            into = joined.setdefault(edge.move, Edge(edge.move, 0.0))
            into.rating += edge.rating
            into.prior += edge.prior
            into.visits += edge.visits
            into.total += edge.total
            into.available += edge.available
            rated[edge.move] = rated.get(edge.move, 0) + 1
    if not joined:  # one move only: nothing was searched
        return results[0]
    for move, edge in joined.items():
        edge.rating /= rated[move]
        edge.prior /= rated[move]
    edges = tuple(joined.values())
    best = max(edges, key=lambda e: (e.visits, e.value()))
    return SearchResult(best.move, sum(r.iterations for r in results), edges, results[0].rng,
                        sum(r.processor for r in results))


def search(game, view, seat: int, rng: Rng, deadline: float, should_stop=lambda: False,
           max_iterations: int | None = None, moves=None, *,
           searches: int | None = None) -> SearchResult:
    """``search.search`` run as ``searches`` searches (one per core by default) in helper
    processes, joined by ``merge``. ``should_stop`` is polled every ``POLL`` seconds and
    stops them all; if a helper fails, the others are stopped and its error raised."""
    count = cores() if searches is None else searches
    parts = shares(max_iterations, count)
    seconds = None if deadline == math.inf else max(0.0, deadline - time.monotonic())
    job = search_job(game, view, seat, seconds, moves)
    remote = [RemoteSearch(game, job, part_rng, part)
              for part_rng, part in zip(generators(rng, len(parts)), parts, strict=True)]
    results, errors, stopped = [], [], False
    for part in remote:
        while True:
            try:
                found = part.wait(POLL)
            except RuntimeError as err:
                errors.append(err)
                break
            if found is not None:
                results.append(found)
                break
            if not stopped and (errors or should_stop()):
                stopped = True
                for other in remote:
                    other.stop()
    if errors:
        raise errors[0]
    return merge(results)
