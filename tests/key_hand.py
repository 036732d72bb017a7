"""The keyboard as a hand, for the tests: the mouse's clicks and drags of a gesture made
with Tab, Enter and the board's own keys instead (``ui.kit.keyboard``), every key through
SDL's queue and the app's frame step as a player's."""

from __future__ import annotations

import pygame

from pharaohs.smoke import _feed, _settle
from pharaohs.ui.kit.gestures import key


def press(app, code: int, mod: int = 0) -> None:
    _feed(app, [key(code, mod)])


def focus_on(app, table, pos) -> None:
    """Tab until the focus ring is on a spot holding ``pos``."""
    hand = table.keys
    for _ in range(len(hand.spots()) + 2):
        if hand.shown and hand.focus is not None and pygame.Rect(hand.focus.rect).collidepoint(
                pos):
            return
        press(app, pygame.K_TAB)
    spots = [s.rect for s in hand.spots()]
    raise AssertionError(f"Tab never reaches {pos}; the spots are {spots}")


def enter_at(app, table, pos) -> None:
    """Focus ``pos`` and press Enter; a piece picked up there is put down again there
    (a click)."""
    focus_on(app, table, pos)
    press(app, pygame.K_RETURN)
    if table.keys.held is not None:
        press(app, pygame.K_RETURN)


def by_keys(app, table, events) -> int:
    """Make the demo hand's clicks and drags with the keyboard; its keys as they are.
    How many pieces were carried (taken with Enter and put down elsewhere)."""
    i, carried = 0, 0
    while i < len(events):
        event = events[i]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            for die in sorted(table.board.selected):  # Ra: unmark the marked dice one by one
                enter_at(app, table, table.board.rect(f"die_{die}").center)
            table.board.pending = None
            i += 2
            continue
        if event.type == pygame.MOUSEBUTTONDOWN:
            up = next(e for e in events[i:] if e.type == pygame.MOUSEBUTTONUP)
            i = events.index(up) + 1
            if up.pos == event.pos:
                enter_at(app, table, event.pos)
                continue
            focus_on(app, table, event.pos)
            press(app, pygame.K_RETURN)
            assert table.keys.held is not None, "Enter on a piece takes it in hand"
            focus_on(app, table, up.pos)
            press(app, pygame.K_RETURN)
            carried += 1
            continue
        if event.type == pygame.KEYDOWN:
            _feed(app, [event])
        i += 1
    _settle(app)
    return carried
