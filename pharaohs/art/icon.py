"""The application icon: a golden pyramid under a lapis sky with the sun disc."""

from __future__ import annotations

from PIL import ImageDraw

from pharaohs.art import common

SOURCES = ()
SIZE = 256


def draw(outdir) -> None:
    image = common.canvas(SIZE)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((4, 4, SIZE - 5, SIZE - 5), radius=40, fill=common.LAPIS,
                           outline=common.INK, width=6)
    draw.ellipse((150, 36, 214, 100), fill=common.GOLD_LIGHT, outline=common.INK, width=4)
    draw.polygon([(128, 64), (232, 212), (24, 212)], fill=common.GOLD, outline=common.INK)
    draw.polygon([(128, 64), (232, 212), (128, 212)], fill=(180, 136, 44, 255))
    for step in range(1, 5):
        y = 64 + step * 148 // 5
        half = (y - 64) * 104 // 148
        draw.line((128 - half, y, 128 + half, y), fill=common.INK, width=2)
    draw.line((24, 212, 232, 212), fill=common.INK, width=6)
    common.speckle(image, 7)
    common.save(image, outdir / "icon.png")
