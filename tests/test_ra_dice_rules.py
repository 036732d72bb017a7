"""Ra: The Dice Game — the rulebook's worked examples and each rule, as scenarios.

States are built directly (``dataclasses.replace``) to set the dice faces; the
letters S P N C M A stand for Sun, Pharaoh, Nile, Civilization, Monument, Ankh
on the yellow, blue, purple, green and red die in that order.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from dataclasses import replace

import pytest

from pharaohs.core import IllegalMove
from pharaohs.core.rng import Rng
from pharaohs.games.ra_dice import rules as R
from pharaohs.games.ra_dice.rules import data as D

G = R.GAME
YELLOW, BLUE, PURPLE, GREEN, RED = range(5)
FACE = {"S": D.SUN, "P": D.PHARAOH, "N": D.NILE, "C": D.CIVILIZATION, "M": D.MONUMENT,
        "A": D.ANKH}


def fresh(players=3):
    return G.setup(players, "ra-test")


def rolled(code, players=3, seat=0, **changes):
    """A state in which ``seat`` applies dice showing ``code`` (one letter per die)."""
    state = fresh(players)
    return replace(state, phase=R.APPLY, current=seat, rerolls_left=0,
                   dice=tuple(FACE[c] for c in code), **changes)


def rolling(code, players=3, seat=0, rerolls_left=2, **changes):
    """A state in which ``seat`` may still reroll dice showing ``code``."""
    state = fresh(players)
    return replace(state, phase=R.REROLL, current=seat, rerolls_left=rerolls_left,
                   dice=tuple(FACE[c] for c in code), **changes)


def play(state, move, seat=None):
    seat = G.to_act(state)[0] if seat is None else seat
    return G.play(state, seat, move)


def refused(state, move, seat=None):
    """The reason ``move`` is refused; also checks that it is not a legal move."""
    seat = G.to_act(state)[0] if seat is None else seat
    reason = G.check(state, seat, move)
    assert reason, f"{move} should be refused"
    assert move not in G.legal_moves(state, seat)
    with pytest.raises(IllegalMove):
        G.play(state, seat, move)
    return reason


def dice(*indices):
    return frozenset(indices)


def with_score_lines(state):
    return {(line.seat, line.category): line.points for line in R.last_epoch_lines(state)}


# -- set-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players,ra", [(2, 13), (3, 7), (4, 1)])
def test_setup_places_ra_by_player_count_and_scores_10_11_12(players, ra):
    state = fresh(players)
    assert state.ra == ra
    assert G.scores(state) == (10, 11, 12, 13)[:players]
    assert state.pharaoh == state.nile == (0,) * players
    assert G.to_act(state) == (0,)
    assert G.legal_moves(state, 0) == [R.Roll()]


def test_game_metadata():
    assert (G.id, G.title, G.min_players, G.max_players) == (
        "ra_dice", "Ra: The Dice Game", 2, 4)
    assert G.variants == ("standard",) and G.options == ()


def test_the_rules_and_the_modules_they_draw_on_never_load_pygame():
    probe = ("import sys\n"
             "import pharaohs.games.ra_dice.rules\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


# -- rolling ------------------------------------------------------------------------------------
def test_roll_sets_suns_aside_and_they_cannot_be_rerolled():
    state = fresh()
    for seed in range(200):  # find a first throw with a Sun and something else
        after = play(replace(state, rng=Rng.from_seed(seed)), R.Roll())
        if D.SUN in after.dice and after.phase == R.REROLL:
            break
    sun = after.dice.index(D.SUN)
    reason = refused(after, R.Reroll(dice(sun)))
    assert "Sun" in reason
    assert all(sun not in m.dice for m in G.legal_moves(after, 0) if isinstance(m, R.Reroll))


def test_rerolls_are_limited_to_two():
    state = rolling("PNCMA")
    state = play(state, R.Reroll(dice(0, 1, 2, 3, 4)))
    if state.phase == R.REROLL:  # unless the reroll threw five Suns
        assert state.rerolls_left == 1
        free = R.available_dice(state)
        state = play(state, R.Reroll(frozenset(free)))
    assert state.phase == R.APPLY
    assert refused(state, R.Reroll(dice(0))).startswith("You can't reroll now")


def test_reroll_draws_only_the_chosen_dice():
    state = rolling("PNCMA")
    after = play(state, R.Reroll(dice(BLUE)))
    assert after.dice[:1] + after.dice[2:] == state.dice[:1] + state.dice[2:]
    assert after.rng != state.rng


def test_reroll_needs_a_die():
    assert "at least one" in refused(rolling("PNCMA"), R.Reroll(frozenset()))


def test_stop_rolling_with_four_suns_opens_a_disaster_and_leaves_ra():
    state = rolling("SSSSP")
    after = play(state, R.StopRolling())
    assert after.phase == R.APPLY and after.ra == state.ra
    assert R.disaster_open(after)
    assert R.Disaster(D.DISASTER_PHARAOH) in G.legal_moves(after, 0)


def test_five_suns_end_rolling_at_once():
    state = rolling("SSSSP")
    for seed in range(500):
        after = play(replace(state, rng=Rng.from_seed(seed)), R.Reroll(dice(RED)))
        if after.dice[RED] == D.SUN:
            break
    assert after.dice == (D.SUN,) * 5 and after.phase == R.APPLY


# -- Ra and the Suns ---------------------------------------------------------------------------
def test_example_ra_sun_sun_advances_two():
    """Rulebook: Nile, Sun, Sun, Ankh … → advance the Ra figure 2 spaces."""
    state = rolling("NSSAC")
    after = play(state, R.StopRolling())
    assert after.ra == state.ra + 2
    assert G.scores(after) == G.scores(state)


def test_one_sun_advances_ra_one():
    state = rolling("SPNCA")
    assert play(state, R.StopRolling()).ra == state.ra + 1


def test_suns_lie_in_front_of_ra_one_per_space_and_ra_moves_onto_them():
    """Rulebook: "He places all the dice showing Suns on the spaces immediately in front of
    the Ra figure, one die per space. If he runs out of spaces on the Ra track, he places
    them at the end." One or two Suns then advance Ra onto them."""
    state = rolling("SSPNC")
    assert R.sun_spaces(state) == (state.ra + 1, state.ra + 2)
    after = play(state, R.StopRolling())
    assert after.ra == state.ra + 2 and R.sun_spaces(after) == R.sun_spaces(state)
    end = D.SUN_TRACK_LENGTH
    assert R.sun_spaces(rolling("SSSSP", ra=end - 2)) == (end - 1, end, end, end)


def test_three_suns_score_three_and_ra_stays():
    state = rolling("SSSPA")
    after = play(state, R.StopRolling())
    assert after.ra == state.ra
    assert G.scores(after)[0] == G.scores(state)[0] + 3
    assert not R.disaster_open(after)


def test_disaster_needs_four_suns_and_only_once():
    assert "four or five Suns" in refused(rolled("SSSPA"), R.Disaster(D.DISASTER_NILE))
    state = play(rolled("SSSSA"), R.Disaster(D.DISASTER_PHARAOH))
    assert "already" in refused(state, R.Disaster(D.DISASTER_NILE))


# -- Pharaoh ----------------------------------------------------------------------------------
def test_example_pharaoh_three_pharaohs_advance_three():
    """Rulebook: Pharaoh, Pharaoh, Pharaoh → advance the marker 3 spaces."""
    state = rolled("PPPNC")
    after = play(state, R.Pharaoh(dice(0, 1, 2)))
    assert after.pharaoh[0] == 3
    assert after.used == dice(0, 1, 2)


def test_example_pharaoh_two_pharaohs_and_ankh():
    """Rulebook: Pharaoh, Pharaoh, Ankh → 2 spaces: the Ankh may join, or be kept."""
    state = rolled("PPANC")
    assert play(state, R.Pharaoh(dice(0, 1))).pharaoh[0] == 2
    assert play(state, R.Pharaoh(dice(0, 1, 2))).pharaoh[0] == 3


def test_pharaoh_refuses_ankhs_alone_and_other_faces():
    state = rolled("PAANC")
    assert "Ankhs alone" in refused(state, R.Pharaoh(dice(1, 2)))
    assert "shows the Nile" in refused(state, R.Pharaoh(dice(0, 3)))


def test_pharaoh_stops_at_twelve():
    state = rolled("PPPNC", pharaoh=(11, 0, 0))
    assert play(state, R.Pharaoh(dice(0, 1, 2))).pharaoh[0] == 12
    assert "end of the track" in refused(replace(state, pharaoh=(12, 0, 0)),
                                         R.Pharaoh(dice(0)))


def test_each_die_is_used_once():
    state = play(rolled("PPANC"), R.Pharaoh(dice(0, 2)))
    assert "already been used" in refused(state, R.Pharaoh(dice(1, 2)))


# -- Nile ------------------------------------------------------------------------------------------
def test_example_nile_and_ankh_advance_two():
    """Rulebook: Nile, Ankh → advance the marker 2 spaces."""
    assert play(rolled("NAPCM"), R.Nile(dice(0, 1))).nile[0] == 2


def test_example_nile_three_niles():
    """Rulebook: Nile, Nile, Nile → "advance 2 spaces".

    The rule says one space per die, so three Niles advance three; the printed
    two spaces is what the player gets using only two of them, which "may" allows.
    """
    state = rolled("NNNPC")
    assert play(state, R.Nile(dice(0, 1, 2))).nile[0] == 3
    assert play(state, R.Nile(dice(0, 1))).nile[0] == 2


def test_example_four_niles_flood_and_advance_one():
    """Rulebook: Nile, Nile, Nile, Nile → flood the Nile and advance 1 space."""
    state = play(rolled("NNNNC"), R.Flood(dice(0, 1, 2)))
    state = play(state, R.Nile(dice(3)))
    assert (state.floods[0], state.nile[0]) == (1, 1)


def test_flood_with_one_or_two_ankhs_but_not_three():
    assert play(rolled("NAAPC"), R.Flood(dice(0, 1, 2))).floods[0] == 1
    state = rolled("AAANC")
    assert "Ankhs alone" in refused(state, R.Flood(dice(0, 1, 2)))
    assert "exactly three" in refused(state, R.Flood(dice(0, 3)))


def test_flood_again_in_a_later_turn_stacks():
    state = rolled("NNNPC", floods=(1, 0, 0), nile=(5, 0, 0))
    after = play(state, R.Flood(dice(0, 1, 2)))
    assert (after.floods[0], after.nile[0]) == (2, 5)


def test_nile_refuses_ankhs_alone():
    assert "Ankhs alone" in refused(rolled("AANPC"), R.Nile(dice(0, 1)))


# -- Civilization ---------------------------------------------------------------------------------
def test_example_civilization_five_dice_only_three_apply():
    """Rulebook: five Civilization dice, but only the yellow space is open to red.

    Blue is full, purple already holds red's marker, and the Ankhs' colours can't
    be claimed: red applies the three real Civilization dice, keeping the Ankhs.
    """
    red = 0
    state = rolled("CCCAA", players=4, seat=red,
                   civilization=(frozenset(), frozenset({1, 2, 3}), frozenset({red}),
                                 frozenset(), frozenset()))
    civ_moves = [m for m in G.legal_moves(state, red) if isinstance(m, R.Civilization)]
    assert civ_moves and all(m.spaces == {YELLOW} for m in civ_moves)
    assert all(len(m.dice) == 3 for m in civ_moves)
    assert "blue space is full" in refused(state, R.Civilization(dice(0, 1, 2), dice(BLUE)))
    assert "already have a marker on the purple" in refused(
        state, R.Civilization(dice(0, 1, 2), dice(PURPLE)))
    assert refused(state, R.Civilization(dice(0, 3, 4), dice(GREEN))) == (
        "An Ankh can't claim a colour: the green space needs the green die showing "
        "Civilization.")
    assert refused(state, R.Civilization(dice(0, 1, 2, 3, 4), dice(YELLOW, GREEN, RED)))
    after = play(state, R.Civilization(dice(0, 1, 2), dice(YELLOW)))
    assert R.civilization_markers(after, red) == (YELLOW, PURPLE)
    assert R.TwoAnkhs(dice(3, 4)) in G.legal_moves(after, red)


def test_civilization_four_and_five_dice_place_two_and_three():
    state = rolled("CCCCC")
    after = play(state, R.Civilization(dice(0, 1, 2, 3, 4), dice(0, 2, 4)))
    assert R.civilization_markers(after, 0) == (0, 2, 4)
    four = rolled("CCCCP")
    assert "choose exactly two spaces" in refused(four, R.Civilization(dice(0, 1, 2, 3),
                                                                      dice(0)))
    after = play(four, R.Civilization(dice(0, 1, 2, 3), dice(1, 3)))
    assert R.civilization_markers(after, 0) == (1, 3)


def test_civilization_needs_three_dice_and_a_real_civilization():
    assert "three, four or five" in refused(rolled("CCPNM"), R.Civilization(dice(0, 1),
                                                                             dice(0)))
    assert "Ankhs alone" in refused(rolled("AAAPN"), R.Civilization(dice(0, 1, 2), dice(0)))


def test_civilization_colour_needs_its_die_among_those_used():
    state = rolled("CCCCP")
    assert "among the dice you use" in refused(state, R.Civilization(dice(0, 1, 2), dice(3)))


def test_civilization_capacity_is_players_minus_one():
    two = rolled("CCCPN", players=2, civilization=(frozenset({1}),) + (frozenset(),) * 4)
    assert "full" in refused(two, R.Civilization(dice(0, 1, 2), dice(YELLOW)))
    three = rolled("CCCPN", players=3, civilization=(frozenset({1}),) + (frozenset(),) * 4)
    after = play(three, R.Civilization(dice(0, 1, 2), dice(YELLOW)))
    assert after.civilization[YELLOW] == {0, 1}


def test_one_marker_per_player_per_civilization_space():
    state = rolled("CCCPN", civilization=(frozenset({0}),) + (frozenset(),) * 4)
    assert "already have a marker" in refused(state, R.Civilization(dice(0, 1, 2), dice(0)))


# -- Monuments ------------------------------------------------------------------------------------
def test_example_monuments_three_markers_in_one_turn():
    """Rulebook: yellow in the first column (where red has 2 markers), then purple in
    the third column and green in the fourth, where red has none."""
    red = 0
    monuments = [None] * D.MONUMENT_SPACES
    monuments[D.monument_space(0, 1)] = red  # blue space of column 1
    monuments[D.monument_space(0, 2)] = red  # purple space of column 1
    state = rolled("MAMMA", seat=red, monuments=tuple(monuments))
    yellow_1 = D.monument_space(0, 0)
    purple_3 = D.monument_space(2, 0)
    green_4 = D.monument_space(3, 0)
    assert [D.COLOURS[D.monument_colour(s)] for s in (yellow_1, purple_3, green_4)] == [
        "yellow", "purple", "green"]
    state = play(state, R.Monument(dice(YELLOW), yellow_1))
    assert "column where you have no marker" in refused(
        state, R.Monument(dice(GREEN, RED), D.monument_space(0, 3)))
    state = play(state, R.Monument(dice(PURPLE, BLUE), purple_3))
    state = play(state, R.Monument(dice(GREEN, RED), green_4))
    assert R.monument_markers(state, red) == (0, 1, 2, purple_3, green_4)
    assert R.available_dice(state) == ()


def test_first_monument_takes_one_real_monument_on_its_colour():
    state = rolled("MAPNC")
    yellow = D.monument_space(5, 0)
    blue = D.monument_space(5, 1)
    assert "not a Monument" in refused(state, R.Monument(dice(BLUE), blue))
    assert "exactly one die" in refused(state, R.Monument(dice(YELLOW, BLUE), yellow))
    assert "on a yellow space, not blue" in refused(state, R.Monument(dice(YELLOW), blue))
    after = play(state, R.Monument(dice(YELLOW), yellow))
    assert after.monuments[yellow] == 0 and after.monuments_this_turn == 1
    assert R.monument_targets(state, 0, dice(YELLOW)) == frozenset(
        s for s in range(D.MONUMENT_SPACES) if D.monument_colour(s) == YELLOW)


def test_monument_space_must_be_empty():
    monuments = (1,) + (None,) * (D.MONUMENT_SPACES - 1)
    assert "taken" in refused(rolled("MAPNC", monuments=monuments), R.Monument(dice(0), 0))


def test_further_monument_colour_needs_a_real_monument_die():
    state = rolled("MMANC", monuments_this_turn=1)
    purple_space = D.monument_space(2, 0)
    reason = refused(state, R.Monument(dice(BLUE, PURPLE), purple_space))
    assert reason.startswith("An Ankh can't claim a colour: the purple space")
    assert "Two Ankhs" in refused(rolled("AAMNC", monuments_this_turn=1),
                                  R.Monument(dice(0, 1), 0))
    assert "two more dice" in refused(state, R.Monument(dice(BLUE), D.monument_space(1, 0)))
    # the pair may claim either real Monument's colour
    assert R.monument_targets(state, 0, dice(YELLOW, BLUE)) == frozenset(
        s for s in range(D.MONUMENT_SPACES) if D.monument_colour(s) in (YELLOW, BLUE))


# -- Two Ankhs --------------------------------------------------------------------------------
def test_two_ankhs_score_two_points():
    state = rolled("AAPNC")
    after = play(state, R.TwoAnkhs(dice(0, 1)))
    assert G.scores(after)[0] == G.scores(state)[0] + 2
    assert "not an Ankh" in refused(state, R.TwoAnkhs(dice(0, 2)))


# -- Disasters -------------------------------------------------------------------------------------
def test_pharaoh_disaster_strikes_the_others_not_below_zero():
    state = rolled("SSSSP", pharaoh=(5, 1, 6))
    after = play(state, R.Disaster(D.DISASTER_PHARAOH))
    assert after.pharaoh == (5, 0, 4)


def test_nile_disaster_takes_a_flood_or_retreats_two():
    state = rolled("SSSSP", nile=(5, 1, 6), floods=(1, 0, 2))
    after = play(state, R.Disaster(D.DISASTER_NILE))
    assert after.floods == (1, 0, 1)
    assert after.nile == (5, 0, 6)
    single = rolled("SSSSP", nile=(0, 7, 6), floods=(0, 0, 0))
    assert play(single, R.Disaster(D.DISASTER_NILE)).nile == (0, 5, 4)


def test_civilization_disaster_victims_with_one_or_two_markers_lose_them_at_once():
    civ = (frozenset({0, 1, 2}), frozenset({2}), frozenset(), frozenset(), frozenset())
    state = rolled("SSSSP", civilization=civ)
    after = play(state, R.Disaster(D.DISASTER_CIVILIZATION))
    assert after.phase == R.APPLY and G.to_act(after) == (0,)
    assert after.civilization[0] == {0}
    assert R.civilization_markers(after, 1) == () == R.civilization_markers(after, 2)


def test_civilization_disaster_victims_choose_in_turn_order():
    civ = (frozenset({1, 2}), frozenset({1, 2}), frozenset({1, 2}), frozenset({1}),
           frozenset({0}))
    state = rolled("SSSSP", players=4, seat=0, civilization=civ)
    state = play(state, R.Disaster(D.DISASTER_CIVILIZATION))
    assert state.phase == R.RETRIEVE and G.to_act(state) == (1,)
    assert state.victims == ((1, 2), (2, 2))
    assert {m.space for m in G.legal_moves(state, 1)} == {0, 1, 2, 3}
    assert "no marker" in refused(state, R.RemoveMarker(R.AREA_CIVILIZATION, 4), seat=1)
    assert "Civilization area" in refused(state, R.RemoveMarker(R.AREA_MONUMENTS, 0), seat=1)
    assert G.check(state, 0, R.EndTurn()) == "It is not your turn."
    state = play(state, R.RemoveMarker(R.AREA_CIVILIZATION, 3), seat=1)
    assert G.to_act(state) == (1,)
    state = play(state, R.RemoveMarker(R.AREA_CIVILIZATION, 0), seat=1)
    assert G.to_act(state) == (2,)
    state = play(state, R.RemoveMarker(R.AREA_CIVILIZATION, 1), seat=2)
    state = play(state, R.RemoveMarker(R.AREA_CIVILIZATION, 2), seat=2)
    assert state.phase == R.APPLY and G.to_act(state) == (0,)
    assert R.civilization_markers(state, 1) == (1, 2)
    assert R.civilization_markers(state, 2) == (0,)
    assert R.civilization_markers(state, 0) == (4,)
    assert R.Pharaoh(dice(4)) in G.legal_moves(state, 0)


def test_monument_disaster_victim_with_one_marker_loses_it():
    monuments = [None] * D.MONUMENT_SPACES
    monuments[3], monuments[7], monuments[9], monuments[20] = 1, 2, 2, 0
    state = rolled("SSSSP", monuments=tuple(monuments))
    after = play(state, R.Disaster(D.DISASTER_MONUMENTS))
    assert R.monument_markers(after, 1) == () == R.monument_markers(after, 2)
    assert R.monument_markers(after, 0) == (20,)


def test_monument_disaster_victim_with_three_markers_chooses_two():
    monuments = [None] * D.MONUMENT_SPACES
    monuments[3], monuments[7], monuments[9] = 2, 2, 2
    state = play(rolled("SSSSP", monuments=tuple(monuments)),
                 R.Disaster(D.DISASTER_MONUMENTS))
    assert G.to_act(state) == (2,)
    state = play(state, R.RemoveMarker(R.AREA_MONUMENTS, 9))
    state = play(state, R.RemoveMarker(R.AREA_MONUMENTS, 3))
    assert R.monument_markers(state, 2) == (7,) and G.to_act(state) == (0,)


def test_disaster_first_frees_a_full_space():
    civ = (frozenset({1, 2}),) + (frozenset(),) * 4
    state = rolled("SSSSC", civilization=civ)
    state = play(state, R.Disaster(D.DISASTER_CIVILIZATION))
    assert state.civilization[0] == frozenset()


# -- epoch scoring --------------------------------------------------------------------------------
def ending(players=3, **changes):
    """A state whose EndTurn scores the epoch: Ra has reached the end of the Sun track."""
    changes.setdefault("ra", D.SUN_TRACK_LENGTH)
    return rolled("PNCMA", players=players, **changes)


def test_epoch_ends_after_the_turn_and_the_next_player_starts():
    state = ending(players=3, seat=1, ra=D.SUN_TRACK_LENGTH + 1)
    assert R.epoch_ending(state)
    state = play(state, R.Pharaoh(dice(0)))  # the turn goes on after Ra reached the end
    after = play(state, R.EndTurn())
    assert (after.epoch, after.ra, after.current, after.phase) == (2, 7, 2, R.ROLL)
    assert R.last_epoch_lines(after)


def test_ra_reaching_the_last_space_during_rolling_ends_the_epoch_at_turn_end():
    state = rolling("SSPNC", ra=D.SUN_TRACK_LENGTH - 1)
    state = play(state, R.StopRolling())
    assert state.ra == D.SUN_TRACK_LENGTH + 1 and state.epoch == 1
    assert play(state, R.EndTurn()).epoch == 2


def test_turn_ends_without_scoring_before_ra_reaches_the_end():
    after = play(rolled("PNCMA", ra=D.SUN_TRACK_LENGTH - 1), R.EndTurn())
    assert (after.epoch, after.current, after.epoch_lines) == (1, 1, ())


def test_pharaoh_scoring_with_ties():
    after = play(ending(players=4, pharaoh=(7, 7, 2, 4)), R.EndTurn())
    lines = with_score_lines(after)
    assert [lines[p, "Pharaoh"] for p in range(4)] == [5, 5, -2, 0]
    assert after.pharaoh == (5, 5, 3, 4)


def test_pharaoh_scoring_all_tied_scores_nothing():
    after = play(ending(players=3, pharaoh=(4, 4, 4)), R.EndTurn())
    assert [with_score_lines(after)[p, "Pharaoh"] for p in range(3)] == [0, 0, 0]
    assert after.pharaoh == (4, 4, 4)


def test_pharaoh_scoring_winner_at_one_goes_back_to_zero():
    after = play(ending(players=2, pharaoh=(1, 0)), R.EndTurn())
    assert after.pharaoh == (0, 1)


def test_nile_scoring_only_with_a_flood_then_one_marker_stays():
    after = play(ending(nile=(9, 6, 3), floods=(2, 0, 1)), R.EndTurn())
    lines = with_score_lines(after)
    assert [lines[p, "Nile"] for p in range(3)] == [9, 0, 3]
    assert after.floods == (0, 0, 0) and after.nile == (9, 6, 3)


def test_civilization_scoring_table_and_markers_retrieved():
    civ = (frozenset({0, 1}), frozenset({0, 1}), frozenset({0, 1}), frozenset({0}),
           frozenset({0}))
    after = play(ending(players=4, civilization=civ), R.EndTurn())
    lines = with_score_lines(after)
    assert [lines[p, "Civilization"] for p in range(4)] == [15, 5, -5, -5]
    assert after.civilization == (frozenset(),) * 5
    assert D.CIVILIZATION_POINTS == (-5, 0, 0, 5, 10, 15)


def test_monuments_score_only_after_the_third_epoch():
    monuments = tuple(0 if s < 5 else None for s in range(D.MONUMENT_SPACES))
    first = play(ending(monuments=monuments), R.EndTurn())
    assert not any(line.category.startswith("Monument") for line in first.epoch_lines)
    assert first.monuments == monuments  # Monument markers stay on the board
    third = play(ending(monuments=monuments, epoch=3), R.EndTurn())
    lines = with_score_lines(third)
    assert lines[0, "Monument columns"] == 1 and lines[0, "Monument bonus"] == 15
    assert third.phase == R.OVER and G.is_over(third) and G.to_act(third) == ()


def test_monument_columns_and_bonuses():
    monuments = [None] * D.MONUMENT_SPACES
    for column in range(8):  # seat 0: one marker in each of the 8 columns
        monuments[D.monument_space(column, 0)] = 0
    for row in (1, 2, 3):  # plus three more in column 1 (4 there), two in column 2
        monuments[D.monument_space(0, row)] = 0
    for row in (1, 2):
        monuments[D.monument_space(1, row)] = 0
    for column, rows in ((2, (1, 2)), (3, (1,)), (4, (1,)), (5, (1,)), (6, (1,))):
        for row in rows:  # seat 1: 6 columns, one of them with 3
            monuments[D.monument_space(column, row)] = 1
    monuments[D.monument_space(2, 3)] = 1
    monuments[D.monument_space(7, 1)] = 1
    monuments[D.monument_space(7, 2)] = 2
    after = play(ending(monuments=tuple(monuments), epoch=3), R.EndTurn())
    lines = with_score_lines(after)
    assert (lines[0, "Monument columns"], lines[0, "Monument bonus"]) == (15, 10 + 5)
    assert (lines[1, "Monument columns"], lines[1, "Monument bonus"]) == (6, 5)
    assert (lines[2, "Monument columns"], lines[2, "Monument bonus"]) == (1, 0)
    assert D.MONUMENT_COLUMN_POINTS == (0, 1, 2, 3, 4, 5, 6, 10, 15)


def test_result_breakdown_adds_up_to_the_scores():
    state = ending(epoch=3, three_suns=(1, 0, 2), ankh_pairs=(0, 3, 1), nile=(4, 0, 0),
                   floods=(1, 0, 0), pharaoh=(3, 0, 0))
    outcome = G.result(play(state, R.EndTurn()))
    for seat, lines in enumerate(outcome.details):
        assert sum(points for _, points in lines) == outcome.scores[seat]
        assert lines[0] == ("Start", 10 + seat)
    assert outcome.scores == (10 + 3 + 5 + 4 - 5, 11 + 6 - 2 - 5, 12 + 6 + 2 - 2 - 5)
    assert outcome.winners == (0,)


def test_game_ends_after_three_epochs():
    state = G.setup(3, 11)
    rng = Rng.from_seed(5)
    epochs_seen = {1}
    while not G.is_over(state):
        seat = G.to_act(state)[0]
        move, rng = rng.choice(G.legal_moves(state, seat))
        before = state.epoch
        state = G.play(state, seat, move)
        if state.epoch != before:
            assert state.epoch == before + 1 and state.ra == D.RA_START[3]
            epochs_seen.add(state.epoch)
    assert epochs_seen == {1, 2, 3}
    assert {line.epoch for line in state.epoch_lines} == {1, 2, 3}
    assert G.legal_moves(state, 0) == []
    assert G.check(state, 0, R.Roll()) == "The game is over."


# -- the contract: legal_moves and explain agree exactly ---------------------------------------
def _candidates(state, seat):
    subsets = [frozenset(c) for r in range(6) for c in itertools.combinations(range(5), r)]
    yield R.Roll()
    yield R.StopRolling()
    yield R.EndTurn()
    for kind in (*D.DISASTERS, "plague"):
        yield R.Disaster(kind)
    for area in (R.AREA_CIVILIZATION, R.AREA_MONUMENTS):
        for space in range(D.MONUMENT_SPACES):
            yield R.RemoveMarker(area, space)
    for ds in subsets:
        for cls in (R.Reroll, R.Pharaoh, R.Nile, R.Flood, R.TwoAnkhs):
            yield cls(ds)
        if 3 <= len(ds):
            for spaces in subsets:
                yield R.Civilization(ds, spaces)
        if 1 <= len(ds) <= 2:
            for space in range(D.MONUMENT_SPACES):
                yield R.Monument(ds, space)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_moves_are_exactly_the_moves_explain_accepts(players):
    state = G.setup(players, players)
    rng = Rng.from_seed(players)
    checked = 0
    while not G.is_over(state) and checked < 80:
        seat = G.to_act(state)[0]
        legal = G.legal_moves(state, seat)
        assert len(legal) == len(set(legal))
        accepted = {m for m in _candidates(state, seat) if G.check(state, seat, m) is None}
        assert accepted == set(legal)
        checked += 1
        move, rng = rng.choice(legal)
        state = G.play(state, seat, move)


def test_golden_legal_move_counts():
    """Perft-style counts from fixed positions, to catch changes in move generation."""
    assert len(G.legal_moves(rolling("PNCMA"), 0)) == 32
    # Pharaoh 12, Nile 4, Flood 1, TwoAnkhs 1, EndTurn 1
    assert len(G.legal_moves(rolled("PPAAN"), 0)) == 12 + 4 + 1 + 1 + 1
    # Civilization with 3 dice 18, 4 dice 9, 5 dice 1; TwoAnkhs; EndTurn
    assert len(G.legal_moves(rolled("CCCAA", players=4), 0)) == 18 + 9 + 1 + 1 + 1
    # first Monument: 8 yellow + 8 blue spaces; EndTurn
    assert len(G.legal_moves(rolled("MMASS"), 0)) == 16 + 1
    # further Monument: yellow+blue pair 16, yellow+Ankh 8, blue+Ankh 8; EndTurn
    assert len(G.legal_moves(rolled("MMASS", monuments_this_turn=1), 0)) == (
        16 + 8 + 8 + 1)


def test_view_hides_only_the_generator():
    state = rolled("PNCMA")
    view = G.view(state, 1)
    assert view.rng is None and replace(view, rng=state.rng) == state
    assert G.determinize(view, 1, 7).rng == Rng.from_seed(7)


def _constructed_states():
    civ = (frozenset({1, 2}), frozenset({1, 2}), frozenset({1, 2}), frozenset({1}),
           frozenset({0}))
    yield rolled("CCCAA", players=4, civilization=civ)
    yield play(rolled("SSSSP", players=4, civilization=civ),
               R.Disaster(D.DISASTER_CIVILIZATION))
    monuments = tuple(2 if s % 3 == 0 else None for s in range(D.MONUMENT_SPACES))
    yield play(rolled("SSSSM", monuments=monuments), R.Disaster(D.DISASTER_MONUMENTS))
    yield rolled("MAMMA", monuments=monuments, monuments_this_turn=1)
    yield rolled("NNAAP", players=2, nile=(12, 0), pharaoh=(12, 0))


@pytest.mark.parametrize("state", list(_constructed_states()))
def test_legal_moves_agree_with_explain_in_built_positions(state):
    seat = G.to_act(state)[0]
    accepted = {m for m in _candidates(state, seat) if G.check(state, seat, m) is None}
    assert accepted == set(G.legal_moves(state, seat))
