"""The Im Bann table on screen, driven headless by the events a player's hand makes."""

from __future__ import annotations

import dataclasses

import pytest

from pharaohs.core import Match
from pharaohs.games.im_bann import rules
from pharaohs.games.im_bann.board import places
from pharaohs.games.im_bann.rules import data
from pharaohs.ui import theme
from pharaohs.ui.app import App
from pharaohs.ui.gestures import click, drag
from pharaohs.ui.table import TableScene

GAME = rules.GAME
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Eva")


#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def start(state, players=3, size=(1280, 800)):
    match = Match.start(GAME, [(NAMES[i], "human") for i in range(players)], 1)
    match.state = state
    app = App(size, flags=0)
    table = TableScene(app, match, viewer=GAME.to_act(state)[0])
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    return app, table, table.board


def playing(players=3, **changes):
    """Seat 0 on turn after the side is chosen (row values 4, 5, 6, 7; chamber 12)."""
    state = GAME.play(GAME.setup(players, "scene"), 0, rules.ChooseSide("short"))
    return dataclasses.replace(state, row=(0, 1, 2, 3), chamber=12, **changes)


def feed(app, events, seconds=0.6):
    app.step(0.0, list(events))
    for _ in range(int(seconds / 0.05)):
        app.step(0.05, [])


def hand_centre(board, view, seat, card):
    hand = view.hands[seat]
    return places.hand_rects(board, len(hand), board.selected)[hand.index(card)].center


def test_a_card_dragged_onto_the_showcase_is_played():
    app, table, board = start(playing(hands=((("ladder3", "rope2")), (), ())))
    view = table.view()
    feed(app, drag(hand_centre(board, view, 0, "ladder3"),
                   places.seat_rect(board, view, 0).center))
    assert table.state.showcases[0] == ("ladder3",)
    assert table.match.log[-1] == (0, rules.PlayCard("ladder3"))
    assert board.marks.get("last") == (0, "ladder3"), "the card stays outlined"


def test_a_refused_drop_springs_back_with_the_rulebook_reason():
    app, table, board = start(playing(depot=data.ROPE, hands=(("pickaxe3",), (), ())))
    view = table.view()
    app.step(0.0, drag(hand_centre(board, view, 0, "pickaxe3"),
                       places.seat_rect(board, view, 0).center))
    assert table.message == "The depot points at ropes: a pickaxe can't be played now."
    assert board.drag.spring is not None, "the card flies back to the hand"
    assert table.state.hands[0] == ("pickaxe3",) and not table.match.log


def test_a_click_on_the_draw_pile_draws_a_card():
    app, table, board = start(playing(hands=(("torch1",), (), ())))
    feed(app, click(board.rect("pile").center))
    assert table.match.log[-1] == (0, rules.Draw(1))
    assert len(table.state.hands[0]) == 2
    assert table.message == "Anna: draws 1 card"


def test_selected_cards_dropped_on_the_pile_are_exchanged():
    app, table, board = start(playing(hands=(("magic", "rope1", "torch1", "torch2"), (), ())))
    view = table.view()
    feed(app, click(hand_centre(board, view, 0, "rope1")))
    assert board.selected == [1]
    feed(app, drag(hand_centre(board, view, 0, "torch1"), board.rect("pile").center))
    moves = [move for _seat, move in table.match.log]
    assert moves == [rules.Exchange(), rules.PutBack("rope1"), rules.PutBack("torch1"),
                     rules.FinishExchange()]
    assert table.state.discard[-2:] == ("rope1", "torch1")


def test_the_depot_turns_by_clicking_an_item_or_dragging_its_arrow():
    state = GAME.play(playing(hands=(("magic", "rope2"), (), ())), 0, rules.PlayCard("magic"))
    app, table, board = start(state)
    feed(app, click(board.rect("depot_torch").center))
    assert table.state.depot == data.TORCH
    state = GAME.play(playing(hands=(("magic", "rope2"), (), ())), 0, rules.PlayCard("magic"))
    app, table, board = start(state)
    feed(app, drag(board.rect("depot_arrow").center, board.rect("depot_rope").center))
    assert table.state.depot == data.ROPE
    state = GAME.play(playing(hands=(("magic", "rope2"), (), ())), 0, rules.PlayCard("magic"))
    app, table, board = start(state)
    feed(app, click(board.rect("depot_arrow").center))
    assert table.state.depot == data.PICKAXE, "a click on the arrow turns it one item on"


def test_a_click_on_the_adventure_completes_it_and_a_click_on_a_seat_passes_the_mummy():
    state = playing(hands=(("ladder5",), (), ()), showcases=(("mummy", "rope3"), (), ()))
    state = GAME.play(state, 0, rules.PlayCard("ladder5"))
    app, table, board = start(state)
    app.step(0.0, click(board.rect("adventure_0").center))
    assert board.moving_pawns() == (0,), "the archaeologist walks on to the next adventure"
    feed(app, [], seconds=1.0)
    assert board.moving_pawns() == ()
    assert table.state.phase == rules.PASS_MUMMY and table.state.stages[0] == 1
    feed(app, click(places.seat_rect(board, table.view(), 2).center))
    assert "mummy" in table.state.showcases[2]


def test_the_showcase_sum_and_the_need_are_in_view():
    """What the current adventure needs is shown beside each showcase."""
    from pharaohs.games.im_bann.board import words

    state = playing(showcases=(("mummy", "rope3"), ("torch2",), ()), stages=(0, 4, 1))
    assert words.need_line(state, 0) == "3 of 7"
    assert words.need_line(state, 1) == "2 of exactly 12"
    assert words.need_line(state, 2) == "0 of 5"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_table_draws_at_every_size_with_five_players(size):
    state = playing(5, showcases=(("mummy", "rope3", "protection"),) + ((),) * 4)
    app, table, board = start(state, players=5, size=size)
    app.dirty = True
    app.step(0.0, [])
    for seat in range(5):
        assert board.placement.board_rect.contains(places.seat_rect(board, table.view(), seat))


PHASES = {
    rules.SIDE: {}, rules.TURN: {}, rules.EXCHANGE: {}, rules.AFTER_DRAW: {},
    rules.PLAY: {"scarab": True}, rules.DEPOT: {}, rules.EXTRA: {},
    rules.CURSE_CHOICE: {"cursed": (1,)}, rules.CURSE_SELF: {}, rules.PASS_MUMMY: {},
    rules.SHED: {"shed": 1}, rules.INTERLUDE: {"series": ((3, 0, 9),), "multigame": True},
}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("phase", list(PHASES))
def test_every_prompt_fits_the_action_bar_at_1024x640(phase, language):
    """The action bar's sentence is never cut off, in English or German, with the
    phase's own buttons beside it."""
    from pharaohs import locale
    from pharaohs.ui.table import MARGIN

    state = dataclasses.replace(playing(), phase=phase, **PHASES[phase])
    app, table, board = start(state, size=(1024, 640))
    locale.set_language(language)
    try:
        view = table.view()
        table.refresh_buttons(view)
        room = table.buttons[0].rect.left - 3 * MARGIN
        face = theme.font(round(table.font_size * 1.15), True)
        assert face.size(locale.tr(table.prompt(view)))[0] <= room
    finally:
        locale.set_language("en")


def test_hovering_the_adventure_says_what_it_still_needs():
    state = GAME.play(playing(hands=(("ladder1", "rope2"), (), ())), 0, rules.PlayCard("ladder1"))
    app, table, board = start(state)
    view = table.view()
    board.buttons(view, 0)
    hint = board.hover_hint(board.rect("adventure_0").center, view, 0)
    assert hint == "This adventure needs 4; your showcase holds 1."
