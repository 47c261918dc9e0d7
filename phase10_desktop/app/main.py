"""Starting the program: arguments, the Qt application, resume, self-test.

``phase10`` opens the table. If an unfinished game was saved automatically, the
player is offered to resume it; a damaged autosave is moved aside with a clear
message and never stops the program from starting.

Options (bad values print a message and exit with status 2):
  --new-game                 start a new game at once (skip the resume question)
  --players N                2 to 6 players (you plus N-1 bots) for --new-game
  --bots LEVEL[,LEVEL...]    bot levels (easy, normal, hard) for --new-game
  --seed S                   deal from this seed
  --rules OPTIONS            rule options, e.g. order=any,phases=first:5
  --speed X                  animation speed multiplier (0.25 to 8)
  --self-test                play one round between bots offscreen and exit 0 / 1
  LINK                       an invitation, phase10://join/HOST:PORT/CODE: the game
                             opens at Join a table, filled in (what the installers'
                             "phase10:" link handlers call); a link that cannot be
                             followed is explained in a message and the game opens
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .plain_import import use_plain_import

if TYPE_CHECKING:  # Qt is imported only when a window is wanted (a quick --help)
    from PySide6.QtWidgets import QApplication

_T0 = time.perf_counter()

log = logging.getLogger("phase10_desktop")


def build_parser() -> argparse.ArgumentParser:
    from ..options import player_count, rules_option, seed_value

    p = argparse.ArgumentParser(
        prog="phase10",
        description="Phase 10 Desktop: the card game. Without options, opens the table "
        "(offering to resume an unfinished game).",
        epilog="Headless commands (no window): simulate, tournament, stats, verify, "
        "replay and serve (a table server for playing together); 'phase10 COMMAND "
        "--help' explains each.",
    )
    p.add_argument("--new-game", action="store_true", help="start a new game at once")
    p.add_argument("--players", type=player_count, default=None, help="2 to 6 players")
    p.add_argument(
        "--bots",
        type=_bot_levels,
        default=None,
        help="bot levels, comma-separated: easy, normal, hard",
    )
    p.add_argument("--seed", type=seed_value, default=None, help="deal from this seed")
    p.add_argument(
        "--rules",
        type=rules_option,
        default=None,
        help="rule options, e.g. 'order=any,phases=first:5'",
    )
    p.add_argument("--speed", type=_speed, default=None, help="animation speed, 0.25 to 8")
    p.add_argument(
        "link",
        nargs="?",
        default=None,
        metavar="LINK",
        help="an invitation link, phase10://join/HOST:PORT/CODE: opens Join a table "
        "filled in from it",
    )
    p.add_argument(
        "--self-test",
        action="store_true",
        help="play one round between bots through the real table, offscreen, then exit",
    )
    return p


def _bot_levels(text: str) -> list[str]:
    levels = [x.strip().lower() for x in text.split(",") if x.strip()]
    bad = [x for x in levels if x not in ("easy", "normal", "hard")]
    if bad or not levels:
        raise argparse.ArgumentTypeError(
            f"{text!r}: bot levels are easy, normal or hard, separated by commas"
        )
    if len(levels) > 5:
        raise argparse.ArgumentTypeError("at most 5 bots (6 players)")
    return levels


def _speed(text: str) -> float:
    from ..presentation.speeds import MAX_SPEED, MIN_SPEED

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not MIN_SPEED <= value <= MAX_SPEED:
        raise argparse.ArgumentTypeError(f"speed {value} is outside {MIN_SPEED:g} to {MAX_SPEED:g}")
    return value


def config_from_args(args: argparse.Namespace, settings):
    """A GameConfig from --players/--bots/--seed/--rules over the remembered defaults."""
    from ..host.game_setup import GameConfig, SeatConfig
    from .main_window import default_config
    from .parts.bot_names import default_bot_name

    base = default_config(settings)
    levels = args.bots
    if levels is None:
        n = args.players or base.players
        old = [s.level for s in base.seats[1:]]
        levels = [old[i] if i < len(old) else "normal" for i in range(n - 1)]
    elif args.players is not None and args.players != len(levels) + 1:
        raise SystemExit(
            f"phase10: error: --players {args.players} does not match {len(levels)} bot level(s)"
        )
    seats = [SeatConfig(base.seats[0].name, "normal", True)]
    for i, level in enumerate(levels):
        name = base.seats[i + 1].name if i + 1 < len(base.seats) else default_bot_name(i)
        if name.casefold() == seats[0].name.casefold():
            name = default_bot_name(i)
        seats.append(SeatConfig(name, level, False))
    return GameConfig(tuple(seats), args.rules or base.rules, args.seed)


def run_app(argv: Sequence[str] | None = None) -> int:
    """Open the game window (or run the self-test); returns the exit status.

    The garbage collector waits until the window's first frame: a start makes some
    40,000 objects that live as long as the program (modules, classes, functions, Qt's
    wrappers), and the collector walked them over and over while they were being made
    (about 70 collections, 7 ms of a start). Once the table is drawn they are frozen out
    of its sight (:func:`gc.freeze`; the garbage a start leaves in reference cycles, some
    400 objects once, is then never freed) and it runs from then on, in the GUI thread
    only (see :mod:`.collector`: a Qt object it deleted in a network thread crashed
    the program).
    """
    gc.disable()
    try:
        return _run(build_parser().parse_args(list(argv or [])))
    finally:
        gc.enable()


def _collect_from_now_on() -> None:
    """The start is drawn: what it made lives on, out of the garbage collector's way,
    and the collector runs from now on, in the GUI thread."""
    from .collector import collect_in_gui_thread

    gc.freeze()
    collect_in_gui_thread()


def _run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return _self_test(args)

    import PySide6  # noqa: F401 (loading it installs the import hook put aside next)

    use_plain_import()  # before Qt's modules and ours load: the reading it spares is theirs
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon

    from ..resources import resource_path
    from .main_window import MainWindow
    from .parts.settings import AppSettings
    from .save_store import SaveStore, default_folder

    app = _gui_application()
    app.setApplicationName("Phase 10 Desktop")
    app.setOrganizationName("Phase10Desktop")
    # matches packaging/linux/phase10.desktop, so Wayland docks show our icon and name
    app.setDesktopFileName("phase10")
    app.setWindowIcon(QIcon(str(resource_path("icons", "phase10.png"))))
    settings = AppSettings()
    if args.speed is not None:
        settings.animation_speed = args.speed
    from .parts.i18n import install_translators

    install_translators(app, settings.language)
    store = SaveStore(default_folder())
    store.remove_temporary_files()  # left by a run killed while autosaving
    window = MainWindow(settings, store)
    timing = os.environ.get("PHASE10_EXIT_WHEN_SHOWN") == "1"

    def first_shown() -> None:
        window.after_next_frame(_collect_from_now_on, at_most_ms=1000)
        if timing:  # the first frame after the deal: the clock stops before other work

            def painted() -> None:
                _report("painted")
                window.close()

            window.after_next_frame(painted)
        # the questions of a start (your name, resume?) come over a drawn window
        start_up(window, store, settings, args, ask=not timing)
        if timing:  # the window is up and the game is on the table
            _report("shown")

    window.first_shown.connect(first_shown)
    if sys.platform == "darwin":  # where a clicked link comes as an event, not argv
        # (an application-wide filter: each event passes through Python, so only here)
        links = window.link_opener = link_opener_class()(window, args, app)
        app.installEventFilter(links)
        window.first_shown.connect(links.started)
    if os.environ.get("PHASE10_REPORT_FIT") == "1":  # the window-fit check (tests/e2e)
        QTimer.singleShot(2500, lambda: _report_fit(window))
    window.show()
    return app.exec()


def _gui_application() -> QApplication:
    """The running QApplication, or a new one: a test's (pytest-qt) when there is one."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return QApplication(sys.argv[:1])
    # this module only ever starts widget applications; a core one here is a bug
    assert isinstance(app, QApplication), app
    return app


def _report(moment: str) -> None:
    """Start-up timing (``PHASE10_EXIT_WHEN_SHOWN=1``): a moment of the start (``shown``:
    the game is dealt on the shown window; ``painted``: its first frame is drawn), with
    the seconds since this module was imported and the CPU seconds this process used."""
    print(f"{moment} {time.perf_counter() - _T0:.3f} cpu {time.process_time():.4f}", flush=True)


def _report_fit(window) -> None:
    """Print where the framed window and its bottom bar ended up on the screen, as JSON,
    then quit: what an end-to-end test under a real window manager checks."""
    import json

    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from .parts.dialog_fit import screen_of

    screen = screen_of(window).availableGeometry()
    frame = window.frameGeometry()
    bar = window.controls
    bottom = bar.mapToGlobal(QPoint(0, bar.height())).y()
    table = window.view.geometry()
    report = {
        "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "bar_bottom": bottom,
        "dock_visible": window.dock.isVisible(),
        "panel_offered": window.controls.panel_button.isVisible(),
        "table": [table.width(), table.height()],
    }
    print("fit " + json.dumps(report), flush=True)
    QApplication.quit()


def start_up(window, store, settings, args: argparse.Namespace, *, ask: bool = True) -> None:
    """Once the window is on screen: ask a new player's name, then resume or deal.

    ``ask=False`` (start-up timing) asks nothing and starts a new game. A question
    comes over a window that has been drawn; a start that asks nothing deals at once,
    so the first picture the table paints is the dealt one.
    """
    from PySide6.QtWidgets import QApplication

    if ask and not args.new_game and (not settings.has_player_name or store.has_autosave()):
        QApplication.processEvents()
        window.repaint()
    if ask and not args.new_game and not settings.has_player_name:
        from .dialogs.welcome import WelcomeDialog

        WelcomeDialog(settings, window).exec()
    if not ask:
        args = argparse.Namespace(**{**vars(args), "new_game": True})
    if ask and getattr(args, "link", None):
        follow_invitation(window, store, settings, args)
        return
    resume_or_start(window, store, settings, args)


def follow_invitation(window, store, settings, args: argparse.Namespace) -> None:
    """``phase10 <link>``: the game opens at Join a table, filled in from the link.

    Behind the Join window is the game kept here, put back without asking (the
    player came to join a table; joining saves it again, and the next start offers
    it), or a new one. A link that cannot be followed is explained in a message box
    and the start goes on as usual: the game always opens."""
    from PySide6.QtCore import QTimer

    from .main_window import default_config
    from .save_store import load_or_report

    invitation = read_link(window, args.link)
    if invitation is None:
        resume_or_start(window, store, settings, args)
        return
    saved = load_or_report(store, None, window)
    if saved is not None:
        window.start_game(*saved)
    else:
        window.new_game(default_config(settings))
    # once the table is up: the Join window runs its own event loop
    QTimer.singleShot(0, lambda: window.menus.join_invited(invitation))


def resume_or_start(window, store, settings, args: argparse.Namespace) -> bool:
    """Offer to resume the autosaved game, or start a new one; True when resumed.

    An unreadable, damaged, oversized, impossible or too-new autosave is moved
    aside and explained in a dialog (``save_store.load_or_report``, the same path
    File → Open takes); the program then starts a new game instead of failing.
    """
    from .main_window import default_config

    if not args.new_game and back_to_table(window):
        return True
    if not args.new_game:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        from ..presentation.wording import fill
        from .save_store import load_or_report

        saved = load_or_report(store, None, window)
        if saved is not None:
            game, config = saved
            # the window's context, spelled out: lupdate files ``window.tr`` under "window"
            translate = QCoreApplication.translate
            answer = QMessageBox.question(
                window,
                translate("MainWindow", "Resume?"),
                fill(
                    translate("MainWindow", "You have an unfinished game (round %1). Resume it?"),
                    game.round_no,
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.Yes:
                window.start_game(game, config)
                return True
    config = config_from_args(args, settings) if args.new_game else default_config(settings)
    window.new_game(config)
    return False


def back_to_table(window) -> bool:
    """The app was killed (or crashed) at a table last time: offer that table's seat
    before the game on this computer; True when the window is back at the table.

    A seat the player does not go back to is not offered at the next start (Join a
    table still lists it while the table lasts); a table this app hosted, not opened
    again, ends."""
    from ..records.kept_seats import forget_seat, left_at_table, mark_left
    from ..user_data import data_folder

    folder = data_folder()
    kept = left_at_table(folder)
    if kept is None:
        return False
    from .together.table_dialogs import ask_back_to_table

    if ask_back_to_table(window, kept) and window.menus.back_to_seat(kept):
        return True
    if kept.hosted:
        from ..net.threaded import forget_tables

        forget_seat(folder, kept.code)
        forget_tables(folder / "hosted-tables")
    else:
        mark_left(folder, kept.code)
    return False


def read_link(window, link: str):
    """The invitation ``link`` is, or None once a message box has said what is wrong."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from ..net.invitation import BadInvitation, read_invitation
    from ..presentation.wording import fill
    from .together.play_together import invitation_trouble

    translate = QCoreApplication.translate
    try:
        return read_invitation(link)
    except BadInvitation as e:
        QMessageBox.warning(
            window,
            translate("Invitation", "Invitation"),
            fill(
                translate("Invitation", "This invitation link cannot be followed. %1"),
                invitation_trouble(e),
            ),
        )
        return None


def link_opener_class():
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    # made when first asked for: importing this module (the headless commands' path)
    # loads no Qt
    class LinkOpener(QObject):
        """Links the system hands to the running program as an open event rather than
        as an argument (macOS does so for a clicked ``phase10:`` link, at launch and
        after): one before the window is up is the start's link, as ``phase10 <link>``;
        a later one opens Join a table at once."""

        def __init__(self, window, args: argparse.Namespace, parent: QObject) -> None:
            super().__init__(parent)
            self.window, self.args, self.up = window, args, False

        def started(self) -> None:
            self.up = True

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
                return False
            link = event.url().toString() or event.file()
            if not link.lower().startswith("phase10:"):
                return False
            if not self.up:
                self.args.link = link
            else:
                invitation = read_link(self.window, link)
                if invitation is not None:
                    self.window.menus.join_invited(invitation)
            return True

    return LinkOpener


def _self_test(args: argparse.Namespace) -> int:
    """Play one whole round between bots through the real table code, offscreen.

    Exercises the pieces an installed build needs: Qt platform plugins, SVG card
    art from the bundled resources, the scene and its animations, the bot thread,
    and the save store (in a temporary folder). Exit 0 on success; otherwise a
    message and 1.
    """
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QTimer

    from ..host.game_setup import GameConfig, SeatConfig
    from .collector import collect_in_gui_thread
    from .main_window import MainWindow
    from .parts.settings import AppSettings
    from .save_store import SaveStore

    app = _gui_application()
    collect_in_gui_thread()  # the bot thread never deletes a Qt object (see .collector)
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="phase10-selftest-") as tmp:
        from PySide6.QtCore import QSettings

        qs = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings = AppSettings(qs)
        settings.animation_speed = 8.0
        store = SaveStore(Path(tmp))
        window = MainWindow(settings, store)
        window.set_autoplay(True)
        seats = (
            SeatConfig("Self-test", "easy", True),
            SeatConfig("Ada", "hard", False),  # the Hard bot thinks in its own process
            SeatConfig("Bruno", "normal", False),
        )
        config = GameConfig(
            seats,
            args.rules or GameConfig(seats).rules,
            args.seed if args.seed is not None else 2024,
        )
        rounds: list[object] = []

        def round_over(event: object) -> None:
            rounds.append(event)
            QTimer.singleShot(0, app.quit)

        window.conductor.round_shown.connect(round_over)
        substituted: list[int] = []

        def note_stand_in(change) -> None:
            move = getattr(change, "move", None)
            if move is not None and move.stand_in:
                substituted.append(move.seat)

        window.model.changed.connect(note_stand_in)
        window.conductor.game_over_shown.connect(round_over)
        timeout = QTimer()
        timeout.setSingleShot(True)

        def too_long() -> None:
            failures.append("no round finished within 120 s")
            app.quit()

        timeout.timeout.connect(too_long)
        timeout.start(120_000)
        window.show()
        window.new_game(config)
        app.exec()
        timeout.stop()
        game = window.game
        if not rounds:
            failures.append("the round did not finish")
        elif game is None or len(game.all_cards()) != 108:
            failures.append("cards were not conserved")
        elif store.load_autosave() is None:
            failures.append("the game was not autosaved")
        elif substituted:
            failures.append("the Hard bot's own process did not answer in time")
        window.close()
    if failures:
        print("self-test FAILED: " + "; ".join(failures), file=sys.stderr)
        return 1
    ended = rounds[0]
    print(
        f"self-test passed: round {getattr(ended, 'round_no', '?')} played through the table "
        f"in {time.perf_counter() - _T0:.1f} s"
    )
    return 0
