"""Precision projects: held-out set 32 (session 32). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 32 (session 32, brief h24-set32)
# The draw, fixed at 2026-12-06 22:01:22 UTC before any build and any faultline run on any candidate
# (/work/set32/draw-order.txt; candidates /work/set32/candidates.txt, written from memory 21:50-21:52 UTC in seven
# batches (1708 names; 11 repeats, 495 excluded as names of sets corpus-31 and recall.yaml; the candidate lists of sets
# 24-31 are not on this machine), 113 left off by hand (huge, header-only, not C/C++): 1089 survivors, the first 40 per
# kind kept: 320 names; versions pinned to bookworm(-updates/-security) by /work/set32/ver.py: 43 have no bookworm source;
# fetchable by /work/set32/head.sh: 42 of 277, lapack and mumps then left off by hand (Fortran), so 40 (12 codecs, 1 media,
# 3 databases, 8 C++ libraries, 7 scientific, 3 CLIs, 4 daemons, 2 other C libraries)). The weighted round-robin (codecs
# 2, media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 40 fetchable
# names in list order, no pre-registered positions. Built in this order:
#  1 libbde 20190102-2, 2 libfshfs 20201104-1, 3 zynaddsubfx 3.0.6-5, 4 firebird3.0 3.0.11.33637.ds4-2+deb12u1, 5
#  poco 1.11.0-3+deb12u1, 6 gsl 2.7.1+dfsg-5+deb12u1, 7 pspp 1.6.2-2, 8 squid 5.7-2+deb12u6, 9 popt 1.19+dfsg-1, 10
#  libfsntfs 20200921-2, 11 libluksde 20200205-1, 12 postgis 3.3.2+dfsg-1, 13 assimp 5.2.5~ds0-1, 14 fftw3 3.3.10-1,
#  15 nmap 7.93+dfsg1-1, 16 frr 8.4.4-1.1~deb12u2, 17 gmp 2:6.2.1+dfsg1-1.1, 18 libcreg 20200725-1, 19 libvmdk
#  20200926-2, 20 kexi 1:3.2.0-3, 21 dlib 19.24+dfsg-1, 22 openblas 0.3.21+ds-4, 23 aria2 1.36.0-1, 24 pacemaker
#  2.1.5-1+deb12u1, 25 libsmraw 20181227-2, 26 libfwsi 20181227-1.1, 27 libcrypto++ 8.7.0+git220824-1, 28
#  suitesparse 1:5.12.0+dfsg-2, 29 rspamd 3.4-1, 30 libevt 20200926-1, 31 libfwnt 20181227-1.1, 32 botan
#  2.19.3+dfsg-1+deb12u1, 33 openmm 7.7.0+dfsg-9, 34 libetonyek 0.1.10-3, 35 libmwaw 0.3.21-1, 36
#  libtorrent-rasterbar 2.0.8-1, 37 libint2 2.7.2-1, 38 mapnik 3.1.0+ds-3, 39 autodocksuite 4.2.6-9, 40 darts
#  0.32-20


PROJECTS = [
    # Set 32 as measured: draw positions 1-18 built in order (pipeline.sh, then pipeline2.sh from position 2,
    # 22:02:57-23:36:06 UTC, stop for new builds at 23:35); 8 projects. Each batch of entries (positions 1-10, 11-20,
    # 21-30, 31-40) written from the source tree's layout (/work/set32/src), debian/rules and debian/control before its
    # first build. No failed build, so no correction. Skipped (over 330 s, before any faultline output): firebird3.0 (4),
    # gsl (6), pspp (7), squid (8), libfsntfs (10), libluksde (11), postgis (12), fftw3 (14), frr (16), gmp (17). Not
    # built: positions 19-40 (the 23:35 stop). Those 32 entries are kept in /work/set32/skipped-entries.py.
    # docs/precision.md "Held-out check, set 32 (session 32)".
    dict(name="libbde", lang="C", pkg="libbde", ver="20190102-2", srcdir="libbde-20190102",
         kind="BitLocker Drive Encryption volume reader (libbde: volume header, metadata entries, FVEK/VMK key "
              "protectors, AES-CCM/XTS sector decryption, Elephant diffuser; pybde; bdeinfo/bdemount; per sector/entry)",
         seen="2026-12-07 (33)", apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (debhelper >= 10: dh_autoreconf regenerates);
         # configure --disable-python2 --enable-python3; make (the bundled libyal support libraries libc*/libf*/libuna/
         # libbfio built as in the package; tests/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libfshfs", lang="C", pkg="libfshfs", ver="20201104-1", srcdir="libfshfs-20201104",
         kind="HFS/HFS+ file system reader (libfshfs: volume header, catalog/extents/attributes B-trees, forks, "
              "compressed (decmpfs) data, directory entries; pyfshfs; fshfsinfo/fshfsmount; per node/record/block)",
         seen="2026-12-07 (33)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with autoreconf,python3 --buildsystem=autoconf (compat 11); configure --disable-python2
         # --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="zynaddsubfx", lang="C++", pkg="zynaddsubfx", ver="3.0.6-5", srcdir="zynaddsubfx-3.0.6",
         kind="Software synthesizer (ZynAddSubFX: Add/Sub/PAD synth engines, effects, microtonal, MIDI/OSC "
              "(rtosc) parameter ports, ALSA/JACK/OSS back ends, FLTK GUI, DPF LV2/VST plugins; per sample/buffer/note)",
         seen="2026-12-07 (33)", apt=["cmake", "ninja-build", "dssi-dev", "fluid", "libasound2-dev", "libfftw3-dev",
                            "libfltk1.3-dev", "libgl-dev", "libjack-jackd2-dev", "liblo-dev", "libmxml-dev",
                            "libxpm-dev", "lv2-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh (cmake) with -DNoNeonPlease=ON; CMake configure, then only the generated sources (the
         # custom commands: fluid's .h/.cxx of src/UI and the like) so the TUs parse; src/Tests left out
         build=[CMAKE + " -DNoNeonPlease=ON -S . -B fl-build >/dev/null 2>&1",
                "t=$(ninja -C fl-build -t targets all | awk -F: '$2 ~ /CUSTOM_COMMAND/ && $1 ~ /\\.(h|cxx|cpp|c|cc)$/ "
                "{print $1}'); [ -z \"$t\" ] || ninja -C fl-build $t >/dev/null 2>&1"],
         include=None, exclude=["src/Tests/"]),
    dict(name="poco", lang="C++", pkg="poco", ver="1.11.0-3+deb12u1", srcdir="poco-1.11.0",
         kind="C++ class libraries for networked applications (POCO: Foundation (streams, threads, logging, "
              "text encodings), Net (HTTP/SMTP/FTP, sockets), NetSSL/Crypto, XML, JSON, Util, Data "
              "(SQLite/MySQL/PostgreSQL/ODBC), Zip, MongoDB, Redis, JWT, PageCompiler; per byte/line/message/row)",
         seen="2026-12-07 (33)", apt=["cmake", "ninja-build", "libexpat1-dev", "default-libmysqlclient-dev", "libpcre3-dev",
                            "libsqlite3-dev", "libpq-dev", "libssl-dev", "unixodbc-dev", "zlib1g-dev"],
         # debian/rules: dh cmake with -DENABLE_TESTS=ON -DPOCO_UNBUNDLED=ON; here CMake configure only (no
         # generated sources) with the tests off (the testsuites left out, as everywhere)
         build=[CMAKE + " -DENABLE_TESTS=OFF -DPOCO_UNBUNDLED=ON -S . -B fl-build >/dev/null 2>&1"],  # tests and samples off
         include=None, exclude=["CppUnit/"]),
    dict(name="popt", lang="C", pkg="popt", ver="1.19+dfsg-1", srcdir="popt-1.19+dfsg",
         kind="Command-line option parsing library (popt: option tables, aliases and exec from popt config "
              "files, argument conversion, help/usage output; per argument/option)",
         seen="2026-12-07 (33)", apt=["gettext"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure; make (tests/ noinst test programs
         # left out)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="assimp", lang="C++", pkg="assimp", ver="5.2.5~ds0-1", srcdir="assimp-5.2.5~ds0",
         kind="3D model import/export library (Open Asset Import Library: importers for OBJ, FBX, glTF, COLLADA, "
              "3DS, STL, PLY, X3D, IFC, Blender, ...; exporters; post-processing steps; assimp tool; per "
              "vertex/face/node/chunk)",
         seen="2026-12-07 (33)", apt=["cmake", "ninja-build", "libboost-dev", "libdraco-dev", "libminizip-dev", "libstb-dev",
                            "libutfcpp-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh cmake with -DASSIMP_BUILD_ASSIMP_TOOLS=ON -DASSIMP_BUILD_SAMPLES=OFF
         # -DASSIMP_BUILD_TESTS=OFF -DASSIMP_BUILD_ZLIB=OFF -DASSIMP_WARNINGS_AS_ERRORS=OFF and CPPFLAGS
         # -DASSIMP_ENABLE_DRACO=1 (the docs left out); CMake configure only (revision.h is written by configure)
         build=[CMAKE + " -DASSIMP_BUILD_DOCS=OFF -DASSIMP_BUILD_ASSIMP_TOOLS=ON -DASSIMP_BUILD_SAMPLES=OFF "
                "-DASSIMP_BUILD_TESTS=OFF -DASSIMP_BUILD_ZLIB=OFF -DASSIMP_WARNINGS_AS_ERRORS=OFF "
                "-DCMAKE_CXX_FLAGS=-DASSIMP_ENABLE_DRACO=1 -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/", "samples/"]),
    dict(name="nmap", lang="C++", pkg="nmap", ver="7.93+dfsg1-1", srcdir="nmap-7.93+dfsg1",
         kind="Network scanner (Nmap: host discovery, port scan engines, OS/service detection, NSE Lua engine "
              "bindings, nsock, nbase, libnetutil, libdnet-stripped, ncat, nping; per probe/packet/port/host)",
         seen="2026-12-07 (33)", apt=["bison", "flex", "liblinear-dev", "liblua5.3-dev", "libpcap0.8-dev", "libpcre3-dev",
                            "libssh2-1-dev", "libssl-dev", "zlib1g-dev", "lua-lpeg-dev", "python3"],
         # debian/rules: dh --with=python3 (compat 13: dh_autoreconf regenerates); configure --with-liblua
         # --with-liblinear --without-zenmap --without-ndiff --enable-ipv6; make (ndiff is Python; tests left out)
         build=[AUTORECONF, conf("--with-liblua --with-liblinear --without-zenmap --without-ndiff --enable-ipv6"),
                MK, BEAR],
         include=None, exclude=["tests/", "nsock/tests/", "nbase/test/", "ncat/test/"]),
    dict(name="libcreg", lang="C", pkg="libcreg", ver="20200725-1", srcdir="libcreg-20200725",
         kind="Windows 9x/Me Registry File reader (libcreg: CREG header, RGKN key tree, RGDB data blocks, key and "
              "value entries; pycreg; cregexport/creginfo/cregmount; per key/value/block)",
         seen="2026-12-07 (33)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with autoreconf,python3 --buildsystem=autoconf (compat 11); configure --disable-python2
         # --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
]
