"""Boards see views and a context, never the table (issue 26): what a board's code may
name, that drawing changes nothing, and that each move's sound is said by its game."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import random
from pathlib import Path

import pygame
import pytest

import pharaohs
from pharaohs import games
from pharaohs.core import Match
from pharaohs.core.game import Move
from pharaohs.core.match import Seat
from pharaohs.core.sounds import CARD, DICE, MOVE_SOUNDS, PLACE
from pharaohs.ui.frame import sound
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.board_context import TableContext
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import board_kit, board_view
from pharaohs.ui.kit.board_view import BoardView
from pharaohs.ui.kit.context import BoardContext

ROOT = Path(pharaohs.__file__).parent
BOARD_FILES = sorted(ROOT.glob("games/*/board/*.py"))
#: what a board must never reach for: the frame's objects, by attribute or by parameter
FORBIDDEN_NAMES = {"table", "match", "app", "_table"}
#: what a board must never import (the frame, files, the computer players, the network)
FORBIDDEN_MODULES = ("pharaohs.ui.frame", "pharaohs.storage", "pharaohs.files", "pharaohs.ai",
                     "pharaohs.net")
#: moves played before the mid-game position is drawn
MID_GAME_MOVES = 12


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))


# -- what a board's code may name ---------------------------------------------------------
def _reaches(tree: ast.AST) -> list[str]:
    """Every place in a module that names the table, the match or the app, or imports
    what a board may not."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_NAMES:
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.arg) and node.arg in FORBIDDEN_NAMES:
            found.append(f"line {node.lineno}: parameter {node.arg}")
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names
                      if a.name.startswith(FORBIDDEN_MODULES)]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                FORBIDDEN_MODULES):
            found.append(f"line {node.lineno}: from {node.module}")
    return found


def test_the_scan_finds_a_board_that_reaches_for_the_table():
    """The scan itself: each way of reaching past the context is found."""
    reaching = ("from pharaohs.ai import choose_move\nimport pharaohs.storage\n"
                "def choose(board, table):\n    return board.table.match.to_act(), board.app\n")
    assert len(_reaches(ast.parse(reaching))) == 6
    assert _reaches(ast.parse("def draw(board):\n    return board.ctx.to_act()\n")) == []


@pytest.mark.parametrize("path", BOARD_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_no_board_module_names_the_table_the_match_or_the_app(path):
    assert BOARD_FILES, "the boards were found"
    assert _reaches(ast.parse(path.read_text(encoding="utf-8"))) == []


def _held(obj, kinds, seen=None):
    """The objects of ``kinds`` that ``obj`` holds, through the project's own objects and
    containers (not through its context, the one way to the table)."""
    seen = set() if seen is None else seen
    if id(obj) in seen or isinstance(obj, (BoardContext, type)):
        return []
    seen.add(id(obj))
    if isinstance(obj, kinds):
        return [obj]
    if isinstance(obj, dict):
        items = [*obj.keys(), *obj.values()]
    elif isinstance(obj, (list, tuple, set, frozenset)):
        items = list(obj)
    elif type(obj).__module__.startswith("pharaohs") and hasattr(obj, "__dict__"):
        items = list(vars(obj).values())
    else:
        return []
    return [found for item in items for found in _held(item, kinds, seen)]


@pytest.mark.parametrize("game_id", games.GAMES)
def test_a_board_holds_its_context_and_neither_the_table_nor_the_match_nor_the_app(game_id):
    match = _mid_game(game_id, MID_GAME_MOVES)
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, viewer=match.to_act()[0] if match.to_act() else 0)
    app.push(table)
    app.step(0.0, [])
    assert isinstance(table.board.ctx, TableContext)
    assert _held(table.board, (TableScene, Match, App)) == []
    pygame.quit()


def test_board_view_keeps_the_context_and_its_scores_read_the_view_given():
    assert _reaches(ast.parse(inspect.getsource(board_view))) == []
    # the kit hands the app only to the scenes it opens over the board (``ctx.open``'s
    # ``make(app)``), and reaches for nothing of the table itself
    assert [found for found in _reaches(ast.parse(inspect.getsource(board_kit)))
            if "parameter app" not in found] == []

    class Counting(BoardContext):
        """Only scores are asked; the rest need not be answered."""

        def scores(self, view):
            return (len(view),)

    for name in Counting.__abstractmethods__:
        setattr(Counting, name, None)
    Counting.__abstractmethods__ = frozenset()
    board = BoardView.__new__(BoardView)
    board.ctx = Counting()
    assert board.scores("abc") == (3,), "the scores of the view given, nothing else"


# -- drawing changes nothing ------------------------------------------------------------------
def _digest(root) -> object:
    """What ``root`` holds, as comparable values: the project's own objects opened up
    attribute by attribute; frozen values (states, views, moves) and outside objects by
    identity, so an object made anew or stored shows as a change."""
    seen: dict[int, int] = {}

    def walk(obj, depth=0):
        if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
            return obj
        if isinstance(obj, pygame.Rect):
            return ("Rect", tuple(obj))
        if isinstance(obj, type):
            return ("class", obj.__qualname__)
        if id(obj) in seen:
            return ("again", seen[id(obj)])
        seen[id(obj)] = len(seen)
        if isinstance(obj, (list, tuple)):
            return (type(obj).__name__, [walk(item, depth + 1) for item in obj])
        if isinstance(obj, (set, frozenset)):
            return (type(obj).__name__, sorted(repr(walk(item, depth + 1)) for item in obj))
        if isinstance(obj, dict):
            return ("dict", [(repr(walk(k, depth + 1)), walk(v, depth + 1))
                             for k, v in obj.items()])
        kind = type(obj)
        frozen = dataclasses.is_dataclass(obj) and kind.__dataclass_params__.frozen
        if frozen or not kind.__module__.startswith("pharaohs") or depth > 12:
            return (kind.__qualname__, id(obj))
        fields = dict(getattr(obj, "__dict__", {}))
        for name in getattr(kind, "__slots__", ()):
            if hasattr(obj, name):
                fields[name] = getattr(obj, name)
        return (kind.__qualname__, id(obj),
                sorted((name, walk(value, depth + 1)) for name, value in fields.items()))

    return walk(root)


def _mid_game(game_id: str, moves: int) -> Match:
    """A match of two people (one, where the game is played alone) after ``moves``
    seeded random legal moves (fewer where it ends first)."""
    game = games.game(game_id)
    people = max(game.min_players, 2)
    match = Match.start(game, [Seat(f"P{i}") for i in range(people)], 7)
    chance = random.Random(game_id)
    for _ in range(moves):
        acting = match.to_act()
        if game.is_over(match.state) or not acting:
            break
        seat = acting[0]
        match.play(seat, chance.choice(list(game.legal_moves(match.state, seat))))
    return match


@pytest.mark.parametrize("moves", [0, MID_GAME_MOVES], ids=["start", "mid-game"])
@pytest.mark.parametrize("game_id", games.GAMES)
def test_drawing_the_same_frame_twice_changes_nothing_but_the_screen(game_id, moves):
    """The table and its board hold exactly what they held after the first frame while
    the same frame is drawn again: buttons, legal moves, held views and the computer
    players' hand-offs are brought up to date when something changes (``prepare``)."""
    match = _mid_game(game_id, moves)
    acting = match.to_act()
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, viewer=acting[0] if acting else 0)
    app.push(table)
    app.step(0.0, [])
    assert table.buttons, "the action bar was built before the first frame"
    before = _digest(table)
    for _ in range(2):
        table.draw(app.screen)
        assert _digest(table) == before
    pygame.quit()


def test_the_board_hears_of_each_move_in_views_and_through_its_context():
    """The frame gives the board its context and tells it moves in views only."""
    match = _mid_game("im_bann", 0)
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, viewer=0)
    heard = []
    table.board.moved = lambda seat, move, before, after: heard.append((before, after))
    move = match.game.legal_moves(match.state, match.to_act()[0])[0]
    before = match.state
    table.commit(match.to_act()[0], move)
    game = match.game
    assert isinstance(table.board.ctx, TableContext)
    assert heard == [(game.view(before, None), game.view(match.state, None))]
    assert table.board.ctx.to_act() == tuple(match.to_act())
    assert table.board.ctx.kind(0) == "human" and table.board.ctx.variant == match.variant
    pygame.quit()


# -- the sound of a move is said by its game ---------------------------------------------------
def _move_classes():
    for game_id in games.GAMES:
        for kind in games.game(game_id).types:
            if isinstance(kind, type) and issubclass(kind, Move):
                yield game_id, kind


def test_every_move_class_of_every_game_names_a_sound_the_frame_has():
    classes = list(_move_classes())
    assert len(classes) > 60, "every game's moves were found"
    for game_id, kind in classes:
        assert kind.sound in MOVE_SOUNDS and kind.sound in sound.EFFECTS, (game_id, kind)
    named = {(g, k.__name__): k.sound for g, k in classes}
    assert named["ra_dice", "Roll"] == named["ra_dice", "Reroll"] == DICE
    assert named["im_bann", "Draw"] == named["saqqara", "TakeCard"] == CARD
    assert named["labyrinth", "PlaceTile"] == PLACE


def test_the_frame_plays_the_sound_a_move_names_not_one_its_class_name_suggests():
    @dataclasses.dataclass(frozen=True)
    class RollCards(Move):
        sound = PLACE

    game = games.game("labyrinth")
    state = game.setup(1, 3)
    assert sound.effect_of(game, RollCards(), state, state) == PLACE
