# Folio — `make demo` and `make test` are all a new machine needs.
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libcairo2-dev libpango1.0-dev libsdl2-dev fonts-dejavu-core fonts-wqy-microhei xvfb xdotool openbox wmctrl
SWIFT_BUILD_FLAGS ?=

.PHONY: deps build demo test bench startup hello screenshots docs api-table clean

## deps: install the Debian packages Folio needs, only those missing (Xvfb and xdotool drive the
## real-window tests; openbox and wmctrl give them a window manager to minimize and close with).
deps:
	@missing=""; \
	pkg-config --exists cairo || missing="$$missing libcairo2-dev"; \
	pkg-config --exists pangocairo || missing="$$missing libpango1.0-dev"; \
	pkg-config --exists sdl2 || missing="$$missing libsdl2-dev"; \
	pkg-config --exists sqlite3 || missing="$$missing libsqlite3-dev"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing="$$missing fonts-wqy-microhei"; \
	command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
	command -v xdotool >/dev/null || missing="$$missing xdotool"; \
	command -v openbox >/dev/null || missing="$$missing openbox"; \
	command -v wmctrl >/dev/null || missing="$$missing wmctrl"; \
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

## bench: the benchmarks (their own package in Benchmarks/).
bench: deps
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark

## startup: a window app's start-up time and peak memory under Xvfb, per renderer (a script).
startup: deps
	Benchmarks/startup/measure.sh

## hello: Examples/HelloFolio, an app of one's own, built by path as a downstream package and run.
hello: deps
	swift run --package-path Examples/HelloFolio --scratch-path .build/downstream HelloFolio

## screenshots: regenerate the README images (rendered by Folio).
screenshots: build
	rm -rf .build/screenshots
	swift run $(SWIFT_BUILD_FLAGS) folio-gallery --headless --out .build/screenshots
	cp .build/screenshots/page-control/01-start.png docs/images/page-control.png
	cp .build/screenshots/page-control/02-mid-swipe.png docs/images/page-control-swipe.png
	cp .build/screenshots/icon-grid/01-page-1.png docs/images/icon-grid.png
	cp .build/screenshots/icon-grid/03-landscape.png docs/images/icon-grid-landscape.png
	cp .build/screenshots/book/02-curling.png docs/images/book-curl.png
	cp .build/screenshots/navigation/03-step-3.png docs/images/navigation.png
	cp .build/screenshots/autolayout-paging/02-green.png docs/images/autolayout-paging.png
	cp .build/screenshots/pager/02-mid-swipe.png docs/images/pager-swipe.png
	cp .build/screenshots/tab-pager/02-indicator-following.png docs/images/tab-pager.png
	cp .build/screenshots/drawer/03-open-right.png docs/images/drawer.png
	cp .build/screenshots/gestures/02-pinched-and-turned.png docs/images/gestures.png
	cp .build/screenshots/book/05-spread-curling.png docs/images/book-spread.png
	cp .build/screenshots/contacts/03-wrong-password.png docs/images/contacts-alert.png
	cp .build/screenshots/contacts/05-contacts.png docs/images/contacts-list.png
	cp .build/screenshots/contacts/07-swipe-to-delete.png docs/images/contacts-swipe.png

clean:
	rm -rf .build gallery-output

## api-table: regenerate README's "UIKit API → Folio status" table from the code.
api-table: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	FOLIO_UPDATE_README=1 swift test --skip-build $(SWIFT_BUILD_FLAGS) --filter ApiTableTests

## docs: the DocC documentation of Folio, as a static site in .build/docs.
docs:
	swift package --allow-writing-to-directory .build/docs generate-documentation --target Folio \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs
	@echo "Documentation: .build/docs/index.html (serve the folder; pages under documentation/folio)"
