"""No game is lost when the program is killed: SIGKILL at random moments during play.

The real program plays a computer-only game (``pharaohs play ra_dice --seats
ai,ai``) in a child process, saying on stdout how many moves each autosave
held once it was written. It is killed at a random moment; every save in the
user folder must then load, the game's autosave holding every move the
program had reported saved and at most the one in flight besides. The next
start removes the temporary files a killed write left behind.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time

import pytest

from pharaohs import storage

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")

KILLS = 10
#: the program with every successful autosave reported on stdout
DRIVER = """
import sys
from pharaohs import storage
from pharaohs.cli import main

keep = storage.keep_progress

def reporting(match, path):
    problem = keep(match, path)
    if problem is None:
        print("saved", len(match.log), path.name, flush=True)
    return problem

storage.keep_progress = reporting
sys.exit(main(sys.argv[1:]))
"""


def run_and_kill(home, seed: int, delay: float) -> list[tuple[int, str]]:
    """Play until ``delay`` seconds after the first autosave, then SIGKILL; what the
    program reported saved, as (moves, file name)."""
    env = dict(os.environ, PHARAOHS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen(
        [sys.executable, "-c", DRIVER, "play", "ra_dice", "--seats", "ai,ai", "--seed",
         str(seed)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    reported: list[tuple[int, str]] = []
    first = threading.Event()

    def listen():
        for line in child.stdout:
            fields = line.split()
            if len(fields) != 3 or fields[0] != "saved":
                continue  # the report the kill cut off mid-line (or any other output)
            reported.append((int(fields[1]), fields[2]))
            first.set()

    listener = threading.Thread(target=listen, daemon=True)
    listener.start()
    first.wait(timeout=60)
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    listener.join(timeout=5)
    return list(reported)


def test_killed_at_random_moments_no_save_is_lost(tmp_path, monkeypatch, capsys):
    home = tmp_path
    monkeypatch.setenv("PHARAOHS_HOME", str(home))
    storage.write_json(home / "settings.json", {"ai_delay_ms": 0, "animations": False})
    rng = random.Random(4)
    held = []
    for kill in range(KILLS):
        reported = run_and_kill(home, seed=100 + kill, delay=rng.uniform(0.0, 1.5))
        assert reported, "the game had saved before the kill"
        moves, name = reported[-1]
        path = home / "autosaves" / name
        if not path.exists():
            path = home / "finished" / name  # the game ended and its file moved
        saved = len(storage.load_match(path).log)
        assert moves <= saved <= moves + 1, (kill, moves, saved)
        held.append((moves, saved))
    every = storage.list_saves() + list((home / "finished").glob("*.json"))
    assert len(every) == KILLS
    for path in every:
        storage.load_match(path)  # each loads, or this raises naming it
    result = subprocess.run(
        [sys.executable, "-m", "pharaohs"], env=dict(
            os.environ, PHARAOHS_HOME=str(home), SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy", PHARAOHS_QUIT_AFTER_FRAMES="2"),
        capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert not [p for p in home.rglob("*.tmp")], "the next start removes unfinished writes"
    with capsys.disabled():
        print(f"\nkills: {KILLS}; reported saved / autosave held: "
              + json.dumps([f"{m}/{s}" for m, s in held]))
