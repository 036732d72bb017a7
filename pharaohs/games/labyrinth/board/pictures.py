"""The generated pictures of the Labyrinth (``assets/labyrinth``), loaded once, scaled once.

``pharaohs.art.labyrinth`` draws them large; the board asks for each at the
size and turn it needs, and the copies, with what is derived from them (faded
pieces, shadows), are kept until the window changes size.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

import pygame

from pharaohs.games.labyrinth.board.memo import Memo
from pharaohs.ui.images import load_image


@cache
def original(name: str) -> pygame.Surface:
    """One generated image from ``assets/labyrinth``, loaded once."""
    return load_image("labyrinth", name)


def tile_name(number: int) -> str:
    return f"tile_{number:02d}.png"


class Art:
    """The pictures at the sizes the board asks for, made once per size."""

    def __init__(self):
        self.memo: Memo[pygame.Surface] = Memo(400)

    def scaled(self, name: str, width: int, height: int | None = None,
               rotation: int = 0) -> pygame.Surface:
        """``name`` scaled to ``width`` (and ``height``, else keeping its proportions)
        and turned ``rotation`` quarter turns clockwise."""
        def make() -> pygame.Surface:
            source = original(name)
            tall = height
            if tall is None:
                tall = max(1, round(source.get_height() * width / source.get_width()))
            image = pygame.transform.smoothscale(source, (max(1, width), max(1, tall)))
            if rotation:
                image = pygame.transform.rotate(image, -90 * rotation)
            return image

        return self.memo.get((name, width, height, rotation), make)

    def faded(self, name: str, width: int) -> pygame.Surface:
        """A piece that is used up or not to be taken now."""
        def make() -> pygame.Surface:
            image = self.scaled(name, width).copy()
            image.set_alpha(80)
            return image

        return self.memo.get(("faded", name, width), make)

    def keep(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Any other surface the board draws once per size (a shadow, a glow layer)."""
        return self.memo.get(key, make)

    def clear(self) -> None:
        self.memo.clear()
