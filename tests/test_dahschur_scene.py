"""The Dahschur board on screen, driven headless by the events a player's hand makes."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from pharaohs import games
from pharaohs.core import Match
from pharaohs.games.dahschur.rules import GAME
from pharaohs.games.dahschur.rules import data as D
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules import state as S
from pharaohs.games.dahschur.rules.points import total
from pharaohs.games.dahschur.rules.state import Card
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import reach
from pharaohs.ui.kit.gestures import click, drag, key

NAMES = ("Anna", "Ben", "Cleo", "Darius")
RUBY, EMERALD, SAPPHIRE = D.RUBY, D.EMERALD, D.SAPPHIRE


#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def start(players=4, state=None, size=(1280, 800), names=NAMES):
    match = Match.start(GAME, [(names[i], "human") for i in range(players)], "scene")
    if state is not None:
        match.state = state
    app = App(size, flags=0)
    table = TableScene(app, match)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    take_seat(app, table)
    return app, table, table.board


def take_seat(app, table):
    """Confirm the hot-seat curtain as the next player would."""
    for _ in range(5):
        if app.stack[-1] is table:
            return
        app.step(0.016, [key(pygame.K_RETURN)])
        app.apply_transitions()
    assert app.stack[-1] is table


def centre(board, name):
    return board.rect(name).center


def targets(board, start) -> set:
    """The places that glow while the piece taken at ``start`` (a spot or a rect) is held."""
    home = board.rect(start) if isinstance(start, str) else start
    return set(reach.targets(board, board.view, board.viewer, home))


def click_places(board, view) -> set:
    """The places that glow for a click of seat 0, with nothing in hand."""
    return set(reach.click_places(board, view, 0))


def plate(owner, gem):
    return owner * 6 + D.PLATE_GEMS.index(gem)


def acting(players=4, value=3, **changes):
    """Seat 0 has taken Ben's prince card ``value`` for an action."""
    state = GAME.setup(players, "scene")
    state = dataclasses.replace(
        state, phase=S.ACTIONS, step=S.CHOOSE, active=0, start=0, in_use=Card(1, value),
        gift=(None, Card(2, 1), Card(3, 6)), hands=((1, 2, 3, 4, 5, 6), (1, 2, 4, 5, 6),
                                                     (2, 3, 4, 5, 6), (1, 2, 3, 4, 5)))
    return dataclasses.replace(state, **changes)


def test_a_prince_card_is_dragged_from_the_hand_onto_the_gift():
    app, table, board = start()
    assert table.viewer == 1
    app.step(0.016, drag(centre(board, "hand_3"), centre(board, "gift_1")))
    assert table.match.log == [(1, M.GiftPrince(4, 1))]
    assert table.state.gift[1] == Card(1, 4), "the card lies where it was dropped"


def test_a_refused_gift_card_springs_back_with_the_reason():
    app, table, board = start()
    app.step(0.016, drag(centre(board, "hand_3"), centre(board, "gift_1")))
    take_seat(app, table)
    assert table.viewer == 2
    before = table.state
    app.step(0.016, drag(centre(board, "hand_3"), centre(board, "gift_2")))
    assert table.state is before and len(table.match.log) == 1
    assert "different values" in table.message
    assert board.drag.animating, "the card flies home"


def test_several_gems_in_one_action_one_refused_the_rest_committed_with_the_right_ap():
    """Drag one gem after another onto the avenue; a wrong gem springs back ("The next
    plate wants an emerald."); the running AP show in the prompt; End the action."""
    plates = (plate(1, RUBY), plate(2, EMERALD), plate(3, SAPPHIRE))
    base = GAME.setup(4, "scene")
    avenue = plates + tuple(p for p in base.avenue if p not in plates)
    state = acting(avenue=avenue, gems=((2, 1, 1), (0, 0, 0), (0, 0, 0), (0, 0, 0)))
    app, table, board = start(state=state)
    assert table.viewer == 0
    assert targets(board, "gems_0") == {"plate_0"}
    app.step(0.016, drag(centre(board, "gems_0"), centre(board, "plate_0")))
    assert total(table.state, 0) == 2
    assert board.marks.get("last") == ("plate_0",), "the last move stays outlined"
    assert table.message == "Anna: sets a ruby on the splendid avenue (2 AP in total)"
    app.step(0.016, drag(centre(board, "gems_0"), centre(board, "plate_1")))
    assert table.message == "The next plate wants an emerald."
    assert len(table.match.log) == 1 and board.drag.animating
    app.step(0.5, [])
    app.step(0.016, drag(centre(board, "gems_1"), centre(board, "plate_1")))
    app.step(0.016, drag(centre(board, "gems_2"), centre(board, "plate_2")))
    assert "+6 AP" in board.prompt(table.view(), 0)
    assert table.match.can_undo(0), "undo inside the action until it is committed"
    app.step(0.016, click(board.button("End action").rect.center))
    assert [m for _s, m in table.match.log] == [
        M.PlaceGem(RUBY, 0), M.PlaceGem(EMERALD, 1), M.PlaceGem(SAPPHIRE, 2), M.EndAction()]
    assert [total(table.state, s) for s in range(4)] == [6, 1, 2, 3]
    assert table.state.gems[0] == (1, 0, 0) and table.state.filled == 3


def test_undo_takes_back_a_gem_within_the_action():
    plates = (plate(1, RUBY),)
    base = GAME.setup(4, "scene")
    avenue = plates + tuple(p for p in base.avenue if p not in plates)
    app, table, board = start(state=acting(avenue=avenue, gems=((1, 0, 0),) * 4))
    app.step(0.016, drag(centre(board, "gems_0"), centre(board, "plate_0")))
    assert table.state.filled == 1
    table.undo()
    assert table.state.filled == 0 and total(table.state, 0) == 0


def test_the_merchant_is_dragged_along_the_street():
    app, table, board = start(state=acting(value=2))
    merchant = board.merchant_rect(table.view(), 0).center
    assert targets(board, board.merchant_rect(table.view(), 0)) == {"stall_1", "stall_2"}
    app.step(0.016, drag(merchant, centre(board, "stall_4")))
    assert "at most 2 market stalls" in table.message and table.match.log == []
    app.step(0.5, [])
    app.step(0.016, drag(merchant, centre(board, "stall_2")))
    assert table.match.log == [(0, M.MoveMerchant(2))] and table.state.step == S.MARKET
    assert board.tweens.get(("merchant", 0)) is not None, "the merchant glides to the stall"


def test_two_plates_are_swapped_by_dragging_one_onto_the_other():
    app, table, board = start(state=acting(value=3))
    before = table.state.avenue
    app.step(0.016, drag(centre(board, "plate_2"), centre(board, "plate_9")))
    assert "at most 3 plates apart" in table.message
    app.step(0.5, [])
    app.step(0.016, drag(centre(board, "plate_4"), centre(board, "plate_2")))
    assert table.match.log == [(0, M.SwapPlates(2, 4))]
    assert table.state.avenue[2] == before[4] and table.state.avenue[4] == before[2]


def test_an_offering_is_dragged_from_the_supply_along_the_procession():
    app, table, board = start(state=acting(value=3))
    assert targets(board, "goods_supply") == {"procession_0", "procession_1",
                                                   "procession_2"}
    app.step(0.016, drag(centre(board, "goods_supply"), centre(board, "procession_2")))
    assert table.match.log == [(0, M.Offer(M.FROM_SUPPLY, 2))]
    assert table.state.procession[2] == 0 and table.state.goods[0] == 9


def test_a_gift_card_is_clicked_to_use_it():
    state = dataclasses.replace(acting(), step="", in_use=None,
                                gift=(Card(1, 3), Card(2, 1), Card(3, 6)))
    app, table, board = start(state=state)
    assert click_places(board, table.view()) == {"gift_0", "gift_1", "gift_2"}
    app.step(0.016, click(centre(board, "gift_2")))
    assert table.match.log == [(0, M.UsePrince(2))]


def test_a_click_or_drop_between_the_numbered_places_changes_nothing():
    """A group's area and title share the prefix of its places ("gift_area", "city_title"):
    a click on the gift area beside its cards, or an offering dropped on the procession
    between its spaces, once raised instead of doing nothing (found by an event storm)."""
    state = dataclasses.replace(acting(value=3), step="", in_use=None,
                                gift=(Card(1, 3), Card(2, 1), Card(3, 6)))
    app, table, board = start(state=state)
    numbered = [board.rect(n) for n in board.layout.spots if n[-1].isdigit()]

    def between(name):
        r = board.rect(name)
        return next((x, y) for y in range(r.top + 1, r.bottom, 3) for x in range(r.left + 1,
                    r.right, 3) if not any(n.collidepoint(x, y) for n in numbered))

    for name in ("gift_area", "gift_title", "city_area", "city_title", "procession_area"):
        app.step(0.016, click(between(name)))
    app.step(0.016, drag(centre(board, "goods_supply"), between("procession_area")))
    assert table.match.log == [] and table.state == state


def test_a_disc_is_dragged_onto_a_burial_chamber_card():
    from pharaohs.games.dahschur.rules.burial import open_chambers

    base = GAME.setup(3, "scene")
    row = [None] * D.PROCESSION_SPACES
    row[12] = 0
    state = dataclasses.replace(base, discs=((("gold", 5),), (), ()),
                                chambers=((5, 4, 2), (2, 1, 6), (3, 5, 1)),
                                chamber_discs=((None,) * 3,) * 3, procession=tuple(row),
                                phase=S.TASKS)
    app, table, board = start(players=3, state=open_chambers(state))
    disc = board.disc_rects(table.view(), 0)[0][1].center
    assert targets(board, board.disc_rects(table.view(), 0)[0][1]) == {"finale_card_0_0",
                                                            "finale_card_2_1"}
    app.step(0.016, drag(disc, centre(board, "finale_card_1_0")))
    assert "must match" in table.message
    app.step(0.5, [])
    app.step(0.016, drag(disc, centre(board, "finale_card_2_1")))
    assert table.match.log == [(0, M.PlaceDisc("gold", 5, 2, 1))]
    assert GAME.is_over(table.state)


def test_a_long_order_of_offerings_is_told_in_full_names_and_never_cut_at_1024_by_640():
    """The finale names whose offering places a disc next, in turn; with many offerings
    and long names in a small window it names as many as fit and how many more follow,
    instead of ending in "…"."""
    from drawn_text import BoardDrawing, drawn_lines

    from pharaohs import locale
    from pharaohs.games.dahschur.board.words import finale_order
    from pharaohs.games.dahschur.rules.burial import open_chambers

    base = GAME.setup(4, "scene")
    row = tuple(space % 4 if space < 12 else None for space in range(D.PROCESSION_SPACES))
    discs = tuple((("gold", 5), ("silver", 2)) for _seat in range(4))
    state = open_chambers(dataclasses.replace(
        base, discs=discs, chambers=((5, 4, 2, 1),) * 4, chamber_discs=((None,) * 4,) * 4,
        procession=row, phase=S.TASKS))
    names = ("Friederike", "Maximilian", "Charlotte", "Konstantin")
    app, table, board = start(players=4, state=state, size=(1024, 640), names=names)
    assert table.state.phase == S.FINALE and len(table.state.finale) >= 8
    drawing = BoardDrawing(board)
    locale.set_language("de")
    try:
        with drawn_lines(drawing) as drawn:
            board.resize(board.area)
            app.dirty = True
            app.step(0.016, [])
        orders = [locale.tr(text) for text in finale_order(board, table.view())]
    finally:
        locale.set_language("en")
    assert drawn.cut == []
    (shown,) = [line for line in drawn if line.startswith("Opfergaben der Reihe nach")]
    assert shown in orders[1:], "a short form: not every name fits"
    first = names[table.state.procession[table.state.finale[0]]]
    assert shown.startswith(f"Opfergaben der Reihe nach: {first}, ")
    assert shown.endswith(" weitere")


def test_a_long_phase_2_shows_its_newest_lines_and_how_many_earlier_ones_the_moves_hold():
    """Phase 2 on the board: with more rolls, rewards, tributes and new city cards than
    its room holds at 1024×640, the newest lines stand under how many earlier ones the
    move log holds, where lines once went missing without a word."""
    from drawn_text import BoardDrawing, drawn_lines

    from pharaohs.games.dahschur.rules.state import Event

    events = (*(Event("roll", "reward_1", rolls=((0, k % 6 + 1), (1, k % 6 + 1)))
                for k in range(5)),
              *(Event("reward", f"reward_{n}", seat=n - 1, value=6) for n in (1, 2, 3)),
              *(Event("tribute", "cities", seat=k, value=8 + k) for k in range(4)),
              *(Event("refill", "cities", value=12 + k) for k in range(4)))
    state = dataclasses.replace(GAME.setup(4, "scene"), events=events)
    app, table, board = start(players=4, state=state, size=(1024, 640))
    drawing = BoardDrawing(board)
    with drawn_lines(drawing) as drawn:
        board.resize(board.area)
        app.dirty = True
        app.step(0.016, [])
    earlier = [line for line in drawn if "earlier lines: Moves (L)" in line]
    assert len(earlier) == 1, drawn
    hidden = int(earlier[0].split()[1])
    assert hidden >= 2 and "New city card 15" in drawn and "New city card 12" in drawn
    assert drawn.cut == []


def test_a_whole_hot_seat_game_through_the_ui_at_1280_by_800(tmp_path, monkeypatch):
    """The shared smoke hand plays it to the results in a larger window too (the
    registry's whole-game test plays every game at 1024×640)."""
    from pharaohs.smoke import smoke_game
    from pharaohs.ui.frame.results import ResultsScene

    monkeypatch.setattr(games, "GAMES", tuple(dict.fromkeys((*games.GAMES, "dahschur"))))
    games.get_game.cache_clear()
    app = App((1280, 800), flags=0)
    app.settings.animations = False
    entry = smoke_game(app, "dahschur", tmp_path, moves=5000)
    games.get_game.cache_clear()
    assert entry["ok"], entry.get("error")
    assert entry["drags"] > 0
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    assert results.match.game.is_over(results.match.state)


def test_phase_two_is_read_out_step_by_step_after_the_burial_choices():
    """Phase 2 shown as a sequence the players can follow: rewards, die rolls, tribute."""
    from pharaohs.games.dahschur.rules.state import City
    from pharaohs.games.dahschur.rules.turns import begin_phase_two
    from pharaohs.ui.kit.score_steps import ScoreSteps

    base = GAME.setup(2, "scene")
    rows = ((Card(0, 2), Card(0, 5)), (Card(1, 2), Card(1, 4)))
    cities = (City(7, True, True), City(13, False, False), City(14, False, False))
    state = begin_phase_two(dataclasses.replace(base, rows=rows, cities=cities,
                                                hands=((1, 3, 4, 6), (1, 3, 5, 6))))
    app, table, board = start(players=2, state=state)
    for _step in range(8):
        if table.state.phase != S.TASKS:
            break
        seat = table.match.to_act()[0]
        take_seat(app, table)
        table.try_move(GAME.legal_moves(table.state, seat)[-1], seat)
        app.apply_transitions()
    assert table.state.round == 2
    overlay = board.overlay
    assert isinstance(overlay, ScoreSteps) and overlay in app.stack
    while app.stack[-1] is not overlay:  # the next player confirms the curtain first
        app.step(0.016, [key(pygame.K_RETURN)])
        app.apply_transitions()
    app.step(0.016, [])
    assert any("lost the roll" in line.reason for line in overlay.lines)
    for _ in range(overlay.steps):
        app.step(0.016, [key(pygame.K_RETURN)])
        app.apply_transitions()
    assert board.overlay is None



def test_hovering_a_stall_says_what_its_gem_costs_you():
    stalls = tuple(dataclasses.replace(s, offer=D.OFFER_CARDS.index((2, 0, 1, 3)))
                   for s in GAME.setup(4, "scene").stalls)
    app, table, board = start(state=acting(stalls=stalls))
    hint = board.hover_hint(centre(board, "stall_3"), table.view(), 0)
    assert hint == "Market stall 3: the gemstone costs you 2 pottery."


def test_phase_two_choices_are_clicks_on_cities_the_bag_and_the_row():
    """Reward 1 by a click on a city; reward 2 by a click on a gem in the bag; the burial
    chamber's card by a click on the own row."""
    from pharaohs.games.dahschur.rules.turns import begin_phase_two

    base = GAME.setup(4, "scene")
    rows = ((Card(0, 6), Card(0, 6 - 1), Card(0, 1)), (Card(1, 1), Card(1, 2), Card(1, 3)),
            (Card(2, 2), Card(2, 3), Card(2, 4)), (Card(3, 3), Card(3, 4), Card(3, 6)))
    hands = ((2, 3, 4), (4, 5, 6), (1, 5, 6), (1, 2, 5))
    state = begin_phase_two(dataclasses.replace(base, rows=rows, hands=hands))
    app, table, board = start(state=state)
    assert table.viewer == 0 and "city_2" in click_places(board, table.view())
    app.step(0.016, click(centre(board, "city_2")))
    assert table.match.log == [(0, M.TakeSilver(2))]
    app.step(0.016, click(centre(board, f"bag_{EMERALD}")))
    assert table.match.log[-1] == (0, M.TakeGem(EMERALD))
    while table.state.phase == S.TASKS and table.state.tasks[0].kind != S.BURY_CHOICE:
        seat = table.match.to_act()[0]
        table.try_move(GAME.legal_moves(table.state, seat)[-1], seat)
        take_seat(app, table)
    assert table.match.to_act() == (0,)
    app.step(0.016, click(centre(board, "row_0_0")))
    assert table.match.log[-1] == (0, M.BuryPrince(0))
    assert table.state.chambers[0][0] == 6


def test_a_third_card_dropped_on_the_other_players_row_is_refused():
    """(2 players) Each player lays the third prince card face up in front of himself: a
    drop on the fellow player's row springs back with the reason instead of being laid in
    the own row; a drop on the own row lays it."""
    from test_dahschur_rules import finish_turns

    state = finish_turns(GAME.setup(2, "scene"))
    assert state.phase == S.THIRD and GAME.to_act(state) == (0,)
    app, table, board = start(players=2, state=state)
    value = table.state.hands[0][0]
    app.step(0.016, drag(centre(board, "hand_0"), centre(board, "row_1")))
    assert table.match.log == [] and table.state == state
    assert table.message == ("Your third prince card is laid in front of you: drop it on "
                             "your own row.")
    app.step(0.5, [])
    app.step(0.016, drag(centre(board, "hand_0"), centre(board, "row_0")))
    assert table.match.log == [(0, M.LayThirdPrince(value))]
    assert table.state.rows[0][-1] == Card(0, value) and table.state.rows[1] == state.rows[1]


def reward_two(bag=(11, 11, 8)):
    """Seat 0 won reward 2 (the middle card): an offering to the front, or a gem of its
    choice from the cloth bag."""
    from pharaohs.games.dahschur.rules.turns import begin_phase_two

    base = GAME.setup(4, "scene")
    rows = ((Card(0, 1), Card(0, 6), Card(0, 2)), (Card(1, 6), Card(1, 2), Card(1, 3)),
            (Card(2, 2), Card(2, 3), Card(2, 4)), (Card(3, 3), Card(3, 4), Card(3, 1)))
    hands = ((3, 4, 5), (1, 4, 5), (1, 5, 6), (2, 5, 6))
    state = begin_phase_two(dataclasses.replace(base, rows=rows, hands=hands, bag=bag))
    while state.tasks[0].kind != S.REWARD2_CHOICE:
        seat = GAME.to_act(state)[0]
        state = GAME.play(state, seat, GAME.legal_moves(state, seat)[0])
    assert GAME.to_act(state) == (0,)
    return state


def test_the_bag_lights_the_gems_it_gives_and_a_click_on_the_bag_does_what_it_says():
    """Reward 2 lets the player take 1 gemstone of his choice from the cloth bag: each gem
    beside the bag glows and a click on it takes it; a click on the bag itself names the
    choice (several kinds), or takes the only kind left."""
    app, table, board = start(state=reward_two())
    targets = click_places(board, table.view())
    assert {"bag_0", "bag_1", "bag_2"} <= targets and "bag" not in targets
    bag = board.rect("bag")
    app.step(0.016, click((bag.x + board.size(30), bag.centery)))
    assert table.match.log == []
    assert table.message == "Click the gemstone you want beside the bag."
    app.step(0.016, click(centre(board, "bag_2")))
    assert table.match.log == [(0, M.TakeGem(SAPPHIRE))]
    assert board.marks.get("last") == ("bag_2",)

    app, table, board = start(state=reward_two(bag=(0, 3, 0)))
    assert {t for t in click_places(board, table.view()) if t.startswith("bag")} == {"bag_1"}
    app.step(0.016, click((bag.x + board.size(30), bag.centery)))
    assert table.match.log == [(0, M.TakeGem(EMERALD))]


def test_a_click_on_a_place_no_legal_move_goes_says_the_rules_reason():
    """The kit plays a click where ``reach`` puts a legal move; a click on a gift card
    while a prince card is already in use makes none and says why, in the rules' words;
    a press on one city released on another is no click at all."""
    from pharaohs.core.resolve import find_move

    app, table, board = start(state=acting())
    view = table.view()
    assert "gift_1" not in click_places(board, view)
    app.step(0.016, click(centre(board, "gift_1")))
    reason = find_move(GAME, view, 0, M.UsePrince, slot=1).reason
    assert table.match.log == [] and reason and table.message == reason
    table.message = ""
    app.step(0.016, drag(centre(board, "city_0"), centre(board, "city_1")))
    assert table.match.log == [] and not table.message


def test_a_hand_the_view_hides_is_drawn_as_card_backs():
    """The results screen of an online game draws another seat's supply from the viewer's
    view, where that seat's prince cards are hidden: their backs, not a crash."""
    app, table, board = start(players=2)
    other = GAME.view(table.match.state, 1)
    assert any(not isinstance(v, int) for v in other.hands[0]), "seat 0's hand is hidden"
    surface = pygame.Surface(app.screen.get_size())
    board.draw(surface, other, 0)
