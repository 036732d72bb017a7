"""Setting up a game: variant, options, players, seats, seed.

Whatever the rules accept can be chosen here; what they refuse (a
``SetupError``) is shown in the dialog in their words. Every seat may be a
person or the computer: all-computer tables play a demonstration game.

A problem is marked at its field when Start is pressed (a seat without a name,
a seed that is not a number) and goes as soon as the field is fixed; a refusal
of the rules goes once the choices are ones they accept. What a name field
cannot take (more than ``NAME_LIMIT`` characters, emoji and other signs the
font cannot draw) is said at that field instead of vanishing without a word.
"""

from __future__ import annotations

import pygame
import pygame_gui

from pharaohs import games, locale
from pharaohs.core.game import SetupError
from pharaohs.core.i18n import N_, _
from pharaohs.core.match import Match, Seat
from pharaohs.files.text import NAME_LIMIT
from pharaohs.locale import tr
from pharaohs.seeds import parse_seed
from pharaohs.ui.frame.aid import aid_module
from pharaohs.ui.frame.gui import Choice, GuiScene
from pharaohs.ui.frame.menu import players_text
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.phrases import pretty

#: the line under the seed field
SEED_HINT = N_("Leave blank for a new random game; the same seed deals the same game.")
#: who plays a seat: a person, or the computer at one of its levels ("ai" is Medium, so
#: a seat that was simply "the computer" before the levels stays what it was)
SEAT_KINDS = ((N_("Human"), "human"), (N_("Easy"), "ai:easy"), (N_("Medium"), "ai"),
              (N_("Hard"), "ai:hard"))


#: the narrowest a seat's name field is made (at 1280×800), beside its kinds
NAME_ROOM = 130


def default_name(seat: int) -> str:
    """"Player 3" for a seat nobody has named, in the language of the moment."""
    return tr(_("Player {number}", number=seat + 1))


def explanations(game_id: str) -> tuple[dict, dict, dict]:
    """One line per variant, option and player count, from the game's player aid."""
    module = aid_module(game_id)
    return tuple(getattr(module, name, {}) for name in ("VARIANTS", "OPTIONS", "PLAYERS"))


class NewGameScene(GuiScene):
    """The set-up dialog for one game; Start puts the match on the table.

    Hosting an online game uses the same form (``ui.frame.online.HostScene``): it
    names its own seat kinds (``kinds_offered``), the field under the players
    (``build_last_field``) and what Start does with the seats (``begin``)."""

    #: who may play a seat, as (label, kind) pairs
    kinds_offered = SEAT_KINDS
    #: the heading of the form, and the line under the seats that says what the kinds are
    heading = N_("New game: {title}")
    kinds_note = N_("Easy, Medium and Hard are computer players.")

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game = games.get_game(game_id)
        game = self.game
        names = list(app.settings.last_names)
        self.names = [names[i] if i < len(names) else default_name(i)
                      for i in range(game.max_players)]
        self.kinds = self.first_kinds(game.max_players)
        self.players = min(max(2, game.min_players), game.max_players)
        self.variant = game.variants[0]
        self.options: set[str] = set()
        self.seed = ""
        self.seed_field = None
        self.message = ""
        #: what is wrong with a field, shown at that field until Start is pressed again
        self.seed_problem: str | None = None
        self.unnamed: set[int] = set()
        #: what a name field could not take, said at that field: (seat, sentence)
        self.name_note: tuple[int, str] | None = None
        self._cut = False
        self.variant_lines, self.option_lines, self.player_lines = explanations(game_id)

    @staticmethod
    def first_kinds(count: int) -> list[str]:
        """Who plays each seat when the form opens: a person, then the computer."""
        return ["human"] + ["ai"] * (count - 1)

    # -- what the player entered ----------------------------------------------------
    def remember(self) -> None:
        for seat, field in enumerate(self.name_fields):
            self.names[seat] = field.get_text()
        for seat, choice in enumerate(self.kind_choices):
            self.kinds[seat] = choice.value
        if self.seed_field is not None:
            self.seed = self.seed_field.get_text()
        if self.variant_menu is not None:
            self.variant = self.variant_menu.selected_option[1]
        self.options = {o for o, box in self.option_boxes.items() if box.get_state()}

    def set_players(self, count: int) -> None:
        self.players = count
        self.setup_changed()

    def kind_changed(self, kind: str) -> None:
        """Rebuilt so the note about demonstration games follows the choice."""
        self.request_rebuild()

    def setup_changed(self) -> None:
        """The variant, an option or the player count changed: a refusal of the rules
        shown goes if the rules accept the new choice (it is asked again at Start)."""
        if self.message:
            self.remember()
            try:
                self.game.setup(self.players, 0, self.variant, sorted(self.options))
            except SetupError as err:
                self.message = locale.reason(err)
            else:
                self.message = ""
        self.request_rebuild()

    def seats(self) -> list[Seat]:
        return [Seat(self.names[i].strip(), "ai" if self.kinds[i].startswith("ai") else "human")
                for i in range(self.players)]

    def levels(self) -> dict[int, str]:
        """The level of each computer seat (``"ai"`` alone is Medium)."""
        return {i: kind.partition(":")[2] or "medium"
                for i, kind in enumerate(self.kinds[:self.players]) if kind.startswith("ai")}

    # -- layout ---------------------------------------------------------------------
    def build(self) -> None:
        game = self.game
        w, h = self.size
        pad, gap = self.px(24), self.px(24)
        margin = self.px(32)
        self.label(_(self.heading, title=locale.marked(game.title)), (margin, self.px(24)),
                   30, bold=True, max_width=w - 2 * margin)
        self.label(players_text(game), (margin, self.px(24) + self.line_height(30, True)), 18)
        top = self.px(112)
        bar_h = self.px(48)
        bottom = h - margin - bar_h - self.px(16)
        # wide enough that each variant, option and player count is explained in a line or two
        left_w = min(self.px(440), (w - 2 * margin - gap) * 9 // 20)
        left = pygame.Rect(margin, top, left_w, bottom - top)
        right = pygame.Rect(left.right + gap, top, w - margin - left.right - gap, bottom - top)
        self.panels += [left, right]
        self.build_setup(left, pad)
        self.build_seats(right, pad)

        button_w = self.px(170)
        y = h - margin - bar_h
        self.start_button = self.primary_and_back(w - margin, y, bar_h, _("Start"), self.start)
        if self.message:
            strip = pygame.Rect(margin, y, w - 2 * margin - 2 * button_w - gap, bar_h)
            self.panels.append(strip)
            self.label(self.message, (strip.x + pad // 2, strip.centery), 18, theme.BAD,
                       bold=True, anchor="midleft", max_width=strip.width - pad)

    def setup_step(self, area: pygame.Rect, pad: int, field_h: int) -> int:
        """The room after each part of the setup column: the usual 12 (at 1280×800), less
        where its lines would run out of the panel (long German lines at 1024×640)."""
        game, inner = self.game, area.width - 2 * pad
        heading = self.line_height(18, True)
        texts = [self.variant_lines.get(self.variant) if len(game.variants) > 1 else None,
                 *(self.option_lines.get(option) for option in game.options),
                 self.player_lines.get(self.players)]
        used = sum(self.text_height(text, inner, 16) for text in texts if text)
        used += self.text_height(self.seed_problem or SEED_HINT, inner, 16,
                                 bool(self.seed_problem))
        parts = (len(game.variants) > 1) + len(game.options) + 1
        used += (len(game.variants) > 1) * (heading + field_h + self.px(10))
        used += bool(game.options) * (heading + self.px(12)) + len(game.options) * self.px(30)
        used += 2 * (heading + field_h + self.px(8)) + self.px(2)
        spare = area.height - 2 * pad - used
        return max(self.px(2), min(self.px(12), spare // parts))

    def build_setup(self, area: pygame.Rect, pad: int) -> None:
        game = self.game
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        field_h = self.px(42)
        step = self.setup_step(area, pad, field_h)
        self.variant_menu = None
        if len(game.variants) > 1:
            y += self.label(_("Variant"), (x, y), 18, bold=True) + self.px(4)
            self.variant_menu = pygame_gui.elements.UIDropDownMenu(
                [(pretty(v), v) for v in game.variants],
                (pretty(self.variant), self.variant), pygame.Rect(x, y, inner, field_h),
                self.manager)
            y += field_h + self.px(4)
            if self.variant in self.variant_lines:
                y += self.paragraph(self.variant_lines[self.variant], (x, y), inner, 16,
                                    theme.INK_SOFT)
            y += step + self.px(2)
        self.option_boxes = {}
        if game.options:
            y += self.label(_("Options"), (x, y), 18, bold=True) + self.px(6)
            for option in game.options:
                self.option_boxes[option] = self.checkbox((x, y), pretty(option),
                                                          option in self.options)
                y += self.px(26) + self.px(4)
                if option in self.option_lines:
                    y += self.paragraph(self.option_lines[option], (x, y), inner, 16,
                                        theme.INK_SOFT)
                y += step
            y += self.px(6)
        y += self.label(_("Players"), (x, y), 18, bold=True) + self.px(4)
        counts = range(game.min_players, game.max_players + 1)
        Choice(self.manager, (x, y, inner, field_h), [(str(n), n) for n in counts],
               self.players, self.set_players)
        y += field_h + self.px(4)
        if self.players in self.player_lines:
            y += self.paragraph(self.player_lines[self.players], (x, y), inner, 16,
                                theme.INK_SOFT)
        y += step + self.px(2)
        self.build_last_field(x, y, inner, field_h)

    def build_last_field(self, x: int, y: int, inner: int, field_h: int) -> None:
        """The seed, with what it is for (or what is wrong with it)."""
        y += self.label(_("Seed"), (x, y), 18, bold=True) + self.px(4)
        self.seed_field = self.entry((x, y, inner, field_h), self.seed)
        y += field_h + self.px(4)
        if self.seed_problem:
            self.paragraph(self.seed_problem, (x, y), inner, 16, theme.BAD, bold=True)
        else:
            self.paragraph(SEED_HINT, (x, y), inner, 16, theme.INK_SOFT)

    def build_seats(self, area: pygame.Rect, pad: int) -> None:
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        y += self.label(_("Seats"), (x, y), 18, bold=True) + self.px(8)
        row_h = self.px(44)
        step = min(self.px(64), (area.bottom - pad - y) // self.game.max_players)
        name_x = x + row_h + self.px(12)
        # a button per kind, as wide as a name field of at least NAME_ROOM allows
        kind_w = min(self.px(100) * len(self.kinds_offered),
                     inner - (name_x - x) - self.px(NAME_ROOM + 12))
        name_w = inner - kind_w - (name_x - x) - self.px(12)
        self.symbols = []
        self.name_fields, self.kind_choices = [], []
        for seat in range(self.players):
            self.symbols.append((seat, (x + row_h // 2, y + row_h // 2), row_h * 9 // 20))
            self.name_fields.append(self.entry((name_x, y, name_w, row_h), self.names[seat],
                                               NAME_LIMIT))
            self.kind_choices.append(Choice(self.manager, (x + inner - kind_w, y, kind_w, row_h),
                                            self.kinds_offered, self.kinds[seat],
                                            self.kind_changed))
            y += step
        noted = self.name_note[0] if self.name_note else None
        self.outlines = [field.rect for seat, field in enumerate(self.name_fields)
                         if seat in self.unnamed or seat == noted]
        if self.unnamed:
            y += self.paragraph(_("Every seat needs a name: type one in the marked field."),
                                (x, y), inner, 16, theme.BAD, bold=True)
        if self.name_note and noted < self.players:
            y += self.paragraph(self.name_note[1], (x, y), inner, 16, theme.BAD, bold=True)
        y += self.paragraph(_(self.kinds_note), (x, y), inner, 16, theme.INK_SOFT)
        if all(k.startswith("ai") for k in self.kinds[:self.players]):
            self.paragraph(_("Only computer players: a demonstration game."), (x, y), inner, 16,
                           theme.INK_SOFT)

    def draw_background(self, surface) -> None:
        for seat, centre, radius in self.symbols:
            theme.player_symbol(surface, seat, centre, radius)
        for rect in self.outlines:
            pygame.draw.rect(surface, theme.BAD, rect.inflate(6, 6), 3, border_radius=6)

    # -- actions --------------------------------------------------------------------
    def start(self) -> None:
        """Check the fields, then ``begin`` the game; a refusal of the rules is shown."""
        self.remember()
        seats = self.seats()
        self.seed_problem = None if self.seed_field is None or parse_seed(self.seed) is not None \
            else _("The seed must be a whole number, such as 12345.")
        self.unnamed = {seat for seat, s in enumerate(seats) if not s.name}
        if self.seed_problem or self.unnamed:
            self.message = ""
            self.request_rebuild()
            return
        try:
            self.begin(seats)
        except SetupError as err:
            self.message = locale.reason(err)
            self.request_rebuild()
            return
        settings = self.app.settings
        known = list(settings.last_names)
        typed = [s.name for s in seats]
        settings.last_names = tuple(typed + known[len(typed):])
        settings.save()

    def begin(self, seats: list[Seat]) -> None:
        """Put the match on the table (``SetupError`` if the rules refuse the set-up)."""
        from pharaohs.ui.frame.table import TableScene

        match = Match.start(self.game, seats, parse_seed(self.seed), self.variant,
                            sorted(self.options))
        self.app.replace(TableScene(self.app, match, levels=self.levels()))

    def back(self) -> None:
        from pharaohs.ui.frame.menu import MainMenuScene

        self.app.replace(MainMenuScene(self.app))

    def handle_event(self, event) -> bool:
        """A variant chosen in the list rebuilds the screen, so its line follows the choice;
        a field's problem goes as soon as the field is fixed."""
        self._cut = False
        editing = self.focused_entry() if event.type == pygame.TEXTINPUT or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE)) else None
        used = super().handle_event(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.setup_changed()
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                    box.text_label.rect.collidepoint(event.pos) for box in self.checkboxes)):
            self.setup_changed()  # the box, or its label (``GuiScene`` toggles it then)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.field_changed(event.ui_element)
        if (editing is not None and not self._cut and self.name_note
                and editing in self.name_fields
                and self.name_fields.index(editing) == self.name_note[0]):
            self.name_note = None  # typed on without losing anything: said enough
            self.request_rebuild()
        return used

    def field_changed(self, field) -> None:
        """A seed that is a number now, or a seat that has a name now, is no longer marked."""
        text = field.get_text()
        if field is self.seed_field and self.seed_problem and parse_seed(text) is not None:
            self.seed_problem = None
            self.request_rebuild()
        elif field in self.name_fields:
            seat = self.name_fields.index(field)
            if seat in self.unnamed and text.strip():
                self.unnamed.discard(seat)
                self.request_rebuild()

    def input_cut(self, field, undrawable: bool, too_long: bool) -> None:
        """Say at a name field what it left out of what was typed or pasted."""
        if field not in self.name_fields:
            return
        self._cut = True
        if undrawable and too_long:
            note = _("A name has at most {limit} characters, and emoji and other signs the "
                     "game cannot draw are left out.", limit=NAME_LIMIT)
        elif undrawable:
            note = _("Emoji and other signs the game cannot draw are left out of names.")
        else:
            note = _("A name has at most {limit} characters.", limit=NAME_LIMIT)
        self.name_note = (self.name_fields.index(field), note)
        self.request_rebuild()

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def submit(self, field) -> None:
        self.start()
