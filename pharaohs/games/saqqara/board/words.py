"""The board's sentences: prompts, panel lines, the message line, hover hints.

Every sentence is one translatable message with named fields (domain ``saqqara``);
names of goods, warehouses and pyramids are the rules' ``N_`` constants, translated
when drawn.
"""

from __future__ import annotations

from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.saqqara import rules
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    BEGGAR_TAKES,
    DEVELOP,
    HARVEST,
    INFLUENCE,
    INVEST,
    level,
    workers_left,
)
from pharaohs.ui.kit.phrases import alternatives, first_said, semicolons

PLACE_BID = N_("Place bid")
PASS = N_("Pass")
END_TURN = N_("End turn")
KEEP_HAND = N_("Keep hand")
NO_FREE_WORKER = N_("No free worker")
#: the question before the free worker is given up while a pyramid could take it
DECLINE_QUESTION = N_("Give up the free worker?")
DECLINE_LOST = N_("It is not placed in any pyramid: the lowest level of a pyramid is lost for "
                  "it.")

#: the overview of the pyramids, levels 2–5 (level 1 has no privilege)
PRIVILEGES: dict[str, tuple[str, ...]] = {
    data.IRRIGATION: (N_("Sell 1 land for 3 goods of the current market."),
                      N_("Sell 1 land for 4 goods of the current market."),
                      N_("Sell 1 land for 4 goods of one chosen type."),
                      N_("Sell 1 land for 4 goods of one chosen type.")),
    data.AGRICULTURE: (N_("Production: get 1 good of the current market."),
                       N_("Production: get 2 goods of the current market."),
                       N_("Production: get 2 goods of one chosen type."),
                       N_("Production: get 2 goods of one chosen type.")),
    data.INTRIGUE: (N_("Discard 1 influence card to draw 1 new card."),
                    N_("Discard 1 influence card to draw 2 new cards."),
                    N_("Draw 2 additional influence cards."),
                    N_("Draw 2 additional influence cards.")),
    data.ROYAL_COURT: (N_("+1 influence in the current market."),
                       N_("+2 influence in the current market."),
                       N_("+2 influence in a market of your choice."),
                       N_("+2 influence in a market of your choice.")),
    data.GOVERNMENT: (N_("Receive 1 gold when a threshold of 9 is met."),
                      N_("Receive 1/2 gold when a threshold of 8/9 is met."),
                      N_("Receive 1/2/3 gold when a threshold of 7/8/9 is met."),
                      N_("Receive 1/2/3 gold when a threshold of 7/8/9 is met.")),
    data.TRADE: (N_("Trade 3 goods of the current market for 1 good of choice."),
                 N_("Trade 2 goods of the current market for 1 good of choice."),
                 N_("Trade 2 goods of one type for 1 good of choice."),
                 N_("Trade 2 goods of one type for 1 good of choice.")),
    data.RELIGION: (N_("Receive the goods of a \"no yield\" warehouse with 1–4 influence."),
                    N_("Receive the goods of a \"no yield\" warehouse with 1–6 influence."),
                    N_("Receive the goods of a \"no yield\" warehouse with 1–9 influence."),
                    N_("Receive the goods of a \"no yield\" warehouse with 1–9 influence.")),
    data.ENGINEERING: (N_("Pay 1 good of the current market less for each upgrade."),
                       N_("Pay 2 goods of the current market less for each upgrade."),
                       N_("Pay no goods of the current market for upgrades."),
                       N_("Pay no goods of the current market for upgrades.")),
    data.SOLDIERS: (N_("Protection from thieves."),
                    N_("Protection from thieves. Receive 1 gold."),
                    N_("Protection from thieves. Receive 2 gold."),
                    N_("Protection from thieves. Receive 3 gold.")),
    data.THIEVES: (N_("Steal 1 good from an opponent."),
                   N_("Steal a total of 2 goods from 2 opponents."),
                   N_("Steal a total of 3 goods from at least 2 opponents."),
                   N_("Steal a total of 3 goods from at least 2 opponents; +2 influence in a "
                      "market of your choice.")),
}

#: why a player got goods, by ``Handout.reason``
HANDOUT_REASONS: dict[str, str] = {
    "beggar": N_("beggar"), "influence": N_("most influence"), "merchant": N_("merchant"),
    "threshold": N_("card = threshold"), "religion": N_("Religion"),
    "government": N_("Government"), "agriculture": N_("Agriculture"),
    "soldiers": N_("Soldiers"),
}

WAREHOUSE_NAMES: tuple[str, ...] = (N_("Fish"), N_("Linen"), N_("Wood"), N_("Gold"))


def good(g: int) -> str:
    return _(data.GOOD_NAMES[g])


def warehouse(w: int) -> str:
    return _(WAREHOUSE_NAMES[w])


def pyramid(p: str) -> str:
    return _(data.PYRAMID_NAMES[p])


def card_label(card) -> str:
    """What an influence card says: its number, or Beggar/Merchant."""
    if card == data.BEGGAR:
        return _("Beggar")
    if card == data.MERCHANT:
        return _("Merchant")
    return str(card)


def prompt(board, view, seat: int) -> str:
    """What ``seat`` may do now, from its legal moves: only what is possible is offered."""
    legal = board.legal(view, seat)
    kinds = {type(m) for m in legal}
    phase = view.phase
    if phase == AUCTION:
        return _auction_prompt(view, seat, legal, kinds)
    if phase == HARVEST:
        return _("Agriculture: choose a kind of goods")
    if phase == INFLUENCE:
        if seat in view.intrigue_open:
            return _("Intrigue: swap a card on your pile, or keep your hand")
        if None in view.placed[seat]:
            return _("place a card face down under each warehouse")
        if view.tokens_open[seat]:
            return _("drop your +{n} influence token under a warehouse",
                     n=view.tokens_open[seat][0])
        return _("wait for the others to place their cards")
    if phase == INVEST:
        if view.pending_to is not None:
            if rules.Invest in kinds:
                return _("add more to {warehouse} or end your turn",
                         warehouse=warehouse(view.pending_to))
            return _("no goods left to add: end your turn")
        if rules.Invest in kinds:
            return _("drag goods into a warehouse, or pass")
        return _("no goods to add: pass")
    if phase == BEGGAR_TAKES:
        return ngettext("beggar: take {n} good from {warehouse}",
                        "beggar: take {n} goods from {warehouse}",
                        view.beggar_left, warehouse=warehouse(view.cursor // 2))
    if phase == DEVELOP and view.free_worker:
        return _("put your free worker on the lowest level of a pyramid")
    return _develop_prompt(kinds)


def _auction_prompt(view, seat: int, legal, kinds) -> str:
    """The auction's choices now: take a card still led, bid, pass (withdrawing an outbid
    bid, a click on its hut, is left to the hut's hint: the line stays short); while a bid
    is built, add to it or place it once it beats the hut's."""
    if view.pending_to is not None:
        if rules.ConfirmBid not in kinds:
            top = max((sum(b.goods) for b in view.bids[view.pending_to]), default=0)
            return ngettext("add goods until your bid beats {n} good",
                            "add goods until your bid beats {n} goods", top)
        if rules.BidGood in kinds:
            return _("add goods to your bid, or place it")
        return _("place your bid")
    offers = []
    takes = [m.slot for m in legal if isinstance(m, rules.TakeCard)]
    if len(takes) == 1:
        offers.append(_("take the card under {warehouse}", warehouse=warehouse(takes[0])))
    elif takes:
        offers.append(_("take a card your bid leads"))
    if rules.BidGood in kinds:
        offers.append(_("bid for another") if takes or view.cards[seat]
                      else _("bid for a market card"))
    if len(view.cards[seat]) >= data.MAX_MARKET_CARDS and not takes:
        return alternatives([*offers, _("pass: you hold two market cards")])
    return alternatives([*offers, _("pass")])


#: the development's moves by what the prompt calls them
_DEVELOPING = ((N_("build"), (rules.Build,)), (N_("sail"), (rules.SailNile,)),
               (N_("trade"), (rules.Trade, rules.Irrigate, rules.UseLand, rules.UseMarketCard)),
               (N_("steal"), (rules.Steal,)))


def _develop_prompt(kinds) -> str:
    """The development's choices now (build, sail, trade, steal), then the end of the turn."""
    offers = [_(name) for name, moves in _DEVELOPING if kinds & set(moves)]
    if not offers:
        return _("nothing to develop now: end your turn")
    return _("{choices} — then end your turn", choices=alternatives(offers))


def panel_lines(board, view, seat: int, viewer) -> list[str]:
    """A seat's goods, boat, workers and market cards: all of them public."""
    goods = view.goods[seat]
    return [
        _("Goods {total} · gold {gold} · land {land}", total=sum(goods), gold=goods[data.GOLD],
          land=goods[data.LAND]),
        _("Nile {field} · workers {workers} · cards {cards}", field=view.nile[seat],
          workers=workers_left(view, seat), cards=len(view.cards[seat])),
    ]


def secret(board, view, seat: int) -> bool:
    """Influence cards in hand (or lying face down) are private."""
    return bool(view.hands[seat]) or any(c is not None for c in view.placed[seat]) and \
        view.phase == INFLUENCE


def describe(board, seat: int, move, before, after) -> str | None:
    """The sentence about a committed move (the log and the message line put the name
    before it), with the goods it handed out to anyone."""
    said = _said(board, seat, move, before, after)
    handed = [h for h in new_handouts(before, after) if any(h.goods)
              and h.reason not in OWN_HANDOUT.get(type(move), ())]
    if said is None or not handed:
        return said
    return _("{done} Handed out: {handouts}.", done=said,
             handouts=semicolons(*(handout_line(board, h) for h in handed)))


#: the handouts a move's own sentence already tells
OWN_HANDOUT = {rules.Harvest: ("agriculture",), rules.BeggarTake: ("beggar",)}


def new_handouts(before, after) -> tuple:
    """The handouts of ``after`` that ``before`` did not have yet."""
    old = before.handouts
    if after.handouts[:len(old)] == old:
        return after.handouts[len(old):]
    return after.handouts


#: the moves the log tells in a sentence of their own, without a field ("": told later)
_PLAIN = {
    rules.PassAuction: N_("passes."), rules.PassInvesting: N_("passes."),
    rules.UseMarketCard: N_("uses a market card."),
    rules.EndDevelopment: N_("ends the turn."), rules.EndInvesting: N_("ends the turn."),
    rules.IntrigueSwap: N_("exchanges an influence card (Intrigue)."),
    rules.IntrigueKeep: N_("keeps the hand (Intrigue)."),
    rules.DeclineFreeWorker: N_("declines the free worker."),
    rules.BidGood: "",  # the bid is told once it is placed (ConfirmBid)
}


def _said(board, seat: int, move, before, after) -> str | None:
    """The log's words for ``move``: a plain sentence, else the words of its part of
    the game (the market, goods, building, influence); None for a move not told."""
    plain = _PLAIN.get(type(move))
    if plain is not None:
        return _(plain) if plain else ""
    return first_said((_market_said, _goods_said, _building_said, _influence_said),
                      board, seat, move, before, after)


def _market_said(board, seat: int, move, before, after) -> str | None:
    """A bid placed, a market card taken, a bid withdrawn."""
    kind = type(move)
    if kind is rules.ConfirmBid:
        slot = before.pending_to
        height = sum(next((b.goods for b in after.bids[slot] if b.seat == seat), ()))
        return ngettext("bids {n} good for the market card under {warehouse}.",
                        "bids {n} goods for the market card under {warehouse}.",
                        height, warehouse=warehouse(slot))
    if kind is rules.TakeCard:
        return _("takes the market card under {warehouse}.", warehouse=warehouse(move.slot))
    if kind is rules.Withdraw:
        return _("withdraws the bid for the card under {warehouse}.",
                 warehouse=warehouse(move.slot))
    return None


def _goods_said(board, seat: int, move, before, after) -> str | None:
    """Goods taken, invested, stolen or traded."""
    kind = type(move)
    if kind is rules.Harvest:
        return _("takes {good} in Agriculture.", good=good(move.good))
    if kind is rules.Invest:
        return _("adds {good} to the {warehouse} warehouse.", good=good(move.good),
                 warehouse=warehouse(move.warehouse))
    if kind is rules.BeggarTake:
        return _("has the beggar take {good}.", good=good(move.good))
    if kind is rules.Steal:
        return _("steals {good} from {victim}.", good=good(move.good),
                 victim=board.ctx.name(move.victim))
    if kind is rules.Trade:
        return _("trades {give} for {get} with the supply.", give=good(move.give),
                 get=good(move.get))
    if kind is rules.Irrigate:
        return _("gives up land for {get}.", get=good(move.get))
    if kind is rules.UseLand:
        return _("uses land as {get}.", get=good(move.get))
    return None


def _building_said(board, seat: int, move, before, after) -> str | None:
    """A worker up a pyramid, a free worker placed, the boat sailing."""
    kind = type(move)
    if kind is rules.Build:
        return _("moves up to level {level} of {pyramid}.", pyramid=pyramid(move.pyramid),
                 level=data.level_label(move.pyramid, level(after, seat, move.pyramid)))
    if kind is rules.FreeWorker:
        return _("places a free worker on {pyramid}.", pyramid=pyramid(move.pyramid))
    if kind is rules.SailNile:
        return _("sails to field {field} of the Nile.", field=after.nile[seat])
    return None


def _influence_said(board, seat: int, move, before, after) -> str | None:
    """An influence card (its value only where the view shows it) or the token."""
    kind = type(move)
    if kind is rules.PlaceInfluence:
        if any(isinstance(card, Hidden) for card in after.placed[seat]):
            return _("places an influence card face down at the {warehouse} warehouse.",
                     warehouse=warehouse(move.warehouse))
        return _("places influence card {card} face down at the {warehouse} warehouse.",
                 card=card_label(move.card), warehouse=warehouse(move.warehouse))
    if kind is rules.PlaceToken:
        return _("places an influence token at the {warehouse} warehouse.",
                 warehouse=warehouse(move.warehouse))
    return None


def period(board, view) -> str:
    """The move log's heading: how far the game is (the rules' ``progress``)."""
    return rules.GAME.progress(view)


def goods_text(counts) -> str:
    """Counts of goods as one translatable list ("2 fish, 1 gold")."""
    items = [_("{n} {good}", n=n, good=good(g)) for g, n in enumerate(counts) if n]
    if not items:
        return "—"
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return _("{a}, {b}", a=items[0], b=items[1])
    if len(items) == 3:
        return _("{a}, {b}, {c}", a=items[0], b=items[1], c=items[2])
    return _("{a}, {b}, {c}, …", a=items[0], b=items[1], c=items[2])


def handout_line(board, handout) -> str:
    """One line of the distribution log: who got what, and why."""
    got = goods_text(handout.goods)
    reason = _(HANDOUT_REASONS[handout.reason])
    if handout.warehouse is None:
        return _("{name}: {goods} ({reason})", name=board.ctx.name(handout.seat),
                 goods=got, reason=reason)
    return _("{warehouse}: {name} {goods} ({reason})", warehouse=warehouse(handout.warehouse),
             name=board.ctx.name(handout.seat), goods=got, reason=reason)


def level_hint(view, seat, pyramid_id: str, lvl: int) -> str:
    """A level as the board numbers it (its points), with its privilege."""
    points = data.PYRAMID_POINTS[pyramid_id][lvl - 1]
    label = data.level_label(pyramid_id, lvl)
    if lvl == 1:
        return _("{pyramid}, level {level}: {points} points, no privilege.",
                 pyramid=pyramid(pyramid_id), level=label, points=points)
    return _("{pyramid}, level {level}: {points} points. {privilege}", pyramid=pyramid(pyramid_id),
             level=label, points=points, privilege=_(PRIVILEGES[pyramid_id][lvl - 2]))

TABLE_TITLE = N_("Distribution")
NO_YIELD = N_("no yield")
HANDOUTS_TITLE = N_("Yields")

#: goods as button labels
GOOD_TITLES: tuple[str, ...] = (N_("Land"), *WAREHOUSE_NAMES)


def cost_line(view, seat, pyramid_id: str, lvl: int) -> str:
    """The preview over a pyramid level while a worker is held."""
    return _("Level {level} of {pyramid}", level=data.level_label(pyramid_id, lvl),
             pyramid=pyramid(pyramid_id))


def market_card_hint(card: int) -> str:
    trade = data.MARKET_CARDS[card]
    return _("Market card: {give_count} {give} for {get_count} {get}, as often as you wish.",
             give_count=trade.give_count, give=good(trade.give), get_count=trade.get_count,
             get=good(trade.get))


def threshold_hint(value: int) -> str:
    if value == data.NO_YIELD:
        return _("No yield: only players in the Religion pyramid claim these goods.")
    return _("Threshold {n}: the goods are distributed when the warehouse holds at least {n}.",
             n=value)


def die_hint(view) -> str:
    return _("Year {year}; the current market is {good}.", year=view.year,
             good=good(view.die))


def supply_hint(view, g: int) -> str:
    return ngettext("The general supply: {n} {good} left.", "The general supply: {n} {good} left.",
                    view.supply[g], good=good(g))


def stand_hint() -> str:
    return _("The market stand: a market is held when the die lies under it.")
