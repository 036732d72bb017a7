"""Where the server keeps its games: one SQLite database in WAL mode.

Why SQLite rather than the client's save files: a server game grows by one move at a
time, and a move is one row appended in one transaction, where a save file would be
rewritten whole after every move; one file holds every game, with the tokens beside
them. A move is committed before any client hears that it was accepted; in WAL mode a
committed transaction is in the operating system's hands at once, so ``kill -9`` of the
server loses none (``SYNCHRONOUS``).

Tokens and join codes are kept only as SHA-256 digests, so the database (or a backup
of it) does not let anyone act for a seat. What a game holds is the client's save
format (``Match.to_json``) split into rows, so ``export`` gives a save the window opens.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

#: the file of the database inside the server's data folder
DATABASE = "games.sqlite3"
#: NORMAL: a commit is written to the WAL but not synced to the disk, so it survives the
#: server's crash or ``kill -9`` but a power cut may lose the last seconds (the database
#: stays whole); FULL syncs every move, which costs 5-10 ms each on an ordinary disk
SYNCHRONOUS = "NORMAL"
#: how long a write waits for another process holding the database (ms)
BUSY_MS = 5000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, options TEXT NOT NULL,
    seed TEXT NOT NULL, seats TEXT NOT NULL, phase TEXT NOT NULL, address TEXT NOT NULL,
    created REAL NOT NULL, updated REAL NOT NULL);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT NOT NULL, number INTEGER NOT NULL, seat INTEGER NOT NULL,
    move TEXT NOT NULL, PRIMARY KEY (game_id, number));
CREATE TABLE IF NOT EXISTS keys (
    digest TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat INTEGER, kind TEXT NOT NULL);
"""


def digest(secret: str) -> str:
    """What is kept of a token or code: its SHA-256, never the secret itself."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class StoredGame:
    """One game as the database holds it; ``seats`` as in ``room.SeatInfo.to_json``."""

    id: str
    game: str
    variant: str
    options: tuple[str, ...]
    seed: int
    seats: tuple[dict, ...]
    phase: str
    address: str
    moves: tuple[tuple[int, dict], ...]


class Store:
    """The games of one server; every method commits before it returns."""

    def __init__(self, folder: Path):
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / DATABASE
        self.db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_MS / 1000)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
        self.db.executescript(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    def _write(self, *statements) -> None:
        """Several statements as one transaction."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            for sql, args in statements:
                self.db.execute(sql, args)

    # -- games --------------------------------------------------------------------------
    def add_game(self, game: StoredGame, keys: list[tuple[str, int | None, str]]) -> None:
        """A new game with its tokens and codes (``(secret, seat or None, kind)``)."""
        now = time.time()
        self._write(
            ("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?)",
             (game.id, game.game, game.variant, json.dumps(list(game.options)),
              json.dumps(game.seed), json.dumps(list(game.seats)), game.phase, game.address,
              now, now)),
            *[("INSERT INTO keys VALUES (?,?,?,?)", (digest(secret), game.id, seat, kind))
              for secret, seat, kind in keys])

    def set_seats(self, game_id: str, seats) -> None:
        self._write(("UPDATE games SET seats=?, updated=? WHERE id=?",
                     (json.dumps(list(seats)), time.time(), game_id)))

    def set_phase(self, game_id: str, phase: str) -> None:
        self._write(("UPDATE games SET phase=?, updated=? WHERE id=?",
                     (phase, time.time(), game_id)))

    def games(self, phases=("lobby", "playing", "over")) -> list[StoredGame]:
        """Every game in one of ``phases``, with its moves, oldest first."""
        marks = ",".join("?" * len(phases))
        rows = self.db.execute(
            f"SELECT id, game, variant, options, seed, seats, phase, address FROM games "
            f"WHERE phase IN ({marks}) ORDER BY created", tuple(phases)).fetchall()
        return [StoredGame(gid, game, variant, tuple(json.loads(options)), json.loads(seed),
                           tuple(json.loads(seats)), phase, address, self.moves(gid))
                for gid, game, variant, options, seed, seats, phase, address in rows]

    # -- moves --------------------------------------------------------------------------
    def add_move(self, game_id: str, number: int, seat: int, move: dict) -> None:
        """Move ``number`` (from 0) of the game; refused by the key if it is there already."""
        self._write(("INSERT INTO moves VALUES (?,?,?,?)",
                     (game_id, number, seat, json.dumps(move, sort_keys=True))),
                    ("UPDATE games SET updated=? WHERE id=?", (time.time(), game_id)))

    def take_back(self, game_id: str, number: int) -> None:
        """Forget move ``number`` (an undo)."""
        self._write(("DELETE FROM moves WHERE game_id=? AND number=?", (game_id, number)))

    def moves(self, game_id: str) -> tuple[tuple[int, dict], ...]:
        rows = self.db.execute("SELECT seat, move FROM moves WHERE game_id=? ORDER BY number",
                               (game_id,)).fetchall()
        return tuple((seat, json.loads(move)) for seat, move in rows)

    # -- tokens and codes ---------------------------------------------------------------
    def add_key(self, game_id: str, secret: str, seat: int | None, kind: str) -> None:
        self._write(("INSERT INTO keys VALUES (?,?,?,?)", (digest(secret), game_id, seat, kind)))

    def key(self, secret: str) -> tuple[str, int | None, str] | None:
        """``(game id, seat or None for the host, kind)`` of a token or code, if any."""
        row = self.db.execute("SELECT game_id, seat, kind FROM keys WHERE digest=?",
                              (digest(secret),)).fetchone()
        return tuple(row) if row else None

    def swap_code(self, secret: str, token: str, seat: int, game_id: str,
                  seats) -> None:
        """A join code spent: it goes, the seat's token comes, the seat is claimed."""
        self._write(("DELETE FROM keys WHERE digest=?", (digest(secret),)),
                    ("INSERT INTO keys VALUES (?,?,?,?)", (digest(token), game_id, seat, "seat")),
                    ("UPDATE games SET seats=?, updated=? WHERE id=?",
                     (json.dumps(list(seats)), time.time(), game_id)))

    def drop_codes(self, game_id: str, seat: int) -> None:
        """The seat's unspent join codes go (a new one replaces them)."""
        self._write(("DELETE FROM keys WHERE game_id=? AND seat=? AND kind='code'",
                     (game_id, seat)))
