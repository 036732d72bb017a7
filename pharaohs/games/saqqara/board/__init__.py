"""The board of Saqqara on screen (pygame): drawn from views, gestures turned into moves.

The registry reaches it through ``BOARD`` only (see ``pharaohs.ui.frame.table``).
"""

from pharaohs.games.saqqara.board.scene import BOARD

__all__ = ["BOARD"]
