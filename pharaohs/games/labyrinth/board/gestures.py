"""From the pointer to a move: what lies under it, and what a click or a drop there means.

Treasures are dragged onto the scarabs of this turn's tile, or a scarab is
clicked (it takes the chosen colour, else the first allowed); the entrance is a
click on one of the six portal choices; a bet is a High or Low tile dragged to
the slot or clicked. The tile to place has its own ``tile_drop``. Every gesture
is resolved by the rules (``ctx.play``: the legal move, or their reason shown).
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import Bet, ChooseEntrance, PlaceTreasure, data
from pharaohs.ui.kit.drag import Draggable


def target(board, pos, view, viewer):
    """What lies under ``pos`` that a click or hint concerns, as a tuple that starts
    with its kind ("entrance", "pending", "scarab", "piece", "pace", "supply",
    "treasure", "bet" or "other"); None over nothing."""
    if viewer is None:
        return None
    grid, seat = board.main, board.main_seat(view, viewer)
    found = board.tiles.pending_for(view, viewer)
    above = [(("entrance", *choice), grid.entrance_rect(*choice))
             for choice in rules.ENTRANCE_CHOICES if rules.entrance_open(view, viewer)]
    above += [(("pending", found[0]), grid.space_rect(found[0]))] if found else []
    quarter = grid.quarter_at(pos)
    if quarter is not None and not any(rect.collidepoint(pos) for _kind, rect in above):
        if quarter in rules.free_scarabs(view, viewer):
            return ("scarab", *quarter)
        if any((r, c) == quarter for r, c, _colour in view.treasures[seat]):
            here = view.phase == rules.TURN and grid.space_at(pos) == view.current[seat]
            return ("piece", *quarter, here)
        path = rules.entrance_path(view, seat)
        return ("pace", path.index(quarter) + 1) if quarter in path else None
    betting = rules.with_betting(view)
    placing = rules.must_place(view, viewer) and not found  # the tile still in the supply
    beside = [(("supply",), board.rect("supply"))] if placing else []
    beside += [(("treasure", c), board.rect(f"treasure_{c}")) for c in data.COLOURS
               if c != "purple" or betting]
    beside += [(("bet", guess), board.rect(f"bet_{guess}")) for guess in data.BET_GUESSES
               if betting]
    beside += [(("other", s), g.frame)
               for s, g in zip(board.other_seats(view, seat), board.others, strict=False)]
    return next((kind for kind, rect in above + beside if rect.collidepoint(pos)), None)


def click_colour(board, view, seat) -> str:
    """The colour a click on a scarab places: the chosen one, else the first allowed."""
    allowed = rules.treasure_colours(view, seat)
    chosen = board.selected.get(seat)
    if chosen in allowed:
        return chosen
    return allowed[0] if allowed else data.COLOURS[0]


def clickable(board, pos, view, viewer):
    """Portal choices, free scarabs and this turn's treasures take a click (the kit
    calls ``click`` when the button comes up on the same one)."""
    found = target(board, pos, view, viewer)
    if found and (found[0] in ("entrance", "scarab") or found[0] == "piece" and found[3]):
        return found
    return None


def click(board, found, view, viewer) -> None:
    if found[0] == "entrance":
        board.ctx.play(ChooseEntrance, portal=found[1], side=found[2])
    else:
        board.ctx.play(PlaceTreasure, row=found[1], col=found[2],
                       colour=click_colour(board, view, viewer))


# -- the kit's drag: pick and drop ----------------------------------------------------
def pick(board, pos) -> Draggable | None:
    """The tile to place, a High or Low tile to bet, or a treasure of an allowed colour."""
    view, viewer = board.view, board.viewer
    if view is None or viewer is None or view.phase == rules.OVER:
        return None
    if rules.must_place(view, viewer):
        return board.tiles.pick(pos, view, viewer)
    found = target(board, pos, view, viewer)
    kind = found[0] if found else None
    if kind == "bet" and rules.must_bet(view, viewer) or kind == "treasure" and \
            rules.free_scarabs(view, viewer) and found[1] in rules.treasure_colours(view, viewer):
        return Draggable(found, board.rect(f"{kind}_{found[1]}"))
    return None


def drop(board, item: Draggable, pos) -> str | None:
    """The move a drop means, or the reason it is refused (the piece flies back)."""
    view, viewer = board.view, board.viewer
    kind = item.payload[0]
    click = board.press.click(pos)
    if kind == "tile":
        return board.tiles.drop(item, pos, view, viewer, click)
    if kind == "treasure":
        colour = item.payload[1]
        quarter = board.main.quarter_at(pos)
        if quarter is not None:
            return board.ctx.play(PlaceTreasure, row=quarter[0], col=quarter[1], colour=colour)
        if item.home.collidepoint(pos):
            board.selected[viewer] = colour
            board.ctx.redraw()
            return None
        return board.ctx.refuse(_("Drop the treasure on a scarab of tile {tile}.",
                                  tile=view.revealed[-1]))
    if kind == "bet":
        if item.home.collidepoint(pos) and click or board.rect("supply").collidepoint(pos):
            return board.ctx.play(Bet, guess=item.payload[1])
        if item.home.collidepoint(pos):
            return None
        return board.ctx.refuse(_("Drop your High or Low tile on the bet slot, or click it."))
    return None
