"""Every message a client may send has one handler: meeting at a table (the lobby) or
playing at it (play), never both and never neither (a message the schema allows with
no handler would reach the server as a crash, not a refusal)."""

from __future__ import annotations

from phase10_desktop.net import protocol
from phase10_desktop.net.lobby import Lobby
from phase10_desktop.net.play import Play


def test_each_client_message_has_exactly_one_handler() -> None:
    owners = {
        kind: [part.__name__ for part in (Lobby, Play) if hasattr(part, f"on_{kind}")]
        for kind in protocol.CLIENT_TYPES
    }
    assert {kind: names for kind, names in owners.items() if len(names) != 1} == {}


def test_no_handler_answers_a_message_the_protocol_does_not_name() -> None:
    handled = {name[3:] for part in (Lobby, Play) for name in vars(part) if name.startswith("on_")}
    assert handled - set(protocol.CLIENT_TYPES) == set()
