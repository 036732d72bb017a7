"""Performance figures for the issue notes (run: ``python benchmarks/run.py``).

- start-up: the main menu's first drawn frame against a bare pygame-ce window
  that opens and draws one frame, both as fresh processes, side by side
  (``--startup``: only this), each with its bytecode compiled as an installed
  program has it (pip and the bundle compile it; pygame's own always is);
- the Labyrinth scene with 5 players at 1280×800: frame times while the
  pointer moves and a tile is dragged, and CPU use while the window idles;
- rules speed: complete games per second with random legal moves (``--rules``:
  only these, no window).

Targets live here, not in timed tests: the script prints each figure with its
target and exits 1 if one is missed.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BARE_WINDOW = (
    "import pygame\n"
    "pygame.init()\n"
    "s = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)\n"
    "s.fill((222, 196, 150))\n"
    "pygame.display.flip()\n"
    "pygame.quit()\n"
)


def _time_process(argv, env) -> float:
    """Seconds ``argv`` takes, started in this checkout (Python looks there first, before
    PYTHONPATH and an editable install elsewhere)."""
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - start


#: the main menu's first frame may take this many times a bare window's
STARTUP_FACTOR = 1.2


def startup(rounds: int = 11) -> tuple[float, float]:
    """Median seconds to the first frame: (bare pygame-ce window, Pharaohs main menu).

    The menu is this checkout's, started as a returning player starts it (settings saved
    by an earlier run). Its bytecode goes to a folder of its own and is written by an
    untimed first run, so ``PYTHONDONTWRITEBYTECODE`` or a fresh checkout does not time
    the compiler."""
    env = dict(os.environ, PHARAOHS_QUIT_AFTER_FRAMES="1",
               PHARAOHS_HOME=tempfile.mkdtemp(prefix="pharaohs-bench-"),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="pharaohs-bytecode-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    _time_process([sys.executable, "-c", "from pharaohs import storage\n"
                   "storage.Settings().save()"], env)
    _time_process([sys.executable, "-c", BARE_WINDOW], env)
    _time_process([sys.executable, "-m", "pharaohs"], env)
    bare, ours = [], []
    for _ in range(rounds):
        bare.append(_time_process([sys.executable, "-c", BARE_WINDOW], env))
        ours.append(_time_process([sys.executable, "-m", "pharaohs"], env))
    return statistics.median(bare), statistics.median(ours)


def labyrinth_scene(players: int = 5, frames: int = 400):
    """(p99 frame ms, idle CPU %) for the Labyrinth scene."""
    import pygame

    from pharaohs import games
    from pharaohs.ai import choose_move
    from pharaohs.core import Match, Rng
    from pharaohs.ui.frame.app import App
    from pharaohs.ui.frame.table import TableScene

    game = games.game("labyrinth")
    match = Match.start(game, [(f"P{i}", "human") for i in range(players)], 3)
    rng = Rng.from_seed(1)
    for _ in range(40):
        seat = game.to_act(match.state)[0]
        move, rng = choose_move(game, match.state, seat, rng, "random")
        match.play(seat, move)
    app = App((1280, 800), flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    table.viewer = game.to_act(match.state)[0]
    gesture = table.board.demo_gesture(table.view(), table.viewer)
    drag = [e for e in gesture if e.type == pygame.MOUSEMOTION] or [
        pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))]
    times = []
    for i in range(frames):
        x, y = 200 + (i * 7) % 700, 150 + (i * 5) % 450
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 5), buttons=(0, 0, 0))
        if i == frames // 2 and gesture:
            app.step(0.016, gesture[:1])
        events = [event] if i % 2 else [drag[i % len(drag)]]
        app.dirty = True
        start = time.perf_counter()
        app.step(0.016, events)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p99 = times[int(len(times) * 0.99) - 1]
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drag[-1].pos, button=1)])
    app.apply_transitions()
    app.step(5.0, [])
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < 5:
        app.loop_once()
    idle = (time.process_time() - cpu0) / (time.perf_counter() - wall0) * 100
    pygame.quit()
    return p99, idle


def rules_speed(game_id: str, players: int, seconds: float = 5.0) -> tuple[float, float]:
    """Complete random-move games per second (to_act → legal_moves → play), and moves
    per second."""
    from pharaohs import games
    from pharaohs.core import Rng

    game = games.game(game_id)
    rng = Rng.from_seed(99)
    done = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.setup(players, done)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            move, rng = rng.choice(game.legal_moves(state, seat))
            state = game.play(state, seat, move)
            moves += 1
        done += 1
    elapsed = time.perf_counter() - start
    return done / elapsed, moves / elapsed


#: (game, players, games per second wanted) for the rules-speed figures
RULES_TARGETS = (("dahschur", 4, 20), ("ra_dice", 4, 50), ("labyrinth", 5, 10),
                 ("im_bann", 5, 50), ("saqqara", 5, 5))


def main(argv=()) -> int:
    """All figures; ``--rules`` measures only the rules speed (no window), ``--startup``
    only the start-up."""
    failures = 0

    def report(label, value, target, ok):
        nonlocal failures
        failures += not ok
        print(f"{label:<48} {value:>10} target {target:<12} {'ok' if ok else 'MISSED'}")

    if "--rules" not in argv:
        bare, ours = startup()
        limit = STARTUP_FACTOR * bare
        report("start-up: bare pygame-ce window (s)", f"{bare:.3f}", "-", True)
        report("start-up: Pharaohs main menu (s)", f"{ours:.3f}", f"≤ {limit:.3f}",
               ours <= limit)
        report("start-up: main menu / bare window", f"{ours / bare:.2f}",
               f"≤ {STARTUP_FACTOR}", ours <= limit)
    if "--startup" in argv:
        return 1 if failures else 0
    if "--rules" not in argv:
        p99, idle = labyrinth_scene()
        report("Labyrinth 5 players 1280×800: p99 frame (ms)", f"{p99:.2f}", "< 8", p99 < 8)
        report("Labyrinth idle window: CPU of one core (%)", f"{idle:.2f}", "< 3", idle < 3)
    for game_id, players, target in RULES_TARGETS:
        games, moves = rules_speed(game_id, players)
        report(f"{game_id} {players} players: random games per second", f"{games:.1f}",
               f"≥ {target}", games >= target)
        report(f"{game_id} {players} players: moves per second", f"{moves:.0f}", "-", True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
