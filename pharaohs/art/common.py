"""Shared Pillow helpers: the palette and soft shading used by every game's art."""

from __future__ import annotations

from collections import Counter
from itertools import accumulate

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from pharaohs import palette
from pharaohs.resources import resource

SAND = (222, 196, 150, 255)
SAND_DARK = (176, 146, 100, 255)
PAPYRUS = (240, 228, 198, 255)
INK = (40, 30, 22, 255)
LAPIS = (38, 70, 140, 255)
TURQUOISE = (40, 150, 150, 255)
CARNELIAN = (170, 60, 40, 255)
GOLD = (212, 168, 60, 255)
GOLD_LIGHT = (245, 214, 120, 255)
STONE = (196, 170, 128, 255)
STONE_DARK = (120, 96, 64, 255)


def canvas(size: int | tuple[int, int], fill=(0, 0, 0, 0)) -> Image.Image:
    if isinstance(size, int):
        size = (size, size)
    return Image.new("RGBA", size, fill)


def speckle(image: Image.Image, seed: int, amount: int = 18, strength: int = 14) -> None:
    """Sprinkle a deterministic sandstone grain (no global random state)."""
    draw = ImageDraw.Draw(image)
    width, height = image.size
    state = seed * 2654435761 & 0xFFFFFFFF
    for _ in range(width * height // max(amount, 1) // 8):
        state = (1103515245 * state + 12345) & 0x7FFFFFFF
        x = state % width
        state = (1103515245 * state + 12345) & 0x7FFFFFFF
        y = state % height
        r, g, b, a = image.getpixel((x, y))
        if a == 0:
            continue
        shift = (state >> 8) % (2 * strength) - strength
        draw.point((x, y), (max(0, min(255, r + shift)), max(0, min(255, g + shift)),
                            max(0, min(255, b + shift)), a))


def soft_shadow(image: Image.Image, offset=(3, 4), blur: int = 4, alpha: int = 110):
    """The image on a transparent ground with a blurred drop shadow below it."""
    pad = blur * 2 + max(offset)
    out = canvas((image.width + 2 * pad, image.height + 2 * pad))
    shadow = canvas(out.size)
    mask = image.split()[3].point(lambda a: alpha if a else 0)
    shadow.paste((0, 0, 0, 255), (pad + offset[0], pad + offset[1]), mask)
    shadow = shadow.filter(ImageFilter.GaussianBlur(blur))
    out.alpha_composite(shadow)
    out.alpha_composite(image, (pad, pad))
    return out


def bevel(image: Image.Image, box, light=(255, 255, 255, 70), dark=(0, 0, 0, 70), width=2):
    """A raised edge: light top-left, dark bottom-right."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    for i in range(width):
        draw.line((x0 + i, y1 - i, x0 + i, y0 + i, x1 - i, y0 + i), fill=light)
        draw.line((x0 + i, y1 - i, x1 - i, y1 - i, x1 - i, y0 + i), fill=dark)


#: palette entries kept for the see-through pixels (soft shadows, glows, smooth edges)
SEE_THROUGH_COLOURS = 96


def save(image: Image.Image, path) -> None:
    """Save a PNG reproducibly (no timestamps) in 256 colours that look the same
    (``paletted``): under half the bytes, which keeps the release archive small."""
    paletted(image).save(path, format="PNG", optimize=True)


def paletted(image: Image.Image) -> Image.Image:
    """``image`` in at most 256 colours that look the same to a player.

    Exact when it has that few. Otherwise the opaque pixels are Floyd-Steinberg
    dithered to an octree palette of their own colours (gradients show no bands),
    and each see-through pixel takes the nearest colour of a median-cut palette of
    the see-through ones, so a soft shadow keeps its fine steps of transparency.
    """
    image = image.convert("RGBA")
    raw = image.tobytes()
    pixels = list(zip(raw[0::4], raw[1::4], raw[2::4], raw[3::4], strict=True))
    exact = image.getcolors(256)
    if exact is not None:
        palette = sorted(colour for _, colour in exact)
        index = {colour: i for i, colour in enumerate(palette)}
        return _indexed(image.size, palette, bytes(index[p] for p in pixels))
    see_through = Counter(p for p in pixels if 0 < p[3] < 255)
    shades = _median_cut(see_through, SEE_THROUGH_COLOURS)
    nearest = {colour: 1 + min(range(len(shades)), key=lambda i: _distance(colour, shades[i]))
               for colour in see_through}
    palette = [(0, 0, 0, 0), *shades]
    solid = image.getchannel("A").point(lambda a: 255 if a == 255 else 0)
    base, dithered = len(palette), b""
    if solid.getbbox():
        some = next(p for p in pixels if p[3] == 255)
        octree = _opaque_on(image, solid, some).quantize(
            256 - len(palette), method=Image.Quantize.FASTOCTREE)
        rgb = octree.getpalette()
        dithered = _opaque_on(image, solid, tuple(rgb[:3])).quantize(
            palette=octree, dither=Image.Dither.FLOYDSTEINBERG).tobytes()
        palette += [(*rgb[i:i + 3], 255) for i in range(0, len(rgb), 3)]
    return _indexed(image.size, palette, bytes(
        0 if p[3] == 0 else base + dithered[i] if p[3] == 255 else nearest[p]
        for i, p in enumerate(pixels)))


def _opaque_on(image: Image.Image, solid: Image.Image, ground) -> Image.Image:
    """The opaque pixels of ``image`` on one colour of theirs: the see-through ones
    feed neither the palette nor the dithering's error."""
    out = Image.new("RGB", image.size, ground[:3])
    out.paste(image.convert("RGB"), (0, 0), solid)
    return out


def _indexed(size, palette, data: bytes) -> Image.Image:
    out = Image.frombytes("P", size, data)
    out.putpalette([value for colour in palette for value in colour], rawmode="RGBA")
    return out


def _distance(a, b) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def _median_cut(counts: Counter, wanted: int) -> list[tuple]:
    """At most ``wanted`` colours standing for ``counts`` (colour -> pixels): the box
    with the widest channel is split at its median until there are enough."""
    boxes = [sorted(counts)] if counts else []
    while 0 < len(boxes) < wanted:
        box = max(boxes, key=_spread)
        if _spread(box) == 0:
            break
        boxes.remove(box)
        channel = max(range(4), key=lambda c: _channel_range(box, c))
        box.sort(key=lambda colour: (colour[channel], colour))
        upto = list(accumulate(counts[c] for c in box))
        cut = next((i for i, seen in enumerate(upto[:-1], 1) if 2 * seen >= upto[-1]),
                   len(box) - 1)
        boxes += [box[:cut], box[cut:]]
    return sorted(tuple(round(sum(c[k] * counts[c] for c in box) / sum(counts[c] for c in box))
                        for k in range(4)) for box in boxes)


def _channel_range(box, channel: int) -> int:
    return max(c[channel] for c in box) - min(c[channel] for c in box)


def _spread(box) -> int:
    return max(_channel_range(box, c) for c in range(4))


# -- drawing helpers every game's art shares ---------------------------------------
#: supersampling factor: shapes are drawn this many times larger, then scaled down
SS = 4
IVORY = (252, 246, 230, 255)


def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return ImageFont.truetype(str(resource("assets", "fonts", name)), size)


def big(width: int, height: int | None = None) -> Image.Image:
    return canvas((width * SS, (height or width) * SS))


def small(image: Image.Image) -> Image.Image:
    return image.resize((image.width // SS, image.height // SS), Image.LANCZOS)


def rgba(rgb, alpha=255):
    return (*rgb[:3], alpha)


def shade(rgb, amount: float):
    """Lighter (amount > 0) or darker (amount < 0) version of a colour."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in rgb[:3]) + (255,)
    return tuple(round(c * (1 + amount)) for c in rgb[:3]) + (255,)


def player_symbol(draw, kind: str, cx, cy, r, fill, outline, width) -> None:
    """A player's symbol (``palette.SYMBOL_SHAPES``) centred on (cx, cy)."""
    for shape, points, paint, times in palette.SYMBOL_SHAPES[kind]:
        colour = {"fill": fill, "ink": outline, "ring": None}[paint]
        if shape == "line":
            draw.line([(cx + x * r, cy + y * r) for x, y in points], fill=colour,
                      width=width * times)
        elif shape == "ellipse":
            x0, y0, x1, y1 = points
            draw.ellipse((cx + x0 * r, cy + y0 * r, cx + x1 * r, cy + y1 * r), fill=colour,
                         outline=outline, width=width * times)
        else:
            draw.polygon([(cx + x * r, cy + y * r) for x, y in points], fill=colour,
                         outline=outline, width=width * times)


def tile(width: int, height: int, base, seed: int, radius: int = 8, grain: int = 10,
          edge=None) -> Image.Image:
    """A carved stone tile: base colour, grain, bevel and a thin dark outline."""
    image = canvas((width * 2, height * 2))
    draw = ImageDraw.Draw(image)
    box = (2, 2, width * 2 - 3, height * 2 - 3)
    draw.rounded_rectangle(box, radius=radius * 2, fill=rgba(base))
    speckle(image, seed, amount=6, strength=grain)
    bevel(image, (6, 6, width * 2 - 7, height * 2 - 7), width=3)
    draw.rounded_rectangle(box, radius=radius * 2, outline=edge or INK, width=3)
    return image.resize((width, height), Image.LANCZOS)


def panel(fill, seed: int) -> Image.Image:
    """A 96-pixel panel for nine-slice scaling: rounded papyrus with bevel and outline."""
    size = 96
    image = canvas(size)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=12, fill=fill)
    speckle(image, seed, amount=8, strength=8)
    bevel(image, (4, 4, size - 5, size - 5), width=2)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=12, outline=INK, width=2)
    return image


def area() -> Image.Image:
    """A carved recess for a board area, for nine-slice scaling."""
    size = 96
    image = canvas(size)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, size - 1, size - 1), radius=14, fill=(220, 197, 154, 255))
    shade = canvas(size)
    sdraw = ImageDraw.Draw(shade)
    sdraw.rounded_rectangle((0, 0, size - 1, size - 1), radius=14, outline=(90, 66, 40, 130),
                            width=5)
    shade = shade.filter(ImageFilter.GaussianBlur(3))
    image.alpha_composite(shade)
    draw.rounded_rectangle((0, 0, size - 1, size - 1), radius=14, outline=(110, 84, 54, 255),
                           width=2)
    draw.line((14, size - 2, size - 14, size - 2), fill=(246, 226, 186, 255), width=1)
    return image

