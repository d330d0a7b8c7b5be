"""Precision projects: former held-out set 13 (session 15; seen since session 16). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 13 (session 15, brief H4-set13; seen in 16)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 13 (session 15)"
    # (candidate list, availability and draw order: /work/set13/candidates.txt, fetchable.txt,
    # draw-order.txt); the draw order's projects that built, in that order. include/exclude were
    # decided from each source tree's layout before any run: bundled gnulib (lib/) is left out as
    # in set 12's wget. apt lists what the measured builds needed beyond fetch.py's list.
    # Skipped in the draw (positions 18, 20, 21, 24, 27; /work/set13/fetch-summary.txt, fix-summary.txt),
    # before any faultline output of theirs existed: grep 3.8-5 (a Debian patch touches doc/grep.texi
    # and src/Makefile.am: makeinfo is missing, and with MAKEINFO=true make still reruns automake 1.16i's
    # files with 1.16.5), splint 1:3.1.2+dfsg-5 (make asks for aclocal-1.6; after autoreconf,
    # signature.c misses the bison-made signature.tab.h), ngspice 39.3+ds-1 and diffutils 1:3.8-4
    # (builds over 330 s on the shared machine), ent 1.2debian-3 (the program's target also builds the
    # man page with asciidoc, not installed, with `make ent` too). Positions 25, 26, 28 and 29 replaced them.
    dict(name="igmpproxy", lang="C", pkg="igmpproxy", ver="0.3-1", srcdir="igmpproxy-0.3",
         kind="multicast routing daemon, IGMP proxy (per packet/group)", seen="2026-12-05 (16)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="sl", lang="C", pkg="sl", ver="5.02-1", srcdir="sl-5.02",
         kind="steam-locomotive terminal animation CLI (per frame)", seen="2026-12-05 (16)",
         apt=["libncurses-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="zbar", lang="C", pkg="zbar", ver="0.23.92-7+deb12u1", srcdir="zbar-0.23.92",
         kind="bar code / QR code reader library + zbarimg/zbarcam (per image/scan line)", seen="2026-12-05 (16)",
         apt=["autoconf", "automake", "libtool", "autopoint", "gettext", "libv4l-dev", "libjpeg-dev"],
         build=["autoreconf -fi >/dev/null 2>&1",
                # the library and its CLIs only: no GUI toolkits, language bindings or ImageMagick
                "./configure --without-java --without-gtk --without-qt --without-python"
                " --without-imagemagick --without-graphicsmagick --without-x --without-dbus >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=None, exclude=["test/", "examples/", "android/", "iphone/", "java/", "perl/",
                                "python/", "pygtk/", "qt/", "gtk/", "plugin/"]),
    dict(name="libidn2", lang="C", pkg="libidn2", ver="2.3.3-1", srcdir="libidn2-2.3.3",
         kind="internationalised domain names (IDNA 2008) library + idn2 CLI (per label/code point)", seen="2026-12-05 (16)",
         apt=["libunistring-dev"],
         build=["./configure --disable-doc >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "src/"], exclude=["lib/gl/"]),
    dict(name="sqlcipher", lang="C", pkg="sqlcipher", ver="3.4.1-2", srcdir="sqlcipher-3.4.1",
         kind="encrypted SQLite fork, library + shell (per page/row)", seen="2026-12-05 (16)",
         # the amalgamation sqlite3.c (SQLite 3.15 + sqlcipher's crypto*.c) and shell.c are what the
         # build compiles; SQLite 3.40 itself is in the tuned corpus (sqlite)
         build=["./configure --enable-tempstore=yes CFLAGS='-DSQLITE_HAS_CODEC' LIBS='-lcrypto' >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=None, exclude=["test/", "tool/", "ext/", "mptest/", "contrib/"]),
    dict(name="vitetris", lang="C", pkg="vitetris", ver="0.59.1-2", srcdir="vitetris-0.59.1",
         kind="terminal Tetris game with network 2-player mode (per frame/key)", seen="2026-12-05 (16)",
         apt=["libx11-dev"],
         build=["./configure --prefix=/usr </dev/null >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="gnuplot", lang="C", pkg="gnuplot", ver="5.4.4+dfsg1-2", srcdir="gnuplot-5.4.4+dfsg1",
         kind="plotting program, data files to terminals/images (per point/plot)", seen="2026-12-05 (16)",
         apt=["libreadline-dev", "autoconf", "automake"],
         # the +dfsg source drops src/beos/ etc. and Debian regenerates the build system
         # (dh_autoreconf): without it configure stops on a missing src/beos/Makefile.in
         build=["autoreconf -fi >/dev/null 2>&1",
                "./configure --without-x --without-qt --disable-wxwidgets --without-cairo --without-lua"
                " --without-latex --without-libcerf --with-readline=builtin >/dev/null 2>&1",
                "mkdir -p fl-build",
                # the program only (src/; term/*.trm are #included by term.c): docs and demos need X/TeX
                "bear --output fl-build/compile_commands.json -- make -j2 -C src >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="libbsd", lang="C", pkg="libbsd", ver="0.11.7-2", srcdir="libbsd-0.11.7",
         kind="BSD utility functions for glibc systems (per call/string)", seen="2026-12-05 (16)",
         apt=["libmd-dev"],
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="macchanger", lang="C", pkg="macchanger", ver="1.7.0-5.4", srcdir="macchanger-1.7.0",
         kind="MAC address changer CLI (per interface/vendor line)", seen="2026-12-05 (16)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="sed", lang="C", pkg="sed", ver="4.9-1+deb12u1", srcdir="sed-4.9",
         kind="GNU stream editor (per line/command)", seen="2026-12-05 (16)",
         build=["./configure --disable-nls >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["sed/"], exclude=[]),
    dict(name="ucspi-tcp", lang="C", pkg="ucspi-tcp", ver="1:0.88-7", srcdir="ucspi-tcp-0.88",
         kind="djb's tcpserver/tcpclient super-server tools (per connection)", seen="2026-12-05 (16)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="psmisc", lang="C", pkg="psmisc", ver="23.6-1", srcdir="psmisc-23.6",
         kind="process tools: fuser, killall, pstree, prtstat (per process/file)", seen="2026-12-05 (16)",
         build=["./configure --disable-nls >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="libpsl", lang="C", pkg="libpsl", ver="0.21.2-1", srcdir="libpsl-0.21.2",
         kind="Public Suffix List library + psl CLI (per domain/rule)", seen="2026-12-05 (16)",
         apt=["meson", "libidn2-dev", "libunistring-dev", "publicsuffix"],
         # Debian's source has no bundled list (list/ is empty): the list files of the publicsuffix
         # package, as debian/rules passes them; meson writes fl-build/compile_commands.json itself
         build=["meson setup fl-build -Druntime=libidn2 -Dbuiltin=true -Ddocs=false"
                " -Dpsl_file=/usr/share/publicsuffix/public_suffix_list.dat"
                " -Dpsl_distfile=/usr/share/publicsuffix/public_suffix_list.dafsa >/dev/null 2>&1",
                "ninja -C fl-build >/dev/null 2>&1"],
         include=["src/", "tools/"], exclude=[]),
    dict(name="dpkg", lang="C", pkg="dpkg", ver="1.21.23", srcdir="dpkg-1.21.23",
         kind="Debian package manager: dpkg, dpkg-deb, dselect (C++) (per package/file)", seen="2026-12-05 (16)",
         apt=["libmd-dev", "libncurses-dev", "liblzma-dev", "libbz2-dev"],
         build=["./configure --disable-nls >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "src/", "utils/", "dselect/"], exclude=["lib/compat/"]),
    dict(name="netcdf", lang="C", pkg="netcdf", ver="1:4.9.0-3", srcdir="netcdf-4.9.0",
         kind="array-oriented scientific data library + ncdump/ncgen (per variable/record)", seen="2026-12-05 (16)",
         # classic formats only (no HDF5, DAP, byte-range, plugins); make generates libsrc's m4 sources
         build=["./configure --disable-hdf5 --disable-dap --disable-byterange --disable-nczarr"
                " --disable-plugins --disable-libxml2 --disable-doxygen --disable-testsets >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=None, exclude=["nc_test/", "nc_test4/", "nctest/", "unit_test/", "examples/",
                                "h5_test/", "ncdap_test/", "dap4_test/", "nczarr_test/", "fuzz/"]),
    dict(name="libffi", lang="C", pkg="libffi", ver="3.4.4-1", srcdir="libffi-3.4.4",
         kind="foreign function call library (per call/closure)", seen="2026-12-05 (16)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="vpnc", lang="C", pkg="vpnc", ver="0.5.3+git20220927-1", srcdir="vpnc-0.5.3+git20220927",
         kind="Cisco-compatible IPsec VPN client (per packet/payload)", seen="2026-12-05 (16)",
         apt=["libgcrypt20-dev", "libgnutls28-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="pax", lang="C", pkg="pax", ver="1:20201030-1", srcdir="pax-20201030",
         kind="MirBSD pax/tar/cpio archiver (per file/block)", seen="2026-12-05 (16)",
         # Build.sh as debian/rules runs it (-r: no regression tests), from a build directory
         build=["mkdir -p fl-build",
                "cd fl-build && bear --output compile_commands.json -- sh ../Build.sh -r -tpax >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="tre", lang="C", pkg="tre", ver="0.8.0-7", srcdir="tre-0.8.0",
         kind="approximate-matching POSIX regex library + agrep (per match/character)", seen="2026-12-05 (16)",
         build=["./configure --disable-nls >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "src/"], exclude=[]),
    dict(name="netcat", lang="C", pkg="netcat", ver="1.10-47", srcdir="netcat-1.10",
         kind="netcat TCP/UDP Swiss-army tool (per connection/buffer)", seen="2026-12-05 (16)",
         # the target and defines of debian/rules (helpme() prints DEBIAN_VERSION: without it no build)
         build=["mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make linux"
                " DFLAGS='-DLINUX -DTELNET -DGAPING_SECURITY_HOLE -DIP_TOS -DDEBIAN_VERSION=\\\"1.10-47\\\"'"
                " >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="cksfv", lang="C", pkg="cksfv", ver="1.3.15-1", srcdir="cksfv-1.3.15",
         kind="SFV checksum CLI (per file/block)", seen="2026-12-05 (16)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="sparse", lang="C", pkg="sparse", ver="0.6.4-3", srcdir="sparse-0.6.4",
         kind="semantic C parser and checker (per token/symbol)", seen="2026-12-05 (16)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=["validation/", "Documentation/"]),
    dict(name="pcre3", lang="C", pkg="pcre3", ver="2:8.39-15", srcdir="pcre3-8.39",
         kind="PCRE 8 regex library + pcrecpp C++ wrapper + pcregrep (per match/subject)", seen="2026-12-05 (16)",
         # Debian's patches touch configure.ac/Makefile.am and make asks for aclocal: regenerated
         apt=["autoconf", "automake", "libtool"],
         build=["autoreconf -fi >/dev/null 2>&1",
                "./configure --enable-utf8 --enable-unicode-properties >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=None, exclude=["testdata/"]),
    dict(name="enca", lang="C", pkg="enca", ver="1.19-1.1", srcdir="enca-1.19",
         kind="charset detector and converter CLI + library (per file/byte)", seen="2026-12-05 (16)",
         build=["./configure --disable-external --without-librecode >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=["lib/", "src/"], exclude=[]),
]
