# The two commands: `make run` plays the game, `make test` runs every test.
# Both install missing system packages first. The build directory lives outside the clone
# (override with CARGO_TARGET_DIR) so a fresh clone reuses a warm build.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/konakis-target

.PHONY: run test lint bench

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
