"""The board's sentences: the prompt, the panels, the message line and the phase 2 log."""

from __future__ import annotations

from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import _, ngettext
from pharaohs.games.dahschur.rules import GAME
from pharaohs.games.dahschur.rules import moves as M
from pharaohs.games.dahschur.rules.avenue import running_points
from pharaohs.games.dahschur.rules.data import GOLD
from pharaohs.games.dahschur.rules.points import total
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
    gift_on_display,
    offerings,
)
from pharaohs.games.dahschur.rules.wording import A_GEM
from pharaohs.ui.kit.phrases import semicolons


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, in one phrase."""
    name = board.ctx.name
    phase = view.phase
    if phase == GIFT:
        return _("lay a prince card on the prince's gift for {name}", name=name(view.active))
    if phase == THIRD:
        return _("lay your third prince card in your row")
    if phase == FINALE:
        return _("drag a disc onto a chamber card of its number")
    if phase == TASKS:
        return _task_prompt(view)
    if phase != ACTIONS:
        return ""
    step = view.step
    if step == "":
        return _("click a card of the prince's gift to use it")
    value = view.in_use.value
    if step == CHOOSE:
        return _("card {value}: drag merchant, gem, plate or offering",
                 value=value)
    if step == MARKET:
        return _("buy the gemstone here?")
    if step == AVENUE:
        return _("more gems, or end the action (+{points} AP)",
                 points=running_points(view))
    if step == RECLAIM:
        return _("click a stall: all your goods stones there come back")
    return ""


def _task_prompt(view) -> str:
    task = view.tasks[0]
    if task.kind == SILVER_CHOICE:
        return _("reward 1: click a city for its silver disc")
    if task.kind == REWARD2_CHOICE:
        return _("reward 2: an offering to the front, or a gem from the bag")
    if task.kind == LOSER_CHOICE:
        return _("lost the roll: an offering on, or goods back from a stall")
    if task.kind == DISC_CHOICE:
        return _("city {number}: take the gold or the silver disc",
                 number=view.cities[task.city].number)
    if task.kind == BURY_CHOICE:
        return _("click your card for burial chamber {round}", round=view.round)
    return ""


def finale_order(board, view) -> list:
    """The finale's order of offerings still to come, longest first: every name, then
    fewer names and how many more (a long order in a small window, never cut off)."""
    names = [board.ctx.name(view.procession[space]) for space in view.finale]
    return [_("Offerings in turn: {order}", order=", ".join(names)),
            *(ngettext("Offerings in turn: {order} and {n} more",
                       "Offerings in turn: {order} and {n} more", len(names) - shown,
                       order=", ".join(names[:shown]))
              for shown in range(len(names) - 1, 0, -1))]


def secret(board, view, seat: int) -> bool:
    """Prince cards in hand and collected discs are private all game long."""
    return view.phase != OVER


def panel_lines(board, view, seat: int, viewer) -> list[str]:
    """A seat's supply; its hand and discs only for itself."""
    rubies, emeralds, sapphires = view.gems[seat]
    lines = [_("Gems: {r} red, {e} green, {s} blue", r=rubies, e=emeralds, s=sapphires),
             _("Goods: {goods} · offerings: {offerings}", goods=view.goods[seat],
               offerings=len(offerings(view, seat)))]
    discs = view.discs[seat]
    if seat == viewer:
        values = " ".join(("G" if k == GOLD else "S") + str(v) for k, v in discs) or "–"
        lines.append(_("Discs: {discs}", discs=values))
        lines.append(_("Hand: {cards}", cards=" ".join(map(str, view.hands[seat])) or "–"))
    else:
        gold = sum(1 for d in discs if isinstance(d, Hidden) and "gold" in d.kind)
        lines.append(_("Discs: {gold} gold, {silver} silver", gold=gold,
                       silver=len(discs) - gold))
        lines.append(ngettext("Hand: {n} prince card", "Hand: {n} prince cards",
                              len(view.hands[seat])))
    return lines


def describe(board, seat: int, move, before, after) -> str | None:
    """The sentence for a committed move, with what phase 2 decided because of it."""
    said = _said(board, seat, move, before, after)
    decided = _new_events(before, after)
    if said is None or not decided:
        return said
    return _("{done}. Phase 2: {events}", done=said,
             events=semicolons(*lines_of(decided, board.ctx.name)))


def _new_events(before, after) -> tuple:
    """The phase 2 events of ``after`` that ``before`` did not have yet."""
    old = before.events
    return after.events[len(old):] if after.events[:len(old)] == old else after.events


def _said(board, seat: int, move, before, after) -> str | None:
    kind = type(move)
    if kind is M.GiftPrince:
        if move.value in gift_on_display(before):
            return _("shows the hand (only values on display) and lays prince card {value}",
                     value=move.value)
        return _("lays prince card {value} on the prince's gift", value=move.value)
    if kind is M.LayThirdPrince:
        return _("lays prince card {value} face up", value=move.value)
    if kind is M.UsePrince:
        return _("uses prince card {value}", value=after.in_use.value)
    if kind is M.MoveMerchant:
        return _("moves the merchant to market stall {stall}", stall=move.stall)
    if kind is M.BuyGem:
        return _("buys {gem}", gem=A_GEM[_bought(before, after, seat)])
    if kind is M.PlaceGem:
        return _("sets {gem} on the splendid avenue ({points} AP in total)",
                 gem=A_GEM[move.gem], points=total(after, seat))
    if kind is M.EndAction:
        return _("ends the action")
    if kind is M.SwapPlates:
        return _("swaps plates {a} and {b}", a=move.a + 1, b=move.b + 1)
    if kind in (M.TakeBackGoods, M.ReclaimStall):
        return _("takes goods stones back from market stall {stall}", stall=move.stall)
    if kind is M.Offer:
        return _("moves an offering to procession space {space}", space=move.target + 1)
    if kind is M.TakeSilver:
        return _("takes the silver disc of city {number}", number=before.cities[move.city].number)
    if kind is M.TakeGem:
        return _("takes {gem} from the bag", gem=A_GEM[move.gem])
    if kind is M.TakeDisc:
        disc = _new_disc(before, after, seat)
        if disc is not None:
            number = before.cities[move.city].number
            if disc[0] == GOLD:
                return _("takes the gold disc {value} of city {number}", value=disc[1],
                         number=number)
            return _("takes the silver disc {value} of city {number}", value=disc[1],
                     number=number)
        return _("takes a disc of city {number}", number=before.cities[move.city].number)
    if kind is M.BuryPrince:
        return _("lays a prince card into burial chamber {round}", round=before.round)
    if kind is M.PlaceDisc:
        return _("places disc {value} in burial chamber {chamber}", value=move.value,
                 chamber=move.chamber + 1)
    return None


def _new_disc(before, after, seat: int):
    """The disc ``seat`` just took, as (kind, value), if the viewer may see it."""
    new = [d for d in after.discs[seat] if not isinstance(d, Hidden)]
    for disc in before.discs[seat]:
        if disc in new:
            new.remove(disc)
    return new[0] if len(new) == 1 else None


def period(board, view) -> str:
    """The move log's heading: how far the game is (the rules' ``progress``)."""
    return GAME.progress(view)


def _bought(before, after, seat: int) -> int:
    return next(g for g in range(3) if after.gems[seat][g] > before.gems[seat][g])


def event_lines(view, name) -> list[str]:
    """Phase 2 as it happened this round: die rolls, rewards, tributes, new cities."""
    return lines_of(view.events, name)


def lines_of(events, name) -> list[str]:
    """Phase 2 events in words, one line each."""
    lines = []
    for event in events:
        if event.kind == "roll":
            rolls = ", ".join(f"{name(s)} {p}" for s, p in event.rolls)
            lines.append(_("Die: {rolls}", rolls=rolls))
        elif event.kind == "reward":
            lines.append(_("Reward {n}: {name} (card {value})",
                           n=event.stage[-1], name=name(event.seat), value=event.value))
        elif event.kind == "tribute":
            lines.append(_("City {number}: {name}", number=event.value, name=name(event.seat)))
        elif event.kind == "refill":
            lines.append(_("New city card {number}", number=event.value))
    return lines
