"""Precision projects: held-out set 33 (session 33). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 33 (session 33, brief h25-set33)
# The draw, fixed at 2026-12-07 01:28:09 UTC before any build and any faultline run on any candidate
# (/work/set33/draw-order.txt; candidates /work/set33/candidates.txt, written from memory 01:11-01:12 UTC in eight
# batches (1476 names; 40 repeats, 475 excluded as names of sets corpus-32, recall.yaml and set 32's skips.txt), 160 left
# off by hand (huge, header-only, not C/C++, no such source): 801 survivors; the first 60 per kind pinned and checked
# first (465 names), then, that pass giving only 32 fetchable names, the other 336; versions pinned to
# bookworm(-updates/-security) by /work/set33/ver.py (ver2.py): 219 of 801 have no bookworm source; fetchable by
# /work/set33/head.sh (head2.sh): 51 of 582, rocksdb and kamailio then left off by hand (huge), so 49 (4 codecs, 5
# media, 2 databases, 4 C++ libraries, 9 scientific, 6 CLIs, 11 daemons, 8 other C libraries)). The weighted
# round-robin (codecs 2, media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1)
# over the 49 fetchable names in list order, no pre-registered positions. Built in this order:
#  1 libopenmpt 0.6.9-1, 2 libudfread 1.1.2-1, 3 drumgizmo 0.9.20-1, 4 libmediainfo 23.04+dfsg-1, 5 odb 2.4.0-16, 6
#  libqalculate 4.5.1-1, 7 fftw 2.1.5-6, 8 knot 3.2.6-1, 9 pdns 4.7.3-2, 10 libunistring 1.0-2, 11 ebook-tools 0.2.2-6,
#  12 xlunzip 0.7-7, 13 libgpod 0.8.3-17, 14 pocketsphinx 0.8+5prealpha+1-15, 15 recoll 1.34.3-1, 16 cln 1.3.6-4, 17
#  coinor-cgl 0.60.3+repack1-4, 18 aria2 1.36.0-1, 19 pdns-recursor 4.8.8-1+deb12u1, 20 libbpf 1.1.2-0+deb12u1, 21
#  sphinxbase 0.8+5prealpha+1-16, 22 libcmis 0.5.2-3, 23 minpack 19961126+dfsg1-5, 24 btrfs-progs 6.2-1+deb12u2, 25
#  dnsdist 1.7.3-2, 26 numactl 2.0.16-1, 27 libetonyek 0.1.10-3, 28 flint 2.9.0-5, 29 xfsprogs 6.1.0-1, 30 isc-dhcp
#  4.4.3-P1-2, 31 ncurses 6.4-4, 32 hepmc3 3.1.2-2, 33 man-db 2.11.2-2, 34 syslog-ng 3.38.1-5+deb12u1, 35 gmime
#  3.2.13+dfsg-2, 36 clhep 2.1.4.1+dfsg-1.1, 37 id-utils 4.6.28-20200521ss15dab, 38 net-snmp 5.9.3+dfsg-2+deb12u1, 39
#  libnetconf2 2.0.24-3, 40 exonerate 2.4.0-5, 41 clamsmtp 1.10-17.2, 42 libuser 1:0.64~dfsg-1, 43 ngspice 39.3+ds-1,
#  44 rspamd 3.4-1, 45 shadow 1:4.13+dfsg1-1+deb12u2, 46 netgen 6.2.2006+really6.2.1905+dfsg-5.1, 47 sane-backends
#  1.2.1-2, 48 bluez 5.66-1+deb12u2, 49 tor 0.4.9.11-0+deb12u1


PROJECTS = [
    # Draw positions 1-12: entries written from the source trees (/work/set33/src), debian/rules and
    # debian/control before any build.
    dict(name="libopenmpt", lang="C++", pkg="libopenmpt", ver="0.6.9-1", srcdir="libopenmpt-0.6.9",
         kind="Tracker module player library (libopenmpt: OpenMPT's soundlib loaders for MOD/XM/S3M/IT/MPTM and some "
              "60 more formats, mixer, resamplers, DSP effects, sample/plugin loading; C and C++ APIs; openmpt123 "
              "player; per sample/row/channel/chunk)",
         heldout=True, apt=["pkg-config", "libflac-dev", "libmpg123-dev", "libogg-dev", "libpulse-dev",
                            "libsndfile1-dev", "libvorbis-dev", "portaudio19-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-static; make all (doxygen-doc
         # not built here); the test program (make check only) and examples (check_PROGRAMS) left out
         build=[AUTORECONF, conf("--disable-static --disable-doxygen-doc"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="libudfread", lang="C", pkg="libudfread", ver="1.1.2-1", srcdir="libudfread-1.1.2",
         kind="UDF file system reader library (libudfread: ECMA-167 descriptors, partition maps, metadata "
              "partition, file entries and allocation extents, directory iteration, file reads; udfls/udfcat "
              "examples; per descriptor/extent/block)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 13); no configure shipped: bootstrap (autoreconf -vif); configure; make (the two
         # examples are noinst programs make builds, so analysed)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="drumgizmo", lang="C++", pkg="drumgizmo", ver="0.9.20-1", srcdir="drumgizmo-0.9.20",
         kind="Drum sample engine (DrumGizmo: drumkit/midimap XML loading, sample selection by velocity, audio "
              "cache and disk streaming, resampler, humanizer, LV2 plugin with its own GUI toolkit (dggui), CLI "
              "with ALSA/JACK/OSS/WAV/MIDI-file drivers; per sample/frame/event)",
         heldout=True, apt=["pkg-config", "gettext", "libao-dev", "libasound2-dev", "libexpat1-dev",
                            "libjack-jackd2-dev", "liblilv-dev", "libserd-dev", "libsmf-dev", "libsndfile1-dev",
                            "libx11-dev", "libxext-dev", "libzita-resampler-dev", "lv2-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-lv2=yes --enable-cli=yes
         # --enable-resampler --enable-largefile --enable-sse=2 (amd64); --with-test=yes not given (test/ left out)
         build=[AUTORECONF, conf("--enable-lv2=yes --enable-cli=yes --enable-resampler --enable-largefile "
                                 "--enable-sse=2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libmediainfo", lang="C++", pkg="libmediainfo", ver="23.04+dfsg-1", srcdir="libmediainfo-23.04+dfsg",
         kind="Media file metadata library (MediaInfoLib: container/stream parsers for MPEG-TS/PS, MP4, Matroska, "
              "AVI, MXF, FLV, audio/video/image/tag formats, file readers (file, HTTP via curl, MMS), export to "
              "text/XML/JSON/EBUCore; per packet/box/element/frame)",
         heldout=True, apt=["pkg-config", "libzen-dev", "libtinyxml2-dev", "libcurl4-openssl-dev", "libmms-dev",
                            "libglib2.0-dev", "zlib1g-dev"],
         # debian/rules: dh_auto_configure -DProject/GNU/Library (compat 12: dh_autoreconf there) --enable-shared
         # --enable-visibility --with-libcurl --with-libmms --with-libtinyxml2 --without-libmd5; make in that directory.
         # libcurl4-openssl-dev instead of Debian's libcurl4-gnutls-dev (already installed here; the two conflict)
         build=["cd Project/GNU/Library && sh autogen.sh >/dev/null 2>&1",
                "cd Project/GNU/Library && ./configure --enable-shared --enable-visibility --with-libcurl "
                "--with-libmms --with-libtinyxml2 --without-libmd5 >/dev/null 2>&1", MK,
                "cd Project/GNU/Library && bear --output ../../../fl-build/compile_commands.json -- make -j2 "
                ">/dev/null 2>&1"],
         include=None, exclude=["Project/GNU/Library/test/"]),
    dict(name="odb", lang="C++", pkg="odb", ver="2.4.0-16", srcdir="odb-2.4.0",
         kind="C++ object-relational mapping compiler (ODB: a GCC plugin reading C++ class declarations with "
              "#pragma db, semantic graph, relational model, code generators for MySQL/SQLite/PostgreSQL/Oracle/MSSQL "
              "schema, queries and persistence code; per class/member/column)",
         heldout=True, apt=["gcc-12-plugin-dev", "libcutl-dev", "libexpat1-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure CC=gcc-12 CXX=g++-12 (bookworm's
         # defaults); make
         build=[AUTORECONF, conf("CC=gcc-12 CXX=g++-12"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libqalculate", lang="C++", pkg="libqalculate", ver="4.5.1-1", srcdir="libqalculate-4.5.1",
         kind="Multi-purpose calculator library (libqalculate: expression parser, symbolic math on MathStructure "
              "trees, units and currencies (exchange-rate download), variables/functions from XML definitions, "
              "arbitrary precision via CLN/GMP/MPFR, plotting through gnuplot; qalc CLI; per token/node/term)",
         heldout=True, apt=["pkg-config", "intltool", "libcln-dev", "libcurl4-openssl-dev", "libgettextpo-dev",
                            "libglib2.0-dev", "libgmp-dev", "libicu-dev", "libmpfr-dev", "libncurses-dev",
                            "libreadline-dev", "libxml2-dev"],
         # debian/rules: dh (compat 13); no configure shipped: autogen.sh (NOCONFIGURE=1); configure; make (docs'
         # doxygen step not needed). libcurl4-openssl-dev instead of Debian's libcurl4-gnutls-dev (installed here;
         # they conflict); tests/ left out
         build=["NOCONFIGURE=1 sh autogen.sh >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="fftw", lang="C", pkg="fftw", ver="2.1.5-6", srcdir="fftw-2.1.5",
         kind="Fast Fourier transform library, version 2 (FFTW 2: codelet-generated complex and real transforms, "
              "planner with wisdom, executor, multi-dimensional plans, threads; per transform/plan/codelet)",
         heldout=True, apt=[],
         # debian/rules: configure --enable-shared --enable-mpi --enable-threads, single precision (--enable-float
         # --enable-type-prefix) then double; here one flavour, the double precision, with threads and without MPI
         # (mpi/ would need an MPI implementation installed); dh_autoreconf (compat 13) regenerates; make; tests/ left
         # out
         build=[AUTORECONF, conf("--enable-shared --enable-threads"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="knot", lang="C", pkg="knot", ver="3.2.6-1", srcdir="knot-3.2.6",
         kind="Authoritative DNS server and tools (Knot DNS: libknot wire format, zone parser (ragel fast parser), "
              "zone database and journal (LMDB), DNSSEC signing (libdnssec, GnuTLS), XDP/QUIC/TCP/UDP serving, "
              "query modules, kdig/khost/kzonecheck/keymgr/knotc; per packet/RR/zone/record)",
         heldout=True, apt=["pkg-config", "libbpf-dev", "libcap-ng-dev", "libedit-dev", "libfstrm-dev",
                            "libgnutls28-dev", "libidn2-dev", "liblmdb-dev", "libmaxminddb-dev", "libmnl-dev",
                            "libnghttp2-dev", "libngtcp2-crypto-gnutls-dev", "libngtcp2-dev", "libprotobuf-c-dev",
                            "libsystemd-dev", "liburcu-dev", "libxdp-dev", "protobuf-c-compiler"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-systemd=auto --enable-dnstap
         # --with-module-dnstap=shared --with-module-geoip=shared --enable-recvmmsg=yes --enable-fastparser
         # --enable-quic (paths options dropped); make; tests/, tests-fuzz/ left out
         build=[AUTORECONF, conf("--enable-systemd=auto --enable-dnstap --with-module-dnstap=shared "
                                 "--with-module-geoip=shared --enable-recvmmsg=yes --enable-fastparser --enable-quic"),
                MK, BEAR],
         include=None, exclude=["tests/", "tests-fuzz/"]),
    dict(name="pdns", lang="C++", pkg="pdns", ver="4.7.3-2", srcdir="pdns-4.7.3",
         kind="Authoritative DNS server (PowerDNS: packet handler, backends (BIND zone files, LMDB, generic SQL for "
              "MySQL/PostgreSQL/SQLite/ODBC, LDAP, Lua2, pipe, remote, GeoIP, TinyDNS), DNSSEC signing, Lua "
              "records, AXFR/IXFR, ixfrdist, pdnsutil and tools; per query/record/zone)",
         heldout=True, apt=["pkg-config", "bison", "flex", "ragel", "libboost-dev", "libboost-program-options-dev",
                            "libboost-serialization-dev", "libboost-test-dev", "libboost-context-dev",
                            "default-libmysqlclient-dev", "libcdb-dev", "libcurl4-openssl-dev", "libgeoip-dev",
                            "libkrb5-dev", "libldap2-dev", "liblmdb-dev", "libluajit-5.1-dev", "libmaxminddb-dev",
                            "libp11-kit-dev", "libpq-dev", "libprotobuf-dev", "protobuf-compiler", "libsodium-dev",
                            "libsqlite3-dev", "libsystemd-dev", "libyaml-cpp-dev", "unixodbc-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-systemd
         # --with-dynmodules="bind ldap lmdb lua2 pipe gmysql godbc gpgsql gsqlite3 geoip remote tinydns"
         # --with-modules="" --enable-ixfrdist --enable-tools --with-protobuf --enable-lua-records
         # --enable-experimental-pkcs11 --enable-reproducible (--enable-unit-tests not given: the testrunner left out;
         # the Boost libraries configure checks instead of libboost-all-dev); make; regression-tests/ left out
         build=[AUTORECONF, conf("--enable-systemd --with-dynmodules='bind ldap lmdb lua2 pipe gmysql godbc gpgsql "
                                 "gsqlite3 geoip remote tinydns' --with-modules='' --enable-ixfrdist --enable-tools "
                                 "--with-protobuf --enable-lua-records --enable-experimental-pkcs11 "
                                 "--enable-reproducible"), MK, BEAR],
         include=None, exclude=["regression-tests/", "pdns/test-"]),
    dict(name="libunistring", lang="C", pkg="libunistring", ver="1.0-2", srcdir="libunistring-1.0",
         kind="Unicode string library (GNU libunistring: UTF-8/16/32 conversion and iteration, character "
              "properties and categories, case mapping and folding, normalization, word/line breaking, width, "
              "iconv wrappers; gnulib; per character/code unit/string)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-Werror; make; tests/ left out
         build=[AUTORECONF, conf("--disable-Werror"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="ebook-tools", lang="C", pkg="ebook-tools", ver="0.2.2-6", srcdir="ebook-tools-0.2.2",
         kind="EPUB reading library and tools (libepub: ZIP container through libzip, OPF/NCX/container XML "
              "through libxml2, spine/TOC/metadata iterators; einfo, lit2epub; per file/item/node)",
         heldout=True, apt=["libxml2-dev", "libzip-dev"],
         # debian/rules: dh (cmake); CMake configure only (no generated sources)
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="xlunzip", lang="C", pkg="xlunzip", ver="0.7-7", srcdir="xlunzip-0.7",
         kind="Lzip decompressor test bed for the Linux kernel's lzip decompressor (xlunzip: the kernel-style "
              "lzip_decompress with in-place decompression, buffer and fill/flush callback modes, CLI; per "
              "member/block)",
         heldout=True, apt=[],
         # debian/rules: dh; the hand-written configure with 'CC=gcc -g'; make; testsuite/ is data
         build=[CONF, MK, BEAR],
         include=None, exclude=["testsuite/"]),
]
