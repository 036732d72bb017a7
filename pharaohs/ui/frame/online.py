"""Play online: host a game, join one, or go back to one this computer holds seats in.

``PlayOnlineScene`` is the main menu's Play online: a button per game to host it, Join
a game, and the online games kept as tickets (``net.tickets``), each to resume or
forget. ``HostScene`` is the New game form with its own seat kinds (a person here, a
person elsewhere, the computer at a level) and, instead of the seed (the server deals),
the server: this computer (a server started inside the program, ``ui.frame.hosting``)
or the address of one running elsewhere. ``JoinScene`` lists the games announced on the
local network and takes an address and a join code typed in. Each leads to the lobby
(``ui.frame.lobby``).
"""

from __future__ import annotations

import pygame

from pharaohs import games, locale, storage
from pharaohs.core.game import SetupError
from pharaohs.core.i18n import N_, _
from pharaohs.files.text import NAME_LIMIT
from pharaohs.net import tickets
from pharaohs.net.discovery import Browser
from pharaohs.net.session import Session
from pharaohs.ui.frame import hosting as served
from pharaohs.ui.frame.gui import GuiScene
from pharaohs.ui.frame.lobby import LobbyScene, split_code
from pharaohs.ui.frame.menu import players_text
from pharaohs.ui.frame.new_game import NewGameScene, default_name
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.phrases import listed

#: who plays a seat of a hosted game: the kinds a ``create`` message names
HOST_KINDS = ((N_("Here"), "local"), (N_("Online"), "remote"), (N_("Easy"), "ai:easy"),
              (N_("Medium"), "ai"), (N_("Hard"), "ai:hard"))
#: the tickets Play online lists at most
TICKETS_SHOWN = 6
#: seconds between looks at the games announced on the network
BROWSE_SECONDS = 0.5


def server_url(typed: str) -> str | None:
    """The WebSocket address of what was typed ("192.168.1.5", "club.example:8765",
    "wss://…"), or None when nothing was."""
    text = typed.strip()
    if not text:
        return None
    if "://" not in text:
        text = f"ws://{text}"
    scheme, _sep, rest = text.partition("://")
    if ":" not in rest.split("/")[0]:
        rest = rest.replace("/", f":{served.PORT}/", 1) if "/" in rest else f"{rest}:{served.PORT}"
    return f"{scheme}://{rest}"


def seat_request(name: str, kind: str) -> dict:
    """A seat of the ``create`` message for a seat of the form (``HOST_KINDS``)."""
    if kind.startswith("ai"):
        return {"name": name, "kind": "computer", "level": kind.partition(":")[2] or "medium"}
    return {"name": name, "kind": kind, "level": ""}


def two_panels(scene: GuiScene, top: int, bar_h: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Two panels side by side from ``top`` down to the bar of buttons, added to ``scene``."""
    w, h = scene.size
    margin, gap = scene.px(32), scene.px(24)
    bottom = h - margin - bar_h - scene.px(16)
    half = (w - 2 * margin - gap) // 2
    left = pygame.Rect(margin, top, half, bottom - top)
    right = pygame.Rect(left.right + gap, top, half, bottom - top)
    scene.panels += [left, right]
    return left, right


def open_lobby(app, session: Session, game_id: str = "", title: str = "") -> None:
    app.replace(LobbyScene(app, session, game_id, title))


def host_again(app, url: str, message: dict) -> None:
    """A new game on the server at ``url`` with the seats of the game in ``message`` (the
    newest ``state``): the same game, variant, options, names and kinds (the computer
    seats at their levels, a seat handed to the computer a person's again); its lobby
    hands out new join codes for the friends elsewhere."""
    requests = [{"name": s["name"], "kind": s["kind"],
                 "level": s["level"] if s["kind"] == "computer" else ""}
                for s in message["seats"]]
    session = Session(url)
    session.send({"type": "create", "game": message["game"], "variant": message["variant"],
                  "options": list(message["options"]), "seats": requests})
    app.reset(LobbyScene(app, session, title=games.get_game(message["game"]).title))


class PlayOnlineScene(GuiScene):
    """Host, join, or resume an online game."""

    def __init__(self, app):
        super().__init__(app)
        self.tickets = tickets.read(storage.data_dir())
        self.problem: str | None = None

    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(32), self.px(24)
        self.label(_("Play online"), (margin, self.px(24)), 30, bold=True)
        self.label(_("Play with friends at other computers, on your network or across the "
                     "internet."), (margin, self.px(24) + self.line_height(30, True)), 18,
                   max_width=w - 2 * margin)
        bar_h = self.px(48)
        left, right = two_panels(self, self.px(112), bar_h)
        x, y, inner = left.x + pad, left.y + pad, left.width - 2 * pad
        y += self.label(_("Host a game"), (x, y), 22, bold=True) + self.px(8)
        row_h = self.px(44)
        self.host_buttons = {}
        for game_id in games.GAMES:
            about = games.about(game_id)
            self.host_buttons[game_id] = self.button(
                (x, y, inner, row_h), f"{locale.tr(about.title)}  ·  "
                f"{locale.tr(players_text(about))}",
                lambda game_id=game_id: self.app.replace(HostScene(self.app, game_id)),
                row=True)
            y += row_h + self.px(8)
        y += self.px(8)
        self.join_button = self.button((x, y, inner, row_h), _("Join a game…"), self.join,
                                       primary=True)
        self.build_tickets(right, pad)
        self.button((w - margin - self.px(170), h - margin - bar_h, self.px(170), bar_h),
                    _("Back"), self.back)

    def build_tickets(self, area: pygame.Rect, pad: int) -> None:
        """The online games this computer holds seats in: resume one, or forget it."""
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        y += self.label(_("Your online games"), (x, y), 22, bold=True) + self.px(8)
        self.resume_buttons = []
        if not self.tickets:
            self.paragraph(_("None yet: a game you host or join is kept here, so you can "
                             "come back to your seat."), (x, y), inner, 16, theme.INK_SOFT)
            return
        row_h, forget_w = self.px(44), self.px(110)
        for ticket in self.tickets[:TICKETS_SHOWN]:
            title = games.about(ticket.game).title if ticket.game in games.GAMES else ticket.game
            names = locale.tr(listed(list(ticket.names))) if ticket.names else ""
            self.resume_buttons.append(self.button(
                (x, y, inner - forget_w - self.px(8), row_h),
                f"{locale.tr(title)}  ·  {names}" if names else title,
                lambda ticket=ticket: self.resume(ticket), row=True))
            self.button((x + inner - forget_w, y, forget_w, row_h), _("Forget"),
                        lambda ticket=ticket: self.forget(ticket))
            y += row_h + self.px(4)
            where = _("hosted here") if ticket.host else ticket.url
            y += self.label(where, (x + self.px(4), y), 14, theme.INK_SOFT,
                            max_width=inner) + self.px(8)
        if self.problem:
            self.paragraph(self.problem, (x, y), inner, 16, theme.BAD, bold=True)

    # -- actions --------------------------------------------------------------------------
    def resume(self, ticket: tickets.Ticket) -> None:
        """Take this computer's seats again (a game hosted here starts its server first)."""
        url = ticket.url
        if ticket.host and url.startswith("ws://127.0.0.1:"):
            try:
                url = served.hosting(self.app).start(int(url.rsplit(":", 1)[1]))
            except (OSError, ValueError) as err:
                self.problem = locale.reason(err)
                self.request_rebuild()
                return
        open_lobby(self.app, Session(url, ticket.game_id, ticket.tokens()), ticket.game_id)

    def forget(self, ticket: tickets.Ticket) -> None:
        try:
            tickets.forget(storage.data_dir(), ticket.url, ticket.game_id)
        except (OSError, storage.SaveFailed) as err:
            self.problem = locale.reason(err)
        self.tickets = tickets.read(storage.data_dir())
        self.request_rebuild()

    def join(self) -> None:
        self.app.replace(JoinScene(self.app))

    def back(self) -> None:
        from pharaohs.ui.frame.menu import MainMenuScene

        self.app.replace(MainMenuScene(self.app))

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()


class HostScene(NewGameScene):
    """The New game form for a game played online: Start opens its lobby."""

    kinds_offered = HOST_KINDS
    heading = N_("Host a game: {title}")
    kinds_note = N_("Here: plays at this computer. Online: a friend at another computer, "
                    "who joins with the seat's code. Easy, Medium and Hard are computer "
                    "players.")

    def __init__(self, app, game_id: str):
        super().__init__(app, game_id)
        self.address = ""

    @staticmethod
    def first_kinds(count: int) -> list[str]:
        """The host here, a friend elsewhere, then the computer."""
        return ["local", "remote"] + ["ai"] * (count - 2)

    def remember(self) -> None:
        super().remember()
        self.address = self.server_field.get_text()

    def build_last_field(self, x: int, y: int, inner: int, field_h: int) -> None:
        """Where the game is served: this computer, unless an address is typed in."""
        y += self.label(_("Server"), (x, y), 18, bold=True) + self.px(4)
        self.server_field = self.entry((x, y, inner, field_h), self.address, 100)
        y += field_h + self.px(4)
        self.paragraph(_("Leave blank to serve the game from this computer; or type the "
                         "address of a server, such as club.example.org:8765."), (x, y),
                       inner, 16, theme.INK_SOFT)

    def begin(self, seats) -> None:
        """Check the set-up with the rules, connect, and ask the server for the game."""
        self.game.setup(self.players, 0, self.variant, sorted(self.options))
        url = server_url(self.address)
        if url is None:
            try:
                url = served.hosting(self.app).start()
            except OSError as err:
                raise SetupError(_("This computer cannot serve the game: {why}",
                                   why=err.strerror or str(err))) from None
        requests = [seat_request(seat.name, kind)
                    for seat, kind in zip(seats, self.kinds[:self.players], strict=True)]
        session = Session(url)
        session.send({"type": "create", "game": self.game.id, "variant": self.variant,
                      "options": sorted(self.options), "seats": requests})
        open_lobby(self.app, session, title=self.game.title)

    def back(self) -> None:
        self.app.replace(PlayOnlineScene(self.app))


class JoinScene(GuiScene):
    """The games announced on the local network, or an address and a join code."""

    def __init__(self, app, address: str = ""):
        """``address``: the server typed in already (the one the last game was played on)."""
        super().__init__(app)
        self.browser: Browser | None = None
        self.found: list = []
        self.clock = 0.0
        self.address = address
        self.code = ""
        names = list(app.settings.last_names)
        self.name = names[0] if names else default_name(0)
        self.problem: str | None = None

    def enter(self) -> None:
        try:
            self.browser = Browser(served.NETWORKS)
        except (OSError, RuntimeError, ValueError):
            self.browser = None  # no network to look on: addresses can still be typed

    def leave(self) -> None:
        if self.browser is not None:
            self.browser.close()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.browser is not None and self.clock >= BROWSE_SECONDS:
            self.clock = 0.0
            found = self.browser.games()
            if found != self.found:
                self.found = found
                self.request_rebuild()
        super().update(dt)

    def remember(self) -> None:
        self.address = self.address_field.get_text()
        self.code = self.code_field.get_text()
        self.name = self.name_field.get_text()

    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(32), self.px(24)
        self.label(_("Join a game"), (margin, self.px(24)), 30, bold=True)
        bar_h = self.px(48)
        left, right = two_panels(self, self.px(96), bar_h)
        x, y, inner = left.x + pad, left.y + pad, left.width - 2 * pad
        y += self.label(_("Games on your network"), (x, y), 22, bold=True) + self.px(8)
        self.found_buttons = []
        if not self.found:
            self.paragraph(_("Looking for games… A game hosted on your network shows here "
                             "while its host waits in the lobby."), (x, y), inner, 16,
                           theme.INK_SOFT)
        for announced in self.found[:6]:
            title = games.about(announced.game).title if announced.game in games.GAMES \
                else announced.game
            text = _("{title}, hosted by {host} · {n} free", title=locale.marked(title),
                     host=announced.host, n=announced.free)
            self.found_buttons.append(self.button((x, y, inner, self.px(44)), text,
                                                  lambda a=announced: self.pick(a), row=True))
            y += self.px(52)
        self.build_fields(right, pad)
        y = h - margin - bar_h
        self.join_button = self.primary_and_back(w - margin, y, bar_h, _("Join"), self.join)

    def build_fields(self, area: pygame.Rect, pad: int) -> None:
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        field_h = self.px(42)
        y += self.label(_("Or type them in"), (x, y), 22, bold=True) + self.px(8)
        fields = []
        for heading, text, limit in ((_("Address of the server"), self.address, 100),
                                     (_("Join code"), self.code, 40),
                                     (_("Your name"), self.name, NAME_LIMIT)):
            y += self.label(heading, (x, y), 18, bold=True) + self.px(4)
            fields.append(self.entry((x, y, inner, field_h), text, limit))
            y += field_h + self.px(12)
        self.address_field, self.code_field, self.name_field = fields
        y += self.paragraph(_("The host sends you both: an address such as 192.168.1.5:8765 "
                              "and a code such as 3fa2b1c0-K7PQ2M9X."), (x, y), inner, 16,
                            theme.INK_SOFT)
        if self.problem:
            self.paragraph(self.problem, (x, y + self.px(8)), inner, 16, theme.BAD, bold=True)

    def pick(self, announced) -> None:
        """A game found on the network: its address, and its part of the code, go into
        the fields (the rest of the code comes from the host)."""
        self.address_field.set_text(announced.url.removeprefix("ws://"))
        if not self.code_field.get_text().startswith(announced.game_id):
            self.code_field.set_text(f"{announced.game_id}-")

    def join(self) -> None:
        self.remember()
        url, code = server_url(self.address), split_code(self.code)
        if url is None or code is None or not self.name.strip():
            self.problem = _("Type the server's address, the join code the host sent you "
                             "and your name.")
            self.request_rebuild()
            return
        game_id, join_code = code
        session = Session(url)
        session.send({"type": "join", "game_id": game_id, "code": join_code,
                      "name": self.name.strip()})
        open_lobby(self.app, session, game_id)

    def back(self) -> None:
        self.app.replace(PlayOnlineScene(self.app))

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()

    def submit(self, field) -> None:
        self.join()
