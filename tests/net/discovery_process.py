"""One side of the discovery test, run inside a network namespace:
``advertise ADDRESS PORT CODE SECONDS`` or ``browse SECONDS``."""

from __future__ import annotations

import json
import sys
import time

from phase10_desktop.net.discovery import Advertiser, Browser


def main(argv: list[str]) -> None:
    if argv[0] == "advertise":
        address, port, code, seconds = argv[1], int(argv[2]), argv[3], float(argv[4])
        ad = Advertiser("Ana's table", address, port, code, 3, interfaces=[address])
        print("advertising", flush=True)
        time.sleep(seconds / 2)
        ad.update(2)
        time.sleep(seconds / 2)
        ad.close()
        return
    seconds, interface = float(argv[1]), argv[2]
    browser = Browser(interfaces=[interface])
    deadline = time.monotonic() + seconds
    found = []
    while time.monotonic() < deadline:
        found = browser.tables()
        if found and found[0].seats_free == 2:
            break
        time.sleep(0.1)
    browser.close()
    print(json.dumps([t.__dict__ for t in found]), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
