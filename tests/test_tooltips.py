"""Tooltips belong to the scene on top: the table's go when the pause menu, the rules or
the hot-seat curtain comes over it, and show again only once the pointer moves over the
table; they go when the pointer leaves the window, and a refusal shown at the pointer
goes once the pointer has moved away from it. Driven through the real scenes."""

from __future__ import annotations

import pygame
import pytest
from drawn_text import drawn_lines

from pharaohs.core import Match
from pharaohs.games import get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.curtain import CurtainScene
from pharaohs.ui.frame.pause import PauseScene, RulesScene
from pharaohs.ui.frame.table import TIP_REACH, TableScene
from pharaohs.ui.kit.gestures import key

#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")

UNDO_KEY = "(Ctrl+Z)."  # the end of the Undo button's tooltip
ROW_PART = "Face-up prince cards:"  # Dahschur's aid on the face-up prince cards


def table_of(game_id, players, size=(1024, 640)):
    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(players)], 3)
    app = App(size, flags=0)
    app.settings.animations = False
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    if isinstance(app.stack[-1], CurtainScene):
        app.step(0.016, [key(pygame.K_RETURN)])
    app.step(0.016, [])
    assert app.stack[-1] is table
    return app, table


def point_at(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0))])


def drawn(app) -> str:
    """Every line the next frame draws, joined."""
    with drawn_lines() as lines:
        app.dirty = True
        app.step(0.016, [])
    return "\n".join(lines)


def undo_button(table):
    table.refresh_buttons(table.view())
    return next(b for b in table.buttons if b.label == "Undo")


def test_the_tables_tooltip_goes_under_the_pause_menu_and_the_rules():
    app, table = table_of("labyrinth", 1)
    point_at(app, undo_button(table).rect.center)
    assert UNDO_KEY in drawn(app)
    app.step(0.016, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack[-1], PauseScene)
    assert UNDO_KEY not in drawn(app), "the pause menu is on top: the table's tooltip went"
    app.stack[-1].rules()
    app.step(0.016, [])
    assert isinstance(app.stack[-1], RulesScene)
    assert UNDO_KEY not in drawn(app), "nor does it show behind the rules"
    app.pop()
    app.pop()
    app.step(0.016, [])
    assert app.stack[-1] is table
    assert UNDO_KEY not in drawn(app), "back at the table, nothing until the pointer moves"
    point_at(app, undo_button(table).rect.move(2, 0).center)
    assert UNDO_KEY in drawn(app), "and the pointer's tooltip again once it does"


def test_after_the_curtain_the_last_players_tooltip_does_not_cover_the_next_hand():
    """Dahschur, hot-seat: the hint on the face-up prince cards the last player pointed
    at no longer lies over the hand of the player who now must choose a card."""
    app, table = table_of("dahschur", 3)
    seat = table.viewer
    point_at(app, table.board.rect(f"row_{seat}").center)
    assert ROW_PART in drawn(app)
    table.try_move(table.game.legal_moves(table.state, seat)[0])
    app.step(0.016, [])
    assert isinstance(app.stack[-1], CurtainScene), "the next player takes the seat"
    app.step(0.016, [key(pygame.K_RETURN)])
    app.step(0.016, [])
    assert app.stack[-1] is table and table.viewer != seat
    assert ROW_PART not in drawn(app)


def test_a_tooltip_goes_when_the_pointer_leaves_the_window():
    app, table = table_of("saqqara", 3)
    point_at(app, undo_button(table).rect.center)
    assert UNDO_KEY in drawn(app)
    app.step(0.016, [pygame.event.Event(pygame.WINDOWLEAVE)])
    assert UNDO_KEY not in drawn(app)


def test_a_refusal_at_the_pointer_goes_once_the_pointer_moves_away_from_it():
    app, table = table_of("ra_dice", 2)
    centre = table.rects["board"].center
    point_at(app, centre)
    table.refuse("That is not possible here.")
    point_at(app, (centre[0] + TIP_REACH // 2, centre[1]))
    assert table.tip is not None, "still where it was shown"
    point_at(app, (centre[0] + 3 * TIP_REACH, centre[1]))
    assert table.tip is None
    assert table.message == "That is not possible here.", "the message line keeps it"
