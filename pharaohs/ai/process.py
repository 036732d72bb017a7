"""Long searches in a helper process, so the window's own interpreter never waits.

A thread searching in the window's process shares its interpreter lock: however
politely it yields, every frame then waits for the lock a little, and on a busy
machine that adds up to visible stutter. A helper process has its own
interpreter. It is started once (``python -m pharaohs.ai.process``, so it never
runs the program's main script again), kept, and reused for every decision.
Jobs and answers travel pickled through its standard input and output; a stop
names the job it stops, so it takes effect at the search's next move and can
never stop a later job. ``ProcessThinker`` has the ``Thinker``'s interface. Only
registered games go there (the helper loads the rules by game id).
"""

from __future__ import annotations

import os
import pickle
import queue
import subprocess
import sys
import threading
from itertools import count
from pathlib import Path

#: helper processes kept for reuse (one thinks for a computer seat, one for a hint)
_IDLE: list[_Helper] = []
_LOCK = threading.Lock()
_JOBS = count(1)


class _Helper:
    """One helper process, the pipes to it, and a thread that reads its answers."""

    def __init__(self):
        root = str(Path(__file__).resolve().parents[2])
        path = os.environ.get("PYTHONPATH")
        env = dict(os.environ, PYTHONPATH=root + (os.pathsep + path if path else ""))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "pharaohs.ai.process"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, env=env)
        self.answers: dict[int, tuple] = {}
        self.arrived = threading.Condition()
        threading.Thread(target=self._read, daemon=True, name="helper answers").start()

    def _read(self) -> None:
        while True:
            try:
                job, ok, answer = pickle.load(self.process.stdout)
            except (EOFError, OSError, pickle.UnpicklingError):
                job, ok, answer = 0, False, "the computer player's helper process ended"
            with self.arrived:
                self.answers[job] = (ok, answer)
                self.arrived.notify_all()
            if not job:
                return

    def send(self, message) -> None:
        pickle.dump(message, self.process.stdin)
        self.process.stdin.flush()

    def alive(self) -> bool:
        return self.process.poll() is None


def _take() -> _Helper:
    with _LOCK:
        while _IDLE:
            helper = _IDLE.pop()
            if helper.alive():
                return helper
    return _Helper()


def _give_back(helper: _Helper) -> None:
    with _LOCK:
        _IDLE.append(helper)


def warm_up() -> None:
    """Start a helper now, so the first decision does not wait for it to load."""
    _give_back(_take())


class ProcessThinker:
    """One search in a helper process; the same interface as ``worker.Thinker``."""

    def __init__(self, kind: str, game, view, seat: int, rng, level: str, seconds: float,
                 seen=()):
        self.answer = None
        self.error: BaseException | None = None
        self._cancelled = False
        self._done = False
        self._job = next(_JOBS)
        self._helper = _take()
        self._helper.send(("job", self._job,
                           (kind, game.id, view, seat, rng, level, seconds, seen)))

    def _collect(self, timeout: float | None = 0.0) -> None:
        helper = self._helper
        with helper.arrived:
            if self._done:
                return
            helper.arrived.wait_for(lambda: self._job in helper.answers or 0 in helper.answers,
                                    timeout)
            if self._job in helper.answers:
                ok, answer = helper.answers.pop(self._job)
            elif 0 in helper.answers:
                ok, answer = helper.answers[0]
            else:
                return
            self._done = True
        if ok:
            self.answer = answer
        else:
            self.error = RuntimeError(answer)
        if helper.alive():
            _give_back(helper)

    @property
    def done(self) -> bool:
        self._collect()
        return self._done

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        """Stop the search; the helper is taken back once its (dropped) answer is in."""
        self._cancelled = True
        try:
            self._helper.send(("stop", self._job, None))
        except OSError:
            return
        threading.Thread(target=self._collect, args=(60.0,), daemon=True).start()

    def result(self):
        if self.error is not None:
            raise self.error
        return self.answer

    def join(self, timeout: float | None = None) -> None:
        self._collect(timeout)

    def hold(self) -> None:
        """Nothing to hold: the helper has its own interpreter."""

    def go_on(self) -> None:
        """Nothing to release."""


# -- the helper's side ----------------------------------------------------------------------


def serve() -> None:
    """Read jobs and stops from standard input; answer each job on standard output."""
    from pharaohs.ai.hints import suggest
    from pharaohs.ai.players import choose_move
    from pharaohs.games import get_game

    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing printed may mix into the answers
    jobs: queue.Queue = queue.Queue()
    stopped: set[int] = set()

    def read() -> None:
        while True:
            try:
                kind, job, payload = pickle.load(sys.stdin.buffer)
            except (EOFError, OSError, pickle.UnpicklingError):
                jobs.put(None)
                return
            if kind == "stop":
                stopped.add(job)
            else:
                jobs.put((job, payload))

    threading.Thread(target=read, daemon=True).start()
    while (item := jobs.get()) is not None:
        job, (kind, game_id, view, seat, rng, level, seconds, seen) = item
        should_stop = lambda job=job: job in stopped  # noqa: E731
        try:
            game = get_game(game_id)
            if kind == "hint":
                answer = suggest(game, view, seat, rng, seconds, should_stop)
            else:
                answer = choose_move(game, view, seat, rng, level, seconds=seconds,
                                     should_stop=should_stop, seen=seen)
            reply = (job, True, answer)
        except Exception as err:  # sent back as text: the window raises it
            reply = (job, False, f"{type(err).__name__}: {err}")
        try:
            pickle.dump(reply, out)
            out.flush()
        except OSError:  # the window has closed: nobody is waiting for answers
            return
        stopped.discard(job)


if __name__ == "__main__":
    serve()
