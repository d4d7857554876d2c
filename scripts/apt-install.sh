# apt_install PACKAGE...: installs Debian packages, through sudo when not root. Sourced by the
# ensure-*.sh scripts.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "Faltam os pacotes do Debian: $*. Instale-os como root: apt-get update && apt-get install -y $*" >&2
      exit 1
    fi
    sudo="sudo"
  fi
  echo "Instalando $* do Debian..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
