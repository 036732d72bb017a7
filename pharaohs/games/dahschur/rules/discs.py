"""Gold and silver discs: taken face down from the cities, kept secret in the supply.

A disc on a city is not a value yet: when a player takes it, its number is drawn
from the discs nobody holds (``disc_pool``), the same chance as a disc that lay
there face down from the start. Cities whose discs are both gone are replaced
from the draw pile after the tribute.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.games.dahschur.rules.data import GOLD, SILVER
from pharaohs.games.dahschur.rules.state import City, DahschurState, Event, put


def kinds_on(city: City | None) -> tuple[str, ...]:
    """The disc kinds still lying on a city card."""
    if city is None:
        return ()
    return ((GOLD,) if city.gold else ()) + ((SILVER,) if city.silver else ())


def take_disc(state: DahschurState, seat: int, city: int, kind: str) -> DahschurState:
    """``seat`` takes the ``kind`` disc of the city on space ``city`` into its supply."""
    pool_index = 0 if kind == GOLD else 1
    pool = state.disc_pool[pool_index]
    index, rng = state.rng.below(len(pool))
    value = pool[index]
    pools = put(state.disc_pool, pool_index, pool[:index] + pool[index + 1:])
    card = state.cities[city]
    card = evolve(card, **{kind: False})
    discs = put(state.discs, seat, tuple(sorted(state.discs[seat] + ((kind, value),))))
    return evolve(state, rng=rng, disc_pool=pools, discs=discs,
                               cities=put(state.cities, city, card))


def refill_cities(state: DahschurState, stage: str) -> DahschurState:
    """Cities without discs are laid aside; their spaces get new cards with discs."""
    cities, pile, discard = list(state.cities), state.city_pile, state.city_discard
    rng, events = state.rng, state.events
    for space, city in enumerate(cities):
        if city is None or city.gold or city.silver:
            continue
        discard += (city.number,)
        cities[space] = None
        if pile:
            number, rng = rng.choice(pile)
            pile = tuple(n for n in pile if n != number)
            cities[space] = City(number, True, True)
            events += (Event("refill", stage, value=number),)
    return evolve(state, cities=tuple(cities), city_pile=pile,
                               city_discard=discard, rng=rng, events=events)
