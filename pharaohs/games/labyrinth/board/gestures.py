"""From the pointer to what ``keys.reach`` cannot say: what lies under it (for hover
hints), what a press picks up, the colour a click on a scarab places (a treasure let go
where it was taken chooses it), where a piece goes when it is let go where no move of
the game takes it, and what a click where no legal move goes asks the rules for
(``ctx.resolve``: their reason). The tile to place has its own
``tile_drop``.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import PlaceTreasure, data
from pharaohs.ui.kit.drag import Draggable


def target(board, pos, view, viewer):
    """What lies under ``pos`` that a click or hint concerns, as a tuple that starts
    with its kind ("entrance", "pending", "scarab", "piece", "pace", "supply",
    "treasure", "bet" or "other"); None over nothing."""
    if viewer is None:
        return None
    found = board.tiles.pending_for(view, viewer)
    above = [(("entrance", *choice), board.main.entrance_rect(*choice))
             for choice in rules.ENTRANCE_CHOICES if rules.entrance_open(view, viewer)]
    above += [(("pending", found[0]), board.main.space_rect(found[0]))] if found else []
    quarter = board.main.quarter_at(pos)
    if quarter is not None and not any(rect.collidepoint(pos) for _kind, rect in above):
        return _on_pyramid(board, pos, view, viewer, quarter)
    return next((kind for kind, rect in above + _beside(board, view, viewer, not found)
                 if rect.collidepoint(pos)), None)


def _on_pyramid(board, pos, view, viewer, quarter):
    """A quarter of the own pyramid: a free scarab, a treasure (on this turn's tile or
    not) or a pace of the path."""
    seat = board.main_seat(view, viewer)
    if quarter in rules.free_scarabs(view, viewer):
        return ("scarab", *quarter)
    if any((r, c) == quarter for r, c, _colour in view.treasures[seat]):
        here = view.phase == rules.TURN and board.main.space_at(pos) == view.current[seat]
        return ("piece", *quarter, here)
    path = rules.entrance_path(view, seat)
    return ("pace", path.index(quarter) + 1) if quarter in path else None


def _beside(board, view, viewer, in_supply: bool) -> list:
    """What lies beside the pyramid, with its rect: the tile still in the supply, the
    treasures, the bet tiles, the other players' pyramids."""
    betting = rules.with_betting(view)
    seat = board.main_seat(view, viewer)
    placing = rules.must_place(view, viewer) and in_supply
    beside = [(("supply",), board.rect("supply"))] if placing else []
    beside += [(("treasure", c), board.rect(f"treasure_{c}")) for c in data.COLOURS
               if c != "purple" or betting]
    beside += [(("bet", guess), board.rect(f"bet_{guess}")) for guess in data.BET_GUESSES
               if betting]
    return beside + [(("other", s), g.frame)
                     for s, g in zip(board.other_seats(view, seat), board.others, strict=False)]


def click_colour(board, view, seat) -> str:
    """The colour a click on a scarab places: the chosen one, else the first allowed."""
    allowed = rules.treasure_colours(view, seat)
    chosen = board.selected.get(seat)
    if chosen in allowed:
        return chosen
    return allowed[0] if allowed else data.COLOURS[0]


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


def put_back(board, item: Draggable) -> None:
    """A treasure let go where it was taken chooses the colour a click on a scarab places."""
    if item.payload[0] == "treasure":
        board.selected[board.viewer] = item.payload[1]
        board.ctx.redraw()


def missed(board, item: Draggable, pos) -> str:
    """Where a treasure or a bet tile goes, let go where no move of the game takes it
    (the rules' reason for a move that does is the kit's, from ``reach``)."""
    if item.payload[0] == "treasure":
        return _("Drop the treasure on a scarab of tile {tile}.", tile=board.view.revealed[-1])
    return _("Drop your High or Low tile on the bet slot, or click it.")


def click_elsewhere(board, pos, view, viewer) -> None:
    """A click on a treasure of this turn's tile: the rules' reason it stays."""
    found = target(board, pos, view, viewer)
    if found and found[0] == "piece" and found[3]:
        board.ctx.refuse(board.ctx.resolve(PlaceTreasure, row=found[1], col=found[2],
                                           colour=click_colour(board, view, viewer)).reason)
