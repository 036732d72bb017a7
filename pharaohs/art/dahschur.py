"""Art of Dahschur: Die Rote Pyramide: plates, gems, prince cards, offer cards, cities,
discs, merchants, goods stones and the carved grounds of the board.

Seat ``i`` is drawn in the client's colour and symbol ``i`` (``pharaohs.palette``), so
colour is never the only cue; gems carry a facet shape (``data.GEM_SHAPES``) as well
as their colour. Everything is drawn four times larger and scaled down for soft edges.
"""

from __future__ import annotations

from PIL import ImageDraw

from pharaohs import palette
from pharaohs.art import common
from pharaohs.games.dahschur.rules import data

SOURCES = (data, palette)
SS = common.SS
INK = common.INK
IVORY = common.IVORY
#: gem colours by ``data.GEMS`` index (ruby, emerald, sapphire)
GEM_RGB = ((196, 30, 48), (32, 150, 80), (36, 84, 196))
MARBLE = (236, 232, 222)
GOLD_RGB = (226, 182, 64)
SILVER_RGB = (196, 200, 206)

PLATE = (60, 84)
#: the wanted gem carved into a plate's column: its radius, its centre (share of the
#: plate's height, where the board sets the gem) and how pale it is
INLAY = 20
INLAY_CENTRE = 0.31
INLAY_PALE = 0.55
GEM = 40
CARD = (62, 88)
OFFER = (110, 92)
CITY = (90, 130)
DISC = 40
MERCHANT = (34, 44)
GOODS = 22


def _colour(seat: int):
    return palette.PLAYER_COLOURS[seat]


def _symbol(draw, seat: int, cx, cy, r, fill=IVORY, width=2):
    common.player_symbol(draw, palette.PLAYER_SYMBOLS[seat], cx, cy, r, fill, INK,
                          width * SS)


def _gem_points(gem: int, cx, cy, r) -> list:
    """A gem's outline: heart-cut ruby, square emerald, drop sapphire (``data.GEM_SHAPES``)."""
    shape = data.GEM_SHAPES[gem]
    if shape == "square":
        return [(cx - r * 0.6, cy - r), (cx + r * 0.6, cy - r), (cx + r, cy - r * 0.6),
                (cx + r, cy + r * 0.6), (cx + r * 0.6, cy + r), (cx - r * 0.6, cy + r),
                (cx - r, cy + r * 0.6), (cx - r, cy - r * 0.6)]
    if shape == "heart":
        return [(cx, cy + r), (cx - r, cy - r * 0.1), (cx - r * 0.85, cy - r * 0.75),
                (cx - r * 0.4, cy - r), (cx, cy - r * 0.6), (cx + r * 0.4, cy - r),
                (cx + r * 0.85, cy - r * 0.75), (cx + r, cy - r * 0.1)]
    return [(cx, cy - r), (cx + r * 0.55, cy - r * 0.2), (cx + r * 0.8, cy + r * 0.35),
            (cx + r * 0.45, cy + r * 0.9), (cx, cy + r), (cx - r * 0.45, cy + r * 0.9),
            (cx - r * 0.8, cy + r * 0.35), (cx - r * 0.55, cy - r * 0.2)]


def _facets(draw, pts, cx, cy, r, light, dark, width) -> None:
    """The table (a lighter inner face) and the lines from each corner to it."""
    inner = [(cx + (x - cx) * 0.5, cy + (y - cy) * 0.5 - r * 0.08) for x, y in pts]
    draw.polygon(inner, fill=light)
    for (x, y), (ix, iy) in zip(pts, inner, strict=True):
        draw.line([(x, y), (ix, iy)], fill=dark, width=width)


def _gem_shape(draw, gem: int, cx, cy, r):
    """A gem's facetted body in its colour."""
    pts = _gem_points(gem, cx, cy, r)
    draw.polygon(pts, fill=common.rgba(GEM_RGB[gem]), outline=INK, width=2 * SS)
    _facets(draw, pts, cx, cy, r, common.shade(GEM_RGB[gem], 0.45),
            common.shade(GEM_RGB[gem], -0.35), SS)


def _gem_inlay(draw, gem: int, cx, cy, r):
    """The gem a plate wants, carved into its column: pale, so a gem set on the plate
    stands out, but with a dark rim, so its shape reads at a glance in any colour
    vision (heart, square or drop, not only red, green or blue)."""
    pts = _gem_points(gem, cx, cy, r)
    rim = common.shade(GEM_RGB[gem], -0.5)
    draw.polygon(pts, fill=common.shade(GEM_RGB[gem], INLAY_PALE))
    _facets(draw, pts, cx, cy, r, common.shade(GEM_RGB[gem], 0.85), rim[:3] + (110,), SS)
    draw.polygon(pts, outline=rim, width=round(2.5 * SS))


def _gem() -> list:
    out = []
    for gem in range(len(data.GEMS)):
        image = common.big(GEM)
        draw = ImageDraw.Draw(image)
        _gem_shape(draw, gem, GEM * SS / 2, GEM * SS / 2, GEM * SS * 0.42)
        out.append(common.soft_shadow(common.small(image), offset=(1, 2), blur=2))
    return out


def _plate(colour: int, gem: int):
    """A marble plate: its owner's symbol at the foot, the wanted gem on the column."""
    w, h = PLATE
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((SS, SS, w * SS - SS, h * SS - SS), radius=6 * SS,
                           fill=common.rgba(MARBLE), outline=INK, width=2 * SS)
    for i in range(5):
        y = (10 + i * 15) * SS
        draw.arc((-20 * SS, y, w * SS * 1.2, y + 30 * SS), 200, 330,
                 fill=(200, 196, 186, 255), width=SS)
    draw.rectangle((w * SS * 0.12, 4 * SS, w * SS * 0.88, h * SS * 0.6),
                   fill=(224, 218, 204, 255), outline=(150, 140, 124, 255), width=SS)
    _gem_inlay(draw, gem, w * SS / 2, h * SS * INLAY_CENTRE, INLAY * SS)
    band = common.rgba(_colour(colour))
    draw.rounded_rectangle((4 * SS, h * SS * 0.64, w * SS - 4 * SS, h * SS - 4 * SS),
                           radius=4 * SS, fill=band, outline=INK, width=SS)
    _symbol(draw, colour, w * SS / 2, h * SS * 0.81, 9 * SS)
    return common.small(image)


def _card(colour: int | None, value: int | None):
    """A prince card in a seat's colour with its value (None: the back)."""
    w, h = CARD
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    box = (SS, SS, w * SS - SS, h * SS - SS)
    if value is None:
        draw.rounded_rectangle(box, radius=6 * SS, fill=common.rgba((70, 50, 40)),
                               outline=INK, width=2 * SS)
        draw.rounded_rectangle((6 * SS, 6 * SS, w * SS - 6 * SS, h * SS - 6 * SS),
                               radius=4 * SS, outline=common.GOLD, width=2 * SS)
        common.player_symbol(draw, "sun", w * SS / 2, h * SS / 2, 16 * SS, common.GOLD,
                              INK, SS)
        return common.small(image)
    rgb = _colour(colour)
    draw.rounded_rectangle(box, radius=6 * SS, fill=common.PAPYRUS, outline=INK, width=2 * SS)
    draw.rounded_rectangle((4 * SS, 4 * SS, w * SS - 4 * SS, 26 * SS), radius=4 * SS,
                           fill=common.rgba(rgb))
    _symbol(draw, colour, w * SS / 2, 15 * SS, 8 * SS)
    font = common.font(40 * SS)
    draw.text((w * SS / 2, h * SS * 0.64), str(value), font=font, fill=INK, anchor="mm")
    draw.rounded_rectangle(box, radius=6 * SS, outline=common.shade(rgb, -0.3), width=2 * SS)
    return common.small(image)


def _goods(seat: int):
    """A goods stone: a small rounded block in the seat's colour with its symbol."""
    image = common.big(GOODS)
    draw = ImageDraw.Draw(image)
    s = GOODS * SS
    draw.rounded_rectangle((SS, SS, s - SS, s - SS), radius=5 * SS,
                           fill=common.rgba(_colour(seat)), outline=INK, width=2 * SS)
    _symbol(draw, seat, s / 2, s / 2, 7 * SS, width=1)
    return common.small(image)


def _merchant(seat: int):
    """A merchant figure: a wooden pawn with the seat's symbol on its body."""
    w, h = MERCHANT
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    body = common.rgba(_colour(seat))
    draw.polygon([(w * SS * 0.15, h * SS - 2 * SS), (w * SS * 0.85, h * SS - 2 * SS),
                  (w * SS * 0.66, h * SS * 0.35), (w * SS * 0.34, h * SS * 0.35)],
                 fill=body, outline=INK, width=2 * SS)
    draw.ellipse((w * SS * 0.26, 2 * SS, w * SS * 0.74, h * SS * 0.42), fill=body, outline=INK,
                 width=2 * SS)
    _symbol(draw, seat, w * SS / 2, h * SS * 0.68, 7 * SS, width=1)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2)


def _disc(kind: str, value: int | None):
    """A gold or silver disc: the number on its front, an eye on its back (None)."""
    image = common.big(DISC)
    draw = ImageDraw.Draw(image)
    s = DISC * SS
    rgb = GOLD_RGB if kind == data.GOLD else SILVER_RGB
    draw.ellipse((SS, SS, s - SS, s - SS), fill=common.rgba(rgb), outline=INK, width=2 * SS)
    draw.ellipse((5 * SS, 5 * SS, s - 5 * SS, s - 5 * SS), outline=common.shade(rgb, -0.3),
                 width=SS)
    if value is None:
        common.player_symbol(draw, "eye", s / 2, s / 2, 12 * SS, common.shade(rgb, -0.45),
                              INK, SS)
    else:
        draw.text((s / 2, s / 2), str(value), font=common.font(24 * SS), fill=INK, anchor="mm")
    return common.small(image)


def _offer(card: tuple[int, ...]):
    """An offer card: the oval for the gem and the three goods with their prices."""
    w, h = OFFER
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((SS, SS, w * SS - SS, h * SS - SS), radius=6 * SS,
                           fill=common.PAPYRUS, outline=INK, width=2 * SS)
    draw.ellipse((w * SS * 0.3, 4 * SS, w * SS * 0.7, 40 * SS), fill=(214, 198, 160, 255),
                 outline=(150, 130, 96, 255), width=SS)
    font = common.font(16 * SS)
    col = 0
    for seat, price in enumerate(card):
        if not price:
            continue
        cx = (20 + col * 35) * SS
        col += 1
        draw.rounded_rectangle((cx - 13 * SS, 48 * SS, cx + 13 * SS, 86 * SS), radius=4 * SS,
                               fill=common.rgba(_colour(seat)), outline=INK, width=SS)
        _symbol(draw, seat, cx, 58 * SS, 7 * SS, width=1)
        draw.text((cx, 77 * SS), str(price), font=font, fill=IVORY, anchor="mm",
                  stroke_width=SS, stroke_fill=INK)
    return common.small(image)


def _city(number: int):
    """A city card: a walled city with its tribute number."""
    w, h = CITY
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((SS, SS, w * SS - SS, h * SS - SS), radius=6 * SS,
                           fill=(232, 214, 170, 255), outline=INK, width=2 * SS)
    wall = (188, 150, 98, 255)
    base = h * SS * 0.5
    draw.rectangle((8 * SS, base - 18 * SS, w * SS - 8 * SS, base), fill=wall, outline=INK,
                   width=SS)
    for k in range(5):
        x = (12 + k * 15) * SS
        draw.rectangle((x, base - 26 * SS, x + 8 * SS, base - 18 * SS), fill=wall, outline=INK,
                       width=SS)
    draw.polygon([(w * SS / 2, 8 * SS), (w * SS / 2 + 16 * SS, base - 18 * SS),
                  (w * SS / 2 - 16 * SS, base - 18 * SS)], fill=common.GOLD, outline=INK,
                 width=SS)
    draw.text((w * SS / 2, h * SS * 0.76), str(number), font=common.font(34 * SS), fill=INK,
              anchor="mm")
    return common.small(image)


def _stone(width: int, height: int, base, seed: int):
    """A carved sandstone ground for spaces and areas."""
    image = common.canvas((width, height))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=6, fill=common.rgba(base),
                           outline=INK, width=1)
    common.speckle(image, seed, amount=10, strength=10)
    common.bevel(image, (1, 1, width - 2, height - 2))
    return image


def _bag():
    """The cloth bag the gems are drawn from."""
    image = common.big(64)
    draw = ImageDraw.Draw(image)
    s = 64 * SS
    cloth = (150, 110, 70, 255)
    draw.ellipse((6 * SS, 18 * SS, s - 6 * SS, s - 2 * SS), fill=cloth, outline=INK,
                 width=2 * SS)
    draw.polygon([(22 * SS, 22 * SS), (42 * SS, 22 * SS), (50 * SS, 4 * SS), (14 * SS, 4 * SS)],
                 fill=cloth, outline=INK, width=2 * SS)
    draw.line([(20 * SS, 22 * SS), (44 * SS, 22 * SS)], fill=common.GOLD, width=3 * SS)
    return common.small(image)


def draw(outdir) -> None:
    for gem, image in enumerate(_gem()):
        common.save(image, outdir / f"gem_{gem}.png")
    for colour in range(len(data.COLOURS)):
        for gem in range(len(data.GEMS)):
            common.save(_plate(colour, gem), outdir / f"plate_{colour}_{gem}.png")
        for value in data.PRINCE_VALUES:
            common.save(_card(colour, value), outdir / f"prince_{colour}_{value}.png")
        common.save(_goods(colour), outdir / f"goods_{colour}.png")
        common.save(_merchant(colour), outdir / f"merchant_{colour}.png")
    common.save(_card(None, None), outdir / "prince_back.png")
    for kind in data.DISC_KINDS:
        common.save(_disc(kind, None), outdir / f"disc_{kind}.png")
        for value in sorted(set(data.GOLD_DISCS if kind == data.GOLD else data.SILVER_DISCS)):
            common.save(_disc(kind, value), outdir / f"disc_{kind}_{value}.png")
    for index, card in enumerate(data.OFFER_CARDS):
        common.save(_offer(card), outdir / f"offer_{index}.png")
    for number in data.CITY_NUMBERS:
        common.save(_city(number), outdir / f"city_{number}.png")
    common.save(_bag(), outdir / "bag.png")
    common.save(_stone(64, 64, (226, 200, 150), 21), outdir / "ground.png")
    common.save(_stone(64, 64, (206, 176, 126), 22), outdir / "ground_dark.png")
    common.save(_stone(40, 40, (236, 214, 170), 23), outdir / "space.png")
