"""Invitation links (docs/protocol.md, Invitation links): written, read back, found
inside any pasted text; a malformed or hostile one is refused with its reason, never
with a crash."""

from __future__ import annotations

import ipaddress
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phase10_desktop.net.invitation import (
    MAX_LINK,
    BadInvitation,
    Invitation,
    find_invitation,
    read_invitation,
)
from phase10_desktop.net.seating import CODE_ALPHABET

codes = st.text(CODE_ALPHABET, min_size=8, max_size=8).map(lambda raw: f"{raw[:4]}-{raw[4:]}")
ports = st.integers(1, 65535)
label = st.from_regex(r"\A[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?\Z")
host_names = (
    st.lists(label, min_size=1, max_size=4)
    .map(".".join)
    .filter(lambda n: not n.split(".")[-1].isdigit())
)
ipv4 = st.ip_addresses(v=4).filter(
    lambda ip: not (ip.is_unspecified or ip.is_multicast or str(ip) == "255.255.255.255")
)
ipv6 = st.ip_addresses(v=6).filter(lambda ip: not (ip.is_unspecified or ip.is_multicast))
hosts = st.one_of(host_names, ipv4.map(str), ipv6.map(str))
invitations = st.builds(Invitation.of, hosts, ports, codes)


@given(invitations)
def test_a_written_link_reads_back_as_the_same_invitation(inv: Invitation) -> None:
    link = inv.link()
    assert link.startswith("phase10://join/")
    assert read_invitation(link) == inv
    assert read_invitation(f"  {link}\n") == inv
    assert len(link) <= MAX_LINK
    # an IPv6 host is in brackets, so the port stays unambiguous
    if ":" in inv.host:
        assert f"[{inv.host}]:{inv.port}/" in link
    assert inv.url == f"ws://{inv.address}"


@given(
    invitations,
    st.text(max_size=40),
    st.text(max_size=40),
    st.sampled_from(["", ".", ",", ")", "!"]),
)
def test_a_link_is_found_inside_any_message(
    inv: Invitation, before: str, after: str, stop: str
) -> None:
    before = before.replace("phase10:", "").replace("PHASE10:", "")
    text = f"{before} {inv.link()}{stop} {after}"
    assert find_invitation(text) == inv


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(max_size=400))
def test_any_text_is_an_invitation_or_a_reason(text: str) -> None:
    for candidate in (text, "phase10://join/" + text, "phase10:" + text):
        for read in (read_invitation, find_invitation):
            try:
                read(candidate)
            except BadInvitation as e:
                assert e.problem in BadInvitation.PROBLEMS
                assert e.reason.endswith(".")


@settings(max_examples=300, deadline=None, derandomize=True)
@given(invitations, st.data())
def test_a_damaged_link_is_an_invitation_or_a_reason(inv: Invitation, data) -> None:
    link = inv.link()
    at = data.draw(st.integers(0, len(link)))
    junk = data.draw(st.text(string.printable + "%[]@:/\u202e\u0000é", max_size=4))
    cut = data.draw(st.integers(0, 3))
    damaged = link[:at] + junk + link[at + cut :]
    try:
        got = read_invitation(damaged)
    except BadInvitation as e:
        assert e.problem in BadInvitation.PROBLEMS
    else:  # whatever reads must be a link that would lead somewhere real
        assert read_invitation(got.link()) == got


def test_a_password_is_never_part_of_an_invitation() -> None:
    inv = read_invitation("phase10://join/198.51.100.20:7010/K7MQ-4XPD?password=tuesday")
    assert inv == Invitation.of("198.51.100.20", 7010, "K7MQ-4XPD")
    assert "tuesday" not in inv.link() and "?" not in inv.link()
    with pytest.raises(BadInvitation) as e:
        read_invitation("phase10://join/ana:tuesday@198.51.100.20:7010/K7MQ-4XPD")
    assert e.value.problem == "password"


@pytest.mark.parametrize(
    ("text", "inv"),
    [
        ("phase10://join/198.51.100.20:7010/K7MQ-4XPD", ("198.51.100.20", 7010, "K7MQ-4XPD")),
        ("PHASE10://Join/Ana-PC.local:7010/k7mq4xpd/", ("ana-pc.local", 7010, "K7MQ-4XPD")),
        ("phase10://join/[2001:DB8::20]:7010/K7MQ-4XPD", ("2001:db8::20", 7010, "K7MQ-4XPD")),
        # a browser or desktop may pass it percent-encoded
        ("phase10://join/%5B2001:db8::20%5D:7010/K7MQ-4XPD", ("2001:db8::20", 7010, "K7MQ-4XPD")),
        ("phase10://join/example.org.:443/K7MQ-4XPD#x", ("example.org", 443, "K7MQ-4XPD")),
    ],
)
def test_links_as_they_arrive(text: str, inv: tuple[str, int, str]) -> None:
    assert read_invitation(text) == Invitation.of(*inv)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "no_link"),
        ("https://example.org/", "scheme"),
        ("phase10:join/1.2.3.4:7010/K7MQ-4XPD", "shape"),
        ("phase10://play/1.2.3.4:7010/K7MQ-4XPD", "kind"),
        ("phase10://join/1.2.3.4:7010", "shape"),
        ("phase10://join/1.2.3.4/K7MQ-4XPD", "port"),
        ("phase10://join/1.2.3.4:0/K7MQ-4XPD", "port"),
        ("phase10://join/1.2.3.4:65536/K7MQ-4XPD", "port"),
        ("phase10://join/1.2.3.4:-1/K7MQ-4XPD", "port"),
        ("phase10://join/1.2.3.4:7010/K7MQ-4XPO", "code"),
        ("phase10://join/1.2.3.4:7010/K7MQ-4XP", "code"),
        ("phase10://join/1.2.3.400:7010/K7MQ-4XPD", "host"),
        ("phase10://join/01.2.3.4:7010/K7MQ-4XPD", "host"),
        ("phase10://join/0.0.0.0:7010/K7MQ-4XPD", "host"),
        ("phase10://join/224.0.0.251:7010/K7MQ-4XPD", "host"),
        ("phase10://join/2001:db8::20:7010/K7MQ-4XPD", "host"),
        ("phase10://join/[2001:db8::20:7010/K7MQ-4XPD", "host"),
        ("phase10://join/[fe80::1%25eth0]:7010/K7MQ-4XPD", "host"),
        ("phase10://join/-bad-.example:7010/K7MQ-4XPD", "host"),
        ("phase10://join/" + "a" * 64 + ".example:7010/K7MQ-4XPD", "host"),
        ("phase10://join/a_b.example:7010/K7MQ-4XPD", "host"),
        ("phase10://join/exa\u202emple.org:7010/K7MQ-4XPD", "characters"),
        ("phase10://join/exa mple.org:7010/K7MQ-4XPD", "characters"),
        ("phase10://join/exa%00mple.org:7010/K7MQ-4XPD", "characters"),
        ("phase10://join/" + "a." * 200 + "org:7010/K7MQ-4XPD", "too_long"),
        ("phase10://join/ben@1.2.3.4:7010/K7MQ-4XPD", "password"),
    ],
)
def test_a_bad_link_says_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(BadInvitation) as e:
        read_invitation(text)
    assert e.value.problem == problem
    assert e.value.reason[0].isupper() and e.value.reason.endswith(".")


def test_the_first_good_link_of_a_text_is_taken_and_a_bad_one_explained() -> None:
    good = "phase10://join/198.51.100.20:7010/K7MQ-4XPD"
    text = f"old: phase10://join/nowhere/XXXX. new: <{good}>"
    assert find_invitation(text) == read_invitation(good)
    assert find_invitation("Sunday at 7? Bring snacks.") is None
    with pytest.raises(BadInvitation) as e:
        find_invitation("Join me: phase10://join/198.51.100.20:7010/K7MQ (see you)")
    assert e.value.problem == "code"
    # a huge paste is searched without trouble, and only so far
    assert find_invitation("x" * 1_000_000 + good) is None
    assert find_invitation("x " * 1000 + good) == read_invitation(good)


def test_of_refuses_what_no_link_could_say() -> None:
    for host in ("", "0.0.0.0", "a b", "fe80::1%eth0"):
        with pytest.raises(ValueError):
            Invitation.of(host, 7010, "K7MQ-4XPD")
    assert Invitation.of("::ffff:203.0.113.5", 7010, "k7mq 4xpd").code == "K7MQ-4XPD"
    assert ipaddress.ip_address(Invitation.of("::1", 1, "K7MQ4XPD").host).is_loopback
