"""Every sentence the narrator tells, in every shipped language: each event kind × who
did it (you / another player) × to whom (you / another player / themselves).

The move log, the screen reader and the replays all speak through ``told``, so a
wrong word here is heard in every game. The checks are the ones a proof-reader
makes: every placeholder is filled, the person at the keyboard is "you" and never
their own name, every other player, card and group the event involves is named,
the sentence is translated and punctuated, and the grammar of each language holds
where a group's label is put into a sentence (Spanish and Arabic words agree with
the group's gender; Croatian never uses a gendered past tense for a player).
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass, replace

import pytest

from phase10_desktop.app.parts.i18n import install_translators, remove_translators
from phase10_desktop.app.table.narrator import told
from phase10_desktop.engine import Card, Game, Group, arrange_group, parse_cards
from phase10_desktop.engine.actions import Discard, Hit, LayDown
from phase10_desktop.engine.events import (
    CardHit,
    DealCommitted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SeedRevealed,
    TieBreak,
    TookBack,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from phase10_desktop.presentation.wording import card_name, group_label

LANGUAGES = ("en", "es", "hr", "ar")
NAMES = ("Sam", "Lucía", "Marko")
YOU, OTHER, THIRD = 0, 1, 2
RED7, BLUE3, WILD, SKIP = parse_cards("R7 B3 W S")
SET = arrange_group("set", parse_cards("Y9 Y9 G9"))
RUN = arrange_group("run", parse_cards("R4 B5 G6 Y7"))
COLOUR = arrange_group("colour", parse_cards("B1 B2 B8 B10 B11 B12 B4"))
#: every seat has laid one group of each kind (a set, a run, a colour group): a
#: sentence must read right whichever kind of group a card is hit on
KINDS = (SET, RUN, COLOUR)
LAID = (KINDS, KINDS, KINDS)
#: events the narrator leaves to the table (it shows them; the log does not tell them)
SILENT = {Reshuffled, TurnStarted, WentOut}


@dataclass
class Case:
    """One event as a test case: what it is about, and what its sentence must name."""

    title: str
    event: Event
    #: seats other than yours the sentence must name
    named: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    groups: tuple[Group, ...] = ()
    reveal: bool = False


def _who(seat: int, actor: int | None = None) -> str:
    """How a case's title calls a seat: you, another, a third, or the actor's self."""
    if seat == actor:
        return "self"
    return ("you", "another", "a third")[seat]


def cases() -> list[Case]:
    """Every kind × who did it × to whom."""
    out: list[Case] = []
    for s in (YOU, OTHER):
        named = () if s == YOU else (s,)
        w = _who(s)
        out += [
            Case(f"{w} took from the discard pile", Drew(s, "discard", RED7), named, (RED7,)),
            Case(f"{w} laid down", LaidDown(s, 2, (SET, RUN)), named, groups=(SET, RUN)),
            Case(f"{w} discarded", Discarded(s, BLUE3), named, (BLUE3,)),
            Case(f"{w} lost a turn", TurnSkipped(s), named),
            Case(f"{w} dealt", RoundStarted(2, s, 1, (0, 1, 2), BLUE3), named),
            Case(f"{w} won", GameEnded(s, "phases"), named),
            Case(f"{w} went out", _round_end(went_out=s), named),
            Case(f"{w} took a lay-down back", TookBack(s, LayDown((SET, RUN))), named),
            Case(f"{w} took a hit back", TookBack(s, Hit(WILD, OTHER, 0)), named, (WILD,)),
            Case(f"{w} took a move back", TookBack(s, Discard(RED7)), named),
        ]
        for target in (YOU, OTHER, THIRD):
            if target == s:
                continue
            names = tuple(x for x in (s, target) if x != YOU)
            event = Discarded(s, SKIP, target)
            out.append(Case(f"{w} skipped {_who(target)}", event, names))
        for owner in (YOU, OTHER, THIRD):
            names = tuple(sorted({x for x in (s, owner) if x != YOU}))
            for i, group in enumerate(KINDS):
                event = CardHit(s, WILD, owner, i, None)
                whose = {"you": "your", "self": "their own"}.get(_who(owner, s), _who(owner))
                title = f"{w} hit on {whose} {group.kind}"
                out.append(Case(title, event, names, (WILD,), (group,)))
    out += [
        Case("you drew from the draw pile", Drew(YOU, "draw", RED7), (), (RED7,)),
        Case("another drew, hidden", Drew(OTHER, "draw", None), (OTHER,)),
        Case(
            "another drew, in a replay",
            Drew(OTHER, "draw", RED7),
            (OTHER,),
            (RED7,),
            reveal=True,
        ),
        Case("a tie-break without you", TieBreak((OTHER, THIRD)), (OTHER, THIRD)),
        Case("the deck is sealed", DealCommitted(3, "ab" * 32)),
        Case("the seed matches", SeedRevealed(3, "s", "ab" * 32, "", True)),
        Case("the seed does not match", SeedRevealed(3, "s", "ab" * 32, "", False)),
        Case("nobody could hit", _round_end(ended_by="no_hits")),
        Case("the pile was rebuilt too often", _round_end(ended_by="rebuilds")),
        Case("the piles ran dry", _round_end(ended_by="piles_dry")),
    ]
    return out


def _round_end(*, went_out: int | None = None, ended_by: str = "went_out") -> RoundEnded:
    return RoundEnded(
        4,
        went_out,
        (0, 25, 40),
        (1, None, 2),
        ((), (RED7,), (WILD,)),
        (50, 90, 115),
        ended_by=ended_by,
    )


def _view():
    game = Game.new(3, seed=1, names=list(NAMES))
    return replace(game.view(YOU), laid=LAID)


@pytest.fixture
def translated(qapp):
    """Tests here switch languages; afterwards the application is back in English."""
    yield qapp
    remove_translators(qapp)


def sentences(qapp, lang: str) -> list[tuple[Case, str]]:
    """Every case told in ``lang``, whose translators stay installed afterwards (the
    checks translate card names and group labels in the same language)."""
    install_translators(qapp, lang)
    view = _view()
    return [(c, told(c.event, view, YOU, reveal=c.reveal)) for c in cases()]


def test_every_event_kind_is_covered() -> None:
    told_kinds = {type(c.event) for c in cases()}  # TieBreak with you: see its own test
    assert told_kinds | SILENT == set(typing.get_args(Event))


def test_silent_events_say_nothing(qapp) -> None:
    view = _view()
    quiet = [Reshuffled(40), TurnStarted(OTHER), WentOut(OTHER)]
    assert {type(e) for e in quiet} == SILENT
    assert [told(e, view, YOU) for e in quiet] == ["", "", ""]


# ------------------------------------------------------------------ checks
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")
SPACING = re.compile(r"\s{2,}|\s[.,:;!?،؛]")


def _problems(lang: str, case: Case, text: str, english: str) -> list[str]:
    out = []
    if not text.strip():
        return ["says nothing"]
    if PLACEHOLDER.search(text):
        out.append("a placeholder is left unfilled")
    if NAMES[YOU] in text:
        out.append("names the person at the keyboard instead of saying 'you'")
    out += [f"does not name {NAMES[s]}" for s in case.named if NAMES[s] not in text]
    out += [f"does not name the {card_name(c)}" for c in case.cards if card_name(c) not in text]
    out += [f"does not show {group_label(g)}" for g in case.groups if group_label(g) not in text]
    if text.rstrip()[-1] not in ".!?؟":
        out.append("does not end like a sentence")
    if SPACING.search(text):
        out.append("has a doubled space or a space before punctuation")
    if lang != "en" and text == english:
        out.append("is not translated")
    out += GRAMMAR[lang](case, text)
    return out


def _labels(case: Case) -> list[tuple[Group, str]]:
    return [(g, group_label(g)) for g in case.groups]


#: Spanish: the group's own noun, masculine "Grupo" (a set) or feminine "Escalera"
#: (a run); a colour group's label ("Azul ×7") has no noun to agree with.
ES_MASCULINE = {"el", "un", "propio", "del", "al", "este", "ese"}
ES_FEMININE = {"la", "una", "propia", "esta", "esa"}
ES_BARE = {"a", "de", "en", "con", "sobre"}


def _spanish(case: Case, text: str) -> list[str]:
    out = []
    for group, label in _labels(case):
        for word in re.findall(r"(\w+)\s+" + re.escape(label), text):
            word = word.lower()
            wrong = (
                (group.kind == "set" and word in ES_FEMININE)
                or (group.kind == "run" and word in ES_MASCULINE)
                or (group.kind == "colour" and word in ES_MASCULINE | ES_FEMININE)
            )
            if wrong:
                out.append(f"“{word} {label}”: the words do not agree with the group")
            if word in ES_BARE:
                out.append(f"“{word} {label}”: the group needs an article or a noun")
    return out


#: Arabic: "الخاص" (masculine) agrees with طقم (a set), "الخاصة" (feminine) with
#: سلسلة (a run); a colour group's label is a colour, with no noun to agree with.
def _arabic(case: Case, text: str) -> list[str]:
    out = []
    for group, label in _labels(case):
        after = re.search(re.escape(label) + r"\s+(الخاصة|الخاص)\b", text)
        if after is None:
            continue
        feminine = after.group(1) == "الخاصة"
        if group.kind != "run" if feminine else group.kind != "set":
            out.append(f"“{label} {after.group(1)}”: the words do not agree with the group")
    return out


#: Croatian: a sentence about a player avoids the gendered past tense (uzeo / uzela,
#: pobijedio / pobijedila); the log speaks in the present.
HR_GENDERED_PAST = re.compile(
    r"\b\w+(?:io|ao|eo|uo|ila|ela|ala|ula)\s+(?:si|je)\b|\b(?:si|je)\s+\w+(?:io|ao|eo|uo|ila|ela|ala|ula)\b"
)


def _croatian(case: Case, text: str) -> list[str]:
    found = HR_GENDERED_PAST.search(text)
    return [f"“{found.group(0)}”: a gendered past tense"] if found else []


GRAMMAR = {"en": lambda case, text: [], "es": _spanish, "hr": _croatian, "ar": _arabic}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_reads_right(translated, lang: str) -> None:
    english = [text for _, text in sentences(translated, "en")]
    problems = [
        f"{case.title}: {text!r} {problem}"
        for (case, text), en in zip(sentences(translated, lang), english, strict=True)
        for problem in _problems(lang, case, text, en)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tiebreak_you_play_in_says_you(translated, lang: str) -> None:
    install_translators(translated, lang)
    text = told(TieBreak((YOU, OTHER)), _view(), YOU)
    assert NAMES[YOU] not in text and NAMES[OTHER] in text


def test_who_did_it_and_to_whom_change_the_sentence(translated) -> None:
    """The English sentences of one event differ by who and to whom, in these words."""
    texts = {case.title: text for case, text in sentences(translated, "en")}
    assert texts["you hit on their own set"] == "You hit the Wild on your Set of 3 · 9s."
    assert texts["you hit on another run"] == "You hit the Wild on Lucía's Run 4–7."
    assert texts["another hit on your set"] == "Lucía hit the Wild on your Set of 3 · 9s."
    assert texts["another hit on their own run"] == "Lucía hit the Wild on their own Run 4–7."
    assert texts["another hit on a third colour"] == "Lucía hit the Wild on Marko's Blue ×7."
    assert texts["you skipped another"] == "You played a Skip on Lucía."
    assert texts["another skipped you"] == "Lucía played a Skip on you."
    assert texts["another skipped a third"] == "Lucía played a Skip on Marko."
    assert texts["another drew, hidden"] == "Lucía drew from the draw pile."
    assert texts["another drew, in a replay"] == "Lucía drew the Red 7 from the draw pile."
