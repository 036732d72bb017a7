"""Exact JSON round trip for frozen game data.

States and moves are frozen dataclasses built from ints, strings, bools,
None, tuples and frozensets. This codec turns them into JSON-ready values and
back so that ``decode(encode(x)) == x`` holds exactly: tuples come back as
tuples, sets as frozensets, and each dataclass by its registered name. A
name that is not registered is refused, so a foreign save cannot build
arbitrary objects.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable

from pharaohs.core.hidden import Hidden
from pharaohs.core.rng import Rng

_TYPE = "~"
_SET = "~set"
#: values that are their own JSON (exactly these types; subclasses take the slow path)
_PLAIN = frozenset((type(None), bool, int, str, float))


class CodecError(ValueError):
    """The data does not describe anything this game knows."""


class Codec:
    """Encodes and decodes the dataclasses of one game."""

    def __init__(self, types: Iterable[type]):
        self._types = {cls.__name__: cls for cls in (*types, Rng, Hidden)}
        #: each registered dataclass's field names, looked up once (a server encodes
        #: every seat's view after every move)
        self._fields = {cls: tuple(f.name for f in dataclasses.fields(cls))
                        for cls in self._types.values()}

    def encode(self, obj):
        kind = type(obj)
        if kind in _PLAIN:
            return obj
        if kind is tuple:
            return [self.encode(x) for x in obj]
        names = self._fields.get(kind)
        if names is not None:
            out = {_TYPE: kind.__name__}
            for name in names:
                out[name] = self.encode(getattr(obj, name))
            return out
        return self._encode_other(obj)

    def _encode_other(self, obj):
        """The rarer cases: sets, subclasses of the plain types, unregistered data."""
        if isinstance(obj, (bool, int, str, float)):
            return obj
        if isinstance(obj, tuple):
            return [self.encode(x) for x in obj]
        if isinstance(obj, frozenset):
            items = [self.encode(x) for x in obj]
            items.sort(key=lambda x: json.dumps(x, sort_keys=True))
            return {_SET: items}
        if dataclasses.is_dataclass(obj):
            raise CodecError(f"{type(obj).__name__} is not registered with this codec")
        raise CodecError(f"cannot encode {type(obj).__name__}")

    def decode(self, data):
        if data is None or isinstance(data, (bool, int, str, float)):
            return data
        if isinstance(data, list):
            return tuple(self.decode(x) for x in data)
        if isinstance(data, dict):
            if _SET in data and len(data) == 1:
                return frozenset(self.decode(x) for x in data[_SET])
            name = data.get(_TYPE)
            cls = self._types.get(name) if isinstance(name, str) else None
            if cls is None:
                raise CodecError(f"unknown kind of data: {name!r}")
            names = {f.name for f in dataclasses.fields(cls)}
            given = set(data) - {_TYPE}
            if given != names:
                raise CodecError(f"{name} expects fields {sorted(names)}, got {sorted(given)}")
            return cls(**{k: self.decode(v) for k, v in data.items() if k != _TYPE})
        raise CodecError(f"cannot decode {type(data).__name__}")
