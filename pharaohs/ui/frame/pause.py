"""The pause overlay above a running game, and the rules viewer it opens.

The table stays visible, dimmed, under the overlay; while it is up the
computer players wait (the table only plays them when it is on top). Quitting
to the menu loses nothing: the table saved after every move and keeps the game
as it leaves, so the menu offers to resume.
"""

from __future__ import annotations

import html
import re
import time

import pygame
import pygame_gui

from pharaohs import locale, storage
from pharaohs.core.i18n import _
from pharaohs.resources import MissingResource, resource
from pharaohs.ui.frame.aid import AidScene
from pharaohs.ui.frame.dialogs import LoadGameScene, SettingsScene
from pharaohs.ui.frame.gui import GuiScene
from pharaohs.ui.frame.menu import MainMenuScene
from pharaohs.ui.kit import theme

NAME_LIMIT = 60
#: characters no file name may contain on any of our systems
FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
#: glyphs the rulebooks use that Noto Sans lacks
SUBSTITUTES = {"→": "->"}


def check_save_name(name: str) -> str | None:
    """Why ``name`` cannot be a save's file name, or None."""
    if not name:
        return _("Please enter a name for the save.")
    if FORBIDDEN.search(name) or name.startswith("."):
        return _('A name may not start with a dot or contain < > : " / \\ | ? *')
    if name.lower() == storage.AUTOSAVE.removesuffix(".json"):
        return _("That name is kept for the automatic save; please choose another.")
    return None


class PauseScene(GuiScene):
    """Resume, save, load, rules, settings and quit, over the dimmed table."""

    transparent = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.saving = False
        self.save_name = f"{locale.tr(table.game.title)} {time.strftime('%Y-%m-%d %H.%M')}"
        self.message = ""
        self.message_ok = False
        self.name_field = None

    def remember(self) -> None:
        if self.name_field is not None:
            self.save_name = self.name_field.get_text()

    def build(self) -> None:
        self.name_field = None
        w, h = self.size
        pad = self.px(28)
        button_h, step = self.px(50), self.px(62)
        width = min(w - 2 * pad, self.px(460))
        inner = width - 2 * pad
        if self.saving:
            height = (2 * pad + self.line_height(26, True) + self.line_height(18, True)
                      + self.px(42) + button_h + self.px(12 + 4 + 12))
            if self.message:
                height += self.text_height(self.message, inner, 16, True) + self.px(12)
        else:
            height = (2 * pad + self.line_height(26, True) + self.line_height(18)
                      + self.line_height(16) + self.px(16) + 6 * step - (step - button_h))
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        x, y = panel.x + pad, panel.y + pad
        if self.saving:
            self.build_save(x, y, inner, button_h)
            return
        y += self.label(_("Paused"), (panel.centerx, y), 26, bold=True, anchor="midtop")
        y += self.label(self.table.game.title, (panel.centerx, y), 18, theme.INK_SOFT,
                        anchor="midtop", max_width=inner)
        # the seed, so the game can be dealt again or shared
        y += self.label(_("Seed: {seed}", seed=str(self.table.match.seed)), (panel.centerx, y),
                        16, theme.INK_SOFT, anchor="midtop", max_width=inner) + self.px(16)
        for text, command, primary in ((_("Resume"), self.app.pop, True),
                                       (_("Save game…"), self.open_save, False),
                                       (_("Load game…"), self.load, False),
                                       (_("Rules"), self.rules, False),
                                       (_("Settings"), self.settings, False),
                                       (_("Quit to menu"), self.quit_to_menu, False)):
            if command == self.rules:  # the player aid beside the rules, in one row
                half = (inner - self.px(12)) // 2
                self.button((x, y, half, button_h), text, command)
                self.button((x + inner - half, y, half, button_h), _("Player aid"), self.aid)
            else:
                self.button((x, y, inner, button_h), text, command, primary=primary)
            y += step

    def build_save(self, x: int, y: int, inner: int, button_h: int) -> None:
        y += self.label(_("Save game"), (x, y), 26, bold=True) + self.px(12)
        y += self.label(_("Name"), (x, y), 18, bold=True) + self.px(4)
        self.name_field = self.entry((x, y, inner, self.px(42)), self.save_name, NAME_LIMIT)
        self.name_field.focus()
        y += self.px(42) + self.px(12)
        if self.message:
            colour = theme.SUCCESS if self.message_ok else theme.BAD
            y += self.paragraph(self.message, (x, y), inner, 16, colour, bold=True)
            y += self.px(12)
        half = (inner - self.px(12)) // 2
        self.button((x, y, half, button_h), _("Back"), self.close_save)
        self.button((x + inner - half, y, half, button_h), _("Save"), self.save, primary=True)

    # -- actions --------------------------------------------------------------------
    def open_save(self) -> None:
        self.saving, self.message = True, ""
        self.request_rebuild()

    def close_save(self) -> None:
        self.saving, self.message = False, ""
        self.request_rebuild()

    def save(self) -> None:
        self.remember()
        name = self.save_name.strip()
        problem = self.table.save_refusal() or check_save_name(name)
        if problem is None:
            path = storage.saves_dir() / f"{name}.json"
            replaced = path.exists()
            try:
                storage.save_match(self.table.match, path)
            except storage.SaveFailed as err:
                problem = err.sentence
            else:
                self.message = (_("Saved over “{file}”.", file=path.name) if replaced
                                else _("Saved as “{file}”.", file=path.name))
        self.message_ok = problem is None
        if problem:
            self.message = problem
        self.request_rebuild()

    def submit(self, field) -> None:
        self.save()

    def load(self) -> None:
        self.app.push(LoadGameScene(self.app))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app, self.table.game))

    def aid(self) -> None:
        self.app.push(AidScene(self.app, self.table.game))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        """The table keeps the game first (``TableScene.may_leave``), so the menu offers
        to resume even a game quit before its first move."""
        self.app.reset(MainMenuScene(self.app))

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.saving:
                self.close_save()
            else:
                self.app.pop()


def rules_html(text: str) -> str:
    """The plain-text rulebook as pygame_gui HTML: short title-like lines in bold."""
    for glyph, stand_in in SUBSTITUTES.items():
        text = text.replace(glyph, stand_in)
    lines = []
    for line in text.splitlines():
        escaped = html.escape(line.rstrip())
        plain = line.strip()
        heading = (0 < len(plain) <= 60 and plain[-1] not in ".,:;)!?"
                   and plain[0] not in "-•|(0123456789")
        lines.append(f"<b>{escaped}</b>" if heading else escaped)
    return "\n".join(lines)


def rules_text(game) -> str:
    """The rulebook of ``game`` in the player's language: ``assets/rules/<lang>/<id>.txt``
    when there is one, else the English ``assets/rules/<id>.txt`` (saying so first)."""
    code = locale.language()
    if code != locale.DEFAULT:
        try:
            return resource("assets", "rules", code, f"{game.id}.txt").read_text(
                encoding="utf-8")
        except MissingResource:
            pass
    try:
        text = resource("assets", "rules", f"{game.id}.txt").read_text(encoding="utf-8")
    except MissingResource as err:
        return locale.tr(str(err))
    if code == locale.DEFAULT:
        return text
    return locale.tr(_("This rulebook is only available in English.")) + "\n\n" + text


class RulesScene(GuiScene):
    """The game's rulebook in a scrolling text box (wheel, arrows, Page Up/Down)."""

    transparent = True

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game

    def build(self) -> None:
        self.text = rules_html(rules_text(self.game))  # again after a language switch
        w, h = self.size
        pad = self.px(24)
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(900)), h - 2 * pad)
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        x, inner = panel.x + pad, panel.width - 2 * pad
        button_h = self.px(48)
        self.label(_("Rules: {title}", title=locale.marked(self.game.title)),
                   (x, panel.y + pad + button_h // 2), 26,
                   bold=True, anchor="midleft", max_width=inner - self.px(180))
        self.button((panel.right - pad - self.px(160), panel.y + pad, self.px(160), button_h),
                    _("Close"), self.app.pop)
        top = panel.y + pad + button_h + self.px(14)
        self.text_box = pygame_gui.elements.UITextBox(
            self.text, pygame.Rect(x, top, inner, panel.bottom - pad - top), self.manager)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        bar = self.text_box.scroll_bar
        if bar is None:
            return
        page = bar.visible_percentage
        moves = {pygame.K_UP: -page / 8, pygame.K_DOWN: page / 8, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_HOME: -1.0, pygame.K_END: 1.0}
        if event.key in moves:
            top = min(bar.start_percentage + moves[event.key], 1.0 - page)
            bar.set_scroll_from_start_percentage(max(top, 0.0))
