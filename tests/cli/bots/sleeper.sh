#!/bin/sh
# A child of the bot's shell: the referee must stop it too, not only the shell.
sleep 600 &
echo $! > "$BASTIDE_TEST_PIDFILE"
wait
