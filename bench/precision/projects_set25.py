"""Precision projects: held-out set 25 (session 26). Fields: projects.py."""
from projects_common import CMAKE  # noqa: F401

CONF = "./configure >/dev/null 2>&1"
BEAR = "bear --output fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"
AUTORECONF = "autoreconf -fi >/dev/null 2>&1"
MK = "mkdir -p fl-build"


def bear(cmd):
    """`bear` over a build command other than a plain `make -j2`."""
    return f"bear --output fl-build/compile_commands.json -- {cmd} >/dev/null 2>&1"


def conf(flags):
    return f"./configure {flags} >/dev/null 2>&1"


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

# tinyssh's build script copies the sources and the crypto-tests/, tinyssh-tests/ test programs into build/work/
# and compiles them there: its test programs (NAMEtest.c) are left out by name.
TINYSSH_TESTS = (
    "crypto_hash_sha256 crypto_hash_sha512 crypto_kem_sntrup761 crypto_kem_sntrup761x25519 "
    "crypto_onetimeauth_poly1305 crypto_scalarmult_curve25519 crypto_sign_ed25519 crypto_sort_uint32 "
    "crypto_stream_chacha20 crypto_verify_16 crypto_verify_32 randombytes blocking buf byte channel_drop "
    "channel_forkpty channel_fork channel_subsystem channel coe connectioninfo die dropuidgid empty env e "
    "forkpty getln global iptostr load loginshell logsys log main_tinysshd_makekey main_tinysshd_printkey "
    "main_tinysshd newenv numtostr open packet_auth packet_channel_open packet_channel_recv "
    "packet_channel_request packet_channel_send packet_get packet_hello packet_kexdh packet_kex "
    "packet_put packet_recv packet_send packet_unimplemented packetparser packet porttostr randommod "
    "readall savesync sshcrypto_cipher_chachapoly sshcrypto_cipher sshcrypto_kex_curve25519 "
    "sshcrypto_kex_sntrup761x25519 sshcrypto_kex sshcrypto_key_ed25519 sshcrypto_key sshcrypto ssh "
    "stringparser str subprocess_auth subprocess_sign trymlock writeall "
).split()


PROJECTS = [
    # Positions 1-4: set 24's unused positions 31-34, entries as written in session 24 (/work/set24/unused-entries.py),
    # before any build; unchanged.
    dict(name="console-bridge", lang="C++", pkg="console-bridge", ver="1.0.1+dfsg2-3",
         srcdir="console-bridge-1.0.1+dfsg2",
         kind="ROS console logging bridge library (log handlers, levels, formatted messages; per message)",
         heldout=True,
         # debian/rules: dh's CMake build; CMake configure only; test/ off
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="wipe", lang="C", pkg="wipe", ver="0.24-9", srcdir="wipe-0.24",
         kind="secure file/device wiping CLI (Gutmann-style passes, PRNG fill, per-pass sync; per file/pass/"
              "block)",
         heldout=True,
         # debian/rules: make linux CC_LINUX='$(CC)'
         build=[MK, bear("make linux CC_LINUX=gcc")],
         include=None, exclude=["examples/"]),
    dict(name="hidapi", lang="C", pkg="hidapi", ver="0.13.1-1", srcdir="hidapi-0.13.1",
         kind="USB/Bluetooth HID device access library (hidraw and libusb back ends; per report/device)",
         heldout=True, apt=["libudev-dev", "libusb-1.0-0-dev", "autoconf", "automake", "libtool"],
         # no configure shipped: autoreconf first (./bootstrap does the same); debian/rules' flag; hidtest/ and
         # testgui/ are test programs
         build=[AUTORECONF, conf("--disable-silent-rules"), MK, BEAR],
         include=None, exclude=["hidtest/", "testgui/"]),
    dict(name="libkml", lang="C++", pkg="libkml", ver="1.3.0-10", srcdir="libkml-1.3.0",
         kind="KML (Google Earth) library (DOM, parser/serializer, engine: style/feature merging, KMZ, "
              "regionator, convenience; per element/feature/region)",
         heldout=True,
         apt=["libboost-dev", "libcurl4-gnutls-dev", "libexpat1-dev", "libminizip-dev", "liburiparser-dev",
              "zlib1g-dev"],
         # debian/rules' CMake flags (no tests, no examples); CMake configure only; SWIG bindings left out
         build=[CMAKE + " -DBUILD_TESTING=OFF -DBUILD_EXAMPLES=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/kml/"], exclude=[]),
    dict(name="libopenmpt", lang="C++", pkg="libopenmpt", ver="0.6.9-1", srcdir="libopenmpt-0.6.9",
         kind="tracker module playback library (libopenmpt: MOD/XM/S3M/IT and ~60 formats, mixer, DSP, resamplers) "
              "+ openmpt123 player (per row/tick/sample chunk)",
         heldout=True,
         apt=["libflac-dev", "libmpg123-dev", "libogg-dev", "libpulse-dev", "libsndfile1-dev", "libvorbis-dev",
              "pkg-config", "portaudio19-dev", "zlib1g-dev"],
         # debian/rules: configure --disable-static (Doxygen docs left out: generator only); no Debian patches;
         # tests and examples off
         build=[conf("--disable-static --disable-doxygen-doc --disable-tests --disable-examples"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="libopenraw", lang="C++", pkg="libopenraw", ver="0.1.2-0.2", srcdir="libopenraw-0.1.2",
         kind="camera RAW file decoding library (libopenraw: CR2/CRW/NEF/ORF/ARW/DNG/RAF/RW2/ERF containers, IFD "
              "parsing, decompressors, thumbnails) + its GNOME pixbuf wrapper (per IFD entry/tile/row)",
         heldout=True,
         apt=["libglib2.0-dev", "libboost-test-dev", "libjpeg-dev", "libxml2-dev", "libgtk2.0-dev"],
         # debian/rules: dh with autoreconf; its one patch touches only a test, a configure is shipped: configure
         # as shipped; test/, testsuite/, demo/ are test and demo programs
         build=[CONF, MK, BEAR],
         include=None, exclude=["test/", "testsuite/", "demo/"]),
    dict(name="id3lib3.8.3", lang="C++", pkg="id3lib3.8.3", ver="3.8.3-18", srcdir="id3lib3.8.3-3.8.3",
         kind="ID3v1/ID3v2 tag library (id3lib: frames, fields, unsync, compression, Lyrics3/MusicMatch; per "
              "frame/field/byte) + id3 tools",
         heldout=True, apt=["zlib1g-dev", "autoconf", "automake", "libtool"],
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
         heldout=True, apt=["libgd-dev", "libv4l-dev"],
         # debian/rules: plain dh (configure + make); its patches touch the sources and Makefile.in only
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="osm2pgsql", lang="C++", pkg="osm2pgsql", ver="1.8.0+ds-1", srcdir="osm2pgsql-1.8.0+ds",
         kind="OpenStreetMap data importer into PostgreSQL/PostGIS (osm2pgsql: OSM file parsing via libosmium, "
              "middle node/way caches, pgsql and flex (Lua) outputs, geometry, expire tiles; per node/way/"
              "relation/row)",
         heldout=True,
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
         heldout=True,
         apt=["gperf", "libboost-dev", "libboost-filesystem-dev", "libicu-dev", "liblangtag-dev", "librevenge-dev",
              "libxml2-dev", "zlib1g-dev", "pkg-config"],
         # debian/rules: configure --disable-werror with CPPFLAGS+=-DBOOST_ERROR_CODE_HEADER_ONLY; its patch touches
         # a source only; tests, fuzzers and docs off (src/test/, src/fuzz/ left out)
         build=[conf("--disable-werror --disable-tests --without-docs CPPFLAGS=-DBOOST_ERROR_CODE_HEADER_ONLY"), MK,
                BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="flint-arb", lang="C", pkg="flint-arb", ver="1:2.23.0-1", srcdir="flint-arb-2.23.0",
         kind="arbitrary-precision ball arithmetic library (Arb over FLINT: real/complex balls, polynomials, "
              "matrices, special functions, hypergeometric series; per term/coefficient/iteration)",
         heldout=True, apt=["libflint-dev", "libgmp-dev", "libmpfr-dev"],
         # debian/rules: its own configure (--disable-static --with-flint=/usr), make with AT= QUIET_CC= ...;
         # the library only (tests are built by make check); examples/ and doc/ left out
         build=["./configure --prefix=/usr --disable-static --with-flint=/usr >/dev/null 2>&1", MK,
                bear("make -j2 AT= QUIET_CXX= QUIET_CC= QUIET_AR=")],
         include=None, exclude=["examples/", "doc/"]),
    dict(name="html2text", lang="C++", pkg="html2text", ver="1.3.2a-28", srcdir="html2text-1.3.2a",
         kind="HTML to plain text converter CLI (html2text: its own HTML parser, formatter, tables, UTF-8 "
              "output; per element/line/character)",
         heldout=True,
         # debian/rules: CC is the C++ compiler (its hand-written configure tries $CC first), then make;
         # its patches touch the Makefile.in and sources
         build=["CC=g++ ./configure >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="tgt", lang="C", pkg="tgt", ver="1:1.0.85-1+deb12u1", srcdir="tgt-1.0.85",
         kind="SCSI target framework daemon (tgtd: iSCSI/iSER target, backing stores over files, AIO, SG, RBD, "
              "GlusterFS; SBC/MMC/SSC/SMC emulation) + tgtadm/tgtimg (per PDU/command/request)",
         heldout=True,
         apt=["libibverbs-dev", "librdmacm-dev", "librbd-dev", "libglusterfs-dev", "uuid-dev", "libsystemd-dev",
              "libaio-dev", "pkg-config"],
         # debian/rules: make with FEATURES ISCSI_RDMA=1 CEPH_RBD=1 GLFS_BD=1 SD_NOTIFY=1; the `programs` target
         # (the docs' xsltproc run left out)
         build=[MK, bear("make -j2 programs ISCSI_RDMA=1 CEPH_RBD=1 GLFS_BD=1 SD_NOTIFY=1")],
         include=["usr/"], exclude=[]),
    dict(name="liburcu", lang="C", pkg="liburcu", ver="0.13.2-1", srcdir="liburcu-0.13.2",
         kind="userspace RCU library (liburcu flavours: memb/mb/signal/qsbr/bp, call_rcu worker threads, "
              "defer_rcu, lock-free hash tables, queues and stacks; per grace period/callback/node)",
         heldout=True, apt=["autoconf", "automake", "libtool"],
         # debian/rules: dh with autoreconf, and its patches touch Makefile.am: autoreconf first, then configure;
         # tests/ and doc/examples left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "doc/", "extras/"]),
    dict(name="libisal", lang="C", pkg="libisal", ver="2.30.0-5", srcdir="libisal-2.30.0",
         kind="Intel storage acceleration library (ISA-L: igzip compression/decompression, erasure codes, CRC, "
              "RAID, mem; C reference code beside its x86-64 assembly) + igzip CLI (per block/stream/file)",
         heldout=True, apt=["nasm", "autoconf", "automake", "libtool"],
         # no configure shipped (autogen.sh runs autoreconf): autoreconf first, then debian/rules' configure
         # --disable-static; tests, perf and example programs are built only by make check/perfs/ex
         build=[AUTORECONF, conf("--disable-static"), MK, BEAR],
         include=None, exclude=["examples/", "tests/", "tools/"]),
    dict(name="libdvbcsa", lang="C", pkg="libdvbcsa", ver="1.1.0-4", srcdir="libdvbcsa-1.1.0",
         kind="DVB Common Scrambling Algorithm library (libdvbcsa: block and stream ciphers, bitsliced SSE2 "
              "batch (de)scrambling; per packet/batch)",
         heldout=True, apt=["autoconf", "automake", "libtool"],
         # debian/rules: configure --enable-sse2 on amd64; a patch touches configure.ac (AM_CONFIG_HEADER):
         # autoreconf first; test/ left out
         build=[AUTORECONF, conf("--enable-sse2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="lilv", lang="C", pkg="lilv", ver="0.24.14-1", srcdir="lilv-0.24.14",
         kind="LV2 plugin host library (lilv over serd/sord/sratom: world/plugin discovery, state save/restore, "
              "instances) + lv2info/lv2ls/lv2apply/lv2bench (per plugin/port/block)",
         heldout=True,
         apt=["libsndfile1-dev", "libserd-dev", "libsord-dev", "libsratom-dev", "lv2-dev", "pkg-config"],
         # debian/rules: waf configure --strict --dyn-manifest, then waf; test/ and bindings/ left out
         build=["python3 ./waf configure --prefix=/usr --strict --dyn-manifest >/dev/null 2>&1", MK,
                bear("python3 ./waf")],
         include=None, exclude=["test/", "bindings/"]),
    dict(name="rtmpdump", lang="C", pkg="rtmpdump", ver="2.4+20151223.gitfa8646d.1-2",
         srcdir="rtmpdump-2.4+20151223.gitfa8646d.1",
         kind="RTMP streaming library and tools (librtmp: handshake, chunking, AMF, HTTP tunnelling over GnuTLS) + "
              "rtmpdump/rtmpgw/rtmpsrv/rtmpsuck (per packet/chunk/stream)",
         heldout=True, apt=["libgmp-dev", "libgnutls28-dev", "nettle-dev", "zlib1g-dev"],
         # debian/rules: make CRYPTO=GNUTLS prefix=/usr, not parallel; its patches touch the Makefiles and sources
         build=[MK, bear("make CRYPTO=GNUTLS prefix=/usr")],
         include=None, exclude=[]),
    dict(name="sord", lang="C", pkg="sord", ver="0.16.14+git221008-1", srcdir="sord-0.16.14+git221008",
         kind="in-memory RDF quad store library (sord over serd: indexed quads, iterators, inserts/erases, "
              "sordi/sord_validate tools; per quad/node/triple)",
         heldout=True, apt=["meson", "libpcre2-dev", "libserd-dev", "pkg-config"],
         # debian/rules: meson with strict on (docs only when Doxygen is there: off here); tests off; meson
         # writes fl-build/compile_commands.json; test/ and tests/ left out
         build=["meson setup fl-build -Dstrict=true -Ddocs=disabled -Dtests=disabled >/dev/null 2>&1"],
         include=None, exclude=["test/", "tests/"]),
    dict(name="libetonyek", lang="C++", pkg="libetonyek", ver="0.1.10-3", srcdir="libetonyek-0.1.10",
         kind="Apple Keynote/Pages/Numbers import library (libetonyek over librevenge: IWA protobuf-like and XML "
              "formats, zip/snappy-style streams, styles, tables, shapes; per object/field/element) + tools",
         heldout=True,
         apt=["gperf", "libboost-dev", "libboost-filesystem-dev", "libglm-dev", "liblangtag-dev", "libmdds-dev",
              "librevenge-dev", "libxml2-dev", "zlib1g-dev", "pkg-config"],
         # debian/rules: configure --disable-werror --with-boost-libdir and --with-mdds=2.0 when pkg-config
         # has mdds-2.0 (else 1.5); its patches touch no build file and a configure is shipped; tests, fuzzers
         # and docs off (src/test/, src/fuzz/ left out)
         build=["./configure --disable-werror --with-boost-libdir=/usr/lib/x86_64-linux-gnu"
                " --with-mdds=$(pkg-config --exists mdds-2.0 && echo 2.0 || echo 1.5) --disable-tests"
                " --without-docs >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="palp", lang="C", pkg="palp", ver="2.20-2", srcdir="palp-2.20",
         kind="lattice polytope analysis package (PALP: poly/class/cws/nef/mori .x programs; normal forms, "
              "vertices, facets, subpolytopes, nef partitions; per polytope/point/facet)",
         heldout=True, apt=["autoconf", "automake", "libtool"],
         # debian/rules: copies debian/configure.ac and debian/GNUmakefile.am into the tree, then dh_autoreconf
         # and configure (its autotools build of the .x programs)
         build=["cp debian/configure.ac debian/GNUmakefile.am .", AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="afio", lang="C", pkg="afio", ver="2.5.2-3", srcdir="afio-2.5.2",
         kind="cpio-format archiver CLI (afio: per-file compression through a filter process, verification, "
              "multi-volume archives; per file/block/volume)",
         heldout=True,
         # debian/rules: plain make (its Makefile); regtest/ and the script*/ helpers left out
         build=[MK, BEAR],
         include=None, exclude=["regtest/"]),
    dict(name="djbdns", lang="C", pkg="djbdns", ver="1:1.05-15", srcdir="djbdns-1.05",
         kind="DNS servers and tools (djbdns: dnscache, tinydns, axfrdns, rbldns, walldns, pickdns, tinydns-data, "
              "dnsq/dnsip tools, djb's buffer/stralloc library; per packet/query/record)",
         heldout=True,
         # debian/rules: conf-home /usr, conf-cc and conf-ld from the build flags with -include errno.h, then
         # make (djb's serial Makefile); the try*.c/chkshsgr/x86cpuid configuration probes left out
         build=["echo /usr > conf-home", "echo 'gcc -O2 -include /usr/include/errno.h' > conf-cc",
                "echo gcc > conf-ld", MK, bear("make")],
         include=None, exclude=["try", "chkshsgr.c", "x86cpuid.c"]),
    dict(name="libsigsegv", lang="C", pkg="libsigsegv", ver="2.14-1", srcdir="libsigsegv-2.14",
         kind="page-fault and stack-overflow handling library (libsigsegv: SIGSEGV dispatch, stack overflow "
              "recovery, area handlers; per fault/area)",
         heldout=True,
         # debian/rules: configure --enable-shared; tests/ left out
         build=[conf("--enable-shared"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libmspub", lang="C++", pkg="libmspub", ver="0.1.4-3", srcdir="libmspub-0.1.4",
         kind="Microsoft Publisher import library (libmspub over librevenge: OLE streams, Publisher 97-2013 "
              "blocks, shapes, text, fills, fonts; per block/chunk/shape) + pub2* tools",
         heldout=True,
         apt=["libboost-dev", "libicu-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror (dh with autoreconf, but no Debian patch and a configure is
         # shipped); Doxygen docs off
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="gemmi", lang="C++", pkg="gemmi", ver="0.5.7+ds-2", srcdir="gemmi-0.5.7+ds",
         kind="macromolecular crystallography library (gemmi: CIF/mmCIF/PDB/MTZ/CCP4 map readers and writers, "
              "models, symmetry, grids, structure factors, alignment; per atom/reflection/grid point) + gemmi CLI "
              "and Python bindings",
         heldout=True,
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
         heldout=True, apt=["texinfo", "autoconf", "automake"],
         # no configure shipped (its `autogen` runs autoreconf): autoreconf first, then configure and make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="bitlbee", lang="C", pkg="bitlbee", ver="3.6-1.3", srcdir="bitlbee-3.6",
         kind="IRC gateway daemon to instant messaging networks (BitlBee: IRC server side, Jabber/XMPP, MSN, "
              "Twitter/Mastodon-style, OSCAR protocols, OTR plugin, XML storage, libevent loop; per message/"
              "connection/event)",
         heldout=True, apt=["libglib2.0-dev", "libevent-dev", "libgnutls28-dev", "libotr5-dev"],
         # debian/rules' native build: configure --prefix=/usr --etcdir=/etc/bitlbee --events=libevent
         # --otr=plugin (in the tree rather than debian/build-native); the libpurple build compiles the same
         # sources again with the purple protocol (left out); tests/ left out
         build=["./configure --prefix=/usr --etcdir=/etc/bitlbee --events=libevent --otr=plugin >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libaio", lang="C", pkg="libaio", ver="0.3.113-4", srcdir="libaio-0.3.113",
         kind="Linux kernel asynchronous I/O access library (libaio: io_setup/io_submit/io_getevents wrappers, "
              "io_queue helpers; per request/event)",
         heldout=True,
         # debian/rules: plain make; harness/ is the test suite
         build=[MK, BEAR],
         include=None, exclude=["harness/"]),
    dict(name="libfreehand", lang="C++", pkg="libfreehand", ver="0.1.2-3", srcdir="libfreehand-0.1.2",
         kind="Aldus/Macromedia FreeHand import library (libfreehand over librevenge: records, paths, text, "
              "colours via lcms2; per record/path/element) + fh2* tools",
         heldout=True,
         apt=["gperf", "libboost-dev", "libicu-dev", "liblcms2-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # tests and docs off
         build=[conf("--disable-werror --disable-tests --without-docs"), MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="nagios-nrpe", lang="C", pkg="nagios-nrpe", ver="4.1.0-1", srcdir="nagios-nrpe-4.1.0",
         kind="Nagios remote plugin executor daemon and client (nrpe: TLS listener, command definitions, "
              "plugin execution with output capture; check_nrpe; per connection/command/packet)",
         heldout=True, apt=["libssl-dev", "libwrap0-dev"],
         # debian/rules: configure (AUTOHEADER=true; no patch touches the autotools inputs) with its paths and
         # --enable-ssl --with-ssl-lib, then make all
         build=["./configure --prefix=/usr --sysconfdir=/etc --libdir=/usr/lib/nagios"
                " --libexecdir=/usr/lib/nagios/plugins --localstatedir=/var --enable-ssl --with-logdir=/var/log"
                " --with-ssl-lib=/usr/lib/x86_64-linux-gnu --with-piddir=/run/nagios >/dev/null 2>&1", MK,
                bear("make -j2 all")],
         include=["src/"], exclude=[]),
    dict(name="libcap2", lang="C", pkg="libcap2", ver="1:2.66-4+deb12u3", srcdir="libcap2-2.66",
         kind="POSIX capabilities library and tools (libcap, libpsx, capsh/getcap/setcap/getpcaps, pam_cap; "
              "per capability/file/thread)",
         heldout=True, apt=["gperf", "indent", "libpam0g-dev", "chrpath"],
         # debian/rules: make FORCELINKPAM=yes GOLANG=no DYNAMIC=yes (Go bindings off); the test programs
         # (cap_test, test_pam_cap, tests/) and contrib/, kdebug/ left out
         build=[MK, bear("make -j2 FORCELINKPAM=yes GOLANG=no DYNAMIC=yes")],
         include=["libcap/", "progs/", "pam_cap/", "psx/"], exclude=[]),
    dict(name="libpagemaker", lang="C++", pkg="libpagemaker", ver="0.0.4-1", srcdir="libpagemaker-0.0.4",
         kind="Adobe/Aldus PageMaker import library (libpagemaker over librevenge: records, shapes, text, "
              "colours; per record/shape) + pmd2* tools",
         heldout=True, apt=["libboost-dev", "librevenge-dev", "pkg-config"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # Doxygen docs off
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="proftpd-dfsg", lang="C", pkg="proftpd-dfsg", ver="1.3.8+dfsg-4+deb12u5",
         srcdir="proftpd-dfsg-1.3.8+dfsg",
         kind="FTP/SFTP server daemon (ProFTPD: core, data transfers, ASCII translation, ctrls, modules for "
              "SQL/LDAP/TLS/SFTP/quotas/rewrite/deflate/redis/memcache; per command/transfer buffer/connection)",
         heldout=True,
         apt=["libacl1-dev", "libcap-dev", "libldap-dev", "default-libmysqlclient-dev", "libncurses-dev",
              "libpam0g-dev", "libpcre2-dev", "libpq-dev", "libsqlite3-dev", "libssl-dev", "libwrap0-dev",
              "unixodbc-dev", "zlib1g-dev", "libgeoip-dev", "libmemcached-dev", "libhiredis-dev", "libsodium-dev",
              "libmd-dev", "libidn2-dev", "gettext"],
         # debian/rules: dh --without autoreconf (its patches change configure and configure.in alike), its
         # ./configure line with CONF_ARGS and the shared modules DSOMODS1-6, then make
         build=["./configure --infodir=/usr/share/info --disable-option-checking --disable-dependency-tracking"
                " --prefix=/usr --with-pkgconfig=lib/pkgconfig"
                " --with-includes=$(pg_config --includedir):$(mysql_config --include | sed -e 's/-I//g; s/ //g')"
                " --mandir=/usr/share/man --sysconfdir=/etc/proftpd --localstatedir=/run --libexecdir=/usr/lib/proftpd"
                " --enable-sendfile --enable-facl --enable-dso --enable-autoshadow --enable-ctrls --enable-openssl"
                " --enable-ipv6 --enable-nls --enable-memcache --with-lastlog=/var/log/lastlog --enable-pcre2"
                " --disable-strip --enable-redis"
                " --with-shared=mod_unique_id:mod_site_misc:mod_load:mod_ban:mod_quotatab:mod_sql:mod_sql_mysql:mod_sql_postgres:mod_sql_sqlite:mod_sql_odbc:mod_dynmasq:mod_quotatab_sql:mod_ldap:mod_quotatab_ldap:mod_ratio:mod_tls:mod_rewrite:mod_radius:mod_wrap:mod_wrap2:mod_wrap2_file:mod_wrap2_sql:mod_quotatab_file:mod_quotatab_radius:mod_facl:mod_ctrls_admin:mod_copy:mod_deflate:mod_ifversion:mod_geoip:mod_exec:mod_sftp:mod_sftp_pam:mod_sftp_sql:mod_shaper:mod_sql_passwd:mod_ifsession:mod_auth_otp:mod_tls_redis:mod_wrap2_redis:mod_redis:mod_memcache:mod_tls_memcache:mod_readme:mod_snmp:mod_digest:mod_ident:mod_log_forensic:mod_qos:mod_statcache:mod_tls_fscache:mod_tls_shmcache:mod_dnsbl >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "contrib/dist/", "doc/"]),
    dict(name="libwebsockets", lang="C", pkg="libwebsockets", ver="4.1.6-3", srcdir="libwebsockets-4.1.6",
         kind="WebSocket/HTTP client and server library (libwebsockets: HTTP/1, HTTP/2, ws, TLS over OpenSSL, "
              "event loops over poll/libev/libuv/glib, plugins, lwsws; per connection/frame/buffer)",
         heldout=True, apt=["libcap-dev", "libev-dev", "libuv1-dev", "libglib2.0-dev", "zlib1g-dev", "libssl-dev"],
         # debian/rules' CMake flags (libev, libuv, glib, unix sockets, IPv6, zlib, extensions); CMake configure
         # only; the test apps and minimal examples left out
         build=[CMAKE + " -DLWS_WITHOUT_DAEMONIZE=OFF -DLWS_WITH_LIBEV=ON -DLWS_WITH_LIBUV=ON -DLWS_UNIX_SOCK=ON"
                " -DLWS_IPV6=ON -DLWS_WITH_ZLIB=ON -DLWS_WITHOUT_EXTENSIONS=OFF -DLWS_WITH_GLIB=ON"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["lib/", "lwsws/", "plugins/"], exclude=[]),
    dict(name="libzmf", lang="C++", pkg="libzmf", ver="0.0.2-1", srcdir="libzmf-0.0.2",
         kind="Zoner Callisto/Draw import library (libzmf over librevenge: ZMF/BMI records, pictures, text, "
              "styles; per record/object) + zmf2* tools",
         heldout=True, apt=["librevenge-dev", "libboost-dev", "pkg-config", "zlib1g-dev", "libpng-dev", "libicu-dev"],
         # debian/rules: configure --without-docs --enable-static --disable-werror (dh with autoreconf, no Debian
         # patch, a configure shipped); tests off
         build=[conf("--without-docs --enable-static --disable-werror --disable-tests"), MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="tinyssh", lang="C", pkg="tinyssh", ver="20230101-1", srcdir="tinyssh-20230101",
         kind="minimalistic SSH server (tinysshd: packet layer, channels, subsystems, crypto primitives "
              "ed25519/curve25519/sntrup761/chacha20-poly1305; per packet/channel buffer)",
         heldout=True,
         # debian/rules: conf-cc/conf-ar set to the compilers, then make (its make-tinyssh.sh, which compiles
         # copies of the sources in build/work/); the test programs (NAMEtest.c) left out by name
         build=["echo gcc > conf-cc", "echo ar > conf-ar", MK, bear("make")],
         include=["build/work/"], exclude=["build/work/" + t + "test.c" for t in TINYSSH_TESTS]),
    dict(name="miniupnpc", lang="C", pkg="miniupnpc", ver="2.2.4-1", srcdir="miniupnpc-2.2.4",
         kind="UPnP IGD client library and CLI (miniupnpc: SSDP discovery, miniwget HTTP, SOAP calls, XML "
              "parsing; upnpc; per device/response/port mapping)",
         heldout=True,
         # debian/rules: make updateversion, then the Makefile build (the Python module's pybuild left out);
         # the test programs testminixml/testupnpreplyparse/... are built by make check
         build=["make updateversion >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=["src/test", "src/minihttptestserver.c"]),
    dict(name="libmwaw", lang="C++", pkg="libmwaw", ver="0.3.21-1", srcdir="libmwaw-0.3.21",
         kind="legacy Macintosh document import library (libmwaw over librevenge: ~60 word processor, spreadsheet, "
              "drawing and database formats: MacWrite, ClarisWorks, WriteNow, MS Works, ...; per entry/zone/"
              "record) + mwaw2* tools",
         heldout=True, apt=["libboost-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror --without-docs (dh with autoreconf, no Debian patch, a
         # configure shipped)
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="xrdp", lang="C", pkg="xrdp", ver="0.9.21.1-1+deb12u3", srcdir="xrdp-0.9.21.1",
         kind="RDP server daemon (xrdp, sesman, chansrv: RDP protocol, MCS/SEC/ISO layers, VNC proxy, "
              "clipboard/drive/sound channels, RemoteFX codec, painter; per PDU/stream/tile)",
         heldout=True,
         apt=["autoconf", "automake", "libtool", "check", "libfuse-dev", "libjpeg-dev", "libopus-dev", "libpam0g-dev",
              "libssl-dev", "libx11-dev", "libxfixes-dev", "libxrandr-dev", "nasm", "pkg-config"],
         # debian/rules: ./bootstrap (its patches touch Makefile.am) in the tree and in librfxcodec/, libpainter/,
         # then configure with its features (ipv6, jpeg, fuse, rfxcodec, opus, painter, vsock) and the two
         # static sub-libraries; tests/ left out
         build=["./bootstrap >/dev/null 2>&1", "cd librfxcodec && ./bootstrap >/dev/null 2>&1",
                "cd libpainter && ./bootstrap >/dev/null 2>&1",
                conf("--enable-ipv6 --enable-jpeg --enable-fuse --enable-rfxcodec --enable-opus --enable-painter"
                     " --enable-vsock --prefix=/usr --sysconfdir=/etc --localstatedir=/var"
                     " --with-socketdir=/run/xrdp/sockdir"),
                "cd librfxcodec && ./configure --disable-shared --enable-static --prefix=/usr >/dev/null 2>&1",
                "cd libpainter && ./configure --disable-shared --enable-static --prefix=/usr >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/", "librfxcodec/tests/", "libpainter/tests/"]),
    dict(name="libnice", lang="C", pkg="libnice", ver="0.1.21-1", srcdir="libnice-0.1.21",
         kind="ICE (RFC 5245/8445) NAT traversal library (libnice: agent, candidate discovery, connectivity checks, "
              "STUN/TURN, pseudo-TCP, UPnP via gupnp-igd, GStreamer elements; per packet/candidate/check)",
         heldout=True,
         apt=["meson", "libglib2.0-dev", "libgnutls28-dev", "libgstreamer1.0-dev", "libgupnp-igd-1.0-dev",
              "pkg-config"],
         # debian/rules' meson flags (gupnp, gstreamer on; introspection left out: GIR generator only; gtk-doc
         # off); examples and tests off; meson writes fl-build/compile_commands.json, and ninja builds it so
         # the generated enum headers exist; examples/, tests/, stun/tests/ left out
         build=["meson setup fl-build -Dgupnp=enabled -Dgstreamer=enabled -Dintrospection=disabled"
                " -Dgtk_doc=disabled -Dexamples=disabled -Dtests=disabled >/dev/null 2>&1",
                "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/", "tests/", "stun/tests/", "stun/tools/"]),
    dict(name="libabw", lang="C++", pkg="libabw", ver="0.1.3-1", srcdir="libabw-0.1.3",
         kind="AbiWord document import library (libabw over librevenge: ABW XML, styles, lists, tables, "
              "frames; per element/attribute) + abw2* tools",
         heldout=True, apt=["gperf", "libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror with CPPFLAGS+=-DBOOST_SYSTEM_NO_DEPRECATED (dh with
         # autoreconf, no Debian patch, a configure shipped); docs off
         build=[conf("--disable-werror --without-docs CPPFLAGS=-DBOOST_SYSTEM_NO_DEPRECATED"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="libusrsctp", lang="C", pkg="libusrsctp", ver="0.9.5.0-2", srcdir="libusrsctp-0.9.5.0",
         kind="userland SCTP stack library (usrsctp: the FreeBSD SCTP implementation in user space, UDP "
              "encapsulation, callbacks API; per packet/chunk/association)",
         heldout=True, apt=["autoconf", "automake", "libtool"],
         # debian/rules: plain dh, which autoreconfs (no configure shipped; a patch touches Makefile.am) and
         # configures; the example programs/ and fuzzer/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["programs/", "fuzzer/"]),
    dict(name="libodfgen", lang="C++", pkg="libodfgen", ver="0.1.8-2", srcdir="libodfgen-0.1.8",
         kind="ODF generator library (libodfgen: librevenge interfaces to OpenDocument text/drawing/"
              "presentation/spreadsheet XML, embedded objects, styles; per element/style/span)",
         heldout=True, apt=["libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # docs off; test/ left out
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libqmi", lang="C", pkg="libqmi", ver="1.32.2-1", srcdir="libqmi-1.32.2",
         kind="Qualcomm MSM Interface protocol library and CLI (libqmi-glib: generated message/indication "
              "codecs, QMI/MBIM/QRTR device and proxy; qmicli, qmi-firmware-update; per message/TLV/device)",
         heldout=True,
         apt=["meson", "help2man", "libglib2.0-dev", "libgudev-1.0-dev", "libmbim-glib-dev", "libqrtr-glib-dev",
              "pkg-config", "bash-completion"],
         # debian/rules' meson flags (-Ddefault_library=both, gtk-doc off; introspection left out: GIR generator
         # only); meson writes fl-build/compile_commands.json, and ninja builds it so the generated codecs exist;
         # examples/ left out
         build=["meson setup fl-build -Ddefault_library=both -Dgtk_doc=false -Dintrospection=false"
                " >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/"]),
    dict(name="libepubgen", lang="C++", pkg="libepubgen", ver="0.1.1-1", srcdir="libepubgen-0.1.1",
         kind="EPUB generator library (libepubgen: librevenge interfaces to XHTML/CSS/OPF in a zip container, "
              "splitting, fonts, images; per element/chapter/file)",
         heldout=True, apt=["libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config"],
         # debian/rules: configure --disable-silent-rules --disable-werror (dh with autoreconf, no Debian patch,
         # a configure shipped); tests and docs off
         build=[conf("--disable-silent-rules --disable-werror --disable-tests --without-docs"), MK, BEAR],
         include=None, exclude=["src/test/"]),
]
