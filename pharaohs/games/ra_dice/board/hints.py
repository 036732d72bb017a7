"""Hover hints on the Ra dice board: what a click would do there, or what lies there.

Over a target with dice in hand the hint is the rules' own refusal of the move
the drop would make, or what that move does; elsewhere it names the die,
space or track under the pointer.
"""

from __future__ import annotations

import pygame

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import gestures, places
from pharaohs.games.ra_dice.board.words import DISASTER_EFFECTS, and_list
from pharaohs.games.ra_dice.rules import (
    APPLY,
    REROLL,
    RETRIEVE,
    Civilization,
    Flood,
    Monument,
    Nile,
    Pharaoh,
    TwoAnkhs,
    data,
)
from pharaohs.ui.wording import plural


def hover_hint(board, pos, view, viewer) -> str | None:
    """What a click at ``pos`` would do, or what lies there; None over nothing."""
    if board.placement is None or board.overlay is not None or board.drag.dragging:
        return None
    button = _button_hint(board, pos, view)
    if button:
        return button
    if not board.placement.board_rect.collidepoint(pos):
        return None
    acting = board.acting(view, viewer)
    die = gestures.die_at(board, pos, view, any_die=True)
    if die is not None:
        return _die_hint(board, die, view, acting)
    target = gestures.target_at(board, pos)
    if target and acting and view.phase == APPLY and not target.startswith("disaster_"):
        dice = board.active_dice() or gestures.default_dice(board, target, view)
        if dice:
            found = gestures.resolve(target, frozenset(dice), board.pending, view, viewer)[0]
            if found is not None:
                return _intent(found.move, view, viewer) if found.ok else found.reason
            if target.startswith("civ_"):
                return _civilization_hint(board, int(target.removeprefix("civ_")), dice)
    if target and target.startswith("disaster_"):
        kind = target.removeprefix("disaster_")
        text = f"{data.DISASTER_NAMES[kind]} Disaster: {DISASTER_EFFECTS[kind]}."
        if acting and rules.disaster_open(view):
            return "Click to declare it. " + text
        return text
    if acting and view.phase == RETRIEVE and target:
        space = gestures.retrieve_space(target, view)
        if space is not None:
            return "Click to retrieve this marker."
    return _info_hint(board, pos, view)


def _button_hint(board, pos, view) -> str | None:
    """What the board's own action-bar buttons do."""
    for label, button in board.own_buttons.items():
        if button.rect is None or not button.rect.collidepoint(pos):
            continue
        if label == "End turn":
            left = len(rules.available_dice(view)) if view.dice else 0
            text = "End your turn."
            if left:
                text += (f" Your {plural(left, 'unused die', 'unused dice')} "
                         f"{'is' if left == 1 else 'are'} forfeited.")
            if rules.epoch_ending(view):
                text += " Then the epoch is scored."
            return text
        if label == "Roll":
            return "Throw all five dice (Space)."
        if label == "Reroll":
            return ("Throw the marked dice again (Space)." if board.selected
                    else "First click the dice you want to throw again.")
        if label == "Stop rolling":
            return "Keep these dice and start applying them."
    return None


def _die_hint(board, die: int, view, acting: bool) -> str:
    colour = data.DICE[die]
    name = f"{colour.name.capitalize()} die ({colour.letter}, {colour.shape})"
    if not view.dice:
        return f"{name}." + (" Click to throw all five dice." if acting else "")
    face = view.dice[die]
    shown = data.FACE_NAMES[face]
    if face == data.SUN:
        return f"{name} shows a Sun: it lies on the Sun track."
    if die in view.used:
        return f"{name}: {shown}, used this turn."
    if not acting:
        return f"{name}: {shown}."
    if view.phase == REROLL:
        action = "keep it" if die in board.selected else "throw it again"
        return f"{name}: {shown}. Click to {action}."
    if view.phase == APPLY:
        action = "unselect it" if die in board.selected else "select it"
        return f"{name}: {shown}. Click to {action}; drag to use it."
    return f"{name}: {shown}."


def _info_hint(board, pos, view) -> str | None:
    """What lies on the board under ``pos``, when clicking it does nothing."""
    for space in range(1, data.SUN_TRACK_LENGTH + 1):
        if board.rect(f"sun_{space}").collidepoint(pos) or (
                places.ra_space(view) == space and _ra_rect(board, view).collidepoint(pos)):
            text = f"Sun track space {space}."
            if space == places.ra_space(view):
                text = (f"Ra is on space {min(view.ra, data.SUN_TRACK_LENGTH)}: the epoch "
                        f"ends when Ra reaches space {data.SUN_TRACK_LENGTH}.")
            if space == data.RA_START[view.players]:
                text += f" Ra starts here with {view.players} players."
            return text
    for track in places.TRACKS:
        if not board.rect(f"{track}_track").collidepoint(pos):
            continue
        values = getattr(view, track)
        for n in range(data.TRACK_MIN, data.TRACK_MAX + 1):
            if board.rect(f"{track}_{n}").collidepoint(pos):
                here = [board.table.name(s) for s in range(view.players) if values[s] == n]
                return f"{track.capitalize()} {n}: " + (", ".join(here) or "nobody") + "."
        if track == "pharaoh":
            return ("Pharaoh track: at the epoch's end the furthest scores "
                    f"{data.PHARAOH_FIRST_POINTS}, the least loses "
                    f"{-data.PHARAOH_LAST_POINTS}.")
        return "Nile track: flooded players score their space at the epoch's end."
    for c in range(data.NUM_DICE):
        if board.rect(f"civ_{c}").collidepoint(pos):
            here = [board.table.name(s) for s in sorted(view.civilization[c])]
            capacity = data.civilization_capacity(view.players)
            return (f"{data.COLOURS[c].capitalize()} Civilization space "
                    f"({len(here)}/{capacity}): " + (", ".join(here) or "empty") + ".")
    for space in range(data.MONUMENT_SPACES):
        if board.rect(f"monument_{space}").collidepoint(pos):
            owner = view.monuments[space]
            colour = data.COLOURS[data.monument_colour(space)].capitalize()
            who = "empty" if owner is None else f"{board.table.name(owner)}'s marker"
            column = data.monument_column(space) + 1
            return f"{colour} Monument space, column {column}: {who}."
    if board.rect("score_track").collidepoint(pos):
        scores = board.table.game.scores(view)
        return "Scores: " + ", ".join(f"{board.table.name(s)} {scores[s]}"
                                      for s in range(view.players)) + "."
    if board.rect("flood_box").collidepoint(pos):
        return ("Flood the Nile with three dice showing the Nile (one or two may be "
                "Ankhs): a flooded player scores the Nile space at the epoch's end.")
    if board.rect("two_points").collidepoint(pos):
        return f"Two Ankhs may score {data.TWO_ANKHS_POINTS} points instead of being used."
    return None


def _ra_rect(board, view) -> pygame.Rect:
    """The Ra figure, for hovering."""
    lane = board.rect("ra_lane")
    space = board.rect(f"sun_{places.ra_space(view)}")
    return pygame.Rect(space.x, lane.y, space.width, lane.height)


def _civilization_hint(board, colour: int, dice) -> str:
    """Hover over a Civilization space while its markers are still being chosen."""
    name = data.COLOURS[colour]
    pending = board.pending
    if pending and colour in pending.spaces:
        return f"Click to take the {name} space back."
    needed = data.CIVILIZATION_MARKERS[len(dice)]
    left = needed - (len(pending.spaces) if pending else 0) - 1
    return (f"Choose the {name} space for a Civilization marker; then "
            f"{plural(left, 'more space')} to choose.")


def _intent(move, view, seat) -> str:
    """What a legal move under the pointer would do."""
    if isinstance(move, Pharaoh | Nile):
        track = "pharaoh" if isinstance(move, Pharaoh) else "nile"
        now = getattr(view, track)[seat]
        return (f"Advance your {track.capitalize()} marker "
                f"{plural(len(move.dice), 'space')} (to "
                f"{min(data.TRACK_MAX, now + len(move.dice))}).")
    if isinstance(move, Flood):
        return "Flood the Nile with these three dice."
    if isinstance(move, TwoAnkhs):
        return f"Score {data.TWO_ANKHS_POINTS} points with these two Ankhs."
    if isinstance(move, Civilization):
        names = and_list(data.COLOURS[c] for c in sorted(move.spaces))
        return f"Place Civilization markers on {names}."
    if isinstance(move, Monument):
        colour = data.COLOURS[data.monument_colour(move.space)]
        return (f"Place a Monument marker on this {colour} space "
                f"(column {data.monument_column(move.space) + 1}).")
    return ""

