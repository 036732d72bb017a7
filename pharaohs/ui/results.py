"""The end of a game: every score line by line, the winners crowned.

The breakdown is the rules' own (``Outcome.details``), so the screen explains
each point without knowing any game. Games word their lines per player (one
lists epochs, another every treasure found), so each player gets a section of
their own; the cards on top compare the totals. A solo game's score goes into
that game's high-score table, which is shown with the new entry marked.
"""

from __future__ import annotations

import time

import pygame

from pharaohs import locale, storage
from pharaohs.core.i18n import _, ngettext
from pharaohs.core.match import Match
from pharaohs.ui import theme
from pharaohs.ui.gui import GuiScene, Label
from pharaohs.ui.new_game import pretty, random_seed

#: pixels one notch of the mouse wheel scrolls the breakdown (at 1280×800)
WHEEL_STEP = 48


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
        return ngettext("{name} scored {n} point", "{name} scored {n} points",
                        outcome.scores[0], name=match.seats[0].name)
    if len(names) == 1:
        return _("{name} wins!", name=names[0])
    return _("Shared victory: {names} and {last}", names=", ".join(names[:-1]), last=names[-1])


class ResultsScene(GuiScene):
    """Final scores with their breakdown; play again or return to the menu."""

    def __init__(self, app, match: Match, hints: bool = False):
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.outcome = self.game.result(match.state)
        self.solo = len(match.seats) == 1
        self.table_name = f"{self.game.id}-solo-{match.variant}"
        self.rank = None
        # a game the computer played is no human's best score; one played with
        # hints is marked so in the table
        if self.solo and match.seats[0].kind == "human":
            name = match.seats[0].name
            if hints:
                name = str(_("{name} (with hints)", name=name))
            self.rank = storage.add_high_score(self.table_name, name,
                                               self.outcome.scores[0],
                                               time.strftime("%Y-%m-%d"),
                                               f"{match.seed}:{len(match.log)}")
        self.high_scores = storage.high_scores(self.table_name) if self.solo else []
        self.scroll = 0

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def winner(self, seat: int) -> bool:
        return seat in self.outcome.winners and not self.solo

    # -- layout ---------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(32), self.px(24)
        self.label(_("Game over: {title}", title=locale.marked(self.game.title)),
                   (margin, self.px(24)), 30, bold=True,
                   max_width=w - 2 * margin)
        top = self.px(24) + self.line_height(30, True)
        crown_size = self.text_size(30)
        self.crown_at = (margin + crown_size // 2, top + crown_size // 2)
        self.label(headline(self.match, self.outcome),
                   (margin + crown_size + self.px(12), top + crown_size // 2), 24, theme.LAPIS,
                   bold=True, anchor="midleft", max_width=w - 2 * margin - crown_size)
        top += crown_size + self.px(18)
        button_h, button_w = self.px(50), self.px(190)
        area = pygame.Rect(margin, top, w - 2 * margin,
                           h - margin - button_h - self.px(16) - top)
        if self.solo:
            left_w = (area.width - pad) // 2
            self.build_cards(pygame.Rect(area.x, area.y, left_w, area.height))
            self.build_high_scores(pygame.Rect(area.x + left_w + pad, area.y,
                                               area.width - left_w - pad, area.height), pad)
        else:
            self.build_cards(area)
        y = h - margin - button_h
        self.button((w - margin - button_w, y, button_w, button_h), _("Play again"),
                    self.play_again, primary=True)
        self.button((w - margin - 2 * button_w - self.px(12), y, button_w, button_h),
                    _("Main menu"), self.main_menu)

    def build_cards(self, area: pygame.Rect) -> None:
        """A card per player with the total, then everyone's breakdown below them."""
        seats = len(self.match.seats)
        gap = self.px(12)
        card_w = min(self.px(300), (area.width - gap * (seats - 1)) // seats)
        card_h = self.px(16) + self.line_height(18, True) + self.line_height(16) + self.px(40)
        x = area.x
        self.cards = []
        for seat in range(seats):
            card = pygame.Rect(x, area.y, card_w, card_h)
            self.cards.append(card)
            if not self.winner(seat):
                self.panels.append(card)
            inset = self.px(12)
            radius = self.px(16)
            text_x = card.x + inset + 2 * radius + self.px(10)
            room = card.right - inset - text_x
            y = card.y + self.px(12)
            y += self.label(self.name(seat), (text_x, y), 18, bold=True, max_width=room)
            note = _("Winner") if self.winner(seat) else (
                _("computer") if self.match.seats[seat].kind == "ai" else "")
            if note:
                self.label(note, (text_x, y), 16, bold=self.winner(seat))
            self.label(str(self.outcome.scores[seat]),
                       (card.right - inset, card.bottom - self.px(8)), 30, theme.LAPIS,
                       bold=True, anchor="bottomright")
            x += card_w + gap
        room = pygame.Rect(area.x, area.y + card_h + self.px(16), area.width,
                           area.bottom - area.y - card_h - self.px(16))
        self.build_breakdown(room)
        self.panels.append(self.view.inflate(2 * self.px(20), 2 * self.px(20)))

    def build_breakdown(self, room: pygame.Rect) -> None:
        """Each player's lines in newspaper columns, in a view no taller than they need."""
        pad = self.px(20)
        self.view = room.inflate(-2 * pad, -2 * pad)
        columns = max(1, min(len(self.match.seats), self.view.width // self.px(420)))
        gap = self.px(32)
        col_w = (self.view.width - gap * (columns - 1)) // columns
        heights = [0] * columns
        self.lines: list[Label] = []
        self.rules: list[tuple[int, int, int]] = []
        line_h = self.line_height(18)
        for seat, details in enumerate(self.outcome.details[:len(self.match.seats)]):
            column = heights.index(min(heights))
            x, y = column * (col_w + gap), heights[column]
            size = self.text_size(18)
            self.lines.append(Label(self.name(seat), (x, y), size, theme.INK, True,
                                    max_width=col_w - self.px(60)))
            self.lines.append(Label(str(self.outcome.scores[seat]), (x + col_w, y), size,
                                    theme.LAPIS, True, "topright"))
            y += self.line_height(18, True) + self.px(2)
            self.rules.append((x, x + col_w, y))
            y += self.px(6)
            for label, points in details:
                self.lines.append(Label(str(points), (x + col_w, y), size, anchor="topright"))
                for i, part in enumerate(theme.wrap(label, size, col_w - self.px(76))):
                    indent = self.px(16) if i else 0  # continuation lines step in
                    self.lines.append(Label(part, (x + indent, y), size))
                    y += line_h
            heights[column] = y + self.px(24)
        self.content_h = max(heights) - self.px(24)
        self.view.height = min(self.view.height, self.content_h)
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def build_high_scores(self, area: pygame.Rect, pad: int) -> None:
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        y += self.label(_("Best solo scores: {variant}", variant=pretty(self.match.variant)),
                        (x, y), 22,
                        bold=True, max_width=inner) + self.px(10)
        if self.rank is None:
            y += self.paragraph(_("This score did not reach the table this time."), (x, y), inner,
                                16, theme.INK_SOFT) + self.px(6)
        row_h = max(self.line_height(18),
                    min(self.px(34), (area.bottom - pad - y) // max(1, len(self.high_scores))))
        self.highlight = None
        for rank, entry in enumerate(self.high_scores, 1):
            if rank == self.rank:
                self.highlight = pygame.Rect(x - self.px(8), y, inner + self.px(16), row_h)
                self.label(_("new"), (x + inner, y + row_h // 2), 14, theme.SUCCESS, bold=True,
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

    # -- drawing --------------------------------------------------------------------
    def draw_background(self, surface) -> None:
        crown(surface, self.crown_at, self.text_size(30))
        radius, inset = self.px(16), self.px(12)
        for seat, card in enumerate(self.cards):
            if self.winner(seat):
                pygame.draw.rect(surface, theme.GOLD_LIGHT, card, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, card, 3, border_radius=8)
                crown(surface, (card.x + inset + radius, card.bottom - self.px(18)), self.px(24))
            theme.player_symbol(surface, seat, (card.x + inset + radius, card.y + inset + radius),
                                radius)
        if self.solo and self.highlight is not None:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, self.highlight, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, self.highlight, 2, border_radius=6)
        self.draw_breakdown(surface)

    def draw_breakdown(self, surface) -> None:
        view = self.view
        surface.set_clip(view)
        left, top = view.x, view.y - self.scroll
        for x0, x1, y in self.rules:
            pygame.draw.line(surface, theme.INK_SOFT, (left + x0, top + y), (left + x1, top + y))
        for line in self.lines:
            y = top + line.pos[1]
            if view.top - line.size * 2 < y < view.bottom:
                theme.text(surface, line.text, (left + line.pos[0], y), line.size, line.colour,
                           line.bold, line.anchor, line.max_width)
        surface.set_clip(None)
        if self.max_scroll:
            track = pygame.Rect(view.right + self.px(8), view.y, self.px(6), view.height)
            pygame.draw.rect(surface, theme.PAPYRUS_DARK, track, border_radius=3)
            thumb_h = max(self.px(24), track.height * view.height // self.content_h)
            thumb_y = track.y + (track.height - thumb_h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, theme.LAPIS, (track.x, thumb_y, track.width, thumb_h),
                             border_radius=3)

    # -- input ----------------------------------------------------------------------
    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))
        self.app.invalidate()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(WHEEL_STEP))
            return True
        return super().handle_event(event)

    def key(self, event) -> None:
        page = self.view.height - self.line_height(18)
        moves = {pygame.K_UP: -self.px(WHEEL_STEP), pygame.K_DOWN: self.px(WHEEL_STEP),
                 pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
        if event.key in moves:
            self.scroll_by(moves[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_again()
        elif event.key == pygame.K_ESCAPE:
            self.main_menu()

    # -- actions --------------------------------------------------------------------
    def play_again(self) -> None:
        from pharaohs.ui.table import TableScene

        match = self.match
        again = Match.start(self.game, match.seats, random_seed(), match.variant, match.options)
        self.app.reset(TableScene(self.app, again))

    def main_menu(self) -> None:
        from pharaohs.ui.menu import MainMenuScene

        self.app.reset(MainMenuScene(self.app))
