"""The main menu: the first screen, drawn without pygame_gui so the program starts fast.

The menu lists every registered game and every game in progress (each
unfinished game has its own autosave, offered only when it loads: the log is
replayed through the rules first), to resume any of them or delete one after
a confirmation; it opens the load, replay, high-score and settings screens,
and asks before it quits. A damaged autosave is reported with the sentence that
names the file; every other game is still offered. Notices about the player's
files (a settings value that fell back to its default, a damaged high-score
file set aside, a save that failed on quit) are shown here once.

Every button but those of the games in progress stays where it is however many
games are in progress: the panels reach down to a bar of Play online, High scores,
Settings and Quit, and Load and Replay sit at the foot of the Continue panel, so a click
never lands on another button because a game came or went. Each game in
progress says its game and rules, who plays, whose turn it is, how far it has
got in the game's own words (``Game.progress``) and when it was last played;
games begun come before games without a move, newest first, and a line says how
many more there are.

Its buttons are ``widgets.MenuButton``s in the dialogs' look; pygame_gui, the
dialogs (``pharaohs.ui.frame.dialogs``) and the games' rules are imported only when
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
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.panel_scene import PanelScene
from pharaohs.ui.kit.phrases import commas, dotted, listed, pretty
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.widgets import MenuButton

if TYPE_CHECKING:
    from pharaohs.core.match import Match

#: what the dialogs module still lends to ``from pharaohs.ui.frame.menu import …``
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


def last_played(stamp: float, now: float | None = None) -> str:
    """"today at 14:05", "yesterday at 09:13", or the date and time of an older game."""
    import datetime  # here, not at the top: only a listed game needs it (start-up time)

    played = datetime.datetime.fromtimestamp(stamp)
    today = datetime.datetime.fromtimestamp(time.time() if now is None else now).date()
    clock = played.strftime("%H:%M")
    days = (today - played.date()).days
    if days == 0:
        return _("today at {time}", time=clock)
    if days == 1:
        return _("yesterday at {time}", time=clock)
    return played.strftime("%Y-%m-%d %H:%M")


def game_title(match: Match) -> str:
    """The game and the rules it is played by: "Das Labyrinth des Pharao (Professional,
    Betting)"; the title alone for a game without a choice of rules."""
    game = match.game
    chosen = [pretty(match.variant)] if len(game.variants) > 1 else []
    chosen += [pretty(option) for option in match.options]
    title = locale.marked(game.title)
    return _("{title} ({rules})", title=title, rules=commas(*chosen)) if chosen else title


def seat_names(match: Match, shown: int | None = None) -> str:
    """Who plays: "Anna, Ben (computer) and Cleo"; with ``shown``, only that many names
    and how many more play ("Anna, Ben and 3 more")."""
    names = [_("{name} (computer)", name=s.name) if s.kind == "ai" else s.name
             for s in match.seats]
    if shown is not None and shown < len(names):
        names = [*names[:shown], ngettext("{n} more", "{n} more", len(names) - shown)]
    return listed(names)


def whose_turn(match: Match) -> str | None:
    """"Anna's turn", "everyone's turn" (all act at once) or "Anna and Ben to move"."""
    acting = match.game.to_act(match.state)
    names = [match.seats[seat].name for seat in acting]
    if not names:
        return None
    if len(names) == 1:
        return _("{name}'s turn", name=names[0])
    if len(names) == len(match.seats):
        return _("everyone's turn")
    return _("{names} to move", names=listed(names))


def players_lines(match: Match) -> list[str]:
    """Who plays and whose turn it is, with fewer and fewer names for a narrow window."""
    turn = whose_turn(match)
    forms = [seat_names(match, shown) for shown in range(len(match.seats), 0, -1)]
    return [dotted(form, turn) if turn else form for form in forms]


def progress_line(game: storage.InProgress, now: float | None = None) -> str:
    """How far a game in progress has got, in its own words, how many moves and when it was
    last played: "Epoch 2 of 3 · 12 moves · last played today at 14:05"."""
    match = game.match
    far = match.game.progress(match.game.view(match.state, None))
    moves = ngettext("{n} move", "{n} moves", game.moves) if game.moves else _("no move yet")
    played = _("last played {when}", when=last_played(game.when, now))
    return dotted(far, moves, played) if far else dotted(moves, played)


def listing_order(in_progress: list[storage.InProgress]) -> list[storage.InProgress]:
    """The order the Continue list shows games in: begun ones newest first, then those
    without a move (a table opened and left) newest first, so these never push a game
    under way off the list."""
    return sorted(in_progress, key=lambda game: (game.moves == 0, -game.when))


def open_table(app, match: Match, path: Path) -> None:
    """Put ``match``, read from ``path``, on the table as the only scene (from the menu or
    over a running game, which is kept first); a game resumed from its autosave goes on
    saving there, any other gets its own."""
    from pharaohs.ui.frame.table import TableScene

    app.reset(TableScene(app, match, saved_in=path))


class MainMenuScene(PanelScene):
    """Title, a button per game, the games in progress, load and replay, and the bar of
    high scores, settings and quit."""

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
        button_h = self.px(58)
        # the games are a list of rows, a little lower, so notes have room beneath them
        row_h, step = self.px(50), self.px(60)
        # everything below is placed from the window's size alone, never from the list
        bar_y = h - self.px(20) - button_h
        bottom = bar_y - self.px(16)
        self.panels += [pygame.Rect(left, top, column, bottom - top),
                        pygame.Rect(right, top, column, bottom - top)]

        y = top + pad
        y += self.label(_("New game"), (left + pad, y), 26, bold=True) + self.px(10)
        self.game_buttons = {}
        for game_id in games.GAMES:
            about = games.about(game_id)
            self.game_buttons[game_id] = self.button(
                (left + pad, y, inner, row_h),
                f"{tr(about.title)}  ·  {tr(players_text(about))}",
                lambda game_id=game_id: self.new_game(game_id), row=True)
            y += step
        self.build_notes(left + pad, y, inner, bottom - pad)

        load_y = bottom - pad - button_h
        half = (inner - self.px(12)) // 2
        self.button((right + pad, load_y, half, button_h), _("Load game…"), self.load)
        self.button((right + pad + inner - half, load_y, half, button_h), _("Replay…"),
                    self.replay)
        y = top + pad
        y += self.label(_("Continue"), (right + pad, y), 26, bold=True) + self.px(10)
        self.build_games(right + pad, y, inner, button_h, load_y - self.px(4))

        bar_gap = self.px(16)
        bar = ((_("Play online"), self.play_online), (_("High scores"), self.high_scores),
               (_("Settings"), self.settings), (_("Quit"), self.ask_quit))
        bar_w = min(self.px(240), (2 * column + gap - (len(bar) - 1) * bar_gap) // len(bar))
        x = centre - (len(bar) * bar_w + (len(bar) - 1) * bar_gap) // 2
        for text, command in bar:
            self.button((x, bar_y, bar_w, button_h), text, command)
            x += bar_w + bar_gap
        self.label(_("Version {version}", version=__version__), (w - self.px(16),
                   h - self.px(12)), 14,
                   anchor="bottomright")

    def build_games(self, x: int, y: int, inner: int, button_h: int, limit: int) -> None:
        """The games in progress that fit above ``limit`` (``listing_order``): a button
        naming the game and its rules, a Delete button beside it (or the confirmation),
        and two lines: who plays and whose turn it is; how far it got and when."""
        self.resume_buttons = []
        if not self.checked:
            self.button((x, y, inner, button_h), self.CHECKING, lambda: None, enabled=False)
            return
        detail_h = self.line_height(14)
        row = button_h + self.px(4) + 2 * detail_h + self.px(8)
        note_h = self.line_height(16) + self.px(4)
        listed_games = listing_order(self.games)
        fits = max(0, (limit - y) // row)
        if len(listed_games) > fits:
            fits = max(0, (limit - y - note_h) // row)
        delete_w = self.px(120)
        size = self.text_size(14)
        for game in listed_games[:fits]:
            if game.path == self.confirming:
                half = (inner - self.px(8)) // 2
                self.button((x, y, half, button_h), _("Delete this game"),
                            lambda path=game.path: self.delete(path), primary=True)
                self.button((x + inner - half, y, half, button_h), _("Keep it"),
                            lambda: self.confirm_delete(None))
            else:
                self.resume_buttons.append(self.button(
                    (x, y, inner - delete_w - self.px(8), button_h), game_title(game.match),
                    lambda game=game: self.resume_game(game), row=True,
                    shorter=(locale.marked(game.match.game.title),)))
                self.button((x + inner - delete_w, y, delete_w, button_h), _("Delete"),
                            lambda path=game.path: self.confirm_delete(path))
            line_y = y + button_h + self.px(4)
            who = Lettering.fitting(players_lines(game.match), size, inner - self.px(4))
            for text in (who, progress_line(game)):
                self.label(text, (x + self.px(4), line_y), 14, theme.INK_SOFT,
                           max_width=inner - self.px(4))
                line_y += detail_h
            y += row
        hidden = len(listed_games) - fits
        note = _("No game in progress.") if not listed_games else ngettext(
            "{n} more game in progress under Load game…",
            "{n} more games in progress under Load game…", hidden) if hidden > 0 else None
        if note:
            self.label(note, (x + self.px(4), y), 16, theme.INK_SOFT, max_width=inner)

    def notes(self) -> list[str]:
        """What the player should hear about their files: autosaves refused (the first
        few named), files set aside, a save or deletion that failed."""
        notes = [r.reason for r in self.refused[:REFUSALS_SHOWN]]
        if len(self.refused) > REFUSALS_SHOWN:
            notes.append(ngettext("{n} more autosave could not be read.",
                                  "{n} more autosaves could not be read.",
                                  len(self.refused) - REFUSALS_SHOWN))
        return notes + self.notices

    def build_notes(self, x: int, y: int, inner: int, limit: int) -> None:
        """The notes under the games, as many as fit above ``limit``; when some do not,
        a button under them shows them all (nothing else lives here, so no other button
        moves for them)."""
        notes = self.notes()
        if not notes:
            return
        y += self.px(6)
        heights = [self.text_height(text, inner, 14, True) + self.px(6) for text in notes]
        more_h = self.px(40)
        room = limit - y if sum(heights) <= limit - y else limit - y - more_h - self.px(6)
        shown = 0
        for text, height in zip(notes, heights, strict=True):
            if height > room:
                break
            self.paragraph(text, (x + self.px(4), y), inner, 14, theme.CARNELIAN, bold=True)
            y, room, shown = y + height, room - height, shown + 1
        if shown < len(notes):
            self.button((x, y, inner, more_h),
                        ngettext("{n} more note about your files…",
                                 "{n} more notes about your files…", len(notes) - shown),
                        lambda: self.show_notes(notes))

    def show_notes(self, notes: list[str]) -> None:
        """Every note about the player's files, over the menu."""
        from pharaohs.ui.kit.confirm import NoticeScene

        self.app.push(NoticeScene(self.app, _("About your files"), notes))

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
        from pharaohs.ui.frame.new_game import NewGameScene

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
        from pharaohs.ui.frame.dialogs import LoadGameScene

        self.app.push(LoadGameScene(self.app))

    def replay(self) -> None:
        """Choose a finished or saved game to replay (``ui.frame.replay``)."""
        from pharaohs.ui.frame.replay import ReplayPickScene

        self.app.push(ReplayPickScene(self.app))

    def settings(self) -> None:
        from pharaohs.ui.frame.dialogs import SettingsScene

        self.app.push(SettingsScene(self.app))

    def play_online(self) -> None:
        """Host or join a game played across machines (``ui.frame.online``)."""
        from pharaohs.ui.frame.online import PlayOnlineScene

        self.app.replace(PlayOnlineScene(self.app))

    def high_scores(self) -> None:
        from pharaohs.ui.frame.high_scores import HighScoresScene

        self.app.push(HighScoresScene(self.app))

    def ask_quit(self) -> None:
        """Quit after a confirmation (a click meant for another button must not close the
        program), which says that the games in progress wait, saved, under Continue."""
        from pharaohs.ui.kit.confirm import ConfirmScene

        count = len(self.games) if self.checked else len(storage.autosave_files())
        saved = ngettext("Your game in progress is saved; Continue offers it at the next start.",
                         "Your {n} games in progress are saved; Continue offers them at the "
                         "next start.", count) if count else None
        self.app.push(ConfirmScene(self.app, _("Quit Pharaohs?"), (saved,), _("Quit"),
                                   self.app.quit, tone=theme.INK))


def __getattr__(name: str):
    """The dialogs moved to ``pharaohs.ui.frame.dialogs``; importing them from here still works
    (loading pygame_gui only then)."""
    if name in _FROM_DIALOGS:
        from pharaohs.ui.frame import dialogs

        return getattr(dialogs, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
