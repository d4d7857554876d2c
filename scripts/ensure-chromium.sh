#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (tests never download a browser of their own).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium não encontrado em $CHROMIUM: instalando o pacote chromium do Debian..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
