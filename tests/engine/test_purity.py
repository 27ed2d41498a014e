"""The engine is pure game logic: importing it loads no user interface and no translation."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import claim2.engine
print(json.dumps(sorted(sys.modules)))
"""


def loaded_by_importing_the_engine() -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=60
    )
    modules: list[str] = json.loads(result.stdout)
    return modules


def test_engine_import_loads_no_textual_or_rich() -> None:
    modules = loaded_by_importing_the_engine()
    assert "claim2.engine" in modules  # the probe did import it
    ui = [name for name in modules if name.split(".")[0] in {"textual", "rich"}]
    assert ui == []


def test_engine_import_loads_no_other_part_of_claim2() -> None:
    modules = loaded_by_importing_the_engine()
    ours = [name for name in modules if name.split(".")[0] == "claim2"]
    assert ours
    assert [
        name for name in ours if name != "claim2" and not name.startswith("claim2.engine")
    ] == []
