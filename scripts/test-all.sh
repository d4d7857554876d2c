#!/usr/bin/env bash
# Every test: types, unit tests, a full build (validation + prerender + post-build checks),
# then Playwright on the built site in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== typecheck"; npm run --silent typecheck
echo "== unit tests"; npm run --silent test:unit
echo "== build (with the e2e configuration of tests/e2e/e2e.env)"
set -a; . tests/e2e/e2e.env; set +a
npm run --silent build
echo "== e2e tests"; npm run --silent test:e2e
