"""Where cargo puts what it builds, for the scripts that run what it built.

`target/` unless CARGO_TARGET_DIR (or a cargo config) moves it: asked of
cargo itself, so a script never runs stale binaries from a `target/` that
cargo no longer writes to.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def target_dir():
    metadata = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT, capture_output=True, text=True,
    )
    if metadata.returncode != 0:
        # cargo's own last line says why (a broken Cargo.toml, no cargo).
        reason = (metadata.stderr.strip().splitlines() or ["no message"])[-1]
        sys.exit(f"error: `cargo metadata` failed, so the target directory is unknown: {reason}")
    return Path(json.loads(metadata.stdout)["target_directory"])
