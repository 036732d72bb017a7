"""The words of the Ra dice board: prompts, the tray's lines, panels and the message line.

They describe the state and the moves in the rulebook's terms; the hover hints
are in ``hints``.
"""

from __future__ import annotations

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.rules import (
    APPLY,
    REROLL,
    RETRIEVE,
    ROLL,
    Civilization,
    Disaster,
    EndTurn,
    Flood,
    Monument,
    Nile,
    Pharaoh,
    RemoveMarker,
    Reroll,
    Roll,
    StopRolling,
    TwoAnkhs,
    data,
)
from pharaohs.ui.wording import plural

DISASTER_EFFECTS = {
    data.DISASTER_PHARAOH: "every other player moves back 2 spaces on the Pharaoh track",
    data.DISASTER_NILE: ("every other player gives back one flood marker; a player without "
                         "one moves back 2 spaces on the Nile track"),
    data.DISASTER_CIVILIZATION: ("every other player retrieves 2 of their Civilization "
                                 "markers (their choice)"),
    data.DISASTER_MONUMENTS: ("every other player retrieves 2 of their Monument markers "
                              "(their choice)"),
}
AREA_NAMES = {rules.AREA_CIVILIZATION: "Civilization", rules.AREA_MONUMENTS: "Monument"}



def and_list(words) -> str:
    """"a", "a and b", "a, b and c"."""
    words = list(words)
    return " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " and " + words[-1]


def throws_text(view) -> str:
    """The tray header's right side: throws left while rolling, then the Suns."""
    if view.phase == ROLL:
        return f"Throws left: {1 + data.REROLLS}"
    if view.phase == REROLL:
        return f"Throws left: {view.rerolls_left}"
    suns = rules.sun_count(view) if view.dice else 0
    return f"Suns: {suns}" if suns else "No Suns"


def tray_hint(board, view, acting) -> str:
    """The two lines under the tray header: what happens, or what to do with the dice."""
    name = board.table.name(view.current)
    if view.phase == RETRIEVE:
        victim = view.victims[0]
        return (f"{board.table.name(victim[0])} retrieves {plural(victim[1], 'marker')} from "
                f"the {AREA_NAMES[view.disaster]} area.")
    if not acting:
        return f"{name} is playing."
    if view.phase == ROLL:
        return "Click Roll (or the dice) to throw all five dice."
    if view.phase == REROLL:
        chosen = len(board.selected)
        if chosen:
            return (f"{plural(chosen, 'die', 'dice')} marked to throw again: click Reroll. "
                    "Click a die again to keep it.")
        return "Click the dice you want to throw again, then Reroll. Or Stop rolling."
    if board.pending:
        left = board.pending.needed - len(board.pending.spaces)
        return (f"Choose {plural(left, 'more Civilization space')} for these dice "
                "(right click to cancel).")
    if not board.free_dice(view):
        return "All dice are used: End turn."
    if board.selected:
        return ("Drag the selected dice onto a glowing target, or click the target. "
                "Right click clears the selection.")
    return "Click dice to select them, then drag them onto the board. End turn when done."


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, for the action bar."""
    if view.phase == ROLL:
        return "roll the dice"
    if view.phase == REROLL:
        return (f"choose dice to throw again, or stop rolling "
                f"({plural(view.rerolls_left, 'reroll')} left)")
    if view.phase == RETRIEVE:
        victim, left = view.victims[0]
        declared = board.table.name(view.current)
        return (f"{declared}'s {data.DISASTER_NAMES[view.disaster]} Disaster strikes you: "
                f"click {plural(left, 'of your markers', 'of your markers')} to retrieve")
    if board.pending and seat == view.current:
        left = board.pending.needed - len(board.pending.spaces)
        return f"choose {plural(left, 'more Civilization space')}"
    extra = ""
    if rules.epoch_ending(view):
        extra = " (Ra has reached the end: the epoch is scored after this turn)"
    if rules.disaster_open(view):
        return "declare a Disaster, or apply your dice" + extra
    if rules.available_dice(view):
        return "apply your dice, then end your turn" + extra
    return "end your turn" + extra


def panel_lines(view, seat: int) -> list[str]:
    """A seat's tracks and markers, for its panel."""
    floods = view.floods[seat]
    nile = f"Nile {view.nile[seat]}"
    if floods:
        nile += f" (flooded ×{floods})"
    civ = len(rules.civilization_markers(view, seat))
    monuments = len(rules.monument_markers(view, seat))
    return [f"Pharaoh {view.pharaoh[seat]} · {nile}",
            f"Civilization {civ} · Monuments {monuments}"]


def describe(seat, move, before, after) -> str | None:
    """A committed move in a sentence, for the message line."""
    kind = type(move)
    if kind is Roll or kind is Reroll:
        thrown = range(data.NUM_DICE) if kind is Roll else sorted(move.dice)
        faces = [after.dice[i] for i in thrown]
        counts = []
        for face in data.FACES:
            n = faces.count(face)
            if n:
                counts.append(plural(n, data.FACE_NAMES[face]))
        again = plural(len(faces), "die", "dice")
        verb = "rolled" if kind is Roll else f"threw {again} again:"
        return f"{verb} {', '.join(counts)}." + _sun_effect(before, after)
    if kind is StopRolling:
        return "stopped rolling." + _sun_effect(before, after)
    if kind is Pharaoh or kind is Nile:
        track = "pharaoh" if kind is Pharaoh else "nile"
        return (f"advanced {plural(len(move.dice), 'space')} on the {track.capitalize()} "
                f"track (to {getattr(after, track)[seat]}).")
    if kind is Flood:
        return f"flooded the Nile ({plural(after.floods[seat], 'flood marker')})."
    if kind is Civilization:
        names = and_list(data.COLOURS[c] for c in sorted(move.spaces))
        return f"placed Civilization {'marker' if len(move.spaces) == 1 else 'markers'} " \
               f"on {names}."
    if kind is Monument:
        colour = data.COLOURS[data.monument_colour(move.space)]
        column = data.monument_column(move.space) + 1
        return f"placed a Monument marker on {colour} in column {column}."
    if kind is TwoAnkhs:
        return f"scored {data.TWO_ANKHS_POINTS} points with two Ankhs."
    if kind is Disaster:
        return (f"declared a {data.DISASTER_NAMES[move.kind]} Disaster: "
                f"{DISASTER_EFFECTS[move.kind]}.")
    if kind is RemoveMarker:
        where = (f"the {data.COLOURS[move.space]} Civilization space"
                 if move.area == rules.AREA_CIVILIZATION else
                 f"Monument column {data.monument_column(move.space) + 1}")
        return f"retrieved a marker from {where}."
    if kind is EndTurn:
        left = len(rules.available_dice(before)) if before.dice else 0
        text = "ended the turn"
        if left:
            text += f", forfeiting {plural(left, 'unused die', 'unused dice')}"
        if len(after.epoch_lines) > len(before.epoch_lines):
            text += f". Epoch {before.epoch} is scored"
        return text + "."
    return None


def _sun_effect(before, after) -> str:
    """What the Suns did when rolling ended with this move ("" if it did not end)."""
    if after.phase == REROLL or before.phase == APPLY:
        return ""
    suns = rules.sun_count(after)
    if 1 <= suns <= 2:
        return f" Ra moves {plural(after.ra - before.ra, 'space')}."
    if suns == 3:
        return f" Three Suns: {data.THREE_SUNS_POINTS} points."
    if suns >= data.DISASTER_SUNS:
        return f" {plural(suns, 'Sun').capitalize()}: a Disaster may be declared."
    return ""

