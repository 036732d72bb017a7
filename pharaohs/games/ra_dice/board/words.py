"""The words of the Ra dice board: prompts, the tray's lines, panels, buttons and the
message line, each a translatable sentence (``pharaohs.core.i18n``).

They describe the state and the moves in the rulebook's terms; the hover hints
are in ``hints``. Names of faces, colours and Disasters are marked constants
(``N_``), passed into sentences as ``_(name)`` so they are translated too.
"""

from __future__ import annotations

from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.rules import data
from pharaohs.ui.kit.phrases import commas, listed, semicolons, sentences

#: the colours of the dice at the start of a sentence (``data.COLOUR_NAMES`` within one)
COLOUR_TITLES = {"yellow": N_("Yellow"), "blue": N_("Blue"), "purple": N_("Purple"),
                 "green": N_("Green"), "red": N_("Red")}
DISASTER_EFFECTS = {
    data.DISASTER_PHARAOH: N_("every other player moves back 2 spaces on the Pharaoh track"),
    data.DISASTER_NILE: N_("every other player gives back one flood marker; a player without "
                           "one moves back 2 spaces on the Nile track"),
    data.DISASTER_CIVILIZATION: N_("every other player retrieves 2 of their Civilization "
                                   "markers (their choice)"),
    data.DISASTER_MONUMENTS: N_("every other player retrieves 2 of their Monument markers "
                                "(their choice)"),
}
AREA_NAMES = {rules.AREA_CIVILIZATION: N_("Civilization"), rules.AREA_MONUMENTS: N_("Monument")}

#: the action bar's buttons
ROLL_BUTTON, REROLL_BUTTON = _("Roll"), _("Reroll")
STOP_BUTTON, END_BUTTON = _("Stop rolling"), _("End turn")
ROLL_TIP = _("Throw all five dice (Space).")
STOP_TIP = _("Keep these dice and start applying them.")
REROLL_TIP = _("Throw the marked dice again (Space).")
#: why Reroll is greyed while no die is marked
MARK_TO_REROLL = _("First click the dice you want to throw again.")
SELECT_FIRST = _("Select dice first: click them in the tray, then click here or drag them "
                 "here.")


def colour(index: int, title: bool = False):
    """The colour of die or space ``index`` in words (capitalized: ``title``), translatable."""
    return _((COLOUR_TITLES if title else data.COLOUR_NAMES)[data.COLOURS[index]])


def colours(indices):
    """"red", "red and blue", "red, blue and green", translatable."""
    return listed(colour(i) for i in sorted(indices))


def end_turn_tip(view) -> str:
    """End turn's tooltip: what is forfeited, and whether the epoch is scored."""
    left = len(rules.available_dice(view))
    forfeited = left and ngettext("Your {n} unused die is forfeited.",
                                  "Your {n} unused dice are forfeited.", left)
    return sentences(_("End your turn."), forfeited,
                     rules.epoch_ending(view) and _("Then the epoch is scored."))


END_QUESTION = _("End your turn now?")


#: each die by its colour within a sentence, whole (German declines the colour word)
DIE_WORDS = {"yellow": N_("the yellow die"), "blue": N_("the blue die"),
             "purple": N_("the purple die"), "green": N_("the green die"),
             "red": N_("the red die")}


def lost_dice(view) -> str:
    """The confirmation's line: which dice ending the turn now throws away, with faces."""
    left = rules.available_dice(view)
    dice = listed(_("{die} ({face})", die=_(DIE_WORDS[data.COLOURS[i]]),
                    face=_(data.FACE_NAMES[view.dice[i]])) for i in left)
    return ngettext("This die is not used and will be lost: {dice}.",
                    "These {n} dice are not used and will be lost: {dice}.", len(left), dice=dice)


def retrieve_refusal(view) -> str:
    return _("Click one of your markers in the {area} area.", area=_(AREA_NAMES[view.disaster]))


def throws_text(view) -> str:
    """The tray header's right side: throws left while rolling, then the Suns."""
    if view.phase in (rules.ROLL, rules.REROLL):  # before the first throw: all of them
        left = 1 + data.REROLLS if view.phase == rules.ROLL else view.rerolls_left
        return _("Throws left: {n}", n=left)
    suns = rules.sun_count(view)
    return _("Suns: {n}", n=suns) if suns else _("No Suns")


def tray_hint(board, view, acting) -> str:
    """The two lines under the tray header: what happens, or what to do with the dice."""
    if view.phase == rules.OVER:  # the final board of the results screen
        return _("The game is over.")
    if view.phase == rules.RETRIEVE:
        victim, left = view.victims[0]
        return ngettext("{name} retrieves {n} marker from the {area} area.",
                        "{name} retrieves {n} markers from the {area} area.", left,
                        name=board.ctx.name(victim), area=_(AREA_NAMES[view.disaster]))
    if not acting:
        return _("{name} is playing.", name=board.ctx.name(view.current))
    if view.phase == rules.ROLL:
        return _("Click Roll (or the dice) to throw all five dice.")
    if view.phase == rules.REROLL:
        chosen = len(board.selected)
        if chosen:
            return ngettext("{n} die marked to throw again: click Reroll. Click a die again "
                            "to keep it.", "{n} dice marked to throw again: click Reroll. "
                            "Click a die again to keep it.", chosen)
        return _("Click the dice you want to throw again, then Reroll. Or Stop rolling.")
    if board.pending:
        left = board.pending.needed - len(board.pending.spaces)
        return ngettext("Choose {n} more Civilization space for these dice (right click to "
                        "cancel).", "Choose {n} more Civilization spaces for these dice "
                        "(right click to cancel).", left)
    if not rules.available_dice(view):
        return _("All dice are used: End turn.")
    if board.selected:
        return _("Drag the selected dice onto a glowing target, or click the target. Right "
                 "click clears the selection.")
    return _("Click dice to select them, then drag them onto the board. End turn when done.")


def prompt(board, view, seat: int) -> str:
    """What ``seat`` should do now, for the action bar."""
    if view.phase == rules.ROLL:
        return _("roll the dice")
    if view.phase == rules.REROLL:
        return ngettext("choose dice to throw again, or stop rolling ({n} reroll left)",
                        "choose dice to throw again, or stop rolling ({n} rerolls left)",
                        view.rerolls_left)
    if view.phase == rules.RETRIEVE:
        return ngettext("{name}'s {disaster} Disaster strikes you: click {n} of your markers "
                        "to retrieve", "{name}'s {disaster} Disaster strikes you: click {n} of "
                        "your markers to retrieve", view.victims[0][1],
                        name=board.ctx.name(view.current),
                        disaster=_(data.DISASTER_NAMES[view.disaster]))
    if board.pending and seat == view.current:
        return ngettext("choose {n} more Civilization space", "choose {n} more Civilization "
                        "spaces", board.pending.needed - len(board.pending.spaces))
    if rules.disaster_open(view):
        what = _("declare a Disaster, or apply your dice")
    elif rules.available_dice(view):
        what = _("apply your dice, then end your turn")
    else:
        what = _("end your turn")
    # Ra has reached the end of the Sun track: the epoch is scored when this turn ends
    return _("{prompt} (last turn of this epoch)", prompt=what) if rules.epoch_ending(view) \
        else what


def panel_lines(board, view, seat: int, viewer) -> list[str]:
    """A seat's tracks and markers, for its panel; the flood markers on a line of their own
    (beside the tracks, the line was too long for the panel)."""
    floods = view.floods[seat]
    lines = [_("Pharaoh {pharaoh} · Nile {nile}", pharaoh=view.pharaoh[seat],
               nile=view.nile[seat]),
             _("Civilization {civilization} · Monuments {monuments}",
               civilization=len(rules.civilization_markers(view, seat)),
               monuments=len(rules.monument_markers(view, seat)))]
    if floods:
        lines.insert(1, ngettext("Nile flooded: {n} flood marker",
                                 "Nile flooded: {n} flood markers", floods))
    return lines


def faces_text(faces):
    """"2 Pharaohs, 1 Nile, …" for the faces thrown, in the order of ``data.FACES``."""
    counts = [FACE_COUNTS[face](faces.count(face)) for face in data.FACES if faces.count(face)]
    return commas(*counts)


#: "{n} Sun" / "{n} Suns" for each face
FACE_COUNTS = {
    data.SUN: lambda n: ngettext("{n} Sun", "{n} Suns", n),
    data.PHARAOH: lambda n: ngettext("{n} Pharaoh", "{n} Pharaohs", n),
    data.NILE: lambda n: ngettext("{n} Nile", "{n} Niles", n),
    data.CIVILIZATION: lambda n: ngettext("{n} Civilization", "{n} Civilizations", n),
    data.MONUMENT: lambda n: ngettext("{n} Monument", "{n} Monuments", n),
    data.ANKH: lambda n: ngettext("{n} Ankh", "{n} Ankhs", n),
}


def describe(board, seat, move, before, after) -> str | None:
    """A committed move in a sentence, for the message line."""
    kind = type(move)
    if kind is rules.Roll:
        return sentences(_("rolls {faces}.", faces=faces_text(after.dice)),
                         _sun_effect(before, after))
    if kind is rules.Reroll:
        faces = [after.dice[i] for i in sorted(move.dice)]
        return sentences(ngettext("throws {n} die again: {faces}.",
                                  "throws {n} dice again: {faces}.", len(faces),
                                  faces=faces_text(faces)), _sun_effect(before, after))
    if kind is rules.StopRolling:
        return sentences(_("stops rolling."), _sun_effect(before, after))
    if kind is rules.Pharaoh:
        return ngettext("advances {n} space on the Pharaoh track (to {to}).",
                        "advances {n} spaces on the Pharaoh track (to {to}).", len(move.dice),
                        to=after.pharaoh[seat])
    if kind is rules.Nile:
        return ngettext("advances {n} space on the Nile track (to {to}).",
                        "advances {n} spaces on the Nile track (to {to}).", len(move.dice),
                        to=after.nile[seat])
    if kind is rules.Flood:
        return ngettext("floods the Nile ({n} flood marker).",
                        "floods the Nile ({n} flood markers).", after.floods[seat])
    if kind is rules.Civilization:
        return ngettext("places a Civilization marker on {colours}.",
                        "places Civilization markers on {colours}.", len(move.spaces),
                        colours=colours(move.spaces))
    if kind is rules.Monument:
        return _("places a Monument marker on {colour} in column {column}.",
                 colour=colour(data.monument_colour(move.space)),
                 column=data.monument_column(move.space) + 1)
    if kind is rules.TwoAnkhs:
        return _("scores {points} points with two Ankhs.", points=data.TWO_ANKHS_POINTS)
    if kind is rules.Disaster:
        return _("declares a {disaster} Disaster: {effect}.",
                 disaster=_(data.DISASTER_NAMES[move.kind]), effect=_struck(board, before, after))
    if kind is rules.RemoveMarker:
        if move.area == rules.AREA_CIVILIZATION:
            return _("retrieves a marker from the {colour} Civilization space.",
                     colour=colour(move.space))
        return _("retrieves a marker from Monument column {column}.",
                 column=data.monument_column(move.space) + 1)
    if kind is rules.EndTurn:
        return _end_turn(board, before, after)
    return None


def period(board, view) -> str:
    """The move log's heading: how far the game is (the rules' ``progress``)."""
    return rules.GAME.progress(view)


def _struck(board, before, after):
    """What a Disaster did to each other player, or who must still choose markers."""
    hits = []
    for seat in range(before.players):
        name = board.ctx.name(seat)
        if after.pharaoh[seat] < before.pharaoh[seat]:
            hits.append(_("{name} moves back to {to} on the Pharaoh track", name=name,
                          to=after.pharaoh[seat]))
        if after.floods[seat] < before.floods[seat]:
            hits.append(_("{name} gives back a flood marker", name=name))
        if after.nile[seat] < before.nile[seat]:
            hits.append(_("{name} moves back to {to} on the Nile track", name=name,
                          to=after.nile[seat]))
        lost = set(rules.civilization_markers(before, seat)) - set(
            rules.civilization_markers(after, seat))
        if lost:
            hits.append(ngettext("{name} loses the {colours} Civilization marker",
                                 "{name} loses the {colours} Civilization markers", len(lost),
                                 name=name, colours=colours(lost)))
        gone = set(rules.monument_markers(before, seat)) - set(rules.monument_markers(after, seat))
        if gone:
            hits.append(ngettext("{name} loses the Monument marker in column {columns}",
                                 "{name} loses the Monument markers in columns {columns}",
                                 len(gone), name=name, columns=listed(
                                     str(data.monument_column(sp) + 1) for sp in sorted(gone))))
    choosing = [board.ctx.name(seat) for seat, _left in after.victims]
    if choosing:
        hits.append(ngettext("{names} chooses 2 markers to give back",
                             "{names} choose 2 markers each to give back", len(choosing),
                             names=listed(choosing)))
    return semicolons(*hits) if hits else _("nobody else has anything to lose")


def _end_turn(board, before, after) -> str:
    left = len(rules.available_dice(before))
    lost = left and ngettext("{n} unused die is forfeited.", "{n} unused dice are forfeited.",
                             left)
    return sentences(_("ends the turn."), lost, _scored(board, before, after))


def _scored(board, before, after):
    """The epoch's scoring this turn's end brought, each player's gain in one clause."""
    lines = after.epoch_lines[len(before.epoch_lines):]
    if not lines:
        return None
    gains = [_("{name} {points:+d}", name=board.ctx.name(seat),
               points=sum(line.points for line in lines if line.seat == seat))
             for seat in range(after.players)]
    return _("Epoch {epoch} is scored: {gains}.", epoch=before.epoch, gains=commas(*gains))


def _sun_effect(before, after):
    """What the Suns did when rolling ended with this move (None if it did not end)."""
    if after.phase == rules.REROLL or before.phase == rules.APPLY:
        return None
    suns = rules.sun_count(after)
    if 1 <= suns <= 2:
        return ngettext("Ra moves {n} space.", "Ra moves {n} spaces.", after.ra - before.ra)
    if suns == 3:
        return _("Three Suns: {points} points.", points=data.THREE_SUNS_POINTS)
    if suns >= data.DISASTER_SUNS:
        return _("{n} Suns: a Disaster may be declared.", n=suns)
    return None
