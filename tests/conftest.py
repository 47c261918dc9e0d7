"""Shared test set-up.

Qt tests run headless everywhere (CI, developer machines, containers): the
offscreen platform needs no display server, and must be chosen before any Qt
module creates the application, hence here at import time.
"""

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The tests' own user-data folder: a window test that deals or finishes a game writes
# to the statistics (and saves) as the game does, never into the real player's folder.
# A test that needs another folder sets PHASE10_DATA_DIR itself.
_DATA = tempfile.mkdtemp(prefix="phase10-tests-data-")
os.environ.setdefault("PHASE10_DATA_DIR", _DATA)
atexit.register(shutil.rmtree, _DATA, True)


@pytest.fixture(autouse=True)
def server_messages_keep_to_the_schema(monkeypatch):
    """Every message a table server in this process sends is checked against the
    protocol's schema (``protocol.encode`` with the server's side). The client checks
    what it receives too, but only logs what it refuses and plays on; here a server
    message the schema does not allow fails the test that made it send one."""
    from phase10_desktop.net import protocol

    plain = protocol.encode
    refused: list[str] = []

    def checked(message, side=None):
        try:
            return plain(message, side or "server")
        except protocol.ProtocolError as e:
            refused.append(f"{message.get('type')}: {e.reason}")
            raise

    monkeypatch.setattr(protocol, "encode", checked)
    yield
    assert not refused, f"the server sent messages its schema forbids: {refused[:3]}"
