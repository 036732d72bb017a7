"""``dataclasses.replace`` for the rules' frozen states, without re-running ``__init__``.

The rules make a new state at every step and Hard's search makes some hundred
thousand steps a decision; ``replace`` spends most of its time gathering every
field and calling the generated ``__init__``. A frozen dataclass without slots,
``__post_init__`` or fields left out of ``__init__`` keeps just its fields in
``__dict__``, so a copy of that dict with the changes is the object ``replace``
would build, several times faster. Other classes go through ``replace`` itself.
"""

from __future__ import annotations

import dataclasses
from functools import cache


@cache
def _fields(cls: type) -> frozenset | None:
    """The field names of a class ``evolve`` may copy by its dict, or None."""
    if (hasattr(cls, "__slots__") or hasattr(cls, "__post_init__")
            or any(not f.init for f in dataclasses.fields(cls))):
        return None
    return frozenset(cls.__dataclass_fields__)


def evolve(obj, /, **changes):
    """``obj`` with ``changes``, as ``dataclasses.replace(obj, **changes)`` makes it."""
    cls = type(obj)
    names = _fields(cls)
    if names is None:
        return dataclasses.replace(obj, **changes)
    if not changes.keys() <= names:
        raise TypeError(f"{cls.__name__} has no field {sorted(changes.keys() - names)}")
    new = object.__new__(cls)
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new
