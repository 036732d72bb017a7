"""The smoke test's hand: the events a player would make for one legal move.

The smoke test and the scene tests feed these to the window, so every kind of
move is also made through the same clicks and drags as a player's.
"""

from __future__ import annotations

import pygame

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import words
from pharaohs.games.ra_dice.board.gestures import move_spots
from pharaohs.games.ra_dice.board.places import drop_spot
from pharaohs.games.ra_dice.rules import data
from pharaohs.ui.gestures import click, drag, key


def demo_gesture(board, view, seat: int) -> list:
    """Events that make one legal move for ``seat`` as a player would: click Roll, mark
    a die and Reroll, drag dice onto a target, click a Disaster, a marker or End turn."""
    events: list = []
    if board.overlay is not None:
        events.append(key(pygame.K_ESCAPE))
    if board.placement is None or not board.ctx.acting(seat):
        return events
    legal = board.ctx.legal_moves(view, seat)
    if view.phase == rules.ROLL:
        return events + board.click_button(view, words.ROLL_BUTTON)
    if view.phase == rules.REROLL:
        events += _deselect_all(board)
        free = rules.available_dice(view)
        if view.rerolls_left == data.REROLLS and free:
            events += click(board.rect(f"die_{free[0]}").center)
            return events + board.click_button(view, words.REROLL_BUTTON)
        return events + board.click_button(view, words.STOP_BUTTON)
    if view.phase != rules.RETRIEVE:
        events += _deselect_all(board)
    clicked = [m for m in legal if isinstance(m, rules.RemoveMarker | rules.Disaster)]
    if clicked:  # a marker a Disaster's victim gives back, or a Disaster to declare
        return events + click(board.rect(next(iter(move_spots(clicked[0])))).center)
    for kind in (rules.Monument, rules.Pharaoh, rules.Nile, rules.Civilization, rules.Flood,
                 rules.TwoAnkhs):
        for move in legal:
            if type(move) is kind and (kind is not rules.Civilization or len(move.spaces) == 1):
                return events + _drag_dice(board, move)
    # dice left unused are lost: the board asks first, and Enter confirms
    confirm = [key(pygame.K_RETURN)] if rules.available_dice(view) else []
    return events + board.click_button(view, words.END_BUTTON) + confirm


def _deselect_all(board) -> list:
    """A right click on the tray, when dice are marked."""
    if board.selected or board.pending:
        return click(board.rect("dice_tray").center, button=3)
    return []


def _drag_dice(board, move) -> list:
    """Mark all but one of the move's dice, then drag that one onto its target."""
    dice = sorted(move.dice)
    events = []
    for die in dice[:-1]:
        events += click(board.rect(f"die_{die}").center)
    lead = board.rect(f"die_{dice[-1]}").center
    goal = board.rect(drop_spot(next(iter(move_spots(move))))).center
    return events + drag(lead, goal, steps=2)
