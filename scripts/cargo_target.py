"""Where cargo puts what it builds, for the scripts that run what it built.

`target/` unless CARGO_TARGET_DIR (or a cargo config) moves it: asked of
cargo itself, so a script never runs stale binaries from a `target/` that
cargo no longer writes to.
"""

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def target_dir():
    metadata = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    return Path(json.loads(metadata.stdout)["target_directory"])
