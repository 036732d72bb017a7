"""Pillow generators that draw ``assets/`` from the games' data.

Each module here (one per game, plus ``icon``) exposes ``SOURCES`` (the
modules whose text the art depends on) and ``draw(outdir)``. ``python -m
pharaohs.art`` redraws everything and writes ``assets/manifest.json`` with a
hash of every input, so a test can tell when the committed art is stale.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import json
from pathlib import Path

#: art modules, in drawing order
ART_MODULES = ("icon", "labyrinth", "ra_dice", "saqqara", "dahschur", "im_bann")
MANIFEST = "manifest.json"


def art_module(name: str):
    return importlib.import_module(f"pharaohs.art.{name}")


def input_hash(name: str) -> str:
    """A hash of the art module and every data module it draws from."""
    module = art_module(name)
    digest = hashlib.sha256()
    for source in (module, importlib.import_module("pharaohs.art.common"), *module.SOURCES):
        digest.update(inspect.getsource(source).encode("utf-8"))
    return digest.hexdigest()


def draw_all(assets: Path, names=ART_MODULES) -> dict:
    """Redraw the named art modules into ``assets`` and record their hashes in the manifest."""
    path = assets / MANIFEST
    data = json.loads(path.read_text()) if path.exists() else {}
    for name in names:
        outdir = assets / name if name != "icon" else assets
        outdir.mkdir(parents=True, exist_ok=True)
        art_module(name).draw(outdir)
        data[name] = input_hash(name)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return data
