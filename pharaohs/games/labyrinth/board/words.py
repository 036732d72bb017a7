"""The words of the Labyrinth table, each a translatable sentence (``pharaohs.core.i18n``):
the prompt, the panel lines, the message line, and the lines the board draws (titles,
the status under the pyramid, the card, the solo note).

They describe the state and the moves in the rulebook's terms; the hover hints
are in ``hints``. Colour, portal and side words are marked constants passed into
sentences as ``_(word)``, so they are translated too.
"""

from __future__ import annotations

from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import data
from pharaohs.games.labyrinth.rules.geometry import multiplier
from pharaohs.ui.kit.phrases import dotted, semicolons

#: the two short lines in an empty slot beside the card
SLOT_WORDS = {"here": (N_("tile"), N_("here")), "laid": (N_("tile"), N_("laid")),
              "over": (N_("all tiles"), N_("laid")), "bet": (N_("bet"), N_("slot")),
              "out": (N_("out of"), N_("this round"))}
GUESS_WORDS = {"high": N_("High"), "low": N_("Low")}
#: the action bar's buttons
DONE, TURN, CONFIRM = _("Done"), _("Turn (R)"), _("Confirm")
#: the treasure colours at the start of a line
COLOUR_TITLES = {"blue": N_("Blue"), "green": N_("Green"), "red": N_("Red"),
                 "purple": N_("Purple")}


def paces(n: int):
    return ngettext("{n} pace", "{n} paces", n)


def points(n: int):
    return ngettext("{n} point", "{n} points", n)


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, in a few words."""
    if view.phase == rules.OVER:
        return _("the pyramid is complete")
    if view.phase == rules.BET:
        return (_("bet High or Low on the next card") if rules.must_bet(view, seat)
                else _("wait while the others bet"))
    if view.done[seat]:
        return _("wait for the others to finish this turn")
    tile, turn = view.revealed[-1], rules.turn(view)
    if view.current[seat] is None:
        waiting = board.tiles.pending_for(view, seat)
        return (_("confirm tile {tile} on {space} (R turns it)", tile=tile,
                  space=rules.space_name(waiting[0]))
                if waiting else _("place tile {tile}", tile=tile))
    if view.entrances[seat] is None and turn == data.ENTRANCE_BY_TURN:
        return _("choose your entrance (turn {turn} is the last chance)", turn=turn)
    if rules.free_scarabs(view, seat) and rules.treasure_colours(view, seat):
        return _("place treasure on the scarabs or press Done")
    if view.entrances[seat] is None and turn < data.ENTRANCE_BY_TURN:
        return _("choose your entrance or press Done")
    return _("press Done to end your turn")


def panel_lines(board, view, seat: int, viewer) -> list[str]:
    """The path, the treasures left, and the bet or what the seat is doing."""
    chosen = view.entrances[seat]
    lines = [_("Path {paces} · {entrance}", paces=paces(len(rules.entrance_path(view, seat))),
               entrance=_("{portal} {side}", portal=_(chosen[0]), side=_(chosen[1])))
             if chosen else _("No entrance chosen yet")]
    left = [_("{n} {colour}", n=n, colour=_(c))
            for c, n in zip(data.COLOURS, view.stock[seat], strict=True) if c != "purple" or n]
    lines.append(_("Left: {pieces}", pieces=dotted(*left)))
    lines.append(bet_line(view, seat, viewer) if rules.with_betting(view)
                 else status_line(view, seat))
    return lines


def status_line(view, seat: int) -> str:
    if view.phase == rules.OVER:
        return _("Finished")
    if view.phase == rules.BET:
        return _("Betting") if rules.must_bet(view, seat) else _("Waiting")
    if view.done[seat]:
        return _("Turn ended")
    if view.current[seat] is None:
        return _("Placing tile {tile}", tile=view.revealed[-1])
    return _("Placing treasures")


def bet_line(view, seat: int, viewer) -> str:
    """The bet itself only to its player; to the others only that one lies face down."""
    bet = view.bets[seat]
    if bet in data.BET_GUESSES and seat == viewer:
        return _("Your bet: {guess} (hidden)", guess=_(GUESS_WORDS[bet]))
    if bet is not None:
        return _("Bet placed face down")
    if rules.must_bet(view, seat):
        return _("Betting on the next card")
    return bet_record(view, seat)


def bet_record(view, seat: int) -> str:
    """The seat's latest betting round: how many right so far, and still in or out (a
    purple won shows among the treasures left, and in the score)."""
    found = rules.round_standing(view, seat)
    if found is None:
        return _("Bets start before card {card}", card=data.BETTING_ROUNDS[0][0])
    fields = dict(round=found[0], right=found[1])
    if found[2]:
        return ngettext("Bet round {round}: out after {n} right",
                        "Bet round {round}: out after {n} right", found[1], round=found[0])
    if found[3]:
        return _("Bet round {round}: {right} right in a row", **fields)
    return _("Bet round {round}: {right} right, still in", **fields)


def secret(board, view, seat: int) -> bool:
    """A bet is private from the moment it may be made until the card is revealed."""
    return view.phase == rules.BET and (view.bets[seat] in data.BET_GUESSES
                                        or rules.must_bet(view, seat))


def describe(board, seat: int, move, before, after) -> str | None:
    """A short sentence for the message line about a committed move."""
    if isinstance(move, rules.PlaceTile):
        where = dict(tile=after.revealed[-1], space=rules.space_name(move.space))
        old, new = (len(rules.entrance_path(state, seat)) for state in (before, after))
        if after.entrances[seat] and new != old:
            return ngettext("lays tile {tile} on {space} (path {old} to {n} pace).",
                            "lays tile {tile} on {space} (path {old} to {n} paces).", new,
                            old=old, **where)
        return _("lays tile {tile} on {space}.", **where)
    if isinstance(move, rules.PlaceTreasure):
        return _("puts a {colour} treasure ({value}) on tile {tile} ({place}).",
                 colour=_(move.colour), value=data.VALUES[move.colour],
                 tile=after.revealed[-1], place=rules.quarter_name(move.row, move.col))
    if isinstance(move, rules.ChooseEntrance):
        return ngettext("enters by the {portal} portal, {side} side ({n} pace).",
                        "enters by the {portal} portal, {side} side ({n} paces).",
                        len(rules.entrance_path(after, seat)), portal=_(move.portal),
                        side=_(move.side))
    if isinstance(move, rules.EndTurn):
        return revealed(board, _("ends the turn."), before, after)
    if isinstance(move, rules.Bet):
        own = after.bets[seat] if isinstance(after.bets[seat], str) else None
        done = (_("places a bet face down ({guess}).", guess=_(GUESS_WORDS[own])) if own
                else _("places a bet face down."))
        return revealed(board, done, before, after)
    return None


def period(board, view) -> str:
    """The move log's heading: how far the game is (the rules' ``progress``)."""
    return rules.GAME.progress(view)


def revealed(board, done, before, after):
    """What the end of a turn or the last bet brought: the next card, the bets' outcomes."""
    if after.phase == rules.OVER:
        return _("{done} The pyramids are complete.", done=done)
    if after.phase == rules.BET and before.phase != rules.BET:
        return _("{done} Bets now: higher or lower than {card}?", done=done,
                 card=after.revealed[-1])
    if len(after.revealed) <= len(before.revealed):
        return done
    outcomes = [_("{name} bet {guess}: {outcome}", name=board.ctx.name(seat),
                  guess=_(GUESS_WORDS[after.bet_log[seat][-1].guess]),
                  outcome=_(OUTCOME_WORDS[after.bet_log[seat][-1].outcome]))
                for seat in range(after.players)
                if len(after.bet_log[seat]) > len(before.bet_log[seat])]
    card = _("{done} Card {card} is revealed.", done=done, card=after.revealed[-1])
    if not outcomes:
        return card
    return _("{revealed} {outcomes}.", revealed=card, outcomes=semicolons(*outcomes))


#: the outcomes of a bet in words
OUTCOME_WORDS = {"right": N_("correct"), "wrong": N_("wrong"), "equal": N_("equal")}


# -- lines the board draws --------------------------------------------------------------
def title_info(view, seat: int) -> list:
    """Beside the big pyramid's name, longest first: the path and the treasures' points."""
    if not view.entrances[seat]:
        return [_("no entrance chosen yet")]
    fields = dict(paces=paces(len(rules.entrance_path(view, seat))),
                  points=points(rules.treasure_points(view, seat)))
    return [_("path {paces} · treasures {points}", **fields), dotted(*fields.values())]


def turn_of(view):
    return _("turn {turn} of {turns}", turn=min(rules.turn(view), data.TURNS), turns=data.TURNS)


def status_note(view, seat: int, path) -> str:
    """Under the big pyramid: paces, the next corridor marker, the professional segment."""
    if not view.entrances[seat]:
        return _("Choose your entrance by the end of turn {turn}", turn=data.ENTRANCE_BY_TURN)
    ahead = [pace for pace, _colour in data.MARKERS if pace > len(path)]
    text = dotted(paces(len(path)), _("next marker at {pace}", pace=ahead[0]) if ahead
                  else _("all markers placed"))
    if view.variant == "professional":
        text = dotted(text, _("segment ×{multiplier}", multiplier=multiplier(len(path) + 1)))
    return text


def preview_note(view, seat: int, preview) -> str:
    """What the dropped tile would do: the path, chambers closed, the score."""
    parts = []
    if view.entrances[seat]:
        parts.append(_("path +{grows} to {paces}", grows=preview.grows,
                       paces=len(preview.new_path)) if preview.grows else _("path unchanged"))
    if preview.closes:
        parts.append(ngettext("closes {n} chamber", "closes {n} chambers", len(preview.closes)))
    gain = preview.score_after - preview.score_before
    parts.append(_("score {sign}{gain} to {score}", sign="+" if gain >= 0 else "−",
                   gain=abs(gain), score=preview.score_after))
    return _("Laid here: {effects}", effects=dotted(*parts))


def card_labels(view, number) -> list:
    """Under the card, each on lines of its own: the card or the bet asked for, and with
    betting the round and card of the next bet (of this one, while it is being made)."""
    message = (_("Higher or lower than {card}?", card=number)
               if view.phase == rules.BET and number is not None else
               _("Card {card} of {cards}", card=min(rules.turn(view), data.TURNS),
                 cards=data.TURNS))
    found = rules.betting_round(view)
    if not found:
        return [message]
    fields = dict(round=found[0], card=found[1])
    return [message, _("Betting round {round}: bet {card} of 5", **fields)
            if view.phase == rules.BET else _("Next bet: round {round}, {card} of 5", **fields)]


def solo_lines(view, best) -> list:
    """The solo note: the best score, and how each treasure would score now."""
    report = sorted(rules.treasure_report(view, 0), key=lambda t: not t.scores)
    scoring = [t for t in report if t.scores]
    lines = [(_("Solo: {best}", best=best), True),
             (_("Treasures scoring now: {scoring} of {all}, {points}", scoring=len(scoring),
                all=len(report), points=points(sum(t.points for t in scoring))), False)]
    if not report:
        lines.append((_("A treasure scores in a closed chamber touching the path."), False))
    for t in report:
        where = dict(colour=_(COLOUR_TITLES[t.colour]), value=t.value,
                     place=rules.quarter_name(t.row, t.col))
        if not t.scores:
            lines.append((_("{colour} {value} on {place}: 0, {reason}", reason=t.reason,
                            **where), False))
        elif view.variant == "professional":
            lines.append((_("{colour} {value} on {place}: {points} (pace {pace} "
                            "×{multiplier})", points=points(t.points), pace=t.pace,
                            multiplier=t.multiplier, **where), False))
        else:
            lines.append((_("{colour} {value} on {place}: {points} (pace {pace})",
                            points=points(t.points), pace=t.pace, **where), False))
    return lines
