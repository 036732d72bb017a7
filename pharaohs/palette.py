"""The colours of Pharaohs and each player's colour and symbol, as plain data.

The screen (``ui.kit.theme``) and the art generator (``pharaohs.art``) both draw
with these, so the art's input hash changes only when a colour or a symbol does,
and a seat's badge on screen shows the same symbol as its pieces in the art.
"""

import math

SAND = (222, 196, 150)
SAND_DARK = (190, 160, 112)
PAPYRUS = (240, 228, 198)
PAPYRUS_DARK = (214, 198, 160)
INK = (40, 30, 22)
INK_SOFT = (92, 74, 56)
LAPIS = (38, 70, 140)
TURQUOISE = (40, 150, 150)
CARNELIAN = (170, 60, 40)
GOLD = (212, 168, 60)
GOLD_LIGHT = (245, 214, 120)
NIGHT = (28, 24, 36)
GOOD = (40, 120, 60)
BAD = (160, 40, 30)
#: gains and confirmations (darker than GOOD for 4.5:1 on papyrus)
SUCCESS = (30, 96, 48)

#: player colours and their symbols (shown together everywhere)
PLAYER_COLOURS = (
    (176, 52, 40),    # carnelian
    (40, 82, 160),    # lapis
    (46, 128, 72),    # malachite
    (210, 160, 40),   # gold
    (112, 70, 140),   # amethyst
)
PLAYER_SYMBOLS = ("ankh", "eye", "scarab", "lotus", "sun")


def _eye() -> tuple[tuple[float, float], ...]:
    """The eye's outline: an upper and a lower arc."""
    upper = [(-0.95 * math.cos(math.pi * i / 20), -0.5 * math.sin(math.pi * i / 20))
             for i in range(21)]
    lower = [(0.95 * math.cos(math.pi * i / 20), 0.42 * math.sin(math.pi * i / 20))
             for i in range(21)]
    return tuple(upper + lower)


def _lotus_petal(angle: float) -> tuple[tuple[float, float], ...]:
    """One petal of the lotus, turned ``angle`` degrees about the flower's foot."""
    a = math.radians(angle)
    half = [(0.28 * math.sin(math.pi * i / 16), -1.35 * (1 - math.cos(math.pi * i / 16)) / 2)
            for i in range(17)]
    petal = half + [(-x, y) for x, y in reversed(half)]
    return tuple((x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a) + 0.55)
                 for x, y in petal)


def _sun_ray(i: int) -> tuple[tuple[float, float], ...]:
    a = i * math.pi / 4
    return ((0.5 * math.cos(a - 0.25), 0.5 * math.sin(a - 0.25)),
            (0.98 * math.cos(a), 0.98 * math.sin(a)),
            (0.5 * math.cos(a + 0.25), 0.5 * math.sin(a + 0.25)))


#: each symbol of ``PLAYER_SYMBOLS`` as the shapes it is drawn with, in order, in units of
#: its radius around its centre (y down): ``(kind, points, paint, width)`` with kind
#: "ellipse" (points: its box x0, y0, x1, y1), "polygon" or "line"; paint "fill" (the
#: symbol's colour, outlined), "ink" (the outline's colour) or "ring" (the outline alone);
#: width in line widths. The art (``art.ra_dice._player_symbol``) and the screen's seat
#: badges (``ui.theme.player_symbol``) both draw from this table, so a colour shows one
#: symbol everywhere.
SYMBOL_SHAPES: dict[str, tuple[tuple, ...]] = {
    "ankh": (("ellipse", (-0.38, -1.0, 0.38, -0.1), "fill", 1),
             ("ellipse", (-0.17, -0.78, 0.17, -0.3), "ring", 1),
             ("polygon", ((-0.75, -0.12), (0.75, -0.12), (0.75, 0.12), (-0.75, 0.12)), "fill", 1),
             ("polygon", ((-0.14, 0.1), (0.14, 0.1), (0.22, 1.0), (-0.22, 1.0)), "fill", 1)),
    "eye": (("polygon", _eye(), "fill", 1),
            ("ellipse", (-0.3, -0.36, 0.3, 0.24), "ink", 1),
            ("polygon", ((-0.1, 0.4), (0.05, 0.4), (-0.2, 0.95), (-0.36, 0.95)), "fill", 1)),
    "scarab": (("ellipse", (-0.55, -0.45, 0.55, 0.95), "fill", 1),
               ("ellipse", (-0.32, -0.85, 0.32, -0.4), "fill", 1),
               ("line", ((0, -0.42), (0, 0.95)), "ink", 1),
               *(("line", ((side * 0.5, yy), (side * (0.9 + 0.05 * k), yy + 0.18)), "fill", 2)
                 for side in (-1, 1) for k, yy in enumerate((-0.2, 0.2, 0.6)))),
    "lotus": (*(("polygon", _lotus_petal(angle), "fill", 1) for angle in (-56, -28, 0, 28, 56)),
              ("polygon", ((-0.5, 0.55), (0.5, 0.55), (0.3, 0.8), (-0.3, 0.8)), "fill", 1)),
    "sun": (*(("polygon", _sun_ray(i), "fill", 1) for i in range(8)),
            ("ellipse", (-0.52, -0.52, 0.52, 0.52), "fill", 1)),
}
