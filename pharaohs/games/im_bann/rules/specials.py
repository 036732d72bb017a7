"""Playing cards into the showcase, and the special cards' effects.

Equipment goes into the showcase when the depot's arrow points to its item:
one card a turn, any number after a Scarab. One special card a turn, before
the equipment card: Magic Power turns the depot; the Mummy goes to a random
fellow player; the Curse takes a random equipment or protection card from every
other player (a protected player chooses which card to give up); Protection
stays in the showcase; the Scarab opens the way for more equipment.
"""

from __future__ import annotations

from pharaohs.core.i18n import Message, _
from pharaohs.games.im_bann.rules.cards import card_label, without
from pharaohs.games.im_bann.rules.data import (
    ADVANCED,
    CARD_ITEM,
    CURSE,
    DEPOT_MAY_STAY,
    ITEM_NAMES,
    ITEMS,
    MAGIC,
    MUMMY,
    PROTECTION,
    SCARAB,
    SPECIALS,
)
from pharaohs.games.im_bann.rules.state import (
    CURSE_CHOICE,
    CURSE_SELF,
    DEPOT,
    PLAY,
    ImBannState,
    evolve,
    others,
    replaced,
)


def playable(state: ImBannState, seat: int) -> list[str]:
    """The distinct cards of ``seat``'s hand that may be played now, in hand order.

    The rules ask this on every step, so the refusals of ``_play_refusal`` are asked
    once for all equipment and once for all special cards, and the hand (kept sorted)
    is met with the faces they leave open as sets."""
    item = state.depot if _equipment_refusal(state) is None else None
    cards = sorted(_OPEN_FACES[item, _special_refusal(state) is None].intersection(
        state.hands[seat]))
    if MUMMY in cards and _mummy_refusal(state, MUMMY) is not None:
        cards.remove(MUMMY)
    return cards


def _open_faces(item: str | None, specials: bool) -> frozenset[str]:
    """The card faces that may be played when equipment of ``item`` (None: no equipment)
    and, with ``specials``, special cards may be."""
    equipment = {card for card, its in CARD_ITEM.items() if its == item}
    return frozenset(equipment.union(SPECIALS) if specials else equipment)


#: ``_open_faces`` for every item (and None) with and without special cards
_OPEN_FACES: dict[tuple[str | None, bool], frozenset[str]] = {
    (item, specials): _open_faces(item, specials)
    for item in (*ITEMS, None) for specials in (True, False)}


def explain_play(state: ImBannState, seat: int, card) -> str | None:
    if card not in state.hands[seat]:
        return _("You have no {card} in hand.", card=card_label(card))
    refusal = _play_refusal(state, card)
    if refusal is None:
        return None
    if refusal == "depot":
        item = CARD_ITEM[card]
        return _("The depot points at {items}: {an_item} can't be played now.",
                 items=Message(ITEM_NAMES[state.depot][2]), an_item=Message(ITEM_NAMES[item][1]))
    return _REFUSALS[refusal]


#: why a card in hand may not be played, by the short key ``_play_refusal`` answers
_REFUSALS = {
    "no_fellow": _("No fellow player is left to receive the mummy."),
    "one_special": _("Only one special card may be played per turn."),
    "special_first": _("A special card is played before the equipment card, not after it."),
    "one_equipment": _("Only one equipment card may be played per turn, unless a Scarab "
                       "was played."),
}


def _play_refusal(state: ImBannState, card: str) -> str | None:
    """Why a card in hand may not be played now, as a key of ``_REFUSALS`` (or "depot"),
    or None; a key, not a sentence, because the rules ask this for every card in hand."""
    item = CARD_ITEM.get(card)
    if item is None:
        return _mummy_refusal(state, card) or _special_refusal(state)
    if item != state.depot:
        return "depot"
    return _equipment_refusal(state)


def _mummy_refusal(state: ImBannState, card: str) -> str | None:
    """The Mummy needs a fellow player to go to."""
    if card == MUMMY and not others(state, state.current):
        return "no_fellow"
    return None


def _special_refusal(state: ImBannState) -> str | None:
    """Why no special card may be played now: one a turn, before the equipment."""
    if state.special_played:
        return "one_special"
    if state.equipment_played:
        return "special_first"
    return None


def _equipment_refusal(state: ImBannState) -> str | None:
    """Why no equipment card of the depot's item may be played now."""
    if state.equipment_played and not state.scarab:
        return "one_equipment"
    return None


def play_card(state: ImBannState, seat: int, card: str) -> ImBannState:
    """``seat`` plays ``card`` from hand; special cards take effect at once."""
    hands = replaced(state.hands, seat, without(state.hands[seat], card))
    if card in CARD_ITEM:
        return evolve(state, hands=hands, phase=PLAY,
                      equipment_played=state.equipment_played + 1,
                      showcases=replaced(state.showcases, seat, state.showcases[seat] + (card,)))
    played = {"hands": hands, "phase": PLAY, "special_played": True}
    if card == PROTECTION:
        return evolve(state, played, showcases=replaced(
            state.showcases, seat, state.showcases[seat] + (card,)))
    if card == MUMMY:
        victim, rng = state.rng.choice(others(state, seat))
        return evolve(state, played, rng=rng, showcases=replaced(
            state.showcases, victim, state.showcases[victim] + (MUMMY,)))
    discard = state.discard + (card,)
    if card == MAGIC:
        return evolve(state, played, discard=discard, phase=DEPOT)
    if card == SCARAB:
        return evolve(state, played, discard=discard, scarab=True)
    assert card == CURSE
    return curse(evolve(state, played, discard=discard), seat)


# -- the depot --------------------------------------------------------------------------
def depot_targets(state: ImBannState) -> tuple[str, ...]:
    """Where the depot may be turned (``data.DEPOT_MAY_STAY``: also where it points)."""
    return ITEMS if DEPOT_MAY_STAY else tuple(i for i in ITEMS if i != state.depot)


def explain_turn_depot(state: ImBannState, item) -> str | None:
    if item not in ITEMS:
        return _("The depot shows ladders, pickaxes, ropes and torches.")
    if item not in depot_targets(state):
        return _("The arrow points to {items} already.", items=Message(ITEM_NAMES[item][2]))
    return None


# -- the Curse ------------------------------------------------------------------------------
def curse_losses(showcase) -> tuple[str, ...]:
    """The cards a Curse may take from a showcase: equipment and protection."""
    return tuple(c for c in showcase if c in CARD_ITEM or c == PROTECTION)


def curse(state: ImBannState, seat: int) -> ImBannState:
    """Every other player loses a random equipment or protection card; those with
    protection choose which card to give up (``YieldToCurse``), in turn order."""
    showcases, discard, rng = list(state.showcases), state.discard, state.rng
    protected = []
    for victim in others(state, seat):
        losses = curse_losses(showcases[victim])
        if not losses:
            continue
        if PROTECTION in losses:
            protected.append(victim)
            continue
        card, rng = rng.choice(losses)
        showcases[victim] = without(showcases[victim], card)
        discard += (card,)
    state = evolve(state, showcases=tuple(showcases), discard=discard, rng=rng,
                                cursed=tuple(protected))
    return evolve(state, phase=CURSE_CHOICE) if protected else after_curse(state)


def after_curse(state: ImBannState) -> ImBannState:
    """Advanced: the Curse's player may now lose a random card of his own showcase."""
    own = own_curse_losses(state)
    if state.variant == ADVANCED and own:
        return evolve(state, phase=CURSE_SELF)
    return evolve(state, phase=PLAY)


def own_curse_losses(state: ImBannState) -> tuple[str, ...]:
    """Cards the advanced Curse may take from its player's own showcase (never the mummy)."""
    return tuple(c for c in state.showcases[state.current] if c != MUMMY)


def explain_yield(state: ImBannState, seat: int, card) -> str | None:
    if card not in curse_losses(state.showcases[seat]):
        return _("Give up a protection or equipment card from your showcase.")
    return None


def yield_to_curse(state: ImBannState, seat: int, card: str) -> ImBannState:
    state = evolve(
        state, showcases=replaced(state.showcases, seat, without(state.showcases[seat], card)),
        discard=state.discard + (card,), cursed=state.cursed[1:])
    return state if state.cursed else after_curse(state)


def curse_own_showcase(state: ImBannState, remove: bool) -> ImBannState:
    seat = state.current
    if remove:
        card, rng = state.rng.choice(own_curse_losses(state))
        state = evolve(
            state, rng=rng, discard=state.discard + (card,),
            showcases=replaced(state.showcases, seat, without(state.showcases[seat], card)))
    return evolve(state, phase=PLAY)
