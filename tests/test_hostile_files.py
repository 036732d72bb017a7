"""No file can stop the program: every case of the hostile corpus (tests/hostile_files.py).

Each file is put in the place the program reads it, next to a player's real
files (a named save, an unfinished game's autosave, settings, high scores),
and tried through the loader, the main menu (every game it offers is resumed)
and the Load dialog (the file is opened from it), in a child process with a
CPU-time and memory limit. Each must be refused with a sentence naming it or
load harmlessly; the menu must still offer the real game in progress; every
other file in the user folder must be byte-identical afterwards.

Children are forked from the test process, which has already imported the
game, so a case costs a fraction of a second instead of a fresh interpreter.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys
import time
import traceback
from functools import cache
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import hostile_files  # noqa: E402 - the corpus script lives beside this test

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="child processes by fork")

#: CPU seconds and wall seconds a child may take, and memory beyond what it starts with
CPU_SECONDS, WALL_SECONDS, MEMORY_HEADROOM = 20, 60, 1 << 30
#: children at a time
PARALLEL = 2
CONTROL_AUTOSAVE = "ra_dice-control.json"


@cache
def real_saves() -> tuple[dict, dict]:
    """A named save and an unfinished game's autosave, as the game writes them."""
    return (hostile_files.real_save("labyrinth", 4),
            hostile_files.real_save("ra_dice", 3, ("Cleo", "Darius")))


def player_files(home: Path, role: str) -> None:
    """What a real player's folder holds beside the hostile file."""
    from pharaohs import storage

    named, autosave = real_saves()
    storage.write_json(home / "saves" / "control.json", named)
    storage.write_json(home / "autosaves" / CONTROL_AUTOSAVE, autosave)
    if role != "settings":
        storage.write_json(home / "settings.json", {"ai_delay_ms": 0, "animations": False})
    if role != "highscores":
        storage.write_json(home / "highscores.json", {
            "labyrinth-solo-basic": [{"name": "Anna", "score": 40, "when": "2026-01-01"}]})


def snapshot(home: Path, hostile: Path) -> dict[str, bytes]:
    """The bytes of every regular file in the folder except the hostile one."""
    files = {}
    for path in home.rglob("*"):
        if path != hostile and not path.is_symlink() and path.is_file() \
                and "loop-other" not in path.name:
            files[str(path.relative_to(home))] = path.read_bytes()
    return files


def limit_child() -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS + 1))
    with open("/proc/self/statm") as statm:
        virtual = int(statm.read().split()[0]) * resource.getpagesize()
    resource.setrlimit(resource.RLIMIT_AS, (virtual + MEMORY_HEADROOM,) * 2)


def try_file(case: hostile_files.Case, home: Path) -> dict:
    """In the child: the loader, the main menu and the Load dialog on ``case``'s file."""
    import pygame

    from pharaohs import storage
    from pharaohs.ui.frame.app import App
    from pharaohs.ui.frame.dialogs import LoadGameScene
    from pharaohs.ui.frame.menu import MainMenuScene, open_table

    path = case.path(home)
    result = {"case": case.name, "sentences": []}
    if case.role in ("save", "autosave"):
        try:
            storage.load_match(path)
            result["loader"] = "loaded"
        except storage.SaveError as err:
            result["loader"] = "refused"
            result["sentences"].append(str(err))
    elif case.role == "settings":
        notices = storage.Settings.load().notices
        result["loader"] = "refused" if notices else "loaded"
        result["sentences"] += [str(n) for n in notices]
    else:
        notice = storage.check_high_scores()
        storage.high_scores("labyrinth-solo-basic")
        result["loader"] = "refused" if notice else "loaded"
        result["sentences"] += [str(notice)] if notice else []

    pygame.quit()
    app = App(size=(1024, 640), settings=storage.Settings.load(), flags=0)
    menu = MainMenuScene(app)
    app.push(menu)
    for _ in range(3):
        app.step(0.016, [])
    assert menu.checked
    offered = [game.path.name for game in menu.games]
    assert CONTROL_AUTOSAVE in offered, offered
    result["sentences"] += [str(r.reason) for r in menu.refused]
    for game in menu.games:  # the menu's Resume, when it offers the file's game
        if game.path == path:
            open_table(app, game.match, game.path)
            app.step(0.016, [])
            app.step(0.016, [])
            app.reset(MainMenuScene(app))
            app.step(0.016, [])
    dialog = LoadGameScene(app)
    app.push(dialog)
    app.step(0.016, [])
    for listed in list(dialog.saves):
        if listed.name == path.name:
            dialog.open(listed)
            app.step(0.016, [])
            app.step(0.016, [])
            result["sentences"] += [str(dialog.message)] if dialog.message else []
    pygame.quit()
    return result


def start_child(case: hostile_files.Case, home: Path) -> int:
    """Fork a child that limits itself and runs ``try_file``, writing its answer beside
    ``home``; its pid."""
    report = home.parent / f"{home.name}.result.json"
    pid = os.fork()
    if pid == 0:  # the child: never return into pytest
        code = 1
        try:
            os.environ["PHARAOHS_HOME"] = str(home)
            limit_child()
            result = try_file(case, home)
            report.write_text(json.dumps(result))
            code = 0
        except BaseException:  # noqa: BLE001 - reported to the parent
            report.write_text(json.dumps({"case": case.name, "crash": traceback.format_exc()}))
        finally:
            os._exit(code)
    return pid


def child_result(case: hostile_files.Case, home: Path, status: int | None) -> dict:
    """What the child answered, or how it ended (None: killed at the wall-time limit)."""
    report = home.parent / f"{home.name}.result.json"
    if status is None:
        return {"case": case.name, "crash": "time limit"}
    if not report.exists():
        return {"case": case.name, "crash": f"child ended with status {status}"}
    return json.loads(report.read_text())


def run_children(jobs: list[tuple[hostile_files.Case, Path]]):
    """Run the jobs, ``PARALLEL`` children at a time; yields (case, home, result)."""
    waiting, running = list(reversed(jobs)), {}
    while waiting or running:
        while waiting and len(running) < PARALLEL:
            case, home = waiting.pop()
            running[start_child(case, home)] = (case, home, time.monotonic() + WALL_SECONDS)
        time.sleep(0.005)
        for pid, (case, home, deadline) in list(running.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if not done and time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                done, status = pid, None
            if done:
                del running[pid]
                yield case, home, child_result(case, home, status)


def warm_up() -> None:
    """Import what the children use, so each child does not import it again."""
    import pharaohs.ui.frame.dialogs  # noqa: F401
    from pharaohs.games import GAMES
    from pharaohs.ui.frame import table

    for game_id in GAMES:
        table.board_view_class(game_id)


def test_no_hostile_file_stops_the_program_or_harms_another(tmp_path, monkeypatch, capsys):
    corpus = hostile_files.cases()
    warm_up()
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    results, problems, jobs, before = [], [], [], {}
    for number, case in enumerate(corpus):
        home = tmp_path / f"{number:03d}"
        player_files(home, case.role)
        hostile = hostile_files.build(case, home)
        before[case.name] = snapshot(home, hostile)
        jobs.append((case, home))
    # no SDL thread (the mixer's, from an earlier test in this process) may hold a lock
    # when the children are forked: a child inherits it locked and hangs in pygame.quit
    pygame.quit()
    for case, home, result in run_children(jobs):
        results.append(result)
        if "crash" in result:
            problems.append(f"{case.name}: {result['crash']}")
            continue
        after = snapshot(home, case.path(home))
        changed = [name for name, content in before[case.name].items()
                   if after.get(name) != content]
        if changed:
            problems.append(f"{case.name}: changed {changed}")
        if result["loader"] == "refused" and not result["sentences"]:
            problems.append(f"{case.name}: refused without a sentence")
        for sentence in result["sentences"]:
            if "\n" in sentence or len(sentence) > 400:
                problems.append(f"{case.name}: sentence too long or on several lines")
    assert problems == []
    refused = sum(r["loader"] == "refused" for r in results)
    with capsys.disabled():
        print(f"\nhostile files: {len(results)} tried, {refused} refused, "
              f"{len(results) - refused} loaded harmlessly")
    roles = {case.name: case.role for case in corpus}
    must_refuse = [r["case"] for r in results
                   if r["loader"] == "loaded" and roles[r["case"]] in ("save", "autosave")
                   and not any(word in r["case"] for word in (
                       "finished game", "labyrinth save", "names to clean", "names in utf-8",
                       "lone surrogate", "file name"))]
    assert must_refuse == [], "a save the program cannot use was accepted"
