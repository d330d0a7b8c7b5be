"""Precision projects: held-out set 28 (session 28). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 28 (session 28, brief h20-set28)
# The draw, fixed at 2026-12-06 10:34:08 UTC before any build and any faultline run on any candidate
# (/work/set28/draw-order.txt; candidates /work/set28/candidates.txt, 199 names written from memory, 25 per kind
# (24 codecs) after the exclusions; versions pinned to bookworm(-updates/-security) by /work/set28/ver.py: 64 have
# no bookworm source; fetchable by /work/set28/head.sh: 28 of the 135 with one; squid dropped before the draw,
# the bookworm source of that name being the web proxy, not the bioinformatics library meant). The weighted
# round-robin (codecs 2, media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C
# libraries 1), no pre-registered positions. Built in this order:
#   1 minizip 1.1-8+deb12u1, 2 lzma 9.22-2.2, 3 snd 23.1-1, 4 abcmidi 20230208+ds1-1, 5 notmuch 0.37-1,
#   6 cln 1.3.6-4, 7 coinor-cgl 0.60.3+repack1-4, 8 hfsutils 3.2.6-15, 9 wide-dhcpv6 20080615-23,
#   10 libuev 2.4.0-1.1+deb12u1, 11 odb 2.4.0-16, 12 hfsplus 1.0.4-17, 13 ppp 2.4.9-1+1.1, 14 libieee1284 0.2.11-14,
#   15 libime 1.0.16-1, 16 nrg2iso 0.4-4.1, 17 snooze 0.5-1, 18 sofia-sip 1.12.11+20110422.1+1e14eea~dfsg-6,
#   19 clipper 2.1.20201109-1, 20 mdf2iso 0.3.1-2, 21 neon27 0.32.5-1, 22 libqglviewer 2.8.0+dfsg1-2,
#   23 iat 0.1.3-7.1, 24 libesmtp 1.1.0-3.1~deb12u1, 25 direvent 5.2-1, 26 ent 1.2debian-3, 27 sysvbanner 1:1.0-18


PROJECTS = [
    # Set 28 as measured: draw positions 1-27 built in order (pipeline.sh, to the end of the list); 24 projects.
    # Each batch of entries written from the source tree's layout, debian/rules and debian/control before its first
    # build. Skipped (over 330 s, before any faultline output; entries kept in /work/set28/skipped-entries.py): cln
    # (6), coinor-cgl (7), odb (11). docs/precision.md "Held-out check, set 28 (session 28)".
    dict(name="minizip", lang="C", pkg="minizip", ver="1.1-8+deb12u1", srcdir="minizip-1.1",
         kind="zip archive library from zlib's contrib (libminizip: zip/unzip over zlib with ZIP64, ioapi "
              "callbacks, PKWARE encryption; per entry/block) + minizip/miniunzip tools",
         seen="2026-12-06 (29)",
         # debian/rules: dh --with autoreconf (its automake.patch touches Makefile.am): autoreconf first; configure;
         # `dh_auto_build -- minizip miniunzip`; iowin32.c is the Windows I/O layer (not built)
         build=[AUTORECONF, CONF, MK, bear("make -j2 minizip miniunzip")],
         include=None, exclude=[]),
    dict(name="lzma", lang="C++", pkg="lzma", ver="9.22-2.2", srcdir="lzma-9.22",
         kind="LZMA SDK 9.22 (LzmaEnc/LzmaDec/LzFind C library, the lzma_alone C utility and the C++ LzmaCon "
              "console coder with lzmp; per file/block/byte)",
         seen="2026-12-06 (29)",
         # debian/rules: make -f makefile.gcc in C/Util/Lzma and in CPP/7zip/Bundles/LzmaCon (CXX_C='$(CC)');
         # 02_lzmp.diff adds the lzmp front end; the rest of C/ and CPP/ (7-Zip, Windows code) is not built
         build=[MK, bear("sh -c 'make -C C/Util/Lzma -f makefile.gcc all && "
                         "make -C CPP/7zip/Bundles/LzmaCon -f makefile.gcc all CXX_C=gcc'")],
         include=None, exclude=[]),
    dict(name="snd", lang="C", pkg="snd", ver="23.1-1", srcdir="snd-23.1",
         kind="sound editor and the s7 Scheme interpreter (snd: sndlib headers/io/sound files, CLM generators, "
              "s7, edit lists, FFT, regions, marks, mixes, LADSPA; per sample/buffer/channel/form), no-GUI flavour",
         seen="2026-12-06 (29)",
         # debian/rules: AUTOHEADER=true, dh's autoreconf (ac-path-pkgconfig.patch touches configure.ac); three
         # flavours, of which the `nox` one here: --with-ladspa --with-gmp --without-gui --with-notcurses
         # (libnotcurses-dev is commented out of Build-Depends: configure falls back to no GUI) --with-alsa
         # --with-jack, CPPFLAGS -DREPRODUCIBLE_BUILD=1 -DNOTCURSES_2_0_5=1; built in-tree, not in debian/build/
         apt=["ladspa-sdk", "libasound2-dev", "libfftw3-dev", "libgsl-dev", "libjack-dev", "libmpc-dev",
              "libsamplerate0-dev"],
         build=["AUTOHEADER=true autoreconf -fi >/dev/null 2>&1",
                conf("--with-ladspa --with-gmp --prefix=/usr --without-gui --with-notcurses --with-alsa "
                     "--with-jack CPPFLAGS='-DREPRODUCIBLE_BUILD=1 -DNOTCURSES_2_0_5=1'"),
                MK, BEAR],
         include=None, exclude=[]),
    dict(name="abcmidi", lang="C", pkg="abcmidi", ver="20230208+ds1-1", srcdir="abcmidi-20230208+ds1",
         kind="abc music notation tools (abc2midi, midi2abc, abc2abc, yaps PostScript typesetter, abcmatch, "
              "mftext, midicopy, midistats: abc parser, MIDI file reader/writer; per tune/note/event)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh (compat 13: dh_autoreconf regenerates configure from configure.ac, none shipped);
         # configure; make (all: the eight programs); legacy_code/ is not built
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["legacy_code/"]),
    dict(name="notmuch", lang="C", pkg="notmuch", ver="0.37-1", srcdir="notmuch-0.37",
         kind="mail indexer and CLI on Xapian and GMime (libnotmuch, C++: database, index, query, threads, "
              "tags, properties; notmuch CLI, C: new/search/show/reply/insert/dump/restore; per message/file/thread)",
         seen="2026-12-06 (29)",
         # debian/rules: its own configure (BASHCMD=/bin/bash, Debian's paths); make all (sphinx docs, the Python
         # and Ruby bindings and contrib/notmuch-mutt left out); test/ programs are not built by `all`
         apt=["libgmime-3.0-dev", "libsexp-dev", "libtalloc-dev", "libxapian-dev"],
         build=["BASHCMD=/bin/bash ./configure --prefix=/usr --sysconfdir=/etc --localstatedir=/var "
                "--includedir=/usr/include >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test/", "bindings/", "contrib/"]),
    dict(name="hfsutils", lang="C", pkg="hfsutils", ver="3.2.6-15", srcdir="hfsutils-3.2.6",
         kind="HFS (Macintosh) volume tools and library (libhfs: volumes, B-trees, catalog, files, blocks; "
              "librsrc; hcopy/hls/hmount/... CLIs with binhex/MacBinary/text copy-in/out, Tcl/Tk hfssh/xhfs; per "
              "block/file/record)",
         seen="2026-12-06 (29)",
         # debian/rules: ./configure --prefix=/usr --with-tcl=/usr/lib --with-tk=/usr/lib as shipped (make -o
         # configure.in: no regeneration); make
         apt=["tcl-dev", "tk-dev"],
         build=[conf("--prefix=/usr --with-tcl=/usr/lib --with-tk=/usr/lib"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="wide-dhcpv6", lang="C", pkg="wide-dhcpv6", ver="20080615-23", srcdir="wide-dhcpv6-20080615",
         kind="DHCPv6 client/server/relay daemons (dhcp6c, dhcp6s, dhcp6relay, dhcp6ctl: option parsing, "
              "IA/prefix delegation, leases, config lexer/parser, control channel; per message/option/interface)",
         seen="2026-12-06 (29)",
         # debian/rules: configure --with-localdbdir=/var/lib/dhcpv6 --sysconfdir=/etc/wide-dhcpv6 in an rsync'd
         # build/ copy (and a static-libfl udeb copy): here once, in-tree; make
         apt=["bison", "flex", "libfl-dev"],
         build=[conf("--with-localdbdir=/var/lib/dhcpv6 --sysconfdir=/etc/wide-dhcpv6"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libuev", lang="C", pkg="libuev", ver="2.4.0-1.1+deb12u1", srcdir="libuev-2.4.0",
         kind="lightweight event loop library (libuev: epoll loop, I/O, timer, cron, signal and event watchers; "
              "per event/watcher)",
         seen="2026-12-06 (29)",
         # debian/rules: dh --with autoreconf; configure --disable-doxygen-doc; make (CFLAGS -Wall -pedantic);
         # examples/ and test/ (check programs) not built by `make`
         build=[AUTORECONF, conf("--disable-doxygen-doc"), MK, BEAR],
         include=None, exclude=["examples/", "test/"]),
    dict(name="hfsplus", lang="C", pkg="hfsplus", ver="1.0.4-17", srcdir="hfsplus-1.0.4",
         kind="HFS+ (Macintosh) volume tools and library (libhfsp: volume, B-tree, catalog, record and block "
              "access, fscheck; hpls/hpcopy/hpmount/hpfsck/... CLIs; per block/record/file)",
         seen="2026-12-06 (29)",
         # debian/rules: dh --with=autoreconf (only configure.in shipped); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="ppp", lang="C", pkg="ppp", ver="2.4.9-1+1.1", srcdir="ppp-2.4.9",
         kind="Point-to-Point Protocol daemon (pppd: LCP/IPCP/IPv6CP/CCP/ECP state machines, PAP/CHAP/MS-CHAP/EAP "
              "auth, MPPE, multilink, sys-linux, options; plugins: PPPoE, PPPoATM, PPPoL2TP, RADIUS, winbind) + "
              "chat, pppdump, pppstats; per packet/option/link",
         seen="2026-12-06 (29)",
         # debian/rules: ./configure --prefix=/usr --cc=gcc; make COPTS="$(CFLAGS) $(CPPFLAGS)" (the pppd-udeb copy
         # left out); solaris/ and *.sol2 are another platform
         apt=["libpam0g-dev", "libpcap0.8-dev", "libssl-dev", "libsystemd-dev"],
         build=["./configure --prefix=/usr --cc=gcc >/dev/null 2>&1", MK,
                bear("make -j2 COPTS='-g -O2 -Wall'")],
         include=None, exclude=["solaris/", "pppd-udeb/"]),
    dict(name="libieee1284", lang="C", pkg="libieee1284", ver="0.2.11-14", srcdir="libieee1284-0.2.11",
         kind="IEEE 1284 parallel port library (libieee1284: port discovery, ppdev/io access, device ID, "
              "compatibility/nibble/ECP/EPP transfer modes; per byte/port) + libieee1284_test",
         seen="2026-12-06 (29)",
         # debian/rules: dh (compat 12; AM_MAINTAINER_MODE.patch and autotools_update.patch touch configure.in and
         # Makefile.am: dh_autoreconf); configure --without-python; make; tests/ not built by `make`
         build=[AUTORECONF, conf("--without-python"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libime", lang="C++", pkg="libime", ver="1.0.16-1", srcdir="libime-1.0.16",
         kind="input method library of Fcitx 5 (libime: n-gram language model over KenLM, decoder/lattice, "
              "pinyin dictionary/encoder/context, table IME; per keystroke/candidate/path) + its tools",
         seen="2026-12-06 (29)",
         # debian/rules: dh's CMake build with -DCMAKE_BUILD_RPATH_USE_ORIGIN=ON; its patches take KenLM from debian/
         # and system libraries; CMake configure only; test/ left out
         apt=["extra-cmake-modules", "libboost-dev", "libboost-filesystem-dev", "libboost-iostreams-dev",
              "libdouble-conversion-dev", "libfcitx5utils-dev"],
         build=[CMAKE + " -DCMAKE_BUILD_RPATH_USE_ORIGIN=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="nrg2iso", lang="C", pkg="nrg2iso", ver="0.4-4.1", srcdir="nrg2iso-0.4",
         kind="Nero NRG to ISO image converter CLI (nrg2iso: copy with offset and progress; per block)",
         seen="2026-12-06 (29)",
         # debian/rules: $(CC) -Wall -g -O2 nrg2iso.c -o nrg2iso (one file)
         build=[MK, bear("gcc -Wall -g -O2 nrg2iso.c -o nrg2iso")],
         include=None, exclude=[]),
    dict(name="snooze", lang="C", pkg="snooze", ver="0.5-1", srcdir="snooze-0.5",
         kind="cron-like run-at-time daemon/CLI (snooze: time field matching, wait loop, timefile, jitter; per "
              "minute/run)",
         seen="2026-12-06 (29)",
         # debian/rules: make with dpkg-buildflags (one file)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="sofia-sip", lang="C", pkg="sofia-sip", ver="1.12.11+20110422.1+1e14eea~dfsg-6",
         srcdir="sofia-sip-1.12.11+20110422.1+1e14eea~dfsg",
         kind="SIP user agent library (libsofia-sip-ua: SIP/SDP/HTTP/MSG parsers, NTA transactions, NUA user "
              "agent, NEA events, NTH, TPORT transports with TLS, STUN, SU sockets/timers/roots, BNF, URL; glib "
              "main-loop glue; sip-options/sip-date/... utilities; per message/header/event)",
         seen="2026-12-06 (29)",
         # debian/rules: dh --builddir=objs (compat 13: dh_autoreconf, no configure shipped): here in-tree;
         # configure (defaults); make; s2check/ (the check library) and tests/ left out, win32/ and open_c/ other
         # platforms
         apt=["libglib2.0-dev", "libssl-dev"],
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["s2check/", "tests/", "win32/", "open_c/"]),
    dict(name="clipper", lang="C++", pkg="clipper", ver="2.1.20201109-1", srcdir="clipper-2.1.20201109",
         kind="crystallographic computing library (Clipper: space groups, cells, reflection/map data, FFT maps, "
              "structure factors, MTZ/CIF/mmdb/minimol I/O, phasing; per reflection/grid point/atom)",
         seen="2026-12-06 (29)",
         # debian/rules: dh (compat 12; add-mmdb2-to-examples-LIBS.patch touches examples/Makefile.am:
         # dh_autoreconf); configure --enable-mmdb --enable-minimol --enable-cif --enable-ccp4 --enable-shared
         # --disable-static --enable-fortran, CXXFLAGS += -std=gnu++98; make; examples/ left out
         apt=["fftw-dev", "gfortran", "libccp4-dev", "libmmdb2-dev", "sfftw-dev"],
         build=[AUTORECONF, conf("--enable-mmdb --enable-minimol --enable-cif --enable-ccp4 --enable-shared "
                                 "--disable-static --enable-fortran CXXFLAGS='-g -O2 -std=gnu++98'"), MK, BEAR],
         include=None, exclude=["examples/"]),
    dict(name="mdf2iso", lang="C", pkg="mdf2iso", ver="0.3.1-2", srcdir="mdf2iso-0.3.1",
         kind="Alcohol 120% MDF to ISO/CUE/TOC image converter CLI (mdf2iso: sector layout detection, copy; per "
              "sector)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh (compat 9: no dh_autoreconf); configure; make; test/ holds images
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="neon27", lang="C", pkg="neon27", ver="0.32.5-1", srcdir="neon27-0.32.5",
         kind="HTTP/WebDAV client library (neon: sessions, requests, response bodies, auth (Basic/Digest/"
              "Negotiate), XML parsing, PROPFIND, locks, redirects, OpenSSL sockets, URI/date/string helpers; per "
              "request/header/chunk/element)",
         seen="2026-12-06 (29)",
         # debian/rules: dh_autoreconf ./autogen.sh; two flavours, of which the OpenSSL one here (in-tree, not in
         # debian/build-tree/): --enable-shared --enable-static --enable-threadsafe-ssl=posix --with-gssapi
         # --with-libxml2 --with-ssl=openssl, KRB5_CONFIG=/usr/bin/krb5-config.mit; make; test/ not built by `make`
         apt=["libxml2-dev", "libssl-dev", "libkrb5-dev", "zlib1g-dev"],
         build=["LIBTOOLIZE='libtoolize --install' ./autogen.sh >/dev/null 2>&1",
                "KRB5_CONFIG=/usr/bin/krb5-config.mit ./configure --enable-shared --enable-static "
                "--enable-threadsafe-ssl=posix --with-gssapi --with-libxml2 --with-ssl=openssl >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libqglviewer", lang="C++", pkg="libqglviewer", ver="2.8.0+dfsg1-2", srcdir="libqglviewer-2.8.0+dfsg1",
         kind="Qt OpenGL 3D viewer library (QGLViewer: camera, frames, constraints, mouse/keyboard grabbers, "
              "key frame interpolation, snapshot saving, vectorial rendering (VRender: BSP/topological sorting, "
              "EPS/SVG/FIG export); per frame/primitive/event)",
         seen="2026-12-06 (29)",
         # debian/rules: dh --sourcedirectory=QGLViewer with qmake (QT_SELECT=qt5, LIB_DIR=...); make there;
         # examples/ and designerPlugin/ are not built
         apt=["libqt5opengl5-dev", "qtbase5-dev", "qtbase5-dev-tools"],
         build=["cd QGLViewer && /usr/lib/qt5/bin/qmake LIB_DIR=/usr/lib/x86_64-linux-gnu >/dev/null 2>&1", MK,
                bear("make -j2 -C QGLViewer")],
         include=None, exclude=["examples/", "designerPlugin/"]),
    dict(name="iat", lang="C", pkg="iat", ver="0.1.3-7.1", srcdir="iat-0.1.3",
         kind="CD image format converter CLI (iat: detects BIN/MDF/PDI/CDI/NRG/B5I layouts, writes ISO; per "
              "sector/block)",
         seen="2026-12-06 (29)",
         # debian/rules: dh (compat 12) with configure --prefix=/usr ... (its patches touch src/iat.c and add a
         # man page only: configure as shipped); make
         build=[conf("--prefix=/usr"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libesmtp", lang="C", pkg="libesmtp", ver="1.1.0-3.1~deb12u1", srcdir="libesmtp-1.1.0",
         kind="SMTP client library (libESMTP: message submission protocol state machine, pipelining, "
              "headers, DSN/BDAT/ETRN/8BITMIME, SASL client with CRAM-MD5/LOGIN/NTLM/PLAIN plugins, STARTTLS over "
              "OpenSSL, buffered socket I/O; per message/recipient/line)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh with meson (default options; meson-build-soname patch); meson setup only;
         # examples/ not built by default
         apt=["libltdl-dev", "libssl-dev", "meson", "ninja-build"],
         build=["meson setup fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/"]),
    dict(name="direvent", lang="C", pkg="direvent", ver="5.2-1", srcdir="direvent-5.2",
         kind="directory event monitoring daemon (direvent: inotify watchers, event/handler config via the "
              "bundled grecs parser, command runner, environment, watch recursion; per event/watcher)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh (compat 12; its one patch fixes spelling: configure as shipped); make; tests/ and
         # grecs/tests/ (test helpers) left out
         build=[CONF, MK, BEAR],
         include=None, exclude=["tests/", "grecs/tests/"]),
    dict(name="ent", lang="C", pkg="ent", ver="1.2debian-3", srcdir="ent-1.2debian",
         kind="pseudorandom sequence test CLI (ent: entropy, chi-square, arithmetic mean, Monte Carlo pi, serial "
              "correlation; per byte/bit)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh, make (Makefile.patch); the `ent` target also needs ent.1 from asciidoc (not
         # installed): its four objects are built instead; test/ holds data
         build=[MK, bear("make -j2 ent.o iso8859.o randtest.o chisq.o")],
         include=None, exclude=[]),
    dict(name="sysvbanner", lang="C", pkg="sysvbanner", ver="1:1.0-18", srcdir="sysvbanner-1.0",
         kind="System V banner CLI (banner: large-letter output; per character/line)",
         seen="2026-12-06 (29)",
         # debian/rules: plain dh, make (one file)
         build=[MK, BEAR],
         include=None, exclude=[]),
]
