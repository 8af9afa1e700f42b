"""The machine's own names and addresses, and the peers of the local network."""

from __future__ import annotations

import pytest

from tourney.web.hosts import HostNames, is_local_peer, lan_addresses, room_urls


@pytest.mark.parametrize(
    ("header", "allowed"),
    [
        ("localhost", True),
        ("LocalHost:8080", True),
        ("localhost.:8080", True),
        ("127.0.0.1:65535", True),
        ("[::1]:8080", True),
        ("192.168.1.20:8080", True),
        ("192.168.1.21:8080", False),
        ("attacker.example", False),
        ("localhost.attacker.example", False),
        ("192.168.1.20.nip.io", False),
        ("localhost:http", False),
        ("[::1", False),
        ("", False),
        (None, False),
        ("a" * 300, False),
    ],
)
def test_only_this_machines_names_are_answered(header, allowed) -> None:
    assert HostNames(extra=("192.168.1.20",)).allows(header) is allowed


def test_every_address_of_the_machine_is_a_name_it_answers_to() -> None:
    names = HostNames()
    for address in lan_addresses():
        assert names.allows(f"{address}:8080")


@pytest.mark.parametrize(
    ("peer", "local"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("::ffff:192.168.0.9", True),
        ("10.1.2.3", True),
        ("fe80::1%eth0", True),
        ("fd12:3456::1", True),
        ("::ffff:8.8.8.8", False),
        ("1.1.1.1", False),
        ("224.0.0.1", False),
        ("not an address", False),
    ],
)
def test_only_the_local_network_is_a_peer(peer, local) -> None:
    assert is_local_peer(peer) is local


def test_the_rooms_addresses_are_this_machines() -> None:
    assert room_urls("127.0.0.1", 8081) == ("http://127.0.0.1:8081/",)
    urls = room_urls("0.0.0.0", 8080)
    assert urls and all(url.startswith("http://") and url.endswith(":8080/") for url in urls)
    assert "127.0.0.1" not in urls[0] or len(urls) == 1
