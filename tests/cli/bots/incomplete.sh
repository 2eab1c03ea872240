#!/bin/sh
echo '{"tile": "D", "rotation": 0}'
