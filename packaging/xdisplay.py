"""A private X display (Xvfb) for running the built game in a real window headless.

Used by the end-to-end test and the bundle benchmark, which both need Qt's real
``xcb`` platform (the one players get) rather than ``offscreen``, on machines
without a screen. ``-displayfd`` lets the X server pick a free display number
itself, so parallel runs and other sessions' servers never collide.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["XvfbUnavailable", "virtual_display"]


class XvfbUnavailable(RuntimeError):
    """Xvfb is not installed or did not start; the message says which."""


@contextmanager
def virtual_display(width: int = 1280, height: int = 800, depth: int = 24) -> Iterator[str]:
    """Start Xvfb, yield its ``DISPLAY`` value (``":N"``), stop it on exit."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise XvfbUnavailable("Xvfb is not installed (Debian/Ubuntu: apt-get install xvfb)")
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        [
            xvfb,
            "-displayfd",
            str(write_fd),
            "-screen",
            "0",
            f"{width}x{height}x{depth}",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    try:
        number = _read_display_number(read_fd, proc, timeout=15.0)
        yield f":{number}"
    finally:
        os.close(read_fd)
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _read_display_number(fd: int, proc: subprocess.Popen[bytes], timeout: float) -> int:
    """Xvfb writes the display number and a newline to the fd once it accepts clients."""
    deadline = time.monotonic() + timeout
    data = b""
    os.set_blocking(fd, False)
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise XvfbUnavailable(f"Xvfb exited with status {proc.returncode} before starting")
        try:
            chunk = os.read(fd, 64)
        except BlockingIOError:
            chunk = b""
        data += chunk
        if data.endswith(b"\n"):
            return int(data.strip())
        time.sleep(0.02)
    proc.kill()
    raise XvfbUnavailable(f"Xvfb did not report a display within {timeout:.0f} s")
