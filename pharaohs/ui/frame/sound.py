"""Short sound effects, synthesised from sine waves and noise: no sound files, no licences.

Each effect (``EFFECTS``) is made once per process with the standard library
(``array``, ``math``, a seeded ``random.Random``) at the mixer's own rate; a
second of tones takes tens of milliseconds of pure Python, too long for a frame,
so a table has them made in a background thread (``prepare``) before the first
one plays. The mixer is opened on the first sound, not at start-up;
where there is no audio device, no mixer in the build, or the player muted
the sound, ``play`` does nothing and never raises. ``effect_of`` says which
effect a committed move makes: the one its game names on the move's class
(``Move.sound``), unless it scores or ends the game.
"""

from __future__ import annotations

import functools
import math
import random
import threading
from array import array

from pharaohs.core import sounds

#: the effects the table plays, and when (a move's own three are named by its game)
DICE, CARD, PLACE = sounds.DICE, sounds.CARD, sounds.PLACE
SCORE, TURN, END = "score", "turn", "end"
EFFECTS = (DICE, CARD, PLACE, SCORE, TURN, END)
PEAK = 0.6
#: the mixer's samples a second, and its buffer (short: an effect follows the move at once)
RATE = 44100
BUFFER = 512
CHANNELS = 2
#: the order ``prepare`` makes them in: the soonest heard first
SOONEST_FIRST = (TURN, PLACE, DICE, CARD, SCORE, END)


def _tone(rate: int, seconds: float, notes, decay: float = 8.0, noise: float = 0.0,
          seed: int = 0) -> list[float]:
    """Samples in -1..1: the ``notes`` (Hz, start second) as sines that fade, plus noise."""
    rng = random.Random(seed)
    count = int(rate * seconds)
    out = [0.0] * count
    for frequency, start in notes:
        first = int(start * rate)
        for i in range(first, count):
            t = (i - first) / rate
            out[i] += math.sin(2 * math.pi * frequency * t) * math.exp(-decay * t)
    if noise:
        for i in range(count):
            out[i] += noise * (rng.random() * 2 - 1) * math.exp(-decay * i / rate)
    return out


def _clicks(rate: int, seconds: float, times, seed: int) -> list[float]:
    """Dice on a table: short noisy knocks at ``times``."""
    rng = random.Random(seed)
    out = [0.0] * int(rate * seconds)
    for start in times:
        first = int(start * rate)
        for i in range(first, min(len(out), first + int(0.03 * rate))):
            t = (i - first) / rate
            out[i] += (rng.random() * 2 - 1 + math.sin(2 * math.pi * 900 * t)) * \
                math.exp(-150 * t)
    return out


def synthesise(effect: str, rate: int) -> list[float]:
    """The samples of ``effect`` at ``rate`` Hz, in -1..1."""
    if effect == DICE:
        return _clicks(rate, 0.35, (0.0, 0.06, 0.11, 0.19, 0.24, 0.3), seed=7)
    if effect == CARD:
        return _tone(rate, 0.16, (), decay=25, noise=0.8, seed=3)
    if effect == PLACE:
        return _tone(rate, 0.14, ((180, 0), (360, 0)), decay=30, noise=0.15, seed=5)
    if effect == SCORE:
        return _tone(rate, 0.45, ((660, 0), (880, 0.12)), decay=9)
    if effect == TURN:
        return _tone(rate, 0.6, ((523, 0), (1046, 0)), decay=6)
    if effect == END:
        return _tone(rate, 1.0, ((392, 0), (494, 0.15), (587, 0.3), (784, 0.45)), decay=4)
    raise ValueError(effect)


def pcm(samples: list[float], channels: int, volume: float = PEAK) -> bytes:
    """Signed 16-bit samples, the loudest at ``volume`` of full scale, each repeated
    for every channel."""
    loudest = max((abs(s) for s in samples), default=0.0) or 1.0
    scale = 32767 * volume / loudest
    data = array("h")
    for sample in samples:
        data.extend([round(sample * scale)] * channels)
    return data.tobytes()


@functools.cache
def effect_pcm(effect: str, rate: int, channels: int) -> bytes:
    """``effect`` as the mixer's bytes, made once per process."""
    return pcm(synthesise(effect, rate), channels)


def _make_all() -> None:
    for effect in SOONEST_FIRST:
        effect_pcm(effect, RATE, CHANNELS)


def effect_of(game, move, before, after) -> str:
    """The effect of a committed ``move`` (``before``/``after``: the states, or the
    views, around it): the end, the dice thrown, a score changed, else the move's own."""
    if game.is_over(after):
        return END
    if move.sound == DICE:
        return DICE
    if any(game.scores(after)[seat] != score
           for seat, score in enumerate(game.scores(before))):
        return SCORE
    return move.sound


class Sounds:
    """Plays the effects at the volume the settings ask for; silent where it cannot."""

    def __init__(self, settings, mixer=None):
        """``mixer``: pygame's mixer module (a stand-in in the tests)."""
        self.settings = settings
        self._mixer = mixer
        self.ready: bool | None = None  # None: not tried yet
        #: the thread making every effect ahead of its first play (``prepare``)
        self.preparing: threading.Thread | None = None
        self.made: dict[str, object] = {}
        #: the effects asked for, played or not (the tests read it)
        self.asked: list[str] = []

    def mixer(self):
        """pygame's mixer, opened on first use; None where there is none or no device."""
        if self.ready is None:
            self.ready = False
            try:
                if self._mixer is None:
                    import pygame.mixer as mixer  # absent from a build without sound
                    self._mixer = mixer
                if not self._mixer.get_init():
                    self._mixer.init(frequency=RATE, size=-16, channels=CHANNELS,
                                     buffer=BUFFER)
                self.ready = bool(self._mixer.get_init())
            except Exception:  # no device, no SDL_mixer, a driver that fails: no sound
                self.ready = False
        return self._mixer if self.ready else None

    @property
    def silent(self) -> bool:
        """Muted, or at volume 0."""
        return self.settings.muted or self.settings.volume <= 0

    def prepare(self) -> None:
        """Make every effect in a background thread, in the format the mixer is asked
        for, unless the sound is off: the first dice or the last fanfare then holds up
        no frame (they took 10-100 ms each)."""
        if self.preparing is None and not self.silent:
            self.preparing = threading.Thread(target=_make_all, name="sounds", daemon=True)
            self.preparing.start()

    def play(self, effect: str) -> None:
        """Play ``effect`` unless muted; never raises."""
        self.asked.append(effect)
        if self.silent:
            return
        mixer = self.mixer()
        if mixer is None:
            return
        try:
            sound = self.made.get(effect)
            if sound is None:
                rate, _size, channels = mixer.get_init()
                sound = self.made[effect] = mixer.Sound(
                    buffer=effect_pcm(effect, rate, channels))
            sound.set_volume(self.settings.volume / 100)
            sound.play()
        except Exception:  # a sound that cannot play is not worth stopping a game for
            self.ready = False

    def close(self) -> None:
        if self.ready:
            try:
                self._mixer.quit()
            except Exception:
                pass
        self.ready, self.made = None, {}
