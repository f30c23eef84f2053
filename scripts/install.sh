#!/usr/bin/env bash
# `make install` and `make uninstall`: puts Konakis where a desktop finds it, for one user and
# without root, and takes away exactly what it put.
#
#   scripts/install.sh install     BIN_DIR=<built binaries> [PREFIX=~/.local] [DESTDIR=]
#   scripts/install.sh uninstall   [PREFIX=~/.local] [DESTDIR=]
#
# Installs under $DESTDIR$PREFIX: bin/konakis and bin/konakis-cli; the desktop entry and the
# AppStream metainfo; the icon at 48, 128 and 256 pixels and as SVG (hicolor theme); the
# manual pages; the shell completions of both binaries for bash, zsh and fish. The icons,
# pages and completions come from the binaries themselves (`konakis --generate`,
# `konakis-cli man`, `konakis-cli completions`). Every file put there is listed in
# share/konakis/installed-files, which `uninstall` reads: it removes those files, the list,
# and nothing else.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
app_id="org.konakis.Konakis"
prefix="${PREFIX:-$HOME/.local}"
root="${DESTDIR:-}$prefix"
manifest="$root/share/konakis/installed-files"

# put MODE SOURCE DEST: installs one file (DEST relative to the prefix) and lists it.
put() {
  install -D -m "$1" "$2" "$root/$3"
  echo "$root/$3" >> "$manifest.new"
}

install_all() {
  local bin="${BIN_DIR:?BIN_DIR must name the folder of the built konakis and konakis-cli}"
  for exe in konakis konakis-cli; do
    [ -x "$bin/$exe" ] || { echo "install: $bin/$exe is not built" >&2; exit 1; }
  done
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$(dirname "$manifest")"
  : > "$manifest.new"
  put 755 "$bin/konakis" bin/konakis
  put 755 "$bin/konakis-cli" bin/konakis-cli
  # The entry starts the binary by its full path: ~/.local/bin need not be on PATH.
  sed "s|@BINDIR@|$prefix/bin|" "$here/packaging/$app_id.desktop" > "$work/$app_id.desktop"
  put 644 "$work/$app_id.desktop" "share/applications/$app_id.desktop"
  put 644 "$here/packaging/$app_id.metainfo.xml" "share/metainfo/$app_id.metainfo.xml"
  for size in 48 128 256; do
    "$bin/konakis" --generate "icon-$size" > "$work/icon-$size.png"
    put 644 "$work/icon-$size.png" "share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  done
  "$bin/konakis" --generate icon-svg > "$work/icon.svg"
  put 644 "$work/icon.svg" "share/icons/hicolor/scalable/apps/$app_id.svg"
  "$bin/konakis" --generate man > "$work/konakis.1"
  put 644 "$work/konakis.1" share/man/man1/konakis.1
  mkdir "$work/man"
  "$bin/konakis-cli" man "$work/man" > /dev/null
  for page in "$work"/man/*.1; do
    put 644 "$page" "share/man/man1/$(basename "$page")"
  done
  for exe in konakis konakis-cli; do
    generate() { if [ "$exe" = konakis ]; then "$bin/konakis" --generate "$1"; else "$bin/konakis-cli" completions "$1"; fi; }
    generate bash > "$work/$exe.bash"
    put 644 "$work/$exe.bash" "share/bash-completion/completions/$exe"
    generate zsh > "$work/$exe.zsh"
    put 644 "$work/$exe.zsh" "share/zsh/site-functions/_$exe"
    generate fish > "$work/$exe.fish"
    put 644 "$work/$exe.fish" "share/fish/vendor_completions.d/$exe.fish"
  done
  mv "$manifest.new" "$manifest"
  echo "installed under $root ($(wc -l < "$manifest") files, listed in $manifest)"
}

uninstall_all() {
  if [ ! -f "$manifest" ]; then
    echo "uninstall: nothing of Konakis is installed under $root (no $manifest)" >&2
    exit 1
  fi
  local count=0
  while IFS= read -r path; do
    case "$path" in
      "$root"/*) ;;
      *) echo "uninstall: $path is not under $root; left alone" >&2; continue ;;
    esac
    if [ -f "$path" ] || [ -L "$path" ]; then
      rm -f "$path"
      count=$((count + 1))
    fi
  done < "$manifest"
  rm -f "$manifest"
  rmdir "$(dirname "$manifest")" 2>/dev/null || true
  echo "removed $count files from $root"
}

case "${1:-}" in
  install) install_all ;;
  uninstall) uninstall_all ;;
  *) echo "usage: $0 install|uninstall (BIN_DIR, PREFIX, DESTDIR from the environment)" >&2; exit 2 ;;
esac
