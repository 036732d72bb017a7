"""The rules of Das Labyrinth des Pharao: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out; the names of ``game``
are re-exported so that callers write ``rules.PlaceTile``, not the module path.
Modules by concept: ``data`` (component data), ``geometry`` (tiles, paths,
chambers), ``state``, ``moves``, ``betting``, ``scoring``, ``game`` (the turn
flow and the refusals), ``preview`` (what a tile would do) and ``evaluation``
(the computer player's rating).
"""

from pharaohs.games.labyrinth.rules.game import *  # noqa: F403
from pharaohs.games.labyrinth.rules.game import GAME
from pharaohs.games.labyrinth.rules.preview import TilePreview, tile_preview

__all__ = ["GAME", "TilePreview", "tile_preview"]
