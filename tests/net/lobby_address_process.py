"""Run inside a network namespace by test_net_addresses.py: host a table as the app
does (listening on every interface of the namespace) with the computer's name
resolving to 127.0.1.1, as Debian and Ubuntu write it in /etc/hosts, and print what
the host's lobby shows, as JSON."""

from __future__ import annotations

import json
import os
import socket
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.pop("PHASE10_HOST_BIND", None)  # every interface of this namespace

_resolve = socket.getaddrinfo


def debian_hosts(host, *args, **kwargs):  # type: ignore[no-untyped-def]
    """/etc/hosts on Debian: "127.0.1.1 <the computer's name>"."""
    if host == socket.gethostname():
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.1.1", 0))]
    return _resolve(host, *args, **kwargs)


socket.getaddrinfo = debian_hosts


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from phase10_desktop.app.together.play_together import LobbyDialog, start_hosting

    app = QApplication(sys.argv[:1])
    hosting = start_hosting(Path(tempfile.mkdtemp(prefix="phase10-lobby-")))
    try:
        others = list(getattr(hosting, "addresses", ())[1:])
        lobby = LobbyDialog(
            "K7MQ-4XPD", f"{hosting.address}:{hosting.port}", host=True, others=others
        )
        shown = {
            "address": lobby.address_label.text(),
            "others": lobby.others_label.text() if lobby.others_label.isVisibleTo(lobby) else "",
            "invitation": lobby.invitation.link() if lobby.invitation else None,
            "port": hosting.port,
        }
    except TypeError:  # the lobby before issue 29 took only the one address
        lobby = LobbyDialog("K7MQ-4XPD", f"{hosting.address}:{hosting.port}", host=True)
        shown = {"address": lobby.address_label.text(), "port": hosting.port}
    finally:
        hosting.stop("done")
    print(json.dumps(shown), flush=True)
    app.quit()


if __name__ == "__main__":
    main()
