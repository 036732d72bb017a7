"""``pharaohs serve``: the headless server, for a club's machine, a host's program or a test.

It logs to standard error (game ids, seats, addresses; never a token), keeps its games
in ``data`` (by default ``server/`` in the user data folder) and stops cleanly on
Ctrl+C or SIGTERM; a ``kill -9`` loses nothing a client was told was accepted.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from pathlib import Path


def serve(host: str, port: int, data: str | None, games_per_address: int,
          connections_per_address: int) -> int:
    """Serve until stopped; 2 with one sentence if the address cannot be listened on."""
    from pharaohs import storage
    from pharaohs.net.server import run

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    folder = Path(data) if data is not None else storage.data_dir() / "server"

    async def serving() -> None:
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
                asyncio.get_running_loop().add_signal_handler(sig, stop.set)
        await run(host, port, folder,
                  ready=lambda bound: print(f"listening on port {bound}", flush=True),
                  stop=stop, games_per_address=games_per_address,
                  connections_per_address=connections_per_address)

    try:
        asyncio.run(serving())
    except KeyboardInterrupt:
        pass
    except OSError as err:
        print(f"pharaohs serve: cannot listen on {host} port {port}: {err.strerror or err}")
        return 2
    return 0
