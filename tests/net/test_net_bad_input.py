"""Bad input: thousands of malformed, oversized, unknown, out-of-turn and out-of-order
messages, each refused with a reason, while honest tables finish their games
untouched. The full 100,000-message run is ``benchmarks/fuzz_server.py``."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from fuzz_server import run


@pytest.mark.slow
def test_net_bad_input_every_bad_message_is_refused_and_other_tables_never_notice() -> None:
    out = asyncio.run(run(messages=5000, honest=2, seed=5, concurrency=4))
    assert out["problems"] == []
    assert out["sent"] >= 5000
    assert sum(out["refused"].values()) >= out["sent"]
    for kind in ("malformed", "oversized", "binary", "unknown", "schema", "illegal"):
        assert out["by_kind"].get(kind, 0) > 0, kind
    for code in (
        "malformed",
        "too_large",
        "invalid",
        "unknown_type",
        "bad_version",
        "not_your_turn",
        "illegal",
        "out_of_order",
    ):
        assert out["refused"].get(code, 0) > 0, code
    assert out["closed_for_abuse"] == 5
    assert out["server_up"]
    for h in out["honest"]:
        assert h["verified"] and h["moves_kept"] and not h["refusals"] and not h["dropped"]
