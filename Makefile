# The two commands: `make run` plays the game, `make test` runs every test.
# Both install missing system packages first. The build directory lives outside the clone
# (override with CARGO_TARGET_DIR) so a fresh clone reuses a warm build.
# `make install` puts the game, its desktop entry, icons, manual pages and completions under
# PREFIX (default ~/.local; DESTDIR honoured; no root); `make uninstall` takes them away.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/konakis-target
PREFIX ?= $(HOME)/.local
export PREFIX DESTDIR

.PHONY: run test lint bench install uninstall

run:
	./scripts/setup.sh
	cargo run --release --bin konakis

test:
	./scripts/setup.sh
	cargo test --workspace

lint:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings

bench:
	cargo run --release -p konakis-cli -- bench

install:
	./scripts/setup.sh
	cargo build --release --bin konakis --bin konakis-cli
	BIN_DIR=$(CARGO_TARGET_DIR)/release ./scripts/install.sh install

uninstall:
	./scripts/install.sh uninstall
