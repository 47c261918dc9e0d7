"""Short sound effects for moves, with a mute setting.

Qt's own sound classes live in QtMultimedia, which is not part of
PySide6-Essentials and would bring tens of megabytes of media libraries into
the installers for a handful of clicks. The effects are tiny WAV files, so the
platform's own player does the job: ``winsound`` on Windows (standard
library), ``afplay`` on macOS, and PipeWire, PulseAudio or ALSA's command-line
players on Linux. Each sound plays asynchronously; a machine with none of
these stays silent (logged once) and the game is unaffected.

The player is looked for when the first effect is due, not at start-up: searching
the PATH (and loading :mod:`subprocess`) would delay the first window for a sound
that plays only after the first move.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import assert_never

from ..engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from ..resources import resources_dir

log = logging.getLogger(__name__)

SOUNDS = ("draw", "discard", "lay_down", "hit", "skip", "round_won", "game_won")

Backend = Callable[[Path], None]


def _windows_backend() -> Backend | None:
    if sys.platform != "win32":  # winsound is Windows' own
        return None
    try:
        import winsound
    except ImportError:
        return None
    flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT

    def play(path: Path) -> None:
        winsound.PlaySound(str(path), flags)

    return play


def _command_backend(command: list[str]) -> Backend:
    import subprocess

    def play(path: Path) -> None:
        subprocess.Popen(
            [*command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
        )

    return play


def system_backend() -> Backend | None:
    """The best way to play a WAV file on this system, or None."""
    import shutil

    if sys.platform.startswith("win"):
        return _windows_backend()
    candidates = (
        [["afplay"]] if sys.platform == "darwin" else [["pw-play"], ["paplay"], ["aplay", "-q"]]
    )
    for command in candidates:
        if shutil.which(command[0]):
            return _command_backend(command)
    return None


def missing_player_hint() -> str:
    """What to install for sound on this system (shown when no player is found)."""
    from PySide6.QtCore import QCoreApplication

    if sys.platform.startswith("win") or sys.platform == "darwin":
        return QCoreApplication.translate(
            "Sounds", "This computer's sound player could not be found: the game is silent."
        )
    return QCoreApplication.translate(
        "Sounds",
        "No sound player was found on this computer (pw-play, paplay or aplay): the game "
        "is silent. Install PipeWire, PulseAudio or the ALSA utilities to hear it.",
    )


def sound_for(event: Event, human: int | None) -> str | None:
    """The effect an engine event makes, if any (``human`` None: a watcher, who wins nothing)."""
    match event:
        case Drew():
            return "draw"
        case Discarded():
            return "skip" if event.target is not None else "discard"
        case LaidDown():
            return "lay_down"
        case CardHit():
            return "hit"
        case RoundEnded():
            return "round_won" if human is not None and event.went_out == human else None
        case GameEnded():
            return "game_won" if event.winner == human else None
        case TookBack():
            return None  # an undo makes no sound
        case (
            RoundStarted()
            | Reshuffled()
            | TurnSkipped()
            | TurnStarted()
            | WentOut()
            | TieBreak()
            | DealCommitted()
            | SeedRevealed()
        ):
            # no effect of their own: a Skip sounds with its discard, going out with
            # the round's end
            return None
        case _:
            assert_never(event)


class SoundPlayer:
    """Plays the effects; does nothing while muted or when the system has no player."""

    #: two effects closer than this are merged into the first (a burst of events)
    MIN_GAP = 0.06

    def __init__(
        self, muted: bool = False, backend: Backend | None = None, folder: Path | None = None
    ) -> None:
        self.muted = muted
        self._backend = backend
        #: whether the system's player has been looked for (a given backend counts)
        self._looked = backend is not None
        self._folder = folder if folder is not None else resources_dir() / "sounds"
        self._last = 0.0

    def _system_player(self) -> Backend | None:
        """The backend, looked for on first use."""
        if not self._looked:
            self._looked = True
            self._backend = system_backend()
            if self._backend is None:
                log.info("no sound player found on this system; playing silently")
        return self._backend

    @property
    def available(self) -> bool:
        return self._system_player() is not None

    def play(self, name: str) -> bool:
        """Play effect ``name``; True if a sound was started."""
        if self.muted or name not in SOUNDS:
            return False
        backend = self._system_player()
        if backend is None:
            return False
        now = time.monotonic()
        if now - self._last < self.MIN_GAP:
            return False
        self._last = now
        try:
            backend(self._folder / f"{name}.wav")
        except OSError as e:  # a broken player must never break the game
            log.warning("could not play %s: %s", name, e)
            return False
        return True

    def play_for_events(self, events: Iterable[Event], human: int | None) -> str | None:
        """Play the most telling effect of one move's events; return its name."""
        names = [n for n in (sound_for(e, human) for e in events) if n]
        if not names:
            return None
        order = ("game_won", "round_won", "lay_down", "skip", "hit", "discard", "draw")
        best = min(names, key=order.index)
        return best if self.play(best) else None
