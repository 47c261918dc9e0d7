"""The fair deal (R2.2 dealt from a committed seed and the player's cut, R3.7
rebuilt from the same stream): commitments come first, decks are pinned, the
seed is revealed and checks out at the end of every round."""

from __future__ import annotations

import hashlib
import json

import pytest

from phase10_desktop.engine import DECK, Draw, Game, IllegalMove, card_token, parse_cards
from phase10_desktop.engine.events import (
    DealCommitted,
    GameEnded,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
)
from phase10_desktop.engine.fair_deal import (
    DEAL_LABEL,
    Stream,
    commitment,
    cut_problem,
    deck_order,
    derive_round_seed,
    fingerprint,
    random_cut,
    reshuffle_label,
    seed_matches,
    shuffled,
)
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy

#: (seed, cut) -> the first twelve cards dealt. These never change: a record
#: written today must verify with every later version, on every platform.
PINNED = [
    (bytes(32), "", "B7b R3b Y6a G2a G11a G2b Y7a B6b B8a Y9b G1a Y10a"),
    (bytes(range(32)), "hello", "R2a Wb Wd Y1a B4b R4a R7b Wa G8a Y9b Y5b G7b"),
    (derive_round_seed(2024, 1), "", "Wa G7b R9a B10a R10b Sc G8a Y4b R5a R2a G5b Y10a"),
    (derive_round_seed(2024, 1), "Ana's cut ✂", "B5a B7b R12b Wa R1a Y1a R7b B10a Wg Wc R6b R5a"),
]


def tokens(cards) -> str:
    return " ".join(card_token(c) for c in cards)


@pytest.mark.parametrize(("seed", "cut", "first"), PINNED)
def test_R2_2_deck_orders_are_pinned_for_fixed_seeds_and_cuts(seed, cut, first):
    deck = deck_order(seed, cut)
    assert tokens(deck[:12]) == first
    assert sorted(c.id for c in deck) == list(range(108))


def test_round_seeds_of_a_seeded_game_are_hmac_of_the_seed_digits():
    assert derive_round_seed(2024, 1).hex() == (
        "43689baa969f73ad8b5e3a8fe8971e550ad27a7004c4e1a0e23f615eab12ab33"
    )
    assert derive_round_seed(2024, 2) != derive_round_seed(2024, 1)
    assert derive_round_seed(2025, 1) != derive_round_seed(2024, 1)


def test_commitment_is_sha256_of_the_seed_and_fingerprint_its_first_sixteen_digits():
    seed = bytes(range(32))
    c = commitment(seed)
    assert c == hashlib.sha256(seed).hexdigest()
    assert fingerprint(c) == "630d cd29 66c4 3366"
    assert seed_matches(seed.hex(), c)
    assert not seed_matches(bytes(32).hex(), c)
    assert not seed_matches("not hex", c)


def test_the_cut_changes_the_deck_and_the_same_cut_gives_the_same_deck():
    seed = derive_round_seed(7, 1)
    assert deck_order(seed, "a") == deck_order(seed, "a")
    assert deck_order(seed, "a") != deck_order(seed, "b")
    assert deck_order(seed, "") != deck_order(seed, "\n")
    assert len(random_cut()) == 32 and cut_problem(random_cut()) is None


def test_the_stream_rejects_words_that_would_bias_the_draw():
    # 2**32 = 715827882 * 6 + 4: the top four words would favour 0..3, so they go
    words = iter([2**32 - 1, 2**32 - 4, 2**32 - 5])

    class Scripted(Stream):
        __slots__ = ()

        def _word(self) -> int:
            return next(words)

    assert Scripted(bytes(32), DEAL_LABEL, "").below(6) == (2**32 - 5) % 6


def test_draws_below_n_are_close_to_uniform():
    stream = Stream(b"k" * 32, "test", "")
    counts = [0] * 6
    for _ in range(6000):
        counts[stream.below(6)] += 1
    assert all(900 < n < 1100 for n in counts), counts


def test_cuts_are_checked():
    assert cut_problem("a phrase") is None
    assert "longer" in cut_problem("x" * 201)
    assert "control" in cut_problem("a\x00b")
    assert "text" in cut_problem(5)


def test_commitment_is_fixed_before_any_card_is_seen():
    """With ``deal=False`` the game waits in the "deal" stage: the commitment is
    known, the cards lie gathered in id order, nobody may move; the deal that
    follows is the one the committed seed and the cut give."""
    g = Game.new(3, seed=11, deal=False)
    assert g.stage == "deal" and g.commitment is not None
    assert not any(g.hands) and [c.id for c in g.draw_pile] == list(range(108))
    assert g.legal_actions() == []
    assert not g.view(g.turn).legal_actions()
    with pytest.raises(IllegalMove, match="not been dealt"):
        g.apply(simple_policy(Game.new(3, seed=11), Game.new(3, seed=11).legal_actions()))
    committed = g.commitment
    r = g.record.rounds[0]
    g.deal("my cut")
    assert g.commitment == committed and g.stage == "draw"
    assert hashlib.sha256(r.seed).hexdigest() == committed
    deck = deck_order(r.seed, "my cut")
    assert r.deck == tuple(deck) and r.cut == "my cut"
    first = (g.dealer + 1) % 3
    assert g.hands[first][:2] == [deck[0], deck[3]]
    assert g.discard_pile[0] == deck[30] and g.draw_pile[-1] == deck[31]
    with pytest.raises(IllegalMove, match="already dealt"):
        g.deal()


def test_a_bad_cut_is_refused_and_changes_nothing():
    g = Game.new(2, seed=1, deal=False)
    with pytest.raises(ValueError, match="control"):
        g.deal("bad\x07")
    assert g.stage == "deal"


def test_every_round_commits_before_it_deals_and_reveals_after_it_ends():
    g = Game.new(4, seed=3)
    events = g.opening_events()
    while not g.game_over:
        events += g.apply(simple_policy(g, g.legal_actions()))
    committed = {}
    for i, e in enumerate(events):
        if isinstance(e, DealCommitted):
            committed[e.round_no] = e.commitment
            assert all(not isinstance(x, RoundEnded) or x.round_no < e.round_no for x in events[:i])
        if isinstance(e, SeedRevealed):
            assert e.verified and e.commitment == committed[e.round_no]
            assert hashlib.sha256(bytes.fromhex(e.seed)).hexdigest() == e.commitment
    reveals = [e for e in events if isinstance(e, SeedRevealed)]
    assert len(reveals) == g.round_no == len(committed)
    assert isinstance(events[-1], GameEnded)


def test_games_without_a_seed_draw_round_seeds_nobody_can_derive():
    a, b = Game.new(2), Game.new(2)
    assert not a.record.seeded and a.commitment != b.commitment
    assert a.record.rounds[0].seed != derive_round_seed(a.seed, 1)


def test_R3_7_the_rebuilt_draw_pile_comes_from_the_reshuffle_stream():
    hands = ["R1 R2 R3", "B1 B2 B3"]
    held = {c for h in hands for c in parse_cards(h)}
    rest = [c for c in DECK if c not in held]
    rest = [*rest[1:], rest[0]]  # a number card on top, not a Skip
    g = Game.from_deal(hands, discard=rest, draw=[])
    assert g.draw_pile == []
    pile = g.discard_pile[:-1]
    g.apply(Draw("pile"))  # the draw pile is empty: R3.7 rebuilds it first
    order = shuffled(pile, derive_round_seed(0, 1), reshuffle_label(1), "")
    assert g.hands[0][-1] == order[0]  # the first card of the stream's order is the top
    assert g.draw_pile == order[1:][::-1]


def test_a_numbered_save_waiting_for_the_deal_resumes_to_the_same_deal():
    """The waiting round's seed is not in the save; a numbered game derives it again
    (the same commitment, the same cards), a game without a number draws a new one
    (tests/engine/test_engine_trust.py)."""
    g = Game.new(3, seed=19, deal=False)
    h = game_from_json(game_to_json(g))
    assert h.stage == "deal" and h.commitment == g.commitment
    g.deal("cut")
    h.deal("cut")
    assert json.loads(game_to_json(h)) == json.loads(game_to_json(g))


def test_between_rounds_the_cards_lie_where_they_fell_until_the_deal():
    """With ``deal=False`` a finished round leaves its final position on the table
    (for the round summary); the next round's number, dealer and commitment are
    fixed; ``deal`` gathers, shuffles and deals, and only then does RoundStarted come."""
    g = Game.new(3, seed=8, deal=False)
    g.deal()
    ended = None
    while ended is None:
        for e in g.apply(simple_policy(g, g.legal_actions())):
            if isinstance(e, RoundEnded):
                ended = e
    assert g.stage == "deal" and g.round_no == 2
    assert tuple(tuple(h) for h in g.hands) == ended.hands
    assert g.record.rounds[-1].round_no == 2 and not g.record.rounds[-1].dealt
    assert g.record.revealed(1) is not None and g.record.revealed(2) is None
    assert g.view(0).stage == "deal" and g.legal_actions() == []
    h = game_from_json(game_to_json(g))  # a save between rounds loads
    events = g.deal("second")
    assert isinstance(events[0], RoundStarted) and events[0].round_no == 2
    assert sum(map(len, g.hands)) == 30 and not any(g.laid)
    h.deal("second")
    assert game_to_json(h) == game_to_json(g)


def test_the_by_hand_shuffle_in_docs_fair_deal_md_gives_the_engines_deck(capsys):
    """docs/fair-deal.md shows the shuffle in a few lines of plain Python for anyone
    to check a deal with; run that very code and compare it with the engine."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "fair-deal.md").read_text("utf-8")
    code = text.split("```python\n", 1)[1].split("```", 1)[0]
    space: dict = {}
    exec(compile(code, "fair-deal.md", "exec"), space)
    printed = capsys.readouterr().out.split()
    seed = bytes.fromhex("43689baa969f73ad8b5e3a8fe8971e550ad27a7004c4e1a0e23f615eab12ab33")
    assert printed == [card_token(c) for c in deck_order(seed, "Ana was here")[:12]]
    for seed, cut, _ in PINNED:
        assert space["deck_order"](seed.hex(), cut) == [
            card_token(c) for c in deck_order(seed, cut)
        ]
    again = space["deck_order"](seed.hex(), "x", label=reshuffle_label(2))
    assert again == [card_token(c) for c in shuffled(DECK, seed, reshuffle_label(2), "x")]


@pytest.mark.parametrize("seed", [3, 35])
def test_every_save_of_a_game_that_waits_for_its_cuts_loads_as_it_was(seed):
    """Saved at any moment, before a deal too (the last round's cards still lying
    where they fell, phases already advanced), a game loads to the same state."""
    g = Game.new(3, seed=seed, deal=False)
    for step in range(400):
        if step % 7 == 0 or g.stage == "deal":
            assert game_to_json(game_from_json(game_to_json(g))) == game_to_json(g)
        if g.game_over:
            break
        if g.stage == "deal":
            g.deal(f"cut {g.round_no}")
        else:
            g.apply(simple_policy(g, g.legal_actions()))
    assert g.round_no >= 3
