"""Das Labyrinth des Pharao: the computer player's evaluation (``LabyrinthGame.evaluate``).

Boards are built directly as in test_labyrinth_rules.py: 25 spaces (``row * 5 + col``),
each ``None`` or ``(tile number, rotation)``. The west portal is space 10; its left
quarter (4, 0) is the NW quarter of that space. Tile 2 turned 0 has a gallery along
its north half (NW and NE open east and west), tile 19 turned 0 closed chambers in its
north half.
"""

from __future__ import annotations

import dataclasses
import statistics

from pharaohs.ai import choose_move
from pharaohs.core import Rng
from pharaohs.games.labyrinth.rules import (
    GAME,
    Bet,
    ChooseEntrance,
    PlaceTile,
    data,
    entrance_path,
    preview_entrances,
)
from pharaohs.games.labyrinth.rules.evaluation import seat_outlook

EMPTY = (None,) * 25
GALLERY = (2, 0)   # NW "EW", NE "EW", SE and SW closed chambers with scarabs
CHAMBERS = (19, 0)  # NW and NE closed chambers with scarabs, a U opening south below


def board(**spaces):
    """A board from ``s10=(2, 0)`` style keywords."""
    out = list(EMPTY)
    for key, tile in spaces.items():
        out[int(key[1:])] = tile
    return tuple(out)


def solo(b, treasures=(), entrance=("west", "left"), variant="basic"):
    """A one-seat state with board ``b``; the pieces in hand stay as at the start, so
    states that differ in treasures differ only in what those treasures are worth."""
    state = GAME.setup(1, 1, variant)
    return dataclasses.replace(state, boards=(b,), treasures=(tuple(treasures),),
                               entrances=(entrance,))


def play(seed, level, players=1, variant="basic"):
    """A whole game of computer players, each deciding from its own view."""
    state = GAME.setup(players, seed, variant)
    rng = Rng.from_seed(seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        move, rng = choose_move(GAME, GAME.view(state, seat), seat, rng, level, timed=False)
        state = GAME.play(state, seat, move)
    return state


# -- the parts of the evaluation ------------------------------------------------------


def test_open_path_end_is_worth_more_than_a_walled_off_one():
    """Same two paces from the west portal; one runs on into an empty space, the other
    into the closed chamber of the next tile."""
    open_end = solo(board(s10=GALLERY))
    walled = solo(board(s10=GALLERY, s11=CHAMBERS))
    assert len(entrance_path(open_end, 0)) == len(entrance_path(walled, 0)) == 2
    assert GAME.evaluate(open_end, 0) > GAME.evaluate(walled, 0) + data.AI_STILL_OPEN


def test_a_tile_laid_away_from_the_path_end_beats_walling_it_off():
    away = solo(board(s10=GALLERY, s16=CHAMBERS))
    walled = solo(board(s10=GALLERY, s11=CHAMBERS))
    assert GAME.evaluate(away, 0) > GAME.evaluate(walled, 0)


def test_longer_open_path_is_worth_more():
    short = solo(board(s10=GALLERY))
    longer = solo(board(s10=GALLERY, s11=GALLERY))
    assert len(entrance_path(longer, 0)) == 4
    assert GAME.evaluate(longer, 0) > GAME.evaluate(short, 0)


def test_blocked_entrance_is_worth_little():
    """A chamber in the portal's first quarter: no path will ever start there."""
    blocked = solo(board(s10=CHAMBERS))
    assert not entrance_path(blocked, 0)
    assert GAME.evaluate(blocked, 0) < GAME.evaluate(solo(EMPTY), 0) - 10


def test_scoring_treasure_counts_fully_and_a_hopeful_one_partly():
    """The gallery's closed chamber (5, 1) lies beside the path: it scores. A chamber
    (4, 2) of a tile not yet reached counts only a share of its value."""
    b = board(s10=GALLERY)
    none = GAME.evaluate(solo(b), 0)
    scoring = GAME.evaluate(solo(b, [(5, 1, "red")]), 0)
    b2 = board(s10=GALLERY, s16=CHAMBERS)
    hopeful = GAME.evaluate(solo(b2, [(6, 2, "red")]), 0) - GAME.evaluate(solo(b2), 0)
    assert GAME.scores(solo(b, [(5, 1, "red")])) == (2 + 3,)
    assert scoring - none == 3
    assert 0 < hopeful < 3


def test_treasure_in_a_chamber_open_onto_a_portal_is_worth_nothing():
    """Tile 1 (four dead ends) on the west portal: its NW dead end (4, 0) opens onto the
    portal, so it is never a chamber; the path comes from the south portal."""
    b = board(s10=(1, 0))
    south = ("south", "left")
    assert (GAME.evaluate(solo(b, [(4, 0, "red")], entrance=south), 0)
            == GAME.evaluate(solo(b, entrance=south), 0))
    # the same dead end facing an empty quarter instead may still become a chamber
    b = board(s11=(1, 0))
    assert (GAME.evaluate(solo(b, [(4, 2, "red")], entrance=south), 0)
            > GAME.evaluate(solo(b, entrance=south), 0))


def test_before_the_entrance_the_best_portal_counts():
    """Without an entrance the rating is the best of the six, plus a little for keeping
    the choice open; the west left side, where the gallery leads in, is the best."""
    b = board(s10=GALLERY)
    state = solo(b, entrance=None)
    values = {choice: seat_outlook(dataclasses.replace(state, entrances=(choice,)), 0)
              for choice, _ in preview_entrances(state, 0)}
    assert max(values, key=values.get) == ("west", "left")
    assert seat_outlook(state, 0) == values[("west", "left")] + data.AI_ENTRANCE_OPEN


def test_greedy_chooses_the_portal_whose_first_tile_leads_inward():
    """Third turn, the gallery laid on the west portal: the entrance must be chosen now."""
    state = GAME.setup(1, 3)
    state = dataclasses.replace(state, revealed=(9, 4, 2), deck=tuple(
        n for i, n in enumerate(data.CARDS) if i not in (data.CARDS.index(9),
                                                         data.CARDS.index(4),
                                                         data.CARDS.index(2))),
        boards=(board(s10=GALLERY, s0=(9, 0), s4=(4, 0)),), current=(10,))
    choices = [m for m in GAME.legal_moves(state, 0) if isinstance(m, ChooseEntrance)]
    best = max(choices, key=lambda m: GAME.evaluate(GAME.apply(state, 0, m), 0))
    assert best == ChooseEntrance("west", "left")


def test_greedy_lays_its_first_tile_on_a_portal_leading_inward():
    state = GAME.setup(1, 3)
    deck = list(data.CARDS)
    deck.remove(2)
    state = dataclasses.replace(state, revealed=(2,), deck=tuple(deck))
    move, _ = choose_move(GAME, state, 0, Rng.from_seed(1), timed=False)
    assert isinstance(move, PlaceTile)
    after = GAME.apply(state, 0, move)
    assert max(paces for _, paces in preview_entrances(after, 0)) >= 2


def test_evaluation_is_own_outlook_minus_the_best_other():
    state = play(4, "random", players=3)
    for seat in range(3):
        others = max(seat_outlook(state, i) for i in range(3) if i != seat)
        assert GAME.evaluate(state, seat) == seat_outlook(state, seat) - others


def test_greedy_bets_on_the_likelier_side():
    """Card 2 showing before the sixth card: nearly every card left is higher."""
    state = GAME.setup(1, 5, options=("betting",))
    revealed = (8, 9, 10, 11, 2)
    deck = list(data.CARDS)
    for n in revealed:
        deck.remove(n)
    state = dataclasses.replace(state, revealed=revealed, deck=tuple(deck), phase="bet",
                                in_round=(True,), bets=(None,), done=(True,))
    for seed in range(5):
        assert choose_move(GAME, state, 0, Rng.from_seed(seed), timed=False)[0] == Bet("high")


def test_evaluation_leaves_scores_alone():
    state = play(2, "random")
    assert GAME.result(state).scores == GAME.scores(state)


# -- play -----------------------------------------------------------------------------


def test_greedy_beats_random_clearly_in_solo_games():
    for variant in ("basic", "professional"):
        greedy = [GAME.scores(play(s, "greedy", variant=variant))[0] for s in range(1, 5)]
        random = [GAME.scores(play(s, "random", variant=variant))[0] for s in range(1, 5)]
        assert statistics.mean(greedy) >= statistics.mean(random) + 20
        assert min(greedy) > max(random)
