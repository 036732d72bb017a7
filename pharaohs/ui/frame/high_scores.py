"""High scores: the screen of every game's tables, and the rows it and the results share.

What ``storage`` keeps: a table per game and variant of solo games a person
played (``solo.solo_table``; ``results.record_high_score`` enters a score), the
best ten of each. Games of two or more players keep no table: their scores are
on the results screen at the end of each game, which the screen says. The
screen lists every game; the chosen one's variants stand side by side, each
with its rows drawn by ``build_rows``, as the results screen draws its own table.
"""

from __future__ import annotations

import pygame

from pharaohs import games, locale, storage
from pharaohs.core.i18n import _
from pharaohs.ui.frame.gui import GuiScene
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.phrases import pretty
from pharaohs.ui.kit.solo import entry_name, solo_table

#: the narrowest a variant's table is laid out (at 1280×800): narrower, they stack
TABLE_WIDTH = 300


def build_rows(scene, entries: list[dict], x: int, y: int, inner: int, bottom: int,
               rank: int | None = None) -> tuple[int, pygame.Rect | None]:
    """A high-score table's rows on ``scene`` (a ``PanelScene``) from ``y`` down to at most
    ``bottom``: rank, name, score and date, the columns laid from the right so the name
    has the rest; the row of ``rank`` (a new entry) bold and marked "new". The next free
    y, and the new row's rectangle for a highlight."""
    row_h = max(scene.line_height(16),
                min(scene.px(30), (bottom - y) // max(1, len(entries))))
    gap = scene.px(12)
    small, large = scene.text_size(14), scene.text_size(16)
    new_w = theme.font(small, True).size(locale.tr(_("new")))[0] + gap if rank else 0
    date_w = max((theme.font(small).size(str(e.get("when", "")))[0] for e in entries),
                 default=0)
    score_w = max((theme.font(large, True).size(str(e["score"]))[0] for e in entries),
                  default=0)
    score_right = x + inner - new_w - date_w - gap
    name_x = x + scene.px(40)
    highlight = None
    for number, entry in enumerate(entries, 1):
        if y + row_h > bottom:
            break
        mid = y + row_h // 2
        new = number == rank
        if new:
            highlight = pygame.Rect(x - scene.px(8), y, inner + scene.px(16), row_h)
            scene.label(_("new"), (x + inner, mid), 14, theme.SUCCESS, bold=True,
                        anchor="midright")
        scene.label(f"{number}.", (x + scene.px(28), mid), 16, bold=new, anchor="midright")
        scene.label(entry_name(entry), (name_x, mid), 16, bold=new, anchor="midleft",
                    max_width=max(1, score_right - score_w - gap - name_x))
        scene.label(str(entry["score"]), (score_right, mid), 16, theme.LAPIS, bold=True,
                    anchor="midright")
        scene.label(str(entry.get("when", "")), (score_right + gap, mid), 14, theme.INK_SOFT,
                    anchor="midleft", max_width=max(1, date_w))
        y += row_h
    return y, highlight


def draw_highlight(surface, rect: pygame.Rect | None) -> None:
    """The gold ground of a new entry's row."""
    if rect is not None:
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=6)


def solo_games() -> list[str]:
    """The games that may be played alone, so keep high scores."""
    return [game_id for game_id in games.GAMES if games.about(game_id).min_players == 1]


class HighScoresScene(GuiScene):
    """Every game in a list beside the chosen one's tables, a table per variant."""

    transparent = True

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        kept = solo_games()
        self.chosen = game_id if game_id in kept else next(iter(kept), None)

    def choose(self, game_id: str) -> None:
        self.chosen = game_id
        self.request_rebuild()

    def build(self) -> None:
        w, h = self.size
        pad = self.px(24)
        panel = pygame.Rect(0, 0, min(w - 2 * pad, self.px(1040)), h - 2 * self.px(40))
        panel.center = (w // 2, h // 2)
        self.panels.append(panel)
        x, y = panel.x + pad, panel.y + pad
        y += self.label(_("High scores"), (x, y), 26, bold=True) + self.px(12)
        button_h = self.px(48)
        bottom = panel.bottom - pad - button_h - self.px(12)
        list_w = min(self.px(280), (panel.width - 3 * pad) * 2 // 5)
        self.build_games(pygame.Rect(x, y, list_w, bottom - y))
        tables = pygame.Rect(x + list_w + pad, y, panel.right - pad - x - list_w - pad,
                             bottom - y)
        self.build_tables(tables)
        self.button((panel.right - pad - self.px(160), panel.bottom - pad - button_h,
                     self.px(160), button_h), _("Back"), self.app.pop)

    def build_games(self, area: pygame.Rect) -> None:
        """A button per game (those never played alone greyed), and which games keep
        high scores."""
        kept = solo_games()
        button_h, gap = self.px(44), self.px(8)
        y = area.y
        self.game_buttons = {}
        for game_id in games.GAMES:
            button = self.button((area.x, y, area.width, button_h), games.about(game_id).title,
                                 lambda game_id=game_id: self.choose(game_id), row=True,
                                 enabled=game_id in kept)
            if game_id == self.chosen:
                button.select()
            self.game_buttons[game_id] = button
            y += button_h + gap
        self.paragraph(_("Solo games enter the high scores, the best ten of each variant. "
                         "Games of two or more players show their scores at the end of "
                         "each game."), (area.x, y + self.px(4)), area.width, 16,
                       theme.INK_SOFT)

    def build_tables(self, area: pygame.Rect) -> None:
        """The chosen game's tables: one per variant, side by side where they fit."""
        self.tables: list[pygame.Rect] = []
        if self.chosen is None:
            return
        game = games.get_game(self.chosen)
        y = area.y + self.label(locale.marked(game.title), (area.x, area.y), 22, bold=True,
                                max_width=area.width) + self.px(8)
        count = len(game.variants)
        across = max(1, min(count, (area.width + self.px(16)) // self.px(TABLE_WIDTH + 16)))
        down = -(-count // across)
        gap = self.px(16)
        width = (area.width - (across - 1) * gap) // across
        height = (area.bottom - y - (down - 1) * gap) // down
        for index, variant in enumerate(game.variants):
            box = pygame.Rect(area.x + index % across * (width + gap),
                              y + index // across * (height + gap), width, height)
            self.build_table(box, self.chosen, variant)

    def build_table(self, box: pygame.Rect, game_id: str, variant: str) -> None:
        """One variant's best solo scores, or a line saying there are none yet."""
        self.tables.append(box)
        pad = self.px(14)
        x, y, inner = box.x + pad, box.y + pad, box.width - 2 * pad
        y += self.label(_("Solo · {variant}", variant=pretty(variant)), (x, y), 18, bold=True,
                        max_width=inner) + self.px(6)
        entries = storage.high_scores(solo_table(game_id, variant))
        if not entries:
            self.paragraph(_("No solo game of these rules has been finished yet."), (x, y),
                           inner, 16, theme.INK_SOFT)
            return
        build_rows(self, entries, x, y, inner, box.bottom - pad)

    def draw_background(self, surface) -> None:
        for box in self.tables:
            theme.panel(surface, box)

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
