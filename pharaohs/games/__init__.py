"""The registry of games: ``GAMES`` lists the ids, ``get_game(id)`` returns the rules.

A game joins by adding its package here; the menu, the command line, the
computer players and the contract test pick it up from this list.
"""

from __future__ import annotations

import importlib
from functools import cache

from pharaohs.core.game import Game

#: ids of the playable games, in menu order
GAMES: tuple[str, ...] = ("labyrinth", "ra_dice")


class UnknownGame(KeyError):
    """No game with that id."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; choose from {', '.join(GAMES)}"


@cache
def get_game(game_id: str) -> Game:
    """The ``Game`` object of ``game_id``."""
    if game_id not in GAMES:
        raise UnknownGame(game_id)
    return importlib.import_module(f"pharaohs.games.{game_id}.rules").GAME
