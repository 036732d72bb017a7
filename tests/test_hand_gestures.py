"""A move's gesture makes that very move (issue 12's hints, issue 13's keyboard): where
``KEYS.reach`` says a hand takes hold of a move and lets go is where a hint marks it and
the keyboard's spots are, so a click or a drag there (or the button that makes the move)
must commit exactly that move. For the kinds of move an Easy game of every game reaches,
``board.gesture`` is fed through the window of a fresh table at that position, as a
player's hand would make it, and the move the table commits is compared; the first
move of each kind is made once more with the keyboard alone (Tab, Enter). The mouse reads
the same table (``ui.kit.reach``): where a move lets go glows while its piece is held and
a drop there means that move, where a click makes it glows and a click there means it;
and a drop where no legal move goes says why. The same places let hovering say what a
click there, or letting go of a held piece there, would do."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from key_hand import by_keys

from pharaohs.ai.players import choose_move
from pharaohs.core import Match
from pharaohs.core.i18n import _
from pharaohs.core.rng import Rng
from pharaohs.games import GAMES, get_game
from pharaohs.smoke import _feed, _settle, _take_seat, open_table
from pharaohs.ui.frame.app import App
from pharaohs.ui.kit import reach
from pharaohs.ui.kit.gestures import drag

#: each kind of move is made by its gesture this many times (at different positions)
TIMES = 3
#: moves of the Easy game the test follows, at most
STEPS = 600


def _new_kinds(game, state, tried) -> bool:
    """Whether a seat to act has a kind of move not yet made ``TIMES`` times."""
    return any(tried[type(move).__name__] < TIMES for seat in game.to_act(state)
               for move in game.legal_moves(game.view(state, seat), seat))


def _fresh_table(app, game, match):
    """A new table at the position of ``match`` (a copy), its seat taken."""
    copy = Match(game, match.seats, match.seed, match.variant, match.options, match.state)
    table = open_table(app, copy)
    return table, _take_seat(app, table)


def _tries(app, game, match, tried, step):
    """At the position of ``match``, a move of the least tried kind made by its gesture
    (the first of its kind also with the keys, on another table): for each way,
    ``(seat, move)``, the moves the table committed and its message."""
    table, seat = _fresh_table(app, game, match)
    view = table.view(seat)
    legal = game.legal_moves(view, seat)
    fewest = min(tried[type(m).__name__] for m in legal)
    kind = [m for m in legal if tried[type(m).__name__] == fewest]
    move = kind[step * 7 % len(kind)]
    tried[type(move).__name__] += 1
    wrong = _mouse_misreads(table.board, view, seat, move)
    gesture = table.board.gesture(view, seat, move)
    _feed(app, gesture)
    _settle(app)
    made = [("mouse", (seat, move), table.match.log, table.message),
            ("the kit's reading of reach", (seat, move), [wrong or (seat, move)], wrong)]
    if fewest == 0:
        table, seat = _fresh_table(app, game, match)
        by_keys(app, table, table.board.gesture(view, seat, move))
        made.append(("keys", (seat, move), table.match.log, table.message))
    return made


def _mouse_misreads(board, view, seat, move) -> str | None:
    """What the kit's mouse path gets wrong about ``move`` from ``reach``, or None: each
    place it lets go of glows while its piece is held and a drop there means a move of
    the same kind; each place it is clicked on glows and a click there means it (a board
    with a click target of its own, Labyrinth's tile waiting, is the board's)."""
    board.view, board.viewer = view, seat
    for start, end in board.reach(view, seat, move):
        home = reach.rect_of(board, start)
        if end is None and not start.events:
            lit = [reach.rect_of(board, p) for p in reach.click_places(board, view, seat)]
            meant = reach.clicked(board, view, seat, start.centre)
        elif end is not None and end != start:
            lit = [reach.rect_of(board, p) for p in reach.targets(board, view, seat, home)]
            meant = reach.dropped(board, view, seat, home, end.centre)
        else:
            continue
        place = start if end is None else end
        if reach.rect_of(board, place) not in lit:
            return f"{place} does not glow"
        if move not in meant and not any(type(m) is type(move) for m in meant):
            return f"{place} means {meant}"
    return None


@pytest.mark.parametrize("game_id, most", [(g, most) for g in GAMES for most in (False, True)])
def test_every_kind_of_move_is_made_by_its_gesture(game_id, most, home):
    """With three seats and with the most the game allows."""
    game = get_game(game_id)
    players = game.max_players if most else max(game.min_players, min(game.max_players, 3))
    match = Match.start(game, [(f"P{i}", "human") for i in range(players)], 5)
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    tried, wrong, rng = Counter(), [], Rng(7)
    for step in range(STEPS):
        if game.is_over(match.state):
            break
        if _new_kinds(game, match.state, tried):
            for way, wanted, log, message in _tries(app, game, match, tried, step):
                if log[:1] != [wanted]:
                    wrong.append(f"{wanted[1]!r} by {way}: made {log[:1]} ({message})")
        actor = game.to_act(match.state)[0]
        chosen, rng = choose_move(game, match.state, actor, rng, "easy", timed=False)
        match.play(actor, chosen)
    assert len(tried) >= 3, tried
    assert wrong == []


def _first(game_id: str, kind: str):
    """The table at the first position of an Easy game where the seat at the screen may
    make a move of ``kind``: the app, the table, the seat, its view and the move."""
    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(3)], 5)
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    rng = Rng(7)
    for _step in range(STEPS):
        table, seat = _fresh_table(app, game, match)
        view = table.view(seat)
        found = [m for m in game.legal_moves(view, seat) if type(m).__name__ == kind]
        if found:
            return app, table, seat, view, found[-1]
        actor = game.to_act(match.state)[0]
        chosen, rng = choose_move(game, match.state, actor, rng, "easy", timed=False)
        match.play(actor, chosen)
    pytest.fail(f"no {kind} in {STEPS} moves")


@pytest.mark.parametrize("game_id, kind", [("dahschur", "PlaceGem"), ("im_bann", "PlayCard"),
                                           ("saqqara", "Build")])
def test_a_piece_held_over_its_place_says_what_letting_go_does(game_id, kind, home):
    """Hover shows what a drop would do (design.md, look and feel): with a piece taken
    where a move takes hold of it, over where that move lets go the tooltip says the move
    as a hint words it; back over where it was taken, nothing."""
    app, table, seat, view, move = _first(game_id, kind)
    (start, end), *_others = table.board.reach(view, seat, move)
    _feed(app, drag(start.centre, end.centre)[:-1])  # held there, not let go
    assert table.board.holding
    said = table.board.hover_hint(end.centre, view, seat)
    assert said == _("Let go here: {move}", move=table.move_words(move))
    assert table.board.hover_hint(start.centre, view, seat) is None


@pytest.mark.parametrize("game_id, kind", [("dahschur", "UsePrince"), ("dahschur", "TakeSilver"),
                                           ("im_bann", "TurnDepot"), ("im_bann", "PutBack"),
                                           ("saqqara", "TakeCard")])
def test_a_place_a_click_plays_says_what_the_click_does(game_id, kind, home):
    """Hover shows what a click would do: over a place where a click makes a move, the
    tooltip says the move as a hint words it (after what the place itself is)."""
    _app, table, seat, view, move = _first(game_id, kind)
    (start, end), *_others = table.board.reach(view, seat, move)
    assert end is None, "a move made with a click"
    said = table.board.hover_hint(start.centre, view, seat)
    assert str(said).endswith(_("Click: {move}", move=table.move_words(move)))


def _plates(board, view, seat):
    return [board.rect(f"plate_{i}") for i in range(len(view.avenue))]


def _quarters(board, view, seat):
    size = board.main.cells
    return [board.main.quarter_rect(r, c) for r in range(size) for c in range(size)]


def _fellows(board, view, seat):
    from pharaohs.games.im_bann.board.places import seat_rect

    return [seat_rect(board, view, other) for other in range(view.players) if other != seat]


def _dice_targets(board, view, seat):
    from pharaohs.games.ra_dice.board.gestures import TARGETS

    return [board.rect(t) for t in TARGETS if not t.startswith("disaster_")]


#: per game, a kind of move made with a drag, and the places to let its piece go where
#: perhaps no legal move goes (the first of them off every lit place is taken)
ELSEWHERE = [("dahschur", "PlaceGem", _plates), ("saqqara", "BidGood",
                                                lambda b, v, s: [b.rect("tray")]),
             ("labyrinth", "PlaceTreasure", _quarters), ("im_bann", "PlayCard", _fellows),
             ("ra_dice", "Pharaoh", _dice_targets)]


@pytest.mark.parametrize("game_id, kind, places", ELSEWHERE)
def test_a_piece_let_go_where_no_legal_move_goes_says_why(game_id, kind, places, home):
    """The mouse's drop, read from ``reach``: the piece of a move let go on a place that
    does not glow for it makes no move and springs back with a sentence (the rules', or
    the board's where no move is meant there: a card on a fellow player's showcase)."""
    app, table, seat, view, move = _first(game_id, kind)
    board = table.board
    (start, end), *_others = board.reach(view, seat, move)
    _feed(app, drag(start.centre, start.centre)[:1])  # taken in hand
    assert board.holding
    lit = [reach.rect_of(board, p) for p in reach.targets(board, view, seat,
                                                          board.drag.dragging.home)]
    off = next(r for r in places(board, view, seat) if not any(
        t.collidepoint(r.center) for t in lit) and not pygame.Rect(start.rect).collidepoint(
        r.center))
    _feed(app, drag(start.centre, off.center)[1:])
    _settle(app)
    assert table.match.log == [] and not board.holding
    assert table.message and str(table.message) != _("That is not possible here.")


@pytest.mark.parametrize("game_id", GAMES)
def test_reach_answers_for_every_move_the_game_can_describe(game_id, home):
    """A drop where no legal move goes asks the rules about the move of ``move_space``
    that ``reach`` lets go there (``reach.refused``), so ``reach`` answers for every
    move the game can describe, legal or not, with places on the board: along an Easy
    game, at every position the seat at the screen acts in, no move's places raise."""
    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(3)], 5)
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    rng, asked = Rng(7), 0
    for step in range(STEPS // 3):
        if game.is_over(match.state):
            break
        if step % 5 == 0:
            table, seat = _fresh_table(app, game, match)
            board, view = table.board, table.view(seat)
            board.view, board.viewer = view, seat
            for move in game.move_space(view, seat):
                for start, end in board.KEYS.reach(board, view, seat, move):
                    for place in (start, end):
                        assert place is None or reach.rect_of(board, place).width > 0
                asked += 1
        actor = game.to_act(match.state)[0]
        chosen, rng = choose_move(game, match.state, actor, rng, "easy", timed=False)
        match.play(actor, chosen)
    assert asked > 100


@pytest.mark.parametrize("game_id, kind, mark", [
    ("dahschur", "PlaceGem", lambda m: (f"plate_{m.plate}",)),
    ("dahschur", "TakeSilver", lambda m: (f"city_{m.city}",)),
    ("dahschur", "GiftPrince", lambda m: (f"gift_{m.space}",)),
    ("saqqara", "BidGood", lambda m: (f"hut_{m.slot}",)),
    ("saqqara", "Build", None), ("ra_dice", "Monument", None)])
def test_the_last_move_is_marked_where_reach_lets_go_of_it(game_id, kind, mark, home):
    """The last move's mark is the kit's (``KitBoard.mark_moved``): where ``reach`` lets
    go of the move (the end of its drag, not a wider place ``Around`` it; the place of a
    click), or the game's ``KEYS.marked`` where reach cannot say it (a prince card from
    a hand the table's view does not show); an undo forgets it."""
    app, table, seat, view, move = _first(game_id, kind)
    board = table.board
    wanted = mark(move) if mark else tuple(reach.let_go(board.KEYS.reach(board, view, seat,
                                                                         move)))
    _feed(app, board.gesture(view, seat, move))
    _settle(app)
    assert table.match.log[:1] == [(seat, move)]
    assert board.marks.get("last") == wanted and wanted
    board.undone(seat, table.view(seat))
    assert board.marks.get("last") is None


@pytest.mark.parametrize("game_id, kind", [("dahschur", "Offer"), ("saqqara", "BidGood"),
                                           ("labyrinth", "PlaceTreasure")])
def test_a_drop_that_means_an_illegal_move_says_the_rules_reason(game_id, kind, home):
    """A piece let go where ``reach`` puts a move of ``move_space`` that is not legal
    now makes no move and says the rules' own reason for that move (``reach.refused``):
    the board writes no copy of which move a drop means."""
    app, table, seat, view, move = _first(game_id, kind)
    board = table.board
    (start, _end), *_others = board.reach(view, seat, move)
    legal = table.game.legal_moves(view, seat)
    meant = next((m, end) for m in table.game.move_space(view, seat) if m not in legal
                 for s, end in board.reach(view, seat, m) if s == start and end is not None
                 and not reach.dropped(board, view, seat, pygame.Rect(s.rect), end.centre))
    _feed(app, drag(start.centre, meant[1].centre))
    _settle(app)
    assert table.match.log == []
    assert str(table.message) == str(table.game.check(view, seat, meant[0]))


@pytest.mark.parametrize("game_id, kind", [("saqqara", "BidGood"), ("dahschur", "Offer"),
                                           ("ra_dice", "Pharaoh")])
def test_a_click_that_means_an_illegal_move_says_the_rules_reason(game_id, kind, home):
    """A click where ``reach`` puts a click of a move of ``move_space`` that is not legal
    now makes no move and says the rules' own reason for that move
    (``reach.click_refused``): the board writes no list of what a click there asks."""
    app, table, seat, view, move = _first(game_id, kind)
    board = table.board
    board.view, board.viewer = view, seat
    legal = table.game.legal_moves(view, seat)
    clicks = [(m, pygame.Rect(s.rect)) for m in table.game.move_space(view, seat)
              if m not in legal for s, end in board.reach(view, seat, m) if end is None]
    meant, place = next((m, r) for m, r in clicks
                        if reach.click_place(board, view, seat, r.center) is None
                        and all(o == m or not q.collidepoint(r.center) for o, q in clicks))
    _feed(app, drag(place.center, place.center, steps=0))
    _settle(app)
    assert table.match.log == []
    assert str(table.message) == str(table.game.check(view, seat, meant))
