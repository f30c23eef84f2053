#!/usr/bin/env bash
# Installs what building, running and testing Konakis needs on Debian/Ubuntu, only if missing:
# the system libraries Bevy links against, and Xvfb + Mesa's software Vulkan for the
# rendering test. Both `make run` and `make test` call it.
set -euo pipefail

packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev
          xvfb xauth mesa-vulkan-drivers libvulkan1)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v cargo >/dev/null || { echo "setup: cargo not found; install Rust from rustup.rs" >&2; exit 1; }
