"""What a game's scene supplies to the shared game frame.

The frame (``ui.frame.table.TableScene``) draws the panels, the action bar, the
message line and the curtain, runs the computer players and saves after every
move. ``BoardView`` is the frame's side of the contract; a game's board
(``games/<id>/board/``, exported as ``BOARD``) subclasses the board kit's
``ui.kit.board_kit.KitBoard``. Every hook receives views (what the seat at the
screen, or the whole table, may see), never a full state; what else a board needs
it asks of its context (``ui.kit.context.BoardContext``: try a move, ask why not,
refuse, redraw, a seat's name), so it never changes game state nor reaches into
the frame itself.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.ui.kit.context import BoardContext
from pharaohs.ui.kit.layout import best_fit, load_layouts


class BoardView:
    """Draws one game's board and turns gestures into moves."""

    game_id = ""

    @classmethod
    def required_spots(cls) -> list[str]:
        """Every spot name the scene looks up in ``boards/<id>.tmx`` (checked by a lint test)."""
        return []

    def __init__(self, ctx: BoardContext):
        #: the one object the board talks to (``ui.kit.context``)
        self.ctx = ctx
        #: the board's arrangements (``ui.kit.layout``); ``layout`` is the one in use
        self.layouts = load_layouts(self.game_id)
        for layout in self.layouts:
            layout.require(self.required_spots())
        self.layout = self.layouts[0]
        self.placement = None
        self.area = pygame.Rect(0, 0, 1, 1)

    # -- geometry -------------------------------------------------------------------
    def resize(self, area: pygame.Rect) -> None:
        """The board area of the frame changed; fit the arrangement that fills it best."""
        self.area = pygame.Rect(area)
        self.placement = best_fit(self.layouts, self.area)
        self.layout = self.placement.layout

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, viewer: int | None) -> None:
        """Paint the board from ``view`` as ``viewer`` may see it."""

    def draw_overlay(self, surface: pygame.Surface, view, viewer: int | None) -> None:
        """Paint what floats above the frame (a dragged piece)."""

    def prompt(self, view, seat: int) -> str:
        """What ``seat`` should do now, in a few words ("place tile 7")."""
        return _("make your move")

    def panel_lines(self, view, seat: int, viewer: int | None) -> list[str]:
        """Lines for ``seat``'s panel; private items only when ``seat == viewer``."""
        return []

    def secret(self, view, seat: int) -> bool:
        """Whether ``seat`` has private information on screen now (curtain on handover)."""
        return False

    def parting_words(self, view, seat: int) -> str | None:
        """What ``seat``, whose turn has just passed, should still see before the curtain
        hides the table (the cards it drew), in a sentence, from its own ``view``; None:
        the curtain at once."""
        return None

    def buttons(self, view, viewer: int | None) -> list:
        """Action-bar buttons for the seat at the screen (``ui.widgets.Button``)."""
        return []

    def prepare(self, view, viewer: int | None) -> None:
        """The frame shows ``view`` to ``viewer`` from now on: called after every change
        of the state, the viewer or the board's own choices, before the next frame (the
        drawing hooks change nothing)."""

    # -- input and animation --------------------------------------------------------
    def handle_event(self, event, view, viewer: int | None) -> bool:
        """React to input; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance the board's own animations."""

    @property
    def animating(self) -> bool:
        return False

    def settle(self) -> None:
        """Every piece at once where the rules put it, its animation ended (the results
        screen draws the final position, not a marker still on its way)."""

    def moved(self, seat: int, move, before, after) -> None:
        """``move`` was committed (by anyone); ``before`` and ``after`` are the table's
        views: start animations, mark the last move."""

    def seen(self, seat: int, move, before, after) -> None:
        """The seat at the screen committed ``move``; ``before`` and ``after`` are its own
        views, with what only it sees change (the cards it drew)."""

    def undone(self, seat: int, view) -> None:
        """``seat`` took back a step (or a replay jumped); ``view`` is the table's view now."""

    def describe(self, seat: int, move, before, after) -> str | None:
        """A short sentence for the message line about a committed move (``before`` and
        ``after``: the views it is told from)."""
        return None

    def scores(self, view) -> tuple[int, ...]:
        """The scores shown on the panels: the public scores in ``view``."""
        return self.ctx.scores(view)

    def demo_gesture(self, view, seat: int) -> list:
        """Synthetic pygame events that make one legal move for ``seat`` the way a
        player would (a click or a drag), for the smoke test and the UI tests.
        Prefer a drag-and-drop where the game has one."""
        return []

    def show_hint(self, view, seat: int, move) -> None:
        """Show on the board where the hinted ``move`` is made, while ``view`` stands."""

    def draw_hint(self, surface: pygame.Surface, view, viewer: int | None) -> None:
        """Paint the hinted move's marks (over the board and the action bar)."""

    def hinted_reach(self, view, viewer: int | None) -> list:
        """The hinted move's ``(start, end)`` spots (``ui.keyboard.Spot``), where the
        keyboard's focus goes first; empty without a hint."""
        return []

    def hover_hint(self, pos, view, viewer: int | None) -> str | None:
        """What a click at ``pos`` would do, for the tooltip; None for nothing."""
        return None
