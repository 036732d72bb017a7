"""Shared Pillow helpers: the palette and soft shading used by every game's art."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFilter

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


def save(image: Image.Image, path) -> None:
    """Save a PNG reproducibly (no timestamps, fixed compression)."""
    image.save(path, format="PNG", optimize=False, compress_level=9)
