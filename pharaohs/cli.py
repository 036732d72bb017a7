"""The ``pharaohs`` command: the window, headless autoplay and screenshots.

Unknown games, variants, options, player counts and seats are refused with a
clear message and exit status 2, before any window opens.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

from pharaohs import __version__
from pharaohs.games import GAMES, get_game

LEVELS = ("random", "greedy")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pharaohs", description="Five Egyptian board games at one computer.")
    parser.add_argument("--version", action="version", version=f"pharaohs {__version__}")
    parser.add_argument("--smoke-test", metavar="OUTDIR",
                        help="play a few moves of every game headless, write screenshots "
                             "and report.json to OUTDIR; non-zero exit on any failure")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    def game_command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument("game", help=f"one of: {', '.join(GAMES)}")
        sub.add_argument("--players", type=int, help="number of players")
        sub.add_argument("--variant", help="rule variant")
        sub.add_argument("--option", action="append", default=[], help="switch on an option")
        sub.add_argument("--seed", help="seed for the shuffles and dice (default: random)")
        return sub

    play = game_command("play", "open the window straight into a game")
    play.add_argument("--seats", help="comma-separated human/ai per seat, e.g. human,ai,ai")
    auto = game_command("autoplay", "play computer-only games headless, one JSON line each")
    auto.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    auto.add_argument("--ai", choices=LEVELS, default="greedy", help="computer player level")
    shot = game_command("screenshot", "render the game scene to a PNG, headless")
    shot.add_argument("--moves", type=int, default=0, help="computer moves to play first")
    shot.add_argument("--size", default="1280x800", help="window size WxH")
    shot.add_argument("--out", required=True, help="PNG file to write")
    return parser


def _seed(raw: str | None) -> int | str:
    if raw is None:
        return random.SystemRandom().randrange(1 << 31)
    return int(raw) if raw.lstrip("-").isdigit() else raw


def _validate(parser, args):
    """The game and its set-up, or an exit with status 2 naming what is wrong."""
    if args.game not in GAMES:
        parser.error(f"unknown game {args.game!r}; choose from {', '.join(GAMES)}")
    game = get_game(args.game)
    players = args.players if args.players is not None else max(game.min_players, 2) \
        if game.max_players >= 2 else game.min_players
    if not game.min_players <= players <= game.max_players:
        parser.error(f"{game.title} is for {game.min_players}–{game.max_players} players, "
                     f"not {players}")
    variant = args.variant or game.variants[0]
    if variant not in game.variants:
        parser.error(f"{game.title} has no variant {variant!r}; choose from "
                     f"{', '.join(game.variants)}")
    for option in args.option:
        if option not in game.options:
            parser.error(f"{game.title} has no option {option!r}; options: "
                         f"{', '.join(game.options) or 'none'}")
    seats = ["human"] + ["ai"] * (players - 1)
    if getattr(args, "seats", None):
        seats = [s.strip() for s in args.seats.split(",")]
        if len(seats) != players or any(s not in ("human", "ai") for s in seats):
            parser.error(f"--seats needs {players} entries, each 'human' or 'ai'")
    if getattr(args, "size", None):
        try:
            width, height = (int(v) for v in args.size.lower().split("x"))
            if width < 320 or height < 200:
                raise ValueError
        except ValueError:
            parser.error(f"--size must look like 1280x800, not {args.size!r}")
        args.size = (width, height)
    if getattr(args, "games", 1) < 1 or getattr(args, "moves", 0) < 0:
        parser.error("--games must be at least 1 and --moves at least 0")
    return game, players, variant, tuple(args.option), seats


def autoplay(game, players, variant, options, seed, level, out=None) -> dict:
    """Play one computer-only game to the end; print and return its JSON line."""
    from pharaohs.ai import choose_move
    from pharaohs.core import Rng

    state = game.setup(players, seed, variant, options)
    rng = Rng.from_seed(f"autoplay:{seed}")
    moves = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        move, rng = choose_move(game, state, seat, rng, level)
        state = game.play(state, seat, move)
        moves += 1
    outcome = game.result(state)
    line = {"game": game.id, "seed": seed, "players": players, "variant": variant,
            "options": list(options), "scores": list(outcome.scores),
            "winners": list(outcome.winners), "moves": moves}
    print(json.dumps(line), file=out or sys.stdout, flush=True)
    return line


def screenshot(game, players, variant, options, seed, moves, size, out) -> None:
    """Render the game scene after ``moves`` computer moves into a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from pharaohs.ai import choose_move
    from pharaohs.core import Match, Rng
    from pharaohs.ui.app import App
    from pharaohs.ui.table import TableScene

    names = ("Anna", "Ben", "Cleo", "Darius", "Esther")
    match = Match.start(game, [(names[i], "human") for i in range(players)], seed, variant,
                        options)
    rng = Rng.from_seed(f"screenshot:{seed}")
    for _ in range(moves):
        if game.is_over(match.state):
            break
        seat = game.to_act(match.state)[0]
        move, rng = choose_move(game, match.state, seat, rng, "random")
        match.play(seat, move)
    app = App(size, flags=0)
    acting = match.to_act()
    app.push(TableScene(app, match, autosave=False, viewer=acting[0] if acting else None))
    app.apply_transitions()
    app.step(0.0, [])
    pygame.image.save(app.screen, out)
    pygame.quit()


def pygame_error() -> type:
    """pygame's error class, imported only when a command has opened pygame anyway."""
    import pygame

    return pygame.error


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.smoke_test:
        from pharaohs.smoke import run as smoke_test

        return smoke_test(args.smoke_test)
    if args.command is None:
        from pharaohs.ui.run import run_window

        return run_window()
    game, players, variant, options, seats = _validate(parser, args)
    seed = _seed(args.seed)
    if args.command == "autoplay":
        for index in range(args.games):
            game_seed = seed + index if isinstance(seed, int) else f"{seed}-{index}"
            autoplay(game, players, variant, options, game_seed, args.ai)
        return 0
    if args.command == "screenshot":
        from pharaohs.resources import MissingResource
        from pharaohs.ui.layout import LayoutError

        try:
            screenshot(game, players, variant, options, seed, args.moves, args.size, args.out)
        except (MissingResource, LayoutError, OSError, pygame_error()) as err:
            print(f"pharaohs: {err}", file=sys.stderr)
            return 1
        print(args.out)
        return 0
    from pharaohs.ui.run import run_window

    return run_window(game=game, players=players, variant=variant, options=options,
                      seed=seed, seats=seats)


if __name__ == "__main__":
    sys.exit(main())
