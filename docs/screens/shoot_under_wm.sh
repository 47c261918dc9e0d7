#!/bin/bash
# The game under Xvfb with the openbox window manager (title bars and frames change
# what fits), one screenshot of the whole screen.
# usage: shoot_under_wm.sh DISPLAY WxH OUT.png [VAR=val...] -- [phase10 options]
#   env WAIT (seconds before the shot), KEYS (xdotool keys to press first, e.g. Return
#   to accept the welcome dialog), WAIT2 (seconds after the keys)
# e.g. the pictures in docs/screens/wm/:
#   KEYS=Return ./shoot_under_wm.sh 71 1024x640 first.png --
#   KEYS=Return ./shoot_under_wm.sh 72 1600x1000 first_200.png QT_SCALE_FACTOR=2 --
#   KEYS=Return ./shoot_under_wm.sh 71 1024x640 six.png -- --new-game --players 6 --seed 11
#   KEYS=Return ./shoot_under_wm.sh 73 1440x900 ar.png LANG=ar_AE.UTF-8 LC_ALL=ar_AE.UTF-8 -- --new-game --players 6 --seed 11
D=$1; SIZE=$2; OUT=$3; shift 3
ENVS=(); while [ "$1" != "--" ] && [ $# -gt 0 ]; do ENVS+=("$1"); shift; done; shift
Xvfb :$D -screen 0 ${SIZE}x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
DISPLAY=:$D openbox >/dev/null 2>&1 &
OPID=$!
sleep 1
DATA=${DATA:-$(mktemp -d)}
(cd "$(dirname "$0")/../.." && env DISPLAY=:$D QT_QPA_PLATFORM=xcb PHASE10_DATA_DIR=$DATA XDG_CONFIG_HOME=$DATA "${ENVS[@]}" .venv/bin/python -m phase10_desktop "$@" >/dev/null 2>&1 & echo $! > /tmp/xapp$D.pid)
sleep ${WAIT:-8}
if [ -n "$KEYS" ]; then DISPLAY=:$D xdotool key --delay 300 $KEYS; sleep ${WAIT2:-3}; fi
DISPLAY=:$D import -window root $OUT
DISPLAY=:$D xdotool search --name "Phase 10" getwindowgeometry 2>/dev/null | head -5
kill $(cat /tmp/xapp$D.pid) 2>/dev/null; sleep 0.5
kill $OPID $XPID 2>/dev/null
