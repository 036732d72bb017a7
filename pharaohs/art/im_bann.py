"""Art of Im Bann der Pyramide: pyramid cards, adventure cards, the King's Chamber, the
depot with its arrow, and the archaeologists.

Every equipment card shows its item as a picture and as the item's shape
(``data.ITEM_SHAPES``) with the value in the corners, so colour is never the only
cue; special cards carry their own emblem, and the screen writes their name in the
player's language on the strip left for it. Adventure cards are drawn
for every value of both sides (``data.ADVENTURE_CARDS``), the King's Chamber for
both of its sides. Archaeologists are pawns in the player colours
(``pharaohs.palette``); the screen puts the player's symbol on them. Everything is
drawn four times larger and scaled down for soft edges.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from pharaohs import palette
from pharaohs.art import common
from pharaohs.games.im_bann.rules import data

SOURCES = (data, palette)

SS = common.SS
CARD = (120, 168)
DEPOT = 200
ARROW = (60, 120)
PAWN = (64, 84)
INK = common.INK
IVORY = common.IVORY

#: the colour of each item's card band (the shape and picture tell them apart too)
ITEM_RGB = {
    data.LADDER: (150, 96, 48),
    data.PICKAXE: (90, 100, 116),
    data.ROPE: (176, 140, 70),
    data.TORCH: (196, 84, 36),
}
#: each special card's ground colour
SPECIAL_RGB = {
    data.MAGIC: (38, 70, 140),
    data.PROTECTION: (40, 130, 120),
    data.CURSE: (150, 44, 36),
    data.SCARAB: (196, 150, 40),
    data.MUMMY: (110, 96, 80),
}


# -- helpers ----------------------------------------------------------------------------
def _card_base(fill, seed: int) -> Image.Image:
    """A rounded card with a papyrus face and a dark edge."""
    w, h = CARD[0] * SS, CARD[1] * SS
    image = common.canvas((w, h))
    draw = ImageDraw.Draw(image)
    r = 10 * SS
    draw.rounded_rectangle((0, 0, w - 1, h - 1), r, fill=INK)
    draw.rounded_rectangle((2 * SS, 2 * SS, w - 1 - 2 * SS, h - 1 - 2 * SS), r - 2 * SS,
                           fill=fill)
    common.speckle(image, seed, amount=40, strength=8)
    return image


def _shape(draw, kind: str, cx, cy, r, fill, outline, width):
    """An item's shape (square, triangle, circle, diamond) centred on (cx, cy)."""
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
    elif kind == "square":
        q = r * 0.88
        draw.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=outline, width=width)
    elif kind == "triangle":
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
        draw.polygon(pts, fill=fill, outline=outline, width=width)
    else:
        pts = [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)]
        draw.polygon(pts, fill=fill, outline=outline, width=width)


# -- the four items -----------------------------------------------------------------------
def _item(draw, item: str, cx, cy, s) -> None:
    """The picture of an item in a box of size ``s`` centred on (cx, cy)."""
    w = max(2, round(s * 0.06))
    wood, steel = (150, 96, 48, 255), (150, 160, 172, 255)
    if item == data.LADDER:
        x0, x1 = cx - s * 0.22, cx + s * 0.22
        y0, y1 = cy - s * 0.45, cy + s * 0.45
        for x in (x0, x1):
            draw.rectangle((x - w, y0, x + w, y1), fill=wood, outline=INK, width=max(1, w // 2))
        for i in range(5):
            y = y0 + (i + 0.6) * (y1 - y0) / 5.2
            draw.rectangle((x0, y - w * 0.7, x1, y + w * 0.7), fill=wood, outline=INK,
                           width=max(1, w // 2))
    elif item == data.PICKAXE:
        a = (cx - s * 0.32, cy + s * 0.42)
        b = (cx + s * 0.18, cy - s * 0.28)
        draw.line((a, b), fill=INK, width=w * 3)
        draw.line((a, b), fill=wood, width=w * 2)
        head = [(cx - s * 0.32, cy - s * 0.30), (cx + s * 0.02, cy - s * 0.46),
                (cx + s * 0.40, cy - s * 0.34), (cx + s * 0.46, cy - s * 0.06),
                (cx + s * 0.30, cy - s * 0.26), (cx + s * 0.04, cy - s * 0.33),
                (cx - s * 0.22, cy - s * 0.22)]
        draw.polygon(head, fill=steel, outline=INK, width=w)
    elif item == data.ROPE:
        hemp = (196, 160, 90, 255)
        for i, r in enumerate((0.40, 0.30, 0.20, 0.10)):
            box = (cx - s * r, cy - s * r * 0.8, cx + s * r, cy + s * r * 0.8)
            draw.ellipse(box, outline=INK, width=w * 2 + 2)
            ring = hemp if i % 2 == 0 else common.shade(hemp, -0.15)
            draw.ellipse(box, outline=ring, width=w * 2)
        draw.line(((cx + s * 0.38, cy + s * 0.1), (cx + s * 0.46, cy + s * 0.45)), fill=INK,
                  width=w * 2 + 2)
        draw.line(((cx + s * 0.38, cy + s * 0.1), (cx + s * 0.46, cy + s * 0.45)), fill=hemp,
                  width=w * 2)
    else:
        handle = [(cx - s * 0.08, cy - s * 0.05), (cx + s * 0.08, cy - s * 0.05),
                  (cx + s * 0.04, cy + s * 0.46), (cx - s * 0.04, cy + s * 0.46)]
        draw.polygon(handle, fill=wood, outline=INK, width=w)
        flame = [(cx, cy - s * 0.48), (cx + s * 0.18, cy - s * 0.22),
                 (cx + s * 0.14, cy - s * 0.04), (cx - s * 0.14, cy - s * 0.04),
                 (cx - s * 0.18, cy - s * 0.22)]
        draw.polygon(flame, fill=(236, 120, 30, 255), outline=INK, width=w)
        inner = [(cx, cy - s * 0.32), (cx + s * 0.08, cy - s * 0.16), (cx, cy - s * 0.07),
                 (cx - s * 0.08, cy - s * 0.16)]
        draw.polygon(inner, fill=(250, 214, 90, 255))


def _equipment(item: str, value: int) -> Image.Image:
    image = _card_base(IVORY, 31 + value + 7 * data.ITEMS.index(item))
    draw = ImageDraw.Draw(image)
    w, h = image.size
    band = ITEM_RGB[item]
    draw.rounded_rectangle((6 * SS, 6 * SS, w - 6 * SS, 40 * SS), 6 * SS, fill=common.rgba(band))
    font = common.font(28 * SS)
    shape = data.ITEM_SHAPES[item]
    for cx, cy in ((22 * SS, 23 * SS), (w - 22 * SS, h - 23 * SS)):
        _shape(draw, shape, cx, cy, 15 * SS, IVORY, INK, 2 * SS)
        draw.text((cx, cy + 1 * SS), str(value), font=common.font(20 * SS), fill=INK, anchor="mm")
    draw.text((w / 2 + 12 * SS, 23 * SS), str(value), font=font, fill=IVORY, anchor="mm",
              stroke_width=2 * SS, stroke_fill=INK)
    _item(draw, item, w / 2, h * 0.58, 76 * SS)
    return common.small(image)


# -- the special cards ----------------------------------------------------------------------
def _emblem(draw, special: str, cx, cy, s) -> None:
    w = max(2, round(s * 0.05))
    gold, ivory = common.GOLD_LIGHT, IVORY
    if special == data.MAGIC:
        pts = []
        for i in range(16):
            r = s * (0.46 if i % 2 == 0 else 0.16)
            a = -math.pi / 2 + i * math.pi / 8
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        draw.polygon(pts, fill=gold, outline=INK, width=w)
        draw.ellipse((cx - s * 0.08, cy - s * 0.08, cx + s * 0.08, cy + s * 0.08), fill=ivory)
    elif special == data.PROTECTION:
        shield = [(cx - s * 0.36, cy - s * 0.38), (cx + s * 0.36, cy - s * 0.38),
                  (cx + s * 0.32, cy + s * 0.08), (cx, cy + s * 0.46),
                  (cx - s * 0.32, cy + s * 0.08)]
        draw.polygon(shield, fill=ivory, outline=INK, width=w)
        draw.ellipse((cx - s * 0.1, cy - s * 0.3, cx + s * 0.1, cy - s * 0.06), outline=INK,
                     width=w)
        draw.line(((cx, cy - s * 0.06), (cx, cy + s * 0.3)), fill=INK, width=w)
        draw.line(((cx - s * 0.15, cy + s * 0.02), (cx + s * 0.15, cy + s * 0.02)), fill=INK,
                  width=w)
    elif special == data.CURSE:
        draw.ellipse((cx - s * 0.42, cy - s * 0.22, cx + s * 0.42, cy + s * 0.22), fill=ivory,
                     outline=INK, width=w)
        draw.ellipse((cx - s * 0.14, cy - s * 0.14, cx + s * 0.14, cy + s * 0.14), fill=INK)
        bolt = [(cx + s * 0.05, cy + s * 0.16), (cx - s * 0.12, cy + s * 0.34),
                (cx + s * 0.02, cy + s * 0.34), (cx - s * 0.08, cy + s * 0.5),
                (cx + s * 0.16, cy + s * 0.28), (cx + s * 0.02, cy + s * 0.28)]
        draw.polygon(bolt, fill=gold, outline=INK, width=max(1, w // 2))
    elif special == data.SCARAB:
        draw.ellipse((cx - s * 0.22, cy - s * 0.26, cx + s * 0.22, cy + s * 0.34),
                     fill=(40, 110, 110, 255), outline=INK, width=w)
        draw.line(((cx, cy - s * 0.12), (cx, cy + s * 0.34)), fill=INK, width=w)
        draw.ellipse((cx - s * 0.12, cy - s * 0.42, cx + s * 0.12, cy - s * 0.2), fill=gold,
                     outline=INK, width=w)
        for side in (-1, 1):
            for dy in (-0.08, 0.08, 0.24):
                draw.line(((cx + side * s * 0.2, cy + s * dy), (cx + side * s * 0.42,
                                                                 cy + s * (dy + 0.06))),
                          fill=INK, width=w)
    else:
        body = [(cx - s * 0.16, cy - s * 0.3), (cx + s * 0.16, cy - s * 0.3),
                (cx + s * 0.2, cy + s * 0.46), (cx - s * 0.2, cy + s * 0.46)]
        draw.polygon(body, fill=ivory, outline=INK, width=w)
        draw.ellipse((cx - s * 0.14, cy - s * 0.5, cx + s * 0.14, cy - s * 0.22), fill=ivory,
                     outline=INK, width=w)
        for i in range(6):
            y = cy - s * 0.22 + i * s * 0.12
            draw.line(((cx - s * 0.18, y), (cx + s * 0.18, y + s * 0.05)), fill=INK,
                      width=max(1, w // 2))
        for ex in (-0.06, 0.06):
            draw.ellipse((cx + s * ex - s * 0.025, cy - s * 0.39, cx + s * ex + s * 0.025,
                          cy - s * 0.34), fill=INK)


def _special(special: str) -> Image.Image:
    image = _card_base(IVORY, 90 + data.SPECIALS.index(special))
    draw = ImageDraw.Draw(image)
    w, h = image.size
    ground = SPECIAL_RGB[special]
    draw.rounded_rectangle((6 * SS, 6 * SS, w - 6 * SS, h - 36 * SS), 6 * SS,
                           fill=common.rgba(ground), outline=INK, width=2 * SS)
    _emblem(draw, special, w / 2, (h - 30 * SS) / 2, 78 * SS)
    return common.small(image)


def _back() -> Image.Image:
    image = _card_base((60, 52, 96, 255), 77)
    draw = ImageDraw.Draw(image)
    w, h = image.size
    draw.rounded_rectangle((10 * SS, 10 * SS, w - 10 * SS, h - 10 * SS), 6 * SS,
                           outline=common.GOLD, width=2 * SS)
    pyramid = [(w / 2, h * 0.28), (w * 0.82, h * 0.7), (w * 0.18, h * 0.7)]
    draw.polygon(pyramid, fill=common.GOLD, outline=INK, width=2 * SS)
    draw.line(((w / 2, h * 0.28), (w * 0.58, h * 0.7)), fill=common.shade(common.GOLD, -0.3),
              width=2 * SS)
    return common.small(image)


# -- adventures, the chamber, the depot ----------------------------------------------------
def _adventure(value: int, chamber: bool = False) -> Image.Image:
    w, h = CARD[0] * SS, CARD[1] * SS
    image = common.canvas((w, h))
    draw = ImageDraw.Draw(image)
    stone = (206, 178, 130, 255) if not chamber else (120, 90, 60, 255)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), 8 * SS, fill=INK)
    draw.rounded_rectangle((2 * SS, 2 * SS, w - 2 * SS, h - 2 * SS), 7 * SS, fill=stone)
    common.speckle(image, value * 13 + chamber, amount=30, strength=12)
    draw = ImageDraw.Draw(image)
    if chamber:
        pyramid = [(w / 2, h * 0.12), (w * 0.92, h * 0.72), (w * 0.08, h * 0.72)]
        draw.polygon(pyramid, fill=common.GOLD, outline=INK, width=2 * SS)
        draw.rectangle((w * 0.42, h * 0.52, w * 0.58, h * 0.72), fill=INK)
    else:
        door = (w * 0.26, h * 0.18, w * 0.74, h * 0.72)
        draw.rectangle(door, fill=(70, 52, 36, 255), outline=INK, width=2 * SS)
        draw.rectangle((w * 0.2, h * 0.12, w * 0.8, h * 0.2), fill=common.shade(stone, -0.2),
                       outline=INK, width=2 * SS)
        for i in range(3):
            y = h * (0.3 + 0.13 * i)
            draw.line(((w * 0.26, y), (w * 0.74, y)), fill=common.shade(stone, -0.5), width=SS)
    draw.ellipse((w / 2 - 26 * SS, h * 0.86 - 26 * SS, w / 2 + 26 * SS, h * 0.86 + 26 * SS),
                 fill=IVORY, outline=INK, width=2 * SS)
    draw.text((w / 2, h * 0.86), str(value), font=common.font(30 * SS), fill=INK, anchor="mm")
    return common.small(image)


def _depot() -> Image.Image:
    s = DEPOT * SS
    image = common.canvas((s, s))
    draw = ImageDraw.Draw(image)
    draw.ellipse((2 * SS, 2 * SS, s - 2 * SS, s - 2 * SS), fill=(214, 190, 146, 255),
                 outline=INK, width=3 * SS)
    common.speckle(image, 55, amount=30, strength=10)
    draw = ImageDraw.Draw(image)
    c = s / 2
    for item, (dx, dy) in zip(data.ITEMS, ((0, -1), (1, 0), (0, 1), (-1, 0)), strict=True):
        x, y = c + dx * s * 0.33, c + dy * s * 0.33
        _shape(draw, data.ITEM_SHAPES[item], x, y, 30 * SS, common.rgba(ITEM_RGB[item]), INK,
               2 * SS)
        _item(draw, item, x, y, 36 * SS)
    draw.ellipse((c - 14 * SS, c - 14 * SS, c + 14 * SS, c + 14 * SS), fill=common.GOLD,
                 outline=INK, width=2 * SS)
    return common.small(image)


def _arrow() -> Image.Image:
    """The arrow, pointing up; the screen turns it towards the item in play."""
    w, h = ARROW[0] * SS, ARROW[1] * SS
    image = common.canvas((w, h))
    draw = ImageDraw.Draw(image)
    pts = [(w / 2, 2 * SS), (w - 4 * SS, h * 0.38), (w * 0.64, h * 0.38), (w * 0.64, h * 0.5),
           (w * 0.36, h * 0.5), (w * 0.36, h * 0.38), (4 * SS, h * 0.38)]
    draw.polygon(pts, fill=common.CARNELIAN, outline=INK, width=2 * SS)
    return common.small(image)


def _pawn(seat: int) -> Image.Image:
    """An archaeologist with a pith helmet in the player's colour, the player's symbol on
    the coat."""
    w, h = PAWN[0] * SS, PAWN[1] * SS
    image = common.canvas((w, h))
    draw = ImageDraw.Draw(image)
    colour = common.rgba(palette.PLAYER_COLOURS[seat])
    body = [(w * 0.2, h * 0.96), (w * 0.3, h * 0.48), (w * 0.7, h * 0.48), (w * 0.8, h * 0.96)]
    draw.polygon(body, fill=colour, outline=INK, width=2 * SS)
    draw.ellipse((w * 0.3, h * 0.2, w * 0.7, h * 0.5), fill=(232, 196, 160, 255), outline=INK,
                 width=2 * SS)
    draw.chord((w * 0.22, h * 0.04, w * 0.78, h * 0.44), 180, 360, fill=(226, 214, 170, 255),
               outline=INK, width=2 * SS)
    draw.line(((w * 0.12, h * 0.24), (w * 0.88, h * 0.24)), fill=INK, width=3 * SS)
    # the player's symbol on the coat: told apart without the colour
    common.player_symbol(draw, palette.PLAYER_SYMBOLS[seat], w * 0.5, h * 0.73, w * 0.2,
                          IVORY, INK, 2 * SS)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2)


def draw(outdir) -> None:
    for card in data.EQUIPMENT:
        item = data.CARD_ITEM[card]
        common.save(_equipment(item, data.CARD_VALUE[card]), outdir / f"card_{card}.png")
    for special in data.SPECIALS:
        common.save(_special(special), outdir / f"card_{special}.png")
    common.save(_back(), outdir / "card_back.png")
    for value in sorted({v for card in data.ADVENTURE_CARDS for v in card}):
        common.save(_adventure(value), outdir / f"adventure_{value}.png")
    for value in data.CHAMBER_SIDES:
        common.save(_adventure(value, chamber=True), outdir / f"chamber_{value}.png")
    common.save(_depot(), outdir / "depot.png")
    common.save(_arrow(), outdir / "arrow.png")
    for seat in range(len(palette.PLAYER_COLOURS)):
        common.save(_pawn(seat), outdir / f"archaeologist_{seat}.png")
