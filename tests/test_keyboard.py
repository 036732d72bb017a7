"""Playing with the keyboard alone: Tab, arrows, Enter, R, Esc and Ctrl+Z (issue 13).

The board's own demo hand says which move to make (where a mouse would press and
let go); here the keyboard makes it instead: Tab until the focus ring is on the
spot where the mouse would press, Enter, Tab to where it would let go, Enter.
Every key goes through SDL's queue and the app's frame step, as a player's does.
"""

from __future__ import annotations

import pygame
import pytest
from key_hand import by_keys, focus_on, press

from pharaohs.core import Match
from pharaohs.games import GAMES, get_game
from pharaohs.smoke import _feed, _settle, _take_seat, open_table
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.results import ResultsScene

#: moves a whole keyboard game may take before the test gives up
WHOLE_GAME = 3000
#: moves the other games may take to carry two pieces with the keys
MOVES = 40


def _start(game_id: str, tmp_path, monkeypatch, size=(1024, 640)):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    app = App(size, flags=0)
    game = get_game(game_id)
    names = ("Anna", "Ben", "Cleo")[:max(2, game.min_players)]
    match = Match.start(game, [(name, "human") for name in names], f"keys:{game_id}")
    table = open_table(app, match)
    return app, table, match


def _one_move(app, table, match) -> int:
    """One move of the seat to act, made with keys; how many pieces it carried."""
    seat = _take_seat(app, table)
    gesture = list(table.board.demo_gesture(table.view(), seat))
    assert gesture, "the demo hand knows a move"
    before = len(match.log)
    carried = by_keys(app, table, gesture)
    assert len(match.log) > before, f"the keys made no move: {table.message}"
    return carried


@pytest.mark.parametrize("game_id", ["labyrinth", "ra_dice"])
def test_a_whole_game_with_the_keyboard_alone(game_id, tmp_path, monkeypatch):
    """Issue 13: every action without a mouse, from the first move to the results."""
    app, table, match = _start(game_id, tmp_path, monkeypatch)
    for _ in range(WHOLE_GAME):
        if match.game.is_over(match.state):
            break
        _one_move(app, table, match)
    assert match.game.is_over(match.state)
    _settle(app)
    assert isinstance(app.stack[-1], ResultsScene)


@pytest.mark.parametrize("game_id", [g for g in GAMES if g not in ("labyrinth", "ra_dice")])
def test_tab_and_enter_make_moves(game_id, tmp_path, monkeypatch):
    """Tab to a piece, Enter, Tab to its place, Enter: a few moves of every other game."""
    app, table, match = _start(game_id, tmp_path, monkeypatch)
    carried = 0
    for _ in range(MOVES):
        if match.game.is_over(match.state) or carried >= 2:
            break
        carried += _one_move(app, table, match)
    assert carried >= 2, "pieces were taken and put down with Tab and Enter"


@pytest.mark.parametrize("game_id, kind, seed", [
    ("dahschur", "SwapPlates", 1), ("saqqara", "Trade", 4), ("saqqara", "Steal", 1),
    ("saqqara", "IntrigueSwap", 1), ("saqqara", "UseLand", 1)])
def test_swaps_trades_and_theft_are_made_with_the_keys_too(game_id, kind, seed, tmp_path,
                                                            monkeypatch):
    """Swapping two plates of Dahschur's avenue, and Saqqara's trades, theft and intrigue
    swap: Tab to where the mouse would take hold, Enter, Tab to where it would let go,
    Enter makes the move (the keyboard could not reach them once)."""
    from pharaohs.ai.players import choose_move
    from pharaohs.core.rng import Rng

    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    game = get_game(game_id)
    match = Match.start(game, [(name, "human") for name in ("Anna", "Ben", "Cleo")], seed)
    rng = Rng(seed)
    while True:  # Easy players play on until the seat to act first may make that move
        seat = game.to_act(match.state)[0]
        if any(type(m).__name__ == kind for m in game.legal_moves(match.state, seat)):
            break
        move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
        match.play(seat, move)
    app = App((1024, 640), flags=0)
    table = open_table(app, match)
    seat = _take_seat(app, table)
    view = table.view(seat)
    wanted = next(m for m in game.legal_moves(view, seat) if type(m).__name__ == kind)
    (start, end), *_others = table.board.reach(view, seat, wanted)
    focus_on(app, table, start.centre)
    press(app, pygame.K_RETURN)
    focus_on(app, table, end.centre)
    press(app, pygame.K_RETURN)
    _settle(app)
    assert match.log[-1] == (seat, wanted), table.message


def test_after_a_hint_tab_goes_first_where_the_hinted_move_is_made(tmp_path, monkeypatch):
    """The tile in the supply, then, with it in hand, the hinted space; in Ra the hinted
    button."""
    from pharaohs.games.labyrinth.rules import PlaceTile
    from pharaohs.games.ra_dice.rules import StopRolling

    app, table, _match = _start("labyrinth", tmp_path, monkeypatch)
    seat = _take_seat(app, table)
    hinted = PlaceTile(17, 0)
    table.board.show_hint(table.view(), seat, hinted)
    press(app, pygame.K_TAB)
    assert table.keys.focus.rect == tuple(table.board.rect("supply"))
    press(app, pygame.K_RETURN)
    press(app, pygame.K_TAB)
    assert table.keys.focus.rect == tuple(table.board.main.space_rect(17))

    app, table, match = _start("ra_dice", tmp_path, monkeypatch)
    seat = _take_seat(app, table)
    press(app, pygame.K_SPACE)  # Roll
    seat = _take_seat(app, table)
    table.board.show_hint(table.view(), seat, StopRolling())
    press(app, pygame.K_TAB)
    assert table.keys.focus.rect == tuple(table.board.button(StopRolling()).rect)


def test_the_focus_ring_shows_where_tab_rests(tmp_path, monkeypatch):
    app, table, _match = _start("labyrinth", tmp_path, monkeypatch)
    _take_seat(app, table)
    before = app.screen.copy()
    press(app, pygame.K_TAB)
    assert table.keys.shown and table.keys.focus is not None
    ring = pygame.Rect(table.keys.focus.rect).inflate(8, 8)
    app.dirty = True
    app.step(0, [])
    assert app.screen.get_at(ring.midtop)[:3] != before.get_at(ring.midtop)[:3]
    # a real mouse move hides the ring again
    _feed(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                   buttons=(0, 0, 0))])
    assert not table.keys.shown


def test_arrows_move_to_the_nearest_spot_that_way(tmp_path, monkeypatch):
    app, table, _match = _start("ra_dice", tmp_path, monkeypatch)
    _take_seat(app, table)
    press(app, pygame.K_TAB)
    start = pygame.Rect(table.keys.focus.rect).center
    press(app, pygame.K_RIGHT)
    moved = pygame.Rect(table.keys.focus.rect).center
    assert moved[0] > start[0] or moved == start


def test_r_turns_the_tile_in_hand_and_esc_puts_it_back(tmp_path, monkeypatch):
    app, table, match = _start("labyrinth", tmp_path, monkeypatch)
    _take_seat(app, table)
    while not match.game.legal_moves(table.view(), table.viewer)[0].__class__.__name__ \
            == "PlaceTile":
        _one_move(app, table, match)
    supply = table.board.rect("supply").center
    focus_on(app, table, supply)
    press(app, pygame.K_RETURN)
    held = table.board.drag.dragging
    assert held is not None and held.rotation == 0
    press(app, pygame.K_r)
    assert held.rotation == 1
    press(app, pygame.K_ESCAPE)
    assert table.board.drag.dragging is None and table.keys.held is None
    assert app.stack[-1] is table, "Esc put the tile back, it did not open the menu"
    _settle(app)  # the tile flies home
    press(app, pygame.K_ESCAPE)
    _settle(app)
    assert app.stack[-1] is not table, "Esc with nothing in hand opens the pause menu"


def test_ctrl_z_takes_back_a_step(tmp_path, monkeypatch):
    app, table, match = _start("labyrinth", tmp_path, monkeypatch)
    while not match.can_undo(table.viewer if table.viewer is not None else 0):
        _one_move(app, table, match)
    before = len(match.log)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.log) == before - 1
