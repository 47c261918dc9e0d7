"""The shipped translations are complete, compiled and faithful to their sources.

The sources are extracted afresh (``pyside6-lupdate`` over every app module into a
temporary file, plus the engine's refusal templates from
``tools/extract_rules_strings.py``), so a string added to the code without a
translation fails here in every language, and so does a ``.qm`` that was not
rebuilt after its ``.ts`` changed, or a translation that lost a placeholder.
The fix is always: ``.venv/bin/python tools/update_translations.py``, translate
what it lists, run it again (resources/translations/README.md).
"""

from __future__ import annotations

import re
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import extract_rules_strings  # noqa: E402  (tools/ is not a package)
import update_translations as ut  # noqa: E402

SHIPPED = [lang for lang in ut.languages() if lang != ut.SOURCE_LANGUAGE]
FOLDER = ut.FOLDER

#: Plural forms that stand for a single number and may spell it out instead of %n:
#: English and Spanish "one" (only 1), Arabic "one" and "two" ("نقطة واحدة", "نقطتان").
#: Croatian "one" also covers 21, 31... so it must keep %n.
SINGLE_NUMBER_FORMS: dict[str, set[int]] = {"en": {0}, "es": {0}, "ar": {1, 2}}

PLACEHOLDER = re.compile(r"%\d|\{[A-Za-z_][A-Za-z0-9_]*\}")
TAG = re.compile(r"</?[A-Za-z][^>]*>")


def _tool_missing() -> bool:
    try:
        ut.tool("pyside6-lupdate")
        ut.tool("pyside6-lrelease")
    except SystemExit:
        return True
    return False


pytestmark = pytest.mark.skipif(_tool_missing(), reason="PySide6's lupdate/lrelease missing")

Key = tuple[str, str, str]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict[Key, ut.Message]:
    """Every message of the current sources, as lupdate sees them now."""
    tmp = tmp_path_factory.mktemp("i18n")
    rules = tmp / "rules_strings.py"
    rules.write_text(extract_rules_strings.render(extract_rules_strings.collect()), "utf-8")
    ts = tmp / "extracted.ts"
    ut.lupdate(ts, "es", ut.sources(rules))
    messages = {(m.context, m.source, m.comment): m for m in ut.read_ts(ts)}
    assert len(messages) > 400, "lupdate found suspiciously few strings"
    return messages


def _shipped(lang: str) -> dict[Key, ut.Message]:
    return {(m.context, m.source, m.comment): m for m in ut.read_ts(ut.ts_path(lang))}


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_string_of_the_sources_is_translated(extracted, lang: str) -> None:
    shipped = _shipped(lang)
    missing = [k for k in extracted if k not in shipped or not shipped[k].finished]
    assert missing == [], f"{lang}: untranslated, run tools/update_translations.py"
    wrong_kind = [k for k, m in extracted.items() if shipped[k].numerus != m.numerus]
    assert wrong_kind == [], f"{lang}: plural and non-plural messages mixed up"


def test_english_has_the_plural_forms_of_every_n_string(extracted) -> None:
    shipped = _shipped(ut.SOURCE_LANGUAGE)
    plural = [k for k, m in extracted.items() if m.numerus]
    assert plural, "no %n strings at all?"
    assert [k for k in plural if k not in shipped or not shipped[k].finished] == []


def test_every_n_string_is_a_plural_message(extracted) -> None:
    """``QCoreApplication.translate(ctx, "%n cards", "", count)`` is recorded by lupdate
    *without* plural forms (it reads a variable there as an old encoding argument), and
    at run time Croatian and Arabic then fall back to English for n > 1. Plural strings
    outside widgets are written ``Context.tr(text, "", n)`` instead."""
    flat = [k for k, m in extracted.items() if "%n" in m.source and not m.numerus]
    assert flat == []


def _form_problems(lang: str, m: ut.Message) -> list[str]:
    wanted = Counter(PLACEHOLDER.findall(m.source))
    tags = Counter(TAG.findall(m.source))
    problems = []
    for i, form in enumerate(m.forms):
        if Counter(PLACEHOLDER.findall(form)) != wanted:
            problems.append(f"placeholders differ in {form!r}")
        if Counter(TAG.findall(form)) != tags:
            problems.append(f"HTML tags differ in {form!r}")
        if m.source.replace("&&", "").count("&") != form.replace("&&", "").count("&"):
            problems.append(f"accelerator '&' lost or doubled in {form!r}")
        if "%n" in m.source and "%n" not in form and i not in SINGLE_NUMBER_FORMS.get(lang, ()):
            problems.append(f"plural form {i} has no %n: {form!r}")
    return problems


@pytest.mark.parametrize("lang", [ut.SOURCE_LANGUAGE, *SHIPPED])
def test_translations_keep_every_placeholder(lang: str) -> None:
    problems = {
        f"[{m.context}] {m.source!r}": p
        for m in ut.read_ts(ut.ts_path(lang))
        if (p := _form_problems(lang, m))
    }
    assert problems == {}


def test_the_placeholder_check_can_fail() -> None:
    broken = ut.Message("C", "Skip %1 ({name})", "", False, ("Saltar a {name}",), True)
    assert _form_problems("es", broken) == ["placeholders differ in 'Saltar a {name}'"]
    plural = ut.Message("C", "%n cards", "", True, ("una carta", "cartas"), True)
    assert _form_problems("es", plural) == ["plural form 1 has no %n: 'cartas'"]


@pytest.mark.parametrize("lang", [ut.SOURCE_LANGUAGE, *SHIPPED])
def test_each_qm_is_the_compilation_of_its_ts(tmp_path: Path, lang: str) -> None:
    """Compared by content: file times mean nothing after a git checkout."""
    fresh = tmp_path / f"phase10_{lang}.qm"
    ut.lrelease(ut.ts_path(lang), fresh)
    shipped = ut.ts_path(lang).with_suffix(".qm")
    assert shipped.read_bytes() == fresh.read_bytes(), "run tools/update_translations.py"


@pytest.mark.parametrize("lang", SHIPPED)
def test_the_qm_translates_at_run_time(qapp, lang: str) -> None:
    """The compiled file really answers, plural forms included."""
    translator = QTranslator()
    assert translator.load(f"phase10_{lang}", str(FOLDER))
    QCoreApplication.installTranslator(translator)
    try:
        title = QCoreApplication.translate("MainWindow", "Phase 10 Desktop")
        many = QCoreApplication.translate("Wording", "%n points", "", 25)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert title != "Phase 10 Desktop"
    assert "25" in many and many != "25 points"


def test_the_generated_rules_module_is_up_to_date() -> None:
    assert extract_rules_strings.main(["--check"]) == 0, "run tools/update_translations.py"


def test_rules_extraction_reads_every_template_form(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    engine.mkdir()
    (engine / "moves.py").write_text(
        textwrap.dedent(
            """
            from .reasons import Reason as R
            from .reasons import Reason

            def why(n, card):
                if n:
                    return R("The {card} is "
                             "not in your hand.", card=card)
                return Reason(
                    "needs {gaps} Wilds" if n != 1 else "needs a Wild",
                    gaps=n,
                )
            """,
        ),
        "utf-8",
    )
    found = [s.template for s in extract_rules_strings.collect(engine, tmp_path)]
    assert found == ["The {card} is not in your hand.", "needs {gaps} Wilds", "needs a Wild"]


def test_rules_extraction_refuses_a_template_it_cannot_translate(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(
        'from .reasons import Reason as R\nx = 3\nreason = R(f"{x} cards")\n', "utf-8"
    )
    with pytest.raises(extract_rules_strings.ExtractionError, match=r"bad\.py:3"):
        extract_rules_strings.collect(tmp_path, tmp_path)


def test_every_engine_refusal_is_in_the_catalogue(extracted) -> None:
    templates = {s.template for s in extract_rules_strings.collect()}
    assert len(templates) > 50
    assert {t for t in templates if ("Rules", t, "") not in extracted} == set()
