"""The machine's own addresses and names: what the room types, and what the server accepts.

The room's server listens on the local network and nowhere else. Two checks keep it there:

* a request must come from a local address — the loopback, a private network
  (``192.168.…``, ``10.…``), a link-local or a carrier-grade NAT address —, never from the
  internet (:func:`is_local_peer`);
* its ``Host`` header must name this machine: one of its addresses, ``localhost``, or its
  host name (:class:`HostNames`). A web page elsewhere that points a name of its own at the
  laptop's address (DNS rebinding) sends its own name and is refused.

The addresses are read from the operating system: the address the machine would use to
reach a private network and the internet (no packet is sent), every address its host name
resolves to, and on Linux every interface's address. Nothing is ever announced (no UPnP, no
multicast).
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import struct
import sys
import time

__all__ = ["HostNames", "is_local_peer", "lan_addresses", "room_urls"]

_PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255", "192.0.2.1")
"""Where the machine would send a packet to (a UDP "connect" sends nothing): each gives the
address of the interface that route leaves from."""

_RESCAN_S = 5.0
"""An unknown Host makes the server read the addresses again, at most this often (a laptop
whose network gave it a new address keeps serving)."""


def _route_addresses() -> set[str]:
    found: set[str] = set()
    for target in _PROBES:
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            udp.connect((target, 9))
            found.add(udp.getsockname()[0])
    return found


def _name_addresses() -> set[str]:
    found: set[str] = set()
    with contextlib.suppress(OSError, UnicodeError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    return found


def _interface_addresses() -> set[str]:
    """Every IPv4 interface's address (Linux: ``SIOCGIFADDR``; elsewhere nothing more)."""
    if not sys.platform.startswith("linux"):
        return set()
    import fcntl

    found: set[str] = set()
    siocgifaddr = 0x8915
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            packed = struct.pack("256s", name.encode()[:15])
            with contextlib.suppress(OSError):
                answer = fcntl.ioctl(probe.fileno(), siocgifaddr, packed)
                found.add(socket.inet_ntoa(answer[20:24]))
    return found


def lan_addresses() -> tuple[str, ...]:
    """The machine's IPv4 addresses the room can reach, the most useful first.

    Private addresses (a home or club network) come before others; the loopback is left
    out unless it is all there is.
    """
    found = _route_addresses() | _name_addresses() | _interface_addresses()
    usable = []
    for text in found:
        address = ipaddress.ip_address(text)
        if address.is_loopback or address.is_unspecified or address.is_multicast:
            continue
        usable.append(address)
    usable.sort(key=lambda a: (not a.is_private, a.is_link_local, a.packed))
    return tuple(str(a) for a in usable) or ("127.0.0.1",)


def room_urls(bind: str, port: int) -> tuple[str, ...]:
    """The addresses to give the room for a server bound to ``bind`` on ``port``."""
    if bind in ("0.0.0.0", "", "::"):
        hosts: tuple[str, ...] = lan_addresses()
    else:
        hosts = (bind,)
    return tuple(f"http://{_bracketed(host)}:{port}/" for host in hosts)


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def is_local_peer(peer: str | None) -> bool:
    """Whether a request from ``peer`` comes from the local network (not the internet).

    >>> [is_local_peer(p) for p in ("127.0.0.1", "192.168.1.7", "fe80::1", "8.8.8.8", None)]
    [True, True, True, False, False]
    """
    if not peer:
        return False
    try:
        address = ipaddress.ip_address(peer.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return not address.is_global and not address.is_multicast


class HostNames:
    """The ``Host`` headers this machine answers to: its addresses and names, any port.

    >>> names = HostNames(extra=("192.168.1.20",))
    >>> [names.allows(h) for h in ("localhost:8080", "192.168.1.20:8080", "evil.example")]
    [True, True, False]
    """

    def __init__(self, *, extra: tuple[str, ...] = ()) -> None:
        self._extra = {name.lower() for name in extra}
        self._known: set[str] = set()
        self._scanned = 0.0
        self._scan()

    def _scan(self) -> None:
        names = {"localhost", "127.0.0.1", "::1", *self._extra}
        with contextlib.suppress(OSError):
            host = socket.gethostname().lower()
            if host:
                names |= {host, f"{host}.local", host.split(".", 1)[0]}
        with contextlib.suppress(OSError):
            names.add(socket.getfqdn().lower())
        names |= set(lan_addresses())
        self._known = names
        self._scanned = time.monotonic()

    def allows(self, header: str | None) -> bool:
        """Whether a request with this ``Host`` header is meant for this machine."""
        host = _host_of(header)
        if host is None:
            return False
        if host in self._known:
            return True
        if time.monotonic() - self._scanned >= _RESCAN_S:
            self._scan()  # the network may have given the machine a new address
            return host in self._known
        return False


def _host_of(header: str | None) -> str | None:
    """The host part of a ``Host`` header, lower case, without the port or the brackets."""
    if not header or len(header) > 255:
        return None
    text = header.strip().lower()
    if text.startswith("["):
        end = text.find("]")
        return None if end < 0 else text[1:end]
    host, _colon, port = text.partition(":")
    if port and not port.isdigit():
        return None
    return host.rstrip(".") or None
