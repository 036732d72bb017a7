"""``pharaohs --smoke-test OUTDIR``: proof that a build of the program really runs.

Meant for the frozen executable in CI, and just as usable from a checkout or an
installed wheel. Under ``SDL_VIDEODRIVER=dummy`` (set when nothing else is
asked for) it opens the window, draws the main menu's first frame, then for
every registered game starts a match with human seats only, opens the game's
table scene and makes a few legal moves the way a player would: the events of
``BoardView.demo_gesture`` (clicks, and drag-and-drops where the game has them)
go through SDL's real event queue and the app's own frame step. Each gesture
must commit a move (the match log grows). Then it hosts a game of Ra as the window
does (``smoke_hosting``: the server inside the program on 127.0.0.1, a friend joining
with the code) and plays it to the end. It writes ``OUTDIR/<game>.png`` and
``OUTDIR/report.json`` and returns a non-zero status on any failure: a game
without a scene, a gesture that commits nothing, a crash, no drag-and-drop in
the whole run, or a video driver other than the one asked for.

Saves and settings go to ``OUTDIR/home`` (unless ``PHARAOHS_HOME`` says
otherwise), so a smoke test never touches a player's own files.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path

from pharaohs import __version__

MOVES_PER_GAME = 4
WINDOW = (1280, 800)
FRAME = 1 / 60
#: frames to let animations (a piece flying home, a die rolling) finish after a gesture
SETTLE_FRAMES = 120
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Esther")
#: seconds the hosted game of Ra may take to be played to its end
HOSTED_SECONDS = 120


class SmokeFailure(RuntimeError):
    """Something a player would notice: the sentence says what."""


def _is_drag(events) -> bool:
    """A press, motion with the button held, and a release somewhere else."""
    import pygame

    down = next((e for e in events if e.type == pygame.MOUSEBUTTONDOWN), None)
    up = next((e for e in events if e.type == pygame.MOUSEBUTTONUP), None)
    moved = any(e.type == pygame.MOUSEMOTION for e in events)
    return bool(down and up and moved and down.pos != up.pos)


def _feed(app, events) -> None:
    """Send events through SDL's queue, one frame each, as a player's hand would."""
    import pygame

    for event in events:
        if not pygame.event.post(event):
            raise SmokeFailure(f"SDL refused the event {event}")
        app.step(FRAME, pygame.event.get())


def _settle(app) -> None:
    for _ in range(SETTLE_FRAMES):
        if not app.busy:
            break
        app.step(FRAME, [])
    app.step(FRAME, [])


def _first_frame(app) -> str:
    """Draw the first frame the player sees (the main menu); returns what was drawn."""
    from pharaohs.ui.frame.menu import MainMenuScene

    app.reset(MainMenuScene(app))
    app.apply_transitions()
    app.dirty = True
    app.step(0.0, [])
    return "main menu"


#: Enter presses allowed to clear what covers the table (a curtain, an epoch's scoring)
DISMISS_PRESSES = 12


def _take_seat(app, table) -> int:
    """Dismiss what covers the table with Enter, as the next player would (the hot-seat
    curtain, an announcement read step by step); the seat to move."""
    import pygame

    for _ in range(DISMISS_PRESSES):
        if app.stack and app.stack[-1] is table:
            break
        _feed(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                       unicode="\r", scancode=40)])
        _settle(app)
    else:
        cover = type(app.stack[-1]).__name__ if app.stack else "nothing"
        raise SmokeFailure(f"{cover} covers the table and does not go away on Enter")
    humans = table.humans_to_act()
    if not humans:
        raise SmokeFailure("no human seat may move, although every seat is human")
    if table.viewer not in humans:
        raise SmokeFailure(f"the screen shows seat {table.viewer}, but seat {humans[0]} "
                           "must move")
    return table.viewer


def open_table(app, match):
    """``match``'s table on the screen, its first animations settled (what covers it,
    such as the hot-seat curtain, is still there: ``_take_seat`` dismisses it)."""
    from pharaohs.ui.frame.table import TableScene

    table = TableScene(app, match, autosave=False)
    app.reset(table)
    app.apply_transitions()
    _settle(app)
    return table


def smoke_game(app, game_id: str, outdir: Path, moves: int = MOVES_PER_GAME) -> dict:
    """Play a few moves of one game through real events; its entry of the report."""
    import pygame

    from pharaohs.core import Match
    from pharaohs.games import get_game

    entry = {"ok": False, "moves": 0, "drags": 0, "screenshot": None, "error": None}
    started = time.perf_counter()
    table = None
    try:
        game = get_game(game_id)
        players = max(game.min_players, min(2, game.max_players))
        match = Match.start(game, [(NAMES[i], "human") for i in range(players)],
                            f"smoke:{game_id}")
        entry["players"] = players
        try:
            table = open_table(app, match)
        except ModuleNotFoundError as err:
            if err.name and err.name.startswith(f"pharaohs.games.{game_id}"):
                raise SmokeFailure(f"{game.title} has no scene yet ({err.name} is missing)"
                                   ) from err
            raise
        for number in range(1, moves + 1):
            if game.is_over(match.state):
                break
            seat = _take_seat(app, table)
            gesture = list(table.board.demo_gesture(table.view(), seat))
            if not gesture:
                raise SmokeFailure(f"move {number}: the board offers no gesture for "
                                   f"{table.name(seat)}")
            before = len(match.log)
            _feed(app, gesture)
            _settle(app)
            if len(match.log) <= before:
                kinds = ", ".join(pygame.event.event_name(e.type) for e in gesture)
                why = f": {table.message}" if table.message else ""
                raise SmokeFailure(f"move {number}: the gesture ({kinds}) committed no "
                                   f"move{why}")
            entry["moves"] += len(match.log) - before  # one gesture may commit several steps
            entry["drags"] += _is_drag(gesture)
        if not game.is_over(match.state):
            _take_seat(app, table)
        entry["screenshot"] = _screenshot(app, outdir / f"{game_id}.png")
        entry["ok"] = True
    except Exception as err:  # the report says what broke; the run goes on to the next game
        entry["error"] = str(err) if isinstance(err, SmokeFailure) else \
            f"{type(err).__name__}: {err}"
        if not isinstance(err, SmokeFailure):
            entry["traceback"] = traceback.format_exc()
        if table is not None and app.stack:  # the screen as it was when it broke
            try:
                entry["screenshot"] = _screenshot(app, outdir / f"{game_id}.png")
            except Exception:  # the error above is the one to report
                pass
    entry["seconds"] = round(time.perf_counter() - started, 3)
    return entry


def _screenshot(app, path: Path) -> str:
    import pygame

    app.dirty = True
    app.step(0.0, [])
    pygame.image.save(app.screen, str(path))
    return path.name


def smoke_hosting(outdir: Path) -> dict:
    """A game hosted as the window hosts one: the server in this program (LocalServer,
    bound to 127.0.0.1 only), announced on the loopback interface and found there, and
    two connections (the host and a friend who joined with the code, beside a computer
    seat) playing Ra to the end. It proves the frozen program carries the server, the
    WebSocket library, zeroconf and TLS (for ``wss://`` servers)."""
    import asyncio
    import random
    import ssl

    from pharaohs.net.client import hosted_game, play_at_random
    from pharaohs.net.discovery import Announcer, Browser
    from pharaohs.net.session import LocalServer

    entry = {"ok": False, "moves": 0, "found": False, "error": None,
             "tls": bool(ssl.create_default_context())}
    server = announcer = browser = None
    try:
        server = LocalServer(outdir / "server", host="127.0.0.1")
        seats = [{"name": NAMES[0], "kind": "local", "level": ""},
                 {"name": NAMES[1], "kind": "remote", "level": ""},
                 {"name": NAMES[2], "kind": "computer", "level": "easy"}]

        async def play() -> dict:
            host, (friend,), created = await hosted_game(server.url, "ra_dice", seats)
            announcer.announce(created["game_id"], "ra_dice", NAMES[0], free=0)
            rng = random.Random(1)
            finals = await asyncio.gather(play_at_random(host, rng),
                                          play_at_random(friend, rng))
            await host.close()
            await friend.close()
            return finals[0]

        announcer = Announcer(server.port, "127.0.0.1", interfaces=["127.0.0.1"])
        browser = Browser(interfaces=["127.0.0.1"])
        final = asyncio.run(asyncio.wait_for(play(), HOSTED_SECONDS))
        deadline = time.monotonic() + 10
        while not browser.games() and time.monotonic() < deadline:
            time.sleep(0.05)
        entry["found"] = bool(browser.games())
        entry["moves"] = final["turn"]
        if final["phase"] != "over":
            raise SmokeFailure(f"the hosted game stopped at {final['phase']}")
        if not entry["found"]:
            raise SmokeFailure("the hosted game was not found on the local network")
        entry["ok"] = True
    except Exception as err:
        entry["error"] = f"{type(err).__name__}: {err}"
        entry["traceback"] = traceback.format_exc()
    finally:
        for closing in (browser, announcer):
            if closing is not None:
                closing.close()
        if server is not None:
            server.stop()
    return entry


def run(outdir, game_ids=None, moves: int = MOVES_PER_GAME, out=None,
        language: str | None = None, hosting: bool = True) -> int:
    """The whole smoke test; 0 when everything worked, 1 otherwise. ``language``
    (``--lang``) plays it in that language (else the system's); ``hosting=False`` leaves
    out the hosted game (the tests of the smoke test's own checks)."""
    out = out or sys.stdout
    outdir = Path(outdir).resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PHARAOHS_HOME", str(outdir / "home"))
    requested = os.environ["SDL_VIDEODRIVER"]
    import pygame

    from pharaohs.games import GAMES
    from pharaohs.storage import Settings
    from pharaohs.ui.frame.app import App

    game_ids = tuple(GAMES if game_ids is None else game_ids)
    report = {
        "version": __version__, "frozen": bool(getattr(sys, "frozen", False)),
        "platform": platform.platform(), "python": platform.python_version(),
        "pygame_ce": bool(getattr(pygame, "IS_CE", False)), "pygame": pygame.version.ver,
        "sdl": ".".join(map(str, pygame.get_sdl_version())),
        "requested_driver": requested, "driver": None, "first_frame": None,
        "games": {}, "errors": [], "ok": False,
    }
    try:
        app = App(WINDOW, settings=Settings(), flags=0, language=language)
    except Exception as err:
        app = None
        report["errors"].append(f"the window did not open: {type(err).__name__}: {err}")
    if app is not None:
        report["driver"] = pygame.display.get_driver()
        if report["driver"] != requested:
            report["errors"].append(f"the video driver is {report['driver']!r}, not the "
                                    f"{requested!r} asked for")
        try:
            report["first_frame"] = _first_frame(app)
        except Exception as err:
            report["errors"].append(f"the first frame failed: {type(err).__name__}: {err}")
        for game_id in game_ids:
            report["games"][game_id] = smoke_game(app, game_id, outdir, moves)
        report["hosted"] = smoke_hosting(outdir) if hosting else None
        if hosting and not report["hosted"]["ok"]:
            report["errors"].append(f"hosting a game failed: {report['hosted']['error']}")
        # no pygame.quit(): fonts other modules cached would die with it when the smoke
        # test runs inside a longer process (the tests); pygame quits at exit anyway
    games = report["games"]
    if any(g["moves"] for g in games.values()) and not any(g["drags"] for g in games.values()):
        report["errors"].append("no gesture in the whole run was a drag-and-drop")
    report["ok"] = bool(games) and not report["errors"] and all(g["ok"] for g in games.values())
    (outdir / "report.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    for game_id, entry in games.items():
        status = "ok" if entry["ok"] else f"FAILED: {entry['error']}"
        print(f"{game_id}: {entry['moves']} moves, {entry['drags']} drags, {status}",
              file=out)
    for error in report["errors"]:
        print(f"FAILED: {error}", file=out)
    print(f"smoke test {'passed' if report['ok'] else 'FAILED'} "
          f"(driver {report['driver']}); report: {outdir / 'report.json'}", file=out)
    return 0 if report["ok"] else 1
