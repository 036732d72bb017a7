"""The main menu and the two dialogs it shares with the pause overlay.

The menu lists every registered game, offers to resume the autosave (only
when it loads: the log is replayed through the rules first) and opens the
load and settings dialogs. A damaged save is reported with the message that
names the file; nothing else is affected.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from pharaohs import __version__, games, storage
from pharaohs.core.match import Match
from pharaohs.storage import SaveError
from pharaohs.ui import theme
from pharaohs.ui.gui import SCROLLBAR, Choice, GuiScene, scroller

#: computer speeds offered in the settings (milliseconds between computer moves)
AI_SPEEDS = (("Instant", 0), ("Fast", 300), ("Normal", 600), ("Slow", 1200))
#: how much of the players' names a line of the load list shows
NAMES_SHOWN = 32


def players_text(game) -> str:
    """The player range as the menu shows it: "2–4 players", "1–5 players (solo too)"."""
    if game.min_players == game.max_players:
        span = f"{game.min_players} players"
    else:
        span = f"{game.min_players}–{game.max_players} players"
    return span + (" (solo too)" if game.min_players == 1 else "")


def when(path: Path) -> str:
    """When a save was last written, to tell saves of the same game apart."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))


def describe(match: Match) -> str:
    """The game and who plays it, e.g. "Ra: The Dice Game · Anna, Ben (computer)"."""
    names = ", ".join(s.name + (" (computer)" if s.kind == "ai" else "") for s in match.seats)
    return f"{match.game.title} · {names}"


def save_summary(path: Path) -> str:
    """One line for the load list, read without replaying (a damaged file says so)."""
    name = "Autosave (last game)" if path.name == storage.AUTOSAVE else path.stem
    try:
        data = storage.read_json(path)
    except SaveError:
        return f"{name} · damaged file · {when(path)}"
    if not isinstance(data, dict) or data.get("game") not in games.GAMES:
        return f"{name} · not a Pharaohs save · {when(path)}"
    seats = data.get("seats") if isinstance(data.get("seats"), list) else []
    names = ", ".join(str(s.get("name")) for s in seats if isinstance(s, dict))
    if len(names) > NAMES_SHOWN:
        names = names[:NAMES_SHOWN - 1] + "…"
    return f"{name} · {games.get_game(data['game']).title} · {names} · {when(path)}"


def open_table(app, match: Match) -> None:
    """Put ``match`` on the table as the only scene (from the menu or over a running game)."""
    from pharaohs.ui.table import TableScene

    app.reset(TableScene(app, match))


class MainMenuScene(GuiScene):
    """Title, a button per game, resume, load, settings and quit."""

    def __init__(self, app):
        super().__init__(app)
        self.resume_match: Match | None = None
        self.resume_note = ""
        self.resume_error = False
        self.check_autosave()

    def check_autosave(self) -> None:
        """Replay the autosave now so "Resume" is offered only when it really loads."""
        path = storage.autosave_path()
        if not path.exists():
            self.resume_note = "No game in progress."
            return
        try:
            match = storage.load_match(path)
        except SaveError as err:
            self.resume_note, self.resume_error = str(err), True
            return
        if match.game.is_over(match.state):
            self.resume_note = "The last game has ended."
            return
        self.resume_match = match
        self.resume_note = f"{describe(match)} · {when(path)}"

    def build(self) -> None:
        w, h = self.size
        centre = w // 2
        self.label("Pharaohs", (centre, self.px(24)), 64, bold=True, anchor="midtop")
        self.ornament = pygame.Rect(0, 0, self.px(380), self.px(14))
        self.ornament.midtop = (centre, self.px(24) + self.line_height(64, True))
        self.label("Five Egyptian board games at one table",
                   (centre, self.ornament.bottom + self.px(8)), 20, anchor="midtop")
        top, gap, pad = self.px(190), self.px(32), self.px(24)
        column = min(self.px(560), (w - 3 * gap) // 2)
        left = centre - column - gap // 2
        right = centre + gap // 2
        inner = column - 2 * pad
        button_h, step = self.px(58), self.px(70)

        y = top + pad
        y += self.label("New game", (left + pad, y), 26, bold=True) + self.px(10)
        self.game_buttons = {}
        for game_id in games.GAMES:
            game = games.get_game(game_id)
            self.game_buttons[game_id] = self.button(
                (left + pad, y, inner, button_h), f"{game.title}  ·  {players_text(game)}",
                lambda game_id=game_id: self.new_game(game_id), row=True)
            y += step
        bottom = y

        y = top + pad
        y += self.label("Continue", (right + pad, y), 26, bold=True) + self.px(10)
        self.resume_button = self.button((right + pad, y, inner, button_h), "Resume last game",
                                         self.resume_game, primary=True,
                                         enabled=self.resume_match is not None)
        y += button_h + self.px(8)
        colour = theme.CARNELIAN if self.resume_error else theme.INK_SOFT
        y += self.paragraph(self.resume_note, (right + pad + self.px(4), y), inner, 16, colour,
                            bold=self.resume_error) + self.px(16)
        for text, command in (("Load game…", self.load), ("Settings", self.settings),
                              ("Quit", self.app.quit)):
            self.button((right + pad, y, inner, button_h), text, command)
            y += step
        height = max(bottom, y) - (step - button_h) + pad - top
        self.panels += [pygame.Rect(left, top, column, height),
                        pygame.Rect(right, top, column, height)]
        self.label(f"Version {__version__}", (w - self.px(16), h - self.px(12)), 14,
                   anchor="bottomright")

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
        self.app.push(LoadGameScene(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))


class LoadGameScene(GuiScene):
    """The saved games, newest first; choosing one replays it onto the table."""

    transparent = True

    def __init__(self, app):
        super().__init__(app)
        self.saves = storage.list_saves()
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
        y += self.label("Load game", (panel.x + pad, y), 26, bold=True) + self.px(8)
        if self.message:
            y += self.paragraph(self.message, (panel.x + pad, y), inner, 16, theme.CARNELIAN,
                                bold=True) + self.px(8)
        if not self.saves:
            self.label("No saved games yet.", (panel.x + pad, y), 18, theme.INK_SOFT)
        button_h = self.px(48)
        bottom = panel.bottom - pad - button_h
        box = pygame.Rect(panel.x + pad, y, inner, bottom - y - self.px(12))
        row_h, gap = self.px(44), self.px(6)
        rows = scroller(self.manager, box, len(self.saves) * (row_h + gap))
        self.rows = []
        for i, (path, summary) in enumerate(zip(self.saves, self.summaries, strict=True)):
            self.rows.append(self.button(
                (0, i * (row_h + gap), box.width - SCROLLBAR, row_h), summary,
                lambda path=path: self.open(path), row=True, container=rows))
        self.button((panel.right - pad - self.px(160), panel.bottom - pad - button_h,
                     self.px(160), button_h), "Back", self.app.pop)

    def open(self, path: Path) -> None:
        try:
            match = storage.load_match(path)
        except SaveError as err:
            self.message = str(err)
            self.request_rebuild()
            return
        open_table(self.app, match)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()


class SettingsScene(GuiScene):
    """Computer speed, animations and fullscreen; saved for the next start."""

    transparent = True

    def __init__(self, app):
        super().__init__(app)
        settings = app.settings
        self.ai_delay = settings.ai_delay_ms
        self.animations = settings.animations
        self.fullscreen = settings.fullscreen
        self.changed_display = False

    def remember(self) -> None:
        self.ai_delay = self.speed.value
        self.animations = self.animations_box.get_state()
        self.fullscreen = self.fullscreen_box.get_state()

    def build(self) -> None:
        w, h = self.size
        pad, field_h, button_h = self.px(24), self.px(44), self.px(48)
        height = (2 * pad + self.line_height(26, True) + self.line_height(18, True) + field_h
                  + 2 * self.px(26) + button_h + self.px(16 + 6 + 24 + 18 + 32))
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(600)), height)
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        inner = panel.width - 2 * pad
        x, y = panel.x + pad, panel.y + pad
        y += self.label("Settings", (x, y), 26, bold=True) + self.px(16)
        y += self.label("Computer players' speed", (x, y), 18, bold=True) + self.px(6)
        speeds = list(AI_SPEEDS)
        if self.ai_delay not in dict(AI_SPEEDS).values():
            speeds.append((f"{self.ai_delay / 1000:g} s", self.ai_delay))
        self.speed = Choice(self.manager, (x, y, inner, field_h), speeds, self.ai_delay)
        y += field_h + self.px(24)
        self.animations_box = self.checkbox((x, y), "Animations", self.animations)
        y += self.px(26 + 18)
        self.fullscreen_box = self.checkbox((x, y), "Fullscreen", self.fullscreen)
        button_w = self.px(150)
        bottom = panel.bottom - pad - button_h
        self.button((panel.right - pad - button_w, bottom, button_w, button_h), "Save",
                    self.save, primary=True)
        self.button((panel.right - pad - 2 * button_w - self.px(12), bottom, button_w,
                     button_h), "Cancel", self.app.pop)

    def save(self) -> None:
        self.remember()
        settings = self.app.settings
        self.changed_display = settings.fullscreen != self.fullscreen
        settings.ai_delay_ms = self.ai_delay
        settings.animations = self.animations
        settings.fullscreen = self.fullscreen
        settings.save()
        self.app.pop()

    def leave(self) -> None:
        """Switch the window between fullscreen and windowed once the dialog has gone."""
        if self.changed_display:
            self.app.set_fullscreen(self.app.settings.fullscreen)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
