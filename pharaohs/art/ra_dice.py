"""Art of Ra: The Dice Game: dice, the Ra figure, markers, spaces and the board ground.

Every die face is drawn in each of the five die colours with the colour's letter
inside its shape in the corner (``data.DICE``), so colour is never the only cue.
Markers are wooden cubes in the player colours with the player's symbol
(``pharaohs.palette``). Everything is drawn four times larger and scaled down for soft
edges; the scene scales the images to the board once per window size.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFilter

from pharaohs import palette
from pharaohs.art import common
from pharaohs.games.ra_dice.rules import data

SOURCES = (data, palette)

#: the die bodies, by colour name (chosen to match the rulebook's dice)
DIE_RGB = {
    "yellow": (232, 186, 42),
    "blue": (42, 100, 190),
    "purple": (124, 70, 166),
    "green": (46, 140, 74),
    "red": (200, 50, 40),
}
IVORY = common.IVORY
INK = common.INK
SS = common.SS

DIE = 128
SYMBOL = 96
MARKER = 64
RA_SIZE = (96, 128)


# -- helpers --------------------------------------------------------------------------
def _pts(points, box):
    """Unit-square points mapped into ``box`` (x, y, size)."""
    x, y, s = box
    return [(x + px * s, y + py * s) for px, py in points]


def _shape(draw, kind: str, cx: float, cy: float, r: float, fill, outline, width):
    """A colour's shape (circle, square, triangle, diamond, star) centred on (cx, cy)."""
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
        return
    if kind == "square":
        q = r * 0.88
        draw.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=outline, width=width)
        return
    if kind == "triangle":
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    elif kind == "diamond":
        pts = [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)]
    else:
        pts = []
        for i in range(10):
            rad = r * (1.12 if i % 2 == 0 else 0.55)
            angle = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(angle), cy + rad * math.sin(angle)))
    draw.polygon(pts, fill=fill, outline=outline, width=width)


# -- face symbols -----------------------------------------------------------------------
def _symbol(draw, face: str, box, fill, outline, body) -> None:
    """Draw a face symbol in the square ``box`` (x, y, size); ``body`` is the ground colour."""
    x, y, s = box
    w = max(2, round(s * 0.035))

    def poly(points, colour=fill):
        draw.polygon(_pts(points, box), fill=colour, outline=outline, width=w)

    def ellipse(x0, y0, x1, y1, colour=fill):
        draw.ellipse((x + x0 * s, y + y0 * s, x + x1 * s, y + y1 * s), fill=colour,
                     outline=outline, width=w)

    if face == data.SUN:
        for i in range(12):
            a = i * math.pi / 6
            a0, a1 = a - 0.16, a + 0.16
            poly([(0.5 + 0.27 * math.cos(a0), 0.5 + 0.27 * math.sin(a0)),
                  (0.5 + 0.46 * math.cos(a), 0.5 + 0.46 * math.sin(a)),
                  (0.5 + 0.27 * math.cos(a1), 0.5 + 0.27 * math.sin(a1))])
        ellipse(0.25, 0.25, 0.75, 0.75)
        ellipse(0.4, 0.4, 0.6, 0.6, body)
    elif face == data.PHARAOH:
        # the nemes headdress seen from the front, with the face and the beard
        poly([(0.5, 0.1), (0.68, 0.16), (0.74, 0.34), (0.86, 0.86), (0.64, 0.86), (0.6, 0.66),
              (0.4, 0.66), (0.36, 0.86), (0.14, 0.86), (0.26, 0.34), (0.32, 0.16)])
        for k in range(4):
            yy = 0.4 + k * 0.11
            draw.line(_pts([(0.2 + k * 0.025, yy), (0.33, yy)], box), fill=outline, width=w)
            draw.line(_pts([(0.67, yy), (0.8 - k * 0.025, yy)], box), fill=outline, width=w)
        ellipse(0.37, 0.27, 0.63, 0.64, body)
        draw.line(_pts([(0.3, 0.25), (0.7, 0.25)], box), fill=outline, width=w)
        poly([(0.46, 0.62), (0.54, 0.62), (0.55, 0.84), (0.45, 0.84)])
        ellipse(0.46, 0.13, 0.54, 0.23)
        ellipse(0.42, 0.39, 0.47, 0.44, outline)
        ellipse(0.53, 0.39, 0.58, 0.44, outline)
    elif face == data.NILE:
        for k in range(3):
            yy = 0.3 + k * 0.2
            top, bottom = [], []
            for i in range(41):
                t = i / 40
                wave = 0.06 * math.sin(t * 2 * math.pi * 2)
                top.append((0.1 + 0.8 * t, yy + wave - 0.05))
                bottom.append((0.1 + 0.8 * t, yy + wave + 0.05))
            poly(top + bottom[::-1])
    elif face == data.CIVILIZATION:
        # a temple front: roof, four columns with lotus capitals, steps
        poly([(0.1, 0.3), (0.5, 0.1), (0.9, 0.3)])
        poly([(0.14, 0.3), (0.86, 0.3), (0.86, 0.38), (0.14, 0.38)])
        for k in range(4):
            cx = 0.22 + k * 0.187
            poly([(cx - 0.05, 0.38), (cx + 0.05, 0.38), (cx + 0.035, 0.44), (cx + 0.035, 0.76),
                  (cx - 0.035, 0.76), (cx - 0.035, 0.44)])
        poly([(0.1, 0.76), (0.9, 0.76), (0.9, 0.83), (0.1, 0.83)])
        poly([(0.05, 0.83), (0.95, 0.83), (0.95, 0.9), (0.05, 0.9)])
    elif face == data.MONUMENT:
        poly([(0.5, 0.1), (0.92, 0.86), (0.08, 0.86)])
        poly([(0.5, 0.1), (0.92, 0.86), (0.58, 0.86)], common.shade(fill, -0.18))
        for k in range(1, 5):
            yy = 0.1 + k * 0.152
            half = (yy - 0.1) * 0.42 / 0.76
            draw.line(_pts([(0.5 - half, yy), (0.5 + half, yy)], box), fill=outline, width=w)
        draw.line(_pts([(0.04, 0.88), (0.96, 0.88)], box), fill=outline, width=w * 2)
    elif face == data.ANKH:
        ellipse(0.33, 0.06, 0.67, 0.48)
        ellipse(0.42, 0.15, 0.58, 0.4, body)
        poly([(0.16, 0.45), (0.84, 0.45), (0.84, 0.56), (0.16, 0.56)])
        poly([(0.44, 0.45), (0.56, 0.45), (0.6, 0.92), (0.4, 0.92)])
        poly([(0.16, 0.45), (0.84, 0.45), (0.84, 0.56), (0.16, 0.56)])


def _colour_badge(draw, colour: data.DieColour, cx, cy, r, font) -> None:
    """The die colour's letter inside its shape: the cue that is not colour."""
    _shape(draw, colour.shape, cx, cy, r, IVORY, INK, max(2, round(r * 0.12)))
    dy = r * 0.18 if colour.shape == "triangle" else 0
    draw.text((cx, cy + dy), colour.letter, fill=INK, font=font, anchor="mm")


def _die(colour: data.DieColour, face: str | None) -> Image.Image:
    """One die showing ``face`` (None: the blank die before the first throw)."""
    size = DIE * SS
    image = common.big(DIE)
    draw = ImageDraw.Draw(image)
    rgb = DIE_RGB[colour.name]
    pad, radius = 6 * SS, 22 * SS
    box = (pad, pad, size - pad, size - pad)
    draw.rounded_rectangle(box, radius=radius, fill=common.rgba(rgb))
    # soft light from the top left
    glow = common.canvas(image.size)
    gdraw = ImageDraw.Draw(glow)
    gdraw.ellipse((-size * 0.3, -size * 0.35, size * 0.75, size * 0.6), fill=(255, 255, 255, 60))
    gdraw.ellipse((size * 0.45, size * 0.5, size * 1.3, size * 1.3), fill=(0, 0, 0, 55))
    glow = glow.filter(ImageFilter.GaussianBlur(size * 0.08))
    mask = common.canvas(image.size)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=(255, 255, 255, 255))
    image.alpha_composite(Image.composite(glow, common.canvas(image.size), mask.split()[3]))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(box, radius=radius, outline=INK, width=3 * SS)
    draw.rounded_rectangle((pad + 4 * SS, pad + 4 * SS, size - pad - 4 * SS, size - pad - 4 * SS),
                           radius=radius - 4 * SS, outline=common.shade(rgb, 0.35), width=SS)
    badge_r = 18 * SS
    if face is None:
        _colour_badge(draw, colour, size / 2, size / 2, 30 * SS, common.font(36 * SS))
    else:
        inner = 74 * SS
        _symbol(draw, face, ((size - inner) / 2 + 6 * SS, (size - inner) / 2 + 6 * SS, inner),
                IVORY, INK, common.rgba(rgb))
        _colour_badge(draw, colour, pad + badge_r + 3 * SS, pad + badge_r + 3 * SS, badge_r,
                      common.font(21 * SS))
    return common.small(image)


def _symbol_icon(face: str, fill=common.GOLD_LIGHT) -> Image.Image:
    image = common.big(SYMBOL)
    draw = ImageDraw.Draw(image)
    _symbol(draw, face, (6 * SS, 6 * SS, (SYMBOL - 12) * SS), fill, INK, common.PAPYRUS)
    return common.small(image)


def _disaster_icon(face: str) -> Image.Image:
    """The struck area's symbol, cracked by a carnelian lightning bolt."""
    image = _symbol_icon(face, (214, 200, 170, 255))
    bolt = common.big(SYMBOL)
    draw = ImageDraw.Draw(bolt)
    pts = [(0.62, 0.02), (0.34, 0.5), (0.52, 0.52), (0.3, 0.98), (0.74, 0.42), (0.55, 0.4),
           (0.78, 0.02)]
    draw.polygon(_pts(pts, (0, 0, SYMBOL * SS)), fill=common.CARNELIAN, outline=INK,
                 width=3 * SS)
    image.alpha_composite(common.small(bolt))
    return image


# -- the Ra figure and the markers ------------------------------------------------------------
def _ra() -> Image.Image:
    """The Ra figure: a falcon-headed pawn crowned with the sun disc."""
    w, h = RA_SIZE
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)

    def p(x, y):
        return x * w * SS, y * h * SS

    line = 3 * SS
    # base
    draw.ellipse((*p(0.12, 0.84), *p(0.88, 0.98)), fill=common.STONE_DARK, outline=INK, width=line)
    draw.rectangle((*p(0.16, 0.8), *p(0.84, 0.9)), fill=common.STONE_DARK)
    draw.ellipse((*p(0.12, 0.76), *p(0.88, 0.88)), fill=common.STONE, outline=INK, width=line)
    # robe
    draw.polygon([p(0.36, 0.44), p(0.64, 0.44), p(0.8, 0.82), p(0.2, 0.82)], fill=common.GOLD,
                 outline=INK, width=line)
    draw.polygon([p(0.5, 0.44), p(0.64, 0.44), p(0.8, 0.82), p(0.5, 0.82)],
                 fill=(186, 140, 44, 255))
    draw.line([p(0.2, 0.82), p(0.8, 0.82)], fill=INK, width=line)
    for k in range(3):
        yy = 0.54 + k * 0.09
        draw.line([p(0.3 - k * 0.03, yy), p(0.7 + k * 0.03, yy)], fill=common.LAPIS, width=2 * SS)
    # falcon head
    draw.ellipse((*p(0.3, 0.27), *p(0.68, 0.5)), fill=common.LAPIS, outline=INK, width=line)
    draw.polygon([p(0.64, 0.33), p(0.86, 0.4), p(0.64, 0.44)], fill=common.GOLD_LIGHT,
                 outline=INK, width=line)
    draw.ellipse((*p(0.46, 0.3), *p(0.66, 0.44)), fill=common.GOLD_LIGHT)
    draw.ellipse((*p(0.52, 0.33), *p(0.59, 0.38)), fill=INK)
    draw.line([p(0.54, 0.38), p(0.5, 0.47)], fill=INK, width=2 * SS)
    # sun disc with the cobra
    draw.ellipse((*p(0.2, 0.0), *p(0.78, 0.3)), fill=(226, 92, 40, 255), outline=INK, width=line)
    draw.ellipse((*p(0.28, 0.04), *p(0.54, 0.16)), fill=(246, 160, 100, 255))
    draw.polygon([p(0.46, 0.28), p(0.52, 0.2), p(0.58, 0.28)], fill=common.GOLD, outline=INK,
                 width=2 * SS)
    return common.soft_shadow(common.small(image), offset=(2, 3), blur=3, alpha=120)


def _marker(seat: int) -> Image.Image:
    """A player's wooden cube seen from above, with their symbol."""
    colour = palette.PLAYER_COLOURS[seat]
    kind = palette.PLAYER_SYMBOLS[seat]
    size = MARKER * SS
    image = common.big(MARKER)
    draw = ImageDraw.Draw(image)
    pad = 5 * SS
    box = (pad, pad, size - pad, size - pad)
    draw.rounded_rectangle(box, radius=10 * SS, fill=common.shade(colour, -0.3))
    draw.rounded_rectangle((pad, pad, size - pad - 3 * SS, size - pad - 4 * SS), radius=9 * SS,
                           fill=common.rgba(colour))
    draw.rounded_rectangle((pad + 5 * SS, pad + 5 * SS, size - pad - 9 * SS, size - pad - 10 * SS),
                           radius=6 * SS, outline=common.shade(colour, 0.3), width=2 * SS)
    draw.rounded_rectangle(box, radius=10 * SS, outline=INK, width=3 * SS)
    common.player_symbol(draw, kind, size / 2 - 1.5 * SS, size / 2 - 2 * SS, 21 * SS, IVORY, INK,
                   2 * SS)
    return common.soft_shadow(common.small(image), offset=(2, 2), blur=2, alpha=120)


def _flood() -> Image.Image:
    """The badge on a Nile marker that carries flood markers."""
    image = common.big(48)
    draw = ImageDraw.Draw(image)
    s = 48 * SS
    draw.ellipse((2 * SS, 2 * SS, s - 2 * SS, s - 2 * SS), fill=(38, 110, 176, 255), outline=INK,
                 width=3 * SS)
    _symbol(draw, data.NILE, (9 * SS, 9 * SS, s - 18 * SS), IVORY, INK, (38, 110, 176, 255))
    return common.small(image)


# -- spaces and grounds -------------------------------------------------------------------------
def _civ_space(colour: data.DieColour) -> Image.Image:
    """A Civilization space: the die colour's band with its shape and letter above a papyrus bed."""
    w, h = 112, 190
    rgb = DIE_RGB[colour.name]
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    box = (2 * SS, 2 * SS, (w - 2) * SS, (h - 2) * SS)
    draw.rounded_rectangle(box, radius=12 * SS, fill=common.PAPYRUS)
    draw.rounded_rectangle((2 * SS, 2 * SS, (w - 2) * SS, 52 * SS), radius=12 * SS,
                           fill=common.rgba(rgb), corners=(True, True, False, False))
    draw.rectangle((2 * SS, 40 * SS, (w - 2) * SS, 52 * SS), fill=common.rgba(rgb))
    draw.line((2 * SS, 52 * SS, (w - 2) * SS, 52 * SS), fill=INK, width=2 * SS)
    # a soft frame in the colour around the bed
    draw.rounded_rectangle((8 * SS, 58 * SS, (w - 8) * SS, (h - 8) * SS), radius=8 * SS,
                           outline=common.rgba(rgb, 150), width=3 * SS)
    draw.rounded_rectangle(box, radius=12 * SS, outline=INK, width=3 * SS)
    _colour_badge(draw, colour, w * SS / 2, 27 * SS, 21 * SS, common.font(25 * SS))
    image = common.small(image)
    common.speckle(image, 31 + len(colour.name), amount=10, strength=6)
    return image


def _monument_space(colour: data.DieColour) -> Image.Image:
    """A Monument space: a frame in the die colour around a pale bed with the colour's
    shape and letter (as on the dice, so colour is not the only cue)."""
    w, h = 56, 60
    rgb = DIE_RGB[colour.name]
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    box = (SS, SS, (w - 1) * SS, (h - 1) * SS)
    draw.rounded_rectangle(box, radius=8 * SS, fill=common.rgba(rgb))
    bed = (8 * SS, 8 * SS, (w - 8) * SS, (h - 8) * SS)
    draw.rounded_rectangle(bed, radius=5 * SS, fill=common.shade(rgb, 0.82),
                           outline=common.shade(rgb, -0.4), width=SS)
    _colour_badge(draw, colour, w * SS / 2, h * SS / 2, 17 * SS, common.font(19 * SS))
    draw.rounded_rectangle(box, radius=8 * SS, outline=INK, width=2 * SS)
    common.bevel(image, (3 * SS, 3 * SS, (w - 3) * SS, (h - 3) * SS), width=2 * SS)
    return common.small(image)


def _die_slot() -> Image.Image:
    """The hollow in the tray where a die rests."""
    w = 112
    image = common.canvas((w, w))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((2, 2, w - 3, w - 3), radius=16, fill=(150, 120, 80, 255))
    inner = common.canvas((w, w))
    ImageDraw.Draw(inner).rounded_rectangle((6, 8, w - 6, w - 4), radius=14,
                                            fill=(196, 166, 120, 255))
    inner = inner.filter(ImageFilter.GaussianBlur(3))
    image.alpha_composite(inner)
    draw.rounded_rectangle((2, 2, w - 3, w - 3), radius=16, outline=(92, 70, 48, 255), width=2)
    common.speckle(image, 77, amount=8, strength=8)
    return image


def _board() -> Image.Image:
    """The board's ground: warm sandstone with grain and a lapis-and-gold border."""
    w, h = 750, 500
    image = common.canvas((w, h), common.SAND)
    draw = ImageDraw.Draw(image)
    for y in range(h):
        t = y / h
        row = tuple(round(a + (b - a) * t * 0.6) for a, b in
                    zip(common.SAND[:3], common.SAND_DARK[:3], strict=True))
        draw.line((0, y, w, y), fill=(*row, 255))
    common.speckle(image, 5, amount=2, strength=12)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=10, outline=common.INK, width=2)
    draw.rounded_rectangle((3, 3, w - 4, h - 4), radius=8, outline=common.LAPIS, width=2)
    draw.rounded_rectangle((6, 6, w - 7, h - 7), radius=6, outline=common.GOLD, width=1)
    return image


def _score_space(fill, seed: int) -> Image.Image:
    return common.tile(46, 35, fill, seed, radius=5, grain=6, edge=(96, 74, 50, 255))


# -- all of it --------------------------------------------------------------------------------
def draw(outdir) -> None:
    for colour in data.DICE:
        for face in data.FACES:
            common.save(_die(colour, face), outdir / f"die_{colour.name}_{face}.png")
        common.save(_die(colour, None), outdir / f"die_{colour.name}_blank.png")
        common.save(_civ_space(colour), outdir / f"civ_{colour.name}.png")
        common.save(_monument_space(colour), outdir / f"monument_{colour.name}.png")
    for face in data.FACES:
        common.save(_symbol_icon(face), outdir / f"symbol_{face}.png")
    faces = {data.DISASTER_PHARAOH: data.PHARAOH, data.DISASTER_NILE: data.NILE,
             data.DISASTER_CIVILIZATION: data.CIVILIZATION,
             data.DISASTER_MONUMENTS: data.MONUMENT}
    for kind in data.DISASTERS:
        common.save(_disaster_icon(faces[kind]), outdir / f"disaster_{kind}.png")
    common.save(_ra(), outdir / "ra.png")
    for seat in range(len(palette.PLAYER_COLOURS)):
        common.save(_marker(seat), outdir / f"marker_{seat}.png")
    common.save(_flood(), outdir / "flood.png")
    common.save(common.tile(53, 64, (236, 170, 84), 11), outdir / "sun_space.png")
    common.save(common.tile(53, 64, (246, 204, 120), 12, edge=(150, 60, 30, 255)),
                outdir / "sun_space_end.png")
    common.save(common.tile(53, 88, (196, 222, 176), 13), outdir / "pharaoh_space.png")
    common.save(common.tile(53, 88, (178, 210, 232), 14), outdir / "nile_space.png")
    common.save(_score_space((238, 222, 188), 15), outdir / "score_space.png")
    common.save(_score_space((226, 196, 140), 16), outdir / "score_space_five.png")
    common.save(_die_slot(), outdir / "die_slot.png")
    common.save(common.panel(common.PAPYRUS, 17), outdir / "panel.png")
    common.save(common.panel((226, 210, 176, 255), 18), outdir / "panel_dim.png")
    common.save(common.area(), outdir / "area.png")
    common.save(_board(), outdir / "board.png")
