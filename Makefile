# AnimatedTabBar. `make run` opens the demo window; `make test` runs every test.
# Both install what is missing first (Debian packages, through apt, only when absent).

SWIFT ?= swift
# Debian packages. RUN_PACKAGES: what building tabbar and its window need (`make run`,
# `make release`, `make install`); the fonts draw the demos' titles (CJK, Devanagari, Thai, emoji).
# TEST_PACKAGES: what only the tests need (`make test`, `make check`, `make deps`).
# chromium: the HTML report is opened in a real browser, headless, by ScriptReportEndToEndTests.
# zsh: CompletionTests checks the generated zsh completion (dist/_tabbar) with it.
RUN_PACKAGES := libx11-dev libxext-dev libcairo2-dev libpango1.0-dev libgif-dev librlottie-dev \
            fonts-noto-cjk fonts-dejavu-core fonts-lohit-deva fonts-tlwg-loma-otf fonts-noto-color-emoji
TEST_PACKAGES := xvfb xdotool imagemagick x11-utils xauth python3-jsonschema python3-venv chromium zsh
PACKAGES := $(RUN_PACKAGES) $(TEST_PACKAGES)
RUN_ARGS ?=
# Release builds link the Swift runtime statically: start-up no longer loads and relocates a
# dozen shared libraries (issue 8: launch → MapNotify 44.6 → 13.3 ms in one noisy run). Nothing
# linked into tabbar imports Foundation, so neither it nor ICU is in the binary (80 → 22.5 MB).
# Every release product gets the same flags, so building one never rebuilds the other.
RELEASE_FLAGS := -Xswiftc -static-stdlib

.PHONY: all deps run-deps pydeps build release run test check bench soak assets schema cli-docs clean fuzz fuzz-build fuzz-ci asan lint install install-check examples docs docs-check

all: build

# Installs only the packages that are missing, so a second run never touches apt.
# `make run-deps` installs RUN_PACKAGES alone.
run-deps:
	@$(MAKE) --no-print-directory deps PACKAGES="$(RUN_PACKAGES)"

deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: run-deps
	$(SWIFT) build

# PyPI packages the tests need, in a virtual environment of their own (.build/python), made
# only when missing: lottie-specs, whose JSON Schema checks `tabbar export --lottie`'s files,
# and python-lottie, which wrote the Lottie fixtures (Tests/Fixtures/Lottie/make-fixtures.py).
PYTHON_ENV := .build/python
PYTHON_PACKAGES := lottie-specs==0.5.2 lottie==0.7.2
pydeps: deps
	@$(PYTHON_ENV)/bin/python -c "import lottie_specs, lottie" 2>/dev/null || { \
		/usr/bin/python3 -m venv --system-site-packages $(PYTHON_ENV) && \
		$(PYTHON_ENV)/bin/pip install -q $(PYTHON_PACKAGES); }

release: run-deps
	$(SWIFT) build -c release --product tabbar $(RELEASE_FLAGS)

# Closing the window is not a failure, whoever closes it: the window's exit code for SIGINT
# (130) or SIGTERM (143) ends `make run` quietly, any other failure still fails.
run: release
	@./.build/release/tabbar $(RUN_ARGS); code=$$?; \
	if [ $$code -ne 0 ] && [ $$code -ne 130 ] && [ $$code -ne 143 ]; then exit $$code; fi

# `make test`: every test, as CI runs it. The suite is built optimised (the exhaustive sweeps
# over the catalogue and the pixel comparisons run many times faster than in a debug build)
# into a folder of its own, so neither `make release` nor `make check` rebuilds it. Every
# stage is timed; the table is printed at the end, or at the stage that failed.
# The tests run in a few processes at once, whole suites each (Tests/Tiers/shards; each
# process's output is in .build/tiers/): three for the full suite, whose windows mostly wait
# on the clock, two for the check tier and ASan, which keep both cores busy. Every test that
# needs X starts its own server, so the processes share nothing. (The suite is XCTest's;
# a swift-testing test would need `swift test` back.)
TEST_BUILD := -c release --build-path .build/tests -Xswiftc -enable-testing
STAGE := @Tests/Tiers/stage
SHARDS := Tests/Tiers/shards
BUNDLE := AnimatedTabBarPackageTests.xctest
test: deps pydeps
	$(STAGE) begin test
	$(STAGE) lint $(MAKE) --no-print-directory lint
	$(STAGE) reference $(MAKE) --no-print-directory docs-check
	$(STAGE) build $(SWIFT) build --build-tests $(TEST_BUILD)
	$(STAGE) docs Tests/Docs/docs.py check $$($(SWIFT) build --show-bin-path $(TEST_BUILD))
	$(STAGE) tests $(SHARDS) test $$($(SWIFT) build --show-bin-path $(TEST_BUILD))/$(BUNDLE) --workers 3
	$(STAGE) fuzz $(MAKE) --no-print-directory fuzz-ci
	$(STAGE) asan $(MAKE) --no-print-directory asan
	$(STAGE) examples $(MAKE) --no-print-directory examples
	$(STAGE) end test

# `make check`: the fast tier, to run between two edits (90 s or less after a build on a
# 2-core machine). Lint, a debug build, and every test but the end-to-end ones that start a
# window each; the catalogue sweeps play a sample, and the broadest sweeps wait for `make
# test` (`TestTier`). A handful of end-to-end tests still open the real window: a click, a
# script with asserts, a transition, and the library.
CHECK_SKIP := EndToEndTests|BackBufferTintTests|\.ReviewWindowTests|TabBarWindowTests|HeadlessEqualsWindowTests
CHECK_WINDOWS := WindowEndToEndTests.testClickingEveryItem|ScriptEndToEndTests.testScript_TracesItsCauseAndAssertions|NavigationEndToEndTests.testPushThenReselect|TabBarWindowTests.testRun_ClickAndSelectInCode
check: deps pydeps
	$(STAGE) begin check
	$(STAGE) lint $(MAKE) --no-print-directory lint
	$(STAGE) reference $(MAKE) --no-print-directory docs-check
	$(STAGE) build $(SWIFT) build --build-tests
	$(STAGE) docs Tests/Docs/docs.py check $$($(SWIFT) build --show-bin-path)
	$(STAGE) units env TABBAR_TEST_TIER=check $(SHARDS) check $$($(SWIFT) build --show-bin-path)/$(BUNDLE) \
		--skip '$(CHECK_SKIP)'
	$(STAGE) windows $(SWIFT) test --skip-build --filter '$(CHECK_WINDOWS)'
	$(STAGE) end check

# `make docs`: the API reference, one static site for every library module, in
# .build/docs/AnimatedTabBar.doccarchive (docs/api.md says how to serve it). The toolchain's own
# docc reads symbol graphs extracted from the debug build and each module's catalog
# (Sources/<module>/<module>.docc): no SwiftPM plugin, no network. `make test` and `make check`
# run `docs.py check` after their build: every public symbol has a doc comment and the
# articles' code compiles (a few seconds).
docs: deps
	$(SWIFT) build
	Tests/Docs/docs.py site $$($(SWIFT) build --show-bin-path)

# The toolchain's formatter in strict lint mode, with the rules in .swift-format (4-space
# indent, 120 columns, ordered imports, no force-try, …); part of `make test`, so CI fails on a
# finding. `swift format -i -r Sources Tests Examples Package.swift` applies them.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Examples Package.swift

# The config and script decoders, the control line splitter and the Lottie checks under
# libFuzzer (Tests/Fuzz), compiled with TabBarCore's sources by swiftc because libFuzzer brings
# its own main. Seeds: Tests/Corpus/decoders and Tests/Corpus/lottie
# (the assets' configs and the tests' documents); crashes are kept in Tests/Corpus/crashes
# and replayed on every run. New inputs go to .build/fuzz/corpus, never into the tree.
FUZZ_BIN := .build/fuzz/decoder-fuzz
# The QA script decoder and the control channel's splitter and decoder live in TabBarReview;
# the fuzz target compiles them into the same module as the core, so their `import TabBarCore`
# is dropped from a copy under .build/fuzz.
FUZZ_REVIEW := $(addprefix Sources/TabBarReview/Scripts/,QAScript.swift KeyName.swift ScriptCheck.swift \
	ScriptGesture.swift ScriptTarget.swift) \
	$(addprefix Sources/TabBarReview/Control/,ControlLineSplitter.swift ControlRequest.swift ControlCommand.swift) \
	Sources/TabBarReview/Scripts/ScriptCheck+Property.swift Sources/TabBarReview/Sampling/MotionLane.swift
# The Lottie checks (pure Swift over the core's parser) and the rlottie player, which plays
# whatever the checks pass: nothing they let through may crash it.
FUZZ_LOTTIE := $(wildcard Sources/TabBarLottie/*.swift)
FUZZ_COPIED := $(FUZZ_REVIEW) $(FUZZ_LOTTIE)
# The checks input images pass before decoding (a screenshot assert's reference among them)
# are pure Swift in TabBarCairo, with no import: compiled in as they are.
FUZZ_IMAGE := Sources/TabBarCairo/Assets/PNGHeader.swift Tests/Fuzz/ReferenceImageFuzz.swift
FUZZ_SOURCES := $(shell find Sources/TabBarCore -name '*.swift') $(FUZZ_COPIED) $(FUZZ_IMAGE) Tests/Fuzz/DecoderFuzz.swift
FUZZ_DIRS := Tests/Corpus/decoders Tests/Corpus/lottie Tests/Corpus/crashes
FUZZ_FLAGS := -artifact_prefix=Tests/Corpus/crashes/ -max_len=65536 -print_final_stats=1 -dict=Tests/Fuzz/decoders.dict

$(FUZZ_BIN): $(FUZZ_SOURCES)
	@mkdir -p .build/fuzz/review Tests/Corpus/crashes
	@rm -f .build/fuzz/review/*.swift
	@for f in $(FUZZ_COPIED); do sed '/^import TabBarCore$$/d' $$f > .build/fuzz/review/$$(basename $$f); done
	@echo "swiftc -sanitize=fuzzer,address TabBarCore + QA scripts + TabBarLottie + Tests/Fuzz -o $@"
	@$(SWIFT)c -sanitize=fuzzer,address -parse-as-library -module-name TabBarCore -Onone -use-ld=lld \
		-I Sources/CRlottie -lrlottie \
		$(filter-out $(FUZZ_COPIED),$(FUZZ_SOURCES)) $(addprefix .build/fuzz/review/,$(notdir $(FUZZ_COPIED))) -o $@

fuzz-build: deps $(FUZZ_BIN)

# `make fuzz`: one minute of fuzzing, keeping what it learns in .build/fuzz/corpus.
fuzz: fuzz-build
	@mkdir -p .build/fuzz/corpus
	$(FUZZ_BIN) $(FUZZ_FLAGS) -max_total_time=60 .build/fuzz/corpus $(FUZZ_DIRS)

# CI: a fixed seed and a fixed number of runs from a fresh corpus, so every run is the same
# (Swift seeds its hash tables randomly per process unless told not to, which changes the
# coverage libFuzzer sees). About 5 s of fuzzing after a 40 s compile.
fuzz-ci: fuzz-build
	@rm -rf .build/fuzz/ci-corpus && mkdir -p .build/fuzz/ci-corpus
	SWIFT_DETERMINISTIC_HASHING=1 $(FUZZ_BIN) $(FUZZ_FLAGS) -seed=1 -runs=20000 .build/fuzz/ci-corpus $(FUZZ_DIRS)

# The core, review and demo tests under AddressSanitizer, in a build folder of their own.
# Leaks are checked too, except the lifetime caches of XCTest and the system libraries.
# The motion-invariant catalogue, the 200 random tap runs and the demo's 200 checked tap
# sequences only sample pure-Swift motion functions; under ASan they take ten to thirty
# times as long (the checked demo alone 296 s), so they run once, in the plain build.
ASAN_BUILD := -Xswiftc -sanitize=address -Xswiftc -use-ld=lld --build-path .build/asan
asan: deps
	$(SWIFT) build --build-tests $(ASAN_BUILD)
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		$(SHARDS) asan $$($(SWIFT) build --show-bin-path $(ASAN_BUILD))/$(BUNDLE) \
		--filter '^(TabBarCoreTests|TabBarReviewTests|TabBarDemoTests)\.' \
		--skip 'CatalogueInvariantTests|InterruptionTests|CheckedDemoTests'

# The side-by-side report: .build/bench/report.md and frames-<scenario>.png. xclock (x11-apps)
# is the start-up yardstick, installed when missing.
bench: deps release
	@dpkg -s x11-apps >/dev/null 2>&1 || $(MAKE) --no-print-directory deps PACKAGES=x11-apps
	$(SWIFT) build -c release --product bench $(RELEASE_FLAGS)
	./.build/release/bench

# 10,000 seeded random input events on the window; reports RSS growth after a warm-up.
soak: deps release
	$(SWIFT) build -c release --product bench $(RELEASE_FLAGS)
	./.build/release/bench soak

# `make install PREFIX=/usr/local`: the binary, with the Swift runtime linked in statically
# so it needs nothing from the toolchain's folder, the assets it finds under
# PREFIX/share/tabbar, the man page, the bash and zsh completions, and the docs under
# PREFIX/share/doc/tabbar. The binary is `make release`'s (.build/release, the same flags),
# rebuilt only when a source is newer than it or it was built without the static runtime:
# after a release build, installing only copies (it used to run `swift build` again).
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/tabbar
RELEASE_SOURCES := Package.swift $(shell find Sources -name '*.swift' -o -name '*.h' -o -name '*.c' -o -name '*.modulemap')
$(RELEASE_BIN): $(RELEASE_SOURCES)
	@$(MAKE) --no-print-directory release
	@touch $@

install: $(RELEASE_BIN)
	@# A binary built without $(RELEASE_FLAGS) (a plain `swift build -c release`) needs the
	@# toolchain's runtime: that one is rebuilt, never installed.
	@! ldd $(RELEASE_BIN) | grep -q libswiftCore || $(MAKE) --no-print-directory release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/tabbar $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/doc/tabbar
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tabbar
	rm -rf $(DESTDIR)$(PREFIX)/share/tabbar/assets && cp -R assets $(DESTDIR)$(PREFIX)/share/tabbar/assets
	install -m 644 dist/tabbar.1 $(DESTDIR)$(PREFIX)/share/man/man1/tabbar.1
	install -m 644 dist/tabbar.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/tabbar
	install -m 644 dist/_tabbar $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_tabbar
	install -m 644 docs/*.md $(DESTDIR)$(PREFIX)/share/doc/tabbar/

# Rewrites the files generated from the command-line table (Sources/tabbar/CommandLine): the
# man page, the bash and zsh completions and docs/command-line.md. CommandLineTableTests fails
# while they are stale.
cli-docs:
	$(SWIFT) build --product tabbar
	./.build/debug/tabbar _generate man > dist/tabbar.1
	./.build/debug/tabbar _generate bash > dist/tabbar.bash
	./.build/debug/tabbar _generate zsh > dist/_tabbar
	./.build/debug/tabbar _generate markdown > docs/command-line.md

# Installs into a scratch PREFIX and checks the result: no library from the toolchain's
# folder (ldd), the version, the man page, and the demos found under PREFIX from elsewhere.
install-check:
	@rm -rf .build/install-check
	$(MAKE) --no-print-directory install PREFIX=$(CURDIR)/.build/install-check
	@toolchain=$$(dirname $$(dirname $$(readlink -f $$(command -v $(SWIFT))))); \
	if ldd .build/install-check/bin/tabbar | grep -e "$$toolchain" -e "not found" -e libswiftCore; then \
		echo "install-check: the binary depends on the toolchain"; exit 1; fi
	@cd / && $(CURDIR)/.build/install-check/bin/tabbar --version | grep -q '^tabbar [0-9]'
	@cd / && $(CURDIR)/.build/install-check/bin/tabbar render -o $(CURDIR)/.build/install-check/render.png
	@cd / && $(CURDIR)/.build/install-check/bin/tabbar render --demo rdv -o $(CURDIR)/.build/install-check/rdv.png
	@cd / && $(CURDIR)/.build/install-check/bin/tabbar list | grep -qx '  rdv'
	@man -l .build/install-check/share/man/man1/tabbar.1 >/dev/null 2>&1 || groff -man -Tutf8 .build/install-check/share/man/man1/tabbar.1 >/dev/null
	@bash -n .build/install-check/share/bash-completion/completions/tabbar
	@! command -v zsh >/dev/null || zsh -n .build/install-check/share/zsh/site-functions/_tabbar
	@test -s .build/install-check/share/doc/tabbar/command-line.md
	@echo "install-check: ok (ldd clean, assets found under PREFIX)"

# Regenerates assets/tabbar.schema.json from the decoder's own reads (after adding or changing
# a config key; a description goes in ConfigurationSchema+Descriptions.swift, its origin in
# ConfigurationSchema+Origins.swift), and docs/configuration.md from the schema.
schema:
	$(SWIFT) build --product tabbar
	./.build/debug/tabbar schema > assets/tabbar.schema.json.new && mv assets/tabbar.schema.json.new assets/tabbar.schema.json
	python3 Tests/Docs/configuration-reference.py generate

# Fails when docs/configuration.md is not what the schema generates (part of check and test).
docs-check:
	python3 Tests/Docs/configuration-reference.py check

# Regenerates the project's icons and flip-book frames from their drawing code.
assets: deps
	$(SWIFT) run assetgen assets

clean:
	rm -rf .build

# The library's examples, each a package of its own that uses this checkout by path. They
# share one build folder, so the library is compiled once: the second example links in
# seconds (a folder each took 100 s apiece). CustomAnimation also reviews its own animation
# without a display (`--review`: film strip, plot, CSV and GIF).
EXAMPLES_BUILD := $(CURDIR)/.build/examples
examples:
	cd Examples/CustomAnimation && $(SWIFT) build --scratch-path $(EXAMPLES_BUILD)
	cd Examples/Veto && $(SWIFT) build --scratch-path $(EXAMPLES_BUILD)
	cd Examples/CustomAnimation && EXIT_AFTER=0.5 xvfb-run -a $(EXAMPLES_BUILD)/debug/CustomAnimation
	@rm -rf $(EXAMPLES_BUILD)/review && mkdir -p $(EXAMPLES_BUILD)/review
	cd Examples/CustomAnimation && $(EXAMPLES_BUILD)/debug/CustomAnimation --review $(EXAMPLES_BUILD)/review
	@for f in swing.png swing-plot.png swing.csv swing.gif; do test -s $(EXAMPLES_BUILD)/review/$$f || \
		{ echo "examples: --review wrote no $$f"; exit 1; }; done
