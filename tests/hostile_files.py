"""Builds the corpus of hostile files a player's data folder might hold.

Each case is a file (or something pretending to be one) in the place the
program reads it: a named save, an autosave, the settings or the high scores.
Damaged and foreign files, JSON the standard library accepts but the program
cannot use (NaN, huge numbers, deep nesting, wrong types anywhere, unknown and
missing fields, a die that is ``true``), text that cannot be drawn, and things
that are not regular files at all. ``tests/test_hostile_files.py`` tries each
one through the loader, the main menu and the Load dialog.

    python tests/hostile_files.py OUTDIR    writes every case under OUTDIR/<case>/
"""

from __future__ import annotations

import copy
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

#: where each role's file lives in the user data folder
PLACES = {"save": ("saves", "hostile.json"), "autosave": ("autosaves", "hostile.json"),
          "settings": (".", "settings.json"), "highscores": (".", "highscores.json")}


@dataclass(frozen=True)
class Case:
    """One hostile file: its name, the role it plays and how to make it at ``path``."""

    name: str
    role: str
    make: Callable[[Path], None]
    file_name: str | None = None

    def path(self, home: Path) -> Path:
        folder, name = PLACES[self.role]
        return home / folder / (self.file_name or name)


def _text(content: str, encoding: str = "utf-8"):
    return lambda path: path.write_bytes(content.encode(encoding, "surrogatepass"))


def _raw(content: bytes):
    return lambda path: path.write_bytes(content)


def _json(data):
    """JSON as the standard library writes it (non-ASCII as escapes, so a lone surrogate
    is a valid file, only an undrawable name)."""
    return _text(json.dumps(data))


def _symlink(target: str):
    return lambda path: path.symlink_to(target)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()


def _loop(path: Path) -> None:
    other = path.with_name("loop-other.json")
    other.symlink_to(path)
    path.symlink_to(other)


def real_save(game_id: str = "ra_dice", moves: int = 6, seats=("Anna", "Ben")) -> dict:
    """A save the game itself would write (human seats, so nothing moves when resumed)."""
    from pharaohs.core import Match
    from pharaohs.games import get_game

    game = get_game(game_id)
    match = Match.start(game, [(name, "human") for name in seats], seed=5)
    for _ in range(moves):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match.to_json()


def finished_save() -> dict:
    from pharaohs.core import Match
    from pharaohs.games import get_game

    game = get_game("ra_dice")
    match = Match.start(game, [("Anna", "human"), ("Ben", "human")], seed=9)
    while not game.is_over(match.state):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match.to_json()


def _changed(base: dict, **changes) -> dict:
    data = copy.deepcopy(base)
    data.update(changes)
    return data


def _without(base: dict, key: str) -> dict:
    return {k: v for k, v in base.items() if k != key}


def _move_field(base: dict, index: int, field: str, value) -> dict:
    data = copy.deepcopy(base)
    data["moves"][index][1][field] = value
    return data


def _dice_move(base: dict) -> int:
    return next(i for i, (_seat, move) in enumerate(base["moves"]) if "dice" in move)


def _die_as(base: dict, value) -> dict:
    data = copy.deepcopy(base)
    dice = data["moves"][_dice_move(base)][1]["dice"]["~set"]
    dice[0] = value
    return data


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def save_cases() -> list[tuple[str, Callable[[Path], None]]]:
    """Contents for a save or an autosave."""
    base = real_save()
    seat = {"name": "Anna", "kind": "human"}
    first_move = base["moves"][0][1]
    cases = [
        ("empty", _text("")),
        ("truncated", _text(json.dumps(base)[:200])),
        ("bom only", _raw(b"\xef\xbb\xbf")),
        ("binary", _raw(bytes(range(256)) * 4)),
        ("invalid utf8", _raw(b'{"format": "pharaohs-save\xff\xfe"}')),
        ("utf16", _text(json.dumps(base), "utf-16")),
        ("nul bytes", _raw(json.dumps(base).encode() + b"\x00" * 100)),
        ("top-level list", _json([base])),
        ("top-level string", _json("pharaohs-save")),
        ("top-level null", _text("null")),
        ("top-level number", _text("12")),
        ("nan version", _text(json.dumps(base).replace('"version": 1', '"version": NaN'))),
        ("infinity seed", _text(json.dumps(_changed(base, seed=1)).replace(
            '"seed": 1', '"seed": Infinity'))),
        ("minus infinity seed", _text(json.dumps(_changed(base, seed=1)).replace(
            '"seed": 1', '"seed": -Infinity'))),
        ("1e999 seed", _text(json.dumps(_changed(base, seed=1)).replace('"seed": 1',
                                                                       '"seed": 1e999'))),
        ("huge int seed", _text(json.dumps(_changed(base, seed=1)).replace(
            '"seed": 1', '"seed": ' + "9" * 5000))),
        ("40 digit seed", _json(_changed(base, seed=10**39))),
        ("nested 100000", _text(_nested(100_000))),
        ("nested 3000 in moves", _text(json.dumps(_changed(base, moves="X")).replace(
            '"X"', _nested(3000)))),
        ("nested 30", _text(_nested(30))),
        ("unknown field", _json(_changed(base, cheat=True))),
        ("format foreign", _json(_changed(base, format="chess-save"))),
        ("version 2", _json(_changed(base, version=2))),
        ("version string", _json(_changed(base, version="1"))),
        ("version true", _json(_changed(base, version=True))),
        ("version float", _json(_changed(base, version=1.0))),
        ("game unknown", _json(_changed(base, game="chess"))),
        ("game number", _json(_changed(base, game=5))),
        ("game long", _json(_changed(base, game="x" * 100_000))),
        ("game control chars", _json(_changed(base, game="\x1b[2J\x07ra_dice"))),
        ("variant list", _json(_changed(base, variant=[]))),
        ("variant unknown", _json(_changed(base, variant="nightmare"))),
        ("options string", _json(_changed(base, options="betting"))),
        ("options numbers", _json(_changed(base, options=[1]))),
        ("options unknown", _json(_changed(base, options=["cheat"]))),
        ("seed float", _json(_changed(base, seed=1.5))),
        ("seed true", _json(_changed(base, seed=True))),
        ("seed null", _json(_changed(base, seed=None))),
        ("seed list", _json(_changed(base, seed=[1]))),
        ("seed long text", _json(_changed(base, seed="s" * 1000))),
        ("seats empty", _json(_changed(base, seats=[]))),
        ("seats object", _json(_changed(base, seats={"0": seat}))),
        ("seats 100", _json(_changed(base, seats=[seat] * 100))),
        ("seats 1 for 2", _json(_changed(base, seats=[seat]))),
        ("seat extra field", _json(_changed(base, seats=[{**seat, "x": 1}, seat]))),
        ("seat name true", _json(_changed(base, seats=[{**seat, "name": True}, seat]))),
        ("seat name number", _json(_changed(base, seats=[{**seat, "name": 1}, seat]))),
        ("seat name huge", _json(_changed(base, seats=[{**seat, "name": "N" * 100_000}, seat]))),
        ("seat kind robot", _json(_changed(base, seats=[{**seat, "kind": "robot"}, seat]))),
        ("seat kind true", _json(_changed(base, seats=[{**seat, "kind": True}, seat]))),
        ("moves object", _json(_changed(base, moves={}))),
        ("move seat only", _json(_changed(base, moves=[[0]]))),
        ("move seat true", _json(_changed(base, moves=[[True, first_move]]))),
        ("move seat float", _json(_changed(base, moves=[[0.0, first_move]]))),
        ("move seat string", _json(_changed(base, moves=[["0", first_move]]))),
        ("move seat 99", _json(_changed(base, moves=[[99, first_move]]))),
        ("move seat negative", _json(_changed(base, moves=[[-1, first_move]]))),
        ("move seat 40 digits", _json(_changed(base, moves=[[10**39, first_move]]))),
        ("move a string", _json(_changed(base, moves=[[0, "Roll"]]))),
        ("move unknown kind", _json(_changed(base, moves=[[0, {"~": "Teleport"}]]))),
        ("move kind missing", _json(_changed(base, moves=[[0, {}]]))),
        ("move kind number", _json(_changed(base, moves=[[0, {"~": 7}]]))),
        ("move is a state", _json(_changed(base, moves=[[0, {"~": "Rng", "state": 1}]]))),
        ("move is hidden", _json(_changed(base, moves=[[0, {"~": "Hidden", "kind": ""}]]))),
        ("move extra field", _json(_move_field(base, 0, "bonus", 1))),
        ("die true", _json(_die_as(base, True))),
        ("die float", _json(_die_as(base, 1.0))),
        ("die string", _json(_die_as(base, "1"))),
        ("die 10**30", _json(_die_as(base, 10**30))),
        ("die negative", _json(_die_as(base, -1))),
        ("dice set with extra key", _json(_move_field(
            base, _dice_move(base), "dice", {"~set": [0], "x": 1}))),
        ("dice a list", _json(_move_field(base, _dice_move(base), "dice", [0, 1]))),
        ("dice set of 10000", _json(_move_field(base, _dice_move(base), "dice",
                                                {"~set": list(range(10_000))}))),
        ("illegal moves galore", _json(_changed(base, moves=[[0, first_move]] * 20_000))),
        ("finished game", _json(finished_save())),
        ("labyrinth save", _json(real_save("labyrinth", 8))),
        ("names to clean", _json(_changed(base, seats=[
            {"name": "\u200b\u200e\u202e", "kind": "human"},
            {"name": "\x1b[31mBen\x07\ud800😀" + "x" * 150, "kind": "human"}]))),
        ("names in utf-8", _text(json.dumps(_changed(base, seats=[
            {"name": "Zoë 😀 ​", "kind": "human"}, seat]), ensure_ascii=False))),
        ("name lone surrogate escape", _text(json.dumps(base).replace('"Anna"',
                                                                     '"\\udc80Anna"'))),
        ("over the size limit", _raw(b" " * (4 * 1024 * 1024 + 10))),
        ("fifo", _fifo),
        ("symlink to dev zero", _symlink("/dev/zero")),
        ("symlink to dev urandom", _symlink("/dev/urandom")),
        ("symlink to a folder", _symlink("/")),
        ("dangling symlink", _symlink("/nonexistent/pharaohs-save.json")),
        ("symlink loop", _loop),
        ("a folder", _folder),
    ]
    return cases


def settings_cases() -> list[tuple[str, Callable[[Path], None]]]:
    good = {"language": "en", "fullscreen": False, "ai_delay_ms": 0, "animations": True,
            "last_names": ["Anna", "Ben"]}
    return [
        ("damaged", _text('{"language": "en", ')),
        ("a list", _json([good])),
        ("nan", _text('{"ai_delay_ms": NaN}')),
        ("deep", _text('{"last_names": ' + _nested(50_000) + "}")),
        ("wrong types", _json({"language": 5, "fullscreen": "yes", "ai_delay_ms": True,
                               "animations": 1, "last_names": "Anna"})),
        ("out of range", _json({**good, "ai_delay_ms": 10**30, "language": "xx-evil"})),
        ("names to clean", _json({**good, "last_names": ["\u200b", "\x00" * 50, "😀" * 9,
                                                         "Z" * 150] * 3})),
        ("names huge", _json({**good, "last_names": ["N" * 1_000_000]})),
        ("unknown keys", _json({**good, "owner": "root", "eval": "__import__('os')"})),
        ("fifo", _fifo),
        ("symlink to dev zero", _symlink("/dev/zero")),
        ("a folder", _folder),
    ]


def highscore_cases() -> list[tuple[str, Callable[[Path], None]]]:
    entry = {"name": "Anna", "score": 30, "when": "2026-01-01"}
    return [
        ("damaged", _text('{"ra_dice-solo-basic": [')),
        ("a list", _json([entry])),
        ("score true", _json({"t": [{**entry, "score": True}, entry]})),
        ("score float", _json({"t": [{**entry, "score": 30.5}]})),
        ("score huge", _json({"t": [{**entry, "score": 10**30}]})),
        ("score 1e300", _text('{"t": [{"name": "A", "score": 1e300, "when": "x"}]}')),
        ("name zero width", _json({"labyrinth-solo-basic": [{**entry, "name": "\u200b"}]})),
        ("entry extra field", _json({"t": [{**entry, "x": 1}]})),
        ("ten thousand tables", _json({f"t{i}": [entry] for i in range(10_000)})),
        ("fifo", _fifo),
        ("a folder", _folder),
    ]


def file_name_cases() -> list[Case]:
    """Good saves under names that are hard to show: they load, and the list copes."""
    good = _json(real_save())
    return [Case("long file name", "save", good, "L" * 240 + ".json"),
            Case("control chars in file name", "save", good, "\x1b[2J\x07bell\n.json"),
            Case("zero-width file name", "save", good, "\u200b\u200f.json"),
            Case("undecodable file name", "save", good,
                 os.fsdecode(b"\xff\xfe") + ".json")]


def cases() -> list[Case]:
    """Every case, each a file in the place the program reads it (named saves only for
    hard file names: a save's content is tried as an autosave, which every route reads)."""
    # a save's content goes where autosaves live: the main menu replays it, and the Load
    # dialog lists autosaves and named saves alike
    corpus = [Case(f"save: {name}", "autosave", make) for name, make in save_cases()]
    corpus += [Case(f"settings: {name}", "settings", make) for name, make in settings_cases()]
    corpus += [Case(f"highscores: {name}", "highscores", make)
               for name, make in highscore_cases()]
    return corpus + file_name_cases()


def build(case: Case, home: Path) -> Path:
    """Write ``case`` into the user data folder ``home``; its path."""
    path = case.path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    case.make(path)
    return path


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    out = Path(argv[0])
    for number, case in enumerate(cases()):
        path = build(case, out / f"{number:03d}")
        print(f"{number:03d}  {case.name}  {path.relative_to(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
