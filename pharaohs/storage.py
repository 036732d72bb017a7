"""Saves, settings and high scores: JSON files in the user's data folder.

Every write is atomic (a temporary file in the same folder, then a rename), so
a crash mid-write never leaves half a save. Reading refuses damaged or foreign
files with a message that names the file; nothing else is touched.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

if TYPE_CHECKING:
    from pharaohs.core.match import Match

APP_NAME = "Pharaohs"
AUTOSAVE = "autosave.json"
HIGH_SCORE_ENTRIES = 10


class SaveError(ValueError):
    """A file could not be read as what it claims to be; the message names it."""


def data_dir() -> Path:
    """Where saves and high scores live (overridable with PHARAOHS_HOME, for tests)."""
    override = os.environ.get("PHARAOHS_HOME")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_json(path: Path, data) -> None:
    """Write ``data`` to ``path`` atomically."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path):
    """The JSON in ``path``; ``SaveError`` naming the file if it is missing or damaged."""
    path = Path(path)
    try:
        with open(path, encoding="utf-8") as src:
            return json.load(src)
    except FileNotFoundError as err:
        raise SaveError(f"{path.name}: the file does not exist") from err
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise SaveError(f"{path.name}: the file is damaged and cannot be read") from err


# -- matches ------------------------------------------------------------------------
def save_match(match: Match, path: Path | None = None) -> Path:
    path = Path(path) if path else saves_dir() / AUTOSAVE
    write_json(path, match.to_json())
    return path


def load_match(path: Path) -> Match:
    """The match in ``path``, rebuilt by replaying its moves through the rules."""
    from pharaohs.core.match import Match, ReplayError
    from pharaohs.games import UnknownGame, get_game

    data = read_json(path)
    try:
        return Match.from_json(data, get_game)
    except UnknownGame as err:
        raise SaveError(f"{Path(path).name}: {err}") from err
    except ReplayError as err:
        raise SaveError(f"{Path(path).name}: {err}") from err


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def list_saves() -> list[Path]:
    """Saved games, newest first."""
    return sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)


# -- settings -----------------------------------------------------------------------
@dataclass
class Settings:
    """What the player chose in the settings dialog."""

    #: "en", "de", or "" to follow the system's language
    language: str = ""
    fullscreen: bool = False
    ai_delay_ms: int = 600
    animations: bool = True
    last_names: tuple = ("Anna", "Ben", "Cleo", "Darius", "Esther")

    @classmethod
    def load(cls) -> Settings:
        path = data_dir() / "settings.json"
        try:
            raw = read_json(path)
        except SaveError:
            return cls()
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in raw.items() if k in known} if isinstance(raw, dict) else {}
        try:
            settings = cls(**values)
        except TypeError:
            return cls()
        settings.last_names = tuple(settings.last_names)
        return settings

    def save(self) -> None:
        data = asdict(self)
        data["last_names"] = list(self.last_names)
        write_json(data_dir() / "settings.json", data)


# -- high scores --------------------------------------------------------------------
def high_scores(table: str) -> list[dict]:
    """The entries of one high-score table (e.g. ``labyrinth-solo-basic``), best first."""
    path = data_dir() / "highscores.json"
    try:
        data = read_json(path)
    except SaveError:
        return []
    entries = data.get(table, []) if isinstance(data, dict) else []
    good = [e for e in entries if isinstance(e, dict) and isinstance(e.get("score"), int)]
    return sorted(good, key=lambda e: -e["score"])[:HIGH_SCORE_ENTRIES]


def add_high_score(table: str, name: str, score: int, when: str,
                   game_key: str | None = None) -> int | None:
    """Record a score; returns its rank (1 = best) if it made the table, else None.

    ``game_key`` names the finished game, so showing its results again (loading
    the save of a finished solo game) does not record it twice.
    """
    path = data_dir() / "highscores.json"
    try:
        data = read_json(path)
        if not isinstance(data, dict):
            data = {}
    except SaveError:
        data = {}
    entries = high_scores(table)
    if game_key is not None:
        for rank, old in enumerate(entries, 1):
            if old.get("game") == game_key:
                return rank
    entry = {"name": name, "score": int(score), "when": when}
    if game_key is not None:
        entry["game"] = game_key
    entries.append(entry)
    entries.sort(key=lambda e: -e["score"])
    entries = entries[:HIGH_SCORE_ENTRIES]
    data[table] = entries
    write_json(path, data)
    return next((rank for rank, e in enumerate(entries, 1) if e is entry), None)
