"""Long searches in a helper process, so the window's own interpreter never waits.

A thread searching in the window's process shares its interpreter lock: however
politely it yields, every frame then waits for the lock a little, and on a busy
machine that adds up to visible stutter. A helper process has its own
interpreter. It is started once (``python -m pharaohs.ai.process``, so it never
runs the program's main script again; the packaged program, which has no ``-m``, starts
itself with ``HELPER_ARGUMENT``, which its command line answers before anything else),
kept, and reused for every decision.
Jobs and answers travel as JSON lines through its standard input and output (views
and moves in the game's own codec, plain JSON, so nothing but data crosses); a stop
names the job it stops, so it takes effect at the search's next move and can
never stop a later job. ``ProcessThinker`` has the ``Thinker``'s interface. Only
registered games go there (the helper loads the rules by game id).
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from itertools import count
from pathlib import Path

from pharaohs.ai import HELPER_ARGUMENT
from pharaohs.core.i18n import message_from_json, message_to_json
from pharaohs.core.rng import Rng

#: helper processes kept for reuse (one thinks for a computer seat, one for a hint)
_IDLE: list[_Helper] = []
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
        self._kind, self._game = kind, game
        self._helper = _take()
        self._helper.send(("job", self._job, {
            "kind": kind, "game": game.id, "view": game.encode(view), "seat": seat,
            "rng": rng.state, "level": level, "seconds": seconds,
            "seen": [game.encode(v) for v in seen]}))

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
            self.answer = _answer_from_json(self._kind, self._game, answer)
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


# -- the wire: one JSON line per message ------------------------------------------------------


def _send(stream, message) -> None:
    stream.write(json.dumps(message).encode("utf-8") + b"\n")
    stream.flush()


def _receive(stream) -> list:
    line = stream.readline()
    if not line:
        raise EOFError("the other side closed the pipe")
    return json.loads(line)


def _answer_to_json(kind: str, game, answer) -> dict:
    """``(move, rng)`` or ``(Hint, rng)`` as data, the hint's reason still translatable."""
    found, rng = answer
    if kind == "hint":
        return {"move": game.encode_move(found.move), "rating": found.rating,
                "reason": message_to_json(found.reason), "rng": rng.state}
    return {"move": game.encode_move(found), "rng": rng.state}


def _answer_from_json(kind: str, game, data):
    from pharaohs.ai.hints import Hint

    move, rng = game.decode_move(data["move"]), Rng(data["rng"])
    if kind == "hint":
        return Hint(move, data["rating"], message_from_json(data["reason"])), rng
    return move, rng


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
                kind, job, payload = _receive(sys.stdin.buffer)
            except (EOFError, OSError, ValueError):
                jobs.put(None)
                return
            if kind == "stop":
                stopped.add(job)
            else:
                jobs.put((job, payload))

    threading.Thread(target=read, daemon=True).start()
    while (item := jobs.get()) is not None:
        job, task = item
        kind, seat, seconds = task["kind"], task["seat"], task["seconds"]
        should_stop = lambda job=job: job in stopped  # noqa: E731
        try:
            game = get_game(task["game"])
            view, rng = game.decode(task["view"]), Rng(task["rng"])
            if kind == "hint":
                answer = suggest(game, view, seat, rng, seconds, should_stop)
            else:
                seen = frozenset(game.decode(v) for v in task["seen"])
                answer = choose_move(game, view, seat, rng, task["level"], seconds=seconds,
                                     should_stop=should_stop, seen=seen)
            reply = (job, True, _answer_to_json(kind, game, answer))
        except Exception as err:  # sent back as text: the window raises it
            reply = (job, False, f"{type(err).__name__}: {err}")
        try:
            _send(out, reply)
        except OSError:  # the window has closed: nobody is waiting for answers
            return
        stopped.discard(job)


if __name__ == "__main__":
    serve()
