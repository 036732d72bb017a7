"""The registry of games: the one door to a game's rules, board and player aid.

``ABOUT`` names each game (id, title, player range) as plain data, in menu
order, so the main menu, the load dialog and the command line's help can list
the games without loading any. A game's packages are imported when ``game(id)``,
``board(id)`` or ``aid(id)`` first asks for them, and its translations are read
once its package is (``pharaohs.locale``); a test checks ``ABOUT`` against the
rules.
A game joins by adding its line to ``ABOUT``; the menu, the command line, the
computer players and the contract test pick it up from ``GAMES``.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple

from pharaohs.core.i18n import N_

if TYPE_CHECKING:
    from pharaohs.core.game import Game


class About(NamedTuple):
    """What the menus show of a game before its rules are loaded."""

    title: str
    min_players: int
    max_players: int


#: every playable game by id, in menu order; each title marked here too, so the menus
#: translate it from the frame's own catalogue
ABOUT: dict[str, About] = {
    "dahschur": About(N_("Dahschur: Die Rote Pyramide"), 2, 4),
    "ra_dice": About(N_("Ra: The Dice Game"), 2, 4),
    "labyrinth": About(N_("Das Labyrinth des Pharao"), 1, 5),
    "im_bann": About(N_("Im Bann der Pyramide"), 2, 5),
    "saqqara": About(N_("Saqqara"), 3, 5),
}

#: ids of the playable games, in menu order
GAMES: tuple[str, ...] = tuple(ABOUT)


class UnknownGame(KeyError):
    """No game with that id."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; choose from {', '.join(GAMES)}"


def _package(game_id: str, part: str) -> ModuleType:
    """``pharaohs.games.<id>.<part>``."""
    if game_id not in GAMES:
        raise UnknownGame(game_id)
    return importlib.import_module(f"pharaohs.games.{game_id}.{part}")


@cache
def game(game_id: str) -> Game:
    """The rules of ``game_id``: its ``Game`` object."""
    return _package(game_id, "rules").GAME


#: the name the callers written before the registry had ``board`` and ``aid`` use
get_game = game


def board(game_id: str) -> type:
    """The ``BoardView`` subclass that draws ``game_id`` at the table."""
    return _package(game_id, "board").BOARD


def aid(game_id: str) -> ModuleType | None:
    """The player aid of ``game_id`` (``games/<id>/board/aid.py``), None without one."""
    name = f"pharaohs.games.{game_id}.board.aid"
    try:
        return _package(game_id, "board.aid")
    except ModuleNotFoundError as missing:
        if not (missing.name == name or name.startswith(f"{missing.name}.")):
            raise  # a module the aid itself imports is missing: that is a bug
        return None


def about(game_id: str) -> About:
    """The title and player range of ``game_id``, from ``ABOUT`` or else from its rules."""
    if game_id in ABOUT and game_id in GAMES:
        return ABOUT[game_id]
    rules = game(game_id)
    return About(rules.title, rules.min_players, rules.max_players)
