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
    # Draw positions 1-11: entries written from the source trees (/work/set36/src, apt-get source), debian/rules and
    # debian/control before their first builds and before any faultline run on them.
    dict(name="libuninameslist", lang="C", pkg="libuninameslist", ver="20221022-1", srcdir="libuninameslist-20221022",
         kind="Unicode names list library (libuninameslist: generated tables of character names, annotations and "
              "blocks, lookups by code point; buildnameslist generator; per code point/block)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates; no configure shipped); configure with the
         # defaults; make (buildnameslist is a noinst program make builds); tests/ and py/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "py/"]),
    dict(name="direwolf", lang="C", pkg="direwolf", ver="1.6+dfsg-3", srcdir="direwolf-1.6+dfsg",
         kind="Software AX.25 packet modem/TNC and APRS daemon (Dire Wolf: AFSK/9600/PSK demodulators, HDLC/FX.25, "
              "digipeater, IGate, beacons, KISS/AGW servers, GPS, DTMF/touch-tone; per sample/frame/packet)",
         heldout=True, apt=["libasound2-dev", "libgps-dev", "libhamlib-dev", "libudev-dev"],
         # debian/rules: dh --buildsystem=cmake, -DBINARY_TERMINAL_BIN=/usr/bin/x-terminal-emulator; CMake configure
         # only (Release: UNITTEST off, so test/ is not configured); external/ (bundled geotranz, regex, misc) left out
         build=[CMAKE + " -DBINARY_TERMINAL_BIN=/usr/bin/x-terminal-emulator -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["external/", "test/"]),
    dict(name="flvstreamer", lang="C", pkg="flvstreamer", ver="2.1c1-1.1", srcdir="flvstreamer-2.1c1",
         kind="RTMP stream downloader (flvstreamer, an rtmpdump fork: RTMP handshake/chunking, AMF encoding, FLV "
              "writer, resume, the streams HTTP gateway; per packet/chunk)",
         heldout=True, apt=[],
         # debian/rules: dh (debhelper 7, a plain Makefile): make flvstreamer streams (rtmpsrv/rtmpsuck not built)
         build=[MK, bear("make flvstreamer streams")],
         include=None, exclude=[]),
    dict(name="idzebra", lang="C", pkg="idzebra", ver="2.2.7-1", srcdir="idzebra-2.2.7",
         kind="Structured-text indexing and retrieval engine (Zebra: record filters (XML/SGML/grs/alvis), dictionary "
              "B-trees, ISAM variants, result sets and ranking, Z39.50/SRU server over YAZ; per record/term/block)",
         heldout=True, apt=["libyaz-dev", "libbz2-dev", "libexpat1-dev", "libncurses-dev", "libreadline-dev",
                            "libxslt1-dev", "tcl-dev", "xsltproc", "docbook-xsl", "docbook-xml"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates), configure --with-yaz=pkg; make; test/ and
         # examples/ left out
         build=[AUTORECONF, conf("--with-yaz=pkg"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="cubature", lang="C", pkg="cubature", ver="1.0.4+ds-1", srcdir="cubature-1.0.4+ds",
         kind="Adaptive multidimensional integration library (cubature: h-adaptive (Genz-Malik) and p-adaptive "
              "(Clenshaw-Curtis) cubature, vectorised integrands, region heaps; per region/evaluation)",
         heldout=True, apt=["libfftw3-dev"],
         # debian/rules: override_dh_auto_build compiles clencurt_gen.c (with FFTW, long double), runs it to write
         # clencurt.h, then compiles hcubature.c and pcubature.c; the same compiles here under bear; test.c (the
         # dh_auto_test program) left out
         build=[MK, bear("sh -c 'cc -O2 -o clencurt_gen clencurt_gen.c -lfftw3l -lm && ./clencurt_gen 19 > clencurt.h"
                         " && cc -O2 -fPIC -c hcubature.c pcubature.c'")],
         include=None, exclude=["test.c"]),
    dict(name="uucp", lang="C", pkg="uucp", ver="1.07-27", srcdir="uucp-1.07",
         kind="Taylor UUCP (uucico/uux/uucp/uustat/uuxqt/cu: the g/f/t/e/i/j/y protocols, chat scripts, spool and "
              "lock files, configuration library uuconf, the cu terminal; per packet/file/line)",
         heldout=True, apt=["texinfo"],
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
         heldout=True, apt=["libncurses-dev", "gettext", "libtext-unidecode-perl", "help2man", "libperl-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); AWK=awk ./configure
         # --with-external-Text-Unidecode=yes --prefix=/usr ...; make; the Perl of tp/ is not C
         build=[AUTORECONF, "AWK=awk ./configure --with-external-Text-Unidecode=yes --prefix=/usr >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/", "gnulib/tests/"]),
    dict(name="busybox", lang="C", pkg="busybox", ver="1:1.35.0-4+deb12u1", srcdir="busybox-1.35.0",
         kind="Multi-call binary of small Unix tools (BusyBox: ash/hush shells, coreutils, archivers, editors, "
              "networking daemons and clients, init, module tools, libbb; per line/block/packet/file)",
         heldout=True, apt=[],
         # debian/rules: three flavours (deb, static, udeb), each .config = debian/config/os/linux +
         # debian/config/pkg/FLAVOUR, `yes "" | make silentoldconfig`, make all; here the deb flavour, in the tree;
         # scripts/ (the kconfig host tools) and testsuite/ left out
         build=["cat debian/config/os/linux debian/config/pkg/deb > .config && (yes '' | make oldconfig >/dev/null 2>&1)",
                MK, bear("make -j2 SKIP_STRIP=y")],
         include=None, exclude=["scripts/", "testsuite/", "examples/"]),
    dict(name="dbus", lang="C", pkg="dbus", ver="1.14.10-1~deb12u1", srcdir="dbus-1.14.10",
         kind="D-Bus message bus (libdbus: marshalling, connections, transports, authentication; dbus-daemon: "
              "policy, activation, matching, dispatch; tools; per message/connection/match rule)",
         heldout=True, apt=["autoconf-archive", "libapparmor-dev", "libaudit-dev", "libcap-ng-dev", "libexpat1-dev",
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
         heldout=True, apt=["bison", "flex", "libmnl-dev", "libnetfilter-conntrack-dev", "libnfnetlink-dev",
                            "libnftnl-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-libipq --enable-devel; make
         build=[AUTORECONF, conf("--disable-libipq --enable-devel"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="bearssl", lang="C", pkg="bearssl", ver="0.6+dfsg.1-3", srcdir="bearssl-0.6+dfsg.1",
         kind="TLS library (BearSSL: SSL engine state machine, record layer, handshake in T0, X.509 validation, "
              "constant-time ciphers/hashes/EC/RSA; per record/block)",
         heldout=True, apt=[],
         # debian/rules: writes conf/debian.mk (include conf/Unix.mk, BUILD=build, TOOLS = no, TESTS = no); make
         # CONF=debian; the same here (so samples/, test/ and tools/ are not built)
         build=["printf 'include conf/Unix.mk\\nBUILD=build\\nTOOLS = no\\nTESTS = no\\n' > conf/debian.mk", MK,
                bear("make CONF=debian -j2")],
         include=None, exclude=["test/", "tools/", "samples/"]),
]
