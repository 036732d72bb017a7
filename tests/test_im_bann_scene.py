"""The Im Bann table on screen, driven headless by the events a player's hand makes."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from pharaohs.core import Match
from pharaohs.games.im_bann import rules
from pharaohs.games.im_bann.board import places
from pharaohs.games.im_bann.rules import data
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.gestures import click, drag

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
    from pharaohs.ui.frame.table import MARGIN

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


# -- the series' length in view (issue: a series' games were never counted out) -----------
def test_a_series_says_which_game_of_how_many_is_on_the_table():
    """One game per player (``data.series_games``): the board's header, the move log's
    heading, the read-out between games and the action bar all say "game 2 of 4"; once
    read out, the series table has a column for each of the four games, those to come
    marked "–"."""
    from drawn_text import drawn_boxes, drawn_lines

    from pharaohs.games.im_bann.board import words
    from pharaohs.ui.kit.gestures import key
    from pharaohs.ui.kit.score_steps import ScoreSteps

    state = playing(4, multigame=True, series=((3, 0, 9, 12),))
    app, table, board = start(state, players=4)
    with drawn_lines() as drawn:
        board.resize(board.area)  # drawn anew, not from the layer cache
        app.dirty = True
        app.step(0.0, [])
    assert "Series: game 2 of 4" in drawn
    assert words.period(board, state) == "Game 2 of 4"
    single = playing(4)
    assert words.series_line(single) is None and words.period(board, single) is None

    last_turn = dataclasses.replace(state, phase=rules.PLAY, final_round=True, current=3,
                                    stages=(2, data.ENTERED, 1, 3))
    app, table, board = start(last_turn, players=4)
    table.commit(3, rules.EndTurn())  # the round is played out: game 2 is scored
    with drawn_boxes() as boxes:  # every label the board paints, cached letters or not
        while not isinstance(app.stack[-1], ScoreSteps):
            app.step(0.0, [key(pygame.K_RETURN)])  # the next game's first player sits down
        assert board.overlay.title == "Game 2 of 4 is scored"
        assert table.prompt(table.view()) == "Ben: game 2 of 4 scored: next game"
        app.step(0.0, [key(pygame.K_ESCAPE)])  # to the read-out's end
        while board.overlay is not None:
            app.step(0.0, [key(pygame.K_RETURN)])
        app.step(0.0, [])
    drawn = [line for line, _box, _surface in boxes]
    assert "Series: game 2 of 4 is scored" in drawn
    assert {"Game 1", "Game 2", "Game 3", "Game 4", "Total"} <= set(drawn), \
        "the series table shows once the read-out has closed"
    assert drawn.count("–") == 2 * 4, "games 3 and 4 are still to come for each player"


# -- a card let go on a fellow player's showcase ------------------------------------------
@pytest.mark.parametrize("card, reason", [
    ("ladder3", "The players lay the cards they play in front of themselves, in their own "
                "showcase: drop it on yours."),
    ("mummy", "The mummy goes into the showcase of a random fellow player, not one you "
              "choose: drop it on your own showcase to play it."),
    ("curse", "The Curse strikes all other players at once: drop it on your own showcase to "
              "play it."),
])
def test_a_card_dropped_on_a_fellow_players_showcase_springs_back_with_the_reason(card, reason):
    """"The players lay the played equipment cards face up in front of them and thereby
    build their own showcase"; the mummy goes to a random fellow player, the Curse
    strikes them all: a card let go on another player's box says so while held there,
    and when dropped springs back with that reason."""
    from pharaohs.ui.kit.gestures import DRAG_STEPS

    app, table, board = start(playing(hands=((card, "rope2"), (), ())))
    view = table.view()
    events = drag(hand_centre(board, view, 0, card), places.seat_rect(board, view, 1).center)
    app.step(0.0, events[:DRAG_STEPS])  # held over Ben's box
    assert board.hover_hint(table.pointer, table.view(), 0) == reason
    app.step(0.0, events[DRAG_STEPS:])
    assert table.message == reason and table.tip[0] == reason
    assert board.drag.spring is not None, "the card flies back to the hand"
    assert table.state.hands[0] == tuple(sorted((card, "rope2"))) and not table.match.log


def test_a_showcase_card_given_up_on_a_fellow_players_box_says_where_it_goes():
    state = dataclasses.replace(playing(showcases=(("rope3",), (), ())), phase=rules.CURSE_CHOICE,
                                cursed=(0,))
    app, table, board = start(state)
    view = table.view()
    card = places.showcase_rects(board, places.seat_rect(board, view, 0), 1)[0].center
    feed(app, drag(card, places.seat_rect(board, view, 2).center))
    assert table.message == ("A card given up from your showcase goes onto the discard pile: "
                             "drop it there.")
    assert table.state.showcases[0] == ("rope3",)


# -- the drawn cards are seen before the screen passes on -----------------------------------
def test_drawn_cards_fly_into_the_hand_and_are_seen_before_the_curtain():
    """Drawing ends the turn: the two cards fly from the draw pile into the hand, stay
    outlined, and the action bar says what they are with "Pass to Ben"; only then (Enter)
    the curtain hides the table, and Ben takes the seat."""
    from pharaohs.ui.frame.curtain import CurtainScene
    from pharaohs.ui.frame.handover import HandOverScene
    from pharaohs.ui.kit.gestures import key

    state = playing(hands=(("ladder3", "torch1"), ("rope1",), ("rope2",)))
    state = dataclasses.replace(state, pile=state.pile[:-2] + ("torch2", "protection"))
    app, table, board = start(state)
    table.refresh_buttons(table.view())
    app.step(0.0, click(board.button("Draw 2").rect.center))
    app.step(0.05, [])
    handover = app.stack[-1]
    assert isinstance(handover, HandOverScene) and table.state.current == 1
    assert table.viewer == 0, "Anna still sees her own hand"
    hand = table.view().hands[0]
    assert hand == ("ladder3", "protection", "torch1", "torch2")
    assert board.moving("drawn") == (1, 3), "protection and torch 2 fly in from the pile"
    assert str(handover.words) == "you drew Protection and Torch 2"
    feed(app, [], seconds=1.0)
    assert board.moving("drawn") == () and board.fresh_cards(table.view(), 0) == (1, 3)
    assert app.stack[-1] is handover, "the screen waits for Anna"
    app.step(0.0, [key(pygame.K_RETURN)])
    assert isinstance(app.stack[-1], CurtainScene)
    app.step(0.0, [key(pygame.K_RETURN)])
    assert app.stack[-1] is table and table.viewer == 1


def test_a_draw_against_computers_passes_on_at_once():
    """With a computer seat next, nothing waits for a click: the cards fly in, the
    computer moves once they have arrived, and the hand stays outlined."""
    from pharaohs.ui.frame.handover import HandOverScene

    match = Match.start(GAME, [("Anna", "human"), ("Ben", "ai")], 1)
    match.state = playing(2, hands=(("ladder3",), ("rope1",)))
    app = App((1280, 800), flags=0)
    app.settings.ai_delay_ms = 0
    table = TableScene(app, match, viewer=0, autosave=False, ai_level="easy")
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    table.refresh_buttons(table.view())
    app.step(0.0, click(table.board.button("Draw 1").rect.center))
    assert not any(isinstance(scene, HandOverScene) for scene in app.stack)
    for _ in range(100):
        if len(table.match.log) > 1:
            break
        app.step(0.05, [])
    assert table.match.log[1][0] == 1, "the computer took its turn"


def test_after_the_mummys_chance_end_turn_passes_on_without_waiting():
    """The mummy's holder saw the drawn cards while deciding to pass the mummy on: End
    turn then hands the screen on at once, with nothing new to show."""
    from pharaohs.ui.frame.curtain import CurtainScene

    state = playing(hands=(("ladder3",), (), ()), showcases=(("mummy", "rope3"), (), ()),
                    stages=(0, data.CHAMBER, 0))
    app, table, board = start(state)
    table.refresh_buttons(table.view())
    app.step(0.0, click(board.button("Draw 1").rect.center))
    assert table.state.phase == rules.AFTER_DRAW and app.stack[-1] is table
    table.refresh_buttons(table.view())
    app.step(0.0, click(board.button("End turn").rect.center))
    app.step(0.0, [])
    assert isinstance(app.stack[-1], CurtainScene)


# -- the player aid's King's Chamber ------------------------------------------------------------
def test_the_player_aid_shows_every_side_of_the_kings_chamber_the_table_may_show():
    """The King's Chamber is "usable on both sides" and lies with a random side up: the
    aid pictures and names both sides (``data.CHAMBER_SIDES``, 12 and 13), not one."""
    from pharaohs.games.im_bann.board.aid import AID

    part = next(p for p in AID.parts if p.name == "King's Chamber")
    laid = {GAME.setup(3, seed).chamber for seed in range(40)}
    assert laid == set(data.CHAMBER_SIDES) == {12, 13}
    for value in laid:
        assert f"chamber_{value}" in part.pictures
        assert str(value) in part.text
