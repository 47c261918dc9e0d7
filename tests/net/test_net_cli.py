"""``phase10 serve`` refuses bad options with one clear sentence, never a traceback."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import ROOT

BAD = [
    (["--port", "99999"], "a port is a number from 1 to 65535"),
    (["--port", "seven"], "is not a port number"),
    (["--tls-cert", "cert.pem"], "give both --tls-cert and --tls-key"),
    (["--tls-cert", "/etc/hostname", "--tls-key", "/etc/hostname"], "cannot be used"),
    (["--grace", "-1"], "must be a positive number of seconds"),
    (["--data", "/proc/no/such"], "cannot write the tables folder"),
]


def serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "phase10_desktop", "serve", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


@pytest.mark.parametrize(("args", "message"), BAD)
def test_net_cli_bad_values_are_named(args: list[str], message: str) -> None:
    result = serve(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_net_cli_a_port_in_use_is_named(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = serve("--port", str(port), "--data", str(tmp_path))
    assert result.returncode == 2
    assert "cannot listen on 127.0.0.1" in result.stderr and "Traceback" not in result.stderr
