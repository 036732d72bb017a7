"""The rules of Saqqara: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out; the names of ``game``
are re-exported so that callers write ``rules.Build``, not the module path.
"""

from pharaohs.games.saqqara.rules.game import *  # noqa: F403
from pharaohs.games.saqqara.rules.game import GAME

__all__ = ["GAME"]
