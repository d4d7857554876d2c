#!/usr/bin/env bash
# Installs what serving the build like production needs, when missing: Debian's nginx (and its
# brotli modules), which the e2e suite and the bench run against; openssl, with which the bench
# signs the certificate of its local stand-in for the third parties; GNU time, with which it measures builds.
set -euo pipefail
missing=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)
[ -f /usr/share/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
source "$(dirname "$0")/apt-install.sh"
apt_install "${missing[@]}"
