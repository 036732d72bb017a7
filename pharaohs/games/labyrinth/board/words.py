"""The words of the Labyrinth table: the prompt, the panel lines and the message line.

They describe the state and the moves in the rulebook's terms; the hover hints
are in ``hints``.
"""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.grid import SIZE
from pharaohs.games.labyrinth.rules import (
    Bet,
    ChooseEntrance,
    EndTurn,
    PlaceTile,
    PlaceTreasure,
    data,
)
from pharaohs.ui.wording import plural


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, in a few words."""
    if view.phase == "over":
        return "the pyramid is complete"
    if view.phase == "bet":
        if rules.must_bet(view, seat):
            return "bet High or Low on the next card"
        return "wait while the others bet"
    if view.done[seat]:
        return "wait for the others to finish this turn"
    tile = view.revealed[-1]
    turn = rules.turn(view)
    if view.current[seat] is None:
        if board.tiles.pending_for(view, seat):
            return f"confirm tile {tile} here (R turns it)"
        return f"place tile {tile}"
    if view.entrances[seat] is None and turn == data.ENTRANCE_BY_TURN:
        return f"choose your entrance (turn {turn} is the last chance)"
    if rules.free_scarabs(view, seat) and rules.treasure_colours(view, seat):
        return "place treasure on the scarabs or press Done"
    if view.entrances[seat] is None and turn < data.ENTRANCE_BY_TURN:
        return "choose your entrance or press Done"
    return "press Done to end your turn"


def panel_lines(view, seat: int, viewer) -> list[str]:
    """The path, the treasures left, and the bet or what the seat is doing."""
    lines = []
    entrance = view.entrances[seat]
    if entrance:
        paces = len(rules.path_from(view.boards[seat], entrance))
        lines.append(f"Path {plural(paces, 'pace')} · {entrance[0]} {entrance[1]}")
    else:
        lines.append("No entrance chosen yet")
    parts = [f"{n} {c}" for c, n in zip(data.COLOURS, view.stock[seat], strict=True)
             if c != "purple" or n]
    lines.append("Left: " + " · ".join(parts))
    if rules.with_betting(view):
        lines.append(bet_line(view, seat, viewer))
    else:
        lines.append(status_line(view, seat))
    return lines


def status_line(view, seat: int) -> str:
    if view.phase == "over":
        return "Finished"
    if view.phase == "bet":
        return "Betting" if rules.must_bet(view, seat) else "Waiting"
    if view.done[seat]:
        return "Turn ended"
    if view.current[seat] is None:
        return f"Placing tile {view.revealed[-1]}"
    return "Placing treasures"


def bet_line(view, seat: int, viewer) -> str:
    """The bet itself only to its player; to the others only that one lies face down."""
    bet = view.bets[seat]
    if bet in data.BET_GUESSES and seat == viewer:
        return f"Your bet: {bet.capitalize()} (hidden)"
    if bet is not None:
        return "Bet placed face down"
    if rules.must_bet(view, seat):
        return "Betting on the next card"
    return bet_record(view, seat)


def bet_record(view, seat: int) -> str:
    """The seat's betting so far: the latest round's streak and the purples won."""
    log = view.bet_log[seat]
    won = view.purples_won[seat]
    if not log:
        text = f"Bets start before card {data.BETTING_ROUNDS[0][0]}"
    else:
        index, (first, last) = next(
            (i, r) for i, r in enumerate(data.BETTING_ROUNDS) if r[0] <= log[-1].card <= r[1])
        this = [b for b in log if first <= b.card <= last]
        right = sum(b.outcome != "wrong" for b in this)
        if any(b.outcome == "wrong" for b in this):
            text = f"Bet round {index + 1}: out after {right} right"
        elif len(this) == last - first + 1:
            text = f"Bet round {index + 1}: {right} in a row"
        else:
            text = f"Bet round {index + 1}: {right} right, in"
    return text + (f" · {plural(won, 'purple')} won" if won else "")


def secret(view, seat: int) -> bool:
    """A bet is private from the moment it may be made until the card is revealed."""
    if view.phase != "bet":
        return False
    return view.bets[seat] in data.BET_GUESSES or rules.must_bet(view, seat)


def describe(board, seat: int, move, before, after) -> str | None:
    """A short sentence for the message line about a committed move."""
    if isinstance(move, PlaceTile):
        row, col = divmod(move.space, SIZE)
        message = f"laid tile {after.revealed[-1]} on row {row + 1}, column {col + 1}"
        entrance = after.entrances[seat]
        if entrance:
            old = len(rules.path_from(before.boards[seat], entrance))
            new = len(rules.path_from(after.boards[seat], entrance))
            if new != old:
                message += f" (path {old} to {new} paces)"
        return message + "."
    if isinstance(move, PlaceTreasure):
        return (f"put a {move.colour} treasure ({data.VALUES[move.colour]}) on tile "
                f"{after.revealed[-1]}.")
    if isinstance(move, ChooseEntrance):
        paces = len(rules.path_from(after.boards[seat], after.entrances[seat]))
        return f"enters by the {move.portal} portal, {move.side} side ({paces} paces)."
    if isinstance(move, EndTurn):
        return "ended the turn." + revealed(board, before, after)
    if isinstance(move, Bet):
        return "placed a bet face down." + revealed(board, before, after)
    return None


def revealed(board, before, after) -> str:
    """What the end of a turn or the last bet brought: the next card, the bets' outcomes."""
    if after.phase == "over":
        return " The pyramids are complete."
    if after.phase == "bet" and before.phase != "bet":
        return f" Bets now: higher or lower than {after.revealed[-1]}?"
    if len(after.revealed) > len(before.revealed):
        message = f" Card {after.revealed[-1]} is revealed."
        outcomes = []
        for seat in range(after.players):
            if len(after.bet_log[seat]) > len(before.bet_log[seat]):
                record = after.bet_log[seat][-1]
                outcomes.append(f"{board.ctx.name(seat)} bet {record.guess}: "
                                f"{record.outcome}")
        if outcomes:
            message += " " + "; ".join(outcomes) + "."
        return message
    return ""
