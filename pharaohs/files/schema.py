"""What a save must hold, checked before a single move is replayed.

``Match.from_json`` converts loosely (``int(seat)``, ``str(name)``), and a
move's dataclass compares ``True == 1`` and ``1.0 == 1``, so a die that is
``true`` would pass the rules. Here every field of a save is checked for its
exact JSON type, unknown and missing fields are refused, and each decoded
move is checked against its dataclass's annotations. The sentences name the
place in the file and quote at most a few characters of the bad value.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache

from pharaohs.core.i18n import _
from pharaohs.core.levels import KNOWN_LEVELS
from pharaohs.files.text import quote

#: the fields ``Match.to_json`` writes, each exactly once
SAVE_FIELDS = frozenset({"format", "version", "game", "variant", "options", "seed", "seats",
                         "moves"})
#: the fields it writes only when they say something (older saves lack them): a game in
#: which hints were used
OPTIONAL_SAVE_FIELDS = frozenset({"hints_used"})
SEAT_FIELDS = frozenset({"name", "kind"})
#: a computer seat may also name its level
SEAT_LEVEL = "level"
#: more seats than any game has, fewer than a hostile file might claim
SEAT_LIMIT = 8
#: a text seed or a name longer than this is not one the game wrote
TEXT_LIMIT = 200


class SaveShapeError(ValueError):
    """A save whose fields are not what the game writes; the message says which."""


def _is_int(value) -> bool:
    return type(value) is int


def check_save(data) -> None:
    """Refuse (``SaveShapeError``) a save with a field of the wrong type, or missing or
    unknown fields; the moves themselves are judged by ``check_move`` and the rules."""
    if not isinstance(data, dict):
        raise SaveShapeError(_("this is not a Pharaohs save."))
    missing, unknown = SAVE_FIELDS - set(data), set(data) - SAVE_FIELDS - OPTIONAL_SAVE_FIELDS
    if "format" in data and data["format"] != "pharaohs-save" or "format" not in data:
        raise SaveShapeError(_("this is not a Pharaohs save."))
    if missing:
        raise SaveShapeError(_("the save lacks its {field} field.", field=sorted(missing)[0]))
    if unknown:
        raise SaveShapeError(_("the save has a field {field} the game does not write.",
                               field=quote(sorted(unknown)[0])))
    if "hints_used" in data and type(data["hints_used"]) is not bool:
        raise SaveShapeError(_("the save's {field} {value} is neither true nor false.",
                               field="hints_used", value=quote(data["hints_used"])))
    if not _is_int(data["version"]):
        raise SaveShapeError(_("the save's version {value} is not a number.",
                               value=quote(data["version"])))
    for name in ("game", "variant"):
        if not isinstance(data[name], str) or len(data[name]) > TEXT_LIMIT:
            raise SaveShapeError(_("the save's {field} is not a name ({value}).", field=name,
                                   value=quote(data[name])))
    options = data["options"]
    if not isinstance(options, list) or not all(isinstance(o, str) and len(o) <= TEXT_LIMIT
                                                for o in options) or len(options) > SEAT_LIMIT:
        raise SaveShapeError(_("the save's options are not a list of names."))
    seed = data["seed"]
    if not (_is_int(seed) or isinstance(seed, str) and len(seed) <= TEXT_LIMIT):
        raise SaveShapeError(_("the save's seed {value} is neither a whole number nor a "
                               "short text.", value=quote(seed)))
    check_seats(data["seats"])
    moves = data["moves"]
    if not isinstance(moves, list):
        raise SaveShapeError(_("the save's moves are not a list."))
    for number, entry in enumerate(moves, 1):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict)):
            raise SaveShapeError(_("move {number} of the save is not a seat and a move.",
                                   number=number))
        seat = entry[0]
        if not _is_int(seat) or not 0 <= seat < len(data["seats"]):
            raise SaveShapeError(_("move {number} of the save names seat {value}, which is "
                                   "not at the table.", number=number, value=quote(seat)))


def check_seats(seats) -> None:
    if not isinstance(seats, list) or not 1 <= len(seats) <= SEAT_LIMIT:
        raise SaveShapeError(_("the save's seats are not a list of one to {limit} players.",
                               limit=SEAT_LIMIT))
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict) or set(seat) - {SEAT_LEVEL} != SEAT_FIELDS:
            raise SaveShapeError(_("seat {number} of the save is not a name and a kind.",
                                   number=number))
        name, kind = seat["name"], seat["kind"]
        if not isinstance(name, str) or len(name) > TEXT_LIMIT:
            raise SaveShapeError(_("seat {number} of the save has a name that is not a short "
                                   "text ({value}).", number=number, value=quote(name)))
        if kind not in ("human", "ai"):
            raise SaveShapeError(_("seat {number} of the save is played by {value}, neither a "
                                   "person nor the computer.", number=number,
                                   value=quote(kind)))
        if SEAT_LEVEL in seat and seat[SEAT_LEVEL] not in KNOWN_LEVELS:
            raise SaveShapeError(_("seat {number} of the save names no computer level "
                                   "({value}).", number=number, value=quote(seat[SEAT_LEVEL])))


def check_move(number: int, move) -> None:
    """Refuse a decoded move whose fields are not of the types its dataclass declares."""
    for field in dataclasses.fields(move):
        hint = _hints(type(move)).get(field.name)
        value = getattr(move, field.name)
        if hint is not None and not conforms(value, hint):
            raise SaveShapeError(_("move {number} of the save has {value} as its {field}, "
                                   "which the game never writes.", number=number,
                                   field=field.name, value=quote(value)))


@cache
def _hints(cls) -> dict:
    try:
        return typing.get_type_hints(cls)
    except (NameError, TypeError):
        return {}


def conforms(value, hint) -> bool:
    """Whether ``value`` is exactly of the annotated type (``True`` is not an ``int`` here,
    nor ``1.0``); annotations this check does not know are left to the rules."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return True
    if hint in (int, bool, str, float):
        return type(value) is hint
    if hint is type(None) or hint is None:
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, arg) for arg in args)
    if origin is typing.Literal:
        return any(type(value) is type(arg) and value == arg for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(conforms(item, args[0]) for item in value)
        return not args or len(args) == len(value) and all(
            conforms(item, arg) for item, arg in zip(value, args, strict=True))
    if origin is frozenset:
        return isinstance(value, frozenset) and (not args or all(conforms(item, args[0])
                                                                 for item in value))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return isinstance(value, hint) and all(
            conforms(getattr(value, f.name), _hints(hint).get(f.name, typing.Any))
            for f in dataclasses.fields(hint))
    if isinstance(hint, type) and origin is None:
        return isinstance(value, hint)
    return True
