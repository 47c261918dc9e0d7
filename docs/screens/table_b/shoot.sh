#!/bin/bash
# The table screenshots of issue 31 B under Xvfb with the openbox window manager (title bars
# and frames change what fits): one scene of shoot.py, one PNG of the whole screen.
# usage: shoot.sh WxH SCENE OUT.png [shoot.py options] [-- VAR=val ...]
#   e.g. shoot.sh 1024x640 skipped /tmp/skipped.png
#        shoot.sh 1600x1000 skipped /tmp/skipped_200.png -- QT_SCALE_FACTOR=2
#        shoot.sh 1440x900 panel /tmp/panel_ar.png --lang ar --theme dark
SIZE=$1; SCENE=$2; OUT=$3; shift 3
OPTS=(); while [ $# -gt 0 ] && [ "$1" != "--" ]; do OPTS+=("$1"); shift; done
[ "$1" = "--" ] && shift
ENVS=("$@")
# a display number of our own (several shots may run at once)
D=$(( 120 + RANDOM % 200 ))
while [ -e /tmp/.X$D-lock ]; do D=$((D + 1)); done
Xvfb :$D -screen 0 ${SIZE}x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
DISPLAY=:$D openbox >/dev/null 2>&1 &
OPID=$!
sleep 1
cd "$(dirname "$0")/../../.."
env DISPLAY=:$D QT_QPA_PLATFORM=xcb "${ENVS[@]}" timeout ${TIMEOUT:-180} .venv/bin/python \
    docs/screens/table_b/shoot.py "$SCENE" --out "$OUT" "${OPTS[@]}"
STATUS=$?
kill $OPID $XPID 2>/dev/null
wait $OPID $XPID 2>/dev/null
exit $STATUS
