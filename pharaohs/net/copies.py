"""The local copy of an online game: what this computer's seats saw, kept for replay.

The server keeps the game; each computer that plays it keeps a copy of its own in the
user data folder (``online/``): the views the server sent of this computer's seats
after every move, and the moves it could tell (its own; another seat's where the
window worked it out, ``online_match.infer``), never a token. A view is kept as the
top-level fields that changed since the step before, so a long game stays small. The
copy is written atomically like every save (``files.writer``), at most every
``WRITE_SECONDS`` while moves come fast and at once when the game ends or the table
is left. A copy that cannot be read is refused with a sentence naming it and left as
it is; one found damaged when its game is played again is set aside, never
overwritten.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

from pharaohs import storage
from pharaohs.core.i18n import _
from pharaohs.files import reader, writer
from pharaohs.files.text import NAME_LIMIT, clean
from pharaohs.games import GAMES, get_game

#: the folder of copies in the user data folder
COPIES_FOLDER = "online"
#: seconds between writes of a copy while moves come fast (the end is written at once)
WRITE_SECONDS = 1.0
_FORMAT, _VERSION = "pharaohs-online-copy", 1
_FIELDS = {"format", "version", "url", "game_id", "game", "variant", "options", "seats",
           "yours", "phase", "steps"}


def path_for(folder: Path, url: str, game_id: str) -> Path:
    """The copy of game ``game_id`` on the server at ``url`` (ids are the server's own,
    so the server's address is part of the name)."""
    server = hashlib.sha256(url.encode()).hexdigest()[:8]
    return Path(folder) / f"{clean(game_id, 16, fallback='game')}-{server}.json"


def is_copy(path: Path) -> bool:
    return Path(path).parent == storage.data_dir() / COPIES_FOLDER


def copy_files() -> list[Path]:
    """The copies in the user data folder, newest first."""
    folder = storage.data_dir() / COPIES_FOLDER
    try:
        found = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return []
    return sorted(found, key=storage.when, reverse=True)


def _changed(before: dict | None, after: dict) -> dict:
    """A kept view: the fields of ``after`` that differ from ``before`` (all at first)."""
    if not isinstance(after, dict) or not isinstance(before, dict) or set(before) != set(after):
        return {"view": after}
    return {"diff": {key: value for key, value in after.items() if before[key] != value}}


class Recorder:
    """The copy of one online game as it is played here, from the ``state`` messages."""

    def __init__(self, folder: Path, url: str, message: dict, clock=time.monotonic):
        self.path = path_for(folder, url, message["game_id"])
        self.clock = clock
        self.written_at: float | None = None
        self.unwritten = False
        #: a sentence for the player about the copy (set aside, or not written)
        self.notice = None
        self.data = self._resumed(url, message) or {
            "format": _FORMAT, "version": _VERSION, "url": url,
            "game_id": message["game_id"], "game": message["game"],
            "variant": message["variant"], "options": list(message["options"]),
            "seats": [], "yours": [], "phase": message["phase"], "steps": []}
        #: the newest full view of each seat kept, as the server encoded it
        self.last: dict[str, dict] = {}
        self._rebuild_last()

    def _resumed(self, url: str, message: dict) -> dict | None:
        """The copy kept earlier of this game (its program was closed meanwhile); one
        that cannot be read is set aside under a dated name and a new one begun."""
        if not (self.path.exists() or self.path.is_symlink()):
            return None
        try:
            data = load(self.path, keep_raw=True)
        except reader.UnreadableFile:
            aside = storage.set_aside(self.path)
            if aside is None:  # it stays as it is; the new copy goes beside it
                self.path = self.path.with_name(f"{self.path.stem}-new.json")
            self.notice = _("The copy of this online game kept here was damaged; it is kept "
                            "as {aside} and a new copy begins.",
                            aside=(aside or self.path).name)
            return None
        same = (data["url"], data["game_id"], data["game"]) == (
            url, message["game_id"], message["game"])
        return data if same else None

    # -- following the game -------------------------------------------------------------
    def saw(self, message: dict, move=None) -> None:
        """Keep a ``state`` message's views (``move``: the ``(seat, move)`` that led to it,
        when it is known); written now or within ``WRITE_SECONDS``."""
        if message.get("type") != "state" or "views" not in message:
            return
        data, turn = self.data, message["turn"]
        ended = message["phase"] != data["phase"] and message["phase"] in ("over", "closed")
        data["seats"] = [{"name": s["name"], "computer": s["computer"]}
                         for s in message["seats"]]
        data["yours"], data["phase"] = list(message["yours"]), message["phase"]
        steps = data["steps"]
        if steps and steps[-1]["turn"] == turn:
            # the same position again (a seat handed over, someone back, the game closed)
            self.unwritten = self.unwritten or ended
        else:
            self._append(message, move)
        if ended or self.due():
            self.write()

    def _append(self, message: dict, move) -> None:
        steps, turn = self.data["steps"], message["turn"]
        if steps and steps[-1]["turn"] > turn:  # steps taken back
            while steps and steps[-1]["turn"] >= turn:
                steps.pop()
            self._rebuild_last()
        # a move is told only for the step right after the one before it
        known = (move or _last(message)) if steps and steps[-1]["turn"] == turn - 1 else None
        if known is not None:
            known = {"seat": known[0],
                     "move": get_game(message["game"]).encode_move(known[1])}
        views = {seat: view for seat, view in message["views"].items() if seat != "table"}
        steps.append({"turn": turn, "to_act": list(message["to_act"]), "move": known,
                      "views": {seat: _changed(self.last.get(seat), view)
                                for seat, view in views.items()}})
        self.last.update(views)
        self.unwritten = True

    def _rebuild_last(self) -> None:
        self.last = {}
        for step in self.data["steps"]:
            for seat, kept in step["views"].items():
                self.last[seat] = kept["view"] if "view" in kept else {**self.last[seat],
                                                                       **kept["diff"]}

    def due(self) -> bool:
        """Whether unwritten steps have waited ``WRITE_SECONDS``."""
        return self.unwritten and (self.written_at is None
                                   or self.clock() - self.written_at >= WRITE_SECONDS)

    def write(self) -> None:
        """Write the copy if anything is unwritten; a failure is kept in ``notice``."""
        if not self.unwritten:
            return
        try:
            writer.write_json(self.path, self.data)
        except writer.WriteFailed as err:
            self.notice = err.sentence
            return
        self.unwritten, self.written_at = False, self.clock()


def _last(message: dict):
    last = message.get("last")
    if last is None:
        return None
    return last["seat"], get_game(message["game"]).decode_move(last["move"])


# -- reading a copy back ------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One position this computer saw: after ``turn`` moves, its seats' views."""

    turn: int
    to_act: tuple[int, ...]
    views: dict
    #: the move that led here, ``(seat, move)``, when this computer could tell it
    move: tuple | None


@dataclass(frozen=True)
class Copy:
    """A copy read back: the game, its seats' names, this computer's seats and steps."""

    path: Path
    game: object
    game_id: str
    url: str
    variant: str
    options: tuple[str, ...]
    names: tuple[str, ...]
    computers: tuple[bool, ...]
    yours: tuple[int, ...]
    steps: tuple[Step, ...]

    @property
    def finished(self) -> bool:
        return self.game.is_over(self.steps[-1].views[self.yours[0]])


def _shape(data) -> bool:
    """Whether ``data`` has every field of a copy, of the type written."""
    if not isinstance(data, dict) or set(data) != _FIELDS:
        return False
    texts = all(isinstance(data[k], str) and len(data[k]) <= 200
                for k in ("format", "url", "game_id", "game", "variant", "phase"))
    seats, yours, steps = data["seats"], data["yours"], data["steps"]
    return (texts and data["format"] == _FORMAT and data["version"] == _VERSION
            and isinstance(data["options"], list)
            and all(isinstance(o, str) for o in data["options"])
            and isinstance(seats, list) and 0 < len(seats) <= 8
            and all(isinstance(s, dict) and isinstance(s.get("name"), str)
                    and isinstance(s.get("computer"), bool) for s in seats)
            and isinstance(yours, list) and yours
            and all(type(s) is int and 0 <= s < len(seats) for s in yours)
            and isinstance(steps, list) and steps and all(map(_step_shape, steps)))


def _step_shape(step) -> bool:
    if not isinstance(step, dict) or set(step) != {"turn", "to_act", "views", "move"}:
        return False
    move, views = step["move"], step["views"]
    return (type(step["turn"]) is int and isinstance(step["to_act"], list)
            and all(type(s) is int for s in step["to_act"])
            and isinstance(views, dict) and all(
                isinstance(k, str) and k.isdigit() and isinstance(v, dict)
                and len(v) == 1 and isinstance(v.get("view", v.get("diff")), dict)
                for k, v in views.items())
            and (move is None or isinstance(move, dict) and set(move) == {"seat", "move"}
                 and type(move["seat"]) is int))


def _read(path: Path) -> dict:
    """The data of the copy at ``path``, its shape checked, not yet decoded."""
    data = reader.read_json(path)
    if not _shape(data):
        raise reader.refusal(path, _("this is not a copy of an online game this version "
                                     "can read."))
    if data["game"] not in GAMES:
        raise reader.refusal(path, _("the copy is of a game this version does not have."))
    return data


def about(path: Path) -> tuple[str, tuple[str, ...]]:
    """The game and the names of a copy, read but not decoded (for the replay list);
    ``UnreadableFile`` if it cannot be used."""
    data = _read(Path(path))
    return data["game"], tuple(clean(s["name"], NAME_LIMIT) for s in data["seats"])


def load(path: Path, keep_raw: bool = False):
    """The copy at ``path`` (``keep_raw``: its data as written), or ``UnreadableFile``
    with a sentence naming the file; the file is never changed."""
    path = Path(path)
    data = _read(path)
    try:
        copy = _decoded(path, data)
    except Exception as err:  # noqa: BLE001 - whatever a hostile file makes of the codec
        raise reader.refusal(path, _("the copy is damaged: a position in it cannot be "
                                     "read.")) from err
    return data if keep_raw else copy


def _decoded(path: Path, data: dict) -> Copy:
    game = get_game(data["game"])
    yours = tuple(sorted(set(data["yours"])))
    full: dict[str, dict] = {}
    steps, turn = [], -1
    for raw in data["steps"]:
        if raw["turn"] <= turn:
            raise ValueError("steps out of order")
        turn = raw["turn"]
        for seat, kept in raw["views"].items():
            full[seat] = kept["view"] if "view" in kept else {**full[seat], **kept["diff"]}
        if any(str(s) not in full for s in yours):
            raise ValueError("a seat's view is missing")
        move = raw["move"]
        steps.append(Step(turn, tuple(raw["to_act"]),
                          {s: game.decode(full[str(s)]) for s in yours},
                          None if move is None else (move["seat"],
                                                     game.decode_move(move["move"]))))
    seats = data["seats"]
    return Copy(path, game, data["game_id"], data["url"], data["variant"],
                tuple(data["options"]), tuple(clean(s["name"], NAME_LIMIT) for s in seats),
                tuple(s["computer"] for s in seats), yours, tuple(steps))
