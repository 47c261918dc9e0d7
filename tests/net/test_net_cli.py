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
    (["--keep-minutes", "0"], "must be a positive number of minutes"),
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


def test_net_cli_serves_over_tls(tmp_path: Path) -> None:
    """``--tls-cert``/``--tls-key``: players connect with ``wss://`` and a client that
    trusts the certificate plays; one that does not is refused by TLS itself."""
    import asyncio
    import shutil
    import ssl

    from net_helpers import serve_process, stop_process

    from phase10_desktop.net.client import TableClient

    if shutil.which("openssl") is None:
        pytest.skip("the openssl command is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    server, url = serve_process(tmp_path / "data", "--tls-cert", str(cert), "--tls-key", str(key))
    secure = url.replace("ws://", "wss://")

    async def main() -> None:
        trusting = TableClient(secure, ssl_context=ssl.create_default_context(cafile=str(cert)))
        await trusting.connect()
        created = await trusting.create("Ana", 2)
        assert created["seat"] == 0 and len(created["code"]) == 9
        assert await trusting.ping() < 5
        await trusting.close()
        with pytest.raises(ssl.SSLCertVerificationError):
            await TableClient(secure).connect()  # the system's trust: a self-made cert fails

    try:
        asyncio.run(main())
    finally:
        stop_process(server)
