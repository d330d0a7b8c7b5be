"""Precision projects: former held-out set 15 (session 17; seen since session 18). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF  # noqa: F401

BEAR1 = "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"  # Debian builds it serially

PROJECTS = [
    # ------------------------------------------------ former held-out set 15 (session 17, brief h6-set15; seen in 18)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 15 (session 17)".
    # The draw is set 14's, continued: lines 35-101 of /work/set14/draw-order.txt (weighted round-robin
    # over kinds, fixed 2026-12-05 02:0x UTC before any faultline run; copied as /work/set15/draw-order.txt
    # with set 14's pinned versions, re-checked fetchable: /work/set15/fetchable.txt); the draw order's
    # projects that built, in that order. include/exclude were decided from each source tree's layout
    # before any run: bundled gnulib, test suites, examples and benchmarks are left out as in sets 12-14.
    # apt lists what the measured builds needed beyond fetch.py's list. CMake trees are configured only where
    # the configure step writes every generated header (sundials, sgt-puzzles), as fetch.py's CMake projects.
    # Skipped in the draw (position 36; /work/set15/fetch-summary.txt), before any build: html2text 1.3.2a-28
    # (its sources are *.C, which run.py's SOURCE_EXT does not take, as in set 14). Corrected after a failed
    # first build, before any faultline output of theirs existed (/work/set15/fix-summary.txt): audiofile,
    # f2fs-tools, bibtool, probcons (one fix each, see their entries). Positions 35-65 gave the 30.
    dict(name="xa65", lang="C", pkg="xa", ver="2.3.14-0.1", srcdir="xa-2.3.14",
         kind="6502/65816 cross-assembler xa + o65 object tools (per source line/segment)", seen="2026-12-05 (18)",
         # top-level make builds src/ (xa) and misc/ (file65, ldo65, reloc65, printcbm, uncpk, mkrom)
         build=["mkdir -p fl-build", BEAR1],
         include=["src/", "misc/"], exclude=[]),
    dict(name="cdparanoia", lang="C", pkg="cdparanoia", ver="3.10.2+debian-14", srcdir="cdparanoia-3.10.2+debian",
         kind="audio CD ripper with jitter/scratch correction + its interface and paranoia libraries (per sector/read)",
         seen="2026-12-05 (18)",
         # configure + one serial make (debian/rules: --no-parallel)
         build=["cp configure.guess config.guess && cp configure.sub config.sub",
                "./configure --prefix=/usr >/dev/null 2>&1", "mkdir -p fl-build", BEAR1],
         include=None, exclude=[]),
    dict(name="audiofile", lang="C++", pkg="audiofile", ver="0.3.6-5+deb12u1", srcdir="audiofile-0.3.6",
         kind="audio file format library (AIFF, WAV, AU, CAF, FLAC, ...) + sfconvert/sfinfo (C++, per frame/chunk)",
         seen="2026-12-05 (18)",
         apt=["libflac-dev"],
         # examples/ needs ALSA (alsaplay.cpp): not built, as it is not measured
         build=["./configure --disable-static --disable-docs --disable-examples >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["libaudiofile/", "sfcommands/"], exclude=[]),
    dict(name="nco", lang="C", pkg="nco", ver="5.1.4-1+deb12u1", srcdir="nco-5.1.4",
         kind="netCDF Operators: CLIs that slice, average and combine netCDF files, + ncap2 (per record/variable)",
         seen="2026-12-05 (18)",
         apt=["libnetcdf-dev", "netcdf-bin", "libgsl-dev", "libudunits2-dev", "antlr", "libantlr-dev"],
         # debian/rules' options, without the DAP client (libdap-dev) and OpenMP (no omp.h for Clang)
         build=["./configure --disable-static --disable-nco_cplusplus --enable-gsl --enable-ncap2 --enable-netcdf4"
                " --enable-udunits2 --disable-dap --disable-openmp >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="sundials", lang="C", pkg="sundials", ver="6.4.1+dfsg1-3", srcdir="sundials-6.4.1+dfsg1",
         kind="ODE/DAE/nonlinear solver suite: CVODE(S), IDA(S), ARKODE, KINSOL (per step/iteration)",
         seen="2026-12-05 (18)",
         # CMake configure (writes sundials_config.h and the export headers): the serial and pthreads vectors
         # only (no MPI, OpenMP, Fortran, hypre, PETSc or KLU as in debian/rules: not installed), no examples
         build=[CMAKE + " -DENABLE_MPI=OFF -DENABLE_OPENMP=OFF -DENABLE_PTHREAD=ON -DBUILD_FORTRAN_MODULE_INTERFACE=OFF"
                " -DEXAMPLES_ENABLE_C=OFF -DEXAMPLES_ENABLE_CXX=OFF -DBUILD_BENCHMARKS=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="f2fs-tools", lang="C", pkg="f2fs-tools", ver="1.15.0-1", srcdir="f2fs-tools-1.15.0",
         kind="Flash-Friendly File System tools: mkfs.f2fs, fsck.f2fs, resize, defrag (per block/node/segment)",
         seen="2026-12-05 (18)",
         apt=["uuid-dev", "libblkid-dev", "libselinux1-dev"],
         # configure links liblz4 whenever it is installed, and 1.15's compress.c does not compile against
         # bookworm's lz4 1.9.4 (LZ4_STREAMSIZE_U64); Debian's build environment has no liblz4-dev: lz4 off
         build=[AUTORECONF, "./configure --disable-shared ac_cv_lib_lz4_main=no >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=None, exclude=[]),
    dict(name="librevenge", lang="C++", pkg="librevenge", ver="0.0.5-3", srcdir="librevenge-0.0.5",
         kind="document import framework library: property lists, streams, generators (C++, per element/stream)",
         seen="2026-12-05 (18)",
         apt=["libboost-dev"],
         build=["./configure --disable-werror --disable-tests --disable-static >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["src/"], exclude=["src/test/", "src/fuzz/"]),
    dict(name="libusb-1.0", lang="C", pkg="libusb-1.0", ver="2:1.0.26-1", srcdir="libusb-1.0-1.0.26",
         kind="user-space USB device access library (per transfer/event)", seen="2026-12-05 (18)",
         apt=["libudev-dev"],
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["libusb/"], exclude=[]),
    dict(name="outguess", lang="C", pkg="outguess", ver="1:0.4-2", srcdir="outguess-0.4",
         kind="steganography CLI for JPEG/PNM images, with its modified libjpeg (per coefficient/bit)", seen="2026-12-05 (18)",
         build=[AUTORECONF, "./configure --with-generic-jconfig >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="serd", lang="C", pkg="serd", ver="0.30.16-1", srcdir="serd-0.30.16",
         kind="RDF Turtle/NTriples/TriG/NQuads reader-writer library + serdi CLI (per byte/statement)", seen="2026-12-05 (18)",
         # meson writes fl-build/compile_commands.json itself
         build=["meson setup fl-build -Ddocs=disabled -Dtests=disabled >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="picocom", lang="C", pkg="picocom", ver="3.1-4", srcdir="picocom-3.1",
         kind="serial-port terminal emulator CLI, with linenoise (per byte/key)", seen="2026-12-05 (18)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="acme", lang="C", pkg="acme", ver="1:0.97~svn20211115+ds-1", srcdir="acme-0.97~svn20211115+ds",
         kind="6502/65816 cross-assembler + toacme source converter (per source line/pass)", seen="2026-12-05 (18)",
         # as debian/rules: make in src/ and in contrib/toacme/src/
         build=["mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json --"
                " sh -c 'make -C src -j2 && make -C contrib/toacme/src -j2' >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="jshon", lang="C", pkg="jshon", ver="20131010-3", srcdir="jshon-20131010",
         kind="JSON parser/editor CLI for shell scripts (per value/command)", seen="2026-12-05 (18)",
         apt=["libjansson-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="mp3gain", lang="C", pkg="mp3gain", ver="1.6.2-2", srcdir="mp3gain-1.6.2",
         kind="MP3 ReplayGain volume analyser and normaliser CLI (per frame/file)", seen="2026-12-05 (18)",
         apt=["libmpg123-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="djvulibre", lang="C++", pkg="djvulibre", ver="3.5.28-2.2~deb12u1", srcdir="djvulibre-3.5.28",
         kind="DjVu document format library + encoders/decoders/tools (C++, per page/chunk/band)", seen="2026-12-05 (18)",
         apt=["libjpeg-dev", "libtiff-dev"],
         # the tree has no configure: regenerated as autogen.sh does (NOCONFIGURE)
         build=[AUTORECONF, "./configure --disable-static --disable-desktopfiles >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["libdjvu/", "tools/", "xmltools/"], exclude=[]),
    dict(name="jellyfish", lang="C++", pkg="jellyfish", ver="2.3.0-15", srcdir="jellyfish-2.3.0",
         kind="k-mer counter for DNA sequences + libjellyfish (C++, per k-mer/read)", seen="2026-12-05 (18)",
         apt=["yaggo", "autoconf-archive"],
         # no configure in the tree; the command-line parsers are generated by yaggo; no swig bindings
         build=[AUTORECONF, "./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["jellyfish/", "lib/", "sub_commands/"], exclude=[]),
    dict(name="bamtools", lang="C++", pkg="bamtools", ver="2.5.2+dfsg-4", srcdir="bamtools-2.5.2+dfsg",
         kind="BAM (sequence alignment) file API + bamtools toolkit (C++, per alignment/read)", seen="2026-12-05 (18)",
         apt=["libjsoncpp-dev"],
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="mdadm", lang="C", pkg="mdadm", ver="4.2-5", srcdir="mdadm-4.2",
         kind="Linux software RAID management: mdadm, mdmon (per device/array/stripe)", seen="2026-12-05 (18)",
         apt=["libudev-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=["tests/", "test/", "clustermd_tests/"]),
    dict(name="libwpd", lang="C++", pkg="libwpd", ver="0.10.3-2", srcdir="libwpd-0.10.3",
         kind="WordPerfect document import library + wpd2html/wpd2text converters (C++, per group/character)",
         seen="2026-12-05 (18)",
         apt=["librevenge-dev", "libboost-dev"],
         build=["./configure --disable-werror --disable-static --without-docs >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["src/"], exclude=["src/fuzz/"]),
    dict(name="libmodbus", lang="C", pkg="libmodbus", ver="3.1.6-2.1+deb12u1", srcdir="libmodbus-3.1.6",
         kind="Modbus RTU/TCP protocol library (per request/frame)", seen="2026-12-05 (18)",
         build=[AUTORECONF, "./configure --disable-static --without-documentation >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["src/"], exclude=[]),
    dict(name="steghide", lang="C++", pkg="steghide", ver="0.5.1-15", srcdir="steghide-0.5.1",
         kind="steganography CLI for JPEG/BMP/WAV/AU files (C++, per sample/vertex of its matching graph)",
         seen="2026-12-05 (18)",
         apt=["libmcrypt-dev", "libmhash-dev"],
         # debhelper 13 regenerates the build system (dh_autoreconf); no NLS (bundled intl/)
         build=[AUTORECONF, "./configure --disable-nls >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="freexl", lang="C", pkg="freexl", ver="1.0.6-2", srcdir="freexl-1.0.6",
         kind="Excel (.xls) spreadsheet reader library (per cell/sector)", seen="2026-12-05 (18)",
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="linuxptp", lang="C", pkg="linuxptp", ver="3.1.1-4", srcdir="linuxptp-3.1.1",
         kind="IEEE 1588 Precision Time Protocol daemons and tools: ptp4l, phc2sys, pmc, ts2phc (per message/sample)",
         seen="2026-12-05 (18)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="sgt-puzzles", lang="C", pkg="sgt-puzzles", ver="20230122.806ae71-2",
         srcdir="sgt-puzzles-20230122.806ae71",
         kind="Simon Tatham's portable puzzle collection, GTK front end (per move/solver step)", seen="2026-12-05 (18)",
         apt=["libgtk-3-dev"],
         # CMake configure as debian/rules (GTK 3); the icons are generated images, not measured
         build=[CMAKE + " -DNAME_PREFIX=sgt- -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["icons/", "unfinished/", "fuzzpuzz.c"]),
    dict(name="bibtool", lang="C", pkg="bibtool", ver="2.68+ds-1", srcdir="bibtool-2.68+ds",
         kind="BibTeX database manipulation CLI (per entry/field)", seen="2026-12-05 (18)",
         # the makefile's first target (dh_auto_build_default) also makes the manual and change log with
         # TeX, not installed: the program's target only
         build=[AUTORECONF, CONF, "mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make -j2 bibtool >/dev/null 2>&1"],
         include=None, exclude=["BibTcl/", "Tcl/", "Perl/", "test/"]),
    dict(name="probcons", lang="C++", pkg="probcons", ver="1.12-14", srcdir="probcons-1.12",
         kind="probabilistic multiple sequence alignment CLI (C++, per sequence pair/column)", seen="2026-12-05 (18)",
         # as debian/rules: probcons-RNA is built from a copy of Main.cc with debian/Defaults-RNA.h (the copy
         # is not measured: the same code as Main.cc)
         build=["cp Main.cc Main-RNA.cc && sed -i s/Defaults.h/Defaults-RNA.h/ Main-RNA.cc"
                " && cp debian/Defaults-RNA.h Defaults-RNA.h", "mkdir -p fl-build", BEAR],
         include=None, exclude=["Main-RNA.cc"]),
    dict(name="paml", lang="C", pkg="paml", ver="4.9j+dfsg-4", srcdir="paml-4.9j+dfsg",
         kind="phylogenetic analysis by maximum likelihood: baseml, codeml, mcmctree, evolver (per site/tree/data set)",
         seen="2026-12-05 (18)",
         build=["mkdir -p fl-build", "bear --output fl-build/compile_commands.json -- make -C src -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="sg3-utils", lang="C", pkg="sg3-utils", ver="1.46-3", srcdir="sg3-utils-1.46",
         kind="SCSI generic utilities (sg_*) + libsgutils2 (per command/block)", seen="2026-12-05 (18)",
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "src/"], exclude=[]),
    dict(name="libwps", lang="C++", pkg="libwps", ver="0.4.13-1", srcdir="libwps-0.4.13",
         kind="Microsoft Works/Lotus/Quattro document import library + converters (C++, per cell/record)", seen="2026-12-05 (18)",
         apt=["librevenge-dev", "libboost-dev"],
         build=["./configure --disable-werror --disable-static --without-docs >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=["src/"], exclude=["src/fuzz/"]),
    dict(name="libnfc", lang="C", pkg="libnfc", ver="1.8.0-2", srcdir="libnfc-1.8.0",
         kind="Near Field Communication library + nfc-* utilities (per frame/target)", seen="2026-12-05 (18)",
         apt=["libusb-dev"],
         build=[AUTORECONF, "./configure --prefix=/usr >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["libnfc/", "utils/"], exclude=[]),
]
