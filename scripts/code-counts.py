#!/usr/bin/env python3
"""Counts of the code's shape, measured the same way before and after a change.

Usage: scripts/code-counts.py [--long N] [--list]

- functions longer than N lines (80 by default) outside tests, longest first with --list: a
  guide to where a function may do more than one thing, never a limit to cut functions to;
- Bevy systems by their parameters, the most first (a system with many is a candidate for a
  `SystemParam` grouping what belongs together);
- errors as strings: `Result<_, String>` in the game outside `cli.rs`;
- files over 400 lines;
- `target_arch = "wasm32"` conditions outside src/platform/, the entry files and the engine's
  clock;
- the fields of the engine's `Searcher`;
- hand-written argument parsers: files that match command-line flags by hand (`"--flag" =>`).

It reads rustfmt-formatted code: a function ends at the first `}` at its own indentation.
"""
import argparse
import re
from pathlib import Path

ROOTS = [Path("src"), Path("crates/asalto-engine/src"), Path("crates/asalto-engine-cli/src")]
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


SYSTEM_PARAM = re.compile(r"\b(Res|ResMut|Query|Commands|MessageReader|MessageWriter|Local|EguiContexts|Option<Res)\b")
STRING_ERROR = re.compile(r"Result<[^;{]*?, String>")


def parameters(lines, start):
    """The parameters of the function whose `fn` line is `start`, as written."""
    text = "\n".join(lines[start : start + 40])
    opening = text.index("(")
    depth, current, found = 0, "", []
    for c in text[opening + 1 :]:
        if c in "(<[":
            depth += 1
        elif c in ")>]":
            if depth == 0:
                break
            depth -= 1
        if c == "," and depth == 0:
            found.append(current.strip())
            current = ""
        else:
            current += c
    if current.strip():
        found.append(current.strip())
    return found


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
    systems = []
    wasm = {}
    parsers = []
    string_errors = []
    long_files = []
    for path in rust_files():
        lines = path.read_text().splitlines()
        for name, line, length in functions(path):
            if length > args.long:
                long_fns.append((length, f"{path}:{line}", name))
            params = parameters(lines, line - 1)
            if any(SYSTEM_PARAM.search(p) for p in params):
                systems.append((len(params), f"{path}:{line}", name))
        text = path.read_text()
        if len(lines) > 400:
            long_files.append((len(lines), str(path)))
        if str(path).startswith("src/") and str(path) != "src/cli.rs":
            string_errors += [f"{path}:{text[: m.start()].count(chr(10)) + 1}" for m in STRING_ERROR.finditer(text)]
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
    systems.sort(reverse=True)
    print(f"Bevy systems: {len(systems)}, with more than 10 parameters: {sum(1 for s in systems if s[0] > 10)}")
    for count, where, name in systems[: 10 if args.list else 3]:
        print(f"  {count:4} {where} {name}")
    print(f"Result<_, String> in the game outside cli.rs: {len(string_errors)}")
    if args.list:
        for where in string_errors:
            print(f"  {where}")
    long_files.sort(reverse=True)
    print(f"files over 400 lines: {len(long_files)}")
    for count, path in long_files:
        print(f"  {count:4} {path}")
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
