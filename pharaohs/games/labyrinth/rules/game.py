"""Das Labyrinth des Pharao: the ``GAME`` object and the flow of a turn. Pure Python.

Each turn one number card is revealed and every player lays the tile with that
number on an empty space of their own 5 × 5 board (a simultaneous step), may
put treasure pieces on the scarabs of that tile, and ends their turn. When all
have ended, the next card is revealed. By the end of the third turn each player
chooses an entrance: one of three portals and its left or right side. After
25 turns the path from the entrance is walked and scored (``scoring``). With
the betting option, players bet High or Low before cards 6–20 (``betting``).

The board's geometry is in ``geometry``, the state in ``state``, the moves in
``moves``; this module's ``__all__`` gathers what callers need, so they write
``rules.PlaceTile``. ``LabyrinthGame.evaluate`` rates positions for computer
players with ``evaluation.rating``; it never changes ``scores`` or ``result``.
"""

from __future__ import annotations

from pharaohs.core.evolve import evolve
from pharaohs.core.game import CHANCE, Game
from pharaohs.core.hidden import Hidden, is_hidden
from pharaohs.core.i18n import N_, _
from pharaohs.core.rating import Lead
from pharaohs.core.rng import Rng
from pharaohs.games.labyrinth.rules import data, hint_words
from pharaohs.games.labyrinth.rules.betting import (
    betting_round,
    card_of_round,
    round_standing,
    settle,
)
from pharaohs.games.labyrinth.rules.evaluation import rating
from pharaohs.games.labyrinth.rules.geometry import (
    ENTRANCE_CHOICES,
    QUARTER_SPACE,
    QUARTERS,
    SPACE_QUARTERS,
    SPACES,
    TILES,
    closed_chambers,
    markers,
    path,
    path_from,
    quarter_name,
    space_name,
    tile_quarters,
)
from pharaohs.games.labyrinth.rules.moves import (
    Bet,
    ChooseEntrance,
    EndTurn,
    PlaceTile,
    PlaceTreasure,
)
from pharaohs.games.labyrinth.rules.scoring import (
    TREASURE_NAMES,
    TreasureScore,
    outcome,
    seat_score,
    treasure_points,
    treasure_report,
)
from pharaohs.games.labyrinth.rules.state import (
    BET,
    OVER,
    TURN,
    BetRecord,
    LabyrinthState,
    entrance_open,
    entrance_path,
    free_scarabs,
    must_bet,
    must_place,
    preview_entrances,
    set_seat,
    treasure_colours,
    turn,
    with_betting,
)

__all__ = [
    "GAME", "LabyrinthGame", "HIDDEN_BET",
    # the state and the questions asked of it
    "LabyrinthState", "BetRecord", "TURN", "BET", "OVER", "turn", "must_place", "must_bet",
    "entrance_open", "free_scarabs", "with_betting", "treasure_colours", "entrance_path",
    "preview_entrances", "betting_round", "round_standing",
    # the moves
    "PlaceTile", "PlaceTreasure", "ChooseEntrance", "EndTurn", "Bet",
    # geometry and scoring
    "ENTRANCE_CHOICES", "tile_quarters", "path", "path_from", "markers", "closed_chambers",
    "space_name", "quarter_name",
    "TreasureScore", "TREASURE_NAMES", "treasure_report", "treasure_points", "seat_score",
    "data",
]

#: the variants and the option as the menus name them (``ui.new_game.pretty``)
MENU_NAMES = (N_("Basic"), N_("Professional"), N_("Betting"))
#: another seat's bet as this seat's view shows it: face down
HIDDEN_BET = Hidden("bet")

_PLACE = tuple(tuple(PlaceTile(s, r) for r in range(4)) for s in range(SPACES))
_CHOOSE = tuple(ChooseEntrance(p, s) for p, s in ENTRANCE_CHOICES)
_END = EndTurn()
_BETS = tuple(Bet(g) for g in data.BET_GUESSES)
_TURN_STEPS = (PlaceTile, PlaceTreasure, ChooseEntrance, EndTurn)
_LATE_STEPS = (PlaceTile, PlaceTreasure, EndTurn)
_BET_STEPS = (Bet,)
_COLOUR_INDEX = {c: i for i, c in enumerate(data.COLOURS)}
#: quarters the move space offers treasures on besides this turn's tile: two far corners
_OTHER_QUARTERS = ((0, 0), (QUARTERS - 1, QUARTERS - 1))


class LabyrinthGame(Game):
    """The rules object. In the "turn" phase every seat that has not ended the turn
    acts at once: lay the tile, place treasures, choose the entrance, end the
    turn (boards are independent, so a seat need not wait for the others' tiles
    before placing treasures). In the "bet" phase every seat still in the betting
    round bets at once; the last bet reveals the card."""

    id = "labyrinth"
    title = N_("Das Labyrinth des Pharao")
    min_players = 1
    max_players = 5
    variants = ("basic", "professional")
    options = ("betting",)
    types = (LabyrinthState, BetRecord, PlaceTile, PlaceTreasure, ChooseEntrance, EndTurn, Bet)
    state_type = LabyrinthState
    gains = hint_words.GAINS
    undo_stops = {
        EndTurn: N_("The next number card was turned up: no step is taken back past a card "
                    "drawn."),
        (Bet, CHANCE): N_("The last bet turned up the next number card: no step is taken "
                          "back past a card drawn."),
    }

    # -- setting up ---------------------------------------------------------------------
    def new_state(self, players, rng, variant, options):
        n = players
        state = LabyrinthState(
            players=n, variant=variant, options=frozenset(options), rng=rng,
            deck=data.CARDS, revealed=(), phase=TURN,
            boards=((None,) * SPACES,) * n, current=(None,) * n, done=(False,) * n,
            treasures=((),) * n, stock=(data.START_STOCK,) * n, entrances=(None,) * n,
            bets=(None,) * n, in_round=(False,) * n, bet_log=((),) * n,
            purples_won=(0,) * n, purple_supply=data.PURPLE_SUPPLY)
        return self._reveal(state)

    # -- whose move ---------------------------------------------------------------------
    def to_act(self, state):
        if state.phase == TURN:
            return tuple(i for i, d in enumerate(state.done) if not d)
        if state.phase == BET:
            return tuple(i for i in range(state.players) if must_bet(state, i))
        return ()

    def steps(self, state, seat):
        if state.phase == TURN:
            if state.done[seat]:
                return ()
            return _TURN_STEPS if turn(state) <= data.ENTRANCE_BY_TURN else _LATE_STEPS
        return _BET_STEPS if must_bet(state, seat) else ()

    def legal_moves(self, state, seat):
        if state.phase == BET:
            return list(_BETS) if must_bet(state, seat) else []
        if state.phase != TURN or state.done[seat]:
            return []
        space = state.current[seat]
        if space is None:
            moves = [m for s, tile in enumerate(state.boards[seat]) if tile is None
                     for m in _PLACE[s]]
        else:
            colours = treasure_colours(state, seat)
            moves = [PlaceTreasure(r, c, colour) for r, c in free_scarabs(state, seat)
                     for colour in colours]
            if not (entrance_open(state, seat) and turn(state) == data.ENTRANCE_BY_TURN):
                moves.append(_END)
        if entrance_open(state, seat):
            moves.extend(_CHOOSE)
        return moves

    def move_space(self, state, seat):
        """Every tile placement, treasures of every colour on this turn's tile and on
        two far corners, every entrance, ending the turn and both bets."""
        space = state.current[seat] if state.phase == TURN else None
        quarters = [divmod(q, QUARTERS) for q in SPACE_QUARTERS[12 if space is None else space]]
        treasures = [PlaceTreasure(r, c, colour) for r, c in (*quarters, *_OTHER_QUARTERS)
                     for colour in data.COLOURS]
        return [m for row in _PLACE for m in row] + treasures + [*_CHOOSE, _END, *_BETS]

    # -- the game's own reasons ---------------------------------------------------------
    def explain(self, state, seat, move):
        tile = state.revealed[-1] if state.revealed else None
        if isinstance(move, PlaceTile):
            return self._explain_tile(state, seat, move, tile)
        if isinstance(move, PlaceTreasure):
            return self._explain_treasure(state, seat, move, tile)
        if isinstance(move, ChooseEntrance):
            chosen = state.entrances[seat]
            if chosen is not None:
                return _("You have already chosen the {portal} portal, {side} side.",
                         portal=_(chosen[0]), side=_(chosen[1]))
            if move.portal not in data.PORTAL_NAMES:
                return _("There is no {portal} portal: choose west, south or east.",
                         portal=str(move.portal))
            if move.side not in data.PORTAL_SIDES:
                return _("Choose the left or the right side of the portal.")
            return None
        if isinstance(move, EndTurn):
            if state.current[seat] is None:
                return _("Place tile {tile} before you end your turn.", tile=tile)
            if turn(state) == data.ENTRANCE_BY_TURN and state.entrances[seat] is None:
                return _("Choose your entrance before the end of the third turn.")
            return None
        if isinstance(move, Bet):
            return None if move.guess in data.BET_GUESSES else _("Bet High or Low.")
        return _("That is not a move in this game.")

    @staticmethod
    def _explain_tile(state, seat, move, tile):
        if state.current[seat] is not None:
            return _("You have already placed tile {tile} this turn.", tile=tile)
        if not _is_int(move.space) or not 0 <= move.space < SPACES:
            return _("That is not a space of your board: they run from {first} to {last}.",
                     first=space_name(0), last=space_name(SPACES - 1))
        if not _is_int(move.rotation) or not 0 <= move.rotation < 4:
            return _("A tile turns by quarter turns: rotation must be 0, 1, 2 or 3.")
        there = state.boards[seat][move.space]
        if there is not None:
            return _("Tile {tile} must go on an empty space: {space} already holds "
                     "tile {other}.", tile=tile, space=space_name(move.space), other=there[0])
        return None

    @staticmethod
    def _explain_treasure(state, seat, move, tile):
        space = state.current[seat]
        if space is None:
            return _("Place tile {tile} first: treasures go on this turn's tile.", tile=tile)
        if move.colour not in _COLOUR_INDEX:
            return _("There are no {colour} treasures: blue, green, red or purple.",
                     colour=str(move.colour))
        if not (_is_int(move.row) and _is_int(move.col)
                and 0 <= move.row < QUARTERS and 0 <= move.col < QUARTERS):
            return _("That is not a quarter of your board.")
        q = move.row * QUARTERS + move.col
        if QUARTER_SPACE[q] != space:
            return _("Treasures go only on this turn's tile {tile}.", tile=tile)
        number, rotation = state.boards[seat][space]
        if not TILES[number][rotation][SPACE_QUARTERS[space].index(q)][1]:
            return _("Treasures go only on scarabs: that quarter of tile {tile} shows none.",
                     tile=tile)
        if any(r == move.row and c == move.col for r, c, _colour in state.treasures[seat]):
            return _("That scarab already holds a treasure: one treasure per scarab.")
        stock = state.stock[seat]
        if not stock[_COLOUR_INDEX[move.colour]]:
            if move.colour == "purple":
                return _("You have no purple treasure: they are won by betting.")
            return _("You have no {colour} treasure left.", colour=_(move.colour))
        if state.variant != "professional":
            first = treasure_colours(state, seat)[0]
            if move.colour != first:
                if move.colour == "purple":
                    return _("In the basic game purple treasures may be placed only after "
                             "all your red ones.")
                return _("In the basic game your {colour} treasures go first: you still "
                         "have {count}.", colour=_(first), count=stock[_COLOUR_INDEX[first]])
        return None

    # -- applying -----------------------------------------------------------------------
    def apply(self, state, seat, move):
        if isinstance(move, PlaceTile):
            board = set_seat(state.boards[seat], move.space, (state.revealed[-1], move.rotation))
            return evolve(state, boards=set_seat(state.boards, seat, board),
                           current=set_seat(state.current, seat, move.space))
        if isinstance(move, PlaceTreasure):
            i = _COLOUR_INDEX[move.colour]
            stock = state.stock[seat]
            stock = set_seat(stock, i, stock[i] - 1)
            placed = (*state.treasures[seat], (move.row, move.col, move.colour))
            return evolve(state, stock=set_seat(state.stock, seat, stock),
                           treasures=set_seat(state.treasures, seat, placed))
        if isinstance(move, ChooseEntrance):
            return evolve(state, entrances=set_seat(state.entrances, seat,
                                                     (move.portal, move.side)))
        if isinstance(move, EndTurn):
            state = evolve(state, done=set_seat(state.done, seat, True))
            return self._next_card(state) if all(state.done) else state
        if isinstance(move, Bet):
            state = evolve(state, bets=set_seat(state.bets, seat, move.guess))
            if any(must_bet(state, i) for i in range(state.players)):
                return state
            return self._reveal(state)
        raise TypeError(f"not a Labyrinth move: {move!r}")

    def _next_card(self, state):
        """Everyone has ended the turn: the game ends, betting opens, or a card comes."""
        position = len(state.revealed) + 1
        if position > data.TURNS:
            return evolve(state, phase=OVER)
        if with_betting(state):
            found = card_of_round(position)
            if found is not None:
                in_round = state.in_round
                if found[2]:  # the first card of a round: everyone is in again
                    in_round = (True,) * state.players
                if any(in_round):
                    return evolve(state, phase=BET, in_round=in_round,
                                   bets=(None,) * state.players)
                state = evolve(state, in_round=in_round)
        return self._reveal(state)

    @staticmethod
    def _reveal(state):
        """Draw the next card from the rng, settle the bets on it, start its turn."""
        index, rng = state.rng.below(len(state.deck))
        card = state.deck[index]
        changes = settle(state, card) if state.phase == BET else {}
        n = state.players
        return evolve(state, rng=rng, deck=state.deck[:index] + state.deck[index + 1:],
                       revealed=(*state.revealed, card), phase=TURN, current=(None,) * n,
                       done=(False,) * n, **changes)

    # -- the end ------------------------------------------------------------------------
    def progress(self, state) -> str:
        """The turn being played, one per card of the deck."""
        return _("Turn {turn} of {turns}", turn=min(turn(state), data.TURNS), turns=data.TURNS)

    def is_over(self, state):
        return state.phase == OVER

    def scores(self, state):
        return tuple(seat_score(state, seat) for seat in range(state.players))

    def result(self, state):
        return outcome(state)

    def rating(self, state, seat) -> Lead:
        """For computer players: the own board's outlook (paces, the open end's
        prospects, treasures that score or may, pieces in hand; see
        :func:`seat_rating`) against the best other seat's."""
        return rating(state, seat)

    # -- hidden information -------------------------------------------------------------
    def view(self, state, seat):
        bets = tuple(b if (b is None or i == seat) else HIDDEN_BET
                     for i, b in enumerate(state.bets))
        return evolve(state, rng=None, bets=bets)

    def determinize(self, view, seat, seed):
        """The deck is drawn at random from the fresh generator, so only the hidden
        bets of other seats are redrawn here."""
        rng = Rng.from_seed(seed)
        bets = []
        for b in view.bets:
            if is_hidden(b):
                b, rng = rng.choice(data.BET_GUESSES)
            bets.append(b)
        return evolve(view, rng=rng, bets=tuple(bets))


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


GAME = LabyrinthGame()
