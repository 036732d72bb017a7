"""Searches in helper processes, so the window's own interpreter never waits.

A thread searching in the window's process shares its interpreter lock: however
politely it yields, every frame then waits for the lock a little, and on a busy
machine that adds up to visible stutter. A helper process has its own
interpreter, and several of them use several cores (``ai.parallel``). Helpers are
started on first need (``python -m pharaohs.ai.process``, so it never runs the
program's main script again; the packaged program, which has no ``-m``, starts
itself with ``HELPER_ARGUMENT``, which its command line answers before anything
else), kept, reused for every decision, and closed when the program ends
(``shutdown``). They run at a lower priority than the window, so drawing always
gets a core.

A helper answers one job at a time: the tree search of ``ai.search`` from a view,
whose root statistics it sends back. Jobs and answers travel as JSON lines through
its standard input and output (views and moves in the game's own codec, plain
JSON, so nothing but data crosses); a stop names the job it stops, so it takes
effect at the search's next move and can never stop a later job. Only registered
games go there (the helper loads the rules by game id).
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import subprocess
import sys
import threading
import time
from itertools import count
from pathlib import Path

from pharaohs.ai import HELPER_ARGUMENT
from pharaohs.ai.search import Edge, SearchResult
from pharaohs.core.rng import Rng

#: how much lower a helper's priority is than the window's (``os.nice``; Unix only)
HELPER_NICENESS = 5
#: seconds a closing program waits for a helper to end before it is killed
CLOSE_WAIT = 5.0
#: helper processes kept for reuse, and every helper started (to close them at exit)
_IDLE: list[_Helper] = []
_STARTED: list[_Helper] = []
_LOCK = threading.Lock()
_JOBS = count(1)


def helper_command() -> list[str]:
    """How a helper is started: this module run by Python, or, in the packaged program
    (PyInstaller's, which runs only its own entry script), the program itself."""
    if getattr(sys, "frozen", False):
        return [sys.executable, HELPER_ARGUMENT]
    return [sys.executable, "-m", "pharaohs.ai.process"]


class _Helper:
    """One helper process, the pipes to it, and a thread that reads its answers."""

    def __init__(self):
        root = str(Path(__file__).resolve().parents[2])
        path = os.environ.get("PYTHONPATH")
        env = dict(os.environ, PYTHONPATH=root + (os.pathsep + path if path else ""))
        self.process = subprocess.Popen(
            helper_command(), stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, env=env)
        self.answers: dict[int, tuple] = {}
        self.arrived = threading.Condition()
        threading.Thread(target=self._read, daemon=True, name="helper answers").start()

    def _read(self) -> None:
        while True:
            try:
                job, ok, answer = _receive(self.process.stdout)
            except (EOFError, OSError, ValueError):
                job, ok, answer = 0, False, "the computer player's helper process ended"
            with self.arrived:
                self.answers[job] = (ok, answer)
                self.arrived.notify_all()
            if not job:
                return

    def send(self, message) -> None:
        _send(self.process.stdin, message)

    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        """End the helper: closing its input stops its search and ends it."""
        try:
            self.process.stdin.close()
            self.process.wait(CLOSE_WAIT)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def _take() -> _Helper:
    with _LOCK:
        while _IDLE:
            helper = _IDLE.pop()
            if helper.alive():
                return helper
        helper = _Helper()
        _STARTED.append(helper)
        return helper


def _give_back(helper: _Helper) -> None:
    with _LOCK:
        if helper.alive() and helper in _STARTED:
            _IDLE.append(helper)


def warm_up(helpers: int = 1) -> None:
    """Start ``helpers`` helpers now, so the first decision does not wait for them."""
    for helper in [_take() for _ in range(helpers)]:
        _give_back(helper)


def shutdown() -> None:
    """Close every helper started (at exit; tests). A later search starts new ones."""
    with _LOCK:
        started = list(_STARTED)
        _STARTED.clear()
        _IDLE.clear()
    for helper in started:
        helper.close()


atexit.register(shutdown)


def search_job(game, view, seat: int, seconds: float | None, moves=None) -> dict:
    """What a helper needs to search ``view`` for ``seat``, as data: the view and the
    root ``moves`` (all legal ones if None) in the game's codec, and the seconds allowed
    (None: no limit but the iterations)."""
    return {"game": game.id, "view": game.encode(view), "seat": seat, "seconds": seconds,
            "moves": None if moves is None else [game.encode_move(m) for m in moves]}


class RemoteSearch:
    """The search of a ``search_job`` in a helper with the generator ``rng`` and at most
    ``max_iterations``: ``wait`` for its ``SearchResult``, ``stop`` it early."""

    def __init__(self, game, job: dict, rng: Rng, max_iterations: int | None):
        self.game, self.job = game, next(_JOBS)
        self.helper = _take()
        self.helper.send(("job", self.job, dict(job, rng=rng.state,
                                                iterations=max_iterations)))

    def stop(self) -> None:
        try:
            self.helper.send(("stop", self.job, None))
        except (OSError, ValueError):  # the helper has ended or is closed: ``wait`` says so
            pass

    def wait(self, timeout: float | None = None):
        """The search's result, or None if it has not answered within ``timeout``;
        raises RuntimeError when the helper failed or ended."""
        helper = self.helper
        with helper.arrived:
            if not helper.arrived.wait_for(
                    lambda: self.job in helper.answers or 0 in helper.answers, timeout):
                return None
            ok, answer = helper.answers.pop(self.job, None) or helper.answers[0]
        _give_back(helper)
        if not ok:
            raise RuntimeError(answer)
        return _result_from_json(self.game, answer)


# -- the wire: one JSON line per message ------------------------------------------------------


def _send(stream, message) -> None:
    stream.write(json.dumps(message).encode("utf-8") + b"\n")
    stream.flush()


def _receive(stream) -> list:
    line = stream.readline()
    if not line:
        raise EOFError("the other side closed the pipe")
    return json.loads(line)


def _result_to_json(game, found: SearchResult) -> dict:
    return {"move": game.encode_move(found.move), "iterations": found.iterations,
            "rng": found.rng.state, "processor": found.processor,
            "edges": [[game.encode_move(e.move), e.rating, e.prior, e.visits, e.total,
                       e.available] for e in found.edges]}


def _result_from_json(game, data) -> SearchResult:
    edges = tuple(Edge(game.decode_move(move), rating, prior, visits, total, available)
                  for move, rating, prior, visits, total, available in data["edges"])
    return SearchResult(game.decode_move(data["move"]), data["iterations"], edges,
                        Rng(data["rng"]), data["processor"])


# -- the helper's side ----------------------------------------------------------------------


def serve() -> None:
    """Read jobs and stops from standard input; answer each job on standard output.
    When the input closes (the program ends), the search under way stops too."""
    from pharaohs.ai.search import search
    from pharaohs.games import get_game

    if hasattr(os, "nice"):
        os.nice(HELPER_NICENESS)
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing printed may mix into the answers
    jobs: queue.Queue = queue.Queue()
    stopped: set[int] = set()
    closed = threading.Event()

    def read() -> None:
        while True:
            try:
                kind, job, payload = _receive(sys.stdin.buffer)
            except (EOFError, OSError, ValueError):
                closed.set()
                jobs.put(None)
                return
            if kind == "stop":
                stopped.add(job)
            else:
                jobs.put((job, payload))

    threading.Thread(target=read, daemon=True).start()
    while (item := jobs.get()) is not None:
        job, task = item
        seconds = task["seconds"]
        deadline = time.monotonic() + (seconds if seconds is not None else float("inf"))
        should_stop = lambda job=job: job in stopped or closed.is_set()  # noqa: E731
        try:
            game = get_game(task["game"])
            moves = task["moves"]
            found = search(game, game.decode(task["view"]), task["seat"], Rng(task["rng"]),
                           deadline, should_stop, task["iterations"],
                           None if moves is None else [game.decode_move(m) for m in moves])
            reply = (job, True, _result_to_json(game, found))
        except Exception as err:  # sent back as text: the window raises it
            reply = (job, False, f"{type(err).__name__}: {err}")
        try:
            _send(out, reply)
        except OSError:  # the window has closed: nobody is waiting for answers
            return
        stopped.discard(job)


if __name__ == "__main__":
    serve()
