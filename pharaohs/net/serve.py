"""``pharaohs serve``: the headless server, for a club's machine or a test.

It logs to standard error (game ids, seats, addresses; never a token), keeps its games
in ``--data`` (by default ``server/`` in the user data folder) and stops cleanly on
Ctrl+C or SIGTERM; a ``kill -9`` loses nothing a client was told was accepted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
from pathlib import Path

#: where ``pharaohs serve`` listens unless told otherwise: this machine only
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8765


def arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of ``serve`` (the program's command line adds them as a subcommand)."""
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help="address to listen on (0.0.0.0: every network of this machine; "
                             f"default {DEFAULT_HOST}, this machine only)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to listen on (default {DEFAULT_PORT}; 0: any free one)")
    parser.add_argument("--data", type=Path, default=None,
                        help="folder that keeps the games (default: server/ in the user "
                             "data folder)")
    return parser


def main(args: argparse.Namespace) -> int:
    from pharaohs import storage
    from pharaohs.net.server import run

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    data = args.data if args.data is not None else storage.data_dir() / "server"

    async def serving() -> None:
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
                asyncio.get_running_loop().add_signal_handler(sig, stop.set)
        await run(args.host, args.port, data,
                  ready=lambda port: print(f"listening on port {port}", flush=True), stop=stop)

    try:
        asyncio.run(serving())
    except KeyboardInterrupt:
        pass
    except OSError as err:
        print(f"pharaohs serve: cannot listen on {args.host} port {args.port}: "
              f"{err.strerror or err}")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(arguments(argparse.ArgumentParser(prog="pharaohs serve"))
                          .parse_args()))
