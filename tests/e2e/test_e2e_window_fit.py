"""The first window fits the screen under a real window manager (issue 22 B2).

Openbox frames the window with a title bar only after it is shown, so a window
sized to the screen before that would push its bottom bar (Sort, Lay down, Hint)
off the bottom. These start the game from source on a private X display with
openbox, at 1024x640 and at 200 % scale on a 1600x1000 screen, and check that the
framed window and its bottom bar are inside the screen.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from xdisplay import XvfbUnavailable, virtual_display  # noqa: E402

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check drives X11"),
]


def launch_on(display: str, data: Path, scale: str | None) -> dict:
    """Run the game on ``display`` under openbox; its report of where things ended up."""
    if shutil.which("openbox") is None:
        pytest.skip("openbox is not installed (apt-get install openbox)")
    env = dict(
        os.environ,
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        PHASE10_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(data),
        PHASE10_REPORT_FIT="1",
    )
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    wm = subprocess.Popen(
        ["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        out = subprocess.run(
            [sys.executable, "-m", "phase10_desktop", "--new-game", "--seed", "3"],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        wm.terminate()
        wm.wait(timeout=10)
    line = next((x for x in out.stdout.splitlines() if x.startswith("fit ")), None)
    assert line, f"the game did not report its fit: {out.stdout} {out.stderr[-2000:]}"
    return json.loads(line[4:])


@pytest.mark.parametrize(
    ("width", "height", "scale"), [(1024, 640, None), (1600, 1000, "2"), (1440, 900, None)]
)
def test_the_first_window_and_its_bottom_bar_fit_the_screen(tmp_path, width, height, scale):
    try:
        with virtual_display(width, height) as display:
            report = launch_on(display, tmp_path, scale)
    except XvfbUnavailable as e:
        pytest.skip(str(e))
    sx, sy, sw, sh = report["screen"]
    fx, fy, fw, fh = report["frame"]
    assert fx >= sx and fy >= sy, report
    assert fx + fw <= sx + sw and fy + fh <= sy + sh, f"the window leaves the screen: {report}"
    assert report["bar_bottom"] <= sy + sh, f"the bottom bar is cut off: {report}"
    # the side panel is shown, or (a window under 960 logical pixels) one click away
    assert report["dock_visible"] != report["panel_offered"], report
    if width / float(scale or 1) >= 960:
        assert report["dock_visible"], report
    tw, th = report["table"]
    assert tw >= 760 and th >= 300, f"the table keeps room for six players: {report}"
