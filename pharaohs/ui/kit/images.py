"""Loading the generated art: a broken file is named, never a bare SDL error."""

from __future__ import annotations

import pygame

from pharaohs.resources import DamagedResource, resource


def load_image(*parts: str) -> pygame.Surface:
    """The image at ``assets/<parts>``, converted for fast drawing when a window exists."""
    path = resource("assets", *parts)
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError) as err:
        raise DamagedResource(str(path)) from err
    return image.convert_alpha() if pygame.display.get_surface() else image
