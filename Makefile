# Builds Reel and installs it with what it needs beside it:
#   make install PREFIX=~/.local        # or /usr/local (the default); DESTDIR= for packaging
# Installs $(PREFIX)/bin/reel, the resource bundles it reads (Reel_ReplayCatalog.resources:
# the replay catalog) next to it, shell completions for bash, zsh and fish, and the man page.
# The binary carries the Swift runtime and Foundation inside it (--static-swift-stdlib: about
# 15 fewer shared libraries to load at every start, a quarter less start-up CPU), so Swift's
# crash reporter, which such a binary looks for in $(PREFIX)/libexec/swift/linux/, is
# installed there too. Built in its own folder (.build-install), so `swift build` and the
# man-page plugin's dynamic builds never replace it.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
SWIFT ?= swift

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
GENERATED := .build/generated
SCRATCH ?= .build-install
BUILD := $(SWIFT) build -c $(CONFIGURATION) --static-swift-stdlib --scratch-path $(SCRATCH)
LIBEXECDIR := $(DESTDIR)$(PREFIX)/libexec/swift/linux
# The toolchain's self-contained crash reporter, for a statically linked program.
BACKTRACER := $(dir $(realpath $(shell command -v $(SWIFT))))../libexec/swift/linux/swift-backtrace-static

.PHONY: all build completions man install uninstall

all: build completions man

build:
	$(BUILD) --product reel

# swift-argument-parser writes the scripts from the command's own definition.
completions: build
	mkdir -p $(GENERATED)
	bin="$$($(BUILD) --show-bin-path)" && \
	  "$$bin/reel" --generate-completion-script bash > $(GENERATED)/reel.bash && \
	  "$$bin/reel" --generate-completion-script zsh > $(GENERATED)/_reel && \
	  "$$bin/reel" --generate-completion-script fish > $(GENERATED)/reel.fish

# swift-argument-parser's generate-manual plugin (it ships with the package, no network).
man: build
	mkdir -p $(GENERATED)
	$(SWIFT) package plugin generate-manual --configuration $(CONFIGURATION)
	cp .build/plugins/GenerateManual/outputs/reel/reel.1 $(GENERATED)/reel.1

install: all
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	bin="$$($(BUILD) --show-bin-path)" && \
	  install -m 755 "$$bin/reel" "$(BINDIR)/reel" && \
	  for bundle in "$$bin"/*.resources; do \
	    rm -rf "$(BINDIR)/$$(basename "$$bundle")" && cp -R "$$bundle" "$(BINDIR)/"; \
	  done
	install -m 644 $(GENERATED)/reel.1 "$(MANDIR)/reel.1"
	install -m 644 $(GENERATED)/reel.bash "$(BASHDIR)/reel"
	install -m 644 $(GENERATED)/_reel "$(ZSHDIR)/_reel"
	install -m 644 $(GENERATED)/reel.fish "$(FISHDIR)/reel.fish"
	# Never over another crash reporter (PREFIX may hold a Swift toolchain of its own).
	if [ -e "$(LIBEXECDIR)/swift-backtrace" ] && ! cmp -s "$(BACKTRACER)" "$(LIBEXECDIR)/swift-backtrace"; then \
	  echo "note: $(LIBEXECDIR)/swift-backtrace is another program's; left as it is"; \
	elif [ -x "$(BACKTRACER)" ]; then \
	  install -d "$(LIBEXECDIR)" && install -m 755 "$(BACKTRACER)" "$(LIBEXECDIR)/swift-backtrace"; \
	else \
	  echo "note: $(BACKTRACER) not found; a crash will be reported without a backtrace"; \
	fi

uninstall:
	rm -rf "$(BINDIR)/reel" "$(BINDIR)/Reel_ReplayCatalog.resources" "$(BINDIR)/GRDB_GRDB.resources" \
	  "$(MANDIR)/reel.1" "$(BASHDIR)/reel" "$(ZSHDIR)/_reel" "$(FISHDIR)/reel.fish"
	# The crash reporter only when it is the copy install put there.
	if cmp -s "$(BACKTRACER)" "$(LIBEXECDIR)/swift-backtrace"; then rm -f "$(LIBEXECDIR)/swift-backtrace"; fi
