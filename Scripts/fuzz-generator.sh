#!/usr/bin/env bash
# Coverage-guided fuzzing of the generator with libFuzzer and the address sanitizer: the whole
# pipeline (lexer, parser, validation, emitters, writer) on arbitrary bytes, each output held to
# Tests/CrosscutGeneratorTests/Support/GeneratedOutputCheck.swift (the header, text that lexes,
# brackets that pair, diagnostics at real positions). A crash, an input that runs over 10 s or a
# broken output fails the run, and libFuzzer writes the input to .build/fuzz/findings/.
#
#   Scripts/fuzz-generator.sh [SECONDS [LIBFUZZER-OPTION ...]]   # default 60; .ci/run runs it for 60
#   Scripts/fuzz-generator.sh 3600 -fork=1 -ignore_crashes=1 -ignore_timeouts=1   # an hour, past findings
#
# Seeds: every Swift file of Tests/ and Examples/ and the findings kept in Fuzzing/Findings/; the
# corpus libFuzzer grows is kept in .build/fuzz/corpus between runs. Keep a finding by copying it to
# Fuzzing/Findings/ once fixed: FuzzFindingsTests runs every file there through the same check.
set -euo pipefail

seconds="${1:-60}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$repo/.build/fuzz"
mkdir -p "$work/seeds" "$work/corpus" "$work/findings"

# The generator's own module dependency, CrosscutSecretWords, first: an object and a module the
# fuzzer's module imports.
words=()
while IFS= read -r -d '' file; do words+=("$file"); done < <(
    find "$repo/Sources/CrosscutSecretWords" -name '*.swift' -print0 | sort -z)
swiftc -swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -package-name crosscut \
    -module-name CrosscutSecretWords -emit-module -emit-module-path "$work/CrosscutSecretWords.swiftmodule" \
    -c -wmo "${words[@]}" -o "$work/CrosscutSecretWords.o"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(
    find "$repo/Sources/CrosscutGenerator" -name '*.swift' -print0 | sort -z)
swiftc -swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -use-ld=lld \
    -D CROSSCUT_FUZZER -module-name CrosscutFuzzer -package-name crosscut -I "$work" \
    "${sources[@]}" "$work/CrosscutSecretWords.o" \
    "$repo/Tests/CrosscutGeneratorTests/Support/GeneratedOutputCheck.swift" \
    "$repo/Fuzzing/GeneratorFuzzTarget.swift" \
    -o "$work/crosscut-fuzzer"

rm -f "$work/seeds"/*
find "$repo/Tests" "$repo/Examples" "$repo/Fuzzing/Findings" -path '*/.build' -prune -o -type f \
    \( -name '*.swift' -o -path '*/Findings/*' \) -print0 |
    while IFS= read -r -d '' file; do cp "$file" "$work/seeds/$(echo "$file" | md5sum | cut -c1-16)"; done

cd "$work"
# Swift's own crash handler would report the address sanitizer's shadow memory instead of the crash.
SWIFT_BACKTRACE=enable=no ./crosscut-fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -dict="$repo/Fuzzing/swift.dict" -artifact_prefix="$work/findings/" -print_final_stats=1 \
    "${@:2}" corpus seeds
