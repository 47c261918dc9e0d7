"""Value classes answer exactly as the dataclasses they replace.

Every move, event and view of the engine is a value class (engine/values.py): its
equality and hash decide which positions a bot treats as the same and the order in
which sets of groups are visited, so they must be dataclasses' own, to the hash value.
Each shape the package uses (frozen or not, with slots, a field left out of comparison
or repr, defaults and factories, a class's own method) is made twice, by
``dataclasses.dataclass`` and by ``value_class``, and the two are compared.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pkgutil
from dataclasses import FrozenInstanceError, dataclass, field
from importlib import import_module

import pytest

import phase10_desktop
from phase10_desktop.engine import values
from phase10_desktop.engine.values import value_class

SHAPES = [
    {"frozen": True, "slots": True},
    {"frozen": True, "slots": False},
    {"frozen": False, "slots": False},
    {"frozen": False, "slots": True},
]


def twins(frozen: bool, slots: bool):
    """The same class body made by dataclasses and by value_class."""

    def body():
        class Seat:
            """A test class with every kind of field."""

            seat: int
            name: str = "Ada"
            cards: tuple = ()
            note: str = field(default="", compare=False)
            secret: str = field(default="", repr=False)
            log: list = field(default_factory=list, compare=False, repr=False)

        return Seat

    return (
        dataclass(frozen=frozen, slots=slots)(body()),
        value_class(frozen=frozen, slots=slots)(body()),
    )


SAMPLES = [
    {"seat": 1},
    {"seat": 1, "name": "Bo"},
    {"seat": 1, "cards": (3, 4)},
    {"seat": 1, "note": "differs but is not compared"},
    {"seat": 1, "secret": "compared but not shown"},
    {"seat": 2, "name": "Ada", "cards": ("x",)},
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_equality_hash_and_repr_are_dataclasses_own(shape: dict) -> None:
    made_by_dataclasses, made_here = twins(**shape)
    for a in SAMPLES:
        for b in SAMPLES:
            assert (made_here(**a) == made_here(**b)) == (
                made_by_dataclasses(**a) == made_by_dataclasses(**b)
            ), (a, b)
        assert repr(made_here(**a)) == repr(made_by_dataclasses(**a))
        if shape["frozen"]:
            # the very same hash value: sets of them are visited in the same order
            assert hash(made_here(**a)) == hash(made_by_dataclasses(**a))
    if not shape["frozen"]:
        with pytest.raises(TypeError, match="unhashable"):
            hash(made_here(seat=1))


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_only_the_same_class_is_equal(shape: dict) -> None:
    made_by_dataclasses, made_here = twins(**shape)
    assert made_here(seat=1) != made_by_dataclasses(seat=1)
    assert made_here(seat=1).__eq__(object()) is NotImplemented
    assert made_here(seat=1) != (1, "Ada", ())
    if not shape["slots"]:

        class Child(made_here):  # type: ignore[misc, valid-type]
            pass

        assert made_here(seat=1) != Child(seat=1)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_it_stays_a_dataclass(shape: dict) -> None:
    made_by_dataclasses, made_here = twins(**shape)
    x = made_here(seat=1, cards=(2,))
    assert [f.name for f in dataclasses.fields(x)] == [
        f.name for f in dataclasses.fields(made_by_dataclasses)
    ]
    assert dataclasses.replace(x, seat=3) == made_here(seat=3, cards=(2,))
    assert dataclasses.asdict(x)["cards"] == (2,)
    assert made_here.__match_args__ == made_by_dataclasses.__match_args__
    assert hasattr(x, "__dict__") is not shape["slots"]
    if shape["frozen"]:
        with pytest.raises(FrozenInstanceError):
            x.seat = 2  # type: ignore[misc]
        with pytest.raises(FrozenInstanceError):
            del x.name  # type: ignore[misc]
    else:
        x.seat = 2
        assert x == made_here(seat=2, cards=(2,))


@pytest.mark.parametrize("slots", [True, False])
def test_one_field_and_no_field_hash_as_dataclasses_do(slots: bool) -> None:
    def one():
        class Skipped:
            """Like TurnSkipped: one field."""

            seat: int

        return Skipped

    def none():
        class Nothing:
            """No field at all."""

        return Nothing

    for body in (one, none):
        theirs = dataclass(frozen=True, slots=slots)(body())
        ours = value_class(slots=slots)(body())
        args = (3,) if body is one else ()
        assert hash(ours(*args)) == hash(theirs(*args))
        assert ours(*args) == ours(*args)
        assert repr(ours(*args)) == repr(theirs(*args))


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_made_as_dataclasses_make_it(shape: dict) -> None:
    """The same __init__: its parameters and defaults, a fresh list from a factory for
    each object, a field left out of __init__ set from its default, __post_init__."""

    def body():
        class Opening:
            """Every kind of field, and a check after __init__."""

            seat: int
            name: str = "Ada"
            log: list = field(default_factory=list)
            turns: int = field(default=0, init=False)
            moves: list = field(default_factory=list, init=False)

            def __post_init__(self) -> None:
                if self.seat < 0:
                    raise ValueError("no such seat")

        return Opening

    theirs, ours = dataclass(**shape)(body()), value_class(**shape)(body())
    assert str(inspect.signature(ours)) == str(inspect.signature(theirs))
    a, b = ours(1), ours(1, "Bo", [3])
    assert (a.name, a.log, a.turns, a.moves) == ("Ada", [], 0, [])
    assert (b.name, b.log) == ("Bo", [3])
    assert a.log is not ours(1).log and a.moves is not ours(1).moves
    assert repr(b) == repr(theirs(1, "Bo", [3])).replace(theirs.__qualname__, ours.__qualname__)
    with pytest.raises(ValueError, match="no such seat"):
        ours(-1)
    with pytest.raises(TypeError):
        ours()
    with pytest.raises(TypeError):
        ours(1, turns=2)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_copies_are_equal(shape: dict) -> None:
    _, made_here = twins(**shape)
    x = made_here(seat=1, cards=((1, 2),), log=[5])
    for copied in (copy.copy(x), copy.deepcopy(x)):
        assert copied == x and copied is not x
        assert copied.log == [5]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"frozen={s['frozen']},slots={s['slots']}")
def test_init_is_compiled_when_the_first_object_is_made(shape: dict) -> None:
    """A class that makes no object compiles no __init__; the first object, made through
    a plain subclass too, puts the compiled one in the class's own place."""
    _, ours = twins(**shape)

    class Guest(ours):  # type: ignore[misc, valid-type]
        """Inherits its __init__."""

    assert not inspect.isfunction(vars(ours)["__init__"])
    guest = Guest(3, "Cy")
    assert inspect.isfunction(vars(ours)["__init__"])
    assert (guest.seat, guest.name, guest.log) == (3, "Cy", [])
    assert ours(3, "Cy") == ours(3, "Cy") and ours(3) != ours(4)


@pytest.mark.parametrize("slots", [False, True])
def test_ordered_as_dataclasses_order(slots: bool) -> None:
    """order=True: the compared fields as a tuple, only against the very same class."""

    def body():
        class Place:
            """Ordered by kind, then seat; the note does not count."""

            kind: str
            seat: int = 0
            note: str = field(default="", compare=False)

        return Place

    theirs = dataclass(frozen=True, slots=slots, order=True)(body())
    ours = value_class(slots=slots, order=True)(body())
    pairs = [(("a", 1), ("a", 2)), (("b", 0), ("a", 9)), (("a", 1), ("a", 1, "x"))]
    for left, right in pairs:
        for op in ("__lt__", "__le__", "__gt__", "__ge__"):
            expected = getattr(theirs(*left), op)(theirs(*right))
            assert getattr(ours(*left), op)(ours(*right)) == expected
    assert sorted([ours("b"), ours("a", 2), ours("a", 1)]) == [
        ours("a", 1),
        ours("a", 2),
        ours("b"),
    ]
    assert ours("a").__lt__(theirs("a")) is NotImplemented
    with pytest.raises(TypeError):
        _ = ours("a") < theirs("b")
    with pytest.raises(TypeError, match="__lt__"):

        @value_class(order=True)
        class Odd:
            """Defines its own order: refused, as dataclasses refuse it."""

            n: int

            def __lt__(self, other: object) -> bool:
                return True


def test_keyword_only_fields_are_refused() -> None:
    with pytest.raises(TypeError, match="keyword-only"):

        @value_class
        class Late:
            """Not supported."""

            seat: int = field(kw_only=True)


def test_a_class_keeps_its_own_methods() -> None:
    @value_class
    class Loose:
        """Equal to any other Loose."""

        n: int

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Loose)

        def __hash__(self) -> int:
            return 0

        def __repr__(self) -> str:
            return "Loose"

    assert Loose(1) == Loose(2)
    assert hash(Loose(5)) == 0
    assert repr(Loose(1)) == "Loose"


def test_a_class_that_defines_only_eq_gets_the_hash_dataclasses_give() -> None:
    def body():
        class Near:
            """Equal when close."""

            n: int

            def __eq__(self, other: object) -> bool:
                return isinstance(other, Near) and abs(self.n - other.n) < 2

        return Near

    theirs, ours = dataclass(frozen=True)(body()), value_class(body())
    assert hash(ours(3)) == hash(theirs(3))
    assert ours(3) == ours(4)
    mutable = value_class(frozen=False)(body())
    assert mutable.__hash__ is None


def test_a_class_that_says_it_is_unhashable_stays_so() -> None:
    @value_class
    class Unhashable:
        """Frozen, but not to be hashed."""

        n: int
        __hash__ = None  # type: ignore[assignment]

    with pytest.raises(TypeError, match="unhashable"):
        hash(Unhashable(1))


def test_a_repr_of_itself_does_not_recurse() -> None:
    @value_class(frozen=False)
    class Box:
        """Holds anything, itself too."""

        inside: list

    box = Box([])
    box.inside.append(box)
    assert repr(box) == "test_a_repr_of_itself_does_not_recurse.<locals>.Box(inside=[...])"


def test_every_class_of_the_package_that_compares_uses_the_shared_methods() -> None:
    """No class is left to compile its own, an ordered one included."""
    compiled = []
    for info in pkgutil.walk_packages(phase10_desktop.__path__, "phase10_desktop."):
        if info.name.endswith("__main__"):
            continue
        module = import_module(info.name)
        for obj in vars(module).values():
            if not (isinstance(obj, type) and obj.__module__ == module.__name__):
                continue
            params = getattr(obj, "__dataclass_params__", None)
            if params is None:
                continue
            if obj.__eq__.__module__ != values.__name__:
                compiled.append(f"{module.__name__}.{obj.__qualname__}")
    assert compiled == []
