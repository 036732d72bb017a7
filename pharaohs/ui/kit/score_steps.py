"""Board kit: a scoring read out over the board, one category per click.

Games that score in rounds (an epoch, an era, a market day) record the scoring
as lines — who gained how many points in which category, and why — and show it
with ``ScoreSteps`` before play goes on: a panel over the board area (across the
window when a column per seat does not fit there) with a column per seat, one
category more per click or Enter, then the totals; Escape closes it. It sits on
the scene stack above the table, so computer players wait until it is dismissed,
and a table of computers only reads it on by itself (``advance_unattended``).

    ctx.open(lambda app: ScoreSteps(app, lambda: board.area, title, lines, names, totals,
                                     total_label, last_footer, on_close))

``lines`` are any objects with ``seat``, ``category``, ``points`` and ``reason``
(categories and reasons are translatable texts); ``totals`` the score of each
seat afterwards. Until the total row has shown, the table's panels and the board
show the scores as they were before (``scores_before``, ``ctx.shown_scores``): the
totals less the lines, or ``before`` where a game's panels counted differently.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from pharaohs.core.i18n import _
from pharaohs.locale import tr
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.scene import Scene

NEXT_STEP = _("Click or press Enter for the next step — Escape skips")


@dataclass(frozen=True)
class Line:
    """One seat's points of one category in a scoring, and the reason (any object with
    these four fields will do; boards without their own use this one)."""

    seat: int
    category: str
    points: int
    reason: str


class ScoreSteps(Scene):
    """One scoring over the board area, a category more per click."""

    transparent = True
    #: only read, never decided: a table of computer players reads it on by itself
    advance_unattended = True

    def __init__(self, app, area: pygame.Rect | Callable[[], pygame.Rect], title: str, lines,
                 names, totals, total_label: str, last_footer: str,
                 on_close: Callable[[], None] | None = None, before=None):
        super().__init__(app)
        #: the board's area now: a board passes a function of it, so a window resized
        #: while the read-out is open moves it with the board
        self.area_now = area if callable(area) else (lambda: area)
        self.title, self.lines = title, tuple(lines)
        self.names, self.totals = list(names), tuple(totals)
        self.total_label, self.last_footer, self.on_close = total_label, last_footer, on_close
        #: the scores shown before this scoring, where they are not ``totals`` less the lines
        #: (a game whose panels count the game in play as if it ended now)
        self.before = None if before is None else tuple(before)
        self.categories: list[str] = []
        for line in self.lines:
            if line.category not in self.categories:
                self.categories.append(line.category)
        self.shown = 1
        self.closed = False

    @property
    def scores_before(self) -> tuple[int, ...] | None:
        """The scores before this scoring while its total row has not shown yet, else
        None: what the panels and the board behind show meanwhile."""
        if self.closed or self.shown >= self.steps:
            return None
        if self.before is not None:
            return self.before
        return tuple(total - sum(line.points for line in self.lines if line.seat == seat)
                     for seat, total in enumerate(self.totals))

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def steps(self) -> int:
        return len(self.categories) + 1  # and the totals

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.on_close:
            self.on_close()
        self.app.pop()
        self.app.invalidate()

    def handle_event(self, event) -> bool:
        if self.closed:  # gone at the end of this frame: later events reach the table
            return False
        advance = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                           pygame.K_SPACE))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif advance:
            if self.shown >= self.steps:
                self.close()
            else:
                self.shown += 1
        return True

    def columns(self, surface, size: int) -> tuple[pygame.Rect, int, int]:
        """Where the table goes, and the width of its category column and of each seat's
        column: over the board, or across the window when the seats' columns do not fit
        beside the categories there (five seats in a small window); categories too wide
        even then wrap onto a second line."""
        name_w = max(theme.font(size, True).size(tr(c))[0] for c in
                     (*self.categories, self.total_label)) + 3 * size
        def seat_width(room):
            return max(8 * size, min(14 * size, (room.width - name_w - 4 * size) // self.players))

        room = self.area_now()
        if name_w + seat_width(room) * self.players > room.width - 4 * size:
            room = pygame.Rect(0, room.y, surface.get_width(), room.height)
        col_w = seat_width(room)
        return room, min(name_w, room.width - 4 * size - col_w * self.players), col_w

    def reasons(self, size: int, width: int) -> dict[tuple[int, int], list[str]]:
        """The reason under each seat's points in each row, wrapped to ``width`` pixels at
        ``size``: the lines' reasons in a category's row, the new score in the total's."""
        out = {}
        for seat in range(self.players):
            for step, category in enumerate(self.categories):
                reason = "; ".join(tr(line.reason) for line in self.lines
                                   if line.seat == seat and line.category == category)
                out[seat, step] = theme.wrap(reason, size, width)
            out[seat, len(self.categories)] = [_("score now {score}", score=self.totals[seat])]
        return out

    def draw(self, surface) -> None:
        size = theme.scaled(surface.get_size(), 17)
        small = max(14, size - 3)
        area, name_w, col_w = self.columns(surface, size)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((20, 16, 24, 150))
        surface.blit(shade, area)
        width = min(area.width - 2 * size, name_w + col_w * self.players + 2 * size)
        reasons = self.reasons(small, col_w - 10)
        # room for two lines under the points (three where the longest reason needs them),
        # as long as every row still fits
        reason_lines = min(3, max(2, *(len(lines) for lines in reasons.values())))
        chrome = round(size * 8.4)

        def row_height(lines: int) -> int:
            return round(size * 1.3) + max(1, lines) * theme.font(small).get_linesize()

        while reason_lines > 1 and chrome + row_height(reason_lines) * self.steps > \
                area.height - size:
            reason_lines -= 1
        row_h = row_height(reason_lines)
        height = min(area.height - size, chrome + row_h * self.steps)
        panel = pygame.Rect(0, 0, width, height)
        panel.center = area.center
        theme.panel(surface, panel, border=theme.GOLD, width=3, radius=12)
        x0, y = panel.x + size, panel.y + round(size * 0.6)
        theme.text(surface, self.title, (panel.centerx, y), round(size * 1.35), theme.INK,
                   bold=True, anchor="midtop")
        y += round(size * 2.2)
        for seat, name in enumerate(self.names):
            cx = x0 + name_w + col_w * seat + col_w // 2
            radius = round(size * 0.7)
            theme.player_symbol(surface, seat, (cx, y + radius), radius)
            theme.text(surface, name, (cx, y + 2 * radius + 4), size, theme.INK, bold=True,
                       anchor="midtop", max_width=col_w - 8)
        y += round(size * 3.2)
        for step in range(min(self.shown, self.steps)):
            last = step == len(self.categories)
            label = self.total_label if last else self.categories[step]
            pygame.draw.line(surface, theme.PAPYRUS_DARK, (x0, y - 4), (panel.right - size, y - 4),
                             2)
            label_y = y
            for part in theme.at_most(theme.wrap(label, size, name_w - size, bold=True), 2):
                label_y = theme.text(surface, part, (x0, label_y), size, theme.INK, bold=True,
                                     max_width=name_w - size).bottom
            for seat in range(self.players):
                cx = x0 + name_w + col_w * seat + col_w // 2
                points = sum(line.points for line in self.lines if line.seat == seat
                             and (last or line.category == label))
                colour = theme.SUCCESS if points > 0 else theme.BAD if points < 0 else theme.INK
                theme.text(surface, f"{points:+d}" if points else "0", (cx, y), size, colour,
                           bold=True, anchor="midtop")
                ry = y + round(size * 1.3)
                for reason in theme.at_most(reasons[seat, step], reason_lines):
                    theme.text(surface, reason, (cx, ry), small, theme.INK_SOFT, anchor="midtop",
                               max_width=col_w - 8)
                    ry += theme.font(small).get_linesize()
            y += row_h
        footer = NEXT_STEP if self.shown < self.steps else self.last_footer
        theme.text(surface, footer, (panel.centerx, panel.bottom - round(size * 0.5)), small,
                   theme.LAPIS, bold=True, anchor="midbottom", max_width=panel.width - 2 * size)
