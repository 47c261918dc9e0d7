"""Mutants of real records, one field at a time (shared by the mutation test and anyone
who wants to look at the outcomes): every field of two records, each changed in six
ways, written as a file and given to ``phase10 verify``."""

from __future__ import annotations

import json
import re
from typing import Any

from play_helpers import play_until

from phase10_desktop.engine import Game, RuleSet
from phase10_desktop.engine.record import record_to_dict

KINDS = ("bool", "float", "huge", "negative", "missing", "duplicated", "other")

_TOKEN = re.compile(r"[RGBY]\d{1,2}[ab]|[WS][a-h]")
_HEX = re.compile(r"[0-9a-f]{64}")


def finished_record() -> dict[str, Any]:
    """A whole numbered game of two phases between two players, every kind of move in it."""
    g = Game.new(2, seed=5, names=["Ana", "Bo"], rules=RuleSet(phases="first:2"), deal=False)
    g = play_until(g, lambda g: g.game_over)
    return record_to_dict(g.record)


def in_play_record() -> dict[str, Any]:
    """A game exported in round 2, its round in play withheld, its seeds not derived
    from the deal number (as a game dealt from the operating system's seeds)."""
    from phase10_desktop.engine.record import public_record

    g = Game.new(2, seed=9, names=["Ana", "Bo"], rules=RuleSet(phases="first:2"), deal=False)
    g = play_until(g, lambda g: g.round_no == 2 and len(g.record.rounds[-1].actions) > 4)
    data = record_to_dict(public_record(g.record))
    data["seeded"] = False
    return data


def _pattern(path: tuple) -> str:
    return ".".join("*" if isinstance(k, int) else k for k in path)


def fields(data: Any) -> dict[str, tuple]:
    """One path per field pattern (list indexes as ``*``), the first in document order;
    actions are told apart by their type (``actions[draw].source``)."""
    out: dict[str, tuple] = {}

    def walk(value: Any, path: tuple, name: str) -> None:
        if path:
            out.setdefault(name, path)
        if isinstance(value, dict):
            kind = value.get("type")
            for k, v in value.items():
                label = f"{name}[{kind}].{k}" if kind and k != "type" else f"{name}.{k}"
                walk(v, (*path, k), label.lstrip("."))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, (*path, i), f"{name}.*")

    walk(data, (), "")
    last = len(data["rounds"]) - 1
    if last and not data["rounds"][last]["digest"]:  # a round not over: its own fields
        for key in data["rounds"][last]:
            out[f"rounds.last.{key}"] = ("rounds", last, key)
    return out


def other(value: Any) -> Any:
    """Another value of the same type that reads as well as the first: a number one
    up, a hex digest with its last digit changed, a card's other copy (``Y4a`` as
    ``Y4b``), any other text with a letter added, a flag turned over; None where there
    is no such value (null, a list, an object)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        if _HEX.fullmatch(value):
            return value[:-1] + ("0" if value[-1] != "0" else "1")
        if _TOKEN.fullmatch(value):
            last = value[-1]
            swap = {"a": "b", "b": "a"}.get(last, "a" if last != "a" else "b")
            return value[:-1] + swap
        return value + "x"
    return None


def mutant(data: dict[str, Any], path: tuple, kind: str) -> str | None:
    """The record's text with the field at ``path`` changed the ``kind`` way (None when
    ``kind`` has no meaning for this field: "other" of a list)."""
    data = json.loads(json.dumps(data))
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    value = parent[key]
    if kind == "duplicated" and isinstance(parent, dict):
        marker = "__twin__"
        parent[marker] = value
        text = json.dumps(data)
        return text.replace(json.dumps(marker), json.dumps(key), 1)
    if kind == "other":
        changed = other(value)
        if changed is None:
            return None
        parent[key] = changed
    elif kind == "missing":
        del parent[key]
    elif kind == "duplicated":
        parent.insert(key, json.loads(json.dumps(value)))
    else:
        parent[key] = {
            "bool": value is not True,
            "float": 1.0
            if isinstance(value, bool)
            else float(value)
            if isinstance(value, int)
            else 0.5,
            "huge": 10**30,
            "negative": -1,
        }[kind]
    return json.dumps(data)
