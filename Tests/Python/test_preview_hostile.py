"""`flipbook preview` under attack, over real sockets on loopback: oversized and malformed requests, stalled
and flooding clients, a foreign `Host`, the descriptor limit, and documents built to hang or crash a loader.
Each attack is bounded in count and time, and after each one the server must still answer a normal request.

Set FLIPBOOK_BIN to the binary (default .build/debug/flipbook).
"""

import json
import os
import resource
import signal
import socket
import subprocess
import time
import urllib.request

import pytest

from test_preview import BIN, TIMELINE, Preview, write_timeline


def exchange(port, data, timeout=10):
    """Sends `data` on a new connection and returns everything the server answers before it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as raw:
        raw.sendall(data)
        answer = b""
        try:
            while chunk := raw.recv(65536):
                answer += chunk
        except (ConnectionResetError, socket.timeout):
            pass
        return answer


def status_of(answer):
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else None


def unfinished_big_headers(port, count, size):
    """`count` connections, each in the middle of sending a header of `size` bytes."""
    clients = []
    for _ in range(count):
        raw = socket.create_connection(("127.0.0.1", port), timeout=10)
        raw.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * size)
        clients.append(raw)
    return clients


def answers_normally(server):
    return server.get("/timeline.json")[0] == 200 and server.process.poll() is None


@pytest.fixture
def preview(tmp_path):
    file = tmp_path / "intro.json"
    write_timeline(file, TIMELINE)
    server = Preview(file)
    yield server
    server.stop()


def test_a_long_request_line_is_414_and_long_headers_are_431(preview):
    assert status_of(exchange(preview.port, b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")) == 414
    huge = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * (512 * 1024) + b"\r\n\r\n"
    assert status_of(exchange(preview.port, huge)) == 431
    many = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-A: b\r\n" * 200 + b"\r\n"
    assert status_of(exchange(preview.port, many)) == 431
    assert status_of(exchange(preview.port, b"\x00\xff GARBAGE\r\n\r\n")) == 400
    assert answers_normally(preview)


def test_big_headers_from_two_clients_do_not_stall_the_others(preview):
    # Two clients trickle 256 KB headers; a normal request meanwhile is answered at once.
    clients = unfinished_big_headers(preview.port, 2, 256 * 1024)
    started = time.monotonic()
    assert answers_normally(preview)
    assert time.monotonic() - started < 5
    for raw in clients:
        raw.close()


def test_only_localhost_and_ip_hosts_are_answered_and_there_is_no_cors(preview):
    def get(host):
        answer = exchange(preview.port, b"GET /timeline.json HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n")
        return status_of(answer), answer.lower()

    for host in (b"127.0.0.1", b"localhost:%d" % preview.port, b"[::1]:8080", b"10.0.0.7:1"):
        status, answer = get(host)
        assert status == 200, host
        assert b"access-control-allow-origin" not in answer
    for host in (b"attacker.example", b"attacker.example:%d" % preview.port, b"127.0.0.1.nip.io", b"localhost.evil"):
        assert get(host)[0] == 403, host
    two = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"
    assert status_of(exchange(preview.port, two)) == 400


def test_a_client_that_never_finishes_its_request_is_disconnected(preview):
    with socket.create_connection(("127.0.0.1", preview.port), timeout=30) as raw:
        raw.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        started = time.monotonic()
        assert raw.recv(100) == b""  # closed by the server after its 10 s request timeout
        assert 5 < time.monotonic() - started < 25


def test_stalled_clients_and_a_flood_of_connections_leave_it_answering(preview):
    stalled = [socket.create_connection(("127.0.0.1", preview.port), timeout=10) for _ in range(200)]
    for raw in stalled:
        raw.sendall(b"GET /events HTTP/1.1\r\n")
    assert answers_normally(preview)
    # Past 256 open connections, new ones are closed as they arrive; the ones already open are served.
    flood = []
    for _ in range(100):
        try:
            flood.append(socket.create_connection(("127.0.0.1", preview.port), timeout=10))
        except OSError:
            break
    refused = 0
    for raw in flood:
        raw.settimeout(5)
        try:
            refused += raw.recv(1) == b""
        except (ConnectionResetError, socket.timeout):
            pass
    assert refused >= 40
    for raw in stalled + flood:
        raw.close()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and not answers_normally(preview):
        time.sleep(0.2)
    assert answers_normally(preview)


def test_at_the_descriptor_limit_the_listener_survives(tmp_path):
    file = tmp_path / "intro.json"
    write_timeline(file, TIMELINE)

    def low_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))

    process = subprocess.Popen([str(BIN), "preview", str(file)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, preexec_fn=low_limit)
    try:
        url = process.stdout.readline().removeprefix("Preview: ").strip()
        port = int(url.rsplit(":", 1)[1].rstrip("/"))
        held = []
        for _ in range(120):
            try:
                held.append(socket.create_connection(("127.0.0.1", port), timeout=2))
            except OSError:
                break
        time.sleep(1)
        assert process.poll() is None, process.stderr.read()
        for raw in held:
            raw.close()
        deadline = time.monotonic() + 15
        status = None
        while time.monotonic() < deadline and status != 200:
            try:
                with urllib.request.urlopen(url + "timeline.json", timeout=5) as response:
                    status = response.status
            except OSError:
                time.sleep(0.3)
        assert status == 200
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=10)


def test_a_signal_ends_it_while_it_is_attacked(preview):
    clients = unfinished_big_headers(preview.port, 2, 64 * 1024)
    started = time.monotonic()
    preview.process.send_signal(signal.SIGTERM)
    assert preview.process.wait(timeout=20) == 0
    assert time.monotonic() - started < 10
    for raw in clients:
        raw.close()


def doubling_props(levels):
    props = {"p0": "ab"}
    for level in range(1, levels + 1):
        props[f"p{level}"] = "${p%d}${p%d}" % (level - 1, level - 1)
    return props


@pytest.mark.parametrize("name", ["self-reference", "doubling", "nested-repeats", "label-chain", "huge-file"])
def test_a_hostile_save_shows_its_errors_and_the_server_keeps_answering(preview, name):
    document = json.loads(json.dumps(TIMELINE))
    if name == "self-reference":
        document["props"] = {"a": "x${a}"}
        document["views"][0]["backgroundColor"] = "${a}"
    elif name == "doubling":
        document["props"] = doubling_props(39)
        document["views"][0]["subviews"][0]["text"] = {"string": "${p39}"}
    elif name == "nested-repeats":
        document["views"].append({"repeat": 1000000, "id": "a${i}", "subviews": [{"repeat": 1000000, "id": "b${i}"}]})
    elif name == "label-chain":
        document["labels"] = {"l0": 0.1, **{f"l{i}": f"l{i - 1}+=0" for i in range(1, 20000)}}
        document["steps"][0]["at"] = "l19999"
    if name == "huge-file":
        # A sparse file of 1 GiB: its size alone refuses it, without reading it.
        with open(preview.file, "r+b") as handle:
            handle.truncate(1 << 30)
    else:
        write_timeline(preview.file, document)
    deadline = time.monotonic() + 20
    state = {}
    while time.monotonic() < deadline:
        state = json.loads(preview.get("/timeline.json")[2])
        if state["revision"] >= 2:
            break
        time.sleep(0.1)
    assert state["revision"] >= 2, "the save was never loaded"
    assert preview.process.poll() is None
    if name == "label-chain":
        assert state["errors"] == []
    else:
        message = " | ".join(error["message"] for error in state["errors"])
        expected = {
            "self-reference": "refer to themselves in a cycle",
            "doubling": "expanding the document takes more than",
            "nested-repeats": "views, more than the 1000000 a document may expand to",
            "huge-file": "more than the 268435456 the preview reads",
        }[name]
        assert expected in message
    # The last good picture is still served; a good save brings the preview back.
    assert preview.get("/frame/0.png")[0] == 200
    write_timeline(preview.file, TIMELINE)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and json.loads(preview.get("/timeline.json")[2])["errors"]:
        time.sleep(0.1)
    assert json.loads(preview.get("/timeline.json")[2])["errors"] == []


def test_an_address_this_machine_does_not_have_is_said_at_once(tmp_path):
    file = tmp_path / "intro.json"
    write_timeline(file, TIMELINE)
    # 192.0.2.1 is reserved for documentation (RFC 5737): no interface has it, and binding sends nothing.
    started = time.monotonic()
    result = subprocess.run([str(BIN), "preview", str(file), "--host", "192.0.2.1"], capture_output=True,
                            text=True, timeout=30)
    assert result.returncode == 1
    assert "cannot listen on 192.0.2.1 port 0" in result.stderr
    assert "no network interface of this machine has that address" in result.stderr
    assert time.monotonic() - started < 5
