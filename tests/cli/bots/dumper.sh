#!/bin/sh
cp "$1" "$BASTIDE_TEST_DUMP/$(basename "$1")" || exit 1
exec "$BASTIDE_CLI" move "$1" --ai random
