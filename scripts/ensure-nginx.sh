#!/usr/bin/env bash
# Installs Debian's nginx (and its brotli modules) when missing: the e2e suite runs against it.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
missing=()
command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)
[ -f /usr/share/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Instalando ${missing[*]} do Debian..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
