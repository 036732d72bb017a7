"""The Saqqara board on screen, driven headless by the events a player's hand makes."""

from __future__ import annotations

import pygame
import pytest
from drawn_text import drawn_lines

from pharaohs.core import Match
from pharaohs.games.saqqara import rules
from pharaohs.games.saqqara.board.scene import SaqqaraBoard
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.state import AUCTION, DEVELOP, INVEST, NO_GOODS, evolve
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.gestures import click, drag
from pharaohs.ui.kit.layout import load_layout

GAME = rules.GAME
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Emil")
LAND, FISH, LINEN, WOOD, GOLD = data.GOODS


#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def start(players=3, state=None, size=(1280, 800), seed=1, viewer=0):
    match = Match.start(GAME, [(NAMES[i], "human") for i in range(players)], seed)
    if state is not None:
        match.state = state
    app = App(size, flags=0)
    table = TableScene(app, match, autosave=False, viewer=viewer)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    while len(app.stack) > 1:  # no curtain: the test sits at seat ``viewer``
        app.stack.pop()
    table.curtain_up = False
    table.viewer = viewer
    app.step(0.0, [])
    return app, table, table.board


def button(table, label):
    table.refresh_buttons(table.view())
    for candidate in table.buttons:
        if candidate.label == label:
            return candidate
    raise AssertionError(f"no {label!r} button among {[b.label for b in table.buttons]}")


def centre(board, name):
    return board.rect(name).center


def developing(players=3, seat=0, **changes):
    state = GAME.setup(players, "scene")
    return evolve(state, phase=DEVELOP, current=seat, start=seat, passed=frozenset(),
                  developed=frozenset(), stolen=(0,) * players, free_worker=False, **changes)


def test_every_spot_the_board_needs_is_in_the_layout_once():
    layout = load_layout("saqqara")
    assert not layout.duplicates
    layout.require(SaqqaraBoard.required_spots())


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 5])
def test_the_board_draws_at_every_size(size, players):
    app, table, board = start(players=players, size=size)
    assert board.placement.board_rect.width <= size[0]
    app.invalidate()
    app.step(0.016, [])


def test_an_influence_card_dragged_under_a_warehouse_lies_there_face_down_for_the_others():
    app, table, board = start()
    card = table.state.hands[0][0]
    app.step(0.016, drag(centre(board, "hand_0"), centre(board, "influence_2")))
    assert table.match.log == [(0, rules.PlaceInfluence(2, card))]
    assert GAME.view(table.state, 1).placed[0][2] != card


def test_a_refused_drop_springs_back_with_the_reason():
    """A worker dropped on level 3 of a pyramid it has not entered: "A worker always begins at
    the lowest level"."""
    state = developing(goods=((0, 5, 5, 5, 5),) * 3)
    app, table, board = start(state=state)
    before = table.state
    app.step(0.016, drag(centre(board, "my_workers"), centre(board, "pyramid_0_level_3")))
    assert table.match.log == [] and table.state is before
    assert table.tip and table.tip[0] == "A worker always begins at the lowest level."
    assert board.drag.animating, "the worker flies home"


def test_a_worker_dragged_onto_level_1_develops_the_pyramid():
    state = developing(goods=((0, 5, 5, 5, 5),) * 3)
    app, table, board = start(state=state)
    pyramid = table.state.pyramids[1]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(board, "my_workers"),
                                        button=1)])
    assert board.holding
    assert "pyramid_1_level_1" in board.lit(table.view(), 0)
    app.step(0.016, drag(centre(board, "my_workers"), centre(board, "pyramid_1_level_1"))[1:])
    assert table.match.log == [(0, rules.Build(pyramid))]
    name = data.PYRAMID_NAMES[pyramid]
    assert table.message == f"Anna: moves up to level 0 of {name}.", "as its badge shows it"
    hint = board.hover_hint(centre(board, "pyramid_1_level_2"), table.view(), 0)
    assert hint.startswith(f"{name}, level 2: 2 points.")


def test_the_cost_preview_shows_while_a_worker_is_held_over_a_level():
    state = developing(goods=((0, 5, 5, 5, 5),) * 3)
    app, table, board = start(state=state)
    target = centre(board, "pyramid_0_level_1")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(board, "my_workers"),
                                        button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0),
                                        buttons=(1, 0, 0))])
    assert board.dragged_payload() == ("worker", None)
    surface = pygame.display.get_surface()
    board.draw_overlay(surface, table.view(), 0)  # the cost panel is drawn without error


def test_goods_dragged_onto_a_hut_build_a_bid_placed_with_the_button():
    state = GAME.setup(3, "auction")
    from pharaohs.games.saqqara.rules.market import begin_market
    state = begin_market(evolve(state, start=0, goods=((0, 2, 0, 0, 3),) * 3))
    app, table, board = start(state=state)
    assert table.state.phase == AUCTION
    app.step(0.016, drag(centre(board, "my_goods_1"), centre(board, "hut_3")))
    app.step(0.016, drag(centre(board, "my_goods_4"), centre(board, "hut_3")))
    assert table.state.pending == (0, 1, 0, 0, 1)
    app.step(0.016, click(button(table, "Place bid").rect.center))
    assert table.match.log[-1] == (0, rules.ConfirmBid())
    assert table.state.bids[3][-1].seat == 0


def test_goods_dragged_into_a_warehouse_are_invested():
    state = GAME.setup(3, "invest")
    state = evolve(state, phase=INVEST, current=0, start=0, passed=frozenset(), pending=NO_GOODS,
                   pending_to=None, placed=((1, 1, 1, 1),) * 3, hands=((),) * 3,
                   thresholds=(9, 9, 9, 9))
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "my_goods_4"), centre(board, "warehouse_1")))
    assert table.match.log == [(0, rules.Invest(1, GOLD))]
    app.step(0.016, click(button(table, "End turn").rect.center))
    assert table.state.current == 1


def test_the_boat_sails_one_field_up_the_nile_for_three_land():
    state = developing(goods=((3, 0, 0, 0, 0),) * 3)
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "nile_0"), centre(board, "nile_1")))
    assert table.match.log == [(0, rules.SailNile())] and table.state.nile[0] == 1


def test_the_hover_hint_of_a_pyramid_level_names_its_privilege():
    app, table, board = start()
    pyramid = table.state.pyramids[0]
    hint = board.hover_hint(centre(board, "pyramid_0_level_2"), table.view(), 0)
    assert hint and data.PYRAMID_NAMES[pyramid] in hint and "2 points" in hint


def test_a_click_on_a_market_card_one_leads_takes_it_and_a_click_on_a_hut_withdraws():
    state = GAME.setup(3, "take")
    from pharaohs.games.saqqara.rules.market import begin_market
    from pharaohs.games.saqqara.rules.state import Bid
    state = begin_market(evolve(state, start=0, goods=((0, 2, 0, 0, 3),) * 3))
    state = evolve(state, bids=((Bid(0, (0, 1, 0, 0, 0)),),
                                (Bid(0, (0, 1, 0, 0, 0)), Bid(1, (0, 0, 0, 0, 2))), (), ()))
    app, table, board = start(state=state)
    app.step(0.016, click(centre(board, "card_0")))
    assert table.match.log == [(0, rules.TakeCard(0))]
    app.step(0.016, click(centre(board, "hut_1")))
    assert table.match.log[-1] == (0, rules.Withdraw(1))
    assert table.state.warehouses[1][FISH] >= 1


def test_an_influence_card_dropped_on_the_pile_is_exchanged_by_intrigue():
    state = GAME.setup(3, "intrigue")
    state = evolve(state, intrigue_open=frozenset({0}))
    app, table, board = start(state=state)
    assert "keep your hand" in board.prompt(table.view(), 0)
    card = table.state.hands[0][1]
    app.step(0.016, drag(centre(board, "hand_1"), centre(board, "pile")))
    assert table.match.log == [(0, rules.IntrigueSwap(card))]


def test_the_influence_token_is_dragged_under_a_warehouse():
    state = GAME.setup(3, "token")
    state = evolve(state, placed=((1, 2, 3, 4), (None,) * 4, (None,) * 4),
                   hands=((), *GAME.setup(3, "token").hands[1:]), tokens_open=((2,), (), ()))
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "my_token"), centre(board, "influence_3")))
    assert table.match.log == [(0, rules.PlaceToken(3))]
    assert table.state.tokens[0][3] == 2


def test_a_good_dropped_on_the_supply_trades_and_a_stolen_good_lands_in_the_tray():
    pyramids = (data.THIEVES, data.TRADE, data.AGRICULTURE, data.RELIGION, data.GOVERNMENT)
    state = developing(goods=((2, 4, 0, 0, 0), (0, 0, 3, 0, 0), (0, 0, 0, 0, 0)),
                       pyramids=pyramids,
                       workers=((2, 0, 0), (4, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)))
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "my_goods_1"), centre(board, "supply_4")))
    assert table.match.log == [(0, rules.Trade(FISH, GOLD))]
    app.step(0.016, drag(centre(board, "ledger_1_2"), centre(board, "tray")))
    assert table.match.log[-1] == (0, rules.Steal(1, LINEN))
    app.step(0.016, drag(centre(board, "my_goods_0"), centre(board, "supply_3")))
    assert table.match.log[-1] == (0, rules.UseLand(WOOD))


def test_agriculture_asks_for_the_kind_with_buttons():
    from pharaohs.games.saqqara.rules.production import next_harvest
    state = GAME.setup(3, "harvest")
    workers = list(state.workers)
    workers[0] = (5, 0, 0)
    state = evolve(state, pyramids=(data.AGRICULTURE, *state.pyramids[1:]),
                   workers=tuple(workers), start=0, passed=frozenset())
    state, done = next_harvest(state)
    assert not done
    app, table, board = start(state=state)
    app.step(0.016, click(button(table, "Linen").rect.center))
    assert table.match.log == [(0, rules.Harvest(LINEN))]


def test_a_worker_moves_up_its_own_pyramid_and_not_onto_another():
    state = developing(goods=((0, 9, 9, 9, 9),) * 3)
    workers = list(state.workers)
    workers[0] = (1, 0, 0)
    state = evolve(state, workers=tuple(workers))
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "pyramid_0_level_1"), centre(board, "pyramid_1_level_1")))
    assert table.match.log == []
    assert table.tip and "stays on its pyramid" in table.tip[0]
    board.drag.spring = None
    app.step(0.016, drag(centre(board, "pyramid_0_level_1"), centre(board, "pyramid_0_level_2")))
    assert table.match.log == [(0, rules.Build(table.state.pyramids[0]))]
    assert table.state.workers[0][0] == 2


def test_the_yields_panel_says_who_got_what_and_why():
    from pharaohs.games.saqqara.rules.state import Handout
    state = evolve(GAME.setup(3, "yields"), handouts=(
        Handout(0, 1, (0, 4, 0, 0, 0), "influence"), Handout(None, 2, (0, 0, 0, 0, 1),
                                                             "government")))
    app, table, board = start(state=state)
    from pharaohs.games.saqqara.board import pieces
    rows = pieces.handout_rows(board, table.view())
    assert len(rows) == 2
    assert board.hover_hint(rows[0][0].center, table.view(), 0) == \
        "Fish: Ben 4 fish (most influence)"
    assert board.hover_hint(rows[1][0].center, table.view(), 0) == "Cleo: 1 gold (Government)"


def test_a_reason_too_long_for_its_line_gets_a_line_of_its_own():
    """The yields panel cut "most influence" after four goods ("mo…"; in German
    "grö…"): such a reason now takes a second line under the goods, whole, while a
    short reason stays on its goods' line, and hovering still finds each row."""
    from pharaohs.games.saqqara.board import pieces
    from pharaohs.games.saqqara.rules.state import Handout

    state = evolve(GAME.setup(3, "yields"), handouts=(
        Handout(0, 1, (1, 2, 3, 4, 0), "influence"), Handout(None, 2, (0, 0, 0, 0, 1),
                                                             "beggar")))
    with drawn_lines() as drawn:
        app, table, board = start(state=state)
    (long_row, _), (short_row, _) = pieces.handout_rows(board, table.view())
    assert long_row.height > short_row.height and long_row.bottom <= short_row.top
    assert "most influence" in drawn and "beggar" in drawn
    second_line = (long_row.centerx, long_row.bottom - 2)
    assert board.hover_hint(second_line, table.view(), 0).endswith("(most influence)")


def test_five_kinds_of_goods_flow_onto_a_second_line_in_the_smallest_window():
    """Counts keep 14 pixels however small the board, so five goods once ran past the
    yields panel's edge at 1024x640: they now flow onto a further line, inside it."""
    from pharaohs.games.saqqara.board import pieces
    from pharaohs.games.saqqara.rules.state import Handout

    handout = Handout(0, 1, (1, 2, 3, 4, 5), "religion")
    app, table, board = start(state=evolve(GAME.setup(3, "yields"), handouts=(handout,)),
                              size=(1024, 640))
    goods, reason, heights = pieces.handout_layout(board, handout)
    width = board.rect("handouts").width
    count = board.lettering.label("5", board.text_px(15), bold=True).get_width()
    assert len(goods) == 5 and max(line for *_, line in goods) >= 1
    assert all(x + board.size(22) + count <= width for _, _, x, _ in goods)
    ((row, _),) = pieces.handout_rows(board, table.view())
    assert row.height == sum(heights) and len(heights) >= 2


def test_the_last_move_stays_outlined_until_the_next():
    state = developing(goods=((3, 0, 0, 0, 0),) * 3)
    app, table, board = start(state=state)
    app.step(0.016, drag(centre(board, "nile_0"), centre(board, "nile_1")))
    assert board.marks.get("last") == ("nile_1",)


def test_the_ledger_fits_its_cells_at_the_smallest_window():
    """Numbers keep 14 pixels however small the board, so at 1024x640 the ledger's counts
    once ran past its edge and the supply's ran into each other: every count lies across
    its cell, two-digit ones too, the hand's beside two market cards, and the supply's
    counts under the goods of the ledger's head do not touch."""
    from drawn_text import drawn_boxes

    state = developing(5, supply=(30, 33, 32, 33, 15), cards=((0, 4), (1,), (), (2, 5), ()),
                       goods=((12, 0, 3, 10, 4),) * 5)
    app, table, board = start(players=5, state=state, size=(1024, 640))
    with drawn_boxes() as boxes:
        app.invalidate()
        app.step(0.016, [])
    drawn = [(text, box) for text, box, _surface in boxes]
    for seat in range(5):
        for g in data.GOODS:
            cell = board.rect(f"ledger_{seat}_{g}")
            assert [text for text, box in drawn if _across(cell, box)] == \
                [str(state.goods[seat][g])], (seat, g)
        extra = board.rect(f"ledger_{seat}_extra")
        assert str(len(state.hands[seat])) in [t for t, box in drawn if _across(extra, box)]
    supply = [board.rect(f"supply_{g}") for g in data.GOODS]
    heads = [box for t, box in drawn if any(_across(cell, box) for cell in supply)]
    assert len(heads) == len(supply) and not any(
        a.inflate(2, 0).colliderect(b) for i, a in enumerate(heads) for b in heads[i + 1:])


def _across(cell, rect) -> bool:
    """``rect`` (a line of text) lies within ``cell`` from side to side, on its height."""
    return cell.left <= rect.left and rect.right <= cell.right and \
        cell.top <= rect.centery <= cell.bottom


def test_declining_a_free_worker_a_pyramid_could_take_asks_first():
    """The top of a pyramid gives a free worker; No free worker while a pyramid could
    take it throws it away, so the board asks first, and only a yes declines."""
    from pharaohs.games.saqqara.board import words
    from pharaohs.ui.kit.confirm import ConfirmScene
    from pharaohs.ui.kit.gestures import key

    state = developing()
    top = data.PYRAMID_POINTS[state.pyramids[0]]
    rows = [list(row) for row in state.workers]
    rows[0][0] = len(top) - 1  # one level below the top of the first pyramid
    state = evolve(state, workers=tuple(map(tuple, rows)), goods=((9, 9, 9, 9, 9),
                                                                  *state.goods[1:]))
    state = GAME.play(state, 0, rules.Build(state.pyramids[0]))
    assert state.free_worker
    app, table, board = start(state=state)
    button(table, words.NO_FREE_WORKER).action()
    app.apply_transitions()
    assert isinstance(app.stack[-1], ConfirmScene) and not table.match.log
    app.step(0.0, [key(pygame.K_RETURN)])
    assert table.match.log == [(0, rules.DeclineFreeWorker())]


def test_the_auction_prompt_offers_the_card_a_standing_bid_may_take_now():
    """"When it's the player's turn again ... and their bid is still the highest, he or she
    can take the market card": the prompt says so (it only said "bid ... or pass")."""
    from pharaohs.games.saqqara.rules.market import begin_market
    from pharaohs.games.saqqara.rules.state import Bid

    state = begin_market(evolve(GAME.setup(3, "take"), start=0, goods=((0, 2, 0, 0, 3),) * 3))
    state = evolve(state, bids=((Bid(0, (0, 1, 0, 0, 0)),),
                                (Bid(0, (0, 1, 0, 0, 0)), Bid(1, (0, 0, 0, 0, 2))), (), ()))
    app, table, board = start(state=state)
    assert board.prompt(table.view(), 0) == "take the card under Fish, bid for another or pass"


def test_the_auction_prompt_offers_no_bid_to_a_player_holding_two_market_cards():
    """"A player can gain a maximum of two market cards": having taken the second, the
    player is not asked to bid (it said "bid for a market card or pass")."""
    from pharaohs.games.saqqara.rules.market import begin_market
    from pharaohs.games.saqqara.rules.state import Bid

    state = begin_market(evolve(GAME.setup(3, "two"), start=0, goods=((0, 2, 0, 0, 3),) * 3))
    state = evolve(state, cards=((state.display[3],), (), ()),
                   display=(*state.display[:3], None),
                   bids=((Bid(0, (0, 1, 0, 0, 0)),), (), (), ()))
    app, table, board = start(state=state)
    app.step(0.016, click(centre(board, "card_0")))
    assert table.match.log == [(0, rules.TakeCard(0))] and len(table.state.cards[0]) == 2
    assert board.prompt(table.view(), 0) == "pass: you hold two market cards"


def test_the_investing_prompt_offers_goods_only_to_a_player_who_has_some():
    """"The active player adds one or several goods to the warehouse of their choice or
    passes": without goods, passing is all there is (it said "drag goods ... or pass")."""
    state = evolve(GAME.setup(3, "invest"), phase=INVEST, current=0, start=0,
                   passed=frozenset(), pending=NO_GOODS, pending_to=None, thresholds=(4, 5, 6, 7))
    app, table, board = start(state=evolve(state, goods=(NO_GOODS, *state.goods[1:])))
    assert board.prompt(table.view(), 0) == "no goods to add: pass"
    app, table, board = start(state=evolve(state, goods=((0, 1, 0, 0, 0), *state.goods[1:])))
    assert board.prompt(table.view(), 0) == "drag goods into a warehouse, or pass"
    app.step(0.016, drag(centre(board, "my_goods_1"), centre(board, "warehouse_2")))
    assert table.match.log == [(0, rules.Invest(2, FISH))]
    assert board.prompt(table.view(), 0) == "no goods left to add: end your turn"


def test_the_development_prompt_offers_only_what_the_goods_allow():
    """Without goods nothing can be built, sailed or traded: only the end of the turn."""
    app, table, board = start(state=developing(goods=(NO_GOODS,) * 3))
    assert board.prompt(table.view(), 0) == "nothing to develop now: end your turn"
    app, table, board = start(state=developing(goods=((3, 1, 1, 0, 0),) + (NO_GOODS,) * 2))
    assert board.prompt(table.view(), 0) == "build, sail or trade — then end your turn"
