"""Im Bann der Pyramide — each rule of the rulebook as a named scenario, and the contract.

States are built directly (``dataclasses.replace``): ``table`` sets out a game
after the side is chosen, with the adventure row fixed so that values are known
(short side: 4, 5, 6, 7; long side: 7, 8, 9, 10; King's Chamber 12).
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from pharaohs.core import IllegalMove
from pharaohs.core.hidden import Hidden
from pharaohs.games.im_bann import rules as R
from pharaohs.games.im_bann.rules import data as D
from pharaohs.games.im_bann.rules.series import minus_points

sys.path.insert(0, str(Path(__file__).parent))
from test_contract import play_checked_game  # noqa: E402

G = R.GAME
VARIANTS = ("basic", "advanced")


def table(players=3, variant="basic", multigame=False, side="short", **changes):
    """A game after the side is chosen: seat 0 on turn, row values known, chamber 12."""
    state = G.setup(players, "im-bann-test", variant, ("multigame",) if multigame else ())
    state = G.play(state, 0, R.ChooseSide(side))
    return replace(state, row=(0, 1, 2, 3), chamber=12, **changes)


def hands(*cards_per_seat):
    return tuple(tuple(sorted(h)) for h in cards_per_seat)


def play(state, *moves, seat=None):
    for move in moves:
        state = G.play(state, G.to_act(state)[0] if seat is None else seat, move)
    return state


def refusal(state, move, seat=None):
    seat = G.to_act(state)[0] if seat is None else seat
    reason = G.check(state, seat, move)
    assert reason is not None, f"{move} should be refused"
    with pytest.raises(IllegalMove):
        G.play(state, seat, move)
    return reason


# -- setup -------------------------------------------------------------------------------
def test_setup_each_player_is_dealt_5_cards_and_the_rest_is_the_draw_pile():
    """"Each player is dealt 5 cards into hand. The remaining cards are placed face down
    next to the depot as the draw pile.\""""
    for players in range(2, 6):
        state = G.setup(players, players)
        assert all(len(h) == 5 for h in state.hands)
        assert len(state.pile) == 54 - 5 * players
        assert Counter(state.pile) + Counter(c for h in state.hands for c in h) == Counter(D.DECK)


def test_setup_one_adventure_card_to_the_box_four_in_a_row():
    """"The top card is returned to the box. The remaining 4 cards are laid out in a row.\""""
    rows = {G.setup(4, seed).row for seed in range(40)}
    assert all(len(r) == 4 and len(set(r)) == 4 for r in rows)
    assert len(rows) > 10, "the adventure cards are shuffled"


def test_setup_king_chamber_random_side_and_depot_points_to_ladders():
    """"Place the King's Chamber ... with a random side facing up"; the depot "so that its
    arrow points to the equipment item 'ladders'\""""
    states = [G.setup(3, seed) for seed in range(40)]
    assert {s.chamber for s in states} == set(D.CHAMBER_SIDES)
    assert all(s.depot == D.LADDER for s in states)


def test_setup_the_players_choose_the_adventure_side_and_the_youngest_begins():
    """"The players decide which side they want to play with"; "The youngest player
    begins"; the archaeologists stand beside the first adventure."""
    state = G.setup(3, "side")
    assert G.to_act(state) == (0,)
    assert G.legal_moves(state, 0) == [R.ChooseSide("short"), R.ChooseSide("long")]
    assert state.stages == (0, 0, 0)
    long = play(state, R.ChooseSide("long"))
    assert long.phase == R.TURN and long.current == 0 and long.side == "long"
    assert play(replace(state, row=(4, 0, 1, 2)), R.ChooseSide("long")).row[0] == 4


def test_the_equipment_cards_and_special_cards_of_the_box():
    """36 equipment cards 1–5 (9 per item) and 18 special cards (8 Magic Power,
    3 Protection, 3 Curse, 3 Scarab, 1 Mummy)."""
    counts = Counter(D.DECK)
    assert sum(counts[c] for c in D.EQUIPMENT) == 36
    assert {D.CARD_ITEM[c] for c in D.EQUIPMENT} == set(D.ITEMS)
    assert [counts[s] for s in D.SPECIALS] == [8, 3, 3, 3, 1]


# -- A) drawing and exchanging -------------------------------------------------------------
def test_draw_one_or_two_cards_and_the_turn_passes():
    """"On his turn, a player draws one or two cards from the draw pile.\""""
    state = table(hands=hands(["torch1"], [], []))
    assert {R.Draw(1), R.Draw(2)} <= set(G.legal_moves(state, 0))
    after = play(state, R.Draw(2))
    assert len(after.hands[0]) == 3 and len(after.pile) == len(state.pile) - 2
    assert after.current == 1
    assert "one or two" in refusal(state, R.Draw(3))


def test_hand_limit_no_player_may_hold_more_than_10_cards():
    """"However, no player may hold more than 10 pyramid cards in hand.\""""
    nine = table(hands=hands(["torch1"] * 9, [], []))
    assert R.Draw(1) in G.legal_moves(nine, 0) and R.Draw(2) not in G.legal_moves(nine, 0)
    assert refusal(nine, R.Draw(2)) == "No player may hold more than 10 cards in hand."
    ten = table(hands=hands(["torch1"] * 10, [], []))
    assert not any(isinstance(m, R.Draw) for m in G.legal_moves(ten, 0))
    assert R.Exchange() in G.legal_moves(ten, 0)


def test_exchange_up_to_five_cards_which_form_the_discard_pile():
    """"He places up to 5 cards from his hand face up next to the draw pile, forming the
    discard pile. He then draws the corresponding number of cards.\""""
    state = table(hands=hands(["torch1", "torch2", "torch3", "torch4", "torch5", "rope1"],
                              [], []))
    state = play(state, R.Exchange())
    for card in ("torch1", "torch2", "torch3", "torch4", "torch5"):
        state = play(state, R.PutBack(card))
    assert refusal(state, R.PutBack("rope1")) == "You can exchange at most 5 cards."
    after = play(state, R.FinishExchange())
    assert len(after.hands[0]) == 6 and "rope1" in after.hands[0]
    assert after.discard == ("torch1", "torch2", "torch3", "torch4", "torch5")
    assert after.current == 1


def test_exchange_with_fewer_than_5_in_the_pile_reshuffles_the_discard_pile_first():
    """"If the draw pile contains fewer than 5 cards, it is shuffled together with the
    discard pile, and the player may exchange as described above.\""""
    old_discard = ("magic", "magic", "ladder1", "ladder2", "curse", "scarab")
    state = table(hands=hands(["torch1"] * 5, [], []), pile=("rope1", "rope2", "rope3"),
                  discard=old_discard)
    state = play(state, R.Exchange(), *[R.PutBack("torch1")] * 5)
    after = play(state, R.FinishExchange())
    assert after.discard == ("torch1",) * 5, "the exchanged cards start the new discard pile"
    assert Counter(after.pile) + Counter(after.hands[0]) == Counter(
        ("rope1", "rope2", "rope3") + old_discard)


def test_exchange_with_no_discard_pile_at_most_the_cards_in_the_pile():
    """"If the draw pile contains fewer than 5 cards and there is no discard pile, a player
    may not exchange more cards than the number available in the draw pile.\""""
    state = table(hands=hands(["torch1"] * 5, [], []), pile=("rope1", "rope2"), discard=())
    state = play(state, R.Exchange(), R.PutBack("torch1"), R.PutBack("torch1"))
    assert refusal(state, R.PutBack("torch1")) == "You can exchange at most 2 cards."


def test_when_the_draw_pile_is_used_up_the_discard_pile_becomes_the_new_pile():
    """"When the draw pile is used up, the discard pile is shuffled and set out as the new
    draw pile.\""""
    state = table(hands=hands([], [], []), pile=("rope1",), discard=("magic", "curse"))
    after = play(state, R.Draw(1))
    assert after.hands[0] == ("rope1",)
    assert sorted(after.pile) == ["curse", "magic"] and after.discard == ()
    two = play(replace(state, pile=("rope1",)), R.Draw(2))
    assert len(two.hands[0]) == 2 and len(two.pile) == 1


# -- B) playing cards ----------------------------------------------------------------------
def test_only_the_item_the_depot_points_at_may_be_played():
    """"The arrow on the King's Chamber indicates which item a player may play at the
    moment.\""""
    state = table(depot=D.ROPE, hands=hands(["pickaxe3", "rope2"], [], []))
    assert refusal(state, R.PlayCard("pickaxe3")) == (
        "The depot points at ropes: a pickaxe can't be played now.")
    after = play(state, R.PlayCard("rope2"))
    assert after.showcases[0] == ("rope2",) and after.phase == R.PLAY


def test_exactly_one_equipment_card_per_turn():
    """"The player may play exactly one equipment card that the arrow points to.\""""
    state = play(table(hands=hands(["ladder1", "ladder2"], [], [])), R.PlayCard("ladder1"))
    assert "Only one equipment card" in refusal(state, R.PlayCard("ladder2"))
    assert refusal(state, R.PlayCard("torch4")) == "You have no Torch 4 in hand."


def test_a_special_card_then_immediately_an_equipment_card_never_two_specials():
    """"play a special card and then immediately an equipment card"; one special card."""
    state = table(hands=hands(["scarab", "magic", "ladder2"], [], []))
    state = play(state, R.PlayCard("scarab"))
    assert refusal(state, R.PlayCard("magic")) == "Only one special card may be played per turn."
    state = play(state, R.PlayCard("ladder2"))
    assert state.showcases[0] == ("ladder2",)
    later = play(table(hands=hands(["magic", "ladder2"], [], [])), R.PlayCard("ladder2"))
    assert "before the equipment card" in refusal(later, R.PlayCard("magic"))


def test_magic_power_turns_the_depot_to_an_item_of_choice():
    """"Magic Power: the depot may be turned so that the arrow points to an equipment item
    of the player's choice. Afterwards, the Magic Power card is placed on the discard pile.\""""
    state = play(table(hands=hands(["magic", "rope4"], [], [])), R.PlayCard("magic"))
    assert state.phase == R.DEPOT and state.discard[-1] == "magic"
    assert set(G.legal_moves(state, 0)) == {R.TurnDepot(i) for i in D.ITEMS}
    state = play(state, R.TurnDepot(D.ROPE), R.PlayCard("rope4"))
    assert state.depot == D.ROPE and state.showcases[0] == ("rope4",)


def test_the_mummy_goes_to_a_random_fellow_player():
    """"The mummy is placed in the showcase of a random fellow player ... The mummy remains
    in the game until the end.\""""
    victims = set()
    for seed in range(30):
        state = replace(table(4, hands=hands(["mummy"], [], [], [])),
                        rng=R.GAME.setup(4, seed).rng)
        after = play(state, R.PlayCard("mummy"))
        holder = [s for s in range(4) if "mummy" in after.showcases[s]]
        assert len(holder) == 1 and holder[0] != 0 and "mummy" not in after.discard
        victims.add(holder[0])
    assert victims == {1, 2, 3}


def test_the_curse_takes_a_random_equipment_or_protection_card_from_every_other_player():
    """"Curse: all other players must remove one random equipment or protection card from
    their showcase and place it on the discard pile. The Curse is also placed on the
    discard pile.\""""
    state = table(4, hands=hands(["curse"], [], [], []),
                  showcases=((), ("rope2", "torch3"), ("mummy",), ("ladder5",)))
    after = play(state, R.PlayCard("curse"))
    assert len(after.showcases[1]) == 1
    assert after.showcases[2] == ("mummy",), "the mummy is no equipment card"
    assert after.showcases[3] == ()
    assert "curse" in after.discard and "ladder5" in after.discard
    assert after.phase == R.PLAY and after.current == 0


def test_protection_stays_in_the_showcase_and_its_holder_chooses_what_the_curse_takes():
    """"Protection: the player places this card in his showcase ... the player may decide
    whether to remove his protection card or an equipment card.\""""
    state = play(table(hands=hands(["protection"], [], [])), R.PlayCard("protection"))
    assert state.showcases[0] == ("protection",)
    state = table(hands=hands(["curse"], [], []),
                  showcases=((), ("protection", "rope3", "rope3"), ("torch1",)))
    state = play(state, R.PlayCard("curse"))
    assert state.phase == R.CURSE_CHOICE and G.to_act(state) == (1,)
    assert set(G.legal_moves(state, 1)) == {R.YieldToCurse("protection"), R.YieldToCurse("rope3")}
    assert state.showcases[2] == ()
    after = play(state, R.YieldToCurse("rope3"))
    assert after.showcases[1] == ("protection", "rope3") and after.phase == R.PLAY


def test_the_scarab_allows_any_number_of_the_indicated_equipment_this_turn():
    """"Scarab Amulet: the player may place, in this round, any number of the currently
    indicated equipment cards.\""""
    state = table(hands=hands(["scarab", "ladder1", "ladder2", "ladder3", "rope1"], [], []))
    state = play(state, R.PlayCard("scarab"), R.PlayCard("ladder1"), R.PlayCard("ladder2"),
                 R.PlayCard("ladder3"))
    assert state.showcases[0] == ("ladder1", "ladder2", "ladder3")
    assert refusal(state, R.PlayCard("rope1")).startswith("The depot points at ladders")


# -- completing adventures -------------------------------------------------------------
def test_rulebook_example_anne_completes_the_adventure_of_9():
    """"Adventure card with value 9. Anne has in her showcase a pickaxe 5, a rope 3, a rope 2
    and the special card 'Protection'. With these she has completed the adventure, moves her
    archaeologist next to the following adventure card, and places all cards from her
    showcase on the discard pile.\""""
    state = table(side="long", depot=D.ROPE, hands=hands(["rope2", "torch1"], [], []),
                  showcases=(("pickaxe5", "rope3", "protection"), (), ()))
    state = replace(state, row=(2, 0, 1, 3))
    state = play(state, R.PlayCard("rope2"))
    assert R.Complete() in G.legal_moves(state, 0)
    after = play(state, R.Complete())
    assert after.stages[0] == 1 and after.showcases[0] == ()
    assert set(after.discard) >= {"pickaxe5", "rope3", "rope2", "protection"}
    assert after.current == 1, "10 is over 9, so no extra turn"


def test_an_adventure_needs_its_value_in_the_showcase():
    """"...completed when the sum of the equipment items in the player's own showcase
    reaches, or exceeds, the value of this adventure card.\""""
    state = play(table(hands=hands(["ladder1"], [], []), showcases=(("rope2",), (), ())),
                 R.PlayCard("ladder1"))
    assert refusal(state, R.Complete()) == "This adventure needs 4; your showcase holds 3."


def test_the_mummy_needs_3_more_to_complete_an_adventure():
    """"When the mummy lies in a player's showcase, he needs at least 3 points more.\""""
    state = play(table(hands=hands(["ladder1", "ladder3"], [], []),
                       showcases=(("mummy", "rope5"), (), ())), R.PlayCard("ladder1"))
    assert refusal(state, R.Complete()) == (
        "With the mummy this adventure needs 7; your showcase holds 6.")
    ok = play(table(hands=hands(["ladder3"], [], []), showcases=(("mummy", "rope5"), (), ())),
              R.PlayCard("ladder3"))
    assert R.Complete() in G.legal_moves(ok, 0)


def test_exact_value_turns_the_depot_and_the_player_is_on_turn_again():
    """"When the player can complete the adventure with exactly the stated value, he may turn
    the depot ... and he is again on turn"; "he gets an extra turn and may thereby possibly
    complete a further adventure.\""""
    state = table(hands=hands(["ladder2", "ladder5", "magic"], [], []),
                  showcases=(("rope2",), (), ()))
    state = play(state, R.PlayCard("ladder2"), R.Complete())
    assert state.phase == R.EXTRA and state.current == 0 and state.stages[0] == 1
    state = play(state, R.TurnDepot(D.LADDER))
    assert state.phase == R.TURN and state.current == 0
    state = play(state, R.PlayCard("ladder5"), R.Complete())
    assert state.stages[0] == 2 and state.current == 0, "5 is exactly the second adventure"


def test_only_one_adventure_per_turn_without_the_exact_value():
    """"A player may complete only one adventure per turn!\""""
    state = table(hands=hands(["ladder5"], [], []), showcases=(("rope2",), (), ()))
    after = play(state, R.PlayCard("ladder5"), R.Complete())
    assert after.stages[0] == 1 and after.current == 1 and after.phase == R.TURN


def test_exact_value_with_the_mummy_is_the_value_plus_3():
    """"(watch the +3 with a mummy)": 7 with the mummy on an adventure of 4 is exact."""
    state = table(hands=hands(["ladder2"], [], []), showcases=(("mummy", "rope5"), (), ()))
    state = play(state, R.PlayCard("ladder2"), R.Complete())
    assert state.phase == R.PASS_MUMMY
    state = play(state, R.PassMummy(2))
    assert "mummy" in state.showcases[2] and state.showcases[0] == ()
    assert state.phase == R.EXTRA and state.current == 0


def test_the_king_chamber_needs_exactly_its_value_and_wins():
    """"This adventure can only be completed when the sum of the equipment cards is exactly
    equal to the value of the King's Chamber"; "He places his archaeologist on the King's
    Chamber and is the winner.\""""
    over = play(table(stages=(D.CHAMBER, 0, 0), hands=hands(["ladder3"], [], []),
                      showcases=(("rope5", "torch5"), (), ())), R.PlayCard("ladder3"))
    assert refusal(over, R.Complete()) == (
        "The King's Chamber needs exactly 12; your showcase holds 13.")
    state = play(table(stages=(D.CHAMBER, 0, 0), hands=hands(["ladder2"], [], []),
                       showcases=(("rope5", "torch5"), (), ())), R.PlayCard("ladder2"))
    won = play(state, R.Complete())
    assert G.is_over(won) and won.stages[0] == D.ENTERED
    assert G.result(won).winners == (0,)


def test_the_king_chamber_with_the_mummy_needs_exactly_its_value_plus_3():
    """"Whoever stands next to the King's Chamber and holds the mummy must have exactly the
    value of the King's Chamber +3 in his showcase.\""""
    state = play(table(stages=(D.CHAMBER, 0, 0), hands=hands(["ladder2"], [], []),
                       showcases=(("mummy", "rope5", "torch5"), (), ())), R.PlayCard("ladder2"))
    assert refusal(state, R.Complete()) == (
        "With the mummy the King's Chamber needs exactly 15; your showcase holds 12.")
    state = play(table(stages=(D.CHAMBER, 0, 0), hands=hands(["ladder5"], [], []),
                       showcases=(("mummy", "rope5", "torch5"), (), ())), R.PlayCard("ladder5"))
    assert G.is_over(play(state, R.Complete()))


# -- passing on the mummy ------------------------------------------------------------------
def test_after_completing_the_mummy_goes_to_a_fellow_player_of_choice():
    """"When the holder of the mummy has completed an adventure ... he passes it on to a
    fellow player of his choice.\""""
    state = table(hands=hands(["ladder5"], [], []), showcases=(("mummy", "rope3"), (), ()))
    state = play(state, R.PlayCard("ladder5"), R.Complete())
    assert set(G.legal_moves(state, 0)) == {R.PassMummy(1), R.PassMummy(2)}
    assert refusal(state, R.PassMummy(0)) == "The mummy goes to a fellow player, not back to you."
    after = play(state, R.PassMummy(1))
    assert after.showcases[1] == ("mummy",) and after.current == 1


def test_equipment_worth_3_passes_the_mummy_to_a_player_next_to_the_chamber():
    """"When at least one fellow player has reached the space next to the King's Chamber,
    the holder of the mummy may ... remove equipment cards with a total value of at least 3
    from his showcase ... He may then pass the mummy on to a fellow player who stands next
    to the King's Chamber.\""""
    showcases = (("mummy", "rope1", "rope1", "torch2"), (), ())
    early = play(table(hands=hands(["magic"], [], []), showcases=showcases),
                 R.PlayCard("magic"), R.TurnDepot(D.LADDER))
    assert refusal(early, R.ShedForMummy("rope1")) == (
        "No fellow player stands next to the King's Chamber yet.")
    state = play(table(stages=(1, D.CHAMBER, 2), hands=hands(["magic"], [], []),
                       showcases=showcases), R.PlayCard("magic"), R.TurnDepot(D.LADDER))
    state = play(state, R.ShedForMummy("rope1"), R.ShedForMummy("rope1"))
    assert refusal(state, R.PassMummy(1)) == "Give up equipment worth at least 3 first (2 so far)."
    state = play(state, R.ShedForMummy("torch2"))
    assert G.legal_moves(state, 0) == [R.PassMummy(1)]
    assert refusal(state, R.PassMummy(2)) == (
        "The mummy goes to a fellow player next to the King's Chamber.")
    after = play(state, R.PassMummy(1))
    assert after.showcases[0] == () and after.showcases[1] == ("mummy",) and after.current == 1


def test_after_drawing_the_mummy_holder_may_pass_it_to_the_chamber():
    """A) ... "If a player holds the mummy, he may now pass it on.\""""
    state = table(stages=(1, D.CHAMBER, 2), hands=hands([], [], []),
                  showcases=(("mummy", "torch3"), (), ()))
    state = play(state, R.Draw(1))
    assert state.phase == R.AFTER_DRAW
    assert set(G.legal_moves(state, 0)) == {R.ShedForMummy("torch3"), R.EndTurn()}
    after = play(state, R.ShedForMummy("torch3"), R.PassMummy(1))
    assert "mummy" in after.showcases[1]


# -- advanced variant ----------------------------------------------------------------------
def test_advanced_an_empty_hand_completes_the_adventure_and_draws_5():
    """"An adventure is also completed when a player has no cards left in hand. He
    automatically moves on ... takes 5 cards ... All cards from his own showcase are placed
    on the discard pile, and the next player takes his turn.\""""
    state = table(variant="advanced", hands=hands(["ladder1"], [], []),
                  showcases=(("rope1",), (), ()))
    after = play(state, R.PlayCard("ladder1"))
    assert after.stages[0] == 1 and len(after.hands[0]) == 5 and after.showcases[0] == ()
    assert after.current == 1
    basic = play(replace(state, variant="basic"), R.PlayCard("ladder1"))
    assert basic.stages[0] == 0 and basic.hands[0] == (), "only in the advanced variant"


def test_advanced_the_last_card_at_the_exact_value_gives_another_turn():
    """"When a player plays his last card from hand and thereby reaches the value of the
    adventure exactly, he advances ... takes 5 cards ... and is on turn once more.\""""
    state = table(variant="advanced", hands=hands(["ladder1"], [], []),
                  showcases=(("rope3",), (), ()))
    after = play(state, R.PlayCard("ladder1"))
    assert after.stages[0] == 1 and len(after.hands[0]) == 5
    assert after.phase == R.EXTRA and after.current == 0


def test_advanced_empty_hand_with_the_mummy_below_plus_3_keeps_the_mummy():
    """The empty hand completes the adventure, but the mummy is passed on only with the sum
    at least 3 more (and the +3 makes the exact value)."""
    state = table(variant="advanced", hands=hands(["ladder1"], [], []),
                  showcases=(("mummy", "rope3"), (), ()))
    after = play(state, R.PlayCard("ladder1"))
    assert after.stages[0] == 1 and after.showcases[0] == ("mummy",) and after.current == 1
    exact = play(replace(state, showcases=(("mummy", "rope5", "rope1"), (), ())),
                 R.PlayCard("ladder1"))
    assert exact.phase == R.PASS_MUMMY


def test_advanced_empty_hand_in_the_king_chamber_draws_5_and_keeps_the_showcase():
    """"When a player plays all his cards from hand here, he takes 5 cards from the draw
    pile into hand. His showcase remains in place, however, and he must still complete
    the adventure.\""""
    state = table(variant="advanced", stages=(D.CHAMBER, 0, 0), hands=hands(["ladder1"], [], []),
                  showcases=(("rope3",), (), ()))
    after = play(state, R.PlayCard("ladder1"))
    assert after.stages[0] == D.CHAMBER and after.showcases[0] == ("rope3", "ladder1")
    assert len(after.hands[0]) == 5 and after.current == 1
    won = play(replace(state, showcases=(("rope5", "torch5", "torch1"), (), ())),
               R.PlayCard("ladder1"))
    assert G.is_over(won) and G.result(won).winners == (0,)


def test_advanced_the_curse_may_also_remove_a_random_own_card_never_the_mummy():
    """"Curse: whoever plays this card may (if he wishes) also remove a random card from his
    own showcase ... The mummy may not be removed, however.\""""
    state = table(variant="advanced", hands=hands(["curse", "ladder1"], [], []),
                  showcases=(("mummy", "rope4"), (), ()))
    state = play(state, R.PlayCard("curse"))
    assert state.phase == R.CURSE_SELF
    assert set(G.legal_moves(state, 0)) == {R.CurseOwnShowcase(True), R.CurseOwnShowcase(False)}
    removed = play(state, R.CurseOwnShowcase(True))
    assert removed.showcases[0] == ("mummy",) and removed.phase == R.PLAY
    kept = play(state, R.CurseOwnShowcase(False))
    assert kept.showcases[0] == ("mummy", "rope4")
    basic = play(table(hands=hands(["curse", "ladder1"], [], []),
                       showcases=(("mummy", "rope4"), (), ())), R.PlayCard("curse"))
    assert basic.phase == R.PLAY, "the basic Curse spares its own player"


# -- the multi-game series -------------------------------------------------------------------
def test_series_example_one_chamber_12_showcase_3_gives_9_minus_points():
    """"A player stands next to the King's Chamber, 12, and has equipment items with a
    combined value of 3 in his showcase. 9 minus points are recorded for him: 12 - 3 = 9.\""""
    state = table(multigame=True, stages=(D.CHAMBER, 0, 0),
                  showcases=(("rope1", "torch2"), (), ()))
    assert minus_points(state, 0) == 9


def test_series_example_two_second_to_last_10_with_the_mummy_gives_25_minus_points():
    """"Another player stands next to the second-to-last adventure card, which shows 10; he
    has no equipment cards in his showcase and also holds the mummy. 25 minus points are
    recorded for him: 12 + 10 + 3 = 25.\""""
    state = table(multigame=True, side="long", stages=(3, 0, 0), showcases=(("mummy",), (), ()))
    assert minus_points(state, 0) == 25


def test_series_players_in_the_king_chamber_receive_0_minus_points():
    """"The players who entered the King's Chamber receive 0 minus points.\""""
    state = table(multigame=True, stages=(D.ENTERED, 2, 0), showcases=((), ("rope4",), ()))
    assert minus_points(state, 0) == 0
    assert minus_points(state, 1) == 6 + 7 + 12 - 4
    assert minus_points(state, 2) == 4 + 5 + 6 + 7 + 12


def test_series_the_round_is_played_out_after_someone_enters_the_chamber():
    """"A game does not end here until the round in which the first player entered the King's
    Chamber has been played out completely.\""""
    state = table(4, multigame=True, stages=(0, D.CHAMBER, 0, 0), current=1,
                  hands=hands([], ["ladder2"], [], []), showcases=((), ("rope5", "torch5"), (), ()))
    state = play(state, R.PlayCard("ladder2"), R.Complete())
    assert not G.is_over(state) and state.stages[1] == D.ENTERED
    assert state.current == 2 and state.final_round
    state = play(state, R.Draw(1))
    assert state.current == 3
    state = play(state, R.Draw(1))
    assert state.phase == R.INTERLUDE and len(state.series) == 1
    assert state.series[0][1] == 0 and state.series[0][0] == 4 + 5 + 6 + 7 + 12
    assert G.to_act(state) == (1,), "the next game is begun by the left neighbour"


def test_series_next_game_deals_afresh_and_keeps_the_table():
    """The series table is kept in the state across games (and so in the save)."""
    state = replace(table(3, multigame=True), phase=R.INTERLUDE, current=1,
                    series=((0, 9, 25),))
    nxt = play(state, R.NextGame())
    assert nxt.series == ((0, 9, 25),) and nxt.phase == R.TURN
    assert nxt.current == nxt.starter == 1 and nxt.stages == (0, 0, 0)
    assert all(len(h) == 5 for h in nxt.hands) and nxt.depot == D.LADDER
    assert G.scores(nxt)[2] < -25
    decoded = G.decode(G.encode(nxt))
    assert decoded == nxt


def test_series_ends_after_as_many_games_as_players_fewest_minus_points_win():
    """The series lasts ``data.series_games`` games (not printed in the rulebook); the
    overall winner has the fewest minus points."""
    state = table(2, multigame=True, stages=(0, D.CHAMBER), current=1, starter=0,
                  series=((0, 20),), hands=hands([], ["ladder2"]),
                  showcases=((), ("rope5", "torch5")))
    done = play(state, R.PlayCard("ladder2"), R.Complete())
    assert G.is_over(done) and len(done.series) == D.series_games(2) == 2
    outcome = G.result(done)
    assert done.series[1] == (4 + 5 + 6 + 7 + 12, 0)
    assert outcome.scores == (-34, -20) and outcome.winners == (1,)


def test_minus_points_never_below_zero():
    """A showcase worth more than the adventures left (``data.MINUS_POINTS_FLOOR``)."""
    state = table(multigame=True, stages=(D.CHAMBER, 0, 0),
                  showcases=(("rope5", "torch5", "pickaxe5"), (), ()))
    assert minus_points(state, 0) == D.MINUS_POINTS_FLOOR == 0


# -- hidden information --------------------------------------------------------------------
def test_hands_and_the_draw_pile_are_hidden_showcases_and_discards_public():
    """Hands are private (curtain between seats); the showcase and discard pile are public."""
    state = table(discard=("magic",), showcases=(("rope2",), (), ()))
    view = G.view(state, 1)
    assert view.hands[1] == state.hands[1]
    assert all(isinstance(c, Hidden) for c in view.hands[0] + view.pile)
    assert view.discard == ("magic",) and view.showcases == state.showcases
    table_view = G.view(state, None)
    assert all(isinstance(c, Hidden) for h in table_view.hands for c in h)


def test_determinize_redraws_only_the_unseen_cards():
    """The redrawn world keeps everything seat 1 sees; the cards it saw discarded stay known."""
    state = play(table(), R.Draw(2))
    view = G.view(state, 1)
    for seed in range(5):
        world = G.determinize(view, 1, seed)
        assert G.view(world, 1) == view
        everything = Counter(c for h in world.hands for c in h) + Counter(world.pile)
        everything += Counter(world.discard) + Counter(c for s in world.showcases for c in s)
        assert everything == Counter(D.DECK)


# -- the contract ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(2, 6))
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("options", [(), ("multigame",)], ids=["single", "multigame"])
def test_random_game_keeps_the_contract(players, variant, options):
    match = play_checked_game(G, variant, options, players)
    outcome = G.result(match.state)
    if options:
        assert len(match.state.series) == D.series_games(players)
    else:
        assert len(outcome.winners) == 1
        assert match.state.stages[outcome.winners[0]] == D.ENTERED


def test_undo_steps_back_through_choices_but_never_past_a_draw():
    """Steps that show nothing new (choosing to exchange, turning the depot, completing)
    can be taken back; a draw reveals a card, so undo stops there."""
    from pharaohs.core import Match

    match = Match.start(G, [("A", "human"), ("B", "human")], "undo")
    match.play(0, R.ChooseSide("short"))
    assert match.can_undo(0)
    match.play(0, R.Exchange())
    assert match.can_undo(0), "choosing to exchange shows nothing"
    match.undo(0)
    assert match.state.phase == R.TURN
    match.play(0, R.Draw(1))
    assert not match.can_undo(1) and not match.can_undo(0), "the drawn card is seen"
    seed = next(k for k in range(100) if "magic" in G.setup(2, k).hands[0])
    match = Match.start(G, [("A", "human"), ("B", "human")], seed)
    match.play(0, R.ChooseSide("short"))
    match.play(0, R.PlayCard("magic"))
    assert not match.can_undo(0), "the played card is seen"
    match.play(0, R.TurnDepot(D.ROPE))
    assert match.can_undo(0)
    match.undo(0)
    assert match.state.phase == R.DEPOT and match.state.depot == D.LADDER


def test_an_exchange_that_uses_the_pile_up_makes_its_cards_the_new_pile():
    """"When the draw pile is used up, the discard pile is shuffled and set out as the new
    draw pile" — also when the exchanged cards are all that lies on the discard pile."""
    state = table(hands=hands(["torch1", "torch2"], [], []), pile=("rope1", "rope2"), discard=())
    state = play(state, R.Exchange(), R.PutBack("torch1"), R.PutBack("torch2"))
    after = play(state, R.FinishExchange())
    assert sorted(after.hands[0]) == ["rope1", "rope2"]
    assert sorted(after.pile) == ["torch1", "torch2"] and after.discard == ()


GOLDEN = {
    (3, "basic"): [2, 7, 1, 5, 4, 1, 6, 4, 2, 6, 4, 5, 6, 1, 5, 5, 5, 4, 3, 2, 5, 2, 5, 4, 1,
                   6, 1, 4, 4, 5, 4, 1, 4, 4, 1, 1, 4, 6, 4, 3],
    (5, "advanced"): [2, 7, 1, 5, 4, 1, 6, 4, 2, 6, 4, 6, 2, 1, 4, 5, 1, 7, 4, 5, 5, 1, 4, 3, 3,
                      2, 8, 2, 1, 5, 1, 5, 1, 4, 1, 5, 1, 7, 1, 4],
}


@pytest.mark.parametrize("players,variant", list(GOLDEN))
def test_golden_counts_of_legal_moves_along_a_fixed_game(players, variant):
    """Like chess's perft: the number of legal moves at each of 40 steps of a seeded
    game, so a change in move generation shows at once."""
    from pharaohs.core.rng import Rng

    state, rng, counts = G.setup(players, "golden", variant), Rng.from_seed("golden"), []
    for _step in range(40):
        seat = G.to_act(state)[0]
        moves = G.legal_moves(state, seat)
        counts.append(len(moves))
        move, rng = rng.choice(moves)
        state = G.play(state, seat, move)
    assert counts == GOLDEN[(players, variant)]
