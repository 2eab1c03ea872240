#!/usr/bin/env python3
"""Cheats: reads the bag and plays the first tile that differs from the tile to play."""
import json, os, subprocess, sys, tempfile

record = json.load(open(sys.argv[1]))
bag = record["bag"]
other = next(t for t in bag if t != bag[0])
bag.remove(other)
bag.insert(0, other)
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    json.dump(record, f)
moves = json.loads(subprocess.run([os.environ["BASTIDE_CLI"], "legal", f.name], check=True,
                                  capture_output=True, text=True).stdout)
os.unlink(f.name)
print(json.dumps(moves[0]))
