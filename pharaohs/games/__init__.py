"""The registry of games: ``GAMES`` lists the ids, ``get_game(id)`` returns the rules.

A game joins by adding its package here; the menu, the command line, the
computer players and the contract test pick it up from this list. ``ABOUT``
holds what the main menu shows of each game (title, player range), so the
menu's first frame does not wait for every game's rules to load; a test checks
it against the rules.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from pharaohs.core.game import Game

#: ids of the playable games, in menu order
GAMES: tuple[str, ...] = ("dahschur", "ra_dice", "labyrinth", "im_bann", "saqqara")


class About(NamedTuple):
    """What the menu shows of a game before its rules are loaded."""

    title: str
    min_players: int
    max_players: int


ABOUT: dict[str, About] = {
    "dahschur": About("Dahschur: Die Rote Pyramide", 2, 4),
    "labyrinth": About("Das Labyrinth des Pharao", 1, 5),
    "ra_dice": About("Ra: The Dice Game", 2, 4),
    "im_bann": About("Im Bann der Pyramide", 2, 5),
    "saqqara": About("Saqqara", 3, 5),
}


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


def about(game_id: str) -> About:
    """The title and player range of ``game_id``, from ``ABOUT`` or else from its rules."""
    if game_id in ABOUT and game_id in GAMES:
        return ABOUT[game_id]
    game = get_game(game_id)
    return About(game.title, game.min_players, game.max_players)
