#!/usr/bin/env bash
# Every test: types, formatting and lint, unused code and dependencies (knip), unit tests, a production build (no
# environment: its checks prove no secret reaches the bundle), the validity of its HTML and its
# performance budgets (lib/bench/budgets.ts), then a build with the e2e configuration and Playwright
# on it, served by Debian's nginx with the production config, in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-java.sh
echo "== typecheck"; npm run --silent typecheck
echo "== formatting (Prettier)"; npm run --silent format:check
echo "== lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)"; npm run --silent lint
echo "== unused files, exports and dependencies; unlisted dependencies (knip)"; npm run --silent knip
echo "== unit tests"; npm run --silent test:unit
echo "== editing tasks, each one line of data/, on a built copy of the site"; npm run --silent test:build
echo "== production build (no environment variables)"
env -u VITE_LEAD_WEBHOOK_URL -u VITE_LEAD_WEBHOOK_TOKEN -u VITE_TURNSTILE_SITE_KEY npm run --silent build
echo "== valid HTML of that build (W3C Nu Html Checker, every page)"; npm run --silent check:html
echo "== performance budgets of that build (bytes of every route; Lighthouse on /, a product page and a post)"
npm run --silent bench -- --skip-build --runs 1 --routes ci --blog 0 --check --port 4181 --out reports/ci
echo "== build with the e2e configuration (tests/e2e/e2e.env)"
set -a; . tests/e2e/e2e.env; set +a
npm run --silent build
echo "== e2e tests (nginx + Chromium)"; npm run --silent test:e2e
