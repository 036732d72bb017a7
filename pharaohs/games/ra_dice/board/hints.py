"""Hover hints on the Ra dice board: what a click would do there, or what lies there.

Over a target with dice in hand the hint is the rules' own refusal of the move
the drop would make, or what that move does; elsewhere it names the die,
space or track under the pointer. The action bar's hints are the kit's
``Action.tip`` (see ``words``).
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import aid, gestures, places
from pharaohs.games.ra_dice.board.words import DISASTER_EFFECTS, colour
from pharaohs.games.ra_dice.rules import data
from pharaohs.ui.kit.aid_parts import part_hint
from pharaohs.ui.kit.phrases import sentences

#: each die by its colour, letter and shape (colour is never the only cue)
DIE_NAMES = (N_("Yellow die (Y, circle)"), N_("Blue die (B, square)"),
             N_("Purple die (P, triangle)"), N_("Green die (G, diamond)"),
             N_("Red die (R, star)"))


def hover_hint(board, pos, view, viewer) -> str | None:
    """What a click at ``pos`` would do, or what lies there; None over nothing."""
    if board.placement is None or board.overlay is not None:
        return None
    if not board.placement.board_rect.collidepoint(pos):
        return None
    acting = board.ctx.acting(viewer)
    die = gestures.die_at(board, pos, view, any_die=True)
    if die is not None and not board.holding:
        return _die_hint(board, die, view, acting)
    target = gestures.target_at(board, pos)
    said = _target_hint(board, pos, target, view, viewer, acting) if target else None
    return said if said is not None else _info_hint(board, pos, view)


def _target_hint(board, pos, target: str, view, viewer, acting: bool) -> str | None:
    """Over a target: what dice put there would do, a Disaster, or a marker to retrieve."""
    if target.startswith("disaster_"):
        declared = acting and rules.disaster_open(view)
        return _disaster_hint(target.removeprefix("disaster_"), declared)
    if acting and view.phase == rules.APPLY:
        said = _dice_hint(board, pos, target, view, viewer)
        if said is not None:
            return said
    retrieving = acting and view.phase == rules.RETRIEVE
    if retrieving and gestures.retrieve_space(target, view) is not None:
        return _("Click to retrieve this marker.")
    return None


def _dice_hint(board, pos, target: str, view, viewer) -> str | None:
    """The dice in hand (or the track's own) put on ``target``: the move in a hint's
    words (the kit's, from ``reach``), or the rules' refusal; the spaces still to choose
    for Civilization."""
    dice = board.active_dice() or gestures.default_dice(board, target, view)
    if not dice:
        return None
    said = (board.drop_words(pos, view, viewer) or board.click_words(pos, view, viewer)
            or gestures.refusal(board, target, frozenset(dice), view, viewer))
    if said is not None:
        return said
    if target.startswith("civ_"):
        return _civilization_hint(board, int(target.removeprefix("civ_")), dice)
    return None


def _disaster_hint(kind: str, declared: bool) -> str:
    """A Disaster's effect, and that a click declares it while one may be."""
    text = _("{disaster} Disaster: {effect}.", disaster=_(data.DISASTER_NAMES[kind]),
             effect=_(DISASTER_EFFECTS[kind]))
    return sentences(_("Click to declare it."), text) if declared else text


def _die_hint(board, die: int, view, acting: bool) -> str:
    name = _(DIE_NAMES[die])
    if not view.dice:
        return _("{die}. Click to throw all five dice.", die=name) if acting \
            else _("{die}.", die=name)
    face = view.dice[die]
    shown = _(data.FACE_NAMES[face])
    if face == data.SUN:
        return _("{die} shows a Sun: it lies on the Sun track.", die=name)
    if die in view.used:
        return _("{die}: {face}, used this turn.", die=name, face=shown)
    if acting and view.phase == rules.REROLL:
        return (_("{die}: {face}. Click to keep it.", die=name, face=shown)
                if die in board.selected else
                _("{die}: {face}. Click to throw it again.", die=name, face=shown))
    if acting and view.phase == rules.APPLY:
        return (_("{die}: {face}. Click to unselect it; drag to use it.", die=name, face=shown)
                if die in board.selected else
                _("{die}: {face}. Click to select it; drag to use it.", die=name, face=shown))
    return _("{die}: {face}.", die=name, face=shown)


def _names(board, seats):
    return ", ".join(board.ctx.name(s) for s in seats) or None


def _info_hint(board, pos, view) -> str | None:
    """What lies on the board under ``pos``, when clicking it does nothing: who is on a
    space, else the player aid's explanation of the part (the tracks, Flood, Two Ankhs)."""
    ra = places.ra_space(view)
    spot = board.spot_of_kind(pos, ("sun_space", "track_space", "civ_space", "monument_space"))
    kind = spot.kind if spot else None
    lane, column = board.rect("ra_lane"), board.rect(f"sun_{ra}")  # the Ra figure stands there
    if kind == "sun_space" or pygame.Rect(column.x, lane.y, column.width,
                                          lane.height).collidepoint(pos):
        space = spot.props["number"] if spot else ra
        text = (_("Ra is on space {space}: the epoch ends when Ra reaches space {last}.",
                  space=min(view.ra, data.SUN_TRACK_LENGTH), last=data.SUN_TRACK_LENGTH)
                if space == ra else _("Sun track space {space}.", space=space))
        if space == data.RA_START[view.players]:
            text = sentences(text, _("Ra starts here with {n} players.", n=view.players))
        return text
    if kind == "track_space":
        track, n = spot.name.rsplit("_", 1)[0], spot.props["number"]
        here = _names(board, [s for s, value in enumerate(getattr(view, track)) if value == n])
        name = _(data.FACE_NAMES[track])
        return (_("{track} {n}: {names}.", track=name, n=n, names=here) if here
                else _("{track} {n}: nobody.", track=name, n=n))
    if kind == "civ_space":
        c = spot.props["colour"]
        here = _names(board, sorted(view.civilization[c]))
        fields = dict(colour=colour(c, title=True), n=len(view.civilization[c]),
                      capacity=data.civilization_capacity(view.players))
        return (_("{colour} Civilization space ({n}/{capacity}): {names}.", names=here, **fields)
                if here else _("{colour} Civilization space ({n}/{capacity}): empty.", **fields))
    if kind == "monument_space":
        space = int(spot.name.removeprefix("monument_"))
        owner = view.monuments[space]
        fields = dict(colour=colour(data.monument_colour(space), title=True),
                      column=data.monument_column(space) + 1)
        return (_("{colour} Monument space, column {column}: empty.", **fields)
                if owner is None else
                _("{colour} Monument space, column {column}: {name}'s marker.",
                  name=board.ctx.name(owner), **fields))
    if board.rect("score_track").collidepoint(pos):
        scores = board.ctx.scores(view)
        return _("Scores: {scores}.", scores=", ".join(
            f"{board.ctx.name(s)} {scores[s]}" for s in range(view.players)))
    return part_hint(board, pos, aid.AID)  # a part of the board, as the player aid explains it


def _civilization_hint(board, space: int, dice) -> str:
    """Hover over a Civilization space while its markers are still being chosen."""
    pending = board.pending
    if pending and space in pending.spaces:
        return _("Click to take the {colour} space back.", colour=colour(space))
    left = data.CIVILIZATION_MARKERS[len(dice)] - (len(pending.spaces) if pending else 0) - 1
    return ngettext("Choose the {colour} space for a Civilization marker; then {n} more space "
                    "to choose.", "Choose the {colour} space for a Civilization marker; then "
                    "{n} more spaces to choose.", left, colour=colour(space))

