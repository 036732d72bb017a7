"""This turn's tile on its way: dragged from the supply, dropped, turned, laid on Confirm.

A drop is only a proposal: the tile waits on its space (``pending``), drawn
with the path and score it would make, and still turns (R, the wheel, a right
click or a click on it) or is dragged elsewhere. The rules judge the drop at
once (``ctx.resolve``); Enter or Confirm commits the ``PlaceTile``. A refused
drop flies back and a tile lifted from its space goes back where it lay.

What the waiting tile would do is worked out by the rules on a copy of the view
(``rules.tile_preview``), once per drop and turn.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import PlaceTile, TilePreview
from pharaohs.ui.kit.drag import Draggable
from pharaohs.ui.kit.pictures import Memo
from pharaohs.ui.kit.proposal import Proposals


class TileDrop:
    """The dropped, unconfirmed tile of each seat (the kit's ``Proposals``, by turn)."""

    def __init__(self, board):
        self.board = board
        #: seat -> (turn, space, rotation): a dropped tile waiting for Confirm
        self.proposals = Proposals(board.ctx.redraw)
        #: previews worked out: the picture, the note and the portal counts all ask for
        #: the same one, frame after frame, while a tile waits for Confirm
        self.previews: Memo[TilePreview] = Memo(64)

    def preview(self, view, seat: int, space: int, rotation: int) -> TilePreview:
        key = (seat, view.boards[seat], view.treasures[seat], view.entrances[seat],
               view.revealed[-1], space, rotation)
        return self.previews.get(key, lambda: rules.tile_preview(view, seat, space, rotation))

    def pending_for(self, view, seat) -> tuple[int, int] | None:
        """(space, rotation) of ``seat``'s dropped, unconfirmed tile."""
        found = self.proposals.get(seat, rules.turn(view)) if rules.must_place(view, seat) else None
        return found if found and view.boards[seat][found[0]] is None else None

    def hidden(self, space: int) -> bool:
        """While a lifted tile flies back, it is not drawn twice."""
        spring = self.board.drag.spring_position()
        return bool(spring) and spring[0].payload[0] == "tile" and spring[0].payload[2] == space

    # -- dragging ---------------------------------------------------------------------
    def pick(self, pos, view, viewer) -> Draggable | None:
        """The tile in the supply, or the dropped one lifted from its space."""
        board = self.board
        number = view.revealed[-1]
        found = self.pending_for(view, viewer)
        if found and board.main.space_rect(found[0]).collidepoint(pos):
            self.proposals.lift(viewer)
            return Draggable(("tile", number, found[0]), board.main.space_rect(found[0]),
                             found[1], True)
        if not found and board.rect("supply").collidepoint(pos):
            self.proposals.lifted = None
            return Draggable(("tile", number, None), board.rect("supply"), 0, True)
        return None

    def drop(self, item: Draggable, pos, view, viewer, click: bool) -> str | None:
        """Wait on an empty space for Confirm; the rules' refusal anywhere else."""
        board = self.board
        number, origin = item.payload[1], item.payload[2]
        space = board.main.space_at(pos)
        if origin is not None and space == origin and click:
            # a click on the dropped tile turns it
            self.proposals.put(viewer, rules.turn(view), origin, item.rotation + 1)
            return None
        if space is None and board.rect("supply").collidepoint(pos):
            return None  # put back
        found = board.ctx.resolve(PlaceTile, space=space, rotation=item.rotation) \
            if space is not None else None
        if found is None or not found.ok:
            self.proposals.restore()
            return board.ctx.refuse(found.reason if found else _(
                "Drop tile {tile} on an empty space of your pyramid.", tile=number))
        self.proposals.put(viewer, rules.turn(view), space, item.rotation)
        return None

    # -- confirming ------------------------------------------------------------------------
    def confirm(self) -> None:
        ctx = self.board.ctx
        found = self.pending_for(ctx.view(), ctx.viewer)
        if found:
            ctx.try_move(PlaceTile(*found))
