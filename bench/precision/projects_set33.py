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
    # Set 33 as measured: draw positions 1-16 built in order (pipeline.sh, 01:29:58-03:20:07 UTC, stop for new builds at
    # 03:15); 6 projects. Every entry written from the source tree's layout (/work/set33/src), debian/rules and
    # debian/control before its first build. No failed build, so no correction. Skipped (over 600 s, before any
    # faultline output): libopenmpt (1), drumgizmo (3), libmediainfo (4), odb (5), libqalculate (6), knot (8), pdns (9),
    # libunistring (10), recoll (15), cln (16). Dropped before its build: minpack (23, Fortran). Not built: positions
    # 17-49 (the 03:15 stop). Those entries are kept in /work/set33/skipped-entries.py.
    # docs/precision.md "Held-out check, set 33 (session 33)".
    dict(name="libudfread", lang="C", pkg="libudfread", ver="1.1.2-1", srcdir="libudfread-1.1.2",
         kind="UDF file system reader library (libudfread: ECMA-167 descriptors, partition maps, metadata "
              "partition, file entries and allocation extents, directory iteration, file reads; udfls/udfcat "
              "examples; per descriptor/extent/block)",
         seen="2026-12-07 (34)", apt=[],
         # debian/rules: dh (compat 13); no configure shipped: bootstrap (autoreconf -vif); configure; make (the two
         # examples are noinst programs make builds, so analysed)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="fftw", lang="C", pkg="fftw", ver="2.1.5-6", srcdir="fftw-2.1.5",
         kind="Fast Fourier transform library, version 2 (FFTW 2: codelet-generated complex and real transforms, "
              "planner with wisdom, executor, multi-dimensional plans, threads; per transform/plan/codelet)",
         seen="2026-12-07 (34)", apt=[],
         # debian/rules: configure --enable-shared --enable-mpi --enable-threads, single precision (--enable-float
         # --enable-type-prefix) then double; here one flavour, the double precision, with threads and without MPI
         # (mpi/ would need an MPI implementation installed); dh_autoreconf (compat 13) regenerates; make; tests/ left
         # out
         build=[AUTORECONF, conf("--enable-shared --enable-threads"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="ebook-tools", lang="C", pkg="ebook-tools", ver="0.2.2-6", srcdir="ebook-tools-0.2.2",
         kind="EPUB reading library and tools (libepub: ZIP container through libzip, OPF/NCX/container XML "
              "through libxml2, spine/TOC/metadata iterators; einfo, lit2epub; per file/item/node)",
         seen="2026-12-07 (34)", apt=["libxml2-dev", "libzip-dev"],
         # debian/rules: dh (cmake); CMake configure only (no generated sources)
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="xlunzip", lang="C", pkg="xlunzip", ver="0.7-7", srcdir="xlunzip-0.7",
         kind="Lzip decompressor test bed for the Linux kernel's lzip decompressor (xlunzip: the kernel-style "
              "lzip_decompress with in-place decompression, buffer and fill/flush callback modes, CLI; per "
              "member/block)",
         seen="2026-12-07 (34)", apt=[],
         # debian/rules: dh; the hand-written configure with 'CC=gcc -g'; make; testsuite/ is data
         build=[CONF, MK, BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="libgpod", lang="C", pkg="libgpod", ver="0.8.3-17", srcdir="libgpod-0.8.3",
         kind="iPod database library (libgpod: iTunesDB/ArtworkDB/PhotoDB parsing and writing, SQLite databases of "
              "newer iPods, SysInfo/SysInfoExtended plist reading, artwork thumbnails through gdk-pixbuf, playlists; "
              "tools; per record/track/thumbnail)",
         seen="2026-12-07 (34)", apt=["pkg-config", "intltool", "gtk-doc-tools", "libglib2.0-dev", "libgdk-pixbuf-2.0-dev",
                            "libxml2-dev", "libsgutils2-dev", "libsqlite3-dev", "libplist-dev", "libusb-1.0-0-dev",
                            "libimobiledevice-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); the gtk flavour's configure --with-python=no
         # --with-mono=no --disable-gtk-doc --without-hal --enable-udev, here in the source tree (Debian builds it in
         # build/gtk); make; the mono and doc flavours not built; tests/ left out
         build=[AUTORECONF, conf("--with-python=no --with-mono=no --disable-gtk-doc --without-hal --enable-udev"),
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="pocketsphinx", lang="C", pkg="pocketsphinx", ver="0.8+5prealpha+1-15",
         srcdir="pocketsphinx-0.8+5prealpha+1",
         kind="Speech recognition engine (PocketSphinx: acoustic model scoring (semi-continuous/PTM/continuous "
              "HMMs), lexicon tree and flat-lexicon Viterbi search, N-gram/FSG/keyphrase/allphone search, lattices, "
              "GStreamer plugin, pocketsphinx_continuous/batch tools; per frame/utterance/word)",
         seen="2026-12-07 (34)", apt=["pkg-config", "libsphinxbase-dev", "libgstreamer1.0-dev",
                            "libgstreamer-plugins-base1.0-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure --without-python; make; test/ left out
         build=[AUTORECONF, conf("--without-python"), MK, BEAR],
         include=None, exclude=["test/"]),
]
