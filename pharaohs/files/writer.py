"""Atomic writes that report a failure as a sentence instead of ending the game.

A file is written under a short temporary name in its own folder, flushed
and synced, renamed over the final name, and the folder synced, so a crash at
any moment leaves either the old file or the new one. The temporary name has
a fixed short length, so a final name the file system just accepts never
fails because of it; ``remove_leftovers`` deletes the temporary files of
writes a crash interrupted.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

from pharaohs.core.i18n import _

#: every temporary file this module writes starts and ends so
TEMP_PREFIX, TEMP_SUFFIX = ".pharaohs-", ".tmp"


class WriteFailed(OSError):
    """A file could not be written; ``str()`` is one sentence saying where and why
    (``folder`` and ``why`` for callers that say it their own way)."""

    def __init__(self, code: int | None, sentence: str, folder: str = "", why: str = ""):
        super().__init__(code, sentence)
        self.sentence, self.folder, self.why = sentence, folder, why

    def __str__(self) -> str:
        return self.sentence


def reason(err: OSError):
    """Why the system refused a write, in the player's words."""
    reasons = {
        errno.ENOSPC: _("the disk is full"),
        errno.EDQUOT: _("the disk is full"),
        errno.EROFS: _("the folder is read-only"),
        errno.EACCES: _("the folder may not be written to or the file is held by another "
                        "program"),
        errno.EPERM: _("the folder may not be written to or the file is held by another "
                       "program"),
        errno.ENOENT: _("the folder has been removed"),
        errno.ENOTDIR: _("a file is in the way of the folder"),
        errno.EISDIR: _("a folder is in the way of the file"),
        errno.EEXIST: _("a file is in the way of the folder"),
        errno.ENAMETOOLONG: _("the name is too long for this disk"),
        errno.EBUSY: _("the file is held by another program"),
    }
    return reasons.get(err.errno, _("the system refused ({detail})",
                                    detail=err.strerror or type(err).__name__))


def temporary_name() -> str:
    """A temporary file name of fixed, short length (``os.urandom``, not ``secrets``,
    which would load hashlib with the main menu)."""
    return f"{TEMP_PREFIX}{os.urandom(4).hex()}{TEMP_SUFFIX}"


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (not possible, nor needed, on Windows; some file
    systems refuse it, and then the rename stands as the system keeps it)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_bytes(path: Path, content: bytes) -> None:
    """Replace ``path`` with ``content`` atomically; ``WriteFailed`` says why it could not."""
    path = Path(path)
    tmp = path.parent / temporary_name()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o644)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(content)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        sync_folder(path.parent)
    except OSError as err:
        why = reason(err)
        raise WriteFailed(err.errno, _("{file} could not be written in {folder}: {why}.",
                                       file=path.name, folder=str(path.parent), why=why),
                          str(path.parent), why) from err


def write_json(path: Path, data) -> None:
    """Write ``data`` as JSON to ``path`` atomically (``WriteFailed`` if it cannot)."""
    content = json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8", "replace")
    write_bytes(path, content)


def remove_leftovers(folder: Path) -> list[Path]:
    """Delete the temporary files interrupted writes left in ``folder``; the paths removed."""
    removed = []
    try:
        candidates = list(Path(folder).iterdir())
    except OSError:
        return removed
    for path in candidates:
        if path.name.startswith(TEMP_PREFIX) and path.name.endswith(TEMP_SUFFIX) \
                or _legacy_temporary(path.name):
            try:
                if path.is_file() and not path.is_symlink():
                    path.unlink()
                    removed.append(path)
            except OSError:
                pass
    return removed


def _legacy_temporary(name: str) -> bool:
    """Temporary names of earlier versions: ``.<final name>.<random>.tmp``."""
    return name.startswith(".") and name.endswith(".tmp") and ".json." in name
