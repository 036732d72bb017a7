"""Saqqara — each rule of the rulebook as a scenario, and the contract on 3–5 players.

States are built with ``state.evolve`` from a fresh game; quotes in the docstrings
are from ``rules/saqqara.txt``. Goods are counted as (land, fish, linen, wood,
gold); warehouses and card fields 0–3 are fish, linen, wood, gold.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_contract import play_checked_game

from pharaohs.core import IllegalMove
from pharaohs.core.hidden import Hidden
from pharaohs.core.rng import Rng
from pharaohs.games.saqqara import rules as R
from pharaohs.games.saqqara.rules import data as D
from pharaohs.games.saqqara.rules import market, production, setup
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    BEGGAR_TAKES,
    DEVELOP,
    INFLUENCE,
    INVEST,
    NO_GOODS,
    Bid,
    evolve,
)

G = R.GAME
LAND, FISH, LINEN, WOOD, GOLD = D.GOODS
BLUE, YELLOW, RED = 0, 1, 2
BEGGAR, MERCHANT = D.BEGGAR, D.MERCHANT
ALL_SEVEN = (D.IRRIGATION, D.AGRICULTURE, D.INTRIGUE, D.ROYAL_COURT, D.GOVERNMENT, D.TRADE,
             D.RELIGION)


def g(land=0, fish=0, linen=0, wood=0, gold=0):
    return (land, fish, linen, wood, gold)


def table(players=3, pyramids=ALL_SEVEN, workers=None, goods=None, **changes):
    """A fresh game with these pyramids, workers ``{pyramid: {seat: level}}`` and goods
    ``{seat: g(...)}``; seat 0 holds the start player token."""
    state = G.setup(players, "saqqara-test")
    rows = [[0] * players for _ in pyramids]
    for pyramid, seats in (workers or {}).items():
        for seat, lvl in seats.items():
            rows[pyramids.index(pyramid)][seat] = lvl
    held = list(state.goods)
    for seat, counts in (goods or {}).items():
        held[seat] = counts
    changes = {"start": 0, "current": 0, "warehouses": (NO_GOODS,) * 4} | changes
    return evolve(state, pyramids=tuple(pyramids), workers=tuple(map(tuple, rows)),
                  goods=tuple(held), **changes)


def developing(seat=0, players=3, **kw):
    """``seat``'s development turn."""
    return table(players, phase=DEVELOP, passed=frozenset(range(seat)), developed=frozenset(),
                 stolen=(0,) * players, free_worker=False, **kw | {"current": seat})


def auction(players=3, goods=None, display=(0, 1, 2, 3), **changes):
    """A market with cards ``display`` on the four fields; seat 0 starts."""
    state = table(players, goods=goods, **changes)
    state = market.begin_market(evolve(state, die=state.stand))
    return evolve(state, display=display)


def play(state, *steps):
    """Play ``(seat, move)`` steps, each checked by the rules."""
    for seat, move in steps:
        state = G.play(state, seat, move)
    return state


# -- the contract ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_the_contract(players):
    play_checked_game(G, "standard", (), players)


# -- setup --------------------------------------------------------------------------------------
def test_pyramids_equal_players_plus_two_with_soldiers_and_thieves_together():
    """"The soldiers and thieves pyramids always have to be in the game together." /
    "add pyramids until their number on the board equals the number of players plus two"."""
    for players in (3, 4, 5):
        for seed in range(60):
            drawn, _rng = setup.draw_pyramids(players, Rng.from_seed(seed))
            assert len(drawn) == len(set(drawn)) == players + 2
            assert (D.SOLDIERS in drawn) == (D.THIEVES in drawn)


def _seed_where(players, test):
    for seed in range(500):
        first, _rng = Rng.from_seed(seed).shuffled(D.PYRAMIDS)
        if test(first[:players]):
            return seed
    raise AssertionError("no such seed")


def test_setup_example_1_thieves_drawn_brings_soldiers_and_one_more():
    """Example 1: four drawn, one is Thieves; Soldiers is added, then one more: 6 in all."""
    seed = _seed_where(4, lambda four: D.THIEVES in four and D.SOLDIERS not in four)
    first, _rng = Rng.from_seed(seed).shuffled(D.PYRAMIDS)
    drawn, _rng = setup.draw_pyramids(4, Rng.from_seed(seed))
    assert drawn[:4] == first[:4]
    assert drawn[4] == D.SOLDIERS
    assert len(drawn) == 6 and drawn[5] not in first[:4]


def test_setup_example_2_neither_drawn_sends_both_back_to_the_box():
    """Example 2: neither Thieves nor Soldiers drawn: both are discarded, 2 more are drawn."""
    seed = _seed_where(4, lambda four: D.THIEVES not in four and D.SOLDIERS not in four)
    drawn, _rng = setup.draw_pyramids(4, Rng.from_seed(seed))
    assert len(drawn) == 6
    assert D.THIEVES not in drawn and D.SOLDIERS not in drawn


def test_setup_gold_boats_die_stand_and_first_thresholds():
    """Each player receives 3 gold, boats on 0, the die with one pip under land, the market
    stand under gold; "at least one warehouse with a threshold value of 2 in the first round"."""
    for seed in range(20):
        state = G.setup(4, seed)
        assert state.goods == (g(gold=3),) * 4
        assert state.supply == (30, 38, 38, 38, 40 - 12 - 2)  # 2 of each on the warehouses
        assert state.nile == (0,) * 4
        assert (state.year, state.die, state.stand) == (1, LAND, GOLD)
        assert D.FIRST_ROUND_THRESHOLD in state.thresholds
        assert state.phase == INFLUENCE and G.to_act(state) == (0, 1, 2, 3)
        assert all(len(hand) == 4 for hand in state.hands)
        assert all(len(pile) == 20 for pile in state.piles)


# -- market timing ------------------------------------------------------------------------------
def _passive(state, seat):
    """A player who never spends: passes, ends turns, places the first card it can."""
    moves = G.legal_moves(state, seat)
    for kind in (R.PassAuction, R.PassInvesting, R.EndDevelopment, R.IntrigueKeep):
        for move in moves:
            if type(move) is kind:
                return move
    return moves[0]


def test_market_timing_over_all_six_years():
    """"This phase only takes place when the die on the round track and the market stand on
    the market track are under the same warehouse" and "The market phase takes place twice in
    year 4 to 6"; the stand moves as the distribution table says. The game ends after the
    gold round of year 6."""
    state, markets, seen = G.setup(3, "timing"), [], set()
    while not G.is_over(state):
        if state.phase == AUCTION and (state.year, state.die) not in seen:
            seen.add((state.year, state.die))
            markets.append((state.year, state.die))
        seat = G.to_act(state)[0]
        state = G.play(state, seat, _passive(state, seat))
    assert markets == [(1, GOLD), (2, WOOD), (3, LINEN), (4, FISH), (4, LINEN),
                       (5, LINEN), (5, WOOD), (6, WOOD), (6, GOLD)]
    per_year = Counter(year for year, _die in markets)
    assert [per_year[y] for y in range(1, 7)] == [1, 1, 1, 2, 2, 2]
    assert (state.year, state.die) == (6, GOLD)


def test_market_hands_in_cards_and_displays_four_of_six():
    """"All players turn in their market cards ... Randomly draw 2 cards and put them face
    down ... Then put 1 card face up on each card field"."""
    state = table(cards=((0, 1), (2,), ()))
    state = market.begin_market(state)
    assert state.cards == ((), (), ())
    assert len(set(state.display)) == 4 and set(state.display) <= set(range(6))
    assert state.phase == AUCTION and state.current == state.start


# -- the auction ----------------------------------------------------------------------------------
def test_auction_printed_example():
    """The printed example: Red offers 1 for the fish card, Blue 1 for linen, Yellow 2 for
    linen (Blue's bid goes behind the hut); Red wins fish and offers 1 for wood; Blue adds two
    goods (3 on the hut, Yellow's behind); Yellow passes, his bid goes to the warehouse; Red wins
    wood and passes; Blue wins linen and passes."""
    red, blue, yellow = 0, 1, 2
    state = auction(goods={red: g(fish=5), blue: g(linen=5), yellow: g(wood=5)})
    state = play(state, (red, R.BidGood(0, FISH)), (red, R.ConfirmBid()),
                 (blue, R.BidGood(1, LINEN)), (blue, R.ConfirmBid()),
                 (yellow, R.BidGood(1, WOOD)), (yellow, R.BidGood(1, WOOD)),
                 (yellow, R.ConfirmBid()))
    assert state.bids[1] == (Bid(blue, g(linen=1)), Bid(yellow, g(wood=2)))
    state = play(state, (red, R.TakeCard(0)), (red, R.BidGood(2, FISH)), (red, R.ConfirmBid()))
    assert state.cards[red] == (0,) and state.warehouses[0] == g(fish=1)
    state = play(state, (blue, R.BidGood(1, LINEN)), (blue, R.BidGood(1, LINEN)),
                 (blue, R.ConfirmBid()))
    assert state.bids[1] == (Bid(yellow, g(wood=2)), Bid(blue, g(linen=3)))
    state = play(state, (yellow, R.PassAuction()))
    assert state.warehouses[1] == g(wood=2) and state.bids[1] == (Bid(blue, g(linen=3)),)
    state = play(state, (red, R.TakeCard(2)), (red, R.PassAuction()))
    assert state.cards[red] == (0, 2) and state.warehouses[2] == g(fish=1)
    state = play(state, (blue, R.TakeCard(1)))
    assert state.cards[blue] == (1,) and state.warehouses[1] == g(linen=3, wood=2)
    state = play(state, (blue, R.PassAuction()))
    assert state.phase != AUCTION
    assert state.stand == D.DISTRIBUTION[state.year].stand


def test_a_new_bid_must_be_higher_than_the_current_bid():
    """"If a player has already made a bid for a certain card, the new bid must be higher"."""
    state = auction(goods={0: g(fish=3), 1: g(linen=3)})
    state = play(state, (0, R.BidGood(0, FISH)), (0, R.BidGood(0, FISH)), (0, R.ConfirmBid()),
                 (1, R.BidGood(0, LINEN)), (1, R.BidGood(0, LINEN)))
    assert G.check(state, 1, R.ConfirmBid()) == "The new bid must be higher than the current bid."
    state = play(state, (1, R.BidGood(0, LINEN)), (1, R.ConfirmBid()))
    assert state.bids[0] == (Bid(0, g(fish=2)), Bid(1, g(linen=3)))


def test_a_bid_of_any_kinds_counts_its_goods():
    """"It doesn't matter which kind the goods are. It is also allowed to offer different kinds
    of goods." Height of the bid = number of goods."""
    state = auction(goods={0: g(land=1, gold=1), 1: g(fish=2)})
    state = play(state, (0, R.BidGood(3, LAND)), (0, R.BidGood(3, GOLD)), (0, R.ConfirmBid()))
    assert market.bid_height(market.top_bid(state, 3)) == 2


def test_one_card_per_turn_and_a_bid_that_cannot_win_is_refused():
    """"a player can only make a bid or increase their bid for one card per turn"."""
    state = auction(goods={0: g(fish=3), 1: g(linen=1)})
    state = play(state, (0, R.BidGood(0, FISH)))
    assert G.check(state, 0, R.BidGood(1, FISH)) == (
        "A player can only make a bid or increase their bid for one card per turn.")
    assert G.check(state, 0, R.PassAuction()) == "Finish your bid first."
    state = play(state, (0, R.BidGood(0, FISH)), (0, R.ConfirmBid()))
    assert G.check(state, 1, R.BidGood(0, LINEN)) == (
        "Your goods cannot outbid the 2 goods on the hut.")
    assert G.check(state, 1, R.BidGood(1, FISH)) == "You have no fish to offer."


def test_withdrawing_an_outbid_bid_leaves_its_goods_to_the_warehouse():
    """"If a player is outbid, he or she can increase their bid by adding goods or withdraw
    ... The goods from their bid go to the warehouse above this card.\""""
    state = auction(goods={0: g(fish=3), 1: g(linen=3)})
    state = play(state, (0, R.BidGood(2, FISH)), (0, R.ConfirmBid()),
                 (1, R.BidGood(2, LINEN)), (1, R.BidGood(2, LINEN)), (1, R.ConfirmBid()))
    assert G.check(state, 1, R.Withdraw(2)) == "It is not your turn."
    state = play(state, (2, R.PassAuction()), (0, R.Withdraw(2)))
    assert state.warehouses[2] == g(fish=1) and state.bids[2] == (Bid(1, g(linen=2)),)
    assert G.check(state, 0, R.Withdraw(2)) == "You have no bid for this card."


def test_the_highest_bidder_takes_the_card_on_their_next_turn_and_all_bids_go_to_the_warehouse():
    """"When it's the player's turn again ... and their bid is still the highest, he or she can
    take the market card ... All offered goods (from any bid for this card) go to the warehouse
    above this card.\""""
    state = auction(goods={0: g(fish=3), 1: g(linen=3), 2: g()})
    state = play(state, (0, R.BidGood(3, FISH)), (0, R.ConfirmBid()),
                 (1, R.BidGood(3, LINEN)), (1, R.BidGood(3, LINEN)), (1, R.ConfirmBid()),
                 (2, R.PassAuction()))
    assert G.check(state, 0, R.TakeCard(3)) == (
        "Only the player whose bid is still the highest can take this card.")
    state = play(state, (0, R.PassAuction()))
    assert state.warehouses[3] == g(fish=1)
    state = play(state, (1, R.TakeCard(3)))
    assert state.cards[1] == (3,) and state.warehouses[3] == g(fish=1, linen=2)
    assert state.display[3] is None


def test_at_most_two_market_cards_each():
    """"A player can gain a maximum of two market cards"; one holding two can only pass, so
    passes at once."""
    state = auction(goods={0: g(fish=5), 1: g(), 2: g()})
    state = evolve(state, cards=((0, 1), (), ()), display=(None, None, 2, 3))
    assert G.check(state, 0, R.BidGood(2, FISH)) == (
        "A player can gain a maximum of two market cards.")
    state = play(state, (0, R.PassAuction()), (1, R.PassAuction()))
    assert state.phase == AUCTION and state.current == 2
    state = evolve(state, cards=((0, 1), (), (4, 5)), passed=frozenset({1}), current=1)
    assert market.next_bidder(state).phase == AUCTION
    assert market.next_bidder(state).passed == frozenset({0, 1, 2})


def test_the_auction_ends_when_all_cards_are_taken():
    """"This stage is over when all players have passed or all market cards have been
    distributed among the players.\""""
    state = auction(goods={0: g(fish=2), 1: g(), 2: g()}, display=(0, None, None, None))
    state = play(state, (0, R.BidGood(0, FISH)), (0, R.ConfirmBid()), (1, R.PassAuction()),
                 (2, R.PassAuction()), (0, R.TakeCard(0)))
    assert state.phase != AUCTION and state.cards[0] == (0,)


# -- production -------------------------------------------------------------------------------
def test_goods_onto_the_warehouses_printed_example():
    """"Fish is the current market in year 4. Place 5 fish (2+3) on the Fish Warehouse.\""""
    state = production.fill_warehouses(table(year=4, die=FISH))
    assert state.warehouses[0][FISH] == 5
    assert [state.warehouses[w][D.WAREHOUSE_GOOD[w]] for w in (1, 2, 3)] == [2, 2, 2]


def test_land_under_land_by_year_and_none_in_the_first_round():
    """"If the die is located under the land field, each warehouse also receives a number of
    land goods ... no land is distributed in the first round.\""""
    first = production.fill_warehouses(table(year=1, die=LAND))
    assert all(row[LAND] == 0 for row in first.warehouses)
    year5 = production.fill_warehouses(table(year=5, die=LAND))
    assert all(row[LAND] == 2 for row in year5.warehouses)


def test_a_short_supply_is_given_in_order_as_far_as_it_goes():
    """"If insufficient goods are available in the general supply, they are distributed in the
    above order insofar possible.\""""
    state = table(year=4, die=FISH)
    state = production.fill_warehouses(evolve(state, supply=(0, 3, 1, 2, 2)))
    assert state.warehouses[0] == g(fish=3) and state.warehouses[1] == g(linen=1)
    assert state.supply == (0, 0, 0, 0, 0)


@pytest.mark.parametrize("lvl,count", [(2, 1), (3, 2)])
def test_agriculture_levels_2_and_3_give_goods_of_the_current_market(lvl, count):
    """Agriculture level 2: "Get 1 good of current market"; level 4 (points): 2."""
    state = table(workers={D.AGRICULTURE: {1: lvl}}, die=WOOD)
    state, done = production.next_harvest(state)
    assert done and state.goods[1] == g(wood=count, gold=3)


@pytest.mark.parametrize("lvl", [4, 5])
def test_agriculture_levels_4_and_5_choose_the_kind(lvl):
    """Agriculture levels 6 and 8 (points): "Get 2 goods of one chosen type"."""
    state = table(workers={D.AGRICULTURE: {1: lvl}}, die=WOOD)
    state, done = production.next_harvest(state)
    assert not done and G.to_act(state) == (1,)
    state = G.play(state, 1, R.Harvest(LINEN))
    assert state.goods[1] == g(linen=2, gold=3) and state.phase == INFLUENCE


def test_agriculture_from_the_start_player_on_while_the_supply_lasts():
    """"Goods are distributed starting from the starting player."""
    state = table(workers={D.AGRICULTURE: {0: 3, 2: 3}}, die=WOOD, start=2)
    state = evolve(state, supply=bump_supply(state.supply, WOOD, 3))
    state, _done = production.next_harvest(state)
    assert state.goods[2][WOOD] == 2 and state.goods[0][WOOD] == 1


def test_agriculture_choice_with_an_empty_supply_gives_nothing_and_play_goes_on():
    """Not printed (``EMPTY_SUPPLY_SKIPS_CHOICE``): with every good gone from the supply a
    level-4 player has no kind to choose; asking would leave the seat with no legal move
    (a computer tournament stalled there), so the player receives nothing and play goes on."""
    state = evolve(table(workers={D.AGRICULTURE: {1: 4}}, die=WOOD), supply=(0, 0, 0, 0, 0))
    state, done = production.next_harvest(state)
    assert done and state.goods[1] == g(gold=3)


def bump_supply(supply, good, to):
    return tuple(to if i == good else n for i, n in enumerate(supply))


# -- influence cards ----------------------------------------------------------------------------
def test_influence_cards_are_placed_face_down_by_all_at_once():
    """"The players place an influence card face down under each type of goods"; nobody sees
    the others' cards until all have placed."""
    state = G.setup(3, "influence")
    assert G.to_act(state) == (0, 1, 2)
    card = state.hands[1][0]
    state = G.play(state, 1, R.PlaceInfluence(2, card))
    assert G.view(state, 0).placed[1][2] == Hidden("influence")
    assert G.view(state, 1).placed[1][2] == card
    assert G.view(state, 0).hands[1] == (Hidden("influence"),) * 3
    for seat in range(3):
        for w in range(4):
            if state.placed[seat][w] is None:
                state = G.play(state, seat, R.PlaceInfluence(w, state.hands[seat][0]))
    assert state.phase != INFLUENCE
    assert G.view(state, 0).placed == state.placed


def test_a_card_laid_face_down_can_be_taken_back_the_last_one_cannot():
    """Undo goes back step by step until something is revealed: laying a card face down shows
    nothing; the last card of the last player turns all cards up."""
    from pharaohs.core import Match
    match = Match.start(G, [("A", "human"), ("B", "human"), ("C", "human")], "undo")
    hand = match.state.hands[1]
    match.play(1, R.PlaceInfluence(0, hand[0]))
    assert match.can_undo(1)
    match.undo(1)
    assert match.state.hands[1] == hand
    for seat in range(3):
        for w in range(4):
            if match.state.phase == INFLUENCE:
                match.play(seat, R.PlaceInfluence(w, match.state.hands[seat][0]))
    assert match.state.phase != INFLUENCE and not match.can_undo(2)


def test_determinize_keeps_the_view_and_redraws_others_cards():
    """A computer player's world keeps what it sees; others' hands are dealt again."""
    state = G.setup(4, "secrets")
    state = G.play(state, 2, R.PlaceInfluence(0, state.hands[2][0]))
    seen = G.view(state, 0)
    for seed in range(5):
        world = G.determinize(seen, 0, seed)
        assert G.view(world, 0) == seen
        for seat in range(4):
            cards = [*world.hands[seat], *world.piles[seat], *world.discards[seat],
                     *(c for c in world.placed[seat] if c is not None)]
            assert sorted(cards) == list(D.INFLUENCE_CARDS)


def _influence_for(workers, die=FISH, seed="intrigue"):
    state = table(workers=workers, die=die)
    state = evolve(state, hands=((),) * 3, piles=(D.INFLUENCE_CARDS,) * 3, discards=((),) * 3)
    from pharaohs.games.saqqara.rules.influence import begin_influence
    return begin_influence(state)


@pytest.mark.parametrize("lvl,drawn", [(2, 1), (3, 2)])
def test_intrigue_levels_2_and_3_discard_one_to_draw(lvl, drawn):
    """Intrigue level 2: "Discard 1 card to draw 1 new card"; level 4 (points): draw 2."""
    state = _influence_for({D.INTRIGUE: {0: lvl}})
    assert G.check(state, 0, R.PlaceInfluence(0, state.hands[0][0])) == (
        "Decide on your Intrigue exchange first.")
    card = state.hands[0][0]
    state = G.play(state, 0, R.IntrigueSwap(card))
    assert len(state.hands[0]) == 3 + drawn and card in state.discards[0]
    assert G.check(state, 0, R.IntrigueKeep()) == "You have no Intrigue exchange open."


@pytest.mark.parametrize("lvl", [4, 5])
def test_intrigue_levels_4_and_5_draw_two_more(lvl):
    """Intrigue levels 6 and 8 (points): "Draw 2 additional influence cards"."""
    state = _influence_for({D.INTRIGUE: {0: lvl}})
    assert len(state.hands[0]) == 6 and len(state.hands[1]) == 4
    assert 0 not in state.intrigue_open


def test_drawing_the_last_card_shuffles_the_discard_pile_into_a_new_pile():
    """"If a player draws the last card from the draw pile, he or she shuffles their discard
    pile and makes a new draw pile with these cards.\""""
    from pharaohs.games.saqqara.rules.influence import draw_cards
    state = table()
    state = evolve(state, hands=((),) * 3, piles=((1, 2, 3), (), ()),
                   discards=((4, 5, 6, 7), (), ()))
    state = draw_cards(state, 0, 4)
    assert sorted(state.hands[0])[:3] == [1, 2, 3] and len(state.hands[0]) == 4
    assert len(state.piles[0]) == 3 and state.discards[0] == ()


@pytest.mark.parametrize("lvl,value", [(2, 1), (3, 2)])
def test_royal_court_levels_2_and_3_on_the_current_market(lvl, value):
    """Royal Court level 2: "+1 influence in current market"; level 4 (points): +2."""
    state = _influence_for({D.ROYAL_COURT: {1: lvl}}, die=WOOD)
    assert state.tokens[1] == (0, 0, value, 0) and state.tokens_open[1] == ()


def test_royal_court_under_land_places_no_token():
    """Not printed: with the die under land there is no current-market warehouse
    (``data.MARKET_UNDER_LAND``)."""
    state = _influence_for({D.ROYAL_COURT: {1: 3}}, die=LAND)
    assert state.tokens[1] == (0, 0, 0, 0)


@pytest.mark.parametrize("pyramid,lvl", [(D.ROYAL_COURT, 4), (D.ROYAL_COURT, 5),
                                         (D.THIEVES, 5)])
def test_royal_court_4_5_and_thieves_5_place_plus_two_where_they_choose(pyramid, lvl):
    """Royal Court levels 6/8 (points): "+2 influence in market of choice"; Thieves level 8:
    "(+2 influence in market of choice.)"."""
    pyramids = (*ALL_SEVEN[:5], D.SOLDIERS, D.THIEVES)
    state = table(pyramids=pyramids, workers={pyramid: {1: lvl}}, die=WOOD)
    state = evolve(state, hands=((),) * 3, piles=(D.INFLUENCE_CARDS,) * 3, discards=((),) * 3)
    from pharaohs.games.saqqara.rules.influence import begin_influence
    state = begin_influence(state)
    assert state.tokens_open[1] == (2,)
    assert G.check(state, 1, R.PlaceToken(3)) == (
        "Place an influence card under each warehouse first.")
    for w in range(4):
        state = G.play(state, 1, R.PlaceInfluence(w, state.hands[1][0]))
    state = G.play(state, 1, R.PlaceToken(3))
    assert state.tokens[1] == (0, 0, 0, 2) and 1 not in G.to_act(state)


# -- investing -------------------------------------------------------------------------------------
def investing(thresholds, warehouses, goods=None, workers=None, placed=None, passed=()):
    state = table(goods=goods, workers=workers, thresholds=thresholds,
                  warehouses=warehouses, phase=INVEST, passed=frozenset(passed),
                  pending=NO_GOODS, pending_to=None,
                  placed=placed or ((1, 1, 1, 1),) * 3, tokens=((0,) * 4,) * 3)
    return state


def test_investing_adds_goods_of_any_kind_to_one_warehouse_per_turn():
    """"The active player adds one or several goods to the warehouse of their choice or passes.
    The kind of goods does not matter.\""""
    state = investing((9, 9, 9, 9), (NO_GOODS,) * 4, goods={0: g(fish=1, gold=2)})
    state = play(state, (0, R.Invest(1, GOLD)))
    assert G.check(state, 0, R.Invest(2, GOLD)) == (
        "All goods of one turn go to the same warehouse.")
    assert G.check(state, 0, R.PassInvesting()) == "You added goods this turn: end your turn."
    state = play(state, (0, R.Invest(1, FISH)), (0, R.EndInvesting()))
    assert state.warehouses[1] == g(fish=1, gold=1) and state.current == 1


def test_passing_ends_investing_for_the_round():
    """"If a player passes, he can no longer add goods to any warehouse in this round.\""""
    state = investing((9, 9, 9, 9), (NO_GOODS,) * 4, goods={0: g(fish=1), 1: g(fish=1)})
    state = play(state, (0, R.PassInvesting()), (1, R.Invest(0, FISH)), (1, R.EndInvesting()))
    assert state.current == 2
    state = play(state, (2, R.PassInvesting()))
    assert state.current == 1


def test_investing_ends_when_every_threshold_is_met():
    """"Once all players have passed or the threshold value of all warehouses has been reached,
    the goods are distributed" ("no yield" has no threshold to reach)."""
    full = (g(fish=2), g(linen=2), g(wood=2), g(gold=1))
    state = investing((2, 2, D.NO_YIELD, 2), full, goods={0: g(gold=1)})
    state = play(state, (0, R.Invest(3, GOLD)))
    assert state.phase == DEVELOP


@pytest.mark.parametrize("lvl,paid", [(1, 0), (2, 1), (3, 1 + 2), (4, 1 + 2 + 3),
                                       (5, 1 + 2 + 3)])
def test_government_gold_for_thresholds_7_8_9_met(lvl, paid):
    """Government level 2: 1 gold for 9; level 4 (points): 1/2 for 8/9; levels 7 and 10:
    1/2/3 for 7/8/9 — "when a warehouse with a threshold value of 7, 8 or 9 has reached this
    threshold value"."""
    full = (g(fish=7), g(linen=8), g(wood=9), NO_GOODS)
    state = investing((7, 8, 9, 9), full, workers={D.GOVERNMENT: {2: lvl}},
                      goods={2: g()}, passed=(1, 2))
    state = play(state, (0, R.PassInvesting()))
    gold = [h.goods[GOLD] for h in state.handouts if h.reason == "government"]
    assert sum(gold) == paid


# -- distribution ----------------------------------------------------------------------------------
def test_distribution_printed_example():
    """The printed example: fish (threshold 4): Blue's lone beggar chooses two goods, Yellow's
    highest card takes the rest; linen (9) not reached: nobody gets them; wood (5): Yellow and
    Blue both 7: 2 fish one each, 5 wood two each with one left, 1 gold nobody; gold (3): Blue
    and Red both played a 3 and get nothing."""
    warehouses = (g(land=1, fish=3, wood=1), g(linen=4), g(fish=2, wood=5, gold=1),
                  g(gold=3))
    placed = ((BEGGAR, 2, 7, 3), (6, 8, 7, 5), (1, 1, 2, 3))
    state = investing((4, 9, 5, 3), warehouses, goods={0: g(), 1: g(), 2: g()},
                      placed=placed, passed=(1, 2))
    state = play(state, (BLUE, R.PassInvesting()))
    assert state.phase == BEGGAR_TAKES and G.to_act(state) == (BLUE,)
    assert G.check(state, BLUE, R.BeggarTake(LAND)) == "The beggar may take no land."
    state = play(state, (BLUE, R.BeggarTake(WOOD)), (BLUE, R.BeggarTake(FISH)))
    assert state.phase == DEVELOP
    assert state.warehouses == (NO_GOODS, g(linen=4), g(wood=1, gold=1), NO_GOODS)
    assert state.goods[BLUE] == g(fish=2, wood=3)
    assert state.goods[YELLOW] == g(land=1, fish=3, wood=2, gold=3)
    assert state.goods[RED] == NO_GOODS


def test_two_beggars_get_nothing():
    """"If several players have placed a beggar with this warehouse, they all receive
    nothing.\""""
    placed = ((BEGGAR, 1, 1, 1), (BEGGAR, 1, 1, 1), (5, 1, 1, 1))
    state = investing((2, 9, 9, 9), (g(fish=4), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2))
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[:2] == (NO_GOODS, NO_GOODS) and state.goods[2] == g(fish=4)


def test_influence_tokens_add_to_the_card():
    """"The player with the largest influence (card + influence tokens) receives all the
    goods\""""
    placed = ((5, 1, 1, 1), (4, 1, 1, 1), (1, 1, 1, 1))
    state = investing((2, 9, 9, 9), (g(fish=4), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2))
    state = evolve(state, tokens=((0,) * 4, (2, 0, 0, 0), (0,) * 4))
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[1] == g(fish=4)


def test_merchants_take_two_from_the_supply_even_when_the_threshold_is_not_met():
    """"Every player who played a merchant takes 2 goods from that particular resource from the
    general supply (even if the threshold isn't met).\""""
    placed = ((1, MERCHANT, 1, 1), (1, MERCHANT, 1, 1), (1, 1, 1, 1))
    state = investing((9, 9, 9, 9), (NO_GOODS,) * 4, goods={0: g(), 1: g(), 2: g()},
                      placed=placed, passed=(1, 2))
    state = evolve(state, supply=bump_supply(state.supply, LINEN, 3))
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[0] == g(linen=2) and state.goods[1] == g(linen=1)


def test_a_lone_card_equal_to_the_threshold_gets_one_good():
    """"If one player played an influence card with a value equal to the threshold value, he
    receives 1 good of the kind of the warehouse from the general supply.\""""
    placed = ((3, 1, 1, 1), (6, 1, 1, 1), (1, 1, 1, 1))
    state = investing((3, 9, 9, 9), (g(fish=3), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2))
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[0] == g(fish=1) and state.goods[1] == g(fish=3)


def test_a_warehouse_below_its_threshold_yields_nothing_and_goods_stay():
    """"Goods are only distributed if located in a warehouse where the threshold value has been
    reached" / "Any remaining goods on the warehouses remain there for the next round.\""""
    placed = ((9, 1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1))
    state = investing((5, 9, 9, 9), (g(fish=4), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2))
    state = play(state, (0, R.PassInvesting()))
    assert state.warehouses[0] == g(fish=4) and state.goods[0] == NO_GOODS


@pytest.mark.parametrize("lvl,card,wins", [
    (1, 4, False), (2, 4, True), (2, 5, False), (3, 6, True), (3, 7, False),
    (4, 9, True), (5, 9, True)])
def test_religion_claims_the_no_yield_warehouse_with_cards_in_range(lvl, card, wins):
    """Religion level 2: "Receive goods with 1-4 influence"; level 4 (points): 1-6; levels 7
    and 10: 1-9. "Only players in this pyramid can claim the goods in the warehouse with the
    no yield card.\""""
    placed = ((card, 1, 1, 1), (9, 1, 1, 1), (1, 1, 1, 1))
    state = investing((D.NO_YIELD, 9, 9, 9), (g(fish=4), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2),
                      workers={D.RELIGION: {0: lvl}})
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[0] == (g(fish=4) if wins else NO_GOODS)
    assert state.goods[1] == NO_GOODS


def test_religion_ties_share_each_kind():
    """"In case of a tie the goods are distributed equally among the tied players.\""""
    placed = ((4, 1, 1, 1), (4, 1, 1, 1), (1, 1, 1, 1))
    state = investing((D.NO_YIELD, 9, 9, 9), (g(fish=5), NO_GOODS, NO_GOODS, NO_GOODS),
                      goods={0: g(), 1: g(), 2: g()}, placed=placed, passed=(1, 2),
                      workers={D.RELIGION: {0: 2, 1: 5}})
    state = play(state, (0, R.PassInvesting()))
    assert state.goods[0] == state.goods[1] == g(fish=2)
    assert state.warehouses[0] == g(fish=1)


def test_end_of_production_discards_cards_and_thresholds():
    """"The players place any played influence cards and their hand cards on the discard pile.
    The threshold cards on the board are placed on the discard pile.\""""
    state = G.setup(3, "discard")
    for seat in range(3):
        for w in range(4):
            state = G.play(state, seat, R.PlaceInfluence(w, state.hands[seat][0]))
    while state.phase != DEVELOP:
        seat = G.to_act(state)[0]
        state = G.play(state, seat, _passive(state, seat))
    assert state.thresholds == () and len(state.threshold_discard) == 4
    assert all(len(d) == 4 for d in state.discards) and state.hands == ((),) * 3


# -- development: pyramids ----------------------------------------------------------------------
def test_a_worker_begins_at_the_lowest_level_and_costs_go_to_the_supply():
    """"A worker always begins at the lowest level" / "The costs ... return to the general
    supply.\""""
    state = developing(goods={0: g(fish=1, linen=1)})
    before = state.supply
    state = G.play(state, 0, R.Build(D.AGRICULTURE))
    assert state.workers[ALL_SEVEN.index(D.AGRICULTURE)][0] == 1
    assert state.goods[0] == NO_GOODS
    assert state.supply[FISH] == before[FISH] + 1 and state.supply[LINEN] == before[LINEN] + 1


def test_engineering_example_then_discount():
    """"Blue pays 2 fish and 2 wood and moves up to level 2 in the engineering pyramid. As of
    now, the cost price of pyramid developments is reduced by 1 good of the current market.\""""
    pyramids = (D.ENGINEERING, *ALL_SEVEN[:6])
    state = developing(pyramids=pyramids, workers={D.ENGINEERING: {0: 1}},
                       goods={0: g(fish=3, wood=2, linen=1)}, die=FISH)
    state = G.play(state, 0, R.Build(D.ENGINEERING))
    assert state.goods[0] == g(fish=1, linen=1)
    state = G.play(state, 0, R.Build(D.AGRICULTURE))  # fish + linen, 1 fish spared
    assert state.goods[0] == g(fish=1)


@pytest.mark.parametrize("lvl,cost", [(2, g(fish=1, wood=3, gold=1)),
                                      (3, g(wood=3, gold=1)), (4, g(wood=3, gold=1)),
                                      (5, g(wood=3, gold=1))])
def test_engineering_discount_at_each_level(lvl, cost):
    """Engineering level 2: 1 good of the current market less; level 4 (points): 2 less; levels
    6 and 8: no goods of the current market needed."""
    from pharaohs.games.saqqara.rules.pyramids import build_cost
    pyramids = (D.ENGINEERING, D.GOVERNMENT, *ALL_SEVEN[:5])
    state = developing(pyramids=pyramids, workers={D.ENGINEERING: {0: lvl}}, die=FISH)
    # Government level 4 costs 3 wood + 2 fish + 1 gold
    assert build_cost(state, 0, D.GOVERNMENT, 4) == cost


def test_one_worker_per_pyramid_one_level_per_round_and_full_levels_block():
    """"A player can have a maximum of one worker in each pyramid" / "A worker can only move up
    one level each round. If no places are available on the next level, it is not possible to
    develop in this pyramid.\""""
    rich = g(fish=9, linen=9, wood=9, gold=9)
    state = developing(goods={0: rich}, workers={D.TRADE: {1: 5}, D.GOVERNMENT: {1: 3, 2: 3}})
    state = G.play(state, 0, R.Build(D.AGRICULTURE))
    assert G.check(state, 0, R.Build(D.AGRICULTURE)) == (
        "A worker can only move up one level each round.")
    state = evolve(state, workers=tuple(
        (3, 4, 4) if p == D.RELIGION else row
        for p, row in zip(ALL_SEVEN, state.workers, strict=True)))
    assert G.check(state, 0, R.Build(D.RELIGION)) == (
        "No places are available on level 7 of Religion.")
    four = developing(goods={0: rich}, workers={p: {0: 1} for p in ALL_SEVEN[:4]})
    assert G.check(four, 0, R.Build(D.RELIGION)) == "You have no workers left."


def test_land_may_stand_in_for_any_good():
    """""Land" can be used for a good of the player's choice."""
    state = developing(goods={0: g(land=2, fish=1)})
    state = G.play(state, 0, R.Build(D.AGRICULTURE))
    assert state.goods[0] == g(land=1)
    assert G.check(developing(goods={0: g(fish=1)}), 0, R.Build(D.AGRICULTURE)) == (
        "You lack 1 linen for level 0 of Agriculture.")
    state = G.play(developing(goods={0: g(land=1)}), 0, R.UseLand(GOLD))
    assert state.goods[0] == g(gold=1)


def test_a_refused_level_is_named_as_the_board_numbers_it_with_the_goods_short():
    """The overview names each level by the number printed beside it ("Level 10", "Level
    7", ..., the lowest 0), as the board's badges do: a refusal says "level 0", not the
    count from the bottom ("level 1"), and which goods are short, and how far the land
    held, standing in for any good, falls short of them."""
    assert G.check(developing(goods={0: g(fish=1)}), 0, R.Build(D.GOVERNMENT)) == (
        "You lack 1 wood for level 0 of Government.")
    climbed = {D.GOVERNMENT: {0: 2}}  # the next level is the third, marked 4
    assert D.level_cost(D.GOVERNMENT, 3) == g(fish=2, wood=2, gold=1)
    assert G.check(developing(goods={0: g(wood=2)}, workers=climbed), 0,
                   R.Build(D.GOVERNMENT)) == "You lack 2 fish and 1 gold for level 4 of Government."
    assert G.check(developing(goods={0: g(land=1, wood=1)}, workers=climbed), 0,
                   R.Build(D.GOVERNMENT)) == (
        "You lack 2 fish, 1 wood and 1 gold for level 4 of Government; your 1 land stands in "
        "for only 1 of them.")


def test_the_top_gives_a_free_worker_on_another_pyramid():
    """"If a player reaches the highest level of a pyramid, he may place a worker on the first
    level of the pyramid of his choice ... free of charge ... only possible if the player still
    has workers available.\""""
    state = developing(goods={0: g(fish=3, linen=3, gold=1)}, workers={D.TRADE: {0: 4}})
    state = G.play(state, 0, R.Build(D.TRADE))
    assert state.free_worker and G.steps(state, 0) == (R.FreeWorker, R.DeclineFreeWorker)
    assert G.check(state, 0, R.FreeWorker(D.TRADE)) == (
        "A player can have a maximum of one worker in each pyramid.")
    state = G.play(state, 0, R.FreeWorker(D.RELIGION))
    assert state.workers[ALL_SEVEN.index(D.RELIGION)][0] == 1 and state.goods[0] == NO_GOODS
    assert G.check(state, 0, R.Build(D.RELIGION)) == (
        "A worker can only move up one level each round.")
    spent = developing(goods={0: g(fish=3, linen=3, gold=1)}, workers={
        D.TRADE: {0: 4}, D.IRRIGATION: {0: 1}, D.AGRICULTURE: {0: 1}, D.INTRIGUE: {0: 1}})
    assert not G.play(spent, 0, R.Build(D.TRADE)).free_worker


# -- development: privileges ----------------------------------------------------------------------
@pytest.mark.parametrize("lvl,get,count", [(2, FISH, 3), (3, FISH, 4), (4, GOLD, 4), (5, WOOD, 4)])
def test_irrigation_sells_land(lvl, get, count):
    """Irrigation level 2: "Sell 1 land for 3 goods of current market"; level 4 (points): 4 of
    the current market; levels 7 and 10: 4 goods of one chosen type."""
    state = developing(workers={D.IRRIGATION: {0: lvl}}, goods={0: g(land=2)}, die=FISH)
    state = G.play(state, 0, R.Irrigate(get))
    state = G.play(state, 0, R.Irrigate(get))
    assert state.goods[0] == tuple(2 * count if i == get else 0 for i in range(5))


def test_irrigation_low_levels_only_for_the_current_market_and_never_land_for_land():
    state = developing(workers={D.IRRIGATION: {0: 3}}, goods={0: g(land=2)}, die=FISH)
    assert G.check(state, 0, R.Irrigate(GOLD)) == (
        "At this level Irrigation sells land for goods of the current market.")
    assert G.check(state, 0, R.Irrigate(LAND)) == "Irrigation sells land for other goods."
    state = developing(workers={D.IRRIGATION: {0: 1}}, goods={0: g(land=2)}, die=FISH)
    assert G.check(state, 0, R.Irrigate(FISH)) == (
        "Only workers on level 2 or higher of Irrigation may sell land.")


@pytest.mark.parametrize("lvl,give,count", [(2, FISH, 3), (3, FISH, 2), (4, WOOD, 2),
                                            (5, GOLD, 2)])
def test_trade_goods_for_one_of_choice(lvl, give, count):
    """Trade level 2: "Trade 3 goods of the current market for 1 good of choice"; level 4
    (points): 2 of the current market; levels 7 and 10: 2 goods of one type."""
    state = developing(workers={D.TRADE: {0: lvl}}, goods={0: g(fish=6, wood=6, gold=6)},
                       die=FISH)
    state = G.play(state, 0, R.Trade(give, LINEN))
    assert state.goods[0][LINEN] == 1 and state.goods[0][give] == 6 - count
    if lvl < 4:
        assert G.check(state, 0, R.Trade(WOOD, LINEN)) == (
            "At this level Trade takes goods of the current market.")


@pytest.mark.parametrize("lvl,gold", [(2, 0), (3, 1), (4, 2), (5, 3)])
def test_soldiers_gold_at_the_start_of_the_turn(lvl, gold):
    """Soldiers: "receive gold at the beginning of their turn": 0/1/2/3 at levels 2–5."""
    from pharaohs.games.saqqara.rules.development import begin_development
    pyramids = (*ALL_SEVEN[:5], D.SOLDIERS, D.THIEVES)
    state = table(pyramids=pyramids, workers={D.SOLDIERS: {0: lvl}}, goods={0: g()})
    state = begin_development(state)
    assert state.goods[0] == g(gold=gold)


@pytest.mark.parametrize("soldier", [1, 2, 3, 4, 5])
def test_soldiers_are_protected_from_thieves(soldier):
    """"Players in the Soldiers pyramid are protected" (from level 2, as printed)."""
    pyramids = (*ALL_SEVEN[:5], D.SOLDIERS, D.THIEVES)
    state = developing(pyramids=pyramids, workers={D.THIEVES: {0: 2}, D.SOLDIERS: {1: soldier}},
                       goods={1: g(fish=2)})
    reason = G.check(state, 0, R.Steal(1, FISH))
    if soldier >= 2:
        assert reason == "Players in the Soldiers pyramid are protected."
    else:
        assert reason is None


@pytest.mark.parametrize("lvl,total", [(2, 1), (3, 2), (4, 3), (5, 3)])
def test_thieves_steal(lvl, total):
    """Thieves level 2: "Steal 1 good from an opponent"; level 4 (points): "2 goods from 2
    opponents"; levels 6 and 8: "a total of 3 goods from at least 2 opponents"; once per
    turn."""
    pyramids = (*ALL_SEVEN[:5], D.SOLDIERS, D.THIEVES)
    state = developing(pyramids=pyramids, workers={D.THIEVES: {0: lvl}},
                       goods={0: g(), 1: g(fish=5), 2: g(wood=5)})
    state = G.play(state, 0, R.Steal(1, FISH))
    if lvl >= 3:
        if lvl == 3:
            assert G.check(state, 0, R.Steal(1, FISH)) == (
                "Steal the rest from another opponent.")
        else:
            state = G.play(state, 0, R.Steal(1, FISH))
            assert G.check(state, 0, R.Steal(1, FISH)) == (
                "Steal the rest from another opponent.")
        state = G.play(state, 0, R.Steal(2, WOOD))
    assert sum(state.goods[0]) == total
    assert G.check(state, 0, R.Steal(2, WOOD)) == "You have stolen all you may this turn."


def test_market_cards_trade_as_often_as_wished():
    """"1 gold = 2 fish/linen/wood; 3 fish/linen/wood = 1 territory" — "unlimited use"."""
    state = developing(goods={0: g(gold=2, wood=3)}, cards=((0, 5), (), ()))
    state = play(state, (0, R.UseMarketCard(0)), (0, R.UseMarketCard(0)),
                 (0, R.UseMarketCard(5)))
    assert state.goods[0] == g(land=1, fish=4)
    assert G.check(state, 0, R.UseMarketCard(1)) == "You do not hold this market card."


def test_the_supply_gives_only_what_it_holds():
    """"distribution, privileges and trades give only what the supply still holds" (issue 11);
    a trade for a good the supply no longer has is refused."""
    state = developing(goods={0: g(gold=2)}, cards=((0,), (), ()))
    state = evolve(state, supply=bump_supply(state.supply, FISH, 1))
    state = G.play(state, 0, R.UseMarketCard(0))
    assert state.goods[0] == g(fish=1, gold=1)
    assert G.check(state, 0, R.UseMarketCard(0)) == "The supply has no fish left."


# -- the Nile, the end, the scores --------------------------------------------------------------
def test_the_nile_three_land_a_field():
    """"Upon payment of 3 land the player moves up one square on the Nile track" — "Each field
    ... is worth 1 point.\""""
    state = developing(goods={0: g(land=7)})
    state = play(state, (0, R.SailNile()), (0, R.SailNile()))
    assert state.nile[0] == 2 and state.goods[0] == g(land=1)
    assert G.check(state, 0, R.SailNile()) == "One field up the Nile costs 3 land."
    assert G.scores(state)[0] == 2


def test_end_after_the_round_after_all_tops_but_two():
    """"when a worker has reached the highest level in all pyramids but two. The game ends
    after phase 3 of the next round.\""""
    tops = {p: {0: 5} for p in ALL_SEVEN[:5]}
    state = developing(seat=2, workers=tops, year=2, die=WOOD)
    state = G.play(state, 2, R.EndDevelopment())
    assert state.last_round and not G.is_over(state) and (state.year, state.die) == (2, GOLD)
    while state.phase != DEVELOP:
        seat = G.to_act(state)[0]
        state = G.play(state, seat, _passive(state, seat))
    for _turn in range(3):
        state = G.play(state, state.current, R.EndDevelopment())
    assert G.is_over(state) and (state.year, state.die) == (2, GOLD)


def test_scores_are_nile_plus_worker_points():
    """"Score = Nile + pyramids"; points by the level (2/4/7/10 or 2/4/6/8; level 1: 0)."""
    state = table(workers={D.TRADE: {0: 5}, D.AGRICULTURE: {0: 4}, D.RELIGION: {0: 1}},
                  nile=(3, 0, 0))
    assert G.scores(state)[0] == 3 + 10 + 6


def test_a_tie_goes_to_the_most_gold():
    """"In case of a tie, the player who has the most gold wins.\""""
    state = table(nile=(5, 5, 1), goods={0: g(gold=1), 1: g(gold=4), 2: g(gold=9)})
    assert G.result(state).winners == (1,)
    assert G.result(evolve(state, goods=(g(gold=2),) * 3)).winners == (0, 1)


def test_refused_moves_change_nothing():
    state = developing(goods={0: g()})
    with pytest.raises(IllegalMove):
        G.play(state, 0, R.SailNile())


def test_golden_move_counts_from_known_positions():
    """Move counts from fixed positions ("perft"), so a change in move generation shows: the
    first placement (4 distinct cards × 4 warehouses) and a development turn with 3 land
    and 2 of each other good (5 pyramids to build on, the Nile, land as 4 other goods, end)."""
    state = G.setup(3, "perft")
    assert len(G.legal_moves(state, 0)) == 16
    assert len(G.move_space(state, 0)) == 195
    turn = evolve(state, phase=DEVELOP, current=0, passed=frozenset(), developed=frozenset(),
                  stolen=(0, 0, 0), free_worker=False, goods=(g(3, 2, 2, 2, 3),) * 3)
    assert Counter(type(m).__name__ for m in G.legal_moves(turn, 0)) == Counter(
        Build=5, SailNile=1, UseLand=4, EndDevelopment=1)


def test_the_computer_player_rates_a_new_worker_above_the_goods_it_cost():
    """``evaluate``: early in the game a worker on a pyramid promises more than the two goods
    it cost, and a lead on the Nile counts."""
    state = developing(goods={0: g(fish=1, linen=1)}, year=1, die=FISH)
    built = G.play(state, 0, R.Build(D.AGRICULTURE))
    assert G.evaluate(built, 0) > G.evaluate(state, 0)
    ahead = evolve(state, nile=(3, 0, 0))
    assert G.evaluate(ahead, 0) > G.evaluate(state, 0) and G.evaluate(ahead, 1) < 0
