"""The rules contract every game implements, written once.

Nothing here imports pygame or touches files: the UI, the computer players, the
command line and the tests all stand on these few names. They load on first
use, so the main menu, which needs only ``pharaohs.core.i18n`` for its words,
starts without the rules machinery.
"""

from importlib import import_module

#: each public name and the module it lives in
_HOMES = {"Game": "game", "IllegalMove": "game", "Outcome": "game", "SetupError": "game",
          "TieBreak": "game", "Match": "match", "ReplayError": "match", "Rng": "rng"}

__all__ = ["Game", "IllegalMove", "Match", "Outcome", "ReplayError", "Rng", "SetupError",
           "TieBreak"]


def __getattr__(name: str):
    if name in _HOMES:
        return getattr(import_module(f"pharaohs.core.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
