"""Where each piece of Ra: The Dice Game stands, in map pixels of ``boards/ra_dice.tmx``.

Positions come from the layout and the state only, never from the window, so
the same numbers serve drawing, sliding pieces and hit testing at any size.
"""

from __future__ import annotations

from pharaohs.games.ra_dice.rules import AREA_CIVILIZATION, AREA_MONUMENTS, data, sun_spaces
from pharaohs.ui.kit.score_track import ScoreTrack

#: the two tracks, by the name of their spots and state fields
TRACKS = ("pharaoh", "nile")
#: the spots of the spaces of each area, by their number: ``civ_3``, ``monument_17``
AREA_SPOTS = {AREA_CIVILIZATION: "civ_", AREA_MONUMENTS: "monument_"}
#: the score track, ``score_0`` to ``score_99``
SCORES = ScoreTrack("score_", 100)
#: sizes in map pixels (the .tmx is 1420 × 1000)
TRACK_MARKER = 26
SCORE_MARKER = 26
AREA_MARKER = 40
MONUMENT_MARKER = 44
SUN_DIE = 44
#: a Sun on a space above another, as the surplus on the last space lies: this much to the
#: right and up from the one under it (it stays inside the Sun track, under Ra's lane)
SUN_STACK = (4, 12)
#: a Disaster button's icon, how far in from the button's left edge it sits, and how far
#: its name keeps from the right edge, clear of the border lit round it
DISASTER_ICON, DISASTER_INSET, DISASTER_MARGIN = 42, 8, 16
#: how long a piece slides to its new place
SLIDE_SECONDS = 0.35


def area_spot(area: str, space: int) -> str:
    """The spot of a space of the Civilization or Monument area."""
    return f"{AREA_SPOTS[area]}{space}"


def ra_space(state) -> int:
    """The Sun track space the Ra figure stands on (it stops at the last)."""
    return max(1, min(state.ra, data.SUN_TRACK_LENGTH))


def ra_point(layout, state) -> tuple[float, float]:
    space = layout.spot(f"sun_{ra_space(state)}")
    lane = layout.spot("ra_lane")
    return space.x + space.width / 2, lane.y + lane.height / 2


def track_point(layout, track: str, value: int, seat: int, players: int):
    """A seat's marker on a track: up to four side by side on one space."""
    space = layout.spot(f"{track}_{max(data.TRACK_MIN, min(data.TRACK_MAX, value))}")
    rows = 1 if players <= 2 else 2
    top = space.y + 30
    height = space.height - 34
    col, row = seat % 2, seat // 2
    return (space.x + space.width * (0.27 + 0.46 * col),
            top + height * (row + 0.5) / rows)


def pieces(layout, state, scores) -> dict[tuple, tuple[float, float]]:
    """The centre of every sliding piece, by key (Ra, track and score markers)."""
    out: dict[tuple, tuple[float, float]] = {("ra",): ra_point(layout, state)}
    for track in TRACKS:
        for seat, value in enumerate(getattr(state, track)):
            out[track, seat] = track_point(layout, track, value, seat, state.players)
    out.update((("score", seat), point) for seat, point in SCORES.markers(layout, scores).items())
    return out


def sun_slots(state, sun_order) -> dict[int, int]:
    """The Sun track space of each die showing a Sun, in the order they were set aside."""
    suns = [i for i, face in enumerate(state.dice) if face == data.SUN]
    order = [i for i in sun_order if i in suns] + [i for i in suns if i not in sun_order]
    return dict(zip(order, sun_spaces(state), strict=True))


def sun_points(layout, state, sun_order) -> dict[int, tuple[float, float]]:
    """Where each die showing a Sun lies: on its space of the Sun track, a little above
    its middle; more than one on a space (the surplus on the last) stacked up it by
    ``SUN_STACK``, kept inside the Sun track."""
    track = layout.spot("sun_track")
    lowest, rightmost = track.y + SUN_DIE / 2, track.x + track.width - SUN_DIE / 2
    points, stacked = {}, {}
    for die, space in sun_slots(state, sun_order).items():
        k = stacked[space] = stacked.get(space, -1) + 1
        x, y = layout.spot(f"sun_{space}").centre
        points[die] = (min(rightmost, x + SUN_STACK[0] * k),
                       max(lowest, y - 6 - SUN_STACK[1] * k))
    return points


def civ_marker(layout, players: int) -> float:
    """The size of a Civilization marker: smaller when a space holds three."""
    space = layout.spot("civ_0")
    room = (space.height - 74) / data.civilization_capacity(players)
    return min(AREA_MARKER, room - 6)


def civ_slot(layout, colour: int, k: int, players: int) -> tuple[float, float]:
    """The centre of the ``k``-th marker on a Civilization space."""
    space = layout.spot(f"civ_{colour}")
    capacity = data.civilization_capacity(players)
    top, bottom = space.y + 62, space.y + space.height - 12
    return (space.x + space.width / 2,
            top + (bottom - top) * (k + 0.5) / capacity)
