"""The move log beside the board: every move of every seat in plain words.

Each entry is the board's own sentence (``WORDS.describe``) about a move, given
the views before and after it of the seat at the screen, so private details
(a card drawn, a bet) show only to the seat that may know them; in hot-seat the
entries are worded again for whoever takes the seat, and a game of computer
seats only is told from the table's view. Where the board's ``WORDS`` has
``period(board, view)`` ("Epoch 2", "Round 3"), a heading marks each new one.

``MoveLog`` words the entries (cached per move and viewer); ``LogPanel`` draws
them in a strip beside the board that scrolls with the wheel and follows the
newest entry. In a window narrower than ``WIDE`` the strip starts collapsed to
a tab: a click on it, or L, opens it (the board gives way, never hidden), and
the choice holds for the rest of the run (the app remembers it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from pharaohs import locale
from pharaohs.core.i18n import _
from pharaohs.locale import marked, tr
from pharaohs.ui.kit import theme

#: windows at least this wide show the log open from the start
WIDE = 1500
#: the open log's share of the window width, and its narrowest and widest
SHARE, NARROWEST, WIDEST = 0.2, 240, 400
#: pixels one notch of the mouse wheel scrolls the log (at a 18 px text size)
WHEEL_STEP = 54
#: the entry for moves of an online game made while this computer was away
UNSEEN = _("Moves made while this computer was away")


@dataclass(frozen=True)
class Entry:
    """One line group of the log: a move's sentence, or the heading of a new period."""

    text: str
    seat: int | None = None
    #: the number of moves played once this entry has happened (headings: None)
    moves: int | None = None


def states_of(match) -> list:
    """Every state of ``match`` from the set-up on: before each move, and now."""
    return [*match._history, match.state]  # noqa: SLF001 - the match keeps them for undo


def full_view(state):
    """A state with nothing hidden, as the replay shows it once told to reveal all."""
    return dataclasses.replace(state, rng=None) if hasattr(state, "rng") else state


class MoveLog:
    """The entries of a match worded for one viewer; each move is worded once per viewer."""

    def __init__(self, board, game):
        self.board = board
        self.game = game
        self._said: dict = {}
        self._periods: dict = {}
        #: the last list made, with what it was made from: a frame asks again and again
        #: while nothing moved, and a long game's log must not be worded anew each frame
        self._last: tuple = ((), [], None)

    def seer(self, viewer: int | None, reveal: bool = False) -> Callable:
        """What the viewer sees of a state (``reveal``: everything)."""
        if reveal:
            return full_view
        return lambda state: self.game.view(state, viewer)

    def sentence(self, seat: int, move, before, after, seer) -> str:
        """The board's sentence about a move, from the views of the viewer; "" leaves out
        a step that a later one sums up (a good laid on a bid before the bid is placed),
        None (a move the words do not know) names the step."""
        said = self.board.describe(seat, move, seer(before), seer(after))
        return _(move.step) if said is None else said

    def period(self, state) -> str | None:
        """The round, epoch or year ``state`` lies in, as the heading says it (or None)."""
        words = getattr(self.board, "WORDS", None)
        named = getattr(words, "period", None)
        if named is None:
            return None
        key = id(state)
        if key not in self._periods or self._periods[key][0] is not state:
            self._periods[key] = (state, named(self.board, self.game.view(state, None)))
        return self._periods[key][1]

    def entries(self, match, viewer: int | None, reveal: bool = False,
                name: Callable[[int], str] | None = None) -> list[Entry]:
        """Headings and moves of ``match`` so far, worded for ``viewer``."""
        made_from = (id(match), len(match.log), id(match.state), viewer, reveal, name)
        if self._last[0] == made_from:
            return self._last[1]
        states = states_of(match)
        seer = self.seer(viewer, reveal)
        name = name or (lambda seat: match.seats[seat].name)
        out: list[Entry] = []
        last_period = None
        for index, (seat, move) in enumerate(match.log):
            before, after = states[index], states[index + 1]
            period = self.period(before)
            if period is not None and period != last_period:
                out.append(Entry(period))
                last_period = period
            if move is None:  # an online game's move this computer did not see (net.copies)
                out.append(Entry(UNSEEN if seat is None else _(
                    "{name}: a move not seen from this computer", name=name(seat)),
                    seat, index + 1))
                continue
            key = (index, seat, move, viewer, reveal, id(before))
            if key not in self._said:
                self._said[key] = self.sentence(seat, move, before, after, seer)
            if self._said[key]:
                out.append(Entry(_("{name}: {what}", name=name(seat),
                                   what=marked(self._said[key])), seat, index + 1))
        self._last = (made_from, out, match.state)  # the state kept, so its id stays its own
        return out

    def forget(self) -> None:
        self._said.clear()
        self._periods.clear()
        self._last = ((), [], None)


class LogPanel:
    """The log's strip beside the board: a tab when collapsed, a scrolling list when open."""

    def __init__(self, app):
        #: the window, which remembers the player's choice for the run (``log_open``;
        #: None: open in wide windows only)
        self.app = app
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.window = (0, 0)
        self.font_size = 16
        #: pixels scrolled up from the newest entry; 0 follows the newest
        self.offset = 0
        #: the height of the entries when last drawn (scrolled back, the view stays put)
        self.drawn_height = 0
        #: where each move's lines were drawn last: (rect, moves played once it happened)
        self.drawn_rows: list[tuple[pygame.Rect, int]] = []
        self._rows: tuple | None = None
        self.current: int | None = None

    # -- size ---------------------------------------------------------------------
    @property
    def open(self) -> bool:
        chosen = getattr(self.app, "log_open", None)
        return self.window[0] >= WIDE if chosen is None else chosen

    def width(self, window, font_size: int, room: int) -> int:
        """The strip's width in a window of this size: open, or the collapsed tab; never
        more than half the ``room`` it shares with the board (a tiny window)."""
        self.window = tuple(window)
        self.font_size = max(14, round(font_size * 0.9))
        if not self.open:
            return max(0, min(round(self.font_size * 2.2), room // 4))
        return max(0, min(max(NARROWEST, min(WIDEST, round(window[0] * SHARE))), room // 2))

    def toggle(self) -> None:
        self.app.log_open = not self.open
        self.offset = 0

    # -- input --------------------------------------------------------------------
    def handle_event(self, event, pointer) -> bool | str:
        """Scroll with the wheel over the log; a click on the tab or the title toggles
        it ("toggle": the frame lays out again)."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            if self.open:
                self.scroll(event.y * round(WHEEL_STEP * self.font_size / 18))
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.rect.collidepoint(event.pos):
            if event.button in (4, 5):
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (
                    not self.open or event.pos[1] < self.rect.y + self.title_height):
                return "toggle"
            return True
        return False

    def scroll(self, pixels: int) -> None:
        """Up (positive) or down; back at the bottom it follows the newest entry again."""
        room = max(0, self.content_height - self.list_rect.height)
        self.offset = max(0, min(room, self.offset + pixels))

    def move_at(self, pos) -> int | None:
        """The entry drawn at ``pos``, as the number of moves played once it happened."""
        return next((moves for rect, moves in self.drawn_rows if rect.collidepoint(pos)), None)

    @property
    def following(self) -> bool:
        return self.offset == 0

    # -- drawing ------------------------------------------------------------------
    @property
    def title_height(self) -> int:
        return round(self.font_size * 2.0)

    @property
    def list_rect(self) -> pygame.Rect:
        inner = self.rect.inflate(-16, 0)
        return pygame.Rect(inner.x, self.rect.y + self.title_height,
                           inner.width, self.rect.height - self.title_height - 8)

    def rows(self, entries: list[Entry]) -> list[tuple]:
        """The entries wrapped to the strip's width: (text, seat, heading, moves) per line;
        redone when the entries, the width or the language change."""
        width = self.list_rect.width - round(self.font_size * 1.4)
        key = (tuple(entries), width, self.font_size, locale.language(),
               tuple(tr(e.text) for e in entries[-1:]))
        if self._rows is not None and self._rows[0] == key:
            return self._rows[1]
        rows = []
        for entry in entries:
            heading = entry.seat is None
            for i, line in enumerate(theme.wrap(entry.text, self.font_size, width, heading)):
                rows.append((line, entry.seat if i == 0 else None, heading, entry.moves))
        self._rows = (key, rows)
        return rows

    @property
    def line_height(self) -> int:
        return theme.font(self.font_size).get_linesize()

    @property
    def content_height(self) -> int:
        rows = self._rows[1] if self._rows else []
        return len(rows) * self.line_height + sum(4 for r in rows if r[2])

    def draw(self, surface, entries: list[Entry], current: int | None = None) -> None:
        """The strip; ``current`` (the replay's step) marks the entry of that move."""
        if self.rect.width <= 0:
            return
        if not self.open:
            self.draw_tab(surface, sum(1 for entry in entries if entry.seat is not None))
            return
        theme.panel(surface, self.rect)
        size = self.font_size
        title = self.rect.inflate(-16, 0)
        theme.text(surface, _("Moves"), (title.x, self.rect.y + self.title_height // 2),
                   size, theme.INK, bold=True, anchor="midleft")
        theme.text(surface, _("L hides"), (title.right, self.rect.y + self.title_height // 2),
                   size - 2, theme.INK_SOFT, anchor="midright")
        box = self.list_rect
        pygame.draw.line(surface, theme.INK_SOFT, (box.x, box.y - 2), (box.right, box.y - 2))
        rows = self.rows(entries)
        step = self.line_height
        if self.offset and self.content_height > self.drawn_height:
            self.offset += self.content_height - self.drawn_height
        self.drawn_height = self.content_height
        self.offset = max(0, min(self.offset, max(0, self.content_height - box.height)))
        y = box.bottom - self.content_height + self.offset
        clip = surface.get_clip()
        surface.set_clip(box)
        radius = max(4, round(size * 0.35))
        self.drawn_rows = []
        for text, seat, heading, moves in rows:
            gap = 4 if heading else 0
            if y + step + gap >= box.y and y <= box.bottom:
                if moves is not None:
                    self.drawn_rows.append((pygame.Rect(box.x, y, box.width, step).clip(box),
                                            moves))
                if heading:
                    theme.text(surface, text, (box.centerx, y + gap), size, theme.LAPIS,
                               bold=True, anchor="midtop", max_width=box.width)
                else:
                    if current is not None and moves == current:
                        pygame.draw.rect(surface, theme.GOLD_LIGHT,
                                         (box.x, y, box.width, step))
                    if seat is not None:
                        theme.player_symbol(surface, seat, (box.x + radius + 1, y + step // 2),
                                            radius)
                    theme.text(surface, text, (box.x + round(size * 1.4), y), size, theme.INK,
                               max_width=box.width - round(size * 1.4))
            y += step + gap
        surface.set_clip(clip)
        if not self.following:
            theme.text(surface, _("Newer moves below"), (box.centerx, box.bottom),
                       size - 2, theme.CARNELIAN, bold=True, anchor="midbottom")

    def draw_tab(self, surface, count: int) -> None:
        """The collapsed log: a tab with its name turned on its side."""
        theme.panel(surface, self.rect, fill=theme.PAPYRUS_DARK)
        face = theme.font(self.font_size, True)
        label = face.render(tr(_("Moves ({n}) · L", n=count)), True, theme.INK)
        label = pygame.transform.rotate(label, 90)
        if label.get_height() > self.rect.height - 8:
            label = label.subsurface((0, 0, label.get_width(), self.rect.height - 8))
        surface.blit(label, label.get_rect(center=self.rect.center))
