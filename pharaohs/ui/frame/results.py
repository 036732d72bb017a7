"""The end of a game: the final board beside a score table, the winners crowned.

The table has a row per category with each player's subtotal, a column per player
(five fit at 1280×800 without scrolling) and a total row; the breakdown is the
rules' own (``Outcome.details``), sorted into categories by the board
(``KitBoard.scored_items``), which also says where on the board each scored item
lies: pointing at a row, or choosing a player's column, marks those places on the
final board drawn beside the table. Under the table are the chosen player's lines.
A tie on points that the rulebook's tie-break settled (``Outcome.tiebreak``) is said in
the headline, and under the totals the tie-break names what it compares and each tied
player's figure. A solo game's score goes into that game's high-score table (human players only;
a game played with hints is marked), shown with the new entry marked.
"""

from __future__ import annotations

import time

import pygame

from pharaohs import locale, storage
from pharaohs.core.i18n import _, ngettext
from pharaohs.core.match import Match
from pharaohs.ui.frame import scrolling
from pharaohs.ui.frame.gui import GuiScene, Label
from pharaohs.ui.frame.high_scores import build_rows, draw_highlight
from pharaohs.ui.frame.new_game import pretty
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import glow
from pharaohs.ui.kit.miniature import Miniature
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.score_table import Row, plain_items, rows
from pharaohs.ui.kit.solo import game_key, solo_table

#: pixels one notch of the mouse wheel scrolls the chosen player's lines (at 1280×800)
WHEEL_STEP = 48
#: the share of the width the final board takes at least beside the table (more where the
#: table needs less room)
BOARD_SHARE = 0.44
#: the most of the width the score table takes from the board beside it, when its
#: names and categories need more than its usual share (five seats at 1024×640)
MOST_TABLE_SHARE = 0.7


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
    if len(names) == 1 and outcome.tiebreak is not None:
        return _("Tied on points: {name} wins by the tie-break!", name=names[0])
    if len(names) == 1:
        return _("{name} wins!", name=names[0])
    return _("Shared victory: {names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def record_high_score(match: Match, outcome, table_name: str, hints: bool) -> int | None:
    """A solo game a person played enters the high-score table (a computer's never);
    one played with hints is marked. The rank it reached, or None."""
    if len(match.seats) != 1 or match.seats[0].kind != "human":
        return None
    return storage.add_high_score(table_name, match.seats[0].name, outcome.scores[0],
                                  time.strftime("%Y-%m-%d"), game_key(match), hints=hints)


def fold(table_rows: list[Row], fits: int) -> list[Row]:
    """At most ``fits`` rows: those beyond are added up in one last row."""
    if len(table_rows) <= fits:
        return table_rows
    kept, rest = table_rows[:fits - 1], table_rows[fits - 1:]
    seats = len(rest[0].points)
    return [*kept, Row(_("Everything else"),
                       tuple(sum(r.points[s] for r in rest) for s in range(seats)),
                       tuple(tuple(i for r in rest for i in r.items[s]) for s in range(seats)))]


class ResultsScene(GuiScene):
    """Final board and score table; play again or return to the menu."""

    def __init__(self, app, match: Match, hints: bool = False, table=None):
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.outcome = self.game.result(match.state)
        self.solo = len(match.seats) == 1
        self.table_name = solo_table(self.game.id, match.variant)
        self.hints = hints or getattr(match, "hints_used", False)
        self.rank = record_high_score(match, self.outcome, self.table_name, self.hints)
        self.high_scores = storage.high_scores(self.table_name) if self.solo else []
        self.scroll = 0
        self.table = table
        self.board = None
        #: the seat whose lines are listed and whose scored places are marked
        self.chosen = next((s for s in self.outcome.winners), 0)
        #: the row the pointer is on (its places are marked), or None
        self.pointed: int | None = None
        #: the line of the chosen player's list the pointer is on, or None
        self.pointed_item = None

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def winner(self, seat: int) -> bool:
        return seat in self.outcome.winners and not self.solo

    # -- the final board ------------------------------------------------------------
    def final_board(self):
        """The game's own board, drawn from the table's view of the final state, every
        piece at rest there (the last move's markers no longer on their way)."""
        if self.board is None:
            from pharaohs.ui.frame.table import TableScene

            self.table = self.table or TableScene(self.app, self.match, autosave=False)
            self.board = self.table.board
            self.board.settle()
        return self.board

    @property
    def final_view(self):
        """The final state as the chosen seat sees it (its own hand drawn face up)."""
        return self.game.view(self.match.state, self.chosen)

    def items(self):
        """Each seat's scored items on the board as laid out now (``scored_items``)."""
        board = self.final_board()
        scored = getattr(board, "scored_items", None)
        if scored is None or getattr(board, "placement", None) is None:
            return plain_items(self.outcome)
        return scored(self.final_view, self.outcome, self.chosen)

    # -- layout ---------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(28), self.px(18)
        self.label(_("Game over: {title}", title=locale.marked(self.game.title)),
                   (margin, self.px(18)), 28, bold=True, max_width=w - 2 * margin)
        top = self.px(18) + self.line_height(28, True)
        crown_size = self.text_size(28)
        self.crown_at = (margin + crown_size // 2, top + crown_size // 2)
        self.label(headline(self.match, self.outcome),
                   (margin + crown_size + self.px(12), top + crown_size // 2), 22, theme.LAPIS,
                   bold=True, anchor="midleft", max_width=w - 2 * margin - crown_size)
        top += crown_size + self.px(12)
        button_h, button_w = self.px(46), self.px(190)
        area = pygame.Rect(margin, top, w - 2 * margin, h - margin - button_h - pad - top)
        seats = len(self.match.seats)
        # the board laid out beside a table of the usual width first, so that its scored
        # items name the table's categories; then beside the width they and the names need
        self.place_board(area, self.usual_table_width(area.width, seats), pad)
        self.place_board(area, self.table_width(area.width, seats), pad)
        self.panels.append(self.board_box)
        right = pygame.Rect(self.board_box.right + pad, area.y,
                            area.right - self.board_box.right - pad, area.height)
        bottom = self.build_table(right)
        below = pygame.Rect(right.x, bottom + pad, right.width, right.bottom - bottom - pad)
        if self.solo:
            self.build_high_scores(below, self.px(14))
        else:
            self.build_lines(below)
        y = h - margin - button_h
        self.button((w - margin - button_w, y, button_w, button_h),
                    self.table.again_label, self.play_again, primary=True)
        self.button((w - margin - 2 * button_w - self.px(12), y, button_w, button_h),
                    _("Main menu"), self.main_menu)
        # the seed, so this deal can be played again or shared
        self.label(_("Seed: {seed}", seed=str(self.match.seed)), (margin, y + button_h // 2),
                   16, theme.INK_SOFT, anchor="midleft",
                   max_width=w - 2 * margin - 2 * button_w - self.px(24))

    def build_table(self, area: pygame.Rect) -> int:
        """Header with each player, a row per category, the total row; its bottom."""
        seats = len(self.match.seats)
        self.rows = rows(self.items(), seats)
        inset = self.px(12)
        inner = area.inflate(-2 * inset, 0)
        self.name_w = self.category_width(inner.width, seats)
        self.col_w = (inner.width - self.name_w) // max(1, seats)
        self.cell_x = [inner.x + self.name_w + seat * self.col_w for seat in range(seats)]
        y = area.y + inset
        self.header = pygame.Rect(inner.x, y, inner.width, 0)
        radius = self.px(13)
        self.symbols = []
        for seat in range(seats):
            cx = self.cell_x[seat] + self.col_w // 2
            self.symbols.append((cx, y + radius))
            self.label(self.name(seat), (cx, y + 2 * radius + self.px(4)), 16, bold=True,
                       anchor="midtop", max_width=self.col_w - self.px(6))
            note = Lettering.fitting(self.notes(seat), self.text_size(14),
                                     self.col_w - self.px(6), True, shrinking=True)
            if note:
                self.label(note, (cx, y + 2 * radius + self.px(4) + self.line_height(16, True)),
                           14, theme.INK_SOFT, bold=self.winner(seat), anchor="midtop",
                           max_width=self.col_w - self.px(6))
        y += 2 * radius + self.px(6) + self.line_height(16, True) + self.line_height(14)
        self.header.height = y - self.header.y
        tie_h = 2 * self.line_height(14) + self.px(10) if self.outcome.tiebreak else 0
        spare = area.bottom - y - self.px(120) - tie_h
        room = self.name_w - self.px(10)
        wrapped = any(self.text_width(r.category, 16) > room for r in self.rows)
        least = (2 * self.line_height(14) if wrapped else self.line_height(16)) + self.px(2)
        fits = max(2, (spare - self.line_height(20, True)) // least)
        self.rows = fold(self.rows, fits)
        steps = len(self.rows) + 1
        row_h = max(least, min(self.line_height(16) + self.px(12), spare // max(1, steps)))
        self.row_rects = []
        for row in self.rows:
            rect = pygame.Rect(inner.x, y, inner.width, row_h)
            self.row_rects.append(rect)
            self.category_label(row.category, inner.x + self.px(4), rect.centery, room)
            for seat, points in enumerate(row.points):
                self.label(str(points), (self.cell_x[seat] + self.col_w // 2, rect.centery), 16,
                           anchor="center")
            y += row_h
        total_h = self.line_height(20, True) + self.px(10)
        self.total_rect = pygame.Rect(inner.x, y + self.px(4), inner.width, total_h)
        self.label(_("Total"), (inner.x + self.px(4), self.total_rect.centery), 20, bold=True,
                   anchor="midleft", max_width=self.name_w - self.px(10))
        for seat, score in enumerate(self.outcome.scores[:seats]):
            self.label(str(score), (self.cell_x[seat] + self.col_w // 2, self.total_rect.centery),
                       20, theme.LAPIS, bold=True, anchor="center")
        self.columns_bottom = self.total_rect.bottom
        if self.outcome.tiebreak is not None:
            self.build_tiebreak(pygame.Rect(inner.x, self.total_rect.bottom, inner.width, tie_h),
                                room)
        self.table_rect = pygame.Rect(area.x, area.y, area.width,
                                      self.columns_bottom + inset - area.y)
        self.panels.append(self.table_rect)
        return self.table_rect.bottom

    def build_tiebreak(self, rect: pygame.Rect, room: int) -> None:
        """Under the totals, the rulebook's tie-break that settled a tie on points: what
        it compares, and the figure of each seat level on points (the winner's bold)."""
        tiebreak = self.outcome.tiebreak
        self.tie_rect = rect
        self.category_label(self.tie_label()[0], rect.x + self.px(4), rect.centery, room)
        for seat in self.outcome.tied:
            self.label(str(tiebreak.figures[seat]),
                       (self.cell_x[seat] + self.col_w // 2, rect.centery), 16, theme.LAPIS,
                       bold=seat in self.outcome.winners, anchor="center")
        self.columns_bottom = rect.bottom

    def tie_label(self) -> list[str]:
        """The tie-break row's name, where a tie-break settled a tie (else none)."""
        tiebreak = self.outcome.tiebreak
        return [] if tiebreak is None else [_("Tie-break: {rule}", rule=_(tiebreak.rule))]

    def note(self, seat: int) -> str:
        """What the header says under a name, in full."""
        return self.notes(seat)[0]

    def notes(self, seat: int) -> tuple[str, ...]:
        """What the header may say under a name, longest first: the winner, a computer
        seat, or both; a winning computer in a narrow column is "computer" (its crown and
        lit column say it won)."""
        computer = self.match.seats[seat].kind == "ai"
        if self.winner(seat) and computer:
            return _("Winner (computer)"), _("computer")
        return (_("Winner") if self.winner(seat) else _("computer") if computer else "",)

    def text_width(self, text: str, base: int, bold: bool = False) -> int:
        return theme.font(self.text_size(base), bold).size(locale.tr(text))[0]

    def place_board(self, area: pygame.Rect, table_w: int, pad: int) -> None:
        """The final board's box on the left of ``area``, beside a table ``table_w`` wide."""
        self.board_box = pygame.Rect(area.x, area.y, area.width - table_w - pad, area.height)
        self.miniature = Miniature(self.final_board(),
                                   self.board_box.inflate(-self.px(8), -self.px(8)))

    def usual_table_width(self, width: int, seats: int) -> int:
        return min(round(width * (1 - BOARD_SHARE)), self.px(264) + seats * self.px(130))

    def table_width(self, width: int, seats: int) -> int:
        """The score table's part of ``width``: its usual share, or more when each name
        beside each category on at most two lines needs it (long German words)."""
        usual = self.usual_table_width(width, seats)
        categories = [row.category for row in rows(self.items(), seats)] + self.tie_label()
        category = max((self.two_line_width(text) for text in categories), default=0)
        wanted = (max(self.px(150), category + self.px(10)) + seats * self.seat_column(seats)
                  + 2 * self.px(12))
        return min(max(usual, wanted), round(width * MOST_TABLE_SHARE))

    def seat_column(self, seats: int) -> int:
        """A player's column: room for the longest name and note, a little smaller if
        need be (``label`` shrinks them before cutting)."""
        widest = max(max(self.least_width(self.name(seat), 16, True),
                         self.least_width(self.notes(seat)[-1], 14, True))
                     for seat in range(seats))
        return max(self.px(56), widest + self.px(10))

    def least_width(self, text: str, base: int, bold: bool = False) -> int:
        """How wide ``text`` is at the smallest ``label`` shrinks it to before cutting it."""
        size = Lettering.least_size(self.text_size(base))
        return theme.font(size, bold).size(locale.tr(text))[0]

    def two_line_width(self, text: str) -> int:
        """The narrowest room in which ``category_label`` draws ``text`` whole: one line,
        or two smaller ones."""
        one_line = self.text_width(text, 16)
        width = max((self.text_width(word, 14) for word in locale.tr(text).split()), default=0)
        while width < one_line and len(theme.wrap(text, self.text_size(14), width)) > 2:
            width += self.px(4)
        return min(width, one_line)

    def category_width(self, width: int, seats: int) -> int:
        """The category column: as wide as its longest line (in the player's language)
        needs, leaving each player's column room for its name and note."""
        column = self.seat_column(seats)
        longest = max((self.text_width(text, 16)
                       for text in [r.category for r in self.rows] + self.tie_label()), default=0)
        longest = max(longest, self.text_width(_("Total"), 20, True))
        return max(self.px(150), min(longest + self.px(10), width - seats * column))

    def category_label(self, text: str, x: int, centre_y: int, room: int) -> None:
        """A category's name on one line, or on two smaller ones when one is too narrow
        (German names are long), so no category is cut at 1024×640."""
        if self.text_width(text, 16) <= room:
            self.label(text, (x, centre_y), 16, anchor="midleft", max_width=room)
            return
        lines = theme.at_most(theme.wrap(text, self.text_size(14), room), 2)
        step = self.line_height(14)
        top = centre_y - step * len(lines) // 2
        for i, line in enumerate(lines):
            self.label(line, (x, top + i * step), 14, anchor="topleft", max_width=room)

    def build_lines(self, room: pygame.Rect) -> None:
        """The chosen player's lines, each with its points, scrolling if they are many;
        pointing at one marks where it lies on the board."""
        pad = self.px(14)
        self.view = room.inflate(-2 * pad, -2 * pad)
        self.lines: list[Label] = []
        #: (top, bottom, item) of each line in the list's own coordinates
        self.line_spans: list[tuple[int, int, object]] = []
        size, width = self.text_size(16), self.view.width
        y = 0
        self.lines.append(Label(_("{name}, line by line", name=self.name(self.chosen)), (0, y),
                                size, theme.INK, True, max_width=width))
        y += self.line_height(16, True) + self.px(4)
        for row in self.rows:
            for item in row.items[self.chosen]:
                top = y
                self.lines.append(Label(str(item.points), (width, y), size, anchor="topright"))
                for i, part in enumerate(theme.wrap(item.label, size, width - self.px(56))):
                    self.lines.append(Label(part, (self.px(14) if i else 0, y), size))
                    y += self.line_height(16)
                self.line_spans.append((top, y, item))
        self.content_h = y
        self.view.height = max(0, min(self.view.height, self.content_h))
        self.scroll = min(self.scroll, self.max_scroll)
        if self.view.height > 0:
            self.panels.append(self.view.inflate(2 * pad, 2 * pad))

    @property
    def max_scroll(self) -> int:
        return max(0, getattr(self, "content_h", 0) - getattr(self, "view", pygame.Rect(0, 0, 0,
                                                                                          0)).height)

    def build_high_scores(self, area: pygame.Rect, pad: int) -> None:
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        y += self.label(_("Best solo scores: {variant}", variant=pretty(self.match.variant)),
                        (x, y), 20, bold=True, max_width=inner) + self.px(6)
        if self.rank is None:
            y += self.paragraph(_("This score did not reach the table this time."), (x, y), inner,
                                16, theme.INK_SOFT) + self.px(4)
        y, self.highlight = build_rows(self, self.high_scores, x, y, inner, area.bottom - pad,
                                       self.rank)
        self.panels.append(pygame.Rect(area.x, area.y, area.width, y + pad - area.y))

    # -- drawing --------------------------------------------------------------------
    def draw_background(self, surface) -> None:
        crown(surface, self.crown_at, self.text_size(28))
        self.draw_board(surface)
        self.draw_table(surface)
        if self.solo:
            draw_highlight(surface, self.highlight)
        if not self.solo:
            self.draw_lines(surface)

    def draw_board(self, surface) -> None:
        """The final board, and the places the chosen player scored with (the pointed
        row's only, when the pointer is on a row); the places are in the board's own
        coordinates, shown where the miniature puts them."""
        board = self.final_board()
        if getattr(board, "placement", None) is None:
            return
        surface.set_clip(self.board_box)
        self.miniature.draw(surface, self.final_view, self.chosen)
        if self.pointed_item is not None:
            marked = [self.pointed_item]
        elif self.pointed is not None:
            marked = list(self.rows[self.pointed].items[self.chosen])
        else:
            marked = [item for row in self.rows for item in row.items[self.chosen]]
        strong = len(marked) == 1 or self.pointed is not None
        for item in marked:
            for rect in item.spots:
                glow(surface, self.miniature.shown(rect), theme.GOLD, max(3, self.px(4)),
                     90 if strong else 40, self.px(8), self.px(4))
        surface.set_clip(None)

    def draw_table(self, surface) -> None:
        radius = self.px(13)
        chosen = pygame.Rect(self.cell_x[self.chosen], self.header.y - self.px(4), self.col_w,
                             self.columns_bottom - self.header.y + self.px(8))
        pygame.draw.rect(surface, theme.GOLD_LIGHT, chosen, border_radius=8)
        for seat, centre in enumerate(self.symbols):
            if self.winner(seat):
                crown(surface, (centre[0] + radius + self.px(14), centre[1]), self.px(20))
            theme.player_symbol(surface, seat, centre, radius)
        for index, rect in enumerate(self.row_rects):
            if index == self.pointed:
                pygame.draw.rect(surface, theme.SAND, rect, border_radius=4)
            pygame.draw.line(surface, theme.PAPYRUS_DARK, rect.topleft, rect.topright)
        pygame.draw.line(surface, theme.INK, self.total_rect.topleft, self.total_rect.topright, 2)
        if self.outcome.tiebreak is not None:
            pygame.draw.line(surface, theme.PAPYRUS_DARK, self.tie_rect.topleft,
                             self.tie_rect.topright)
        pygame.draw.rect(surface, theme.GOLD, chosen, 2, border_radius=8)

    def draw_lines(self, surface) -> None:
        view = self.view
        if view.height <= 0:
            return
        surface.set_clip(view)
        scrolling.draw_lines(surface, view, self.lines, self.scroll)
        surface.set_clip(None)
        scrolling.draw_scroll_bar(surface, view, self.scroll, self.max_scroll, self.content_h,
                        self.px(6), self.px)

    # -- input ----------------------------------------------------------------------
    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))
        self.app.invalidate()

    def item_at(self, pos):
        """The line of the chosen player's list under ``pos``, or None."""
        view = getattr(self, "view", None)
        if self.solo or view is None or not view.collidepoint(pos):
            return None
        y = pos[1] - view.y + self.scroll
        return next((item for top, bottom, item in self.line_spans if top <= y < bottom), None)

    def column_at(self, pos) -> int | None:
        if not self.table_rect.collidepoint(pos):
            return None
        return next((seat for seat, x in enumerate(self.cell_x)
                     if x <= pos[0] < x + self.col_w), None)

    def choose(self, seat: int) -> None:
        """List ``seat``'s lines and mark its scored places on the board."""
        if seat != self.chosen:
            self.chosen, self.scroll = seat, 0
            self.request_rebuild()
            self.app.invalidate()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(WHEEL_STEP))
            return True
        if event.type == pygame.MOUSEMOTION and hasattr(self, "row_rects"):
            pointed = next((i for i, r in enumerate(self.row_rects)
                            if r.collidepoint(event.pos)), None)
            item = self.item_at(event.pos)
            if (pointed, item) != (self.pointed, self.pointed_item):
                self.pointed, self.pointed_item = pointed, item
                self.app.invalidate()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hasattr(
                self, "table_rect"):
            seat = self.column_at(event.pos)
            if seat is not None:
                self.choose(seat)
                return True
        return super().handle_event(event)

    def key(self, event) -> None:
        view_h = getattr(self, "view", pygame.Rect(0, 0, 0, 0)).height
        page = max(self.line_height(16), view_h - self.line_height(16))
        moves = {pygame.K_UP: -self.px(WHEEL_STEP), pygame.K_DOWN: self.px(WHEEL_STEP),
                 pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -self.max_scroll, pygame.K_END: self.max_scroll}
        seats = len(self.match.seats)
        if event.key in moves:
            self.scroll_by(moves[event.key])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and seats > 1:
            self.choose((self.chosen + (1 if event.key == pygame.K_RIGHT else -1)) % seats)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_again()
        elif event.key == pygame.K_ESCAPE:
            self.main_menu()

    # -- actions --------------------------------------------------------------------
    def play_again(self) -> None:
        """As the table the game was played at says: a new deal for the same seats at
        this computer, a new online game for them (``OnlineTable``)."""
        self.final_board()
        self.table.play_again()

    def main_menu(self) -> None:
        from pharaohs.ui.frame.menu import MainMenuScene

        self.app.reset(MainMenuScene(self.app))
