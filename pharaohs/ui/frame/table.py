"""The game frame shared by all five games: board, player panels, action bar.

The frame runs the computer seats, passes the screen between human seats
(with the curtain when secrets would show, ``sync_seat``), validates every
gesture through the rules before committing it, saves after every committed
move and whenever the table is left (``may_leave``), and offers undo while the
rules allow it. The board itself is the game's ``BoardView``.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pygame

from pharaohs import games, storage
from pharaohs.ai import DEFAULT_LEVEL, level_name
from pharaohs.ai.players import HARD_SECONDS, LEVEL_NAMES
from pharaohs.ai.settle import Memory
from pharaohs.ai.worker import Thinker, warm_up
from pharaohs.core import IllegalMove
from pharaohs.core.i18n import _
from pharaohs.core.match import Match
from pharaohs.core.rng import Rng
from pharaohs.locale import marked, tr
from pharaohs.seeds import random_seed
from pharaohs.ui.frame import sound
from pharaohs.ui.frame.board_context import TableContext
from pharaohs.ui.frame.curtain import CurtainScene
from pharaohs.ui.frame.move_log import LogPanel, MoveLog
from pharaohs.ui.frame.turn_cue import TurnCue
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.keyboard import KeyHand
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.scene import Scene
from pharaohs.ui.kit.widgets import Button, layout_row, tooltip

TIP_SECONDS = 3.0
#: a refusal shown at the pointer goes when the pointer moves this many pixels from it
TIP_REACH = 40
MARGIN = 12
#: a full panel column sets its lines at most this many pixels smaller before it cuts one
PANEL_SHRINK = 3
#: the tooltips of the frame's own buttons, with their keys
HINT_TIP = _("Show the move the Hard computer player would make, marked on the board (H). "
             "The game then counts as played with hints.")
UNDO_TIP = _("Take back your last step (Ctrl+Z).")
MENU_TIP = _("Pause: save, load, the rules and the settings (Esc).")
WATCH_TIP = _("Pause or go on with the computer players' game (Space).")
STEP_TIP = _("While paused, one move at a time (N or →).")
#: why Step and Hint are greyed
STEP_FIRST = _("Step plays one move while the game is paused: pause it first (Space).")
HINTING = _("Looking for a good move…")


def board_view_class(game_id: str):
    """The ``BoardView`` subclass of a game, from the registry (the tests' seam)."""
    return games.board(game_id)


def hint_sentence(move: str, why: str) -> str:
    """"Hint: " with the move in the board's words and the evaluation's reason, as two
    sentences: a board's words that end without a full stop get one."""
    if str(move).rstrip().endswith((".", "!", "?", "…")):
        return _("Hint: {move} {why}", move=marked(move), why=why)
    return _("Hint: {move}. {why}", move=marked(move), why=why)


class TableScene(Scene):
    """Plays one match at the table."""

    def __init__(self, app, match, ai_level: str = DEFAULT_LEVEL, autosave: bool = True,
                 viewer: int | None = None, levels=None, saved_in: Path | None = None):
        """``viewer``: the seat already at the screen (None: nobody has taken a seat yet, so
        a hot-seat game with secrets opens behind the curtain). ``saved_in``: the file the
        match was read from, which holds it until it changes: a resumed autosave goes on
        saving there, any other save is left as it is and the game gets an autosave of
        its own."""
        super().__init__(app)
        self.match = match
        self.game = match.game
        app.sounds.prepare()  # made ahead, so that no first sound holds up a frame
        self.ai_level = ai_level
        # each computer seat carries its level (``levels``, else its own, else
        # ``ai_level``), so that every save keeps it and every load brings it back
        levels = levels or {}
        self.match.seats = tuple(
            dataclasses.replace(seat, level=level_name(
                levels.get(i) or seat.level or ai_level)) if seat.kind == "ai" else seat
            for i, seat in enumerate(self.match.seats))
        self.thinker: Thinker | None = None
        self.ai_memory = Memory()
        self.hinter: Thinker | None = None
        self.hints_used = match.hints_used  # a loaded game keeps its mark
        #: a game of computer seats only: paused, and single steps asked for meanwhile
        self.watch_paused = False
        self.watch_steps = 0
        self.unattended_clock = 0.0
        if any(self.level(s) == "hard" for s in range(len(match.seats)) if not self.is_human(s)):
            warm_up(self.game)
        self.autosave = autosave
        #: this match's own autosave (a resumed game keeps the file it came from)
        self.autosave_path = Path(saved_in) if saved_in is not None and storage.is_autosave(
            saved_in) else storage.new_autosave_path(self.game.id)
        #: the match as its file holds it (None: no file holds it yet); leaving keeps it
        #: when it differs (``keep``)
        self.kept: dict | None = match.to_json() if saved_in is not None else None
        self.board = board_view_class(self.game.id)(TableContext(self))
        #: Tab, arrows and Enter as a hand on the board (``ui.kit.keyboard``)
        self.keys = KeyHand(self)
        #: every move in words beside the board (``ui.frame.move_log``)
        self.move_log = MoveLog(self.board, self.game)
        self.log_panel = LogPanel(app)
        humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        #: the seat whose eyes are at the screen; a lone person's from the start, as
        #: nobody else is there to hide anything from
        self.viewer: int | None = viewer if viewer is not None else (
            humans[0] if len(humans) == 1 else None)
        self.ai_rng = Rng.from_seed(f"ai:{match.seed}:{len(match.log)}")
        self.ai_clock = 0.0
        self.message = ""
        self.tip: tuple[str, tuple[int, int], float] | None = None
        self.pointer = (0, 0)
        #: whether the pointer is over the table with nothing on top of it: only then do
        #: hover tooltips and lit buttons show (the scene on top owns the pointer)
        self.hovering = False
        self.curtain_up = False
        self.results_shown = False
        #: the fading "your turn" banner, and the seat it last greeted while acting
        self.cue: TurnCue | None = None
        #: a save on quitting failed and the player was told: quitting again leaves
        self.leave_unsaved = False
        self.cued_seat: int | None = None
        self.buttons: list[Button] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.font_size = 18
        #: the view the next frame draws, as ``prepare`` last made it
        self.prepared = None
        self._background: pygame.Surface | None = None
        self._panels: tuple[tuple, pygame.Surface] | None = None

    # -- seats ----------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def is_human(self, seat: int) -> bool:
        return self.match.seats[seat].kind == "human"

    def humans_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if self.is_human(s)]

    def ai_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if not self.is_human(s)]

    def view(self, seat: int | None = None):
        return self.game.view(self.state, self.viewer if seat is None else seat)

    def enter(self) -> None:
        self.sync_seat()
        self.prepare()

    def resume(self) -> None:
        self.sync_seat()
        self.prepare()

    def pause(self) -> None:
        """A scene was pushed over the table (pause menu, rules, curtain, a read-out): its
        tooltips go, and none shows again until the pointer moves over the table."""
        self.pointer_gone()
        self.prepare()

    def pointer_gone(self) -> None:
        self.hovering = False
        self.tip = None
        self.app.invalidate()

    def track_pointer(self, event) -> None:
        """Follow the pointer over the table; a refusal shown at it goes once the pointer
        has moved away, and every tooltip when it leaves the window."""
        if event.type == pygame.WINDOWLEAVE:
            self.pointer_gone()
        if not hasattr(event, "pos"):
            return
        self.pointer, self.hovering = tuple(event.pos), True
        if self.tip is not None and math.dist(self.tip[1], self.pointer) > TIP_REACH:
            self.tip = None
            self.app.invalidate()

    def sync_seat(self) -> None:
        """Give the screen to the human who must act, behind the curtain if secrets would
        show to the wrong person. Every way to the screen comes here: a move or an undo,
        opening the table (a new game, resume, load; nobody has taken a seat yet) and
        every overlay closed over it."""
        if self.game.is_over(self.state):
            if not self.results_shown:
                self.results_shown = True
                from pharaohs.ui.frame.results import ResultsScene

                self.app.push(ResultsScene(self.app, self.match, hints=self.hints_used,
                                           table=self))
            return
        humans = self.humans_to_act()
        if not humans or self.viewer in humans or self.curtain_up:
            self.cue_turn()
            return
        following = humans[0]
        if self.needs_curtain(following):
            self.curtain_up = True
            parting = (self.board.parting_words(self.view(), self.viewer)
                       if self.viewer is not None else None)
            if parting:  # first the seat whose turn passed sees what it brought (ui.handover)
                from pharaohs.ui.frame.handover import HandOverScene

                self.app.push(HandOverScene(self.app, self, self.viewer, parting, following,
                                            lambda: self.raise_curtain(following)))
            else:
                self.raise_curtain(following)
        else:
            self.viewer = following
            self.cue_turn()

    def raise_curtain(self, following: int) -> None:
        """Hide the table until ``following`` takes the seat."""
        def confirmed(seat=following):
            self.curtain_up = False
            self.viewer = seat
            self.cue_turn()
            self.app.invalidate()

        self.curtain_up = True
        self.app.push(CurtainScene(self.app, following, self.name(following), confirmed))

    def needs_curtain(self, following: int) -> bool:
        """Whether handing the screen to ``following`` would show secrets to someone they
        are not for: several people play, and the seat at the screen (nobody's when the
        table has just opened) or the one coming has something private on it."""
        if sum(1 for s in self.match.seats if s.kind == "human") < 2:
            return False
        leaving = self.viewer is not None and self.board.secret(self.view(), self.viewer)
        return leaving or self.board.secret(self.game.view(self.state, following), following)

    def cue_turn(self) -> None:
        """Greet the human whose turn it now is at the screen (``ui.frame.turn_cue``): when the
        screen passes to another seat, or the turn comes back after others moved."""
        acting = self.viewer if self.viewer in self.humans_to_act() else None
        if acting is not None and acting != self.cued_seat and len(self.match.seats) > 1:
            self.cue = TurnCue(acting, self.name(acting))
            self.app.sounds.play(sound.TURN)
            self.app.invalidate()
        self.cued_seat = acting

    # -- moves ----------------------------------------------------------------------
    def check(self, move, seat: int | None = None) -> str | None:
        """The rules' refusal of ``move`` for the seat at the screen, or None."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            return _("It is not your turn.")
        return self.match.check(seat, move)

    def try_move(self, move, seat: int | None = None) -> str | None:
        """Commit ``move`` if the rules allow it; otherwise show why and change nothing."""
        seat = self.viewer if seat is None else seat
        reason = self.check(move, seat)
        if reason is not None:
            self.refuse(reason)
            return reason
        self.commit(seat, move)
        return None

    def refuse(self, reason: str) -> None:
        self.message = reason
        self.tip = (reason, self.pointer, TIP_SECONDS)
        self.app.invalidate()

    def commit(self, seat: int, move) -> None:
        before = self.state
        try:
            after = self.match.play(seat, move)
        except IllegalMove as err:
            self.refuse(err.reason)
            return
        self.tip = None
        self.app.sounds.play(sound.effect_of(self.game, move, before, after))
        described = self.board.describe(seat, move, self.game.view(before, None),
                                        self.game.view(after, None))
        if described:
            self.message = _("{name}: {what}", name=self.name(seat), what=marked(described))
        self.tell_board(seat, move, before, after)
        self.save_progress()
        self.app.invalidate()
        self.sync_seat()

    def tell_board(self, seat: int, move, before, after) -> None:
        """The board hears of a committed move in views, never states: the table's, and
        the mover's own where the mover is at the screen (what it alone saw change)."""
        self.board.moved(seat, move, self.game.view(before, None), self.game.view(after, None))
        if seat == self.viewer:
            self.board.seen(seat, move, self.game.view(before, seat), self.game.view(after, seat))

    #: the results screen's button that starts the next game (``play_again``)
    again_label = _("Play again")

    def play_again(self) -> None:
        """The next game at this computer: the same seats (the computer seats keep their
        levels), a new deal."""
        match = self.match
        again = Match.start(self.game, match.seats, random_seed(), match.variant, match.options)
        self.app.reset(TableScene(self.app, again))

    def undo_refusal(self) -> str | None:
        """Why the seat at the screen may not take back a step now (the rules' undo:
        steps go back until a die, a card or a secret is revealed), or None."""
        if self.viewer is None:
            return _("The computer players' moves are not taken back.")
        return self.match.undo_refusal(self.viewer)

    def undo(self) -> None:
        """Take back the last step of the seat at the screen, or say why not."""
        reason = self.undo_refusal()
        if reason is not None:
            self.refuse(reason)
            return
        self.stop_thinking()
        self.take_back()

    def take_back(self) -> None:
        """Undo the step of the seat at the screen (the rules allow it)."""
        self.match.undo(self.viewer)
        self.message = _("{name} took back a step.", name=self.name(self.viewer))
        self.board.undone(self.viewer, self.game.view(self.state, None))
        self.save_progress()
        self.sync_seat()

    def save_progress(self) -> bool:
        """Autosave after a move, an undo or on leaving; a failed write never ends the
        game: the player reads why, and the next move tries again. True if saved."""
        if not self.autosave:
            return True
        problem = storage.keep_progress(self.match, self.autosave_path)
        if problem:
            self.refuse(problem)  # in the message line, and whole at the pointer
        else:
            self.kept = self.match.to_json()
            self.leave_unsaved = False  # a later failure is told again
        return problem is None

    def save_refusal(self) -> str | None:
        """Why the game cannot be saved to a file of the player's, or None (it can)."""
        return None

    def keep(self) -> bool:
        """Save the game if its file lacks what the table holds (a game with no move yet,
        a hint asked since the last move); True when leaving now loses nothing."""
        if not self.autosave or self.match.to_json() == self.kept:
            return True
        return self.save_progress()

    def may_leave(self) -> bool:
        """Every way off the table asks here first (quit to menu, loading another game
        over it, the results screen's buttons, closing the window): the game is kept.
        If that fails, the table stays with the reason, the overlays through which it
        shows closed (never the curtain); leaving again goes without it. A finished game
        is never held up: nothing is left to resume, and its last move told already if
        its save failed."""
        if self.keep() or self.leave_unsaved or self.game.is_over(self.state):
            return True
        self.leave_unsaved = True
        self.refuse(_("{why} Do the same again to leave without saving.", why=self.message))
        above = self.app.stack[self.app.stack.index(self) + 1:]
        while above and above[-1].transparent:
            above.pop()
            self.app.pop()
        return False

    # -- computer seats, thinking off the drawing thread ----------------------------
    def level(self, seat: int) -> str:
        """The level of computer ``seat``: the seat's own (set when the table opened)."""
        return level_name(self.match.seats[seat].level or self.ai_level)

    @property
    def watching(self) -> bool:
        """Only computer seats: the game plays itself while people watch."""
        return not any(self.is_human(s) for s in range(len(self.match.seats)))

    def start_thinking(self, seat: int) -> None:
        view = self.view(seat)
        self.thinker = Thinker.decide(self.game, view, seat, self.ai_rng, self.level(seat),
                                      HARD_SECONDS, self.ai_memory.seen(seat, view))
        self.thinker.seat = seat
        self.app.invalidate()

    def stop_thinking(self) -> None:
        """Cancel the computer's and the hint's search (undo, load, leaving the table)."""
        for worker in (self.thinker, self.hinter):
            if worker is not None:
                worker.cancel()
        self.thinker = self.hinter = None

    def finish_thinking(self) -> None:
        """Play the computer's answer; if people moved meanwhile (simultaneous steps) it is
        still played when the rules allow it, as it was decided on less, never more."""
        thinker, self.thinker = self.thinker, None
        seat = thinker.seat
        move, rng = thinker.result()
        if seat not in self.ai_to_act() or self.match.check(seat, move) is not None:
            return
        self.ai_rng = rng
        self.ai_clock = 0.0
        if self.watch_steps:
            self.watch_steps -= 1
        self.commit(seat, move)

    def computer_turn(self, dt: float) -> None:
        """Start, poll and play the computer seat's decision; the window never waits."""
        machines = self.ai_to_act()
        if not machines or self.curtain_up:
            self.stop_computer_only()
            return
        self.ai_clock += dt
        if self.thinker is None:
            self.start_thinking(machines[0])
            return
        paused = self.watching and self.watch_paused and not self.watch_steps
        if (self.thinker.done and self.app.stack[-1:] == [self] and not paused
                and self.ai_clock * 1000 >= self.app.settings.ai_delay_ms
                and not self.showing_move()):
            self.finish_thinking()

    def showing_move(self) -> bool:
        """Whether the board still shows the last move sliding into place (the next
        computer move waits for it, so each can be followed at the pace of the settings)."""
        tweens = getattr(self.board, "tweens", None)
        return bool(tweens is not None and tweens.active or getattr(self.board, "busy", False))

    def stop_computer_only(self) -> None:
        if self.thinker is not None:
            self.thinker.cancel()
            self.thinker = None

    def ask_hint(self) -> None:
        """Search the Hard player's move for the human at the screen (H or the button)."""
        seat = self.viewer
        if seat is None or seat not in self.humans_to_act() or self.hinter is not None:
            return
        self.hints_used = self.match.hints_used = True
        self.hinter = Thinker.hint(self.game, self.view(seat), seat, self.ai_rng)
        self.hinter.seat = seat
        self.hinter.view = self.view(seat)
        self.message = HINTING
        self.app.invalidate()

    def show_hint(self) -> None:
        hinter, self.hinter = self.hinter, None
        hint, self.ai_rng = hinter.result()
        if hinter.seat != self.viewer or self.view(hinter.seat) != hinter.view:
            return
        self.message = hint_sentence(self.move_words(hint.move), hint.reason)
        self.board.show_hint(hinter.view, hinter.seat, hint.move)
        self.app.invalidate()

    def move_words(self, move) -> str:
        """A move in words for a hint: the board's sentence where playing it shows nothing
        new (it is played on a redrawn copy of the viewer's view), else the kind of step."""
        seat = self.viewer
        view = self.view(seat)
        worlds = [self.game.determinize(view, seat, sample) for sample in (1, 2)]
        afters = [self.game.apply(world, seat, move) for world in worlds]
        if self.game.view(afters[0], seat) == self.game.view(afters[1], seat):
            described = self.board.describe(seat, move, self.game.view(view, None),
                                            self.game.view(afters[0], None))
            if described:
                return described
        return _(move.step)

    def toggle_watch_pause(self) -> None:
        if self.watching:
            self.watch_paused = not self.watch_paused
            self.watch_steps = 0
            self.app.invalidate()

    def watch_step(self) -> None:
        if self.watching and self.watch_paused:
            self.watch_steps = 1
            self.ai_clock = self.app.settings.ai_delay_ms / 1000

    def leave(self) -> None:
        self.stop_thinking()

    # -- frame ----------------------------------------------------------------------
    def resize(self, size) -> None:
        width, height = size
        self.font_size = theme.scaled(size, 18)
        panel_w = max(230, min(340, width // 5))
        bar_h = round(self.font_size * 3.2)
        msg_h = round(self.font_size * 1.8)
        log_w = self.log_panel.width(size, self.font_size, width - panel_w - 4 * MARGIN)
        board_w = width - panel_w - log_w - 4 * MARGIN
        board_h = height - bar_h - msg_h - 3 * MARGIN
        self.log_panel.rect = pygame.Rect(MARGIN * 2 + board_w, MARGIN, log_w, board_h)
        self.rects = {
            "board": pygame.Rect(MARGIN, MARGIN, board_w, board_h),
            "log": self.log_panel.rect,
            "panels": pygame.Rect(width - panel_w - MARGIN, MARGIN, panel_w, board_h),
            "message": pygame.Rect(MARGIN, MARGIN + board_h + 4, width - 2 * MARGIN, msg_h),
            "bar": pygame.Rect(0, height - bar_h, width, bar_h),
        }
        self.board.resize(self.rects["board"])
        self._background = pygame.Surface(size)
        theme.sandstone(self._background)
        self._panels = None
        self.prepare()
        self.app.invalidate()

    def refresh_buttons(self, view) -> None:
        own = self.board.buttons(view, self.viewer) if self.viewer is not None else []
        self.buttons = [*own, *self.computer_buttons(),
                        Button(_("Undo"), self.undo, self.undo_refusal(), tip=UNDO_TIP,
                               refuse=self.refuse),
                        Button(_("Menu"), self.open_pause, tip=MENU_TIP)]
        self.lay_out_bar()

    def lay_out_bar(self) -> None:
        """The action bar's buttons in a row from its right, lit under the pointer."""
        bar = self.rects["bar"]
        layout_row(self.buttons, bar.right - MARGIN, bar.centery, self.font_size)
        for button in self.buttons:
            button.hovered = self.hovering and button.rect.collidepoint(self.pointer)

    def computer_buttons(self) -> list[Button]:
        """Pause and Step while only computers play; Hint for the human whose turn it is."""
        if self.watching:
            return [Button(_("Go on") if self.watch_paused else _("Pause"),
                           self.toggle_watch_pause, tip=WATCH_TIP),
                    Button(_("Step"), self.watch_step, None if self.watch_paused else STEP_FIRST,
                           tip=STEP_TIP, refuse=self.refuse)]
        if self.viewer is not None and self.viewer in self.humans_to_act():
            return [Button(_("Hint"), self.ask_hint, None if self.hinter is None else HINTING,
                           tip=HINT_TIP, refuse=self.refuse)]
        return []

    def open_pause(self) -> None:
        from pharaohs.ui.frame.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def handle_event(self, event, from_keys: bool = False) -> bool:
        """``from_keys``: a mouse event the keyboard hand made (``ui.kit.keyboard``)."""
        self.track_pointer(event)
        if self.cue is not None and not self.app.settings.animations and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.cue = None  # without animations the cue stood still until the player began
            self.app.invalidate()
        if not from_keys and self.keys.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not self.board.animating:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
                self.ask_hint()
                return True
            if self.watching and event.key == pygame.K_SPACE:
                self.toggle_watch_pause()
                return True
            if self.watching and event.key in (pygame.K_n, pygame.K_RIGHT):
                self.watch_step()
                return True
        if self.handle_log(event):
            return True
        view = self.view()
        if self.board.handle_event(event, view, self.viewer):
            return True
        return self.handle_buttons(event, view)

    def handle_buttons(self, event, view) -> bool:
        """The action bar's turn at an event the board left (the pointer lights it)."""
        self.refresh_buttons(view)
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.app.invalidate()
        return False

    def update(self, dt: float) -> None:
        self.hold_thinkers()
        self.board.update(dt)
        if self.tip:
            text, pos, left = self.tip
            self.tip = (text, pos, left - dt) if left > dt else None
            if self.tip is None:
                self.app.invalidate()
        self.computer_turn(dt)
        if self.hinter is not None and self.hinter.done:
            self.show_hint()
        self.advance_unattended(dt)
        if self.cue is not None and self.app.settings.animations and not self.cue.update(dt):
            self.cue = None
            self.app.invalidate()
        if self.app.dirty or self.animating:
            self.prepare()

    def prepare(self) -> None:
        """Bring what the next frame shows up to date after a change (a move, an undo,
        the seat at the screen, the board's own choices, the pointer, the window): the
        board hears which view it shows, the action bar is built and lit under the
        pointer. Drawing then changes nothing."""
        if not self.rects:
            return  # not laid out yet: ``resize`` prepares
        view = self.prepared = self.view()
        if self.viewer in self.humans_to_act():
            self.board.ctx.legal_moves(view, self.viewer)  # listed now, not while drawing
        self.board.prepare(view, self.viewer)
        self.refresh_buttons(view)

    def hold_thinkers(self) -> None:
        """While a frame is built, the searches wait (``ai.worker``): the frame keeps its rate."""
        for worker in (self.thinker, self.hinter):
            if worker is not None:
                worker.hold()

    def frame_done(self) -> None:
        """The frame is on the screen (or none was needed): the searches go on."""
        for worker in (self.thinker, self.hinter):
            if worker is not None:
                worker.go_on()

    def advance_unattended(self, dt: float) -> None:
        """With no human at the table, an overlay that only waits to be read (marked
        ``advance_unattended``) is read on at the game's pace instead of waiting for a
        click that nobody is there to give."""
        top = self.app.stack[-1] if self.app.stack else None
        if not (self.watching and getattr(top, "advance_unattended", False)):
            self.unattended_clock = 0.0
            return
        self.unattended_clock += dt
        if self.unattended_clock * 1000 >= max(self.app.settings.ai_delay_ms, 300) and not (
                self.watch_paused and not self.watch_steps):
            self.unattended_clock = 0.0
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                unicode="\r", scancode=0))

    @property
    def animating(self) -> bool:
        return bool(self.tip) or self.board.animating or self.hinter is not None or (
            self.cue is not None and self.app.settings.animations) or (
            bool(self.ai_to_act()) and not self.curtain_up)

    def prompt(self, view) -> str:
        """The action bar's sentence in full."""
        return self.prompts(view)[0]

    def prompts(self, view) -> tuple[str, ...]:
        """What the action bar says, longest first: whose turn it is and what to do, then
        what to do alone (that seat's panel is lit), for a long name in a small window.
        A person who acts beside thinking computers (the Labyrinth's and Saqqara's
        turns taken together) is told what to do first, and that they think after it."""
        if self.game.is_over(self.state):
            return (_("The game is over."),)
        humans, machines = self.humans_to_act(), self.ai_to_act()
        seat = self.viewer if self.viewer in humans else (humans[0] if humans else None)
        if seat is None:
            if machines and self.watching and self.watch_paused:
                return (_("Paused: Space goes on, N plays one move."),)
            if machines:
                return (_("{name} is thinking…", name=self.name(machines[0])),)
            return ("",)
        what = marked(self.board.prompt(view, seat))
        own = (_("{name}: {what}", name=self.name(seat), what=what), what)
        if machines:
            thinking = _("{name} is thinking…", name=self.name(machines[0]))
            return (_("{prompt} — {thinking}", prompt=own[0], thinking=thinking), *own)
        return own

    def draw_prompt(self, surface, view) -> None:
        """The action bar's sentence beside its buttons: the longest form that fits, a
        little smaller if need be, and only then shortened with "…"."""
        bar = self.rects["bar"]
        room = (self.buttons[0].rect.left if self.buttons else bar.right) - 3 * MARGIN
        size = round(self.font_size * 1.15)
        text = Lettering.fitting(self.prompts(view), size, room, True, shrinking=True)
        theme.text(surface, text, (bar.x + 2 * MARGIN, bar.centery),
                   Lettering.shrunk_size(text, size, room, True), theme.GOLD_LIGHT, bold=True,
                   anchor="midleft", max_width=room)

    def draw(self, surface) -> None:
        surface.blit(self._background, (0, 0))
        view = self.prepared
        self.board.draw(surface, view, self.viewer)
        self.draw_panels(surface, view)
        self.draw_log(surface)
        message = self.rects["message"]
        if self.message:
            theme.text(surface, self.message, (message.x + 4, message.centery),
                       self.font_size, theme.INK, anchor="midleft", max_width=message.width)
        bar = self.rects["bar"]
        pygame.draw.rect(surface, theme.NIGHT, bar)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, 2)
        for button in self.buttons:
            button.draw(surface, self.font_size)
        self.board.draw_hint(surface, view, self.viewer)
        self.draw_prompt(surface, view)
        self.board.draw_overlay(surface, view, self.viewer)
        self.keys.draw(surface)
        if self.cue is not None:
            self.cue.draw(surface, self.rects["board"], self.rects["bar"], self.font_size)
        if self.app.stack[-1:] == [self]:  # tooltips belong to the scene on top
            self.draw_tooltip(surface, view)

    def draw_tooltip(self, surface, view) -> None:
        """A refusal at the pointer, else what the pointer is over says (a button, the
        board, a cut message line) while it is over the table."""
        if self.tip:
            tooltip(surface, self.tip[0], self.tip[1], self.font_size)
            return
        if not self.hovering:
            return
        hint = (self.button_tip() or self.board.hover_hint(self.pointer, view, self.viewer)
                or self.cut_message())
        if hint:
            tooltip(surface, hint, self.pointer, self.font_size)

    def button_tip(self) -> str | None:
        """What the action-bar button under the pointer does, and its key; why it is
        greyed first, while it is."""
        return next((b.hover_tip for b in self.buttons
                     if b.rect is not None and b.rect.collidepoint(self.pointer)), None)

    def cut_message(self) -> str | None:
        """The message line whole, under the pointer, where the line is too long for its
        room (a long handout or phase 2 in a small window)."""
        room = self.rects["message"]
        if not self.message or not room.collidepoint(self.pointer):
            return None
        width = theme.font(self.font_size).size(tr(self.message))[0]
        return self.message if width > room.width else None

    def log_entries(self) -> list:
        """The move log worded for the seat at the screen (the table's view if nobody)."""
        return self.move_log.entries(self.match, self.viewer, name=self.name)

    def draw_log(self, surface) -> None:
        """The log; while a scoring is read out over the table, without the move that
        brought it (its sentence tells the points the scoring table is about to show)."""
        entries = self.log_entries()
        view = self.prepared
        if entries and self.shown_scores(view) != tuple(self.board.scores(view)):
            entries = entries[:-1]
        self.log_panel.draw(surface, entries)

    def handle_log(self, event) -> bool:
        """L or a click on the log's tab or title opens or collapses it; the wheel over
        it scrolls (a piece held on the board still turns with the wheel)."""
        drag = getattr(self.board, "drag", None)
        if event.type == pygame.MOUSEWHEEL and getattr(drag, "dragging", False):
            return False
        toggle = event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT)
        answer = toggle or self.log_panel.handle_event(event, self.pointer)
        if answer is True and not toggle:
            self.app.invalidate()
        if toggle or answer == "toggle":
            self.log_panel.toggle()
            self.resize(self.app.size)
        return bool(answer)

    def draw_panels(self, surface, view) -> None:
        """The player panels, repainted only when what they show has changed."""
        area = self.rects["panels"]
        seats = range(len(self.match.seats))
        key = (area.size, tuple(self.match.to_act()), self.shown_scores(view),
               tuple(tuple(self.board.panel_lines(view, seat, self.panel_viewer(seat)))
                     for seat in seats))
        if self._panels is None or self._panels[0] != key:
            image = self._background.subsurface(area).copy()
            self.paint_panels(image, view, key[1], key[2], key[3])
            self._panels = (key, image)
        surface.blit(self._panels[1], area.topleft)

    def panel_viewer(self, seat: int) -> int | None:
        """Whose eyes ``seat``'s panel is written for: the seat at the screen (a replay
        that reveals all writes each panel as its own seat sees it)."""
        return self.viewer

    def shown_scores(self, view) -> tuple[int, ...]:
        """The scores the panels and board show: while a scoring is read out over the
        table (``ui.kit.score_steps``), the scores from before it until its table shows them."""
        for scene in reversed(self.app.stack):
            if scene is self:
                break
            held = getattr(scene, "scores_before", None)
            if held is not None:
                return tuple(held)
        return tuple(self.board.scores(view))

    def paint_seat_label(self, surface, seat: int, pos, room: int, level_room: int) -> int:
        """The seat's name beside its symbol (shrunk a little, then cut, to fit ``room``
        left of the score) and, for a computer seat, "Computer, Hard" on a line of its own
        below it, so the level is never the part that is cut; the y below the label."""
        x, top = pos
        size = self.font_size
        name_size = theme.fitting_size(self.name(seat), size, room, bold=True)
        top += 6 if self.is_human(seat) else 4  # two lines beside the symbol: a little higher
        theme.text(surface, self.name(seat), (x, top + size - name_size), name_size, bold=True,
                   max_width=room)
        y = top + theme.font(size, bold=True).get_linesize()
        if self.is_human(seat):
            return y
        level = _("Computer, {level}", level=marked(LEVEL_NAMES[self.level(seat)]))
        return theme.text(surface, level, (x, y), theme.fitting_size(level, size - 2, level_room),
                          theme.INK_SOFT, max_width=level_room).bottom

    def paint_panels(self, surface, view, acting, scores, lines) -> None:
        """A panel per seat, all of one height: as tall as the most lines need (never
        below nine text lines' worth) while the column has room. A line too long for the
        panel makes its lines a little smaller, then wraps; in a full column the lines get
        a little smaller to fit (``theme.wrapped_fitting``), and only then show the cut
        with "…" (``theme.at_most``): no line goes missing unseen."""
        width, full_height = surface.get_size()
        count = len(self.match.seats)
        gap = 8
        size = self.font_size
        share = (full_height - gap * (count - 1)) // count
        line_w, smallest = width - 24, max(theme.SMALLEST_TEXT, size - 2 - PANEL_SHRINK)
        # a long line first gets a little smaller, all of the panel's lines alike, then wraps
        sizes = [min((theme.fitting_size(line, size - 2, line_w, smallest=smallest)
                      for line in lines[seat]), default=size - 2) for seat in range(count)]
        need = max(self.panel_header(seat) + theme.font(px).get_linesize() * len(
            [part for line in lines[seat] for part in theme.wrap(line, px, line_w)]) + 12
            for seat, px in enumerate(sizes))
        height = min(share, max(size * 9, need))
        for seat in range(count):
            rect = pygame.Rect(0, seat * (height + gap), width - 4, height - 4)
            border = theme.GOLD if seat in acting else theme.INK_SOFT
            theme.panel(surface, rect, border=border, width=3 if seat in acting else 2)
            radius = round(size * 0.9)
            theme.player_symbol(surface, seat, (rect.x + radius + 8, rect.y + radius + 6), radius)
            score = theme.text(surface, str(scores[seat]), (rect.right - 10, rect.y + 6), size,
                               theme.LAPIS, bold=True, anchor="topright")
            x = rect.x + 2 * radius + 16
            y = self.paint_seat_label(surface, seat, (x, rect.y), score.left - 12 - x,
                                      rect.right - 10 - x)
            y = max(y, rect.y + self.panel_header(seat))

            def room(px, top=y, bottom=rect.bottom - 4) -> int:
                return max(1, (bottom - top) // theme.font(px).get_linesize())

            px, fitted = theme.wrapped_fitting(lines[seat], sizes[seat], line_w, room, smallest)
            for line in theme.at_most(fitted, room(px)):
                theme.text(surface, line, (rect.x + 10, y), px, theme.INK_SOFT,
                           max_width=line_w)
                y += theme.font(px).get_linesize()

    def panel_header(self, seat: int) -> int:
        """Pixels from a panel's top to its first line: the symbol, or the name and (for
        a computer seat) its level beside it (``paint_seat_label``)."""
        size = self.font_size
        name = (6 if self.is_human(seat) else 4) + theme.font(size, bold=True).get_linesize()
        level = 0 if self.is_human(seat) else theme.font(size - 2).get_linesize()
        return max(name + level, 2 * round(size * 0.9) + 10)
