"""Ra: The Dice Game on screen: the Sun track, Pharaoh and Nile tracks, both areas, the dice.

Every place on the board comes from ``boards/ra_dice.tmx``; every picture from
``assets/ra_dice`` (``pharaohs.art.ra_dice``). The scene never changes the game:
a throw is the ``Roll``/``Reroll`` move, and the tumbling dice and the Suns
flying to the Sun track are only drawn afterwards. Applying dice is a drag (or a
click) of the selected dice onto a target; the move is built from the target and
handed to ``table.try_move``, which shows the rules' refusal at the pointer.

The static board (ground, areas, spaces, numbers, titles) is painted once per
window size into one surface; only pieces, dice and highlights are drawn per
frame, and frames are drawn only while something moves.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass, field

import pygame

from pharaohs.games.ra_dice import data, rules
from pharaohs.games.ra_dice.rules import (
    ANKH,
    APPLY,
    REROLL,
    RETRIEVE,
    ROLL,
    SUN,
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
)
from pharaohs.resources import resource
from pharaohs.ui import theme
from pharaohs.ui.board_view import BoardView
from pharaohs.ui.drag import DragController, Draggable
from pharaohs.ui.scene import Scene
from pharaohs.ui.widgets import Button

#: how long the dice tumble, the Suns fly and the pieces slide
ROLL_SECONDS = 0.6
FLY_SECONDS = 0.35
SLIDE_SECONDS = 0.35
#: pixels a press may travel and still count as a click on a die
CLICK_SLOP = 6
#: sizes in map pixels (the .tmx is 1420 × 1000)
TRACK_MARKER = 26
SCORE_MARKER = 26
AREA_MARKER = 40
MONUMENT_MARKER = 44
SUN_DIE = 44
#: a darker malachite than theme.GOOD, 4.5:1 on papyrus
GAIN = (30, 96, 48)
GLOW = (255, 214, 90)
LAST_MOVE = (32, 150, 160)
IVORY = (252, 246, 230)

TRACKS = ("pharaoh", "nile")
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


def _plural(count: int, word: str, words: str | None = None) -> str:
    return f"{count} {word if count == 1 else (words or word + 's')}"


def _and(words) -> str:
    """"a", "a and b", "a, b and c"."""
    words = list(words)
    return " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " and " + words[-1]


def _colour_name(index: int) -> str:
    return data.DICE[index].name


# -- pictures ------------------------------------------------------------------------------
class Art:
    """The generated pictures, loaded once and scaled once per size."""

    def __init__(self):
        self.raw: dict[str, pygame.Surface] = {}
        self.sized: dict[tuple, pygame.Surface] = {}

    def original(self, name: str) -> pygame.Surface:
        image = self.raw.get(name)
        if image is None:
            image = pygame.image.load(str(resource("assets", "ra_dice", f"{name}.png")))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self.raw[name] = image
        return image

    def get(self, name: str, width: int, height: int | None = None,
            grey: bool = False) -> pygame.Surface:
        key = (name, width, height or width, grey)
        image = self.sized.get(key)
        if image is None:
            image = pygame.transform.smoothscale(self.original(name),
                                                 (max(1, width), max(1, height or width)))
            if grey:
                image = pygame.transform.grayscale(image)
                image.fill((210, 200, 185, 170), special_flags=pygame.BLEND_RGBA_MULT)
            self.sized[key] = image
        return image

    def nine_slice(self, name: str, size: tuple[int, int], corner: int) -> pygame.Surface:
        """A panel picture stretched to ``size`` with its corners kept square."""
        key = (name, size, "nine", corner)
        image = self.sized.get(key)
        if image is None:
            src = self.original(name)
            sw, sh = src.get_size()
            c = 16
            w, h = max(size[0], 2 * corner), max(size[1], 2 * corner)
            image = pygame.Surface((w, h), pygame.SRCALPHA)
            xs = ((0, c, 0, corner), (c, sw - 2 * c, corner, w - 2 * corner),
                  (sw - c, c, w - corner, corner))
            ys = ((0, c, 0, corner), (c, sh - 2 * c, corner, h - 2 * corner),
                  (sh - c, c, h - corner, corner))
            for sx, swidth, dx, dwidth in xs:
                for sy, sheight, dy, dheight in ys:
                    if dwidth <= 0 or dheight <= 0:
                        continue
                    part = src.subsurface((sx, sy, swidth, sheight))
                    image.blit(pygame.transform.smoothscale(part, (dwidth, dheight)), (dx, dy))
            self.sized[key] = image
        return image

    def clear(self) -> None:
        self.sized.clear()


# -- animations ---------------------------------------------------------------------------------
@dataclass
class Throw:
    """Dice tumbling after a throw, then the new Suns flying to the Sun track."""

    dice: frozenset[int]
    suns: tuple[int, ...]
    #: where each new Sun lands (Sun track space)
    landing: dict[int, int]
    seed: int
    t: float = 0.0

    @property
    def length(self) -> float:
        return ROLL_SECONDS + (FLY_SECONDS if self.suns else 0.0)

    def tumbling(self, die: int) -> bool:
        return die in self.dice and self.t < ROLL_SECONDS

    def flight(self, die: int) -> float | None:
        """How far along its flight a new Sun is (0–1), or None when it is not flying."""
        if die in self.suns and ROLL_SECONDS <= self.t < self.length:
            return (self.t - ROLL_SECONDS) / FLY_SECONDS
        return None


@dataclass
class Tween:
    """A piece sliding from one map point to another; ``t`` starts negative for a delay."""

    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0
    length: float = SLIDE_SECONDS

    def at(self) -> tuple[float, float]:
        p = min(1.0, max(0.0, self.t / self.length))
        ease = 1 - (1 - p) ** 3
        return (self.start[0] + (self.end[0] - self.start[0]) * ease,
                self.start[1] + (self.end[1] - self.start[1]) * ease)


@dataclass
class PendingCivilization:
    """Civilization dice dropped on a first space while more spaces must be chosen."""

    dice: frozenset[int]
    spaces: frozenset[int]
    needed: int = 0


@dataclass
class LastMove:
    """What the last committed move touched, outlined until the next one."""

    spots: set[str] = field(default_factory=set)


# -- the board ---------------------------------------------------------------------------------
class RaDiceBoard(BoardView):
    """The Ra dice board: Sun track, tracks, areas, score track and the dice tray."""

    game_id = "ra_dice"

    @classmethod
    def required_spots(cls) -> list[str]:
        names = ["sun_track", "ra_lane", "dice_tray", "tray_header", "tray_hint", "flood_box",
                 "two_points", "civ_area", "civ_title", "civ_table", "disaster_area",
                 "disaster_title", "monument_area", "monument_title", "score_track",
                 "score_title"]
        names += [f"sun_{n}" for n in range(1, data.SUN_TRACK_LENGTH + 1)]
        for track in TRACKS:
            names += [f"{track}_track", f"{track}_label"]
            names += [f"{track}_{n}" for n in range(data.TRACK_MIN, data.TRACK_MAX + 1)]
        names += [f"die_{i}" for i in range(data.NUM_DICE)]
        names += [f"civ_{i}" for i in range(data.NUM_DICE)]
        names += [f"disaster_{kind}" for kind in data.DISASTERS]
        names += [f"monument_col_{c}" for c in range(data.MONUMENT_COLUMNS)]
        names += [f"monument_{s}" for s in range(data.MONUMENT_SPACES)]
        names += [f"score_{n}" for n in range(100)]
        return names

    def __init__(self, table):
        super().__init__(table)
        self.art = Art()
        self.static: pygame.Surface | None = None
        self.static_key = None
        self.selected: set[int] = set()
        self.pending: PendingCivilization | None = None
        self.sun_order: list[int] = []
        self.throw: Throw | None = None
        self.tweens: dict[tuple, Tween] = {}
        self.last = LastMove()
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag = DragController(self.pick, self.drop)
        self.overlay: EpochScoring | None = None
        self.own_buttons: dict[str, Button] = {}
        self._targets_key = None
        self._targets: frozenset[str] = frozenset()
        self._offset = (0, 0)
        self.drag_lead = 0
        self.visual = random.Random(7)

    # -- geometry ------------------------------------------------------------------------------
    def resize(self, area: pygame.Rect) -> None:
        super().resize(area)
        self.art.clear()
        self.static = None

    @property
    def scale(self) -> float:
        return self.placement.scale if self.placement else 1.0

    def rect(self, name: str) -> pygame.Rect:
        return self.placement.rect(name)

    def spot(self, name: str):
        return self.layout.spot(name)

    def px(self, map_size: float) -> int:
        """A text size for ``map_size`` map pixels: never below 14 screen pixels."""
        return max(14, round(map_size * self.scale))

    def size(self, map_size: float) -> int:
        return max(2, round(map_size * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.placement.point(x, y)

    def centre(self, name: str) -> tuple[float, float]:
        return self.spot(name).centre

    # -- where the pieces stand (map pixels) -----------------------------------------------------
    def ra_space(self, state) -> int:
        return max(1, min(state.ra, data.SUN_TRACK_LENGTH))

    def ra_point(self, state) -> tuple[float, float]:
        space = self.spot(f"sun_{self.ra_space(state)}")
        lane = self.spot("ra_lane")
        return space.x + space.width / 2, lane.y + lane.height / 2

    def track_point(self, track: str, value: int, seat: int, players: int):
        space = self.spot(f"{track}_{max(data.TRACK_MIN, min(data.TRACK_MAX, value))}")
        rows = 1 if players <= 2 else 2
        top = space.y + 30
        height = space.height - 34
        col, row = seat % 2, seat // 2
        return (space.x + space.width * (0.27 + 0.46 * col),
                top + height * (row + 0.5) / rows)

    def score_points(self, scores) -> dict[int, tuple[float, float]]:
        cells: dict[int, list[int]] = {}
        for seat, score in enumerate(scores):
            cells.setdefault(max(0, score) % 100, []).append(seat)
        out = {}
        for cell, seats in cells.items():
            cx, cy = self.centre(f"score_{cell}")
            for k, seat in enumerate(seats):
                if len(seats) == 1:
                    out[seat] = (cx, cy)
                else:
                    angle = math.pi * 2 * k / len(seats) - math.pi * 3 / 4
                    out[seat] = (cx + 10 * math.cos(angle), cy + 8 * math.sin(angle))
        return out

    def pieces(self, state) -> dict[tuple, tuple[float, float]]:
        """The centre of every sliding piece, by key (Ra, track and score markers)."""
        out: dict[tuple, tuple[float, float]] = {("ra",): self.ra_point(state)}
        for seat in range(state.players):
            out[("pharaoh", seat)] = self.track_point("pharaoh", state.pharaoh[seat], seat,
                                                      state.players)
            out[("nile", seat)] = self.track_point("nile", state.nile[seat], seat, state.players)
        scores = self.table.game.scores(state)
        for seat, point in self.score_points(scores).items():
            out[("score", seat)] = point
        return out

    def piece_at(self, key, home):
        tween = self.tweens.get(key)
        return tween.at() if tween else home

    def sun_slots(self, state) -> dict[int, int]:
        """The Sun track space of each die showing a Sun, in the order they were set aside."""
        if not state.dice:
            return {}
        suns = [i for i, face in enumerate(state.dice) if face == SUN]
        order = [i for i in self.sun_order if i in suns] + [i for i in suns
                                                             if i not in self.sun_order]
        base = state.ra
        if state.phase in (APPLY, RETRIEVE) and 1 <= len(suns) <= 2:
            base = state.ra - len(suns)  # Ra has already moved onto them
        return {die: min(base + 1 + k, data.SUN_TRACK_LENGTH) for k, die in enumerate(order)}

    # -- whose turn, which dice -----------------------------------------------------------------
    def acting(self, view, viewer) -> bool:
        return viewer is not None and viewer in self.table.match.to_act()

    def free_dice(self, view) -> tuple[int, ...]:
        return rules.available_dice(view) if view.dice else ()

    def targets(self, view, viewer) -> frozenset[str]:
        """Spot names a legal move with the selected (or dragged) dice would use."""
        dice = self.active_dice()
        if not dice or not self.acting(view, viewer) or view.phase != APPLY:
            return frozenset()
        key = (id(self.table.state), dice, viewer, self.pending and self.pending.spaces)
        if key == self._targets_key:
            return self._targets
        names = set()
        for move in rules.moves_for_dice(view, viewer, dice):
            if self.pending and not (isinstance(move, Civilization)
                                     and self.pending.spaces <= move.spaces):
                continue
            names |= self.move_spots(move, view, viewer)
        if self.pending:
            names -= {f"civ_{c}" for c in self.pending.spaces}
        self._targets_key, self._targets = key, frozenset(names)
        return self._targets

    def active_dice(self) -> frozenset[int]:
        if self.drag.dragging is not None:
            return self.drag.dragging.payload
        if self.pending:
            return self.pending.dice
        return frozenset(self.selected)

    @staticmethod
    def move_spots(move, view, seat) -> set[str]:
        """The spots a move would touch (for glowing targets)."""
        if isinstance(move, Pharaoh):
            return {"pharaoh_track"}
        if isinstance(move, Nile):
            return {"nile_track"}
        if isinstance(move, Flood):
            return {"flood_box"}
        if isinstance(move, TwoAnkhs):
            return {"two_points"}
        if isinstance(move, Civilization):
            return {f"civ_{c}" for c in move.spaces}
        if isinstance(move, Monument):
            return {f"monument_{move.space}"}
        if isinstance(move, Disaster):
            return {f"disaster_{move.kind}"}
        return set()

    # -- the static board -------------------------------------------------------------------------
    def static_layer(self, players: int) -> pygame.Surface:
        board = self.placement.board_rect
        key = (board.size, players)
        if self.static is not None and self.static_key == key:
            return self.static
        surface = pygame.Surface(board.size).convert() if pygame.display.get_surface() \
            else pygame.Surface(board.size)
        offset = (-board.x, -board.y)
        surface.blit(self.art.get("board", board.width, board.height), (0, 0))

        def place(name):
            return self.rect(name).move(offset)

        self._offset = offset

        corner = max(6, self.size(14))
        for name in ("sun_track", "pharaoh_track", "nile_track", "dice_tray", "civ_area",
                     "disaster_area", "monument_area", "score_track"):
            r = place(name)
            surface.blit(self.art.nine_slice("area", r.size, corner), r)
        for name in ("pharaoh_label", "nile_label", "flood_box", "two_points"):
            r = place(name)
            surface.blit(self.art.nine_slice("panel", r.size, max(5, self.size(10))), r)
        self._paint_sun_track(surface, place, players)
        self._paint_tracks(surface, place)
        self._paint_tray(surface, place)
        self._paint_civilization(surface, place, players)
        self._paint_monuments(surface, place)
        self._paint_scores(surface, place)
        self._paint_disaster_area(surface, place)
        self.static, self.static_key = surface, key
        return surface

    def _label(self, surface, message, pos, map_size, colour=theme.INK, bold=False,
               anchor="center", max_width=None):
        return theme.text(surface, message, pos, self.px(map_size), colour, bold=bold,
                          anchor=anchor, max_width=max_width)

    def _paint_sun_track(self, surface, place, players) -> None:
        start = data.RA_START[players]
        for n in range(1, data.SUN_TRACK_LENGTH + 1):
            r = place(f"sun_{n}")
            image = "sun_space_end" if n == data.SUN_TRACK_LENGTH else "sun_space"
            surface.blit(self.art.get(image, r.width, r.height), r)
            if n == start:
                pygame.draw.rect(surface, theme.LAPIS, r.inflate(-self.size(8), -self.size(8)),
                                 max(2, self.size(4)), border_radius=self.size(6))
            self._label(surface, str(n), (r.centerx, r.bottom - self.size(4)), 20,
                        theme.INK, bold=True, anchor="midbottom")

    def _paint_tracks(self, surface, place) -> None:
        for track in TRACKS:
            label = place(f"{track}_label")
            icon = self.size(52)
            surface.blit(self.art.get(f"symbol_{track}", icon),
                         (label.centerx - icon // 2, label.y + self.size(6)))
            self._label(surface, track.capitalize(), (label.centerx, label.bottom - self.size(6)),
                        21, bold=True, anchor="midbottom", max_width=label.width - 4)
            for n in range(data.TRACK_MIN, data.TRACK_MAX + 1):
                r = place(f"{track}_{n}")
                surface.blit(self.art.get(f"{track}_space", r.width, r.height), r)
                self._label(surface, str(n), (r.centerx, r.y + self.size(3)), 21, bold=True,
                            anchor="midtop")

    def _paint_tray(self, surface, place) -> None:
        for i in range(data.NUM_DICE):
            r = place(f"die_{i}")
            surface.blit(self.art.get("die_slot", r.width, r.height), r)
        self._paint_box(surface, place("flood_box"), "Flood the Nile", rules.NILE, 3, "")
        self._paint_box(surface, place("two_points"), "Two Ankhs", ANKH, 2,
                        f"= {data.TWO_ANKHS_POINTS} points")

    def _paint_box(self, surface, box, title, face, count, caption) -> None:
        """A special use of dice: a title above a row of little dice and a caption."""
        self._label(surface, title, (box.centerx, box.y + self.size(8)), 23, bold=True,
                    anchor="midtop", max_width=box.width - self.size(10))
        icon = self.size(52)
        step = icon + self.size(4)
        caption_w = theme.font(self.px(21)).size(caption)[0] + self.size(8) if caption else 0
        row_w = step * (count - 1) + icon + caption_w
        x = box.centerx - row_w // 2
        y = box.bottom - self.size(10) - icon
        for k in range(count):
            colour = _colour_name((k * 2 + 1) % data.NUM_DICE)
            surface.blit(self.art.get(f"die_{colour}_{face}", icon), (x + k * step, y))
        if caption:
            self._label(surface, caption, (x + step * (count - 1) + icon + self.size(8),
                                           y + icon // 2), 21, anchor="midleft")

    def _paint_civilization(self, surface, place, players) -> None:
        capacity = data.civilization_capacity(players)
        title = place("civ_title")
        self._label(surface, f"Civilization — {_plural(capacity, 'marker')} per colour",
                    (title.x + self.size(6), title.centery), 23, bold=True,
                    anchor="midleft", max_width=title.width)
        for c in range(data.NUM_DICE):
            r = place(f"civ_{c}")
            surface.blit(self.art.get(f"civ_{_colour_name(c)}", r.width, r.height), r)
            for k in range(capacity):
                x, y = self.civ_slot(c, k, players)
                size = self.size(self.civ_marker(players) + 4)
                slot = pygame.Rect(0, 0, size, size)
                slot.center = self.point(x, y)
                slot.move_ip(self._offset)
                pygame.draw.rect(surface, (196, 178, 140), slot, max(1, self.size(3)),
                                 border_radius=self.size(6))
        table = place("civ_table")
        parts = [f"{n}: {p:+d}" if p else f"{n}: 0"
                 for n, p in enumerate(data.CIVILIZATION_POINTS)]
        self._label(surface, "Epoch score for your markers, then they leave:",
                    (table.x + self.size(6), table.y + self.size(6)), 20, theme.INK_SOFT,
                    anchor="topleft", max_width=table.width)
        self._label(surface, "   ".join(parts), (table.x + self.size(6),
                                                 table.bottom - self.size(8)),
                    21, theme.INK, bold=True, anchor="bottomleft", max_width=table.width)

    def civ_marker(self, players: int) -> float:
        """The size of a Civilization marker: smaller when a space holds three."""
        space = self.spot("civ_0")
        room = (space.height - 74) / data.civilization_capacity(players)
        return min(AREA_MARKER, room - 6)

    def civ_slot(self, colour: int, k: int, players: int) -> tuple[float, float]:
        space = self.spot(f"civ_{colour}")
        capacity = data.civilization_capacity(players)
        top, bottom = space.y + 62, space.y + space.height - 12
        return (space.x + space.width / 2,
                top + (bottom - top) * (k + 0.5) / capacity)

    def _paint_monuments(self, surface, place) -> None:
        title = place("monument_title")
        self._label(surface, "Monuments — scored at the end",
                    (title.x + self.size(6), title.centery), 22, bold=True, anchor="midleft",
                    max_width=title.width)
        for c in range(data.MONUMENT_COLUMNS):
            r = place(f"monument_col_{c}")
            self._label(surface, str(c + 1), r.center, 20, theme.INK_SOFT, bold=True)
            for row in range(data.MONUMENT_ROWS):
                space = data.monument_space(c, row)
                r = place(f"monument_{space}")
                colour = _colour_name(data.monument_colour(space))
                surface.blit(self.art.get(f"monument_{colour}", r.width, r.height), r)

    def _paint_scores(self, surface, place) -> None:
        title = place("score_title")
        self._label(surface, "Score", (title.x + self.size(6), title.centery), 22, bold=True,
                    anchor="midleft")
        for n in range(100):
            r = place(f"score_{n}")
            image = "score_space_five" if n % 5 == 0 else "score_space"
            surface.blit(self.art.get(image, r.width, r.height), r)
            self._label(surface, str(n), r.center, 19, theme.INK_SOFT)

    def _paint_disaster_area(self, surface, place) -> None:
        title = place("disaster_title")
        words = "Disaster: 4–5 Suns"
        if theme.font(self.px(22), True).size(words)[0] > title.width - self.size(6):
            words = "Disaster"
        self._label(surface, words, (title.x + self.size(4), title.centery), 22,
                    bold=True, anchor="midleft", max_width=title.width)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        board = self.placement.board_rect
        surface.blit(self.static_layer(view.players), board)
        acting = self.acting(view, viewer)
        targets = self.targets(view, viewer)
        self.draw_last_move(surface)
        self.draw_disaster_options(surface, view, acting, targets)
        self.draw_targets(surface, targets)
        self.draw_sun_track(surface, view)
        self.draw_track_markers(surface, view)
        self.draw_areas(surface, view, viewer)
        self.draw_score_markers(surface, view)
        self.draw_tray(surface, view, viewer, acting)

    def glow(self, surface, rect: pygame.Rect, colour, width_map: float = 5, fill_alpha=60):
        rect = rect.inflate(self.size(6), self.size(6))
        overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = self.size(10)
        pygame.draw.rect(overlay, (*colour, fill_alpha), overlay.get_rect(), border_radius=radius)
        pygame.draw.rect(overlay, (*colour, 255), overlay.get_rect(), max(2, self.size(width_map)),
                         border_radius=radius)
        surface.blit(overlay, rect)

    def draw_last_move(self, surface) -> None:
        for name in self.last.spots:
            self.glow(surface, self.rect(name), LAST_MOVE, 4, 40)

    def draw_targets(self, surface, targets) -> None:
        for name in targets:
            self.glow(surface, self.rect(name), GLOW, 5, 70)
        if self.pending:
            for c in self.pending.spaces:
                self.glow(surface, self.rect(f"civ_{c}"), theme.CARNELIAN, 5, 40)

    def draw_disaster_options(self, surface, view, acting, targets) -> None:
        open_now = rules.disaster_open(view)
        for kind in data.DISASTERS:
            name = f"disaster_{kind}"
            r = self.rect(name)
            live = open_now and acting
            chosen = view.disaster == kind
            fill = "panel" if live or chosen else "panel_dim"
            surface.blit(self.art.nine_slice(fill, r.size, max(5, self.size(10))), r)
            icon = self.size(46)
            surface.blit(self.art.get(f"disaster_{kind}", icon, grey=not (live or chosen)),
                         (r.x + self.size(8), r.centery - icon // 2))
            colour = theme.INK if live or chosen else theme.INK_SOFT
            self._label(surface, data.DISASTER_NAMES[kind], (r.x + icon + self.size(18),
                                                             r.centery), 22, colour,
                        bold=live or chosen, anchor="midleft",
                        max_width=r.right - r.x - icon - self.size(22))
            if live:
                self.glow(surface, r, theme.CARNELIAN, 4, 30)

    def blit_marker(self, surface, seat: int, point, map_size: float, alpha: int = 255) -> None:
        size = self.size(map_size * 1.18)  # the picture carries a shadow margin
        image = self.art.get(f"marker_{seat}", size)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        x, y = self.point(*point)
        surface.blit(image, (x - size // 2, y - size // 2))

    def draw_sun_track(self, surface, view) -> None:
        slots = self.sun_slots(view)
        stacked: dict[int, int] = {}
        throw = self.throw
        for die, space in slots.items():
            if throw and (throw.tumbling(die) or throw.flight(die) is not None):
                continue
            k = stacked.get(space, 0)
            stacked[space] = k + 1
            cx, cy = self.centre(f"sun_{space}")
            self.blit_die(surface, die, SUN, (cx + 9 * k, cy - 6 - 12 * k), SUN_DIE)
        if throw:
            for die in throw.suns:
                p = throw.flight(die)
                if p is None:
                    continue
                start = self.centre(f"die_{die}")
                end = self.centre(f"sun_{throw.landing.get(die, data.SUN_TRACK_LENGTH)}")
                end = (end[0], end[1] - 6)
                ease = 1 - (1 - p) ** 2
                x = start[0] + (end[0] - start[0]) * ease
                y = start[1] + (end[1] - start[1]) * ease - math.sin(math.pi * p) * 120
                size = self.spot(f"die_{die}").width * (1 - ease) + SUN_DIE * ease
                self.blit_die(surface, die, SUN, (x, y), size)
        x, y = self.piece_at(("ra",), self.ra_point(view))
        lane = self.spot("ra_lane")
        height = lane.height + 30
        image_h = self.size(height)
        image_w = round(image_h * 114 / 146)
        sx, sy = self.point(x, lane.y + lane.height + 10)
        surface.blit(self.art.get("ra", image_w, image_h), (sx - image_w // 2, sy - image_h))

    def blit_die(self, surface, die: int, face, centre, map_size: float, grey=False,
                 angle: float = 0.0, alpha: int = 255) -> pygame.Rect:
        size = self.size(map_size)
        name = f"die_{_colour_name(die)}_{face or 'blank'}"
        image = self.art.get(name, size, grey=grey)
        if angle:
            image = pygame.transform.rotate(image, angle)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        x, y = self.point(*centre)
        rect = image.get_rect(center=(x, y))
        surface.blit(image, rect)
        return rect

    def draw_track_markers(self, surface, view) -> None:
        for track in TRACKS:
            values = getattr(view, track)
            for seat in range(view.players):
                home = self.track_point(track, values[seat], seat, view.players)
                point = self.piece_at((track, seat), home)
                floods = view.floods[seat] if track == "nile" else 0
                for k in range(min(floods, 3), 0, -1):
                    self.blit_marker(surface, seat, (point[0] - 4 * k, point[1] - 5 * k),
                                     TRACK_MARKER)
                self.blit_marker(surface, seat, point, TRACK_MARKER)
                if floods:
                    size = self.size(18)
                    x, y = self.point(point[0] + 11, point[1] - 11)
                    surface.blit(self.art.get("flood", size), (x - size // 2, y - size // 2))

    def draw_areas(self, surface, view, viewer) -> None:
        victim = view.phase == RETRIEVE and view.victims and view.victims[0][0]
        struck = view.disaster if view.phase == RETRIEVE else None
        for colour, seats in enumerate(view.civilization):
            for k, seat in enumerate(sorted(seats)):
                point = self.civ_slot(colour, k, view.players)
                faded = struck == rules.AREA_CIVILIZATION and seat != victim
                self.blit_marker(surface, seat, point, self.civ_marker(view.players),
                                 110 if faded else 255)
        if self.pending:  # the markers about to be placed, faint in their slots
            for colour in self.pending.spaces:
                point = self.civ_slot(colour, len(view.civilization[colour]), view.players)
                self.blit_marker(surface, view.current, point, self.civ_marker(view.players),
                                 120)
        for space, seat in enumerate(view.monuments):
            if seat is None:
                continue
            faded = struck == rules.AREA_MONUMENTS and seat != victim
            self.blit_marker(surface, seat, self.centre(f"monument_{space}"), MONUMENT_MARKER,
                             110 if faded else 255)
        if struck:
            for space in rules.markers_in(view, victim, struck):
                name = f"civ_{space}" if struck == rules.AREA_CIVILIZATION else \
                    f"monument_{space}"
                self.glow(surface, self.rect(name), theme.CARNELIAN, 4, 50)

    def draw_score_markers(self, surface, view) -> None:
        scores = self.table.game.scores(view)
        for seat, home in sorted(self.score_points(scores).items()):
            point = self.piece_at(("score", seat), home)
            self.blit_marker(surface, seat, point, SCORE_MARKER)
            if scores[seat] >= 100:  # the track goes round once more
                self._label(surface, f"+{scores[seat] // 100 * 100}",
                            self.point(point[0], point[1] - 18), 18, theme.INK, bold=True,
                            anchor="midbottom")

    def draw_tray(self, surface, view, viewer, acting) -> None:
        header = self.rect("tray_header")
        self._label(surface, f"Epoch {view.epoch} of {data.EPOCHS}",
                    (header.x + self.size(8), header.centery), 24, bold=True, anchor="midleft")
        self._label(surface, self.throws_text(view), (header.right - self.size(8),
                                                      header.centery),
                    24, theme.LAPIS, bold=True, anchor="midright")
        hint = self.rect("tray_hint")
        lines = theme.wrap(self.tray_hint(view, viewer, acting), self.px(21),
                           hint.width - self.size(12))
        y = hint.y + self.size(4)
        for line in lines[:2]:
            rect = self._label(surface, line, (hint.x + self.size(8), y), 21, theme.INK_SOFT,
                               anchor="topleft")
            y = rect.bottom
        dragging = self.drag.dragging.payload if self.drag.dragging else frozenset()
        spring = self.drag.spring_position()
        springing = spring[0].payload if spring else frozenset()
        throw = self.throw
        t = throw.t if throw else 0.0
        for die in range(data.NUM_DICE):
            slot = self.spot(f"die_{die}")
            cx, cy = slot.centre
            if not view.dice:
                self.blit_die(surface, die, None, (cx, cy), slot.width - 12,
                              alpha=255 if acting else 170)
                continue
            face = view.dice[die]
            if throw and throw.tumbling(die):
                p = t / ROLL_SECONDS
                rng = random.Random(throw.seed * 131 + die * 17 + int(t * 22 * (1 - p * 0.6)))
                shown = data.FACES[rng.randrange(len(data.FACES))]
                damp = 1 - p
                dx = math.sin(t * 19 + die * 2.1) * 14 * damp
                dy = -abs(math.sin(t * 13 + die)) * 26 * damp
                angle = math.sin(t * 23 + die * 1.7) * 35 * damp
                self.blit_die(surface, die, shown, (cx + dx, cy + dy), slot.width - 12,
                              angle=angle)
                continue
            if face == SUN:
                icon = self.size(40)
                image = self.art.get("symbol_sun", icon, grey=True).copy()
                image.set_alpha(90)
                surface.blit(image, image.get_rect(center=self.point(cx, cy)))
                continue
            used = die in view.used
            if die in dragging or die in springing:
                self.blit_die(surface, die, face, (cx, cy), slot.width - 12, alpha=70)
                continue
            chosen = die in self.selected or (self.pending and die in self.pending.dice)
            lift = -10 if chosen and view.phase == APPLY else 0
            rect = self.blit_die(surface, die, face, (cx, cy + lift + (4 if used else 0)),
                                 slot.width - (20 if used else 12), grey=used)
            if chosen:
                pygame.draw.rect(surface, GLOW, rect.inflate(self.size(8), self.size(8)),
                                 max(3, self.size(6)), border_radius=self.size(20))
                if view.phase == REROLL:
                    self.reroll_badge(surface, rect)
        self.draw_dragged(surface, view, spring)

    def reroll_badge(self, surface, rect: pygame.Rect) -> None:
        """Circling arrows on a die that will be thrown again."""
        radius = self.size(17)
        centre = (rect.right - radius // 2, rect.top + radius // 2)
        pygame.draw.circle(surface, theme.NIGHT, centre, radius)
        pygame.draw.circle(surface, GLOW, centre, radius, max(1, self.size(3)))
        r = radius * 0.6
        width = max(2, self.size(4))
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = centre
        pygame.draw.arc(surface, IVORY, box, 0.3, 2.8, width)
        pygame.draw.arc(surface, IVORY, box, 3.4, 5.9, width)
        for angle in (0.3, 3.4):
            tip = (centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle))
            pygame.draw.polygon(surface, IVORY, [
                (tip[0] - width * 1.4, tip[1] - width * 0.4), (tip[0] + width * 1.4,
                                                               tip[1] - width * 0.4),
                (tip[0] + (width if angle < 1 else -width) * 0.2, tip[1] + width * 1.6)])

    def draw_dragged(self, surface, view, spring) -> None:
        if self.drag.dragging is not None:
            dice = sorted(self.drag.dragging.payload)
            anchor_screen = self.drag.piece_centre()
        elif spring is not None:
            item, anchor_screen = spring
            dice = sorted(item.payload)
        else:
            return
        lead = self.drag_lead
        size = self.spot("die_0").width - 12
        step = size * 0.62
        ax = (anchor_screen[0] - self.placement.left) / self.scale
        ay = (anchor_screen[1] - self.placement.top) / self.scale
        lead_index = dice.index(lead) if lead in dice else 0
        for k, die in enumerate(dice):
            if die == lead:
                continue
            self.blit_die(surface, die, view.dice[die],
                          (ax + (k - lead_index) * step, ay + 8), size * 0.9)
        if lead in dice:
            self.blit_die(surface, lead, view.dice[lead], (ax, ay), size)

    def draw_overlay(self, surface, view, viewer) -> None:
        """Nothing floats above the frame: the dragged dice stay inside the board."""

    # -- words -------------------------------------------------------------------------------------
    def throws_text(self, view) -> str:
        if view.phase == ROLL:
            return f"Throws left: {1 + data.REROLLS}"
        if view.phase == REROLL:
            return f"Throws left: {view.rerolls_left}"
        suns = rules.sun_count(view) if view.dice else 0
        return f"Suns: {suns}" if suns else "No Suns"

    def tray_hint(self, view, viewer, acting) -> str:
        name = self.table.name(view.current)
        if view.phase == RETRIEVE:
            victim = view.victims[0]
            return (f"{self.table.name(victim[0])} retrieves {_plural(victim[1], 'marker')} from "
                    f"the {AREA_NAMES[view.disaster]} area.")
        if not acting:
            return f"{name} is playing."
        if view.phase == ROLL:
            return "Click Roll (or the dice) to throw all five dice."
        if view.phase == REROLL:
            chosen = len(self.selected)
            if chosen:
                return (f"{_plural(chosen, 'die', 'dice')} marked to throw again: click Reroll. "
                        "Click a die again to keep it.")
            return "Click the dice you want to throw again, then Reroll. Or Stop rolling."
        if self.pending:
            left = self.pending.needed - len(self.pending.spaces)
            return (f"Choose {_plural(left, 'more Civilization space')} for these dice "
                    "(right click to cancel).")
        if not self.free_dice(view):
            return "All dice are used: End turn."
        if self.selected:
            return ("Drag the selected dice onto a glowing target, or click the target. "
                    "Right click clears the selection.")
        return "Click dice to select them, then drag them onto the board. End turn when done."

    def prompt(self, view, seat: int) -> str:
        if view.phase == ROLL:
            return "roll the dice"
        if view.phase == REROLL:
            return (f"choose dice to throw again, or stop rolling "
                    f"({_plural(view.rerolls_left, 'reroll')} left)")
        if view.phase == RETRIEVE:
            victim, left = view.victims[0]
            declared = self.table.name(view.current)
            return (f"{declared}'s {data.DISASTER_NAMES[view.disaster]} Disaster strikes you: "
                    f"click {_plural(left, 'of your markers', 'of your markers')} to retrieve")
        if self.pending and seat == view.current:
            left = self.pending.needed - len(self.pending.spaces)
            return f"choose {_plural(left, 'more Civilization space')}"
        extra = ""
        if rules.epoch_ending(view):
            extra = " (Ra has reached the end: the epoch is scored after this turn)"
        if rules.disaster_open(view):
            return "declare a Disaster, or apply your dice" + extra
        if rules.available_dice(view):
            return "apply your dice, then end your turn" + extra
        return "end your turn" + extra

    def panel_lines(self, view, seat: int, viewer) -> list[str]:
        floods = view.floods[seat]
        nile = f"Nile {view.nile[seat]}"
        if floods:
            nile += f" (flooded ×{floods})"
        civ = len(rules.civilization_markers(view, seat))
        monuments = len(rules.monument_markers(view, seat))
        return [f"Pharaoh {view.pharaoh[seat]} · {nile}",
                f"Civilization {civ} · Monuments {monuments}"]

    def describe(self, seat, move, before, after) -> str | None:
        kind = type(move)
        if kind is Roll or kind is Reroll:
            thrown = range(data.NUM_DICE) if kind is Roll else sorted(move.dice)
            faces = [after.dice[i] for i in thrown]
            counts = []
            for face in data.FACES:
                n = faces.count(face)
                if n:
                    counts.append(_plural(n, data.FACE_NAMES[face]))
            again = _plural(len(faces), "die", "dice")
            verb = "rolled" if kind is Roll else f"threw {again} again:"
            return f"{verb} {', '.join(counts)}." + self.sun_effect(before, after)
        if kind is StopRolling:
            return "stopped rolling." + self.sun_effect(before, after)
        if kind is Pharaoh or kind is Nile:
            track = "pharaoh" if kind is Pharaoh else "nile"
            return (f"advanced {_plural(len(move.dice), 'space')} on the {track.capitalize()} "
                    f"track (to {getattr(after, track)[seat]}).")
        if kind is Flood:
            return f"flooded the Nile ({_plural(after.floods[seat], 'flood marker')})."
        if kind is Civilization:
            names = _and(_colour_name(c) for c in sorted(move.spaces))
            return f"placed Civilization {'marker' if len(move.spaces) == 1 else 'markers'} " \
                   f"on {names}."
        if kind is Monument:
            colour = _colour_name(data.monument_colour(move.space))
            column = data.monument_column(move.space) + 1
            return f"placed a Monument marker on {colour} in column {column}."
        if kind is TwoAnkhs:
            return f"scored {data.TWO_ANKHS_POINTS} points with two Ankhs."
        if kind is Disaster:
            return (f"declared a {data.DISASTER_NAMES[move.kind]} Disaster: "
                    f"{DISASTER_EFFECTS[move.kind]}.")
        if kind is RemoveMarker:
            where = (f"the {_colour_name(move.space)} Civilization space"
                     if move.area == rules.AREA_CIVILIZATION else
                     f"Monument column {data.monument_column(move.space) + 1}")
            return f"retrieved a marker from {where}."
        if kind is EndTurn:
            left = len(rules.available_dice(before)) if before.dice else 0
            text = "ended the turn"
            if left:
                text += f", forfeiting {_plural(left, 'unused die', 'unused dice')}"
            if len(after.epoch_lines) > len(before.epoch_lines):
                text += f". Epoch {before.epoch} is scored"
            return text + "."
        return None

    @staticmethod
    def sun_effect(before, after) -> str:
        if after.phase == REROLL or before.phase == APPLY:
            return ""
        suns = rules.sun_count(after)
        if 1 <= suns <= 2:
            return f" Ra moves {_plural(after.ra - before.ra, 'space')}."
        if suns == 3:
            return f" Three Suns: {data.THREE_SUNS_POINTS} points."
        if suns >= data.DISASTER_SUNS:
            return f" {_plural(suns, 'Sun').capitalize()}: a Disaster may be declared."
        return ""

    # -- hover -------------------------------------------------------------------------------------
    def hover_hint(self, pos, view, viewer) -> str | None:
        if self.placement is None or self.overlay is not None or self.drag.dragging:
            return None
        button = self.button_hint(pos, view)
        if button:
            return button
        if not self.placement.board_rect.collidepoint(pos):
            return None
        acting = self.acting(view, viewer)
        die = self.die_at(pos, view, any_die=True)
        if die is not None:
            return self.die_hint(die, view, acting)
        target = self.target_at(pos, view)
        if target and acting and view.phase == APPLY and not target.startswith("disaster_"):
            dice = self.active_dice() or self.default_dice(target, view)
            if dice:
                move = self.move_for(target, frozenset(dice), view, viewer, probe=True)
                if move is not None:
                    reason = self.table.check(move)
                    return reason if reason else self.intent(move, view, viewer)
                if target.startswith("civ_"):
                    return self.civilization_hint(int(target.removeprefix("civ_")), dice)
        if target and target.startswith("disaster_"):
            kind = target.removeprefix("disaster_")
            text = f"{data.DISASTER_NAMES[kind]} Disaster: {DISASTER_EFFECTS[kind]}."
            if acting and rules.disaster_open(view):
                return "Click to declare it. " + text
            return text
        if acting and view.phase == RETRIEVE and target:
            space = self.retrieve_space(target, view)
            if space is not None:
                return "Click to retrieve this marker."
        return self.info_hint(pos, view)

    def button_hint(self, pos, view) -> str | None:
        for label, button in self.own_buttons.items():
            if button.rect is None or not button.rect.collidepoint(pos):
                continue
            if label == "End turn":
                left = len(rules.available_dice(view)) if view.dice else 0
                text = "End your turn."
                if left:
                    text += (f" Your {_plural(left, 'unused die', 'unused dice')} "
                             f"{'is' if left == 1 else 'are'} forfeited.")
                if rules.epoch_ending(view):
                    text += " Then the epoch is scored."
                return text
            if label == "Roll":
                return "Throw all five dice (Space)."
            if label == "Reroll":
                return ("Throw the marked dice again (Space)." if self.selected
                        else "First click the dice you want to throw again.")
            if label == "Stop rolling":
                return "Keep these dice and start applying them."
        return None

    def die_hint(self, die: int, view, acting: bool) -> str:
        colour = data.DICE[die]
        name = f"{colour.name.capitalize()} die ({colour.letter}, {colour.shape})"
        if not view.dice:
            return f"{name}." + (" Click to throw all five dice." if acting else "")
        face = view.dice[die]
        shown = data.FACE_NAMES[face]
        if face == SUN:
            return f"{name} shows a Sun: it lies on the Sun track."
        if die in view.used:
            return f"{name}: {shown}, used this turn."
        if not acting:
            return f"{name}: {shown}."
        if view.phase == REROLL:
            action = "keep it" if die in self.selected else "throw it again"
            return f"{name}: {shown}. Click to {action}."
        if view.phase == APPLY:
            action = "unselect it" if die in self.selected else "select it"
            return f"{name}: {shown}. Click to {action}; drag to use it."
        return f"{name}: {shown}."

    def info_hint(self, pos, view) -> str | None:
        for space in range(1, data.SUN_TRACK_LENGTH + 1):
            if self.rect(f"sun_{space}").collidepoint(pos) or (
                    self.ra_space(view) == space and self.ra_rect(view).collidepoint(pos)):
                text = f"Sun track space {space}."
                if space == self.ra_space(view):
                    text = (f"Ra is on space {min(view.ra, data.SUN_TRACK_LENGTH)}: the epoch "
                            f"ends when Ra reaches space {data.SUN_TRACK_LENGTH}.")
                if space == data.RA_START[view.players]:
                    text += f" Ra starts here with {view.players} players."
                return text
        for track in TRACKS:
            if not self.rect(f"{track}_track").collidepoint(pos):
                continue
            values = getattr(view, track)
            for n in range(data.TRACK_MIN, data.TRACK_MAX + 1):
                if self.rect(f"{track}_{n}").collidepoint(pos):
                    here = [self.table.name(s) for s in range(view.players) if values[s] == n]
                    return f"{track.capitalize()} {n}: " + (", ".join(here) or "nobody") + "."
            if track == "pharaoh":
                return ("Pharaoh track: at the epoch's end the furthest scores "
                        f"{data.PHARAOH_FIRST_POINTS}, the least loses "
                        f"{-data.PHARAOH_LAST_POINTS}.")
            return "Nile track: flooded players score their space at the epoch's end."
        for c in range(data.NUM_DICE):
            if self.rect(f"civ_{c}").collidepoint(pos):
                here = [self.table.name(s) for s in sorted(view.civilization[c])]
                capacity = data.civilization_capacity(view.players)
                return (f"{_colour_name(c).capitalize()} Civilization space "
                        f"({len(here)}/{capacity}): " + (", ".join(here) or "empty") + ".")
        for space in range(data.MONUMENT_SPACES):
            if self.rect(f"monument_{space}").collidepoint(pos):
                owner = view.monuments[space]
                colour = _colour_name(data.monument_colour(space)).capitalize()
                who = "empty" if owner is None else f"{self.table.name(owner)}'s marker"
                column = data.monument_column(space) + 1
                return f"{colour} Monument space, column {column}: {who}."
        if self.rect("score_track").collidepoint(pos):
            scores = self.table.game.scores(view)
            return "Scores: " + ", ".join(f"{self.table.name(s)} {scores[s]}"
                                          for s in range(view.players)) + "."
        if self.rect("flood_box").collidepoint(pos):
            return ("Flood the Nile with three dice showing the Nile (one or two may be "
                    "Ankhs): a flooded player scores the Nile space at the epoch's end.")
        if self.rect("two_points").collidepoint(pos):
            return f"Two Ankhs may score {data.TWO_ANKHS_POINTS} points instead of being used."
        return None

    def civilization_hint(self, colour: int, dice) -> str:
        """Hover over a Civilization space while its markers are still being chosen."""
        name = _colour_name(colour)
        pending = self.pending
        if pending and colour in pending.spaces:
            return f"Click to take the {name} space back."
        needed = data.CIVILIZATION_MARKERS[len(dice)]
        left = needed - (len(pending.spaces) if pending else 0) - 1
        return (f"Choose the {name} space for a Civilization marker; then "
                f"{_plural(left, 'more space')} to choose.")

    def intent(self, move, view, seat) -> str:
        if isinstance(move, Pharaoh | Nile):
            track = "pharaoh" if isinstance(move, Pharaoh) else "nile"
            now = getattr(view, track)[seat]
            return (f"Advance your {track.capitalize()} marker "
                    f"{_plural(len(move.dice), 'space')} (to "
                    f"{min(data.TRACK_MAX, now + len(move.dice))}).")
        if isinstance(move, Flood):
            return "Flood the Nile with these three dice."
        if isinstance(move, TwoAnkhs):
            return f"Score {data.TWO_ANKHS_POINTS} points with these two Ankhs."
        if isinstance(move, Civilization):
            names = _and(_colour_name(c) for c in sorted(move.spaces))
            return f"Place Civilization markers on {names}."
        if isinstance(move, Monument):
            colour = _colour_name(data.monument_colour(move.space))
            return (f"Place a Monument marker on this {colour} space "
                    f"(column {data.monument_column(move.space) + 1}).")
        return ""

    # -- hit testing -------------------------------------------------------------------------------
    def die_at(self, pos, view, any_die: bool = False) -> int | None:
        """The die in the tray under ``pos`` (not Suns nor used dice unless ``any_die``)."""
        for die in range(data.NUM_DICE):
            if self.rect(f"die_{die}").collidepoint(pos):
                if any_die:
                    return die
                if view.dice and (view.dice[die] == SUN or die in view.used):
                    return None
                return die
        if any_die:
            for die, space in self.sun_slots(view).items():
                if self.rect(f"sun_{space}").collidepoint(pos):
                    return die
        return None

    def ra_rect(self, view) -> pygame.Rect:
        lane = self.rect("ra_lane")
        space = self.rect(f"sun_{self.ra_space(view)}")
        return pygame.Rect(space.x, lane.y, space.width, lane.height)

    def target_at(self, pos, view) -> str | None:
        for space in range(data.MONUMENT_SPACES):
            if self.rect(f"monument_{space}").collidepoint(pos):
                return f"monument_{space}"
        for c in range(data.NUM_DICE):
            if self.rect(f"civ_{c}").collidepoint(pos):
                return f"civ_{c}"
        for name in ("flood_box", "two_points", "pharaoh_track", "nile_track"):
            if self.rect(name).collidepoint(pos):
                return name
        for kind in data.DISASTERS:
            if self.rect(f"disaster_{kind}").collidepoint(pos):
                return f"disaster_{kind}"
        return None

    def default_dice(self, target: str, view) -> frozenset[int]:
        """With nothing selected, the Pharaoh and Nile tracks take all dice of their face."""
        face = {"pharaoh_track": rules.PHARAOH, "nile_track": rules.NILE}.get(target)
        if face is None:
            return frozenset()
        return frozenset(i for i in self.free_dice(view) if view.dice[i] == face)

    def retrieve_space(self, target: str, view) -> int | None:
        if view.disaster == rules.AREA_CIVILIZATION and target.startswith("civ_"):
            return int(target.removeprefix("civ_"))
        if view.disaster == rules.AREA_MONUMENTS and target.startswith("monument_"):
            return int(target.removeprefix("monument_"))
        return None

    # -- from gestures to moves --------------------------------------------------------------------
    def move_for(self, target: str, dice: frozenset[int], view, seat, probe=False):
        """The move that putting ``dice`` on ``target`` means, or None (more to choose)."""
        if target == "pharaoh_track":
            return Pharaoh(dice)
        if target == "nile_track":
            return Nile(dice)
        if target == "flood_box":
            return Flood(dice)
        if target == "two_points":
            return TwoAnkhs(dice)
        if target.startswith("monument_"):
            return Monument(dice, int(target.removeprefix("monument_")))
        if target.startswith("civ_"):
            return self.civilization_move(int(target.removeprefix("civ_")), dice, view, seat,
                                          probe)
        return None

    def civilization_move(self, colour: int, dice, view, seat, probe=False):
        """Civilization dice put on a colour space: the move, or None while more spaces
        must be chosen (``self.pending`` then holds the choice so far)."""
        chosen = frozenset({colour})
        if self.pending and self.pending.dice == dice:
            if colour in self.pending.spaces:  # taken back: never commits
                if not probe:
                    left = self.pending.spaces - {colour}
                    self.pending = dataclasses.replace(self.pending, spaces=left) if left \
                        else None
                return None
            chosen = self.pending.spaces | {colour}
        needed = data.CIVILIZATION_MARKERS.get(len(dice))
        if needed is None:
            return Civilization(dice, chosen)
        legal = [m for m in rules.moves_for_dice(view, seat, dice)
                 if isinstance(m, Civilization) and chosen <= m.spaces]
        if len(chosen) >= needed or not legal:
            if not legal:
                # a probe of the right size so the rules name what is wrong with this space
                fill = [c for m in rules.moves_for_dice(view, seat, dice)
                        if isinstance(m, Civilization) for c in sorted(m.spaces)]
                fill += list(range(data.NUM_DICE))
                spaces = set(chosen)
                for c in fill:
                    if len(spaces) >= needed:
                        break
                    spaces.add(c)
                chosen = frozenset(spaces)
            return Civilization(dice, chosen)
        options = {m.spaces for m in legal}
        if len(options) == 1:
            return Civilization(dice, next(iter(options)))
        if not probe:
            self.pending = PendingCivilization(dice, chosen, needed)
        return None

    def attempt(self, target: str, dice: frozenset[int], view, viewer) -> str | None:
        """Put ``dice`` on ``target``; the rules' refusal, or None (done or waiting)."""
        move = self.move_for(target, dice, view, viewer)
        if move is None:
            self.table.app.invalidate()
            return None
        reason = self.table.try_move(move)
        if reason is None:
            self.pending = None
        return reason

    # -- input -------------------------------------------------------------------------------------
    def pick(self, pos) -> Draggable | None:
        view = self.table.view()
        viewer = self.table.viewer
        if not self.acting(view, viewer) or view.phase != APPLY or self.overlay is not None:
            return None
        die = self.die_at(pos, view)
        if die is None:
            return None
        self.press = (die, pos)
        self.drag_lead = die
        group = frozenset(self.selected | {die})
        if self.pending:
            group = self.pending.dice if die in self.pending.dice else frozenset({die})
        return Draggable(group, self.rect(f"die_{die}"))

    def drop(self, item: Draggable, pos) -> str | None:
        view = self.table.view()
        viewer = self.table.viewer
        press = self.press
        self.press = None
        if press is not None and math.dist(press[1], pos) <= CLICK_SLOP:
            self.toggle(press[0])
            return None
        target = self.target_at(pos, view)
        if target is None or target.startswith("disaster_"):
            return ""  # nowhere: fly home quietly
        before = set(self.selected)
        self.selected = set(item.payload)
        reason = self.attempt(target, frozenset(item.payload), view, viewer)
        if reason is not None:
            self.selected = before  # refused: nothing changes, not even the selection
        return reason

    def toggle(self, die: int) -> None:
        if self.pending:
            self.pending = None
        self.selected ^= {die}
        self.table.app.invalidate()

    def handle_event(self, event, view, viewer) -> bool:
        if self.placement is None or self.overlay is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.throw is not None:
            self.finish_animations()
        if self.drag.handle_event(event):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if not self.placement.board_rect.collidepoint(event.pos):
            return False
        if not self.acting(view, viewer):
            return False
        if event.button == 3:
            changed = bool(self.selected or self.pending)
            self.selected.clear()
            self.pending = None
            return changed
        if event.button != 1:
            return False
        if view.phase == ROLL:
            if self.rect("dice_tray").collidepoint(event.pos):
                self.table.try_move(Roll())
                return True
            return False
        if view.phase == REROLL:
            die = self.die_at(event.pos, view)
            if die is not None:
                self.toggle(die)
                return True
            return False
        target = self.target_at(event.pos, view)
        if target is None:
            return False
        if view.phase == RETRIEVE:
            space = self.retrieve_space(target, view)
            if space is None:
                self.table.refuse(f"Click one of your markers in the "
                                  f"{AREA_NAMES[view.disaster]} area.")
                return True
            self.table.try_move(RemoveMarker(view.disaster, space))
            return True
        if target.startswith("disaster_"):
            self.table.try_move(Disaster(target.removeprefix("disaster_")))
            return True
        dice = self.active_dice() or self.default_dice(target, view)
        if not dice:
            self.table.refuse("Select dice first: click them in the tray, then click here "
                              "or drag them here.")
            return True
        self.attempt(target, frozenset(dice), view, viewer)
        return True

    def buttons(self, view, viewer) -> list:
        self.own_buttons = {}
        if not self.acting(view, viewer):
            return []
        made = []

        def add(label, action, enabled=True, hotkey=None):
            button = Button(label, action, enabled, hotkey=hotkey)
            self.own_buttons[label] = button
            made.append(button)

        if view.phase == ROLL:
            add("Roll", lambda: self.table.try_move(Roll()), hotkey=pygame.K_SPACE)
        elif view.phase == REROLL:
            add("Reroll", self.reroll, bool(self.selected), hotkey=pygame.K_SPACE)
            add("Stop rolling", lambda: self.table.try_move(StopRolling()))
        elif view.phase == APPLY:
            add("End turn", lambda: self.table.try_move(EndTurn()))
        return made

    def reroll(self) -> None:
        if self.selected:
            self.table.try_move(Reroll(frozenset(self.selected)))

    # -- animation ---------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        # while dice are dragged Escape takes them home instead of opening the pause menu
        return bool(self.throw or self.tweens or self.drag.animating or self.drag.dragging)

    def update(self, dt: float) -> None:
        if not self.animating:
            return
        self.drag.update(dt)
        if self.throw:
            self.throw.t += dt
            if self.throw.t >= self.throw.length:
                self.throw = None
        for key in list(self.tweens):
            tween = self.tweens[key]
            tween.t += dt
            if tween.t >= tween.length:
                del self.tweens[key]
        if not self.animating:
            self.table.app.invalidate()

    def finish_animations(self) -> None:
        self.throw = None
        self.tweens.clear()
        self.table.app.invalidate()

    def committed(self, seat, move, before, after) -> None:
        self.drag.dragging = None
        self.press = None
        self._targets_key = None
        if move is None or before is None:  # undo: start from what the state shows
            self.selected.clear()
            self.pending = None
            self.finish_animations()
            self.last = LastMove()
            if not after.dice:
                self.sun_order = []
            return
        self.selected &= set(rules.available_dice(after)) if after.dice else set()
        self.pending = None
        kind = type(move)
        animate = self.table.app.settings.animations
        if kind is Roll or kind is Reroll:
            self.selected.clear()
            thrown = frozenset(range(data.NUM_DICE)) if kind is Roll else move.dice
            if kind is Roll:
                self.sun_order = []
            suns = tuple(i for i in sorted(thrown) if after.dice[i] == SUN)
            self.sun_order += [i for i in suns if i not in self.sun_order]
            landing = self.sun_slots(after)
            if animate:
                self.throw = Throw(thrown, suns, landing, self.visual.randrange(1 << 30))
        elif kind is EndTurn:
            self.selected.clear()
            self.sun_order = []
        delay = self.throw.length if self.throw else 0.0
        if animate and self.placement is not None:
            old, new = self.pieces(before), self.pieces(after)
            for key, end in new.items():
                start = old.get(key)
                if start is not None and math.dist(start, end) > 0.5:
                    current = self.tweens[key].at() if key in self.tweens else start
                    wait = delay if key == ("ra",) else 0.0
                    self.tweens[key] = Tween(current, end, -wait)
        self.last = LastMove(self.last_spots(seat, move, before, after))
        if (len(after.epoch_lines) > len(before.epoch_lines)
                and not self.table.game.is_over(after) and self.overlay is None):
            self.overlay = EpochScoring(self.table.app, self, after)
            self.table.app.push(self.overlay)

    def last_spots(self, seat, move, before, after) -> set[str]:
        kind = type(move)
        if kind is Pharaoh:
            return {f"pharaoh_{after.pharaoh[seat]}"}
        if kind is Nile or kind is Flood:
            spots = {f"nile_{after.nile[seat]}"}
            return spots | ({"flood_box"} if kind is Flood else set())
        if kind is RemoveMarker:
            return ({f"civ_{move.space}"} if move.area == rules.AREA_CIVILIZATION
                    else {f"monument_{move.space}"})
        if kind is Roll or kind is Reroll or kind is StopRolling:
            if after.ra != before.ra:
                return {f"sun_{self.ra_space(after)}"}
            return set()
        return self.move_spots(move, after, seat)

    # -- the smoke test's hand ---------------------------------------------------------------------
    def demo_gesture(self, view, seat: int) -> list:
        """Events that make one legal move for ``seat`` as a player would: click Roll, mark
        a die and Reroll, drag dice onto a target, click a Disaster, a marker or End turn."""
        events: list = []
        if self.overlay is not None:
            events.append(_key(pygame.K_ESCAPE))
        if self.placement is None or seat not in self.table.match.to_act():
            return events
        self.table.refresh_buttons(view)
        legal = self.table.game.legal_moves(view, seat)
        if view.phase == ROLL:
            return events + self.click_button("Roll", view)
        if view.phase == REROLL:
            events += self.deselect_all()
            free = rules.available_dice(view)
            if view.rerolls_left == data.REROLLS and free:
                events += _click(self.rect(f"die_{free[0]}").center)
                return events + self.click_button("Reroll", view, after_selection=True)
            return events + self.click_button("Stop rolling", view)
        if view.phase == RETRIEVE:
            move = legal[0]
            name = (f"civ_{move.space}" if move.area == rules.AREA_CIVILIZATION
                    else f"monument_{move.space}")
            return events + _click(self.rect(name).center)
        events += self.deselect_all()
        disasters = [m for m in legal if isinstance(m, Disaster)]
        if disasters:
            return events + _click(self.rect(f"disaster_{disasters[0].kind}").center)
        for kind in (Monument, Pharaoh, Nile, Civilization, Flood, TwoAnkhs):
            for move in legal:
                if type(move) is kind and (kind is not Civilization or len(move.spaces) == 1):
                    return events + self.drag_dice(move)
        return events + self.click_button("End turn", view)

    def deselect_all(self) -> list:
        if self.selected or self.pending:
            centre = self.rect("dice_tray").center
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=3)]
        return []

    def click_button(self, label: str, view, after_selection=False) -> list:
        for button in self.table.buttons:
            if button.label == label and button.rect is not None:
                return _click(button.rect.center)
        return []

    def drag_dice(self, move) -> list:
        dice = sorted(move.dice)
        events = []
        for die in dice[:-1]:
            events += _click(self.rect(f"die_{die}").center)
        lead = self.rect(f"die_{dice[-1]}").center
        spot = next(iter(self.move_spots(move, None, None)))
        goal = self.rect(spot).center
        if spot in ("pharaoh_track", "nile_track"):
            goal = self.rect(spot.replace("track", "6")).center
        middle = ((lead[0] + goal[0]) // 2, (lead[1] + goal[1]) // 2)
        events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=lead, button=1))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0),
                                         buttons=(1, 0, 0)))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=goal, rel=(0, 0),
                                         buttons=(1, 0, 0)))
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=goal, button=1))
        return events


def _click(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def _key(key) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


# -- epoch scoring, step by step -------------------------------------------------------------------
class EpochScoring(Scene):
    """The last epoch's scoring over the board, one category per click.

    It sits on the scene stack above the table, so computer players wait until
    it is dismissed (click or Enter for the next step, Escape to close).
    """

    transparent = True

    def __init__(self, app, board: RaDiceBoard, state):
        super().__init__(app)
        self.board = board
        self.lines = rules.last_epoch_lines(state)
        self.epoch = self.lines[0].epoch if self.lines else state.epoch
        self.players = state.players
        self.totals = board.table.game.scores(state)
        self.categories: list[str] = []
        for line in self.lines:
            if line.category not in self.categories:
                self.categories.append(line.category)
        self.shown = 1
        self.closed = False

    @property
    def steps(self) -> int:
        return len(self.categories) + 1  # and the totals

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.board.overlay = None
        self.app.pop()
        self.app.invalidate()

    def handle_event(self, event) -> bool:
        if self.closed:  # gone at the end of this frame: later events reach the table
            return False
        advance = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                           pygame.K_SPACE))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif advance:
            if self.shown >= self.steps:
                self.close()
            else:
                self.shown += 1
        return True

    def draw(self, surface) -> None:
        area = self.board.table.rects.get("board", surface.get_rect())
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((20, 16, 24, 150))
        surface.blit(shade, area)
        size = theme.scaled(surface.get_size(), 17)
        small = max(14, size - 3)
        table = self.board.table
        name_w = max(theme.font(size, True).size(c)[0] for c in
                     (*self.categories, "This epoch")) + 3 * size
        col_w = max(8 * size, min(14 * size, (area.width - name_w - 4 * size) // self.players))
        width = min(area.width - 2 * size, name_w + col_w * self.players + 2 * size)
        reason_lines = 2
        row_h = round(size * 1.3) + reason_lines * theme.font(small).get_linesize()
        chrome = round(size * 8.4)
        if chrome + row_h * self.steps > area.height - size:
            reason_lines = 1
            row_h = round(size * 1.3) + theme.font(small).get_linesize()
        height = min(area.height - size, chrome + row_h * self.steps)
        panel = pygame.Rect(0, 0, width, height)
        panel.center = area.center
        theme.panel(surface, panel, border=theme.GOLD, width=3, radius=12)
        x0, y = panel.x + size, panel.y + round(size * 0.6)
        theme.text(surface, f"Epoch {self.epoch} is scored", (panel.centerx, y),
                   round(size * 1.35), theme.INK, bold=True, anchor="midtop")
        y += round(size * 2.2)
        for seat in range(self.players):
            cx = x0 + name_w + col_w * seat + col_w // 2
            radius = round(size * 0.7)
            theme.player_symbol(surface, seat, (cx, y + radius), radius)
            theme.text(surface, table.name(seat), (cx, y + 2 * radius + 4), size, theme.INK,
                       bold=True, anchor="midtop", max_width=col_w - 8)
        y += round(size * 3.2)
        for step in range(min(self.shown, self.steps)):
            last = step == len(self.categories)
            label = "This epoch" if last else self.categories[step]
            pygame.draw.line(surface, theme.PAPYRUS_DARK, (x0, y - 4), (panel.right - size, y - 4),
                             2)
            theme.text(surface, label, (x0, y), size, theme.INK, bold=True,
                       max_width=name_w - size)
            for seat in range(self.players):
                cx = x0 + name_w + col_w * seat + col_w // 2
                if last:
                    points = sum(line.points for line in self.lines if line.seat == seat)
                    reasons = [f"score now {self.totals[seat]}"]
                else:
                    picked = [line for line in self.lines
                              if line.seat == seat and line.category == label]
                    points = sum(line.points for line in picked)
                    reasons = theme.wrap("; ".join(line.reason for line in picked), small,
                                         col_w - 10)[:reason_lines]
                colour = GAIN if points > 0 else theme.BAD if points < 0 else theme.INK
                theme.text(surface, f"{points:+d}" if points else "0", (cx, y), size, colour,
                           bold=True, anchor="midtop")
                ry = y + round(size * 1.3)
                for reason in reasons:
                    theme.text(surface, reason, (cx, ry), small, theme.INK_SOFT, anchor="midtop",
                               max_width=col_w - 8)
                    ry += theme.font(small).get_linesize()
            y += row_h
        more = self.shown < self.steps
        if more:
            footer = "Click or press Enter for the next step — Escape skips"
        elif self.epoch < data.EPOCHS:
            footer = f"Click or press Enter to start epoch {self.epoch + 1}"
        else:
            footer = "Click or press Enter to continue"
        theme.text(surface, footer, (panel.centerx, panel.bottom - round(size * 0.5)), small,
                   theme.LAPIS, bold=True, anchor="midbottom", max_width=panel.width - 2 * size)


BOARD = RaDiceBoard
