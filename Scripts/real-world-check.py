#!/usr/bin/env python3
"""Real-world check: Crosscut's generator against the protocols of real Swift packages.

For each package (a tag of a package that git can clone, here from the local mirrors that
`https://github.com/OWNER/NAME.git` resolves to), the script

1. clones it at the tag into the work folder (`WORK/NAME`; a later run reuses the clone and its
   `.build`, reset to the tag), and lists its main targets with `swift package describe`: regular
   library targets with Swift sources (no tests, executables, plugins, macros, snippets), and
   deletes its `Package.resolved`, so that its dependencies resolve from the manifest's ranges;
2. appends a few lines to its manifest(s) that add the Crosscut checkout as a path dependency and
   apply `CrosscutPlugin` (plus the `Crosscut` product) to every main target;
3. builds every main target once without annotations (the baseline: a package that does not build
   as it is, or with the plugin and no annotation, is reported as such, and nothing is blamed on
   the generator);
4. finds every protocol of those targets with `crosscut inspect --json` (nested ones and those
   under `#if` too) and writes `// @crosscut(tracing, logging, metrics, retry, circuitBreaker, timeout)` on its own line before each
   (after its doc comment, before its attributes and modifiers, indentation kept);
5. runs `crosscut generate` over each target, with the files of the package's modules below it and
   of the library modules of the packages it depends on, as the plugin passes them: a protocol with
   an error diagnostic (in its annotation or body) is *rejected*, and its annotation removed again;
6. builds the main targets (`swift build --target T`, under `nice -n 10`) and reads the compiler's
   errors and warnings in the generated `TARGET+Crosscut.swift` (and errors elsewhere whose notes
   point into it), each mapped to the protocol whose `// MARK: - NAME` section holds its line.
   Such a protocol *failed to compile*; its annotation is removed and the build repeated, until a
   build passes (the rest are *decorated*) or a failure cannot be pinned on a protocol (the rest
   are *unverified*).

It prints progress to standard error and a Markdown table (per package, then totals, then the
details: every rejection with the generator's error lines, every compile failure with its first
compiler diagnostic) to standard output. Each package's full log (every command and its output) is
kept in `WORK/logs/NAME.log`, and the generated files of each build in `WORK/logs/NAME/build-N/`.

Exit status: 0 when no protocol failed to compile and none is unverified (a package that could not
be set up or whose baseline failed is reported, but does not count); 1 otherwise; 2 for a usage
error or when the `crosscut` tool does not build.

Usage (from anywhere; Python 3.9+, standard library only):

    Scripts/real-world-check.py                                 # the default list of packages
    Scripts/real-world-check.py --packages apple/swift-log@1.16.2 apple/swift-metrics
    Scripts/real-world-check.py --crosscut /path/to/crosscut --work /tmp/crosscut-real-world

Options:
    --crosscut PATH   the Crosscut checkout to test (default: the repository this script is in);
                      its `crosscut` is built there (`swift build --product crosscut`)
    --work DIR        where clones, logs and scratch files go (default /tmp/crosscut-real-world)
    --packages P ...  OWNER/NAME@TAG, or OWNER/NAME for its highest tag
    --timeout SEC     per `swift` command (default 3600)
    --upcoming-features
                      also turn on, per package, each upcoming feature of the toolchain that Swift 6
                      does not turn on yet (InternalImportsByDefault, MemberImportVisibility,
                      ExistentialAny, ...) that the package's own code still builds with: one baseline
                      build per feature; the table says which were turned on

Time: a first debug build of a package without dependencies takes well under a minute on a
2-core machine, one on SwiftNIO 3 to 5 minutes; the default list takes the better part of an
hour the first time (the clones' `.build` folders make later runs faster).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ANNOTATION = "// @crosscut(tracing, logging, metrics, retry, circuitBreaker, timeout)"

# A varied dozen: libraries without dependencies, libraries with some, servers on SwiftNIO; several
# enable upcoming features (ExistentialAny, InternalImportsByDefault, MemberImportVisibility,
# NonisolatedNonsendingByDefault) or use Swift 5 language mode. Cheapest first. (Not
# apple/swift-service-context: since 1.5 its code lives in swift-distributed-tracing.)
DEFAULT_PACKAGES = [
    "apple/swift-log@1.16.2",
    "apple/swift-metrics@2.13.0",
    "apple/swift-distributed-tracing@1.7.3",
    "apple/swift-http-types@1.8.0",
    "apple/swift-async-algorithms@1.1.4",
    "apple/swift-openapi-runtime@1.13.4",
    "swift-server/swift-service-lifecycle@2.13.0",
    "vapor/routing-kit@4.9.3",
    "apple/swift-configuration@1.4.0",
    "apple/swift-certificates@1.21.1",
    "vapor/sql-kit@3.36.0",
    "hummingbird-project/hummingbird@2.28.1",
]

DIAGNOSTIC = re.compile(r"^(/[^:\n]*):(\d+):(\d+): (error|warning|note): (.*)$")
MARK = re.compile(r"^// MARK: - (\S+)\s*$")
GENERATED_SUFFIX = "+Crosscut.swift"
MODIFIERS = {
    "public", "internal", "package", "fileprivate", "private", "open", "final", "nonisolated",
    "indirect", "dynamic", "optional", "required", "convenience", "override", "lazy", "weak",
    "unowned", "static", "class", "mutating", "nonmutating", "distributed",
}


def swift_files(root: Path, entry: dict) -> list[str]:
    """The real paths of the Swift sources of a target `swift package describe` lists in `root`."""
    base = root / entry["path"]
    return sorted(os.path.realpath(base / source) for source in entry.get("sources", []) if source.endswith(".swift"))


# MARK: - Output


def progress(message: str) -> None:
    print(f"[real-world] {message}", file=sys.stderr, flush=True)


class Log:
    """A package's log file: every command, its exit status and its output."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        path.write_text("")

    def write(self, text: str) -> None:
        with self.path.open("a", encoding="utf-8", errors="replace") as file:
            file.write(text if text.endswith("\n") else text + "\n")


def run(arguments: list[str], cwd: Path, log: Log | None, timeout: float, merge: bool = True) -> tuple[int, str]:
    """Runs a command, both streams together (or standard error only to the log when `merge` is
    false); (status, output). On timeout the command's whole process group is killed, status 124."""
    started = time.monotonic()
    if log:
        log.write(f"\n$ (cd {cwd} && {' '.join(arguments)})")
    try:
        process = subprocess.Popen(
            arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge else subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            start_new_session=True)
    except OSError as error:
        return 127, f"{error}\n"
    try:
        data, errors = process.communicate(timeout=timeout)
        status = process.returncode
        if errors and log:
            log.write(errors.decode("utf-8", errors="replace"))
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        data, _ = process.communicate()
        data += f"\n(timed out after {timeout:.0f} s)\n".encode()
        status = 124
    except KeyboardInterrupt:
        os.killpg(process.pid, signal.SIGKILL)
        raise
    output = data.decode("utf-8", errors="replace")
    if log:
        log.write(output)
        log.write(f"(exit status {status}, {time.monotonic() - started:.1f} s)")
    return status, output


# MARK: - Diagnostics


@dataclass
class Diagnostic:
    file: str
    line: int
    column: int
    severity: str
    message: str
    notes: list["Diagnostic"] = field(default_factory=list)

    def render(self, root: Path | None = None) -> str:
        if not self.file:
            return self.message
        path = self.file
        if GENERATED_SUFFIX in path:
            path = os.path.basename(path)
        elif root is not None:
            try:
                path = os.path.relpath(path, root)
            except ValueError:
                pass
        return f"{path}:{self.line}:{self.column}: {self.severity}: {self.message}"


def parse_diagnostics(output: str) -> list[Diagnostic]:
    """The `file:line:column: severity: message` lines, each error or warning with its notes, deduplicated."""
    diagnostics: list[Diagnostic] = []
    seen: set[tuple] = set()
    current: Diagnostic | None = None
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line.rstrip())
        if not match:
            continue
        diagnostic = Diagnostic(
            os.path.realpath(match[1]), int(match[2]), int(match[3]), match[4], match[5].strip())
        if diagnostic.severity == "note":
            if current is not None:
                current.notes.append(diagnostic)
            continue
        key = (diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.severity, diagnostic.message)
        if key in seen:
            current = None  # A repeat (a dependency's errors, printed again); its notes are known.
            continue
        seen.add(key)
        diagnostics.append(diagnostic)
        current = diagnostic
    return diagnostics


# MARK: - Source scanning


def skip_string(text: bytes, index: int) -> int:
    """From the opening quote (or the first `#` of a raw string) at `index`, the index after the literal."""
    hashes = 0
    while index < len(text) and text[index:index + 1] == b"#":
        hashes += 1
        index += 1
    if text[index:index + 3] == b'"""':
        closing = b'"""' + b"#" * hashes
        end = text.find(closing, index + 3)
        return len(text) if end < 0 else end + len(closing)
    closing = b'"' + b"#" * hashes
    index += 1
    while index < len(text):
        if text[index:index + 1] == b"\\" and hashes == 0:
            index += 2
            continue
        if text[index:index + 1] == b"\n":
            return index
        if text.startswith(closing, index):
            return index + len(closing)
        index += 1
    return index


def skip_comment(text: bytes, index: int) -> int:
    """If a comment starts at `index`, the index after it; otherwise `index`."""
    if text.startswith(b"//", index):
        end = text.find(b"\n", index)
        return len(text) if end < 0 else end
    if text.startswith(b"/*", index):
        depth, index = 1, index + 2
        while index < len(text) and depth:
            if text.startswith(b"/*", index):
                depth, index = depth + 1, index + 2
            elif text.startswith(b"*/", index):
                depth, index = depth - 1, index + 2
            else:
                index += 1
        return index
    return index


def body_end(text: bytes, keyword: int) -> int:
    """The index of the `}` closing the body of the protocol whose keyword is at `keyword`."""
    index, depth = keyword, 0
    while index < len(text):
        after_comment = skip_comment(text, index)
        if after_comment != index:
            index = after_comment
            continue
        char = text[index:index + 1]
        if char == b'"' or (char == b"#" and re.match(rb'#+"', text[index:index + 8])):
            index = skip_string(text, index)
            continue
        if char == b"{":
            depth += 1
        elif char == b"}":
            depth -= 1
            if depth <= 0:
                return index
        index += 1
    return len(text) - 1


def declaration_start(text: bytes, keyword: int) -> int:
    """Where the protocol's declaration starts: before the attributes and modifiers that precede its
    `protocol` keyword (scanning back; it stops conservatively at anything else, such as a comment,
    which leaves the annotation among the attributes: still a valid place for it)."""
    start = keyword
    while True:
        index = start
        while index > 0 and text[index - 1:index] in (b" ", b"\t", b"\n", b"\r"):
            index -= 1
        if index == 0:
            return start
        if text[index - 1:index] == b")":
            depth, cursor = 0, index - 1
            while cursor >= 0:
                if text[cursor:cursor + 1] == b")":
                    depth += 1
                elif text[cursor:cursor + 1] == b"(":
                    depth -= 1
                    if depth == 0:
                        break
                cursor -= 1
            if cursor < 0:
                return start
            word_end = cursor
        else:
            word_end = index
        word_start = word_end
        while word_start > 0 and (text[word_start - 1:word_start].isalnum() or text[word_start - 1:word_start] in (b"_", b".")):
            word_start -= 1
        if word_start == word_end:
            return start
        word = text[word_start:word_end].decode("utf-8", errors="replace")
        if word_start > 0 and text[word_start - 1:word_start] == b"@":
            start = word_start - 1
        elif word in MODIFIERS and word_end == index:
            start = word_start
        else:
            return start


def line_starts(text: bytes) -> list[int]:
    starts = [0]
    for match in re.finditer(rb"\n", text):
        starts.append(match.end())
    return starts


def offset_of(text: bytes, starts: list[int], line: int, column: int) -> int | None:
    """The byte offset of the `protocol` keyword at `line:column` (columns in bytes or in characters)."""
    if line < 1 or line > len(starts):
        return None
    line_start = starts[line - 1]
    line_end = text.find(b"\n", line_start)
    line_end = len(text) if line_end < 0 else line_end
    candidates = [line_start + column - 1]
    line_text = text[line_start:line_end].decode("utf-8", errors="replace")
    candidates.append(line_start + len(line_text[:column - 1].encode("utf-8")))
    for candidate in candidates:
        if text.startswith(b"protocol", candidate):
            return candidate
    found = re.search(rb"\bprotocol\b", text[line_start:line_end])
    return line_start + found.start() if found else None


# MARK: - Model


@dataclass
class Protocol:
    target: str
    file: str  # Real path.
    name: str  # Qualified: enclosing types and name.
    keyword: int  # Byte offsets in the original file.
    start: int
    end: int
    line: int  # The `protocol` keyword's line in the original file.
    conditions: list[str] = field(default_factory=list)  # Enclosing `#if` conditions.
    status: str = "pending"  # rejected, failed, decorated, unverified
    reasons: list[str] = field(default_factory=list)
    generator_warnings: list[str] = field(default_factory=list)
    # In the annotated file as last written: the annotation's line and the body's last line.
    annotated_range: tuple[int, int] = (0, 0)


@dataclass
class Target:
    name: str
    files: list[str]  # Real paths.
    protocols: list[Protocol] = field(default_factory=list)
    # The package's Swift modules it depends on, directly or not, with their files: what the plugin
    # passes to the generator as `--dependency-file-list MODULE=PATH`.
    dependencies: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class PackageResult:
    spec: str
    name: str
    version: str
    targets: list[Target] = field(default_factory=list)
    problem: str | None = None  # Set up or baseline failure: nothing was blamed on the generator.
    features: list[str] = field(default_factory=list)  # Upcoming features turned on by --upcoming-features.
    notes: list[str] = field(default_factory=list)
    seconds: float = 0

    @property
    def protocols(self) -> list[Protocol]:
        return [protocol for target in self.targets for protocol in target.protocols]

    def count(self, status: str) -> int:
        return sum(1 for protocol in self.protocols if protocol.status == status)


class Sources:
    """The original text of a package's files, and the annotated versions it writes."""

    def __init__(self) -> None:
        self.originals: dict[str, bytes] = {}
        # Per file as last written: (line of an inserted annotation, lines it added), in order.
        self.insertions: dict[str, list[tuple[int, int]]] = {}

    def original_line(self, path: str, line: int) -> int:
        """The line of the original file that line `line` of the annotated `path` was."""
        shift = 0
        for annotation_line, added in self.insertions.get(path, []):
            if line > annotation_line:
                shift += added
            elif line == annotation_line:  # The annotation itself: the declaration's line.
                shift += added - 1
        return line - shift

    def in_original(self, diagnostic: Diagnostic) -> Diagnostic:
        """`diagnostic` with the line it has in the original file (the annotations are gone later)."""
        return Diagnostic(diagnostic.file, self.original_line(diagnostic.file, diagnostic.line), diagnostic.column,
                          diagnostic.severity, diagnostic.message)

    def original(self, path: str) -> bytes:
        if path not in self.originals:
            self.originals[path] = Path(path).read_bytes()
        return self.originals[path]

    def write(self, path: str, annotated: list[Protocol]) -> None:
        """Writes `path` with the annotation before each of `annotated` (protocols of this file), and
        records where each annotation and body ended up."""
        text = self.original(path)
        pieces: list[bytes] = []
        cursor = 0
        line = 1  # Line number in the output at `cursor`'s counterpart.
        self.insertions[path] = []
        for protocol in sorted(annotated, key=lambda p: p.start):
            chunk = text[cursor:protocol.start]
            pieces.append(chunk)
            line += chunk.count(b"\n")
            line_start = text.rfind(b"\n", 0, protocol.start) + 1
            prefix = text[line_start:protocol.start]
            indent = re.match(rb"[ \t]*", prefix)[0]
            if prefix.strip() == b"":
                insertion = ANNOTATION.encode() + b"\n" + indent
                annotation_line = line
            else:
                insertion = b"\n" + indent + ANNOTATION.encode() + b"\n" + indent
                annotation_line = line + 1
            pieces.append(insertion)
            self.insertions[path].append((annotation_line, insertion.count(b"\n")))
            line += insertion.count(b"\n")
            end_line = line + text[protocol.start:protocol.end].count(b"\n")
            protocol.annotated_range = (annotation_line, end_line)
            cursor = protocol.start
        pieces.append(text[cursor:])
        data = b"".join(pieces)
        if Path(path).read_bytes() != data:
            Path(path).write_bytes(data)

    def restore(self) -> None:
        for path, text in self.originals.items():
            if Path(path).read_bytes() != text:
                Path(path).write_bytes(text)


# MARK: - The check


class Checker:
    def __init__(self, crosscut: Path, work: Path, timeout: float, features: list[str] | None = None):
        self.features = features or []
        self.crosscut = crosscut
        self.identity = crosscut.name
        self.work = work
        self.timeout = timeout
        self.tool: Path | None = None

    def build_tool(self) -> bool:
        progress(f"building crosscut in {self.crosscut}")
        status, output = run(
            ["nice", "-n", "10", "swift", "build", "--product", "crosscut"], self.crosscut, None, self.timeout)
        if status != 0:
            print(output, file=sys.stderr)
            return False
        status, output = run(["swift", "build", "--show-bin-path"], self.crosscut, None, self.timeout)
        self.tool = Path(output.strip().splitlines()[-1]) / "crosscut"
        return status == 0 and self.tool.exists()

    # Set up

    def clone(self, owner_name: str, version: str | None, log: Log) -> tuple[Path, str]:
        name = owner_name.split("/")[-1]
        url = f"https://github.com/{owner_name}.git"
        directory = self.work / name
        if version is None:
            status, output = run(["git", "ls-remote", "--tags", "--refs", url], self.work, log, 300)
            tags = [line.split("refs/tags/")[-1] for line in output.splitlines() if "refs/tags/" in line]
            if status != 0 or not tags:
                raise RuntimeError(f"no tags found for {url}")
            version = max(tags, key=version_key)
        if (directory / ".git").is_dir():
            for command in (["git", "fetch", "--tags", "--quiet", "origin"],
                            ["git", "checkout", "--force", "--quiet", "--detach", version],
                            ["git", "clean", "-ffdxq", "-e", ".build"]):
                status, output = run(command, directory, log, 600)
                if status != 0:
                    break
            if status == 0:
                return directory, version
            shutil.rmtree(directory)
        status, output = run(
            ["git", "-c", "advice.detachedHead=false", "clone", "--quiet", "--branch", version, url, str(directory)],
            self.work, log, 600)
        if status != 0:
            raise RuntimeError(f"git clone {url} at {version} failed: {last_line(output)}")
        return directory, version

    def describe(self, root: Path, log: Log) -> dict[str, dict]:
        """The package's targets as `swift package describe` lists them, by name."""
        status, output = run(["swift", "package", "describe", "--type", "json"], root, log, self.timeout, merge=False)
        if status != 0 or "{" not in output:
            raise RuntimeError(f"swift package describe failed in {root} (exit status {status}); see the log")
        description, _ = json.JSONDecoder().raw_decode(output[output.index("{"):])
        return {entry["name"]: entry for entry in description.get("targets", [])}

    def other_package_modules(self, root: Path, log: Log) -> dict[str, list[str]]:
        """The library Swift modules of the packages the package depends on (its checkouts), with
        their files: what the plugin passes as `--other-package-file-list MODULE=PATH` (for a target,
        those below it; here those of every package, which only adds protocols no target refines)."""
        checkouts = root / ".build" / "checkouts"
        modules: dict[str, list[str]] = {}
        for checkout in sorted(checkouts.iterdir()) if checkouts.is_dir() else []:
            try:
                entries = self.describe(checkout, log)
            except RuntimeError:
                continue
            for entry in entries.values():
                if entry.get("type") == "library" and entry.get("module_type") == "SwiftTarget":
                    files = swift_files(checkout, entry)
                    if files:
                        modules[entry.get("c99name", entry["name"])] = files
        return modules

    def main_targets(self, root: Path, log: Log) -> list[Target]:
        entries = self.describe(root, log)

        def swift_files_of(entry: dict) -> list[str]:
            return swift_files(root, entry)

        def dependencies(name: str, found: dict[str, list[str]]) -> dict[str, list[str]]:
            for dependency in entries.get(name, {}).get("target_dependencies") or []:
                entry = entries.get(dependency)
                if entry is None or entry.get("module_type") != "SwiftTarget":
                    continue
                module = entry.get("c99name", dependency)
                if module not in found:
                    found[module] = swift_files_of(entry)
                    dependencies(dependency, found)
            return found

        targets = []
        for entry in entries.values():
            if entry.get("type") != "library" or entry.get("module_type") != "SwiftTarget":
                continue
            files = swift_files_of(entry)
            if files:
                targets.append(Target(entry["name"], files, dependencies=dependencies(entry["name"], {})))
        return targets

    def apply_plugin(self, root: Path, targets: list[Target], log: Log) -> None:
        """Appends the dependency and the plugin to every manifest SwiftPM may choose."""
        path = json.dumps(str(self.crosscut))
        identity = json.dumps(self.identity)
        names = ", ".join(json.dumps(target.name) for target in targets)
        snippet = f"""

// Added by Crosscut's Scripts/real-world-check.py.
package.dependencies.append(.package(path: {path}))
for target in package.targets where [{names}].contains(target.name) {{
    target.dependencies.append(.product(name: "Crosscut", package: {identity}))
    target.plugins = (target.plugins ?? []) + [.plugin(name: "CrosscutPlugin", package: {identity})]
}}
"""
        manifests = [p for p in root.iterdir() if re.fullmatch(r"Package(@swift-[\d.]+)?\.swift", p.name)]
        for manifest in manifests:
            raised = raise_tools_version(manifest)
            if raised:
                log.write(f"\n({manifest.name}: tools version {raised} raised to {PLUGIN_TOOLS_VERSION}, for `plugins:`)")
            with manifest.open("a", encoding="utf-8") as file:
                file.write(snippet)
        log.write(f"\n(appended to {', '.join(m.name for m in manifests)}:){snippet}")

    def enable_tolerated_features(self, root: Path, result: PackageResult, log: Log) -> None:
        """Turns on, one by one, each of `self.features` that the package's own code still builds
        with (with the plugin applied and nothing annotated), and keeps those in its manifests."""
        manifests = [p for p in root.iterdir() if re.fullmatch(r"Package(@swift-[\d.]+)?\.swift", p.name)]
        names = ", ".join(json.dumps(target.name) for target in result.targets)
        for feature in self.features:
            kept = {manifest: manifest.read_text(encoding="utf-8") for manifest in manifests}
            snippet = f"""
for target in package.targets where [{names}].contains(target.name) {{
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature({json.dumps(feature)})]
}}
"""
            for manifest in manifests:
                with manifest.open("a", encoding="utf-8") as file:
                    file.write(snippet)
            progress(f"{result.name}: baseline build with {feature}")
            ok, _ = self.build(root, result.targets, log)
            if ok:
                result.features.append(feature)
            else:
                for manifest, text in kept.items():
                    manifest.write_text(text, encoding="utf-8")
        log.write(f"\n(upcoming features the package builds with: {', '.join(result.features) or 'none'})\n")

    def find_protocols(self, target: Target, sources: Sources, log: Log) -> None:
        list_file = self.work / "scratch" / f"{target.name}.inputs"
        list_file.parent.mkdir(parents=True, exist_ok=True)
        list_file.write_text("\n".join(target.files) + "\n")
        status, output = run(
            [str(self.tool), "inspect", "--json", "--file-list", str(list_file)], self.work, None, self.timeout)
        json_start = output.find("[")
        if json_start < 0:
            log.write(output)
            raise RuntimeError(f"crosscut inspect failed on {target.name}: {first_error(output)}")
        models, _ = json.JSONDecoder().raw_decode(output[json_start:])
        if status != 0:
            log.write(f"(crosscut inspect on {target.name} reported errors:)\n{output[:json_start]}")
        for model in models:
            path = os.path.realpath(model["file"])
            text = sources.original(path)
            starts = line_starts(text)
            for declaration in model["protocols"]:
                location = declaration["location"]
                keyword = offset_of(text, starts, location["line"], location["column"])
                if keyword is None:
                    log.write(f"(no `protocol` keyword at {path}:{location['line']}:{location['column']})")
                    continue
                target.protocols.append(Protocol(
                    target=target.name, file=path,
                    name=".".join(declaration.get("enclosingTypes", []) + [declaration["name"]]),
                    keyword=keyword, start=declaration_start(text, keyword), end=body_end(text, keyword),
                    line=location["line"], conditions=declaration.get("conditions", [])))

    # Writing annotations

    def write_annotations(self, package: PackageResult, sources: Sources, annotated: set[int]) -> None:
        by_file: dict[str, list[Protocol]] = {}
        for protocol in package.protocols:
            by_file.setdefault(protocol.file, [])
            if id(protocol) in annotated:
                by_file[protocol.file].append(protocol)
        for path, protocols in by_file.items():
            sources.write(path, protocols)

    # Generation

    def generate(
        self, target: Target, log: Log, other_packages: dict[str, list[str]]
    ) -> tuple[int, list[Diagnostic], str]:
        output_dir = self.work / "scratch" / "generated" / target.name
        shutil.rmtree(output_dir, ignore_errors=True)
        list_file = self.work / "scratch" / f"{target.name}.inputs"
        dependency_arguments = []
        for module, files in target.dependencies.items():
            dependency_list = self.work / "scratch" / f"{target.name}.dependency-{module}"
            dependency_list.write_text("".join(f"{file}\n" for file in files))
            dependency_arguments += ["--dependency-file-list", f"{module}={dependency_list}"]
        for module, files in other_packages.items():
            other_list = self.work / "scratch" / f"other-package-{module}"
            other_list.write_text("".join(f"{file}\n" for file in files))
            dependency_arguments += ["--other-package-file-list", f"{module}={other_list}"]
        status, output = run(
            [str(self.tool), "generate", "--output-dir", str(output_dir), "--file-list", str(list_file)]
            + dependency_arguments,
            self.work, log, self.timeout)
        return status, parse_diagnostics(output), output

    @staticmethod
    def protocol_at(protocols: list[Protocol], file: str, line: int) -> Protocol | None:
        for protocol in protocols:
            first, last = protocol.annotated_range
            if protocol.file == file and first <= line <= last:
                return protocol
        return None

    def reject(self, package: PackageResult, sources: Sources, log: Log, root: Path) -> None:
        """Runs the generator over each target with its protocols annotated; those with an error
        diagnostic are rejected and their annotation removed, until the generator has no error."""
        other_packages = self.other_package_modules(root, log)
        for target in package.targets:
            tried_one_by_one = False
            for _ in range(6):
                candidates = [p for p in target.protocols if p.status == "pending"]
                self.write_annotations(package, sources, {id(p) for p in package.protocols if p.status == "pending"})
                status, diagnostics, output = self.generate(target, log, other_packages)
                rejected_now, unattributed = False, []
                for diagnostic in diagnostics:
                    protocol = self.protocol_at(candidates, diagnostic.file, diagnostic.line)
                    rendered = sources.in_original(diagnostic).render(root)
                    if protocol is None:
                        if diagnostic.severity == "error":
                            unattributed.append(rendered)
                    elif diagnostic.severity == "error":
                        protocol.status = "rejected"
                        protocol.reasons.append(rendered)
                        rejected_now = True
                    elif rendered not in protocol.generator_warnings:
                        protocol.generator_warnings.append(rendered)
                if status == 0 and not unattributed:
                    break
                if rejected_now and not unattributed:
                    continue  # Once more without them, to see that nothing else fails.
                if unattributed and not tried_one_by_one:
                    # Errors outside every annotated protocol (say, in a parent protocol it inherits
                    # from): one annotated protocol at a time tells which annotation causes them.
                    tried_one_by_one = True
                    for protocol in [p for p in candidates if p.status == "pending"]:
                        self.write_annotations(package, sources, {id(protocol)})
                        _, alone, _ = self.generate(target, log, other_packages)
                        errors = [d for d in alone if d.severity == "error"]
                        if errors:
                            protocol.status = "rejected"
                            first, last = protocol.annotated_range
                            protocol.reasons.extend(
                                sources.in_original(d).render(root)
                                + ("" if d.file == protocol.file and first <= d.line <= last
                                                  else " (when only this protocol is annotated)")
                                for d in errors)
                    continue
                reason = "; ".join(unattributed[:3]) or first_error(output)
                self.give_up(target.protocols, f"the generator fails on this target, no protocol explains it: {reason}")
                break
            else:
                self.give_up(target.protocols, "the generator still fails after 6 runs")

    @staticmethod
    def give_up(protocols: list[Protocol], reason: str) -> None:
        for protocol in protocols:
            if protocol.status == "pending":
                protocol.status = "unverified"
                protocol.reasons.append(reason)

    # Building

    def build(self, root: Path, targets: list[Target], log: Log) -> tuple[bool, list[Diagnostic]]:
        ok, diagnostics = True, []
        for target in targets:
            status, output = run(
                ["nice", "-n", "10", "swift", "build", "--target", target.name,
                 "-Xswiftc", "-diagnostic-style=llvm"], root, log, self.timeout)
            ok = ok and status == 0
            diagnostics += parse_diagnostics(output)
            if status != 0 and not any(d.severity == "error" for d in parse_diagnostics(output)):
                diagnostics.append(Diagnostic("", 0, 0, "error", f"swift build --target {target.name}: {last_line(output)}"))
        # Deduplicate across targets (a dependency's errors repeat in its dependents' builds).
        unique, seen = [], set()
        for diagnostic in diagnostics:
            key = (diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.severity, diagnostic.message)
            if key not in seen:
                seen.add(key)
                unique.append(diagnostic)
        return ok, unique

    @staticmethod
    def keep_generated(root: Path, destination: Path) -> None:
        """Copies the generated files of a build beside the log, for reading later."""
        shutil.rmtree(destination, ignore_errors=True)
        for generated in (root / ".build" / "plugins" / "outputs").rglob(f"*{GENERATED_SUFFIX}"):
            destination.mkdir(parents=True, exist_ok=True)
            shutil.copy2(generated, destination / generated.name)

    @staticmethod
    def sections(path: str) -> list[tuple[int, str]]:
        """The `// MARK: - NAME` lines of a generated file: (line, qualified protocol name)."""
        try:
            lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return []
        return [(number, match[1]) for number, line in enumerate(lines, 1) if (match := MARK.match(line))]

    def protocol_in_generated(self, package: PackageResult, file: str, line: int) -> Protocol | None | str:
        """The annotated protocol whose section of the generated `file` holds `line`; or a string
        saying why none does."""
        target_name = os.path.basename(file)[: -len(GENERATED_SUFFIX)]
        target = next((t for t in package.targets if t.name == target_name), None)
        if target is None:
            return f"a generated file of an unknown target {target_name}"
        section = None
        for start, name in self.sections(file):
            if start <= line:
                section = (start, name)
        if section is None:
            return "the generated file's header or imports"
        # Sections come in input order (file path, then position), so the n-th section of a name is
        # the n-th annotated protocol of that name.
        occurrence = sum(1 for start, name in self.sections(file) if name == section[1] and start <= section[0])
        same_name = sorted(
            (p for p in target.protocols if p.status == "pending" and p.name == section[1]),
            key=lambda p: (p.file, p.start))
        if len(same_name) >= occurrence:
            return same_name[occurrence - 1]
        return f"section {section[1]} matches no annotated protocol"

    def compile(self, package: PackageResult, sources: Sources, root: Path, log: Log) -> None:
        """Builds with the pending protocols annotated; blames each generated-code diagnostic on its
        protocol, removes those and builds again until the build passes or nothing can be blamed."""
        for round_number in range(1, 9):
            pending = [p for p in package.protocols if p.status == "pending"]
            if not pending:
                return
            self.write_annotations(package, sources, {id(p) for p in pending})
            progress(f"  build {round_number}: {len(pending)} annotated protocols")
            ok, diagnostics = self.build(root, package.targets, log)
            self.keep_generated(root, self.work / "logs" / package.name / f"build-{round_number}")
            blamed: dict[int, list[Diagnostic]] = {}
            unexplained: list[str] = []
            for diagnostic in diagnostics:
                if GENERATED_SUFFIX in diagnostic.file:
                    protocol = self.protocol_in_generated(package, diagnostic.file, diagnostic.line)
                elif diagnostic.severity == "error":
                    # The plugin's generator reporting on an annotated protocol; or an error in the
                    # package's own code caused by generated code, which names it in a note.
                    protocol = self.protocol_at(pending, diagnostic.file, diagnostic.line) or \
                        "an error outside the generated code"
                    for note in diagnostic.notes:
                        if GENERATED_SUFFIX in note.file:
                            protocol = self.protocol_in_generated(package, note.file, note.line)
                            break
                else:
                    continue  # The package's own warnings.
                if isinstance(protocol, Protocol):
                    blamed.setdefault(id(protocol), []).append(diagnostic)
                elif diagnostic.severity == "error":
                    unexplained.append(f"{diagnostic.render(root)} ({protocol})")
            for protocol in pending:
                found = blamed.get(id(protocol))
                if not found:
                    continue
                generated = [d for d in found if GENERATED_SUFFIX in d.file or
                             any(GENERATED_SUFFIX in note.file for note in d.notes)]
                if generated:
                    errors = [d for d in generated if d.severity == "error"] or generated
                    protocol.status = "failed"
                    protocol.reasons.append(f"{errors[0].render(root)} [build {round_number}]")
                    if len(generated) > 1:
                        protocol.reasons.append(f"(and {len(generated) - 1} more diagnostics in its section)")
                else:  # The generator, run by the plugin, rejected it after all.
                    protocol.status = "rejected"
                    protocol.reasons += [f"{sources.in_original(d).render(root)} [plugin, build {round_number}]"
                                         for d in found]
            if ok and not unexplained:
                for protocol in pending:
                    if protocol.status == "pending":
                        protocol.status = "decorated"
                return
            if not blamed:
                self.give_up(pending, "the build fails with errors no protocol explains: " + "; ".join(unexplained[:3]))
                return
        self.give_up(package.protocols, "the build still fails after 8 rounds")

    # One package

    def check(self, spec: str) -> PackageResult:
        owner_name, _, version = spec.partition("@")
        name = owner_name.split("/")[-1]
        result = PackageResult(spec, name, version or "?")
        log = Log(self.work / "logs" / f"{name}.log")
        started = time.monotonic()
        sources = Sources()
        try:
            progress(f"{owner_name}: cloning")
            root, result.version = self.clone(owner_name, version or None, log)
            # A committed Package.resolved pins the commits of its authors' machine, which the local
            # mirrors may lack ("could not find the commit"); the manifest's ranges resolve here.
            (root / "Package.resolved").unlink(missing_ok=True)
            result.targets = self.main_targets(root, log)
            if not result.targets:
                result.problem = "no library target with Swift sources"
                return result
            progress(f"{name}: main targets {', '.join(t.name for t in result.targets)}")
            self.apply_plugin(root, result.targets, log)
            progress(f"{name}: baseline build (plugin applied, nothing annotated)")
            ok, diagnostics = self.build(root, result.targets, log)
            if not ok:
                errors = [d.render(root) for d in diagnostics if d.severity == "error"]
                result.problem = "baseline build fails: " + (errors[0] if errors else "see the log")
                return result
            self.enable_tolerated_features(root, result, log)
            for target in result.targets:
                self.find_protocols(target, sources, log)
            progress(f"{name}: {len(result.protocols)} protocols; running the generator")
            self.reject(result, sources, log, root)
            progress(f"{name}: {result.count('rejected')} rejected by the generator")
            self.compile(result, sources, root, log)
        except Exception as error:  # Reported in the table; the other packages go on.
            result.problem = f"{type(error).__name__}: {error}"
            log.write(f"(check stopped: {result.problem})")
            Checker.give_up(result.protocols, f"the check stopped: {result.problem}")
        finally:
            try:
                sources.restore()
            except OSError:
                pass
            result.seconds = time.monotonic() - started
            progress(f"{name}: done in {result.seconds:.0f} s; log: {log.path}")
        return result


# MARK: - Helpers


PLUGIN_TOOLS_VERSION = "5.9"
"""The tools version a manifest needs for what the check appends: `plugins:` (5.5) and
`enableUpcomingFeature` (5.8). It is below 6.0, which would change the language mode."""


def raise_tools_version(manifest: Path) -> str | None:
    """Raises a manifest's `// swift-tools-version:` below `PLUGIN_TOOLS_VERSION` to it, returning the
    old version, or None when the manifest already allows what the check appends."""
    text = manifest.read_text(encoding="utf-8")
    match = re.match(r"//\s*swift-tools-version\s*:\s*([\d.]+)[^\n]*", text)
    if not match or version_key(match.group(1)) >= version_key(PLUGIN_TOOLS_VERSION):
        return None
    manifest.write_text(f"// swift-tools-version:{PLUGIN_TOOLS_VERSION}" + text[match.end() :], encoding="utf-8")
    return match.group(1)


def upcoming_features() -> list[str]:
    """The toolchain's upcoming features that the Swift 6 language mode does not turn on yet."""
    output = subprocess.run(["swiftc", "-frontend", "-print-supported-features"], capture_output=True, text=True,
                            check=True).stdout
    return [feature["name"] for feature in json.loads(output)["features"]["upcoming"]
            if int(feature.get("enabled_in", "99")) > 6]


def version_key(tag: str) -> tuple:
    return tuple(int(part) if part.isdigit() else -1 for part in re.split(r"[.\-]", tag.lstrip("v")))


def last_line(output: str) -> str:
    lines = [line for line in output.strip().splitlines() if line.strip()]
    return lines[-1] if lines else "(no output)"


def first_error(output: str) -> str:
    for line in output.splitlines():
        if "error:" in line:
            return line.strip()
    return last_line(output)


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def report(results: list[PackageResult]) -> str:
    """The Markdown table (one row per package, then the totals) and the details."""
    lines = [
        "| package | version | main targets | protocols annotated | decorated | rejected by the generator "
        "| failed to compile | unverified | time | upcoming features turned on | note |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    totals = [0] * 6
    for result in results:
        counts = [len(result.targets), len(result.protocols), result.count("decorated"), result.count("rejected"),
                  result.count("failed"), result.count("unverified")]
        totals = [a + b for a, b in zip(totals, counts)]
        note = cell(result.problem[:120]) if result.problem else ""
        features = ", ".join(result.features)
        lines.append(f"| {result.name} | {result.version} | " + " | ".join(map(str, counts)) +
                     f" | {result.seconds:.0f} s | {features} | {note} |")
    lines.append("| **total** | | " + " | ".join(f"**{t}**" for t in totals) +
                 f" | {sum(r.seconds for r in results):.0f} s | | |")
    details = []
    for result in results:
        entries = []
        if result.problem:
            entries.append(f"- not (fully) checked: `{cell(result.problem)}`")
        for protocol in result.protocols:
            if protocol.status in ("rejected", "failed", "unverified"):
                label = {"rejected": "rejected", "failed": "failed to compile", "unverified": "unverified"}[protocol.status]
                where = f"{os.path.basename(protocol.file)}:{protocol.line}"
                entries.append(f"- {label}: `{protocol.target}.{protocol.name}` ({where})")
                entries += [f"    - `{reason}`" for reason in protocol.reasons[:4]]
                if len(protocol.reasons) > 4:
                    entries.append(f"    - … {len(protocol.reasons) - 4} more")
        conditional = [p for p in result.protocols if p.status == "decorated" and p.conditions]
        if conditional:
            entries.append("- decorated, but under `#if` (compiled only where the condition holds):")
            entries += [f"    - `{p.target}.{p.name}` under `#if {' && '.join(p.conditions)}`" for p in conditional]
        for protocol in result.protocols:
            if protocol.generator_warnings:
                entries.append(f"- generator warnings for `{protocol.target}.{protocol.name}` ({protocol.status}):")
                entries += [f"    - `{warning}`" for warning in protocol.generator_warnings[:3]]
        if entries:
            details.append(f"\n### {result.name} {result.version}\n")
            details += entries
    text = "\n".join(lines) + "\n"
    if details:
        text += "\n## Details\n" + "\n".join(details) + "\n"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Annotates every protocol of real Swift packages' main targets, applies CrosscutPlugin, "
                    "builds, and prints what the generator decorated, rejected or broke.")
    parser.add_argument("--crosscut", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the Crosscut checkout (default: the repository this script is in)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/crosscut-real-world"),
                        help="work folder for clones, logs and scratch files (default: %(default)s)")
    parser.add_argument("--packages", nargs="+", default=DEFAULT_PACKAGES, metavar="OWNER/NAME[@TAG]",
                        help="packages to check (default: a varied dozen)")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds per swift command (default 3600)")
    parser.add_argument("--upcoming-features", action="store_true",
                        help="also turn on, per package, each upcoming feature of the toolchain not yet on in "
                             "Swift 6 that the package's own code builds with (a baseline build per feature)")
    arguments = parser.parse_args()
    crosscut = arguments.crosscut.resolve()
    if not (crosscut / "Package.swift").is_file():
        parser.error(f"{crosscut} is not a Swift package")
    for spec in arguments.packages:
        if not re.fullmatch(r"[\w.\-]+/[\w.\-]+(@[\w.\-]+)?", spec):
            parser.error(f"not OWNER/NAME[@TAG]: {spec}")
    work = arguments.work.resolve()
    if work == crosscut or crosscut in work.parents:
        parser.error("--work must be outside the Crosscut checkout (SwiftPM would see the clones)")
    work.mkdir(parents=True, exist_ok=True)

    features = upcoming_features() if arguments.upcoming_features else []
    checker = Checker(crosscut, work, arguments.timeout, features)
    if not checker.build_tool():
        progress("cannot build crosscut")
        return 2
    started = time.monotonic()
    results = [checker.check(spec) for spec in arguments.packages]
    progress(f"all done in {time.monotonic() - started:.0f} s")
    print(report(results), end="")
    broken = any(p.status in ("failed", "unverified") for r in results for p in r.protocols)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
