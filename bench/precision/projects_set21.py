"""Precision projects: former held-out set 21 (session 21; seen in 22). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 21 (session 21, brief h13-set21; seen in 22)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 21 (session 21)".
    # The rest of set 20's pre-registered draw order (/work/set20/draw-order.txt, fixed at 15:30 UTC):
    # positions 31-53, every one that builds (/work/set21/draw-taken.txt, skips.txt). The entries are set 20's
    # helper's, written from each tree's layout, debian/rules and debian/control before any build or run
    # (/work/set20/unused-entries.py), checked against the fetched trees before the first build; bundled
    # libraries, test suites, examples, fuzzers and benchmarks are left out as in sets 12-20.
    dict(name="libpinyin", lang="C++", pkg="libpinyin", ver="2.8.1-1", srcdir="libpinyin-2.8.1",
         kind="Chinese pinyin/zhuyin input method library + data tools (phrase lookup, n-gram; per key/phrase/"
              "candidate)",
         seen="2026-12-05 (22)", apt=["libdb-dev", "libglib2.0-dev", "libltdl-dev"],
         # debian/rules' configure flags; tests/ is the test suite
         build=["./configure --with-dbm=BerkeleyDB --enable-libzhuyin >/dev/null 2>&1", MK, BEAR],
         include=["src/", "utils/"], exclude=[]),
    dict(name="sibsim4", lang="C", pkg="sibsim4", ver="0.20-5", srcdir="sibsim4-0.20",
         kind="cDNA-to-genome spliced alignment CLI (SIBsim4, a sim4 rewrite; per exon/diagonal/sequence)",
         seen="2026-12-05 (22)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="cpufrequtils", lang="C", pkg="cpufrequtils", ver="008-2", srcdir="cpufrequtils-008",
         kind="CPU frequency scaling library + cpufreq-info/cpufreq-set CLIs (per CPU/governor/sysfs file)",
         seen="2026-12-05 (22)",
         # debian/rules: make with its CFLAGS; bench/ and debug/ are not built by default
         build=[MK, "bear --output fl-build/compile_commands.json -- make CFLAGS='-g -O2 -Wall' V=1"
                " >/dev/null 2>&1"],
         include=["lib/", "utils/"], exclude=[]),
    dict(name="libyubikey", lang="C", pkg="libyubikey", ver="1.13-6", srcdir="libyubikey-1.13",
         kind="YubiKey OTP token library + modhex/ykgenerate/ykparse CLIs (per token/byte)", seen="2026-12-05 (22)",
         # tests/ is the test suite
         build=["./configure --disable-silent-rules >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="minidlna", lang="C", pkg="minidlna", ver="1.3.0+dfsg-2.2+deb12u1", srcdir="minidlna-1.3.0+dfsg",
         kind="DLNA/UPnP media server daemon (media scanner, SQLite catalogue, HTTP/SOAP; per file/request)",
         seen="2026-12-05 (22)",
         apt=["autopoint", "gettext", "libavcodec-dev", "libavformat-dev", "libavutil-dev", "libexif-dev",
              "libflac-dev", "libid3tag0-dev", "libjpeg-dev", "libogg-dev", "libsqlite3-dev", "libvorbis-dev"],
         # the tree ships no configure (dh_autoreconf; Debian's patches touch configure.ac); debian/rules'
         # configure flags; testupnpdescgen.c is a test program
         build=[AUTORECONF, "./configure --with-os-version=Debian --with-log-path=/var/log/minidlna"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["testupnpdescgen.c"]),
    dict(name="cpputest", lang="C++", pkg="cpputest", ver="4.0-2", srcdir="cpputest-4.0",
         kind="unit testing and mocking framework library for C/C++ (CppUTest, CppUTestExt; per test/"
              "expectation)",
         seen="2026-12-05 (22)",
         # the library only: tests/ is its own test suite, examples/ and platforms_examples/ the samples
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="squizz", lang="C", pkg="squizz", ver="0.99d+dfsg-3", srcdir="squizz-0.99d+dfsg",
         kind="sequence/alignment format checker and converter CLI (per entry/line)", seen="2026-12-05 (22)",
         apt=["flex", "bison"],
         # Debian's patch touches Makefile.am: autoreconf first (dh_autoreconf); test/ is the test suite
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["lib/", "src/"], exclude=[]),
    dict(name="mblaze", lang="C", pkg="mblaze", ver="1.1-1", srcdir="mblaze-1.1",
         kind="Unix utilities for Maildir mail (mlist, mscan, mshow, mpick, mthread, ...; per message/header)",
         seen="2026-12-05 (22)",
         # contrib/ holds extras, t/ the test suite
         build=[MK, BEAR],
         include=None, exclude=["contrib/", "t/"]),
    dict(name="libxcrypt", lang="C", pkg="libxcrypt", ver="1:4.4.33-2", srcdir="libxcrypt-4.4.33",
         kind="password hashing library (crypt: bcrypt, sha512crypt, yescrypt, ...; per hash round/block)",
         seen="2026-12-05 (22)",
         # the tree ships no configure (autogen.sh is autoreconf); debian/rules' libcrypt1 variant (deb1)
         # flags; test/ is the test suite
         build=[AUTORECONF, "./configure --disable-werror --prefix=/usr --disable-xcrypt-compat-files"
                " --enable-obsolete-api=glibc >/dev/null 2>&1", MK, BEAR],
         include=["lib/"], exclude=[]),
    dict(name="mustang", lang="C++", pkg="mustang", ver="3.2.4-1", srcdir="mustang-3.2.4",
         kind="multiple protein structure alignment CLI (MUSTANG: per residue/structure pair)", seen="2026-12-05 (22)",
         build=[MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="wrk", lang="C", pkg="wrk", ver="4.1.0-3", srcdir="wrk-4.1.0",
         kind="HTTP benchmarking CLI (event loop, Lua scripting; per connection/request/response)", seen="2026-12-05 (22)",
         apt=["libluajit-5.1-dev", "luajit"],
         # debian/rules: the system LuaJIT and OpenSSL
         build=[MK, "bear --output fl-build/compile_commands.json -- make WITH_LUAJIT=/usr WITH_OPENSSL=/usr"
                " VER=debian >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="ck", lang="C", pkg="ck", ver="0.7.1-10", srcdir="ck-0.7.1",
         kind="Concurrency Kit library (lock-free data structures, SMR, barriers; per operation/node)",
         seen="2026-12-05 (22)",
         # debian/rules' configure flags; regressions/ is the test suite
         build=["./configure --prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu --includedir=/usr/include"
                " --mandir=/usr/share/man --cores=2 >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libbraiding", lang="C++", pkg="libbraiding", ver="1.1-1", srcdir="libbraiding-1.1",
         kind="braid group computation library (Garside normal forms, super summit sets; per braid/factor)",
         seen="2026-12-05 (22)",
         # the tree ships no configure (dh_autoreconf); library.pyx is the Cython binding
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["lib/"], exclude=[]),
    dict(name="qperf", lang="C", pkg="qperf", ver="0.4.11-3", srcdir="qperf-0.4.11",
         kind="socket and RDMA bandwidth/latency measurement CLI (per test/message)", seen="2026-12-05 (22)",
         apt=["libibverbs-dev", "librdmacm-dev"],
         # the tree ships no configure: debian/rules' override_dh_autoreconf runs ./autogen.sh (it touches the
         # NEWS, README and ChangeLog automake requires) before dh_autoreconf. Corrected after the first build
         # failed in autoreconf (automake: required file ./ChangeLog not found), before any run.
         build=["./autogen.sh >/dev/null 2>&1", AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libxlsxwriter", lang="C", pkg="libxlsxwriter", ver="1.1.4-2", srcdir="libxlsxwriter-1.1.4",
         kind="XLSX spreadsheet writer library (worksheets, shared strings, zip packaging; per cell/row/XML "
              "element)",
         seen="2026-12-05 (22)", apt=["libminizip-dev"],
         # debian/rules' CMake options without tests and examples; third_party/ is bundled
         build=[CMAKE + " -DBUILD_SHARED_LIBS=ON -DUSE_SYSTEM_MINIZIP=ON -DUSE_OPENSSL_MD5=ON -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="isl", lang="C", pkg="isl", ver="0.25-1.1", srcdir="isl-0.25",
         kind="integer set library (Presburger sets and maps, ILP, scheduling, AST generation; per constraint/"
              "basic set)",
         seen="2026-12-05 (22)", apt=["libgmp-dev"],
         # debian/rules' configure flags; the isl_test* programs and the noinst test tools the test scripts run
         # (isl_polyhedron_*, isl_pip, isl_codegen, isl_bound, isl_closure, isl_cat, isl_flow, isl_schedule, ...)
         # are left out, and interface/ (the binding generator)
         build=["./configure --disable-silent-rules --without-gcc-arch >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["isl_test", "interface/", "polyhedron_", "polytope_scan.c", "pip.c", "bound.c",
                                "cat.c", "closure.c", "codegen.c", "flow.c", "flow_cmp.c", "schedule.c",
                                "schedule_cmp.c"]),
    dict(name="stegsnow", lang="C", pkg="stegsnow", ver="20130616-7", srcdir="stegsnow-20130616",
         kind="whitespace steganography CLI (SNOW: Huffman compression, ICE encryption; per bit/line)",
         seen="2026-12-05 (22)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libcddb", lang="C", pkg="libcddb", ver="1.3.2-7", srcdir="libcddb-1.3.2",
         kind="CDDB/freedb disc database client library (per query/track/line)", seen="2026-12-05 (22)",
         apt=["libcdio-dev"],
         # debian/rules' configure CFLAGS; examples/ and tests/ are not shipped
         build=["./configure CFLAGS='-g -O2 -Wall -fPIC' >/dev/null 2>&1", MK, BEAR],
         include=["lib/"], exclude=[]),
    dict(name="liquid-dsp", lang="C", pkg="liquid-dsp", ver="1.5.0-2", srcdir="liquid-dsp-1.5.0",
         kind="software-defined radio DSP library (filters, modems, FEC, FFT, framing; per sample/symbol/block)",
         seen="2026-12-05 (22)", apt=["libfftw3-dev"],
         # the tree ships no configure (bootstrap.sh is autoreconf); debian/rules' flag; autotest/, bench/,
         # examples/, sandbox/ left out
         build=[AUTORECONF, "./configure --enable-simdoverride >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="anthy", lang="C", pkg="anthy", ver="1:0.4-2", srcdir="anthy-0.4",
         kind="Japanese kana-kanji conversion library (dictionary, segmentation, candidate ordering; per "
              "segment/candidate)",
         seen="2026-12-05 (22)",
         # Debian's patch touches Makefile.am: autoreconf first; debian/rules' configure flag; the library's
         # src-* directories (the dictionary build tools and test/ left out)
         build=[AUTORECONF, "./configure --sysconfdir=/etc/anthy >/dev/null 2>&1", MK, BEAR],
         include=["src-diclib/", "src-main/", "src-ordering/", "src-splitter/", "src-util/", "src-worddic/"],
         exclude=[]),
    dict(name="dialign-tx", lang="C", pkg="dialign-t", ver="1.0.2-14", srcdir="dialign-t-1.0.2",
         kind="multiple sequence alignment CLI (DIALIGN-TX: segment-based, per fragment/sequence pair)",
         seen="2026-12-05 (22)",
         # debian/rules: make in source/
         build=[MK, "bear --output fl-build/compile_commands.json -- make -C source >/dev/null 2>&1"],
         include=["source/"], exclude=[]),
    dict(name="libotf", lang="C", pkg="libotf", ver="0.9.16-4", srcdir="libotf-0.9.16",
         kind="OpenType font layout table library + otfdump/otflist/otfview (per table/glyph/lookup)",
         seen="2026-12-05 (22)",
         apt=["libfreetype-dev", "libice-dev", "libsm-dev", "libx11-dev", "libxaw7-dev", "libxmu-dev", "libxt-dev"],
         # Debian's patch touches configure.ac: autoreconf first; example/ builds the otf* tools libotf-bin ships
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/", "example/"], exclude=[]),
    dict(name="coinor-osi", lang="C++", pkg="coinor-osi", ver="0.108.6+repack1-2", srcdir="coinor-osi-0.108.6+repack1",
         kind="COIN-OR open solver interface library (LP/MIP solver abstraction; per row/column/solve)",
         seen="2026-12-05 (22)", apt=["coinor-libcoinutils-dev", "libbz2-dev"],
         # debian/rules' autoreconf (with BuildTools) and configure flags, dpkg-buildflags' -g -O2 (set 18's
         # coinor-ipopt lesson); Osi/test and Osi/examples left out
         build=["autoreconf --force --install --no-recursive --include=BuildTools >/dev/null 2>&1",
                "./configure --enable-static --enable-dependency-linking CFLAGS='-g -O2' CXXFLAGS='-g -O2'"
                " >/dev/null 2>&1", MK, BEAR],
         include=["Osi/src/"], exclude=[]),
]
