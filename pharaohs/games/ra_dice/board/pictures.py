"""The generated pictures of Ra: The Dice Game (``assets/ra_dice``), loaded once, scaled once.

``pharaohs.art.ra_dice`` draws them large; the board asks for each at the size
it needs, and the scaled copies are kept until the window changes size.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.images import load_image


class Art:
    """The generated pictures, loaded once and scaled once per size."""

    def __init__(self):
        self.raw: dict[str, pygame.Surface] = {}
        self.sized: dict[tuple, pygame.Surface] = {}

    def original(self, name: str) -> pygame.Surface:
        image = self.raw.get(name)
        if image is None:
            image = self.raw[name] = load_image("ra_dice", f"{name}.png")
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
