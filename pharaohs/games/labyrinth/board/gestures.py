"""From the pointer to a move: what lies under it, and what a click or a drop there means.

Treasures are dragged onto the scarabs of this turn's tile, or a scarab is
clicked (it takes the chosen colour, else the first allowed); the entrance is a
click on one of the six portal choices; a bet is a High or Low tile dragged to
the slot or clicked. The tile to place has its own ``tile_drop``. Every move
goes to ``table.try_move``, which shows the rules' refusal.
"""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.grid import SIZE
from pharaohs.games.labyrinth.board.preview import entrance_path
from pharaohs.games.labyrinth.rules import Bet, ChooseEntrance, PlaceTreasure, data
from pharaohs.ui.drag import Draggable

#: a press and release closer than this many pixels is a click, not a drag
CLICK_SLOP = 6


def target(board, pos, view, viewer):
    """What lies under ``pos`` that a click or hint concerns, as a tuple that starts
    with its kind ("entrance", "pending", "scarab", "piece", "pace", "supply",
    "treasure", "bet" or "other"); None over nothing."""
    if viewer is None:
        return None
    grid = board.main
    if rules.entrance_open(view, viewer):
        for portal, side in rules.ENTRANCE_CHOICES:
            if grid.entrance_rect(portal, side).collidepoint(pos):
                return ("entrance", portal, side)
    found = board.tiles.pending_for(view, viewer)
    if found and grid.space_rect(found[0]).collidepoint(pos):
        return ("pending", found[0])
    quarter = grid.quarter_at(pos)
    if quarter is not None:
        if quarter in rules.free_scarabs(view, viewer):
            return ("scarab", *quarter)
        seat = board.main_seat(view, viewer)
        if any((r, c) == quarter for r, c, _ in view.treasures[seat]):
            current = view.current[seat] if view.phase == "turn" else None
            here = current is not None and \
                (quarter[0] // 2) * SIZE + quarter[1] // 2 == current
            return ("piece", *quarter, here)
        path = entrance_path(view.boards[seat], view.entrances[seat])
        if quarter in path:
            return ("pace", path.index(quarter) + 1)
        return None
    if rules.must_place(view, viewer) and not found and \
            board.rects["supply"].collidepoint(pos):
        return ("supply",)
    for colour in data.COLOURS:
        if board.rects[f"treasure_{colour}"].collidepoint(pos) and (
                colour != "purple" or rules.with_betting(view)):
            return ("treasure", colour)
    if rules.with_betting(view):
        for guess in data.BET_GUESSES:
            if board.rects[f"bet_{guess}"].collidepoint(pos):
                return ("bet", guess)
    for seat, other in zip(board.other_seats(view, board.main_seat(view, viewer)),
                           board.others, strict=False):
        if other.frame.collidepoint(pos):
            return ("other", seat)
    return None


def click_colour(board, view, seat) -> str:
    """The colour a click on a scarab places: the chosen one, else the first allowed."""
    allowed = rules.treasure_colours(view, seat)
    chosen = board.selected.get(seat)
    if chosen in allowed:
        return chosen
    return allowed[0] if allowed else data.COLOURS[0]


def takes_press(target) -> bool:
    """Whether a press on ``target`` waits for its release to become a click."""
    return bool(target) and (target[0] in ("entrance", "scarab") or
                             target[0] == "piece" and target[3])


def click_target(board, target, view, viewer) -> bool:
    """A click on a portal choice, a free scarab or this turn's placed treasure."""
    kind = target[0]
    if kind == "entrance":
        board.hover_entrance = None
        board.table.try_move(ChooseEntrance(target[1], target[2]), viewer)
        return True
    if kind == "scarab" or kind == "piece" and target[3]:
        board.table.try_move(PlaceTreasure(target[1], target[2],
                                           click_colour(board, view, viewer)), viewer)
        return True
    return False


# -- the shared DragController's pick and drop ----------------------------------------
def pick(board, pos) -> Draggable | None:
    """The tile to place, a High or Low tile to bet, or a treasure of an allowed colour."""
    view, viewer = board.view, board.viewer
    if view is None or viewer is None or view.phase == "over":
        return None
    if rules.must_place(view, viewer):
        return board.tiles.pick(pos, view, viewer)
    if rules.must_bet(view, viewer):
        for guess in data.BET_GUESSES:
            if board.rects[f"bet_{guess}"].collidepoint(pos):
                return Draggable(("bet", guess), board.rects[f"bet_{guess}"])
        return None
    if rules.free_scarabs(view, viewer):
        for colour in rules.treasure_colours(view, viewer):
            rect = board.rects[f"treasure_{colour}"]
            if rect.collidepoint(pos):
                return Draggable(("treasure", colour), rect)
    return None


def drop(board, item: Draggable, pos) -> str | None:
    """The move a drop means, or the reason it is refused (the piece flies back)."""
    view, viewer = board.view, board.viewer
    kind = item.payload[0]
    click = clicked(board, pos)
    board.press = None
    if kind == "tile":
        return board.tiles.drop(item, pos, view, viewer, click)
    if kind == "treasure":
        colour = item.payload[1]
        quarter = board.main.quarter_at(pos)
        if quarter is None:
            if item.home.collidepoint(pos):
                board.selected[viewer] = colour
                board.table.app.invalidate()
                return None
            return refuse(board, f"Drop the treasure on a scarab of tile {view.revealed[-1]}.")
        return board.table.try_move(PlaceTreasure(quarter[0], quarter[1], colour), viewer)
    if kind == "bet":
        if item.home.collidepoint(pos) and click or board.rects["supply"].collidepoint(pos):
            return board.table.try_move(Bet(item.payload[1]), viewer)
        if item.home.collidepoint(pos):
            return None
        return refuse(board, "Drop your High or Low tile on the bet slot, or click it.")
    return None


def clicked(board, pos) -> bool:
    """Whether the button came up about where it went down."""
    return board.press is not None and abs(pos[0] - board.press[0]) <= CLICK_SLOP and \
        abs(pos[1] - board.press[1]) <= CLICK_SLOP


def refuse(board, reason: str) -> str:
    board.table.refuse(reason)
    return reason
