"""Computer players, written against the rules contract alone.

The level names (``levels``) load at once; the players load on first use, so the
command line and the main menu start without the rules. The search is
``pharaohs.ai.search.search``.
"""

from importlib import import_module

from pharaohs.core.levels import DEFAULT_LEVEL, KNOWN_LEVELS, LEVELS, level_name

#: the packaged program started with this one argument serves as a computer-player helper
#: (``ai.process``); plain data here, so the command line answers it without loading that
HELPER_ARGUMENT = "--computer-player-helper"
#: each public name loaded on first use and the module it lives in
_HOMES = {"choose_move": "players"}

__all__ = ["DEFAULT_LEVEL", "HELPER_ARGUMENT", "KNOWN_LEVELS", "LEVELS", "choose_move",
           "level_name"]


def __getattr__(name: str):
    if name in _HOMES:
        return getattr(import_module(f"pharaohs.ai.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
