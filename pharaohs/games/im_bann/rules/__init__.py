"""The rules of Im Bann der Pyramide: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out; the names of ``game``
are re-exported so that callers write ``rules.PlayCard``, not the module path.
"""

from pharaohs.games.im_bann.rules.game import *  # noqa: F403
from pharaohs.games.im_bann.rules.game import GAME

__all__ = ["GAME"]
