"""A hint marks its move on the board (issue 12: "a human player is shown the move the
Hard player would make"): every move a seat may make has a place to be shown, where a
hand takes hold of it and lets go (``KEYS.reach``) or the action-bar button that makes
it, in every game at every phase an Easy game reaches; and drawing the marks of any of
them raises nothing."""

from __future__ import annotations

import pygame
import pytest

from pharaohs.ai.players import choose_move
from pharaohs.core import Match
from pharaohs.core.rng import Rng
from pharaohs.games import GAMES, get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.gestures import key


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_has_a_place_a_hint_can_mark(game_id, home):
    game = get_game(game_id)
    players = min(game.max_players, 4)
    match = Match.start(game, [(f"P{i}", "human") for i in range(players)], 11)
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    board, rng, unmarked, kinds = table.board, Rng(3), set(), set()
    for _step in range(160):
        if game.is_over(match.state):
            break
        while app.stack[-1] is not table:  # the next player takes the screen
            app.step(0.016, [key(pygame.K_RETURN)])
        app.step(0.016, [])
        seat = table.viewer
        if seat in game.to_act(match.state):
            view = table.view(seat)
            table.refresh_buttons(view)
            legal = game.legal_moves(view, seat)
            for move in legal:
                kinds.add(type(move).__name__)
                if not board.reach(view, seat, move) and board.button(move) is None:
                    unmarked.add(repr(move))
            board.show_hint(view, seat, legal[_step * 7 % len(legal)])
            app.dirty = True
            app.step(0.016, [])  # the marks are drawn (they raised nothing)
        else:
            seat = game.to_act(match.state)[0]
        move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
        table.commit(seat, move)
        board.overlay = None  # a scoring read out waits for a click
    assert len(kinds) >= 3, kinds
    assert unmarked == set()
