"""Synthesise the game's sound effects as small WAV files in this folder.

Run with any Python 3.11+ (standard library only)::

    python resources/sounds/make_sounds.py

Every effect is built from sine partials and filtered noise with a fixed random
seed, so rerunning the script reproduces the committed files byte for byte and
anyone can tweak a sound by editing numbers instead of hunting for a sample with
a compatible licence. Files are 16-bit mono at 22050 Hz and under 0.6 s: plenty
for short UI cues, small enough to load instantly with ``QSoundEffect``.

All sounds are original to this project and licensed like the project (MIT).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent
RATE = 22050
PEAK = 0.6  # normalise to about -4.4 dBFS: clear but never harsh next to music
FADE_OUT = 0.012  # seconds; a short ramp at the end so no effect ends in a click

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def pitch(name: str) -> float:
    """Equal-tempered frequency of a note like ``"C5"`` or ``"F#4"`` (A4 = 440 Hz).

    Note names keep the effects readable as music ("C E G") rather than as Hz.
    """
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semitone += 1
        rest = rest[1:]
    elif rest.startswith("b"):
        semitone -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


def mallet(
    freq: float,
    seconds: float,
    *,
    partials: Iterable[tuple[float, float, float]] = ((1, 1.0, 7), (2, 0.3, 12), (3, 0.1, 18)),
    attack: float = 0.004,
    vibrato: float = 0.0,
) -> Signal:
    """A soft struck tone: each (ratio, amplitude, decay per second) partial fades
    on its own, higher ones faster, which is what makes a mallet or bell sound
    warm instead of the flat beep of a bare sine.
    """
    out = []
    parts = list(partials)
    n = round(seconds * RATE)
    phase = [0.0] * len(parts)
    for i in range(n):
        t = i / RATE
        env_a = min(1.0, t / attack) if attack > 0 else 1.0
        wobble = 1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t)
        value = 0.0
        for k, (ratio, amp, decay) in enumerate(parts):
            phase[k] += 2 * math.pi * freq * ratio * wobble / RATE
            value += amp * math.exp(-decay * t) * math.sin(phase[k])
        out.append(value * env_a)
    return out


def glide(f_start: float, f_end: float, seconds: float, decay: float = 4.0) -> Signal:
    """A tone sliding in pitch (exponentially, as the ear hears pitch)."""
    out = []
    n = round(seconds * RATE)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = f_start * (f_end / f_start) ** (i / max(1, n - 1))
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / 0.006) * math.exp(-decay * t)
        # a touch of the third harmonic gives a rounded, woody edge
        out.append(env * (math.sin(phase) + 0.18 * math.sin(3 * phase)))
    return out


def noise(
    seconds: float,
    rng: random.Random,
    *,
    envelope: Callable[[float], float],
    cutoff: Callable[[float], float],
    highpass: float = 0.0,
) -> Signal:
    """Filtered white noise: the papery part of a card sliding or landing.

    ``cutoff`` (Hz, may change over time) drives a one-pole low-pass; a second,
    fixed one-pole stage subtracted from it removes rumble below ``highpass``.
    """
    out = []
    low = 0.0
    rumble = 0.0
    hp_coeff = 1 - math.exp(-2 * math.pi * highpass / RATE) if highpass else 0.0
    n = round(seconds * RATE)
    for i in range(n):
        t = i / RATE
        coeff = 1 - math.exp(-2 * math.pi * cutoff(t) / RATE)
        low += coeff * (rng.uniform(-1, 1) - low)
        rumble += hp_coeff * (low - rumble)
        out.append((low - rumble) * envelope(t))
    return out


def mix(*tracks: tuple[float, float, Signal]) -> Signal:
    """Sum (start seconds, gain, signal) tracks into one signal."""
    length = max(round(start * RATE) + len(sig) for start, _, sig in tracks)
    out = [0.0] * length
    for start, gain, sig in tracks:
        offset = round(start * RATE)
        for i, v in enumerate(sig):
            out[offset + i] += gain * v
    return out


def finish(signal: Signal, seconds: float, fade: float = FADE_OUT) -> Signal:
    """Trim to length, fade out, and normalise so all effects sit at one loudness."""
    n = round(seconds * RATE)
    sig = (signal + [0.0] * n)[:n]
    fade_n = round(fade * RATE)
    for i in range(fade_n):
        sig[n - 1 - i] *= i / fade_n
    peak = max(abs(v) for v in sig) or 1.0
    return [v * PEAK / peak for v in sig]


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in signal)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# ---------------------------------------------------------------------- effects


def draw_sound() -> Signal:
    """A card sliding off the pile: a short swish whose brightness rises."""
    rng = random.Random(1001)
    length = 0.16
    swish = noise(
        length,
        rng,
        envelope=lambda t: math.sin(math.pi * min(1.0, t / length)) ** 2,
        cutoff=lambda t: 1500 + 5000 * t / length,
        highpass=500,
    )
    return finish(swish, 0.18)


def discard_sound() -> Signal:
    """A card landing on the table: a crisp slap with a soft low knock under it."""
    rng = random.Random(2002)
    slap = noise(
        0.1,
        rng,
        envelope=lambda t: min(1.0, t / 0.002) * math.exp(-t / 0.022),
        cutoff=lambda t: 3500,
        highpass=250,
    )
    knock = mallet(150, 0.1, partials=((1, 1.0, 45), (2.3, 0.3, 70)), attack=0.002)
    return finish(mix((0, 1.0, slap), (0, 0.6, knock)), 0.14)


def lay_down_sound() -> Signal:
    """A phase goes down: three quick card taps rising into a warm major chord."""
    rng = random.Random(3003)
    taps = []
    for k in range(3):
        tap = noise(
            0.05,
            rng,
            envelope=lambda t: min(1.0, t / 0.002) * math.exp(-t / 0.012),
            cutoff=lambda t: 3000,
            highpass=400,
        )
        taps.append((k * 0.06, 0.45, tap))
    chord = [
        (0.02 + k * 0.06, 0.5, mallet(pitch(name), 0.44))
        for k, name in enumerate(("C5", "E5", "G5"))
    ]
    return finish(mix(*taps, *chord), 0.5)


def hit_sound() -> Signal:
    """One card added to a laid group: a single bright mallet note with a tap."""
    rng = random.Random(4004)
    tap = noise(
        0.04,
        rng,
        envelope=lambda t: min(1.0, t / 0.002) * math.exp(-t / 0.01),
        cutoff=lambda t: 3200,
        highpass=400,
    )
    tone = mallet(pitch("A5"), 0.24, partials=((1, 1.0, 12), (2, 0.25, 20), (4, 0.06, 30)))
    return finish(mix((0, 0.4, tap), (0.005, 1.0, tone)), 0.26)


def skip_sound() -> Signal:
    """A player is skipped: a falling 'bwoop', two notes sliding down a fifth."""
    first = glide(pitch("E5"), pitch("C5"), 0.16, decay=5)
    second = glide(pitch("B4"), pitch("E4"), 0.24, decay=6)
    return finish(mix((0, 0.8, first), (0.14, 1.0, second)), 0.4)


def round_won_sound() -> Signal:
    """Someone went out: a quick rising arpeggio resolving on the octave."""
    notes = ("C5", "E5", "G5", "C6")
    tracks = [(k * 0.08, 1.0 if k < 3 else 1.2, mallet(pitch(n), 0.5)) for k, n in enumerate(notes)]
    return finish(mix(*tracks), 0.56)


def game_won_sound() -> Signal:
    """The game is won: a short two-chord fanfare, brighter and fuller than a round.

    Chord notes are strummed a few milliseconds apart: struck together they
    would add up to one loud spike and, after normalising, a quiet chord.
    """
    bright = ((1, 1.0, 4.5), (2, 0.4, 7), (3, 0.2, 10), (4, 0.08, 14))
    tracks = []
    for start, length in ((0.0, 0.17), (0.09, 0.12)):
        for k, n in enumerate(("G4", "B4", "D5")):
            tracks.append((start + k * 0.012, 0.7, mallet(pitch(n), length, partials=bright)))
    for k, n in enumerate(("C5", "E5", "G5", "C6")):
        tone = mallet(pitch(n), 0.37, partials=bright, vibrato=0.004)
        tracks.append((0.2 + k * 0.015, 0.8, tone))
    return finish(mix(*tracks), 0.59, fade=0.08)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "draw.wav": draw_sound,
    "discard.wav": discard_sound,
    "lay_down.wav": lay_down_sound,
    "hit.wav": hit_sound,
    "skip.wav": skip_sound,
    "round_won.wav": round_won_sound,
    "game_won.wav": game_won_sound,
}


def main() -> None:
    for name, make in EFFECTS.items():
        signal = make()
        write_wav(OUT_DIR / name, signal)
        print(f"{name}: {len(signal) / RATE:.2f} s")


if __name__ == "__main__":
    main()
