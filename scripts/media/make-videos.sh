#!/usr/bin/env bash
# make-videos.sh — generate the hero and banner background videos for Glow Naija.
#
# Why generated?
#   The shop has no stock footage and the build environment has no internet
#   access, so the looping background videos are synthesised from ffmpeg's
#   built-in lavfi sources and filters (no external assets, no text). The
#   look is slowly drifting, blurred colour glows, soft bokeh and a gentle light
#   sweep in the shop palette. Every motion term is periodic in the clip length,
#   so the clips loop seamlessly.
#
# Output (into apps/web/public/media/):
#   hero.{mp4,webm}      deep plum, dark centre-left for a white headline
#   makeup.{mp4,webm}    berry / coral / rose, medium-dark for white headings
#   skincare.{mp4,webm}  green tea / peach / cream, medium-dark for white headings
#   *-poster.webp        a still frame of each, for <video poster>
#   All videos: 1280x720, 24 fps, 8 s, silent (no audio track),
#   H.264 (+faststart, yuv420p) and VP9.
#
# How to rerun:
#   bash scripts/media/make-videos.sh          # all three, from anywhere
#   bash scripts/media/make-videos.sh hero     # only the named scene(s)
#   The outputs are committed; rerun only when changing the look.
#
# Requires:
#   Debian's ffmpeg (apt-get install -y ffmpeg), which ships libx264,
#   libvpx-vp9 and libwebp. Takes roughly a minute or two on 2 cores.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/apps/web/public/media"
mkdir -p "$OUT"

command -v ffmpeg >/dev/null || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }

SCENES="${*:-hero makeup skincare}"

DUR=8          # loop length in seconds; all motion is periodic in DUR
FPS=24
W=1280 H=720
# The scene is computed at a quarter of the resolution (it is all soft blur
# anyway) and upscaled; this keeps geq fast.
LW=320 LH=180

# Normalised coordinates: u in [0,1] across, v in [0,0.5625] down (square pixels).
U="(X/W)"
V="(Y/W)"
TAU="(2*PI*T/$DUR)"

# ---------------------------------------------------------------------------
# Expression builders. A scene is:
#   base colour = horizontal lerp from LEFT to RIGHT (hex colours)
#   + drifting gaussian glows, each pulling the colour towards its own colour
#   + soft bokeh discs (additive light)
#   + an optional diagonal light sweep (additive)
#   then a readability scrim darkening the centre-left.
# ---------------------------------------------------------------------------

hex_c() { # hex_c RRGGBB idx -> decimal channel (0=r,1=g,2=b)
  printf '%d' "0x${1:$((2 * $2)):2}"
}

# glow "RRGGBB alpha cx cy ax ay sigma2 phase kx ky"
#   centre moves on an ellipse: cx+ax*cos(kx*tau+phase), cy+ay*sin(ky*tau+phase)
glow_w() {
  local a=$2 cx=$3 cy=$4 ax=$5 ay=$6 s=$7 ph=$8 kx=$9 ky=${10}
  printf '%s*exp(-(pow(%s-(%s+%s*cos(%s*%s+%s)),2)+pow(%s-(%s+%s*sin(%s*%s+%s)),2))/%s)' \
    "$a" "$U" "$cx" "$ax" "$kx" "$TAU" "$ph" "$V" "$cy" "$ay" "$ky" "$TAU" "$ph" "$s"
}

# bokeh "RRGGBB alpha cx cy radius drift phase"
#   soft disc, bobbing up/down by drift and sideways by drift/2
bokeh_w() {
  local a=$2 cx=$3 cy=$4 r=$5 d=$6 ph=$7
  printf '%s*clip((%s-hypot(%s-(%s+%s*0.5*cos(%s+%s)),%s-(%s+%s*sin(%s+%s))))/(%s*0.45),0,1)' \
    "$a" "$r" "$U" "$cx" "$d" "$TAU" "$ph" "$V" "$cy" "$d" "$TAU" "$ph" "$r"
}

# channel_expr idx LEFT RIGHT SWEEP_ALPHA SCRIM glows... -- bokehs...
channel_expr() {
  local i=$1 left=$2 right=$3 sweep=$4 scrim=$5
  shift 5
  local l r
  l=$(hex_c "$left" "$i")
  r=$(hex_c "$right" "$i")
  # base: lerp left->right with a slight diagonal
  local base="($l+($r-$l)*clip($U*0.85+$V*0.35,0,1))"
  # accumulate the colour in geq register 0 (st/ld) to keep the expression linear
  local e="st(0,$base)"
  local mode=glow spec
  for spec in "$@"; do
    if [[ $spec == -- ]]; then mode=bokeh; continue; fi
    # shellcheck disable=SC2086
    set -- $spec
    local c
    c=$(hex_c "$1" "$i")
    if [[ $mode == glow ]]; then
      e="$e;st(0,ld(0)+($c-ld(0))*$(glow_w $spec))"
    else
      e="$e;st(0,ld(0)+($c-ld(0))*$(bokeh_w $spec))"
    fi
  done
  # light sweep: diagonal band crossing once per loop (off-screen at the seam)
  if [[ $sweep != 0 ]]; then
    e="$e;st(0,ld(0)+(255-ld(0))*$sweep*exp(-pow(($U+0.6*$V)-(-0.7+2.6*(T/$DUR)),2)/0.03))"
  fi
  # readability scrim: darken a soft ellipse centred left of centre
  e="$e;st(0,ld(0)*(1-$scrim*exp(-(pow($U-0.28,2)/0.09+pow($V-0.29,2)/0.06))))"
  printf '%s;clip(ld(0),0,255)' "$e"
}

render() { # render NAME LEFT RIGHT SWEEP SCRIM POSTER_T specs...
  local name=$1 left=$2 right=$3 sweep=$4 scrim=$5 pt=$6
  shift 6
  [[ " $SCENES " == *" $name "* ]] || return 0
  local rx gx bx
  rx=$(channel_expr 0 "$left" "$right" "$sweep" "$scrim" "$@")
  gx=$(channel_expr 1 "$left" "$right" "$sweep" "$scrim" "$@")
  bx=$(channel_expr 2 "$left" "$right" "$sweep" "$scrim" "$@")

  local tmp
  tmp="$(mktemp -d)"
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp'" RETURN

  echo "==> $name: rendering"
  # Lossless intermediate at full size; both encodes read from it.
  # The filter graph goes through a script file (the expressions are long).
  printf "format=gbrp,geq=r='%s':g='%s':b='%s',scale=%sx%s:flags=bicubic,gblur=sigma=6,noise=alls=2:allf=u,format=yuv444p" \
    "$rx" "$gx" "$bx" "$W" "$H" >"$tmp/graph.txt"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=black:s=${LW}x${LH}:r=${FPS}:d=${DUR}" \
    -filter_script:v "$tmp/graph.txt" \
    -an -c:v libx264 -qp 0 -preset ultrafast "$tmp/src.mkv"

  echo "==> $name: mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$tmp/src.mkv" \
    -an -c:v libx264 -preset slow -profile:v high -tune film \
    -crf 23 -maxrate 420k -bufsize 840k -g $((FPS * 2)) \
    -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"

  echo "==> $name: webm"
  ffmpeg -hide_banner -loglevel error -y -i "$tmp/src.mkv" \
    -an -c:v libvpx-vp9 -b:v 450k -crf 20 -row-mt 1 -deadline good -cpu-used 2 \
    -g $((FPS * 2)) -pix_fmt yuv420p "$OUT/$name.webm"

  echo "==> $name: poster"
  ffmpeg -hide_banner -loglevel error -y -ss "$pt" -i "$tmp/src.mkv" -frames:v 1 \
    -c:v libwebp -quality 85 -compression_level 6 "$OUT/$name-poster.webp"
}

# ---------------------------------------------------------------------------
# Scenes. Glow spec: "RRGGBB alpha cx cy ax ay sigma2 phase kx ky"
#         Bokeh spec: "RRGGBB alpha cx cy radius drift phase"
# ---------------------------------------------------------------------------

# Hero: deep plum, rose and nude glows drifting on the right, warm ivory bokeh.
render hero 2A1520 4A2535 0.07 0.35 2 \
  "C8557A 0.75 0.78 0.20 0.08 0.06 0.045 0.0 1 1" \
  "F3E6DF 0.45 0.92 0.42 0.06 0.05 0.030 2.1 1 1" \
  "8E3A5C 0.70 0.55 0.48 0.10 0.05 0.060 4.2 1 1" \
  "3B1F2B 0.60 0.20 0.25 0.06 0.05 0.080 1.0 1 1" \
  -- \
  "FBF7F4 0.16 0.70 0.14 0.030 0.020 0.0" \
  "F3E6DF 0.12 0.86 0.33 0.045 0.025 2.5" \
  "FBF7F4 0.10 0.62 0.44 0.022 0.018 4.4" \
  "C8557A 0.14 0.95 0.10 0.035 0.020 1.3"

# Makeup: berry base, coral and rose glows, warm highlights.
render makeup 5E1A36 8E2F4F 0.05 0.30 3 \
  "E0786A 0.80 0.80 0.22 0.09 0.06 0.050 0.5 1 1" \
  "C8557A 0.75 0.60 0.45 0.08 0.05 0.055 2.6 1 1" \
  "F2A48C 0.45 0.95 0.45 0.05 0.04 0.030 4.0 1 1" \
  "4A1530 0.60 0.18 0.20 0.05 0.05 0.070 1.7 1 1" \
  -- \
  "FBF7F4 0.16 0.74 0.12 0.032 0.020 0.8" \
  "F3E6DF 0.12 0.90 0.36 0.040 0.022 3.1" \
  "F2A48C 0.14 0.64 0.40 0.026 0.018 5.0"

# Skincare: deep green-tea base, peach and cream glows, fresh light.
render skincare 2E4A3C 6A9274 0.06 0.32 3 \
  "F6BFA2 0.75 0.84 0.20 0.07 0.05 0.040 0.3 1 1" \
  "FBF1E6 0.55 0.95 0.46 0.05 0.04 0.030 2.4 1 1" \
  "A9C79A 0.60 0.58 0.47 0.09 0.05 0.050 4.1 1 1" \
  "284034 0.55 0.18 0.22 0.05 0.05 0.070 1.2 1 1" \
  -- \
  "FBF7F4 0.16 0.72 0.13 0.032 0.020 0.4" \
  "F3E6DF 0.12 0.88 0.34 0.042 0.024 2.7" \
  "FBF7F4 0.10 0.63 0.42 0.024 0.018 4.6"

ls -la "$OUT"
