#!/bin/bash
# CLI start-up in interleaved rounds, this checkout against an older one:
#   scripts/bench-cli-start.sh <old checkout> [rounds] > timings.txt
# (old checkout: `git archive <commit> src package.json package-lock.json tests/fixtures/logs`
# unpacked, with node_modules linked to this one's). One line per run: label wall user sys.
NEW=$(cd "$(dirname "$0")/.." && pwd); OLD=$1; N=$NEW/node_modules/.bin/node
ONE=tests/fixtures/logs/valid-minimal.json
run() { local label=$1 dir=$2; shift 2; ( cd "$dir" && /usr/bin/time -f "$label %e %U %S" "$@" 2>&1 >/dev/null | tail -1 ); }
for i in $(seq 1 "${2:-12}"); do
  if (( i % 2 )); then
    run npx-true "$NEW" npx --no-install -c true
    run npx-help-new "$NEW" npx debate-atlas --help
    run npx-help-old "$OLD" npx debate-atlas --help
  else
    run npx-help-old "$OLD" npx debate-atlas --help
    run npx-help-new "$NEW" npx debate-atlas --help
    run npx-true "$NEW" npx --no-install -c true
  fi
  run node-e0 "$NEW" "$N" -e 0
  run help-old "$OLD" "$N" src/cli/main.ts --help
  run help-lazy-src "$NEW" "$N" src/cli/main.ts --help
  run help-new "$NEW" "$N" bin/debate-atlas.js --help
  run validate-old "$OLD" "$N" src/cli/main.ts validate $ONE
  run validate-new "$NEW" "$N" bin/debate-atlas.js validate $ONE
done
