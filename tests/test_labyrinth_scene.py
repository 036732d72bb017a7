"""The Labyrinth scene driven headless by synthetic events through ``App.step``.

Every gesture goes through the real frame (``TableScene``), so a move counts
only when it reaches the match log; refused gestures must leave the state and
the log exactly as they were.
"""

from __future__ import annotations

import pygame
import pytest

from pharaohs.core import Match, Rng
from pharaohs.core.hidden import is_hidden
from pharaohs.games import get_game
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.scene import BOARD, LabyrinthBoard
from pharaohs.games.labyrinth.rules import (
    Bet,
    ChooseEntrance,
    EndTurn,
    PlaceTile,
    PlaceTreasure,
    data,
)
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.curtain import CurtainScene
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.gestures import click, drag, key

GAME = get_game("labyrinth")
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Esther")
FRAME = 1 / 60


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))


def start(players=1, seed=1, variant=None, options=()) -> Match:
    return Match.start(GAME, [(NAMES[i], "human") for i in range(players)], seed, variant,
                       options)


def open_table(match, size=(1280, 800)):
    app = App(size, flags=0)
    table = TableScene(app, match)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    return app, table


def feed(app, *events) -> None:
    """One event per frame, as a hand would make them."""
    for event in events:
        app.step(FRAME, [event])


def settle(app, seconds: float = 2.0) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME, [])


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(1, 0, 0))


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y))


def midway(a, b):
    return (a[0] + b[0]) // 2, (a[1] + b[1]) // 2


def play_until(match, stop, seed=9, skip=()):
    """Random legal moves (never of the ``skip`` kinds) until ``stop(state)``."""
    rng = Rng.from_seed(seed)
    while not stop(match.state):
        seat = match.to_act()[0]
        moves = [m for m in GAME.legal_moves(match.state, seat) if not isinstance(m, skip)]
        move, rng = rng.choice(moves)
        match.play(seat, move)


def scarab_quarters(number, rotation, space):
    row, col = divmod(space, data.BOARD_SIZE)
    offsets = ((0, 0), (0, 1), (1, 1), (1, 0))
    return [(2 * row + dr, 2 * col + dc)
            for (dr, dc), (_, scarab) in zip(offsets, rules.tile_quarters(number, rotation),
                                             strict=True) if scarab]


def scarab_seed(variant=None):
    """A seed whose first card is a tile with a scarab."""
    for seed in range(200):
        match = start(seed=seed, variant=variant)
        if scarab_quarters(match.state.revealed[-1], 0, 12):
            return seed
    raise AssertionError("no seed shows a scarab tile first")


def test_the_scene_is_registered_and_names_its_spots():
    assert BOARD is LabyrinthBoard and BOARD.game_id == "labyrinth"
    spots = BOARD.required_spots()
    assert len(spots) == len(set(spots))
    assert {"main_board", "supply", "card", "treasure_blue", "bet_high", "other_4"} <= set(spots)


@pytest.mark.parametrize("turns,rotation", [
    ((key(pygame.K_r), key(pygame.K_r)), 2),
    ((wheel(-1), wheel(-1)), 2),
    ((wheel(1),), 3),
    ((down((0, 0), 3), key(pygame.K_r, pygame.KMOD_SHIFT), wheel(-1), key(pygame.K_r)), 2),
])
def test_drag_rotate_drop_and_enter_commits_exactly_that_tile(turns, rotation):
    match = start()
    app, table = open_table(match)
    board = table.board
    supply = board.rect("supply").center
    target = board.main.space_rect(7).center
    feed(app, down(supply), motion(midway(supply, target)), *turns, motion(target), up(target))
    assert match.log == [], "a drop is only a proposal until it is confirmed"
    assert board.tiles.pending_for(table.view(), 0) == (7, rotation)
    assert board.prompt(table.view(), 0).startswith("confirm tile")
    feed(app, key(pygame.K_RETURN))
    assert match.log == [(0, PlaceTile(7, rotation))]
    assert board.tiles.pending_for(table.view(), 0) is None


def test_the_dropped_tile_still_turns_before_it_is_confirmed():
    match = start()
    app, table = open_table(match)
    board = table.board
    supply = board.rect("supply").center
    target = board.main.space_rect(18).center
    feed(app, *drag(supply, target))
    feed(app, key(pygame.K_r), wheel(-1), down(target, 3))  # R, wheel, right click
    feed(app, *click(target))  # a click on the dropped tile turns it too
    assert board.tiles.pending_for(table.view(), 0) == (18, 0)
    feed(app, key(pygame.K_r))
    confirm = next(b for b in table.buttons if b.label == "Confirm")
    feed(app, *click(confirm.rect.center))
    assert match.log == [(0, PlaceTile(18, 1))]


def test_a_placed_tile_can_be_moved_again_before_confirming():
    match = start()
    app, table = open_table(match)
    board = table.board
    supply = board.rect("supply").center
    first, second = board.main.space_rect(0).center, board.main.space_rect(24).center
    feed(app, *drag(supply, first))
    feed(app, *drag(first, second))
    assert board.tiles.pending_for(table.view(), 0) == (24, 0)
    feed(app, key(pygame.K_KP_ENTER))
    assert match.log == [(0, PlaceTile(24, 0))]


def test_an_illegal_drop_springs_back_with_the_rules_reason_and_changes_nothing():
    match = start()
    match.play(0, PlaceTile(12, 0))
    match.play(0, EndTurn())
    app, table = open_table(match)
    board = table.board
    state, log = match.state, list(match.log)
    supply = board.rect("supply").center
    occupied = board.main.space_rect(12).center
    feed(app, down(supply), motion(occupied), key(pygame.K_r), up(occupied))
    reason = GAME.check(state, 0, PlaceTile(12, 1))
    assert reason and "already holds tile" in reason
    assert table.message == reason
    assert board.drag.spring is not None, "the tile flies back to the supply"
    assert board.tiles.pending_for(table.view(), 0) is None
    assert match.state is state and match.log == log
    settle(app, 1.0)
    assert board.drag.spring is None and not board.animating
    feed(app, key(pygame.K_RETURN))
    assert match.state is state and match.log == log


def test_a_drop_beside_the_board_springs_back_and_changes_nothing():
    match = start()
    app, table = open_table(match)
    board = table.board
    state = match.state
    supply = board.rect("supply").center
    outside = table.rects["panels"].center
    feed(app, *drag(supply, outside))
    assert "empty space" in table.message
    assert board.drag.spring is not None
    assert match.state is state and match.log == []


@pytest.mark.parametrize("variant,colour", [("basic", "blue"), ("professional", "red")])
def test_a_treasure_dragged_onto_a_scarab_is_placed(variant, colour):
    match = start(seed=scarab_seed(variant), variant=variant)
    match.play(0, PlaceTile(12, 0))
    app, table = open_table(match)
    board = table.board
    row, col = scarab_quarters(match.state.revealed[-1], 0, 12)[0]
    source = board.rect(f"treasure_{colour}").center
    target = board.main.quarter_rect(row, col).center
    feed(app, *drag(source, target))
    assert match.log[-1] == (0, PlaceTreasure(row, col, colour))
    assert "treasure" in table.message


def test_the_basic_game_offers_only_the_colour_next_in_order():
    match = start(seed=scarab_seed())
    match.play(0, PlaceTile(12, 0))
    app, table = open_table(match)
    board = table.board
    row, col = scarab_quarters(match.state.revealed[-1], 0, 12)[0]
    source = board.rect("treasure_green").center
    target = board.main.quarter_rect(row, col).center
    feed(app, *drag(source, target))
    assert len(match.log) == 1, "green cannot be picked up while blue pieces are left"
    feed(app, *click(target))  # a click on the scarab places the blue one
    assert match.log[-1] == (0, PlaceTreasure(row, col, "blue"))
    feed(app, *click(target))
    assert "already holds a treasure" in table.message
    assert len(match.log) == 2


def test_a_treasure_dropped_off_the_scarabs_is_refused_in_the_games_words():
    match = start(seed=scarab_seed())
    match.play(0, PlaceTile(12, 0))
    app, table = open_table(match)
    board = table.board
    state = match.state
    scarabs = scarab_quarters(match.state.revealed[-1], 0, 12)
    plain = next((r, c) for r in (4, 5) for c in (4, 5) if (r, c) not in scarabs) \
        if len(scarabs) < 4 else (0, 0)
    source = board.rect("treasure_blue").center
    target = board.main.quarter_rect(*plain).center
    feed(app, *drag(source, target))
    assert table.message == GAME.check(state, 0, PlaceTreasure(*plain, "blue"))
    assert board.drag.spring is not None
    assert match.state is state and len(match.log) == 1


@pytest.mark.parametrize("portal,side", [("south", "left"), ("west", "right"),
                                         ("east", "left")])
def test_a_click_on_a_portal_choice_commits_the_entrance(portal, side):
    match = start()
    app, table = open_table(match)
    board = table.board
    gap = max(3, round(board.main.quarter * 0.08))
    rect = board.main.entrance_rect(portal, side, gap)
    assert not rect.colliderect(board.main.frame), "the choices lie outside the pyramid"
    assert table.board.hover_hint(rect.center, table.view(), 0).startswith(
        f"Enter by the {portal} portal, {side} side")
    feed(app, motion(rect.center), *click(rect.center))
    assert match.log == [(0, ChooseEntrance(portal, side))]


def test_turn_three_insists_on_the_entrance():
    match = start()
    play_until(match, lambda s: len(s.revealed) == 3 and s.current[0] is not None,
               skip=(ChooseEntrance,))
    app, table = open_table(match)
    view = table.view()
    assert table.board.prompt(view, 0) == "choose your entrance (turn 3 is the last chance)"
    done = next(b for b in table.buttons if b.label == "Done")
    assert not done.enabled


def test_the_curtain_hides_a_bet_before_the_second_player_sees_the_table():
    match = start(players=2, options=("betting",))
    play_until(match, lambda s: s.phase == "bet")
    app, table = open_table(match)
    board = table.board
    assert isinstance(app.stack[-1], CurtainScene), "nobody has taken a seat yet"
    feed(app, key(pygame.K_RETURN))
    assert table.viewer == 0 and set(match.to_act()) == {0, 1}
    assert board.secret(table.view(), 0) and board.secret(GAME.view(match.state, 1), 1)
    high = board.rect("bet_high").center
    feed(app, *click(high))
    assert match.log[-1] == (0, Bet("high"))
    assert isinstance(app.stack[-1], CurtainScene), "the curtain comes up at once"
    assert table.viewer == 0
    assert board.panel_lines(GAME.view(match.state, 0), 0, 0)[-1] == "Your bet: High (hidden)"
    assert is_hidden(GAME.view(match.state, 1).bets[0])
    feed(app, key(pygame.K_RETURN))
    assert app.stack[-1] is table and table.viewer == 1
    assert board.panel_lines(table.view(), 0, 1)[-1] == "Bet placed face down"
    low = board.rect("bet_low").center
    slot = board.rect("supply").center
    feed(app, *drag(low, slot))
    assert match.log[-1] == (1, Bet("low"))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players,variant,options", [
    (5, "basic", ()), (1, "professional", ()), (3, "professional", ("betting",))])
def test_the_scene_renders_at_every_size(size, players, variant, options):
    match = start(players=players, seed=3, variant=variant, options=options)
    play_until(match, lambda s: len(s.revealed) >= 8 and s.phase == "turn"
               and all(c is None for c in s.current))
    app, table = open_table(match, size)
    board = table.board
    area = table.rects["board"]
    assert area.contains(board.main.frame)
    for grid in board.others:
        assert area.contains(grid.frame)
    frames = app.frames
    app.dirty = True
    app.step(0.0, [])
    assert app.frames == frames + 1
    supply = board.rect("supply").center
    target = board.main.space_rect(next(i for i, t in enumerate(match.state.boards[table.viewer])
                                        if t is None)).center
    feed(app, down(supply), motion(target))
    app.dirty = True
    app.step(0.0, [])
    feed(app, up(target))
    assert board.tiles.pending_for(table.view(), table.viewer) is not None


def test_the_hunter_walks_the_new_path_and_then_the_board_is_idle():
    for seed in range(50):
        match = start(seed=seed)
        number = match.state.revealed[-1]
        empty = match.state.boards[0]
        turns = [r for r in range(4) if rules.path(
            (*empty[:10], (number, r), *empty[11:]), "west", "left")]
        if turns:
            break
    match.play(0, ChooseEntrance("west", "left"))
    app, table = open_table(match)
    supply = table.board.rect("supply").center
    target = table.board.main.space_rect(10).center
    feed(app, down(supply), *[key(pygame.K_r)] * turns[0], motion(target), up(target),
         key(pygame.K_RETURN))
    assert match.log[-1] == (0, PlaceTile(10, turns[0]))
    assert table.board.animating, "the treasure hunter walks the new path"
    settle(app, 3.0)
    assert not table.board.animating and not table.animating


def test_undo_takes_the_tile_back_to_the_supply():
    match = start()
    app, table = open_table(match)
    feed(app, *table.board.demo_gesture(table.view(), 0))
    assert isinstance(match.log[-1][1], PlaceTile)
    feed(app, key(pygame.K_z, pygame.KMOD_CTRL))
    assert match.log == []
    assert table.board.prompt(table.view(), 0) == f"place tile {match.state.revealed[-1]}"


@pytest.mark.parametrize("players,variant,options,seed", [
    (1, "basic", (), 4), (2, "professional", ("betting",), 5), (5, "basic", ("betting",), 6)])
def test_demo_gestures_make_legal_moves_from_many_states(players, variant, options, seed):
    match = start(players=players, seed=seed, variant=variant, options=options)
    app, table = open_table(match)
    kinds = set()
    for _ in range(70 if players < 5 else 110):
        if GAME.is_over(match.state):
            break
        for _ in range(3):
            if isinstance(app.stack[-1], CurtainScene):
                feed(app, key(pygame.K_RETURN))
        assert app.stack[-1] is table
        seat = table.viewer
        before = len(match.log)
        gesture = table.board.demo_gesture(table.view(), seat)
        assert gesture, f"no gesture for seat {seat} in {match.state.phase}"
        feed(app, *gesture)
        settle(app, 0.1)
        assert len(match.log) == before + 1, table.message
        kinds.add(type(match.log[-1][1]).__name__)
    expected = {"PlaceTile", "EndTurn", "ChooseEntrance"}
    if options:
        expected.add("Bet")
    assert expected <= kinds


def test_escape_takes_a_held_tile_home_instead_of_opening_the_menu():
    match = start()
    app, table = open_table(match)
    board = table.board
    supply = board.rect("supply").center
    space3, space4 = board.main.space_rect(3).center, board.main.space_rect(4).center
    feed(app, down(supply), motion(space3), key(pygame.K_ESCAPE))
    assert app.stack[-1] is table and board.drag.dragging is None
    assert board.drag.spring is not None
    settle(app, 1.0)
    assert not board.animating and match.log == []
    assert board.tiles.pending_for(table.view(), 0) is None
    feed(app, *drag(supply, space3))
    feed(app, down(space3), motion(space4), key(pygame.K_ESCAPE))
    settle(app, 1.0)
    assert board.tiles.pending_for(table.view(), 0) == (3, 0), \
        "a lifted tile goes back where it lay"
    feed(app, key(pygame.K_RETURN))
    assert match.log == [(0, PlaceTile(3, 0))]


def test_the_tile_art_shows_the_openings_the_rules_use_in_every_rotation():
    """Sampled beside the middle of each quarter side: light floor where the rules say
    the side is open, dark wall where it is closed, for all 19 tiles turned 0–3 times."""
    from pharaohs.games.labyrinth.board.pyramid import tile_name
    from pharaohs.games.labyrinth.rules.geometry import QUARTER_POS

    app, table = open_table(start())
    size, inset = 128, 6
    half = size // 2
    for number in data.TILE_DESIGNS:
        for rotation in range(4):
            image = table.board.pictures.get(tile_name(number), size, size, rotation)
            for (dr, dc), (sides, _) in zip(QUARTER_POS, rules.tile_quarters(number, rotation),
                                            strict=True):
                x0, y0 = dc * half, dr * half
                points = {"N": (x0 + half // 2, y0 + inset),
                          "S": (x0 + half // 2, y0 + half - 1 - inset),
                          "W": (x0 + inset, y0 + half // 2),
                          "E": (x0 + half - 1 - inset, y0 + half // 2)}
                for side, point in points.items():
                    colour = image.get_at(point)
                    light = 0.3 * colour.r + 0.59 * colour.g + 0.11 * colour.b > 140
                    assert light == (side in sides), (number, rotation, (dr, dc), side)


@pytest.mark.parametrize("hinted_rotation", [1, 3])
def test_a_tile_put_down_with_the_keys_after_a_hint_is_drawn_solid(hinted_rotation):
    """The hint lays its tile faintly where it would go, turned; once the player has put
    the tile down there unturned (Tab, Enter, Tab, Enter), the faint one is no longer
    drawn over it, so the waiting tile shows as solid as without a hint (the two were
    drawn one through the other)."""
    from key_hand import focus_on, press

    app, table = open_table(start(seed=3), (1024, 640))
    board = table.board
    board.show_hint(table.view(), 0, PlaceTile(12, hinted_rotation))
    focus_on(app, table, board.rect("supply").center)
    press(app, pygame.K_RETURN)
    focus_on(app, table, board.main.space_rect(12).center)
    press(app, pygame.K_RETURN)
    settle(app, 1.0)
    assert board.tiles.pending_for(table.view(), 0) == (12, 0)
    inside = board.main.space_rect(12).inflate(-10, -10)  # within the hint's outline

    def drawn():
        app.dirty = True
        app.step(FRAME, [])
        return pygame.image.tobytes(app.screen.subsurface(inside), "RGB")

    hinted = drawn()
    board.hinted = None
    assert hinted == drawn()


def test_a_tiles_number_never_covers_its_scarabs():
    """The number sits in the corner of a quarter without a scarab, turned with the tile,
    so neither a scarab nor the treasure on it lies under it (tile 1, 18 and 19 have a
    scarab in their north-west quarter, where the number used to be), at every size a
    tile is drawn, for every tile and every turn."""
    from pharaohs.games.labyrinth.board.pyramid import number_tag
    from pharaohs.games.labyrinth.rules.geometry import QUARTER_POS

    pygame.font.init()
    for side in (40, 68, 96, 130):
        surface = pygame.Surface((side, side))
        half = side // 2
        for number in data.TILE_DESIGNS:
            for rotation in range(4):
                tag = number_tag(surface, number, surface.get_rect(), rotation)
                for (dr, dc), (_sides, scarab) in zip(
                        QUARTER_POS, rules.tile_quarters(number, rotation), strict=True):
                    # the scarab, and a treasure on it, fill the middle of their quarter
                    middle = pygame.Rect(dc * half, dr * half, half, half).inflate(
                        -half // 2, -half // 2)
                    assert not (scarab and tag.colliderect(middle)), (side, number, rotation)


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_places_are_named_as_the_big_pyramids_edge_shows_them(size):
    """One way of naming places, the one on the board: the rim shows the columns' letters
    above them and the rows' numbers beside them, and the move log, the prompt, the
    hover hints, the refusals and the solo note name a tile's space ("B3") and a
    treasure's quarter ("B3, north-west quarter") by them, never by row and column of
    one grid or the other."""
    from pharaohs import locale
    from pharaohs.games.labyrinth.board import hints, pyramid, words

    app, table = open_table(start(seed=scarab_seed()), size)
    board = table.board
    grid = board.main
    drawn = dict(pyramid.coordinates(grid))
    assert set(drawn) == set("ABCDE12345")
    space = 11  # the second space of the third row
    rect = grid.space_rect(space)
    assert rect.left < drawn["B"][0] < rect.right and drawn["B"][1] < grid.rect.top
    assert rect.top < drawn["3"][1] < rect.bottom and drawn["3"][0] < grid.rect.left
    assert rules.space_name(space) == "B3"
    assert rules.quarter_name(4, 2) == "B3, north-west quarter"
    assert rules.quarter_name(5, 3) == "B3, south-east quarter"

    view = table.view()
    feed(app, *drag(board.rect("supply").center, rect.center))
    assert board.prompt(table.view(), 0).startswith("confirm tile ") and " on B3 " in \
        board.prompt(table.view(), 0)
    assert "on B3" in board.hover_hint(rect.center, table.view(), 0)
    feed(app, key(pygame.K_RETURN))
    tile = view.revealed[-1]
    assert table.message.endswith(f"lays tile {tile} on B3.")
    row, col = scarab_quarters(tile, 0, space)[0]
    place = rules.quarter_name(row, col)
    assert place.startswith("B3, ")
    assert hints.hover_hint(board, grid.quarter_rect(row, col).center, table.view(), 0) == \
        f"Click to place a blue treasure (1) on {place}"
    feed(app, *click(grid.quarter_rect(row, col).center))
    assert table.message.endswith(f"puts a blue treasure (1) on tile {tile} ({place}).")
    after = table.view()
    assert any(f"Blue 1 on {place}: 0, " in str(line)
               for line, _bold in words.solo_lines(after, "no best score yet"))
    assert GAME.check(view, 0, PlaceTile(99, 0)) == \
        "That is not a space of your board: they run from A1 to E5."
    locale.set_language("de")
    try:
        said = locale.tr(words.describe(board, 0, PlaceTile(space, 0), view, after))
        spot = locale.tr(place)
    finally:
        locale.set_language("en")
    assert said == f"legt Plättchen {tile} auf B3."
    assert spot.startswith("B3, ") and spot.endswith("viertel")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_the_small_pyramids_say_their_paces_in_full_german_words(size):
    """Under each other player's name, the length of the path in whole words ("8
    Schritte", once "8 S"), and the betting standing as a German player says it ("2
    Treffer, noch dabei", once "2 richtig, dabei")."""
    from drawn_text import BoardDrawing, drawn_lines

    from pharaohs import locale
    from pharaohs.games.labyrinth.board import words

    match = start(players=5, seed=4, options=("betting",))
    play_until(match, lambda s: len(s.revealed) >= 8 and s.phase == rules.TURN)
    app, table = open_table(match, size)
    locale.set_language("de")
    try:
        for _ in range(8):
            if app.stack[-1] is table:
                break
            app.step(FRAME, [key(pygame.K_RETURN)])
        board = table.board
        drawing = BoardDrawing(board)
        with drawn_lines(drawing) as lines:
            board.resize(board.area)
            app.dirty = True
            app.step(FRAME, [])
        view = table.view()
        main = board.main_seat(view, table.viewer)
        wanted = [locale.tr(words.paces(len(rules.entrance_path(view, seat))))
                  for seat in board.other_seats(view, main) if view.entrances[seat]]
        standing = {locale.tr(words.bet_record(view, seat)) for seat in range(view.players)}
    finally:
        locale.set_language("en")
    assert wanted and all(w.endswith(("Schritt", "Schritte")) for w in wanted)
    assert set(wanted) <= set(lines), (wanted, lines)
    assert lines.cut == []
    assert all(s.startswith("Wettrunde ") and ("Treffer" in s) for s in standing), standing
    assert not any(s.endswith(", dabei") or " richtig" in s for s in standing)
