"""Every field of two real records changed one at a time, seven ways, through
``phase10 verify`` (issue 23): the exit code of each mutant is what the change means.

* **2** — the file is not a record of any game: a field of the wrong type (``true``,
  ``1.0``), out of range (huge, negative, a seat or group that cannot exist), missing
  where it has no default, a key written twice, a list over its limit.
* **1** — a readable record that is not honest, naming the round: a card of a deck
  changed (``Y4a`` written as ``Y4b``) or left out, a seed, cut, commitment or digest
  changed, a move made illegal, a dealer or a seat that does not follow from the game,
  rules under which the moves no longer lead where the record does.
* **0** — the record still proves the same deal and the same play: a rule option left
  out that takes its default value, a rule the game never put to the test, a label the
  proof does not cover (a name, the practice flag, whether the seeds came from a number
  when nothing says otherwise), or the seal of a round still in play, which only its
  end can show.

The kinds: ``bool`` (``true``, or ``false`` for a true flag), ``float`` (``1.0`` for a
whole number or a flag, ``0.5`` otherwise), ``huge`` (10**30), ``negative`` (-1),
``missing`` (the key or list entry removed), ``duplicated`` (the key written twice, or
the list entry doubled), ``other`` (another value of the same type: one up, another hex
digit, a card's other copy, a letter added; ``-`` where there is none). One field per
pattern (the first of a list, actions told apart by type), and for the record of a game
in progress also the round in play (``rounds.last``).

The tables below were written by hand from those meanings, field by field; the test
compares each mutant's exit code with them and, as a check on the tables themselves,
the sums with totals counted by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from record_mutations import KINDS, fields, finished_record, in_play_record, mutant

from phase10_desktop import cli

#: A whole numbered game: 23 mutants exit 0, 18 exit 1, 292 exit 2, 17 do not apply
FINISHED: dict[str, str] = {
    "format": "2222222",
    "version": "2222222",
    "rules": "222222-",
    "rules.phases": "222212-",
    "rules.phases.*": "2222212",
    "rules.order": "2222022",
    "rules.all_advance": "0222020",
    "rules.first_skip": "2222022",
    "rules.may_discard_drawn_discard": "0222020",
    "rules.may_go_out_by_hitting": "0222020",
    "rules.natural_per_group": "0222020",
    "names": "222222-",
    "names.*": "2222210",
    "levels": "222222-",
    "practice": "0222220",
    "game_seed": "2222221",
    "seeded": "0222220",
    "auto_deal": "0222220",
    "first_dealer": "2222222",
    "rounds": "222222-",
    "rounds.*": "222222-",
    "rounds.*.round": "2222222",
    "rounds.*.dealer": "2222222",
    "rounds.*.commitment": "2222221",
    "rounds.*.seed": "2222221",
    "rounds.*.cut": "2222221",
    "rounds.*.deck": "222222-",
    "rounds.*.deck.*": "2222121",
    "rounds.*.actions": "222222-",
    "rounds.*.actions.*": "222222-",
    "rounds.*.actions.*.type": "2222222",
    "rounds.*.actions.*[draw].source": "2222222",
    "rounds.*.actions.*[discard].card": "2222221",
    "rounds.*.actions.*[discard].target": "222202-",
    "rounds.*.actions.*[lay_down].phase": "2222121",
    "rounds.*.actions.*[lay_down].groups": "222222-",
    "rounds.*.actions.*[lay_down].groups.*": "222212-",
    "rounds.*.actions.*[lay_down].groups.*.kind": "2222222",
    "rounds.*.actions.*[lay_down].groups.*.cards": "222222-",
    "rounds.*.actions.*[lay_down].groups.*.cards.*": "2222221",
    "rounds.*.actions.*[lay_down].groups.*.values": "222222-",
    "rounds.*.actions.*[lay_down].groups.*.values.*": "2222221",
    "rounds.*.actions.*[hit].card": "2222221",
    "rounds.*.actions.*[hit].owner": "2222222",
    "rounds.*.actions.*[hit].group": "2222222",
    "rounds.*.actions.*[hit].end": "222202-",
    "rounds.*.seats": "222222-",
    "rounds.*.seats.*": "2222221",
    "rounds.*.digest": "2222221",
    "planned": "222222-",
}
FINISHED_SUM = 602  # 18 + 2 × 292

#: A game exported in round 2 (the round in play withheld):
#: 28 mutants exit 0, 18 exit 1, 345 exit 2, 22 do not apply
IN_PLAY: dict[str, str] = {
    "format": "2222222",
    "version": "2222222",
    "rules": "222222-",
    "rules.phases": "222202-",
    "rules.phases.*": "2222102",
    "rules.order": "2222022",
    "rules.all_advance": "0222020",
    "rules.first_skip": "2222022",
    "rules.may_discard_drawn_discard": "0222020",
    "rules.may_go_out_by_hitting": "0222020",
    "rules.natural_per_group": "0222020",
    "names": "222222-",
    "names.*": "2222210",
    "levels": "222222-",
    "practice": "0222220",
    "game_seed": "2222220",
    "seeded": "0222220",
    "auto_deal": "0222220",
    "first_dealer": "2222222",
    "rounds": "222222-",
    "rounds.*": "222222-",
    "rounds.*.round": "2222222",
    "rounds.*.dealer": "2222222",
    "rounds.*.commitment": "2222221",
    "rounds.*.seed": "2222221",
    "rounds.*.cut": "2222221",
    "rounds.*.deck": "222222-",
    "rounds.*.deck.*": "2222121",
    "rounds.*.actions": "222222-",
    "rounds.*.actions.*": "222222-",
    "rounds.*.actions.*.type": "2222222",
    "rounds.*.actions.*[draw].source": "2222222",
    "rounds.*.actions.*[discard].card": "2222221",
    "rounds.*.actions.*[discard].target": "222202-",
    "rounds.*.actions.*[lay_down].phase": "2222121",
    "rounds.*.actions.*[lay_down].groups": "222222-",
    "rounds.*.actions.*[lay_down].groups.*": "222212-",
    "rounds.*.actions.*[lay_down].groups.*.kind": "2222222",
    "rounds.*.actions.*[lay_down].groups.*.cards": "222222-",
    "rounds.*.actions.*[lay_down].groups.*.cards.*": "2222221",
    "rounds.*.actions.*[lay_down].groups.*.values": "222222-",
    "rounds.*.actions.*[lay_down].groups.*.values.*": "2222221",
    "rounds.*.actions.*[hit].card": "2222221",
    "rounds.*.actions.*[hit].owner": "2222221",
    "rounds.*.actions.*[hit].group": "2222222",
    "rounds.*.actions.*[hit].end": "222202-",
    "rounds.*.seats": "222222-",
    "rounds.*.seats.*": "2222221",
    "rounds.*.digest": "2222221",
    "planned": "222222-",
    "rounds.last.round": "2222222",
    "rounds.last.dealer": "2222221",
    "rounds.last.commitment": "2222220",
    "rounds.last.seed": "222222-",
    "rounds.last.cut": "2222220",
    "rounds.last.deck": "222222-",
    "rounds.last.actions": "222222-",
    "rounds.last.seats": "222222-",
    "rounds.last.digest": "222222-",
}
IN_PLAY_SUM = 708  # 18 + 2 × 345

RECORDS = {
    "finished": (finished_record, FINISHED, FINISHED_SUM),
    "in play": (in_play_record, IN_PLAY, IN_PLAY_SUM),
}


def _verify(path: Path, capsys) -> int:
    code = cli.main(["verify", str(path)])
    capsys.readouterr()
    return code


@pytest.mark.parametrize("name", list(RECORDS))
def test_every_field_changed_every_way_gives_the_exit_code_it_means(name, tmp_path, capsys):
    make, table, total = RECORDS[name]
    data = make()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert _verify(path, capsys) == 0
    paths = fields(data)
    assert sorted(paths) == sorted(table), "every field of the record has a line in the table"
    wrong, codes = [], []
    for pattern, where in paths.items():
        for kind, expected in zip(KINDS, table[pattern], strict=True):
            text = mutant(data, where, kind)
            if text is None:
                assert expected == "-", (pattern, kind)
                continue
            path.write_text(text, encoding="utf-8")
            code = _verify(path, capsys)
            codes.append(code)
            if str(code) != expected:
                wrong.append(f"{pattern} {kind}: exit {code}, meant {expected}")
    assert wrong == []
    assert sum(codes) == total
    assert sum(int(c) for row in table.values() for c in row if c != "-") == total


def test_the_records_hold_every_kind_of_move():
    """The tables reach every field only if the records hold every kind of move."""
    for make, _, _ in RECORDS.values():
        names = set(fields(make()))
        for move in ("draw", "discard", "lay_down", "hit"):
            assert any(f"[{move}]" in n for n in names), move
