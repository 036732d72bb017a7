"""Issue 13, "Endings worth reading": the results screen of Dahschur and Im Bann marks on
the final board where each scored item lies (not "row 9, column 7"), and pointing at a
row of the table marks that row's places, as Labyrinth, Ra and Saqqara do. Driven
through the real table and results scenes with synthetic events."""

from __future__ import annotations

import pygame
import pytest
from drawn_text import BoardDrawing, drawn_lines
from test_turns_and_endings import finished, results_of

from pharaohs.games import get_game
from pharaohs.games.dahschur.board import scored as dahschur_scored
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules.data import plate_owner
from pharaohs.games.dahschur.rules.points import (
    AP_AVENUE,
    AP_DISCS,
    AP_FELLOW_DISCS,
    AP_PLATES,
)
from pharaohs.games.im_bann.board import drawing, places
from pharaohs.games.im_bann.rules import data as im_bann_data
from pharaohs.ui.kit.gestures import click

#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def spots(rects) -> set:
    return {tuple(r) for r in rects}


def point_at(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0))])


def row_of(results, msgid):
    return next(i for i, row in enumerate(results.rows) if str(row.category) == msgid)


def pixels(app, rect):
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def assert_pointing_marks(app, results, index):
    """Pointing at row ``index`` marks its places: the pixels around each place differ
    from when the pointer is on another row (which leaves them unmarked)."""
    marked = [results.miniature.shown(r) for item in results.rows[index].items[results.chosen]
              for r in item.spots]
    assert marked, "the row has places to mark"
    other = next(i for i in range(len(results.rows)) if i != index)
    point_at(app, results.row_rects[other].center)
    app.step(0.016, [])
    plain = [pixels(app, r.inflate(8, 8)) for r in marked]
    point_at(app, results.row_rects[index].center)
    app.step(0.016, [])
    assert results.pointed == index
    lit = [pixels(app, r.inflate(8, 8)) for r in marked]
    assert all(a != b for a, b in zip(plain, lit, strict=True)), "each place is marked"


# -- Dahschur ---------------------------------------------------------------------------------
def test_dahschur_who_set_a_gem_or_a_disc_is_read_from_the_moves_played():
    """Gems and discs carry no colour on the board, so their setter comes from the log."""
    log = [(0, M.PlaceGem(1, 0)), (1, M.PlaceGem(2, 1)), (0, M.EndAction()),
           (1, M.PlaceDisc("gold", 5, 2, 0)), (2, M.PlaceDisc("silver", 3, 0, 2))]
    gems, discs = dahschur_scored.setters(log)
    assert gems == {0: 0, 1: 1}
    assert discs == {(2, 0): 1, (0, 2): 2}


@pytest.mark.parametrize("players", [2, 3])
def test_dahschur_results_mark_each_scored_category_on_the_final_board(players):
    """"For setting gemstones on the splendid avenue the active player immediately
    receives AP", "the fellow players receive" AP for the plates with their symbol, and
    a disc in a burial chamber scores for its placer and the card's owner: the results
    mark the very plates and chamber cards, each inside the final board."""
    match = finished("dahschur", players)
    app, results = results_of(match)
    seat, view = results.chosen, results.final_view
    board = results.final_board()
    items = {i: row.items[seat][0] for i, row in enumerate(results.rows)}
    for item in items.values():
        assert bool(item.spots) == bool(item.points), item.label
        assert all(results.board_box.contains(results.miniature.shown(r)) for r in item.spots)
    set_by_seat = [m.plate for s, m in match.log if isinstance(m, M.PlaceGem) and s == seat]
    assert spots(items[AP_AVENUE].spots) == spots(board.rect(f"plate_{p}") for p in set_by_seat)
    own_plates = [p for p in range(view.filled) if plate_owner(view.avenue[p]) == seat
                  and p not in set_by_seat]
    if items[AP_PLATES].points:
        assert spots(items[AP_PLATES].spots) == spots(board.rect(f"plate_{p}") for p in own_plates)
    laid = [(s, m) for s, m in match.log if isinstance(m, M.PlaceDisc)]
    assert spots(board.rect(f"chamber_{m.chamber}_{m.owner}") for s, m in laid
                 if s == seat) == spots(items[AP_DISCS].spots)
    assert spots(board.rect(f"chamber_{m.chamber}_{seat}") for s, m in laid
                 if m.owner == seat != s) == spots(items[AP_FELLOW_DISCS].spots)
    marked = next(i for i, row in enumerate(results.rows) if row.items[seat][0].spots)
    assert_pointing_marks(app, results, marked)


def test_dahschur_choosing_another_player_marks_that_players_places():
    match = finished("dahschur", 3, seed=5)
    app, results = results_of(match)
    other = (results.chosen + 1) % 3
    row = results.row_rects[0]
    app.step(0.016, click((results.cell_x[other] + results.col_w // 2, row.centery)))
    app.step(0.016, [])
    assert results.chosen == other
    avenue = results.rows[AP_AVENUE].items[other][0]
    board = results.final_board()
    placed = {m.plate for s, m in match.log if isinstance(m, M.PlaceGem) and s == other}
    assert spots(avenue.spots) == spots(board.rect(f"plate_{p}") for p in placed)


# -- Im Bann der Pyramide -----------------------------------------------------------------------
def test_im_bann_results_mark_the_chamber_open_adventures_mummy_and_showcase():
    """A player who did not reach the King's Chamber scores the adventures not completed
    as minus points, 3 more with the mummy, less the showcase's sum: the results mark
    those adventure cards, the mummy and the equipment in that player's showcase; the
    winner's line marks the King's Chamber."""
    match = finished("im_bann", 3)
    app, results = results_of(match)
    view = match.game.view(match.state, results.chosen)
    board = results.final_board()
    for seat in range(3):
        for row in results.rows:
            for item in row.items[seat]:
                assert all(results.board_box.contains(results.miniature.shown(r))
                           for r in item.spots)
                if str(item.label) == "Adventures not completed":
                    assert len(item.spots) == im_bann_data.CHAMBER + 1 - view.stages[seat]
                elif str(item.label) == "Entered the King's Chamber":
                    assert board.rect("chamber") in item.spots
                elif str(item.label) in ("The mummy", "Showcase"):
                    box = places.seat_rect(board, view, seat)
                    assert item.spots and all(box.colliderect(r) for r in item.spots)
    winner = match.game.result(match.state).winners[0]
    assert results.chosen == winner
    assert_pointing_marks(app, results, row_of(results, "Entered the King's Chamber"))
    loser = next(s for s in range(3) if s != winner)
    app.step(0.016, click((results.cell_x[loser] + results.col_w // 2,
                           results.row_rects[0].centery)))
    app.step(0.016, [])
    assert results.chosen == loser
    assert_pointing_marks(app, results, row_of(results, "Adventures not completed"))


def test_im_bann_series_results_mark_each_game_in_the_series_table():
    """A series is won by the fewest minus points over its games: each game's line marks
    the player's number of that game in the series table on the board."""
    from pharaohs.games.im_bann.rules.data import MULTIGAME

    match = finished("im_bann", 3, seed=4, options=(MULTIGAME,))
    app, results = results_of(match)
    board = results.final_board()
    view = results.final_view
    hand = board.rect("hand")
    for game, row in enumerate(results.rows):
        (item,) = row.items[results.chosen]
        assert item.spots == (drawing.series_cell(board, view, results.chosen, game),)
        assert hand.contains(item.spots[0])
    assert_pointing_marks(app, results, 1)


@pytest.mark.parametrize("game_id", ["dahschur", "ra_dice", "labyrinth", "im_bann", "saqqara"])
def test_no_category_is_cut_in_german_at_1024_by_640(game_id):
    """Texts are measured in the target language (issue 7): the long German category
    names ("Plättchen der Mitspieler auf eigenen Karten") wrap onto two lines in the
    results table instead of ending in "…", with the most players the game has."""
    from pharaohs import locale

    game = get_game(game_id)
    match = finished(game_id, game.max_players)
    app, results = results_of(match, (1024, 640))
    try:
        locale.set_language("de")
        results.resize(results.size)
        categories = {locale.tr(row.category) for row in results.rows}
        assert categories - {str(row.category) for row in results.rows}, "in German"
        with drawn_lines() as drawn:
            app.dirty = True
            app.step(0.016, [])
    finally:
        locale.set_language("en")
    words = {word for line in drawn for word in line.split()}
    for category in categories:
        assert set(category.split()) <= words, f"{category!r} not drawn whole; cut: {drawn.cut}"


@pytest.mark.parametrize("game_id", ["dahschur", "ra_dice", "labyrinth", "im_bann", "saqqara"])
def test_long_names_and_german_categories_are_whole_in_the_results_at_1024_by_640(game_id):
    """Five long names and long German categories share the small window's table: the
    table takes more of the width from the final board beside it ("Maximili…",
    "In die Königskammer…" were cut), so every name and category is drawn whole."""
    from pharaohs import locale

    names = ("Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette")
    game = get_game(game_id)
    match = finished(game_id, game.max_players, names=names)
    locale.set_language("de")
    try:
        app, results = results_of(match, (1024, 640))
        with drawn_lines() as drawn:
            app.dirty = True
            app.step(0.016, [])
    finally:
        locale.set_language("en")
    assert drawn.cut == []
    assert set(names[:game.max_players]) <= set(drawn)
    assert results.board_box.width > 0.25 * app.screen.get_width(), "the board still shown"


@pytest.mark.parametrize("game_id", ["dahschur", "ra_dice", "labyrinth", "im_bann", "saqqara"])
def test_the_final_board_cuts_no_word_in_german_at_1024_by_640(game_id):
    """The final board beside the table is the board as it was played, shrunk: drawn
    straight into its small box, its words kept their least readable size and were cut
    ("Königskammer…", "Nachzie…"); drawn at play size and shrunk as a picture, none is."""
    from pharaohs import locale

    game = get_game(game_id)
    match = finished(game_id, game.max_players)
    app, results = results_of(match, (1024, 640))
    board = results.final_board()
    drawing = BoardDrawing(board)
    try:
        locale.set_language("de")
        results.resize(results.size)
        with drawn_lines(drawing) as drawn:
            app.dirty = True
            app.step(0.016, [])
    finally:
        locale.set_language("en")
    assert drawn, "the board drew its words"
    assert results.miniature.area.width < board.placement.board_rect.width, "shrunk"
    assert results.board_box.contains(results.miniature.area)
    assert drawn.cut == []


def test_the_miniature_maps_board_places_into_its_box_and_survives_a_tiny_window():
    """The whole board drawn at play size lands on the miniature's area, and a window
    forced tiny (the box shrunk below nothing) draws nothing instead of raising."""
    from pharaohs.ui.kit.miniature import Miniature

    app, results = results_of(finished("ra_dice", 2), (1024, 640))
    board, mini = results.final_board(), results.miniature
    shown = mini.shown(board.placement.board_rect)
    assert mini.factor < 1 and abs(shown.width - mini.area.width) <= 1
    assert abs(shown.x - mini.area.x) <= 1 and abs(shown.bottom - mini.area.bottom) <= 1
    surface = pygame.Surface((40, 40))
    for box in (pygame.Rect(5, 5, -3, -3), pygame.Rect(0, 0, 1, 1)):
        Miniature(board, box).draw(surface, results.final_view, 0)
