"""Computer players, written against the rules contract alone."""

from pharaohs.ai.players import LEVELS, choose_move

__all__ = ["LEVELS", "choose_move"]
