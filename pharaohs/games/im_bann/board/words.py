"""The words of the Im Bann table: the prompt, the panel lines and the message line.

Every sentence is a translatable message (domain ``im_bann``); card and item
names come from the rules' data, so the German catalogue names them once.
"""

from __future__ import annotations

from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import Message, _, ngettext
from pharaohs.games.im_bann import rules
from pharaohs.games.im_bann.rules import (
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
    data,
)
from pharaohs.games.im_bann.rules.cards import card_label
from pharaohs.games.im_bann.rules.series import game_number
from pharaohs.games.im_bann.rules.state import (
    adventure_value,
    entered,
    has_mummy,
    requirement,
    showcase_sum,
)
from pharaohs.ui.kit.phrases import first_said, listed


def items_name(item: str) -> str:
    """"ropes", translated where it fills a sentence."""
    return Message(data.ITEM_NAMES[item][2])


def item_title(item: str) -> str:
    """"Rope", translated where it stands alone."""
    return Message(data.ITEM_NAMES[item][0])


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, in a few words."""
    phase = view.phase
    if phase == SIDE:
        return _("choose the adventures' side")
    if phase == rules.TURN:
        return _("draw, exchange or play")
    if phase == EXCHANGE:
        return _("click cards to put back, then the pile")
    if phase == AFTER_DRAW:
        return _("pass the mummy (give up 3) or end the turn")
    if phase == PLAY:
        if view.scarab:
            return _("Scarab: play more {items}",
                     items=items_name(view.depot))
        return _("complete the adventure or end the turn")
    if phase == DEPOT:
        return _("Magic Power: click an item of the depot")
    if phase == EXTRA:
        return _("exact value! Turn the depot and play again")
    if phase == CURSE_CHOICE:
        return _("Curse: give up a card of your showcase")
    if phase == CURSE_SELF:
        return _("Curse: on yourself too?")
    if phase == PASS_MUMMY:
        return _("click the fellow player who gets the mummy")
    if phase == SHED:
        if view.shed < data.MUMMY_SHED:
            return _("give up equipment ({given} of {need})",
                     given=view.shed, need=data.MUMMY_SHED)
        return _("click a player at the King's Chamber")
    if phase == INTERLUDE:
        return _("game {number} of {games} scored: next game", number=game_number(view),
                 games=data.series_games(view.players))
    return _("the game is over")


def foreign_showcase(card: str, played: bool = True) -> str:
    """Why a card let go on a fellow player's showcase springs back, in the rulebook's
    words: played cards lie in front of their own player (the mummy goes to a random
    fellow player, the Curse strikes all of them); a card given up goes to the discard
    pile."""
    if not played:
        return _("A card given up from your showcase goes onto the discard pile: drop it "
                 "there.")
    if card == data.MUMMY:
        return _("The mummy goes into the showcase of a random fellow player, not one you "
                 "choose: drop it on your own showcase to play it.")
    if card == data.CURSE:
        return _("The Curse strikes all other players at once: drop it on your own "
                 "showcase to play it.")
    return _("The players lay the cards they play in front of themselves, in their own "
             "showcase: drop it on yours.")


def need_line(view, seat: int) -> str:
    """The showcase's sum against what the current adventure needs."""
    if entered(view, seat):
        return _("In the chamber!")
    total, need = showcase_sum(view.showcases[seat]), requirement(view, seat)
    if view.stages[seat] >= data.CHAMBER:
        return _("{total} of exactly {need}", total=total, need=need)
    return _("{total} of {need}", total=total, need=need)


def short_stage_line(view, seat: int) -> str:
    """Where the archaeologist stands, in a few words for a seat box."""
    stage = view.stages[seat]
    if stage >= data.ENTERED:
        return _("In the King's Chamber")
    if stage == data.CHAMBER:
        return _("King's Chamber: {value}", value=view.chamber)
    return _("Adventure {number}: {value}", number=stage + 1, value=adventure_value(view, stage))


def progress_line(view, seat: int) -> str:
    """Where the archaeologist stands and how far the showcase has come, in one line (the
    seat box's "Adventure 2: 9" above the showcase and "3 of 9" below it)."""
    stage = view.stages[seat]
    if stage >= data.ENTERED:
        return _("Entered the King's Chamber")
    total, need = showcase_sum(view.showcases[seat]), requirement(view, seat)
    if stage == data.CHAMBER:
        return _("King's Chamber: {total} of exactly {need}", total=total, need=need)
    return _("Adventure {number}: {total} of {need}", number=stage + 1, total=total,
             need=need)


def panel_lines(board, view, seat: int, viewer) -> list[str]:
    """The seat's adventure and showcase, the mummy and (in a series) the minus points so
    far, most needed first: three lines at most, as many as five panels hold in the
    smallest window (the hand's size is on the seat's box on the board)."""
    lines = [progress_line(view, seat)]
    if has_mummy(view, seat):
        lines.append(_("Holds the mummy (+{penalty})", penalty=data.MUMMY_PENALTY))
    if view.multigame:
        # minus points are the negative scores, held back while a scoring is read out
        lines.append(ngettext("Series: {n} minus point", "Series: {n} minus points",
                              -board.ctx.shown_scores(view)[seat]))
    return lines


def secret(board, view, seat: int) -> bool:
    """Hands are private for the whole game: the screen shows the hand of the seat at it."""
    return view.phase != OVER


def describe(board, seat: int, move, before, after) -> str | None:
    """A short sentence for the message line about a committed move (table views): the
    cards drawn and given, the play of a card, the adventure, and the rest."""
    return first_said((_cards_said, _played_said, _adventure_said, _other_said),
                      board, seat, move, before, after)


def _cards_said(board, seat: int, move, before, after) -> str | None:
    """Cards drawn, exchanged, put back or given up (those drawn named where seen)."""
    kind = type(move)
    if kind is Draw:
        drawn = _drawn(before, after, seat)
        if drawn:
            return _("draws {cards}", cards=drawn)
        return ngettext("draws {n} card", "draws {n} cards", move.count)
    if kind is Exchange:
        return _("exchanges cards")
    if kind is PutBack:
        return _("puts back {card}", card=card_label(move.card))
    if kind is FinishExchange:
        drawn = _drawn(before, after, seat)
        if drawn:
            return _("draws {cards} in exchange", cards=drawn)
        count = len(before.exchange)
        return ngettext("draws {n} new card", "draws {n} new cards", count)
    if kind is ShedForMummy:
        return _("gives up {card} for the mummy", card=card_label(move.card))
    if kind is YieldToCurse:
        return _("gives up {card} to the Curse", card=card_label(move.card))
    return None


def _played_said(board, seat: int, move, before, after) -> str | None:
    """A card played: the Mummy (to whom it went), the Curse, or any other."""
    if type(move) is not PlayCard:
        return None
    if move.card == data.MUMMY:
        victim = next(s for s in range(after.players)
                      if has_mummy(after, s) and not has_mummy(before, s))
        return _("plays the Mummy: it goes to {name}", name=board.ctx.name(victim))
    if move.card == data.CURSE:
        return _("plays the Curse: every other player loses a card")
    return _("plays {card}", card=card_label(move.card))


def _adventure_said(board, seat: int, move, before, after) -> str | None:
    """An adventure completed: into the King's Chamber, exactly (plays again), or over."""
    if type(move) is not Complete:
        return None
    need, total = requirement(before, seat), showcase_sum(before.showcases[seat])
    if after.stages[seat] >= data.ENTERED:
        return _("enters the King's Chamber with exactly {total}!", total=total)
    if total == need:
        return _("completes adventure {number} with exactly {total}: turns the depot and "
                 "plays again", number=before.stages[seat] + 1, total=total)
    return _("completes adventure {number} with {total} (it needed {need})",
             number=before.stages[seat] + 1, total=total, need=need)


def _other_said(board, seat: int, move, before, after) -> str | None:
    """The depot, the mummy passed, the Curse on the own showcase, the turn, the series
    and the side of the adventure cards."""
    kind = type(move)
    if kind is TurnDepot:
        return _("turns the depot to {items}", items=items_name(move.item))
    if kind is PassMummy:
        return _("passes the mummy to {name}", name=board.ctx.name(move.to))
    if kind is CurseOwnShowcase:
        return _("also loses a random card") if move.remove else _("keeps the own showcase")
    if kind is EndTurn:
        return _("ends the turn")
    if kind is NextGame:
        return _("deals game {number}", number=len(after.series) + 1)
    if kind is rules.ChooseSide:
        if move.side == data.SHORT:
            return _("chooses the short side of the adventure cards")
        return _("chooses the long side of the adventure cards")
    return None


def drawn_line(cards) -> str:
    """The cards a player has just drawn, for the moment before the screen passes on."""
    return _("you drew {cards}", cards=listed(card_label(card) for card in cards))


def _drawn(before, after, seat: int):
    """The cards ``seat`` just drew, listed, if the viewer sees that hand (else None)."""
    hand = list(after.hands[seat])
    if any(isinstance(card, Hidden) for card in hand):
        return None
    for card in before.hands[seat]:
        if card in hand:
            hand.remove(card)
    return listed(card_label(card) for card in sorted(hand)) if hand else None


def period(board, view):
    """The move log's heading in a series: the game being played (None otherwise)."""
    if not view.multigame:
        return None
    return _("Game {number} of {games}", number=len(view.series) + 1,
             games=data.series_games(view.players))


def series_line(view) -> str | None:
    """The board's header in a series: which game of how many is on the table (None in a
    single game)."""
    if not view.multigame:
        return None
    number, games = game_number(view), data.series_games(view.players)
    if view.phase in (INTERLUDE, OVER):
        return _("Series: game {number} of {games} is scored", number=number, games=games)
    return _("Series: game {number} of {games}", number=number, games=games)
