"""Board layouts from Tiled maps: every space, track step and area by name.

``boards/<game>.tmx`` holds object layers only; each object has a unique
``name`` and a kind (its ``type``/``class``). Scenes ask for spots by name and
``fit`` the map into the board area of the window, so no pixel position of a
board is written in code and the map holds no rules.

A board may come in more arrangements of the same spots, each of other
proportions: ``boards/<game>.<arrangement>.tmx`` (say, a squarer one for a board
area that is nearly square, where the wide map would leave bands empty).
``best_fit`` places the one that fills most of the area.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pygame

from pharaohs.core.i18n import _
from pharaohs.resources import resource


class LayoutError(ValueError):
    """A board layout file is missing, broken, or lacks a spot the game needs."""


@dataclass(frozen=True)
class Spot:
    """One named place on a board, in map pixels."""

    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    props: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


class BoardLayout:
    """The named spots of one ``.tmx`` board."""

    def __init__(self, path: Path):
        import pytmx  # only once a board is laid out: the main menu starts without it

        self.path = Path(path)
        try:
            tmx = pytmx.TiledMap(str(self.path))
        except Exception as err:  # pytmx raises many kinds on a broken file
            raise LayoutError(_("{file}: the board layout cannot be read ({error})",
                                file=self.path.name, error=str(err))) from err
        self.width = tmx.width * tmx.tilewidth
        self.height = tmx.height * tmx.tileheight
        self.spots: dict[str, Spot] = {}
        self.duplicates: list[str] = []
        for obj in tmx.objects:
            if not obj.name:
                continue
            kind = getattr(obj, "type", None) or getattr(obj, "class", None) or ""
            spot = Spot(obj.name, kind, float(obj.x), float(obj.y), float(obj.width or 0),
                        float(obj.height or 0), dict(obj.properties))
            if obj.name in self.spots:
                self.duplicates.append(obj.name)
            self.spots[obj.name] = spot

    def spot(self, name: str) -> Spot:
        try:
            return self.spots[name]
        except KeyError:
            raise LayoutError(_("{file}: no spot named {name!r}", file=self.path.name,
                                name=name)) from None

    def require(self, names) -> None:
        """Refuse the layout unless every named spot is present."""
        missing = [n for n in names if n not in self.spots]
        if missing:
            raise LayoutError(_("{file}: missing spots {names}", file=self.path.name,
                                names=", ".join(missing[:5])))

    def fit(self, area: pygame.Rect) -> Placement:
        """Scale the whole map into ``area``, centred, keeping its proportions."""
        scale = min(area.width / self.width, area.height / self.height)
        left = area.x + (area.width - self.width * scale) / 2
        top = area.y + (area.height - self.height * scale) / 2
        return Placement(self, scale, left, top)


@dataclass(frozen=True)
class Placement:
    """A layout fitted into a window area: map pixels to screen pixels."""

    layout: BoardLayout
    scale: float
    left: float
    top: float

    def rect(self, name_or_spot) -> pygame.Rect:
        spot = name_or_spot if isinstance(name_or_spot, Spot) else self.layout.spot(name_or_spot)
        return pygame.Rect(round(self.left + spot.x * self.scale),
                           round(self.top + spot.y * self.scale),
                           max(1, round(spot.width * self.scale)),
                           max(1, round(spot.height * self.scale)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.left + x * self.scale), round(self.top + y * self.scale)

    @property
    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.left), round(self.top),
                           round(self.layout.width * self.scale),
                           round(self.layout.height * self.scale))

    @property
    def covered(self) -> float:
        """How much of its area the fitted map covers, in square screen pixels."""
        return self.layout.width * self.layout.height * self.scale ** 2


@cache
def load_layout(game_id: str) -> BoardLayout:
    """The layout of ``boards/<game_id>.tmx``."""
    return BoardLayout(resource("boards", f"{game_id}.tmx"))


@cache
def load_layouts(game_id: str) -> tuple[BoardLayout, ...]:
    """Every arrangement of the board: ``boards/<game_id>.tmx`` first, then each
    ``boards/<game_id>.<arrangement>.tmx`` by name."""
    others = sorted(resource("boards").glob(f"{game_id}.*.tmx"))
    return (load_layout(game_id), *(BoardLayout(path) for path in others))


def best_fit(layouts, area: pygame.Rect) -> Placement:
    """The arrangement among ``layouts`` that, fitted into ``area``, covers most of it
    (the first of equals), placed."""
    return max((layout.fit(area) for layout in layouts), key=lambda found: found.covered)
