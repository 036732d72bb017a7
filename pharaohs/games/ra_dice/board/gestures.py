"""From the pointer to a move: what lies under it, and what dice put on a target mean.

The board builds the move a gesture means and leaves every judgement to the
rules (``table.try_move`` shows their refusal). The one gesture that takes
several clicks is Civilization with four or five dice, which claims two or
three spaces: the spaces chosen so far wait in a ``PendingCivilization``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pharaohs.core.resolve import Resolution, find_move
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


def resolve(target: str, dice: frozenset[int], pending, view, seat):
    """``(resolution, pending)``: what putting ``dice`` on ``target`` means, found by the
    rules (``find_move``: the legal move, or their sentence why not), or None while more
    Civilization spaces are to be chosen; and the pending choice after this gesture."""
    if target in TARGET_MOVES:
        return find_move(rules.GAME, view, seat, TARGET_MOVES[target], dice=dice), pending
    if target.startswith("monument_"):
        space = int(target.removeprefix("monument_"))
        return find_move(rules.GAME, view, seat, rules.Monument, dice=dice, space=space), pending
    if target.startswith("civ_"):
        return civilization(int(target.removeprefix("civ_")), dice, pending, view, seat)
    return None, pending


def civilization(colour: int, dice, pending, view, seat):
    """Civilization dice put on a colour space: ``(resolution, pending)`` as for ``resolve``.

    A click on a space already chosen takes it back; a move comes out once the
    chosen spaces are enough, or are the only legal choice left; a space no legal
    move can use is refused with the rules' reason for that space.
    """
    chosen = frozenset({colour})
    if pending and pending.dice == dice:
        if colour in pending.spaces:  # taken back: never commits
            left = pending.spaces - {colour}
            return None, (dataclasses.replace(pending, spaces=left) if left else None)
        chosen = pending.spaces | {colour}
    needed = data.CIVILIZATION_MARKERS.get(len(dice))
    every = {m.spaces for m in rules.moves_for_dice(view, seat, dice)
             if isinstance(m, rules.Civilization)}
    options = {spaces for spaces in every if chosen <= spaces}
    if every and not options:
        reason = rules.civilization_space_refusal(view, seat, dice, colour)
        if reason:
            return Resolution(reason=reason), pending
    if needed is not None and len(chosen) < needed and len(options) > 1:
        return None, PendingCivilization(dice, chosen, needed)
    spaces = next(iter(options)) if len(options) == 1 else chosen
    return find_move(rules.GAME, view, seat, rules.Civilization, dice=dice, spaces=spaces), pending


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
    """A click on a target that makes no move: the dice in hand (or a track's own) put
    there, the rules' reason (or a Civilization space chosen or taken back); on a
    Disaster or, for its victim, on a space, the rules' reason (or which markers the
    victim may give back)."""
    target = target_at(board, pos)
    if target is None:
        return
    if view.phase == rules.RETRIEVE:
        space = retrieve_space(target, view)
        board.ctx.refuse(words.retrieve_refusal(view) if space is None else board.ctx.resolve(
            rules.RemoveMarker, area=view.disaster, space=space).reason)
    elif target.startswith("disaster_"):
        board.ctx.refuse(board.ctx.resolve(rules.Disaster,
                                           kind=target.removeprefix("disaster_")).reason)
    elif view.phase == rules.APPLY:
        dice = board.active_dice() or default_dice(board, target, view)
        if dice:
            board.attempt(target, frozenset(dice), view, viewer)
        else:
            board.ctx.refuse(words.SELECT_FIRST)


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
    """The dice let go on a target several moves fit (Civilization's sets of spaces):
    the space under the pointer is chosen, and the move comes out once enough are; the
    dice stay marked while the others are chosen."""
    before, board.selected = board.selected, set(moves[0].dice)
    reason = board.attempt(target_at(board, board.pointer), moves[0].dice, board.view,
                           board.viewer)
    if reason is not None:
        board.selected = before  # refused: nothing changes, not even the selection
    return reason


def missed(board, item: Draggable, pos) -> str:
    """The dice let go on a target where no move the game describes takes them (more
    dice than any use takes): the rules' reason; off every target they fly home quietly."""
    target = target_at(board, pos)
    if target is None or target.startswith("disaster_"):
        return ""
    found = resolve(target, frozenset(item.payload), board.pending, board.view, board.viewer)[0]
    return found.reason if found is not None and not found.ok else ""


def toggle(board, die: int) -> None:
    """Mark or unmark a die (a pending Civilization choice is dropped)."""
    board.pending = None
    board.selected ^= {die}
    board.ctx.redraw()
