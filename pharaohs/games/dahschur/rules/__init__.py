"""The rules of Dahschur: pure Python, no pygame, no I/O (checked by import-linter).

``GAME`` is the contract object the registry hands out.
"""

from pharaohs.games.dahschur.rules.game import GAME

__all__ = ["GAME"]
