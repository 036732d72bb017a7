"""The epoch's scoring shown over the Ra dice board, one category per click.

The rules score an epoch at once (``scoring``); this overlay lets the table
read it line by line before the next epoch starts.
"""

from __future__ import annotations

import pygame

from pharaohs.games.ra_dice.rules import data, last_epoch_lines
from pharaohs.ui import theme
from pharaohs.ui.scene import Scene


class EpochScoring(Scene):
    """The last epoch's scoring over the board, one category per click.

    It sits on the scene stack above the table, so computer players wait until
    it is dismissed (click or Enter for the next step, Escape to close).
    """

    transparent = True
    #: only read, never decided: a table of computer players reads it on by itself
    advance_unattended = True

    def __init__(self, app, board, state):
        super().__init__(app)
        self.board = board
        self.lines = last_epoch_lines(state)
        self.epoch = self.lines[0].epoch if self.lines else state.epoch
        self.players = state.players
        self.totals = board.ctx.scores(state)
        self.categories: list[str] = []
        for line in self.lines:
            if line.category not in self.categories:
                self.categories.append(line.category)
        self.shown = 1
        self.closed = False

    @property
    def steps(self) -> int:
        return len(self.categories) + 1  # and the totals

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.board.overlay = None
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

    def draw(self, surface) -> None:
        area = self.board.area
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((20, 16, 24, 150))
        surface.blit(shade, area)
        size = theme.scaled(surface.get_size(), 17)
        small = max(14, size - 3)
        ctx = self.board.ctx
        name_w = max(theme.font(size, True).size(c)[0] for c in
                     (*self.categories, "This epoch")) + 3 * size
        col_w = max(8 * size, min(14 * size, (area.width - name_w - 4 * size) // self.players))
        width = min(area.width - 2 * size, name_w + col_w * self.players + 2 * size)
        reason_lines = 2
        row_h = round(size * 1.3) + reason_lines * theme.font(small).get_linesize()
        chrome = round(size * 8.4)
        if chrome + row_h * self.steps > area.height - size:
            reason_lines = 1
            row_h = round(size * 1.3) + theme.font(small).get_linesize()
        height = min(area.height - size, chrome + row_h * self.steps)
        panel = pygame.Rect(0, 0, width, height)
        panel.center = area.center
        theme.panel(surface, panel, border=theme.GOLD, width=3, radius=12)
        x0, y = panel.x + size, panel.y + round(size * 0.6)
        theme.text(surface, f"Epoch {self.epoch} is scored", (panel.centerx, y),
                   round(size * 1.35), theme.INK, bold=True, anchor="midtop")
        y += round(size * 2.2)
        for seat in range(self.players):
            cx = x0 + name_w + col_w * seat + col_w // 2
            radius = round(size * 0.7)
            theme.player_symbol(surface, seat, (cx, y + radius), radius)
            theme.text(surface, ctx.name(seat), (cx, y + 2 * radius + 4), size, theme.INK,
                       bold=True, anchor="midtop", max_width=col_w - 8)
        y += round(size * 3.2)
        for step in range(min(self.shown, self.steps)):
            last = step == len(self.categories)
            label = "This epoch" if last else self.categories[step]
            pygame.draw.line(surface, theme.PAPYRUS_DARK, (x0, y - 4), (panel.right - size, y - 4),
                             2)
            theme.text(surface, label, (x0, y), size, theme.INK, bold=True,
                       max_width=name_w - size)
            for seat in range(self.players):
                cx = x0 + name_w + col_w * seat + col_w // 2
                if last:
                    points = sum(line.points for line in self.lines if line.seat == seat)
                    reasons = [f"score now {self.totals[seat]}"]
                else:
                    picked = [line for line in self.lines
                              if line.seat == seat and line.category == label]
                    points = sum(line.points for line in picked)
                    reasons = theme.wrap("; ".join(line.reason for line in picked), small,
                                         col_w - 10)[:reason_lines]
                colour = theme.SUCCESS if points > 0 else theme.BAD if points < 0 else theme.INK
                theme.text(surface, f"{points:+d}" if points else "0", (cx, y), size, colour,
                           bold=True, anchor="midtop")
                ry = y + round(size * 1.3)
                for reason in reasons:
                    theme.text(surface, reason, (cx, ry), small, theme.INK_SOFT, anchor="midtop",
                               max_width=col_w - 8)
                    ry += theme.font(small).get_linesize()
            y += row_h
        more = self.shown < self.steps
        if more:
            footer = "Click or press Enter for the next step — Escape skips"
        elif self.epoch < data.EPOCHS:
            footer = f"Click or press Enter to start epoch {self.epoch + 1}"
        else:
            footer = "Click or press Enter to continue"
        theme.text(surface, footer, (panel.centerx, panel.bottom - round(size * 0.5)), small,
                   theme.LAPIS, bold=True, anchor="midbottom", max_width=panel.width - 2 * size)
