"""The figures drawn from recorded games (games written out by hand, so the
expected figures follow from how they were written)."""

from __future__ import annotations

from stats_helpers import made_up

from phase10_desktop.engine import RuleSet
from phase10_desktop.stats import Filters, summarize
from phase10_desktop.stats.summary import ROLLING_GAMES, rule_sets


def test_wins_are_counted_per_opponent_level_and_table_size():
    games = [
        made_up(True, level="hard", players=2, day=1),
        made_up(False, level="hard", players=2, day=2),
        made_up(True, level="easy", players=4, day=3),
        made_up(True, level="hard", players=3, day=4),
    ]
    s = summarize(games)
    assert (s.games, s.wins) == (4, 3)
    rows = [(g.level, g.players, g.games, g.wins) for g in s.groups]
    assert rows == [("easy", 4, 1, 1), ("hard", 2, 2, 1), ("hard", 3, 1, 1)]


def test_opponents_of_different_levels_make_a_mixed_game():
    game = made_up(True, players=3, day=1)
    seats = (game.seats[0], game.seats[1], game.seats[2].__class__("X", "hard", False, 0, 0))
    mixed = game.__class__(game.played_at, seats, game.rules, game.winner, game.rounds)
    assert mixed.opponent_level == "mixed"
    assert summarize([mixed]).groups[0].level == "mixed"


def test_practice_games_are_counted_apart_and_out_of_every_figure():
    games = [made_up(True, day=1), made_up(True, day=2, practice=True, points=50)]
    s = summarize(games)
    assert (s.games, s.wins, s.practice_games) == (1, 1, 1)
    assert s.mean_points == 10
    assert [p.number for p in s.timeline] == [1]


def test_filters_choose_level_players_and_rules():
    short = RuleSet(phases="first:5")
    games = [
        made_up(True, level="hard", players=2, day=1),
        made_up(False, level="easy", players=2, day=2),
        made_up(False, level="hard", players=4, day=3, rules=short),
    ]
    assert summarize(games, Filters(level="hard")).games == 2
    assert summarize(games, Filters(players=2)).games == 2
    assert summarize(games, Filters(rules=short)).games == 1
    assert summarize(games, Filters(level="hard", players=2)).wins == 1
    assert rule_sets(games) == [RuleSet(), short]


def test_streaks_longest_and_current():
    pattern = [True, True, False, True, True, True, False, False]
    games = [made_up(w, day=i + 1) for i, w in enumerate(pattern)]
    st = summarize(games).streaks
    assert (st.longest_wins, st.longest_losses, st.current) == (3, 2, -2)


def test_win_rate_over_time_is_taken_over_the_last_games():
    pattern = [True] * ROLLING_GAMES + [False] * ROLLING_GAMES
    games = [made_up(w, day=1 + i % 28, month=1 + i // 28) for i, w in enumerate(pattern)]
    line = summarize(games).timeline
    assert [p.rate for p in line[:ROLLING_GAMES]] == [1.0] * ROLLING_GAMES
    assert line[ROLLING_GAMES].rate == (ROLLING_GAMES - 1) / ROLLING_GAMES
    assert line[-1].rate == 0.0
    assert [p.number for p in line] == list(range(1, len(pattern) + 1))


def test_months_count_games_and_wins():
    games = [made_up(True, day=1), made_up(False, day=2), made_up(True, day=1, month=2)]
    assert summarize(games).months == [("2025-01", 2, 1), ("2025-02", 1, 1)]


def test_points_and_phases_per_round():
    """Two games: 10 points a round laying every round, 20 a round laying every
    other round, so round 1 is made in one game of two and round 2 in both."""
    games = [
        made_up(True, day=1, rounds=4, points=10, laid_every=1),
        made_up(False, day=2, rounds=2, points=20, laid_every=2),
    ]
    s = summarize(games)
    assert s.rounds == 6 and s.points == 80
    assert [(r.round_no, r.rounds, r.mean_points, r.made_rate) for r in s.by_round] == [
        (1, 2, 15.0, 0.5),
        (2, 2, 15.0, 1.0),
        (3, 1, 10.0, 1.0),
        (4, 1, 10.0, 1.0),
    ]
    # game 1 is on phases 1-4 and makes each; game 2 stays on phase 1 for a round
    assert [(p.phase, p.rounds, p.made) for p in s.by_phase] == [
        (1, 3, 2),
        (2, 1, 1),
        (3, 1, 1),
        (4, 1, 1),
    ]
    assert s.phases_made == 5


def test_best_game_is_the_won_game_with_fewest_points():
    games = [
        made_up(True, day=1, score=120, rounds=5),
        made_up(False, day=2, score=10),
        made_up(True, day=3, score=80, rounds=9),
        made_up(True, day=4, score=80, rounds=7),
    ]
    best = summarize(games).best
    assert best is not None
    assert (best.score, best.rounds, best.played_at[:10]) == (80, 7, "2025-01-04")
    assert summarize([made_up(False, day=1)]).best is None


def test_no_games_no_figures():
    s = summarize([])
    assert (s.games, s.rate, s.mean_points, s.best) == (0, 0.0, 0.0, None)


def test_pass_and_play_keeps_each_persons_figures_under_their_name() -> None:
    """Issue 21 §5: a game two people played at one screen counts for each of them,
    with their own seat's points and phases; a person only at other games has none."""
    from dataclasses import replace as _replace

    from phase10_desktop.engine import Game
    from phase10_desktop.simulate import simple_policy
    from phase10_desktop.stats.result import result_of
    from phase10_desktop.stats.summary import Filters, summarize

    g = Game.new(3, seed=4, names=["Ana", "Bot", "Ben"])
    while not g.game_over:
        g.apply(simple_policy(g, g.legal_actions()))
    result = result_of(g, [None, "easy", None], 0, people=(0, 2))
    assert result.people == (0, 2) and result.seat_of("BEN") == 2 and result.seat_of("x") is None
    for name, seat in (("Ana", 0), ("ben", 2)):
        s = summarize([result], Filters(player=name))
        assert s.games == 1 and s.wins == (g.winner == seat)
        assert s.points == sum(r.points[seat] for r in result.rounds if not r.tiebreak)
    assert summarize([result], Filters(player="Cy")).games == 0
    assert summarize([_replace(result)]).games == 1  # no name: the first person, as before
