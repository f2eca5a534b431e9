#!/usr/bin/env bash
# Start-up of a window app on Folio: process start → first presented frame, and peak memory.
#
#   Benchmarks/startup/measure.sh [runs]      (default 9 runs per renderer)
#
# Builds Examples/HelloFolio in release, starts a virtual display (Xvfb), and runs the app under
# /usr/bin/time. Cold: FOLIO_MAX_FRAMES=1 — it launches, presents one frame, terminates; the
# elapsed time is an upper bound of start → first frame (it includes the exit). Steady: the same
# app rendering 101 frames, minus the 1-frame run, over 100 — one scene, many rendered frames. Each renderer is
# measured in the same run: Folio's choice for this machine, then SDL's OpenGL renderer
# (SDL_RENDER_DRIVER=opengl: Mesa's software rasteriser where there is no GPU). Targets: ≤ 100 ms
# and ≤ 64 MiB for Folio's choice.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-9}
scratch=.build/downstream-release
command -v Xvfb >/dev/null || { echo "Xvfb is missing: make deps installs it" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is missing: apt-get install time" >&2; exit 1; }

swift build -c release --package-path Examples/HelloFolio --scratch-path "$scratch" >/dev/null 2>&1
app="$scratch/release/HelloFolio"

# A display of our own; it goes when this script ends, however it ends.
exec 3< <(Xvfb -displayfd 1 -screen 0 1024x1024x24 -nolisten tcp 2>/dev/null & echo "pid $!"; wait)
read -r _ xvfb <&3
read -r display <&3
trap 'kill -KILL "$xvfb" 2>/dev/null || true' EXIT
home=$(mktemp -d)
trap 'kill -KILL "$xvfb" 2>/dev/null || true; rm -rf "$home"' EXIT

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

run_app() {  # $1: frames; the rest: environment. Prints "elapsed-ms peak-KiB".
    local frames=$1; shift
    local start end peak
    start=$(date +%s%N)
    peak=$(env DISPLAY=":$display" XDG_DATA_HOME="$home" FOLIO_MAX_FRAMES="$frames" "$@" \
           /usr/bin/time -f "%M" "$app" 2>&1 >/dev/null | tail -1)
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000 )) $peak"
}

measure() {  # $1: label; the rest: environment
    local label=$1; shift
    local cold=() steady=() peaks=()
    for _ in $(seq "$runs"); do
        read -r one peak < <(run_app 1 "$@")
        read -r many _ < <(run_app 101 "$@")
        cold+=("$(( one / 1000 ))")
        steady+=("$(awk -v a="$one" -v b="$many" 'BEGIN { printf "%.2f", (b - a) / 100 / 1000 }')")
        peaks+=("$(awk -v k="$peak" 'BEGIN { printf "%.1f", k / 1024 }')")
    done
    printf '%-32s cold: start → first frame %4s ms   steady: %5s ms a frame   peak memory %5s MiB   (medians of %d runs)\n' \
        "$label" "$(median "${cold[@]}")" "$(median "${steady[@]}")" "$(median "${peaks[@]}")" "$runs"
}

echo "HelloFolio under Xvfb :$display ($(nproc) cores)"
measure "Folio's renderer choice" SDL_VIDEODRIVER=x11
measure "SDL's OpenGL renderer (forced)" SDL_VIDEODRIVER=x11 SDL_RENDER_DRIVER=opengl
