"""Invitation links: ``phase10://join/HOST:PORT/CODE``, written and read.

A host sends friends one line they can click or paste; the link says where the
table is and which table it is, never its password (a link is forwarded, pasted
into group chats and kept in message histories; the password is said separately).
Links arrive from the operating system's handler (``phase10 <link>``), from a paste
into Join a table, or inside a whole message ("Come and play: phase10://…. See you!"),
so reading is strict about what a link may hold and explains every refusal: a
link is text from someone else, and a bad one must never do more than say why it
is bad. The format is specified in ``docs/protocol.md`` (Invitation links).
"""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import unquote

from ..engine.values import value_class
from .seating import CODE_ALPHABET, CODE_LENGTH, normal_code

__all__ = ["BadInvitation", "Invitation", "find_invitation", "read_invitation"]

SCHEME = "phase10"
#: the only kind of link there is so far; others may come, and are refused by name
KIND = "join"
PREFIX = f"{SCHEME}://{KIND}/"
#: longer than any real link (an IPv6 address and a 253-character host name both fit):
#: a longer one is refused before it is looked at
MAX_LINK = 320
#: how much of a pasted text is searched for a link (a whole chat history may be pasted)
MAX_TEXT = 100_000

# what a link is made of once found in a text: the scheme, then anything up to
# white space or a character that ends links in messages (quotes, angle brackets)
_LINK_IN_TEXT = re.compile(rf"{SCHEME}:[^\s<>\"'`]*", re.IGNORECASE)
# punctuation a sentence puts after a link ("…/K7MQ-4XPD.") that no link ends in
_TRAILING = ".,;:!?)]}>*_"
_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")
_CODE_SYMBOLS = frozenset(CODE_ALPHABET)
_EXAMPLE = "phase10://join/192.168.1.20:7010/K7MQ-4XPD"


class BadInvitation(ValueError):
    """A link that cannot be followed, with what is wrong in it.

    ``problem`` names the fault for a program (the app words it in the player's
    language): ``no_link``, ``too_long``, ``characters``, ``scheme``, ``kind``,
    ``shape``, ``password``, ``host``, ``port``, ``code``. ``reason`` says it in
    English, as a sentence; ``part`` is the faulty address, port or code (printable
    ASCII, at most 60 characters), "" for the other problems.
    """

    PROBLEMS = (
        "no_link",
        "too_long",
        "characters",
        "scheme",
        "kind",
        "shape",
        "password",
        "host",
        "port",
        "code",
    )

    def __init__(self, problem: str, reason: str, part: str = "") -> None:
        assert problem in self.PROBLEMS, problem
        super().__init__(reason)
        self.problem = problem
        self.reason = reason
        self.part = part[:60]


@value_class
class Invitation:
    """Where a table is (``host``, ``port``) and which it is (``code``, written ABCD-EFGH).

    ``host`` is a host name, an IPv4 address or an IPv6 address without brackets.
    Made by :meth:`of` or :func:`read_invitation`, which check every part."""

    host: str
    port: int
    code: str

    @classmethod
    def of(cls, host: str, port: int, code: str) -> Invitation:
        """The invitation to ``code`` at ``host``:``port``; ValueError when those cannot
        make one (a code as people type it is written as codes are)."""
        return read_invitation(f"{PREFIX}{_bracketed(host)}:{port}/{normal_code(code)}")

    @property
    def address(self) -> str:
        """``HOST:PORT`` as Join a table takes it (an IPv6 address in brackets)."""
        return f"{_bracketed(self.host)}:{self.port}"

    @property
    def url(self) -> str:
        """The table server's WebSocket address."""
        return f"ws://{self.address}"

    def link(self) -> str:
        """The link: ``phase10://join/HOST:PORT/CODE``."""
        return f"{PREFIX}{self.address}/{self.code}"


def read_invitation(text: str) -> Invitation:
    """The invitation a link is (white space around it ignored); BadInvitation says
    what is wrong with one that is not."""
    link = text.strip()
    if not link:
        raise BadInvitation("no_link", f"There is no link here. An invitation reads {_EXAMPLE}.")
    if len(link) > MAX_LINK:
        raise BadInvitation(
            "too_long",
            f"The link is {len(link)} characters long; an invitation is at most {MAX_LINK}.",
        )
    scheme, colon, rest = link.partition(":")
    if not colon or scheme.lower() != SCHEME:
        raise BadInvitation(
            "scheme", f"This is not a Phase 10 invitation: those start with {SCHEME}://."
        )
    # the operating system or a browser may hand the link over percent-encoded
    # ("%5B::1%5D"); decoded once, it must still be plain printable ASCII
    rest = unquote(rest, errors="replace")
    if any(not (" " < ch < "\x7f") for ch in rest):
        raise BadInvitation(
            "characters",
            "The link holds characters no invitation has (spaces, control characters or "
            "letters outside A-Z): copy it again from the host's message.",
        )
    if not rest.startswith("//"):
        raise BadInvitation("shape", f"The link is cut or garbled; an invitation reads {_EXAMPLE}.")
    kind, _, path = rest[2:].partition("/")
    if kind.lower() != KIND:
        raise BadInvitation(
            "kind",
            f"This Phase 10 link asks for {kind[:20]!r}, which this version does not know; "
            f"an invitation reads {_EXAMPLE}.",
        )
    # a query or fragment (later versions may add hints there) is not part of the
    # table's place; never a password: nothing is read from them
    path = re.split(r"[?#]", path, maxsplit=1)[0].removesuffix("/")
    address, slash, code = path.rpartition("/")
    if not slash or not address or not code:
        raise BadInvitation(
            "shape",
            f"The link lacks the address or the code; an invitation reads {_EXAMPLE}.",
        )
    if "@" in address:
        raise BadInvitation(
            "password",
            "The link carries a name or password before the address. Phase 10 invitations "
            "never do: ask the host for the table's link again.",
        )
    host, port = _split_address(address)
    return Invitation(_checked_host(host), _checked_port(port), _checked_code(code))


def find_invitation(text: str) -> Invitation | None:
    """The first invitation link inside ``text`` (a whole pasted message), None when the
    text holds no Phase 10 link at all; BadInvitation (the first link's fault) when it
    holds links and none of them can be followed."""
    first: BadInvitation | None = None
    for match in _LINK_IN_TEXT.finditer(text[:MAX_TEXT]):
        candidate = match.group(0).rstrip(_TRAILING)
        try:
            return read_invitation(candidate)
        except BadInvitation as e:
            first = first or e
    if first is not None:
        raise first
    return None


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _split_address(address: str) -> tuple[str, str]:
    if address.startswith("["):
        host, bracket, port = address[1:].partition("]")
        if not bracket:
            raise BadInvitation(
                "host", "The IPv6 address in the link has no closing bracket.", address
            )
        if not port.startswith(":"):
            raise BadInvitation("port", "The link has no port number after the address (…]:7010).")
        return host, port[1:]
    host, colon, port = address.rpartition(":")
    if not colon:
        raise BadInvitation("port", "The link has no port number after the address (…:7010).")
    if ":" in host:
        raise BadInvitation(
            "host",
            "An IPv6 address in a link is written in brackets: [2001:db8::20]:7010.",
            host,
        )
    return host, port


def _checked_host(host: str) -> str:
    """The host as an invitation keeps it: an IP address in its usual form, or a host
    name in lower case without a final dot."""
    if not host:
        raise BadInvitation("host", "The link has no address before the port.")
    if "%" in host:
        raise BadInvitation(
            "host",
            "The IPv6 address in the link names a network interface of the host's computer "
            "(%…), which means nothing on this one: ask for an address without it.",
            host,
        )
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        ip = None
    if ip is not None:
        if ip.is_unspecified or ip.is_multicast or ip == ipaddress.IPv4Address("255.255.255.255"):
            raise BadInvitation(
                "host",
                f"The address {ip} in the link is no computer's address: ask for the host's.",
                host,
            )
        return str(ip)
    if ":" in host:
        raise BadInvitation(
            "host", f"The address {host[:60]} in the link is not an IPv6 address.", host
        )
    name = host.removesuffix(".").lower()
    labels = name.split(".")
    if name.replace(".", "").isdigit() or (labels[-1].isdigit() and len(labels) > 1):
        raise BadInvitation(
            "host",
            f"The address {host[:60]} in the link is not an IPv4 address (four numbers 0-255).",
            host,
        )
    if len(name) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise BadInvitation(
            "host",
            f"The address {host[:60]} in the link is not a computer's name or address: a name "
            "has letters, digits, hyphens and dots.",
            host,
        )
    return name


def _checked_port(port: str) -> int:
    if not port.isdigit() or len(port) > 5 or not 1 <= int(port) <= 65535:
        raise BadInvitation(
            "port",
            f"The port in the link, {port[:12]!r}, is not a number from 1 to 65535.",
            port[:12],
        )
    return int(port)


def _checked_code(code: str) -> str:
    raw = code.upper().replace("-", "")
    if len(raw) != CODE_LENGTH or not set(raw) <= _CODE_SYMBOLS:
        raise BadInvitation(
            "code",
            f"The code {code[:20]} in the link is not a table code: a code is {CODE_LENGTH} "
            "letters and digits like K7MQ-4XPD (never 0, O, 1, I, L or U).",
            code[:20],
        )
    return f"{raw[:4]}-{raw[4:]}"
