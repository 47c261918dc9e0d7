"""Fuzz the engine's boundaries: random play, mutated saves, malformed actions.

Three parts, each counting outcomes and printing them; anything but the expected
outcome is a bug and is listed (the script exits 1):

* random play: seeded games under many rule variants, half of them waiting in
  the "deal" stage between rounds; after every action the 108 cards are all in
  place, the seat to move has a legal move (unless the game is over or waits
  for its deal), and every few actions the save loads back as the same game.
  Counts how rounds ended (R3.6 out, R3.7 dry piles, R3.8 no hits / rebuilds).
* mutated saves: saves from that play, changed in one field (another type, a
  neighbouring number, an element dropped, doubled or swapped, a key removed or
  added), in several fields at once, or as bytes (cut short, bytes flipped,
  nested deep, grown huge). ``Game.from_json`` must raise ``SaveError`` or give
  a game that has a legal move (or is over / waits for its deal) and plays on.
* malformed actions: action objects with wrong-typed fields (bools, floats,
  strings, look-alike cards, lists for tuples, None) and non-actions, thrown at
  game states from that play. ``Game.apply`` must raise ``IllegalMove`` with a
  reason citing a rule and leave the state untouched, or play a legal move.

    python benchmarks/fuzz_robustness.py [--games 60] [--saves 5000] [--actions 200000]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from phase10_desktop.engine import (
    DECK,
    Card,
    Colour,
    Discard,
    Draw,
    Game,
    Group,
    Hit,
    IllegalMove,
    LayDown,
    RoundEnded,
    RuleSet,
    SaveError,
    arrange_group,
)
from phase10_desktop.engine.saves import game_from_json, game_to_json
from phase10_desktop.simulate import simple_policy

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))
from save_fields import get_at, json_paths, set_at

VARIANTS = (
    RuleSet(),
    RuleSet(order="any"),
    RuleSet(all_advance=True, phases="first:4"),
    RuleSet(first_skip="cover", may_discard_drawn_discard=True),
    RuleSet(may_go_out_by_hitting=True, natural_per_group=False, phases="odd"),
    RuleSet(phases=["set3", "run4", "colour4"], order="any"),
    RuleSet(phases=["colour4+set3+run3", "set2+set2+set2+set2", "run4+run4"]),
    RuleSet(phases="first:2"),
)


class Bugs:
    """Unexpected outcomes, kept with enough to reproduce them."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, what: str) -> None:
        if len(self.items) < 20:
            self.items.append(what)
        else:
            self.items.append("…")
            self.items = self.items[:21]


def step(g: Game, rng: random.Random) -> list[Any]:
    """One move of random play (a deal when the game waits for one)."""
    if g.stage == "deal":
        return g.deal(rng.choice(["", "", "a cut", "ünïcode ✓"]))
    legal = g.legal_actions()
    action = rng.choice(legal) if rng.random() < 0.3 else simple_policy(g, legal)
    return g.apply(action)


def play(games: int, seed: int, bugs: Bugs) -> tuple[list[str], list[Game], Counter[str]]:
    saves: list[str] = []
    states: list[Game] = []
    ends: Counter[str] = Counter()
    actions = 0
    for i in range(games):
        rules = VARIANTS[i % len(VARIANTS)]
        g = Game.new(2 + i % 5, seed=seed + i, rules=rules, deal=i % 2 == 0)
        rng = random.Random(seed * 7919 + i)
        for n in range(4000):
            if g.game_over:
                break
            try:
                events = step(g, rng)
            except Exception:
                bugs.add(f"play game {i} step {n}: {traceback.format_exc(limit=3)}")
                break
            actions += 1
            for e in events:
                if isinstance(e, RoundEnded):
                    ends[e.ended_by] += 1
            cards = g.all_cards()
            if len(cards) != 108 or len(set(cards)) != 108:
                bugs.add(f"play game {i} step {n}: cards not conserved")
            if g.stage in ("draw", "play") and not g.legal_actions():
                bugs.add(f"play game {i} step {n}: no legal move")
            if n % 5 == 0 or g.game_over or g.stage == "deal":
                text = game_to_json(g)
                try:
                    if game_to_json(game_from_json(text)) != text:
                        bugs.add(f"play game {i} step {n}: the save loads as another game")
                except SaveError as e:
                    bugs.add(f"play game {i} step {n}: its own save is refused: {e}")
                saves.append(text)
                if g.stage != "deal":
                    states.append(g.copy())
        ends["games"] += 1
    ends["actions"] = actions
    return saves, states, ends


# ------------------------------------------------------------------ saves
OTHERS: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 3, 12, 10**7, 2.5, float("nan"), "", "x", "R7a", "Wh", "S", [], {},
    [0], {"kind": "set"}, "[" * 50, 10**30,
)  # fmt: skip


def _mutate_field(data: Any, rng: random.Random) -> Any:
    path = rng.choice(json_paths(data))
    old = get_at(data, path)
    choice = rng.random()
    if isinstance(old, bool) or choice < 0.4:
        new: Any = rng.choice(OTHERS)
    elif isinstance(old, int):
        new = old + rng.choice([-1, 1, -5, 5, 100])
    elif isinstance(old, list) and old:
        new = old[:]
        kind = rng.randrange(4)
        i, j = rng.randrange(len(old)), rng.randrange(len(old))
        if kind == 0:
            new.pop(i)
        elif kind == 1:
            new.insert(i, old[j])
        elif kind == 2:
            new[i], new[j] = new[j], new[i]
        else:
            new.append(rng.choice(OTHERS))
    elif isinstance(old, dict):
        new = dict(old)
        if new and rng.random() < 0.5:
            new.pop(rng.choice(sorted(new)))
        else:
            new["extra"] = rng.choice(OTHERS)
    elif isinstance(old, str) and old:
        i = rng.randrange(len(old))
        new = old[:i] + rng.choice("abcRBGYWS0123456789xyz") + old[i + 1 :]
    else:
        new = rng.choice(OTHERS)
    return set_at(data, path, new)


def _mutate_bytes(text: str, rng: random.Random) -> str | bytes:
    raw = text.encode()
    kind = rng.randrange(5)
    if kind == 0:
        return raw[: rng.randrange(len(raw))]
    if kind == 1:
        b = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if kind == 2:
        depth = rng.choice([40, 1000, 100_000])
        i = rng.randrange(len(text))
        return text[:i] + "[" * depth + "]" * depth + text[i:]
    if kind == 3:
        return text[:-1] + ',"pad":"' + "x" * (9 * 1024 * 1024) + '"}'
    return text.replace('"', "'", rng.randint(1, 3))


def mutated_saves(saves: list[str], count: int, seed: int, bugs: Bugs) -> Counter[str]:
    rng = random.Random(seed)
    out: Counter[str] = Counter()
    for n in range(count):
        text = rng.choice(saves)
        kind = rng.random()
        if kind < 0.6:
            candidate: Any = json.dumps(_mutate_field(json.loads(text), rng))
            label = "one field"
        elif kind < 0.8:
            data = json.loads(text)
            for _ in range(rng.randint(2, 5)):
                data = _mutate_field(data, rng)
            candidate = json.dumps(data)
            label = "several fields"
        else:
            candidate = _mutate_bytes(text, rng)
            label = "bytes"
        out[label] += 1
        try:
            g = game_from_json(candidate)
        except SaveError:
            out["refused"] += 1
            continue
        except Exception:
            bugs.add(f"save {n} ({label}): {traceback.format_exc(limit=3)}")
            out["crashed"] += 1
            continue
        out["loaded"] += 1
        try:
            if not (g.game_over or g.stage == "deal" or g.legal_actions()):
                bugs.add(f"save {n} ({label}) loaded with no legal move")
                out["stuck"] += 1
                continue
            for _ in range(30):
                if g.game_over:
                    break
                step(g, rng)
            out["played on"] += 1
        except Exception:
            bugs.add(f"save {n} ({label}) loaded, then: {traceback.format_exc(limit=3)}")
            out["crashed"] += 1
    return out


# ---------------------------------------------------------------- actions
def _odd_value(rng: random.Random) -> Any:
    return rng.choice(
        [True, False, 1.0, 0.0, "0", "1", None, [], (), [0], -1, 99, 2**70, b"x", object()]
    )


def _odd_card(rng: random.Random, g: Game) -> Any:
    hand = g.hands[g.turn]
    pick = rng.random()
    if pick < 0.3 and hand:
        return rng.choice(hand)
    if pick < 0.5:
        return Card(rng.randrange(108))  # equal to a deck card, not the card itself
    if pick < 0.6:
        return rng.choice(DECK)
    return rng.choice([rng.randrange(108), "R7", "R7a", None, 7, True, [DECK[0]], 1.5])


def _odd_group(rng: random.Random, g: Game) -> Any:
    hand = [c for c in g.hands[g.turn] if not c.is_skip]
    pick = rng.random()
    if pick < 0.3 and hand:
        try:
            return arrange_group(rng.choice(["set", "run", "colour"]), hand[: rng.randint(1, 4)])
        except ValueError:
            pass
    if pick < 0.6:
        cards = tuple(_odd_card(rng, g) for _ in range(rng.randint(0, 4)))
        values = tuple(rng.choice([3, 7, True, "7", Colour.RED, None, 13]) for _ in cards)
        kind = rng.choice(["set", "run", "colour", "pair", 1, None])
        return Group(kind, cards if rng.random() < 0.8 else list(cards), values)  # type: ignore[arg-type]
    return rng.choice(["set", None, 3, (DECK[0],), {"kind": "set"}])


def odd_action(rng: random.Random, g: Game) -> Any:
    kind = rng.randrange(6)
    if kind == 0:
        return Draw(rng.choice(["pile", "discard", "deck", None, True, 1, "PILE"]))
    if kind == 1:
        target = rng.choice([None, *range(-1, 7), True, False, 1.0, "1"])
        return Discard(_odd_card(rng, g), target)
    if kind == 2:
        owner = rng.choice([*range(-1, 7), True, False, 1.0, "0", None])
        group = rng.choice([*range(-1, 4), True, 0.0, "0", None])
        end = rng.choice([None, "low", "high", "middle", True, 0])
        return Hit(_odd_card(rng, g), owner, group, end)  # type: ignore[arg-type]
    if kind == 3:
        groups: Any = tuple(_odd_group(rng, g) for _ in range(rng.randint(0, 3)))
        if rng.random() < 0.15:
            groups = rng.choice([None, list(groups), groups[0] if groups else "x", 3])
        phase = rng.choice([None, None, 1, 2, 10, 0, 11, True, 1.0, "1"])
        return LayDown(groups, phase)  # type: ignore[arg-type]
    if kind == 4:
        return _odd_value(rng)
    legal = g.legal_actions()
    return rng.choice(legal) if legal else Draw("pile")


def malformed_actions(states: list[Game], count: int, seed: int, bugs: Bugs) -> Counter[str]:
    rng = random.Random(seed)
    out: Counter[str] = Counter()
    for n in range(count):
        g = rng.choice(states).copy()
        before = game_to_json(g)
        action = odd_action(rng, g)
        try:
            g.apply(action)
        except IllegalMove as e:
            out["refused"] += 1
            if "(R" not in e.reason:
                bugs.add(f"action {n} {action!r}: reason without a rule: {e.reason}")
            if game_to_json(g) != before:
                bugs.add(f"action {n} {action!r}: refused but the state changed")
            continue
        except Exception:
            out["crashed"] += 1
            bugs.add(f"action {n} {action!r}: {traceback.format_exc(limit=3)}")
            continue
        out["played"] += 1
        try:
            game_from_json(game_to_json(g))
        except SaveError as e:
            bugs.add(f"action {n} {action!r}: accepted, then its save is refused: {e}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--saves", type=int, default=5000)
    ap.add_argument("--actions", type=int, default=200_000)
    ap.add_argument("--seed", type=int, default=16)
    args = ap.parse_args()
    bugs = Bugs()
    t0 = time.perf_counter()
    saves, states, ends = play(args.games, args.seed, bugs)
    t1 = time.perf_counter()
    print(
        f"random play: {ends.pop('games')} games, {ends.pop('actions')} moves, "
        f"{len(saves)} saves loaded back, {t1 - t0:.0f} s"
    )
    print("  rounds ended by: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
    res = mutated_saves(saves, args.saves, args.seed + 1, bugs)
    t2 = time.perf_counter()
    print(
        f"mutated saves: {args.saves} ({res['one field']} one field, {res['several fields']} "
        f"several, {res['bytes']} as bytes): {res['refused']} refused (SaveError), "
        f"{res['loaded']} loaded and {res['played on']} played on, {res['stuck']} stuck, "
        f"{res['crashed']} crashed, {t2 - t1:.0f} s"
    )
    acts = malformed_actions(states, args.actions, args.seed + 2, bugs)
    t3 = time.perf_counter()
    print(
        f"malformed actions: {args.actions}: {acts['refused']} refused (IllegalMove, state "
        f"untouched, rule cited), {acts['played']} legal and played, {acts['crashed']} "
        f"crashed, {t3 - t2:.0f} s"
    )
    if bugs.items:
        print(f"{len(bugs.items)} problem(s):")
        for b in bugs.items:
            print("  " + b.replace("\n", "\n    "))
        return 1
    print("no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
