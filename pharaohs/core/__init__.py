"""The rules contract every game implements, written once.

Nothing here imports pygame or touches files: the UI, the computer players, the
command line and the tests all stand on these few names.
"""

from pharaohs.core.game import Game, IllegalMove, Outcome, SetupError
from pharaohs.core.match import Match, ReplayError
from pharaohs.core.rng import Rng

__all__ = ["Game", "IllegalMove", "Match", "Outcome", "ReplayError", "Rng", "SetupError"]
