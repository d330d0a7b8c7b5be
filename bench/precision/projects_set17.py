"""Precision projects: former held-out set 17 (session 19; seen since session 20). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK  # noqa: F401

BEAR1 = "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"  # Debian builds it serially

PROJECTS = [
    # ------------------------------------------------ former held-out set 17 (session 19, brief h8-set17; seen in 20)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 17 (session 19)".
    # A fresh candidate list (/work/set17/candidates.txt, written 2026-12-05 10:07 UTC; kinds cpplibs 2, codecs 2,
    # cppapps 1, scientific 1, clis 1, otherlibs 1; none a name of the corpus, sets 3-16, the recall bench or the
    # set 13/14 lists: /work/set17/exclude-check.py), one HTTP HEAD pass on each bookworm .dsc/orig
    # (/work/set17/fetchable.txt) and a weighted round-robin draw (/work/set17/draw-order.txt, fixed 10:11 UTC);
    # the draw order's projects that built, in that order. include/exclude were decided from each source tree's
    # layout before any run: bundled libraries, test suites, examples and benchmarks are left out as in sets 12-16.
    # apt lists what the measured builds needed beyond fetch.py's list. Positions 1-33 of the draw order gave the
    # 30; skipped there (/work/set17/fetch-summary.txt): libmediainfo 23.04+dfsg-1 (2; its fix, debian/rules'
    # autotools build, took over 330 s), libcmis 0.5.2-3 (17; over 330 s after its fix) and aria2 1.36.0-1 (29;
    # over 330 s). Corrected after a failed first build, before any faultline output of theirs existed
    # (/work/set17/fix-summary.txt): adplug, portaudio19 (one fix each, see their entries).
    dict(name="libpolyclipping", lang="C++", pkg="libpolyclipping", ver="6.4.2-7", srcdir="libpolyclipping-6.4.2",
         kind="polygon clipping and offsetting library (Clipper: per vertex/edge of the scanbeam sweep)",
         seen="2026-12-05 (20)",
         # debian/rules: cmake in cpp/; the cairo/opengl/agg/console demos are not in its CMakeLists
         build=[CMAKE + " -S cpp -B fl-build >/dev/null 2>&1"],
         include=["cpp/"], exclude=["cpp/cpp_cairo/", "cpp/cpp_opengl/", "cpp/cpp_agg/", "cpp/cpp_console/"]),
    dict(name="arc", lang="C", pkg="arc", ver="5.21q-12", srcdir="arc-5.21q",
         kind="ARC archiver CLI (SEA ARC: pack/squeeze/crunch, per archive member)", seen="2026-12-05 (20)",
         build=[MK, BEAR],
         include=None, exclude=[".pc/"]),
    dict(name="c-blosc", lang="C", pkg="c-blosc", ver="1.21.3+ds-1", srcdir="c-blosc-1.21.3+ds",
         kind="blocking, shuffling meta-compressor library (Blosc 1: per block/chunk, codec contexts)",
         seen="2026-12-05 (20)",
         apt=["liblz4-dev", "libsnappy-dev", "libzstd-dev"],
         # debian/rules' options (external LZ4, zstd, zlib; snappy on); no tests, benchmarks or fuzzers
         build=[CMAKE + " -DPREFER_EXTERNAL_LZ4=ON -DPREFER_EXTERNAL_ZSTD=ON -DPREFER_EXTERNAL_ZLIB=ON"
                " -DDEACTIVATE_SNAPPY=OFF -DBUILD_TESTS=OFF -DBUILD_BENCHMARKS=OFF -DBUILD_FUZZERS=OFF"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["blosc/"], exclude=[]),
    dict(name="fish", lang="C++", pkg="fish", ver="3.6.0-3.1+deb12u1", srcdir="fish-3.6.0",
         kind="interactive shell (parser, executor, completions, history; per command/line)", seen="2026-12-05 (20)",
         apt=["libncurses-dev", "gettext"],
         # CMake configure writes config.h; fish_tests.cpp is the test driver
         build=[CMAKE + " -DBUILD_DOCS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=["src/fish_tests.cpp"]),
    dict(name="kraken2", lang="C++", pkg="kraken2", ver="2.1.2-2", srcdir="kraken2-2.1.2",
         kind="taxonomic sequence classifier (k-mer minimizer hash lookups, per read/k-mer; OpenMP)",
         seen="2026-12-05 (20)",
         # debian/rules builds src/ with its Makefile (g++ -fopenmp)
         build=[MK, "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="hashrat", lang="C", pkg="hashrat", ver="1.13-1", srcdir="hashrat-1.13",
         kind="hashing CLI (files, directories, HTTP/SSH sources; per file/block)", seen="2026-12-05 (20)",
         build=["./configure --enable-xattr >/dev/null 2>&1", MK, BEAR],
         # libUseful-4/ is the author's bundled utility library
         include=None, exclude=["libUseful-4/", "tests/"]),
    dict(name="libcoap3", lang="C", pkg="libcoap3", ver="4.3.1-1", srcdir="libcoap3-4.3.1",
         kind="CoAP (constrained application protocol) library + coap-client/server/rd CLIs (per PDU/option)",
         seen="2026-12-05 (20)",
         # debian/rules' options for the OpenSSL flavour, no documentation; the example programs are the
         # coap-client/coap-server/coap-rd tools Debian ships (libcoap3-bin)
         build=["./configure --enable-shared --disable-add-default-names --disable-as-dtls-default"
                " --disable-documentation --disable-doxygen --disable-manpages --with-openssl --disable-tests"
                " >/dev/null 2>&1", MK, BEAR],
         include=["src/", "examples/coap-client.c", "examples/coap-server.c", "examples/coap-rd.c"], exclude=[]),
    dict(name="libtorrent", lang="C++", pkg="libtorrent", ver="0.13.8-2", srcdir="libtorrent-0.13.8",
         kind="BitTorrent library (rakshasa's, behind rtorrent: peers, chunks, DHT, trackers; per piece/message)",
         seen="2026-12-05 (20)",
         apt=["libsigc++-2.0-dev", "libcurl4-openssl-dev", "libcppunit-dev"],
         # no configure in the tree (autogen.sh); debian/rules' --enable-ipv6
         build=[AUTORECONF, "./configure --enable-ipv6 >/dev/null 2>&1", MK, BEAR],
         include=["src/", "rak/"], exclude=[]),
    dict(name="libwpg", lang="C++", pkg="libwpg", ver="0.3.3-1", srcdir="libwpg-0.3.3",
         kind="WordPerfect Graphics import library + wpg2raw/wpg2svg CLIs (librevenge; per record)",
         seen="2026-12-05 (20)",
         apt=["libwpd-dev", "librevenge-dev"],
         build=["./configure --without-docs --disable-werror >/dev/null 2>&1", MK, BEAR],
         include=["src/lib/", "src/conv/"], exclude=[]),
    dict(name="adplug", lang="C++", pkg="adplug", ver="2.3.3+dfsg-2", srcdir="adplug-2.3.3+dfsg",
         kind="AdLib/OPL2 music replay library (40+ tracker formats; per tick/pattern row)", seen="2026-12-05 (20)",
         apt=["libbinio-dev"],
         # fix: Debian's patches touch configure.ac and Makefile.am, so make's rebuild rules rerun the tree's
         # automake setup and stop (automake version mismatch); autoreconf -fi first, as debian/rules'
         # `dh $@ --with autoreconf` does (/work/set17/fix-summary.txt)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/", "adplugdb/"], exclude=[]),
    dict(name="libvpx", lang="C", pkg="libvpx", ver="1.12.0-1+deb12u5", srcdir="libvpx-1.12.0",
         kind="VP8/VP9 video codec library + vpxenc/vpxdec (per frame/macroblock)", seen="2026-12-05 (20)",
         apt=["yasm"],
         # debian/rules' codec options; no unit tests or docs. test/, the bundled third_party/ (libyuv,
         # libwebm, googletest) and the examples/ samples are left out
         build=["./configure --enable-pic --enable-shared --size-limit=16384x16384 --enable-postproc"
                " --enable-multi-res-encoding --enable-temporal-denoising --enable-vp9-temporal-denoising"
                " --enable-vp9-postproc --enable-vp9-highbitdepth --disable-unit-tests --disable-docs"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test/", "third_party/", "examples/"]),
    dict(name="taskwarrior", lang="C++", pkg="task", ver="2.6.2+dfsg-1", srcdir="task-2.6.2+dfsg",
         kind="todo-list manager CLI (Taskwarrior: filters, reports, sync; per task/row)", seen="2026-12-05 (20)",
         apt=["libgnutls28-dev", "uuid-dev"],
         build=[CMAKE + " -DTASK_RCDIR=share/taskwarrior -S . -B fl-build >/dev/null 2>&1"],
         # src/libshared/ is GothenburgBitFactory's libshared, a bundled submodule shared with timewarrior
         include=["src/"], exclude=["src/libshared/"]),
    dict(name="healpix-cxx", lang="C++", pkg="healpix-cxx", ver="3.80.0-5", srcdir="healpix-cxx-3.80.0",
         kind="HEALPix sphere pixelisation library + tools (maps, alm transforms, FITS I/O; per pixel/ring)",
         seen="2026-12-05 (20)",
         apt=["libcfitsio-dev", "libsharp-dev"],
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="isync", lang="C", pkg="isync", ver="1.4.4-5", srcdir="isync-1.4.4",
         kind="IMAP/Maildir mailbox synchroniser CLI (mbsync: per message/flag change)", seen="2026-12-05 (20)",
         apt=["libdb-dev", "libsasl2-dev"],
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libsecp256k1", lang="C", pkg="libsecp256k1", ver="0.2.0-2", srcdir="libsecp256k1-0.2.0",
         kind="secp256k1 elliptic-curve cryptography library (signing, verification, ECDH; per operation)",
         seen="2026-12-05 (20)",
         apt=["libgmp-dev", "autoconf-archive"],
         # no configure in the tree (autogen.sh); debian/rules' modules; tests, benchmarks and examples off
         build=[AUTORECONF, "./configure --enable-module-recovery --enable-module-ecdh --enable-experimental"
                " --enable-module-extrakeys --enable-module-schnorrsig --disable-tests --disable-benchmark"
                " --disable-exhaustive-tests --disable-examples >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="draco", lang="C++", pkg="draco", ver="1.5.5+dfsg-2", srcdir="draco-1.5.5+dfsg",
         kind="3D mesh and point-cloud compression library + tools (Draco: per vertex/attribute)",
         seen="2026-12-05 (20)",
         apt=["libeigen3-dev", "libstb-dev", "libtinygltf-dev", "nlohmann-json3-dev"],
         # debian/rules' options (transcoder on, system Eigen/tinygltf/stb), no tests
         build=[CMAKE + " -DBUILD_SHARED_LIBS=ON -DDRACO_TESTS=OFF -DDRACO_TRANSCODER_SUPPORTED=ON"
                " -DDRACO_EIGEN_PATH=/usr/include/eigen3 -DDRACO_FILESYSTEM_PATH=/usr/include"
                " -DDRACO_TINYGLTF_PATH=/usr/include -S . -B fl-build >/dev/null 2>&1"],
         # as measured in set 17's first run; debian/rules passes -DDRACO_TINYGLTF_PATH=/usr/include/stb, and
         # without it tiny_gltf.h's `#include "stb_image.h"` fails: src/draco/io/tiny_gltf_utils.cc is the one
         # TU AST mode could not parse (a slip of this entry, seen after the run; left as measured)
         include=["src/draco/"], exclude=[]),
    dict(name="libsquish", lang="C++", pkg="libsquish", ver="1.15-3", srcdir="libsquish-1.15",
         kind="DXT/S3TC texture compression library (per 4x4 block)", seen="2026-12-05 (20)",
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["extra/"]),
    dict(name="libshout", lang="C", pkg="libshout", ver="2.4.6-1", srcdir="libshout-2.4.6",
         kind="Icecast streaming client library (Ogg/MP3/WebM muxing, HTTP/ICY; per packet/page)",
         seen="2026-12-05 (20)",
         apt=["libogg-dev", "libvorbis-dev", "libtheora-dev", "libspeex-dev"],
         build=[CONF, MK, BEAR],
         include=["src/", "tools/"], exclude=[]),
    dict(name="timewarrior", lang="C++", pkg="timew", ver="1.4.3+ds.1-2", srcdir="timew-1.4.3+ds.1",
         kind="time-tracking CLI (Timewarrior: intervals, reports, rules; per interval/line)", seen="2026-12-05 (20)",
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         # src/libshared/ is the bundled libshared submodule (as in taskwarrior)
         include=["src/"], exclude=["src/libshared/"]),
    dict(name="xgboost", lang="C++", pkg="xgboost", ver="1.7.4-1", srcdir="xgboost-1.7.4",
         kind="gradient-boosted trees library + CLI (histograms, tree updaters, predictors; per row/feature)",
         seen="2026-12-05 (20)",
         apt=["libdmlc-dev"],
         build=[CMAKE + " -DGOOGLE_TEST=OFF -S . -B fl-build >/dev/null 2>&1"],
         # dmlc-core/ is bundled (Debian uses libdmlc-dev); rabit/ is xgboost's own collective layer
         include=["src/", "rabit/src/", "plugin/"], exclude=[]),
    dict(name="procmail", lang="C", pkg="procmail", ver="3.22-27", srcdir="procmail-3.22",
         kind="mail delivery and filtering agent (procmail/formail/lockfile; per message/recipe/line)",
         seen="2026-12-05 (20)",
         # debian/rules runs the top-level make (initmake probes the system, then src/)
         build=[MK, BEAR1],
         include=["src/"], exclude=[]),
    dict(name="portaudio19", lang="C", pkg="portaudio19", ver="19.6.0-1.2", srcdir="portaudio19-19.6.0",
         kind="cross-platform audio I/O library (ALSA/JACK/OSS host APIs; per buffer/callback)", seen="2026-12-05 (20)",
         apt=["libasound2-dev", "libjack-dev"],
         # debian/rules: --enable-cxx (the C++ binding in bindings/cpp/). Fix: debian/rules runs autoreconf twice
         # (dh_autoreconf, then `autoreconf -i -f` again, "to work around autoconf weirdness, cf. debbug#997360");
         # after one run bindings/cpp's sub-configure stops on missing ltmain.sh/compile/missing
         # (/work/set17/fix-summary.txt)
         build=[AUTORECONF, AUTORECONF, "./configure --enable-cxx --with-pic=yes >/dev/null 2>&1", MK, BEAR],
         include=["src/", "bindings/cpp/"], exclude=[]),
    dict(name="fcl", lang="C++", pkg="fcl", ver="0.7.0-3", srcdir="fcl-0.7.0",
         kind="flexible collision library (BVH, narrow-phase GJK/EPA, distance; per object pair/node)",
         seen="2026-12-05 (20)",
         apt=["libccd-dev", "liboctomap-dev", "libeigen3-dev"],
         build=[CMAKE + " -DFCL_BUILD_TESTS=OFF -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="zimlib", lang="C++", pkg="zimlib", ver="8.1.1-0.2", srcdir="zimlib-8.1.1",
         kind="ZIM offline-content archive library (reader, writer, Xapian index; per cluster/entry)",
         seen="2026-12-05 (20)",
         apt=["meson", "liblzma-dev", "libicu-dev", "libxapian-dev", "libgtest-dev"],
         # debian/rules' option; meson writes fl-build/compile_commands.json itself
         build=["meson setup fl-build -Dtest_data_dir=none -Dexamples=false >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="mp3val", lang="C++", pkg="mp3val", ver="0.1.8-5", srcdir="mp3val-0.1.8",
         kind="MPEG audio file validator/fixer CLI (per frame/tag)", seen="2026-12-05 (20)",
         build=[MK, "bear --output fl-build/compile_commands.json -- make -f Makefile.linux >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="bchunk", lang="C", pkg="bchunk", ver="1.2.2+git20220715+ds-2", srcdir="bchunk-1.2.2+git20220715+ds",
         kind="BIN/CUE CD image to ISO/WAV converter CLI (per sector/track)", seen="2026-12-05 (20)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="coinor-clp", lang="C++", pkg="clp", ver="1.17.6-3", srcdir="clp-1.17.6",
         kind="linear-programming solver library + clp CLI (COIN-OR simplex/barrier; per iteration/column)",
         seen="2026-12-05 (20)",
         apt=["coinor-libcoinutils-dev", "coinor-libosi-dev", "liblapack-dev", "libbz2-dev"],
         build=["./configure --enable-dependency-linking >/dev/null 2>&1", MK, BEAR],
         include=["Clp/src/"], exclude=[]),
    dict(name="foremost", lang="C", pkg="foremost", ver="1.5.7-11", srcdir="foremost-1.5.7",
         kind="file-carving forensic CLI (header/footer search over disk images; per block/file)",
         seen="2026-12-05 (20)",
         build=[MK, "bear --output fl-build/compile_commands.json -- make CFLAGS=-fcommon >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="snowball", lang="C", pkg="snowball", ver="2.2.0-2", srcdir="snowball-2.2.0",
         kind="Snowball stemmer compiler + libstemmer (generated per-language stemmers; per word)",
         seen="2026-12-05 (20)",
         # the top-level GNUmakefile builds the compiler, then generates and builds libstemmer's C stemmers
         build=[MK, BEAR],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="imath", lang="C++", pkg="imath", ver="3.1.6-1", srcdir="imath-3.1.6",
         kind="vector/matrix/half-float math library for computer graphics (Imath; per element/pixel)",
         seen="2026-12-05 (20)",
         # debian/rules' CMake tree without the Python binding and docs; src/ImathTest/ is the test suite
         build=[CMAKE + " -DPYTHON=OFF -DBUILD_TESTING=OFF -DDOCS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/Imath/"], exclude=[]),
]
