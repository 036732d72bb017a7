"""The market phase: market cards offered and auctioned, then the market stand moves.

The phase happens only when the die and the market stand lie under the same
field. All players hand in their market cards; of the six, two are set aside
face down and four are laid face up under the warehouses. The auction is
simultaneous for all four cards: in turn each player makes one new bid or
raises one bid (``BidGood`` good by good, then ``ConfirmBid``) or passes. On
their turn a player whose bid is still on the hut may first take that card
(``TakeCard``) and may withdraw bids that were outbid (``Withdraw``). All goods
bid for a card end on the warehouse above it. A player gains at most two cards.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.saqqara.rules.data import (
    DISTRIBUTION,
    GOOD_NAMES,
    GOODS,
    MARKET_ASIDE,
    MARKET_CARDS,
    MAX_MARKET_CARDS,
    WAREHOUSES,
)
from pharaohs.games.saqqara.rules.moves import (
    BidGood,
    ConfirmBid,
    PassAuction,
    TakeCard,
    Withdraw,
)
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    NO_GOODS,
    Bid,
    SaqqaraState,
    bump,
    evolve,
    plus,
    put,
)
from pharaohs.games.saqqara.rules.supply import goods_to_warehouse


def market_due(state: SaqqaraState) -> bool:
    """Whether this round has a market: the die and the market stand under the same field."""
    return state.die == state.stand


def begin_market(state: SaqqaraState) -> SaqqaraState:
    """Cards handed in, two set aside face down, four face up under the warehouses."""
    order, rng = state.rng.shuffled(range(len(MARKET_CARDS)))
    return evolve(
        state, rng=rng, phase=AUCTION, current=state.start, cards=((),) * state.players,
        display=tuple(order[MARKET_ASIDE:MARKET_ASIDE + WAREHOUSES]),
        bids=((),) * WAREHOUSES, passed=frozenset(), pending=NO_GOODS, pending_to=None)


def top_bid(state: SaqqaraState, slot: int) -> Bid | None:
    """The bid on the hut of card field ``slot`` (the highest), if any."""
    bids = state.bids[slot]
    return bids[-1] if bids else None


def own_bid(state: SaqqaraState, slot: int, seat: int) -> Bid | None:
    for bid in state.bids[slot]:
        if bid.seat == seat:
            return bid
    return None


def bid_height(bid: Bid | None) -> int:
    """The height of a bid: its number of goods, whatever their kinds."""
    return sum(bid.goods) if bid else 0


def auction_over(state: SaqqaraState) -> bool:
    """All players have passed, or all four cards have been taken."""
    return len(state.passed) == state.players or all(c is None for c in state.display)


def close_market(state: SaqqaraState) -> SaqqaraState:
    """Cards left on the board are removed; the stand moves as the distribution table says."""
    return evolve(state, display=(None,) * WAREHOUSES, bids=((),) * WAREHOUSES,
                   passed=frozenset(), stand=DISTRIBUTION[state.year].stand)


# -- the game's reasons ----------------------------------------------------------------
def explain_auction(state: SaqqaraState, seat: int, move) -> str | None:
    kind = type(move)
    if kind is ConfirmBid:
        if state.pending_to is None:
            return _("Put goods into your bid first.")
        mine = bid_height(own_bid(state, state.pending_to, seat)) + sum(state.pending)
        if mine <= bid_height(top_bid(state, state.pending_to)):
            return _("The new bid must be higher than the current bid.")
        return None
    if state.pending_to is not None:
        if kind is BidGood and move.slot == state.pending_to:
            return _explain_bid_good(state, seat, move)
        if kind is BidGood:
            return _("A player can only make a bid or increase their bid for one card per turn.")
        return _("Finish your bid first.")
    if kind is PassAuction:
        return None
    if move.slot not in range(WAREHOUSES):
        return _("There is no such card field.")
    if state.display[move.slot] is None:
        return _("There is no market card on this field.")
    if kind is BidGood:
        return _explain_bid_good(state, seat, move)
    mine, top = own_bid(state, move.slot, seat), top_bid(state, move.slot)
    if kind is TakeCard:
        if top is None or top.seat != seat:
            return _("Only the player whose bid is still the highest can take this card.")
        if len(state.cards[seat]) >= MAX_MARKET_CARDS:
            return _("A player can gain a maximum of two market cards.")
        return None
    if mine is None:
        return _("You have no bid for this card.")
    if top.seat == seat:
        return _("Your bid is still the highest: you may take the card instead.")
    return None


def _explain_bid_good(state: SaqqaraState, seat: int, move: BidGood) -> str | None:
    if move.good not in GOODS:
        return _("There is no such good.")
    if len(state.cards[seat]) >= MAX_MARKET_CARDS:
        return _("A player can gain a maximum of two market cards.")
    top = top_bid(state, move.slot)
    if top is not None and top.seat == seat:
        return _("Your bid for this card is still the highest.")
    if state.goods[seat][move.good] == 0:
        return _("You have no {good} to offer.", good=_(GOOD_NAMES[move.good]))
    reach = (bid_height(own_bid(state, move.slot, seat)) + sum(state.pending)
             + sum(state.goods[seat]))
    if reach <= bid_height(top):
        return _("Your goods cannot outbid the {n} goods on the hut.", n=bid_height(top))
    return None


# -- applying ----------------------------------------------------------------------------
def apply_auction(state: SaqqaraState, seat: int, move) -> SaqqaraState:
    kind = type(move)
    if kind is BidGood:
        return evolve(state, pending=bump(state.pending, move.good, 1), pending_to=move.slot,
                       goods=put(state.goods, seat, bump(state.goods[seat], move.good, -1)))
    if kind is ConfirmBid:
        slot = state.pending_to
        old = own_bid(state, slot, seat)
        goods = plus(old.goods, state.pending) if old else state.pending
        rest = tuple(b for b in state.bids[slot] if b.seat != seat)
        state = evolve(state, bids=put(state.bids, slot, (*rest, Bid(seat, goods))),
                        pending=NO_GOODS, pending_to=None)
        return next_bidder(state)
    if kind is TakeCard:
        state = _clear_bids(state, move.slot, lambda bid: True)
        return evolve(state, display=put(state.display, move.slot, None),
                       cards=put(state.cards, seat,
                                 tuple(sorted((*state.cards[seat], state.display[move.slot])))))
    if kind is Withdraw:
        return _clear_bids(state, move.slot, lambda bid: bid.seat == seat)
    return next_bidder(_pass(state, seat))


def _clear_bids(state: SaqqaraState, slot: int, which) -> SaqqaraState:
    """Bids for ``slot`` matching ``which`` leave the hut; their goods go to the warehouse."""
    for bid in state.bids[slot]:
        if which(bid):
            state = goods_to_warehouse(state, slot, bid.goods)
    kept = tuple(b for b in state.bids[slot] if not which(b))
    return evolve(state, bids=put(state.bids, slot, kept))


def _pass(state: SaqqaraState, seat: int) -> SaqqaraState:
    """``seat`` leaves the auction; all its bids go to the warehouses."""
    for slot in range(WAREHOUSES):
        state = _clear_bids(state, slot, lambda bid: bid.seat == seat)
    return evolve(state, passed=state.passed | {seat})


def next_bidder(state: SaqqaraState) -> SaqqaraState:
    """The turn goes to the next player still in the auction. A player who already holds
    two market cards can do nothing but pass, so passes at once."""
    for step in range(1, state.players + 1):
        if auction_over(state):
            return state
        seat = (state.current + step) % state.players
        if seat in state.passed:
            continue
        if len(state.cards[seat]) >= MAX_MARKET_CARDS:
            state = _pass(state, seat)
            continue
        return evolve(state, current=seat)
    return state
