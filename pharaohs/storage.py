"""Saves, autosaves, settings and high scores: JSON files in the user's data folder.

Every unfinished game has its own autosave in ``autosaves/`` (named by a match
id made when the table opens), so starting or loading a game never destroys
another; a finished game's autosave moves to ``finished/``, where its log stays
for replay. Every file is read through ``pharaohs.files.reader`` and every save
checked by ``pharaohs.files.schema`` before its moves are replayed; a file the
program cannot use is refused with a sentence naming it, and nothing else is
touched. Writes are atomic (``pharaohs.files.writer``); a failed write is a
``SaveFailed`` whose message is the sentence for the player. A damaged settings
or high-score file is set aside under a dated name, never overwritten.
"""

from __future__ import annotations

import dataclasses
import os
import re
import time
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from pharaohs.core.i18n import _
from pharaohs.files import reader, schema, writer
from pharaohs.files.reader import UnreadableFile
from pharaohs.files.text import NAME_LIMIT, clean, quote

if TYPE_CHECKING:
    from pharaohs.core.match import Match

APP_NAME = "Pharaohs"
#: the single autosave of earlier versions, still resumed when found
AUTOSAVE = "autosave.json"
HIGH_SCORE_ENTRIES = 10
#: the newest autosaves the main menu replays (a folder of thousands would take minutes;
#: the Load dialog lists more)
AUTOSAVES_CHECKED = 100
#: a score no game reaches; larger numbers in the file are damage
SCORE_LIMIT = 10**9

#: a file the program cannot use; the message names it
SaveError = UnreadableFile
#: a file that could not be written; the message says where and why
SaveFailed = writer.WriteFailed


def data_dir() -> Path:
    """Where saves and high scores live (overridable with PHARAOHS_HOME, for tests).

    Not created here: reading from a folder that is missing simply finds nothing,
    and every write creates the folders it needs (or reports why it cannot)."""
    override = os.environ.get("PHARAOHS_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))


def _folder(name: str) -> Path:
    path = data_dir() / name
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a write there will say why it failed; reading finds nothing
    return path


def saves_dir() -> Path:
    """Named saves (and the autosave of earlier versions)."""
    return _folder("saves")


def autosaves_dir() -> Path:
    """One autosave per unfinished game."""
    return _folder("autosaves")


def finished_dir() -> Path:
    """The logs of finished games, kept for replay."""
    return _folder("finished")


def write_json(path: Path, data) -> None:
    """Write ``data`` to ``path`` atomically; ``SaveFailed`` names where and why if not."""
    writer.write_json(path, data)


def read_json(path: Path):
    """The JSON in ``path``; ``SaveError`` naming the file if it cannot be used."""
    return reader.read_json(path)


def remove_leftovers() -> list[Path]:
    """Delete temporary files of writes interrupted by a crash (called at start)."""
    return [path for folder in (data_dir(), data_dir() / "saves", data_dir() / "autosaves",
                                data_dir() / "finished")
            for path in writer.remove_leftovers(folder)]


def _when(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def _json_files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return []


# -- matches ------------------------------------------------------------------------
def save_match(match: Match, path: Path) -> Path:
    """Write ``match`` to ``path``; ``SaveFailed`` (an ``OSError``) says why it could not."""
    path = Path(path)
    write_json(path, match.to_json())
    return path


def load_match(path: Path) -> Match:
    """The match in ``path``, rebuilt by replaying its moves through the rules.

    ``SaveError`` with a sentence naming the file if any field has the wrong type,
    a field is missing or unknown, or a move cannot be replayed. Names come back
    cleaned for the screen and shortened to what the new-game dialog allows; every
    other part of a seat (a computer's level) as saved."""
    from pharaohs.core.match import Match, ReplayError
    from pharaohs.games import GAMES, get_game

    path = Path(path)
    data = read_json(path)
    try:
        schema.check_save(data)
        if data["version"] != 1:
            raise schema.SaveShapeError(_("save version {value} is not supported.",
                                          value=quote(data["version"])))
        if data["game"] not in GAMES:
            raise schema.SaveShapeError(_("the save is of a game this version does not have "
                                          "({value}).", value=quote(data["game"])))
        game = get_game(data["game"])
        for number, (_seat, raw) in enumerate(data["moves"], 1):
            try:
                move = game.decode_move(raw)
            except Exception as err:  # noqa: BLE001 - whatever the codec makes of it
                raise schema.SaveShapeError(_("move {number} of the save is not a move of "
                                              "this game.", number=number)) from err
            schema.check_move(number, move)
        try:
            match = Match.from_json(data, get_game)
        except ReplayError:
            raise
        except Exception as err:  # noqa: BLE001 - a hostile move may upset the rules
            raise ReplayError(_("the save does not describe a game the rules can replay.")) \
                from err
    except (schema.SaveShapeError, ReplayError) as err:
        raise reader.refusal(path, _shortened(err)) from err
    match.seats = tuple(dataclasses.replace(s, name=clean(s.name, NAME_LIMIT))
                        for s in match.seats)
    return match


#: the longest refusal from the rules shown as it is; longer ones are cut
REASON_LIMIT = 160


def _shortened(err: Exception):
    """A refusal from the rules as the player may read it: drawable, one line, not long
    (still translatable when it is all of that already)."""
    reason = err.args[0] if len(err.args) == 1 else str(err)
    text = clean(str(reason), REASON_LIMIT, fallback="")
    if text == str(reason):
        return reason if text.endswith((".", "…")) else _("{reason}.", reason=reason)
    return text if text.endswith((".", "…")) else f"{text}."


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is the autosave of an unfinished game (not a named save)."""
    path = Path(path)
    return path.parent == data_dir() / "autosaves" or (
        path.name == AUTOSAVE and path.parent == data_dir() / "saves")


def new_autosave_path(game_id: str) -> Path:
    """The autosave of a match that starts now: named by its game, the time and a token."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return data_dir() / "autosaves" / f"{game_id}-{stamp}-{os.urandom(3).hex()}.json"


def keep_progress(match: Match, path: Path):
    """Autosave ``match`` to ``path`` after a move; a finished game's file moves to
    ``finished/``. Never raises: returns the sentence for the player if it failed."""
    try:
        save_match(match, path)
    except SaveFailed as err:
        return _("The game could not be saved in {folder}: {why}. Play on; the next move "
                 "tries again.", folder=err.folder, why=err.why)
    if match.game.is_over(match.state):
        _retire(Path(path))
    return None


def _retire(path: Path) -> None:
    """Move a finished game's autosave to ``finished/`` (it leaves the resume list)."""
    target = data_dir() / "finished" / path.name
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            target = target.with_name(f"{path.stem}-{os.urandom(3).hex()}.json")
        os.replace(path, target)
    except OSError:
        pass  # it stays in the list as a finished game, which the menu skips


@dataclass(frozen=True)
class InProgress:
    """An unfinished game the main menu offers to resume."""

    path: Path
    match: Match
    when: float

    @property
    def moves(self) -> int:
        return len(self.match.log)


@dataclass(frozen=True)
class Refused:
    """A file the program could not use, and the sentence that says why."""

    path: Path
    reason: str


def autosave_files() -> list[Path]:
    """Every autosave, newest first (the one of earlier versions included)."""
    files = _json_files(autosaves_dir())
    legacy = data_dir() / "saves" / AUTOSAVE
    if legacy.exists() or legacy.is_symlink():
        files.append(legacy)
    return sorted(files, key=_when, reverse=True)


def games_in_progress() -> tuple[list[InProgress], list[Refused]]:
    """The unfinished games (each replayed, so only those that load are offered) and the
    autosaves refused, of the ``AUTOSAVES_CHECKED`` newest. Finished games found here
    move to ``finished/``."""
    games, refused = [], []
    for path in autosave_files()[:AUTOSAVES_CHECKED]:
        try:
            match = load_match(path)
        except SaveError as err:
            refused.append(Refused(path, err.args[0] if err.args else str(err)))
            continue
        if match.game.is_over(match.state):
            if path.parent == data_dir() / "autosaves":
                _retire(path)
            continue
        games.append(InProgress(path, match, _when(path)))
    return games, refused


def delete_save(path: Path):
    """Delete a save the player chose to delete; the sentence for the player if it failed."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as err:
        return _("{file} could not be deleted: {why}.", file=Path(path).name,
                 why=writer.reason(err))
    return None


def list_saves() -> list[Path]:
    """Named saves and autosaves, newest first."""
    return sorted(_json_files(saves_dir()) + _json_files(autosaves_dir()), key=_when,
                  reverse=True)


def is_finished(path: Path) -> bool:
    """Whether ``path`` is a finished game's log kept for replay (``finished/``)."""
    return Path(path).parent == data_dir() / "finished"


def replayable() -> list[Path]:
    """The finished games, the named saves and the autosaves, newest first: every game
    that can be replayed."""
    return sorted(_json_files(finished_dir()) + list_saves(), key=_when, reverse=True)


class NotASave(SaveError):
    """A file that reads as JSON but is not a save this version could load."""


@dataclass(frozen=True)
class SaveInfo:
    """What the load list shows of a save without replaying it."""

    game_id: str
    names: tuple[str, ...]
    moves: int


def save_info(path: Path) -> SaveInfo:
    """The game, names and length of a save, read but not replayed (``SaveError`` if the
    file is not a save this version could load)."""
    from pharaohs.games import GAMES

    data = read_json(path)
    try:
        schema.check_save(data)
        if data["game"] not in GAMES:
            raise schema.SaveShapeError(_("the save is of a game this version does not have "
                                          "({value}).", value=quote(data["game"])))
    except schema.SaveShapeError as err:
        raise NotASave(*reader.refusal(path, err.args[0]).args) from err
    names = tuple(clean(seat["name"], NAME_LIMIT) for seat in data["seats"])
    return SaveInfo(data["game"], names, len(data["moves"]))


def when(path: Path) -> float:
    """When a file was last written (0 if it cannot be told)."""
    return _when(Path(path))


# -- damaged files ------------------------------------------------------------------
#: sentences about files set aside where no screen could show them (the results screen
#: records a score); the main menu shows them
_UNTOLD: list = []


def check_user_files() -> list:
    """Read the settings and the high scores once at start: a damaged one is set aside.
    The sentences for the player, kept for the main menu too (``untold``)."""
    sentences = [*Settings.load().notices, *filter(None, (check_high_scores(),))]
    _UNTOLD.extend(sentences)
    return sentences


def untold() -> list:
    """The sentences about the player's files not shown yet; each is returned once."""
    sentences = list(_UNTOLD)
    _UNTOLD.clear()
    return sentences


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<date>…`` so it is never overwritten;
    the new path, or None if it could not be renamed."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    if target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{os.urandom(2).hex()}"
                                f"{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def _settings_set_aside(path: Path):
    """Set a damaged settings file aside; the sentence for the player."""
    aside = set_aside(path)
    if aside is None:
        return _("{file} is damaged and could not be set aside; the default settings apply "
                 "and the file stays as it is.", file=path.name)
    return _("{file} was damaged; it is kept as {aside} and the default settings apply.",
             file=path.name, aside=aside.name)


def _high_scores_set_aside(path: Path):
    """Set a damaged high-score file aside; the sentence for the player."""
    aside = set_aside(path)
    if aside is None:
        return _("{file} is damaged and could not be set aside; no new high score is "
                 "recorded until it is moved away.", file=path.name)
    return _("{file} was damaged; it is kept as {aside}, and every score that could still "
             "be read stays in the table.", file=path.name, aside=aside.name)


# -- settings -----------------------------------------------------------------------
#: a language code as the settings file stores it ("" follows the system)
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")
#: the slowest computer speed a settings file may ask for
AI_DELAY_LIMIT_MS = 10_000
#: how many last-used names the settings keep
NAMES_KEPT = 5
#: the palettes a settings file may name (``ui.kit.palettes``)
PALETTES = ("standard", "red_green")
#: how fast moves are shown when animations are on (``ui.frame.move_log`` has the factors)
ANIMATION_PACES = ("normal", "slow")
#: the smallest and largest window side a settings file may ask for, in pixels
WINDOW_LIMITS = (320, 16384)


@dataclass
class Settings:
    """What the player chose in the settings dialog.

    ``notices`` are sentences for the player about the settings file (a value
    that could not be used); they are not saved, and the menu shows them once."""

    #: "en", "de", or "" to follow the system's language
    language: str = ""
    fullscreen: bool = False
    ai_delay_ms: int = 600
    animations: bool = True
    #: "normal" or "slow": how fast the last move is shown when animations are on
    animation_pace: str = "normal"
    last_names: tuple = ("Anna", "Ben", "Cleo", "Darius", "Esther")
    #: player and piece colours: "standard" or "red_green" (safe for red-green blindness)
    palette: str = "standard"
    #: loudness of the sound effects, 0 to 100, and whether they are off
    volume: int = 70
    muted: bool = False
    #: the last size of the window (not full screen), restored at the next start
    window_size: tuple = (1280, 800)
    notices: tuple = field(default=(), compare=False, repr=False)

    @staticmethod
    def path() -> Path:
        return data_dir() / "settings.json"

    @classmethod
    def language_asked(cls) -> str | None:
        """The language the settings file asks for, read without changing anything (for
        the command line's words): a damaged file is set aside and reported when the
        window opens, not by a command's refusal."""
        path = cls.path()
        if not path.exists():
            return None  # a first start: not even a sentence to build about a missing file
        try:
            settings = read_json(path)
        except SaveError:
            return None
        return settings.get("language") if isinstance(settings, dict) else None

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, value by value: a value that cannot be used falls back to its
        default, the original file is set aside, and ``notices`` tell the player once."""
        path = cls.path()
        if not (path.exists() or path.is_symlink()):
            return cls()
        try:
            raw = read_json(path)
            if not isinstance(raw, dict):
                raise reader.refusal(path, _("the file is damaged and cannot be read."))
        except SaveError:
            return cls(notices=(_settings_set_aside(path),))
        values, bad = {}, []
        for spec in fields(cls):
            if spec.name == "notices" or spec.name not in raw:
                continue
            value = _setting(spec.name, raw[spec.name], getattr(cls(), spec.name))
            if value is None:
                bad.append(spec.name)
            else:
                values[spec.name] = value
        settings = cls(**values)
        if bad:
            notice = _("Some settings could not be used ({names}); they are back to their "
                       "defaults.", names=", ".join(bad))
            aside = set_aside(path)
            if aside is not None:
                settings.save()
                notice = _("{notice} The old file is kept as {aside}.", notice=notice,
                           aside=aside.name)
            settings.notices = (notice,)
        return settings

    def save(self):
        """Write the settings; never raises: the sentence for the player if it failed."""
        data = {spec.name: getattr(self, spec.name) for spec in fields(self)
                if spec.name != "notices"}
        data["last_names"] = list(self.last_names)
        data["window_size"] = list(self.window_size)
        try:
            write_json(self.path(), data)
        except SaveFailed as err:
            return err.sentence
        return None


def _setting(name: str, value, default):
    """``value`` if it is a usable value for the setting ``name``, else None."""
    if name == "language":
        usable = isinstance(value, str) and (value == "" or LANGUAGE_CODE.fullmatch(value))
        return value if usable else None
    if name == "ai_delay_ms":
        return value if type(value) is int and 0 <= value <= AI_DELAY_LIMIT_MS else None
    if name == "animation_pace":
        return value if value in ANIMATION_PACES else None
    if name == "palette":
        return value if value in PALETTES else None
    if name == "volume":
        return value if type(value) is int and 0 <= value <= 100 else None
    if name == "window_size":
        usable = (isinstance(value, list) and len(value) == 2
                  and all(type(v) is int and WINDOW_LIMITS[0] <= v <= WINDOW_LIMITS[1]
                          for v in value))
        return tuple(value) if usable else None
    if name == "last_names":
        if not isinstance(value, list) or not value or not all(
                isinstance(n, str) and len(n) <= schema.TEXT_LIMIT for n in value):
            return None
        return tuple(clean(n, NAME_LIMIT) for n in value[:NAMES_KEPT])
    if isinstance(default, tuple):
        return tuple(value) if isinstance(value, list) else None
    return value if type(value) is type(default) else None


# -- high scores --------------------------------------------------------------------
ENTRY_FIELDS = frozenset({"name", "score", "when"})
#: what an entry may also hold: the finished game's key, and ``"hints": true`` for a game
#: played with hints (the screen words the mark in the reader's language)
ENTRY_EXTRAS = frozenset({"game", "hints"})
#: how earlier versions marked a game played with hints: in English, inside the name
OLD_HINTS_MARK = " (with hints)"


def _high_score_path() -> Path:
    return data_dir() / "highscores.json"


def _good_entry(entry) -> bool:
    if not isinstance(entry, dict) or not ENTRY_FIELDS <= set(entry) <= (ENTRY_FIELDS
                                                                          | ENTRY_EXTRAS):
        return False
    return (isinstance(entry["name"], str) and len(entry["name"]) <= schema.TEXT_LIMIT
            and type(entry["score"]) is int and abs(entry["score"]) < SCORE_LIMIT
            and isinstance(entry["when"], str) and len(entry["when"]) <= 40
            and isinstance(entry.get("game", ""), str)
            and len(entry.get("game", "")) <= schema.TEXT_LIMIT
            and type(entry.get("hints", False)) is bool)


def _migrated(entry: dict) -> dict:
    """An entry of an earlier version, whose name carries the English hints mark, with the
    mark as data and the name bare; any other entry as it is."""
    name = entry["name"]
    if not name.endswith(OLD_HINTS_MARK) or not name.removesuffix(OLD_HINTS_MARK).strip():
        return entry
    return {**entry, "name": name.removesuffix(OLD_HINTS_MARK), "hints": True}


def _read_high_scores() -> tuple[dict, bool]:
    """The high-score tables, keeping only good entries (those of earlier versions with
    the hints mark as data, ``_migrated``), and whether anything was bad."""
    path = _high_score_path()
    if not (path.exists() or path.is_symlink()):
        return {}, False
    try:
        data = read_json(path)
    except SaveError:
        return {}, True
    if not isinstance(data, dict):
        return {}, True
    tables, damaged = {}, False
    for table, entries in data.items():
        if not isinstance(entries, list):
            damaged = True
            continue
        good = [_migrated(e) for e in entries if _good_entry(e)]
        damaged = damaged or len(good) != len(entries)
        if good:
            tables[table] = good
    return tables, damaged


def check_high_scores():
    """Set a damaged high-score file aside and keep its good entries in a new one; the
    sentence for the player, or None when the file is fine."""
    tables, damaged = _read_high_scores()
    if not damaged:
        return None
    path = _high_score_path()
    notice = _high_scores_set_aside(path)
    if not path.exists() and tables:
        try:
            write_json(path, tables)
        except SaveFailed:
            pass
    return notice


def high_scores(table: str) -> list[dict]:
    """The entries of one high-score table (e.g. ``labyrinth-solo-basic``), best first,
    names cleaned for the screen; ``hints`` true marks a game played with hints
    (``ui.solo.entry_name`` words it)."""
    tables, _damaged = _read_high_scores()
    entries = sorted(tables.get(table, []), key=lambda e: -e["score"])[:HIGH_SCORE_ENTRIES]
    return [{**e, "name": clean(e["name"], NAME_LIMIT)} for e in entries]


def add_high_score(table: str, name: str, score: int, when: str,
                   game_key: str | None = None, hints: bool = False) -> int | None:
    """Record a score; returns its rank (1 = best) if it made the table, else None.

    ``game_key`` names the finished game, so showing its results again (loading
    the save of a finished solo game) does not record it twice; ``hints`` marks a game
    played with hints (kept as data, the name as the player wrote it). A damaged file is
    set aside first, never overwritten (the main menu tells the player, see ``untold``);
    a failed write loses only this entry."""
    notice = check_high_scores()
    if notice:
        _UNTOLD.append(notice)
    path = _high_score_path()
    if path.exists() and _read_high_scores()[1]:
        return None  # damaged and could not be set aside: leave it untouched
    tables, _damaged = _read_high_scores()
    entries = sorted(tables.get(table, []), key=lambda e: -e["score"])[:HIGH_SCORE_ENTRIES]
    if game_key is not None:
        for rank, old in enumerate(entries, 1):
            if old.get("game") == game_key:
                return rank
    entry = {"name": name, "score": int(score), "when": when}
    if game_key is not None:
        entry["game"] = game_key
    if hints:
        entry["hints"] = True
    entries.append(entry)
    entries.sort(key=lambda e: -e["score"])
    entries = entries[:HIGH_SCORE_ENTRIES]
    tables[table] = entries
    try:
        write_json(path, tables)
    except SaveFailed:
        pass
    return next((rank for rank, e in enumerate(entries, 1) if e is entry), None)
