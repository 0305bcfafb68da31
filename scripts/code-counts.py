#!/usr/bin/env python3
"""The shape counts of issue 37, measured the same way before and after a change.

Usage: scripts/code-counts.py [--long N] [--list]

- functions longer than N lines (80 by default) outside tests, longest first with --list;
- `target_arch = "wasm32"` conditions outside src/platform/, the entry files and the engine's
  clock;
- the fields of the engine's `Searcher`;
- hand-written argument parsers: files that match command-line flags by hand (`"--flag" =>`).

It reads rustfmt-formatted code: a function ends at the first `}` at its own indentation.
"""
import argparse
import re
from pathlib import Path

ROOTS = [Path("src"), Path("crates/asalto-engine/src")]
# The entry files, and the engine's one contact with the platform (its clock).
ENTRY_FILES = {
    "src/main.rs",
    "src/lib.rs",
    "src/cli.rs",
    "crates/asalto-engine-cli/src/main.rs",
    "crates/asalto-engine/src/search/clock.rs",
}
FLAG_ARM = re.compile(r'"--[a-z][a-z-]*"( \||\s*=>)')
FN = re.compile(r"^(\s*)(pub(\([^)]*\))? )?(const )?(async )?(unsafe )?fn (\w+)")


def rust_files():
    for root in ROOTS:
        yield from sorted(root.rglob("*.rs"))


def functions(path):
    lines = path.read_text().splitlines()
    test_until = -1
    for i, line in enumerate(lines):
        if i <= test_until:
            continue
        if line.strip() == "#[cfg(test)]" and i + 1 < len(lines) and "mod " in lines[i + 1]:
            indent = len(lines[i + 1]) - len(lines[i + 1].lstrip())
            test_until = end_of_block(lines, i + 1, indent)
            continue
        m = FN.match(line)
        if not m or line.rstrip().endswith(";"):
            continue
        end = end_of_block(lines, i, len(m.group(1)))
        yield m.group(7), i + 1, end - i + 1


def end_of_block(lines, start, indent):
    closing = " " * indent + "}"
    for j in range(start, len(lines)):
        if lines[j].rstrip() == closing or lines[j].startswith(closing + " "):
            return j
    return len(lines) - 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", type=int, default=80)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()

    long_fns = []
    wasm = {}
    parsers = []
    for path in rust_files():
        for name, line, length in functions(path):
            if length > args.long:
                long_fns.append((length, f"{path}:{line}", name))
        text = path.read_text()
        if FLAG_ARM.search(text):
            parsers.append(str(path))
        count = len(re.findall(r'^\s*#\[cfg\(.*target_arch = "wasm32"', text, re.M))
        count += len(re.findall(r'cfg!\(.*target_arch = "wasm32"', text))
        if count and not str(path).startswith("src/platform/") and str(path) not in ENTRY_FILES:
            folder = str(path.parent)
            wasm[folder] = wasm.get(folder, 0) + count
    long_fns.sort(reverse=True)
    print(f"functions over {args.long} lines: {len(long_fns)}")
    if args.list:
        for length, where, name in long_fns:
            print(f"  {length:4} {where} {name}")
    print(f"wasm32 conditions outside platform/ and the entry files: {sum(wasm.values())}")
    for folder, count in sorted(wasm.items()):
        print(f"  {count:4} {folder}")
    print(f"hand-written argument parsers: {len(parsers)}")
    for path in parsers:
        print(f"  {path}")
    engine = Path("crates/asalto-engine/src/search")
    for path in sorted(engine.rglob("*.rs")):
        text = path.read_text()
        m = re.search(r"pub(\(crate\))? struct Searcher\b[^{]*\{(.*?)\n\}", text, re.S)
        if m:
            fields = re.findall(r"^\s+(pub(\([^)]*\))? )?\w+: ", m.group(2), re.M)
            print(f"Searcher fields: {len(fields)} ({path})")


if __name__ == "__main__":
    main()
