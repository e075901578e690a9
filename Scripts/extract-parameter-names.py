#!/usr/bin/env python3
"""Prints the parameter names of the public API of Swift packages: one a line, deduplicated, sorted.

Every argument label and internal name of a `public` or `open` function, initializer or subscript
declared under `Sources/` at each package's latest tag, read from the bare git mirrors under
/opt/swift-packages (OWNER/NAME.git; mirrors whose names differ only by case are read once).
`SecretVocabularyCorpusTests` runs the secret vocabulary over this list, the names real code uses:

    Scripts/extract-parameter-names.py > Tests/SecretNames/public-parameter-names.txt

A regular-expression reader, not a parser: comments and string literals are removed first, then
each declaration's parameter clause is read to its closing parenthesis.
"""

import re
import subprocess
import sys
from pathlib import Path

MIRRORS = Path("/opt/swift-packages")

DECLARATION = re.compile(
    r"\b(?:public|open)\b[^{}()=;\n]*?\b(?:func\s+(?:`?\w+`?|[^\s(<]+)\s*(?:<[^>{}]*>)?|init[?!]?\s*(?:<[^>{}]*>)?|subscript\s*(?:<[^>{}]*>)?)\s*\("
)
COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"', re.S)
NAME = re.compile(r"^`?([A-Za-z_][A-Za-z0-9_]*)`?$")


def git(mirror: Path, *arguments: str) -> str:
    return subprocess.run(
        ["git", "-C", str(mirror), *arguments], capture_output=True, text=True, errors="replace", check=True
    ).stdout


def latest_tag(mirror: Path) -> str:
    tags = git(mirror, "tag", "--sort=-v:refname").split()
    return tags[0] if tags else "HEAD"


def parameter_clause(text: str, start: int) -> str:
    """The text between the parenthesis before `start` and its match."""
    depth = 1
    for index in range(start, len(text)):
        if text[index] in "([":
            depth += 1
        elif text[index] in ")]":
            depth -= 1
            if depth == 0:
                return text[start:index]
    return ""


def top_level_parts(clause: str) -> list[str]:
    """`clause` split at the commas outside brackets, parentheses and generic arguments."""
    parts, depth, current = [], 0, ""
    for character in clause:
        if character in "([<":
            depth += 1
        elif character in ")]>":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    return parts + [current]


def names(parameter: str) -> list[str]:
    """The label and internal name of one parameter, `_` left out."""
    head = parameter.split(":", 1)[0] if ":" in parameter else ""
    words = [word for word in head.split() if not word.startswith("@")]
    return [match.group(1) for word in words if (match := NAME.match(word)) and match.group(1) != "_"]


def parameter_names(source: str) -> set[str]:
    text = COMMENT_OR_STRING.sub('""', source)
    found = set()
    for declaration in DECLARATION.finditer(text):
        for parameter in top_level_parts(parameter_clause(text, declaration.end())):
            found.update(names(parameter))
    return found


def main() -> int:
    found, seen = set(), set()
    for mirror in sorted(MIRRORS.glob("*/*.git")):
        if mirror.name.lower() in seen:
            continue
        seen.add(mirror.name.lower())
        tag = latest_tag(mirror)
        files = [path for path in git(mirror, "ls-tree", "-r", "--name-only", tag).splitlines()
                 if path.startswith("Sources/") and path.endswith(".swift")]
        for path in files:
            found |= parameter_names(git(mirror, "show", f"{tag}:{path}"))
    sys.stdout.write("".join(name + "\n" for name in sorted(found)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
