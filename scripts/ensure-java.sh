#!/usr/bin/env bash
# Installs Debian's Java runtime when `java` is missing: the HTML check (scripts/check-html.ts) runs the
# W3C Nu Html Checker's vnu.jar with it.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java não encontrado."
source "$(dirname "$0")/apt-install.sh"
apt_install default-jre-headless
java -version
