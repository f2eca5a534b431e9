#!/usr/bin/env bash
# Folio's Cassowary solver against kiwi (C++) on seed 001's system, same machine, one run:
# (a) build and solve for N = 10, 100, 1,000 pages; (b) the rotation edit at N = 1,000.
# kiwi's headers come from the kiwisolver source distribution on PyPI, fetched with pip (which
# honours this machine's package index and proxy settings) into a temporary folder at run time
# and deleted afterwards; none of its code is kept in the repository.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

version="${KIWI_VERSION:-1.5.1}"
python3 -m pip download --quiet "kiwisolver==$version" --no-binary :all: --no-deps -d "$work/sdist"
tar xzf "$work/sdist/kiwisolver-$version.tar.gz" -C "$work"
g++ -O2 -std=c++17 -I "$work/kiwisolver-$version" "$here/seed001.cpp" -o "$work/seed001"
"$work/seed001" > "$work/kiwi.txt"

cd "$here/.."
# Folio on the plain allocator, as kiwi: no malloc interposer (its own build folder, .build-plain).
FOLIO_PLAIN_MALLOC=1 swift package --scratch-path .build-plain --allow-writing-to-package-directory \
  benchmark --target SolverCost --format markdown --no-progress \
  > "$work/folio.md" 2>/dev/null

python3 - "$work/kiwi.txt" "$work/folio.md" "$version" <<'PY'
import re, sys
kiwi = {}
for line in open(sys.argv[1]):
    parts = line.split()
    if parts[0] in ("build", "rotate"):
        kiwi[(parts[0], int(parts[1].split("=")[1]))] = float(parts[2])
folio, current = {}, None
scale = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}
for line in open(sys.argv[2]):
    m = re.match(r"### seed-001 system, (build and solve|rotation edit), N = (\d+)", line)
    if m:
        current = ("build" if m.group(1).startswith("build") else "rotate", int(m.group(2)))
    m = re.match(r"\| Time \(wall clock\) \((\w+)\) \*?\s*\|(.*)", line)
    if m and current:
        cells = [c.strip() for c in m.group(2).split("|")]
        folio[current] = float(cells[2]) * scale[m.group(1)]   # p50
        current = None
print(f"seed-001 system, median wall-clock time per operation (kiwi {sys.argv[3]}, g++ -O2; Folio release)")
print(f"{'case':<24}{'kiwi (µs)':>14}{'Folio (µs)':>14}{'Folio/kiwi':>12}")
for key in [("build", 10), ("build", 100), ("build", 1000), ("rotate", 1000)]:
    k, f = kiwi.get(key), folio.get(key)
    name = f"{'build+solve' if key[0] == 'build' else 'rotation edit'} N={key[1]}"
    if k is None or f is None:
        print(f"{name:<24}{'missing':>14}"); continue
    print(f"{name:<24}{k:>14.1f}{f:>14.1f}{f / k:>12.2f}")
for kind in ("build",):
    if all((kind, n) in kiwi and (kind, n) in folio for n in (10, 1000)):
        print(f"growth N=10→1000: kiwi ×{kiwi[(kind,1000)]/kiwi[(kind,10)]:.0f}, Folio ×{folio[(kind,1000)]/folio[(kind,10)]:.0f}")
PY
