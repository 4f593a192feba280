#!/bin/sh
# Checks notes/guide.md: it must exist and have the sections Files, Goals and Ralph runs.
f=notes/guide.md
[ -f "$f" ] || { echo "guide check: FAIL - $f is missing"; exit 1; }
for s in "Files" "Goals" "Ralph runs"; do
  grep -qx "## $s" "$f" || { echo "guide check: FAIL - no '## $s' section in $f"; exit 1; }
done
echo "guide check: PASS - $(grep -c '^## ' "$f") sections in $f"
