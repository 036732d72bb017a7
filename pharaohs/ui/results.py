"""The end of a game: every score line by line, the winners crowned.

The breakdown is the rules' own (``Outcome.details``), so the screen explains
each point without knowing any game. A solo game's score goes into that
game's high-score table, which is shown with the new entry marked.
"""

from __future__ import annotations

import time

import pygame

from pharaohs import storage
from pharaohs.core.match import Match
from pharaohs.ui import theme
from pharaohs.ui.gui import SUCCESS, GuiScene
from pharaohs.ui.new_game import pretty, random_seed


def crown(surface, centre, size: int) -> None:
    """A gold crown with a dark outline: the winner's mark besides the word "Winner"."""
    x, y = centre
    half = size // 2
    points = [(x - half, y + half * 0.6), (x - half, y - half * 0.5),
              (x - half * 0.5, y), (x, y - half * 0.8), (x + half * 0.5, y),
              (x + half, y - half * 0.5), (x + half, y + half * 0.6)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.INK, points, 2)
    for tip in points[1:6:2]:
        pygame.draw.circle(surface, theme.CARNELIAN, tip, max(2, size // 10))


def headline(match: Match, outcome) -> str:
    names = [match.seats[w].name for w in outcome.winners]
    if len(match.seats) == 1:
        return f"{names[0] if names else match.seats[0].name} scored {outcome.scores[0]} points"
    if len(names) == 1:
        return f"{names[0]} wins!"
    return "Shared victory: " + ", ".join(names[:-1]) + f" and {names[-1]}"


def score_rows(outcome, seats: int) -> list[tuple[str, list]]:
    """The detail labels in order of first appearance, with each seat's points (or None)."""
    labels: list[str] = []
    points: dict[tuple[int, str], int] = {}
    for seat, lines in enumerate(outcome.details[:seats]):
        for label, value in lines:
            if label not in labels:
                labels.append(label)
            points[seat, label] = points.get((seat, label), 0) + value
    return [(label, [points.get((seat, label)) for seat in range(seats)]) for label in labels]


class ResultsScene(GuiScene):
    """Final scores with their breakdown; play again or return to the menu."""

    def __init__(self, app, match: Match):
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.outcome = self.game.result(match.state)
        self.rows = score_rows(self.outcome, len(match.seats))
        self.solo = len(match.seats) == 1
        self.table_name = f"{self.game.id}-solo-{match.variant}"
        self.rank = None
        if self.solo:
            self.rank = storage.add_high_score(self.table_name, match.seats[0].name,
                                               self.outcome.scores[0],
                                               time.strftime("%Y-%m-%d"))
        self.high_scores = storage.high_scores(self.table_name) if self.solo else []

    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(32), self.px(24)
        self.label(f"Game over: {self.game.title}", (margin, self.px(24)), 30, bold=True,
                   max_width=w - 2 * margin)
        top = self.px(24) + round(self.text_size(30) * 1.5)
        crown_size = self.text_size(30)
        self.crown_at = (margin + crown_size // 2, top + crown_size // 2)
        self.label(headline(self.match, self.outcome),
                   (margin + crown_size + self.px(12), top + crown_size // 2), 24, theme.LAPIS,
                   bold=True, anchor="midleft", max_width=w - 2 * margin - crown_size)
        top += crown_size + self.px(18)
        button_h, button_w = self.px(50), self.px(190)
        bottom = h - margin - button_h - self.px(16)
        area = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
        if self.solo:
            scores_w = (area.width - pad) * 11 // 20
            self.build_scores(pygame.Rect(area.x, area.y, scores_w, area.height), pad)
            self.build_high_scores(pygame.Rect(area.x + scores_w + pad, area.y,
                                               area.width - scores_w - pad, area.height), pad)
        else:
            self.build_scores(area, pad)
        y = h - margin - button_h
        self.button((w - margin - button_w, y, button_w, button_h), "Play again",
                    self.play_again, primary=True)
        self.button((w - margin - 2 * button_w - self.px(12), y, button_w, button_h),
                    "Main menu", self.main_menu)

    def build_scores(self, area: pygame.Rect, pad: int) -> None:
        """A table: one row per score line, one column per player, winners in gold."""
        seats = len(self.match.seats)
        inner = area.inflate(-2 * pad, -2 * pad)
        size = 18
        widest = max((theme.font(self.text_size(size)).size(label)[0] for label, _ in self.rows),
                     default=0)
        label_w = min(max(widest + self.px(24), inner.width // 4),
                      inner.width * (3 if self.solo else 2) // 5)
        col_w = (inner.width - label_w) // seats
        head_h = self.px(36) + self.px(34) + self.line_height(18, True) + self.line_height(16)
        row_h = min(self.px(34), (inner.height - head_h - self.px(12)) // (len(self.rows) + 1))
        if row_h < self.line_height(size):
            size, row_h = 14, max(row_h, self.line_height(14))
        total_y = inner.y + head_h + len(self.rows) * row_h
        self.columns = []
        for seat in range(seats):
            column = pygame.Rect(inner.x + label_w + seat * col_w + self.px(4),
                                 area.y + self.px(8), col_w - self.px(8),
                                 total_y + row_h + self.px(8) - area.y)
            self.columns.append(column)
            name = self.match.seats[seat].name
            if self.match.seats[seat].kind == "ai":
                name += " (computer)"
            y = inner.y + self.px(36) + self.px(34)
            y += self.label(name, (column.centerx, y), 18, bold=True, anchor="midtop",
                            max_width=col_w - self.px(12))
            if seat in self.outcome.winners and not self.solo:
                self.label("Winner", (column.centerx, y), 16, bold=True, anchor="midtop")
        y = inner.y + head_h
        for label, points in self.rows:
            self.label(label, (inner.x, y + row_h // 2), size, anchor="midleft",
                       max_width=label_w - self.px(8))
            for seat, value in enumerate(points):
                shown = "–" if value is None else str(value)
                self.label(shown, (self.columns[seat].centerx, y + row_h // 2), size,
                           anchor="center")
            y += row_h
        self.rule_y = (inner.x, inner.right, y + 2)
        self.label("Total", (inner.x, y + row_h // 2 + 4), 20, bold=True, anchor="midleft")
        for seat, score in enumerate(self.outcome.scores):
            self.label(str(score), (self.columns[seat].centerx, y + row_h // 2 + 4), 20,
                       theme.LAPIS, bold=True, anchor="center")
        self.crown_y = inner.y + self.px(12)
        self.symbol_y = inner.y + self.px(36) + self.px(14)
        self.panels.append(pygame.Rect(area.x, area.y, area.width,
                                       y + row_h + self.px(16) + pad - area.y))

    def build_high_scores(self, area: pygame.Rect, pad: int) -> None:
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        y += self.label(f"Best solo scores: {pretty(self.match.variant)}", (x, y), 22,
                        bold=True, max_width=inner) + self.px(10)
        if self.rank is None:
            y += self.paragraph("This score did not reach the table this time.", (x, y), inner,
                                16, theme.INK_SOFT) + self.px(6)
        row_h = max(self.line_height(18),
                    min(self.px(34), (area.bottom - pad - y) // max(1, len(self.high_scores))))
        self.highlight = None
        for rank, entry in enumerate(self.high_scores, 1):
            if rank == self.rank:
                self.highlight = pygame.Rect(x - self.px(8), y, inner + self.px(16), row_h)
                self.label("new", (x + inner, y + row_h // 2), 14, SUCCESS, bold=True,
                           anchor="midright")
            mid = y + row_h // 2
            bold = rank == self.rank
            self.label(f"{rank}.", (x + self.px(28), mid), 18, bold=bold, anchor="midright")
            self.label(entry.get("name", "?"), (x + self.px(40), mid), 18, bold=bold,
                       anchor="midleft", max_width=inner * 9 // 20)
            self.label(str(entry["score"]), (x + inner * 3 // 5, mid), 18, theme.LAPIS,
                       bold=True, anchor="midright")
            self.label(str(entry.get("when", "")), (x + inner * 3 // 5 + self.px(16), mid), 16,
                       theme.INK_SOFT, anchor="midleft", max_width=inner * 3 // 10)
            y += row_h
        self.panels.append(pygame.Rect(area.x, area.y, area.width, y + pad - area.y))

    def draw_background(self, surface) -> None:
        crown(surface, self.crown_at, self.text_size(30))
        for seat, column in enumerate(self.columns):
            if seat in self.outcome.winners and not self.solo:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, column, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, column, 2, border_radius=8)
                crown(surface, (column.centerx, self.crown_y), self.px(26))
            theme.player_symbol(surface, seat, (column.centerx, self.symbol_y), self.px(17))
        left, right, y = self.rule_y
        pygame.draw.line(surface, theme.INK_SOFT, (left, y), (right, y), 2)
        if self.solo and self.highlight is not None:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, self.highlight, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, self.highlight, 2, border_radius=6)

    # -- actions --------------------------------------------------------------------
    def play_again(self) -> None:
        from pharaohs.ui.table import TableScene

        match = self.match
        again = Match.start(self.game, match.seats, random_seed(), match.variant, match.options)
        self.app.reset(TableScene(self.app, again))

    def main_menu(self) -> None:
        from pharaohs.ui.menu import MainMenuScene

        self.app.reset(MainMenuScene(self.app))

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_again()
        elif event.key == pygame.K_ESCAPE:
            self.main_menu()
