"""The one way the program reads a file from the user data folder.

A file there may be anything: half written, edited by hand, a symlink to a
device, a FIFO, a folder, a gigabyte of brackets. ``read_json`` opens it
without blocking, takes only regular files below ``SIZE_LIMIT``, and parses
JSON that the program could use: no NaN or Infinity, no number longer than
``DIGIT_LIMIT`` digits, nothing nested deeper than ``DEPTH_LIMIT``. Anything
else is an ``UnreadableFile`` whose message names the file in one sentence.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path

from pharaohs.core.i18n import _
from pharaohs.files.text import clean

#: far above any real save (a long game is a few hundred kilobytes)
SIZE_LIMIT = 4 * 1024 * 1024
#: a save nests objects about six deep; settings and high scores less
DEPTH_LIMIT = 24
#: seeds are the longest numbers a real file holds
DIGIT_LIMIT = 40
#: how much of a file's name a sentence shows
FILE_NAME_SHOWN = 60


class UnreadableFile(ValueError):
    """A file could not be read as what it claims to be; the message names it."""


def refusal(path: Path, why: str) -> UnreadableFile:
    """The error for a file the program cannot use, as one sentence naming it."""
    return UnreadableFile(_("{file}: {why}", file=clean(Path(path).name, FILE_NAME_SHOWN),
                            why=why))


def read_bytes(path: Path, limit: int = SIZE_LIMIT) -> bytes:
    """The bytes of a regular file no larger than ``limit``; ``UnreadableFile`` otherwise."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as err:
        raise refusal(path, _("the file does not exist.")) from err
    except OSError as err:
        raise refusal(path, _("the file cannot be opened.")) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise refusal(path, _("this is not a file the game could have written."))
        if info.st_size > limit:
            raise refusal(path, _("the file is too large to be one of the game's files."))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise refusal(path, _("the file is too large to be one of the game's files."))
        return b"".join(chunks)
    except OSError as err:
        raise refusal(path, _("the file cannot be read.")) from err
    finally:
        os.close(fd)


class _Unusable(ValueError):
    """A JSON value the standard library accepts but the program cannot use."""


def _constant(name: str):
    raise _Unusable(_("the file holds {value}, which is not a number the game writes.",
                      value=name))


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > DIGIT_LIMIT:
        raise _Unusable(_("the file holds a number too long to be one of the game's."))
    return int(digits)


def _decimal(digits: str) -> float:
    number = float(digits)
    if len(digits) > DIGIT_LIMIT or not math.isfinite(number):
        raise _Unusable(_("the file holds a number too long to be one of the game's."))
    return number


def depth(value) -> int:
    """How deeply lists and objects nest in ``value`` (counted without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, level)
            if level <= DEPTH_LIMIT:
                stack.extend((child, level + 1) for child in
                             (item.values() if isinstance(item, dict) else item))
    return deepest


def read_json(path: Path, limit: int = SIZE_LIMIT):
    """The JSON in ``path``, or ``UnreadableFile`` naming the file and what is wrong."""
    raw = read_bytes(path, limit)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise refusal(path, _("the file is damaged and cannot be read.")) from err
    try:
        data = json.loads(text, parse_constant=_constant, parse_int=_integer,
                          parse_float=_decimal)
    except _Unusable as err:
        raise refusal(path, str(err)) from err
    except RecursionError as err:
        raise refusal(path, _("the file nests deeper than any of the game's files.")) from err
    except ValueError as err:
        raise refusal(path, _("the file is damaged and cannot be read.")) from err
    if depth(data) > DEPTH_LIMIT:
        raise refusal(path, _("the file nests deeper than any of the game's files."))
    return data
