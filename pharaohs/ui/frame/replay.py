"""Replay: a finished or saved game, step by step, backwards and forwards.

A save is the seed and the move log, so loading it (``storage.load_match``)
rebuilds every state the game went through; the replay shows them one at a
time on the game's own board and move log, in the frame of the table, but no
move can be made. Back and Forward (the arrow keys), Start and End (Home and
End) walk through the log; a click on an entry of the log goes back to it.
Secrets stay hidden as from a seat that holds none, unless the game is over
and the player turns on *Reveal all*: then every hand, bet and face-down disc
shows, on the board (as the seat about to move sees it,
with everything else uncovered) and in the log.

``ReplayPickScene`` lists the finished games (``finished/``) and the saves to
choose one from the main menu; ``pharaohs replay FILE`` opens one directly, and
closing that replay (Close, Esc) ends the program, as closing the window does:
there is no menu the player came from.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from pharaohs import storage
from pharaohs.core.i18n import N_, _
from pharaohs.core.match import Match
from pharaohs.net import copies
from pharaohs.ui.frame.dialogs import LoadGameScene
from pharaohs.ui.frame.move_log import full_view, states_of
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.widgets import Button

#: keys that walk through the log, and how far (None: to the start or the end)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: None, pygame.K_END: None}
#: why Start and Back, or Forward and End, are greyed
AT_START = _("This is the start of the game: there is no move before it.")
AT_END = _("This is the last move of the log.")


class ReplayScene(TableScene):
    """The states of a saved game, one move at a time, on the game's board."""

    #: the button that shows the secrets once the game is over, and hides them again
    reveal_labels = (_("Reveal all"), _("Hide secrets"))

    def __init__(self, app, match: Match, from_menu: bool = True):
        """``from_menu``: Close goes back to the main menu (else it ends the program)."""
        self.from_menu = from_menu
        self.states = states_of(match)
        self.moves = list(match.log)
        shown = Match(match.game, match.seats, match.seed, match.variant, match.options,
                      self.states[0])
        super().__init__(app, shown, autosave=False)
        self.viewer = None  # nobody's seat: the table's view (``seat_shown``)
        self.step = 0
        #: whether the game is over, so that its secrets may be revealed
        self.finished = match.game.is_over(self.states[-1])
        self.reveal = False

    # -- where in the log ---------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show the state after ``step`` moves; a step forward is animated like a move."""
        step = max(0, min(len(self.moves), step))
        if step == self.step:
            return
        forward = step == self.step + 1
        self.step = step
        match = self.match
        match.state, match.log = self.states[step], self.moves[:step]
        match._history = self.states[:step]  # noqa: SLF001 - the replay's own match
        self.viewer = self.seat_shown()
        self.board.undone(0, self.game.view(match.state, None))
        if step:
            seat, move = self.moves[step - 1]
            self.tell_board(seat, move, self.states[step - 1], match.state)
            tweens = getattr(self.board, "tweens", None)
            if tweens is not None and not forward:
                tweens.clear()
            entries = self.log_entries()
            self.message = entries[-1].text if entries else ""
        else:
            self.message = ""
        self.log_panel.offset = 0
        self.app.invalidate()

    def seat_shown(self) -> int | None:
        """Whose side of the board shows: with everything revealed, the seat about to move
        (its hand drawn as its own); otherwise nobody's, only what the table sees."""
        if not self.reveal:
            return None
        acting = self.game.to_act(self.state) if not self.game.is_over(self.state) else ()
        if acting:
            return acting[0]
        return self.moves[self.step - 1][0] if self.step else 0

    def toggle_reveal(self) -> None:
        if self.finished:
            self.reveal = not self.reveal
            self.viewer = self.seat_shown()
            step, self.step = self.step, -1
            self.go(step)

    # -- what the table would do, turned off -----------------------------------------------
    def view(self, seat: int | None = None):
        if self.reveal:
            return full_view(self.state)
        return self.game.view(self.state, None)

    def panel_viewer(self, seat: int) -> int | None:
        return seat if self.reveal else None

    def sync_seat(self) -> None:
        """Nobody takes a seat in a replay: no curtain, no turn cue, no results."""

    def humans_to_act(self) -> list[int]:
        return []

    def ai_to_act(self) -> list[int]:
        return []

    def check(self, move, seat: int | None = None) -> str | None:
        return _("This is a replay: no move can be made.")

    def log_entries(self) -> list:
        return self.move_log.entries(self.match, None, reveal=self.reveal, name=self.name)

    def draw_log(self, surface) -> None:
        self.log_panel.draw(surface, self.log_entries(), current=self.step or None)

    def prompt(self, view) -> str:
        over = self.step == len(self.moves)
        if over and self.finished:
            return _("Replay: move {step} of {total}, the end of the game",
                     step=self.step, total=len(self.moves))
        return _("Replay: move {step} of {total}", step=self.step, total=len(self.moves))

    def refresh_buttons(self, view) -> None:
        last = len(self.moves)
        at_start = AT_START if self.step == 0 else None
        at_end = AT_END if self.step >= last else None
        self.buttons = [Button(_("Start"), lambda: self.go(0), at_start, refuse=self.refuse),
                        Button(_("Back"), lambda: self.go(self.step - 1), at_start,
                               refuse=self.refuse),
                        Button(_("Forward"), lambda: self.go(self.step + 1), at_end,
                               refuse=self.refuse),
                        Button(_("End"), lambda: self.go(last), at_end, refuse=self.refuse)]
        if self.finished:
            shown, hidden = self.reveal_labels
            self.buttons.append(Button(hidden if self.reveal else shown, self.toggle_reveal))
        self.buttons.append(Button(_("Close"), self.close))
        self.lay_out_bar()

    def close(self) -> None:
        if not self.from_menu:
            self.app.quit()
            return
        from pharaohs.ui.frame.menu import MainMenuScene

        self.app.reset(MainMenuScene(self.app))

    def handle_event(self, event) -> bool:
        self.track_pointer(event)
        if event.type == pygame.KEYDOWN:
            if event.key in STEP_KEYS:
                by = STEP_KEYS[event.key]
                self.go(self.step + by if by else 0 if event.key == pygame.K_HOME
                        else len(self.moves))
                return True
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key == pygame.K_v and self.finished:
                self.toggle_reveal()
                return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.log_panel.open
                and self.log_panel.move_at(event.pos) is not None):
            self.go(self.log_panel.move_at(event.pos))
            return True
        if self.handle_log(event):
            return True
        return self.handle_buttons(event, self.view())

    def save_progress(self) -> bool:
        return True


class ReplayPickScene(LoadGameScene):
    """The finished games and the saves, newest first; choosing one replays it."""

    title = N_("Replay a game")

    def listed(self) -> list[Path]:
        """Every game that can be replayed, the local copies of online games among them."""
        return sorted(storage.replayable() + copies.copy_files(), key=storage.when,
                      reverse=True)

    def open(self, path: Path) -> None:
        from pharaohs.ui.frame.online_replay import OnlineReplayScene

        try:
            if copies.is_copy(path):
                scene = OnlineReplayScene(self.app, copies.load(path))
            else:
                scene = ReplayScene(self.app, storage.load_match(path))
        except storage.SaveError as err:
            from pharaohs import locale

            self.message = locale.reason(err)
            self.request_rebuild()
            return
        self.app.reset(scene)


def open_replay(app, path) -> ReplayScene:
    """The replay of the save (or the copy of an online game) at ``path`` on its own, for
    ``pharaohs replay FILE`` (``storage.SaveError`` says why it cannot be: the save's
    refusal when the file is neither)."""
    from pharaohs.ui.frame.online_replay import OnlineReplayScene

    try:
        return ReplayScene(app, storage.load_match(Path(path)), from_menu=False)
    except storage.SaveError as refused:
        try:
            copy = copies.load(Path(path))
        except storage.SaveError:
            raise refused from None
        return OnlineReplayScene(app, copy, from_menu=False)

