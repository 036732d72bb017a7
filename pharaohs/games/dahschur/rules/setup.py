"""Setting up the table for 4 players (base game), 3 (supplement) or 2 (expert variant).

``data.START_SEAT`` is the start player. With 3 players the fourth colour's prince cards are
the neutral cards; with 2 the fourth colour is neutral and the third colour's
cards are the market prince cards, its plates joining the avenue (data).
"""

from __future__ import annotations

from pharaohs.core.rng import Rng
from pharaohs.games.dahschur.rules.data import (
    CITY_NUMBERS,
    CITY_SPACES,
    GEMS_PER_COLOUR,
    GOLD_DISCS,
    GOODS_PER_PLAYER,
    MARKET_COLOUR,
    OFFER_CARDS,
    PLATES_PER_COLOUR,
    PRINCE_VALUES,
    PROCESSION_SPACES,
    ROUNDS,
    SILVER_DISCS,
    STALLS,
    START_SEAT,
    STARTING_GEMS,
)
from pharaohs.games.dahschur.rules.market import draw_gem
from pharaohs.games.dahschur.rules.points import AP_CATEGORIES
from pharaohs.games.dahschur.rules.state import City, DahschurState, Stall, bump, put
from pharaohs.games.dahschur.rules.turns import GIFT_SPACES, begin_turn


def plate_colours(players: int) -> tuple[int, ...]:
    """The colours whose marble plates lie on the avenue."""
    if players == 2:
        return (0, 1, MARKET_COLOUR)
    return tuple(range(players))


def lay_avenue(colours: tuple[int, ...], rng: Rng) -> tuple[tuple[int, ...], Rng]:
    """Each symbol's pile shuffled; one plate of each pile, mixed, laid in turn."""
    piles = []
    for colour in colours:
        pile, rng = rng.shuffled(range(colour * PLATES_PER_COLOUR,
                                       (colour + 1) * PLATES_PER_COLOUR))
        piles.append(pile)
    avenue: list[int] = []
    for k in range(PLATES_PER_COLOUR):
        group, rng = rng.shuffled([pile[k] for pile in piles])
        avenue += group
    return tuple(avenue), rng


def new_state(players: int, rng: Rng) -> DahschurState:
    cities_pile, rng = rng.shuffled(CITY_NUMBERS)
    spaces = CITY_SPACES[players]
    cities = tuple(City(n, True, True) for n in cities_pile[:spaces])
    offers, rng = rng.shuffled(range(len(OFFER_CARDS)))
    bag = (GEMS_PER_COLOUR,) * 3
    stalls = []
    for i in range(STALLS):
        gem, bag, rng = draw_gem(bag, rng)
        stalls.append(Stall(offers[i], gem, (0,) * players, players == 2))
    gems = [(0, 0, 0)] * players
    for seat in range(players):
        for _ in range(STARTING_GEMS[players]):
            gem, bag, rng = draw_gem(bag, rng)
            gems = list(put(tuple(gems), seat, bump(gems[seat], gem, 1)))
    avenue, rng = lay_avenue(plate_colours(players), rng)
    rounds = ROUNDS[players]
    state = DahschurState(
        players=players, rng=rng, round=1, rounds=rounds, start=START_SEAT,
        active=START_SEAT, phase="",
        step="", hands=(PRINCE_VALUES,) * players, rows=((),) * players,
        chambers=((None,) * players,) * rounds, chamber_discs=((None,) * players,) * rounds,
        gift=(None,) * GIFT_SPACES, gift_values=frozenset(), in_use=None,
        market_prince_taken=False, placed=0, swapped=False, merchants=(0,) * players,
        stalls=tuple(stalls), offer_pile=tuple(sorted(offers[STALLS:])), offer_discard=(),
        bag=bag, gems=tuple(gems), goods=(GOODS_PER_PLAYER,) * players, avenue=avenue,
        filled=0, procession=(None,) * PROCESSION_SPACES,
        ap=((0,) * len(AP_CATEGORIES),) * players, cities=cities,
        city_pile=tuple(sorted(cities_pile[spaces:])), city_discard=(),
        disc_pool=(GOLD_DISCS, SILVER_DISCS), discs=((),) * players,
        neutral_pile=PRINCE_VALUES if players < 4 else (), third=(), stage=0, tasks=(),
        events=(), finale=())
    return begin_turn(state)
