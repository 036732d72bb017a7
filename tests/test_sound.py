"""Sound effects (issue 13): the right effect at the right moment, volume and mute kept,
and silence without a word of complaint where there is no audio device or no mixer."""

from __future__ import annotations

import pygame
import pytest

from pharaohs.core import Match
from pharaohs.games import get_game
from pharaohs.smoke import _feed, _settle, _take_seat, open_table, smoke_game
from pharaohs.storage import Settings
from pharaohs.ui.frame import sound
from pharaohs.ui.frame.app import App


class FakeSound:
    def __init__(self, mixer, buffer):
        self.mixer, self.buffer, self.volume = mixer, buffer, None

    def set_volume(self, volume):
        self.volume = volume

    def play(self):
        self.mixer.played.append((self, self.volume))


class FakeMixer:
    """pygame.mixer as far as ``ui.frame.sound`` uses it, recording what plays."""

    def __init__(self, fails: bool = False):
        self.fails, self.opened, self.played = fails, False, []

    def get_init(self):
        return (22050, -16, 2) if self.opened else None

    def init(self, *args, **kwargs):
        if self.fails:
            raise pygame.error("No available audio device")
        self.opened = True

    def quit(self):
        self.opened = False

    def Sound(self, buffer):  # noqa: N802 - pygame's name
        return FakeSound(self, buffer)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


def test_every_effect_is_short_and_loud_enough_but_never_clips():
    for effect in sound.EFFECTS:
        samples = sound.synthesise(effect, 22050)
        assert 0.1 <= len(samples) / 22050 <= 1.0, effect
        data = sound.pcm(samples, channels=2)
        assert len(data) == 4 * len(samples)
        peak = max(abs(s) for s in memoryview(data).cast("h"))
        assert 0.5 * 32767 < peak <= 32767, effect


class FullRateMixer(FakeMixer):
    """A mixer opened in the format ``ui.frame.sound`` asks for."""

    def get_init(self):
        return (sound.RATE, -16, sound.CHANNELS) if self.opened else None


def test_a_table_has_every_effect_made_before_the_first_plays(home, monkeypatch):
    """Making an effect takes 10-100 ms, too long for a frame: an open table has them
    made in the background, so playing one later makes nothing."""
    sound.effect_pcm.cache_clear()
    app = App((1024, 640), flags=0)
    mixer = FullRateMixer()
    app.sounds = sound.Sounds(app.settings, mixer)
    game = get_game("ra_dice")
    open_table(app, Match.start(game, [("Anna", "human"), ("Ben", "human")], 1))
    app.sounds.preparing.join(30)

    def made_while_playing(*_args):
        raise AssertionError("an effect was made at its first play")

    monkeypatch.setattr(sound, "synthesise", made_while_playing)
    app.sounds.made.clear()  # the Sounds made at the table's start: made again from the bytes
    mixer.played.clear()
    for effect in sound.EFFECTS:
        app.sounds.play(effect)
    assert [s.buffer for s, _volume in mixer.played] == [
        sound.effect_pcm(effect, sound.RATE, sound.CHANNELS) for effect in sound.EFFECTS]


def test_muted_sound_makes_no_effects_ahead(home):
    app = App((1024, 640), flags=0)
    app.settings.muted = True
    app.sounds.prepare()
    assert app.sounds.preparing is None


def test_the_table_plays_dice_placing_your_turn_and_the_end(home):
    """Ra: a roll sounds like dice, the turn passing sounds the chime, the end its
    fanfare; Labyrinth: a laid tile sounds like placing."""
    app = App((1024, 640), flags=0)
    mixer = FakeMixer()
    app.sounds = sound.Sounds(app.settings, mixer)
    entry = smoke_game(app, "ra_dice", home, moves=6)
    assert entry["ok"], entry.get("error")
    assert sound.DICE in app.sounds.asked and sound.TURN in app.sounds.asked
    assert mixer.played and all(volume == app.settings.volume / 100
                                for _s, volume in mixer.played)
    app.sounds.asked.clear()
    entry = smoke_game(app, "labyrinth", home, moves=3)
    assert sound.PLACE in app.sounds.asked


def test_effect_of_moves():
    """Dice for a roll, cards for a card, score when a score changes, the end last."""
    game = get_game("ra_dice")
    from pharaohs.games.ra_dice import rules

    state = game.setup(2, 1)
    rolled = game.apply(state, 0, rules.Roll())
    assert sound.effect_of(game, rules.Roll(), state, rolled) == sound.DICE
    dahschur = get_game("dahschur")
    from pharaohs.games.dahschur.rules import moves as M

    start = dahschur.setup(2, 1)
    gift = next(m for m in dahschur.legal_moves(start, dahschur.to_act(start)[0])
                if isinstance(m, M.GiftPrince))
    after = dahschur.apply(start, dahschur.to_act(start)[0], gift)
    assert sound.effect_of(dahschur, gift, start, after) == sound.CARD


def test_the_end_of_a_game_sounds(home):
    app = App((1024, 640), flags=0)
    app.sounds = sound.Sounds(app.settings, FakeMixer())
    entry = smoke_game(app, "labyrinth", home, moves=5000)
    assert entry["ok"], entry.get("error")
    assert app.sounds.asked[-1] in (sound.END, sound.TURN) and sound.END in app.sounds.asked


def test_muted_or_silent_plays_nothing(home):
    settings = Settings(muted=True)
    mixer = FakeMixer()
    sounds = sound.Sounds(settings, mixer)
    sounds.play(sound.DICE)
    assert sounds.asked == [sound.DICE] and not mixer.played and not mixer.opened
    settings.muted, settings.volume = False, 0
    sounds.play(sound.DICE)
    assert not mixer.played
    settings.volume = 40
    sounds.play(sound.DICE)
    assert mixer.played[-1][1] == pytest.approx(0.4)


def test_no_audio_device_is_silent_and_raises_nothing(home):
    sounds = sound.Sounds(Settings(), FakeMixer(fails=True))
    for effect in sound.EFFECTS:
        sounds.play(effect)
    assert sounds.ready is False and len(sounds.asked) == len(sound.EFFECTS)


def test_no_mixer_module_is_silent_and_raises_nothing(monkeypatch):
    """A build without pygame.mixer: importing it fails, the game plays on."""
    import builtins

    real_import = builtins.__import__

    def refuse(name, *args, **kwargs):
        if name.startswith("pygame.mixer"):
            raise ImportError("no mixer in this build")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", refuse)
    sounds = sound.Sounds(Settings())
    sounds.play(sound.END)
    assert sounds.ready is False


def test_the_dummy_audio_driver_plays_for_real(home, monkeypatch):
    """Under SDL_AUDIODRIVER=dummy the real mixer opens and plays without error."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    app = App((1024, 640), flags=0)
    for effect in sound.EFFECTS:
        app.sounds.play(effect)
    assert app.sounds.ready in (True, False)  # whichever: never an exception
    app.sounds.close()


def test_sounds_follow_the_settings_between_runs(home):
    app = App((1024, 640), flags=0)
    app.settings.volume, app.settings.muted = 30, True
    app.settings.save()
    again = Settings.load()
    assert (again.volume, again.muted) == (30, True)


def test_a_turn_chime_when_the_screen_passes_to_the_next_player(home):
    app = App((1024, 640), flags=0)
    app.sounds = sound.Sounds(app.settings, FakeMixer())
    game = get_game("labyrinth")
    match = Match.start(game, [("Anna", "human"), ("Ben", "human")], "chime")
    table = open_table(app, match)
    seat = _take_seat(app, table)
    chimes = app.sounds.asked.count(sound.TURN)
    while table.viewer == seat and not game.is_over(match.state):
        _feed(app, table.board.demo_gesture(table.view(), seat))
        _settle(app)
    assert app.sounds.asked.count(sound.TURN) > chimes
