"""Trust under attack (issue 23), through the window: no peeking, no steering, no
inflated statistics.

Export and Watch mid-game show nothing of the round in play (1); the bots' seeds say
nothing about a numbered deal (2); the autosave holds no seed while the cut is open
(3); the fingerprint shows 64 bits, the whole commitment one click away (4); only
games this program dealt from its own fresh seeds count, each deal once (10); the
name fields stop where the engine does (12); ``phase10 --help`` names every command
(14); a negative deal number is refused with a message (15).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from table_helpers import make_window, seats

from phase10_desktop.app.dialogs.replay_window import ReplayWindow
from phase10_desktop.engine import Draw, RoundEnded, RuleSet
from phase10_desktop.engine.saves import game_to_json
from phase10_desktop.host.game_setup import GameConfig
from phase10_desktop.simulate import simple_policy
from phase10_desktop.stats import StatsStore, summarize

ROOT = Path(__file__).resolve().parents[2]
QUICK = RuleSet(phases="first:1")


def round_in_play(qtbot, tmp_path, seed: int | None = 25):
    """A window in round 2, dealt, bots in every seat (round 1 played to its end)."""
    w = make_window(qtbot, tmp_path)
    w.set_autoplay(True)
    ended: list[RoundEnded] = []
    w.conductor.round_shown.connect(ended.append)
    w.new_game(GameConfig(seats("easy", "easy"), seed=seed))
    qtbot.waitUntil(lambda: bool(ended), timeout=60000)
    qtbot.waitUntil(
        lambda: w.game.round_no == 2 and w.game.stage in ("draw", "play"),
        timeout=60000,
    )
    w.set_autoplay(False)
    return w


# ------------------------------------------------------------------ point 1
def test_1_export_and_watch_during_a_round_show_nothing_of_it(qtbot, tmp_path, monkeypatch):
    w = round_in_play(qtbot, tmp_path)
    game = w.game
    now = game.record.rounds[-1]
    path = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    w.menus.export_record()
    text = path.read_text("utf-8")
    assert now.seed.hex() not in text
    assert json.loads(text)["rounds"][-1]["deck"] == []
    # Watch the autosave itself: the file on disk holds the whole round, the window not
    w.autosave()
    autosave = w.store.autosave_path
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(autosave), ""))
    w.menus.watch_record()
    replay = next(x for x in w.menus._open if isinstance(x, ReplayWindow))
    assert replay.rounds == [1]


def test_1_playing_the_deals_of_a_save_in_progress_deals_no_round_not_over(
    qtbot, tmp_path, monkeypatch
):
    """Game → Records → Play a record's deals on the autosave of a game in round 2: the
    new game deals round 1 again, and nothing of round 2 (its seed would deal the very
    cards still in play)."""
    w = round_in_play(qtbot, tmp_path)
    first, in_play = (r.seed for r in w.game.record.rounds)
    w.autosave()
    autosave = w.store.autosave_path
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(autosave), ""))
    w.menus.challenge_record()
    again = w.game.record
    seeds = [r.seed for r in again.rounds] + [seed for seed, _cut in again.planned]
    assert seeds[0] == first
    assert in_play not in seeds


# ------------------------------------------------------------------ point 2
def _bot_seeds(qtbot, tmp_path, deal_number: int) -> dict[int, int]:
    w = make_window(qtbot, tmp_path)
    given: list[dict] = []
    original = w.bots.configure
    w.bots.configure = lambda levels: (given.append(dict(levels)), original(levels))
    w.new_game(GameConfig(seats("easy", "hard", "normal"), seed=deal_number))
    return {seat: seed for seat, (_level, seed) in given[-1].items()}


def test_2_the_bots_seeds_give_the_deal_number_away_to_nobody(qtbot, tmp_path):
    """From the seed a bot (or the Hard process) receives, the deal number cannot be
    worked back: it is not the old ``seed * 31 + seat`` and it is not fixed by the
    deal number alone (another run of the program gives other seeds)."""
    number = 123_456_789_012
    seeds = _bot_seeds(qtbot, tmp_path, number)
    assert sorted(seeds) == [1, 2, 3]
    inverse = pow(31, -1, 2**31)
    for seat, seed in seeds.items():
        assert (seed - seat) * inverse % 2**31 != number % 2**31
        assert 0 <= seed < 2**31
    code = (
        "from phase10_desktop.engine.fair_deal import bot_seed;"
        f"print([bot_seed({number}, s) for s in (1, 2, 3)])"
    )
    other = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert other.returncode == 0, other.stderr
    assert json.loads(other.stdout) != [seeds[s] for s in (1, 2, 3)]


# ------------------------------------------------------------------ point 3
def test_3_while_the_cut_is_asked_no_file_holds_the_seed(qtbot, tmp_path, monkeypatch):
    """Round 2's cut is asked after round 1 was autosaved move by move: the autosave on
    disk at that moment holds round 2's commitment at most, never its seed."""
    from phase10_desktop.app.dialogs import cut_dialog

    w = make_window(qtbot, tmp_path)
    w.settings.cut_each_deal = True
    w.set_autoplay(True)
    seen: list[tuple[str, str]] = []

    def ask(round_no, commitment, parent=None):
        game = w.game
        if round_no == 2 and w.store.has_autosave():
            seed = game.record.rounds[-1].seed.hex()
            seen.append((seed, w.store.autosave_path.read_text("utf-8")))
        return f"cut {round_no}"

    monkeypatch.setattr(cut_dialog.CutDialog, "ask", staticmethod(ask))
    w.new_game(GameConfig(seats("easy"), seed=None))
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    seed, saved = seen[0]
    assert seed not in saved
    qtbot.waitUntil(lambda: w.game.record.rounds[-1].dealt, timeout=10000)
    assert w.game.record.rounds[1].cut == "cut 2"


# ------------------------------------------------------------------ point 4
def test_4_the_fingerprint_shows_64_bits_and_the_whole_commitment_one_click_away(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), seed=5))
    commitment = w.game.commitment
    label = w.deal_label
    groups = [commitment[i : i + 4] for i in range(0, 16, 4)]
    assert " ".join(groups) in label.text()
    assert commitment not in label.text()
    label.linkActivated.emit("commitment")  # what a click on the link does
    assert commitment in label.text().replace(" ", "")
    log = w.move_log_model.lines()[0]
    assert " ".join(groups) in log


# ----------------------------------------------------------------- point 10
def _finish(qtbot, w, avoid=None) -> None:
    """Play the person's seat to the game's end (bots play theirs), closing each round's
    summary as a person would; the person's first move is another draw than ``avoid``."""
    from phase10_desktop.stats.recording import writer

    over: list[object] = []
    w.conductor.game_over_shown.connect(over.append)
    first = True
    for _ in range(2000):
        if over:
            break
        game = w.game
        qtbot.waitUntil(
            lambda: (
                bool(over)
                or (w.model.human_to_move and not w.scene.animating)
                or (w._dialog is not None and w._dialog.isVisible())
            ),
            timeout=60000,
        )
        if over:
            break
        if w._dialog is not None and w._dialog.isVisible():
            w._dialog.accept()
        elif w.model.human_to_move:
            legal = game.legal_actions()
            others = [a for a in legal if isinstance(a, Draw) and a != avoid]
            if avoid is not None and first and others:
                action = others[0]
            else:
                action = simple_policy(game, legal)
            first = False
            assert w.model.play(action) is None
    assert over and w.game.game_over
    writer().submit(lambda: None).result(timeout=30)  # the statistics are written
    # the last round's summary, then the result: both modal, both hold the table; close
    # them as a person would
    if w._dialog is not None and w._dialog.isVisible():
        w._dialog.accept()
    qtbot.waitUntil(lambda: getattr(w, "_over_dialog", None) is not None, timeout=10000)
    w._over_dialog.reject()


def _counted(tmp_path) -> tuple[int, int]:
    """(games kept, games counted) in the statistics of this test's data folder."""
    games = StatsStore(tmp_path / "data" / "statistics.sqlite3").games()
    return len(games), summarize(games).games


@pytest.fixture
def data_folder(tmp_path, monkeypatch):
    from phase10_desktop.app.dialogs import stats_window

    monkeypatch.setenv("PHASE10_DATA_DIR", str(tmp_path / "data"))
    stats_window.shared_store.cache_clear()
    yield tmp_path / "data"
    stats_window.shared_store.cache_clear()


def test_10_a_game_of_fresh_deals_counts(qtbot, tmp_path, data_folder):
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), rules=QUICK, seed=None))
    _finish(qtbot, w)
    assert _counted(tmp_path) == (1, 1)


def test_10_a_numbered_game_is_kept_but_not_counted(qtbot, tmp_path, data_folder):
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), rules=QUICK, seed=77))
    _finish(qtbot, w)
    assert _counted(tmp_path) == (1, 0)


def test_10_playing_a_records_deals_is_not_counted(qtbot, tmp_path, data_folder, monkeypatch):
    """A crafted record (its seeds picked for the deals they give) played through "Play
    a record's deals": the game is kept, never counted."""
    from phase10_desktop.engine import Game
    from phase10_desktop.records import export_record

    friend = Game.new(2, seed=4, rules=QUICK, names=["You", "Ada"])
    while not friend.game_over:
        friend.apply(simple_policy(friend, friend.legal_actions()))
    path = tmp_path / "crafted.json"
    export_record(friend, path)
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), rules=QUICK, seed=None))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    w.menus.challenge_record()
    assert w.game.record.rounds[0].seed == friend.record.rounds[0].seed
    _finish(qtbot, w)
    assert _counted(tmp_path) == (1, 0)


def test_10_a_save_as_copy_finished_differently_counts_the_deal_once(
    qtbot, tmp_path, data_folder, monkeypatch
):
    """The copy must end differently for the test to mean anything, so this game is
    made repeatable: its "fresh" seeds and the bots' seeds come from a counter here."""
    import hashlib

    from phase10_desktop.engine import dealing
    from phase10_desktop.host import game_host

    drawn = iter(range(1000))
    monkeypatch.setattr(
        dealing, "fresh_round_seed", lambda: hashlib.sha256(b"%d" % next(drawn)).digest()
    )
    monkeypatch.setattr(game_host, "bot_seed", lambda game_seed, seat: seat)
    w = make_window(qtbot, tmp_path)
    config = GameConfig(seats("easy"), rules=QUICK, seed=None)
    w.new_game(config)
    copy = tmp_path / "copy.json"
    w.store.save_as(copy, w.game, w.config)
    _finish(qtbot, w)
    assert _counted(tmp_path) == (1, 1)
    first = w.game.record.rounds[0]
    drew = first.actions[first.seats.index(0)]  # the person's first move
    game, loaded_config = w.store.load(copy)
    w.start_game(game, loaded_config)
    _finish(qtbot, w, avoid=drew)
    kept, counted = _counted(tmp_path)
    assert counted == 1  # the deal counts once, however the copy ended
    games = StatsStore(tmp_path / "data" / "statistics.sqlite3").games()
    assert kept == len({g.fingerprint for g in games}) == 2  # the copy ended differently


def test_10_a_practice_save_edited_to_count_does_not(qtbot, tmp_path, data_folder):
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), rules=QUICK, seed=None, practice=True))
    path = tmp_path / "practice.json"
    w.store.save_as(path, w.game, w.config)
    data = json.loads(path.read_text("utf-8"))
    data["config"]["practice"] = False
    data["game"]["record"]["practice"] = False
    path.write_text(json.dumps(data), encoding="utf-8")
    game, config = w.store.load(path)
    assert not config.practice and not game.record.practice
    w.start_game(game, config)
    _finish(qtbot, w)
    assert _counted(tmp_path)[1] == 0


# ----------------------------------------------------------------- point 12
def test_12_the_name_fields_stop_where_the_engine_does(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QLineEdit

    from phase10_desktop.app.dialogs.new_game_dialog import NewGameDialog
    from phase10_desktop.app.dialogs.welcome import WelcomeDialog
    from phase10_desktop.app.parts.settings import AppSettings
    from phase10_desktop.engine.game import MAX_NAME_LENGTH

    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    for dialog in (NewGameDialog(settings), WelcomeDialog(settings)):
        qtbot.addWidget(dialog)
        names = [e for e in dialog.findChildren(QLineEdit) if e.maxLength() < 1000]
        assert names and all(e.maxLength() == MAX_NAME_LENGTH for e in names)


# ----------------------------------------------------------------- point 14
def test_14_phase10_help_names_every_headless_command():
    from phase10_desktop import cli
    from phase10_desktop.app.main import build_parser

    commands = set(cli.build_parser()._subparsers._group_actions[0].choices)
    assert {"simulate", "tournament", "stats", "verify", "replay"} <= commands
    text = " ".join(build_parser().format_help().split())
    assert all(name in text for name in commands)


# ----------------------------------------------------------------- point 15
@pytest.mark.parametrize("seed", ["-5", str(2**63)])
def test_15_a_negative_deal_number_on_the_command_line_is_refused(capsys, seed):
    from phase10_desktop.app.main import build_parser

    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--new-game", "--seed", seed])
    assert stop.value.code == 2
    assert "seed" in capsys.readouterr().err


def test_15_the_saved_game_of_any_deal_number_loads(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.new_game(GameConfig(seats("easy"), seed=2**63 - 1))
    w.autosave()
    game, _ = w.store.load(w.store.autosave_path)
    assert game.seed == 2**63 - 1
    assert json.loads(game_to_json(game))["seed"] == 2**63 - 1


# ------------------------------------------------------------------ point 0
@pytest.mark.parametrize("record", ["left intact", "removed"])
def test_0_an_autosave_whose_game_was_edited_is_refused_and_moved_aside(qtbot, tmp_path, record):
    """A card planted in the saved game, its record left intact or removed (``null``, as
    a save from before records has none): the game resumed from it would replay, export
    and undo another game, or could not be checked at all. It is explained and moved
    aside, and the next start deals a new game instead."""
    from phase10_desktop.app.save_store import load_or_report

    w = round_in_play(qtbot, tmp_path)
    w.autosave()
    path = w.store.autosave_path
    data = json.loads(path.read_text("utf-8"))
    game = data["game"]
    mover = game["turn"]
    hand, pile = game["hands"][mover], game["draw_pile"]
    hand[0], pile[-1] = pile[-1], hand[0]  # the next card drawn swapped into the hand
    if record == "removed":
        game["record"] = None
    path.write_text(json.dumps(data), encoding="utf-8")
    shown: list = []
    assert load_or_report(w.store, show=lambda parent, error, moved: shown.append(moved)) is None
    assert shown and shown[0] is not None and shown[0].exists()
    assert not path.exists()


# ----------------------------------------------------------------- point 13
@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="FIFOs are a POSIX thing")
def test_13_opening_a_fifo_as_a_save_is_refused_at_once(tmp_path):
    """File → Open on a FIFO: refused with "could not be read", not a window that waits."""
    import os
    import threading

    from phase10_desktop.app.save_store import SaveFileError, SaveStore

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    outcome: list[object] = []

    def load() -> None:
        try:
            SaveStore(tmp_path).load(fifo)
        except SaveFileError as e:
            outcome.append(e)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # let the stuck open() go before failing
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        worker.join(10)
        pytest.fail("opening a FIFO as a save waited for a writer")
    (error,) = outcome
    assert "not a regular file" in str(error) and not error.corrupt
