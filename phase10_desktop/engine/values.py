"""Value classes: dataclasses that compare, hash and print through shared functions.

``@dataclass`` writes every method it adds as Python source and compiles it when the
class is made: six compilations for a frozen class (``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``), about a third of a
millisecond each class. The table needs some sixty such classes before it draws its
first frame, so every start paid some 20 ms for them, a fifth of what it costs
beyond a bare window. :func:`value_class` leaves the fields, ``__init__`` and the frozen
guard to dataclasses and gives the class an ``__eq__``, ``__hash__`` and ``__repr__``
made of closures over its field names instead: nothing to compile, and the same
answers as dataclasses' own (the compared fields as a tuple, equal only to an object
of the very same class; the hash of that tuple; ``Name(field=value, ...)``). A class
stays a dataclass: ``dataclasses.fields``, ``replace`` and ``asdict`` work on it.

Checked in both ways by ``tests/engine/test_engine_values.py``: every value class of
the package against the methods dataclasses would write.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, overload

__all__ = ["value_class"]

T = TypeVar("T", bound=type)


@overload
def value_class(cls: T, /) -> T: ...
@overload
def value_class(*, frozen: bool = True, slots: bool = False) -> Callable[[T], T]: ...


def value_class(cls: Any = None, /, *, frozen: bool = True, slots: bool = False) -> Any:
    """``@dataclass(frozen=frozen, slots=slots)`` with ``eq`` and ``repr``, their methods
    shared rather than compiled (see the module's docstring). A method the class
    defines itself is kept, as dataclasses keep it."""

    def make(cls: T) -> T:
        own = dict(cls.__dict__)
        made = dataclasses.dataclass(cls, frozen=frozen, slots=slots, eq=False, repr=False)
        fields = dataclasses.fields(made)
        compared = tuple(f.name for f in fields if f.compare)
        hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
        shown = tuple(f.name for f in fields if f.repr)
        if "__eq__" not in own:
            _add(made, "__eq__", _eq(_fields_of(compared)))
        # a class that defines __eq__ alone gets __hash__ = None from Python: not its own
        own_hash = own.get("__hash__") is not None or ("__hash__" in own and "__eq__" not in own)
        if not own_hash:
            if frozen:
                _add(made, "__hash__", _hash(_fields_of(hashed)))
            else:
                made.__hash__ = None  # type: ignore[assignment]  # mutable: unhashable
        if "__repr__" not in own:
            _add(made, "__repr__", _repr(shown))
        return made

    return make if cls is None else make(cls)


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


def _add(cls: type, name: str, method: Callable[..., Any]) -> None:
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, method)
