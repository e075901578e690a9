#!/usr/bin/env python3
"""The public top-level names of the packages a Crosscut user imports beside it.

Builds a scratch package that depends on swift-log, swift-metrics, swift-distributed-tracing,
swift-service-context, swift-nio, Hummingbird and Vapor, has the compiler write every module's
symbol graph while it builds, and writes the public top-level Swift names (types, protocols,
typealiases, macros, global functions and variables) of the modules a user imports, and what those
re-export (`@_exported import X`: all of X's names; `@_exported import struct X.Y`: Y), to

    Tests/PublicNames/ecosystem-public-names.txt

one `NAME MODULE` a line, sorted, under a header naming each package and its resolved version.
PublicNamesTests reads the file beside the live names of Foundation and compares Crosscut's and
CrosscutTesting's against them: none may be equal ("ambiguous for type lookup" for a user who
imports both). The packages are not Crosscut's dependencies, so the file is checked in; run this
script again when a version moves (a first build takes 5 to 10 minutes on 2 cores).

Usage (Python 3.9+, standard library only):

    Scripts/ecosystem-public-names.py [--work DIR] [--output PATH]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

# (owner/name, version, products and modules a user imports).
PACKAGES = [
    ("apple/swift-log", "1.16.2", ["Logging"]),
    ("apple/swift-metrics", "2.13.0", ["Metrics", "CoreMetrics"]),
    ("apple/swift-distributed-tracing", "1.7.3", ["Tracing", "Instrumentation"]),
    ("apple/swift-service-context", "1.5.1", ["ServiceContextModule"]),
    ("apple/swift-nio", "2.101.2", ["NIOCore", "NIOPosix"]),
    ("hummingbird-project/hummingbird", "2.28.1", ["Hummingbird"]),
    ("vapor/vapor", "4.122.3", ["Vapor"]),
]
# Symbol kinds that are not names of their own: operators overload, they do not clash.
IGNORED_KINDS = {"swift.func.op"}
# `@_exported import NIOCore`, `@_exported @_documentation(visibility: internal) import struct NIOCore.ByteBuffer`:
# (kind, module, name) with kind and name empty for a whole module.
EXPORTED_IMPORT = re.compile(r"^[^/\n]*@_exported\b[^\n]*?\bimport\s+(?:(\w+)\s+(\w+)\.(\w+)|(\w+))\s*$", re.M)


def progress(message: str) -> None:
    print(f"[ecosystem-public-names] {message}", file=sys.stderr, flush=True)


def manifest() -> str:
    dependencies = ",\n".join(
        f'        .package(url: "https://github.com/{repo}.git", from: "{version}")' for repo, version, _ in PACKAGES)
    products = ",\n".join(
        f'                .product(name: "{module}", package: "{repo.split("/")[1]}")'
        for repo, _, modules in PACKAGES for module in modules)
    return f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EcosystemNames",
    platforms: [.macOS(.v14)],
    dependencies: [
{dependencies}
    ],
    targets: [
        .target(
            name: "EcosystemNames",
            dependencies: [
{products}
            ])
    ]
)
"""


def resolved_versions(work: Path) -> dict[str, str]:
    """Each resolved package's `owner/name` (lowercased) and version."""
    output = subprocess.run(
        ["swift", "package", "show-dependencies", "--format", "json"], cwd=work, check=True,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    versions: dict[str, str] = {}

    def visit(package: dict) -> None:
        url = re.sub(r"\.git$", "", package.get("url", ""))
        versions["/".join(url.split("/")[-2:]).lower()] = package.get("version", "")
        for dependency in package.get("dependencies", []):
            visit(dependency)

    visit(json.loads(output))
    return versions


def reexports(checkouts: Path, module: str) -> tuple[set[str], set[tuple[str, str]]]:
    """What `module`'s sources (any checkout's `Sources/<module>/`) re-export: whole modules, and
    single declarations as (name, module)."""
    modules: set[str] = set()
    declarations: set[tuple[str, str]] = set()
    for folder in checkouts.glob(f"*/Sources/{module}"):
        for source in folder.rglob("*.swift"):
            for _, owner, name, whole in EXPORTED_IMPORT.findall(source.read_text(errors="replace")):
                if whole:
                    modules.add(whole)
                else:
                    declarations.add((name, owner))
    return modules, declarations


def top_level_names(graph: Path) -> set[str]:
    """The Swift declarations at the top of the graph's module (not the C ones it re-exports)."""
    symbols = json.loads(graph.read_text())["symbols"]
    return {
        symbol["pathComponents"][0] for symbol in symbols
        if len(symbol["pathComponents"]) == 1 and symbol["kind"]["identifier"] not in IGNORED_KINDS
        and symbol["identifier"]["precise"].startswith("s:")}


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=Path("/tmp/crosscut-ecosystem-names"),
                        help="the scratch package (default: %(default)s)")
    parser.add_argument("--output", type=Path,
                        default=root / "Tests" / "PublicNames" / "ecosystem-public-names.txt")
    arguments = parser.parse_args()
    work = arguments.work.resolve()
    graphs = work / "symbol-graphs"
    (work / "Sources" / "EcosystemNames").mkdir(parents=True, exist_ok=True)
    (work / "Sources" / "EcosystemNames" / "EcosystemNames.swift").write_text("// Only its dependencies are read.\n")
    (work / "Package.swift").write_text(manifest())
    graphs.mkdir(exist_ok=True)

    progress(f"building the packages in {work} (5 to 10 minutes the first time)")
    flags = ["-emit-symbol-graph", "-emit-symbol-graph-dir", str(graphs), "-symbol-graph-minimum-access-level", "public"]
    build = ["swift", "build", "--target", "EcosystemNames"] + [part for flag in flags for part in ("-Xswiftc", flag)]
    if subprocess.run(build, cwd=work).returncode != 0:
        return 1
    versions = resolved_versions(work)

    header = [
        "# The public top-level names of the packages a Crosscut user may import beside it, and of the modules",
        "# they re-export: one `NAME MODULE` a line. Written by Scripts/ecosystem-public-names.py; read by",
        "# PublicNamesTests, which holds Crosscut's and CrosscutTesting's public names to them.",
    ]
    lines: set[str] = set()
    for repo, _, modules in PACKAGES:
        wanted = list(modules)
        declarations: set[tuple[str, str]] = set()
        for module in wanted:
            more, single = reexports(work / ".build" / "checkouts", module)
            wanted += sorted(more - set(wanted))
            declarations |= single
        read = [module for module in wanted if (graphs / f"{module}.symbols.json").exists()]
        version = versions.get(repo.lower(), "?")
        header.append(f"# {repo} {version}: {', '.join(read)}"
                      + (f"; re-exported declarations: {len(declarations)}" if declarations else ""))
        for module in read:
            lines.update(f"{name} {module}" for name in top_level_names(graphs / f"{module}.symbols.json"))
        lines.update(f"{name} {owner}" for name, owner in declarations)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_text("\n".join(header + sorted(lines)) + "\n")
    progress(f"wrote {len(lines)} names to {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
