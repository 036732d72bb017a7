"""Phase 2: the rewards of the princes, the city tribute and the burial-chamber choice.

The stages run in order (``state.STAGES``). Entering a stage decides who wins what
(ties by the die, thrown until the result is clear, each throw kept as an
``Event``) and queues the choices it asks as ``Task`` values; ``settle`` carries
out what needs no choice and stops at the first task that does. The flow of the
round (``turns``) moves on once every stage is settled.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.games.dahschur.rules.data import (
    BURIAL_BEFORE_PASSING,
    RIGHT_REWARD_POINTS,
    TRIBUTE_BY_RISING_NUMBER,
    TRIBUTE_LOSER_CHOICE,
)
from pharaohs.games.dahschur.rules.discs import kinds_on, refill_cities, take_disc
from pharaohs.games.dahschur.rules.moves import (
    BuryPrince,
    TakeBackGoods,
    TakeDisc,
    TakeGem,
    TakeSilver,
)
from pharaohs.games.dahschur.rules.points import AP_REWARD, gain
from pharaohs.games.dahschur.rules.procession import foremost_offers, loser_offers
from pharaohs.games.dahschur.rules.state import (
    BURY_CHOICE,
    DISC_CHOICE,
    LOSER_CHOICE,
    REWARD2_CHOICE,
    SECOND_DISC,
    SILVER_CHOICE,
    STAGES,
    DahschurState,
    Event,
    Task,
    from_start,
    stalls_with_goods,
)

DIE_SIDES = 6


# -- the die for ties ------------------------------------------------------------------------
def rank(seats: tuple[int, ...], rng, places: int, stage: str):
    """Order tied ``seats`` by the die: the highest first, thrown again among equal
    throws until the first ``places`` places are clear. Returns (order, events, rng)."""
    throws = []
    for seat in seats:
        pips, rng = rng.below(DIE_SIDES)
        throws.append((seat, pips + 1))
    events = [Event("roll", stage, rolls=tuple(throws))]
    order: list[int] = []
    for pips in sorted({p for _, p in throws}, reverse=True):
        group = tuple(s for s, p in throws if p == pips)
        if len(group) > 1 and len(order) < places:
            group, more, rng = rank(group, rng, places - len(order), stage)
            events += more
        order += group
    return tuple(order), events, rng


def _in_start_order(state: DahschurState, seats) -> tuple[int, ...]:
    return tuple(s for s in from_start(state) if s in seats)


# -- entering a stage ---------------------------------------------------------------------------
def enter_stage(state: DahschurState) -> DahschurState:
    """Decide the stage ``state.stage`` and queue its choices."""
    name = STAGES[state.stage]
    if name.startswith("reward"):
        return _reward(state, int(name[-1]) - 1, name)
    if name == "tribute":
        return _tribute(state, name)
    first = state.start if BURIAL_BEFORE_PASSING else (state.start + 1) % state.players
    return evolve(state, tasks=tuple(
        Task((first + i) % state.players, BURY_CHOICE) for i in range(state.players)))


def _reward(state: DahschurState, position: int, stage: str) -> DahschurState:
    """The reward for the highest prince card at ``position`` (left, middle, right)."""
    values = {s: row[position].value for s, row in enumerate(state.rows) if len(row) > position}
    if not values:
        return state
    best = max(values.values())
    tied = tuple(s for s in from_start(state) if values.get(s) == best)
    events, rng = list(state.events), state.rng
    if len(tied) > 1:
        order, rolls, rng = rank(tied, rng, 1, stage)
        events += rolls
        winner = order[0]
    else:
        winner = tied[0]
    events.append(Event("reward", stage, seat=winner, value=best))
    losers = _in_start_order(state, set(tied) - {winner})
    state = evolve(state, rng=rng, events=tuple(events))
    tasks: list[Task] = []
    if position == 0:
        tasks.append(Task(winner, SILVER_CHOICE))
    elif position == 1:
        tasks.append(Task(winner, REWARD2_CHOICE))
    else:
        state = gain(state, winner, AP_REWARD, RIGHT_REWARD_POINTS)
    tasks += [Task(s, LOSER_CHOICE, lost_roll=True) for s in losers]
    return evolve(state, tasks=tuple(tasks))


def sums(state: DahschurState) -> tuple[int, ...]:
    """Each seat's total of its face-up prince cards (the city tribute)."""
    return tuple(sum(c.value for c in row) for row in state.rows)


def _tribute(state: DahschurState, stage: str) -> DahschurState:
    """Cities whose number a seat's total matches, in rising number
    (data.TRIBUTE_BY_RISING_NUMBER); ties by the die."""
    totals = sums(state)
    tasks: list[Task] = []
    events, rng = list(state.events), state.rng
    spaces = sorted(((c.number, i) for i, c in enumerate(state.cities) if c is not None),
                    reverse=not TRIBUTE_BY_RISING_NUMBER)
    for number, space in spaces:
        seats = tuple(s for s in from_start(state) if totals[s] == number)
        if len(seats) == 1:
            tasks.append(Task(seats[0], DISC_CHOICE, space))
            events.append(Event("tribute", stage, seat=seats[0], value=number))
        elif seats:
            order, rolls, rng = rank(seats, rng, 2, stage)
            events += rolls
            events.append(Event("tribute", stage, seat=order[0], value=number))
            tasks.append(Task(order[0], DISC_CHOICE, space))
            tasks.append(Task(order[1], SECOND_DISC, space, lost_roll=TRIBUTE_LOSER_CHOICE))
            if TRIBUTE_LOSER_CHOICE:
                tasks += [Task(s, LOSER_CHOICE, space, lost_roll=True)
                          for s in _in_start_order(state, order[2:])]
    return evolve(state, rng=rng, events=tuple(events), tasks=tuple(tasks))


# -- the choices -------------------------------------------------------------------------------
def task_moves(state: DahschurState, task: Task) -> list:
    """The legal moves answering ``task`` (empty: the seat has nothing to choose)."""
    seat, kind = task.seat, task.kind
    if kind == SILVER_CHOICE:
        return [TakeSilver(i) for i, c in enumerate(state.cities) if c is not None and c.silver]
    if kind == REWARD2_CHOICE:
        return foremost_offers(state, seat) + [TakeGem(g) for g, n in enumerate(state.bag) if n]
    if kind == LOSER_CHOICE:
        return loser_offers(state, seat) + [TakeBackGoods(s) for s in
                                            stalls_with_goods(state, seat)]
    if kind == DISC_CHOICE:
        return [TakeDisc(task.city, k) for k in kinds_on(state.cities[task.city])]
    if kind == BURY_CHOICE:
        return [BuryPrince(i) for i, c in enumerate(state.rows[seat]) if c.owner == seat]
    return []


def settle(state: DahschurState) -> DahschurState:
    """Carry out what needs no choice, until a task asks one or the stages are done."""
    while state.stage < len(STAGES):
        while state.tasks:
            task = state.tasks[0]
            rest = state.tasks[1:]
            if task.kind == SECOND_DISC:
                left = kinds_on(state.cities[task.city])
                if left or not task.lost_roll:
                    if left:
                        state = take_disc(state, task.seat, task.city, left[0])
                    state = evolve(state, tasks=rest)
                else:
                    state = evolve(
                        state, tasks=(Task(task.seat, LOSER_CHOICE, task.city, True),) + rest)
                continue
            moves = task_moves(state, task)
            if task.kind == DISC_CHOICE and len(moves) == 1:
                state = take_disc(state, task.seat, task.city, moves[0].metal)
                state = evolve(state, tasks=rest)
            elif task.kind == DISC_CHOICE and not moves and task.lost_roll:
                state = evolve(
                    state, tasks=(Task(task.seat, LOSER_CHOICE, task.city, True),) + rest)
            elif not moves:
                state = evolve(state, tasks=rest)
            else:
                return state
        if STAGES[state.stage] == "tribute":
            state = refill_cities(state, "tribute")
        state = evolve(state, stage=state.stage + 1)
        if state.stage < len(STAGES):
            state = enter_stage(state)
    return state
