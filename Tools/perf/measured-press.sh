# Sourced by Tools/perf/footprint.sh and Tools/layout/presses.sh: one key press recorded by a
# callgrind whose instrumentation is otherwise off.
#
#   measured_press PID SESSION KEY
# Switches PID's instrumentation on (callgrind starts its cache simulator empty each time), sends
# KEY to the tmux session (on the `tui` server), and switches it off once the terminal shows the
# press, or after WINDOW seconds when WINDOW is set (to take in what comes later, such as a
# poster). Always with the pid: callgrind_control without one acts on every callgrind running.
measured_press() {
  local pid=$1 session=$2 key=$3 before
  before=$(tmux -L tui capture-pane -p -e -t "$session" | md5sum)
  callgrind_control -i on "$pid" >/dev/null 2>&1
  tmux -L tui send-keys -t "$session" "$key"
  if [ -n "${WINDOW:-}" ]; then
    sleep "$WINDOW"
  else
    for _ in $(seq 300); do
      [ "$(tmux -L tui capture-pane -p -e -t "$session" | md5sum)" != "$before" ] && break
      sleep 0.01
    done
    sleep 0.02
  fi
  callgrind_control -i off "$pid" >/dev/null 2>&1
}
