"""A home router for the router test, run in the test's "router" network namespace.

Why not only miniupnpd: Debian's miniupnpd (2.3.1) refuses to forward anything while
its internet side has a reserved address, and the test networks may only use
reserved ones (198.51.100.0/24, 203.0.113.0/24), so it answers every request for
an address with none (the test checks our plain message for exactly that, against
miniupnpd itself). To see a port really forwarded, this router speaks UPnP-IGD
through async-upnp-client's own server classes (SSDP and SOAP are the library's)
and forwards with nftables, as miniupnpd does: AddPortMapping adds a DNAT rule from
its internet address to the computer asking, DeletePortMapping removes it.

    python stand_in_igd.py LAN_ADDRESS WAN_ADDRESS [--refuse]

Prints one JSON line per request handled, and ``ready`` first.
"""

# no "from __future__ import annotations": the library reads the actions' annotations as types

import asyncio
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from typing import Any

from async_upnp_client.const import DeviceInfo, ServiceInfo
from async_upnp_client.exceptions import UpnpActionError
from async_upnp_client.server import (
    UpnpServer,
    UpnpServerDevice,
    UpnpServerService,
    callable_action,
    create_state_var,
)

WAN = sys.argv[2]
REFUSE = "--refuse" in sys.argv
#: the rules added per external port (removed on DeletePortMapping)
RULES: dict[int, str] = {}


def say(**what: Any) -> None:
    print(json.dumps(what), flush=True)


def nft(*args: str) -> str:
    return subprocess.run(["nft", *args], capture_output=True, text=True, check=True).stdout


def device(kind: str, name: str, uuid: str) -> DeviceInfo:
    return DeviceInfo(
        device_type=f"urn:schemas-upnp-org:device:{kind}",
        friendly_name=name,
        manufacturer="Phase 10 tests",
        manufacturer_url=None,
        model_description=None,
        model_name="stand-in router",
        model_number=None,
        model_url=None,
        serial_number=None,
        udn=f"uuid:{uuid}",
        upc=None,
        presentation_url=None,
        url="/device.xml",
        icons=[],
        xml=ET.Element("server_device"),
    )


class WanIpConnection(UpnpServerService):
    SERVICE_DEFINITION = ServiceInfo(
        service_id="urn:upnp-org:serviceId:WANIPConn1",
        service_type="urn:schemas-upnp-org:service:WANIPConnection:1",
        control_url="/ctl/IPConn",
        event_sub_url="/evt/IPConn",
        scpd_url="/WANIPCn.xml",
        xml=ET.Element("server_service"),
    )
    STATE_VARIABLE_DEFINITIONS = {  # noqa: RUF012 (the library's class attribute)
        "ExternalIPAddress": create_state_var("string"),
        "RemoteHost": create_state_var("string"),
        "ExternalPort": create_state_var("ui2"),
        "InternalPort": create_state_var("ui2"),
        "PortMappingProtocol": create_state_var("string", allowed=["TCP", "UDP"]),
        "InternalClient": create_state_var("string"),
        "PortMappingEnabled": create_state_var("boolean"),
        "PortMappingDescription": create_state_var("string"),
        "PortMappingLeaseDuration": create_state_var("ui4"),
    }

    @callable_action(
        name="GetExternalIPAddress",
        in_args={},
        out_args={"NewExternalIPAddress": "ExternalIPAddress"},
    )
    async def get_external(self) -> dict[str, Any]:
        say(action="GetExternalIPAddress")
        self.state_variable("ExternalIPAddress").value = WAN
        return {"NewExternalIPAddress": self.state_variable("ExternalIPAddress")}

    @callable_action(
        name="AddPortMapping",
        in_args={
            "NewRemoteHost": "RemoteHost",
            "NewExternalPort": "ExternalPort",
            "NewProtocol": "PortMappingProtocol",
            "NewInternalPort": "InternalPort",
            "NewInternalClient": "InternalClient",
            "NewEnabled": "PortMappingEnabled",
            "NewPortMappingDescription": "PortMappingDescription",
            "NewLeaseDuration": "PortMappingLeaseDuration",
        },
        out_args={},
    )
    async def add(
        self,
        NewRemoteHost: str,
        NewExternalPort: int,
        NewProtocol: str,
        NewInternalPort: int,
        NewInternalClient: str,
        NewEnabled: bool,
        NewPortMappingDescription: str,
        NewLeaseDuration: int,
    ) -> dict[str, Any]:
        say(
            action="AddPortMapping",
            port=NewExternalPort,
            client=f"{NewInternalClient}:{NewInternalPort}",
            lease=NewLeaseDuration,
            description=NewPortMappingDescription,
        )
        if REFUSE:
            raise UpnpActionError(error_code=606, error_desc="Action not authorized")
        if NewExternalPort not in RULES:
            target = f"{NewInternalClient}:{NewInternalPort}"
            nft(
                "add", "rule", "inet", "filter", "prerouting_miniupnpd",
                "ip", "daddr", WAN, "tcp", "dport", str(NewExternalPort),
                "dnat", "ip", "to", target,
            )  # fmt: skip
            nft(
                "add", "rule", "inet", "filter", "miniupnpd", "ip", "daddr", NewInternalClient,
                "tcp", "dport", str(NewInternalPort), "accept",
            )  # fmt: skip
            RULES[NewExternalPort] = target
        return {}

    @callable_action(
        name="DeletePortMapping",
        in_args={
            "NewRemoteHost": "RemoteHost",
            "NewExternalPort": "ExternalPort",
            "NewProtocol": "PortMappingProtocol",
        },
        out_args={},
    )
    async def delete(self, NewRemoteHost: str, NewExternalPort: int, NewProtocol: str) -> dict:
        say(action="DeletePortMapping", port=NewExternalPort)
        if RULES.pop(NewExternalPort, None) is None:
            raise UpnpActionError(error_code=714, error_desc="NoSuchEntryInArray")
        for chain in ("prerouting_miniupnpd", "miniupnpd"):
            nft("flush", "chain", "inet", "filter", chain)
        return {}


class WanConnectionDevice(UpnpServerDevice):
    DEVICE_DEFINITION = device(
        "WANConnectionDevice:1", "WAN connection", "9a1b4c2e-0000-4000-8000-000000000003"
    )
    EMBEDDED_DEVICES = ()
    SERVICES = (WanIpConnection,)


class WanDevice(UpnpServerDevice):
    DEVICE_DEFINITION = device("WANDevice:1", "WAN", "9a1b4c2e-0000-4000-8000-000000000002")
    EMBEDDED_DEVICES = (WanConnectionDevice,)
    SERVICES = ()


class Router(UpnpServerDevice):
    DEVICE_DEFINITION = device(
        "InternetGatewayDevice:1", "Stand-in router", "9a1b4c2e-0000-4000-8000-000000000001"
    )
    EMBEDDED_DEVICES = (WanDevice,)
    SERVICES = ()


async def main() -> None:
    server = UpnpServer(Router, (sys.argv[1], 0), http_port=49152)
    await server.async_start()
    say(ready=True)
    await asyncio.sleep(120)  # the test ends it sooner
    await server.async_stop()


if __name__ == "__main__":
    asyncio.run(main())
