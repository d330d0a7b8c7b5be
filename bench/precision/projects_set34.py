"""Precision projects: held-out set 34 (session 34). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 34 (session 34, brief h26-set34)
# No new draw: set 34 is set 33's unused draw positions, as set 26 was set 25's. Set 33's draw was fixed at
# 2026-12-07 01:28:09 UTC before any build and any faultline run on any candidate (/work/set33/draw-order.txt; see
# projects_set33.py's header for how it was made). Session 33 measured only positions 1-16 (6 projects; 10 over the
# 600-s build limit); nobody has run faultline on positions 17-49. Set 34, first pass: those positions, built in draw
# order (minpack, 23, stays dropped: Fortran):
#  17 coinor-cgl 0.60.3+repack1-4, 18 aria2 1.36.0-1, 19 pdns-recursor 4.8.8-1+deb12u1, 20 libbpf 1.1.2-0+deb12u1, 21
#  sphinxbase 0.8+5prealpha+1-16, 22 libcmis 0.5.2-3, 24 btrfs-progs 6.2-1+deb12u2, 25 dnsdist 1.7.3-2, 26 numactl
#  2.0.16-1, 27 libetonyek 0.1.10-3, 28 flint 2.9.0-5, 29 xfsprogs 6.1.0-1, 30 isc-dhcp 4.4.3-P1-2, 31 ncurses 6.4-4,
#  32 hepmc3 3.1.2-2, 33 man-db 2.11.2-2, 34 syslog-ng 3.38.1-5+deb12u1, 35 gmime 3.2.13+dfsg-2, 36 clhep
#  2.1.4.1+dfsg-1.1, 37 id-utils 4.6.28-20200521ss15dab, 38 net-snmp 5.9.3+dfsg-2+deb12u1, 39 libnetconf2 2.0.24-3, 40
#  exonerate 2.4.0-5, 41 clamsmtp 1.10-17.2, 42 libuser 1:0.64~dfsg-1, 43 ngspice 39.3+ds-1, 44 rspamd 3.4-1, 45
#  shadow 1:4.13+dfsg1-1+deb12u2, 46 netgen 6.2.2006+really6.2.1905+dfsg-5.1, 47 sane-backends 1.2.1-2, 48 bluez
#  5.66-1+deb12u2, 49 tor 0.4.9.11-0+deb12u1.
# Second pass (if time is left after the first): set 33's positions skipped for build time only (over 600 s, before any
# faultline output), in draw order: 1 libopenmpt 0.6.9-1, 3 drumgizmo 0.9.20-1, 4 libmediainfo 23.04+dfsg-1, 5 odb
#  2.4.0-16, 6 libqalculate 4.5.1-1, 8 knot 3.2.6-1, 9 pdns 4.7.3-2, 10 libunistring 1.0-2, 15 recoll 1.34.3-1, 16
#  cln 1.3.6-4.
# Each build: timeout -s TERM 600 nice -n 10 fetch.py --only NAME (over 600 s = skipped); binary
# /work/bins/fl-s34-helper (main's analyzer code as of 51d4047). No new build after 06:25 UTC.


PROJECTS = [
    # Set 34 as measured: the first pass, set 33's draw positions 17-36 built in order (pipeline.sh, 04:30:29-06:34:11 UTC,
    # stop for new builds at 06:25); 10 projects. Skipped over 600 s (before any faultline output): aria2 (18),
    # pdns-recursor (19), libcmis (22), dnsdist (25), libetonyek (27), flint (28), isc-dhcp (30), syslog-ng (34, after its
    # correction) and clhep (36). Not built: positions 37-49 and the whole second pass (the 06:25 stop). Those entries
    # are kept in /work/set34/skipped-entries.py. docs/precision.md "Held-out check, set 34 (session 34)".
    dict(name="coinor-cgl", lang="C++", pkg="coinor-cgl", ver="0.60.3+repack1-4", srcdir="coinor-cgl-0.60.3+repack1",
         kind="COIN-OR cut generation library (Cgl: Gomory, MIR, knapsack cover, clique, probing, lift-and-project, "
              "flow cover, two-MIR, residual capacity, zero-half, red-split cut generators over OsiSolverInterface; per "
              "row/column/cut)",
         seen="2026-12-07 (35)", apt=["pkg-config", "coinor-libclp-dev", "coinor-libcoinutils-dev", "libbz2-dev",
                            "liblapack-dev", "zlib1g-dev"],
         # debian/rules: dh_autoreconf debian/autogen.sh (autoreconf in ./ and ./Cgl with BuildTools); configure
         # --enable-static --enable-dot --enable-dependency-linking; make (doxydoc not built); Cgl/test/ and
         # Cgl/examples/ left out
         build=["sh debian/autogen.sh >/dev/null 2>&1",
                conf("--enable-static --enable-dot --enable-dependency-linking"), MK, BEAR],
         include=None, exclude=["Cgl/test/", "Cgl/examples/"]),
    dict(name="libbpf", lang="C", pkg="libbpf", ver="1.1.2-0+deb12u1", srcdir="libbpf-1.1.2",
         kind="BPF loader library (libbpf: ELF object parsing, BTF parsing/dedup/relocation (CO-RE), map and "
              "program creation, skeletons, ring/perf buffers, linker, usdt, netlink attach; per section/type/"
              "instruction/record)",
         seen="2026-12-07 (35)", apt=["pkg-config", "libelf-dev", "zlib1g-dev"],
         # debian/rules: dh --sourcedirectory=src; make LIBSUBDIR=lib/x86_64-linux-gnu in src/ (no configure);
         # fuzz/ left out
         build=[MK, "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 "
                    "LIBSUBDIR=lib/x86_64-linux-gnu >/dev/null 2>&1"],
         include=None, exclude=["fuzz/"]),
    dict(name="sphinxbase", lang="C", pkg="sphinxbase", ver="0.8+5prealpha+1-16", srcdir="sphinxbase-0.8+5prealpha+1",
         kind="Speech recognition support library (SphinxBase: feature extraction (MFCC front end), N-gram "
              "language models (ARPA/DMP/binary), FSG/JSGF grammars, matrices and LAPACK glue, audio capture "
              "(PulseAudio), command-line and logging utilities, sphinx_fe/sphinx_lm_convert tools; per frame/"
              "n-gram/token)",
         seen="2026-12-07 (35)", apt=["pkg-config", "bison", "libpulse-dev", "libblas-dev", "liblapack-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure per Python version in build-PYVER;
         # here one in-tree configure --without-python (the swig Python module left out); make; test/ left out
         build=[AUTORECONF, conf("--without-python"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="btrfs-progs", lang="C", pkg="btrfs-progs", ver="6.2-1+deb12u2", srcdir="btrfs-progs-6.2",
         kind="Btrfs file system tools (btrfs-progs: btrfs command (subvolume, send/receive, balance, scrub, "
              "device, inspect), mkfs.btrfs, btrfs check, btrfs-convert from ext2/3/4, btrfs-image, kernel-shared "
              "B-tree code, libbtrfsutil; per block/item/inode/extent)",
         seen="2026-12-07 (35)", apt=["pkg-config", "libext2fs-dev", "libacl1-dev", "libblkid-dev", "liblzo2-dev",
                            "libudev-dev", "libzstd-dev", "uuid-dev", "zlib1g-dev", "python3-dev",
                            "python3-setuptools"],
         # debian/rules: dh_autoreconf ./autogen.sh; configure --bindir=/bin; make V=1 (here --disable-documentation:
         # no sphinx); tests/ left out
         build=["./autogen.sh >/dev/null 2>&1", conf("--bindir=/bin --disable-documentation"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="numactl", lang="C", pkg="numactl", ver="2.0.16-1", srcdir="numactl-2.0.16",
         kind="NUMA policy library and tools (libnuma: node masks, memory policies, CPU/node affinity parsing from "
              "sysfs, distance tables; numactl, numastat, migratepages, memhog, numademo; per node/CPU/page)",
         seen="2026-12-07 (35)", apt=[],
         # debian/rules: dh (compat 13; no configure shipped: autoreconf); configure; make (test/ programs are
         # check_PROGRAMS, left out)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="xfsprogs", lang="C", pkg="xfsprogs", ver="6.1.0-1", srcdir="xfsprogs-6.1.0",
         kind="XFS file system tools (xfsprogs: mkfs.xfs, xfs_repair (multi-threaded phases, AG scans, directory "
              "rebuild), xfs_db, xfs_io, xfs_scrub, xfs_logprint, xfs_quota, xfs_fsr, libxfs/libxlog/libfrog; per "
              "AG/inode/block/extent)",
         seen="2026-12-07 (35)", apt=["pkg-config", "gettext", "libinih-dev", "uuid-dev", "libedit-dev", "libblkid-dev",
                            "libdevmapper-dev", "libattr1-dev", "libicu-dev", "liburcu-dev"],
         # debian/rules: make with LOCAL_CONFIGURE_OPTIONS="--disable-ubsan --disable-addrsan --disable-threadsan
         # --enable-lto --enable-editline=yes --enable-blkid=yes" DEBUG=-DNDEBUG (the shipped configure; --enable-lto
         # not given here, it only changes flags); the udeb flavour not built
         build=[conf("--disable-ubsan --disable-addrsan --disable-threadsan --enable-editline=yes --enable-blkid=yes"),
                MK, bear("make -j2 DEBUG=-DNDEBUG")],
         include=None, exclude=[]),
    dict(name="ncurses", lang="C", pkg="ncurses", ver="6.4-4", srcdir="ncurses-6.4",
         kind="Terminal handling library (ncurses: terminfo database reading and compiling (tic/infocmp), "
              "screen optimisation (hashmap, scrolling, mvcur), curses windows/pads, input and key parsing, "
              "panel/menu/form libraries, C++ binding, tput/tset/clear/tabs/toe; per cell/line/capability)",
         seen="2026-12-07 (35)", apt=["pkg-config", "libgpm-dev"],
         # debian/rules: several configure flavours in object directories; here the wide-character one (wobjdir)
         # in-tree: configure --with-shared --with-manpage-format=normal --without-profile --without-debug
         # --disable-rpath --enable-echo --disable-stripping --enable-const --enable-pc-files --without-ada
         # --without-tests --enable-symlinks --disable-root-environ --disable-termcap --with-ticlib=tic
         # --with-termlib=tinfo --with-versioned-syms --disable-wattr-macros --disable-relink --disable-pkg-ldflags
         # --enable-overwrite --with-xterm-kbs=del --with-gpm --with-progs --enable-widec; make
         build=[conf("--with-shared --with-manpage-format=normal --without-profile --without-debug --disable-rpath "
                     "--enable-echo --disable-stripping --enable-const --enable-pc-files --without-ada --without-tests "
                     "--enable-symlinks --disable-root-environ --disable-termcap --with-ticlib=tic --with-termlib=tinfo "
                     "--with-versioned-syms --disable-wattr-macros --disable-relink --disable-pkg-ldflags "
                     "--enable-overwrite --with-xterm-kbs=del --with-gpm --with-progs --enable-widec"), MK, BEAR],
         include=None, exclude=["test/", "Ada95/"]),
    dict(name="hepmc3", lang="C++", pkg="hepmc3", ver="3.1.2-2", srcdir="hepmc3-3.1.2",
         kind="High-energy physics event record library (HepMC3: GenEvent/GenParticle/GenVertex graph, attributes, "
              "ASCII/HepEVT/LHEF/HepMC2 readers and writers, search (relatives, filters), interfaces for "
              "Pythia/Photos/Tauola; per event/particle/vertex/line)",
         seen="2026-12-07 (35)", apt=["cmake", "ninja-build"],
         # debian/rules: dh -Scmake with -DHEPMC3_ENABLE_ROOTIO=OFF -DHEPMC3_ENABLE_TEST=ON; here CMake configure
         # only, tests off (test/ left out)
         build=[CMAKE + " -DHEPMC3_ENABLE_ROOTIO=OFF -DHEPMC3_ENABLE_TEST=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="man-db", lang="C", pkg="man-db", ver="2.11.2-2", srcdir="man-db-2.11.2",
         kind="Manual page tools (man-db: man, mandb index builder over gdbm, manpath, whatis/apropos, "
              "lexgrog (flex) preprocessor detection, zsoelim, catman, accessdb; libman with encodings and "
              "decompression through libpipeline; per page/line/directory)",
         seen="2026-12-07 (35)", apt=["pkg-config", "flex", "groff", "libgdbm-dev", "libpipeline-dev", "libseccomp-dev",
                            "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-setuid --with-device=latin1
         # --enable-mb-groff --with-config-file=/etc/manpath.config and the helper program names; make; gnulib
         # (gl/) is part of the build; src/tests/ left out
         build=[AUTORECONF, conf("--enable-setuid --with-device=latin1 --enable-mb-groff "
                                 "--with-config-file=/etc/manpath.config --with-browser=www-browser --with-pager=pager "
                                 "--with-col=col --with-vgrind=vgrind --with-grap=grap --with-compress=compress "
                                 "--with-bzip2=bzip2 --with-xz=xz --with-lzip=lzip --with-lzma=lzma --with-zstd=zstd"),
                MK, BEAR],
         include=None, exclude=["src/tests/", "lib/tests/"]),
    dict(name="gmime", lang="C", pkg="gmime", ver="3.2.13+dfsg-2", srcdir="gmime-3.2.13+dfsg",
         kind="MIME message library (GMime: RFC 822/2045 parser and writer, header folding/encoding, streams "
              "and filters (base64, QP, uuencode, charset, CRLF), multipart/signed/encrypted with GPGME, "
              "autocrypt, IDN addresses; per message/part/header/byte)",
         seen="2026-12-07 (35)", apt=["pkg-config", "gtk-doc-tools", "libglib2.0-dev", "libgpgme11-dev", "libidn2-dev",
                            "zlib1g-dev"],
         # debian/rules: touch ChangeLog; dh_autoreconf; configure --enable-vala --enable-gtk-doc --enable-largefile
         # --enable-introspection; here --enable-largefile only (the Vala, gtk-doc and GIR outputs generate no C
         # TUs of the library); make; tests/ and examples/ left out
         build=["touch ChangeLog", AUTORECONF, conf("--enable-largefile --disable-vala --disable-introspection"),
                MK, BEAR],
         include=None, exclude=["tests/", "examples/"]),
]
