"""The player aid: what each part of a game's board shows, the turn in a few lines, and
the scoring, on one scrolling screen over the table (pause menu → Player aid).

Each game writes its aid as data (``ui.kit.aid_parts``: ``Aid`` and its ``Part``s) in
``pharaohs/games/<id>/board/aid.py``, which the registry finds (``aid_module``).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

import pygame

from pharaohs import games, locale
from pharaohs.core.i18n import _
from pharaohs.resources import MissingResource
from pharaohs.ui.frame import scrolling
from pharaohs.ui.frame.gui import GuiScene
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.aid_parts import Aid, Part
from pharaohs.ui.kit.panel_scene import Label
from pharaohs.ui.kit.pictures import Pictures

#: pixels one notch of the mouse wheel scrolls the aid (at 1280×800)
WHEEL_STEP = 48


def aid_module(game_id: str) -> ModuleType | None:
    """``pharaohs.games.<id>.board.aid`` from the registry, or None for a game without one."""
    return games.aid(game_id)


@dataclass
class Picture:
    """A picture of the aid, placed in the scrolling content."""

    name: str
    pos: tuple[int, int]
    side: int


class AidScene(GuiScene):
    """A game's player aid over the dimmed table: the board's parts with small pictures,
    the turn and the scoring; wheel, arrows, Page Up/Down, Home/End scroll it."""

    transparent = True

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        module = aid_module(game.id)
        self.aid: Aid | None = getattr(module, "AID", None)
        self.pictures = Pictures(game.id)
        self.scroll = 0
        self.content_h = 0

    # -- layout ---------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        pad = self.px(24)
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(1060)), h - 2 * pad)
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        x, inner = panel.x + pad, panel.width - 2 * pad
        button_h, button_w = self.px(48), self.px(150)
        self.label(_("Player aid: {title}", title=locale.marked(self.game.title)),
                   (x, panel.y + pad + button_h // 2), 26, bold=True, anchor="midleft",
                   max_width=inner - 2 * button_w - self.px(24))
        self.button((panel.right - pad - button_w, panel.y + pad, button_w, button_h),
                    _("Close"), self.app.pop)
        self.button((panel.right - pad - 2 * button_w - self.px(12), panel.y + pad, button_w,
                     button_h), _("Rules"), self.rules)
        top = panel.y + pad + button_h + self.px(14)
        self.view = pygame.Rect(x, top, inner - self.px(18), panel.bottom - pad - top)
        self.lines: list[Label] = []
        self.shown: list[Picture] = []
        self.lay_out_content(self.view.width)
        self.scroll = min(self.scroll, self.max_scroll)

    def lay_out_content(self, width: int) -> None:
        """Every line and picture of the aid, at positions inside the scrolling view."""
        if self.aid is None:
            self.content_h = self.add_text(_("There is no player aid for this game yet."),
                                           0, 0, width, 18)
            return
        aid = self.aid
        columns = 2 if width >= self.px(820) else 1
        gap = self.px(28)
        col_w = (width - gap * (columns - 1)) // columns
        y = self.add_heading(_("The board"), 0)
        side = self.px(60)
        for row in range(0, len(aid.parts), columns):
            row_h = 0
            for column, part in enumerate(aid.parts[row:row + columns]):
                row_h = max(row_h, self.add_part(part, column * (col_w + gap), y, col_w, side))
            y += row_h + self.px(14)
        for heading, lines, numbered in ((_("Your turn"), aid.turn, True),
                                         (_("Scoring"), aid.scoring, False)):
            y += self.px(6)
            y += self.add_heading(heading, y)
            for number, line in enumerate(lines, 1):
                mark = f"{number}." if numbered else "•"
                self.lines.append(Label(mark, (self.px(4), y), self.text_size(18), theme.LAPIS,
                                        True))
                y += self.add_text(line, self.px(34), y, width - self.px(34), 18) + self.px(6)
        self.content_h = y

    def add_heading(self, text: str, y: int) -> int:
        self.lines.append(Label(text, (0, y), self.text_size(22), theme.LAPIS, True))
        return self.line_height(22, True) + self.px(8)

    def add_text(self, text: str, x: int, y: int, width: int, base: int,
                 bold: bool = False) -> int:
        """``text`` wrapped to ``width`` from (x, y); the height it took."""
        size = self.text_size(base)
        top = y
        for line in theme.wrap(text, size, width, bold):
            self.lines.append(Label(line, (x, y), size, theme.INK, bold, max_width=width))
            y += self.line_height(base, bold)
        return y - top

    def add_part(self, part: Part, x: int, y: int, width: int, side: int) -> int:
        """A part with its pictures on the left; the height it took."""
        pictures = [name for name in part.pictures if self.has_picture(name)][:4]
        text_x = x + (side + self.px(12) if pictures else 0)
        room = x + width - text_x
        height = self.add_text(part.name, text_x, y, room, 18, bold=True)
        height += self.add_text(part.text, text_x, y + height, room, 16)
        # one picture fills the square; two stand one above the other; more share it
        small = {1: side, 2: side * 3 // 4}.get(len(pictures), (side - self.px(4)) // 2)
        across = 2 if len(pictures) > 2 else 1
        step = small + self.px(4)
        for i, name in enumerate(pictures):
            self.shown.append(Picture(name, (x + (i % across) * step + (side - across * step
                                                                            + self.px(4)) // 2,
                                             y + (i // across) * step), small))
        rows = -(-len(pictures) // across)
        return max(height, rows * step - self.px(4) if pictures else 0)

    def has_picture(self, name: str) -> bool:
        try:
            self.pictures.original(name)
        except MissingResource:
            return False
        return True

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    @property
    def texts(self) -> list[str]:
        """Every line the aid shows (in the player's language), for tests."""
        return [locale.tr(line.text) for line in self.lines]

    # -- drawing --------------------------------------------------------------------
    def draw_background(self, surface) -> None:
        view = self.view
        surface.set_clip(view)
        left, top = view.x, view.y - self.scroll
        for picture in self.shown:
            y = top + picture.pos[1]
            if view.top - picture.side < y < view.bottom:
                image = self.pictures.get(picture.name, picture.side)
                if image.get_height() > picture.side:
                    image = self.pictures.get(
                        picture.name, max(1, picture.side * image.get_width()
                                          // image.get_height()), picture.side)
                rect = image.get_rect(center=(left + picture.pos[0] + picture.side // 2,
                                              y + picture.side // 2))
                surface.blit(image, rect)
        scrolling.draw_lines(surface, view, self.lines, self.scroll)
        surface.set_clip(None)
        scrolling.draw_scroll_bar(surface, view, self.scroll, self.max_scroll, self.content_h,
                        self.px(8), self.px)

    # -- input ----------------------------------------------------------------------
    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))
        self.app.invalidate()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(WHEEL_STEP))
            return True
        return super().handle_event(event)

    def key(self, event) -> None:
        page = self.view.height - self.line_height(18)
        moves = {pygame.K_UP: -self.px(WHEEL_STEP), pygame.K_DOWN: self.px(WHEEL_STEP),
                 pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
        if event.key in moves:
            self.scroll_by(moves[event.key])
        elif event.key == pygame.K_ESCAPE:
            self.app.pop()

    def rules(self) -> None:
        from pharaohs.ui.frame.pause import RulesScene

        self.app.push(RulesScene(self.app, self.game))
