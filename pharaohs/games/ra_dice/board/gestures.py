"""What ``reach`` cannot say about Ra's dice: what lies under the pointer, which dice
a press takes, and the rules' reason for dice put where no move takes them.

The kit finds the move a drop or a click makes (``keys.reach``, with the dice in
hand: ``RaDiceBoard.holds``). The one gesture that takes several clicks is
Civilization with four or five dice, which claims two or three spaces: the
spaces chosen so far wait in a ``PendingCivilization`` (``choose``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pharaohs.core.resolve import find_move
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import places, words
from pharaohs.games.ra_dice.rules import data
from pharaohs.ui.kit.drag import Draggable


@dataclass
class PendingCivilization:
    """Civilization dice dropped on a first space while more spaces must be chosen."""

    dice: frozenset[int]
    spaces: frozenset[int]
    needed: int = 0


# -- what is under the pointer -------------------------------------------------------------
DICE = tuple(f"die_{i}" for i in range(data.NUM_DICE))
#: the spots dice or a click can be aimed at, in the order they are hit-tested
TARGETS = (*(f"monument_{s}" for s in range(data.MONUMENT_SPACES)),
           *(f"civ_{c}" for c in range(data.NUM_DICE)),
           "flood_box", "two_points", "pharaoh_track", "nile_track",
           *(f"disaster_{kind}" for kind in data.DISASTERS))


def die_at(board, pos, view, any_die: bool = False) -> int | None:
    """The die in the tray under ``pos`` (not Suns nor used dice unless ``any_die``; with
    ``any_die`` also a Sun on the Sun track)."""
    found = board.spot_at(pos, DICE)
    die = int(found.removeprefix("die_")) if found else None
    if any_die:
        slots = places.sun_slots(view, board.sun_order)
        suns = {f"sun_{space}": d for d, space in slots.items()}
        return die if die is not None else suns.get(board.spot_at(pos, suns))
    if die is not None and view.dice and (view.dice[die] == data.SUN or die in view.used):
        return None
    return die


def target_at(board, pos) -> str | None:
    """The spot under ``pos`` that dice or a click can be aimed at."""
    return board.spot_at(pos, TARGETS)


def retrieve_space(target: str, view) -> int | None:
    """The space a victim's click on ``target`` retrieves from, if it is in the struck area."""
    prefix = places.AREA_SPOTS[view.disaster]
    return int(target.removeprefix(prefix)) if target.startswith(prefix) else None


# -- dice on a target -------------------------------------------------------------------------
def default_dice(board, target: str, view) -> frozenset[int]:
    """With nothing selected, the Pharaoh and Nile tracks take all dice of their face."""
    face = {"pharaoh_track": data.PHARAOH, "nile_track": data.NILE}.get(target)
    return frozenset(i for i in rules.available_dice(view) if face and view.dice[i] == face)


#: the kind of move dice put on each target spot (Monument and Civilization spaces aside)
TARGET_MOVES = {"pharaoh_track": rules.Pharaoh, "nile_track": rules.Nile, "flood_box": rules.Flood,
                "two_points": rules.TwoAnkhs}
SPOT_OF = {kind: spot for spot, kind in TARGET_MOVES.items()}


def refusal(board, target: str, dice: frozenset[int], view, seat) -> str | None:
    """Why ``dice`` put on ``target`` make no move: the rules' sentence (``find_move``;
    on a Civilization space, while the dice may claim others, that space's), or None
    where a legal move takes them there (a Civilization's spaces still to choose)."""
    if target in TARGET_MOVES:
        return find_move(rules.GAME, view, seat, TARGET_MOVES[target], dice=dice).reason
    if target.startswith("monument_"):
        space = int(target.removeprefix("monument_"))
        return find_move(rules.GAME, view, seat, rules.Monument, dice=dice, space=space).reason
    if not target.startswith("civ_"):
        return None
    colour, pending = int(target.removeprefix("civ_")), board.pending
    chosen = (pending.spaces if pending and pending.dice == dice else frozenset()) | {colour}
    every = [m.spaces for m in board.legal(view, seat)
             if isinstance(m, rules.Civilization) and m.dice == dice]
    if any(chosen <= spaces for spaces in every):
        return None
    said = every and rules.civilization_space_refusal(view, seat, dice, colour)
    return said or find_move(rules.GAME, view, seat, rules.Civilization, dice=dice,
                             spaces=chosen).reason


def move_spots(move) -> set[str]:
    """The spots a move would touch (for glowing targets), or the marker a victim clicks."""
    if type(move) in SPOT_OF:
        return {SPOT_OF[type(move)]}
    if isinstance(move, rules.RemoveMarker):
        return {places.area_spot(move.area, move.space)}
    if isinstance(move, rules.Civilization):
        return {places.area_spot(rules.AREA_CIVILIZATION, c) for c in move.spaces}
    if isinstance(move, rules.Monument):
        return {places.area_spot(rules.AREA_MONUMENTS, move.space)}
    return {f"disaster_{move.kind}"} if isinstance(move, rules.Disaster) else set()


def click_elsewhere(board, pos, view, viewer) -> None:
    """A click on a target that makes no move where ``reach`` has no move of the game's
    to ask the rules about (a Disaster's is the kit's): the rules' reason for the dice in
    hand (or a track's own) put there, or that dice are to be marked first; for a victim,
    on a space, the rules' reason (or which markers the victim may give back)."""
    target = target_at(board, pos)
    if target is None:
        return
    if view.phase == rules.RETRIEVE:
        space = retrieve_space(target, view)
        board.ctx.refuse(words.retrieve_refusal(view) if space is None else board.ctx.resolve(
            rules.RemoveMarker, area=view.disaster, space=space).reason)
    elif view.phase == rules.APPLY and not target.startswith("disaster_"):
        dice = board.active_dice() or default_dice(board, target, view)
        said = refusal(board, target, frozenset(dice), view, viewer) if dice else words.SELECT_FIRST
        if said:
            board.ctx.refuse(said)


# -- marking and dragging dice --------------------------------------------------------------
def pick(board, pos) -> Draggable | None:
    """Pressing a die while applying picks it up, and the marked dice with it."""
    view, viewer = board.view, board.viewer
    if not board.ctx.acting(viewer) or view.phase != rules.APPLY or board.overlay is not None:
        return None
    die = die_at(board, pos, view)
    if die is None:
        return None
    board.press.down(pos, die)
    board.drag_lead = die
    group = frozenset(board.selected | {die})
    if board.pending:
        group = board.pending.dice if die in board.pending.dice else frozenset({die})
    return Draggable(group, board.rect(f"die_{die}"))


def put_back(board, item: Draggable) -> str | None:
    """The die let go where it was taken: a press that hardly moved marks it; else it
    flies home quietly."""
    if board.press.click(board.pointer):
        toggle(board, board.press.what)
        return None
    return ""


def choose(board, moves) -> str | None:
    """Dice let go on (or, in hand, clicked on) a Civilization space that several sets
    of spaces hold: it is chosen, or taken back if it was, and the move is made once
    enough are chosen; the dice stay marked meanwhile."""
    if not isinstance(moves[0], rules.Civilization):
        return board.ctx.try_move(moves[0])
    colour = int(target_at(board, board.pointer).removeprefix("civ_"))
    dice, pending = moves[0].dice, board.pending
    board.selected = set(dice)
    spaces = pending.spaces if pending and pending.dice == dice else frozenset()
    needed = data.CIVILIZATION_MARKERS[len(dice)]
    if colour in spaces:  # taken back
        board.pending = dataclasses.replace(pending, spaces=spaces - {colour}) \
            if spaces - {colour} else None
    elif len(spaces) + 1 < needed:  # each of the moves holds those spaces and this one
        board.pending = PendingCivilization(dice, spaces | {colour}, needed)
    else:
        return board.ctx.try_move(moves[0])
    board.ctx.redraw()
    return None


def missed(board, item: Draggable, pos) -> str:
    """The dice let go on a target where no move the game describes takes them (more
    dice than any use takes): the rules' reason; off every target they fly home quietly."""
    target = target_at(board, pos)
    if target is None or target.startswith("disaster_"):
        return ""
    return refusal(board, target, frozenset(item.payload), board.view, board.viewer) or ""


def toggle(board, die: int) -> None:
    """Mark or unmark a die (a pending Civilization choice is dropped)."""
    board.pending = None
    board.selected ^= {die}
    board.ctx.redraw()
