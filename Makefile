# Folio — `make demo` and `make test` are all a new machine needs.
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_BUILD_FLAGS ?=

.PHONY: deps build demo test fuzz fuzz-smoke sanitize bench startup hello screenshots docs api-table clean

## deps: install the Debian packages Folio needs, only those missing (Xvfb and xdotool drive the
## real-window tests; openbox and wmctrl give them a window manager to minimize and close with;
## xclip is the other app of the clipboard tests; weston the Wayland compositor of the Wayland test;
## GLib's GDBus publishes the accessibility tree, and at-spi2-core, dbus-daemon and pyatspi read
## it from outside in the accessibility tests, Orca in the screen-reader tests).
deps:
	@missing=""; \
	pkg-config --exists cairo || missing="$$missing libcairo2-dev"; \
	pkg-config --exists pixman-1 || missing="$$missing libpixman-1-dev"; \
	pkg-config --exists pangocairo || missing="$$missing libpango1.0-dev"; \
	pkg-config --exists sdl2 || missing="$$missing libsdl2-dev"; \
	pkg-config --exists x11 || missing="$$missing libx11-dev"; \
	pkg-config --exists sqlite3 || missing="$$missing libsqlite3-dev"; \
	pkg-config --exists libturbojpeg || missing="$$missing libturbojpeg0-dev"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing="$$missing fonts-wqy-microhei"; \
	command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
	command -v xdotool >/dev/null || missing="$$missing xdotool"; \
	command -v openbox >/dev/null || missing="$$missing openbox"; \
	command -v wmctrl >/dev/null || missing="$$missing wmctrl"; \
	command -v xclip >/dev/null || missing="$$missing xclip"; \
	command -v weston >/dev/null || missing="$$missing weston"; \
	command -v orca >/dev/null || missing="$$missing orca"; \
	pkg-config --exists gio-2.0 || missing="$$missing libglib2.0-dev"; \
	command -v dbus-daemon >/dev/null || missing="$$missing dbus-daemon"; \
	[ -x /usr/libexec/at-spi-bus-launcher ] || missing="$$missing at-spi2-core"; \
	/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing="$$missing python3-pyatspi"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	swift build $(SWIFT_BUILD_FLAGS)

## demo: the gallery in a window when a display exists, else the headless tour into gallery-output/.
demo: build
	swift run $(SWIFT_BUILD_FLAGS) folio-gallery

## test: every test, from a fresh clone.
test: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build $(SWIFT_BUILD_FLAGS)

FUZZ_TARGETS := state-archive restoration storyboard property-list constraints events
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_MUTATIONS ?= 600
FUZZ_ENV := SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

## fuzz: every fuzz target under libFuzzer and AddressSanitizer for FUZZ_SECONDS each, from the
## committed corpus (Fuzz/corpus, Fuzz/regressions); new inputs go to .build-fuzz/corpus/<target>,
## crashes to .build-fuzz/crashes/ (the run's log in .build-fuzz/<target>.log) — each one fixed
## becomes a file in Fuzz/regressions/<target>.
fuzz: deps
	swift build --scratch-path .build-fuzz --product folio-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFOLIO_LIBFUZZER
	@status=0; for t in $(FUZZ_TARGETS); do \
		mkdir -p .build-fuzz/corpus/$$t .build-fuzz/crashes; \
		dirs=".build-fuzz/corpus/$$t"; for d in Fuzz/corpus/$$t Fuzz/regressions/$$t; do [ -d $$d ] && dirs="$$dirs $$d"; done; \
		echo "== $$t ($(FUZZ_SECONDS) s)"; \
		$(FUZZ_ENV) FOLIO_FUZZ_TARGET=$$t .build-fuzz/debug/folio-fuzz -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-artifact_prefix=.build-fuzz/crashes/$$t- $$dirs > .build-fuzz/$$t.log 2>&1; \
		grep -E "^(stat::number_of_executed_units|stat::new_units_added|==[0-9]+==ERROR|SUMMARY|folio-fuzz:)" .build-fuzz/$$t.log; \
		ls .build-fuzz/crashes/$$t-* >/dev/null 2>&1 && { echo "$$t: crashes in .build-fuzz/crashes/ (log: .build-fuzz/$$t.log)"; status=1; }; \
	done; exit $$status

## fuzz-smoke: CI's short fuzz run on the test build — every committed input replayed, then
## FUZZ_SMOKE_MUTATIONS seeded mutations per target (the same inputs on every machine).
fuzz-smoke: deps
	swift build --product folio-fuzz $(SWIFT_BUILD_FLAGS)
	swift run --skip-build $(SWIFT_BUILD_FLAGS) folio-fuzz smoke --mutations $(FUZZ_SMOKE_MUTATIONS) --seed 1

SANITIZE_SKIP ?= RealWindow|SDLHost|WindowManager|AccessibilityBus|ScreenReader|Downstream|Wayland|Clipboard|DesktopSettings
SANITIZE_ENV := SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/lsan.supp:print_suppressions=0

## sanitize: the test suite under AddressSanitizer with LeakSanitizer (.build-asan), then the
## tests that run work off the main actor (the contacts store's database queue, state files, the
## crash tests' writers) under ThreadSanitizer (.build-tsan). Leaks that are not Folio's are
## suppressed in Sanitizers/lsan.supp; the tests that start other processes (Xvfb, the window
## manager, the accessibility bus and its client, downstream builds, the settings portal, xclip,
## weston) run in `make test`: the test
## waits for each child itself, and Foundation keeps a Process it did not see exit.
sanitize: deps
	swift build --build-tests --scratch-path .build-asan --sanitize=address
	$(SANITIZE_ENV) swift test --skip-build --scratch-path .build-asan --sanitize=address --skip "$(SANITIZE_SKIP)"
	swift build --build-tests --scratch-path .build-tsan --sanitize=thread
	SWIFT_BACKTRACE=enable=no TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --scratch-path .build-tsan --sanitize=thread \
		--filter "Contact|StateArchive|Storage|RememberedLogin|Restoration|AppLifecycle|NavigationLeak" --skip "$(SANITIZE_SKIP)"

## bench: the benchmarks (their own package in Benchmarks/).
bench: deps
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark

## startup: a window app's start-up time and peak memory under Xvfb, per renderer (a script).
startup: deps
	Benchmarks/startup/measure.sh

## hello: Examples/HelloFolio, an app of one's own, built by path as a downstream package and run.
hello: deps
	swift run --package-path Examples/HelloFolio --scratch-path .build/downstream HelloFolio

## screenshots: regenerate the gallery page's and the README's images (rendered by Folio).
screenshots: build
	rm -rf .build/screenshots
	swift run $(SWIFT_BUILD_FLAGS) folio-gallery --headless --out .build/screenshots
	cp .build/screenshots/page-control/01-start.png docs/images/page-control.png
	cp .build/screenshots/page-control/02-mid-swipe.png docs/images/page-control-swipe.png
	cp .build/screenshots/icon-grid/01-page-1.png docs/images/icon-grid.png
	cp .build/screenshots/icon-grid/03-landscape.png docs/images/icon-grid-landscape.png
	cp .build/screenshots/book/02-curling.png docs/images/book-curl.png
	cp .build/screenshots/navigation/03-step-3.png docs/images/navigation.png
	cp .build/screenshots/notes/03-search.png docs/images/notes-search.png
	cp .build/screenshots/notes/07-wide.png docs/images/notes-wide.png
	cp .build/screenshots/autolayout-paging/02-green.png docs/images/autolayout-paging.png
	cp .build/screenshots/pager/02-mid-swipe.png docs/images/pager-swipe.png
	cp .build/screenshots/tab-pager/02-indicator-following.png docs/images/tab-pager.png
	cp .build/screenshots/drawer/03-open-right.png docs/images/drawer.png
	cp .build/screenshots/gestures/02-pinched-and-turned.png docs/images/gestures.png
	cp .build/screenshots/book/04-corner.png docs/images/book-corner.png
	cp .build/screenshots/book/06-spread-curling.png docs/images/book-spread.png
	cp .build/screenshots/contacts/03-wrong-password.png docs/images/contacts-alert.png
	cp .build/screenshots/contacts/05-contacts.png docs/images/contacts-list.png
	cp .build/screenshots/contacts/07-swipe-to-delete.png docs/images/contacts-swipe.png
	cp .build/screenshots/albums/02-expanded.png docs/images/albums.png
	cp .build/screenshots/albums/03-larger-text.png docs/images/albums-larger-text.png
	cp .build/screenshots/photos/01-photo.png docs/images/photos.png
	cp .build/screenshots/photos/02-double-tapped.png docs/images/photos-double-tapped.png
	cp .build/screenshots/photos/04-pinched.png docs/images/photos-pinched.png
	cp .build/screenshots/carousel/01-cards.png docs/images/carousel.png
	cp .build/screenshots/carousel/02-next-card.png docs/images/carousel-next.png
	cp .build/screenshots/carousel/05-icons-page-2.png docs/images/carousel-icons.png
	cp .build/screenshots/transitions/02-zooming.png docs/images/transitions-zoom.png
	cp .build/screenshots/transitions/03-dragging-down.png docs/images/transitions-drag-down.png
	cp .build/screenshots/transitions/05-cube-turning.png docs/images/transitions-cube.png

clean:
	rm -rf .build gallery-output

## api-table: regenerate docs/API.md's "UIKit API → Folio status" table from the code.
api-table: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	FOLIO_UPDATE_API_TABLE=1 swift test --skip-build $(SWIFT_BUILD_FLAGS) --filter ApiTableTests

## docs: the DocC documentation of every library product, combined into one static site in
## .build/docs (each module's pages under documentation/<module>).
DOC_TARGETS = Folio FolioCore FolioCassowary FolioCairo FolioSDL FolioTesting Gallery FolioPort
docs:
	swift package --allow-writing-to-directory .build/docs generate-documentation \
		$(foreach t,$(DOC_TARGETS),--target $(t)) --enable-experimental-combined-documentation \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs
	@echo "Documentation: .build/docs/index.html (serve the folder; pages under documentation/<module>)"
