"""Computer players' thinking worked out off the drawing thread.

The window starts a ``Thinker`` for the seat to move (or for a hint) and polls it
once a frame; undo, load and leaving the table ``cancel`` it, and the search then
stops at its next iteration (its answer is dropped). The search sleeps for an
instant every few milliseconds (``search.YIELD_EVERY``), so the thread drawing the
window gets the interpreter often enough to keep its frame rate meanwhile.
"""

from __future__ import annotations

import threading

from pharaohs.ai.hints import suggest
from pharaohs.ai.players import HARD_SECONDS, choose_move


class Thinker:
    """``task(should_stop)`` run in a daemon thread; ``result()`` once ``done``."""

    def __init__(self, task, name: str = "computer player"):
        self.answer = None
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(task,), name=name, daemon=True)
        self._thread.start()

    @classmethod
    def decide(cls, game, view, seat: int, rng, level: str, seconds: float = HARD_SECONDS):
        """A computer seat's move from its ``view``: the answer is ``(move, next rng)``."""
        return cls(lambda stop: choose_move(game, view, seat, rng, level, seconds=seconds,
                                            should_stop=stop), f"computer seat {seat}")

    @classmethod
    def hint(cls, game, view, seat: int, rng, seconds: float = HARD_SECONDS):
        """The Hard player's suggestion for a human: the answer is ``(Hint, next rng)``."""
        return cls(lambda stop: suggest(game, view, seat, rng, seconds, stop),
                   f"hint for seat {seat}")

    def _run(self, task) -> None:
        try:
            self.answer = task(self._stop.is_set)
        except BaseException as err:  # handed to the drawing thread, which raises it
            self.error = err

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def cancel(self) -> None:
        """Ask the search to stop; its answer will not be used."""
        self._stop.set()

    def result(self):
        """The task's answer once ``done``; re-raises what went wrong in the thread."""
        if self.error is not None:
            raise self.error
        return self.answer

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
