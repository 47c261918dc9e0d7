"""Play together: a table server, its protocol, and a client, with no Qt anywhere.

The server (:mod:`.server`, ``phase10 serve``) runs the engine for every table
and tells each seat only what that seat may know; the client (:mod:`.client`,
:mod:`.threaded`) is the other end, used by the app, the tests and the
benchmark alike. ``docs/protocol.md`` describes every message.
"""
