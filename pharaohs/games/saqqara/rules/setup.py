"""Setting up Saqqara: the pyramids in play, the supply, the players' boards.

The pyramids are drawn as printed: as many as players; Soldiers and Thieves
always come together (one drawn brings the other, neither drawn sends both back
to the box); then more until there are players + 2.
"""

from __future__ import annotations

from pharaohs.core.rng import Rng
from pharaohs.games.saqqara.rules.data import (
    DIE_START,
    EXTRA_PYRAMIDS,
    GOLD,
    INFLUENCE_CARDS,
    PAIRED_PYRAMIDS,
    PYRAMIDS,
    STAND_START,
    START_GOLD,
    SUPPLY,
    THRESHOLD_CARDS,
    WAREHOUSES,
)
from pharaohs.games.saqqara.rules.state import NO_GOODS, OVER, SaqqaraState, one


def draw_pyramids(players: int, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """The pyramids in play for ``players``, by the Soldiers and Thieves rule."""
    pile, rng = rng.shuffled(PYRAMIDS)
    pile = list(pile)
    board = pile[:players]
    del pile[:players]
    paired = [p for p in PAIRED_PYRAMIDS if p in board]
    if paired:
        for partner in PAIRED_PYRAMIDS:
            if partner not in board:
                board.append(partner)
                pile.remove(partner)
    else:
        pile = [p for p in pile if p not in PAIRED_PYRAMIDS]
    while len(board) < players + EXTRA_PYRAMIDS:
        board.append(pile.pop(0))
    return tuple(board), rng


def fresh_state(players: int, rng: Rng) -> SaqqaraState:
    """The table before the first round: 3 gold each, boats at 0, die on year 1 under land,
    market stand under gold, a random start player."""
    pyramids, rng = draw_pyramids(players, rng)
    start, rng = rng.below(players)
    gold = one(GOLD, START_GOLD)
    supply = tuple(s - START_GOLD * players * g for s, g in zip(SUPPLY, one(GOLD), strict=True))
    empty = ((),) * players
    return SaqqaraState(
        players=players, rng=rng, pyramids=pyramids, year=1, die=DIE_START,
        stand=STAND_START, start=start, phase=OVER,  # until the first round begins
        current=start, last_round=False,
        supply=supply, goods=(gold,) * players, warehouses=(NO_GOODS,) * WAREHOUSES,
        thresholds=(), threshold_pile=THRESHOLD_CARDS, threshold_discard=(),
        display=(None,) * WAREHOUSES, cards=empty, bids=((),) * WAREHOUSES,
        passed=frozenset(), pending=NO_GOODS, pending_to=None,
        hands=empty, piles=(INFLUENCE_CARDS,) * players, discards=empty,
        placed=((None,) * WAREHOUSES,) * players, tokens=((0,) * WAREHOUSES,) * players,
        intrigue_open=frozenset(), tokens_open=empty, reached=frozenset(), cursor=0, beggar_left=0,
        handouts=(), workers=((0,) * players,) * len(pyramids), nile=(0,) * players,
        developed=frozenset(), stolen=(0,) * players, free_worker=False)
