"""pygame_gui for menus and dialogs, in the look of the boards.

``build_manager`` makes a ``UIManager`` for one window size: the theme in
``assets/gui_theme.json`` with font sizes scaled to the window (the sizes in
the file are for 1280×800, never below 14 px) and our bundled Noto Sans,
resolved through ``resources.resource`` so it works from the bundle too.
pygame_gui only loads extra script fonts (CJK, Arabic, Hebrew) for those
locales; we only ever start it in English or German.

``GuiScene`` is the base of every dialog: a ``PanelScene`` that owns one
manager, rebuilds its widgets when the window changes size, and redraws only
after input. (The main menu draws its own buttons, so starting the program
does not wait for pygame_gui.)
"""

from __future__ import annotations

import copy
import unicodedata
from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.utility import clipboard_paste

from pharaohs.core.i18n import _
from pharaohs.files.text import typed
from pharaohs.locale import language, tr
from pharaohs.resources import resource
from pharaohs.ui.kit.panel_scene import (
    MIN_TEXT,
    Label,  # noqa: F401 (the dialogs take it from here)
    PanelScene,
    px,
    scale,
)
from pharaohs.ui.kit.widgets import gui_theme

FONT_NAME = "pharaohs"
LANGUAGES = ("en", "de")
SCROLLBAR = 22
#: the most text one key press, input method or paste may add to a field
TYPED_LIMIT = 200
#: how much of the clipboard is looked at for a paste
PASTE_READ_LIMIT = 10_000
#: confirmations: a darker malachite than ``theme.GOOD``, 4.5:1 on papyrus
PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")

#: the player's input and what pygame_gui made of it: a screen redraws after these, and
#: an overlay keeps them from the scene below
INPUT_EVENTS = frozenset({
    pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
    pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.USEREVENT,
    *(value for name, value in vars(pygame_gui).items()
      if name.startswith("UI_") and isinstance(value, int)),
})


def theme_data(size: tuple[int, int]) -> dict:
    """The theme for a window of ``size``: font paths resolved, text and list rows scaled."""
    data = copy.deepcopy(gui_theme())
    for block in data.values():
        misc = block.get("misc", {})
        if "list_item_height" in misc:
            misc["list_item_height"] = str(px(size, int(misc["list_item_height"])))
        font = block.get("font")
        if not font:
            continue
        font["size"] = str(max(MIN_TEXT, round(int(font["size"]) * scale(size))))
        for key in PATH_KEYS:
            if key in font:
                font[key] = str(resource("assets", *font[key].split("/")))
    return data


def font_sizes(data: dict) -> set[tuple[str, int]]:
    """Every (font name, size) the theme uses."""
    return {(block["font"]["name"], int(block["font"]["size"]))
            for block in data.values() if "font" in block}


def build_manager(size: tuple[int, int], language: str = "en") -> pygame_gui.UIManager:
    """A ``UIManager`` for a window of ``size`` with our theme and fonts preloaded.

    Both weights of every size are loaded up front, so pygame_gui never has to
    find a font mid-frame (and never falls back to its own).
    """
    data = theme_data(size)
    manager = pygame_gui.UIManager(size, data, enable_live_theme_updates=False,
                                   starting_language=language if language in LANGUAGES
                                   else "en")
    fonts = manager.get_theme().get_font_dictionary()
    manager.preload_fonts([
        {"name": name, "point_size": points, "style": "bold" if bold else "regular"}
        for name, points in sorted(font_sizes(data))
        for bold in ((False, True) if name == FONT_NAME else (False,))
        if not fonts.check_font_preloaded(fonts.create_font_id(points, name, bold, False))
    ])
    return manager


def scroller(manager, rect, content_height: int):
    """A vertically scrolling container whose content is ``content_height`` tall (a rect
    squeezed below nothing in a tiny window is made empty: pygame_gui recurses forever
    on a negative height)."""
    rect = pygame.Rect(rect)
    rect.size = (max(rect.width, 0), max(rect.height, 0))
    box = pygame_gui.elements.UIScrollingContainer(rect, manager, allow_scroll_x=False)
    box.set_scrollable_area_dimensions((rect.width - SCROLLBAR, max(content_height, 1)))
    return box


def tick(surface, rect: pygame.Rect) -> None:
    """A check mark inside ``rect``, in the light text colour of a selected box."""
    w, h = rect.size
    points = [(rect.x + w * 0.22, rect.y + h * 0.52), (rect.x + w * 0.42, rect.y + h * 0.72),
              (rect.x + w * 0.78, rect.y + h * 0.28)]
    pygame.draw.lines(surface, (250, 243, 226), False, points, max(2, w // 8))


class Choice:
    """A row of buttons of which exactly one is selected (player count, seat kind, speed)."""

    def __init__(self, manager, rect, options, value, on_change=None, gap: int = 6):
        self.value = value
        self.on_change = on_change
        self.buttons = {}
        rect = pygame.Rect(rect)
        width = (rect.width - gap * (len(options) - 1)) / len(options)
        for i, (label, option) in enumerate(options):
            left = rect.x + round(i * (width + gap))
            right = rect.x + round(i * (width + gap) + width)
            self.buttons[option] = pygame_gui.elements.UIButton(
                pygame.Rect(left, rect.y, right - left, rect.height), tr(label), manager,
                command=partial(self.pick, option))
        self.show()

    def pick(self, option) -> None:
        if option != self.value:
            self.value = option
            self.show()
            if self.on_change:
                self.on_change(option)

    def show(self) -> None:
        for option, button in self.buttons.items():
            if option == self.value:
                button.select()
            else:
                button.unselect()


class GuiScene(PanelScene):
    """A screen made of pygame_gui widgets, rebuilt for every window size.

    Subclasses create their widgets and texts in ``build`` (the manager is
    fresh each time, so they keep what the player entered in plain attributes
    and copy it out of the widgets in ``remember``). Texts are handed to the
    widgets in the player's language (``tr``); a language switch rebuilds every
    scene, as a new window size does. Changes that alter the
    layout call ``request_rebuild``; the rebuild waits for the next update so
    no widget is destroyed while pygame_gui is still handing it an event; the text
    field the player is typing in keeps the focus and its cursor through a rebuild.
    What a field could not take (signs the font cannot draw, more than its limit) is
    told to ``input_cut``, so a screen can say so at the field.
    """

    def __init__(self, app):
        super().__init__(app)
        self.manager: pygame_gui.UIManager | None = None
        self.entries: list = []
        self.checkboxes: list = []
        self._cursors: tuple = ()
        self._rebuild = False
        self._scrolling = False

    # -- building -------------------------------------------------------------------
    def resize(self, size) -> None:
        focus = None
        if self.manager is not None:
            self.remember()
            focus = next(((index, field.edit_position) for index, field
                          in enumerate(self.entries) if field.alive() and field.is_focused),
                         None)
        self.manager = build_manager(tuple(size), language())
        self.entries, self.checkboxes = [], []
        super().resize(size)
        if focus is not None and focus[0] < len(self.entries):
            field = self.entries[focus[0]]
            self.manager.set_focus_set(field)
            field.edit_position = min(focus[1], len(field.get_text()))
        self.manager.update(0.0)

    def request_rebuild(self) -> None:
        self._rebuild = True

    def build(self) -> None:
        """Create the widgets and texts for ``self.size`` in ``self.manager``."""

    def remember(self) -> None:
        """Copy what the player entered out of the widgets before they are rebuilt."""

    def button(self, rect, text: str, command, primary: bool = False, row: bool = False,
               enabled: bool = True, container=None):
        """A pygame_gui button that runs ``command()`` when clicked."""
        classes = [c for c, on in (("@primary", primary), ("@row", row)) if on]
        button = pygame_gui.elements.UIButton(
            pygame.Rect(rect), tr(text), self.manager, container=container,
            command=lambda _click: command(),
            object_id=ObjectID(class_id=classes[0]) if classes else None)
        if not enabled:
            button.disable()
        return button

    def primary_and_back(self, right: int, y: int, height: int, label: str, command):
        """The form's own button ending at ``right`` and Back to its left, as the forms
        end; the own button returns. The scene's ``back`` goes back."""
        width = self.px(170)
        primary = self.button((right - width, y, width, height), label, command, primary=True)
        self.button((right - 2 * width - self.px(12), y, width, height), _("Back"), self.back)
        return primary

    def entry(self, rect, text: str, limit: int = 40):
        """A one-line text field."""
        field = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), self.manager,
                                                    initial_text=typed(str(text))[:limit])
        field.set_text_length_limit(limit)
        self.entries.append(field)
        return field

    def checkbox(self, pos, text: str, checked: bool):
        """A check box whose label toggles it too.

        ``draw`` paints the tick itself, unless an open drop-down list lies over
        the box: Noto Sans has no ✓ and pygame_gui's symbol font draws a √.
        """
        side = self.px(26)
        box = pygame_gui.elements.UICheckBox(pygame.Rect(*pos, side, side), tr(text),
                                             self.manager,
                                             initial_state=checked)
        box.set_check_symbol("")
        self.checkboxes.append(box)
        return box

    # -- the frame ------------------------------------------------------------------
    def focused_entry(self):
        """The text field being typed in, or None."""
        return next((e for e in self.entries if e.alive() and e.is_focused), None)

    def handle_event(self, event) -> bool:
        field = self.focused_entry() if event.type == pygame.TEXTINPUT else None
        if field is not None:
            self.told_cut(field, str(getattr(event, "text", "")), self.room(field))
        event = self.screened(event)
        if event is None:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for box in self.checkboxes:
                if box.text_label.rect.collidepoint(event.pos):
                    box.set_state(not box.get_state())
                    return True
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.submit(event.ui_element)
        elif event.type == pygame.KEYDOWN and not consumed:
            self.key(event)
        return consumed or event.type in INPUT_EVENTS

    def screened(self, event):
        """Keyboard text as a field may take it, or None when nothing is left to pass on.

        pygame_gui fails on a field whose text has no width ("Text has zero width":
        only zero-width or direction marks) and draws empty boxes for glyphs the font
        lacks, so typed and pasted text keeps only characters that draw; a paste is
        cut to what the field has room for instead of being dropped whole."""
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            text = typed(str(getattr(event, "text", "")))[:TYPED_LIMIT]
            if event.type == pygame.TEXTINPUT and not text:
                return None
            if text != getattr(event, "text", None):
                return pygame.event.Event(event.type, {**event.dict, "text": text})
        elif (event.type == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_v
              and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
              and not getattr(event, "mod", 0) & pygame.KMOD_ALT):
            field = self.focused_entry()
            if field is not None:
                self.paste(field)
                return None
        return event

    def paste(self, field) -> None:
        """The clipboard into ``field`` at the cursor (over the selection), as much of it
        as draws and fits."""
        try:
            pasted = clipboard_paste()[:PASTE_READ_LIMIT]
        except Exception:  # noqa: BLE001 - no clipboard (or a broken one): nothing to paste
            return
        text = field.get_text()
        low, high = sorted(field.select_range)
        if low == high:
            low = high = field.edit_position
        room = self.room(field)
        self.told_cut(field, str(pasted), room)
        pasted = typed(str(pasted))[:room]
        if pasted:
            field.set_text(text[:low] + pasted + text[high:])
            field.edit_position = low + len(pasted)

    @staticmethod
    def room(field) -> int:
        """How many more characters ``field`` takes (typing over its selection)."""
        low, high = sorted(field.select_range)
        return max((field.length_limit or TYPED_LIMIT) - len(field.get_text()) + high - low, 0)

    def told_cut(self, field, given: str, room: int) -> None:
        """Tell ``input_cut`` when ``given`` (typed or pasted) loses characters: signs
        that cannot be drawn (line breaks and tabs of a paste aside), or more than
        ``room``."""
        drawable = typed(given)
        undrawable = len(drawable) < len([c for c in unicodedata.normalize("NFC", given)
                                          if c not in "\n\r\t"])
        too_long = len(drawable) > room
        if undrawable or too_long:
            self.input_cut(field, undrawable, too_long)

    def input_cut(self, field, undrawable: bool, too_long: bool) -> None:
        """``field`` did not take all that was typed or pasted: some signs cannot be
        drawn (``undrawable``: emoji, say), or it was longer than the field allows."""

    def key(self, event) -> None:
        """A key the widgets did not use (Esc, Enter)."""

    def submit(self, field) -> None:
        """Enter was pressed in a text field."""

    def update(self, dt: float) -> None:
        if self._rebuild:
            self._rebuild = False
            self.resize(self.size)
        before = self.scroll_positions()
        self.manager.update(dt)
        self._scrolling = self.scroll_positions() != before
        cursors = tuple(e.cursor_on and e.is_focused for e in self.entries)
        if cursors != self._cursors:
            self._cursors = cursors
            self.app.invalidate()

    @property
    def animating(self) -> bool:
        """Scroll bars glide to where the wheel sent them; keep frames coming meanwhile."""
        return self._scrolling

    def scroll_positions(self) -> tuple:
        return tuple((bar.scroll_position, bar.scroll_wheel_moved)
                     for bar in self.manager.get_sprite_group().sprites()
                     if isinstance(bar, pygame_gui.elements.UIVerticalScrollBar))

    def draw(self, surface) -> None:
        super().draw(surface)
        self.manager.draw_ui(surface)
        lists = [menu.current_state.options_selection_list.rect
                 for menu in self.manager.get_sprite_group().sprites()
                 if isinstance(menu, pygame_gui.elements.UIDropDownMenu)
                 and menu.current_state is menu.menu_states["expanded"]]
        for box in self.checkboxes:
            if box.get_state() and box.rect.collidelist(lists) < 0:
                tick(surface, box.rect)
