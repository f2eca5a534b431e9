#!/usr/bin/env bash
# Frames of a real window at desktop size: what a swipe (pages of one colour with lines of text),
# a swipe of pictures (pages drawn all over), a caret blink and a page-curl pull cost a frame,
# and what an idle window costs the CPU — with damage tracking (Folio's way) and, in the same
# run, drawing and uploading the whole window every frame (the reference, as before it).
#
#   Benchmarks/window/measure.sh [runs]      (default 3 runs per figure; medians)
#
# Builds Benchmarks/window (the WindowFrames app) in release, starts a virtual display (Xvfb)
# large enough for 1280×800 at 2× (2560×1600 pixels), and runs each scenario with Folio's
# renderer choice. A frame's steady cost = (a 241-frame run − a 1-frame run) / 240: one scene,
# many frames, start-up cancelled out; each run draws with damage tracking, then whole, and the
# ratio printed is the median of the runs' own ratios. Idle CPU = the CPU time one run spends in
# the ten seconds after its first two, over those ten seconds. Targets at 1280×800 @2×: swipe ≤ 3 ms and
# ≤ 0.25× of whole, curl ≤ 0.4× of whole, caret blink ≤ 0.3 ms, idle CPU ≤ 1 %.
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-3}
scratch=../../.build/window-release
command -v Xvfb >/dev/null || { echo "Xvfb is missing: make deps installs it" >&2; exit 1; }

swift build -c release --scratch-path "$scratch" >/dev/null 2>&1 || swift build -c release --scratch-path "$scratch"
app="$scratch/release/WindowFrames"

# A display of our own; it goes when this script ends, however it ends.
exec 3< <(Xvfb -displayfd 1 -screen 0 2600x1700x24 -nolisten tcp 2>/dev/null & echo "pid $!"; wait)
read -r _ xvfb <&3
read -r display <&3
home=$(mktemp -d)
trap 'kill -KILL "$xvfb" 2>/dev/null || true; rm -rf "$home"' EXIT

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

elapsed_us() {  # $1: frames; the rest: arguments. Prints the run's wall time in µs.
    local frames=$1; shift
    local start end
    start=$(date +%s%N)
    env DISPLAY=":$display" XDG_DATA_HOME="$home" SDL_VIDEODRIVER=x11 FOLIO_MAX_FRAMES="$frames" "$app" "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo $(( (end - start) / 1000 ))
}

frame_ms() {  # the arguments of WindowFrames. Prints one run's steady frame, ms.
    local one many
    one=$(elapsed_us 1 "$@")
    many=$(elapsed_us 241 "$@")
    awk -v a="$one" -v b="$many" 'BEGIN { printf "%.2f", (b - a) / 240 / 1000 }'
}

side_by_side() {  # the arguments of WindowFrames. Prints the median steady frame with damage
    # tracking, drawing the whole window, and their ratio, ms: each run draws both, one after
    # the other, and its ratio is taken before the medians (the machine's mood cancels out).
    local damage=() whole=() ratio=() d w
    for _ in $(seq "$runs"); do
        d=$(frame_ms "$@")
        w=$(frame_ms "$@" whole)
        damage+=("$d"); whole+=("$w")
        ratio+=("$(awk -v d="$d" -v w="$w" 'BEGIN { printf "%.2f", (w > 0 ? d / w : 0) }')")
    done
    printf '%18s %18s %8s' "$(median "${damage[@]}")" "$(median "${whole[@]}")" "$(median "${ratio[@]}")"
}

cpu_ticks() {  # $1: a process. Prints its user + system CPU time so far, in clock ticks.
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}

idle_cpu() {  # the arguments of WindowFrames. Prints the median idle CPU share, %: the CPU time
    # one run spends in the ten seconds after its first two (start-up over), read from the
    # kernel's count for that run alone (a clock tick in ten seconds is 0.1 %).
    local figures=() app_pid before after hz
    hz=$(getconf CLK_TCK)
    for _ in $(seq "$runs"); do
        env DISPLAY=":$display" XDG_DATA_HOME="$home" SDL_VIDEODRIVER=x11 "$app" "$@" >/dev/null 2>&1 &
        app_pid=$!
        sleep 2
        before=$(cpu_ticks "$app_pid")
        sleep 10
        after=$(cpu_ticks "$app_pid")
        kill -TERM "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
        figures+=("$(awk -v a="$before" -v b="$after" -v hz="$hz" 'BEGIN { printf "%.1f", (b - a) / hz / 10 * 100 }')")
    done
    median "${figures[@]}"
}

echo "WindowFrames under Xvfb :$display ($(nproc) cores), Folio's renderer choice; medians of $runs runs"
printf '%-12s %-10s %18s %18s %8s\n' "size @2x" "scenario" "damage (ms/frame)" "whole (ms/frame)" "ratio"
for size in 390x844 1280x800; do
    for scenario in swipe pictures caret curl; do
        printf '%-12s %-10s %s\n' "$size" "$scenario" "$(side_by_side "$scenario" "$size" 2)"
    done
    printf '%-12s %-10s %17s%% %18s\n' "$size" "idle CPU" "$(idle_cpu idle "$size" 2)" "-"
done
