"""The palette choice: standard colours, or colours safe for red-green colour blindness.

The art is generated once in the standard player colours (``pharaohs.palette``);
the other palette is applied while drawing: ``theme.PLAYER_COLOURS`` is changed
in place (everything drawn at run time follows), and a picture of a seat's piece
(``<kind>_<seat>.png``, see ``SEAT_PICTURES``) is recoloured when loaded, pixel
by pixel from its seat's standard colour to the chosen one, shading kept.
Every player colour also has its symbol, so colour is never the only cue.
"""

from __future__ import annotations

import math
import re

import pygame

from pharaohs import palette
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.pictures import Pictures

STANDARD = "standard"
RED_GREEN = "red_green"
#: five of Okabe & Ito's colour-blind-safe colours (vermillion, blue, bluish green,
#: yellow, sky blue), in the order of the standard seat colours they replace: of their
#: eight, the five furthest apart (CIE76 ΔE ≥ 24) under deuteranopia and protanopia alike
OKABE_ITO = (
    (213, 94, 0),
    (0, 114, 178),
    (0, 158, 115),
    (240, 228, 66),
    (86, 180, 233),
)
PALETTES = {STANDARD: palette.PLAYER_COLOURS, RED_GREEN: OKABE_ITO}
#: generated pictures drawn in a seat's colour: ``<kind>_<seat>`` (a Dahschur prince,
#: plate: ``<kind>_<seat>_<value>``)
SEAT_PICTURES = re.compile(r"(?:marker|worker|boat|merchant|archaeologist|goods|prince|plate)"
                           r"_(\d)(?:_\w+)?")
#: generated pictures that show every seat's colour side by side (a Dahschur offer card's
#: prices): each seat's shades go to that seat's colour
ALL_SEATS_PICTURES = re.compile(r"offer_\d+")
#: how close (cosine of the angle between colours) a pixel must be to its seat's colour
#: to be recoloured: shades of the colour are, the outline and the symbol are not
SAME_HUE = 0.985


def use(name: str) -> None:
    """Draw with palette ``name`` from now on (an unknown name: the standard one)."""
    theme.PLAYER_COLOURS[:] = PALETTES.get(name, palette.PLAYER_COLOURS)


def current() -> str:
    return next((name for name, colours in PALETTES.items()
                 if tuple(theme.PLAYER_COLOURS) == tuple(colours)), STANDARD)


def _shifted(pixel: tuple[int, int, int, int], source, target):
    """``pixel`` moved from ``source`` to ``target`` if it is a shade of ``source``."""
    r, g, b, a = pixel
    length = math.hypot(r, g, b) * math.hypot(*source)
    if a == 0 or length == 0:
        return pixel
    if (r * source[0] + g * source[1] + b * source[2]) / length < SAME_HUE:
        return pixel
    shade = math.hypot(r, g, b) / math.hypot(*source)
    return (*(min(255, round(c * shade)) for c in target), a)


def recoloured(image: pygame.Surface, seat: int) -> pygame.Surface:
    """``image`` (a seat's piece in its standard colour) in the seat's current colour."""
    source = palette.PLAYER_COLOURS[seat % len(palette.PLAYER_COLOURS)]
    target = tuple(theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)])
    if tuple(source) == target:
        return image
    raw = pygame.image.tobytes(image, "RGBA")
    mapping: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 4):
        pixel = raw[i:i + 4]
        new = mapping.get(pixel)
        if new is None:
            new = mapping[pixel] = bytes(_shifted(tuple(pixel), source, target))
        out[i:i + 4] = new
    result = pygame.image.frombytes(bytes(out), image.get_size(), "RGBA")
    return result.convert_alpha() if pygame.display.get_surface() else result


class PalettePictures(Pictures):
    """A game's pictures, seat pieces in the chosen palette's colours."""

    def original(self, name: str) -> pygame.Surface:
        image = super().original(name)
        found = SEAT_PICTURES.fullmatch(name)
        seats = ((int(found.group(1)),) if found is not None
                 else range(len(palette.PLAYER_COLOURS)) if ALL_SEATS_PICTURES.fullmatch(name)
                 else ())
        look = current()
        if not seats or look == STANDARD:
            return image
        key = f"{name}@{look}"
        tinted = self.raw.get(key)
        if tinted is None:
            tinted = image
            for seat in seats:
                tinted = recoloured(tinted, seat)
            self.raw[key] = tinted
        return tinted
