"""Dahschur: Die Rote Pyramide — each rule of the rulebook as a scenario.

States are built from a real set-up with ``dataclasses.replace``; docstrings quote
the rulebook (``rules/dahschur.txt``). Seat ``i`` plays colour ``i`` (blue, red,
orange, white); ``Card(owner, value)`` is a prince card.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from dataclasses import replace

import pytest
from test_contract import play_checked_game

from pharaohs.core import IllegalMove
from pharaohs.core.hidden import Hidden
from pharaohs.core.rng import Rng
from pharaohs.games.dahschur.rules import GAME as G
from pharaohs.games.dahschur.rules import data as D
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules import state as S
from pharaohs.games.dahschur.rules.phase_two import rank, sums
from pharaohs.games.dahschur.rules.points import AP_PLATES, obelisk_space, total
from pharaohs.games.dahschur.rules.state import Card, City, Stall, Task

RUBY, EMERALD, SAPPHIRE = D.RUBY, D.EMERALD, D.SAPPHIRE


def fresh(players=4, seed="dahschur-test"):
    return G.setup(players, seed)


def play(state, move, seat=None):
    seat = G.to_act(state)[0] if seat is None else seat
    return G.play(state, seat, move)


def refused(state, move, seat=None):
    """The reason ``move`` is refused; also checks it is not legal and changes nothing."""
    seat = G.to_act(state)[0] if seat is None else seat
    reason = G.check(state, seat, move)
    assert reason, f"{move} should be refused"
    assert move not in G.legal_moves(state, seat)
    with pytest.raises(IllegalMove):
        G.play(state, seat, move)
    return reason


def acting(players=4, value=3, owner=1, **changes):
    """Seat 0 is active and has taken the prince card ``value`` of ``owner`` for an action;
    two more cards wait on the gift."""
    state = fresh(players)
    gift = (None, Card(2 % players, 1), Card(3 % players, 6))
    state = replace(state, phase=S.ACTIONS, step=S.CHOOSE, active=0, start=0,
                    gift=gift, in_use=Card(owner, value), hands=((1, 2, 3, 4, 5, 6),) * players)
    return replace(state, **changes)


def stall(offer, gem=RUBY, goods=(0, 0, 0, 0), market_prince=False):
    return Stall(offer, gem, goods, market_prince)


def gift(state, value):
    """Lay ``value`` on the first free space of the prince's gift."""
    return M.GiftPrince(value, state.gift.index(None))


def offer_card(prices):
    return D.OFFER_CARDS.index(tuple(prices))


def rows(*values_per_seat):
    return tuple(tuple(Card(seat, v) for v in values)
                 for seat, values in enumerate(values_per_seat))


def phase_two(state, **changes):
    """``state`` at the start of phase 2 with these changes (rows, cities, …)."""
    state = replace(state, **changes)
    from pharaohs.games.dahschur.rules.turns import begin_phase_two
    return begin_phase_two(state)


# -- the game and its set-up --
def test_game_metadata():
    assert (G.id, G.title, G.min_players, G.max_players) == (
        "dahschur", "Dahschur: Die Rote Pyramide", 2, 4)


def test_the_rules_never_load_pygame():
    probe = ("import sys\nimport pharaohs.games.dahschur.rules\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_setup_four_players():
    """Setup: merchant on the assembly point, 10 goods stones, marker on 0, prince cards
    1 to 6 in hand; 4 city cards each with 1 gold and 1 silver disc; an offer card and a
    gemstone at each market stall; the plates laid one of each symbol after another."""
    state = fresh(4)
    assert state.rounds == 4
    assert state.merchants == (0, 0, 0, 0) and state.goods == (10,) * 4
    assert G.scores(state) == (0, 0, 0, 0)
    assert state.hands == ((1, 2, 3, 4, 5, 6),) * 4
    assert len(state.cities) == 4 and all(c.gold and c.silver for c in state.cities)
    assert len(state.city_pile) == 6
    assert all(s.offer is not None and s.gem is not None for s in state.stalls)
    assert len(state.offer_pile) == 18 and sum(state.bag) == 36 - 6
    assert len(state.avenue) == 24 and sorted(state.avenue) == list(range(24))
    for k in range(6):
        group = state.avenue[4 * k:4 * k + 4]
        assert sorted(D.plate_owner(p) for p in group) == [0, 1, 2, 3]
    assert state.gems == ((0, 0, 0),) * 4
    assert state.gift == (None, None, None) and G.to_act(state) == (1,)


def test_setup_three_players_supplement():
    """Supplement: each player draws 2 gemstones; the unchosen colour's plates stay in the
    box and its prince cards are the neutral colour, one drawn onto the prince's gift."""
    state = fresh(3)
    assert state.rounds == 3
    assert [sum(g) for g in state.gems] == [2, 2, 2]
    assert sum(state.bag) == 36 - 6 - 6
    assert len(state.avenue) == 18 and {D.plate_owner(p) for p in state.avenue} == {0, 1, 2}
    neutral = state.gift[0]
    assert neutral.owner == S.NEUTRAL and len(state.neutral_pile) == 5
    assert neutral.value not in state.neutral_pile
    assert len(state.cities) == 4


def test_setup_two_players_expert_variant():
    """Expert variant: only 3 city cards; 2 gemstones each; the other unchosen colour's
    plates join the avenue and its prince cards are the market prince cards, one at each
    stall matching its number; a neutral card is drawn onto the gift."""
    state = fresh(2)
    assert state.rounds == 4
    assert len(state.cities) == 3
    assert [sum(g) for g in state.gems] == [2, 2]
    owners = {D.plate_owner(p) for p in state.avenue}
    assert len(state.avenue) == 18 and owners == {0, 1, D.MARKET_COLOUR}
    assert all(s.market_prince for s in state.stalls)
    assert state.gift[0].owner == S.NEUTRAL


def test_offer_cards_are_every_three_colours_with_prices_one_two_three():
    """24 offer cards, each with 3 differently priced items (components.md, derived)."""
    assert len(set(D.OFFER_CARDS)) == 24
    for card in D.OFFER_CARDS:
        assert sorted(card) == [0, 1, 2, 3]


def test_plates_show_two_of_each_gem_per_symbol():
    for colour in range(4):
        gems = sorted(D.plate_gem(colour * 6 + k) for k in range(6))
        assert gems == [RUBY, RUBY, EMERALD, EMERALD, SAPPHIRE, SAPPHIRE]


def test_the_same_seed_sets_up_the_same_table():
    assert fresh(4, 7) == fresh(4, 7) and fresh(4, 7) != fresh(4, 8)


# -- the prince's gift --
def test_fellow_players_lay_in_turn_from_the_active_players_left():
    """The fellow players lay 1 of their prince cards in turn for the active player."""
    state = fresh(4)
    order = []
    for value in (1, 2, 3):
        order.append(G.to_act(state)[0])
        state = play(state, gift(state, value))
    assert order == [1, 2, 3]
    assert state.phase == S.ACTIONS and G.to_act(state) == (0,)
    assert [c.value for c in state.gift] == [1, 2, 3]


def test_gift_cards_must_show_different_values():
    """The prince cards on these spaces must always show different values."""
    state = play(fresh(4), M.GiftPrince(4, 0))
    assert "different values" in refused(state, gift(state, 4))
    assert gift(state, 4) not in G.legal_moves(state, 2)


def test_a_card_not_in_hand_is_refused():
    state = replace(fresh(4), hands=((1, 2, 3, 4, 5, 6), (1, 2), (1, 2, 3), (4,)))
    assert "no prince card 5" in refused(state, gift(state, 5))


def test_show_your_hand_exception():
    """Should a player be left holding only values already on display, he shows his
    cards and plays any 1 of them."""
    state = fresh(4)
    state = replace(state, hands=((1, 2, 3), (5,), (5, 6), (5, 6)))
    state = play(state, gift(state, 5))
    state = play(state, gift(state, 6))
    assert G.legal_moves(state, 3) == [M.GiftPrince(5, 2), M.GiftPrince(6, 2)]
    state = play(state, gift(state, 6))
    assert [c.value for c in state.gift] == [5, 6, 6]


def test_each_gift_card_is_one_action_and_goes_back_to_its_owner_in_order():
    """Example: 3, 2, 6, then the next space to the right. The order of the face-up
    prince cards may not be changed."""
    state = fresh(4)
    for value in (3, 2, 6):
        state = play(state, gift(state, value))
    seat1 = replace(state, rows=((), (Card(1, 3), Card(1, 2)), (), ()))
    assert G.legal_moves(seat1, 0) == [M.UsePrince(0), M.UsePrince(1), M.UsePrince(2)]
    state = play(state, M.UsePrince(1))
    assert state.in_use == Card(2, 2) and state.step == S.CHOOSE
    state = play(state, M.TakeBackGoods(1)) if state.stalls[0].goods[0] else play(
        state, M.MoveMerchant(1))
    if state.step == S.MARKET:
        state = play(state, M.EndAction())
    assert state.rows[2] == (Card(2, 2),) and state.in_use is None


def test_after_three_actions_the_left_neighbour_becomes_active():
    """Once all 3 prince cards are returned, the left neighbour becomes the active player."""
    state = fresh(4)
    for value in (1, 2, 3):
        state = play(state, gift(state, value))
    for _ in range(3):
        state = play(state, M.UsePrince(next(i for i, c in enumerate(state.gift) if c)))
        state = play(state, M.MoveMerchant(state.merchants[0] + 1))
        state = play(state, M.EndAction())
    assert state.active == 1 and state.phase == S.GIFT and G.to_act(state) == (2,)
    assert state.rows == ((), (Card(1, 1),), (Card(2, 2),), (Card(3, 3),))


# -- market --
def test_merchant_moves_up_to_the_card_value():
    """Example: card 4 = max. 4 steps. Surplus steps are forfeited."""
    state = acting(value=4)
    targets = [m.stall for m in G.legal_moves(state, 0) if isinstance(m, M.MoveMerchant)]
    assert targets == [1, 2, 3, 4]
    assert "at most 4" in refused(state, M.MoveMerchant(5))


def test_merchant_moves_in_one_direction_at_least_one_stall():
    """He moves his merchant up to as many steps in any one direction; he must have moved
    at least 1 market stall."""
    state = acting(value=2, merchants=(4, 0, 0, 0))
    targets = [m.stall for m in G.legal_moves(state, 0) if isinstance(m, M.MoveMerchant)]
    assert targets == [2, 3, 5, 6]
    assert "at least 1" in refused(state, M.MoveMerchant(4))


def test_the_assembly_point_may_no_longer_be_entered():
    state = acting(value=6, merchants=(2, 0, 0, 0))
    assert "assembly point" in refused(state, M.MoveMerchant(0))


def test_at_the_last_stall_the_merchant_stays_until_a_new_card():
    """If he reaches the last market stall, he must stay there and can only be moved in
    the other direction with a new prince card."""
    state = play(acting(value=6, merchants=(3, 0, 0, 0)), M.MoveMerchant(6))
    assert state.step == S.MARKET
    assert not any(isinstance(m, M.MoveMerchant) for m in G.legal_moves(state, 0))
    assert "can't move your merchant now" in refused(state, M.MoveMerchant(5))


def test_buying_pays_own_goods_on_the_stall_and_replaces_card_and_gem():
    """He pays 1-3 goods stones in his colour as shown on the offer card, places them on
    the stall and takes the gemstone; the offer card is discarded and a new one drawn, a
    new gemstone drawn from the bag."""
    card = offer_card((2, 1, 3, 0))
    stalls = (stall(card, EMERALD),) + fresh(4).stalls[1:]
    state = play(acting(value=1, stalls=stalls), M.MoveMerchant(1))
    after = play(state, M.BuyGem())
    assert after.goods[0] == 8 and after.stalls[0].goods[0] == 2
    assert after.gems[0] == (0, 1, 0)
    assert after.offer_discard == (card,) and after.stalls[0].offer in state.offer_pile
    assert len(after.offer_pile) == len(state.offer_pile) - 1
    assert sum(after.bag) == sum(state.bag) - 1 and after.stalls[0].gem is not None
    assert after.rows[1][-1] == Card(1, 1) and after.in_use is None


def test_a_used_up_offer_pile_is_reshuffled_from_the_discards():
    """If this is used up, the discard pile is shuffled and laid ready."""
    card = offer_card((1, 1, 0, 0)) if (1, 1, 0, 0) in D.OFFER_CARDS else offer_card(
        (1, 2, 3, 0))
    stalls = (stall(card),) + fresh(4).stalls[1:]
    state = play(acting(value=1, stalls=stalls, offer_pile=(), offer_discard=(5, 9)),
                 M.MoveMerchant(1))
    after = play(state, M.BuyGem())
    assert after.stalls[0].offer in (5, 9, card)
    assert len(after.offer_pile) == 2 and after.offer_discard == ()


def test_no_purchase_when_the_card_does_not_demand_your_colour():
    """Goods stones of his player colour must also be demanded on the offer card."""
    stalls = (stall(offer_card((0, 1, 2, 3))),) + fresh(4).stalls[1:]
    state = play(acting(value=1, stalls=stalls), M.MoveMerchant(1))
    assert "does not demand" in refused(state, M.BuyGem())
    assert G.legal_moves(state, 0) == [M.EndAction()]


def test_no_purchase_without_enough_goods():
    """He must have enough goods stones of his colour in his supply."""
    stalls = (stall(offer_card((3, 0, 1, 2))),) + fresh(4).stalls[1:]
    state = play(acting(value=1, stalls=stalls, goods=(2, 10, 10, 10)), M.MoveMerchant(1))
    assert "need 3 goods stones" in refused(state, M.BuyGem())


def test_take_back_one_goods_stone_from_a_stall():
    """For one prince card the active player takes back 1 of his goods stones from any one
    market stall into his supply."""
    stalls = list(fresh(4).stalls)
    stalls[3] = replace(stalls[3], goods=(3, 0, 0, 0))
    state = acting(stalls=tuple(stalls), goods=(7, 10, 10, 10))
    assert [m for m in G.legal_moves(state, 0) if isinstance(m, M.TakeBackGoods)] == [
        M.TakeBackGoods(4)]
    after = play(state, M.TakeBackGoods(4))
    assert after.goods[0] == 8 and after.stalls[3].goods[0] == 2 and after.in_use is None
    assert "None of your goods" in refused(state, M.TakeBackGoods(2))


# -- splendid avenue --
def avenue_state(plates, gems=(4, 4, 4), value=3, **changes):
    """Seat 0 acting with prince card ``value``; the avenue starts with ``plates``."""
    base = fresh(4)
    rest = [p for p in base.avenue if p not in plates]
    return acting(value=value, avenue=tuple(plates) + tuple(rest),
                  gems=(tuple(gems), (0, 0, 0), (0, 0, 0), (0, 0, 0)), **changes)


def plate(owner, gem):
    """A plate id of ``owner``'s symbol wanting ``gem`` (the first of the two)."""
    return owner * 6 + D.PLATE_GEMS.index(gem)


def test_gems_are_set_in_arrow_order_without_skipping():
    """The gemstones are set starting from the assembly point in the direction of the
    arrow. No marble plate may be skipped."""
    state = avenue_state([plate(1, EMERALD), plate(2, RUBY)])
    assert [m for m in G.legal_moves(state, 0) if isinstance(m, M.PlaceGem)] == [
        M.PlaceGem(EMERALD, 0)]
    assert "may be skipped" in refused(state, M.PlaceGem(RUBY, 1))


def test_the_next_plate_wants_its_gem():
    """The gemstone to be set is depicted on the column of the marble plate."""
    state = avenue_state([plate(1, EMERALD)])
    assert refused(state, M.PlaceGem(RUBY, 0)) == "The next plate wants an emerald."
    none = avenue_state([plate(1, EMERALD)], gems=(3, 0, 3))
    assert "you have none" in refused(none, M.PlaceGem(EMERALD, 0))


def test_avenue_points_two_four_six_ten_and_owners_one_two_three_four():
    """1/2/3/4 gemstones = 2/4/6/10 AP to the active player; first to fourth gemstone
    = 1/2/3/4 AP for the fellow players whose symbol the plate shows."""
    plates = [plate(1, RUBY), plate(2, EMERALD), plate(3, SAPPHIRE), plate(1, EMERALD)]
    state = avenue_state(plates)
    running = []
    for i, p in enumerate(plates):
        state = play(state, M.PlaceGem(D.plate_gem(p), i))
        running.append(total(state, 0))
    assert running == [2, 4, 6, 10]
    assert [total(state, s) for s in (1, 2, 3)] == [1 + 4, 2, 3]
    assert "at most 4" in refused(state, M.PlaceGem(RUBY, 4))
    assert G.legal_moves(state, 0) == [M.EndAction()]
    state = play(state, M.EndAction())
    assert state.filled == 4 and state.gems[0] == (3, 2, 3) and state.in_use is None


def test_own_plate_takes_back_all_goods_from_a_chosen_stall():
    """A gemstone on a plate with his own symbol: no additional AP; instead he chooses 1
    market stall and takes back all his goods stones from it."""
    stalls = list(fresh(4).stalls)
    stalls[1] = replace(stalls[1], goods=(3, 1, 0, 0))
    stalls[4] = replace(stalls[4], goods=(2, 0, 0, 0))
    state = avenue_state([plate(0, RUBY), plate(1, RUBY)], stalls=tuple(stalls),
                         goods=(5, 9, 10, 10))
    state = play(state, M.PlaceGem(RUBY, 0))
    assert state.step == S.RECLAIM
    assert G.legal_moves(state, 0) == [M.ReclaimStall(2), M.ReclaimStall(5)]
    state = play(state, M.ReclaimStall(2))
    assert state.goods[0] == 8 and state.stalls[1].goods == (0, 1, 0, 0)
    assert total(state, 0) == 2 and state.ap[0][AP_PLATES] == 0
    state = play(state, M.PlaceGem(RUBY, 1))
    assert total(state, 0) == 4 and total(state, 1) == 2


def test_swap_two_unoccupied_plates_at_most_the_card_value_apart():
    """Example: card 5 = max. 5 plates distance. The plates may not yet be occupied."""
    state = avenue_state([], value=5, filled=2)
    swaps = [m for m in G.legal_moves(state, 0) if isinstance(m, M.SwapPlates)]
    assert M.SwapPlates(2, 7) in swaps and M.SwapPlates(2, 8) not in swaps
    assert all(m.a >= 2 and m.b - m.a <= 5 for m in swaps)
    assert "at most 5 plates apart" in refused(state, M.SwapPlates(2, 8))
    assert "occupied" in refused(state, M.SwapPlates(1, 3))
    after = play(state, M.SwapPlates(3, 6))
    assert after.avenue[3] == state.avenue[6] and after.avenue[6] == state.avenue[3]
    assert "only once" in refused(after, M.SwapPlates(2, 4))
    assert after.step == S.AVENUE and M.EndAction() in G.legal_moves(after, 0)


def test_swap_only_before_setting_gems():
    """Before setting the gemstones (or even without setting gemstones) he may swap once."""
    state = avenue_state([plate(1, RUBY)])
    state = play(state, M.PlaceGem(RUBY, 0))
    assert "before setting" in refused(state, M.SwapPlates(2, 3))


# -- procession --
def procession(**spaces):
    row = [None] * D.PROCESSION_SPACES
    for space, owner in spaces.items():
        row[int(space[1:])] = owner
    return tuple(row)


def test_new_offering_advances_up_to_the_card_value_jumping_occupied_spaces():
    """Example: card 3 = max. 3 spaces forward. Occupied spaces are jumped over and not
    counted."""
    state = acting(value=3, procession=procession(s0=1, s2=2))
    offers = [m for m in G.legal_moves(state, 0) if isinstance(m, M.Offer)]
    assert offers == [M.Offer(-1, 1), M.Offer(-1, 3), M.Offer(-1, 4)]
    after = play(state, M.Offer(-1, 4))
    assert after.procession[4] == 0 and after.goods[0] == 9
    assert "at most 3 spaces" in refused(state, M.Offer(-1, 5))
    assert "only one offering" in refused(state, M.Offer(-1, 2))


def test_an_offering_in_the_procession_may_move_on_never_back():
    """He can choose to move one of his offerings further; offerings cannot be moved back."""
    state = acting(value=2, procession=procession(s5=0, s6=3, s9=0, s19=1))
    offers = [m for m in G.legal_moves(state, 0) if isinstance(m, M.Offer) and m.source >= 0]
    assert offers == [M.Offer(5, 7), M.Offer(5, 8), M.Offer(9, 10), M.Offer(9, 11)]
    assert "moved back" in refused(state, M.Offer(9, 7))
    assert "not one of your offerings" in refused(state, M.Offer(6, 7))


def test_a_prince_card_of_value_1_is_refused_in_the_singular():
    """Card 1 = max. 1 step, 1 plate apart, 1 space forward; an offer card asking 1 goods
    stone: the refusals count one stall, plate, space and stone, not "1 stalls"."""
    assert refused(acting(value=1), M.MoveMerchant(2)).endswith("at most 1 market stall.")
    swap = refused(avenue_state([], value=1, filled=2), M.SwapPlates(2, 4))
    assert swap.endswith("at most 1 plate apart.")
    offer = refused(acting(value=1, procession=procession()), M.Offer(-1, 1))
    assert "at most 1 space;" in offer
    stalls = (stall(offer_card((1, 0, 3, 2))),) + fresh(4).stalls[1:]
    broke = play(acting(value=1, stalls=stalls, goods=(0, 10, 10, 10)), M.MoveMerchant(1))
    assert "need 1 goods stone of" in refused(broke, M.BuyGem())


def test_surplus_steps_are_forfeited_at_the_foremost_space():
    state = acting(value=6, procession=procession(s17=0, s19=1))
    offers = [m for m in G.legal_moves(state, 0) if isinstance(m, M.Offer) and m.source >= 0]
    assert offers == [M.Offer(17, 18)]


def test_without_goods_only_an_offering_moves():
    """If the active player has no goods stone in his supply, he can only move 1 of his
    offerings in the procession."""
    state = acting(value=2, goods=(0, 10, 10, 10), procession=procession(s3=0))
    assert [m for m in G.legal_moves(state, 0) if isinstance(m, M.Offer)] == [
        M.Offer(3, 4), M.Offer(3, 5)]
    assert "no goods stone" in refused(state, M.Offer(-1, 0))


# -- phase 2: rewards --
def test_reward_one_silver_disc_from_a_city():
    """1. Reward: the highest card on the left chooses 1 face-down silver disc from one of
    the city cards and places it face down in his supply."""
    state = phase_two(fresh(4), rows=rows((6, 1, 2), (5, 3, 4), (4, 2, 3), (1, 2, 3)))
    assert state.phase == S.TASKS and G.to_act(state) == (0,)
    assert G.legal_moves(state, 0) == [M.TakeSilver(i) for i in range(4)]
    after = play(state, M.TakeSilver(2))
    assert not after.cities[2].silver and after.cities[2].gold
    assert len(after.discs[0]) == 1 and after.discs[0][0][0] == D.SILVER
    assert len(after.disc_pool[1]) == 9


def test_reward_two_foremost_free_space_or_a_gem_from_the_bag():
    """2. Reward: a goods stone from his supply or one of his offerings onto the foremost
    free space of the procession, or 1 gemstone of his choice from the cloth bag."""
    state = fresh(4)
    cities = tuple(replace(c, silver=False) for c in state.cities)
    state = phase_two(state, rows=rows((1, 6, 2), (2, 3, 4), (3, 2, 3), (4, 2, 3)),
                      cities=cities, procession=procession(s19=2, s4=0))
    assert G.to_act(state) == (0,)
    moves = G.legal_moves(state, 0)
    assert moves == [M.Offer(-1, 18), M.Offer(4, 18), M.TakeGem(0), M.TakeGem(1), M.TakeGem(2)]
    after = play(state, M.TakeGem(SAPPHIRE))
    assert after.gems[0] == (0, 0, 1) and after.bag[SAPPHIRE] == state.bag[SAPPHIRE] - 1


def test_reward_three_two_ap():
    """3. Reward: the highest card on the right immediately receives 2 AP."""
    state = fresh(4)
    cities = tuple(replace(c, silver=False) for c in state.cities)
    state = phase_two(state, rows=rows((1, 2, 6), (2, 6, 4), (3, 2, 3), (4, 1, 2)),
                      cities=cities)
    assert G.to_act(state) == (1,)  # reward 2 waits; reward 3 comes after
    state = play(state, M.TakeGem(RUBY))
    assert total(state, 0) == 2


def test_tie_the_die_decides_and_the_losers_choose():
    """Tie rule: the tied players roll until there is a clear result; the winner gets the
    reward; fellow players with the lower die value choose (starting with the starting
    player): a goods stone on the first free space or an offering 1 space on, or 1 own
    goods stone back from a stall."""
    base = fresh(4)
    cities = tuple(replace(c, silver=False) for c in base.cities)
    stalls = list(base.stalls)
    stalls[2] = replace(stalls[2], goods=(0, 0, 2, 0))
    state = phase_two(base, rows=rows((1, 2, 3), (2, 3, 4), (1, 2, 3), (3, 3, 5)),
                      cities=cities, stalls=tuple(stalls), procession=procession(s0=1))
    rolls = [e for e in state.events if e.kind == "roll"]
    assert rolls and {s for s, _ in rolls[0].rolls} == {1, 3}
    winner = next(e.seat for e in state.events if e.kind == "reward" and e.stage == "reward2")
    loser = 4 - winner  # seats 1 and 3 tied on 3 in the middle
    if winner == 3:
        state = play(state, M.TakeGem(RUBY))
        assert G.to_act(state) == (1,)
        moves = G.legal_moves(state, 1)
        assert moves == [M.Offer(-1, 1), M.Offer(0, 1)]
    else:
        state = play(state, M.TakeGem(RUBY))
        assert G.to_act(state) == (loser,)
        assert G.legal_moves(state, 3) == [M.Offer(-1, 1)]


def test_tie_rolls_are_thrown_again_until_clear():
    rng = Rng.from_seed(3)
    for _ in range(50):
        order, events, rng = rank((0, 1, 2, 3), rng, 1, "reward1")
        first = events[-1].rolls if len(events) > 1 else events[0].rolls
        top = max(p for _, p in first)
        assert [s for s, p in first if p == top] == [order[0]]


def test_a_player_without_a_third_card_takes_no_part_in_reward_three():
    """(2 players) Should a player have no market prince card, he can only take part in
    the first two rewards and in the city tribute."""
    state = fresh(2)
    cities = tuple(replace(c, silver=False) for c in state.cities)
    state = phase_two(state, rows=((Card(0, 2), Card(0, 5)),
                                   (Card(1, 1), Card(S.MARKET_PRINCE, 3), Card(1, 4))),
                      cities=cities)
    assert G.to_act(state) == (0,)  # reward 2 for the 5
    state = play(state, M.TakeGem(RUBY))
    assert total(state, 1) == 2 and total(state, 0) == 0


# -- phase 2: city tribute --
PRINTED_TRIBUTES = {
    6: ["1-2-3"], 7: ["1-2-4"], 8: ["1-2-5", "1-3-4"], 9: ["1-2-6", "1-3-5", "2-3-4"],
    10: ["1-3-6", "1-4-5", "2-3-5"], 11: ["1-4-6", "2-4-5", "2-3-6"], 12: ["1-5-6"]}


@pytest.mark.parametrize("number", sorted(PRINTED_TRIBUTES))
def test_city_tribute_combinations_table(number):
    """All combination possibilities for the individual city tributes (the printed table)."""
    possible = {"-".join(map(str, c)) for c in itertools.combinations(range(1, 7), 3)
                if sum(c) == number}
    for combo in PRINTED_TRIBUTES[number]:
        values = tuple(int(v) for v in combo.split("-"))
        state = replace(fresh(4), rows=rows(values, (), (), ()))
        assert sums(state)[0] == number
        assert combo in possible


def until_stage(state, name):
    """Answer phase 2's choices with the last legal move until stage ``name`` is reached."""
    while state.phase == S.TASKS and S.STAGES.index(name) > state.stage:
        seat = G.to_act(state)[0]
        state = play(state, G.legal_moves(state, seat)[-1], seat)
    return state


def tribute_state(totals_rows, cities, players=4, stage="tribute"):
    """Phase 2 with these rows and cities, its choices answered until ``stage``."""
    return until_stage(phase_two(fresh(players), rows=rows(*totals_rows), cities=cities),
                       stage)


def test_city_tribute_sum_matches_a_city():
    """Example: prince cards 2, 6, 3, sum = 11; the player takes the disc of city 11."""
    cities = (City(11, True, False), City(14, True, True), City(6, False, False),
              City(7, True, True))
    state = tribute_state([(2, 6, 3), (1, 2, 5), (4, 5, 6), (1, 3, 4)], cities)
    assert [d[0] for d in state.discs[0]].count(D.GOLD) == 1
    assert state.cities[0] is None or state.cities[0].number != 11  # emptied, replaced


def test_city_tribute_choice_of_gold_or_silver():
    """The player may place the gold or silver disc of this city face down in his supply."""
    cities = (City(12, True, True), City(14, False, True), City(6, False, False),
              City(7, False, False))
    state = tribute_state([(1, 5, 6), (1, 2, 5), (1, 2, 5), (1, 2, 5)], cities)
    assert G.to_act(state) == (0,)
    assert G.legal_moves(state, 0) == [M.TakeDisc(0, D.GOLD), M.TakeDisc(0, D.SILVER)]
    assert "city card 12" in refused(state, M.TakeDisc(1, D.SILVER))
    after = play(state, M.TakeDisc(0, D.SILVER))
    assert (D.SILVER, after.discs[0][-1][1]) in after.discs[0]
    assert after.cities[0] == City(12, True, False)


def test_city_tribute_tie_first_chooses_second_takes_the_rest():
    """Tie rule: the highest die value chooses one disc of this city; the second highest
    takes the remaining disc."""
    cities = (City(9, True, True), City(15, False, True), City(13, False, False),
              City(14, False, False))
    state = tribute_state([(2, 3, 4), (1, 2, 6), (1, 3, 5), (1, 2, 3)], cities)
    rolls = [e for e in state.events if e.kind == "roll" and e.stage == "tribute"]
    assert rolls
    first = G.to_act(state)[0]
    before = state.discs
    state = play(state, M.TakeDisc(0, D.GOLD))
    gained = {s: set(state.discs[s]) - set(before[s]) for s in (0, 1, 2)}
    assert [kind for kind, _ in gained[first]] == [D.GOLD]
    holders = [s for s in (0, 1, 2) if s != first and gained[s]]
    assert len(holders) == 1 and [k for k, _ in gained[holders[0]]] == [D.SILVER]
    third = ({0, 1, 2} - {first, holders[0]}).pop()
    assert G.to_act(state) == (third,)  # the loser's choice
    assert all(isinstance(m, (M.Offer, M.TakeBackGoods)) for m in G.legal_moves(state, third))


def test_single_player_with_an_empty_city_goes_away_empty_handed():
    """If no disc is left on the city card, the player goes away empty-handed."""
    cities = (City(6, False, False), City(15, True, False), City(13, True, False),
              City(14, True, False))
    state = tribute_state([(1, 2, 3), (1, 2, 4), (1, 2, 4), (1, 2, 4)], cities)
    assert S.STAGES[state.stage] == "burial" and state.discs[0] == ()
    assert G.legal_moves(state, 0)[0] == M.BuryPrince(0)


def test_emptied_cities_are_refilled_with_new_cards_and_discs():
    """The city spaces that have become free are refilled from the draw pile, with 1 gold
    and 1 silver disc each; the other city cards are not refilled."""
    cities = (City(6, False, False), City(15, True, False), City(13, True, False),
              City(14, False, False))
    state = tribute_state([(1, 2, 4), (1, 2, 4), (1, 2, 4), (1, 2, 4)], cities,
                          stage="burial")
    refilled = [c for i, c in enumerate(state.cities) if i in (0, 3)]
    assert all(c.gold and c.silver and c.number not in (6, 14) for c in refilled)
    assert state.cities[1] == City(15, True, False) and state.cities[2] == City(13, True, False)
    assert set(state.city_discard) == {6, 14}


# -- end of the round --
def test_burial_choice_and_start_player_passes_left():
    """Each player, starting from the starting player, chooses 1 of his 3 face-up prince
    cards for this round's burial chamber; the two others return to the hand. The
    starting player marker passes to the left neighbour."""
    base = fresh(4)
    cities = tuple(City(c.number, False, False) for c in base.cities)
    state = tribute_state([(1, 2, 4), (3, 5, 6), (2, 1, 5), (6, 4, 3)], cities,
                          stage="burial")
    state = replace(state, hands=((3, 5, 6), (1, 2, 4), (3, 4, 6), (1, 2, 5)))
    order = []
    while state.phase == S.TASKS:
        seat = G.to_act(state)[0]
        order.append(seat)
        state = play(state, M.BuryPrince(1), seat)
    assert order == [0, 1, 2, 3]
    assert state.chambers[0] == (2, 5, 1, 4)
    assert state.hands[0] == (1, 3, 4, 5, 6)
    assert state.round == 2 and state.start == 1 and state.active == 1
    assert G.to_act(state) == (2,)


# -- 3 and 2 players --
def test_neutral_card_is_used_and_discarded():
    """(3 players) The top neutral card is laid on the gift before the fellow players;
    after its action it is discarded; it is without significance for the rewards."""
    state = fresh(3)
    neutral = state.gift[0].value
    values = [v for v in (1, 2, 3, 4) if v != neutral][:2]
    assert "different values" in refused(state, gift(state, neutral))
    for v in values:
        state = play(state, gift(state, v))
    state = play(state, M.UsePrince(0))
    state = play(state, M.MoveMerchant(1))
    state = play(state, M.EndAction())
    assert all(Card(S.NEUTRAL, neutral) not in row for row in state.rows)


def finish_turns(state):
    """Play the gift and actions with the first legal moves until phase 1 ends."""
    while state.phase in (S.GIFT, S.ACTIONS):
        seat = G.to_act(state)[0]
        moves = G.legal_moves(state, seat)
        merchant = [m for m in moves if isinstance(m, M.MoveMerchant)]
        state = play(state, merchant[0] if merchant else moves[-1], seat)
    return state


def test_third_cards_laid_in_front_with_different_values():
    """(3 players) The third prince card does not go into the gift: each player, starting
    with the starting player, lays it face up to the right of his 2 face-up cards; here,
    too, only prince cards with different values may be played."""
    state = finish_turns(fresh(3))
    assert state.phase == S.THIRD and G.to_act(state) == (0,)
    assert [len(r) for r in state.rows] == [2, 2, 2]
    first = G.legal_moves(state, 0)[0]
    state = play(state, first)
    assert state.rows[0][-1] == Card(0, first.value)
    if first.value in state.hands[1]:
        assert "different values" in refused(state, M.LayThirdPrince(first.value))


def test_a_repeated_third_card_is_refused_with_the_third_cards_rule():
    """(2 players, expert variant) The third prince card is laid face up in front of the
    player, "here, too, only prince cards with different values": the refusal names the
    third cards, not the prince's gift (which the card never reaches)."""
    state = finish_turns(fresh(2))
    assert state.phase == S.THIRD and G.to_act(state) == (0,)
    shared = next(v for v in state.hands[0] if v in state.hands[1])
    state = play(state, M.LayThirdPrince(shared))
    assert refused(state, M.LayThirdPrince(shared)) == (
        f"A third prince card {shared} already lies in front of a player this round: the "
        "third cards must show different values.")


def test_two_players_market_prince_card_gives_a_third_action():
    """(2 players) After buying a gemstone he may lay the market prince card beneath it into
    the gift; all 3 prince cards must show different values, also if cards were already
    used; only by taking one does the player receive a 3rd action."""
    state = fresh(2)
    neutral = state.gift[0].value
    mine = next(v for v in (1, 2, 3) if v != neutral)
    target = next(s for s in (1, 2, 3) if s not in (neutral, mine))
    state = play(state, gift(state, mine))
    card = offer_card((1, 2, 3, 0))
    stalls = tuple(replace(s, offer=card, gem=RUBY) for s in state.stalls)
    state = play(replace(state, stalls=stalls), M.UsePrince(1))  # the fellow's card
    assert state.in_use == Card(1, mine)
    used_value = play(replace(state, in_use=Card(1, 6)), M.MoveMerchant(mine))
    assert "different values" in refused(used_value, M.BuyGem(True))
    state = play(replace(state, in_use=Card(1, 6)), M.MoveMerchant(target))
    assert M.BuyGem(True) in G.legal_moves(state, 0)
    state = play(state, M.BuyGem(True))
    assert Card(S.MARKET_PRINCE, target) in state.gift and state.market_prince_taken
    assert not state.stalls[target - 1].market_prince
    state = play(state, M.UsePrince(state.gift.index(Card(S.MARKET_PRINCE, target))))
    state = play(state, M.MoveMerchant(target + 1))
    state = play(state, M.EndAction())
    assert state.rows[0] == (Card(S.MARKET_PRINCE, target),)
    assert G.legal_moves(state, 0) == [M.UsePrince(0)]


def test_market_prince_only_once_per_turn():
    state = fresh(2)
    state = replace(state, phase=S.ACTIONS, step=S.MARKET, in_use=Card(S.NEUTRAL, 1),
                    gift=(None, Card(1, 2), None), gift_values=frozenset({1, 2}),
                    market_prince_taken=True, merchants=(5, 0))
    stalls = list(state.stalls)
    stalls[4] = replace(stalls[4], offer=offer_card((1, 2, 3, 0)), gem=RUBY)
    state = replace(state, stalls=tuple(stalls))
    assert "at most 1 market prince" in refused(state, M.BuyGem(True))


def test_market_prince_cards_return_to_the_market_and_never_into_a_chamber():
    """Neutral and market prince cards do not go into the burial chambers; market prince
    cards taken are returned to their place in the market."""
    base = fresh(2)
    stalls = tuple(replace(s, market_prince=(i != 2)) for i, s in enumerate(base.stalls))
    cities = tuple(City(c.number, False, False) for c in base.cities)
    state = phase_two(base, stalls=stalls, cities=cities, hands=((1, 2, 6), (1, 2, 5, 6)),
                      rows=((Card(0, 4), Card(S.MARKET_PRINCE, 3), Card(0, 5)),
                            (Card(1, 3), Card(1, 4))))
    while S.STAGES[state.stage] != "burial":
        seat = G.to_act(state)[0]
        state = play(state, G.legal_moves(state, seat)[-1], seat)
    assert G.to_act(state) == (0,)
    assert G.legal_moves(state, 0) == [M.BuryPrince(0), M.BuryPrince(2)]
    assert "do not go into the burial" in refused(state, M.BuryPrince(1))
    state = play(state, M.BuryPrince(2))
    assert state.stalls[2].market_prince and state.hands[0] == (1, 2, 4, 6)


# -- end of the game --
def finale_state(discs, chambers, spaces, players=3):
    """The chambers open: ``discs`` per seat, ``chambers`` per round per seat, offerings
    at ``spaces`` (space → owner)."""
    from pharaohs.games.dahschur.rules.burial import open_chambers

    base = fresh(players)
    row = [None] * D.PROCESSION_SPACES
    for space, owner in spaces.items():
        row[space] = owner
    state = replace(base, phase=S.TASKS, discs=tuple(tuple(sorted(d)) for d in discs),
                    chambers=tuple(chambers), procession=tuple(row),
                    chamber_discs=((None,) * players,) * len(chambers),
                    gems=((0, 0, 0),) * players)
    return open_chambers(state)


def test_burial_chambers_in_procession_order_one_disc_per_offering():
    """The player whose offering stands furthest forward chooses first; the order of the
    offerings determines the further order; per offering only 1 disc at a time."""
    state = finale_state(
        discs=[[("gold", 5), ("silver", 2)], [("gold", 4)], []],
        chambers=[(5, 4, 2), (2, 1, 6), (3, 5, 1)],
        spaces={10: 1, 15: 0, 3: 0})
    assert G.to_act(state) == (0,)
    moves = G.legal_moves(state, 0)
    assert M.PlaceDisc("gold", 5, 0, 0) in moves and M.PlaceDisc("gold", 5, 2, 1) in moves
    assert M.PlaceDisc("silver", 2, 1, 0) in moves
    assert "must match" in refused(state, M.PlaceDisc("gold", 5, 0, 1))
    state = play(state, M.PlaceDisc("gold", 5, 2, 1))
    assert total(state, 0) == 5 and total(state, 1) == 2  # fellow: 2 AP for gold
    assert G.to_act(state) == (1,)
    state = play(state, M.PlaceDisc("gold", 4, 0, 1))
    assert total(state, 1) == 6
    assert G.to_act(state) == (0,)
    state = play(state, M.PlaceDisc("silver", 2, 0, 2))
    assert total(state, 0) == 7 and total(state, 2) == 1  # fellow: 1 AP for silver
    assert G.is_over(state)


def test_no_offering_left_means_discs_are_forfeited():
    """If a player has no offering left in the procession, he can no longer place his
    remaining discs; their value is forfeited."""
    state = finale_state(discs=[[("gold", 5), ("gold", 6)], [], []],
                         chambers=[(5, 6, 1), (6, 2, 3), (1, 2, 3)], spaces={7: 0})
    state = play(state, M.PlaceDisc("gold", 6, 0, 1))
    assert G.is_over(state) and state.discs[0] == (("gold", 5),)


def test_a_disc_matching_no_free_card_passes_the_offering():
    state = finale_state(discs=[[("silver", 3)], [("gold", 6)], []],
                         chambers=[(5, 6, 1), (6, 2, 4), (1, 2, 4)], spaces={9: 0, 4: 1})
    assert G.to_act(state) == (1,)


def test_one_ap_per_gem_left_at_the_end():
    """If a player still has gemstones in his supply, he receives 1 AP per gemstone."""
    from pharaohs.games.dahschur.rules.burial import open_chambers

    state = replace(fresh(3), gems=((2, 1, 0), (0, 0, 0), (0, 0, 4)), phase=S.TASKS)
    state = open_chambers(state)
    assert G.is_over(state) and G.scores(state) == (3, 0, 4)


def test_tie_break_goods_stones_then_shared_win():
    """In case of a tie, the player with the most goods stones in his supply wins; should
    there also be a tie, there are 2 winners."""
    state = replace(fresh(3), phase=S.OVER, ap=((5, 0, 0, 0, 0, 0),) * 3, goods=(4, 6, 2))
    assert G.result(state).winners == (1,)
    state = replace(state, goods=(6, 6, 2))
    assert G.result(state).winners == (0, 1)


def test_obelisk_track_changes_obelisk_after_14_and_29():
    """If the marker exceeds 14 (or 29) it changes to the next higher obelisk track."""
    assert obelisk_space(14) == (0, 14, 0)
    assert obelisk_space(15) == (1, 0, 0)
    assert obelisk_space(30) == (2, 0, 0)
    assert obelisk_space(46) == (0, 1, 1)


# -- hidden information --
def test_views_hide_other_hands_and_discs_and_determinize_restores_hands():
    """The player may look at the gold and silver discs in his own supply at any time."""
    state = replace(fresh(4), discs=((("gold", 5),), (("silver", 2),), (), ()),
                    disc_pool=((4, 4, 4, 4, 5, 5, 6, 6, 6), (1, 1, 2, 2, 2, 3, 3, 3, 3)))
    state = play(state, gift(state, 4))
    view = G.view(state, 0)
    assert view.hands[0] == (1, 2, 3, 4, 5, 6)
    assert all(isinstance(c, Hidden) for c in view.hands[1])
    assert view.discs[0] == (("gold", 5),) and view.discs[1] == (Hidden("silver disc"),)
    world = G.determinize(view, 0, 11)
    assert world.hands == state.hands
    assert world.discs[1][0][0] == D.SILVER and G.view(world, 0) == view


# -- whole games --
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_contract(players):
    play_checked_game(G, "standard", (), players)


def test_city_tribute_tie_on_an_empty_city_gives_the_losers_their_choice():
    """If no disc is left, this player and all fellow players who lost when rolling have the
    choice (data.TRIBUTE_LOSER_CHOICE: the reward tie losers' choice)."""
    cities = (City(12, False, False), City(14, False, False), City(6, False, False),
              City(7, False, False))
    state = tribute_state([(1, 5, 6), (1, 2, 4), (1, 2, 4), (1, 2, 4)], cities)
    winner = next(e.seat for e in state.events if e.kind == "tribute" and e.value == 7)
    askers = [t.seat for t in state.tasks if t.kind == S.LOSER_CHOICE]
    assert sorted(askers + [winner]) == [1, 2, 3]


@pytest.mark.parametrize("players,rounds", [(2, 4), (3, 3), (4, 4)])
def test_every_player_count_plays_its_rounds_into_the_burial_chambers(players, rounds):
    """The game lasts 4 rounds (3 with 3 players); the last round ends as soon as each
    player has laid his last prince card into a burial chamber."""
    state = G.setup(players, "rounds")
    starts = []
    while not G.is_over(state):
        if state.phase == S.GIFT and not starts[-1:] == [(state.round, state.start)]:
            starts.append((state.round, state.start))
        seat = G.to_act(state)[0]
        state = G.play(state, seat, G.legal_moves(state, seat)[0])
    assert [r for r, _ in starts] == list(range(1, rounds + 1))
    assert [s for _, s in starts] == [r % players for r in range(rounds)]
    assert all(v is not None for chamber in state.chambers for v in chamber)


def test_the_evaluation_lets_a_one_step_computer_player_beat_random_players():
    """Game.evaluate (rules/evaluation.py) weighs what is not yet AP (gems, goods, a
    purchase waiting, offerings, discs), so the one-step 'medium' player wins."""
    from pharaohs.ai import choose_move

    wins = 0
    for seed in range(6):
        state, rng = G.setup(4, seed), Rng.from_seed(seed)
        while not G.is_over(state):
            seat = G.to_act(state)[0]
            move, rng = choose_move(G, state, seat, rng, "medium" if seat == 0 else "random",
                                    timed=False)
            state = G.play(state, seat, move)
        wins += 0 in G.result(state).winners
    assert wins >= 4


def test_golden_move_counts_from_known_positions():
    """'perft' counts: the legal moves along the first-legal-move line of a fixed seed."""
    counts = {}
    for players in (2, 3, 4):
        state, seen = G.setup(players, "perft"), []
        for _ in range(12):
            seat = G.to_act(state)[0]
            moves = G.legal_moves(state, seat)
            seen.append(len(moves))
            state = G.play(state, seat, moves[0])
        counts[players] = seen
    assert counts == GOLDEN_COUNTS


GOLDEN_COUNTS = {
    2: [10, 2, 85, 2, 1, 20, 1, 10, 2, 71, 2, 1],
    3: [10, 4, 3, 86, 2, 2, 21, 1, 1, 40, 1, 8],
    4: [18, 10, 4, 3, 25, 2, 2, 51, 1, 1, 75, 2],
}


def test_reward_two_never_moves_an_offering_backwards():
    """Offerings cannot be moved back: an offering already in front of the foremost free
    space cannot take reward 2 a)."""
    state = fresh(4)
    cities = tuple(replace(c, silver=False) for c in state.cities)
    state = phase_two(state, rows=rows((1, 6, 2), (2, 3, 4), (3, 2, 3), (4, 2, 3)),
                      cities=cities, procession=procession(s19=0, s17=1, s10=0),
                      goods=(0, 10, 10, 10))
    assert G.to_act(state) == (0,)
    assert [m for m in G.legal_moves(state, 0) if isinstance(m, M.Offer)] == [
        M.Offer(10, 18)]


def test_a_loser_without_any_option_is_passed_over():
    """A tie loser who has no goods stone to offer, no offering that can move and no goods
    stone at a stall has nothing to choose."""
    base = fresh(4)
    cities = tuple(replace(c, silver=False) for c in base.cities)
    state = phase_two(base, rows=rows((1, 2, 3), (2, 3, 4), (1, 2, 3), (3, 3, 5)),
                      cities=cities, goods=(10, 0, 10, 0))
    winner = next(e.seat for e in state.events if e.kind == "reward" and e.stage == "reward2")
    loser = 4 - winner  # seats 1 and 3 tie on 3 in the middle
    assert [t for t in state.tasks if t.seat == loser] == [Task(loser, S.LOSER_CHOICE,
                                                                lost_roll=True)]
    state = play(state, M.TakeGem(RUBY))
    assert not any(t.seat == loser and t.kind == S.LOSER_CHOICE for t in state.tasks)


def test_an_emptied_city_space_stays_empty_when_the_pile_is_used_up():
    cities = (City(6, False, False), City(15, True, False), City(13, True, False),
              City(14, True, False))
    state = replace(fresh(4), city_pile=())
    state = until_stage(phase_two(state, rows=rows((1, 2, 4), (1, 2, 4), (1, 2, 4), (1, 2, 4)),
                                  cities=cities), "burial")
    assert state.cities[0] is None and state.city_discard[-1] == 6


def test_the_rule_choices_in_data_steer_the_rules(monkeypatch):
    """Where the rulebook is silent the choice is named data: flipping it changes play."""
    from pharaohs.games.dahschur.rules import princes

    assert G.to_act(fresh(4)) == (1,)
    monkeypatch.setattr(princes, "GIFT_ORDER_FROM_LEFT", False)
    assert G.to_act(fresh(4)) == (3,)


def test_a_view_of_a_view_is_the_same_view():
    """Computer players may hand a view to ``view`` again (``choose_move``)."""
    state = replace(fresh(3), discs=((("gold", 5),), (("silver", 2),), ()))
    for seat in (0, 1, None):
        view = G.view(state, seat)
        assert G.view(view, seat) == view


def test_undo_stops_at_a_purchase_which_draws_a_new_card_and_gem():
    """Undo inside an action until it is committed; a purchase draws from the pile and
    the bag (a reveal), so it cannot be taken back."""
    from pharaohs.core import Match

    match = Match.start(G, [("A", "human"), ("B", "human"), ("C", "human"), ("D", "human")], 9)
    stalls = tuple(replace(s, offer=offer_card((1, 2, 3, 0)), gem=RUBY)
                   for s in match.state.stalls)
    hands = ((1, 2, 3, 4, 5, 6), (1, 2, 4, 5, 6), (2, 3, 4, 5, 6), (1, 2, 3, 4, 5))
    match.state = replace(acting(stalls=stalls, hands=hands), rng=match.state.rng)
    match.play(0, M.MoveMerchant(1))
    assert match.can_undo(0)
    match.play(0, M.BuyGem())
    assert not match.can_undo(0)
