"""The Ra dice board on screen, driven headless by the events a player's hand makes."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from pharaohs.core import Match
from pharaohs.games import get_game
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import words
from pharaohs.games.ra_dice.board.scene import RaDiceBoard
from pharaohs.games.ra_dice.rules import (
    Civilization,
    Disaster,
    EndTurn,
    Pharaoh,
    RemoveMarker,
    Reroll,
    Roll,
    StopRolling,
    data,
)
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import reach, theme
from pharaohs.ui.kit.gestures import click, drag, key
from pharaohs.ui.kit.score_steps import ScoreSteps

GAME = get_game("ra_dice")
NAMES = ("Anna", "Ben", "Cleo", "Darius")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    yield tmp_path
    quit_pygame()


def quit_pygame():
    """Close the window; fonts cached by it die with it."""
    pygame.quit()
    theme.font.cache_clear()


def start(players=3, state=None, size=(1280, 800), seed=1, names=NAMES):
    match = Match.start(GAME, [(names[i], "human") for i in range(players)], seed)
    if state is not None:
        match.state = state
    app = App(size, flags=0)
    table = TableScene(app, match)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    return app, table, table.board


def applying(players=3, dice=("pharaoh", "pharaoh", "ankh", "nile", "sun"), **changes):
    """A state in which seat 0 applies ``dice`` (rolling is over)."""
    state = GAME.setup(players, 1)
    return dataclasses.replace(state, phase=rules.APPLY, dice=tuple(dice), rerolls_left=0,
                               **changes)


def button(table, label):
    table.refresh_buttons(table.view())
    for candidate in table.buttons:
        if candidate.label == label:
            return candidate
    raise AssertionError(f"no {label!r} button among {[b.label for b in table.buttons]}")


def settle(app, seconds=2.0):
    """Let animations (and the computer seats' thinking) run for up to ``seconds``."""
    for _ in range(int(seconds / 0.05)):
        app.step(0.05, [])


def die(board, index):
    return board.rect(f"die_{index}").center


# -- rolling -----------------------------------------------------------------------------
def test_the_roll_button_commits_the_roll_and_the_dice_tumble_then_settle():
    app, table, board = start()
    assert not board.animating
    app.step(0.016, click(button(table, "Roll").rect.center))
    assert table.match.log == [(0, Roll())]
    assert board.animating, "the dice tumble after the throw"
    settle(app)
    assert not board.animating, "an idle board asks for no frames"
    assert table.state.phase in (rules.REROLL, rules.APPLY)


def test_marked_dice_are_thrown_again_with_the_reroll_button():
    state = dataclasses.replace(GAME.setup(3, 1), phase=rules.REROLL,
                                dice=("nile", "sun", "ankh", "monument", "pharaoh"))
    app, table, board = start(state=state)
    assert not button(table, "Reroll").enabled
    app.step(0.016, click(die(board, 0)))
    app.step(0.016, click(die(board, 3)))
    app.step(0.016, click(die(board, 1)))  # a Sun lies on the Sun track: not thrown again
    assert board.selected == {0, 3}
    app.step(0.016, click(button(table, "Reroll").rect.center))
    assert table.match.log == [(0, Reroll(frozenset({0, 3})))]
    assert board.selected == set()
    assert "Throws left: 1" == words.throws_text(table.view())


def test_stop_rolling_starts_applying_the_dice():
    state = dataclasses.replace(GAME.setup(2, 1), phase=rules.REROLL,
                                dice=("nile", "sun", "ankh", "monument", "pharaoh"))
    app, table, board = start(players=2, state=state)
    app.step(0.016, click(button(table, "Stop rolling").rect.center))
    assert table.match.log == [(0, StopRolling())]
    assert table.state.ra == data.RA_START[2] + 1


# -- applying dice ----------------------------------------------------------------------------
def test_selected_dice_dragged_to_the_pharaoh_track_advance_the_marker():
    app, table, board = start(state=applying())
    app.step(0.016, click(die(board, 0)))
    app.step(0.016, click(die(board, 2)))
    assert board.selected == {0, 2}
    assert "pharaoh_track" in board.lit(table.view(), 0), "the legal target lights up"
    app.step(0.016, drag(die(board, 1), board.rect("pharaoh_4").center))
    assert table.match.log == [(0, Pharaoh(frozenset({0, 1, 2})))]
    assert table.state.pharaoh[0] == 3
    assert board.selected == set()
    assert "pharaoh_3" in board.marks.get("last"), "the last move stays highlighted"
    assert "Pharaoh" in table.message


def test_dice_held_over_a_target_say_what_letting_go_does_or_why_not():
    """Hover shows what a drop would do: the marked dice dragged over the Pharaoh track
    say how far the marker goes, in the move log's words; the Ankh die over it, the
    rules' refusal; a marked die over a target, what a click there does."""
    app, table, board = start(state=applying())
    app.step(0.016, drag(die(board, 2), board.rect("pharaoh_6").center)[:-1])
    assert board.holding
    hint = board.hover_hint(board.rect("pharaoh_6").center, table.view(), 0)
    assert hint == GAME.check(table.state, 0, Pharaoh(frozenset({2})))
    board.drag.cancel()
    app.step(0.016, click(die(board, 0)))
    app.step(0.016, drag(die(board, 1), board.rect("pharaoh_4").center)[:-1])
    hint = board.hover_hint(board.rect("pharaoh_4").center, table.view(), 0)
    assert hint == "Let go here: advances 2 spaces on the Pharaoh track (to 2)."
    board.drag.cancel()
    settle(app, 0.5)
    app.step(0.016, click(die(board, 3), button=3))  # a right click lets go of die 0
    app.step(0.016, click(die(board, 3)))
    hint = board.hover_hint(board.rect("nile_track").center, table.view(), 0)
    assert hint == "Click: advances 1 space on the Nile track (to 1).", \
        "with dice marked, a click on a target plays them"


def test_an_illegal_drop_springs_back_with_the_rules_reason_and_changes_nothing():
    app, table, board = start(state=applying())
    before = table.state
    app.step(0.016, drag(die(board, 2), board.rect("pharaoh_6").center))
    reason = GAME.check(before, 0, Pharaoh(frozenset({2})))
    assert reason and "Ankhs alone" in reason
    assert table.message == reason
    assert table.tip and table.tip[0] == reason, "the reason shows at the pointer"
    assert table.match.log == [] and table.state is before
    assert board.drag.animating, "the die flies home"
    assert board.selected == set(), "the selection is as it was"
    settle(app, 0.5)
    assert not board.drag.animating


def test_marked_dice_let_go_where_their_use_is_refused_say_the_rules_reason():
    """Ra's drop is the kit's, read from ``reach``: the dice in hand (the marked Nile die
    and a Pharaoh die dragged) let go on the Pharaoh track make no move (not the Pharaoh
    die's alone), and the reason shown is the rules' own for exactly those dice there
    (``reach.refused``)."""
    app, table, board = start(state=applying())
    before = table.state
    app.step(0.016, click(die(board, 3)))
    home, dice = board.rect("die_0"), frozenset({0, 3})
    reason = GAME.check(before, 0, Pharaoh(dice))
    assert reason and "Nile" in reason
    assert reach.refused(board, table.view(), 0, home, board.rect("pharaoh_4").center,
                         dice) == reason
    app.step(0.016, drag(home.center, board.rect("pharaoh_4").center))
    assert table.match.log == [] and table.state is before
    assert table.message == reason
    assert board.selected == {3}, "the marked die stays marked"


def test_a_click_on_a_target_applies_the_selected_dice():
    app, table, board = start(state=applying())
    app.step(0.016, click(die(board, 3)))
    app.step(0.016, click(board.rect("nile_track").center))
    assert table.state.nile[0] == 1
    assert table.match.log[-1][1] == rules.Nile(frozenset({3}))


def test_with_nothing_selected_the_pharaoh_track_takes_all_pharaoh_dice():
    app, table, board = start(state=applying())
    hint = board.hover_hint(board.rect("pharaoh_2").center, table.view(), 0)
    assert hint and "2 spaces" in hint
    app.step(0.016, click(board.rect("pharaoh_2").center))
    assert table.match.log == [(0, Pharaoh(frozenset({0, 1})))]


def test_two_civilization_markers_are_placed_on_two_chosen_spaces():
    dice = ("civilization", "civilization", "civilization", "ankh", "sun")
    app, table, board = start(state=applying(dice=dice))
    for index in (0, 1, 2):
        app.step(0.016, click(die(board, index)))
    app.step(0.016, drag(die(board, 3), board.rect("civ_1").center))
    assert table.match.log == [], "a second space is still to choose"
    assert board.pending and board.pending.spaces == {1}
    assert set(board.lit(table.view(), 0)) == {"civ_0", "civ_2"}
    assert "1 more Civilization space" in board.prompt(table.view(), 0)
    hint = board.hover_hint(board.rect("civ_2").center, table.view(), 0)
    assert "yellow" not in hint and "purple" in hint
    app.step(0.016, click(board.rect("civ_1").center))
    assert board.pending is None and table.match.log == [], "taken back, nothing placed"
    app.step(0.016, click(board.rect("civ_1").center))
    app.step(0.016, click(board.rect("civ_2").center))
    assert table.match.log == [(0, Civilization(frozenset({0, 1, 2, 3}), frozenset({1, 2})))]
    assert board.pending is None


def test_an_ankh_cannot_claim_a_colour_space():
    dice = ("civilization", "civilization", "civilization", "ankh", "sun")
    app, table, board = start(state=applying(dice=dice))
    for index in (0, 1, 3):
        app.step(0.016, click(die(board, index)))
    app.step(0.016, click(board.rect("civ_3").center))
    assert "An Ankh can't claim a colour" in table.message
    assert table.match.log == []


def test_end_turn_says_that_unused_dice_are_forfeited():
    app, table, board = start(state=applying())
    end = button(table, "End turn")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=end.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0))])
    hint = table.button_tip()
    assert "forfeited" in hint and "4 unused dice" in hint
    app.step(0.016, click(end.rect.center))
    assert table.match.log == [], "dice would be lost: the board asks first"
    app.step(0.016, [key(pygame.K_RETURN)])
    assert table.match.log == [(0, EndTurn())]
    assert table.viewer == 1, "the screen passes to the next player"


# -- disasters -------------------------------------------------------------------------------------
def disaster_state():
    civilization = (frozenset({1, 2}), frozenset({1}), frozenset({0, 1}), frozenset(),
                    frozenset())
    return applying(dice=("sun", "sun", "civilization", "sun", "sun"),
                    civilization=civilization, ra=8)


def test_disaster_choice_and_the_victims_choice_of_markers_by_clicks():
    app, table, board = start(state=disaster_state())
    assert rules.disaster_open(table.view())
    assert "Disaster" in board.prompt(table.view(), 0)
    app.step(0.016, click(board.rect("disaster_civilization").center))
    assert table.match.log == [(0, Disaster(data.DISASTER_CIVILIZATION))]
    # Cleo had one marker and lost it at once; Ben chooses two of his three
    assert table.state.phase == rules.RETRIEVE and table.viewer == 1
    prompt = table.prompt(table.view())
    assert prompt.startswith("Ben:") and "Civilization Disaster" in prompt
    app.step(0.016, click(board.rect("civ_4").center))
    assert table.message == "You have no marker on that space." or "markers" in table.message
    assert len(table.match.log) == 1
    app.step(0.016, click(board.rect("civ_0").center))
    app.step(0.016, click(board.rect("civ_2").center))
    assert table.match.log[1:] == [(1, RemoveMarker(rules.AREA_CIVILIZATION, 0)),
                                   (1, RemoveMarker(rules.AREA_CIVILIZATION, 2))]
    assert rules.civilization_markers(table.state, 1) == (1,)
    assert table.state.phase == rules.APPLY and table.viewer == 0


def test_monument_disaster_victim_clicks_monument_markers():
    monuments = [None] * data.MONUMENT_SPACES
    for space in (0, 6, 12):
        monuments[space] = 1
    state = applying(players=2, dice=("sun", "sun", "sun", "sun", "monument"),
                     monuments=tuple(monuments), ra=13)
    app, table, board = start(players=2, state=state)
    app.step(0.016, click(board.rect("disaster_monuments").center))
    assert table.viewer == 1
    app.step(0.016, click(board.rect("monument_6").center))
    assert table.match.log[-1] == (1, RemoveMarker(rules.AREA_MONUMENTS, 6))


def test_a_victims_choice_is_read_whole_in_german_at_1024_by_640():
    """The victim of a Disaster reads whose Disaster struck and how many markers to give
    back, beside the buttons of the smallest window, with long names ("Die Katastrophe
    Monumente von Konstantin trifft dich: klicke 1 deiner Marker an, um ihn zurückzun…")."""
    from drawn_text import BoardDrawing, drawn_lines

    from pharaohs import locale

    monuments = [None] * data.MONUMENT_SPACES
    for space in (0, 6, 12):
        monuments[space] = 1
    state = applying(players=2, dice=("sun", "sun", "sun", "sun", "monument"),
                     monuments=tuple(monuments), ra=13)
    app, table, board = start(players=2, state=state, size=(1024, 640),
                              names=("Konstantin", "Maximilian"))
    app.step(0.016, click(board.rect("disaster_monuments").center))
    assert table.state.phase == rules.RETRIEVE and table.viewer == 1
    drawing = BoardDrawing(table, "draw_prompt")
    locale.set_language("de")
    try:
        with drawn_lines(drawing) as drawn:
            app.dirty = True
            app.step(0.016, [])
    finally:
        locale.set_language("en")
    (shown,) = drawn
    assert drawn.cut == [] and "Konstantin" in shown and "Marker" in shown


# -- epoch scoring ---------------------------------------------------------------------------------
def test_epoch_scoring_is_shown_step_by_step_before_the_next_epoch():
    state = applying(players=2, ra=data.SUN_TRACK_LENGTH, pharaoh=(3, 1), nile=(4, 2),
                     floods=(1, 0))
    match_seats = [(NAMES[0], "human"), (NAMES[1], "ai")]
    match = Match.start(GAME, match_seats, 1)
    match.state = state
    app = App((1280, 800), flags=0)
    table = TableScene(app, match)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, click(button(table, "End turn").rect.center))
    app.step(0.016, [key(pygame.K_RETURN)])  # yes, the unused dice are lost
    overlay = app.stack[-1]
    assert isinstance(overlay, ScoreSteps) and table.board.overlay is overlay
    assert overlay.categories == ["Pharaoh", "Nile", "Civilization"]
    settle(app, 3.0)
    assert len(match.log) == 1, "the computer waits until the scoring is read"
    for _ in range(overlay.steps - 1):
        app.step(0.016, [key(pygame.K_RETURN)])
        assert app.stack[-1] is overlay
    assert overlay.shown == overlay.steps
    app.step(0.016, click((400, 400)))
    assert app.stack[-1] is table and table.board.overlay is None
    settle(app, 3.0)
    assert len(match.log) > 1, "then the computer plays on"


# -- drawing ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_board_renders_in_every_phase_at_every_size(size):
    states = [
        GAME.setup(4, 2),
        dataclasses.replace(GAME.setup(4, 2), phase=rules.REROLL, rerolls_left=1,
                            dice=("sun", "nile", "ankh", "sun", "pharaoh")),
        applying(players=4, floods=(2, 0, 1, 0), nile=(3, 12, 0, 5), pharaoh=(12, 4, 4, 0)),
        disaster_state(),
    ]
    for state in states:
        app, table, board = start(players=state.players, state=state, size=size)
        assert board.placement.board_rect.width <= table.rects["board"].width
        assert board.text_px(10) >= 14, "no text below 14 pixels"
        app.step(0.016, click(die(board, 2)))
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=board.rect("civ_2").center,
                                            rel=(0, 0), buttons=(0, 0, 0))])
        app.dirty = True
        app.step(0.016, [])
        assert app.screen.get_size() == size
        for x in range(0, size[0], 37):  # every hint on the way is a sentence or nothing
            for y in range(0, size[1], 29):
                hint = board.hover_hint((x, y), table.view(), table.viewer)
                assert hint is None or (hint and hint[-1] in ".)"), hint
        quit_pygame()


def test_every_spot_the_board_uses_is_in_the_layout():
    names = RaDiceBoard.required_spots()
    assert len(names) == len(set(names))
    assert {"sun_24", "pharaoh_12", "nile_0", "civ_4", "monument_39", "two_points",
            "disaster_monuments", "die_4", "score_99"} <= set(names)


# -- the smoke test's hand -------------------------------------------------------------------------
def play_gesture(app, table):
    seat = table.match.to_act()[0]
    before = len(table.match.log)
    events = table.board.demo_gesture(table.view(), seat)
    assert events, f"no gesture in phase {table.state.phase}"
    for event in events:
        app.step(1 / 60, [event])
    while app.busy:
        app.step(0.2, [])
    assert len(table.match.log) > before, (
        f"the gesture committed nothing in phase {table.state.phase}: {table.message}")
    return table.match.log[before][1]


def test_demo_gesture_makes_a_disaster_and_a_victims_choice():
    app, table, board = start(state=disaster_state())
    assert isinstance(play_gesture(app, table), Disaster)
    if table.state.phase == rules.RETRIEVE:
        assert isinstance(play_gesture(app, table), RemoveMarker)


def test_demo_gesture_makes_a_legal_move_from_every_state_of_a_whole_game():
    app, table, board = start(players=2, seed=11)
    kinds = set()
    dismissed = 0
    for _ in range(1500):
        if GAME.is_over(table.state):
            break
        if board.overlay is not None:
            dismissed += 1
        kinds.add(type(play_gesture(app, table)).__name__)
    assert GAME.is_over(table.state)
    assert dismissed == data.EPOCHS - 1, "the scoring of the first two epochs was shown"
    assert {"Roll", "Reroll", "StopRolling", "EndTurn"} <= kinds
    assert len(kinds & {"Pharaoh", "Nile", "Monument", "Civilization", "Flood",
                        "TwoAnkhs"}) >= 2


@pytest.mark.parametrize("suns", range(1, data.NUM_DICE + 1))
def test_every_sun_lies_inside_the_sun_track_however_many_share_the_last_space(suns):
    """"The surplus on the last space": up to four Suns stack up space 24, each a little
    above the one under it, and every one stays inside the Sun track, wherever Ra stands
    (stacked up and to the right they once stood out past the board's edge)."""
    from pharaohs.games.ra_dice.board import places
    from pharaohs.ui.kit.layout import load_layout

    layout = load_layout("ra_dice")
    track = layout.spot("sun_track")
    inside = pygame.Rect(track.x, track.y, track.width, track.height)
    moved = suns if suns <= 2 else 0  # one or two Suns have moved Ra onto them
    for ra in range(moved, data.SUN_TRACK_LENGTH + 1):
        state = applying(dice=("sun",) * suns + ("pharaoh",) * (data.NUM_DICE - suns), ra=ra)
        points = places.sun_points(layout, state, [])
        assert len(points) == suns
        for x, y in points.values():
            die = pygame.Rect(0, 0, places.SUN_DIE, places.SUN_DIE)
            die.center = (round(x), round(y))
            assert inside.contains(die), (ra, suns, die)
        assert len(set(points.values())) == suns, "no Sun hides another whole"


def test_the_dice_lost_by_ending_the_turn_read_naturally_in_german():
    """The confirmation names each unused die as a German player says it: "der blaue
    Würfel (Monument)", not "Würfel Blau (Monument)"."""
    from pharaohs import locale

    view = applying(dice=("sun", "monument", "sun", "sun", "nile"))
    locale.set_language("de")
    try:
        said = locale.tr(words.lost_dice(view))
    finally:
        locale.set_language("en")
    assert said == ("Diese 2 Würfel bleiben ungenutzt und verfallen: der blaue Würfel "
                    "(Monument) und der rote Würfel (Nil).")
    assert locale.tr(words.lost_dice(view)) == (
        "These 2 dice are not used and will be lost: the blue die (Monument) and the red die "
        "(Nile).")


def test_a_disaster_clicked_while_none_may_be_declared_says_the_rules_reason():
    """The kit's click refusal, from ``reach``: a Disaster's button clicked with no
    Disaster open makes no move and says the rules' reason for declaring it."""
    app, table, board = start(state=applying())
    before = table.state
    assert not rules.disaster_open(before)
    reason = GAME.check(before, 0, Disaster(data.DISASTERS[0]))
    assert reason
    app.step(0.016, click(board.rect(f"disaster_{data.DISASTERS[0]}").center))
    assert table.match.log == [] and table.message == reason
