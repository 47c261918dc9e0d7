"""Every dialog of the game, built from seeded games, for the tests that check all of
them at once (fitting the screen, labelled controls, a sensible Tab order).

A dialog added to the game belongs here too: the checks only see what is listed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QWidget

from phase10_desktop.app.parts.settings import AppSettings
from phase10_desktop.engine import Discard, Draw, Game, GameEnded, RoundEnded, RuleSet
from phase10_desktop.engine.record import HUMAN
from phase10_desktop.simulate import simple_policy

NAMES = ("Sam", "Lucía", "Marko", "Amira", "Oliver", "Noor")
#: every dialog of the game, by the name :func:`dialogs` gives it
DIALOGS = (
    "welcome",
    "new_game",
    "settings",
    "rules",
    "statistics",
    "coach",
    "replay",
    "score_sheet",
    "cut",
    "round_summary",
    "game_over",
    "pass_and_play",
    "host_table",
    "join_table",
    "lobby",
)


@cache
def played(players: int = 6, seed: int = 1) -> tuple[Game, tuple]:
    """A whole game played by the simple policy, with every event it caused."""
    game = Game.new(players, seed=seed, rules=RuleSet(), names=list(NAMES[:players]))
    events: list = []
    while not game.game_over:
        events += game.apply(simple_policy(game, game.legal_actions()))
    return game, tuple(events)


def coach_moves() -> list:
    """Two decisions the Hard bot would make differently: seat 0 passes over the G7
    that completes its two sets of 3 (R3.2), then throws the R3 of its pair of 3s."""
    game = Game.from_deal(
        ["R7 B7 R3 B3 G3 Y9 B11 G12 R12 Y1", "Y2 Y4 Y6 Y8 Y10 B2 B4 B6 B8 B10"],
        discard="G7",
        draw="Y5",
    )
    moves = [(game.view(0), Draw("pile"))]
    game.apply(Draw("pile"))
    r3 = next(c for c in game.hands[0] if c.face == "R3")
    moves.append((game.view(0), Discard(r3)))
    return moves


def settings_in(folder: Path) -> AppSettings:
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.player_name = NAMES[0]
    return settings


def dialogs(folder: Path) -> dict[str, Callable[[QWidget | None], QDialog]]:
    """name -> a function building that dialog with ``parent`` (nothing is shown)."""
    from phase10_desktop.app.dialogs.coach_window import CoachWindow
    from phase10_desktop.app.dialogs.cut_dialog import CutDialog
    from phase10_desktop.app.dialogs.game_over import GameOverDialog
    from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
    from phase10_desktop.app.dialogs.pass_and_play import PassAndPlayDialog
    from phase10_desktop.app.dialogs.replay_window import ReplayWindow
    from phase10_desktop.app.dialogs.round_summary import RoundSummaryDialog
    from phase10_desktop.app.dialogs.rules_window import RulesWindow
    from phase10_desktop.app.dialogs.score_sheet import ScoreSheetDialog
    from phase10_desktop.app.dialogs.settings_dialog import SettingsDialog
    from phase10_desktop.app.dialogs.stats_window import StatsWindow
    from phase10_desktop.app.dialogs.welcome import WelcomeDialog
    from phase10_desktop.app.together.play_together import HostDialog, JoinDialog, LobbyDialog
    from phase10_desktop.stats.store import StatsStore

    game, events = played()
    rounds = [e for e in events if isinstance(e, RoundEnded)]
    ended = next(e for e in events if isinstance(e, GameEnded))
    record = game.record
    assert record is not None
    # the record as the window keeps it: seat 0 is the person (the coach's button shows)
    mine = replace(record, levels=(HUMAN, *("normal",) * 5))
    settings = settings_in(folder)
    commitment = "0123456789abcdef" * 4
    made = {
        "welcome": lambda p: WelcomeDialog(settings, p),
        "new_game": lambda p: NewGameDialog(settings, p),
        "settings": lambda p: SettingsDialog(settings, p),
        "rules": lambda p: RulesWindow(p),
        "statistics": lambda p: StatsWindow(StatsStore(folder / "stats.sqlite"), p),
        "coach": lambda p: CoachWindow(coach_moves(), p),
        "replay": lambda p: ReplayWindow(mine, 2, p),
        "score_sheet": lambda p: ScoreSheetDialog(game, p),
        "cut": lambda p: CutDialog(3, commitment, p),
        "round_summary": lambda p: RoundSummaryDialog(
            rounds[2], game.names, game.rules, p, replayable=True
        ),
        "game_over": lambda p: GameOverDialog(game, ended, p),
        "pass_and_play": lambda p: PassAndPlayDialog(NAMES[0], p),
        "host_table": lambda p: HostDialog(NAMES[0], p),
        # browse=False: the tests send nothing onto the machine's network (no mDNS)
        "join_table": lambda p: JoinDialog(NAMES[1], p, browse=False),
        "lobby": lambda p: LobbyDialog("K7MQ-4XPD", "127.100.200.250:7010", host=True, parent=p),
    }
    assert tuple(made) == DIALOGS
    return made
