"""A greyed button says why: pointing at it shows the reason in its tooltip, a click (or
its key) puts it in the message line, in the game's words. The rules' undo (steps are
taken back until a die, a card or a secret is revealed) says which stopped it. Driven
through the real table with synthetic events, in all five games."""

from __future__ import annotations

import random

import pygame
import pytest
from drawn_text import drawn_lines

from pharaohs.core import Match
from pharaohs.core.game import CHANCE, SECRET
from pharaohs.games import GAMES, get_game
from pharaohs.games.im_bann.board import buttons as im_bann_buttons
from pharaohs.games.im_bann.rules import PLAY, SIDE, Complete, PlayCard
from pharaohs.games.labyrinth.rules import EndTurn
from pharaohs.games.ra_dice.board import words as ra_words
from pharaohs.games.ra_dice.rules import Roll
from pharaohs.locale import tr
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.gestures import click, key

#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")

NAMES = ("Anna", "Ben", "Cleo")
PLAYERS = {"dahschur": 3, "saqqara": 3}


def match_of(game_id, seed=2):
    game = get_game(game_id)
    players = PLAYERS.get(game_id, 2)
    return Match.start(game, [(NAMES[i], "human") for i in range(players)], seed)


def at_table(match, size=(1024, 640)):
    app = App(size, flags=0)
    app.settings.animations = False
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, [key(pygame.K_RETURN)])  # the curtain, where secrets show
    app.step(0.016, [])
    assert app.stack[-1] is table
    return app, table


def button(table, label):
    table.refresh_buttons(table.view())
    return next(b for b in table.buttons if str(b.label) == label)


def point_at(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0))])


def tooltip_words(app, pos) -> str:
    """Every word drawn while the pointer rests at ``pos``."""
    point_at(app, pos)
    with drawn_lines() as lines:
        app.dirty = True
        app.step(0.016, [])
    return " ".join(lines)


def words_of(sentence) -> set[str]:
    return set(tr(sentence).split())


def assert_says_why(app, table, label, reason):
    """The greyed button ``label`` names ``reason`` under the pointer and, clicked, in the
    message line; the click changes nothing else."""
    greyed = button(table, label)
    assert not greyed.enabled and greyed.why_not == reason
    assert words_of(reason) <= set(tooltip_words(app, greyed.rect.center).split()), \
        "the tooltip says why the button is greyed"
    moves = len(table.match.log)
    app.step(0.016, click(greyed.rect.center))
    assert table.message == reason, "a click on it says why in the message line"
    assert len(table.match.log) == moves


# -- the frame's buttons, in every game ---------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_undo_greyed_before_any_move_says_nothing_has_been_played(game_id):
    app, table = at_table(match_of(game_id))
    assert_says_why(app, table, "Undo", "Nothing has been played yet.")


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_greyed_after_another_players_move_names_who_moved(game_id):
    """"never across another player's moves": the reason names who moved last."""
    match = match_of(game_id)
    game, rng = match.game, random.Random(5)
    while True:
        seat = match.to_act()[0]
        match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
        after = match.to_act()
        if after and after[0] != seat and match.undo_refusal(after[0]) is not None:
            break
    mover = match.log[-1][0]
    app, table = at_table(match)
    assert table.viewer != mover
    assert_says_why(app, table, "Undo", f"Nothing of yours to take back: {NAMES[mover]} moved "
                                        "last.")


def test_ctrl_z_with_nothing_to_take_back_says_why():
    app, table = at_table(match_of("saqqara"))
    app.step(0.016, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert table.message == "Nothing has been played yet."


def test_im_bann_undo_greyed_after_playing_a_card_says_the_card_was_shown():
    """The newcomer's case: a card played from the hand is seen by all, so the undo
    stops there, and says so."""
    match = match_of("im_bann")
    game, rng = match.game, random.Random(1)
    while True:
        seat = match.to_act()[0]
        moves = game.legal_moves(match.state, seat)
        played = [m for m in moves if isinstance(m, PlayCard)]
        match.play(seat, rng.choice(played or moves))
        if (played and seat in match.to_act() and match.undo_refusal(seat) is not None
                and match._revealed[len(match.log) - 1] == SECRET):
            break
    app, table = at_table(match)
    assert table.viewer == match.log[-1][0]
    assert_says_why(app, table, "Undo", "The card you played came face up out of your hand: no "
                                        "step is taken back past a card shown.")


def test_ra_undo_greyed_after_the_throw_says_the_dice_were_thrown():
    match = match_of("ra_dice")
    match.play(0, Roll())
    app, table = at_table(match)
    assert_says_why(app, table, "Undo", "You threw the dice: no step is taken back past a "
                                        "throw.")


# -- the boards' own buttons -------------------------------------------------------------
def test_labyrinth_done_before_the_tile_is_placed_says_to_place_it():
    match = match_of("labyrinth")
    app, table = at_table(match)
    tile = match.state.revealed[-1]
    assert_says_why(app, table, "Done", f"Place tile {tile} before you end your turn.")
    assert table.match.check(table.viewer, EndTurn()) == table.message, "the rules' words"


def test_ra_reroll_with_no_die_marked_says_to_mark_them():
    match = match_of("ra_dice")
    match.play(0, Roll())
    app, table = at_table(match)
    assert_says_why(app, table, "Reroll", ra_words.MARK_TO_REROLL)


def test_im_bann_exchange_with_nothing_selected_says_to_select_cards():
    app, table = at_table(match_of("im_bann"))
    if table.match.state.phase == SIDE:  # the adventure cards' side is chosen first
        app.step(0.016, click(button(table, "Short side").rect.center))
    assert_says_why(app, table, "Exchange selected", im_bann_buttons.SELECT_TO_EXCHANGE)


def test_im_bann_complete_too_early_gives_the_rules_reason():
    """Complete adventure greys while the showcase falls short, with the rules' sentence."""
    match = match_of("im_bann")
    game, rng = match.game, random.Random(3)
    while True:
        seat = match.to_act()[0]
        reason = game.check(match.state, seat, Complete())
        if match.state.phase == PLAY and reason is not None:
            break
        match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
    app, table = at_table(match)
    assert_says_why(app, table, "Complete adventure", reason)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_button_is_ever_greyed_without_a_reason(game_id):
    """Through a game's first moves, at every position every greyed button of the
    action bar (the board's and the frame's) carries a sentence saying why."""
    match = match_of(game_id)
    app, table = at_table(match)
    game, rng = match.game, random.Random(7)
    for _step in range(40):
        if game.is_over(match.state):
            break
        table.viewer = match.to_act()[0]
        table.refresh_buttons(table.view())
        for each in table.buttons:
            assert each.enabled or str(each.why_not).strip(), (game_id, each.label)
        match.play(table.viewer, rng.choice(game.legal_moves(match.state, table.viewer)))


# -- the rules' undo, in each game's words ------------------------------------------------
def revealing_moves(game_id, seeds=range(4), moves=300):
    """``(match, kind)`` after each step that revealed something, over a few random games."""
    game = get_game(game_id)
    for seed in seeds:
        match = match_of(game_id, seed)
        rng = random.Random(seed)
        for _step in range(moves):
            if game.is_over(match.state):
                break
            seat = match.to_act()[0]
            match.play(seat, rng.choice(game.legal_moves(match.state, seat)))
            if match.undo_refusal(seat) is not None and seat == match.log[-1][0]:
                yield match, match._revealed[len(match.log) - 1]


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_past_a_reveal_says_what_was_revealed_in_the_games_words(game_id):
    """"Steps can be taken back until a card, a die or a secret is revealed": a step that
    revealed gives the game's own sentence for it where the game names one, else the
    step and whether chance or a secret stopped it."""
    game = get_game(game_id)
    seen = set()
    for match, kind in revealing_moves(game_id):
        mover, move = match.log[-1]
        reason = match.undo_refusal(mover)
        named = game.undo_stops.get((type(move), kind), game.undo_stops.get(type(move)))
        if named is not None:
            assert reason == named
            seen.add(named)
        elif kind == CHANCE:
            assert reason == (f"Your step “{move.step}” left something to chance: no step is "
                              "taken back past a die roll or a draw.")
        else:
            assert kind == SECRET
            assert reason == (f"Your step “{move.step}” showed what was hidden: no step is "
                              "taken back past a card or a secret shown.")
    assert seen, "the game's own words came up"
