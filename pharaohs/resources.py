"""Finds the bundled data files (``assets/``, ``boards/``) wherever the program runs.

The same lookup serves a source checkout (the folders beside the package),
an installed wheel (copied into the package as ``pharaohs/_data``) and the
PyInstaller bundle (``sys._MEIPASS``). Nothing is ever looked up relative to
the working directory.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from pharaohs.core.i18n import _

_PACKAGE = Path(__file__).resolve().parent


class MissingResource(FileNotFoundError):
    """A data file the program needs is not where the installation should have it.
    ``str()`` is a translatable sentence (``pharaohs.locale.tr`` renders it); ``args[0]``
    is the file."""

    def __str__(self) -> str:
        return _("A game file is missing: {file}. Reinstall Pharaohs or unpack the download "
                 "again.", file=self.args[0])


class DamagedResource(MissingResource):
    """A data file is there but cannot be read (a broken image, theme or text)."""

    def __str__(self) -> str:
        return _("A game file is damaged: {file}. Reinstall Pharaohs or unpack the download "
                 "again.", file=self.args[0])


@cache
def data_root() -> Path:
    """The folder that holds ``assets/`` and ``boards/`` for this installation."""
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen))
    candidates += [c for c in (_PACKAGE / "_data", _PACKAGE.parent) if c not in candidates]
    for root in candidates:
        if (root / "assets").is_dir() and (root / "boards").is_dir():
            return root
    raise MissingResource("assets/ and boards/ (looked in " +
                          ", ".join(str(c) for c in candidates) + ")")


def resource(*parts: str) -> Path:
    """The path of a bundled file, e.g. ``resource("boards", "labyrinth.tmx")``."""
    path = data_root().joinpath(*parts)
    if not path.exists():
        raise MissingResource(str(path))
    return path
