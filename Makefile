# AnimatedTabBar. `make run` opens the demo window; `make test` runs every test.
# Both install what is missing first (Debian packages, through apt, only when absent).

SWIFT ?= swift
# Debian packages the build, the tests and the demo need.
PACKAGES := libx11-dev libxext-dev libcairo2-dev libpango1.0-dev fonts-noto-cjk fonts-dejavu-core \
            xvfb xdotool imagemagick x11-utils xauth
RUN_ARGS ?=

.PHONY: all deps build release run test bench soak assets clean

all: build

# Installs only the packages that are missing, so a second run never touches apt.
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product tabbar

run: release
	./.build/release/tabbar $(RUN_ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: release
	$(SWIFT) build -c release --product bench
	./.build/release/bench

# 10,000 seeded random input events on the window; reports RSS growth after a warm-up.
soak: release
	$(SWIFT) build -c release --product bench
	./.build/release/bench soak

# Regenerates the project's icons and flip-book frames from their drawing code.
assets: deps
	$(SWIFT) run assetgen assets

clean:
	rm -rf .build
