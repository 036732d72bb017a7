"""Saqqara — the ``GAME`` object: whose move, which moves, and the move's effect.

Each phase's moves are explained and applied by the module of its concept
(``market``, ``production``, ``influence``, ``investing``, ``distribution``,
``pyramids``, ``trades``, ``nile``); ``flow`` runs the automatic steps in
between; ``ending`` scores; ``secrets`` hides what a seat may not see.
"""

from __future__ import annotations

from pharaohs.core.game import SECRET, Game, Outcome
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import Lead
from pharaohs.games.saqqara.rules import evaluation, hint_words, secrets
from pharaohs.games.saqqara.rules.data import (
    CARD_KINDS,
    GOODS,
    IRRIGATION,
    LAND,
    MARKET_CARDS,
    NILE_STEP_LAND,
    PYRAMIDS,
    SOLDIERS,
    THIEVES,
    THIEVES_GOODS,
    TRADE,
    WAREHOUSE_GOOD,
    WAREHOUSES,
    YEARS,
)
from pharaohs.games.saqqara.rules.distribution import apply_beggar, explain_beggar
from pharaohs.games.saqqara.rules.ending import breakdown, tiebreak, totals
from pharaohs.games.saqqara.rules.flow import after, start_round
from pharaohs.games.saqqara.rules.influence import (
    apply_influence,
    explain_influence,
    influence_waiting,
)
from pharaohs.games.saqqara.rules.investing import apply_investing, explain_investing
from pharaohs.games.saqqara.rules.market import apply_auction, explain_auction
from pharaohs.games.saqqara.rules.moves import (
    ALL_MOVES,
    AUCTION_MOVES,
    DEVELOP_MOVES,
    FREE_WORKER_MOVES,
    INFLUENCE_MOVES,
    INVEST_MOVES,
    BeggarTake,
    BidGood,
    Build,
    ConfirmBid,
    DeclineFreeWorker,
    EndDevelopment,
    EndInvesting,
    FreeWorker,
    Harvest,
    IntrigueKeep,
    IntrigueSwap,
    Invest,
    Irrigate,
    PassAuction,
    PassInvesting,
    PlaceInfluence,
    PlaceToken,
    SailNile,
    Steal,
    TakeCard,
    Trade,
    UseLand,
    UseMarketCard,
    Withdraw,
)
from pharaohs.games.saqqara.rules.nile import apply_sail, explain_sail
from pharaohs.games.saqqara.rules.production import apply_harvest, explain_harvest
from pharaohs.games.saqqara.rules.pyramids import (
    apply_build,
    apply_free_worker,
    explain_build,
    explain_free_worker,
)
from pharaohs.games.saqqara.rules.setup import fresh_state
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    BEGGAR_TAKES,
    HARVEST,
    INFLUENCE,
    INVEST,
    OVER,
    Bid,
    Handout,
    SaqqaraState,
    evolve,
    level,
)
from pharaohs.games.saqqara.rules.trades import apply_trade, explain_trade

__all__ = ["GAME", "SaqqaraGame", "SaqqaraState", *(m.__name__ for m in ALL_MOVES)]

# -- every move a phase can describe, built once --------------------------------------------
_AUCTION = ([BidGood(s, g) for s in range(WAREHOUSES) for g in GOODS] + [ConfirmBid()]
            + [TakeCard(s) for s in range(WAREHOUSES)] + [Withdraw(s) for s in range(WAREHOUSES)]
            + [PassAuction()])
_HARVEST = [Harvest(g) for g in GOODS]
_INTRIGUE = [IntrigueSwap(c) for c in CARD_KINDS] + [IntrigueKeep()]
_PLACE = {c: [PlaceInfluence(w, c) for w in range(WAREHOUSES)] for c in CARD_KINDS}
_TOKENS = [PlaceToken(w) for w in range(WAREHOUSES)]
_INVEST = ([Invest(w, g) for w in range(WAREHOUSES) for g in GOODS]
           + [EndInvesting(), PassInvesting()])
_BEGGAR = [BeggarTake(g) for g in WAREHOUSE_GOOD]
_SAIL = SailNile()
_TRADE = [Trade(a, b) for a in GOODS for b in GOODS if a != b]
_IRRIGATE = [Irrigate(g) for g in GOODS]
_MARKET = [UseMarketCard(c) for c in range(len(MARKET_CARDS))]
_USE_LAND = [UseLand(g) for g in GOODS]
_TRADES = [_SAIL, *_TRADE, *_IRRIGATE, *_MARKET, *_USE_LAND]
_CONFIRM = ConfirmBid()
_END_INVEST = EndInvesting()
_BUILD = {p: Build(p) for p in PYRAMIDS}
_FREE = {p: FreeWorker(p) for p in PYRAMIDS}
_END = EndDevelopment()
_DECLINE = DeclineFreeWorker()
#: the variant as the menus name it (``ui.new_game.pretty``), in this game's own catalogue
MENU_NAMES = (N_("Standard"),)


class SaqqaraGame(Game):
    """Saqqara (Shem Phillips, White Goblin Games, 2012) for 3–5 players."""

    id = "saqqara"
    title = N_("Saqqara")
    min_players = 3
    max_players = 5
    variants = ("standard",)
    options = ()
    types = (SaqqaraState, Bid, Handout, *ALL_MOVES)
    state_type = SaqqaraState
    gains = hint_words.GAINS
    undo_stops = {
        IntrigueSwap: N_("You drew new influence cards: no step is taken back past a card "
                         "drawn."),
        (PlaceInfluence, SECRET): N_("All influence cards are placed and turned face up: no "
                                     "step is taken back past a card shown."),
    }

    def new_state(self, players, rng, variant, options) -> SaqqaraState:
        return start_round(fresh_state(players, rng))

    # -- whose move, which moves ------------------------------------------------------------
    def to_act(self, state) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == INFLUENCE:
            return influence_waiting(state)
        return (state.current,)

    def steps(self, state, seat) -> tuple[type, ...]:
        if seat not in self.to_act(state):
            return ()
        phase = state.phase
        if phase == AUCTION:
            return AUCTION_MOVES
        if phase == HARVEST:
            return (Harvest,)
        if phase == INFLUENCE:
            return INFLUENCE_MOVES
        if phase == INVEST:
            return INVEST_MOVES
        if phase == BEGGAR_TAKES:
            return (BeggarTake,)
        return FREE_WORKER_MOVES if state.free_worker else DEVELOP_MOVES

    def _candidates(self, state, seat) -> list:
        """The moves worth asking ``explain`` about: those of the phase, less the ones
        it refuses anyway (no goods of that kind, no privilege), so few refusals are built."""
        phase = state.phase
        goods = state.goods[seat]
        if phase == AUCTION:
            if state.pending_to is not None:
                return [BidGood(state.pending_to, g) for g in GOODS if goods[g]] + [_CONFIRM]
            return [m for m in _AUCTION if not hasattr(m, "slot")
                    or state.display[m.slot] is not None
                    and (not isinstance(m, BidGood) or goods[m.good])]
        if phase == HARVEST:
            return _HARVEST
        if phase == INFLUENCE:
            if seat in state.intrigue_open:
                return _INTRIGUE
            if None in state.placed[seat]:
                free = [w for w, c in enumerate(state.placed[seat]) if c is None]
                return [_PLACE[c][w] for c in sorted(set(state.hands[seat])) for w in free]
            return _TOKENS
        if phase == INVEST:
            if state.pending_to is not None:
                return [Invest(state.pending_to, g) for g in GOODS if goods[g]] + [_END_INVEST]
            return [m for m in _INVEST if not isinstance(m, Invest) or goods[m.good]]
        if phase == BEGGAR_TAKES:
            return _BEGGAR
        if state.free_worker:
            return [_FREE[p] for p in state.pyramids] + [_DECLINE]
        out = [_BUILD[p] for p in state.pyramids if p not in state.developed]
        if goods[LAND] >= NILE_STEP_LAND:
            out.append(_SAIL)
        if level(state, seat, TRADE) >= 2:
            out += [m for m in _TRADE if goods[m.give]]
        if goods[LAND]:
            out += _USE_LAND
            if level(state, seat, IRRIGATION) >= 2:
                out += _IRRIGATE
        out += [_MARKET[c] for c in state.cards[seat]]
        if level(state, seat, THIEVES) >= 2:
            if sum(state.stolen) < THIEVES_GOODS[level(state, seat, THIEVES) - 1]:
                out += [Steal(v, g) for v in range(state.players) if v != seat for g in GOODS
                        if state.goods[v][g] and level(state, v, SOLDIERS) < 2]
        out.append(_END)
        return out

    def legal_moves(self, state, seat) -> list:
        if seat not in self.to_act(state):
            return []
        return [m for m in self._candidates(state, seat) if self.explain(state, seat, m) is None]

    def move_space(self, state, seat) -> list:
        steals = [Steal(v, g) for v in range(state.players) for g in GOODS]
        places = [m for c in CARD_KINDS for m in _PLACE[c]]
        return (_AUCTION + _HARVEST + _INTRIGUE + places + _TOKENS + _INVEST + _BEGGAR
                + list(_BUILD.values()) + _TRADES + steals + [_END]
                + list(_FREE.values()) + [_DECLINE])

    # -- the game's own reasons ---------------------------------------------------------------
    def explain(self, state, seat, move) -> str | None:
        kind = type(move)
        if kind in AUCTION_MOVES:
            return explain_auction(state, seat, move)
        if kind is Harvest:
            return explain_harvest(state, seat, move)
        if kind in INFLUENCE_MOVES:
            return explain_influence(state, seat, move)
        if kind in INVEST_MOVES:
            return explain_investing(state, seat, move)
        if kind is BeggarTake:
            return explain_beggar(state, seat, move)
        if kind is Build:
            return explain_build(state, seat, move)
        if kind is FreeWorker:
            return explain_free_worker(state, seat, move)
        if kind is SailNile:
            return explain_sail(state, seat)
        if kind in (EndDevelopment, DeclineFreeWorker):
            return None
        return explain_trade(state, seat, move)

    # -- applying moves -------------------------------------------------------------------------
    def apply(self, state, seat, move) -> SaqqaraState:
        kind = type(move)
        if kind in AUCTION_MOVES:
            state = apply_auction(state, seat, move)
        elif kind is Harvest:
            state = apply_harvest(state, seat, move)
        elif kind in INFLUENCE_MOVES:
            state = apply_influence(state, seat, move)
        elif kind in INVEST_MOVES:
            state = apply_investing(state, seat, move)
        elif kind is BeggarTake:
            state = apply_beggar(state, seat, move)
        elif kind is Build:
            state = apply_build(state, seat, move)
        elif kind is FreeWorker:
            state = apply_free_worker(state, seat, move)
        elif kind is DeclineFreeWorker:
            state = _declined(state)
        elif kind is SailNile:
            state = apply_sail(state, seat)
        elif kind is not EndDevelopment:
            state = apply_trade(state, seat, move)
        return after(state, seat, move)

    # -- the end ----------------------------------------------------------------------------------
    def progress(self, state) -> str:
        """The year being played (the die's pips)."""
        return _("Year {year} of {years}", year=state.year, years=YEARS)

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def scores(self, state) -> tuple[int, ...]:
        return totals(state)

    def result(self, state) -> Outcome:
        return Outcome.from_scores(totals(state), breakdown(state), tiebreak=tiebreak(state))

    def rating(self, state, seat) -> Lead:
        return evaluation.rating(state, seat)

    # -- hidden information ---------------------------------------------------------------------
    def view(self, state, seat):
        return secrets.view(state, seat)

    def determinize(self, view, seat, seed):
        return secrets.determinize(view, seat, seed)


def _declined(state: SaqqaraState) -> SaqqaraState:
    return evolve(state, free_worker=False)


GAME = SaqqaraGame()
