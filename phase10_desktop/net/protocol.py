"""The table protocol's one definition: versioned JSON messages checked against a schema.

Server and client both import this module, so the two ends cannot drift apart:
every frame either side receives passes :func:`decode` (size, JSON syntax,
nesting, the message's schema) before anything reads it, and every frame a
server sends passes :func:`encode` with checking on in the tests, so a message
the schema does not allow fails a test rather than a player's game.

The schema is a file (``protocol.schema.json``, shipped in the package) rather
than Python, so people writing another client read the same contract we check.
Validators are compiled per message type with ``fastjsonschema`` (generated
Python code; several times faster than an interpreting validator, which
matters at hundreds of messages a second) the first time that type is seen.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fastjsonschema

from ..engine.saves import SaveError, parse_save_text

#: the protocol version every client message carries as ``"v"``
VERSION = 1
#: close codes of the application's own (WebSocket leaves 4000-4999 to it): the host
#: ended the table; the seat was taken up by another connection (do not come back:
#: the other device has it); this process no longer serves the table (reconnect at
#: once through the same address, and a proxy sends you to the one that does)
TABLE_ENDED, SEAT_TAKEN, RECONNECT = 4000, 4001, 4002
SCHEMA_PATH = Path(__file__).with_name("protocol.schema.json")
#: a message larger than this is refused with an error (a lay-down is under 1 kB)
MAX_MESSAGE_BYTES = 16 * 1024
#: a frame larger than this closes the connection (the WebSocket library's limit)
MAX_FRAME_BYTES = 64 * 1024
#: deeper nesting is refused before parsing (a lay-down nests 5 deep; the server's
#: messages, holding views, round ends and records, about 9)
MAX_DEPTH = 8
MAX_SERVER_DEPTH = 16
#: what the server may send: views and records are larger than any request
MAX_SERVER_MESSAGE_BYTES = 4 * 1024 * 1024
#: the largest ``id`` or ``seq`` (2**53 - 1: exact in every JSON reader)
MAX_NUMBER = 9007199254740991

CLIENT_TYPES: tuple[str, ...] = (
    "create",
    "join",
    "rejoin",
    "start",
    "action",
    "cut",
    "undo",
    "sync",
    "record",
    "leave",
    "ping",
    "say",
    "again",
)
#: messages of the game's story: numbered per seat (``seq``) and kept for resume
STREAM_TYPES: tuple[str, ...] = ("events", "dealt", "notice")


class ProtocolError(ValueError):
    """A message the protocol does not allow. ``code`` is the error word sent back
    (``malformed``, ``too_large``, ``unknown_type``, ``bad_version``, ``invalid``);
    ``message`` the JSON object it was, when it was one (its ``id`` and ``seq`` go
    into the refusal, so the client knows which request was refused)."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.message: dict[str, Any] | None = None


def load_schema() -> dict[str, Any]:
    """The protocol's JSON Schema as data."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


_SCHEMA = load_schema()
_VALIDATORS: dict[tuple[str, str], Callable[[Any], Any]] = {}


def message_types(side: str) -> tuple[str, ...]:
    """The message types ``side`` ("client" or "server") may send, from the schema."""
    return tuple(_SCHEMA["definitions"][side])


def validator(side: str, kind: str) -> Callable[[Any], Any]:
    """The compiled check of one message type (compiled on first use, then kept)."""
    key = (side, kind)
    check = _VALIDATORS.get(key)
    if check is None:
        if kind not in _SCHEMA["definitions"][side]:
            raise KeyError(kind)
        root = {k: v for k, v in _SCHEMA.items() if k not in ("type", "required", "properties")}
        root["$ref"] = f"#/definitions/{side}/{kind}"
        check = fastjsonschema.compile(root)
        _VALIDATORS[key] = check
    return check


def check(side: str, message: Any) -> None:
    """Raise :class:`ProtocolError` unless ``message`` is a valid ``side`` message."""
    if not isinstance(message, dict):
        raise ProtocolError("malformed", "a message must be a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _SCHEMA["definitions"][side]:
        shown = json.dumps(kind)[:40]
        raise ProtocolError(
            "unknown_type", f"unknown message type {shown}; known: {', '.join(message_types(side))}"
        )
    if side == "client" and message.get("v") != VERSION:
        raise ProtocolError(
            "bad_version",
            f"this server speaks protocol version {VERSION}, not "
            f'{json.dumps(message.get("v"))[:20]} (add "v": 1; update the app if it is older)',
        )
    try:
        validator(side, kind)(message)
    except fastjsonschema.JsonSchemaValueException as e:
        raise ProtocolError("invalid", f"{kind}: {_where(e)}") from None


def _where(e: fastjsonschema.JsonSchemaValueException) -> str:
    """The validator's message with its ``data.`` prefix made readable."""
    text = str(e.message).replace("data.", "", 1).replace("data ", "the message ", 1)
    return text if len(text) <= 300 else text[:299] + "…"


def decode(frame: str | bytes, side: str, *, limit: int = MAX_MESSAGE_BYTES) -> dict[str, Any]:
    """One received frame as a checked message, or :class:`ProtocolError` saying why not.

    ``side`` is who sent it. Size and nesting are checked before the JSON parser
    runs (through the engine's untrusted-text reader), the schema after it.
    """
    size = len(frame)
    if size > limit:
        raise ProtocolError("too_large", f"the message is {size} bytes; the limit is {limit}")
    try:
        depth = MAX_DEPTH if side == "client" else MAX_SERVER_DEPTH
        data = parse_save_text(frame, max_bytes=limit, max_depth=depth)
    except SaveError as e:
        why = str(e).replace("the file", "the message").replace("a saved game", "a message")
        raise ProtocolError("malformed", f"not a JSON message: {why}") from None
    try:
        check(side, data)
    except ProtocolError as e:
        e.message = data if isinstance(data, dict) else None
        raise
    return data


def numbers_of(message: dict[str, Any] | None) -> dict[str, int]:
    """The ``id`` and the request number (as ``re``) of a refused message, where they are
    numbers the schema allows: what a refusal carries so the client can tell which of its
    requests it answers, even when the rest of the message was wrong."""
    out: dict[str, int] = {}
    if not message:
        return out
    for field, key, low in (("id", "id", 0), ("seq", "re", 1)):
        value = message.get(field)
        if type(value) is int and low <= value <= MAX_NUMBER:
            out[key] = value
    return out


def encode(message: dict[str, Any], side: str | None = None) -> str:
    """A message as compact JSON text; with ``side`` it is checked first (tests, clients).
    NaN and infinities are refused here too (``ValueError``): strict JSON both ways."""
    if side is not None:
        check(side, message)
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def request(kind: str, **fields: Any) -> dict[str, Any]:
    """A client message of ``kind`` with the protocol version filled in."""
    return {"type": kind, "v": VERSION, **fields}
