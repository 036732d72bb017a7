"""The pieces on the Ra dice board, drawn every frame over the static layer.

Ra, the track, area and score markers, the Suns on the Sun track, and the
highlights: the last move, the targets of the dice in hand, the Disasters.
Dice in the tray are drawn by ``dice_tray``.
"""

from __future__ import annotations

import pygame

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import places
from pharaohs.games.ra_dice.board.places import MONUMENT_MARKER, SCORE_MARKER, SUN_DIE, TRACK_MARKER
from pharaohs.games.ra_dice.rules import RETRIEVE, data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.pictures import Lettering


def blit_marker(board, surface, seat: int, point, map_size: float, alpha: int = 255) -> None:
    # the picture carries a shadow margin
    image = board.pictures.get(f"marker_{seat}", board.size(map_size * 1.18))
    board.blit_at(surface, image, board.point(*point), alpha)


def blit_die(board, surface, die: int, face, centre, map_size: float, grey=False,
             angle: float = 0.0, alpha: int = 255) -> pygame.Rect:
    image = board.pictures.get(f"die_{data.COLOURS[die]}_{face or 'blank'}", board.size(map_size),
                               grey=grey)
    return board.blit_at(surface, image, board.point(*centre), alpha, angle)


# -- what the board draws over its static layer, in order ------------------------------
def draw_chosen(board, surface) -> None:
    """The Civilization spaces already chosen for the dice in hand."""
    for c in board.pending.spaces if board.pending else ():
        board.glow(surface, f"civ_{c}", theme.CARNELIAN, 5, 40)


def draw_disaster_options(board, surface, view, acting) -> None:
    """The four Disasters: lit while one may be declared, the declared one kept lit; their
    names at one size, the largest at which each fits its button in bold (lit)."""
    live = rules.disaster_open(view) and acting
    icon, inset = board.size(places.DISASTER_ICON), board.size(places.DISASTER_INSET)
    first = board.rect(f"disaster_{data.DISASTERS[0]}")
    left = inset + icon + board.size(10)  # from each button's left edge
    room = first.width - left - board.size(places.DISASTER_MARGIN)
    full = board.text_px(22)
    size = min(Lettering.shrunk_size(data.DISASTER_NAMES[kind], full, room, True)
               for kind in data.DISASTERS)
    for kind in data.DISASTERS:
        r = board.rect(f"disaster_{kind}")
        lit = live or view.disaster == kind
        fill = "panel" if lit else "panel_dim"
        surface.blit(board.pictures.nine_slice(fill, r.size, max(5, board.size(10))), r)
        surface.blit(board.pictures.get(f"disaster_{kind}", icon, grey=not lit),
                     (r.x + inset, r.centery - icon // 2))
        board.lettering.text(surface, data.DISASTER_NAMES[kind], (r.x + left, r.centery), size,
                             theme.INK if lit else theme.INK_SOFT, lit, "midleft",
                             max_width=room)
        if live:
            board.glow(surface, r, theme.CARNELIAN, 4, 30)


def draw_sun_track(board, surface, view) -> None:
    """The Suns set aside on the Sun track, the new ones in flight, and the Ra figure."""
    points = places.sun_points(board.layout, view, board.sun_order)
    throw = board.throw
    for die, point in points.items():
        if not (throw and (throw.tumbling(die) or throw.flight(die) is not None)):
            blit_die(board, surface, die, data.SUN, point, SUN_DIE)
    for die in throw.flying if throw else ():
        flying = throw.in_flight(die, board.spot(f"die_{die}").centre, throw.landing[die], 120)
        if flying is not None:
            size = board.spot(f"die_{die}").width * (1 - flying[2]) + SUN_DIE * flying[2]
            blit_die(board, surface, die, data.SUN, flying[:2], size)
    x, _y = board.tweens.at(("ra",), places.ra_point(board.layout, view))
    lane = board.spot("ra_lane")
    tall = board.size(lane.height + 30)  # the figure stands on the lane's foot
    image = board.pictures.get("ra", round(tall * 114 / 146), tall)
    surface.blit(image, image.get_rect(midbottom=board.point(x, lane.y + lane.height + 10)))


def draw_track_markers(board, surface, view) -> None:
    """The Pharaoh and Nile markers, flood markers stacked under the Nile marker."""
    for track in places.TRACKS:
        for seat, value in enumerate(getattr(view, track)):
            point = board.tweens.at((track, seat), places.track_point(board.layout, track, value,
                                                                      seat, view.players))
            floods = view.floods[seat] if track == "nile" else 0
            for k in range(min(floods, 3), 0, -1):
                blit_marker(board, surface, seat, (point[0] - 4 * k, point[1] - 5 * k),
                            TRACK_MARKER)
            blit_marker(board, surface, seat, point, TRACK_MARKER)
            if floods:
                board.blit_at(surface, board.pictures.get("flood", board.size(18)),
                              board.point(point[0] + 11, point[1] - 11))


def draw_areas(board, surface, view) -> None:
    """The markers in the Civilization and Monument areas (while a Disaster's victim
    chooses, the others' faded and the victim's lit) and those about to be placed."""
    victim = view.phase == RETRIEVE and view.victims and view.victims[0][0]
    struck = view.disaster if view.phase == RETRIEVE else None
    marker = places.civ_marker(board.layout, view.players)
    placed = [(rules.AREA_CIVILIZATION, seat, places.civ_slot(board.layout, c, k, view.players),
               marker) for c, seats in enumerate(view.civilization)
              for k, seat in enumerate(sorted(seats))]
    placed += [(rules.AREA_MONUMENTS, seat, board.spot(f"monument_{space}").centre,
                MONUMENT_MARKER) for space, seat in enumerate(view.monuments) if seat is not None]
    for area, seat, point, size in placed:
        blit_marker(board, surface, seat, point, size,
                    110 if struck == area and seat != victim else 255)
    for colour in board.pending.spaces if board.pending else ():  # faint in their slots
        point = places.civ_slot(board.layout, colour, len(view.civilization[colour]),
                                view.players)
        blit_marker(board, surface, view.current, point, marker, 120)
    for space in rules.markers_in(view, victim, struck) if struck else ():
        board.glow(surface, places.area_spot(struck, space), theme.CARNELIAN, 4, 50)


def draw_score_markers(board, surface, view) -> None:
    """The score markers; past 100 a marker goes round again with a label."""
    scores = board.ctx.shown_scores(view)
    held = scores != tuple(board.ctx.scores(view))  # a scoring is still being read out
    for seat, home in sorted(places.SCORES.markers(board.layout, scores).items()):
        point = home if held else board.tweens.at(("score", seat), home)
        blit_marker(board, surface, seat, point, SCORE_MARKER)
        lap = places.SCORES.lap(scores[seat])
        if lap:  # the track goes round once more
            board.label(surface, lap, board.point(point[0], point[1] - 18), 18, bold=True,
                        anchor="midbottom")
