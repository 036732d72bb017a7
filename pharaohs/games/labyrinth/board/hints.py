"""Hover hints on the Labyrinth table: what a click or a drag there would do, or what
lies there (a treasure's score, a pace of the path, another player's pyramid).
"""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import gestures, main_pyramid
from pharaohs.games.labyrinth.rules import data


def hover_hint(board, pos, view, viewer) -> str | None:
    if board.drag.dragging:
        return drag_hint(board, pos, view, viewer)
    target = gestures.target(board, pos, view, viewer)
    if target is None:
        return None
    kind = target[0]
    if kind == "supply":
        return (f"Drag tile {view.revealed[-1]} onto an empty space; "
                "the wheel, right click or R turns it")
    if kind == "pending":
        return "Click, R or the wheel turns the tile; Enter or Confirm lays it"
    if kind == "entrance":
        portal, side = target[1], target[2]
        paces = main_pyramid.entrance_counts(board, view, viewer)[(portal, side)]
        return (f"Enter by the {portal} portal, {side} side: {paces} paces now "
                "(click to choose)")
    if kind == "scarab":
        colour = gestures.click_colour(board, view, viewer)
        return f"Click to place a {colour} treasure ({data.VALUES[colour]}) here"
    if kind == "treasure":
        return treasure_hint(view, viewer, target[1])
    if kind == "bet":
        word = "higher" if target[1] == "high" else "lower"
        return f"Bet that the next card is {word} than {view.revealed[-1]} (click or drag)"
    if kind == "piece":
        return piece_hint(board, view, viewer, target[1], target[2])
    if kind == "pace":
        return f"Pace {target[1]} of the path"
    if kind == "other":
        seat = target[1]
        paces = len(rules.entrance_path(view, seat))
        return (f"{board.ctx.name(seat)}: {paces} paces, treasures "
                f"{rules.treasure_points(view, seat)} points")
    return None


def treasure_hint(view, viewer, colour: str) -> str:
    """A colour in the supply: its value, how many are left, whether it may go now."""
    count = view.stock[viewer][data.COLOURS.index(colour)]
    allowed = rules.treasure_colours(view, viewer)
    message = f"{colour.capitalize()} treasure, {data.VALUES[colour]} points: {count} left"
    if colour in allowed and rules.free_scarabs(view, viewer):
        return message + "; drag it onto a scarab"
    if view.variant != "professional" and allowed and colour not in allowed:
        return message + f"; your {allowed[0]} ones go first"
    return message


def piece_hint(board, view, viewer, row: int, col: int) -> str | None:
    """A treasure on the big pyramid: what it scores now, or why nothing."""
    seat = board.main_seat(view, viewer)
    for t in rules.treasure_report(view, seat):
        if (t.row, t.col) == (row, col):
            if t.scores:
                mult = f" ×{t.multiplier}" if view.variant == "professional" else ""
                return (f"{t.colour.capitalize()} treasure: scores {t.points} "
                        f"(touches the path at pace {t.pace}{mult})")
            return f"{t.colour.capitalize()} treasure: scores nothing now, {t.reason}"
    return None


def drag_hint(board, pos, view, viewer) -> str | None:
    """A dragged tile over a taken space says so before it is dropped."""
    item = board.drag.dragging
    if item.payload[0] == "tile":
        space = board.main.space_at(pos)
        if space is not None and view.boards[viewer][space] is not None:
            return f"Tile {item.payload[1]} must go on an empty space"
    return None
