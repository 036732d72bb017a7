"""The betting option: High or Low on cards 6–20, in three rounds of five cards.

Rulebook: before each card of a round every player still in it bets face down
whether the card is higher or lower than the last; a wrong bet drops the
player from the round; five right in a round win a purple treasure.
"""

from __future__ import annotations

from pharaohs.games.labyrinth.rules import data
from pharaohs.games.labyrinth.rules.state import OVER, BetRecord


def card_of_round(position: int):
    """``(round index, card 1–5 of the round, first?, last?)`` of the card at
    ``position`` (1–25), or None outside the betting rounds."""
    for index, (first, last) in enumerate(data.BETTING_ROUNDS):
        if first <= position <= last:
            return index, position - first + 1, position == first, position == last
    return None


def betting_round(state) -> tuple[int, int] | None:
    """``(round 1–3, card 1–5 of the round)`` of the next card to be revealed when
    it is bet on (betting option, cards 6–20), else None."""
    if "betting" not in state.options or state.phase == OVER:
        return None
    found = card_of_round(len(state.revealed) + 1)
    return None if found is None else (found[0] + 1, found[1])


def round_standing(state, seat: int) -> tuple[int, int, bool, bool] | None:
    """``seat``'s latest betting round as ``(round 1–3, bets not wrong, out after a wrong
    one?, all five bet?)``, or None before its first bet."""
    log = state.bet_log[seat]
    if not log:
        return None
    index = card_of_round(log[-1].card)[0]
    first, last = data.BETTING_ROUNDS[index]
    this = [b for b in log if first <= b.card <= last]
    return (index + 1, sum(b.outcome != "wrong" for b in this),
            any(b.outcome == "wrong" for b in this), len(this) == last - first + 1)


def outcome(guess: str, previous: int, card: int) -> str:
    """"equal", "right" or "wrong" for a bet on ``card`` after ``previous``."""
    if card == previous:
        return "equal"
    return "right" if (card > previous) == (guess == "high") else "wrong"


def settle(state, card: int) -> dict:
    """The changes to ``state`` when ``card`` is revealed after a betting phase: each
    bet logged, wrong bettors out, and at a round's last card a purple treasure for
    each player still in it while the supply lasts."""
    n = state.players
    previous = state.revealed[-1]
    position = len(state.revealed) + 1
    round_index, _card, _first, last = card_of_round(position)
    in_round = list(state.in_round)
    log = list(state.bet_log)
    for i in range(n):
        guess = state.bets[i]
        if not in_round[i] or guess is None:
            continue
        result = outcome(guess, previous, card)
        if result == "wrong":
            in_round[i] = False
        log[i] = (*log[i], BetRecord(position, guess, previous, card, result))
    stock, won, supply = list(state.stock), list(state.purples_won), state.purple_supply
    if last:
        first = data.BETTING_ROUNDS[round_index][0]
        for i in range(n):
            if not data.EQUAL_CARD_KEEPS_STREAK and any(
                    rec.card >= first and rec.outcome == "equal" for rec in log[i]):
                continue
            if in_round[i] and supply > 0:
                b, g, r, p = stock[i]
                stock[i] = (b, g, r, p + 1)
                won[i] += 1
                supply -= 1
        in_round = [False] * n
    return dict(in_round=tuple(in_round), bet_log=tuple(log), stock=tuple(stock),
                purples_won=tuple(won), purple_supply=supply, bets=(None,) * n)
