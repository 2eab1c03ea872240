#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Bastide developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A Bastide bot (docs/formats.md, section 6) that plays a random legal move."""
import json, os, random, subprocess, sys

cli = os.environ.get("BASTIDE_CLI", "bastide-cli")
legal = subprocess.run([cli, "legal", sys.argv[1]], check=True, capture_output=True, text=True)
print(json.dumps(random.choice(json.loads(legal.stdout))))
