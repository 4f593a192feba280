#!/usr/bin/env bash
# Screenshots of the first-run offline demo, for the README and for looking at the window.
#
#   scripts/screenshots.sh [OUT_DIR]        (default: docs/screenshots)
#   SCREENSHOT_LANGUAGE=zh scripts/screenshots.sh /tmp/zh     (the window in Chinese)
#   SCREENSHOT_THEME=dark SCREENSHOT_SIZE=1024x700 SCREENSHOT_WM=openbox scripts/screenshots.sh DIR
#                                             (dark theme, a 1024x700 screen, under openbox)
#   scripts/screenshots.sh --variants [OUT_DIR]   (default: docs/screenshots/variants)
#       the window with the tour's approval card in every combination of light/dark, en/zh,
#       1024x700/1920x1080 and openbox/no window manager: 16 PNGs named window-THEME-LANGUAGE-SIZE-WM.png
#
# Starts Ralph Desk with the README's start command (./ralph-desk) on a virtual X display
# (Xvfb) with a fresh HOME, so it is a first offline run: the demo workspace is copied and the
# demo session opens with "Show me around this workspace." typed in. Then it drives the demo the
# way a person would, with xdotool (keys and clicks): sends the tour, answers the shell approvals
# (cards in the transcript that take the focus) with "Allow once" (Enter), types `/goal make the greeting test pass`, `/goal pause` and
# `/goal resume`, then `/ralph write the demo guide in notes/guide.md`, and saves PNGs along the way:
# the whole screen, and the right-hand panel (goal panel above the Ralph timeline) cropped out;
# last, the header's provider and model picker open and the Settings dialog (Ctrl+,).
# Installs what it needs from Debian's packages when missing (as root). Re-run it any time; it
# overwrites the PNGs. Logs go to OUT_DIR/screenshots.log (the app's output: OUT_DIR/app.log).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --variants ]; then
  dir=${2:-$root/docs/screenshots/variants}
  mkdir -p "$dir"
  for theme in light dark; do
    for language in en zh; do
      for size in 1024x700 1920x1080; do
        for wm in openbox none; do
          name=window-$theme-$language-$size-$wm
          SCREENSHOT_THEME=$theme SCREENSHOT_LANGUAGE=$language SCREENSHOT_SIZE=$size \
            SCREENSHOT_WM=${wm/none/} SCREENSHOT_ONLY=$name "$0" "$dir/.work" \
            || { echo "the variant $name failed; see $dir/.work/screenshots.log" >&2; exit 1; }
          mv "$dir/.work/$name.png" "$dir/$name.png"
        done
      done
    done
  done
  rm -rf "$dir/.work"
  echo "done: 16 PNGs in $dir" >&2
  exit 0
fi
out=${1:-$root/docs/screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)
log=$out/screenshots.log
: >"$log"
say() { echo "$*" | tee -a "$log" >&2; }

# (no `grep -q` after a pipe: with pipefail, the writer it stops early fails the test)
need=()
command -v Xvfb >/dev/null || need+=(xvfb)
command -v xauth >/dev/null || need+=(xauth)
command -v xdotool >/dev/null || need+=(xdotool)
command -v xwininfo >/dev/null || need+=(x11-utils)
[ -x /usr/bin/import ] && [ -x /usr/bin/convert ] || need+=(imagemagick)
ldconfig -p | grep libgtk-3.so.0 >/dev/null || need+=(libgtk-3-0)
ldconfig -p | grep libXtst.so.6 >/dev/null || need+=(libxtst6)
fc-list 2>/dev/null | grep -i dejavu >/dev/null || need+=(fontconfig fonts-dejavu-core)
wm=${SCREENSHOT_WM:-}
[ -n "$wm" ] && ! command -v "$wm" >/dev/null && need+=("$wm")
[ "${SCREENSHOT_LANGUAGE:-en}" = zh ] && ! fc-list :lang=zh 2>/dev/null | grep . >/dev/null && need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  say "installing ${need[*]} ..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}") >>"$log" 2>&1 \
    || { say "could not install ${need[*]}; see $log"; exit 1; }
fi

home=$(mktemp -d /tmp/ralph-desk-screenshots.XXXXXX)
# approval mode auto-edit: the demo's file changes run at once and only its shell commands ask, so a
# card never takes the keys typed into the composer (in ask mode /goal's first write would)
mkdir -p "$home/.config/ralph-desk"
echo '{"approvalMode": "auto-edit"}' >"$home/.config/ralph-desk/settings.json"
language=${SCREENSHOT_LANGUAGE:-en}
theme=${SCREENSHOT_THEME:-light}
echo "theme=$theme" >"$home/.config/ralph-desk/window.properties"
if [ "$language" = zh ]; then   # the language is a window preference, as Settings saves it
  echo "language=zh" >>"$home/.config/ralph-desk/window.properties"
fi
display=":$(( 300 + RANDOM % 300 ))"
Xvfb "$display" -screen 0 "${SCREENSHOT_SIZE:-1440x900}x24" -nolisten tcp >>"$log" 2>&1 &
xvfb=$!
app=
wm_pid=
cleanup() {
  [ -n "$app" ] && { kill -- "-$app" 2>/dev/null || true; sleep 1; kill -9 -- "-$app" 2>/dev/null || true; }
  [ -n "$wm_pid" ] && kill "$wm_pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT
export DISPLAY=$display
sleep 1
if [ -n "$wm" ]; then
  "$wm" >>"$log" 2>&1 &
  wm_pid=$!
  sleep 1
fi

# Build first when the build is stale (with the real HOME, so Maven uses its own repository); then a
# first run: an empty HOME, no provider settings, no API keys in the environment.
"$root/ralph-desk" --version >>"$log" 2>&1 || { say "the build failed; see $log"; exit 1; }
say "starting the app on $display with HOME=$home"
cd "$root"
env -i HOME="$home" PATH="$PATH" DISPLAY="$display" LANG=C.UTF-8 ${JAVA_HOME:+JAVA_HOME="$JAVA_HOME"} \
  setsid ./ralph-desk >"$out/app.log" 2>&1 &
app=$!

window=
for _ in $(seq 1 180); do
  window=$(xdotool search --onlyvisible --name '^Ralph Desk$' 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
  kill -0 "$app" 2>/dev/null || { say "the app exited; see $out/app.log"; exit 1; }
  sleep 1
done
[ -n "$window" ] || { say "no window after 180 s; see $out/app.log"; exit 1; }
sleep 3
eval "$(xdotool getwindowgeometry --shell "$window")"   # X Y WIDTH HEIGHT of the main window
say "window $window at $X,$Y size ${WIDTH}x$HEIGHT"

shot() { # shot NAME [panel]: the whole screen, and with "panel" also the right-hand panel alone
  import -window root "$out/$1.png"
  if [ "${2:-}" = panel ]; then
    # where the panel is in the window, as the app's log last said ("side panel at X,Y WxH"): below the
    # header and above the status bar, whatever the banner's and the header's heights
    local place px py pw ph
    place=$(grep -o 'side panel at [0-9]*,[0-9]* [0-9]*x[0-9]*' "$applog" | tail -1) \
      || { say "the app's log does not say where the side panel is; see $applog"; exit 1; }
    read -r px py pw ph <<<"$(echo "${place#side panel at }" | tr ',x' '  ')"
    # the window's inside on the screen (xdotool's X,Y count a window manager's frame twice)
    local ox oy
    read -r ox oy <<<"$(xwininfo -id "$window" | awk '/Absolute upper-left X:/ {x = $4} /Absolute upper-left Y:/ {y = $4} END {print x, y}')"
    /usr/bin/convert "$out/$1.png" -crop "${pw}x${ph}+$(( ox + px ))+$(( oy + py ))" +repage "$out/$1-panel.png"
  fi
  say "saved $out/$1.png${2:+ (and $1-panel.png)}"
}
composer() { # click into the composer (bottom of the transcript column)
  xdotool mousemove --window "$window" $(( WIDTH * 45 / 100 )) $(( HEIGHT - 80 )) click 1
  sleep 0.3
}
send() { # send TEXT: type it into the empty composer and press Ctrl+Enter
  # A /command is typed without its slash, which is added last: the slash-command completion
  # popup opens while the text is a bare "/word", and keys typed meanwhile can get lost.
  composer
  xdotool key --clearmodifiers ctrl+a BackSpace
  xdotool type --delay 20 "${1#/}"
  if [ "${1:0:1}" = / ]; then
    xdotool key Home
    xdotool type "/"
  fi
  sleep 0.2
  xdotool key --clearmodifiers ctrl+Return
  say "sent: $1"
}
applog=$home/.local/state/ralph-desk/ralph-desk.log   # the app's log file (a fresh HOME)
answered=0   # the approvals answered so far; the log numbers them from 1
next_waits() { grep -q "approval $(( answered + 1 )) waits:" "$applog" 2>/dev/null; }
approve_within() { # approve_within SECONDS [SHOT]: answer the approval cards that come with Enter (Allow once)
  # An approval is a card in the transcript that takes the focus when it comes; the log file says
  # "approval N waits: …" when one does and "approval N answered: …" once it is answered.
  local end=$(( SECONDS + $1 )) next
  while [ $SECONDS -lt $end ]; do
    next=$(( answered + 1 ))
    if next_waits; then
      sleep 0.8   # the card is drawn and has the focus
      [ -n "${2:-}" ] && { shot "$2"; set -- "$1"; }
      xdotool key --clearmodifiers Return
      for _ in $(seq 1 25); do
        grep -q "approval $next answered:" "$applog" && break
        sleep 0.2
      done
      grep -q "approval $next answered: ONCE" "$applog" \
        || { say "approval $next was not allowed by Enter on its card; see $applog"; exit 1; }
      answered=$next
      say "allowed once: $(grep -o "approval $next waits: [A-Z_]*" "$applog")"
    fi
    sleep 0.2
  done
}

turns_finished() { # turns_finished N SECONDS: wait until the log file says N turns finished
  local end=$(( SECONDS + $2 )) n
  while [ $SECONDS -lt $end ]; do
    n=$(grep -c ': turn .* finished ' "$applog" 2>/dev/null) || n=0
    [ "$n" -ge "$1" ] && { sleep 1; return 0; }
    sleep 0.2
  done
  say "fewer than $1 turns finished within $2 s; see $applog"
  exit 1
}

if [ -n "${SCREENSHOT_ONLY:-}" ]; then  # one variant: the tour up to its approval card, then stop
  composer
  xdotool key --clearmodifiers Return
  for _ in $(seq 1 150); do next_waits && break; sleep 0.2; done
  next_waits || { say "no approval card within 30 s; see $applog"; exit 1; }
  sleep 1
  shot "$SCREENSHOT_ONLY"
  exit 0
fi

shot 01-first-run panel

# The tour: send the prefilled message (Enter sends); one shell command to approve.
composer
xdotool key --clearmodifiers Return
say "sent the prefilled tour message"
approve_within 8 02-shell-approval
turns_finished 1 30   # the reply rendered as Markdown once complete
shot 03-tour-done

# A goal: created, paused at once by the person (its first round is cancelled), resumed, then
# rounds until a passing test certifies it: round N edits greet.sh and claims DONE without a test
# (refused by the completion gate), round N+1 runs `sh test.sh` (one shell approval) and claims again.
send "/goal make the greeting test pass"
send "/goal pause"
sleep 1.5
shot 04-goal-paused panel
send "/goal resume"
sleep 1.2
shot 05-goal-active panel
approve_within 15 06-goal-verifying-approval
shot 07-goal-complete panel

# A Ralph run: three fresh agents; the timeline mid-run, then at its end.
send "/ralph write the demo guide in notes/guide.md"
sleep 3
shot 08-ralph-timeline-round-1 panel
sleep 3
shot 09-ralph-timeline-mid-run panel
approve_within 12 10-ralph-round-3-approval
sleep 2
shot 11-ralph-run-complete panel

# The header's provider and model picker, open (the button sits left of the gear and the panel toggle).
xdotool windowactivate --sync "$window" 2>/dev/null || true
xdotool mousemove --window "$window" $(( WIDTH - 150 )) 99 click 1
sleep 1.5
shot 12-model-picker
xdotool key Escape
sleep 0.5

# Settings: the provider, caps, data folder (with where the one in use comes from) and language.
composer
xdotool key --clearmodifiers ctrl+comma
sleep 2
shot 13-settings

say "done: $(ls "$out"/*.png | wc -l) PNGs in $out"
