"""Das Labyrinth des Pharao: one named test per rule.

Scoring tests build boards directly: a board is 25 spaces (``row * 5 + col``),
each ``None`` or ``(tile number, rotation)``; quarters are ``(row, col)`` 0–9.
The west portal is the middle tile of the west side (space 10), its left
quarter (4, 0) and right quarter (5, 0).
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from pharaohs.core.hidden import Hidden, is_hidden
from pharaohs.core.rng import Rng
from pharaohs.games.labyrinth.rules import (
    GAME,
    Bet,
    ChooseEntrance,
    EndTurn,
    PlaceTile,
    PlaceTreasure,
    betting_round,
    closed_chambers,
    data,
    entrance_path,
    markers,
    path,
    preview_entrances,
    round_standing,
    tile_preview,
    tile_quarters,
    treasure_colours,
    treasure_report,
)
from pharaohs.games.labyrinth.rules.geometry import scarab_quarters

EMPTY = (None,) * 25


def board(**spaces):
    """A board from ``s10=(2, 0)`` style keywords."""
    out = list(EMPTY)
    for key, tile in spaces.items():
        out[int(key[1:])] = tile
    return tuple(out)


def find(nw=None, ne=None, se=None, sw=None):
    """The first (number, rotation) whose quarters have these open sides."""
    want = (nw, ne, se, sw)
    for number in range(1, 20):
        for rotation in range(4):
            quarters = tile_quarters(number, rotation)
            if all(w is None or set(w) == set(q[0]) for w, q in zip(want, quarters,
                                                                      strict=True)):
                return number, rotation
    raise LookupError(want)


def scored(b, treasures, entrance=("west", "left"), variant="basic"):
    """A finished one-seat state with board ``b``; returns its treasure report."""
    state = GAME.setup(1, 1, variant)
    state = dataclasses.replace(state, boards=(b,), treasures=(tuple(treasures),),
                                entrances=(entrance,))
    return state, treasure_report(state, 0)


def at_turn(number, players=1, variant="basic", options=(), seed=3):
    """A fresh game whose first revealed card is ``number``."""
    state = GAME.setup(players, seed, variant, options)
    deck = list(data.CARDS)
    deck.remove(number)
    return dataclasses.replace(state, revealed=(number,), deck=tuple(deck))


# -- the tile designs ---------------------------------------------------------------


def test_tile_set_and_cards_match_the_rulebook():
    assert len(data.TILE_NUMBERS) == 28
    assert sorted(data.TILE_NUMBERS) == sorted(data.CARDS)
    assert sorted(data.TILE_DESIGNS) == list(range(1, 20))
    assert all(data.TILE_NUMBERS.count(n) == 2 for n in range(6, 15))
    assert sum(data.START_STOCK[:3]) == 12


def test_tile_designs_have_no_junctions():
    for number in range(1, 20):
        for open_sides, _ in tile_quarters(number, 0):
            assert len(open_sides) <= 2, f"tile {number} has a junction"


def test_tile_designs_differ_under_rotation():
    seen = {}
    for number in range(1, 20):
        shapes = {tuple(q[0] for q in tile_quarters(number, r)) for r in range(4)}
        key = min(shapes)
        assert key not in seen, f"tile {number} looks like tile {seen.get(key)}"
        seen[key] = number


def test_about_twenty_scarabs_over_the_28_tiles():
    scarabs = sum(s for n in data.TILE_NUMBERS for _, s in tile_quarters(n, 0))
    assert 18 <= scarabs <= 22


def test_rotation_turns_quarters_and_sides_clockwise():
    # tile 8: NW "EW", NE "SW", SE "NS", SW "W*"; one turn clockwise moves NW to NE
    assert tile_quarters(8, 0) == (("EW", False), ("SW", False), ("NS", False), ("W", True))
    assert tile_quarters(8, 1) == (("N", True), ("NS", False), ("NW", False), ("EW", False))


# -- the path -----------------------------------------------------------------------

LINE = board(s10=(2, 0), s11=(6, 1), s12=(6, 1))  # gallery and two E-W straights


def test_paces_are_counted_from_the_entrance():
    walk = path(LINE, "west", "left")
    assert walk == ((4, 0), (4, 1), (4, 2), (4, 3), (4, 4), (4, 5))
    state, _ = scored(LINE, ())
    assert GAME.scores(state) == (6,)
    assert entrance_path(state, 0) == walk


def test_a_walled_portal_quarter_gives_no_path():
    assert path(LINE, "west", "right") == ()      # (5, 0) is a closed chamber
    assert path(LINE, "east", "left") == ()       # no tile at the east portal


def test_preview_lists_all_six_entrances():
    state, _ = scored(LINE, ())
    preview = dict(preview_entrances(state, 0))
    assert len(preview) == 6
    assert preview[("west", "left")] == 6
    assert preview[("west", "right")] == 0


def test_path_stops_at_a_wall_of_the_next_tile():
    # tile 2 turned so its gallery runs N-S faces the E-W corridor with a wall
    b = board(s10=(2, 0), s11=(2, 1))
    assert len(path(b, "west", "left")) == 2


def test_corridor_markers_at_15_30_45():
    walk = tuple((0, i) for i in range(50))
    assert markers(walk) == (("white", (0, 14)), ("grey", (0, 29)), ("black", (0, 44)))


# -- treasures ----------------------------------------------------------------------


def test_closed_chamber_touching_the_path_scores():
    _, (t,) = scored(LINE, [(5, 1, "red")])
    assert t.scores and t.points == 3 and t.pace == 2


def test_chamber_closed_by_a_neighbours_wall_scores():
    # tile 11: E-W corridor above a dead end (5, 1) opening south onto space 15
    walled = board(s10=(11, 0), s11=(6, 1), s15=(6, 1))   # (6, 1) is E-W: wall to the north
    _, (t,) = scored(walled, [(5, 1, "green")])
    assert t.scores and t.points == 2
    opened = board(s10=(11, 0), s11=(6, 1), s15=(6, 0))   # (6, 1) is N-S: open
    _, (t,) = scored(opened, [(5, 1, "green")])
    assert not t.scores and t.points == 0 and "open to the south" in t.reason
    unlaid = board(s10=(11, 0), s11=(6, 1))
    _, (t,) = scored(unlaid, [(5, 1, "green")])
    assert not t.scores and "no tile there yet" in t.reason


def test_tile_preview_tells_the_chamber_a_tile_would_close_and_the_score():
    """Rulebook: a treasure scores its value when its chamber is closed by four walls and
    touches the path; the preview lays the tile on a copy and compares."""
    state = dataclasses.replace(at_turn(6), boards=(board(s10=(11, 0), s11=(6, 1)),),
                                treasures=(((5, 1, "green"),),), entrances=(("west", "left"),))
    walled = tile_preview(state, 0, 15, 1)             # (6, 1) is E-W: wall to the north
    assert (5, 1) in walled.closes and walled.after.boards[0][15] == (6, 1)
    assert walled.score_after == walled.score_before + 2 and walled.grows == 0
    opened = tile_preview(state, 0, 15, 0)             # (6, 0) is N-S: open to it
    assert (5, 1) not in opened.closes and opened.score_after == opened.score_before
    assert state.boards[0][15] is None                 # the state itself is unchanged


def test_outer_wall_counts_as_a_wall():
    # (3, 0) is a dead end opening west onto the outer edge, beside the path's first pace
    b = board(s10=(2, 0), s5=find(sw="W"))
    assert tile_quarters(*b[5])[3][0] == "W"
    _, (t,) = scored(b, [(3, 0, "blue")])
    assert t.scores and t.points == 1 and t.pace == 1


def test_portal_is_not_a_wall():
    # tile 17: (4, 0) is a dead end opening west, onto the west portal's left side
    b = board(s10=(17, 0), s11=(6, 1))
    assert path(b, "west", "right") == ((5, 0), (5, 1), (5, 2), (5, 3))
    _, (t,) = scored(b, [(4, 0, "red")], entrance=("west", "right"))
    assert not t.scores and t.points == 0 and "portal" in t.reason


def test_treasure_in_a_corridor_scores_nothing():
    _, (on_path,) = scored(LINE, [(4, 1, "red")])
    assert not on_path.scores and "corridor" in on_path.reason
    # tile 10's corner turn (5, 2) is walled at both ends, but it is a corridor
    b = board(s10=(2, 0), s11=(10, 0), s16=(2, 0))
    assert path(b, "west", "left") == ((4, 0), (4, 1), (4, 2))
    _, (walled_corridor,) = scored(b, [(5, 2, "red")])
    assert not walled_corridor.scores and "corridor" in walled_corridor.reason


def test_chamber_not_touching_the_path_scores_nothing():
    b = board(s10=(2, 0), s0=(2, 0))
    _, (t,) = scored(b, [(1, 0, "red")])
    assert not t.scores and t.points == 0 and "does not touch" in t.reason


# A board with a 48-pace path from the west portal's left side (found by search).
# Chambers first touch the path at paces 15 (3, 6), 16 (4, 6), 30 (8, 2),
# 31 (9, 4), 45 (2, 9) and 46 (1, 9).
LONG = ((15, 3), (11, 2), (16, 3), (4, 2), (3, 0), (11, 3), (12, 2), (4, 0), (2, 1),
        (2, 3), (10, 3), (6, 1), (10, 3), (8, 1), (6, 0), (5, 1), (9, 2), (19, 2), (5, 3),
        (18, 1), (17, 2), (5, 3), (12, 0), (13, 2), (8, 1))
SEGMENT_CHAMBERS = {(3, 6): (15, 1), (4, 6): (16, 2), (8, 2): (30, 2), (9, 4): (31, 3),
                    (2, 9): (45, 3), (1, 9): (46, 4)}


def test_segment_multipliers_in_the_professional_game():
    assert len(path(LONG, "west", "left")) == 48
    treasures = [(r, c, "blue") for r, c in SEGMENT_CHAMBERS]
    state, report = scored(LONG, treasures, variant="professional")
    for t in report:
        pace, multiplier = SEGMENT_CHAMBERS[(t.row, t.col)]
        assert t.scores, t.reason
        assert (t.pace, t.multiplier, t.points) == (pace, multiplier, multiplier)
    assert GAME.scores(state) == (48 + 1 + 2 + 2 + 3 + 3 + 4,)


def test_basic_game_has_no_multipliers():
    treasures = [(r, c, "blue") for r, c in SEGMENT_CHAMBERS]
    state, report = scored(LONG, treasures, variant="basic")
    assert all(t.multiplier == 1 and t.points == 1 for t in report)
    assert GAME.scores(state) == (48 + 6,)


def test_result_lists_paces_and_every_treasure():
    state, _ = scored(LINE, [(5, 1, "red"), (4, 1, "blue")])
    state = dataclasses.replace(state, phase="over")
    outcome = GAME.result(state)
    lines = outcome.details[0]
    assert lines[0] == ("Path: 6 paces", 6)
    assert lines[1][1] == 3 and "Red" in lines[1][0]
    assert lines[2][1] == 0 and "corridor" in lines[2][0]
    assert outcome.scores == (9,)


# -- placing tiles and treasures ----------------------------------------------------


def test_tile_goes_on_an_empty_space_only():
    state = at_turn(7)
    state = dataclasses.replace(state, boards=(board(s4=(12, 0)),))
    assert GAME.check(state, 0, PlaceTile(4, 0)) == (
        "Tile 7 must go on an empty space: E1 already holds tile 12.")
    assert len(GAME.legal_moves(state, 0)) == 24 * 4 + 6   # places and entrances
    after = GAME.play(state, 0, PlaceTile(3, 2))
    assert after.boards[0][3] == (7, 2)
    assert GAME.check(after, 0, PlaceTile(5, 0)) == "You have already placed tile 7 this turn."


def test_basic_treasure_order_blue_green_red_purple():
    state = GAME.play(at_turn(2), 0, PlaceTile(0, 0))     # tile 2: scarabs (1, 1), (1, 0)
    stocks = {(5, 4, 3, 0): "blue", (0, 4, 3, 1): "green", (0, 0, 3, 1): "red",
              (0, 0, 0, 1): "purple"}
    for stock, colour in stocks.items():
        s = dataclasses.replace(state, stock=(stock,))
        assert treasure_colours(s, 0) == (colour,)
        colours = {m.colour for m in GAME.legal_moves(s, 0) if isinstance(m, PlaceTreasure)}
        assert colours == {colour}
    assert GAME.check(state, 0, PlaceTreasure(1, 1, "green")) == (
        "In the basic game your blue treasures go first: you still have 5.")
    s = dataclasses.replace(state, stock=((0, 0, 1, 1),))
    assert "after all your red" in GAME.check(s, 0, PlaceTreasure(1, 1, "purple"))
    after = GAME.play(state, 0, PlaceTreasure(1, 1, "blue"))
    assert after.stock[0] == (4, 4, 3, 0) and after.treasures[0] == ((1, 1, "blue"),)


def test_professional_treasure_colour_is_free():
    state = GAME.play(at_turn(2, variant="professional"), 0, PlaceTile(0, 0))
    state = dataclasses.replace(state, stock=((5, 4, 3, 1),))
    assert treasure_colours(state, 0) == ("blue", "green", "red", "purple")
    after = GAME.play(state, 0, PlaceTreasure(1, 0, "purple"))
    after = GAME.play(after, 0, PlaceTreasure(1, 1, "red"))
    assert after.stock[0] == (5, 4, 2, 0)
    assert GAME.check(after, 0, PlaceTreasure(1, 1, "green")) is not None


def test_one_treasure_per_scarab_on_this_turns_tile_only():
    state = at_turn(2)
    state = dataclasses.replace(state, boards=(board(s1=(19, 0)),))   # an earlier tile
    state = GAME.play(state, 0, PlaceTile(0, 0))
    assert GAME.check(state, 0, PlaceTreasure(0, 0, "blue")) == (
        "Treasures go only on scarabs: that quarter of tile 2 shows none.")
    assert GAME.check(state, 0, PlaceTreasure(0, 2, "blue")) == (
        "Treasures go only on this turn's tile 2.")
    state = GAME.play(state, 0, PlaceTreasure(1, 0, "blue"))
    assert GAME.check(state, 0, PlaceTreasure(1, 0, "blue")) == (
        "That scarab already holds a treasure: one treasure per scarab.")
    state = GAME.play(state, 0, PlaceTreasure(1, 1, "blue"))
    assert not any(isinstance(m, PlaceTreasure) for m in GAME.legal_moves(state, 0))


def test_treasures_only_after_the_tile():
    state = at_turn(2)
    assert GAME.check(state, 0, PlaceTreasure(1, 0, "blue")) == (
        "Place tile 2 first: treasures go on this turn's tile.")
    assert GAME.check(state, 0, EndTurn()) == "Place tile 2 before you end your turn."


# -- the entrance -------------------------------------------------------------------


def _end_turn(state, seat=0, space=None):
    if state.current[seat] is None:
        empty = state.boards[seat].index(None) if space is None else space
        state = GAME.play(state, seat, PlaceTile(empty, 0))
    return GAME.play(state, seat, EndTurn())


def test_entrance_must_be_chosen_by_the_end_of_turn_three():
    state = GAME.setup(1, 5)
    state = _end_turn(_end_turn(state))
    assert len(state.revealed) == 3
    state = GAME.play(state, 0, PlaceTile(state.boards[0].index(None), 0))
    assert GAME.check(state, 0, EndTurn()) == (
        "Choose your entrance before the end of the third turn.")
    assert EndTurn() not in GAME.legal_moves(state, 0)
    state = GAME.play(state, 0, ChooseEntrance("south", "left"))
    assert GAME.check(state, 0, ChooseEntrance("east", "left")) == (
        "You have already chosen the south portal, left side.")
    state = GAME.play(state, 0, EndTurn())
    assert state.entrances == (("south", "left"),)
    state = GAME.play(state, 0, PlaceTile(state.boards[0].index(None), 0))
    assert GAME.check(state, 0, ChooseEntrance("east", "left")) == (
        "You can't choose your entrance now.")


def test_entrance_may_be_chosen_in_the_first_turn():
    state = GAME.setup(2, 5)
    assert ChooseEntrance("west", "right") in GAME.legal_moves(state, 1)
    state = GAME.play(state, 1, ChooseEntrance("west", "right"))
    assert state.entrances == (None, ("west", "right"))


# -- turns --------------------------------------------------------------------------


def test_all_players_place_the_same_tile_at_once():
    state = GAME.setup(3, 9)
    assert GAME.to_act(state) == (0, 1, 2)
    card = state.revealed[-1]
    state = _end_turn(state, seat=1)
    assert GAME.to_act(state) == (0, 2)
    assert state.boards[1][0] == (card, 0)
    state = _end_turn(_end_turn(state, seat=0), seat=2)
    assert len(state.revealed) == 2 and GAME.to_act(state) == (0, 1, 2)


def _random_game(players, variant="basic", options=(), seed=1):
    state = GAME.setup(players, seed, variant, options)
    rng = Rng.from_seed(seed)
    while not GAME.is_over(state):
        seat, rng = rng.choice(GAME.to_act(state))
        move, rng = rng.choice(GAME.legal_moves(state, seat))
        state = GAME.play(state, seat, move)
    return state


def test_solo_game_plays_to_the_end():
    state = _random_game(1, "professional", ("betting",))
    assert GAME.is_over(state)
    assert len(state.revealed) == 25 and len(state.deck) == 3
    assert None not in state.boards[0]
    assert state.entrances[0] is not None
    outcome = GAME.result(state)
    assert outcome.winners == (0,) and outcome.scores == GAME.scores(state)


def test_tie_makes_all_tied_players_winners():
    state = GAME.setup(3, 1)
    other = board(s10=(2, 0))
    state = dataclasses.replace(
        state, phase="over", boards=(LINE, other, LINE),
        entrances=(("west", "left"),) * 3)
    outcome = GAME.result(state)
    assert outcome.scores == (6, 2, 6)
    assert outcome.winners == (0, 2)


# -- betting ------------------------------------------------------------------------


def _to_betting(players=2, variant="basic", seed=4):
    """Play five turns (entrance chosen) until the first bets are due; card 5 shows a 10."""
    state = GAME.setup(players, seed, variant, ("betting",))
    for seat in range(players):
        state = GAME.play(state, seat, ChooseEntrance("west", "left"))
    while state.phase != "bet":
        state = _end_turn(state, seat=GAME.to_act(state)[0])
    assert len(state.revealed) == 5
    return dataclasses.replace(state, revealed=(*state.revealed[:4], 10))


def _bet_round(state, guesses, card):
    """Every seat bets its guess (None: not in the round); ``card`` comes next."""
    state = dataclasses.replace(state, deck=(card,))
    for seat, guess in enumerate(guesses):
        if guess is not None:
            state = GAME.play(state, seat, Bet(guess))
    assert state.revealed[-1] == card and state.phase == "turn"
    return state


def _finish_turn(state):
    for seat in GAME.to_act(state):
        state = _end_turn(state, seat=seat)
    return state


def test_no_bets_before_the_sixth_card_and_all_bet_then():
    assert betting_round(GAME.setup(2, 4, options=("betting",))) is None
    state = _to_betting()
    assert betting_round(state) == (1, 1)
    assert GAME.to_act(state) == (0, 1)
    assert GAME.legal_moves(state, 0) == [Bet("high"), Bet("low")]


def test_betting_streak_of_five_earns_a_purple():
    state = _to_betting()
    for step in range(5):
        card = 19 if step % 2 == 0 else 1      # high, low, high, low, high
        guess = "high" if step % 2 == 0 else "low"
        state = _bet_round(state, (guess, "low" if step == 0 else None), card)
        if step < 4:
            state = _finish_turn(state)
            assert GAME.to_act(state) == (0,)  # seat 1 guessed wrong on card 6
    assert [r.outcome for r in state.bet_log[0]] == ["right"] * 5
    assert state.purples_won == (1, 0)
    assert state.stock[0][3] == 1 and state.purple_supply == 14
    assert state.bet_log[1][0].outcome == "wrong" and len(state.bet_log[1]) == 1


def test_round_standing_counts_the_latest_rounds_bets():
    """Rulebook: a wrong bet drops the player from the round; five right in a row win."""
    state = _to_betting()
    assert round_standing(state, 0) is None
    state = _bet_round(state, ("high", "low"), 19)
    assert round_standing(state, 0) == (1, 1, False, False)
    assert round_standing(state, 1) == (1, 0, True, False)
    for card in (1, 19, 1, 19):
        state = _bet_round(_finish_turn(state), ("low" if card == 1 else "high", None), card)
    assert round_standing(state, 0) == (1, 5, False, True)


def test_wrong_guess_drops_out_of_the_round_until_the_next():
    state = _to_betting()
    state = _bet_round(state, ("high", "low"), 19)
    assert state.in_round == (True, False)
    state = _finish_turn(state)
    assert state.phase == "bet" and GAME.to_act(state) == (0,)
    assert GAME.check(state, 1, Bet("high")) == "It is not your turn."
    for _ in range(4):
        state = _finish_turn(_bet_round(state, ("low", None), 1))
    assert state.phase == "bet" and len(state.revealed) == 10
    assert state.in_round == (True, True)              # the next round: everyone bets again
    assert state.purples_won == (1, 0)                 # right, right, equal, equal, equal


def test_equal_card_keeps_everyone_in():
    state = _to_betting()
    state = _bet_round(state, ("high", "low"), 10)
    assert state.in_round == (True, True)
    assert [log[-1].outcome for log in state.bet_log] == ["equal", "equal"]


def test_bets_are_hidden_from_other_seats():
    """Rulebook: the High/Low tiles are placed face down; the core's Hidden stands for them."""
    state = _to_betting()
    state = GAME.play(state, 0, Bet("low"))
    assert GAME.view(state, 0).bets[0] == "low"
    assert GAME.view(state, 1).bets[0] == Hidden("bet")
    assert is_hidden(GAME.view(state, None).bets[0])
    view = GAME.view(state, 1)
    again = GAME.determinize(view, 1, 77)
    assert again.bets[0] in ("high", "low") and GAME.view(again, 1) == view
    state = _bet_round(state, (None, "high"), 19)
    assert state.bet_log[0][-1].guess == "low"             # shown once the card is up


def test_betting_rounds_cover_cards_6_to_20():
    state = _random_game(2, options=("betting",), seed=11)
    positions = sorted({r.card for log in state.bet_log for r in log})
    assert positions[0] >= 6 and positions[-1] <= 20
    assert 6 in positions and 11 in positions and 16 in positions


@pytest.mark.parametrize("variant,options", list(itertools.product(
    ("basic", "professional"), ((), ("betting",)))))
def test_random_five_player_games_end_with_full_boards(variant, options):
    state = _random_game(5, variant, options, seed=2)
    assert all(None not in b for b in state.boards)
    assert len(GAME.result(state).scores) == 5


def test_the_chambers_rung_as_closed_are_the_ones_scoring_calls_walled_in():
    """The chambers the board rings as closed (``closed_chambers``) are the ones scoring
    calls walled in: a treasure on each scarab of a random board, no entrance chosen,
    fails only for "no entrance" exactly when closed (rulebook: a treasure scores in a
    chamber walled in on four sides)."""
    for seed in range(6):
        state, rng = GAME.setup(1, seed), Rng.from_seed(seed)
        while len(state.revealed) < 18:
            moves = [m for m in GAME.legal_moves(state, 0) if not isinstance(m, PlaceTreasure)]
            move, rng = rng.choice(moves)
            state = GAME.play(state, 0, move)
        laid = state.boards[0]
        scarabs = [q for s in range(25) for q in scarab_quarters(laid, s)]
        state = dataclasses.replace(state, entrances=(None,),
                                    treasures=(tuple((r, c, "blue") for r, c in scarabs),))
        walled = {(t.row, t.col) for t in treasure_report(state, 0)
                  if t.reason == "no entrance is chosen yet"}
        assert closed_chambers(laid) == walled
