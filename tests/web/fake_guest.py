"""A stand-in for ``claim2 join`` under textual-serve (its process protocol, no Textual):
says it is ready, greets the page with its language, echoes every key back, and ends on
"quit" (or, as ``stuck``, only when its input closes). It notes its start and its end in
the folder it is given."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main() -> None:
    folder, language, mode = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    (folder / f"started-{os.getpid()}").touch()
    out, into = sys.stdout.buffer, sys.stdin.buffer

    def packet(kind: bytes, payload: bytes) -> None:
        out.write(kind + len(payload).to_bytes(4, "big") + payload)
        out.flush()

    out.write(b"__GANGLION__\n")
    packet(b"D", f"hello in {language}".encode())
    while True:
        head = into.read(5)
        if len(head) < 5:
            break  # the input closed: the server wants us gone
        body = into.read(int.from_bytes(head[1:], "big"))
        if head[:1] == b"D":
            packet(b"D", b"echo:" + body)
        elif json.loads(body).get("type") == "quit" and mode != "stuck":
            break
    packet(b"M", json.dumps({"type": "exit"}).encode())
    (folder / f"ended-{os.getpid()}").touch()


if __name__ == "__main__":
    main()
