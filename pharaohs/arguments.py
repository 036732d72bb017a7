"""The command line's parser: commands, options and their refusals, in the player's language.

Built only when there are arguments (``cli.main``): a double-click opens the window
without importing argparse or building some forty help texts. Unknown games, variants,
options, player counts, seats, seeds, sizes and languages are refused with a clear
message and exit status 2, before any window opens.
"""

from __future__ import annotations

import argparse
import contextlib

from pharaohs import __version__, games, locale
from pharaohs.core.i18n import N_, _
from pharaohs.core.levels import DEFAULT_LEVEL, KNOWN_LEVELS, LEVELS
from pharaohs.locale import tr
from pharaohs.storage import Settings

#: argparse's own words a player can meet (the usage line, the help's headings, its
#: refusals), marked for the catalogues; argparse looks each up as it speaks
ARGPARSE_WORDS = frozenset((
    N_("usage: "), N_("positional arguments"), N_("options"),
    N_("show this help message and exit"), N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"), N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"), N_("expected one argument"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
))

#: the largest screenshot, in pixels: an 8K screen (larger ones only fill memory and make
#: pygame shrink the window itself); the smallest is the smallest layout, ``LAYOUT_MIN``
SCREENSHOT_MAX = (7680, 4320)

class _Offered(tuple):
    """Choices argparse offers (in the help and its refusals) that also accept names it
    does not offer: the computer's ``random`` moves (tests and benchmarks) and the old
    name ``greedy``."""

    accepted: frozenset

    def __new__(cls, offered, accepted):
        choices = super().__new__(cls, offered)
        choices.accepted = frozenset(accepted)
        return choices

    def __contains__(self, value) -> bool:
        return value in self.accepted


#: where ``pharaohs serve`` listens unless told otherwise: this machine only
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8765
#: the levels ``--ai`` offers and the ones it accepts
AI_CHOICES = _Offered(LEVELS, KNOWN_LEVELS)


def build() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pharaohs", description=tr(_("Five Egyptian board games at one computer.")))
    parser.add_argument("--version", action="version", version=f"pharaohs {__version__}",
                        help=tr(_("show program's version number and exit")))
    lang_help = tr(_("language of the window and messages: {codes} (default: the settings, "
                     "else the system's)", codes=", ".join(locale.LANGUAGES)))
    parser.add_argument("--lang", metavar="CODE", help=lang_help)
    parser.add_argument("--smoke-test", metavar="OUTDIR",
                        help=tr(_("play a few moves of every game headless, write screenshots "
                                  "and report.json to OUTDIR; non-zero exit on any failure")))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    def game_command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=tr(help_text))
        sub.add_argument("game", help=tr(_("one of: {games}", games=", ".join(games.GAMES))))
        sub.add_argument("--players", type=int, help=tr(_("number of players")))
        sub.add_argument("--variant", help=tr(_("rule variant")))
        sub.add_argument("--option", action="append", default=[],
                         help=tr(_("switch on an option")))
        sub.add_argument("--seed", help=tr(_("seed for the shuffles and dice, a whole number "
                                             "(default: random)")))
        # after the command too; without it the top level's value stands
        sub.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=lang_help)
        return sub

    play = game_command("play", _("open the window straight into a game"))
    play.add_argument("--seats",
                      help=tr(_("comma-separated human/ai per seat, e.g. human,ai,ai")))
    play.add_argument("--ai", choices=AI_CHOICES, default=DEFAULT_LEVEL, metavar="LEVEL",
                      help=tr(_("level of the computer seats: easy, medium or hard")))
    auto = game_command("autoplay", _("play computer-only games headless, one JSON line each"))
    auto.add_argument("--games", type=int, default=1, help=tr(_("how many games (default 1)")))
    auto.add_argument("--ai", choices=AI_CHOICES, default=DEFAULT_LEVEL, metavar="LEVEL",
                      help=tr(_("level of the computer players: easy, medium or hard")))
    replay = commands.add_parser("replay", help=tr(_("replay a finished or saved game step "
                                                     "by step")))
    replay.add_argument("file", metavar="FILE", help=tr(_("the save to replay")))
    replay.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=lang_help)
    serve = commands.add_parser("serve", help=tr(_(
        "run a server for games played across machines (no window)")))
    serve.add_argument("--host", default=DEFAULT_HOST, help=tr(_(
        "address to listen on: 0.0.0.0 for every network of this machine (default: {host}, "
        "this machine only)", host=DEFAULT_HOST)))
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help=tr(_(
        "port to listen on (default: {port}; 0: any free one)", port=DEFAULT_PORT)))
    serve.add_argument("--data", default=None, help=tr(_(
        "folder that keeps the games (default: server/ in the user data folder)")))
    from pharaohs.net.protocol import CONNECTIONS_PER_ADDRESS, GAMES_PER_ADDRESS

    serve.add_argument("--games-per-address", type=int, default=GAMES_PER_ADDRESS, help=tr(_(
        "open games one address may host at once (default: {n})", n=GAMES_PER_ADDRESS)))
    serve.add_argument("--connections-per-address", type=int, default=CONNECTIONS_PER_ADDRESS,
                       help=tr(_("connections one address may hold open at once (default: {n})",
                                 n=CONNECTIONS_PER_ADDRESS)))
    serve.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=lang_help)
    online = commands.add_parser("autoplay-online", help=tr(_(
        "host, join or resume an online game and play its seats at random, headless")))
    online.add_argument("url", metavar="URL", help=tr(_("the server, e.g. ws://127.0.0.1:8765")))
    how = online.add_mutually_exclusive_group(required=True)
    how.add_argument("--host", dest="host_game", metavar="GAME",
                     help=tr(_("host a new game of GAME and print its join codes")))
    how.add_argument("--join", metavar="CODE", help=tr(_("join with the code the host sent")))
    how.add_argument("--resume", metavar="GAME_ID", help=tr(_(
        "take this computer's seats again with the tokens it kept")))
    online.add_argument("--seats", default="local,remote", help=tr(_(
        "the seats of a hosted game: local, remote, easy, medium or hard each "
        "(default: local,remote)")))
    online.add_argument("--variant", help=tr(_("rule variant")))
    online.add_argument("--name", default="Anna", help=tr(_("the name of this computer's seat")))
    online.add_argument("--seed", type=int, default=0, help=tr(_(
        "seed of the random moves (default 0)")))
    online.add_argument("--window", action="store_true", help=tr(_(
        "play in the window, the moves made with the board's own clicks and drags")))
    online.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=lang_help)
    shot = game_command("screenshot", _("render the game scene to a PNG, headless"))
    shot.add_argument("--moves", type=int, default=0,
                      help=tr(_("computer moves to play first")))
    shot.add_argument("--size", default="1280x800", help=tr(_("window size WxH")))
    shot.add_argument("--out", required=True, help=tr(_("PNG file to write")))
    return parser


@contextlib.contextmanager
def speaking():
    """argparse's own words in the player's language while the command line is built and
    read: argparse translates them with the gettext function it imported as
    ``argparse._``, pointed at our catalogue meanwhile (for ``ARGPARSE_WORDS`` only)."""
    catalogue, saved = locale.current(), argparse._
    if catalogue is not None:
        argparse._ = lambda text: catalogue.gettext(text) if text in ARGPARSE_WORDS else text
    try:
        yield
    finally:
        argparse._ = saved


class _Unread(Exception):
    """The early look for ``--lang`` found a mistake; the full parser will name it."""


class _LanguageOnly(argparse.ArgumentParser):
    """Reads ``--lang`` alone and never answers: the full parser, built in the language
    found, refuses whatever is wrong."""

    def error(self, message):
        raise _Unread(message)


def choose_language(argv) -> str:
    """The language of the messages and the help, set before the parser is built: the
    command line's ``--lang``, else the settings', else the system's (an unknown code
    is answered by the full parser)."""
    early = _LanguageOnly(add_help=False)
    early.add_argument("--lang")
    try:
        wish = early.parse_known_args(argv)[0].lang
    except _Unread:
        wish = None
    code = locale.choose(wish, Settings.language_asked())
    locale.set_language(code)
    return code


def _seed(parser, raw: str | None) -> int:
    """The seed asked for, a whole number as the new-game screen wants it, else a new one."""
    from pharaohs.seeds import parse_seed

    seed = parse_seed(raw or "")
    if seed is None:
        parser.error(tr(_("--seed must be a whole number such as 12345, not {seed!r}",
                          seed=raw)))
    return seed


def _size(parser, raw: str) -> tuple[int, int]:
    """``WxH`` as (width, height), between the smallest layout and ``SCREENSHOT_MAX``."""
    from pharaohs.ui.frame.app import LAYOUT_MIN

    try:
        width, height = (int(v) for v in raw.lower().split("x"))
    except ValueError:
        parser.error(tr(_("--size must look like 1280x800, not {size!r}", size=raw)))
    (low_w, low_h), (high_w, high_h) = LAYOUT_MIN, SCREENSHOT_MAX
    if not (low_w <= width <= high_w and low_h <= height <= high_h):
        low, high = "x".join(map(str, LAYOUT_MIN)), "x".join(map(str, SCREENSHOT_MAX))
        parser.error(tr(_("--size must be between {low} and {high}, not {size!r}",
                          low=low, high=high, size=raw)))
    return width, height


def validate(parser, args):
    """The game and its set-up, or an exit with status 2 naming what is wrong."""
    if args.game not in games.GAMES:
        parser.error(tr(_("unknown game {game!r}; choose from {games}", game=args.game,
                          games=", ".join(games.GAMES))))
    game = games.game(args.game)
    players = args.players if args.players is not None else max(game.min_players, 2) \
        if game.max_players >= 2 else game.min_players
    title = locale.marked(game.title)
    if not game.min_players <= players <= game.max_players:
        parser.error(tr(_("{title} is for {low}–{high} players, not {players}.", title=title,
                          low=game.min_players, high=game.max_players, players=players)))
    variant = args.variant or game.variants[0]
    if variant not in game.variants:
        parser.error(tr(_("{title} has no variant {variant!r}; choose from {known}.",
                          title=title, variant=variant, known=", ".join(game.variants))))
    for option in args.option:
        if option not in game.options:
            parser.error(tr(_("{title} has no option {option!r} (options: {known}).",
                              title=title, option=option,
                              known=", ".join(game.options) or tr(_("none")))))
    seats = ["human"] + ["ai"] * (players - 1)
    if getattr(args, "seats", None):
        seats = [s.strip() for s in args.seats.split(",")]
        if len(seats) != players or any(s not in ("human", "ai") for s in seats):
            parser.error(tr(_("--seats needs {players} entries, each 'human' or 'ai'",
                              players=players)))
    if getattr(args, "size", None):
        args.size = _size(parser, args.size)
    if getattr(args, "games", 1) < 1 or getattr(args, "moves", 0) < 0:
        parser.error(tr(_("--games must be at least 1 and --moves at least 0")))
    args.seed = _seed(parser, args.seed)
    return game, players, variant, tuple(args.option), seats
