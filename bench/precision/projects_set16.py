"""Precision projects: former held-out set 16 (session 18; seen since session 19). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF  # noqa: F401

BEAR1 = "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"  # Debian builds it serially

PROJECTS = [
    # ------------------------------------------------ former held-out set 16 (session 18, brief h7-set16; seen in 19)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 16 (session 18)".
    # The draw is set 14's, finished: lines 66-101 of /work/set14/draw-order.txt (weighted round-robin
    # over kinds, fixed 2026-12-05 02:0x UTC before any faultline run; copied as /work/set16/draw-order.txt
    # with set 14's pinned versions, re-checked fetchable: /work/set16/fetchable.txt); the draw order's
    # projects that built, in that order. include/exclude were decided from each source tree's layout
    # before any run: bundled libraries, test suites, examples and benchmarks are left out as in sets 12-15.
    # apt lists what the measured builds needed beyond fetch.py's list. No project was skipped: positions 66-95
    # gave the 30 (libnl3, popt, mbedtls, nettle, liburcu, libwebsockets at 96-101 were not reached). Corrected after
    # a failed first build, before any faultline output of theirs existed (/work/set16/fix-summary.txt): arj,
    # mpack (one fix each, see their entries).
    dict(name="patchelf", lang="C++", pkg="patchelf", ver="0.14.3-1", srcdir="patchelf-0.14.3",
         kind="ELF executable editor CLI: interpreter, RPATH, needed libraries (C++, per section/segment)",
         seen="2026-12-05 (19)",
         # no configure in the tree (debhelper 12 regenerates); tests/ is built only by `make check`
         build=[AUTORECONF, CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="libytnef", lang="C", pkg="libytnef", ver="2.0-1", srcdir="libytnef-2.0",
         kind="TNEF (winmail.dat) decoder library + ytnef/ytnefprint CLIs (per attribute/attachment)",
         seen="2026-12-05 (19)",
         build=[AUTORECONF, "./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "ytnef/", "ytnefprint/"], exclude=[]),
    dict(name="chktex", lang="C", pkg="chktex", ver="1.7.8-1", srcdir="chktex-1.7.8",
         kind="LaTeX lint CLI: typographic and syntax warnings (per line/token)", seen="2026-12-05 (19)",
         apt=["libncurses-dev"],
         # `make` (chktex + chktexrc); the manual and HTML need TeX (not installed) and are separate targets
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libxc", lang="C", pkg="libxc", ver="5.2.3-1", srcdir="libxc-5.2.3",
         kind="exchange-correlation functionals library for density-functional theory (per grid point/functional)",
         seen="2026-12-05 (19)",
         # CMake configure only: it writes config.h, xc_version.h and the build tree's xc.h, all the sources
         # need (the maple2c kernels are in the tree); no Fortran interface, no test suite (debian/rules' options)
         build=[CMAKE + " -DENABLE_XHOST=OFF -DENABLE_FORTRAN=OFF -DBUILD_TESTING=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="igraph", lang="C", pkg="igraph", ver="0.10.2+ds-2", srcdir="igraph-0.10.2+ds",
         kind="graph analysis library: generators, paths, communities, layouts, graph file formats (per vertex/edge)",
         seen="2026-12-05 (19)",
         apt=["bison", "flex", "libxml2-dev", "libplfit-dev", "libgmp-dev", "libarpack2-dev", "libblas-dev",
              "liblapack-dev", "libglpk-dev"],
         # debian/rules' options (external BLAS, LAPACK, ARPACK, GLPK, GMP, plfit; no TLS) but no OpenMP (no
         # omp.h for Clang); CMake configure writes config.h and the export/version headers, and the
         # parsersources target runs bison and flex for the graph-file parsers (the only generated sources)
         build=[CMAKE + " -DIGRAPH_ENABLE_TLS=OFF -DIGRAPH_USE_INTERNAL_BLAS=OFF -DIGRAPH_USE_INTERNAL_LAPACK=OFF"
                " -DIGRAPH_USE_INTERNAL_ARPACK=OFF -DIGRAPH_USE_INTERNAL_GLPK=OFF -DIGRAPH_USE_INTERNAL_GMP=OFF"
                " -DIGRAPH_USE_INTERNAL_PLFIT=OFF -DIGRAPH_GLPK_SUPPORT=ON -DIGRAPH_GRAPHML_SUPPORT=ON"
                " -DIGRAPH_OPENMP_SUPPORT=OFF -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build parsersources >/dev/null 2>&1"],
         # the libraries bundled under src/ (prpack, cliquer, bliss) and vendor/ are left out
         include=["src/"], exclude=["src/centrality/prpack/", "src/cliques/cliquer/", "src/isomorphism/bliss/"]),
    dict(name="gddrescue", lang="C++", pkg="gddrescue", ver="1.27-1", srcdir="gddrescue-1.27",
         kind="GNU ddrescue data recovery CLI + ddrescuelog (C++, per block/sector of a rescue domain)",
         seen="2026-12-05 (19)",
         # its own (non-autoconf) configure, with debian/rules' --enable-linux
         build=["./configure --enable-linux >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="libvisio", lang="C++", pkg="libvisio", ver="0.1.7-1", srcdir="libvisio-0.1.7",
         kind="Microsoft Visio document import library + vsd2raw/vsd2xhtml/vsd2text converters (C++, per record/shape)",
         seen="2026-12-05 (19)",
         apt=["librevenge-dev", "libboost-dev", "libicu-dev", "libxml2-dev", "gperf"],
         # debian/rules' -DUCHAR_TYPE=uint16_t (ICU >= 59); no tests, fuzzers or docs
         build=["./configure --disable-werror --disable-tests --without-docs --disable-static"
                " CXXFLAGS='-g -O2 -DUCHAR_TYPE=uint16_t' >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=["src/test/", "src/fuzz/"]),
    dict(name="pcsc-lite", lang="C", pkg="pcsc-lite", ver="1.9.9-2", srcdir="pcsc-lite-1.9.9",
         kind="PC/SC smart card middleware: pcscd daemon + libpcsclite client library (per reader/APDU/event)",
         seen="2026-12-05 (19)",
         apt=["flex", "libsystemd-dev", "libudev-dev"],
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="arj", lang="C", pkg="arj", ver="3.10.22-26", srcdir="arj-3.10.22",
         kind="ARJ archiver CLI + rearj, arjdisp and self-extractor modules (per file/block)", seen="2026-12-05 (19)",
         # as debian/rules: autoreconf and configure in gnu/, then the top-level make (serial: it builds its
         # message tools first and runs them to generate the message headers). The make stamps help.arj with
         # SOURCE_DATE_EPOCH, which dpkg-buildpackage sets from debian/changelog: unset, arj stops on an empty
         # date (`Invalid date string`), so it is set the same way
         build=["cd gnu && autoreconf -fi >/dev/null 2>&1 && ./configure >/dev/null 2>&1", "mkdir -p fl-build",
                "SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -STimestamp) " + BEAR1],
         include=None, exclude=[]),
    dict(name="ripmime", lang="C", pkg="ripmime", ver="1.4.0.10.debian.1-3", srcdir="ripmime-1.4.0.10.debian.1",
         kind="MIME mail attachment extractor CLI with its OLE and TNEF decoders (per line/part/attachment)",
         seen="2026-12-05 (19)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="uni2ascii", lang="C", pkg="uni2ascii", ver="4.18-6", srcdir="uni2ascii-4.18",
         kind="UTF-8 to 7-bit ASCII and back converters uni2ascii/ascii2uni (per character)", seen="2026-12-05 (19)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="ntl", lang="C++", pkg="ntl", ver="11.5.1-1", srcdir="ntl-11.5.1",
         kind="number theory library: big integers, polynomials, lattices, finite fields (C++, per coefficient/limb)",
         seen="2026-12-05 (19)",
         apt=["libgf2x-dev", "libgmp-dev"],
         # debian/rules' configure options in src/ (static library instead of libtool's shared one; TUNE=generic
         # runs no tuning wizard); `make` in src/ runs the setup programs, which are left out with the test programs
         build=["cd src && ./configure NATIVE=off NTL_GMP_LIP=on NTL_GF2X_LIB=on TUNE=generic >/dev/null 2>&1",
                "mkdir -p fl-build",
                "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=["src/MakeDesc", "src/Check", "src/GetTime", "src/GetPID", "src/gen_gmp_aux",
                                    "src/gf2x_version", "src/TestGetTime", "src/TestGetPID", "src/InitSettings",
                                    "src/DispSettings"]),
    dict(name="ssdeep", lang="C++", pkg="ssdeep", ver="2.14.1+git20180629.57fcfff-3",
         srcdir="ssdeep-2.14.1+git20180629.57fcfff",
         kind="context-triggered piecewise hashing: libfuzzy + ssdeep CLI (C/C++, per block/file/signature)",
         seen="2026-12-05 (19)",
         # no configure in the tree (debhelper 13 regenerates)
         build=[AUTORECONF, "./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="libcdr", lang="C++", pkg="libcdr", ver="0.1.6-2", srcdir="libcdr-0.1.6",
         kind="CorelDRAW document import library + cdr2raw/cdr2xhtml/cdr2text converters (C++, per record/shape)",
         seen="2026-12-05 (19)",
         apt=["librevenge-dev", "libboost-dev", "libicu-dev", "liblcms2-dev"],
         # debian/rules' configure flags and -DUCHAR_TYPE=uint16_t (ICU >= 59); no tests, fuzzers or docs
         build=["./configure --disable-werror --without-docs --disable-tests --disable-static"
                " CXXFLAGS='-g -O2 -DUCHAR_TYPE=uint16_t' >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=["src/test/", "src/fuzz/"]),
    dict(name="libsrtp2", lang="C", pkg="libsrtp2", ver="2.5.0-3", srcdir="libsrtp2-2.5.0",
         kind="Secure RTP protocol library with its crypto kernel, NSS back end (per packet)", seen="2026-12-05 (19)",
         apt=["libnss3-dev"],
         # debian/rules' configure options and its arch build target (shared_library); test programs not built
         build=["./configure --disable-stdout --enable-syslog --disable-debug --enable-nss >/dev/null 2>&1",
                "mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make -j2 shared_library >/dev/null 2>&1"],
         include=["srtp/", "crypto/"], exclude=["crypto/test/"]),
    dict(name="lsof", lang="C", pkg="lsof", ver="4.95.0-1", srcdir="lsof-4.95.0",
         kind="list open files CLI: /proc scanner for processes, files and sockets (per process/descriptor)",
         seen="2026-12-05 (19)",
         apt=["libselinux1-dev"],
         # as debian/rules: ./Configure -n linux (non-interactive), then make (lib/ and lsof)
         build=["./Configure -n linux >/dev/null 2>&1", "mkdir -p fl-build", BEAR1],
         include=None, exclude=["tests/"]),
    dict(name="mpack", lang="C", pkg="mpack", ver="1.6-18", srcdir="mpack-1.6",
         kind="MIME mail packer and unpacker CLIs mpack/munpack (per line/part)", seen="2026-12-05 (19)",
         # Debian's patches touch configure.in and Makefile.am, whose make rules then rerun the tree's old automake
         # setup and fail: regenerated first, as debhelper 13 does (dh_autoreconf)
         build=[AUTORECONF, CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="tofrodos", lang="C", pkg="tofrodos", ver="1.7.13+ds-6", srcdir="tofrodos-1.7.13+ds",
         kind="DOS/Unix line-ending converter CLI fromdos/todos (per character/file)", seen="2026-12-05 (19)",
         # as debian/rules: make in src/
         build=["mkdir -p fl-build",
                "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="libewf", lang="C", pkg="libewf", ver="20140813-1", srcdir="libewf-20140813",
         kind="Expert Witness (EnCase) forensic image format library + ewfacquire/ewfexport/ewfverify/... tools"
              " (per chunk/section/segment file)",
         seen="2026-12-05 (19)",
         apt=["libfuse-dev", "libbz2-dev", "uuid-dev", "flex", "bison"],
         # configure without the Python bindings; the libyal libraries bundled as local copies (libbfio,
         # libcdata, libuna, ...) are built but left out: only libewf/ and ewftools/ are measured
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["libewf/", "ewftools/"], exclude=[]),
    dict(name="libstaroffice", lang="C++", pkg="libstaroffice", ver="0.0.7-1", srcdir="libstaroffice-0.0.7",
         kind="StarOffice/StarWriter/StarCalc document import library + sd2* converters (C++, per zone/record)",
         seen="2026-12-05 (19)",
         apt=["librevenge-dev", "libboost-dev"],
         # no configure in the tree (debian/rules: --with autoreconf); debian/rules' configure flags
         build=[AUTORECONF, "./configure --without-docs --disable-werror --disable-static >/dev/null 2>&1",
                "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=["src/fuzz/"]),
    dict(name="libtar", lang="C", pkg="libtar", ver="1.2.20-8+deb12u1", srcdir="libtar-1.2.20",
         kind="tar archive library + libtar demo CLI (per block/member)", seen="2026-12-05 (19)",
         # no configure in the tree (debhelper regenerates); debian/rules' --without-zlib; compat/ (replacement
         # libc functions) left out
         build=[AUTORECONF, "./configure --without-zlib --disable-static >/dev/null 2>&1", "mkdir -p fl-build",
                BEAR],
         include=None, exclude=["compat/", "testsuite/"]),
    dict(name="pev", lang="C", pkg="pev", ver="0.81-9", srcdir="pev-0.81",
         kind="PE (Windows executable) analysis toolkit: libpe + readpe, pescan, pesec, pestr, ... (per section/"
              "resource/byte)",
         seen="2026-12-05 (19)",
         # as debian/rules: make with prefix and plugin directory (libpe, then src/ and its plugins); the bundled
         # udis86 disassembler and ssdeep copy are left out
         build=["mkdir -p fl-build", "bear --output fl-build/compile_commands.json -- make -j2 prefix=/usr"
                " pluginsdir=/usr/lib/pev/plugins >/dev/null 2>&1"],
         include=["src/", "lib/libpe/"], exclude=["lib/libpe/libudis86/", "src/lib/libfuzzy/", "lib/libpe/libfuzzy/"]),
    dict(name="cflow", lang="C", pkg="cflow", ver="1:1.7-4", srcdir="cflow-1.7",
         kind="GNU cflow: C call graph generator CLI (per token/symbol/function)", seen="2026-12-05 (19)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="liburing", lang="C", pkg="liburing", ver="2.3-3", srcdir="liburing-2.3",
         kind="io_uring user-space library (per submission/completion queue entry)", seen="2026-12-05 (19)",
         # debian/rules' configure; the library in src/ only (test/ and examples/ are not measured)
         build=["./configure --prefix=/usr >/dev/null 2>&1", "mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make -j2 -C src >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="exempi", lang="C++", pkg="exempi", ver="2.6.3-1", srcdir="exempi-2.6.3",
         kind="XMP metadata library (Adobe XMP SDK core and file handlers) + exempi CLI (C++, per packet/chunk/"
              "box of a media file)",
         seen="2026-12-05 (19)",
         apt=["libexpat1-dev"],
         # no unit tests (Boost.Test); bundled third-party code and samples left out
         build=["./configure --enable-unittest=no --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=["third-party/", "samples/", "exempi/tests/", "build/"]),
    dict(name="libsmi", lang="C", pkg="libsmi", ver="0.4.8+dfsg2-16", srcdir="libsmi-0.4.8+dfsg2",
         kind="SNMP MIB/PIB module library + smilint, smidump, smiquery, ... tools (per module/node/token)",
         seen="2026-12-05 (19)",
         apt=["flex", "bison"],
         build=["./configure SH=/bin/sh --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "tools/"], exclude=[]),
    dict(name="chmlib", lang="C", pkg="chmlib", ver="2:0.40a-8", srcdir="chmlib-0.40a",
         kind="Microsoft HTML Help (.chm) reader library + extract_chmLib, enum_chmLib, chm_http examples "
              "(per unit/block)",
         seen="2026-12-05 (19)",
         # debian/rules' --enable-examples (the example programs are packaged as chmlib-bin)
         build=["./configure --enable-examples >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="xapian-core", lang="C++", pkg="xapian-core", ver="1.4.22-1", srcdir="xapian-core-1.4.22",
         kind="Xapian search engine library: indexing, query parser, glass backend, remote protocol (C++, per "
              "term/posting/document)",
         seen="2026-12-05 (19)",
         apt=["uuid-dev"],
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="avro-c", lang="C", pkg="avro-c", ver="1.11.1-1", srcdir="avro-c-1.11.1",
         kind="Apache Avro data serialization library + avrocat/avroappend/avropipe/avromod tools (per datum/block)",
         seen="2026-12-05 (19)",
         apt=["libjansson-dev", "liblzma-dev", "libsnappy-dev"],
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="libesedb", lang="C", pkg="libesedb", ver="20181229-3.1", srcdir="libesedb-20181229",
         kind="Extensible Storage Engine (EDB) database file library + esedbexport/esedbinfo (per page/record/"
              "value)",
         seen="2026-12-05 (19)",
         # configure without the Python bindings; the libyal libraries bundled as local copies are built but
         # left out: only libesedb/ and esedbtools/ are measured
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["libesedb/", "esedbtools/"], exclude=[]),
]
