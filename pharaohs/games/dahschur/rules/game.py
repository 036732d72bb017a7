"""Dahschur: Die Rote Pyramide — the ``GAME`` object: who acts, which moves, what they do.

The rules live in the concept modules (``princes``, ``market``, ``avenue``,
``procession``, ``phase_two``, ``discs``, ``burial``, ``turns``); this module
routes each move to them by the phase and the step of the action, and hides the
secrets (prince cards in hand, collected discs) in views.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.game import CHANCE, Game, Outcome, TieBreak
from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import Lead
from pharaohs.core.rng import Rng
from pharaohs.games.dahschur.rules import evaluation, hint_words, setup
from pharaohs.games.dahschur.rules.avenue import (
    explain_gem,
    explain_swap,
    gem_moves,
    set_gem,
    swap,
    swap_moves,
)
from pharaohs.games.dahschur.rules.burial import (
    bury,
    disc_moves,
    explain_bury,
    explain_place,
    place,
    placer,
)
from pharaohs.games.dahschur.rules.data import (
    GEMS,
    GOLD,
    GOLD_DISCS,
    MARKET_MOVE_WITHOUT_PURCHASE,
    SILVER,
    SILVER_DISCS,
    STALLS,
)
from pharaohs.games.dahschur.rules.discs import kinds_on, take_disc
from pharaohs.games.dahschur.rules.market import (
    buy,
    buy_moves,
    explain_buy,
    explain_merchant,
    explain_take_back,
    merchant_targets,
    move_merchant,
    take_back,
)
from pharaohs.games.dahschur.rules.moves import (
    FROM_SUPPLY,
    MOVE_TYPES,
    BuryPrince,
    BuyGem,
    EndAction,
    GiftPrince,
    LayThirdPrince,
    MoveMerchant,
    Offer,
    PlaceDisc,
    PlaceGem,
    ReclaimStall,
    SwapPlates,
    TakeBackGoods,
    TakeDisc,
    TakeGem,
    TakeSilver,
    UsePrince,
)
from pharaohs.games.dahschur.rules.phase_two import task_moves
from pharaohs.games.dahschur.rules.points import AP_CATEGORIES, total
from pharaohs.games.dahschur.rules.princes import (
    explain_lay,
    explain_space,
    explain_third,
    explain_use,
    gift_layer,
    hand_of,
    lay_gift,
    lay_options,
    lay_third,
    third_display,
    third_layer,
    use,
)
from pharaohs.games.dahschur.rules.procession import (
    action_offers,
    explain_offer,
    foremost_offers,
    loser_offers,
    make_offer,
)
from pharaohs.games.dahschur.rules.state import (
    ACTIONS,
    AVENUE,
    BURY_CHOICE,
    CHOOSE,
    DISC_CHOICE,
    FINALE,
    GIFT,
    LOSER_CHOICE,
    MARKET,
    OVER,
    RECLAIM,
    REWARD2_CHOICE,
    SILVER_CHOICE,
    TASKS,
    THIRD,
    Card,
    City,
    DahschurState,
    Event,
    Stall,
    Task,
    bump,
    gift_on_display,
    put,
    stalls_with_goods,
)
from pharaohs.games.dahschur.rules.turns import after_gift, after_task, after_third, end_action

_END = EndAction()
#: the kinds of move open in each step of an action
_ACTION_STEPS: dict[str, tuple[type, ...]] = {
    "": (UsePrince,),
    CHOOSE: (MoveMerchant, TakeBackGoods, SwapPlates, PlaceGem, Offer),
    MARKET: (BuyGem, EndAction),
    AVENUE: (PlaceGem, SwapPlates, EndAction),
    RECLAIM: (ReclaimStall,),
}
#: the kinds of move answering each phase 2 choice
_TASK_STEPS: dict[str, tuple[type, ...]] = {
    SILVER_CHOICE: (TakeSilver,),
    REWARD2_CHOICE: (Offer, TakeGem),
    LOSER_CHOICE: (Offer, TakeBackGoods),
    DISC_CHOICE: (TakeDisc,),
    BURY_CHOICE: (BuryPrince,),
}
PRINCE_CARD = Hidden("prince card")
SECRET_DISC = {GOLD: Hidden("gold disc"), SILVER: Hidden("silver disc")}


#: "In case of a tie, the player with the most goods stones in his supply wins."
TIEBREAK_RULE = N_("the most goods stones in the supply")


class DahschurGame(Game):
    """Dahschur: four rounds (three with 3 players) of prince cards and three actions."""

    id = "dahschur"
    title = "Dahschur: Die Rote Pyramide"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    options = ()
    types = (DahschurState, Card, Stall, City, Task, Event, *MOVE_TYPES)
    state_type = DahschurState
    gains = hint_words.GAINS
    undo_stops = {
        (TakeGem, CHANCE): N_("The gemstone was drawn from the bag: no step is taken back "
                              "past a draw."),
        (BuyGem, CHANCE): N_("A new offer card and gemstone were drawn for the market stall: "
                             "no step is taken back past a draw."),
        (TakeDisc, CHANCE): N_("You took a face-down disc and saw its value: no step is "
                               "taken back past a secret seen."),
        (TakeSilver, CHANCE): N_("You took a face-down disc and saw its value: no step is "
                                 "taken back past a secret seen."),
        PlaceDisc: N_("Your disc lies face up now: no step is taken back past a disc shown."),
    }

    def new_state(self, players, rng, variant, options) -> DahschurState:
        return setup.new_state(players, rng)

    # -- whose move, which moves ------------------------------------------------------------
    def to_act(self, state) -> tuple[int, ...]:
        phase = state.phase
        if phase == GIFT:
            return (gift_layer(state),)
        if phase == ACTIONS:
            return (state.active,)
        if phase == THIRD:
            return (third_layer(state),)
        if phase == TASKS:
            return (state.tasks[0].seat,)
        if phase == FINALE:
            return (placer(state),)
        return ()

    def steps(self, state, seat) -> tuple[type, ...]:
        if seat not in self.to_act(state):
            return ()
        phase = state.phase
        if phase == GIFT:
            return (GiftPrince,)
        if phase == ACTIONS:
            return _ACTION_STEPS[state.step]
        if phase == THIRD:
            return (LayThirdPrince,)
        if phase == TASKS:
            return _TASK_STEPS[state.tasks[0].kind]
        return (PlaceDisc,)

    def legal_moves(self, state, seat) -> list:
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        if phase == GIFT:
            free = [k for k, card in enumerate(state.gift) if card is None]
            return [GiftPrince(v, k) for v in lay_options(state.hands[seat],
                                                          gift_on_display(state)) for k in free]
        if phase == THIRD:
            return [LayThirdPrince(v) for v in lay_options(state.hands[seat],
                                                           third_display(state, seat))]
        if phase == TASKS:
            return task_moves(state, state.tasks[0])
        if phase == FINALE:
            return disc_moves(state, seat)
        return self._action_moves(state, seat)

    @staticmethod
    def _action_moves(state, seat) -> list:
        step = state.step
        if step == "":
            return [UsePrince(i) for i, card in enumerate(state.gift) if card is not None]
        if step == RECLAIM:
            return [ReclaimStall(s) for s in stalls_with_goods(state, seat)]
        if step == MARKET:
            buys = buy_moves(state, seat)
            return buys + ([_END] if MARKET_MOVE_WITHOUT_PURCHASE or not buys else [])
        value = state.in_use.value
        if step == AVENUE:
            return gem_moves(state, seat) + swap_moves(state, value) + [_END]
        return ([MoveMerchant(s) for s in merchant_targets(state, seat, value)]
                + [TakeBackGoods(s) for s in stalls_with_goods(state, seat)]
                + swap_moves(state, value) + gem_moves(state, seat)
                + action_offers(state, seat, value))

    def move_space(self, state, seat) -> list:
        """Every move of every kind with the field values that could make sense now."""
        plates = len(state.avenue)
        space = [GiftPrince(v, k) for v in range(1, 7) for k in range(3)]
        space += [UsePrince(i) for i in range(3)]
        space += [MoveMerchant(s) for s in range(STALLS + 1)]
        space += [BuyGem(False), BuyGem(True), _END]
        space += [m(s) for m in (TakeBackGoods, ReclaimStall) for s in range(1, STALLS + 1)]
        space += [SwapPlates(a, b) for a in range(plates)
                  for b in range(a + 1, min(plates, a + 8))]
        space += [SwapPlates(a + 1, a) for a in range(plates - 1)]
        space += [PlaceGem(g, p) for g in range(len(GEMS))
                  for p in range(max(0, state.filled - 1), min(plates, state.filled + 2))]
        others = [i for i, o in enumerate(state.procession) if o is not None and o != seat]
        sources = {FROM_SUPPLY, *others[:1]} | {i for i, o in enumerate(state.procession)
                                                if o == seat}
        space += [Offer(s, t) for s in sorted(sources) for t in range(len(state.procession))]
        space += [LayThirdPrince(v) for v in range(1, 7)]
        space += [TakeSilver(c) for c in range(len(state.cities))]
        space += [TakeGem(g) for g in range(len(GEMS))]
        space += [TakeDisc(c, k) for c in range(len(state.cities)) for k in (GOLD, SILVER)]
        space += [BuryPrince(p) for p in range(4)]
        if state.phase == FINALE and seat in self.to_act(state):
            for kind, value in dict.fromkeys(state.discs[seat]):
                for chamber in range(len(state.chambers)):
                    for owner in range(state.players):
                        space += [PlaceDisc(kind, value, chamber, owner),
                                  PlaceDisc(kind, value + 1, chamber, owner)]
        return space

    # -- the game's own reasons ---------------------------------------------------------------
    def explain(self, state, seat, move) -> str | None:
        kind = type(move)
        if kind is GiftPrince:
            return explain_lay(state.hands[seat], gift_on_display(state), move.value) or \
                explain_space(state, move.space)
        if kind is LayThirdPrince:
            return explain_third(state, seat, move.value)
        if kind is UsePrince:
            return explain_use(state, move.slot)
        if kind is EndAction:
            if state.step == MARKET and not MARKET_MOVE_WITHOUT_PURCHASE and \
                    buy_moves(state, seat):
                return _("Your merchant has moved: buy the gemstone.")
            return None
        if kind is PlaceDisc:
            return explain_place(state, seat, move)
        if state.phase == TASKS:
            return self._explain_task(state, seat, move)
        return self._explain_action(state, seat, move)

    @staticmethod
    def _explain_action(state, seat, move) -> str | None:
        kind = type(move)
        if kind is BuyGem:
            return explain_buy(state, seat, move)
        if kind in (TakeBackGoods, ReclaimStall):
            return explain_take_back(state, seat, move.stall)
        value = state.in_use.value
        if kind is MoveMerchant:
            return explain_merchant(state, seat, move.stall, value)
        if kind is SwapPlates:
            return explain_swap(state, move, value)
        if kind is PlaceGem:
            return explain_gem(state, seat, move)
        return explain_offer(state, seat, move, action_offers(state, seat, value), value)

    @staticmethod
    def _explain_task(state, seat, move) -> str | None:
        task = state.tasks[0]
        kind = type(move)
        if kind is Offer:
            legal = (foremost_offers(state, seat) if task.kind == REWARD2_CHOICE
                     else loser_offers(state, seat))
            return explain_offer(state, seat, move, legal, None)
        if kind is TakeBackGoods:
            return explain_take_back(state, seat, move.stall)
        if kind is BuryPrince:
            return explain_bury(state, seat, move.position)
        if kind is TakeGem:
            if move.gem not in range(len(GEMS)):
                return _("Choose a ruby, an emerald or a sapphire.")
            if not state.bag[move.gem]:
                return _("No gemstone of this kind is left in the cloth bag.")
            return None
        if kind is TakeSilver:
            city = state.cities[move.city] if move.city in range(len(state.cities)) else None
            if city is None or not city.silver:
                return _("No silver disc lies on this city card.")
            return None
        if move.city != task.city:
            return _("Take a disc of the city card {number}.",
                     number=state.cities[task.city].number)
        if move.metal not in kinds_on(state.cities[task.city]):
            return _("No such disc is left on this city card.")
        return None

    # -- applying moves ---------------------------------------------------------------------
    def apply(self, state, seat, move) -> DahschurState:
        kind = type(move)
        if kind is GiftPrince:
            return after_gift(lay_gift(state, seat, move.value, move.space))
        if kind is LayThirdPrince:
            return after_third(lay_third(state, seat, move.value))
        if kind is PlaceDisc:
            return place(state, seat, move)
        if state.phase == TASKS:
            return after_task(evolve(
                self._answer(state, seat, move), tasks=state.tasks[1:]))
        if kind is UsePrince:
            return evolve(use(state, move.slot), step=CHOOSE)
        if kind is MoveMerchant:
            return evolve(move_merchant(state, seat, move.stall), step=MARKET)
        if kind is BuyGem:
            return end_action(buy(state, seat, move.take_prince))
        if kind is EndAction:
            return end_action(state)
        if kind is TakeBackGoods:
            return end_action(take_back(state, seat, move.stall))
        if kind is SwapPlates:
            return swap(state, move)
        if kind is PlaceGem:
            return set_gem(state, seat, move)
        if kind is ReclaimStall:
            return evolve(take_back(state, seat, move.stall, every=True),
                                       step=AVENUE)
        return end_action(make_offer(state, seat, move))

    @staticmethod
    def _answer(state, seat, move) -> DahschurState:
        """Carry out a phase 2 choice (the task is dropped by the caller)."""
        kind = type(move)
        if kind is Offer:
            return make_offer(state, seat, move)
        if kind is TakeBackGoods:
            return take_back(state, seat, move.stall)
        if kind is TakeGem:
            return evolve(
                state, bag=bump(state.bag, move.gem, -1),
                gems=put(state.gems, seat, bump(state.gems[seat], move.gem, 1)))
        if kind is TakeSilver:
            return take_disc(state, seat, move.city, SILVER)
        if kind is TakeDisc:
            return take_disc(state, seat, move.city, move.metal)
        return bury(state, seat, move.position)

    # -- the end ------------------------------------------------------------------------------
    def progress(self, state) -> str:
        """The round being played (one burial chamber each)."""
        return _("Round {round} of {rounds}", round=state.round, rounds=state.rounds)

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def scores(self, state) -> tuple[int, ...]:
        return tuple(total(state, seat) for seat in range(state.players))

    def result(self, state) -> Outcome:
        details = [[(label, points) for label, points in zip(AP_CATEGORIES, state.ap[seat],
                                                              strict=True)]
                   for seat in range(state.players)]
        return Outcome.from_scores(self.scores(state), details,
                                   tiebreak=TieBreak(TIEBREAK_RULE, state.goods))

    def rating(self, state, seat) -> Lead:
        return evaluation.rating(state, seat)

    # -- hidden information ---------------------------------------------------------------------
    def view(self, state, seat) -> DahschurState:
        """Prince cards in other hands and discs in other supplies are face down; the
        discs nobody holds are unknown to all."""
        hands = tuple(h if s == seat else (PRINCE_CARD,) * len(h)
                      for s, h in enumerate(state.hands))
        discs = tuple(d if s == seat else tuple(_face_down(disc) for disc in d)
                      for s, d in enumerate(state.discs))
        pool = tuple((SECRET_DISC[k],) * len(p)
                     for k, p in zip((GOLD, SILVER), state.disc_pool, strict=True))
        return evolve(state, rng=None, hands=hands, discs=discs, disc_pool=pool)

    def determinize(self, view, seat, seed) -> DahschurState:
        """Other hands follow from the face-up cards; the discs ``seat`` has not seen are
        dealt at random to the other supplies and the pool."""
        rng = Rng.from_seed(seed)
        hands = tuple(h if s == seat else hand_of(view, s) for s, h in enumerate(view.hands))
        unseen = {GOLD: list(GOLD_DISCS), SILVER: list(SILVER_DISCS)}
        seen = list(view.discs[seat]) if seat is not None else []
        seen += [d for chamber in view.chamber_discs for d in chamber if d is not None]
        for kind, value in seen:
            unseen[kind].remove(value)
        discs = []
        for s, held in enumerate(view.discs):
            if s == seat:
                discs.append(held)
                continue
            dealt = []
            for secret in held:
                kind = GOLD if secret == SECRET_DISC[GOLD] else SILVER
                index, rng = rng.below(len(unseen[kind]))
                dealt.append((kind, unseen[kind].pop(index)))
            discs.append(tuple(sorted(dealt)))
        pool = (tuple(sorted(unseen[GOLD])), tuple(sorted(unseen[SILVER])))
        return evolve(view, rng=rng, hands=hands, discs=tuple(discs),
                                   disc_pool=pool)


def _face_down(disc):
    """A collected disc as others see it: its back (gold or silver), never its number."""
    return disc if isinstance(disc, Hidden) else SECRET_DISC[disc[0]]


GAME = DahschurGame()
