"""Precision projects: held-out set 24 (session 24). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ held-out set 24 (session 24, brief h16-set24)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 24 (session 24)".
    # A fresh pre-registered list (/work/set24/candidates.txt), draw order fixed at 23:27:33 UTC
    # (/work/set24/draw-order.txt, 34 fetchable names), built in that order, every one that builds in 330 s
    # until 25 had built (/work/set24/draw-taken.txt, skips.txt): positions 1-30 gave 25, and openldap (18) built by its
    # corrected build after them: 26. Skipped (over 330 s; entries kept in /work/set24/skipped-entries.py): graphicsmagick (2, its corrected
    # build), gsl (6), libmediainfo (13), flint (14). Positions 31-34 not built (entries in /work/set24/unused-entries.py).
    # Corrected after a failed first build, before any faultline output of theirs: graphicsmagick, openldap; vips'
    # generated headers after its first measurement (four TUs did not parse; see its entry). Each entry written from the tree's
    # layout, debian/rules and debian/control before its first build; autoreconf first where Debian's
    # patches touch configure.ac/Makefile.am or the tree ships no configure (sets 20-23's convention); test
    # suites, examples, demos, fuzzers and benchmarks left out as in sets 12-23.
    dict(name="jpeg-xl", lang="C++", pkg="jpeg-xl", ver="0.7.0-10+deb12u1", srcdir="jpeg-xl-0.7.0",
         kind="JPEG XL image codec library (libjxl encoder/decoder, libjxl_threads, extras' codecs) + cjxl/djxl/"
              "jxlinfo and devtools (per group/block/pass)",
         seen="2026-12-06 (26)",
         apt=["libhwy-dev", "libbrotli-dev", "liblcms2-dev", "libgflags-dev", "libgif-dev", "libjpeg-dev",
              "libpng-dev", "libwebp-dev", "libopenexr-dev", "libgoogle-perftools-dev", "libavif-dev"],
         # debian/rules' CMake flags (system brotli/hwy/lcms2, no skcms/sjpeg, tcmalloc on amd64, devtools and
         # benchmark on) without tests, JNI (a default-jdk install), Doxygen and man pages (generators only);
         # CMake configure only; third_party/, examples/ left out
         build=[CMAKE + " -DBUILD_TESTING=OFF -DJPEGXL_BUNDLE_SKCMS=OFF -DJPEGXL_ENABLE_BENCHMARK=ON"
                " -DJPEGXL_ENABLE_DEVTOOLS=ON -DJPEGXL_ENABLE_DOXYGEN=OFF -DJPEGXL_ENABLE_MANPAGES=OFF"
                " -DJPEGXL_ENABLE_EXAMPLES=OFF -DJPEGXL_ENABLE_JNI=OFF -DJPEGXL_ENABLE_OPENEXR=ON"
                " -DJPEGXL_ENABLE_PLUGINS=OFF -DJPEGXL_ENABLE_SJPEG=OFF -DJPEGXL_ENABLE_SKCMS=OFF"
                " -DJPEGXL_ENABLE_TCMALLOC=ON -DJPEGXL_FORCE_SYSTEM_BROTLI=ON -DJPEGXL_FORCE_SYSTEM_HWY=ON"
                " -DJPEGXL_FORCE_SYSTEM_LCMS2=ON -S . -B fl-build >/dev/null 2>&1"],
         include=["lib/", "tools/"], exclude=[]),
    dict(name="vips", lang="C", pkg="vips", ver="8.14.1-3+deb12u3", srcdir="vips-8.14.1",
         kind="image processing library (libvips: demand-driven, threaded pixel pipelines, ~300 operations, "
              "foreign loaders/savers) + vips tools (per region/tile/scanline)",
         seen="2026-12-06 (26)",
         apt=["meson", "libjpeg-dev", "libtiff-dev", "libpng-dev", "libcgif-dev", "librsvg2-dev", "libjxl-dev",
              "libpoppler-glib-dev", "zlib1g-dev", "libfftw3-dev", "liblcms2-dev", "libmagickcore-dev",
              "libmagickwand-dev", "libfreetype-dev", "libpango1.0-dev", "libfontconfig-dev", "libglib2.0-dev",
              "libimagequant-dev", "liborc-0.4-dev", "libheif-dev", "libmatio-dev", "libexpat1-dev",
              "libcfitsio-dev", "libopenslide-dev", "libwebp-dev", "libgsf-1-dev"],
         # debian/rules: meson with its default features; no Doxygen/gtk-doc/GIR (generators only); meson writes
         # fl-build/compile_commands.json; the mkenums header and source are built so the TUs parse
         # (fix after the first measurement: four iofuncs TUs did not parse for want of the genmarshal output
         # vipsmarshal.h; now built too)
         build=["meson setup fl-build -Ddoxygen=false -Dgtk_doc=false -Dintrospection=false >/dev/null 2>&1",
                "ninja -C fl-build libvips/include/vips/enumtypes.h libvips/include/vips/enumtypes.c"
                " libvips/iofuncs/vipsmarshal.h libvips/iofuncs/vipsmarshal.c >/dev/null 2>&1"],
         include=["libvips/", "tools/", "cplusplus/"], exclude=["fuzz/", "test/", "examples/"]),
    dict(name="redland", lang="C", pkg="redland", ver="1.0.17-3", srcdir="redland-1.0.17",
         kind="RDF library (Redland librdf: models, storages over BDB/MySQL/PostgreSQL/SQLite/Virtuoso/memory "
              "hashes, parsers/serializers via raptor, queries via rasqal) + rdfproc/redland-db-upgrade "
              "(per statement/node/row)",
         seen="2026-12-06 (26)",
         apt=["default-libmysqlclient-dev", "libdb-dev", "libltdl-dev", "libpq-dev", "libraptor2-dev",
              "librasqal3-dev", "libsqlite3-dev", "unixodbc-dev"],
         # debian/rules' configure flags (cdbs); examples/ and demos/ not built by make
         build=[conf("--with-raptor=system --with-rasqal=system --with-threestore=no --with-mysql=yes"
                     " --with-sqlite=yes --with-postgresql=yes --with-openssl-digests=no --with-virtuoso=yes"
                     " --enable-release"), MK, BEAR],
         include=None, exclude=["examples/", "demos/", "libltdl/"]),
    dict(name="capnproto", lang="C++", pkg="capnproto", ver="0.9.2-2", srcdir="capnproto-0.9.2",
         kind="Cap'n Proto serialization and RPC C++ library (kj: async I/O, strings, arrays, HTTP, TLS; capnp: "
              "arena/segments, messages, RPC, schema loader, compiler; per message/segment/word)",
         seen="2026-12-06 (26)",
         # Debian builds with autotools (dh's default); the same src/ library and tool sources by CMake
         # configure only (Debian's 02_fixup_cmake.patch keeps CMakeLists.txt current); no tests
         build=[CMAKE + " -DBUILD_TESTING=OFF -DWITH_OPENSSL=ON -DWITH_ZLIB=ON -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="findutils", lang="C", pkg="findutils", ver="4.9.0-4", srcdir="findutils-4.9.0",
         kind="GNU find/xargs/locate/updatedb (per file/directory entry/argument)",
         seen="2026-12-06 (26)", apt=["autoconf", "automake", "autopoint", "gettext", "bison", "texinfo", "libselinux1-dev"],
         # dh_autoreconf (20_gettext_macro_update.diff touches configure.ac): autoreconf first; debian/rules'
         # flags; gl/ (gnulib) and gnulib-tests/ left out as sed's lib/ was
         build=[AUTORECONF, conf("--localstatedir=/var/cache/locate --enable-d_type-optimisation"), MK, BEAR],
         include=["find/", "locate/", "xargs/", "lib/"], exclude=[]),
    dict(name="postfix", lang="C", pkg="postfix", ver="3.7.11-0+deb12u1", srcdir="postfix-3.7.11",
         kind="mail transfer agent (Postfix: master, smtpd, smtp, qmgr, cleanup, local, lookup tables over "
              "LDAP/MySQL/PostgreSQL/SQLite/LMDB/CDB/PCRE, TLS; per message/connection/lookup)",
         seen="2026-12-06 (26)",
         apt=["libdb-dev", "libldap-dev", "liblmdb-dev", "libpcre2-dev", "default-libmysqlclient-dev", "libssl-dev",
              "libsasl2-dev", "libpq-dev", "libcdb-dev", "libsqlite3-dev", "libicu-dev"],
         # debian/rules: `make makefiles` with its CCARGS/AUXLIBS and dynamic maps, then make
         build=["make makefiles CCARGS=\"-DDEBIAN -DHAS_PCRE=2 $(pcre2-config --cflags) -DHAS_LDAP"
                " -DUSE_LDAP_SASL -DHAS_SQLITE -DMYORIGIN_FROM_FILE $(getconf LFS_CFLAGS) -DHAS_CDB -DHAS_LMDB"
                " -DHAS_MYSQL -I/usr/include/mysql -DHAS_PGSQL -I$(pg_config --includedir) -DHAS_SSL"
                " -I/usr/include/openssl -DUSE_SASL_AUTH -I/usr/include/sasl -DUSE_CYRUS_SASL -DUSE_TLS\""
                " DEBUG= OPT='-O2' AUXLIBS='-lssl -lcrypto -lsasl2 -lpthread' AUXLIBS_CDB=-lcdb"
                " AUXLIBS_LDAP='-lldap -llber' AUXLIBS_LMDB=-llmdb AUXLIBS_MYSQL=-lmysqlclient"
                " AUXLIBS_PCRE=\"$(pcre2-config --libs8)\" AUXLIBS_PGSQL=-lpq AUXLIBS_SQLITE=-lsqlite3"
                " shared=yes pie=yes dynamicmaps=yes >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libnl3", lang="C", pkg="libnl3", ver="3.7.0-0.2", srcdir="libnl3-3.7.0",
         kind="Netlink protocol library suite (libnl core, route, genl, nf, idiag, xfrm, cli) + nl-* tools "
              "(per message/attribute/object)",
         seen="2026-12-06 (26)", apt=["bison", "flex", "autoconf", "automake", "libtool"],
         # cdbs autoreconf (etc-libnl-3.diff, no-symvers.diff touch configure.ac/Makefile.am): autoreconf first;
         # plain configure as cdbs; tests/ and python/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "python/"]),
    dict(name="jackd2", lang="C++", pkg="jackd2", ver="1.9.21~dfsg-3", srcdir="jackd2-1.9.21~dfsg",
         kind="JACK2 low-latency audio server and library (jackd, ALSA/FFADO/net back ends, netjack, "
              "libjack/libjackserver, example tools; per period/buffer/client)",
         seen="2026-12-06 (26)",
         apt=["libasound2-dev", "libdb-dev", "libdbus-1-dev", "libexpat1-dev", "libffado-dev", "libncurses-dev",
              "libopus-dev", "libraw1394-dev", "libreadline-dev", "libsamplerate0-dev", "libsndfile1-dev",
              "libsystemd-dev", "libzita-alsa-pcmi-dev", "libzita-resampler-dev"],
         # debian/rules' waf configure flags (ALSA, D-Bus, FireWire on amd64, example tools); `waf build`
         build=["python3 ./waf configure --prefix=/usr --classic --example-tools --alsa --dbus --firewire"
                " >/dev/null 2>&1", MK, bear("python3 ./waf -v build -j2")],
         include=None, exclude=["tests/"]),
    dict(name="libsdl2-ttf", lang="C", pkg="libsdl2-ttf", ver="2.20.1+dfsg-2", srcdir="libsdl2-ttf-2.20.1+dfsg",
         kind="TrueType font rendering library for SDL2 (SDL_ttf over FreeType/HarfBuzz: glyph cache, text "
              "surfaces; per glyph/line/string) + showfont/glfont",
         seen="2026-12-06 (26)", apt=["libfreetype-dev", "libharfbuzz-dev", "libsdl2-dev", "autoconf", "automake", "libtool"],
         # no configure shipped: autoreconf first (AUTOMAKE='automake --foreign' as debian/rules); its flags
         build=["AUTOMAKE='automake --foreign' autoreconf -fi >/dev/null 2>&1",
                conf("--enable-harfbuzz --disable-freetype-builtin --disable-harfbuzz-builtin"), MK, BEAR],
         include=None, exclude=["external/"]),
    dict(name="rasqal", lang="C", pkg="rasqal", ver="0.9.33-2", srcdir="rasqal-0.9.33",
         kind="RDF query library (Rasqal: SPARQL parser, query engine, row sources, result formats) + roqet "
              "(per row/triple/binding)",
         seen="2026-12-06 (26)", apt=["libraptor2-dev", "libgmp-dev", "libmhash-dev", "uuid-dev"],
         # debian/rules' configure flags; tests/ is the test suite
         build=[conf("--with-regex-library=pcre --with-decimal=gmp --with-uuid-library=libuuid"), MK, BEAR],
         include=None, exclude=["tests/", "docs/"]),
    dict(name="grep", lang="C", pkg="grep", ver="3.8-5", srcdir="grep-3.8",
         kind="GNU grep (DFA/KWset/PCRE2 matchers; per buffer/line/file)",
         seen="2026-12-06 (26)", apt=["libpcre2-dev", "autoconf", "automake", "gettext"],
         # cdbs autoreconf (05-grep-wrapper-sh.patch touches Makefile.am), with debian/rules' AUTOPOINT/AUTOHEADER/
         # LIBTOOLIZE=true; its configure flags; lib/ (gnulib) left out as sed's was
         build=["AUTOPOINT=true AUTOHEADER=true LIBTOOLIZE=true autoreconf -fi >/dev/null 2>&1",
                "CPPFLAGS=-DHAVE_DYNAMIC_LIBPCRE ./configure --without-included-regex --exec-prefix=/"
                " >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="openbsd-inetd", lang="C", pkg="openbsd-inetd", ver="0.20221205-2~deb12u1",
         srcdir="openbsd-inetd-0.20221205",
         kind="Internet super-server daemon (OpenBSD inetd over libevent, TCP wrappers, RPC services; per "
              "connection/datagram/config reload)",
         seen="2026-12-06 (26)", apt=["libbsd-dev", "libwrap0-dev", "libevent-dev", "libsystemd-dev", "libtirpc-dev"],
         # debian/rules: make -f Makefile.debian
         build=[MK, bear("make -f Makefile.debian")],
         include=None, exclude=[]),
    dict(name="libgpg-error", lang="C", pkg="libgpg-error", ver="1.46-1", srcdir="libgpg-error-1.46",
         kind="GnuPG error code library + gpgrt runtime (estream, argparse, logging, b64, spawn) and gpg-error/"
              "yat2m tools (per stream/buffer/argument)",
         seen="2026-12-06 (26)",
         # debian/rules' configure flags; tests/ is the test suite
         build=[conf("--enable-static --disable-rpath"), MK, BEAR],
         include=None, exclude=["tests/", "doc/"]),
    dict(name="openldap", lang="C", pkg="openldap", ver="2.5.13+dfsg-5", srcdir="openldap-2.5.13+dfsg",
         kind="LDAP server, client library and tools (slapd with its backends and overlays as modules, liblber/"
              "libldap, ldap* clients; per operation/entry/attribute)",
         seen="2026-12-06 (26)",
         apt=["groff-base", "heimdal-multidev", "libargon2-dev", "libgnutls28-dev", "libltdl-dev", "libperl-dev",
              "libsasl2-dev", "libwrap0-dev", "nettle-dev", "unixodbc-dev"],
         # debian/rules: configure with debian/configure.options, then make; contrib/ modules (built by
         # separate make calls) and tests/ left out (fix after the first build: configure took the options'
         # quotes literally, `--libexecdir='${prefix}/lib'`; now eval'd as make's shell does)
         build=["eval ./configure $(grep -v '^#' debian/configure.options | tr '\\n' ' ') >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "contrib/", "doc/"]),
    dict(name="bullet", lang="C++", pkg="bullet", ver="3.24+dfsg-2", srcdir="bullet-3.24+dfsg",
         kind="physics simulation library (Bullet: collision detection, rigid/soft body dynamics, constraint "
              "solvers, inverse dynamics, serialization, Extras; per body/contact/step)",
         seen="2026-12-06 (26)", apt=["libtinyxml2-dev"],
         # debian/rules' CMake flags (its float32 build; the float64 build compiles the same sources again);
         # CMake configure only; demos and unit tests off as Debian builds
         build=[CMAKE + " -DBUILD_SHARED_LIBS=on -DBUILD_EXTRAS=on -DBUILD_BULLET2_DEMOS=off"
                " -DBUILD_OPENGL3_DEMOS=off -DBUILD_CPU_DEMOS=off -DBUILD_UNIT_TESTS=off"
                " -DBUILD_BULLET_ROBOTICS_GUI_EXTRA=OFF -DBUILD_BULLET_ROBOTICS_EXTRA=OFF -DBUILD_OBJ2SDF_EXTRA=OFF"
                " -DUSE_DOUBLE_PRECISION=off -S . -B fl-build >/dev/null 2>&1"],
         include=["src/", "Extras/"], exclude=[]),
    dict(name="scotch", lang="C", pkg="scotch", ver="7.0.3-2", srcdir="scotch-7.0.3",
         kind="graph/mesh partitioning and sparse-matrix ordering library (Scotch/PT-Scotch, libesmumps) + "
              "g*/m* tools (per vertex/edge/level)",
         seen="2026-12-06 (26)",
         apt=["bison", "flex", "zlib1g-dev", "libbz2-dev", "liblzma-dev", "mpi-default-dev", "mpi-default-bin"],
         # debian/rules, its first integer size (Makefile_int.inc, mpicc) and its CFLAGS_COMMON: make scotch
         # ptscotch esmumps ptesmumps in src/; src/check/ is the test suite
         build=["cp debian/Makefile_int.inc src/Makefile.inc", MK,
                "export CFLAGS_COMMON='-O2 -fPIC -I. -Drestrict=__restrict -DCOMMON_FILE_COMPRESS_GZ"
                " -DCOMMON_FILE_COMPRESS_BZ2 -DCOMMON_FILE_COMPRESS_LZMA -DSCOTCH_PTHREAD -DCOMMON_PTHREAD"
                " -DSCOTCH_PTHREAD_NUMBER=2 -DCOMMON_PTHREAD_FILE -DSCOTCH_PTHREAD_MPI -DCOMMON_RANDOM_FIXED_SEED"
                " -DSCOTCH_RENAME -DSCOTCH_RENAME_PARSER -DCOMMON_PTHREAD_AFFINITY_LINUX'"
                " LDFLAGS_COMMON='-pthread -lz -lbz2 -llzma -lm -lrt' && "
                + bear("make -C src scotch ptscotch esmumps ptesmumps")],
         include=["src/"], exclude=["src/check/"]),
    dict(name="diffutils", lang="C", pkg="diffutils", ver="1:3.8-4", srcdir="diffutils-3.8",
         kind="GNU diff/diff3/sdiff/cmp (per line/hunk/file)",
         seen="2026-12-06 (26)", apt=["autoconf", "automake", "autopoint", "gettext", "texinfo"],
         # dh_autoreconf (01-add-support-for-loongarch.patch touches the m4/configure inputs): autoreconf first;
         # debian/rules' flags; lib/ (gnulib) left out as sed's was
         build=[AUTORECONF, conf("--disable-silent-rules"), MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="nettle", lang="C", pkg="nettle", ver="3.8.1-2", srcdir="nettle-3.8.1",
         kind="low-level cryptographic library (Nettle/Hogweed: ciphers, hashes, MACs, AEADs, RSA/DSA/ECC over "
              "GMP) + nettle-hash/pkcs1-conv/sexp-conv tools (per block/limb/message)",
         seen="2026-12-06 (26)", apt=["libgmp-dev", "m4", "autoconf"],
         # dh_autoreconf (fPIC.patch touches configure.ac): autoreconf first; debian/rules' --enable-fat;
         # testsuite/ and examples/ are `make check` programs
         build=[AUTORECONF, conf("--enable-fat"), MK, BEAR],
         include=None, exclude=["testsuite/", "examples/"]),
    dict(name="mydumper", lang="C", pkg="mydumper", ver="0.10.1-1+deb12u2", srcdir="mydumper-0.10.1",
         kind="MySQL/MariaDB logical backup and restore tools (mydumper/myloader: threaded per-table and "
              "per-chunk dumps, compressed output; per row/chunk/table)",
         seen="2026-12-06 (26)", apt=["default-libmysqlclient-dev", "libglib2.0-dev", "libpcre3-dev", "zlib1g-dev"],
         # debian/rules: dh's CMake build with its defaults; CMake configure only; no docs (sphinx)
         build=[CMAKE + " -DBUILD_DOCS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["docs/"]),
    dict(name="orocos-kdl", lang="C++", pkg="orocos-kdl", ver="1.5.1-2", srcdir="orocos-kdl-1.5.1",
         kind="kinematics and dynamics library (Orocos KDL: chains, trees, forward/inverse kinematics and "
              "dynamics solvers, frames; per joint/segment/iteration) + its Python bindings",
         seen="2026-12-06 (26)", apt=["libeigen3-dev", "python3-all-dev", "pybind11-dev", "python3-sip-dev"],
         # debian/rules: pybuild over the top CMakeLists (orocos_kdl/ and python_orocos_kdl/); CMake configure
         # only; no tests (ENABLE_TESTS off by default)
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="hdparm", lang="C", pkg="hdparm", ver="9.65+ds-1", srcdir="hdparm-9.65+ds",
         kind="ATA/SATA disk parameter CLI (hdparm: identify, SG_IO/ATA passthrough, timing tests, fwdownload, "
              "wiper; per sector/request/drive)",
         seen="2026-12-06 (26)",
         # debian/rules: plain make
         build=[MK, BEAR],
         include=None, exclude=["contrib/"]),
    dict(name="libmd", lang="C", pkg="libmd", ver="1.0.4-2", srcdir="libmd-1.0.4",
         kind="message digest library (MD2/MD4/MD5/RIPEMD-160/SHA-1/SHA-2 with BSD-style *File/*Data/*End "
              "helpers; per block/file)",
         seen="2026-12-06 (26)",
         # plain configure as dh; test/ is the test suite
         build=[CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="pgbackrest", lang="C", pkg="pgbackrest", ver="2.45-1", srcdir="pgbackrest-2.45",
         kind="PostgreSQL backup and restore tool (pgBackRest: parallel backup/restore/archive, compression, "
              "encryption, POSIX/S3/Azure/GCS/SFTP storage drivers, protocol; per file/block/WAL segment)",
         seen="2026-12-06 (26)",
         apt=["libbz2-dev", "liblz4-dev", "libpq-dev", "libssl-dev", "libyaml-dev", "libxml2-dev", "libzstd-dev",
              "zlib1g-dev"],
         # debian/rules: src/'s configure (--sourcedirectory=src) and make; test/ is the test suite
         build=["cd src && ./configure --prefix=/usr --bindir=/usr/bin >/dev/null 2>&1", MK,
                bear("make -C src -j2")],
         include=["src/"], exclude=[]),
    dict(name="urdfdom", lang="C++", pkg="urdfdom", ver="3.0.1-1", srcdir="urdfdom-3.0.1",
         kind="URDF robot description parser library (links, joints, sensors, models over TinyXML) + check_urdf/"
              "urdf_to_graphiz (per element/link/joint)",
         seen="2026-12-06 (26)", apt=["libtinyxml-dev", "libconsole-bridge-dev", "liburdfdom-headers-dev"],
         # debian/rules: dh's CMake build; CMake configure only; tests off
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["urdf_parser/test/"]),
    dict(name="safecopy", lang="C", pkg="safecopy", ver="1.7-7", srcdir="safecopy-1.7",
         kind="data recovery copy CLI for damaged media (safecopy: retries, bad-block maps, skipping, low-level "
              "reads; per block/sector/retry)",
         seen="2026-12-06 (26)",
         # plain configure and make as dh; simulator/ (an LD_PRELOAD test library) and test/ left out
         build=[CONF, MK, BEAR],
         include=None, exclude=["simulator/", "test/"]),
    dict(name="libestr", lang="C", pkg="libestr", ver="0.1.11-1", srcdir="libestr-0.1.11",
         kind="essentials-for-strings library (rsyslog's es_str_t: growing strings, escapes, conversions; per "
              "string/character)",
         seen="2026-12-06 (26)",
         # plain configure and make as dh (no Debian patches; configure shipped)
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
]
