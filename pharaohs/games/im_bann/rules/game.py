"""Im Bann der Pyramide — the ``GAME`` object and the flow of a turn. Pure Python, no pygame.

A turn is split into small steps:

1. ``ChooseSide`` once, before the first turn: the adventure cards' side.
2. A) ``Draw`` one or two cards (never above 10 in hand), or ``Exchange``, then
   ``PutBack`` up to five cards one by one and ``FinishExchange`` (``cards``).
   The mummy's holder may then give it to the chamber (``mummy``), or ``EndTurn``.
   B) ``PlayCard``: equipment under the depot's arrow, or a special card first
   (``specials``: ``TurnDepot`` after Magic Power, ``YieldToCurse`` and
   ``CurseOwnShowcase`` after a Curse); then ``Complete`` (``adventures``), the
   mummy (``PassMummy``, ``ShedForMummy``) or ``EndTurn``.
3. The exact value turns the depot (``TurnDepot``) and the player goes again.
4. Series: after the last round the game is scored (``series``); ``NextGame`` deals
   the next one until the series is over.

The state is in ``state``, the moves in ``moves``; this module re-exports both.
"""

from __future__ import annotations

from collections import Counter

from pharaohs.core.game import SECRET, Game, Outcome
from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import Lead
from pharaohs.core.rng import Rng
from pharaohs.games.im_bann.rules import cards as C
from pharaohs.games.im_bann.rules import evaluation, hint_words
from pharaohs.games.im_bann.rules import mummy as M
from pharaohs.games.im_bann.rules import specials as S
from pharaohs.games.im_bann.rules.adventures import (
    can_complete,
    complete,
    empty_hand,
    explain_complete,
)
from pharaohs.games.im_bann.rules.data import (
    CHAMBER,
    DECK,
    DRAW_COUNTS,
    ENTERED,
    EQUIPMENT,
    FACES,
    ITEMS,
    MULTIGAME,
    MUMMY_SHED,
    ROW_LENGTH,
    SHORT,
    SIDES,
    STUCK_PLAYER_PASSES,
    VARIANTS,
    series_games,
)
from pharaohs.games.im_bann.rules.moves import (
    MOVE_TYPES,
    ChooseSide,
    Complete,
    CurseOwnShowcase,
    Draw,
    EndTurn,
    Exchange,
    FinishExchange,
    NextGame,
    PassMummy,
    PlayCard,
    PutBack,
    ShedForMummy,
    TurnDepot,
    YieldToCurse,
)
from pharaohs.games.im_bann.rules.series import (
    game_scored,
    minus_lines,
    minus_points,
    next_game,
    series_totals,
)
from pharaohs.games.im_bann.rules.state import (
    AFTER_DRAW,
    CURSE_CHOICE,
    CURSE_SELF,
    DEPOT,
    EXCHANGE,
    EXTRA,
    INTERLUDE,
    OVER,
    PASS_MUMMY,
    PLAY,
    SHED,
    SIDE,
    TURN,
    ImBannState,
    entered,
    evolve,
)
from pharaohs.games.im_bann.rules.turns import end_turn, start_turn

__all__ = [
    "GAME", "ImBannGame", "ImBannState", "HIDDEN_CARD",
    "ChooseSide", "Draw", "Exchange", "PutBack", "FinishExchange", "PlayCard", "TurnDepot",
    "YieldToCurse", "CurseOwnShowcase", "Complete", "PassMummy", "ShedForMummy", "EndTurn",
    "NextGame",
    "SIDE", "TURN", "EXCHANGE", "AFTER_DRAW", "PLAY", "DEPOT", "CURSE_CHOICE", "CURSE_SELF",
    "PASS_MUMMY", "SHED", "EXTRA", "INTERLUDE", "OVER",
]

#: a card a seat may not see (another's hand, the draw pile)
HIDDEN_CARD = Hidden("card")

#: the kinds of move open in each phase (the rest get the core's "You can't … now")
PHASE_STEPS: dict[str, tuple[type, ...]] = {
    SIDE: (ChooseSide,),
    TURN: (Draw, Exchange, PlayCard, EndTurn),
    EXCHANGE: (PutBack, FinishExchange),
    AFTER_DRAW: (ShedForMummy, EndTurn),
    PLAY: (PlayCard, Complete, ShedForMummy, EndTurn),
    DEPOT: (TurnDepot,),
    CURSE_CHOICE: (YieldToCurse,),
    CURSE_SELF: (CurseOwnShowcase,),
    PASS_MUMMY: (PassMummy,),
    SHED: (ShedForMummy, PassMummy),
    EXTRA: (TurnDepot,),
    INTERLUDE: (NextGame,),
    OVER: (),
}

_SIDES = tuple(ChooseSide(s) for s in SIDES)
#: the Draw moves open when at most ``k`` cards may be drawn, for ``k`` up to the largest
_DRAWS_UP_TO = tuple(tuple(Draw(n) for n in DRAW_COUNTS if n <= k)
                     for k in range(max(DRAW_COUNTS) + 1))
_EXCHANGE, _FINISH, _COMPLETE, _END, _NEXT = (
    Exchange(), FinishExchange(), Complete(), EndTurn(), NextGame())
_PLAY = {c: PlayCard(c) for c in FACES}
_PUT = {c: PutBack(c) for c in FACES}
_DEPOT = {i: TurnDepot(i) for i in ITEMS}
_YIELD = {c: YieldToCurse(c) for c in FACES}
_SHED = {c: ShedForMummy(c) for c in EQUIPMENT}
_CURSE_SELF = (CurseOwnShowcase(True), CurseOwnShowcase(False))


class ImBannGame(Game):
    """Im Bann der Pyramide: equipment for four adventures and the King's Chamber."""

    id = "im_bann"
    title = "Im Bann der Pyramide"
    min_players = 2
    max_players = 5
    variants = VARIANTS
    options = (MULTIGAME,)
    types = (ImBannState, *MOVE_TYPES)
    state_type = ImBannState
    gains = hint_words.GAINS
    undo_stops = {
        Draw: N_("You drew from the draw pile: no step is taken back past a card drawn."),
        FinishExchange: N_("You drew from the draw pile: no step is taken back past a card "
                           "drawn."),
        (PlayCard, SECRET): N_("The card you played came face up out of your hand: no step "
                               "is taken back past a card shown."),
        PutBack: N_("The card you put back lies face up on the discard pile: no step is "
                    "taken back past a card shown."),
    }

    # -- setting up ------------------------------------------------------------------------
    def new_state(self, players, rng, variant, options) -> ImBannState:
        """The youngest player (seat 0) begins and first chooses the adventures' side."""
        return C.deal(rng, players, variant=variant, multigame=MULTIGAME in options,
                      phase=SIDE, current=0, starter=0, side=SHORT, series=())

    # -- whose move, which moves -----------------------------------------------------------
    def to_act(self, state) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == CURSE_CHOICE:
            return (state.cursed[0],)
        return (state.current,)

    def steps(self, state, seat) -> tuple[type, ...]:
        return PHASE_STEPS[state.phase] if seat in self.to_act(state) else ()

    def legal_moves(self, state, seat) -> list:
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        if phase == TURN:
            most = C.most_to_draw(state, seat)
            out = list(_DRAWS_UP_TO[most] if most < len(_DRAWS_UP_TO) else _DRAWS_UP_TO[-1])
            if C.may_exchange(state, seat):
                out.append(_EXCHANGE)
            out += map(_PLAY.__getitem__, S.playable(state, seat))
            if not out and STUCK_PLAYER_PASSES:
                out.append(_END)
            return out
        if phase == EXCHANGE:
            out = []
            if len(state.exchange) < C.exchange_limit(state):
                out = list(map(_PUT.__getitem__, dict.fromkeys(state.hands[seat])))
            if state.exchange:
                out.append(_FINISH)
            return out
        if phase == PLAY:
            out = list(map(_PLAY.__getitem__, S.playable(state, seat)))
            if can_complete(state, seat):
                out.append(_COMPLETE)
            out += map(_SHED.__getitem__, M.shed_cards(state, seat))
            out.append(_END)
            return out
        if phase == AFTER_DRAW:
            return [_SHED[c] for c in M.shed_cards(state, seat)] + [_END]
        if phase in (DEPOT, EXTRA):
            return [_DEPOT[i] for i in S.depot_targets(state)]
        if phase == CURSE_CHOICE:
            return [_YIELD[c] for c in dict.fromkeys(S.curse_losses(state.showcases[seat]))]
        if phase == CURSE_SELF:
            return list(_CURSE_SELF)
        if phase == PASS_MUMMY:
            return [PassMummy(s) for s in M.pass_targets(state, seat)]
        if phase == SHED:
            if state.shed < MUMMY_SHED:
                return [_SHED[c] for c in M.shed_cards(state, seat)]
            return [PassMummy(s) for s in M.pass_targets(state, seat)]
        if phase == SIDE:
            return list(_SIDES)
        return [_NEXT]

    def move_space(self, state, seat):
        """Every move with every plausible field: all card faces, items, seats, sides."""
        seats = range(-1, state.players + 1)
        return [
            *_SIDES, ChooseSide("middle"), *(Draw(n) for n in range(4)), _EXCHANGE, _FINISH,
            *_PUT.values(), *_PLAY.values(), *_DEPOT.values(), TurnDepot("lamp"),
            *_YIELD.values(), *_CURSE_SELF, _COMPLETE, *(PassMummy(s) for s in seats),
            *_SHED.values(), ShedForMummy("curse"), _END, _NEXT]

    # -- the game's own reasons ---------------------------------------------------------------
    def explain(self, state, seat, move) -> str | None:
        kind = type(move)  # the moves in the order of how often they are played
        if kind is PutBack:
            return C.explain_put_back(state, seat, move.card)
        if kind is PlayCard:
            return S.explain_play(state, seat, move.card)
        if kind is EndTurn:
            return self._explain_end(state, seat)
        if kind is Draw:
            return C.explain_draw(state, seat, move.count)
        if kind is Exchange:
            return C.explain_exchange(state, seat)
        if kind is FinishExchange:
            return None if state.exchange else _("Put back at least one card first.")
        if kind is TurnDepot:
            return S.explain_turn_depot(state, move.item)
        if kind is YieldToCurse:
            return S.explain_yield(state, seat, move.card)
        if kind is ShedForMummy:
            return M.explain_shed(state, seat, move.card)
        if kind is PassMummy:
            return M.explain_pass(state, seat, move.to)
        if kind is Complete:
            return explain_complete(state, seat)
        if kind is CurseOwnShowcase:
            return None if move.remove in (True, False) else _("Choose yes or no.")
        if kind is ChooseSide:
            return None if move.side in SIDES else _("The adventure cards have a short and "
                                                     "a long side.")
        return None

    def _explain_end(self, state, seat) -> str | None:
        if state.phase != TURN:
            return None
        if self.legal_moves(state, seat) == [_END]:
            return None
        return _("Draw or exchange cards, or play a card, first.")

    # -- applying moves --------------------------------------------------------------------
    def apply(self, state, seat, move) -> ImBannState:
        kind = type(move)
        if kind is PutBack:
            return C.put_back(state, seat, move.card)
        if kind is PlayCard:
            return empty_hand(S.play_card(state, seat, move.card))
        if kind is EndTurn:
            return end_turn(state)
        if kind is Draw:
            return self._after_draw(C.draw_into_hand(state, seat, move.count), seat)
        if kind is Exchange:
            return evolve(state, phase=EXCHANGE)
        if kind is FinishExchange:
            return self._after_draw(C.finish_exchange(state, seat), seat)
        if kind is TurnDepot:
            if state.phase == EXTRA:
                return start_turn(evolve(state, depot=move.item), seat)
            return empty_hand(evolve(state, depot=move.item, phase=PLAY))
        if kind is YieldToCurse:
            return empty_hand(S.yield_to_curse(state, seat, move.card))
        if kind is ShedForMummy:
            return M.shed(state, seat, move.card)
        if kind is PassMummy:
            return M.pass_mummy(state, seat, move.to)
        if kind is Complete:
            return complete(state, seat)
        if kind is CurseOwnShowcase:
            return empty_hand(S.curse_own_showcase(state, move.remove))
        if kind is ChooseSide:
            return evolve(state, side=move.side, phase=TURN)
        return next_game(state)

    @staticmethod
    def _after_draw(state, seat) -> ImBannState:
        """After A the mummy's holder may pass it to the chamber; otherwise the turn ends."""
        if M.may_shed(state, seat):
            return evolve(state, phase=AFTER_DRAW)
        return end_turn(state)

    # -- the end ------------------------------------------------------------------------------
    def progress(self, state) -> str:
        """How far the furthest archaeologist has come; in a series, which game of it."""
        furthest = max(state.stages)
        if not state.multigame:
            if furthest >= ENTERED:
                return _("The King's Chamber is entered")
            if furthest == CHAMBER:
                return _("An archaeologist at the King's Chamber")
            return _("Furthest archaeologist at adventure {number} of {count}",
                     number=furthest + 1, count=ROW_LENGTH)
        games = series_games(state.players)
        number = len(state.series) + 1
        if state.phase in (INTERLUDE, OVER):
            return _("Game {number} of {games} of the series is scored",
                     number=number - 1, games=games)
        if state.phase == SIDE:
            return _("Game 1 of {games} of the series: the adventure cards' side is chosen",
                     games=games)
        if state.final_round or furthest >= ENTERED:
            return _("Game {number} of {games} of the series, the King's Chamber entered: "
                     "the round is played out", number=number, games=games)
        if furthest == CHAMBER:
            return _("Game {number} of {games} of the series, an archaeologist at the King's "
                     "Chamber", number=number, games=games)
        return _("Game {number} of {games} of the series, furthest archaeologist at "
                 "adventure {adventure} of {count}", number=number, games=games,
                 adventure=furthest + 1, count=ROW_LENGTH)

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def scores(self, state) -> tuple[int, ...]:
        """Minus points as negative scores: of this game, or of the series so far."""
        if state.multigame:
            return tuple(-t for t in series_totals(state))
        return tuple(-minus_points(state, seat) for seat in range(state.players))

    def result(self, state) -> Outcome:
        """A single game is won by the player in the King's Chamber (the others' lines
        show how far they were); a series by the fewest minus points."""
        scores = self.scores(state)
        if state.multigame:
            details = [tuple((_("Game {number}", number=g + 1), -game[seat])
                             for g, game in enumerate(state.series))
                       for seat in range(state.players)]
            if not game_scored(state):
                details = [d + ((_("This game so far"), -minus_points(state, seat)),)
                           for seat, d in enumerate(details)]
            return Outcome.from_scores(scores, details)
        details = [tuple((label, -p) for label, p in minus_lines(state, seat))
                   for seat in range(state.players)]
        winners = tuple(s for s in range(state.players) if entered(state, s))
        if not winners:
            return Outcome.from_scores(scores, details)
        return Outcome(scores, winners, tuple(details))

    def rating(self, state, seat) -> Lead:
        return evaluation.rating(state, seat)

    # -- hidden information ---------------------------------------------------------------
    def view(self, state, seat):
        """Hands are private, the draw pile face down; showcases and discards are public."""
        hands = tuple(hand if i == seat else (HIDDEN_CARD,) * len(hand)
                      for i, hand in enumerate(state.hands))
        return evolve(state, rng=None, hands=hands,
                                   pile=(HIDDEN_CARD,) * len(state.pile))

    def determinize(self, view, seat, seed):
        """The cards ``seat`` cannot see (other hands, the pile) are redrawn from the
        deck less every card it sees: its hand, the showcases, the discard pile and the
        cards put back in an exchange."""
        rng = Rng.from_seed(seed)
        unseen = Counter(DECK)
        for group in (*view.showcases, view.discard, view.exchange,
                      *(h for h in view.hands if h and not isinstance(h[0], Hidden))):
            unseen.subtract(group)
        pool, rng = rng.shuffled(sorted(unseen.elements()))
        hands = []
        for hand in view.hands:
            if hand and isinstance(hand[0], Hidden):
                hand, pool = tuple(sorted(pool[:len(hand)])), pool[len(hand):]
            hands.append(hand)
        return evolve(view, rng=rng, hands=tuple(hands), pile=pool)


GAME = ImBannGame()
