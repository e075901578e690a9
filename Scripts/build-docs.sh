#!/usr/bin/env bash
# Builds the DocC catalog of the `Crosscut` module, Sources/Crosscut/Crosscut.docc, with the
# toolchain's own `docc` (no package dependency), warnings as errors: a renamed symbol, a broken
# symbol or article link, or a topic that names nothing fails it.
#
#   Scripts/build-docs.sh [OUTPUT]      # the archive goes to OUTPUT, by default .build/docs/Crosscut.doccarchive
#
# Preview: `docc preview Sources/Crosscut/Crosscut.docc --additional-symbol-graph-dir .build/docs/symbol-graphs`.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
output=${1:-$scratch/Crosscut.doccarchive}
graphs=$scratch/symbol-graphs
all_graphs=$scratch/all-symbol-graphs

# `docc` beside the `swift` in use, unless DOCC says otherwise.
docc=${DOCC:-$(dirname "$(command -v swift)")/docc}
if [[ ! -x $docc ]]; then docc=$(command -v docc); fi

# The module's symbol graph. A scratch path of its own, so that the flags do not invalidate the
# package's ordinary build.
# The compiler writes the graph only when it compiles the module: without one, build from scratch.
if [[ ! -f $all_graphs/Crosscut.symbols.json ]]; then rm -rf "$scratch/build"; fi
mkdir -p "$all_graphs"
swift build --scratch-path "$scratch/build" --target Crosscut \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$all_graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
# Only the Crosscut module's graphs (the build also writes those of the plugins' tool).
cp "$all_graphs"/Crosscut.symbols.json "$graphs"/
cp "$all_graphs"/Crosscut@*.symbols.json "$graphs"/ 2>/dev/null || true

rm -rf "$output"
"$docc" convert Sources/Crosscut/Crosscut.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Crosscut \
    --fallback-bundle-identifier crosscut.Crosscut \
    --warnings-as-errors \
    --output-path "$output"
echo "Documentation: $output"
