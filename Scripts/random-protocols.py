#!/usr/bin/env python3
"""Random protocols: Crosscut's generated decorators compile, at scale.

The script draws random annotated protocols, valid Swift, from every construct the README says the
generator forwards, combined — generic methods and `where` clauses, associated types and primary
associated types, `async`, `throws`, `rethrows` and typed throws (`throws(Never)` too), `@MainActor`,
`Sendable` and `AnyObject`-bound protocols, standard-library parents whose requirements decorators
forward (`Sequence`, `Collection`, `AsyncIteratorProtocol`, ...), a global actor of the target's own,
`#if` blocks in the body, `@available`, `@inlinable` and `@preconcurrency` members, inheritance chains between protocols
of the same batch (in files of their own) and parents from another module (`RandomBase`, handed to
the generator as another package's), protocols nested in enums as wide as they are or narrower,
properties (`get`, `get set`, effectful getters), subscripts, static requirements, `inout` (of
`Self` too),
`consuming` and `borrowing` (of a noncopyable type too), variadic, parameter pack, closure,
`@escaping`, `@Sendable`, `@autoclosure` and result-builder parameters, result builders on
requirements, noncopyable results, `some` and `any` types and compositions, `@discardableResult`,
every concern that `crosscut concerns` lists, and the member options `cached`, `cached(ttl:)`,
`cached(ignoring:)`, `invalidates`, `redact:`, `public:`, `skip(...)`, `noretry`, `timeout(seconds)`,
`concurrencyLimit(limit, queue:, wait:, group:)` (on the protocol too) and
`validate(...)` with every kind of constraint
(the script stops when `crosscut concerns` no longer lists one of them for its concern). The
annotations are mostly those a user writes (`cached` on a query, `noretry` on a member that throws),
now and then any other: which member a concern or an option can take is the generator's to say, by
a warning or an error, and the script keeps no copy of those rules —
and for each batch of them

1. writes one file per protocol (a *unit* is a protocol and the parents it inherits from, which
   only it uses) beside a support file of the types the signatures name, into `WORK/batch-N/`;
2. runs the real `crosscut generate` over the batch: a protocol the generator reports an error at is
   *rejected* (nothing is generated for it), one it only warns at is decorated *with warnings* (the
   messages are summarised at the end, so that a valid construct the generator rejects shows up);
3. compiles the protocols and their generated decorators as one module against the built `Crosscut`
   runtime, in the Swift 6 language mode with `-warnings-as-errors`, through SIL's diagnostics
   (`-emit-sil`, whole module: the mandatory passes, where Swift 6's region-based isolation checks
   run, without the cost of code generation). Every `--upcoming-every`-th batch turns on every
   upcoming feature of the toolchain as well, and every other batch defines `DEBUG`, so that both
   branches of the `#if` blocks compile;
4. on a batch that fails, bisects its units (generating anew for each half) down to the units that
   fail alone, and within a unit to the protocols whose annotation breaks it. A unit whose
   protocols do not compile even without generated code is the script's own fault (*invalid input*).
   A protocol whose generated code the compiler rejects, or warns in, *failed to compile*: it is
   written out, with its unit, the support file and the compiler's messages, to `WORK/failures/`.

Everything is drawn from `--seed`, so a run is reproducible: the same seed, count and batch size
give the same protocols. It prints progress to standard error and, at the end, the diagnostics'
summary, every failure, and the line

    random protocols: 200 generated, 183 decorated (140 with warnings), 17 rejected, 0 failed to compile

Exit status: 0 when nothing failed to compile and no input was invalid; 1 otherwise; 2 for a usage
error or when `crosscut` does not build.

Usage (from anywhere; Python 3.9+, standard library only):

    Scripts/random-protocols.py --seed 1 --count 200 --batch 100      # as .ci/run runs it
    Scripts/random-protocols.py --seed 7 --count 10000 --batch 125    # the long run
    Scripts/random-protocols.py --seed 7 --count 10000 --batch 125 --only 4711   # its unit again

Options:
    --crosscut PATH      the Crosscut checkout (default: the repository this script is in); its
                         debug `crosscut` and runtime modules are built there first
    --work DIR           batches, failures and scratch files (default /tmp/crosscut-random-protocols)
    --upcoming-every M   every M-th batch compiles with every upcoming feature on (default 3; 0: never)
    --only I ...         draw all, but compile only these protocols' units (to reproduce one: with
                         the same --seed, --count and --batch, which decide what is drawn)
    --keep               keep every batch's folder (by default only failing ones are kept)
    --per-file           generate one file per input, as the CrosscutCommand plugin writes them,
                         instead of one for the batch, as CrosscutPlugin has it written

Time, on a 2-core machine shared with other builds: a batch of 125 protocols generates in well
under a second and compiles in about 8 seconds; 10,000 protocols take about 12 minutes. Measured on
one batch of 100: `-typecheck -wmo` 3.3 s, whole-module `-emit-sil` 5.6 s, `-c -wmo` 17.6 s,
`-emit-module` 34 s and per-file `-typecheck` 30 s (the driver's batch jobs re-parse every file).
SIL's diagnostics are worth their 70 % over type-checking; object code adds nothing a decorator
could get wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

DIAGNOSTIC = re.compile(r"^(/[^:\n]*):(\d+):(\d+): (error|warning|note): (.*)$")
GENERATED_SUFFIX = "+Crosscut.swift"
# The member options the script writes, by the concern that reads them; `skip(...)` is every
# concern's. The concerns themselves, and which options each reads, come from `crosscut concerns`.
WRITTEN_OPTIONS = {"logging": ["redact", "public"], "caching": ["cached", "invalidates"], "retry": ["noretry"],
                   "timeout": ["timeout"], "authorization": ["requires"], "validation": ["validate"],
                   "concurrencyLimit": ["concurrencyLimit"]}
# A parenthesized group without groups inside: what `throws_any_error` removes until none is left.
INNERMOST_GROUP = re.compile(r"\([^()]*\)")


def throws_any_error(declaration: str) -> bool:
    """Whether a member throws `any Error` of its own: `throws` outside its parameters, untyped."""
    text = declaration.replace("throws(", "typedThrows(")
    while INNERMOST_GROUP.search(text):
        text = INNERMOST_GROUP.sub("", text)
    return re.search(r"(?<!re)\bthrows\b", text) is not None


def progress(message: str) -> None:
    print(f"[random-protocols] {message}", file=sys.stderr, flush=True)


def run(arguments: list[str], cwd: Path, timeout: float = 1800) -> tuple[int, str]:
    """Runs a command, both streams together; (status, output)."""
    try:
        completed = subprocess.run(
            arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            timeout=timeout)
    except subprocess.TimeoutExpired as error:
        return 124, (error.output or b"").decode("utf-8", errors="replace") + f"\n(timed out after {timeout:.0f} s)\n"
    return completed.returncode, completed.stdout.decode("utf-8", errors="replace")


# MARK: - The support file


# The types the random signatures name besides the standard library's: public, so that public
# protocols may use them.
SUPPORT = """\
// The types the random protocols' signatures name.
public struct Item: Hashable, Sendable {
    public var id: Int
}

public enum Reason: String, Hashable, Sendable {
    case calm, focus
}

/// Not `Hashable`: never a cache key.
public struct Blob: Sendable {
    public var bytes: [UInt8]
}

/// Neither `Sendable` nor `Hashable`.
public final class Ref {}

public struct FetchError: Error {
    public var code: Int
}

public enum ParseError: Error {
    case bad
}

public protocol Shape {
    func area() -> Double
}

/// What `validate(...)` constraints name: bounds, and rules that answer or throw.
public enum Limits {
    public static let low = 1
    public static let high = 100

    public static func accepts<Value>(_ value: Value) -> Bool { true }

    public static func check(_ text: String) throws {}

    public static func isKnown(_ error: any Error) -> Bool { true }

    public static func hasArea(_ shape: any Shape) -> Bool { true }
}

/// Noncopyable: passed `consuming` or `borrowing`, never copied.
public struct Ticket: ~Copyable, Sendable {
    public var id: Int
}

/// A global actor of the target's own, beside `@MainActor`.
@globalActor public actor StoreActor {
    public static let shared = StoreActor()
}

/// A result builder, on requirements and on closure parameters.
@resultBuilder public enum Lines {
    public static func buildBlock(_ lines: String...) -> [String] { lines }
}
"""

# A module of its own, as another package's would be, whose public protocols the random ones refine.
BASE_MODULE = "RandomBase"
BASE_SOURCE = """\
// The protocols of another module that random protocols refine.
public protocol Named: Sendable {
    var label: String { get }
}

public protocol Pinging {
    func pingBase() async throws -> Int
}
"""
BASE_PROTOCOLS = ["Named", "Pinging"]

# Types a parameter may have: (spelling, hashable-and-sendable, needs Foundation).
VALUE_TYPES = [
    ("Int", True, False), ("String", True, False), ("Bool", True, False), ("Double", True, False),
    ("[Int]", True, False), ("[String: Int]", True, False), ("Int?", True, False), ("Item", True, False),
    ("Reason", True, False), ("Set<String>", True, False), ("[Item]", True, False), ("UInt8", True, False),
    ("Blob", False, False), ("Ref", False, False), ("(Int, String)", False, False),
    ("any Sendable", False, False), ("any Shape", False, False), ("[any Shape]", False, False),
    ("(any Error)?", False, False), ("Date", True, True), ("URL", True, True), ("Data", True, True),
    ("Int.Type", False, False), ("Result<Int, FetchError>", False, False),
    ("any Shape & Sendable", False, False), ("(any Shape & Sendable)?", False, False),
    ("[any Hashable & Sendable]", False, False),
]
# Results a member may have: (spelling, sendable, needs Foundation). `Self` and generic ones are added
# where they apply.
RESULT_TYPES = [
    ("Int", True, False), ("String", True, False), ("[String]", True, False), ("Item", True, False),
    ("Item?", True, False), ("[Int: [String]]", True, False), ("Bool", True, False), ("Blob", True, False),
    ("Reason", True, False), ("(Int, String)", True, False), ("Double", True, False),
    ("Ref", False, False), ("any Shape", False, False), ("any Sendable", True, False),
    ("Date", True, True), ("Data?", True, True), ("Result<String, ParseError>", True, False),
    ("any Shape & Sendable", True, False), ("any Hashable & Sendable", True, False),
]
# Constraints a user writes on a value of a type, by the type; any other type takes a rule of its own.
CONSTRAINTS = {
    "Int": ["0...100", "1...", "..<10", "-5...5", "Limits.low...Limits.high"], "Int?": ["0...100", "..<10"],
    "UInt8": ["1...200"], "Double": ["0...1", "0.5..<2.5"],
    "String": ["nonEmpty", "count(1...40)", "count(...8)", "matches(/[a-z]+/)", "matches(#/[0-9]{2}/#)",
               "satisfies(Limits.check)"],
    "[Int]": ["nonEmpty", "count(...10)"], "[String: Int]": ["nonEmpty"], "Set<String>": ["count(1...)"],
    "[Item]": ["nonEmpty"], "Data": ["count(...1_024)"], "[String]": ["nonEmpty"],
    # Protocols written without `any` take rules of their own type: the generator cannot tell them from
    # structs, so it would pass their values opened to a generic rule, on which Swift 6.3's SILGen
    # crashes (`any Shape` it passes as it is).
    "Error": ["satisfies(Limits.isKnown)"], "Shape?": ["satisfies(Limits.hasArea)"],
}
# A constraint that fits no type the generator knows: its error, once in a while.
MISFITS = ["count(1...3)", "1...3", "matches(/x/)"]
CLOSURE_TYPES = [
    "(Int) -> Void", "@escaping (Int) -> String", "@escaping @Sendable () async -> Void", "() -> Void",
    "@escaping @Sendable (String) -> Void", "((Int) -> Void)?", "@escaping ([Int]) throws -> Int",
    "@autoclosure () -> String",
]
# Throwing closures, for `rethrows`.
THROWING_CLOSURES = ["(Int) throws -> Int", "() throws -> String", "(String) throws -> Void"]
TYPED_ERRORS = ["FetchError", "ParseError", "Never", "any Error"]
WORDS = [
    "fetch", "load", "store", "refresh", "sessions", "sign", "open", "close", "sync", "render", "count",
    "lookup", "submit", "update", "remove", "merge", "resolve", "scan", "apply", "track", "ping",
]
LABELS = ["for", "with", "by", "at", "in", "from", "to", "of", "_"]
PARAMETER_NAMES = ["value", "key", "token", "item", "reason", "limit", "name", "url", "data", "flag", "items"]
# Standard-library parents whose requirements the decorators forward, and the names of those
# requirements, which a protocol refining one does not draw for members of its own.
STANDARD_PARENTS = [
    "IteratorProtocol", "Sequence", "Collection", "BidirectionalCollection", "AsyncIteratorProtocol",
    "RandomNumberGenerator",
]
STANDARD_MEMBER_NAMES = {
    "next", "count", "makeIterator", "underestimatedCount", "startIndex", "endIndex", "indices", "index",
    "distance", "first", "isEmpty",
}
IF_CONDITIONS = ["DEBUG", "canImport(Foundation)", "os(Linux)", "swift(>=5.9)", "DEBUG && !os(Windows)"]


# MARK: - Model


@dataclass
class Parameter:
    label: str | None  # None: the label is the name.
    name: str
    type: str
    hashable: bool  # Hashable & Sendable, usable in a cache key.
    attribute: str = ""  # Before the parameter: a result builder's, `@Lines `.

    def render(self) -> str:
        name = f"{self.name}: {self.type}" if self.label is None else f"{self.label} {self.name}: {self.type}"
        return self.attribute + name


@dataclass
class Protocol:
    index: int  # In the whole run.
    name: str
    unit: int
    annotated_text: str = ""
    annotated: bool = True
    parents: list["Protocol"] = field(default_factory=list)
    concerns: list[str] = field(default_factory=list)
    status: str = "pending"  # accepted, warned, rejected, failed, invalid
    messages: list[str] = field(default_factory=list)
    file: str = ""  # In the batch folder.
    # The text with and without its annotations (the protocol's own and its members').
    plain_text: str = ""

    @property
    def text(self) -> str:
        return self.annotated_text if self.annotated else self.plain_text

    @property
    def file_name(self) -> str:
        return f"{self.name}.swift"


@dataclass
class Unit:
    index: int
    protocols: list[Protocol]  # Parents first; the last is the one the others are parents of.


# MARK: - Drawing protocols


class ProtocolDrawer:
    """Draws random protocols; one per call, from one `random.Random`, so a seed gives the same run."""

    def __init__(self, rng: random.Random, concerns: list[str], upcoming: bool = False, explicit_imports: bool = False):
        self.rng = rng
        self.all_concerns = concerns  # As `crosscut concerns` lists them.
        self.upcoming = upcoming
        # Every import of Foundation in the batch with an access level (`public import`, `internal
        # import`), or none with one: a module may not mix the two for one module.
        self.explicit_imports = explicit_imports

    def chance(self, probability: float) -> bool:
        return self.rng.random() < probability

    def unit(self, unit_index: int, first_index: int) -> Unit:
        """One to three protocols: the last inherits from the others, in a chain or side by side."""
        rng = self.rng
        size = rng.choices([1, 2, 3], weights=[70, 22, 8])[0]
        access = rng.choices(["", "public ", "package "], weights=[60, 30, 10])[0]
        isolated = self.chance(0.15)
        # The unit's global actor: the main one, or the support file's own.
        self.actor = self.rng.choice(["@MainActor", "@StoreActor"])
        class_bound = self.chance(0.2)
        sendable = isolated or self.chance(0.45)
        protocols: list[Protocol] = []
        # Member names are unique in a unit (a child may not redeclare a parent's property with
        # another type), and the root's associated types are its children's too.
        self.names: set[str] = set()
        self.associated: list[tuple[str, bool]] = []  # (name, Hashable & Sendable)
        self.failure: str | None = None
        for offset in range(size):
            protocol = Protocol(first_index + offset, f"P{first_index + offset}", unit_index)
            if protocols:
                # A chain (each inherits the one before) or several parents of the last.
                protocol.parents = [protocols[-1]] if self.chance(0.6) else list(protocols)
            protocol.annotated = offset == size - 1 or self.chance(0.5)
            self.inherited_concerns = sorted({c for p in protocols if p.annotated for c in p.concerns})
            # A unit's last protocol has its global actor; a parent may have it too, or not (its
            # requirements are then nonisolated), and a child inherits it without writing it.
            protocol.annotated_text, protocol.plain_text = self.protocol(
                protocol, access, isolated, class_bound, sendable, first=not protocols,
                writes_actor=isolated and (offset == size - 1 or self.chance(0.6)),
                nested=size == 1 and self.chance(0.05))
            protocol.concerns = self.concerns
            protocols.append(protocol)
        return Unit(unit_index, protocols)

    def protocol(self, protocol: Protocol, access: str, isolated: bool, class_bound: bool,
                 sendable: bool, first: bool, writes_actor: bool, nested: bool) -> tuple[str, str]:
        """The protocol's text with its annotations, and without them; `nested` in an enum."""
        rng = self.rng
        self.methods: list[tuple[str, list[Parameter]]] = []  # Non-generic, for overloads.
        self.overloads: list[tuple[str, str]] = []  # (name, first parameter's type) of each overload.
        isolated = isolated and (writes_actor or any(self.actor in p.plain_text for p in protocol.parents))
        self.uses_foundation = False
        self.public = access in ("public ", "package ")
        self.isolated = isolated
        self.sendable = sendable
        self.class_bound = class_bound
        concerns = [c for c in self.all_concerns if self.chance(0.6)] or [rng.choice(self.all_concerns)]
        # A child mostly lists its annotated parents' concerns too: their member options apply to it
        # (without them the generator warns that an inherited option has no effect).
        if self.chance(0.9):
            concerns += [c for c in self.inherited_concerns if c not in concerns]
        # Authorization mostly goes on a whole hierarchy or none of it: a child's check covers the
        # members it inherits, which its parents, without the concern, wrote no permission for.
        if protocol.parents and "authorization" not in self.inherited_concerns and self.chance(0.9):
            concerns = [c for c in concerns if c != "authorization"] or ["logging"]
        rng.shuffle(concerns)
        self.concerns = concerns
        standard_parent = rng.choice(STANDARD_PARENTS) if first and not protocol.parents and self.chance(0.08) else None
        if standard_parent:
            self.names.update(STANDARD_MEMBER_NAMES)

        body: list[str] = []
        plain: list[str] = []
        primary = []
        for position in range(rng.choices([0, 1, 2, 3], weights=[62, 26, 7, 5])[0] if first else 0):
            name = ["Element", "Output", "Failure", "Items"][position]
            if standard_parent and name in ("Element", "Failure"):
                continue  # the standard parent's own (restating it is a warning)
            if name == "Items":
                body.append("    associatedtype Items: Collection where Items.Element == Int")
                self.associated.append((name, False))
            elif name == "Failure":
                body.append("    associatedtype Failure: Error")
                self.failure = "Failure"
            elif self.chance(0.5):
                body.append(f"    associatedtype {name}: Hashable & Sendable")
                self.associated.append((name, True))
            else:
                default = " = String" if self.chance(0.4) else ""
                body.append(f"    associatedtype {name}{default}")
                self.associated.append((name, False))
            if self.chance(0.5):
                primary.append(name)
        plain.extend(body)
        if self.chance(0.1):
            line = "    typealias Pair = (Int, Int)"
            body.append(line)
            plain.append(line)

        members = rng.choices([1, 2, 3, 4, 5, 6, 8], weights=[10, 15, 20, 20, 15, 12, 8])[0]
        self.cached_members = 0
        pending: list[tuple[list[str], list[str]]] = []
        uses_foundation: list[bool] = []  # Per member: whether it names a Foundation type.
        for _ in range(members):
            before = self.uses_foundation
            self.uses_foundation = False
            pending.append(self.member())
            uses_foundation.append(self.uses_foundation)
            self.uses_foundation = before or self.uses_foundation
        # Some members inside `#if` blocks, with an `#else` branch sometimes.
        index = 0
        while index < len(pending):
            # Members that name no Foundation type only: an import used only in a branch left out
            # would be an unused `public import` (a warning).
            if not uses_foundation[index] and self.chance(0.12):
                condition = rng.choice(IF_CONDITIONS)
                taken = [pending[index]]
                index += 1
                if index < len(pending) and not uses_foundation[index] and self.chance(0.3):
                    taken.append(pending[index])
                    index += 1
                alternative = []
                if index < len(pending) and not uses_foundation[index] and self.chance(0.5):
                    alternative.append(pending[index])
                    index += 1
                for target, part in ((body, 0), (plain, 1)):
                    target.append(f"    #if {condition}")
                    for member in taken:
                        target.extend("    " + line for line in member[part])
                    if alternative:
                        target.append("    #else")
                        for member in alternative:
                            target.extend("    " + line for line in member[part])
                    target.append("    #endif")
            else:
                body.extend(pending[index][0])
                plain.extend(pending[index][1])
                index += 1

        parents = [parent.name for parent in protocol.parents]
        # A protocol of another module, as a server's protocols refine swift-service-lifecycle's.
        # Not `Pinging` below a protocol that is not `Sendable`: its async requirement is `@concurrent`
        # where `RandomBase` is compiled without NonisolatedNonsendingByDefault, and under that
        # feature a decorator calling it on a decoratee that is not `Sendable` sends the decoratee
        # off its isolation (a known limit: the generator cannot tell how another package is built).
        bases = BASE_PROTOCOLS if sendable else [name for name in BASE_PROTOCOLS if name != "Pinging"]
        base_parent = self.rng.choice(bases) if first and self.chance(0.08) else None
        if base_parent:
            parents.append(base_parent)
        if class_bound and not protocol.parents:
            parents.insert(0, "AnyObject")
        if sendable and (not protocol.parents or self.chance(0.5)):
            parents.append("Sendable")
        if not protocol.parents and not class_bound and self.chance(0.05):
            parents.append(rng.choice(["Equatable", "Hashable", "CustomStringConvertible"]))
        if standard_parent:
            parents.append(standard_parent)
        heading = f"{access}protocol {protocol.name}"
        if primary:
            heading += "<" + ", ".join(primary) + ">"
        if parents:
            heading += ": " + ", ".join(parents)
        hashable_associated = [name for name, hashable in self.associated if not hashable]
        if first and hashable_associated and self.chance(0.3):
            heading += f" where {hashable_associated[0]}: Sendable"
        spelled = [self.spelled(c) for c in concerns]
        annotation = f"// @crosscut({', '.join(spelled)})"
        prefix = [f"/// Random protocol {protocol.index}."]
        attributes = [self.actor] if writes_actor else []
        if attributes and self.chance(0.5):
            annotated_prefix = prefix + attributes + [annotation]
        else:
            annotated_prefix = prefix + [annotation] + attributes
        # A nested protocol's enum may be narrower than the protocol, which is then as narrow as it
        # (a `fileprivate` one the generator rejects).
        enclosing = rng.choices([access, "", "fileprivate "], weights=[70, 25, 5])[0] if nested else access
        levels = ["fileprivate", "internal", "package", "public"]
        effective = min(levels.index(access.strip() or "internal"), levels.index(enclosing.strip() or "internal"))
        imports = []
        # A public protocol's file needs `public import` under InternalImportsByDefault.
        level = levels[max(effective, 1)]
        for module, needed in (("Foundation", self.uses_foundation), (BASE_MODULE, base_parent is not None)):
            if needed:
                imports.append(f"{level} import {module}" if self.explicit_imports else f"import {module}")
        header = "\n".join(imports) + ("\n\n" if imports else "")

        def text(lines: list[str]) -> str:
            if nested:
                lines = [f"{enclosing}enum Space{protocol.index} {{"] + ["    " + line for line in lines] + ["}"]
            return header + "\n".join(lines + [""])

        annotated_text = text(annotated_prefix + [heading + " {"] + body + ["}"])
        plain_text = text(prefix + attributes + [heading + " {"] + plain + ["}"])
        return (annotated_text if protocol.annotated else plain_text), plain_text

    def fresh(self, base: str) -> str:
        name = base
        counter = 2
        while name in self.names:
            name = f"{base}{counter}"
            counter += 1
        self.names.add(name)
        return name

    def value_type(self, for_key: bool = False) -> tuple[str, bool]:
        choices = [entry for entry in VALUE_TYPES if entry[1] or not for_key]
        if self.associated and self.chance(0.15):
            name, hashable = self.rng.choice(self.associated)
            if hashable or not for_key:
                return name, hashable
        spelling, hashable, foundation = self.rng.choice(choices)
        if foundation:
            self.uses_foundation = True
        if spelling == "Int.Type":
            hashable = False
        return spelling, hashable

    def result_type(self, for_cache: bool = False) -> str:
        choices = [entry for entry in RESULT_TYPES if entry[1] or not for_cache]
        if self.associated and self.chance(0.15):
            name, hashable = self.rng.choice(self.associated)
            if hashable or not for_cache:
                return name
        spelling, _, foundation = self.rng.choice(choices)
        if foundation:
            self.uses_foundation = True
        return spelling

    def effects(self, allow_rethrows: bool) -> tuple[bool, str]:
        """(async, throws clause) for a method."""
        is_async = self.chance(0.4)
        kind = self.rng.choices(["", "throws", "typed", "rethrows"], weights=[40, 35, 17, 8 if allow_rethrows else 0])[0]
        if kind == "typed":
            error = self.failure if self.failure and self.chance(0.4) else self.rng.choice(TYPED_ERRORS)
            return is_async, f"throws({error})"
        return is_async, kind

    def member(self) -> tuple[list[str], list[str]]:
        """A member's lines (annotated, plain), indented by four spaces."""
        kind = self.rng.choices(["method", "property", "subscript"], weights=[65, 23, 12])[0]
        return getattr(self, kind)()

    def finish(self, declaration: str, options: list[str], attributes: list[str]) -> tuple[list[str], list[str]]:
        if "authorization" in self.concerns and "skip(authorization)" not in options:
            options = options + self.authorization_options(declaration)
        lines = [f"    {attribute}" for attribute in attributes] + [f"    {declaration}"]
        annotated = ([f"    // @crosscut({', '.join(options)})"] if options else []) + lines
        return annotated, lines

    def authorization_options(self, declaration: str) -> list[str]:
        """As a user writes them: `skip(authorization)` on a member that cannot throw `AccessDenied`
        (mostly: the generator rejects the rest), now and then a permission of its own on one that
        can."""
        settable = "get set" in declaration or "set }" in declaration
        can_throw = throws_any_error(declaration) and not declaration.startswith("static") and not settable
        if not can_throw:
            return ["skip(authorization)"] if self.chance(0.97) else []
        return ['requires: "random.write"'] if self.chance(0.15) else []

    def validation_options(self, parameters: list[Parameter], result: str | None, can_throw: bool) -> list[str]:
        """As a user writes them: `validate(...)` mostly on a member that can throw `InvalidArguments`
        (the generator rejects the rest), a few of its parameters' constraints by their types and now and
        then its result's; once in a while a constraint that fits no type."""
        if not self.chance(0.5 if can_throw else 0.02):
            return []
        entries = []
        for parameter in parameters:
            # Neither a variadic parameter (rejected anyway) nor a closure or a metatype, whose rule
            # Swift rejects, at the annotation, for the closure it would copy or capture; nor a generic
            # or opaque one: a generic rule given its value warns under SendableMetatypes (Swift 6.3,
            # whole-module SIL), which the generator does not yet write around.
            generic = parameter.type in ("T", "V", "W") or parameter.type.startswith(("some ", "repeat "))
            if parameter.type.endswith(("...", ".Type")) or "->" in parameter.type or generic or not self.chance(0.6):
                continue
            type_ = re.sub(r"^(inout|borrowing|consuming) ", "", parameter.type)
            if type_ == "Ticket":  # A rule would copy it.
                continue
            entries.append(f"{parameter.name}: {self.constraint(type_)}")
        if result in CONSTRAINTS and self.chance(0.3):
            entries.append(f"returns: {self.constraint(result)}")
        return [f"validate({', '.join(entries)})"] if entries else []

    def constraint(self, type_: str) -> str:
        """A constraint that fits `type_`, or now and then, on a type the generator knows, one that does
        not fit it (which it must reject)."""
        if type_ in CONSTRAINTS and self.chance(0.02):
            return self.rng.choice(MISFITS)
        return self.rng.choice(CONSTRAINTS.get(type_, ["satisfies(Limits.accepts)"]))

    def skip_option(self) -> list[str]:
        """`skip(...)` now and then, of one of the protocol's concerns: whether the concern can take
        the member at all is the generator's to say (a warning, or an error)."""
        return [f"skip({self.rng.choice(self.concerns)})"] if self.chance(0.08) else []

    def overload(self) -> tuple[list[str], list[str]]:
        """A method with the name and labels of an earlier one, its first parameter of another type."""
        rng = self.rng
        name, earlier = rng.choice(self.methods)
        parameters = list(earlier)
        taken = {types for other, types in self.overloads if other == name} | {parameters[0].type}
        type_, hashable = self.value_type()
        while type_ in taken:
            type_, hashable = self.value_type()
        self.overloads.append((name, type_))
        parameters[0] = Parameter(parameters[0].label, parameters[0].name, type_, hashable)
        result = self.result_type(for_cache=True)
        options = []
        if "caching" in self.concerns and all(p.hashable for p in parameters) and self.chance(0.5):
            self.cached_members += 1
            options.append("cached")
        throws = rng.choice(["", " throws", " async throws"])
        rendered = ", ".join(p.render() for p in parameters)
        return self.finish(f"func {name}({rendered}){throws} -> {result}", options, [])

    def method(self) -> tuple[list[str], list[str]]:
        rng = self.rng
        if self.methods and self.chance(0.08):
            return self.overload()
        static = self.chance(0.08)
        mutating = not static and not self.class_bound and self.chance(0.05)
        generics: list[str] = []  # As declared: `T` or `T: Constraint`.
        generic_names: list[str] = []
        where: list[str] = []
        parameters: list[Parameter] = []
        used_names: set[str] = set()

        def parameter_name() -> str:
            name = rng.choice(PARAMETER_NAMES)
            while name in used_names:
                name = rng.choice(PARAMETER_NAMES) + str(len(used_names))
            used_names.add(name)
            return name

        rethrowing_closure = False
        has_pack = False
        for position in range(rng.choices([0, 1, 2, 3], weights=[25, 40, 25, 10])[0]):
            name = parameter_name()
            label = rng.choice([None, None] + LABELS)
            roll = rng.random()
            if roll < 0.12:
                generic = ["T", "V", "W"][len(generic_names)] if len(generic_names) < 3 else None
                if generic is None:
                    parameters.append(Parameter(label, name, "Int", True))
                    continue
                generic_names.append(generic)
                constraint = rng.choice(["Hashable & Sendable", "Sendable", "CustomStringConvertible", "Hashable"])
                if self.chance(0.4):
                    generics.append(generic)
                    where.append(f"{generic}: {constraint}")
                else:
                    generics.append(f"{generic}: {constraint}")
                hashable = constraint == "Hashable & Sendable"
                parameters.append(Parameter(label, name, generic, hashable))
            elif roll < 0.2:
                constraint = rng.choice(
                    ["CustomStringConvertible", "Hashable & Sendable", "Sendable", "(Shape & Sendable)", "Shape & Sendable"])
                parameters.append(Parameter(label, name, f"some {constraint}", constraint == "Hashable & Sendable"))
            elif roll < 0.24:
                # Ownership: a noncopyable value must say it; a copyable one may.
                type_ = rng.choice(["consuming Ticket", "borrowing Ticket", "borrowing String", "consuming [Int]"])
                parameters.append(Parameter(label, name, type_, False))
            elif roll < 0.26 and not has_pack:
                has_pack = True
                generics.append(rng.choice(["each Value", "each Value: Sendable"]))
                parameters.append(Parameter(label, name, "repeat each Value", False))
            elif roll < 0.28:
                parameters.append(Parameter(label, name, "() -> [String]", False, attribute="@Lines "))
            elif roll < 0.32:
                closure = rng.choice(CLOSURE_TYPES)
                parameters.append(Parameter(label, name, closure, False))
            elif roll < 0.37:
                # `inout Self`, as swift-collections' `RopeElement` takes its neighbour (a class-bound
                # protocol's decorators cannot pass theirs on: an error there).
                type_ = "Self" if not self.class_bound and self.chance(0.15) else self.value_type()[0]
                parameters.append(Parameter(label, name, f"inout {type_}", False))
            elif roll < 0.39:
                parameters.append(Parameter(label, name, rng.choice(["Int...", "String..."]), False))
            elif roll < 0.41 and not self.upcoming:
                parameters.append(Parameter(label, name, rng.choice(["Error", "Shape?"]), False))
            else:
                type_, hashable = self.value_type()
                parameters.append(Parameter(label, name, type_, hashable))
        if self.chance(0.25) and len(parameters) < 4:
            parameters.append(Parameter(None, parameter_name(), rng.choice(THROWING_CLOSURES), False))
            rethrowing_closure = True
        if self.associated and len(generic_names) < 3 and self.chance(0.06):
            # A generic parameter constrained by the protocol's associated type.
            generic = ["T", "V", "W"][len(generic_names)]
            generic_names.append(generic)
            generics.append(generic)
            where.append(f"{generic}: Sequence, {generic}.Element == {self.associated[0][0]}")
            parameters.append(Parameter("contentsOf", parameter_name(), generic, False))
        # A parameter after a variadic one, or a pack, needs an argument label.
        variadic = next(
            (i for i, p in enumerate(parameters) if p.type.endswith("...") or p.type.startswith("repeat ")), None)
        if variadic is not None:
            for later in parameters[variadic + 1:]:
                if later.label == "_":
                    later.label = None
        is_async, throws = self.effects(allow_rethrows=rethrowing_closure)

        options: list[str] = []
        attributes: list[str] = []
        has_result = self.chance(0.65)
        cacheable_parameters = [p for p in parameters if p.hashable]
        others = [p for p in parameters if not p.hashable]
        # Mostly what a user caches: a query's result, its parameters all kept or left out of the key.
        # Now and then any other member: whether it can be cached is the generator's to say.
        query = (
            has_result and not static and not mutating and throws != "rethrows"
            and all(not p.type.startswith(("inout", "@autoclosure", "consuming", "borrowing", "repeat"))
                    and not p.type.endswith("...") and not p.attribute for p in others))
        cached = "caching" in self.concerns and self.chance(0.45 if query else 0.02)
        result = None
        if has_result:
            roll = rng.random()
            if roll < 0.06 and not static and not cached:
                result = "Self"
            elif roll < 0.12 and generic_names and not cached:
                result = generic_names[0]
            elif roll < 0.19 and not cached:
                result = rng.choice(["Ticket", "[String]"])
                if result == "[String]":
                    attributes.append("@Lines")
            elif roll < 0.23 and not cached:
                result = "U"
                generic_names.append("U")
                generics.append("U: LosslessStringConvertible")
                parameters.append(Parameter("as", "type", "U.Type", False))
                others.append(parameters[-1])
            else:
                result = self.result_type(for_cache=cached)
        if cached:
            self.cached_members += 1
            arguments = []
            if self.chance(0.4):
                arguments.append(f"ttl: {rng.choice(['60', '300', '0.5', '1_800'])}")
            if others:
                arguments.append("ignoring: " + ", ".join(p.name for p in others))
            options.append(f"cached({', '.join(arguments)})" if arguments else "cached")
        elif "caching" in self.concerns and self.cached_members and self.chance(0.02 if static else 0.2):
            options.append("invalidates")
        if "logging" in self.concerns and parameters:
            if self.chance(0.12):
                options.append(f"redact: {rng.choice(parameters).name}")
            if self.chance(0.05):
                options.append(f"public: {rng.choice(parameters).name}")
        # Mostly where a user writes them: `noretry` on a member that throws, a limit of its own on
        # one that is `async` and throws.
        throws_on_its_own = throws.startswith("throws") and throws != "throws(Never)" and not static
        if "retry" in self.concerns and self.chance(0.15 if throws_on_its_own else 0.02):
            options.append("noretry")
        options += self.skip_option()
        if "validation" in self.concerns:
            options += self.validation_options(parameters, result, throws_any_error(throws) and not static)
        if "timeout" in self.concerns and self.chance(0.1 if throws_on_its_own and is_async else 0.02):
            options.append(f"timeout({rng.choice(['2', '0.5', '1_000'])})")
        if "concurrencyLimit" in self.concerns and self.chance(0.1 if throws_on_its_own and is_async else 0.02):
            options.append(self.concurrency_limit())
        if result and self.chance(0.15):
            attributes.append("@discardableResult")
        if self.chance(0.07):
            attributes.append("@available(macOS 13, iOS 16, *)")
        # As swift-nio's requirements carry them: `@inlinable` (public ones only) and `@preconcurrency`.
        if self.public and self.chance(0.04):
            attributes.append("@inlinable")
        if self.chance(0.04):
            attributes.append("@preconcurrency")
        if self.isolated and self.sendable and not mutating and self.chance(0.05):
            attributes.append("nonisolated")

        name = self.fresh(rng.choice(WORDS))
        if parameters and not generic_names and not has_pack and not any(p.type.endswith("...") for p in parameters):
            self.methods.append((name, parameters))
        signature = ("static " if static else "") + ("mutating " if mutating else "") + f"func {name}"
        if generics:
            signature += "<" + ", ".join(generics) + ">"
        signature += "(" + ", ".join(p.render() for p in parameters) + ")"
        if is_async:
            signature += " async"
        if throws:
            signature += f" {throws}"
        if result:
            signature += f" -> {result}"
        if where:
            signature += " where " + ", ".join(where)
        return self.finish(signature, options, attributes)

    def spelled(self, concern: str) -> str:
        """`concern` as the protocol's annotation writes it: mostly with the arguments a user gives."""
        if concern == "authorization" and self.chance(0.9):
            return 'authorization(requires: "random.read")'
        if concern == "concurrencyLimit" and self.chance(0.9):
            return self.concurrency_limit()
        return concern

    def concurrency_limit(self) -> str:
        """A limit, `concurrencyLimit(8, queue: 16, wait: 0.5)`, sometimes of a group."""
        rng = self.rng
        arguments = [rng.choice(["1", "8", "1_000"])]
        if self.chance(0.4):
            arguments.append(f"queue: {rng.choice(['0', '16'])}")
            if arguments[-1] != "queue: 0" and self.chance(0.5):
                arguments.append(f"wait: {rng.choice(['0.5', '2'])}")
        if self.chance(0.2):
            arguments.append('group: "random"')
        return f"concurrencyLimit({', '.join(arguments)})"

    def getter_effects(self) -> str:
        kind = self.rng.choices(["", "async", "throws", "async throws", "typed"], weights=[60, 10, 12, 12, 6])[0]
        if kind == "typed":
            return f"throws({self.rng.choice(['FetchError', 'ParseError'])})"
        return kind

    def property(self) -> tuple[list[str], list[str]]:
        rng = self.rng
        static = self.chance(0.12)
        settable = self.chance(0.35)
        effects = "" if settable else self.getter_effects()
        cached = "caching" in self.concerns and self.chance(0.35 if not settable and not static else 0.02)
        type_ = "Self" if not settable and not static and not cached and self.chance(0.04) else self.result_type(for_cache=cached)
        options: list[str] = []
        if cached:
            self.cached_members += 1
            options.append(f"cached(ttl: {rng.choice(['30', '2.5'])})" if self.chance(0.4) else "cached")
        if "caching" in self.concerns and self.cached_members and self.chance(0.3 if settable and not static else 0.02):
            options.append("invalidates")
        if settable and "logging" in self.concerns and self.chance(0.15):
            options.append("redact")
        throws_on_its_own = "throws" in effects and "Never" not in effects and not static
        if "retry" in self.concerns and self.chance(0.2 if throws_on_its_own else 0.02):
            options.append("noretry")
        options += self.skip_option()
        accessors = "get set" if settable else ("get " + effects).strip()
        name = self.fresh(rng.choice(["name", "count", "current", "status", "total", "remote", "state"]))
        attributes = ["@available(macOS 13, iOS 16, *)"] if self.chance(0.05) else []
        declaration = ("static " if static else "") + f"var {name}: {type_} {{ {accessors} }}"
        return self.finish(declaration, options, attributes)

    def subscript(self) -> tuple[list[str], list[str]]:
        rng = self.rng
        static = self.chance(0.1)
        settable = self.chance(0.3)
        effects = "" if settable else self.getter_effects()
        generic = not static and self.chance(0.2)
        parameters: list[Parameter] = []
        if generic:
            parameters.append(Parameter(rng.choice([None, "key"]), "value", "K", True))
        else:
            for position in range(rng.choice([1, 1, 2])):
                type_, hashable = self.value_type()
                if type_.endswith(".Type") or type_.startswith("(") and type_.endswith(")") and "->" not in type_:
                    type_, hashable = "Int", True
                parameters.append(Parameter(rng.choice([None, "_", "key", "at"]), ["index", "other"][position], type_, hashable))
        cached = "caching" in self.concerns and self.chance(0.3 if not settable and not static else 0.02)
        others = [p for p in parameters if not p.hashable]
        result = self.result_type(for_cache=cached)
        options: list[str] = []
        if cached:
            self.cached_members += 1
            options.append("cached" if not others else "cached(ignoring: " + ", ".join(p.name for p in others) + ")")
        if "caching" in self.concerns and self.cached_members and self.chance(0.3 if settable and not static else 0.02):
            options.append("invalidates")
        if "logging" in self.concerns and self.chance(0.1):
            options.append(f"redact: {parameters[0].name}")
        options += self.skip_option()
        # A subscript's parameters have no argument label unless one is written (`key value: K`).
        rendered = ", ".join(
            f"{p.name}: {p.type}" if p.label is None else f"{p.label} {p.name}: {p.type}" for p in parameters)
        declaration = ("static " if static else "") + "subscript"
        if generic:
            declaration += "<K: Hashable & Sendable>"
        accessors = "get set" if settable else ("get " + effects).strip()
        declaration += f"({rendered}) -> {result} {{ {accessors} }}"
        return self.finish(declaration, options, [])


# MARK: - Compiling


@dataclass
class Setting:
    features: list[str]
    debug: bool

    def describe(self) -> str:
        parts = ["Swift 6"]
        if self.features:
            parts.append("all upcoming features")
        if self.debug:
            parts.append("DEBUG")
        return " + ".join(parts)


class Checker:
    def __init__(self, root: Path, work: Path, per_file: bool = False):
        self.root = root
        self.per_file = per_file
        self.work = work
        self.tool = root / ".build" / "debug" / "crosscut"
        self.modules = root / ".build" / "debug" / "Modules"
        self.compiles = 0
        self.compile_seconds = 0.0
        self.base = work / "base"

    def build_base(self) -> tuple[bool, str]:
        """Compiles `BASE_MODULE`'s interface into `work/base`, and lists its file for the generator."""
        self.base.mkdir(parents=True, exist_ok=True)
        source = self.base / f"{BASE_MODULE}.swift"
        source.write_text(BASE_SOURCE)
        (self.base / "files.txt").write_text(f"{source}\n")
        status, output = run([
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", BASE_MODULE, "-swift-version", "6",
            "-emit-module-path", str(self.base / f"{BASE_MODULE}.swiftmodule"), str(source)], self.base)
        return status == 0, output

    def write_batch(self, folder: Path, units: list[Unit], annotated: set[int] | None = None) -> list[str]:
        """Writes the units' files and the support file into `folder` (emptied first); their paths.
        `annotated`: the indexes of the protocols that keep their annotations (default: as drawn)."""
        if folder.exists():
            shutil.rmtree(folder)
        (folder / "out").mkdir(parents=True)
        paths = [folder / "Support.swift"]
        paths[0].write_text(SUPPORT)
        for unit in units:
            for protocol in unit.protocols:
                keep = protocol.annotated if annotated is None else protocol.index in annotated
                path = folder / protocol.file_name
                path.write_text(protocol.text if keep else protocol.plain_text)
                paths.append(path)
        return [str(path) for path in paths]

    def generate(self, folder: Path, inputs: list[str]) -> tuple[int, str, list[str]]:
        """Runs `crosscut generate`; (status, output, generated files)."""
        # One file for the target, as CrosscutPlugin has it written, or one per input, as the
        # CrosscutCommand plugin writes them.
        combine = [] if self.per_file else ["--combine", "Random+Crosscut.swift"]
        # The other module's sources, as the plugins hand over another package's.
        base = ["--other-package-file-list", f"{BASE_MODULE}={self.base / 'files.txt'}"]
        status, output = run(
            [str(self.tool), "generate", "--output-dir", str(folder / "out")] + combine + base + inputs, folder)
        generated = sorted(str(path) for path in (folder / "out").glob("*.swift"))
        return status, output, generated

    def compile(self, folder: Path, files: list[str], setting: Setting) -> tuple[bool, str]:
        arguments = [
            "swiftc", "-emit-sil", "-wmo", "-Onone", "-o", os.devnull, "-parse-as-library",
            "-module-name", "Random", "-package-name", "Random", "-swift-version", "6", "-warnings-as-errors",
            "-I", str(self.modules), "-I", str(self.base),
            # The runtime's module needs its C target's, found by its module map.
            "-I", str(self.root / "Sources" / "CrosscutAtomics" / "include"),
        ]
        if setting.debug:
            arguments += ["-D", "DEBUG"]
        for feature in setting.features:
            arguments += ["-enable-upcoming-feature", feature]
        started = time.monotonic()
        status, output = run(["nice", "-n", "10"] + arguments + files, folder)
        self.compiles += 1
        self.compile_seconds += time.monotonic() - started
        ok = status == 0 and not re.search(r": (error|warning):", output)
        return ok, output if ok else output + f"\n(swiftc exit status {status})\n"

    def builds(self, folder: Path, units: list[Unit], setting: Setting, annotated: set[int] | None = None) -> tuple[bool, str]:
        """Whether `units` and the decorators generated for them compile together."""
        inputs = self.write_batch(folder, units, annotated)
        status, output, generated = self.generate(folder, inputs)
        if re.search(r"(fatal error|Stack dump)", output) or status not in (0, 1):
            return False, output + f"\n(crosscut generate exit status {status})\n"
        return self.compile(folder, inputs + generated, setting)

    def culprits(self, folder: Path, units: list[Unit], setting: Setting) -> list[Unit]:
        """The units of a failing set that fail alone (by halves); the whole set when only
        together do they fail."""
        if len(units) == 1:
            return units
        half = len(units) // 2
        found = []
        for part in (units[:half], units[half:]):
            ok, _ = self.builds(folder, part, setting)
            if not ok:
                found += self.culprits(folder, part, setting)
        return found or units


# MARK: - Diagnostics


def summarise(message: str) -> str:
    """A generator message without its names, so that alike messages count together."""
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r"\b\d+(\.\d+)?\b", "N", message)
    return message


def concern_options(tool: Path) -> dict[str, list[str]] | None:
    """Each concern, in the order decorators are composed, and the member options it reads, as
    `crosscut concerns` lists them; None when it cannot tell."""
    status, output = run([str(tool), "concerns"], Path.cwd())
    if status != 0:
        return None
    return {words[0]: words[1:] for words in (line.split() for line in output.splitlines()) if words}


def unknown_written_options(listed: dict[str, list[str]]) -> list[str]:
    """The options the script writes that the generator no longer reads for their concern."""
    return [
        f"'{option}' of '{concern}'" for concern, options in WRITTEN_OPTIONS.items() for option in options
        if option not in listed.get(concern, [])]


def upcoming_features() -> list[str]:
    """The toolchain's upcoming features that the Swift 6 language mode does not turn on yet."""
    status, output = run(["swiftc", "-frontend", "-print-supported-features"], Path.cwd())
    if status != 0 or "{" not in output:
        return []
    listing = json.loads(output[output.index("{"):])
    return [
        feature["name"] for feature in listing.get("features", {}).get("upcoming", [])
        if int(feature.get("enabled_in", "99") or "99") > 6
    ]


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Generates random annotated protocols, runs crosscut generate on them and compiles "
                    "the decorators against the built runtime.")
    parser.add_argument("--seed", type=int, default=1, help="the random seed (default 1)")
    parser.add_argument("--count", type=int, default=200, help="how many protocols (default 200)")
    parser.add_argument("--batch", type=int, default=100, help="protocols per compile (default 100)")
    parser.add_argument("--crosscut", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the Crosscut checkout (default: the repository this script is in)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/crosscut-random-protocols"),
                        help="work folder (default: %(default)s)")
    parser.add_argument("--upcoming-every", type=int, default=3,
                        help="every M-th batch compiles with every upcoming feature on (default 3; 0: never)")
    parser.add_argument("--only", type=int, nargs="+", help="compile only these protocols' units")
    parser.add_argument("--keep", action="store_true", help="keep every batch's folder")
    parser.add_argument("--per-file", action="store_true",
                        help="generate one file per input (as the CrosscutCommand plugin does) instead of one "
                             "for the batch (as CrosscutPlugin does)")
    parser.add_argument("--no-build", action="store_true", help="use the crosscut already built")
    arguments = parser.parse_args()
    if arguments.count < 1 or arguments.batch < 1:
        parser.error("--count and --batch must be positive")
    root = arguments.crosscut.resolve()
    work = arguments.work.resolve()
    if work == root or root in work.parents:
        parser.error("--work must be outside the Crosscut checkout")
    started = time.monotonic()

    if not arguments.no_build:
        progress(f"building crosscut and the runtime in {root}")
        status, output = run(["nice", "-n", "10", "swift", "build", "--product", "crosscut"], root)
        if status == 0:
            status, output = run(["nice", "-n", "10", "swift", "build", "--target", "Crosscut"], root)
        if status != 0:
            print(output, file=sys.stderr)
            return 2
    checker = Checker(root, work, per_file=arguments.per_file)
    if not checker.tool.exists() or not (checker.modules / "Crosscut.swiftmodule").exists():
        print(f"no {checker.tool} or Crosscut module in {checker.modules}", file=sys.stderr)
        return 2
    listed = concern_options(checker.tool)
    if not listed:
        print(f"{checker.tool} concerns listed no concern", file=sys.stderr)
        return 2
    if unknown := unknown_written_options(listed):
        print(f"the script writes member options `crosscut concerns` does not list: {', '.join(unknown)}",
              file=sys.stderr)
        return 2
    features = upcoming_features()
    work.mkdir(parents=True, exist_ok=True)
    built, output = checker.build_base()
    if not built:
        print(f"{BASE_MODULE} does not compile:\n{output}", file=sys.stderr)
        return 2
    failures_folder = work / "failures"
    if failures_folder.exists():
        shutil.rmtree(failures_folder)

    # Draw every protocol first, in batches: a batch is whole units of about --batch protocols.
    rng = random.Random(arguments.seed)
    batches: list[tuple[list[Unit], Setting]] = []
    index = unit_index = 0
    while index < arguments.count:
        number = len(batches) + 1
        upcoming = bool(arguments.upcoming_every) and number % arguments.upcoming_every == 0
        setting = Setting(features if upcoming else [], debug=number % 2 == 1)
        drawer = ProtocolDrawer(rng, list(listed), upcoming=upcoming, explicit_imports=upcoming or rng.random() < 0.5)
        units: list[Unit] = []
        in_batch = 0
        while in_batch < arguments.batch and index < arguments.count:
            unit = drawer.unit(unit_index, index)
            unit.protocols = unit.protocols[:arguments.count - index]
            unit_index += 1
            index += len(unit.protocols)
            in_batch += len(unit.protocols)
            units.append(unit)
        batches.append((units, setting))
    protocols = [protocol for units, _ in batches for unit in units for protocol in unit.protocols]
    # A unit cut short at the end keeps its last protocol annotated.
    for units, _ in batches:
        for unit in units:
            unit.protocols[-1].annotated = True
    if arguments.only:
        wanted = set(arguments.only)
        batches = [
            ([unit for unit in units if any(p.index in wanted for p in unit.protocols)], setting)
            for units, setting in batches]
        batches = [(units, setting) for units, setting in batches if units]
        protocols = [protocol for units, _ in batches for unit in units for protocol in unit.protocols]

    messages: Counter[str] = Counter()
    examples: dict[str, str] = {}
    failures: list[str] = []
    for number, (units, setting) in enumerate(batches, start=1):
        folder = work / f"batch-{number}"
        batch_protocols = [p for unit in units for p in unit.protocols]
        inputs = checker.write_batch(folder, units)
        status, output, generated = checker.generate(folder, inputs)
        by_file = {str(folder / p.file_name): p for p in batch_protocols}
        crashed = status not in (0, 1) or re.search(r"(fatal error|Stack dump)", output)
        for line in output.splitlines():
            match = DIAGNOSTIC.match(line)
            if not match or match[4] == "note":
                continue
            protocol = by_file.get(os.path.realpath(match[1])) or by_file.get(match[1])
            if protocol is None:
                continue
            protocol.messages.append(f"{match[4]}: {match[5]}")
            key = f"{match[4]}: {summarise(match[5])}"
            messages[key] += 1
            examples.setdefault(key, f"{protocol.file_name}:{match[2]}:{match[3]}: {match[4]}: {match[5]}")
        for protocol in batch_protocols:
            severities = {message.split(":")[0] for message in protocol.messages}
            protocol.status = "rejected" if "error" in severities else "warned" if severities else "accepted"
        if crashed:
            for protocol in batch_protocols:
                protocol.status = "failed"
            failures.append(f"batch {number}: crosscut generate exited with {status}:\n{output[-2000:]}")
            continue
        ok, compiler_output = checker.compile(folder, inputs + generated, setting)
        if not ok:
            progress(f"batch {number} ({setting.describe()}) failed to compile; bisecting")
            bisect_folder = work / f"bisect-{number}"
            for unit in checker.culprits(bisect_folder, units, setting):
                report = investigate(checker, bisect_folder, unit, setting, failures_folder)
                failures.append(report)
            if not arguments.keep:
                shutil.rmtree(bisect_folder, ignore_errors=True)
        elif not arguments.keep:
            shutil.rmtree(folder, ignore_errors=True)
        done = sum(len(unit.protocols) for units_, _ in batches[:number] for unit in units_)
        elapsed = time.monotonic() - started
        progress(f"batch {number}/{len(batches)} ({setting.describe()}): {done} protocols, "
                 f"{sum(p.status == 'failed' for p in protocols)} failed, {elapsed:.0f} s")

    # A parent left unannotated is decorated through its child: it counts as its child does.
    for units, _ in batches:
        for unit in units:
            for protocol in unit.protocols:
                if not protocol.annotated and protocol.status == "accepted":
                    protocol.status = unit.protocols[-1].status
    counts = Counter(protocol.status for protocol in protocols)
    if messages:
        print("\nWhat the generator diagnosed (message, with names and numbers left out: count, an example):")
        for key, count in messages.most_common():
            print(f"  {count:6}  {key}\n          e.g. {examples[key]}")
    if failures:
        print(f"\nFailures (written out to {failures_folder}):")
        for failure in failures:
            print(failure)
    elapsed = time.monotonic() - started
    print(f"\n{checker.compiles} compiles, {checker.compile_seconds:.0f} s of compiling, {elapsed:.0f} s in all")
    invalid = counts.get("invalid", 0)
    decorated = counts.get("accepted", 0) + counts.get("warned", 0)
    print(
        f"random protocols: {len(protocols)} generated, {decorated} decorated ({counts.get('warned', 0)} with "
        f"warnings), {counts.get('rejected', 0)} rejected, {counts.get('failed', 0)} failed to compile"
        + (f", {invalid} invalid input (the script's fault)" if invalid else ""))
    return 1 if counts.get("failed", 0) or invalid or failures else 0


def investigate(checker: Checker, folder: Path, unit: Unit, setting: Setting, failures_folder: Path) -> str:
    """Why `unit` fails alone: its protocols' own code (invalid input), or the annotations of some
    of its protocols (failed to compile). Writes the case out; a line for the report."""
    names = ", ".join(p.name for p in unit.protocols)
    ok, output = checker.builds(folder, [unit], setting)
    if ok:  # It fails only beside other units of its batch.
        for protocol in unit.protocols:
            protocol.status = "failed"
        return f"  failed to compile only beside the rest of its batch: {names} ({setting.describe()})"
    none: set[int] = set()
    ok, output = checker.builds(folder, [unit], setting, annotated=none)
    if not ok:
        for protocol in unit.protocols:
            protocol.status = "invalid"
        path = write_failure(failures_folder, unit, setting, output, "invalid")
        return f"  invalid input {names} ({setting.describe()}): does not compile without decorators: {path}\n" \
               + indent(first_errors(output))
    culprits = []
    for protocol in unit.protocols:
        if not protocol.annotated:
            continue
        ok, output_alone = checker.builds(folder, [unit], setting, annotated={protocol.index})
        if not ok:
            culprits.append(protocol)
            output = output_alone
    if not culprits:  # Only together do the annotations break it.
        culprits = [p for p in unit.protocols if p.annotated]
        _, output = checker.builds(folder, [unit], setting)
    for protocol in culprits:
        protocol.status = "failed"
    path = write_failure(failures_folder, unit, setting, output, "failed")
    return f"  failed to compile: {', '.join(p.name for p in culprits)} ({setting.describe()}): {path}\n" \
           + indent(first_errors(output))


def first_errors(output: str, limit: int = 6) -> str:
    lines = [line for line in output.splitlines() if re.search(r": (error|warning): ", line)]
    return "\n".join(re.sub(r"^.*/", "", line) for line in lines[:limit]) or output[-1500:]


def indent(text: str) -> str:
    return "\n".join("      " + line for line in text.splitlines())


def write_failure(folder: Path, unit: Unit, setting: Setting, output: str, kind: str) -> Path:
    """One Swift file: the support types, the unit's protocols, and the compiler's messages."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{kind}-{unit.protocols[-1].name}.swift"
    is_import = re.compile(rf"^(\w+ )?import (Foundation|{BASE_MODULE})$").match
    imports = sorted({line for p in unit.protocols for line in p.text.splitlines() if is_import(line)})
    bodies = ["\n".join(line for line in p.text.splitlines() if not is_import(line)).strip() for p in unit.protocols]
    comment = "\n".join("// " + line for line in first_errors(output, 20).splitlines())
    path.write_text(
        f"// {kind} ({setting.describe()}; features: {' '.join(setting.features) or 'none'})\n{comment}\n\n"
        + "\n".join(imports) + ("\n\n" if imports else "") + SUPPORT + "\n" + "\n\n".join(bodies) + "\n")
    return path


if __name__ == "__main__":
    sys.exit(main())
