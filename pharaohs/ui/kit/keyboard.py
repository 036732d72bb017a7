"""Playing without a mouse: Tab, arrows and Enter as a hand on the board.

The keyboard moves a focus ring over the spots a board lists (its pieces that
may be taken and the things that may be clicked now, then, with a piece in
hand, where it may go) and the action bar's buttons. Enter does there what the
mouse would: it presses, and releases again (a click) unless the press picked a
piece up; with a piece in hand, Tab carries it from spot to spot and Enter lets
go. So the board's own gestures (``pick``, ``drop``, clicks) make every move,
and the rules judge it as they judge the mouse's.

    Tab / Shift+Tab   next / previous spot        arrows   the nearest spot that way
    Enter             press here (pick, drop, click)   Esc   put a held piece back
    R                 turn a held piece (the board's own key)

A board lists its spots through ``KitBoard.key_spots`` and ``key_targets``
(``KEYS`` module of the game's board); a ``Spot`` may also carry the events
Enter sends instead of a press (a key the board already understands). After a
hint, Tab goes first to where the hinted move takes hold, then where it lets go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from pharaohs.ui.kit import theme

#: keys that move the focus (Tab is handled on its own, for Shift)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: how much a spot off the arrow's line counts against it, against one straight ahead
ASIDE_WEIGHT = 2.0
RING_WIDTH = 3


@dataclass(frozen=True)
class Spot:
    """A place the focus can rest on: its rect on screen and, where Enter does something
    else than a press of the mouse there, the events it sends instead."""

    rect: tuple[int, int, int, int]
    events: tuple = field(default=(), compare=False)

    @classmethod
    def at(cls, rect, events=()) -> Spot:
        return cls(tuple(pygame.Rect(rect)), tuple(events))

    @property
    def centre(self) -> tuple[int, int]:
        return pygame.Rect(self.rect).center


def as_spot(place) -> Spot:
    """A ``Spot`` from a spot or a rect."""
    return place if isinstance(place, Spot) else Spot.at(place)


def unique(spots) -> list[Spot]:
    """``spots`` without repeats, in their order (two moves often start at one piece)."""
    seen, out = set(), []
    for spot in spots:
        if spot.rect not in seen:
            seen.add(spot.rect)
            out.append(spot)
    return out


def _motion(pos, held: bool) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                              buttons=(1, 0, 0) if held else (0, 0, 0))


def _button(kind: int, pos) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


class KeyHand:
    """The table's keyboard hand: where the focus is and what it holds."""

    def __init__(self, table):
        self.table = table
        self.focus: Spot | None = None
        #: the spot a piece was taken from, while the keyboard holds it
        self.held: Spot | None = None
        #: the ring shows from the first Tab until the mouse moves
        self.shown = False

    # -- what may be focused now --------------------------------------------------------
    def spots(self) -> list[Spot]:
        table = self.table
        view, viewer, board = table.view(), table.viewer, table.board
        if viewer is None:
            return []
        table.refresh_buttons(view)
        hinted = board.hinted_reach(view, viewer)  # a hint's places come first
        if self.held is not None:
            ends = [end for start, end in hinted if start == self.held and end is not None]
            return unique([self.held, *ends, *board.key_targets(view, viewer, self.held)])
        buttons = [Spot.at(b.rect) for b in table.buttons if b.enabled and b.rect is not None]
        places = board.key_spots(view, viewer) if viewer in table.humans_to_act() else []
        return unique([*(start for start, _end in hinted), *places, *buttons])

    # -- input ------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """React to a key (or a real mouse move, which hides the ring); True if used."""
        if event.type == pygame.MOUSEMOTION:
            if self.held is None:
                self.shown = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ARROWS and not event.mod & pygame.KMOD_CTRL:
            self.towards(*ARROWS[event.key])
            return True
        if event.key in ENTER_KEYS and self.shown and self.focus is not None:
            self.enter()
            return True
        if event.key == pygame.K_ESCAPE and self.held is not None:
            self.held = None
            self.table.board.handle_event(event, self.table.view(), self.table.viewer)
            return True
        return False

    def step(self, direction: int) -> None:
        spots = self.spots()
        self.shown = True
        if not spots:
            self.focus = None
            return
        index = spots.index(self.focus) if self.focus in spots else (
            -1 if direction > 0 else 0)
        self.move_to(spots[(index + direction) % len(spots)])

    def towards(self, dx: int, dy: int) -> None:
        """The nearest spot in the arrow's direction, straight ahead counting most."""
        spots = self.spots()
        self.shown = True
        if not spots:
            return
        if self.focus not in spots:
            self.move_to(spots[0])
            return
        x0, y0 = self.focus.centre

        def cost(spot: Spot) -> float:
            x, y = spot.centre
            ahead = (x - x0) * dx + (y - y0) * dy
            aside = abs((x - x0) * dy) + abs((y - y0) * dx)
            return math.inf if ahead <= 0 else ahead + ASIDE_WEIGHT * aside

        best = min(spots, key=cost)
        if cost(best) < math.inf:
            self.move_to(best)

    def move_to(self, spot: Spot) -> None:
        """Rest on ``spot``: the pointer goes there too, so the piece in hand follows the
        focus and the board's hover feedback and tooltip show what is focused."""
        self.focus = spot
        self.send(_motion(spot.centre, self.held is not None))

    def enter(self) -> None:
        # the spot as listed now (what Enter does there may have changed since Tab)
        spot = next((s for s in self.spots() if s == self.focus), self.focus)
        if spot.events and self.held is None:
            for event in spot.events:
                self.send(event)
        elif self.held is not None:
            self.held = None
            self.send(_motion(spot.centre, True))
            self.send(_button(pygame.MOUSEBUTTONUP, spot.centre))
        else:
            self.send(_motion(spot.centre, False))
            self.send(_button(pygame.MOUSEBUTTONDOWN, spot.centre))
            if self.table.board.holding:
                self.held = spot
            else:
                self.send(_button(pygame.MOUSEBUTTONUP, spot.centre))
        if self.focus not in self.spots():
            self.focus = None
            self.step(1)

    def send(self, event) -> None:
        """An event as the mouse would make it, through the table (board, then buttons)."""
        self.table.handle_event(event, from_keys=True)
        self.table.app.invalidate()

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface) -> None:
        if not self.shown or self.focus is None:
            return
        rect = pygame.Rect(self.focus.rect).inflate(8, 8)
        pygame.draw.rect(surface, theme.INK, rect.inflate(4, 4), RING_WIDTH + 2, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, RING_WIDTH, border_radius=6)
