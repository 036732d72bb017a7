"""Art for Das Labyrinth des Pharao, drawn from ``games/labyrinth/data.py``.

- ``tile_01.png`` … ``tile_19.png``: the corridor tiles in rotation 0, from
  ``data.TILE_DESIGNS``: sandstone floors, dark masonry walls with soft shading,
  corridors running to the open sides of each quarter, dead ends ending in a
  niche, closed chambers as rooms, and a scarab on every scarab quarter;
- ``board.png``: the empty pyramid board, its 5 × 5 sunken spaces inside a
  stone rim that opens at the portals of ``data.PORTALS``;
- ``treasure_<colour>.png``: the pieces, each colour with its own shape and
  its value printed on it (circle 1, square 2, triangle 3, hexagon 4), so colour
  is never the only cue;
- ``hunter.png``, ``marker_<colour>.png`` (printed 15, 30, 45), ``bet_high.png`` and
  ``bet_low.png`` (an arrow up or down from the last card's level, no word),
  ``bet_back.png``, ``card_face.png``, ``card_back.png``.

Everything is drawn at twice its size and reduced, for soft edges.
"""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from pharaohs.art import common
from pharaohs.games.labyrinth.rules import data

SOURCES = (data,)

#: saved size of a tile image (the scene scales it once per board size)
TILE = 256
#: drawing scale before the final reduction
SUPER = 2
#: corridor width as a fraction of a quarter
CHANNEL = 0.44
#: floor of a chamber or of a dead end's niche, as a fraction of a quarter
ROOM = 0.62
#: the grid inside board.png, in pixels
BOARD_GRID = 700

FONT = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "NotoSans-Bold.ttf"

FLOOR = (228, 202, 154, 255)
FLOOR_DARK = (206, 176, 126, 255)
WALL = (92, 70, 52, 255)
WALL_LIGHT = (124, 98, 72, 255)
MORTAR = (62, 46, 34, 255)
SCARAB = (38, 128, 132, 255)
SCARAB_DARK = (22, 52, 92, 255)

SIDES = "NESW"
#: unit vectors of the sides N, E, S, W (y grows downwards)
VECTORS = ((0, -1), (1, 0), (0, 1), (-1, 0))
TREASURE_SHAPES = {"blue": "circle", "green": "square", "red": "triangle", "purple": "hexagon"}
TREASURE_FILL = {
    "blue": (44, 92, 200, 255),
    "green": (40, 146, 78, 255),
    "red": (196, 52, 40, 255),
    "purple": (128, 62, 172, 255),
}
MARKER_FILL = {"white": (244, 240, 230, 255), "grey": (146, 146, 150, 255),
               "black": (34, 32, 34, 255)}


def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT), size)


def parse(quarter: str) -> tuple[str, bool]:
    """A quarter of ``data.TILE_DESIGNS`` as (open sides, scarab)."""
    return quarter.rstrip("*").replace("-", ""), quarter.endswith("*")


# -- shading helpers --------------------------------------------------------------------


def _shifted(mask: Image.Image, dx: int, dy: int, fill: int = 0) -> Image.Image:
    out = Image.new("L", mask.size, fill)
    out.paste(mask, (dx, dy))
    return out


def _tint(image: Image.Image, colour, mask: Image.Image) -> None:
    """Paint ``colour`` over ``image`` through ``mask`` (alpha 0–255)."""
    layer = Image.new("RGBA", image.size, colour)
    image.paste(layer, (0, 0), mask)


def _scaled_mask(mask: Image.Image, factor: float) -> Image.Image:
    return mask.point(lambda v: int(v * factor))


def stone(size, base, seed: int, strength: int = 16) -> Image.Image:
    """A flat stone colour with a deterministic grain."""
    image = common.canvas(size, base)
    common.speckle(image, seed, amount=6, strength=strength)
    return image


def relief(image: Image.Image, raised: Image.Image, depth: int, light: float = 0.55,
           dark: float = 0.7, shadow: float = 0.55) -> None:
    """Shade ``raised`` (L mask, 255 = high) as stone lit from the top left: a light
    rim on its upper left edges, a dark rim below right, and a soft shadow cast onto
    the low ground."""
    height = raised.filter(ImageFilter.GaussianBlur(depth))
    ahead = _shifted(height, -depth // 2, -depth // 2)
    behind = _shifted(height, depth // 2, depth // 2)
    rim_light = ImageChops.multiply(ImageChops.subtract(behind, ahead, 0.5), raised)
    rim_dark = ImageChops.multiply(ImageChops.subtract(ahead, behind, 0.5), raised)
    _tint(image, (255, 240, 214, 255), _scaled_mask(rim_light, light))
    _tint(image, (20, 12, 6, 255), _scaled_mask(rim_dark, dark))
    cast = _shifted(raised, depth, depth + depth // 3).filter(ImageFilter.GaussianBlur(depth))
    low = ImageChops.invert(raised)
    _tint(image, (40, 24, 10, 255), _scaled_mask(ImageChops.multiply(cast, low), shadow))


# -- the corridor tiles -----------------------------------------------------------------


def quarter_floor(draw: ImageDraw.ImageDraw, box, sides: str, scarab: bool) -> None:
    """Draw the walkable floor of one quarter into a mask."""
    x0, y0, x1, y1 = box
    size = x1 - x0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = CHANNEL * size / 2
    for side in sides:
        dx, dy = VECTORS[SIDES.index(side)]
        if dx == 0:
            top, bottom = (y0 - 1, cy + half) if dy < 0 else (cy - half, y1 + 1)
            draw.rectangle((cx - half, top, cx + half, bottom), fill=255)
        else:
            left, right = (x0 - 1, cx + half) if dx < 0 else (cx - half, x1 + 1)
            draw.rectangle((left, cy - half, right, cy + half), fill=255)
    if len(sides) == 2 and sides in ("NE", "ES", "SW", "NW"):
        # a bend: round its outer corner
        round_corner = {"NE": (False, False, False, True), "ES": (True, False, False, False),
                        "SW": (False, True, False, False), "NW": (False, False, True, False)}
        draw.rounded_rectangle((cx - half, cy - half, cx + half, cy + half),
                               radius=half * 0.9, fill=255, corners=round_corner[sides])
        inner = {"NE": (1, -1), "ES": (1, 1), "SW": (-1, 1), "NW": (-1, -1)}[sides]
        # and fill its inner corner with a small fillet
        fx, fy = cx + inner[0] * half, cy + inner[1] * half
        r = half * 0.45
        draw.rectangle((min(fx, fx + inner[0] * r), min(fy, fy + inner[1] * r),
                        max(fx, fx + inner[0] * r), max(fy, fy + inner[1] * r)), fill=255)
    elif len(sides) < 2 and (scarab or sides):
        room = ROOM * size / 2 if not sides else ROOM * size * 0.42
        draw.rounded_rectangle((cx - room, cy - room, cx + room, cy + room),
                               radius=room * 0.35, fill=255)
    elif sides:
        draw.rectangle((cx - half, cy - half, cx + half, cy + half), fill=255)


def fillet_walls(mask: Image.Image, box, sides: str) -> None:
    """Cut the inner corner of a bend back to a quarter circle of wall."""
    if len(sides) != 2 or sides not in ("NE", "ES", "SW", "NW"):
        return
    x0, y0, x1, y1 = box
    size = x1 - x0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = CHANNEL * size / 2
    inner = {"NE": (1, -1), "ES": (1, 1), "SW": (-1, 1), "NW": (-1, -1)}[sides]
    r = half * 0.45
    fx, fy = cx + inner[0] * (half + r), cy + inner[1] * (half + r)
    ImageDraw.Draw(mask).ellipse((fx - r, fy - r, fx + r, fy + r), fill=0)


def scarab(image: Image.Image, centre, size: float) -> None:
    """A turquoise scarab with a lapis head and a gold sun disc, seen from above."""
    draw = ImageDraw.Draw(image)
    cx, cy = centre
    s = size
    line = max(2, round(s * 0.045))
    # legs
    for side in (-1, 1):
        for i, (ax, ay, bx, by) in enumerate(((0.18, -0.10, 0.42, -0.26),
                                              (0.20, 0.05, 0.46, 0.06),
                                              (0.18, 0.20, 0.40, 0.40))):
            draw.line((cx + side * ax * s, cy + ay * s, cx + side * bx * s, cy + by * s),
                      fill=SCARAB_DARK, width=line + (i == 1))
    # sun disc held above the head
    r = s * 0.13
    draw.ellipse((cx - r, cy - s * 0.50 - r, cx + r, cy - s * 0.50 + r), fill=common.GOLD,
                 outline=common.INK, width=line)
    # head
    draw.ellipse((cx - s * 0.13, cy - s * 0.36, cx + s * 0.13, cy - s * 0.16), fill=SCARAB_DARK,
                 outline=common.INK, width=line)
    # body: two wing cases
    body = (cx - s * 0.24, cy - s * 0.22, cx + s * 0.24, cy + s * 0.42)
    draw.ellipse(body, fill=SCARAB, outline=common.INK, width=line)
    draw.line((cx, cy - s * 0.18, cx, cy + s * 0.40), fill=common.INK, width=line)
    draw.arc((cx - s * 0.18, cy - s * 0.16, cx + s * 0.18, cy + s * 0.02), 200, 340,
             fill=common.GOLD_LIGHT, width=line)
    # a gleam
    draw.ellipse((cx - s * 0.16, cy - s * 0.08, cx - s * 0.07, cy + s * 0.12),
                 fill=(150, 220, 210, 255))


def masonry(size: int, seed: int) -> Image.Image:
    """Dark wall stone with faint block joints."""
    image = stone(size, WALL, seed, 18)
    draw = ImageDraw.Draw(image)
    course = size // 10
    for row in range(0, size, course):
        draw.line((0, row, size, row), fill=(*MORTAR[:3], 120), width=max(1, size // 256))
        shift = (row // course) % 2 * course
        for col in range(shift, size + course, 2 * course):
            draw.line((col, row, col, row + course), fill=(*MORTAR[:3], 120),
                      width=max(1, size // 256))
    return image


def tile_image(number: int) -> Image.Image:
    """Tile ``number`` in rotation 0 at ``TILE`` pixels."""
    size = TILE * SUPER
    q = size // 2
    quarters = [parse(text) for text in data.TILE_DESIGNS[number]]
    boxes = ((0, 0, q, q), (q, 0, size, q), (q, q, size, size), (0, q, q, size))
    floor = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(floor)
    for box, (sides, has_scarab) in zip(boxes, quarters, strict=True):
        quarter_floor(draw, box, sides, has_scarab)
    for box, (sides, _) in zip(boxes, quarters, strict=True):
        fillet_walls(floor, box, sides)
    # keep neighbouring quarters' floors from touching through closed sides
    walls = ImageChops.invert(floor)
    image = masonry(size, number * 7 + 1)
    ground = stone(size, FLOOR, number * 13 + 5, 12)
    worn = Image.new("L", (size, size), 0)
    ImageDraw.Draw(worn).ellipse((q * 0.4, q * 0.4, size - q * 0.4, size - q * 0.4), fill=70)
    ground.paste(Image.new("RGBA", ground.size, FLOOR_DARK), (0, 0),
                 ImageChops.invert(worn.filter(ImageFilter.GaussianBlur(q * 0.4))).point(
                     lambda v: max(0, v - 185)))
    image.paste(ground, (0, 0), floor)
    relief(image, walls, depth=max(4, size // 40))
    # scarabs on the floor of their quarters
    for box, (_, has_scarab) in zip(boxes, quarters, strict=True):
        if has_scarab:
            cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            scarab(image, (cx, cy + q * 0.02), q * 0.46)
    # closed quarters without a scarab: a carved block
    for box, (sides, has_scarab) in zip(boxes, quarters, strict=True):
        if not sides and not has_scarab:
            d = ImageDraw.Draw(image)
            inset = q * 0.24
            x0, y0, x1, y1 = box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset
            d.rectangle((x0, y0, x1, y1), outline=(*WALL_LIGHT[:3], 200), width=SUPER * 2)
            d.line((x0, y0, x1, y1), fill=(*MORTAR[:3], 180), width=SUPER * 2)
            d.line((x0, y1, x1, y0), fill=(*MORTAR[:3], 180), width=SUPER * 2)
    # the tile's number is drawn by the board at a legible size (board/pyramid.py)
    # the tile's cut edge: dark on walls, a faint seam across the corridors
    edge = Image.new("L", (size, size), 0)
    ImageDraw.Draw(edge).rectangle((0, 0, size - 1, size - 1), outline=255, width=SUPER * 2)
    seam = ImageChops.add(_scaled_mask(ImageChops.multiply(edge, walls), 0.85),
                          _scaled_mask(ImageChops.multiply(edge, floor), 0.18))
    _tint(image, common.INK, seam)
    bevel = Image.new("L", (size, size), 0)
    ImageDraw.Draw(bevel).line((SUPER * 2, size - SUPER * 3, SUPER * 2, SUPER * 2,
                                size - SUPER * 3, SUPER * 2), fill=255, width=SUPER * 2)
    _tint(image, (255, 244, 220, 255), _scaled_mask(ImageChops.multiply(bevel, walls), 0.35))
    return image.resize((TILE, TILE), Image.Resampling.LANCZOS)


# -- the board --------------------------------------------------------------------------


def portal_boxes(grid: int, margin: int):
    """(portal, outward side, box of the gap in the rim) for each portal."""
    quarter = grid / (data.BOARD_SIZE * data.TILE_SIZE)
    out = []
    for name in data.PORTAL_NAMES:
        side, left, right = data.PORTALS[name]
        rows = sorted({left[0], right[0]})
        cols = sorted({left[1], right[1]})
        x0 = margin + cols[0] * quarter
        y0 = margin + rows[0] * quarter
        x1 = margin + (cols[-1] + 1) * quarter
        y1 = margin + (rows[-1] + 1) * quarter
        if side == "W":
            box = (0, y0, margin, y1)
        elif side == "E":
            box = (margin + grid, y0, 2 * margin + grid, y1)
        elif side == "S":
            box = (x0, margin + grid, x1, 2 * margin + grid)
        else:
            box = (x0, 0, x1, margin)
        out.append((name, side, box))
    return out


def board_image() -> Image.Image:
    """The empty pyramid board: four sunlit faces, a stone rim, 25 sunken spaces."""
    grid = BOARD_GRID * SUPER
    margin = round(grid * data.BOARD_RIM)
    size = grid + 2 * margin
    image = common.canvas(size)
    draw = ImageDraw.Draw(image)
    c = size / 2
    faces = (((0, 0), (size, 0), (c, c), (238, 214, 166, 255)),
             ((size, 0), (size, size), (c, c), (214, 186, 136, 255)),
             ((size, size), (0, size), (c, c), (186, 156, 108, 255)),
             ((0, size), (0, 0), (c, c), (224, 198, 150, 255)))
    for a, b, m, colour in faces:
        draw.polygon((a, b, m), fill=colour)
    common.speckle(image, 31, amount=5, strength=14)
    # the rim: stepped courses of the pyramid's outer face
    for step in range(4):
        inset = step * margin / 4
        shade = 70 + step * 18
        colour = (shade, round(shade * 0.78), round(shade * 0.56), 255)
        draw.rectangle((inset, inset, size - 1 - inset, size - 1 - inset), outline=colour,
                       width=SUPER * 2)
    # the sunken spaces
    tile = grid / data.BOARD_SIZE
    gap = tile * 0.035
    sunk = Image.new("L", (size, size), 0)
    sd = ImageDraw.Draw(sunk)
    for row in range(data.BOARD_SIZE):
        for col in range(data.BOARD_SIZE):
            x0 = margin + col * tile + gap
            y0 = margin + row * tile + gap
            sd.rounded_rectangle((x0, y0, x0 + tile - 2 * gap, y0 + tile - 2 * gap),
                                 radius=gap * 2, fill=255)
    floor = stone(size, (172, 142, 98, 255), 77, 12)
    image.paste(floor, (0, 0), sunk)
    relief(image, ImageChops.invert(sunk), depth=max(4, round(gap * 1.4)), light=0.45,
           dark=0.5, shadow=0.6)
    # faint engraved motifs in the spaces: an eye, an ankh, a lotus by turns
    motif = ImageDraw.Draw(image)
    ink = (128, 100, 66, 90)
    for row in range(data.BOARD_SIZE):
        for col in range(data.BOARD_SIZE):
            cx = margin + (col + 0.5) * tile
            cy = margin + (row + 0.5) * tile
            r = tile * 0.16
            kind = (row * 2 + col) % 3
            w = SUPER * 3
            if kind == 0:
                motif.ellipse((cx - r * 1.4, cy - r * 0.6, cx + r * 1.4, cy + r * 0.6),
                              outline=ink, width=w)
                motif.ellipse((cx - r * 0.4, cy - r * 0.4, cx + r * 0.4, cy + r * 0.4),
                              outline=ink, width=w)
            elif kind == 1:
                motif.ellipse((cx - r * 0.5, cy - r * 1.3, cx + r * 0.5, cy - r * 0.2),
                              outline=ink, width=w)
                motif.line((cx, cy - r * 0.2, cx, cy + r * 1.3), fill=ink, width=w)
                motif.line((cx - r * 0.8, cy + r * 0.15, cx + r * 0.8, cy + r * 0.15),
                           fill=ink, width=w)
            else:
                for dx in (-0.7, 0, 0.7):
                    motif.ellipse((cx + dx * r - r * 0.35, cy - r, cx + dx * r + r * 0.35,
                                   cy + r * 0.6), outline=ink, width=w)
                motif.line((cx - r, cy + r * 0.8, cx + r, cy + r * 0.8), fill=ink, width=w)
    # the portals: a gap in the rim flanked by two gilded pylons (the row numbers the
    # board writes in the west rim name the west portal's row there: no arrow in it)
    for _, side, box in portal_boxes(grid, margin):
        x0, y0, x1, y1 = box
        draw.rectangle(box, fill=(150, 120, 82, 255))
        horizontal = side in ("W", "E")
        pylon = margin * 0.55
        for end in (0, 1):
            if horizontal:
                py = y0 - pylon * 0.2 if end == 0 else y1 - pylon * 0.8
                shape = (x0, py, x1, py + pylon)
            else:
                px = x0 - pylon * 0.2 if end == 0 else x1 - pylon * 0.8
                shape = (px, y0, px + pylon, y1)
            draw.rectangle(shape, fill=common.GOLD, outline=common.INK, width=SUPER * 2)
    draw.rectangle((0, 0, size - 1, size - 1), outline=common.INK, width=SUPER * 3)
    out = size // SUPER
    return image.resize((out, out), Image.Resampling.LANCZOS)


# -- pieces -----------------------------------------------------------------------------


def _polygon(shape: str, c: float, r: float):
    if shape == "triangle":
        return [(c + r * math.cos(math.radians(a)), c + r * 1.08 * math.sin(math.radians(a))
                 + r * 0.14) for a in (-90, 30, 150)]
    if shape == "hexagon":
        return [(c + r * math.cos(math.radians(a)), c + r * math.sin(math.radians(a)))
                for a in range(0, 360, 60)]
    return []


def treasure_image(colour: str) -> Image.Image:
    """A gem in its colour and shape with its value on it."""
    size = 128 * SUPER
    image = common.canvas(size)
    draw = ImageDraw.Draw(image)
    c, r = size / 2, size * 0.40
    fill = TREASURE_FILL[colour]
    light = tuple(min(255, v + 70) for v in fill[:3]) + (255,)
    dark = tuple(max(0, v - 60) for v in fill[:3]) + (255,)
    shape = TREASURE_SHAPES[colour]
    outline = max(4, size // 40)
    mask = Image.new("L", (size, size), 0)
    md = ImageDraw.Draw(mask)
    if shape == "circle":
        md.ellipse((c - r, c - r, c + r, c + r), fill=255)
    elif shape == "square":
        md.rounded_rectangle((c - r * 0.86, c - r * 0.86, c + r * 0.86, c + r * 0.86),
                             radius=r * 0.18, fill=255)
    else:
        md.polygon(_polygon(shape, c, r * (1.1 if shape == "triangle" else 1.0)), fill=255)
    image.paste(Image.new("RGBA", image.size, dark), (0, 0), mask)
    inner = mask.filter(ImageFilter.MinFilter(outline * 2 + 1))
    body = Image.new("RGBA", image.size, fill)
    image.paste(body, (0, 0), inner)
    glow = _shifted(inner, -outline * 2, -outline * 2).filter(
        ImageFilter.GaussianBlur(outline * 2))
    _tint(image, light, _scaled_mask(ImageChops.multiply(glow, inner), 0.6))
    shine = Image.new("L", (size, size), 0)
    ImageDraw.Draw(shine).ellipse((c - r * 0.55, c - r * 0.62, c - r * 0.12, c - r * 0.30),
                                  fill=220)
    _tint(image, (255, 255, 255, 255), ImageChops.multiply(shine.filter(
        ImageFilter.GaussianBlur(outline)), inner))
    edge = ImageChops.subtract(mask, mask.filter(ImageFilter.MinFilter(outline + 1)))
    _tint(image, common.INK, edge)
    value = str(data.VALUES[colour])
    face = font(round(size * 0.42))
    ty = c + (r * 0.18 if shape == "triangle" else 0)
    draw.text((c, ty), value, font=face, anchor="mm", fill=(255, 255, 255, 255),
              stroke_width=outline, stroke_fill=common.INK)
    image = common.soft_shadow(image, offset=(SUPER * 3, SUPER * 4), blur=SUPER * 4, alpha=120)
    return image.resize((image.width // SUPER, image.height // SUPER),
                        Image.Resampling.LANCZOS)


def hunter_image() -> Image.Image:
    """The treasure hunter: an explorer in a pith helmet holding up a torch."""
    w, h = 120 * SUPER, 160 * SUPER
    image = common.canvas((w, h))
    d = ImageDraw.Draw(image)
    s = SUPER
    ink = common.INK
    lw = 3 * s
    khaki = (196, 168, 110, 255)
    shirt = (176, 142, 86, 255)
    skin = (210, 156, 112, 255)
    # legs and boots
    d.rectangle((46 * s, 112 * s, 58 * s, 146 * s), fill=(120, 92, 60, 255), outline=ink, width=lw)
    d.rectangle((64 * s, 112 * s, 76 * s, 146 * s), fill=(120, 92, 60, 255), outline=ink, width=lw)
    d.rounded_rectangle((40 * s, 140 * s, 60 * s, 152 * s), radius=4 * s, fill=(70, 48, 30, 255),
                        outline=ink, width=lw)
    d.rounded_rectangle((62 * s, 140 * s, 82 * s, 152 * s), radius=4 * s, fill=(70, 48, 30, 255),
                        outline=ink, width=lw)
    # body
    d.polygon(((38 * s, 70 * s), (84 * s, 70 * s), (80 * s, 118 * s), (42 * s, 118 * s)),
              fill=shirt, outline=ink)
    d.line((38 * s, 70 * s, 84 * s, 70 * s, 80 * s, 118 * s, 42 * s, 118 * s, 38 * s, 70 * s),
           fill=ink, width=lw)
    d.rectangle((41 * s, 104 * s, 81 * s, 111 * s), fill=(92, 60, 36, 255), outline=ink, width=s)
    d.line((61 * s, 72 * s, 52 * s, 104 * s), fill=(92, 60, 36, 255), width=3 * s)
    # arm raising the torch
    d.line((82 * s, 76 * s, 96 * s, 60 * s), fill=shirt, width=10 * s)
    d.line((96 * s, 60 * s, 100 * s, 40 * s), fill=skin, width=8 * s)
    d.line((100 * s, 48 * s, 104 * s, 22 * s), fill=(100, 66, 40, 255), width=5 * s)
    d.polygon(((104 * s, 4 * s), (113 * s, 20 * s), (104 * s, 28 * s), (95 * s, 20 * s)),
              fill=(238, 146, 40, 255), outline=ink)
    d.polygon(((104 * s, 11 * s), (108 * s, 20 * s), (104 * s, 24 * s), (100 * s, 20 * s)),
              fill=common.GOLD_LIGHT)
    # other arm
    d.line((40 * s, 76 * s, 30 * s, 104 * s), fill=shirt, width=10 * s)
    d.ellipse((25 * s, 100 * s, 35 * s, 110 * s), fill=skin, outline=ink, width=s)
    # head and helmet
    d.ellipse((44 * s, 34 * s, 78 * s, 70 * s), fill=skin, outline=ink, width=lw)
    d.ellipse((54 * s, 50 * s, 58 * s, 54 * s), fill=ink)
    d.ellipse((64 * s, 50 * s, 68 * s, 54 * s), fill=ink)
    d.chord((40 * s, 16 * s, 82 * s, 62 * s), 180, 360, fill=khaki, outline=ink, width=lw)
    d.rounded_rectangle((32 * s, 37 * s, 90 * s, 45 * s), radius=4 * s, fill=khaki, outline=ink,
                        width=lw)
    d.line((42 * s, 33 * s, 80 * s, 33 * s), fill=(120, 92, 60, 255), width=3 * s)
    common.speckle(image, 5, amount=40, strength=8)
    image = common.soft_shadow(image, offset=(s * 3, s * 4), blur=s * 4, alpha=120)
    return image.resize((image.width // SUPER, image.height // SUPER),
                        Image.Resampling.LANCZOS)


def marker_image(colour: str, pace: int) -> Image.Image:
    """A round corridor marker token (the board prints its pace on it, legibly)."""
    size = 96 * SUPER
    image = common.canvas(size)
    d = ImageDraw.Draw(image)
    fill = MARKER_FILL[colour]
    side = tuple(max(0, v - 50) for v in fill[:3]) + (255,)
    r = size * 0.42
    c = size / 2
    lw = max(3, size // 40)
    d.ellipse((c - r, c - r * 0.82 + size * 0.06, c + r, c + r * 0.82 + size * 0.06), fill=side,
              outline=common.INK, width=lw)
    d.ellipse((c - r, c - r * 0.82, c + r, c + r * 0.82), fill=fill, outline=common.INK,
              width=lw)
    # the pace is drawn by the board at a legible size (board/pyramid.py)
    image = common.soft_shadow(image, offset=(SUPER * 2, SUPER * 3), blur=SUPER * 3, alpha=110)
    return image.resize((image.width // SUPER, image.height // SUPER),
                        Image.Resampling.LANCZOS)


def arrow(cx: float, top: float, bottom: float, half: float, up: bool) -> list:
    """A bold arrow from ``top`` to ``bottom``: a head reaching ``half`` to each side on a
    narrower shaft, pointing up or down."""
    head = (bottom - top) * 0.52
    shaft = half * 0.42
    tip, base, neck = (top, bottom, top + head) if up else (bottom, top, bottom - head)
    return [(cx, tip), (cx + half, neck), (cx + shaft, neck), (cx + shaft, base),
            (cx - shaft, base), (cx - shaft, neck), (cx - half, neck)]


def bet_image(kind: str) -> Image.Image:
    """The High and Low tiles and their common back. No word is printed (the board is
    read in every language): High shows an arrow up from a line, the last card, in
    turquoise; Low an arrow down from it in carnelian, so shape alone tells them apart."""
    w, h = 160 * SUPER, 100 * SUPER
    image = common.canvas((w, h))
    d = ImageDraw.Draw(image)
    lw = 3 * SUPER
    if kind == "back":
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=12 * SUPER, fill=common.LAPIS,
                            outline=common.INK, width=lw)
        d.rounded_rectangle((8 * SUPER, 8 * SUPER, w - 9 * SUPER, h - 9 * SUPER),
                            radius=8 * SUPER, outline=common.GOLD, width=2 * SUPER)
        cx, cy = w / 2, h / 2
        d.ellipse((cx - 34 * SUPER, cy - 16 * SUPER, cx + 34 * SUPER, cy + 16 * SUPER),
                  outline=common.GOLD_LIGHT, width=lw)
        d.ellipse((cx - 10 * SUPER, cy - 10 * SUPER, cx + 10 * SUPER, cy + 10 * SUPER),
                  fill=common.GOLD_LIGHT)
    else:
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=12 * SUPER, fill=common.PAPYRUS,
                            outline=common.INK, width=lw)
        d.rounded_rectangle((8 * SUPER, 8 * SUPER, w - 9 * SUPER, h - 9 * SUPER),
                            radius=8 * SUPER, outline=common.GOLD, width=2 * SUPER)
        high = kind == "high"
        colour = common.TURQUOISE if high else common.CARNELIAN
        # the last card's level: a bar low on the High tile, high on the Low tile
        level = (78 if high else 22) * SUPER
        top, bottom = (12 * SUPER, level) if high else (level, 88 * SUPER)
        shape = arrow(w / 2, top, bottom, 30 * SUPER, high)
        d.polygon(shape, fill=colour)
        d.line((*shape, shape[0]), fill=common.INK, width=lw, joint="curve")
        d.rounded_rectangle((28 * SUPER, level - 4 * SUPER, w - 28 * SUPER, level + 4 * SUPER),
                            radius=3 * SUPER, fill=common.INK)
    common.speckle(image, 3 if kind == "high" else 4, amount=30, strength=8)
    image = common.soft_shadow(image, offset=(SUPER * 3, SUPER * 4), blur=SUPER * 4, alpha=110)
    return image.resize((image.width // SUPER, image.height // SUPER),
                        Image.Resampling.LANCZOS)


def _petal(cx: float, base: float, tip: float, half: float, lean: float = 0.0):
    """A pointed petal from ``base`` up to ``tip`` (y values), ``half`` wide, as a polygon."""
    points = []
    for i in range(9):
        t = i / 8
        y = base + (tip - base) * t
        w = half * math.sin(math.pi * t) ** 0.8
        points.append((cx + lean * t - w, y))
    for i in range(8, -1, -1):
        t = i / 8
        y = base + (tip - base) * t
        w = half * math.sin(math.pi * t) ** 0.8
        points.append((cx + lean * t + w, y))
    return points


def lotus(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour, width: int,
          flip: bool = False) -> None:
    """A lotus flower: three pointed petals on a bar (upside down with ``flip``)."""
    sign = -1 if flip else 1
    fill = tuple(min(255, v + (255 - v) * 3 // 5) for v in colour[:3]) + (255,)
    for dx, tall, lean in ((-0.62, 0.75, -0.35), (0.62, 0.75, 0.35), (0.0, 1.05, 0.0)):
        petal = _petal(cx + dx * r, cy, cy - sign * tall * r, r * 0.30, lean * r * 0.6)
        draw.polygon(petal, fill=fill)
        draw.line((*petal, petal[0]), fill=colour, width=width, joint="curve")
    draw.line((cx - r * 1.15, cy, cx + r * 1.15, cy), fill=colour, width=width)


def card_image(back: bool) -> Image.Image:
    """A number card: the papyrus face (the scene prints the number) or the back."""
    w, h = 200 * SUPER, 280 * SUPER
    image = common.canvas((w, h))
    d = ImageDraw.Draw(image)
    lw = 3 * SUPER
    if back:
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=16 * SUPER, fill=common.LAPIS,
                            outline=common.INK, width=lw)
        d.rounded_rectangle((10 * SUPER, 10 * SUPER, w - 11 * SUPER, h - 11 * SUPER),
                            radius=10 * SUPER, outline=common.GOLD, width=2 * SUPER)
        cx, cy = w / 2, h / 2
        d.polygon(((cx, cy - 70 * SUPER), (cx + 70 * SUPER, cy + 50 * SUPER),
                   (cx - 70 * SUPER, cy + 50 * SUPER)), outline=common.GOLD, fill=None)
        d.line(((cx, cy - 70 * SUPER), (cx + 70 * SUPER, cy + 50 * SUPER),
                (cx - 70 * SUPER, cy + 50 * SUPER), (cx, cy - 70 * SUPER)),
               fill=common.GOLD, width=lw)
        d.ellipse((cx - 20 * SUPER, cy - 4 * SUPER, cx + 20 * SUPER, cy + 20 * SUPER),
                  outline=common.GOLD_LIGHT, width=lw)
        d.ellipse((cx - 7 * SUPER, cy + 1 * SUPER, cx + 7 * SUPER, cy + 15 * SUPER),
                  fill=common.GOLD_LIGHT)
    else:
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=16 * SUPER, fill=common.PAPYRUS,
                            outline=common.INK, width=lw)
        common.speckle(image, 11, amount=10, strength=10)
        # papyrus fibres
        fibres = Image.new("L", (w, h), 0)
        fd = ImageDraw.Draw(fibres)
        for i, y in enumerate(range(20 * SUPER, h - 20 * SUPER, 7 * SUPER)):
            fd.line((14 * SUPER, y + (i * 5 % 3), w - 14 * SUPER, y), fill=30 + i * 17 % 30,
                    width=SUPER)
        _tint(image, (196, 172, 120, 255), fibres)
        d.rounded_rectangle((10 * SUPER, 10 * SUPER, w - 11 * SUPER, h - 11 * SUPER),
                            radius=10 * SUPER, outline=common.GOLD, width=3 * SUPER)
        d.rounded_rectangle((17 * SUPER, 17 * SUPER, w - 18 * SUPER, h - 18 * SUPER),
                            radius=8 * SUPER, outline=common.LAPIS, width=SUPER)
        lotus(d, w / 2, 52 * SUPER, 24 * SUPER, common.TURQUOISE, 3 * SUPER)
        lotus(d, w / 2, h - 52 * SUPER, 24 * SUPER, common.TURQUOISE, 3 * SUPER, flip=True)
    image = common.soft_shadow(image, offset=(SUPER * 3, SUPER * 4), blur=SUPER * 4, alpha=110)
    return image.resize((image.width // SUPER, image.height // SUPER),
                        Image.Resampling.LANCZOS)


def draw(outdir) -> None:
    outdir = Path(outdir)
    for number in sorted(data.TILE_DESIGNS):
        common.save(tile_image(number), outdir / f"tile_{number:02d}.png")
    common.save(board_image(), outdir / "board.png")
    for colour in data.COLOURS:
        common.save(treasure_image(colour), outdir / f"treasure_{colour}.png")
    common.save(hunter_image(), outdir / "hunter.png")
    for pace, colour in data.MARKERS:
        common.save(marker_image(colour, pace), outdir / f"marker_{colour}.png")
    for kind in ("high", "low", "back"):
        common.save(bet_image(kind), outdir / f"bet_{kind}.png")
    common.save(card_image(False), outdir / "card_face.png")
    common.save(card_image(True), outdir / "card_back.png")
