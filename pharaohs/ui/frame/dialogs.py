"""The load and settings dialogs, opened from the main menu and the pause overlay.

They are pygame_gui screens; the main menu (``pharaohs.ui.frame.menu``) imports this
module only when one of them opens.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from pharaohs import games, locale, storage
from pharaohs.core.i18n import N_, _
from pharaohs.files.text import clean
from pharaohs.net import copies
from pharaohs.storage import SaveError
from pharaohs.ui.frame.gui import SCROLLBAR, Choice, GuiScene, scroller
from pharaohs.ui.frame.menu import open_table, when
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.palettes import RED_GREEN, STANDARD
from pharaohs.ui.kit.panel_scene import MIN_TEXT, scale
from pharaohs.ui.kit.widgets import gui_font, menu_button_style

#: computer speeds offered in the settings (milliseconds between computer moves)
AI_SPEEDS = ((N_("Instant"), 0), (N_("Fast"), 300), (N_("Normal"), 600), (N_("Slow"), 1200))
#: languages offered in the settings, each named in its own language; "" follows the system
LANGUAGE_CHOICES = ((N_("Automatic"), ""),
                    *((name, code) for code, name in locale.LANGUAGES.items()))
#: the palettes offered (``ui.kit.palettes``): standard, or safe for red-green colour blindness
PALETTE_CHOICES = ((N_("Standard colours"), STANDARD), (N_("Red-green safe"), RED_GREEN))
#: how moves are animated: off, or at a pace (``Settings.animations``, ``animation_pace``)
ANIMATION_CHOICES = ((N_("Off"), "off"), (N_("Normal"), "normal"), (N_("Slow"), "slow"))
#: sound volumes offered, in per cent
VOLUMES = ((N_("Quiet"), 30), (N_("Medium"), 70), (N_("Loud"), 100))
#: how much of the players' names a line of the load list shows
NAMES_SHOWN = 32
#: how much of a save's file name a line of the load list shows
FILE_NAME_SHOWN = 40
#: the newest saves the load list shows (a folder of thousands would take minutes)
SAVES_LISTED = 200


def fitted_row(text, width: int, window_size) -> str:
    """``text`` in the player's language, ending in "…" where a row button of ``width``
    would cut it (pygame_gui clips a button's text without a sign)."""
    style = menu_button_style("@row")
    face = gui_font(max(MIN_TEXT, round(style.font_size * scale(window_size))), style.bold)
    room = width - 2 * (style.shadow + style.border + style.radius) - style.padding
    text = locale.tr(text)
    if face.size(text)[0] <= room:
        return text
    while text and face.size(text + "…")[0] > room:
        text = text[:-1]
    return text.rstrip(" ·,") + "…"


def copy_summary(path: Path) -> str:
    """One line for the replay list about the local copy of an online game."""
    try:
        game_id, names = copies.about(path)
    except SaveError:
        return _("Online game · damaged file · {when}", when=when(path))
    return _("Online game · {title} · {names} · {when}",
             title=locale.marked(games.about(game_id).title),
             names=clean(", ".join(names), NAMES_SHOWN), when=when(path))


def save_summary(path: Path) -> str:
    """One line for the load list, read without replaying (a damaged file says so)."""
    if copies.is_copy(path):
        return copy_summary(path)
    name = (_("Game in progress") if storage.is_autosave(path)
            else _("Finished game") if storage.is_finished(path)
            else clean(path.stem, FILE_NAME_SHOWN))
    try:
        info = storage.save_info(path)
    except storage.NotASave:
        return _("{name} · not a Pharaohs save · {when}", name=name, when=when(path))
    except SaveError:
        return _("{name} · damaged file · {when}", name=name, when=when(path))
    names = clean(", ".join(info.names), NAMES_SHOWN)
    return _("{name} · {title} · {names} · {when}", name=name,
             title=locale.marked(games.about(info.game_id).title), names=names,
             when=when(path))


class LoadGameScene(GuiScene):
    """The saved games, newest first; choosing one replays it onto the table."""

    transparent = True
    #: the dialog's heading (the replay's list of games shares the dialog)
    title = N_("Load game")

    def __init__(self, app):
        super().__init__(app)
        self.saves = self.listed()[:SAVES_LISTED]
        self.summaries = [save_summary(p) for p in self.saves]
        self.message = ""

    def build(self) -> None:
        w, h = self.size
        pad = self.px(24)
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(820)), h - 2 * self.px(48))
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        inner = panel.width - 2 * pad
        y = panel.y + pad
        y += self.label(self.title, (panel.x + pad, y), 26, bold=True) + self.px(8)
        if self.message:
            y += self.paragraph(self.message, (panel.x + pad, y), inner, 16, theme.CARNELIAN,
                                bold=True) + self.px(8)
        if not self.saves:
            self.label(_("No saved games yet."), (panel.x + pad, y), 18, theme.INK_SOFT)
        button_h = self.px(48)
        bottom = panel.bottom - pad - button_h
        box = pygame.Rect(panel.x + pad, y, inner, bottom - y - self.px(12))
        row_h, gap = self.px(44), self.px(6)
        rows = scroller(self.manager, box, len(self.saves) * (row_h + gap))
        self.rows = []
        for i, (path, summary) in enumerate(zip(self.saves, self.summaries, strict=True)):
            self.rows.append(self.button(
                (0, i * (row_h + gap), box.width - SCROLLBAR, row_h),
                fitted_row(summary, box.width - SCROLLBAR, self.size),
                lambda path=path: self.open(path), row=True, container=rows))
        self.button((panel.right - pad - self.px(160), panel.bottom - pad - button_h,
                     self.px(160), button_h), _("Back"), self.app.pop)

    def listed(self) -> list[Path]:
        """The files offered, newest first."""
        return storage.list_saves()

    def open(self, path: Path) -> None:
        try:
            match = storage.load_match(path)
        except SaveError as err:
            self.message = locale.reason(err)
            self.request_rebuild()
            return
        open_table(self.app, match, path)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()


class SettingsScene(GuiScene):
    """Language, computer speed, colours, sound, animations and fullscreen; saved for the
    next start."""

    transparent = True

    def __init__(self, app):
        super().__init__(app)
        settings = app.settings
        self.ai_delay = settings.ai_delay_ms
        self.animations = settings.animation_pace if settings.animations else "off"
        self.fullscreen = settings.fullscreen
        self.language = settings.language if settings.language in locale.LANGUAGES else ""
        self.palette = settings.palette
        self.volume = settings.volume
        self.sound = not settings.muted
        self.changed_display = False
        self.changed_language = False
        self.changed_palette = False

    def remember(self) -> None:
        self.language = self.language_choice.value
        self.ai_delay = self.speed.value
        self.animations = self.animations_choice.value
        self.fullscreen = self.fullscreen_box.get_state()
        self.palette = self.palette_choice.value
        self.volume = self.volume_choice.value
        self.sound = self.sound_box.get_state()

    def build(self) -> None:
        w, h = self.size
        pad, field_h, button_h = self.px(24), self.px(44), self.px(48)
        height = (2 * pad + self.line_height(26, True) + 5 * (self.line_height(18, True)
                  + field_h) + 2 * self.px(26) + button_h
                  + self.px(16 + 5 * (6 + 24) + 1 * 18 + 32))
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(600)), height)
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        inner = panel.width - 2 * pad
        x, y = panel.x + pad, panel.y + pad
        y += self.label(_("Settings"), (x, y), 26, bold=True) + self.px(16)
        y += self.label(_("Language"), (x, y), 18, bold=True) + self.px(6)
        self.language_choice = Choice(self.manager, (x, y, inner, field_h), LANGUAGE_CHOICES,
                                      self.language)
        y += field_h + self.px(24)
        y += self.label(_("Computer players' speed"), (x, y), 18, bold=True) + self.px(6)
        speeds = list(AI_SPEEDS)
        if self.ai_delay not in dict(AI_SPEEDS).values():
            speeds.append((f"{self.ai_delay / 1000:g} s", self.ai_delay))
        self.speed = Choice(self.manager, (x, y, inner, field_h), speeds, self.ai_delay)
        y += field_h + self.px(24)
        y += self.label(_("Colours"), (x, y), 18, bold=True) + self.px(6)
        self.palette_choice = Choice(self.manager, (x, y, inner, field_h), PALETTE_CHOICES,
                                     self.palette)
        y += field_h + self.px(24)
        y += self.label(_("Sound volume"), (x, y), 18, bold=True) + self.px(6)
        volumes = list(VOLUMES)
        if self.volume not in dict(VOLUMES).values():
            volumes.append((f"{self.volume} %", self.volume))
        self.volume_choice = Choice(self.manager, (x, y, inner, field_h), volumes, self.volume)
        y += field_h + self.px(24)
        y += self.label(_("Animation of moves"), (x, y), 18, bold=True) + self.px(6)
        self.animations_choice = Choice(self.manager, (x, y, inner, field_h),
                                        ANIMATION_CHOICES, self.animations)
        y += field_h + self.px(24)
        self.sound_box = self.checkbox((x, y), _("Sound"), self.sound)
        y += self.px(26 + 18)
        self.fullscreen_box = self.checkbox((x, y), _("Fullscreen"), self.fullscreen)
        button_w = self.px(150)
        bottom = panel.bottom - pad - button_h
        self.button((panel.right - pad - button_w, bottom, button_w, button_h), _("Save"),
                    self.save, primary=True)
        self.button((panel.right - pad - 2 * button_w - self.px(12), bottom, button_w,
                     button_h), _("Cancel"), self.app.pop)

    def save(self) -> None:
        self.remember()
        settings = self.app.settings
        self.changed_display = settings.fullscreen != self.fullscreen
        self.changed_language = settings.language != self.language
        self.changed_palette = settings.palette != self.palette
        settings.palette = self.palette
        settings.volume = self.volume
        settings.muted = not self.sound
        settings.language = self.language
        settings.ai_delay_ms = self.ai_delay
        settings.animations = self.animations != "off"
        if settings.animations:
            settings.animation_pace = self.animations
        settings.fullscreen = self.fullscreen
        settings.save()
        self.app.pop()

    def leave(self) -> None:
        """Switch the window between fullscreen and windowed, and the language, once the
        dialog has gone (every scene below lays out its texts again)."""
        if self.changed_display:
            self.app.set_fullscreen(self.app.settings.fullscreen)
        if self.changed_language:
            self.app.set_language(locale.choose(self.app.settings.language))
        if self.changed_palette:
            self.app.set_palette(self.app.settings.palette)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
