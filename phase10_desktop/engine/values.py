"""Value classes: dataclasses whose methods are not compiled one by one.

``@dataclass`` writes each method it adds as source and compiles it when the class is
made; the table makes dozens of such classes before its first frame, and that cost
showed in every start (figures: docs/table.md, "Start-up"). :func:`value_class` takes
only the fields from dataclasses and adds the methods itself: ``__init__`` compiled at
the class's first object (it runs for every move, event and view, so compiled is
fastest), the others closures over the field names that answer exactly as
dataclasses' own do (equality and hash of the compared fields, ``repr``, ordering, the
frozen guard). A class stays a dataclass to ``fields``, ``replace`` and ``asdict``,
and to type checkers (``dataclass_transform``). Not supported: keyword-only fields and
``InitVar``. ``tests/engine/test_engine_values.py`` holds every shape the package uses
against dataclasses' own methods.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, cast, dataclass_transform, overload

__all__ = ["value_class"]

T = TypeVar("T", bound=type)


class _Factory:
    """What a field with a default factory receives when no value is passed (shown in
    a signature as dataclasses show theirs)."""

    def __repr__(self) -> str:
        return "<factory>"


_NOT_GIVEN = _Factory()


@overload
def value_class(cls: T, /) -> T: ...
@overload
def value_class(
    *, frozen: bool = True, slots: bool = False, order: bool = False
) -> Callable[[T], T]: ...


# type checkers read a value class as the dataclass it is (PEP 681)
@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def value_class(
    cls: Any = None, /, *, frozen: bool = True, slots: bool = False, order: bool = False
) -> Any:
    """``@dataclass(frozen=frozen, slots=slots, order=order)``, its methods made without
    compiling all of them (see the module's docstring). A method the class defines is
    kept, except that an ordered class may define no comparison (as dataclasses say)."""

    def make(cls: T) -> T:
        own = dict(cls.__dict__)
        made: Any = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)
        fields = dataclasses.fields(made)
        if any(f.kw_only for f in fields):
            raise TypeError(f"{made.__qualname__}: value classes take no keyword-only fields")
        names = tuple(f.name for f in fields)
        compared = tuple(f.name for f in fields if f.compare)
        hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
        methods: dict[str, Any] = {
            "__eq__": _eq(_fields_of(compared)),
            "__repr__": _repr(tuple(f.name for f in fields if f.repr)),
        }
        if frozen:
            methods.update(_frozen(made, names, slots))
        if order:
            methods.update(_order(made, _fields_of(compared), own))
        for name, method in methods.items():
            if name not in own:
                method.__qualname__ = f"{made.__qualname__}.{name}"
                setattr(made, name, method)
        if "__init__" not in own:
            made.__init__ = _InitAtFirstUse(made, fields, frozen)
        # as dataclasses decide: a class's own __hash__ stays (but not the None Python
        # gives a class that defines __eq__ alone); else frozen hashes, mutable cannot
        if "__hash__" not in own or (own["__hash__"] is None and "__eq__" in own):
            made.__hash__ = _hash(_fields_of(hashed)) if frozen else None
        return cast(T, made)

    return make if cls is None else make(cls)


class _InitAtFirstUse:
    """Stands in for a class's ``__init__`` until it is first looked up (the class makes
    its first object, or ``inspect.signature`` asks), then compiles it and puts it in
    its own place: later objects call the compiled one directly. Two threads that make
    the first objects at once may both compile it; either result is the same."""

    __slots__ = ("_fields", "_frozen", "_owner", "_post_init")

    def __init__(self, owner: type, fields: tuple[Field, ...], frozen: bool) -> None:
        self._owner, self._fields, self._frozen = owner, fields, frozen
        self._post_init = hasattr(owner, "__post_init__")

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        init = _init(self._fields, self._frozen, self._post_init)
        init.__qualname__ = f"{self._owner.__qualname__}.__init__"
        setattr(self._owner, "__init__", init)  # noqa: B010 (a class attribute, not a field)
        return init if obj is None else init.__get__(obj, cls)


def _init(fields: tuple[Field, ...], frozen: bool, post_init: bool) -> Callable[..., None]:
    """``__init__``, compiled as dataclasses would write it: parameters in field order
    with their defaults, each field set (through ``object.__setattr__`` when frozen),
    then ``__post_init__``."""
    env: dict[str, Any] = {"__set": object.__setattr__, "__NOT_GIVEN": _NOT_GIVEN}
    params, lines = ["self"], []
    for f in fields:
        value = f.name
        if f.default is not MISSING:
            env[f"__default_{f.name}"] = f.default
            if f.init:
                params.append(f"{f.name}=__default_{f.name}")
            else:
                value = f"__default_{f.name}"
        elif f.default_factory is not MISSING:
            env[f"__factory_{f.name}"] = f.default_factory
            if f.init:
                params.append(f"{f.name}=__NOT_GIVEN")
                value = f"__factory_{f.name}() if {f.name} is __NOT_GIVEN else {f.name}"
            else:
                value = f"__factory_{f.name}()"
        elif f.init:
            params.append(f.name)
        else:
            continue  # set by __post_init__
        lines.append(f"__set(self, {f.name!r}, {value})" if frozen else f"self.{f.name} = {value}")
    if post_init:
        lines.append("self.__post_init__()")
    body = "\n".join(f"    {line}" for line in lines or ["pass"])
    made: dict[str, Any] = {}
    exec(f"def __init__({', '.join(params)}):\n{body}\n", env, made)
    init = made["__init__"]
    init.__annotations__ = {f.name: f.type for f in fields if f.init} | {"return": None}
    return init


def _fields_of(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    """A function giving an object's ``names`` fields as a tuple (as dataclasses compare
    and hash them; attrgetter of one name would give the bare value)."""
    if len(names) == 1:
        only = attrgetter(names[0])
        return lambda obj: (only(obj),)
    if not names:
        return lambda obj: ()
    return attrgetter(*names)


def _eq(key: Callable[[Any], tuple]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return __eq__


def _order(cls: type, key: Callable[[Any], tuple], own: dict[str, Any]) -> dict[str, Any]:
    """``<``, ``<=``, ``>``, ``>=`` over the compared fields as a tuple, between objects
    of the very same class (anything else: ``NotImplemented``), as dataclasses order."""
    methods: dict[str, Any] = {}
    for name, compare in (
        ("__lt__", operator.lt),
        ("__le__", operator.le),
        ("__gt__", operator.gt),
        ("__ge__", operator.ge),
    ):
        if name in own:
            raise TypeError(
                f"Cannot overwrite attribute {name} in class {cls.__name__}. "
                "Consider using functools.total_ordering"
            )
        methods[name] = _comparison(key, compare)
    return methods


def _comparison(
    key: Callable[[Any], tuple], compare: Callable[[Any, Any], Any]
) -> Callable[[Any, Any], Any]:
    def method(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return compare(key(self), key(other))
        return NotImplemented

    return method


def _hash(key: Callable[[Any], tuple]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(key(self))

    return __hash__


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _frozen(cls: Any, names: tuple[str, ...], slots: bool) -> dict[str, Any]:
    """The guard of a frozen class, and (with slots) the state ``copy`` restores it from."""
    fields = frozenset(names)

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    methods: dict[str, Any] = {"__setattr__": __setattr__, "__delattr__": __delattr__}
    if slots:

        def __getstate__(self: Any) -> list[Any]:
            return [getattr(self, name) for name in names]

        def __setstate__(self: Any, state: list[Any]) -> None:
            for name, value in zip(names, state, strict=True):
                object.__setattr__(self, name, value)

        methods.update(__getstate__=__getstate__, __setstate__=__setstate__)
    return methods
