#!/usr/bin/env bash
# Instructions a frame of a real window costs, counted by valgrind (callgrind): the same on any
# machine and in any mood of it, so two builds compare to the percent where timed frames wander
# by a fifth on a busy two-core machine. A count is not a time (a pixel filled eight at a time
# counts less than its memory costs), so `measure.sh` stays the figure the targets are set on;
# this one tells whether a change does less work.
#
#   Benchmarks/window/instructions.sh [scenario] [size] [WindowFrames binary...]
#
# Defaults: the curl at 1280×800 @2× with the binary `measure.sh` builds. For each binary: the
# instructions of frames 32–61 (a run of 61 frames less one of 31, the curl's pull well under
# way) with damage tracking and drawing the whole window, a frame each, and their ratio. The
# binaries are copied without their debug information first (valgrind 3.19 cannot read the
# toolchain's). Needs valgrind (apt-get install valgrind) and Xvfb.
#
# What a page count costs: `instructions.sh pager-10 390x844` against `pager-1000000` (the same
# pages, a finger dragging them; the app's clock is real, so a run wanders by a percent or two).
set -euo pipefail
cd "$(dirname "$0")"
scenario=${1:-curl}
size=${2:-1280x800}
shift $(( $# < 2 ? $# : 2 ))
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "Xvfb is missing: make deps installs it" >&2; exit 1; }
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
    scratch=../../.build/window-release
    swift build -c release --scratch-path "$scratch" >/dev/null 2>&1 || swift build -c release --scratch-path "$scratch"
    binaries=("$scratch/release/WindowFrames")
fi

exec 3< <(Xvfb -displayfd 1 -screen 0 2600x1700x24 -nolisten tcp 2>/dev/null & echo "pid $!"; wait)
read -r _ xvfb <&3
read -r display <&3
work=$(mktemp -d)
trap 'kill -KILL "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT

count() {  # $1: binary, $2: frames, $3: "" or whole. Prints the run's instructions (the app's own
    # process: the processes it starts are counted apart and left out).
    env DISPLAY=":$display" XDG_DATA_HOME="$work" SDL_VIDEODRIVER=x11 FOLIO_MAX_FRAMES="$2" \
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.%p" "$1" "$scenario" "$size" 2 $3 2>&1 >/dev/null \
        | awk -v pid="" '/== Command:/ { split($1, p, "=="); pid = p[2] } /Collected/ { split($1, q, "=="); if (q[2] == pid) print $4 }'
}

printf '%-28s %14s %14s %8s\n' "binary" "damage (M/frame)" "whole (M/frame)" "ratio"
for binary in "${binaries[@]}"; do
    bare="$work/$(basename "$binary")"
    strip --strip-debug -o "$bare" "$binary"
    damage=$(( $(count "$bare" 61 "") - $(count "$bare" 31 "") ))
    whole=$(( $(count "$bare" 61 whole) - $(count "$bare" 31 whole) ))
    awk -v n="$binary" -v d="$damage" -v w="$whole" \
        'BEGIN { printf "%-28s %14.3f %14.3f %8.3f\n", n, d / 30 / 1e6, w / 30 / 1e6, d / w }'
done
