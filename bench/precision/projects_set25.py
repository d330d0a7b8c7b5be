"""Precision projects: held-out set 25 (session 26). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 25 (session 26, brief h17-set25)
# The draw, fixed at 2026-12-06 05:01:20 UTC before any build and any faultline run on any candidate
# (/work/set25/draw-order.txt; candidates /work/set25/candidates.txt, 320 names written from memory, 40 per kind;
# versions pinned to bookworm(-updates/-security) by /work/set25/ver.py; fetchable by /work/set25/head.sh: 52 + the
# 4 pre-registered). Positions 1-4 are set 24's unused positions 31-34; then the weighted round-robin (codecs 2,
# media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1). Built in this order:
#   1 console-bridge 1.0.1+dfsg2-3, 2 wipe 0.24-9, 3 hidapi 0.13.1-1, 4 libkml 1.3.0-10, 5 libopenmpt 0.6.9-1,
#   6 libopenraw 0.1.2-0.2, 7 id3lib3.8.3 3.8.3-18, 8 fswebcam 20140113-2, 9 osm2pgsql 1.8.0+ds-1,
#   10 libe-book 0.1.3-2, 11 flint-arb 1:2.23.0-1, 12 html2text 1.3.2a-28, 13 tgt 1:1.0.85-1+deb12u1,
#   14 liburcu 0.13.2-1, 15 libisal 2.30.0-5, 16 libdvbcsa 1.1.0-4, 17 lilv 0.24.14-1,
#   18 rtmpdump 2.4+20151223.gitfa8646d.1-2, 19 sord 0.16.14+git221008-1, 20 libetonyek 0.1.10-3,
#   21 palp 2.20-2, 22 afio 2.5.2-3, 23 djbdns 1:1.05-15, 24 libsigsegv 2.14-1, 25 libmspub 0.1.4-3,
#   26 gemmi 0.5.7+ds-2, 27 netmask 2.4.4-3, 28 bitlbee 3.6-1.3, 29 libaio 0.3.113-4, 30 libfreehand 0.1.2-3,
#   31 nagios-nrpe 4.1.0-1, 32 libcap2 1:2.66-4+deb12u3, 33 libpagemaker 0.0.4-1,
#   34 proftpd-dfsg 1.3.8+dfsg-4+deb12u5, 35 libwebsockets 4.1.6-3, 36 libzmf 0.0.2-1, 37 tinyssh 20230101-1,
#   38 miniupnpc 2.2.4-1, 39 libmwaw 0.3.21-1, 40 xrdp 0.9.21.1-1+deb12u3, 41 libnice 0.1.21-1,
#   42 libabw 0.1.3-1, 43 libusrsctp 0.9.5.0-2, 44 libodfgen 0.1.8-2, 45 libqmi 1.32.2-1,
#   46 libepubgen 0.1.1-1, 47 libgpiod 1.6.3-1, 48 libqxp 0.0.2-1, 49 libunistring 1.0-2, 50 liborcus 0.17.2-2,
#   51 fasttext 0.9.2+ds-1, 52 irrlicht 1.8.5+ds2-1, 53 s2geometry 0.10.0-6, 54 ompl 1.5.2+ds1-1,
#   55 aria2 1.36.0-1, 56 ms-gsl 4.0.0-2+deb12u1


PROJECTS = [
    # Positions 1-4: set 24's unused positions 31-34, entries as written in session 24 (/work/set24/unused-entries.py),
    # before any build; unchanged.
    # Set 25 as measured: draw positions 1-29 built in order until 25 had built, and gemmi (26) by its corrected build.
    # Skipped (over 330 s, before any faultline output; entries kept in /work/set25/skipped-entries.py): libopenmpt (5),
    # flint-arb (11), libetonyek (20). Positions 30-46 not built (entries, written before any build, in
    # /work/set25/unused-entries.py; they became held-out set 26 with positions 47-56, projects_set26.py). docs/precision.md "Held-out check, set 25 (session 26)".
    dict(name="console-bridge", lang="C++", pkg="console-bridge", ver="1.0.1+dfsg2-3",
         srcdir="console-bridge-1.0.1+dfsg2",
         kind="ROS console logging bridge library (log handlers, levels, formatted messages; per message)",
         seen="2026-12-06 (27)",
         # debian/rules: dh's CMake build; CMake configure only; test/ off
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="wipe", lang="C", pkg="wipe", ver="0.24-9", srcdir="wipe-0.24",
         kind="secure file/device wiping CLI (Gutmann-style passes, PRNG fill, per-pass sync; per file/pass/"
              "block)",
         seen="2026-12-06 (27)",
         # debian/rules: make linux CC_LINUX='$(CC)'
         build=[MK, bear("make linux CC_LINUX=gcc")],
         include=None, exclude=["examples/"]),
    dict(name="hidapi", lang="C", pkg="hidapi", ver="0.13.1-1", srcdir="hidapi-0.13.1",
         kind="USB/Bluetooth HID device access library (hidraw and libusb back ends; per report/device)",
         seen="2026-12-06 (27)", apt=["libudev-dev", "libusb-1.0-0-dev", "autoconf", "automake", "libtool"],
         # no configure shipped: autoreconf first (./bootstrap does the same); debian/rules' flag; hidtest/ and
         # testgui/ are test programs
         build=[AUTORECONF, conf("--disable-silent-rules"), MK, BEAR],
         include=None, exclude=["hidtest/", "testgui/"]),
    dict(name="libkml", lang="C++", pkg="libkml", ver="1.3.0-10", srcdir="libkml-1.3.0",
         kind="KML (Google Earth) library (DOM, parser/serializer, engine: style/feature merging, KMZ, "
              "regionator, convenience; per element/feature/region)",
         seen="2026-12-06 (27)",
         apt=["libboost-dev", "libcurl4-gnutls-dev", "libexpat1-dev", "libminizip-dev", "liburiparser-dev",
              "zlib1g-dev"],
         # debian/rules' CMake flags (no tests, no examples); CMake configure only; SWIG bindings left out
         build=[CMAKE + " -DBUILD_TESTING=OFF -DBUILD_EXAMPLES=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/kml/"], exclude=[]),
    dict(name="libopenraw", lang="C++", pkg="libopenraw", ver="0.1.2-0.2", srcdir="libopenraw-0.1.2",
         kind="camera RAW file decoding library (libopenraw: CR2/CRW/NEF/ORF/ARW/DNG/RAF/RW2/ERF containers, IFD "
              "parsing, decompressors, thumbnails) + its GNOME pixbuf wrapper (per IFD entry/tile/row)",
         seen="2026-12-06 (27)",
         apt=["libglib2.0-dev", "libboost-test-dev", "libjpeg-dev", "libxml2-dev", "libgtk2.0-dev"],
         # debian/rules: dh with autoreconf; its one patch touches only a test, a configure is shipped: configure
         # as shipped; test/, testsuite/, demo/ are test and demo programs
         build=[CONF, MK, BEAR],
         include=None, exclude=["test/", "testsuite/", "demo/"]),
    dict(name="id3lib3.8.3", lang="C++", pkg="id3lib3.8.3", ver="3.8.3-18", srcdir="id3lib3.8.3-3.8.3",
         kind="ID3v1/ID3v2 tag library (id3lib: frames, fields, unsync, compression, Lyrics3/MusicMatch; per "
              "frame/field/byte) + id3 tools",
         seen="2026-12-06 (27)", apt=["zlib1g-dev", "autoconf", "automake", "libtool"],
         # debian/rules regenerates (libtoolize -fc, aclocal, autoconf, automake --add-missing --copy; its patches
         # touch configure.in and Makefile.am), then configure with dpkg-buildflags; the bundled zlib/ and
         # Windows-only id3com/, libprj/, prj/ left out; examples/ holds the id3info/id3tag/id3convert tools
         # Debian ships (kept)
         build=["libtoolize -fc >/dev/null 2>&1", "aclocal >/dev/null 2>&1", "autoconf >/dev/null 2>&1",
                "automake --add-missing --copy >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["zlib/", "id3com/", "libprj/", "prj/"]),
    dict(name="fswebcam", lang="C", pkg="fswebcam", ver="20140113-2", srcdir="fswebcam-20140113",
         kind="webcam capture CLI (fswebcam: V4L2 capture, frame decoders, averaging, banners over GD, loops of "
              "captures; per frame/pixel/capture)",
         seen="2026-12-06 (27)", apt=["libgd-dev", "libv4l-dev"],
         # debian/rules: plain dh (configure + make); its patches touch the sources and Makefile.in only
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="osm2pgsql", lang="C++", pkg="osm2pgsql", ver="1.8.0+ds-1", srcdir="osm2pgsql-1.8.0+ds",
         kind="OpenStreetMap data importer into PostgreSQL/PostGIS (osm2pgsql: OSM file parsing via libosmium, "
              "middle node/way caches, pgsql and flex (Lua) outputs, geometry, expire tiles; per node/way/"
              "relation/row)",
         seen="2026-12-06 (27)",
         apt=["libboost-dev", "libboost-system-dev", "libboost-filesystem-dev", "libbz2-dev", "libexpat1-dev",
              "libosmium2-dev", "libprotozero-dev", "rapidjson-dev", "libpq-dev", "libproj-dev", "zlib1g-dev",
              "liblua5.3-dev", "lua5.3"],
         # debian/rules' CMake flags (external libosmium, protozero, rapidjson); tests off; CMake configure only;
         # tests/ and contrib/ (bundled third-party code) left out
         build=[CMAKE + " -DEXTERNAL_LIBOSMIUM=ON -DEXTERNAL_PROTOZERO=ON -DEXTERNAL_RAPIDJSON=ON"
                " -DBUILD_TESTS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="libe-book", lang="C++", pkg="libe-book", ver="0.1.3-2", srcdir="libe-book-0.1.3",
         kind="e-book import library (libe-book over librevenge: FictionBook2, PalmDoc, eReader, Plucker, TealDoc, "
              "zTXT, LRF, QiOO, TCR, ...; decompressors, text parsers; per record/block/element) + ebook2* tools",
         seen="2026-12-06 (27)",
         apt=["gperf", "libboost-dev", "libboost-filesystem-dev", "libicu-dev", "liblangtag-dev", "librevenge-dev",
              "libxml2-dev", "zlib1g-dev", "pkg-config"],
         # debian/rules: configure --disable-werror with CPPFLAGS+=-DBOOST_ERROR_CODE_HEADER_ONLY; its patch touches
         # a source only; tests, fuzzers and docs off (src/test/, src/fuzz/ left out)
         build=[conf("--disable-werror --disable-tests --without-docs CPPFLAGS=-DBOOST_ERROR_CODE_HEADER_ONLY"), MK,
                BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="html2text", lang="C++", pkg="html2text", ver="1.3.2a-28", srcdir="html2text-1.3.2a",
         kind="HTML to plain text converter CLI (html2text: its own HTML parser, formatter, tables, UTF-8 "
              "output; per element/line/character)",
         seen="2026-12-06 (27)",
         # debian/rules: CC is the C++ compiler (its hand-written configure tries $CC first), then make;
         # its patches touch the Makefile.in and sources
         build=["CC=g++ ./configure >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="tgt", lang="C", pkg="tgt", ver="1:1.0.85-1+deb12u1", srcdir="tgt-1.0.85",
         kind="SCSI target framework daemon (tgtd: iSCSI/iSER target, backing stores over files, AIO, SG, RBD, "
              "GlusterFS; SBC/MMC/SSC/SMC emulation) + tgtadm/tgtimg (per PDU/command/request)",
         seen="2026-12-06 (27)",
         apt=["libibverbs-dev", "librdmacm-dev", "librbd-dev", "libglusterfs-dev", "uuid-dev", "libsystemd-dev",
              "libaio-dev", "pkg-config"],
         # debian/rules: make with FEATURES ISCSI_RDMA=1 CEPH_RBD=1 GLFS_BD=1 SD_NOTIFY=1; the `programs` target
         # (the docs' xsltproc run left out)
         build=[MK, bear("make -j2 programs ISCSI_RDMA=1 CEPH_RBD=1 GLFS_BD=1 SD_NOTIFY=1")],
         include=["usr/"], exclude=[]),
    dict(name="liburcu", lang="C", pkg="liburcu", ver="0.13.2-1", srcdir="liburcu-0.13.2",
         kind="userspace RCU library (liburcu flavours: memb/mb/signal/qsbr/bp, call_rcu worker threads, "
              "defer_rcu, lock-free hash tables, queues and stacks; per grace period/callback/node)",
         seen="2026-12-06 (27)", apt=["autoconf", "automake", "libtool"],
         # debian/rules: dh with autoreconf, and its patches touch Makefile.am: autoreconf first, then configure;
         # tests/ and doc/examples left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "doc/", "extras/"]),
    dict(name="libisal", lang="C", pkg="libisal", ver="2.30.0-5", srcdir="libisal-2.30.0",
         kind="Intel storage acceleration library (ISA-L: igzip compression/decompression, erasure codes, CRC, "
              "RAID, mem; C reference code beside its x86-64 assembly) + igzip CLI (per block/stream/file)",
         seen="2026-12-06 (27)", apt=["nasm", "autoconf", "automake", "libtool"],
         # no configure shipped (autogen.sh runs autoreconf): autoreconf first, then debian/rules' configure
         # --disable-static; tests, perf and example programs are built only by make check/perfs/ex
         build=[AUTORECONF, conf("--disable-static"), MK, BEAR],
         include=None, exclude=["examples/", "tests/", "tools/"]),
    dict(name="libdvbcsa", lang="C", pkg="libdvbcsa", ver="1.1.0-4", srcdir="libdvbcsa-1.1.0",
         kind="DVB Common Scrambling Algorithm library (libdvbcsa: block and stream ciphers, bitsliced SSE2 "
              "batch (de)scrambling; per packet/batch)",
         seen="2026-12-06 (27)", apt=["autoconf", "automake", "libtool"],
         # debian/rules: configure --enable-sse2 on amd64; a patch touches configure.ac (AM_CONFIG_HEADER):
         # autoreconf first; test/ left out
         build=[AUTORECONF, conf("--enable-sse2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="lilv", lang="C", pkg="lilv", ver="0.24.14-1", srcdir="lilv-0.24.14",
         kind="LV2 plugin host library (lilv over serd/sord/sratom: world/plugin discovery, state save/restore, "
              "instances) + lv2info/lv2ls/lv2apply/lv2bench (per plugin/port/block)",
         seen="2026-12-06 (27)",
         apt=["libsndfile1-dev", "libserd-dev", "libsord-dev", "libsratom-dev", "lv2-dev", "pkg-config"],
         # debian/rules: waf configure --strict --dyn-manifest, then waf; test/ and bindings/ left out
         build=["python3 ./waf configure --prefix=/usr --strict --dyn-manifest >/dev/null 2>&1", MK,
                bear("python3 ./waf")],
         include=None, exclude=["test/", "bindings/"]),
    dict(name="rtmpdump", lang="C", pkg="rtmpdump", ver="2.4+20151223.gitfa8646d.1-2",
         srcdir="rtmpdump-2.4+20151223.gitfa8646d.1",
         kind="RTMP streaming library and tools (librtmp: handshake, chunking, AMF, HTTP tunnelling over GnuTLS) + "
              "rtmpdump/rtmpgw/rtmpsrv/rtmpsuck (per packet/chunk/stream)",
         seen="2026-12-06 (27)", apt=["libgmp-dev", "libgnutls28-dev", "nettle-dev", "zlib1g-dev"],
         # debian/rules: make CRYPTO=GNUTLS prefix=/usr, not parallel; its patches touch the Makefiles and sources
         build=[MK, bear("make CRYPTO=GNUTLS prefix=/usr")],
         include=None, exclude=[]),
    dict(name="sord", lang="C", pkg="sord", ver="0.16.14+git221008-1", srcdir="sord-0.16.14+git221008",
         kind="in-memory RDF quad store library (sord over serd: indexed quads, iterators, inserts/erases, "
              "sordi/sord_validate tools; per quad/node/triple)",
         seen="2026-12-06 (27)", apt=["meson", "libpcre2-dev", "libserd-dev", "pkg-config"],
         # debian/rules: meson with strict on (docs only when Doxygen is there: off here); tests off; meson
         # writes fl-build/compile_commands.json; test/ and tests/ left out
         build=["meson setup fl-build -Dstrict=true -Ddocs=disabled -Dtests=disabled >/dev/null 2>&1"],
         include=None, exclude=["test/", "tests/"]),
    dict(name="palp", lang="C", pkg="palp", ver="2.20-2", srcdir="palp-2.20",
         kind="lattice polytope analysis package (PALP: poly/class/cws/nef/mori .x programs; normal forms, "
              "vertices, facets, subpolytopes, nef partitions; per polytope/point/facet)",
         seen="2026-12-06 (27)", apt=["autoconf", "automake", "libtool"],
         # debian/rules: copies debian/configure.ac and debian/GNUmakefile.am into the tree, then dh_autoreconf
         # and configure (its autotools build of the .x programs)
         build=["cp debian/configure.ac debian/GNUmakefile.am .", AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="afio", lang="C", pkg="afio", ver="2.5.2-3", srcdir="afio-2.5.2",
         kind="cpio-format archiver CLI (afio: per-file compression through a filter process, verification, "
              "multi-volume archives; per file/block/volume)",
         seen="2026-12-06 (27)",
         # debian/rules: plain make (its Makefile); regtest/ and the script*/ helpers left out
         build=[MK, BEAR],
         include=None, exclude=["regtest/"]),
    dict(name="djbdns", lang="C", pkg="djbdns", ver="1:1.05-15", srcdir="djbdns-1.05",
         kind="DNS servers and tools (djbdns: dnscache, tinydns, axfrdns, rbldns, walldns, pickdns, tinydns-data, "
              "dnsq/dnsip tools, djb's buffer/stralloc library; per packet/query/record)",
         seen="2026-12-06 (27)",
         # debian/rules: conf-home /usr, conf-cc and conf-ld from the build flags with -include errno.h, then
         # make (djb's serial Makefile); the try*.c/chkshsgr/x86cpuid configuration probes left out
         build=["echo /usr > conf-home", "echo 'gcc -O2 -include /usr/include/errno.h' > conf-cc",
                "echo gcc > conf-ld", MK, bear("make")],
         include=None, exclude=["try", "chkshsgr.c", "x86cpuid.c"]),
    dict(name="libsigsegv", lang="C", pkg="libsigsegv", ver="2.14-1", srcdir="libsigsegv-2.14",
         kind="page-fault and stack-overflow handling library (libsigsegv: SIGSEGV dispatch, stack overflow "
              "recovery, area handlers; per fault/area)",
         seen="2026-12-06 (27)",
         # debian/rules: configure --enable-shared; tests/ left out
         build=[conf("--enable-shared"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libmspub", lang="C++", pkg="libmspub", ver="0.1.4-3", srcdir="libmspub-0.1.4",
         kind="Microsoft Publisher import library (libmspub over librevenge: OLE streams, Publisher 97-2013 "
              "blocks, shapes, text, fills, fonts; per block/chunk/shape) + pub2* tools",
         seen="2026-12-06 (27)",
         apt=["libboost-dev", "libicu-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror (dh with autoreconf, but no Debian patch and a configure is
         # shipped); Doxygen docs off
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="gemmi", lang="C++", pkg="gemmi", ver="0.5.7+ds-2", srcdir="gemmi-0.5.7+ds",
         kind="macromolecular crystallography library (gemmi: CIF/mmCIF/PDB/MTZ/CCP4 map readers and writers, "
              "models, symmetry, grids, structure factors, alignment; per atom/reflection/grid point) + gemmi CLI "
              "and Python bindings",
         seen="2026-12-06 (27)",
         apt=["doctest-dev", "libstb-dev", "python3-dev", "python3-pybind11", "tao-pegtl-dev", "zlib1g-dev"],
         # debian/rules' CMake flags (-DUSE_PYTHON=1 -DINSTALL_EGG_INFO=OFF); CMake configure only; tests/,
         # examples/, benchmarks/, wasm/, c_fortran/ left out. Correction after the first build failed, before
         # any faultline output of it: pybind11's FindPythonLibsNew ran `python3` from this machine's PATH, a pyenv
         # shim without that version ("pyenv: python3.6: command not found"); the interpreter is now named
         build=[CMAKE + " -DUSE_PYTHON=1 -DINSTALL_EGG_INFO=OFF -DPYTHON_EXECUTABLE=/usr/bin/python3"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["src/", "python/"], exclude=[]),
    dict(name="netmask", lang="C", pkg="netmask", ver="2.4.4-3", srcdir="netmask-2.4.4",
         kind="netmask/address range calculator CLI (netmask: parses addresses, ranges and masks, prints CIDR/"
              "standard/hex/octal/binary; per argument/range)",
         seen="2026-12-06 (27)", apt=["texinfo", "autoconf", "automake"],
         # no configure shipped (its `autogen` runs autoreconf): autoreconf first, then configure and make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="bitlbee", lang="C", pkg="bitlbee", ver="3.6-1.3", srcdir="bitlbee-3.6",
         kind="IRC gateway daemon to instant messaging networks (BitlBee: IRC server side, Jabber/XMPP, MSN, "
              "Twitter/Mastodon-style, OSCAR protocols, OTR plugin, XML storage, libevent loop; per message/"
              "connection/event)",
         seen="2026-12-06 (27)", apt=["libglib2.0-dev", "libevent-dev", "libgnutls28-dev", "libotr5-dev"],
         # debian/rules' native build: configure --prefix=/usr --etcdir=/etc/bitlbee --events=libevent
         # --otr=plugin (in the tree rather than debian/build-native); the libpurple build compiles the same
         # sources again with the purple protocol (left out); tests/ left out
         build=["./configure --prefix=/usr --etcdir=/etc/bitlbee --events=libevent --otr=plugin >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libaio", lang="C", pkg="libaio", ver="0.3.113-4", srcdir="libaio-0.3.113",
         kind="Linux kernel asynchronous I/O access library (libaio: io_setup/io_submit/io_getevents wrappers, "
              "io_queue helpers; per request/event)",
         seen="2026-12-06 (27)",
         # debian/rules: plain make; harness/ is the test suite
         build=[MK, BEAR],
         include=None, exclude=["harness/"]),
]
