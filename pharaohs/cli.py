"""The ``pharaohs`` command: the window, headless autoplay, screenshots, replays, the server.

What the command line may say and its refusals are ``arguments``' (built only when
there are arguments). The messages speak the language of ``--lang``, else the one
chosen in the settings, else the system's.
"""

from __future__ import annotations

import json
import math
import os
import sys

from pharaohs import locale
from pharaohs.ai import HELPER_ARGUMENT
from pharaohs.core.i18n import _
from pharaohs.locale import tr

#: SDL video drivers that draw where nobody sees: used when asked for (tests, smoke
#: runs), a missing display when SDL falls back on them by itself
HEADLESS_DRIVERS = ("dummy", "offscreen")


#: Hard's search iterations per decision in ``autoplay`` (the tournaments' count)
AUTOPLAY_ITERATIONS = 300


def autoplay(game, players, variant, options, seed, level, out=None) -> dict:
    """Play one computer-only game to the end; print and return its JSON line."""
    from pharaohs.ai import choose_move
    from pharaohs.ai.settle import Memory
    from pharaohs.core import Rng

    state = game.setup(players, seed, variant, options)
    rng = Rng.from_seed(f"autoplay:{seed}")
    memory = Memory()
    moves = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        # by work done, not by the clock, so the same seed plays the same game on any machine
        move, rng = choose_move(game, state, seat, rng, level, seconds=math.inf,
                                max_iterations=AUTOPLAY_ITERATIONS, timed=False,
                                seen=memory.seen(seat, game.view(state, seat)))
        state = game.play(state, seat, move)
        moves += 1
    outcome = game.result(state)
    line = {"game": game.id, "seed": seed, "players": players, "variant": variant,
            "options": list(options), "scores": list(outcome.scores),
            "winners": list(outcome.winners), "moves": moves}
    print(json.dumps(line), file=out or sys.stdout, flush=True)
    return line


def screenshot(game, players, variant, options, seed, moves, size, out,
               language: str | None = None) -> None:
    """Render the game scene after ``moves`` computer moves into a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from pharaohs.ai import choose_move
    from pharaohs.core import Match, Rng
    from pharaohs.ui.frame.app import App
    from pharaohs.ui.frame.table import TableScene

    names = ("Anna", "Ben", "Cleo", "Darius", "Esther")
    match = Match.start(game, [(names[i], "human") for i in range(players)], seed, variant,
                        options)
    rng = Rng.from_seed(f"screenshot:{seed}")
    for _step in range(moves):
        if game.is_over(match.state):
            break
        seat = game.to_act(match.state)[0]
        move, rng = choose_move(game, match.state, seat, rng, "random")
        match.play(seat, move)
    app = App(size, flags=0, language=language)
    acting = match.to_act()
    app.push(TableScene(app, match, autosave=False, viewer=acting[0] if acting else None))
    app.apply_transitions()
    app.step(0.0, [])
    pygame.image.save(app.screen, out)
    pygame.quit()


def replay(path: str, language: str | None) -> int:
    """Open the window on the replay of the save at ``path``; a file that is not a save
    the rules can replay is refused in one sentence with exit status 2."""
    from pharaohs import storage
    from pharaohs.net import copies

    try:
        storage.load_match(path)
    except storage.SaveError as err:
        try:
            copies.load(path)  # the local copy of an online game replays too
        except storage.SaveError:
            print(f"pharaohs: {tr(locale.reason(err))}", file=sys.stderr)
            return 2
    return open_window(language=language, replay=path)


def crash_sentence(error: BaseException, log: str | None) -> str:
    """What the packaged program says, in the player's language, when it stops on an error
    nobody foresaw (``log``: the crash.log with the traceback, None if it was not written)."""
    what = f"{type(error).__name__}: {error}"
    said = tr(_("the program stopped because of an unexpected error ({error}).", error=what))
    if log is None:
        return said
    return f"{said} " + tr(_("The details are in {file}; please attach that file when you "
                             "report the problem.", file=log))


def pygame_error() -> type:
    """pygame's error class, imported only when a command has opened pygame anyway."""
    import pygame

    return pygame.error


def display_problem():
    """Why no window can be shown (None when one can): SDL refused every display, or it
    fell back on one nobody sees, where the program would wait unseen for ever."""
    import pygame

    try:
        pygame.display.init()
    except pygame.error as err:
        return str(err)
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and driver not in os.environ.get("SDL_VIDEODRIVER", ""):
        pygame.display.quit()
        return _("only the invisible {driver} display is available", driver=driver)
    return None


def open_window(**how) -> int:
    """The window (the main menu, or a game), after the leftovers of interrupted writes are
    cleaned up and damaged settings or high scores set aside (each said on stderr, and
    again in the main menu); exit status 2 with one sentence when there is no display."""
    from pharaohs import storage

    problem = display_problem()
    if problem is not None:
        print(tr(_("pharaohs: no window can be opened ({why}); start Pharaohs from a desktop "
                   "session, or use the autoplay command.", why=problem)), file=sys.stderr)
        return 2
    storage.remove_leftovers()
    for sentence in storage.check_user_files():
        print(f"pharaohs: {tr(sentence)}", file=sys.stderr)
    from pharaohs.ui.frame.run import run_window

    return run_window(**how)


def main(argv=None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv == [HELPER_ARGUMENT]:  # the packaged program started as its own helper
        from pharaohs.ai.process import serve

        serve()
        return 0
    if not argv:  # the window, as a double-click starts it: no parser to build (start-up)
        from pharaohs.storage import Settings

        locale.set_language(locale.choose(None, Settings.language_asked()))
        return open_window()
    from pharaohs import arguments

    arguments.choose_language(argv)
    with arguments.speaking():
        parser = arguments.build()
        args = parser.parse_args(argv)
        if args.lang is not None and args.lang not in locale.LANGUAGES:
            parser.error(tr(_("unknown language {code!r}; choose from {codes}", code=args.lang,
                              codes=", ".join(locale.LANGUAGES))))
        if args.smoke_test or args.command in (None, "replay", "serve", "autoplay-online"):
            setup = None
        else:
            setup = arguments.validate(parser, args)
    if args.smoke_test:
        from pharaohs.smoke import run as smoke_test

        return smoke_test(args.smoke_test, language=args.lang)
    if args.command is None:
        return open_window(language=args.lang)
    if args.command == "replay":
        return replay(args.file, args.lang)
    if args.command == "serve":
        from pharaohs.net.serve import serve

        return serve(args.host, args.port, args.data, args.games_per_address,
                     args.connections_per_address)
    if args.command == "autoplay-online" and args.window:
        from pharaohs.ui.frame.online_hand import main as autoplay_in_window

        return autoplay_in_window(args)
    if args.command == "autoplay-online":
        from pharaohs.net.autoplay import main as autoplay_online

        return autoplay_online(args)
    game, players, variant, options, seats = setup
    seed = args.seed
    if args.command == "autoplay":
        for index in range(args.games):
            autoplay(game, players, variant, options, seed + index, args.ai)
        return 0
    if args.command == "screenshot":
        from pharaohs.resources import MissingResource
        from pharaohs.ui.kit.layout import LayoutError

        try:
            screenshot(game, players, variant, options, seed, args.moves, args.size, args.out,
                       args.lang)
        except (MissingResource, LayoutError, OSError, pygame_error()) as err:
            print(f"pharaohs: {tr(locale.reason(err))}", file=sys.stderr)
            return 1
        print(args.out)
        return 0
    return open_window(game=game, players=players, variant=variant, options=options,
                       seed=seed, seats=seats, language=args.lang, level=args.ai)


if __name__ == "__main__":
    sys.exit(main())
