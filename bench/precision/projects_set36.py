"""Precision projects: held-out set 36 (session 36). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 36 (session 36, brief h29-set36)
# The draw, fixed at 2026-12-07 11:09:55 UTC before any build and any faultline run on any candidate
# (/work/set36/draw-order.txt; candidates /work/set36/candidates.txt, written from memory 10:55-10:56 UTC in seven
# batches (1645 names; 19 repeats, 480 excluded as names of sets corpus-35, recall.yaml, the skips.txt of sets 32-35 and
# set 35's skipped-entries.py), 354 left off by hand (huge, header-only, not C/C++): 792 survivors; then, that first pass
# giving 0 codecs and 1 media project fetchable, a second codecs and media batch written at 11:07 UTC (295 names; 2
# repeats, 30 excluded, 69 left off: 194 survivors)); versions pinned to bookworm(-updates/-security) by
# /work/set36/ver.py (ver2.py): 232 of 792 (116 of 194) have no bookworm source; fetchable by /work/set36/head.sh
# (head2.sh): 39 of 560 (4 of 78); 9 then left off by hand (tmp/leaveoff-after-pinning.txt: xxd and udev (binaries
# of vim and systemd, left off as large), fluid-soundfont (data), minpack (Fortran), suitesparse (huge), libint2
# (C++), opari2 (C++), pnetcdf (MPI), mpdas (C++)), so 34 (1 codec, 3 media, 2 databases, 6 scientific, 6 CLIs,
# 2 daemons, 14 other C libraries). The weighted round-robin (codecs 2, media 2, databases 1, scientific 1, C CLIs 2,
# daemons 2, other C libraries 2) over the 34 fetchable names in list order, no pre-registered positions. Built in
# this order:
#  1 libuninameslist 20221022-1, 2 direwolf 1.6+dfsg-3, 3 flvstreamer 2.1c1-1.1, 4 idzebra 2.2.7-1,
#  5 cubature 1.0.4+ds-1, 6 uucp 1.07-27, 7 texinfo 6.8-6, 8 busybox 1:1.35.0-4+deb12u1, 9 dbus 1.14.10-1~deb12u1,
#  10 iptables 1.8.9-2, 11 bearssl 0.6+dfsg.1-3, 12 tstools 1.13~git20151030-6, 13 yaz 5.34.0-1,
#  14 hdf5 1.10.8+repack1-1, 15 parchive 1.1-4.2, 16 m4 1.4.19-3, 17 spi-tools 0.8.4-1, 18 libdrm 2.4.114-1,
#  19 aprx 2.9.1-1, 20 cproto 4.7v-1, 21 make-dfsg 4.3-4.1, 22 libxkbcommon 1.5.0-1, 23 libxcb 1.15-1,
#  24 libax25 0.0.12-rc5+git20190411+b17ff36-4, 25 fontconfig 2.14.1-4, 26 check 0.15.2-2, 27 papi 7.0.0-2,
#  28 cmocka 1.1.5-2.1, 29 cunit 2.1-3-dfsg-2.6, 30 otf2 3.0.2-2, 31 gssdp 1.6.2-2, 32 libavl 0.3.5-4,
#  33 libcidr 1.2.3-3, 34 bctoolbox 5.1.64-2


PROJECTS = [
    # Set 36 as measured: draw positions 1-34 built in order (pipeline.sh, 11:11:53-12:11:37 UTC, no new build after
    # 13:00; none was needed); 33 projects. Every entry written from the source tree's layout (/work/set36/src),
    # debian/rules and debian/control before its first build. Two failed builds corrected once each, before any
    # faultline output (libxcb, bctoolbox; the fixes are in their entries). Skipped (over 900 s, before any faultline
    # output): hdf5 (14, 906 s); its entry is kept in /work/set36/skipped-entries.py.
    # docs/precision.md "Held-out check, set 36 (session 36)".
    dict(name="libuninameslist", lang="C", pkg="libuninameslist", ver="20221022-1", srcdir="libuninameslist-20221022",
         kind="Unicode names list library (libuninameslist: generated tables of character names, annotations and "
              "blocks, lookups by code point; buildnameslist generator; per code point/block)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates; no configure shipped); configure with the
         # defaults; make (buildnameslist is a noinst program make builds); tests/ and py/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "py/"]),
    dict(name="direwolf", lang="C", pkg="direwolf", ver="1.6+dfsg-3", srcdir="direwolf-1.6+dfsg",
         kind="Software AX.25 packet modem/TNC and APRS daemon (Dire Wolf: AFSK/9600/PSK demodulators, HDLC/FX.25, "
              "digipeater, IGate, beacons, KISS/AGW servers, GPS, DTMF/touch-tone; per sample/frame/packet)",
         seen="2026-12-07 (36)", apt=["libasound2-dev", "libgps-dev", "libhamlib-dev", "libudev-dev"],
         # debian/rules: dh --buildsystem=cmake, -DBINARY_TERMINAL_BIN=/usr/bin/x-terminal-emulator; CMake configure
         # only (Release: UNITTEST off, so test/ is not configured); external/ (bundled geotranz, regex, misc) left out
         build=[CMAKE + " -DBINARY_TERMINAL_BIN=/usr/bin/x-terminal-emulator -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["external/", "test/"]),
    dict(name="flvstreamer", lang="C", pkg="flvstreamer", ver="2.1c1-1.1", srcdir="flvstreamer-2.1c1",
         kind="RTMP stream downloader (flvstreamer, an rtmpdump fork: RTMP handshake/chunking, AMF encoding, FLV "
              "writer, resume, the streams HTTP gateway; per packet/chunk)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (debhelper 7, a plain Makefile): make flvstreamer streams (rtmpsrv/rtmpsuck not built)
         build=[MK, bear("make flvstreamer streams")],
         include=None, exclude=[]),
    dict(name="idzebra", lang="C", pkg="idzebra", ver="2.2.7-1", srcdir="idzebra-2.2.7",
         kind="Structured-text indexing and retrieval engine (Zebra: record filters (XML/SGML/grs/alvis), dictionary "
              "B-trees, ISAM variants, result sets and ranking, Z39.50/SRU server over YAZ; per record/term/block)",
         seen="2026-12-07 (36)", apt=["libyaz-dev", "libbz2-dev", "libexpat1-dev", "libncurses-dev", "libreadline-dev",
                            "libxslt1-dev", "tcl-dev", "xsltproc", "docbook-xsl", "docbook-xml"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates), configure --with-yaz=pkg; make; test/ and
         # examples/ left out
         build=[AUTORECONF, conf("--with-yaz=pkg"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="cubature", lang="C", pkg="cubature", ver="1.0.4+ds-1", srcdir="cubature-1.0.4+ds",
         kind="Adaptive multidimensional integration library (cubature: h-adaptive (Genz-Malik) and p-adaptive "
              "(Clenshaw-Curtis) cubature, vectorised integrands, region heaps; per region/evaluation)",
         seen="2026-12-07 (36)", apt=["libfftw3-dev"],
         # debian/rules: override_dh_auto_build compiles clencurt_gen.c (with FFTW, long double), runs it to write
         # clencurt.h, then compiles hcubature.c and pcubature.c; the same compiles here under bear; test.c (the
         # dh_auto_test program) left out
         build=[MK, bear("sh -c 'cc -O2 -o clencurt_gen clencurt_gen.c -lfftw3l -lm && ./clencurt_gen 19 > clencurt.h"
                         " && cc -O2 -fPIC -c hcubature.c pcubature.c'")],
         include=None, exclude=["test.c"]),
    dict(name="uucp", lang="C", pkg="uucp", ver="1.07-27", srcdir="uucp-1.07",
         kind="Taylor UUCP (uucico/uux/uucp/uustat/uuxqt/cu: the g/f/t/e/i/j/y protocols, chat scripts, spool and "
              "lock files, configuration library uuconf, the cu terminal; per packet/file/line)",
         seen="2026-12-07 (36)", apt=["texinfo"],
         # debian/rules: configure --prefix=/usr ... --with-newconfigdir=/etc/uucp --with-oldconfigdir=/etc/uucp;
         # make (debhelper 11: dh_autoreconf regenerates); contrib/uurate and debian/contrib/in.uucpd (built apart
         # by the rules) not built here
         build=[AUTORECONF, conf("--prefix=/usr --with-newconfigdir=/etc/uucp --with-oldconfigdir=/etc/uucp"), MK,
                BEAR],
         include=None, exclude=["contrib/"]),
    dict(name="texinfo", lang="C", pkg="texinfo", ver="6.8-6", srcdir="texinfo-6.8",
         kind="GNU Texinfo's C parts (the info reader: nodes, windows, search, footnotes, terminal I/O; install-info; "
              "the texi2any Perl XS modules (parsetexi parser, paragraph formatter, text conversions); gnulib; per "
              "node/line/character)",
         seen="2026-12-07 (36)", apt=["libncurses-dev", "gettext", "libtext-unidecode-perl", "help2man", "libperl-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); AWK=awk ./configure
         # --with-external-Text-Unidecode=yes --prefix=/usr ...; make; the Perl of tp/ is not C
         build=[AUTORECONF, "AWK=awk ./configure --with-external-Text-Unidecode=yes --prefix=/usr >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/", "gnulib/tests/"]),
    dict(name="busybox", lang="C", pkg="busybox", ver="1:1.35.0-4+deb12u1", srcdir="busybox-1.35.0",
         kind="Multi-call binary of small Unix tools (BusyBox: ash/hush shells, coreutils, archivers, editors, "
              "networking daemons and clients, init, module tools, libbb; per line/block/packet/file)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: three flavours (deb, static, udeb), each .config = debian/config/os/linux +
         # debian/config/pkg/FLAVOUR, `yes "" | make silentoldconfig`, make all; here the deb flavour, in the tree;
         # scripts/ (the kconfig host tools) and testsuite/ left out
         build=["cat debian/config/os/linux debian/config/pkg/deb > .config && (yes '' | make oldconfig >/dev/null 2>&1)",
                MK, bear("make -j2 SKIP_STRIP=y")],
         include=None, exclude=["scripts/", "testsuite/", "examples/"]),
    dict(name="dbus", lang="C", pkg="dbus", ver="1.14.10-1~deb12u1", srcdir="dbus-1.14.10",
         kind="D-Bus message bus (libdbus: marshalling, connections, transports, authentication; dbus-daemon: "
              "policy, activation, matching, dispatch; tools; per message/connection/match rule)",
         seen="2026-12-07 (36)", apt=["autoconf-archive", "libapparmor-dev", "libaudit-dev", "libcap-ng-dev", "libexpat1-dev",
                            "libselinux1-dev", "libsystemd-dev", "libx11-dev", "libglib2.0-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); three builds (main, debug, udeb): here the main
         # one's flags (--enable-traditional-activation --enable-apparmor --enable-libaudit --enable-selinux
         # --enable-systemd --enable-user-session ...), documentation off (xmlto/doxygen: no C); make; test/ left out
         build=[AUTORECONF, conf("--enable-traditional-activation --with-system-socket=/run/dbus/system_bus_socket "
                                 "--enable-apparmor --enable-libaudit --enable-selinux --enable-systemd "
                                 "--enable-user-session --disable-xml-docs --disable-doxygen-docs "
                                 "--disable-ducktype-docs"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="iptables", lang="C", pkg="iptables", ver="1.8.9-2", srcdir="iptables-1.8.9",
         kind="Netfilter packet filter administration (iptables/ip6tables/ebtables/arptables, legacy and nft "
              "back ends, libxtables and the match/target extensions, libiptc, save/restore; per rule/chain/line)",
         seen="2026-12-07 (36)", apt=["bison", "flex", "libmnl-dev", "libnetfilter-conntrack-dev", "libnfnetlink-dev",
                            "libnftnl-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-libipq --enable-devel; make
         build=[AUTORECONF, conf("--disable-libipq --enable-devel"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="bearssl", lang="C", pkg="bearssl", ver="0.6+dfsg.1-3", srcdir="bearssl-0.6+dfsg.1",
         kind="TLS library (BearSSL: SSL engine state machine, record layer, handshake in T0, X.509 validation, "
              "constant-time ciphers/hashes/EC/RSA; per record/block)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: writes conf/debian.mk (include conf/Unix.mk, BUILD=build, TOOLS = no, TESTS = no); make
         # CONF=debian; the same here (so samples/, test/ and tools/ are not built)
         build=["printf 'include conf/Unix.mk\\nBUILD=build\\nTOOLS = no\\nTESTS = no\\n' > conf/debian.mk", MK,
                bear("make CONF=debian -j2")],
         include=None, exclude=["test/", "tools/", "samples/"]),
    dict(name="tstools", lang="C", pkg="tstools", ver="1.13~git20151030-6", srcdir="tstools-1.13~git20151030",
         kind="MPEG transport/program stream tools (tstools: TS/PS/ES readers and writers, PES, H.262/H.264/AVS "
              "access units, PCR pacing tsplay/tsserve, pcapreport, reverse play index; per packet/unit)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile): make (all: the programs and libtstools; the test_*
         # programs are built only by `make test`); python/ left out
         build=[MK, BEAR],
         include=None, exclude=["python/", "test_"]),
    dict(name="yaz", lang="C", pkg="yaz", ver="5.34.0-1", srcdir="yaz-5.34.0",
         kind="Z39.50/SRU/Solr toolkit (YAZ: BER/XML codecs, ZOOM client API, generic front-end server, CQL/CCL/PQF "
              "parsers, MARC/ISO2709 conversion, charset conversion, retrieval/record conversion; yaz-client, "
              "yaz-ztest, yaz-marcdump; per PDU/record/field)",
         seen="2026-12-07 (36)", apt=["bison", "gawk", "libgnutls28-dev", "libicu-dev", "libpcap0.8-dev", "libreadline-dev",
                            "libwrap0-dev", "libxslt1-dev", "libxml2-dev", "tcl", "xsltproc", "docbook-xsl",
                            "docbook-xml"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-tcpd --with-xslt --with-gnutls
         # --with-icu --with-xml2; make; test/ left out
         build=[AUTORECONF, conf("--enable-tcpd --with-xslt --with-gnutls --with-icu --with-xml2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="parchive", lang="C", pkg="parchive", ver="1.1-4.2", srcdir="parchive-1.1",
         kind="PAR 1.0 parity archive tool (par: Reed-Solomon encoder/decoder, MD5, PAR/PXX volume reader/writer, "
              "file recovery; per block/file)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: (debhelper 9, no dh sequencer) $(MAKE): the par program
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="m4", lang="C", pkg="m4", ver="1.4.19-3", srcdir="m4-1.4.19",
         kind="GNU m4 macro processor (input stack, macro expansion, builtins, diversions, frozen files, regex "
              "builtins; gnulib; per token/macro/line)",
         seen="2026-12-07 (36)", apt=["libsigsegv-dev", "texinfo"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-rpath; make; tests/, checks/
         # and examples/ left out
         build=[AUTORECONF, conf("--disable-rpath"), MK, BEAR],
         include=None, exclude=["tests/", "checks/", "examples/"]),
    dict(name="spi-tools", lang="C", pkg="spi-tools", ver="0.8.4-1", srcdir="spi-tools-0.8.4",
         kind="SPI device command-line tools (spi-config, spi-pipe: spidev ioctl configuration, full-duplex "
              "transfers between stdin/stdout and the bus; per block)",
         seen="2026-12-07 (36)", apt=["help2man"],
         # debian/rules: dh (debhelper 11: dh_autoreconf regenerates; no configure shipped); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libdrm", lang="C", pkg="libdrm", ver="2.4.114-1", srcdir="libdrm-2.4.114",
         kind="Direct Rendering Manager userspace library (libdrm: ioctl wrappers, mode setting, GEM/prime, the "
              "intel/amdgpu/radeon/nouveau/vmwgfx buffer managers and command submission; modetest and the other "
              "installed test programs; per buffer/ioctl/object)",
         seen="2026-12-07 (36)", apt=["meson", "libpciaccess-dev", "libudev-dev", "libx11-dev", "python3-docutils"],
         # debian/rules (amd64): meson --auto-features=disabled -Ddefault_library=both -Dradeon=enabled
         # -Damdgpu=enabled -Dinstall-test-programs=true -Dvalgrind=disabled -Dudev=true -Dvmwgfx=enabled
         # -Dnouveau=enabled -Dintel=enabled -Dexynos/omap/etnaviv/tegra/freedreno=disabled; man pages off (xsltproc,
         # no C); meson setup, then ninja (generated fourcc table); tests/ is what libdrm-tests installs, so analysed
         build=["meson setup fl-build --auto-features=disabled -Ddefault_library=both -Dman-pages=disabled "
                "-Dradeon=enabled -Damdgpu=enabled -Dinstall-test-programs=true -Dvalgrind=disabled -Dudev=true "
                "-Dvmwgfx=enabled -Dnouveau=enabled -Dintel=enabled -Dexynos=disabled -Domap=disabled "
                "-Detnaviv=disabled -Dtegra=disabled -Dfreedreno=disabled >/dev/null 2>&1",
                "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="aprx", lang="C", pkg="aprx", ver="2.9.1-1", srcdir="aprx-2.9.1",
         kind="APRS digipeater and Rx-iGate daemon (aprx: AX.25 interfaces over KISS/serial/AGWPE/netax25, APRS-IS "
              "client, digipeater rules and filters, beacons, telemetry, erlang statistics; per frame/line)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates from configure.in); configure --with-pthread
         # --sbindir=/usr/sbin --sysconfdir=/etc --localstatedir=/var; make
         build=[AUTORECONF, conf("--with-pthread --sbindir=/usr/sbin --sysconfdir=/etc --localstatedir=/var"), MK,
                BEAR],
         include=None, exclude=[]),
    dict(name="cproto", lang="C", pkg="cproto", ver="4.7v-1", srcdir="cproto-4.7v",
         kind="C prototype generator (cproto: yacc grammar and lex scanner over preprocessed C, declarator "
              "rewriting, lint library output; per token/declaration)",
         seen="2026-12-07 (36)", apt=["bison", "flex"],
         # debian/rules: dh --without autoreconf (the shipped configure); configure --enable-llib; make
         build=[conf("--enable-llib"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="make-dfsg", lang="C", pkg="make-dfsg", ver="4.3-4.1", srcdir="make-dfsg-4.3",
         kind="GNU make (makefile reader, variable expansion, implicit rules, dependency graph, job server and "
              "child processes, remake loop; gnulib; per rule/file/line)",
         seen="2026-12-07 (36)", apt=["gettext", "autopoint", "pkg-config"],
         # debian/rules: dh --with autoreconf; two builds (make, make-guile): here the plain one,
         # ac_cv_lib_util_getloadavg=no configure --prefix=/usr --with-guile=no; make; tests/ left out
         build=[AUTORECONF, "ac_cv_lib_util_getloadavg=no ./configure --prefix=/usr --with-guile=no >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libxkbcommon", lang="C", pkg="libxkbcommon", ver="1.5.0-1", srcdir="libxkbcommon-1.5.0",
         kind="XKB keymap library (libxkbcommon: keymap text compiler (scanner, parser, ast, rules/keycodes/types/"
              "compat/symbols), state machine, compose tables, X11 and registry parts, xkbcli tools; per key/token/"
              "entry)",
         seen="2026-12-07 (36)", apt=["meson", "bison", "flex", "libwayland-dev", "libxcb-xkb-dev", "libxml2-dev",
                            "wayland-protocols", "x11proto-dev"],
         # debian/rules: dh (meson), -Dxkb-config-root=/usr/share/X11/xkb; documentation off (doxygen, no C); meson
         # setup, then ninja (generated parser); test/, bench/ and fuzz/ left out
         build=["meson setup fl-build -Dxkb-config-root=/usr/share/X11/xkb -Denable-docs=false >/dev/null 2>&1",
                "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/", "bench/", "fuzz/"]),
    dict(name="libxcb", lang="C", pkg="libxcb", ver="1.15-1", srcdir="libxcb-1.15",
         kind="X protocol C-language binding (libxcb: connection, request queue and reply/event reading, auth, "
              "extension cache, the protocol stubs generated from xcb-proto; per request/reply/event)",
         seen="2026-12-07 (36)", apt=["libxau-dev", "libxdmcp-dev", "xcb-proto", "python3-xcbgen", "libpthread-stubs0-dev",
                            "xutils-dev", "xsltproc"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure PYTHON=python3 --disable-silent-rules;
         # make (generates src/*.c from xcb-proto); tests/ left out
         # Corrected (session 36, after the first build failed, before any faultline output): `python3` on this
         # machine's PATH is a pyenv interpreter that cannot import Debian's xcbgen (python3-xcbgen), so make's
         # c_client.py step failed (exit 2, 29 s, no compile recorded); PYTHON=/usr/bin/python3 (Debian's, as the
         # buildd's python3:native). The failed tree was moved aside (libxcb-1.15.set36-failed) before the rebuild
         build=[AUTORECONF, conf("PYTHON=/usr/bin/python3 --disable-silent-rules"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libax25", lang="C", pkg="libax25", ver="0.0.12-rc5+git20190411+b17ff36-4",
         srcdir="libax25-0.0.12-rc5+git20190411+b17ff36",
         kind="AX.25/NET/ROM/ROSE library (libax25: address conversion, axports/nrports/rsports configuration, "
              "/proc readers, ax25io line I/O with telnet handling and compression; per address/line)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates; no configure shipped); configure
         # --libdir='${prefix}/lib'; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="fontconfig", lang="C", pkg="fontconfig", ver="2.14.1-4", srcdir="fontconfig-2.14.1",
         kind="Font configuration and matching library (fontconfig: config XML parser, font scanning via FreeType, "
              "cache files, patterns, matching and sorting, charsets/langsets; fc-* tools; per font/file/element)",
         seen="2026-12-07 (36)", apt=["libfreetype-dev", "libexpat1-dev", "uuid-dev", "gperf"],
         # debian/rules: dh (compat 11: dh_autoreconf regenerates); configure --enable-static --enable-docs
         # --with-add-fonts=/usr/local/share/fonts; here --disable-docs (docbook/texlive, no C); make; test/ left out
         build=[AUTORECONF, conf("--enable-static --disable-docs --with-add-fonts=/usr/local/share/fonts"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="check", lang="C", pkg="check", ver="0.15.2-2", srcdir="check-0.15.2",
         kind="Unit testing framework for C (check: forked test runner, suites/cases/fixtures, message pipes between "
              "runner and tests, timers, TAP/XML/subunit reporters; checkmk; per test/message)",
         seen="2026-12-07 (36)", apt=["libsubunit-dev", "mawk", "texinfo"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); two builds (standard, -fPIC), both
         # AWK=mawk configure --disable-shared --enable-subunit: here the standard one; make; tests/ and doc/ left out
         build=[AUTORECONF, "AWK=mawk ./configure --disable-shared --enable-subunit >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "doc/"]),
    dict(name="papi", lang="C", pkg="papi", ver="7.0.0-2", srcdir="papi-7.0.0",
         kind="Performance counter library (PAPI: the perf_event and perf_event_uncore components, preset event "
              "tables, high-level API, software-defined events (sde), libpfm4 event naming, papi_* utilities; per "
              "event/counter)",
         seen="2026-12-07 (36)", apt=["libpfm4-dev"],
         # debian/rules: dh --sourcedirectory=src; configure --with-static-lib=yes --with-shared-lib=yes
         # --with-shlib-tools --with-components=sde --with-perf-events --with-pfm-incdir=/usr/include
         # --with-pfm-libdir=/usr/lib/$(DEB_HOST_MULTIARCH) (rocm_smi only when its header is installed: not here);
         # make (all: libraries, utils and tests); the test programs (ctests/, ftests/, validation_tests/, testlib/,
         # the components' tests/) and the bundled libpfm4/ left out
         build=["cd src && ./configure --with-static-lib=yes --with-shared-lib=yes --with-shlib-tools "
                "--with-components=sde --with-perf-events --with-pfm-incdir=/usr/include "
                "--with-pfm-libdir=/usr/lib/x86_64-linux-gnu >/dev/null 2>&1", MK,
                "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"],
         include=None, exclude=["src/ctests/", "src/ftests/", "src/validation_tests/", "src/testlib/",
                                "src/libpfm4/", "src/components/sde/tests/", "src/components/perf_event/tests/",
                                "src/components/perf_event_uncore/tests/", "src/counter_analysis_toolkit/"]),
    dict(name="cmocka", lang="C", pkg="cmocka", ver="1.1.5-2.1", srcdir="cmocka-1.1.5",
         kind="Unit testing framework with mocks (cmocka: test runner with setjmp recovery, mock/expect queues, "
              "allocation tracking, output formats; per test/check)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (cmake), -DWITH_CMOCKERY_SUPPORT=ON -DUNIT_TESTING=ON; CMake configure only; tests/ and
         # example/ left out
         build=[CMAKE + " -DWITH_CMOCKERY_SUPPORT=ON -DUNIT_TESTING=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "example/"]),
    dict(name="cunit", lang="C", pkg="cunit", ver="2.1-3-dfsg-2.6", srcdir="cunit-2.1-3-dfsg",
         kind="Unit testing framework (CUnit: registry, runner, assertions, basic/automated (XML)/console/curses "
              "interfaces; per test/result)",
         seen="2026-12-07 (36)", apt=["libncurses-dev"],
         # debian/rules: dh --with autoreconf; two builds (--disable-curses, and --enable-curses LDFLAGS=-lncurses):
         # here the curses one (a superset); make; CUnit/Sources/Test/ left out
         build=[AUTORECONF, conf("--enable-curses LDFLAGS=-lncurses"), MK, BEAR],
         include=None, exclude=["CUnit/Sources/Test/", "Examples/"]),
    dict(name="otf2", lang="C", pkg="otf2", ver="3.0.2-2", srcdir="otf2-3.0.2",
         kind="Open Trace Format 2 library (OTF2: archive, event/definition/snapshot readers and writers, buffered "
              "chunked files, SION/POSIX substrates, compression, otf2-print/otf2-marker/otf2-estimator tools; per "
              "event/record/chunk)",
         seen="2026-12-07 (36)", apt=["python3-dev", "python3-six"],
         # debian/rules: dh (compat 12), dh_autoreconf through debian/autogen (autoreconf -vfi, also in build-frontend
         # and build-backend); configure --enable-backend-test-runs; make generate=true (the Python bindings need
         # nothing generated beyond what ships); here the same autogen, configure, make; test/ left out
         build=["sh debian/autogen >/dev/null 2>&1", conf("--enable-backend-test-runs"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="gssdp", lang="C", pkg="gssdp", ver="1.6.2-2", srcdir="gssdp-1.6.2",
         kind="SSDP (UPnP discovery) library over GLib (gssdp: client sockets and multicast, resource browser and "
              "group announcements, network interface monitoring, HTTP header parsing through libsoup; per "
              "message/resource)",
         seen="2026-12-07 (36)", apt=["meson", "libglib2.0-dev", "libsoup-3.0-dev"],
         # debian/rules: dh (meson), -Dgtk_doc=true and on amd64 the GTK 4 sniffer and man pages; here documentation,
         # man pages, introspection and vapi off (gi-docgen, pandoc, no C) and the sniffer off (libgtk-4-dev); meson
         # setup, then ninja (generated enum types); tests/ and examples/ left out
         build=["meson setup fl-build -Dgtk_doc=false -Dsniffer=false -Dmanpages=false -Dintrospection=false "
                "-Dvapi=false >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="libavl", lang="C", pkg="libavl", ver="0.3.5-4", srcdir="libavl-0.3.5",
         kind="AVL tree library (libavl 0.3: insert/delete/search with rebalancing, in-order traversal, avlsort "
              "and setdiff examples; per node)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh --parallel (debhelper 9, a plain GNUmakefile): make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libcidr", lang="C", pkg="libcidr", ver="1.2.3-3", srcdir="libcidr-1.2.3",
         kind="CIDR address library (libcidr: IPv4/IPv6 address and netmask parsing, printing, comparison, "
              "network/broadcast/host ranges, cidrcalc tool; per address/octet)",
         seen="2026-12-07 (36)", apt=[],
         # debian/rules: dh (debhelper 9, GNUmakefile), PREFIX=/usr; make
         build=[MK, bear("make -j2 PREFIX=/usr")],
         include=None, exclude=[]),
    dict(name="bctoolbox", lang="C++", pkg="bctoolbox", ver="5.1.64-2", srcdir="bctoolbox-5.1.64",
         kind="Belledonne Communications' utility library (bctoolbox: crypto wrappers over mbedTLS and decaf, "
              "X.509 and TLS contexts, VFS and encrypted VFS, logging, lists/maps, parser and string utilities; C "
              "and C++; per record/block/item)",
         seen="2026-12-07 (36)", apt=["libdecaf-dev", "libmbedtls-dev"],
         # debian/rules: dh --buildsystem=cmake, -DCMAKE_SKIP_RPATH=ON -DENABLE_TESTS_COMPONENT=OFF -DENABLE_DECAF=ON;
         # CMake configure only; tester/ left out
         # Corrected (session 36, after the first configure failed, before any faultline output): debian/rules also
         # passes -DDEB_VERSION_UPSTREAM=$(DEB_VERSION_UPSTREAM), which Debian's 02-fix-cmake-install-location.patch
         # makes the project() VERSION; without it write_basic_package_version_file stopped ("No VERSION specified",
         # exit 1, 9 s). The failed tree was moved aside (bctoolbox-5.1.64.set36-failed) before the rebuild
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DENABLE_TESTS_COMPONENT=OFF -DDEB_VERSION_UPSTREAM=5.1.64 "
                "-DENABLE_DECAF=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tester/"]),
]
