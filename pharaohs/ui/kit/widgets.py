"""Small widgets we draw ourselves: the game frame's buttons, the pointer tooltip, and
the main menu's buttons.

Dialogs use pygame_gui; the in-game frame uses these few widgets so they share
the board's look and its redraw-only-on-change loop. The main menu uses
``MenuButton``, drawn like pygame_gui's buttons in our theme, so the first frame
after start needs no pygame_gui.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from pharaohs.locale import tr
from pharaohs.resources import MissingResource, resource
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.panel_scene import MIN_TEXT, scale
from pharaohs.ui.kit.phrases import sentences


@dataclass
class Button:
    """A labelled button; ``action`` runs on click. A greyed button carries why it is
    greyed (``why_not``, a sentence in the game's words, so no button is greyed without
    one): pointing at it says so, and a click or its key shows it (``refuse``: in the
    message line and at the pointer) instead of doing nothing."""

    label: str
    action: Callable[[], None]
    #: why the button is greyed now, or None when it works
    why_not: str | None = None
    rect: pygame.Rect = None
    hotkey: int | None = None
    hovered: bool = False
    #: what the button does, in the tooltip under the pointer (with its key)
    tip: str | None = None
    #: shows a greyed button's reason when it is clicked (the table's ``refuse``)
    refuse: Callable[[str], object] | None = None

    @property
    def enabled(self) -> bool:
        return self.why_not is None

    @property
    def hover_tip(self) -> str | None:
        """What pointing at the button says: while greyed, why first, then what it does."""
        return self.tip if self.enabled else sentences(self.why_not, self.tip)

    def draw(self, surface, size: int) -> None:
        fill = theme.GOLD_LIGHT if self.hovered and self.enabled else theme.PAPYRUS
        if not self.enabled:
            fill = theme.PAPYRUS_DARK
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK if self.enabled else theme.INK_SOFT, self.rect, 2,
                         border_radius=6)
        theme.text(surface, self.label, self.rect.center, size,
                   theme.INK if self.enabled else theme.INK_SOFT, bold=True, anchor="center")

    def press(self) -> None:
        """A click or the button's key: its action, or while greyed the reason shown."""
        if self.enabled:
            self.action()
        elif self.refuse is not None:
            self.refuse(self.why_not)

    def handle_event(self, event) -> bool:
        if self.rect is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos)) or (
                event.type == pygame.KEYDOWN and self.hotkey is not None
                and event.key == self.hotkey):
            self.press()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)


def layout_row(buttons: list[Button], right: int, centre_y: int, size: int, gap: int = 10):
    """Place buttons in a row ending at ``right``, sized to their labels as drawn."""
    face = theme.font(size, True)
    x = right
    for button in reversed(buttons):
        width = face.size(tr(button.label))[0] + 2 * size
        height = round(size * 2.1)
        x -= width
        button.rect = pygame.Rect(x, centre_y - height // 2, width, height)
        x -= gap


def tooltip(surface, message: str, pos, size: int) -> None:
    """A reason or hint at the pointer, kept inside the window (above the pointer near
    the bottom, so it does not cover what is pointed at)."""
    lines = theme.wrap(message, size, 420)
    face = theme.font(size)
    width = max(face.size(line)[0] for line in lines) + 16
    height = len(lines) * face.get_linesize() + 10
    rect = pygame.Rect(pos[0] + 16, pos[1] + 18, width, height)
    if rect.bottom > surface.get_height():  # no room below: above the pointer, not over it
        rect.bottom = pos[1] - 8
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.NIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=6)
    y = rect.y + 5
    for line in lines:
        theme.text(surface, line, (rect.x + 8, y), size, (250, 240, 220))
        y += face.get_linesize()


# -- the main menu's buttons, in pygame_gui's look --------------------------------------
#: pygame_gui's theme for menus and dialogs; the main menu's own buttons follow it too
GUI_THEME_FILE = "gui_theme.json"
#: pygame_gui shapes its widgets' text as Latin script (kerning included); so do our buttons
GUI_SCRIPT = "Latn"
#: how much finer than the screen the rounded corners of ``rounded_box`` are drawn
_AA = 4


@cache
def gui_theme() -> dict:
    """``assets/gui_theme.json`` as written (sizes for 1280×800, font paths relative)."""
    with open(resource("assets", GUI_THEME_FILE), encoding="utf-8") as src:
        return json.load(src)


#: gui_font's fonts; they die with ``pygame.quit``, which empties this
_GUI_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}


def gui_font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans as pygame_gui sets it up for its widgets: shaped as Latin script."""
    face = _GUI_FONTS.get((size, bold))
    if face is not None:
        return face
    if not pygame.font.get_init():
        pygame.font.init()
    if not _GUI_FONTS:
        pygame.register_quit(_GUI_FONTS.clear)
    try:
        face = pygame.font.Font(str(resource("assets", "fonts", theme.FONT_BOLD if bold
                                             else theme.FONT_REGULAR)), size)
    except MissingResource:
        face = pygame.font.Font(None, size)
    face.set_script(GUI_SCRIPT)
    _GUI_FONTS[size, bold] = face
    return face


@lru_cache(maxsize=64)
def _box_template(fill, border, radius: int, inner_radius: int, width: int,
                  shadow: int) -> pygame.Surface:
    """A smoothed (2c+1)² rounded box, c = shadow + width + radius, whose corners and
    edges ``rounded_box`` stretches to any size (``inner_radius`` at 4× scale)."""
    corner = shadow + width + radius
    side = (2 * corner + 1) * _AA
    large = pygame.Surface((side, side), pygame.SRCALPHA)
    step = 20 / shadow ** 1.5 if shadow else 0  # pygame_gui's soft shadow, ring by ring
    alpha = 0
    for ring in range(shadow):
        alpha += int(step * (ring + 1))
        inset = ring * _AA
        pygame.draw.rect(large, (0, 0, 0, alpha),
                         (inset, inset, side - 2 * inset, side - 2 * inset),
                         border_radius=(radius + shadow - ring) * _AA)
    for inset, colour, curve in ((shadow, border, radius * _AA),
                                 (shadow + width, fill, inner_radius)):
        inset *= _AA
        pygame.draw.rect(large, colour, (inset, inset, side - 2 * inset, side - 2 * inset),
                         border_radius=curve)
    return pygame.transform.smoothscale(large, (side // _AA, side // _AA))


@lru_cache(maxsize=128)
def _box(size: tuple[int, int], fill, border, radius: int, width: int,
         shadow: int) -> pygame.Surface:
    w, h = size
    outer = (w - 2 * shadow, h - 2 * shadow)
    inner = (outer[0] - 2 * width, outer[1] - 2 * width)
    # the inner curve is the outline's shrunk with the box, as pygame_gui draws it
    inner_radius = round(radius * _AA * min(inner[0] / max(outer[0], 1),
                                            inner[1] / max(outer[1], 1)))
    kit = _box_template(fill, border, radius, inner_radius, width, shadow)
    c = shadow + width + radius
    image = pygame.Surface(size, pygame.SRCALPHA)
    mid_w, mid_h = w - 2 * c, h - 2 * c
    for (x, y), (kx, ky) in (((0, 0), (0, 0)), ((w - c, 0), (c + 1, 0)),
                             ((0, h - c), (0, c + 1)), ((w - c, h - c), (c + 1, c + 1))):
        image.blit(kit, (x, y), (kx, ky, c, c))
    if mid_w > 0:
        for y, ky in ((0, 0), (h - c, c + 1)):
            image.blit(pygame.transform.scale(kit.subsurface((c, ky, 1, c)), (mid_w, c)), (c, y))
    if mid_h > 0:
        for x, kx in ((0, 0), (w - c, c + 1)):
            image.blit(pygame.transform.scale(kit.subsurface((kx, c, c, 1)), (c, mid_h)), (x, c))
    if mid_w > 0 and mid_h > 0:
        image.fill(kit.get_at((c, c)), (c, c, mid_w, mid_h))
    return image


def rounded_box(surface, rect, fill, border, radius: int = 6, width: int = 2,
                shadow: int = 0) -> None:
    """A smooth rounded box with an outline and a soft shadow ring inside ``rect``,
    drawn the way pygame_gui draws its buttons (the outline starts ``shadow`` pixels in)."""
    rect = pygame.Rect(rect)
    c = shadow + width + radius
    if rect.width < 2 * c + 1 or rect.height < 2 * c + 1:
        pygame.draw.rect(surface, border, rect.inflate(-2 * shadow, -2 * shadow),
                         border_radius=radius)
        pygame.draw.rect(surface, fill, rect.inflate(-2 * (shadow + width), -2 * (shadow + width)),
                         border_radius=max(radius - width, 0))
        return
    surface.blit(_box(rect.size, tuple(fill), tuple(border), radius, width, shadow), rect)


@dataclass(frozen=True)
class MenuButtonStyle:
    """A pygame_gui button's look from ``assets/gui_theme.json`` (one button class)."""

    colours: dict
    radius: int
    border: int
    shadow: int
    padding: int
    align: str
    font_size: int
    bold: bool


@cache
def menu_button_style(class_id: str | None = None) -> MenuButtonStyle:
    """How pygame_gui draws a ``button`` of ``class_id`` ("@primary", "@row") in our theme:
    colours and shape key by key from the theme's defaults, the element, then its class;
    the font from the most particular block that names one."""
    data = gui_theme()
    colours = dict(data.get("defaults", {}).get("colours", {}))
    misc, font = {}, {}
    for name in ("button", class_id):
        block = data.get(name, {}) if name else {}
        for part in (data.get(block.get("prototype", ""), {}), block):
            colours.update(part.get("colours", {}))
            misc.update(part.get("misc", {}))
            font = part.get("font", font)
    return MenuButtonStyle(
        {key: pygame.Color(value) for key, value in colours.items()},
        int(misc.get("shape_corner_radius", 2)), int(misc.get("border_width", 1)),
        int(misc.get("shadow_width", 2)), int(misc.get("text_horiz_alignment_padding", 0)),
        misc.get("text_horiz_alignment", "center"), int(font.get("size", 14)),
        font.get("bold", "0") == "1")


class MenuButton:
    """A menu button that looks like the dialogs' pygame_gui buttons, without pygame_gui.

    It answers to the names of a pygame_gui button (``text``, ``rect``,
    ``is_enabled``, ``enable``, ``disable``) and runs ``command()`` like one: the
    left button pressed and released over it. While pressed it shows the
    theme's "active" colours; under the pointer its "hovered" ones.
    """

    def __init__(self, rect, text: str, command: Callable[[], None], window_size,
                 class_id: str | None = None, enabled: bool = True, shorter=()):
        self.rect = pygame.Rect(rect)
        self.text = text
        #: shorter forms of ``text``, longest first: the first that fits is shown
        self.shorter = tuple(shorter)
        self.command = command
        self.style = menu_button_style(class_id)
        self.text_size = max(MIN_TEXT, round(self.style.font_size * scale(window_size)))
        self.is_enabled = enabled
        self.hovered = False
        self.held = False

    def enable(self) -> None:
        self.is_enabled = True

    def disable(self) -> None:
        self.is_enabled = self.held = False

    @property
    def state(self) -> str:
        if not self.is_enabled:
            return "disabled"
        if self.held and self.hovered:
            return "active"
        return "hovered" if self.hovered else "normal"

    def handle_event(self, event) -> bool:
        """React to the pointer; True when the button acted or its look changed."""
        before = self.state
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hovered = False
        if self.is_enabled and getattr(event, "button", None) == 1:
            if event.type == pygame.MOUSEBUTTONDOWN and self.hovered:
                self.held = True
            elif event.type == pygame.MOUSEBUTTONUP and self.held:
                self.held = False
                if self.hovered:
                    self.command()
                    return True
        return self.state != before

    def draw(self, surface) -> None:
        style, state = self.style, self.state
        rounded_box(surface, self.rect, style.colours[f"{state}_bg"],
                    style.colours[f"{state}_border"], style.radius, style.border, style.shadow)
        # where pygame_gui puts the text: clear of the shadow, the outline and the curve of
        # the corners (plus the padding when aligned left), centred on the baseline
        face = gui_font(self.text_size, style.bold)
        margin = style.shadow + style.border + round(style.radius * (1 - math.sqrt(0.5)))
        padding = style.padding if style.align == "left" else 0
        inner = pygame.Rect(self.rect.x + margin + padding, self.rect.y,
                            self.rect.width - 2 * margin - padding, self.rect.height)
        below = 1 - face.get_descent()
        top = self.rect.centery - below - round((face.get_ascent() - below) / 2)
        forms = [tr(text) for text in (self.text, *self.shorter)]
        shown = next((text for text in forms if face.size(text)[0] <= inner.width), forms[-1])
        image = theme.line_image(face, shown, style.colours[f"{state}_text"],
                                 max(inner.width, 1))
        if image is None:
            return
        place = image.get_rect(top=top)
        if style.align == "left":
            place.left = inner.x
        else:
            place.centerx = inner.centerx
        surface.blit(image, place)
