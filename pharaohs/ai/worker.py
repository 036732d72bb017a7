"""Computer players' thinking worked out off the drawing thread.

The window starts a ``Thinker`` for the seat to move (or for a hint) and polls it
once a frame; undo, load and leaving the table ``cancel`` it, and the search then
stops at once (its answer is dropped). Every Thinker is a thread of the window's
process; Hard's searches and hints send the tree search itself to helper processes,
one per core (``ai.parallel``), where they can be started, so that thread only waits
for their answers. The quick levels, and every search where no helper can run,
think in the thread itself:

The search is pure Python, so it holds the interpreter lock while it works, and a
thread that wants the lock back waits up to the switch interval each time: a
frame that gives up the lock many times (every blit, the flip, the frame clock)
would stutter. So the window ``hold``s its thinkers while it builds a frame and
lets them ``go_on`` when the frame is drawn: the search polls its gate after every
move it rates (a fraction of a millisecond) and waits there, giving the lock up,
so it thinks in the time the window sleeps between frames. A gate never stays
closed longer than ``MAX_HOLD``, so a screen that stops drawing cannot stall it;
and the lock changes hands after ``SWITCH_INTERVAL`` instead of Python's 5 ms.
"""

from __future__ import annotations

import sys
import threading

from pharaohs.ai import parallel, search
from pharaohs.ai.hints import suggest
from pharaohs.ai.players import HARD_SECONDS, choose_move
from pharaohs.ai.process import warm_up as start_helpers

#: seconds a held search waits at most before it goes on by itself
MAX_HOLD = 0.05
#: how soon (s) a thread asking for the interpreter lock gets it (Python's default: 5 ms)
SWITCH_INTERVAL = 0.001
#: long searches (Hard, hints) in helper processes rather than a thread
USE_PROCESSES = True


def helper_processes(game) -> bool:
    """Whether long searches go to helper processes: for registered games (a helper
    loads the rules by id), in the packaged program too (``process.helper_command``)."""
    from pharaohs.games import GAMES

    return USE_PROCESSES and game.id in GAMES


def searcher(game):
    """Hard's search for ``game``: on every core in helpers, or in the thinking thread."""
    return parallel.search if helper_processes(game) else search.search


def warm_up(game) -> None:
    """Start the helper processes before the first Hard decision needs them."""
    if helper_processes(game):
        start_helpers(parallel.cores())


class Thinker:
    """``task(should_stop)`` run in a daemon thread; ``result()`` once ``done``."""

    def __init__(self, task, name: str = "computer player"):
        self.answer = None
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._gate = threading.Event()
        self._gate.set()
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._thread = threading.Thread(target=self._run, args=(task,), name=name, daemon=True)
        self._thread.start()

    @classmethod
    def decide(cls, game, view, seat: int, rng, level: str, seconds: float = HARD_SECONDS,
               seen=()):
        """A computer seat's move from its ``view``: the answer is ``(move, next rng)``.
        Hard searches in helper processes where it can (``searcher``)."""
        found = searcher(game)
        return cls(lambda stop: choose_move(game, view, seat, rng, level, seconds=seconds,
                                            should_stop=stop, seen=seen, searcher=found),
                   f"computer seat {seat}")

    @classmethod
    def hint(cls, game, view, seat: int, rng, seconds: float = HARD_SECONDS):
        """The Hard player's suggestion for a human: the answer is ``(Hint, next rng)``."""
        found = searcher(game)
        return cls(lambda stop: suggest(game, view, seat, rng, seconds, stop, found),
                   f"hint for seat {seat}")

    def _run(self, task) -> None:
        try:
            self.answer = task(self._checkpoint)
        except BaseException as err:  # handed to the drawing thread, which raises it
            self.error = err

    def _checkpoint(self) -> bool:
        """Polled by the search: wait while the window draws; whether to stop."""
        if not self._gate.is_set():
            self._gate.wait(MAX_HOLD)
        return self._stop.is_set()

    def hold(self) -> None:
        """The window starts a frame: the search pauses at its next check."""
        self._gate.clear()

    def go_on(self) -> None:
        """The frame is drawn: the search thinks on while the window sleeps."""
        self._gate.set()

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def cancel(self) -> None:
        """Ask the search to stop; its answer will not be used."""
        self._stop.set()
        self._gate.set()

    def result(self):
        """The task's answer once ``done``; re-raises what went wrong in the thread."""
        if self.error is not None:
            raise self.error
        return self.answer

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
