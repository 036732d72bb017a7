"""The main menu: the first screen, drawn without pygame_gui so the program starts fast.

The menu lists every registered game, offers to resume the autosave (only
when it loads: the log is replayed through the rules first) and opens the
load and settings dialogs. A damaged save is reported with the message that
names the file; nothing else is affected.

Its buttons are ``widgets.MenuButton``s in the dialogs' look; pygame_gui, the
dialogs (``pharaohs.ui.dialogs``) and the games' rules are imported only when
needed. The autosave is replayed just after the first frame: until then the
resume button says it is checking the last game.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from pharaohs import __version__, games, locale, storage
from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.locale import tr
from pharaohs.storage import SaveError
from pharaohs.ui import theme
from pharaohs.ui.panel_scene import PanelScene
from pharaohs.ui.widgets import MenuButton

if TYPE_CHECKING:
    from pharaohs.core.match import Match

#: what the dialogs module still lends to ``from pharaohs.ui.menu import …``
_FROM_DIALOGS = ("LoadGameScene", "SettingsScene", "save_summary", "AI_SPEEDS", "NAMES_SHOWN")


def players_text(game) -> str:
    """The player range as the menu shows it: "2–4 players", "1–5 players (solo too)"."""
    low, high = game.min_players, game.max_players
    if low == high:
        return ngettext("{n} player", "{n} players", low)
    if low == 1:
        return _("{low}–{high} players (solo too)", low=low, high=high)
    return _("{low}–{high} players", low=low, high=high)


def when(path: Path) -> str:
    """When a save was last written, to tell saves of the same game apart."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))


def describe(match: Match) -> str:
    """The game and who plays it, e.g. "Ra: The Dice Game · Anna, Ben (computer)", in
    the current language (a scene calls it while it lays out, so again after a switch)."""
    names = ", ".join(tr(_("{name} (computer)", name=s.name)) if s.kind == "ai" else s.name
                      for s in match.seats)
    return tr(_("{title} · {names}", title=locale.marked(match.game.title), names=names))


def open_table(app, match: Match) -> None:
    """Put ``match`` on the table as the only scene (from the menu or over a running game)."""
    from pharaohs.ui.table import TableScene

    app.reset(TableScene(app, match))


class MainMenuScene(PanelScene):
    """Title, a button per game, resume, load, settings and quit."""

    CHECKING = N_("Checking the last game…")

    def __init__(self, app):
        super().__init__(app)
        self.resume_match: Match | None = None
        self.resume_note = ""
        self.resume_error = False
        self.checked = False
        self.widgets: list[MenuButton] = []
        self._entered_at: int | None = None
        if not storage.autosave_path().exists():
            self.check_autosave()  # nothing to replay: settled before the first frame

    def enter(self) -> None:
        self._entered_at = self.app.frames

    def check_autosave(self) -> None:
        """Replay the autosave so "Resume" is offered only when it really loads."""
        self.checked = True
        path = storage.autosave_path()
        if not path.exists():
            self.resume_note = _("No game in progress.")
            return
        try:
            match = storage.load_match(path)
        except SaveError as err:
            self.resume_note, self.resume_error = locale.reason(err), True
            return
        if match.game.is_over(match.state):
            self.resume_note = _("The last game has ended.")
            return
        self.resume_match = match
        self.resume_note = when(path)  # the game is named in the language of the moment

    def update(self, dt: float) -> None:
        """Once the first frame is on screen, replay the autosave and lay out again."""
        if not self.checked and self._entered_at is not None \
                and self.app.frames > self._entered_at:
            self.check_autosave()
            self.resize(self.size)

    @property
    def animating(self) -> bool:
        """Keep frames coming until the autosave is checked (the loop would sleep)."""
        return not self.checked

    def button(self, rect, text: str, command, primary: bool = False, row: bool = False,
               enabled: bool = True) -> MenuButton:
        """A button that runs ``command()`` when clicked, in the dialogs' look."""
        class_id = "@primary" if primary else "@row" if row else None
        button = MenuButton(rect, text, command, self.size, class_id, enabled)
        self.widgets.append(button)
        return button

    def resize(self, size) -> None:
        self.widgets = []
        super().resize(size)
        self.follow_pointer()

    def pause(self) -> None:
        """A dialog opened over the menu: it has the pointer now."""
        for button in self.widgets:
            button.hovered = button.held = False

    def resume(self) -> None:
        self.follow_pointer()

    def follow_pointer(self) -> None:
        """Light the button under the pointer (after a rebuild, or when a dialog closed)."""
        pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for button in self.widgets:
            button.hovered = pointer is not None and button.rect.collidepoint(pointer)

    def build(self) -> None:
        w, h = self.size
        centre = w // 2
        self.label("Pharaohs", (centre, self.px(24)), 64, bold=True, anchor="midtop")
        self.ornament = pygame.Rect(0, 0, self.px(380), self.px(14))
        self.ornament.midtop = (centre, self.px(24) + self.line_height(64, True))
        self.label(_("Five Egyptian board games at one table"),
                   (centre, self.ornament.bottom + self.px(8)), 20, anchor="midtop")
        top, gap, pad = self.px(190), self.px(32), self.px(24)
        column = min(self.px(560), (w - 3 * gap) // 2)
        left = centre - column - gap // 2
        right = centre + gap // 2
        inner = column - 2 * pad
        button_h, step = self.px(58), self.px(70)

        y = top + pad
        y += self.label(_("New game"), (left + pad, y), 26, bold=True) + self.px(10)
        self.game_buttons = {}
        for game_id in games.GAMES:
            about = games.about(game_id)
            self.game_buttons[game_id] = self.button(
                (left + pad, y, inner, button_h),
                f"{tr(about.title)}  ·  {tr(players_text(about))}",
                lambda game_id=game_id: self.new_game(game_id), row=True)
            y += step
        bottom = y

        y = top + pad
        y += self.label(_("Continue"), (right + pad, y), 26, bold=True) + self.px(10)
        self.resume_button = self.button(
            (right + pad, y, inner, button_h),
            _("Resume last game") if self.checked else self.CHECKING, self.resume_game,
            primary=True, enabled=self.resume_match is not None)
        y += button_h + self.px(8)
        colour = theme.CARNELIAN if self.resume_error else theme.INK_SOFT
        note = self.resume_note
        if self.resume_match is not None:
            note = f"{describe(self.resume_match)} · {self.resume_note}"
        y += self.paragraph(note, (right + pad + self.px(4), y), inner, 16, colour,
                            bold=self.resume_error) + self.px(16)
        for text, command in ((_("Load game…"), self.load), (_("Settings"), self.settings),
                              (_("Quit"), self.app.quit)):
            self.button((right + pad, y, inner, button_h), text, command)
            y += step
        height = max(bottom, y) - (step - button_h) + pad - top
        self.panels += [pygame.Rect(left, top, column, height),
                        pygame.Rect(right, top, column, height)]
        self.label(_("Version {version}", version=__version__), (w - self.px(16),
                   h - self.px(12)), 14,
                   anchor="bottomright")

    def handle_event(self, event) -> bool:
        changed = False
        for button in self.widgets:  # each button follows the pointer; a click acts on one
            changed = button.handle_event(event) or changed
        return changed

    def draw(self, surface) -> None:
        super().draw(surface)
        for button in self.widgets:
            button.draw(surface)

    def draw_background(self, surface) -> None:
        """A collar of gold, lapis and turquoise under the title."""
        band = self.ornament
        pygame.draw.line(surface, theme.GOLD, band.midleft, band.midright, 3)
        count = 13
        for i in range(count):
            x = band.x + band.width * (i + 0.5) / count
            r = band.height // 2
            colour = (theme.LAPIS, theme.TURQUOISE, theme.CARNELIAN)[i % 3]
            diamond = [(x, band.y), (x + r, band.centery), (x, band.bottom), (x - r, band.centery)]
            pygame.draw.polygon(surface, colour, diamond)
            pygame.draw.polygon(surface, theme.INK, diamond, 1)

    def new_game(self, game_id: str) -> None:
        from pharaohs.ui.new_game import NewGameScene

        self.app.replace(NewGameScene(self.app, game_id))

    def resume_game(self) -> None:
        open_table(self.app, self.resume_match)

    def load(self) -> None:
        from pharaohs.ui.dialogs import LoadGameScene

        self.app.push(LoadGameScene(self.app))

    def settings(self) -> None:
        from pharaohs.ui.dialogs import SettingsScene

        self.app.push(SettingsScene(self.app))


def __getattr__(name: str):
    """The dialogs moved to ``pharaohs.ui.dialogs``; importing them from here still works
    (loading pygame_gui only then)."""
    if name in _FROM_DIALOGS:
        from pharaohs.ui import dialogs

        return getattr(dialogs, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
