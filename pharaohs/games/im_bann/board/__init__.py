"""The Im Bann der Pyramide table on screen (pygame): ``BOARD`` is its ``BoardView``."""

from pharaohs.games.im_bann.board.scene import ImBannBoard as BOARD

__all__ = ["BOARD"]
