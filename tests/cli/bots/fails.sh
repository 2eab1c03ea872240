#!/bin/sh
echo "out of ideas" >&2
exit 3
