"""Where the fields of a save are: shared by the save property test and the fuzz
benchmark (benchmarks/fuzz_robustness.py), which change saves one field at a time."""

from __future__ import annotations

from typing import Any


def json_paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in JSON data, as the keys and indexes leading to it (the root first)."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(json_paths(v, (*path, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(json_paths(v, (*path, i)))
    return out


def get_at(data: Any, path: tuple) -> Any:
    for k in path:
        data = data[k]
    return data


def set_at(data: Any, path: tuple, value: Any) -> Any:
    """``data`` with the place at ``path`` replaced (the value itself for the root)."""
    if not path:
        return value
    get_at(data, path[:-1])[path[-1]] = value
    return data
