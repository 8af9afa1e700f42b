"""Read the one line a refused command writes on stderr: its code and its words."""

from __future__ import annotations

import json
import re

CODE = re.compile(r"[a-z]+\.[a-z]+(?:-[a-z]+)*|refused")


def refusal(err: str, command: str) -> tuple[str, str]:
    """The code and the words of ``err``, one line of text or (with ``--json``) one object.

    Fails the test unless ``err`` is exactly one line in one of the two forms.
    """
    assert err.count("\n") == 1 and err.endswith("\n"), err
    line = err[:-1]
    if line.startswith("{"):
        document = json.loads(line)
        assert set(document) == {"code", "message"}, document
        code, words = document["code"], document["message"]
    else:
        prefix = f"tourney {command}: error: "
        assert line.startswith(prefix), line
        words, _, bracket = line[len(prefix) :].rpartition(" [")
        assert bracket.endswith("]"), line
        code = bracket[:-1]
    assert CODE.fullmatch(code), code
    assert "Traceback" not in err
    return code, words
