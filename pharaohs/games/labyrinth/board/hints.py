"""Hover hints on the Labyrinth table: what a click or a drag there would do, or what
lies there (a treasure's score, a pace of the path, another player's pyramid).
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import aid, gestures, main_pyramid
from pharaohs.games.labyrinth.rules import data
from pharaohs.ui.kit.aid_parts import describe, part_hint


def hover_hint(board, pos, view, viewer) -> str | None:
    if board.drag.dragging:
        return drag_hint(board, pos, view, viewer)
    target = gestures.target(board, pos, view, viewer)
    kind = target[0] if target else None
    if kind == "supply":
        return _("Drag tile {tile} onto an empty space; the wheel, right click or R turns it",
                 tile=view.revealed[-1])
    if kind == "pending":
        return _("Click, R or the wheel turns the tile; Enter or Confirm lays it on {space}",
                 space=rules.space_name(target[1]))
    if kind == "entrance":
        portal, side = target[1], target[2]
        return _("Enter by the {portal} portal, {side} side: {paces} paces now (click to "
                 "choose)", portal=_(portal), side=_(side),
                 paces=main_pyramid.entrance_counts(board, view, viewer)[(portal, side)])
    if kind == "scarab":
        colour = gestures.click_colour(board, view, viewer)
        return _("Click to place a {colour} treasure ({value}) on {place}", colour=_(colour),
                 value=data.VALUES[colour], place=rules.quarter_name(target[1], target[2]))
    if kind == "treasure":
        return treasure_hint(view, viewer, target[1])
    if kind == "bet":
        return (_("Bet that the next card is higher than {card} (click or drag)",
                  card=view.revealed[-1]) if target[1] == "high" else
                _("Bet that the next card is lower than {card} (click or drag)",
                  card=view.revealed[-1]))
    if kind == "piece":
        return piece_hint(board, view, viewer, target[1], target[2])
    if kind == "pace":
        return _("Pace {pace} of the path, on {place}", pace=target[1],
                 place=rules.quarter_name(*board.main.quarter_at(pos)))
    if kind == "other":
        seat = target[1]
        return _("{name}: {paces} paces, treasures {points} points", name=board.ctx.name(seat),
                 paces=len(rules.entrance_path(view, seat)),
                 points=rules.treasure_points(view, seat))
    return board_hint(board, pos, view, viewer)


def board_hint(board, pos, view, viewer) -> str | None:
    """Where nothing can be done: what this part of the board is (a chamber, a corridor,
    an entrance chip, the card, the other pyramids), from the player aid."""
    if viewer is not None:
        seat = board.main_seat(view, viewer)
        quarter = board.main.quarter_at(pos)
        if quarter is not None:
            space = board.main.space_at(pos)
            if view.boards[seat][space] is None:
                return _("{space}: an empty space, a corridor tile goes here.",
                         space=rules.space_name(space))
            place = rules.quarter_name(*quarter)
            if quarter in rules.closed_chambers(view.boards[seat]):
                return _("{place}: {about}", place=place, about=describe(aid.CHAMBER))
            return _("{place}: sand is corridor, brick is wall; this part is not on the path "
                     "yet.", place=place)
        if any(board.main.entrance_rect(portal, side).collidepoint(pos)
               for portal, side in rules.ENTRANCE_CHOICES):
            return describe(aid.ENTRANCES)
    if view.players == 1 and board.rect("solo_note").collidepoint(pos):
        return describe(aid.SOLO)
    return part_hint(board, pos, aid.AID)


def treasure_hint(view, viewer, colour: str) -> str:
    """A colour in the supply: its value, how many are left, whether it may go now."""
    allowed = rules.treasure_colours(view, viewer)
    fields = dict(treasure=_(rules.TREASURE_NAMES[colour]), value=data.VALUES[colour],
                  count=view.stock[viewer][data.COLOURS.index(colour)])
    if colour in allowed and rules.free_scarabs(view, viewer):
        return _("{treasure}, {value} points: {count} left; drag it onto a scarab", **fields)
    if view.variant != "professional" and allowed and colour not in allowed:
        return _("{treasure}, {value} points: {count} left; your {first} ones go first",
                 first=_(allowed[0]), **fields)
    return _("{treasure}, {value} points: {count} left", **fields)


def piece_hint(board, view, viewer, row: int, col: int) -> str | None:
    """A treasure on the big pyramid: what it scores now, or why nothing."""
    report = rules.treasure_report(view, board.main_seat(view, viewer))
    t = next((t for t in report if (t.row, t.col) == (row, col)), None)
    if t is None:
        return None
    where = dict(treasure=_(rules.TREASURE_NAMES[t.colour]), place=rules.quarter_name(row, col))
    if not t.scores:
        return _("{treasure} on {place}: scores nothing now, {reason}", reason=t.reason,
                 **where)
    if view.variant == "professional":
        return _("{treasure} on {place}: scores {points} (touches the path at pace {pace} "
                 "×{multiplier})", points=t.points, pace=t.pace, multiplier=t.multiplier,
                 **where)
    return _("{treasure} on {place}: scores {points} (touches the path at pace {pace})",
             points=t.points, pace=t.pace, **where)


def drag_hint(board, pos, view, viewer) -> str | None:
    """A dragged tile over a taken space says so before it is dropped, in the rules'
    words (which name the space and the tile on it)."""
    item = board.drag.dragging
    if item.payload[0] == "tile":
        space = board.main.space_at(pos)
        if space is not None and view.boards[viewer][space] is not None:
            return board.ctx.why_not(rules.PlaceTile(space, item.rotation))
    return None
