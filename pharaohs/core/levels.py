"""The computer players' levels by name: plain data in the core, so the command line, the
menus and the save files can name them without loading the players themselves."""

from __future__ import annotations

#: the levels a player chooses from, weakest first
LEVELS = ("easy", "medium", "hard")
#: older names still understood: what they mean now
ALIASES = {"greedy": "medium"}
#: every name ``choose_move`` accepts
KNOWN_LEVELS = (*LEVELS, "random", *ALIASES)
DEFAULT_LEVEL = "medium"


def level_name(level: str | None) -> str:
    """The level ``level`` means today (``greedy`` → ``medium``; unknown → the default)."""
    level = ALIASES.get(level, level)
    return level if level in (*LEVELS, "random") else DEFAULT_LEVEL
