#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (tests never download a browser of their own).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium não encontrado em $CHROMIUM."
source "$(dirname "$0")/apt-install.sh"
apt_install chromium
"$CHROMIUM" --version
