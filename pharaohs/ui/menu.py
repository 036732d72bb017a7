"""The main menu: the first screen, drawn without pygame_gui so the program starts fast.

The menu lists every registered game and every game in progress (each
unfinished game has its own autosave, offered only when it loads: the log is
replayed through the rules first), to resume any of them or delete one after
a confirmation; it opens the load and settings dialogs. A damaged autosave is
reported with the sentence that names the file; every other game is still
offered. Notices about the player's files (a settings value that fell back to
its default, a damaged high-score file set aside, a save that failed on quit)
are shown here once.

Its buttons are ``widgets.MenuButton``s in the dialogs' look; pygame_gui, the
dialogs (``pharaohs.ui.dialogs``) and the games' rules are imported only when
needed. The autosaves are replayed just after the first frame: until then the
Continue column says it is checking the games in progress.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from pharaohs import __version__, games, locale, storage
from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.locale import tr
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


#: file refusals the menu spells out; the rest are counted
REFUSALS_SHOWN = 2


def when(path: Path) -> str:
    """When a save was last written, to tell saves of the same game apart."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(storage.when(path)))


def describe(match: Match, shown: int | None = None) -> str:
    """The game and who plays it, e.g. "Ra: The Dice Game · Anna, Ben (computer)", in
    the current language (a scene calls it while it lays out, so again after a switch);
    with ``shown``, only that many names and how many more play ("Anna, Ben +3")."""
    names = [tr(_("{name} (computer)", name=s.name)) if s.kind == "ai" else s.name
             for s in match.seats]
    listed = ", ".join(names[:shown])
    if shown is not None and shown < len(names):
        listed = tr(_("{names} +{n}", names=listed, n=len(names) - shown))
    return tr(_("{title} · {names}", title=locale.marked(match.game.title), names=listed))


def shorter_descriptions(match: Match) -> list[str]:
    """``describe`` with fewer and fewer names, for a button too narrow for them all."""
    return [describe(match, shown) for shown in range(len(match.seats) - 1, 0, -1)]


def in_progress_detail(game: storage.InProgress) -> str:
    """The line under a game in progress (its button names the game and the players)."""
    return tr(ngettext("{n} move · last played {when}", "{n} moves · last played {when}",
                       game.moves, when=when(game.path)))


def open_table(app, match: Match, path: Path) -> None:
    """Put ``match``, read from ``path``, on the table as the only scene (from the menu or
    over a running game, which is kept first); a game resumed from its autosave goes on
    saving there, any other gets its own."""
    from pharaohs.ui.table import TableScene

    app.reset(TableScene(app, match, saved_in=path))


class MainMenuScene(PanelScene):
    """Title, a button per game, the games in progress, load, settings and quit."""

    CHECKING = N_("Checking the games in progress…")

    def __init__(self, app):
        super().__init__(app)
        self.games: list[storage.InProgress] = []
        self.refused: list[storage.Refused] = []
        #: sentences about the player's files, shown once
        self.notices: list[str] = []
        #: the game whose deletion waits for a confirmation
        self.confirming: Path | None = None
        self.checked = False
        self.widgets: list[MenuButton] = []
        self.resume_buttons: list[MenuButton] = []
        self._entered_at: int | None = None
        self._relayout = False

    def enter(self) -> None:
        """Read the autosaves as the menu comes on (not when it was made: the game left
        for it is kept in between, ``App.reset``)."""
        self._entered_at = self.app.frames
        if not storage.autosave_files():
            self.check_games()  # nothing to replay: settled before the first frame
            self.resize(self.size)

    def check_games(self) -> None:
        """Replay every autosave, so only games that really load are offered; collect what
        the player should hear about their files."""
        self.checked = True
        self.games, self.refused = storage.games_in_progress()
        self.notices += [*self.app.settings.notices, *storage.untold(),
                         *filter(None, (storage.check_high_scores(),))]
        self.app.settings.notices = ()

    def update(self, dt: float) -> None:
        """Once the first frame is on screen, replay the autosaves and lay out again."""
        if not self.checked and self._entered_at is not None \
                and self.app.frames > self._entered_at:
            self.check_games()
            self._relayout = True
        if self._relayout:
            self._relayout = False
            self.resize(self.size)

    @property
    def animating(self) -> bool:
        """Keep frames coming until the autosaves are checked (the loop would sleep)."""
        return not self.checked

    def button(self, rect, text: str, command, primary: bool = False, row: bool = False,
               enabled: bool = True, shorter=()) -> MenuButton:
        """A button that runs ``command()`` when clicked, in the dialogs' look (``shorter``:
        shorter forms of ``text`` for a narrow window)."""
        class_id = "@primary" if primary else "@row" if row else None
        button = MenuButton(rect, text, command, self.size, class_id, enabled, shorter)
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
        bottom = self.build_notes(left + pad, y, inner, h - pad - self.px(16))

        y = top + pad
        y += self.label(_("Continue"), (right + pad, y), 26, bold=True) + self.px(10)
        y = self.build_games(right + pad, y, inner, button_h,
                             h - self.px(16) - pad - 3 * step)
        half = (inner - self.px(12)) // 2
        self.button((right + pad, y, half, button_h), _("Load game…"), self.load)
        self.button((right + pad + inner - half, y, half, button_h), _("Replay…"), self.replay)
        y += step
        for text, command in ((_("Settings"), self.settings), (_("Quit"), self.app.quit)):
            self.button((right + pad, y, inner, button_h), text, command)
            y += step
        y -= step - button_h
        height = max(bottom, y) + pad - top
        self.panels += [pygame.Rect(left, top, column, height),
                        pygame.Rect(right, top, column, height)]
        self.label(_("Version {version}", version=__version__), (w - self.px(16),
                   h - self.px(12)), 14,
                   anchor="bottomright")

    def build_games(self, x: int, y: int, inner: int, button_h: int, limit: int) -> int:
        """The games in progress that fit above ``limit``, newest first: a button naming
        the game and its players, a Delete button beside it (or the confirmation), and
        a line saying how far it got and when; returns the next free y."""
        self.resume_buttons = []
        if not self.checked:
            self.button((x, y, inner, button_h), self.CHECKING, lambda: None, enabled=False)
            return y + button_h + self.px(12)
        detail_h = self.line_height(14)
        row = button_h + self.px(4) + detail_h + self.px(10)
        note_h = self.line_height(16) + self.px(6)
        fits = max(0, (limit - y) // row)
        if len(self.games) > fits:
            fits = max(0, (limit - y - note_h) // row)
        delete_w = self.px(120)
        for game in self.games[:fits]:
            if game.path == self.confirming:
                half = (inner - self.px(8)) // 2
                self.button((x, y, half, button_h), _("Delete this game"),
                            lambda path=game.path: self.delete(path), primary=True)
                self.button((x + inner - half, y, half, button_h), _("Keep it"),
                            lambda: self.confirm_delete(None))
            else:
                self.resume_buttons.append(self.button(
                    (x, y, inner - delete_w - self.px(8), button_h), describe(game.match),
                    lambda game=game: self.resume_game(game), row=True,
                    shorter=shorter_descriptions(game.match)))
                self.button((x + inner - delete_w, y, delete_w, button_h), _("Delete"),
                            lambda path=game.path: self.confirm_delete(path))
            self.label(in_progress_detail(game), (x + self.px(4), y + button_h + self.px(4)),
                       14, theme.INK_SOFT, max_width=inner)
            y += row
        hidden = len(self.games) - fits
        note = _("No game in progress.") if not self.games else ngettext(
            "{n} more game in progress under Load game…",
            "{n} more games in progress under Load game…", hidden) if hidden > 0 else None
        if note:
            y += self.label(note, (x + self.px(4), y), 16, theme.INK_SOFT,
                            max_width=inner) + self.px(6)
        return y + self.px(6)

    def build_notes(self, x: int, y: int, inner: int, limit: int) -> int:
        """What the player should hear about their files (autosaves refused, files set
        aside, a save that failed), as many as fit above ``limit``; the next free y."""
        notes = [r.reason for r in self.refused[:REFUSALS_SHOWN]]
        if len(self.refused) > REFUSALS_SHOWN:
            notes.append(ngettext("{n} more autosave could not be read.",
                                  "{n} more autosaves could not be read.",
                                  len(self.refused) - REFUSALS_SHOWN))
        notes += self.notices
        y += self.px(6) if notes else 0
        for text in notes:
            if y + self.text_height(text, inner, 16, True) > limit:
                break
            y += self.paragraph(text, (x + self.px(4), y), inner, 16, theme.CARNELIAN,
                                bold=True) + self.px(8)
        return y

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

    def resume_game(self, game: storage.InProgress) -> None:
        open_table(self.app, game.match, game.path)

    def confirm_delete(self, path: Path | None) -> None:
        """Ask before deleting a game (``None``: the player kept it)."""
        self.confirming = path
        self._relayout = True

    def delete(self, path: Path) -> None:
        problem = storage.delete_save(path)
        if problem:
            self.notices.append(problem)
        else:
            self.games = [g for g in self.games if g.path != path]
        self.confirm_delete(None)

    def load(self) -> None:
        from pharaohs.ui.dialogs import LoadGameScene

        self.app.push(LoadGameScene(self.app))

    def replay(self) -> None:
        """Choose a finished or saved game to replay (``ui.replay``)."""
        from pharaohs.ui.replay import ReplayPickScene

        self.app.push(ReplayPickScene(self.app))

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
