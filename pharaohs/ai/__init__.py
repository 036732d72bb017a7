"""Computer players, written against the rules contract alone."""

from pharaohs.ai.players import DEFAULT_LEVEL, KNOWN_LEVELS, LEVELS, choose_move, level_name
from pharaohs.ai.search import search

__all__ = ["DEFAULT_LEVEL", "KNOWN_LEVELS", "LEVELS", "choose_move", "level_name", "search"]
