"""Precision projects: former held-out set 20 (session 21; seen in 21). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 20 (session 21, brief h12-set20; seen in 21)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 20 (session 21)".
    # A fresh candidate list (/work/set20/candidates.txt, 2026-12-05 15:28 UTC, kinds cpplibs 2, codecs 2,
    # cppapps, scientific, clis, otherlibs, daemons 1), one HEAD pass (fetchable.txt), the draw order fixed at
    # 15:30 UTC (/work/set20/draw-order.txt); built in that order until 28 had built: positions 1-30, with
    # libmwaw (1) and exonerate (6) skipped for time (over 330 s). Their entries and those of positions 31-53,
    # written before any build like these, are kept in /work/set20/unused-entries.py (an entry without a built
    # tree would stop run.py). Each entry was written from the source tree's layout, debian/rules and
    # debian/control before its first build: bundled libraries (gnulib), test suites, examples, fuzzers and
    # benchmarks are left out as in sets 12-19; where debhelper's dh_autoreconf would regenerate (Debian's
    # patches touch configure.ac/Makefile.am, or the tree ships no configure), autoreconf -fi runs first. All 28
    # built at their first attempt; none was corrected after a build or a measurement.
    dict(name="libvoikko", lang="C++", pkg="libvoikko", ver="4.3.1-1", srcdir="libvoikko-4.3.1",
         kind="Finnish spell checker/hyphenator/grammar checker library + voikko* tools (per word/token/sentence)",
         seen="2026-12-05 (21)", apt=["hfst-ospell-dev"],
         # debian/rules' dictionary path; test/ is the test suite, python/java/cs/cl are bindings
         build=["./configure --with-dictionary-path=/usr/lib/voikko:/usr/share/voikko >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libofa", lang="C++", pkg="libofa", ver="0.9.3-21", srcdir="libofa-0.9.3",
         kind="audio fingerprinting library (MusicIP Open Fingerprint Architecture: FFT frames, tracks; per "
              "frame/peak)",
         seen="2026-12-05 (21)", apt=["libcurl4-openssl-dev", "libexpat1-dev", "libfftw3-dev", "libltdl-dev"],
         # Debian's 09_libltdl patch touches configure.in and Makefile.am: autoreconf first; examples/ is the sample
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["lib/"], exclude=[]),
    dict(name="libsidplay", lang="C++", pkg="libsidplay", ver="1.36.60-1", srcdir="libsidplay-1.36.60",
         kind="Commodore 64 SID music emulation library (6510 CPU, SID chip, tune formats; per sample/instruction)",
         seen="2026-12-05 (21)",
         # debian/rules: dh_autoreconf, configure, make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="bcpp", lang="C++", pkg="bcpp", ver="0.0.20210108-1", srcdir="bcpp-0.0.20210108",
         kind="C/C++ source beautifier CLI (per line/token)", seen="2026-12-05 (21)",
         # debian/rules' configure with the config directory define
         build=["./configure CXXFLAGS='-g -O2 -DBCPP_CONFIG_DIR=\\\"/etc/bcpp/\\\"' >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="bmake", lang="C", pkg="bmake", ver="20200710-15", srcdir="bmake-20200710",
         kind="NetBSD make CLI (makefile parser, variable expansion, job control; per target/line)", seen="2026-12-05 (21)",
         # debian/rules: configure --with-machine=debian, then make -f Makefile.boot with its CFLAGS
         build=["./configure --with-machine=debian >/dev/null 2>&1", MK,
                "bear --output fl-build/compile_commands.json -- make -f Makefile.boot CFLAGS='-g -O2"
                " -D__COPYRIGHT\\(x\\)= -D__RCSID\\(x\\)= -I. -DMACHINE=\\\"debian\\\" -DMACHINE_ARCH=\\\"amd64\\\""
                " -DMACHINE_MULTIARCH=\\\"x86_64-linux-gnu\\\" -DHAVE_CONFIG_H -DNEED_HOST_CDEFS_H -DMAKE_NATIVE"
                " -DUSE_META -D_PATH_DEFSYSPATH=\\\"/usr/share/mk\\\" -DMAKE_VERSION=\\\"20200710\\\" -Wno-unused'"
                " >/dev/null 2>&1"],
         include=None, exclude=["unit-tests/"]),
    dict(name="libraw1394", lang="C", pkg="libraw1394", ver="2.1.2-2", srcdir="libraw1394-2.1.2",
         kind="IEEE 1394 (FireWire) raw access library + dumpiso/sendiso/testlibraw (per packet/request)",
         seen="2026-12-05 (21)",
         build=[CONF, MK, BEAR],
         include=["src/", "tools/"], exclude=[]),
    dict(name="inetutils", lang="C", pkg="inetutils", ver="2:2.4-2+deb12u3", srcdir="inetutils-2.4",
         kind="GNU network utilities and servers (ftp/ftpd, telnet/telnetd, inetd, syslogd, ping, traceroute, "
              "talkd, ifconfig; per connection/packet/line)",
         seen="2026-12-05 (21)",
         apt=["bison", "libreadline-dev", "libncurses-dev", "libpam0g-dev", "libwrap0-dev", "libkrb5-dev"],
         # Debian's patch touches Makefile.am (dh_autoreconf); debian/rules' configure flags; lib/ is gnulib,
         # tests/ the test suite
         build=[AUTORECONF, "./configure --with-path-procnet-dev=/proc/net/dev --disable-rpath"
                " --libexecdir=/usr/sbin --runstatedir=/run --disable-rcp --disable-rexec --disable-rexecd"
                " --disable-rlogin --disable-rlogind --disable-rsh --disable-rshd --disable-tftp --disable-tftpd"
                " --disable-uucpd --disable-whois --without-idn --with-path-login=/bin/login --with-krb5"
                " --with-wrap --with-pam >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["lib/", "tests/"]),
    dict(name="libsfml", lang="C++", pkg="libsfml", ver="2.5.1+dfsg-2", srcdir="libsfml-2.5.1+dfsg",
         kind="multimedia library (SFML: window, graphics, audio, network; per frame/vertex/sample/packet)",
         seen="2026-12-05 (21)",
         apt=["libflac-dev", "libfreetype6-dev", "libgl1-mesa-dev", "libopenal-dev", "libudev-dev", "libvorbis-dev",
              "libx11-dev", "libxrandr-dev", "libxcursor-dev"],
         # CMake configure (debian/rules' options without the docs); examples/ are the samples
         build=[CMAKE + " -DSFML_BUILD_DOC=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/SFML/"], exclude=[]),
    dict(name="ode", lang="C++", pkg="ode", ver="2:0.16.2-1", srcdir="ode-0.16.2",
         kind="rigid-body physics engine library (Open Dynamics Engine: collision, joints, LCP solver; per "
              "step/contact/body)",
         seen="2026-12-05 (21)", apt=["libccd-dev", "libgl1-mesa-dev", "libglu1-mesa-dev"],
         # debian/rules' configure (double precision, system libccd); OPCODE/, GIMPACT/ and ou/ are bundled
         # libraries, drawstuff/ and ode/demo/ the demos, tests/ the test suite
         build=["./configure --enable-double-precision --with-libccd=system --enable-libccd --enable-shared"
                " --enable-static >/dev/null 2>&1", MK, BEAR],
         include=["ode/src/"], exclude=[]),
    dict(name="erofs-utils", lang="C", pkg="erofs-utils", ver="1.5-1", srcdir="erofs-utils-1.5",
         kind="EROFS filesystem image tools (mkfs.erofs, fsck.erofs, dump.erofs, erofsfuse; per inode/block/"
              "extent)",
         seen="2026-12-05 (21)", apt=["liblz4-dev", "uuid-dev", "libselinux1-dev", "libfuse-dev"],
         # the tree ships no configure (dh --with autoreconf); debian/rules' Linux configure flags
         build=[AUTORECONF, "./configure --with-uuid --with-selinux --enable-fuse >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="acpitool", lang="C++", pkg="acpitool", ver="0.5.1-7", srcdir="acpitool-0.5.1",
         kind="ACPI information CLI (battery, AC adapter, thermal zones, wakeup devices; per /proc or /sys entry)",
         seen="2026-12-05 (21)",
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="kmc", lang="C++", pkg="kmc", ver="3.2.1+dfsg-1", srcdir="kmc-3.2.1+dfsg",
         kind="k-mer counter + kmc_tools/kmc_dump (KMC 3: bins, radix sorts, databases; per read/k-mer/bin)",
         seen="2026-12-05 (21)", apt=["libbz2-dev", "libsimde-dev"],
         # debian/rules: make SIMD=1 on amd64 (default target: kmc, kmc_dump, kmc_tools, libkmc.a); py_kmc_api/ is
         # the Python binding, tests/ the test suite
         build=[MK, "bear --output fl-build/compile_commands.json -- make -j2 SIMD=1 >/dev/null 2>&1"],
         include=None, exclude=["py_kmc_api/", "tests/"]),
    dict(name="original-awk", lang="C", pkg="original-awk", ver="2022-09-12-1", srcdir="original-awk-2022-09-12",
         kind="the one true awk interpreter CLI (per record/field/regex state)", seen="2026-12-05 (21)", apt=["bison"],
         # debian/rules: make with CC/HOSTCC; testdir/ is the test suite
         build=[MK, "bear --output fl-build/compile_commands.json -- make CC=gcc HOSTCC=gcc >/dev/null 2>&1"],
         include=None, exclude=["testdir/"]),
    dict(name="libiec61883", lang="C", pkg="libiec61883", ver="1.2.0-6", srcdir="libiec61883-1.2.0",
         kind="IEC 61883 (FireWire audio/video streaming) library + plugctl/plugreport (per packet/frame)",
         seen="2026-12-05 (21)", apt=["libraw1394-dev"],
         # examples/ holds plugctl and plugreport, which Debian ships (libiec61883-dev), and test programs
         build=[CONF, MK, BEAR],
         include=["src/", "examples/plugctl.c", "examples/plugreport.c"], exclude=[]),
    dict(name="opendkim", lang="C", pkg="opendkim", ver="2.11.0~beta2-8+deb12u1", srcdir="opendkim-2.11.0~beta2",
         kind="DKIM signing/verifying milter daemon + libopendkim, librbl, libvbr, tools (per message/header/"
              "signature)",
         seen="2026-12-05 (21)",
         apt=["libmilter-dev", "libdb-dev", "libunbound-dev", "libldap2-dev", "liblua5.3-dev", "libbsd-dev",
              "libopendbx1-dev", "libsasl2-dev", "libmemcached-dev"],
         # the tree ships no configure (dh_autoreconf; Debian's lua-5.3 patch touches configure.ac); debian/rules'
         # configure flags; the tests/ directories are the test suites, contrib/ the extras
         build=[AUTORECONF, "CONFIG_SHELL=/bin/sh ./configure --disable-live-testing --enable-vbr --enable-rbl"
                " --enable-atps --enable-stats --enable-replace_rules --enable-query_cache --enable-sender_macro"
                " --with-libmemcached --with-openldap --with-db --with-sql-backend --with-sasl"
                " --with-domain=localhost --with-lua --with-unbound --with-odbx >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["libopendkim/tests/", "opendkim/tests/", "contrib/"]),
    dict(name="libbinio", lang="C++", pkg="libbinio", ver="1.5+dfsg-0.1", srcdir="libbinio-1.5+dfsg",
         kind="binary I/O stream class library (per byte/word/float of a stream)", seen="2026-12-05 (21)",
         # the tree ships no configure (dh_autoreconf); contrib/ holds IDE project files
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libfilezilla", lang="C++", pkg="libfilezilla", ver="0.41.0-2", srcdir="libfilezilla-0.41.0",
         kind="FileZilla's platform library (event loop, sockets, TLS, strings, JSON, URIs; per event/buffer/"
              "string)",
         seen="2026-12-05 (21)", apt=["libcppunit-dev", "nettle-dev", "libgnutls28-dev"],
         # demos/ are the samples, tests/ the test suite
         build=[CONF, MK, BEAR],
         include=["lib/"], exclude=[]),
    dict(name="prank", lang="C++", pkg="prank", ver="0.0.170427+dfsg-3", srcdir="prank-0.0.170427+dfsg",
         kind="phylogeny-aware multiple sequence alignment CLI (PRANK: per node/column/sequence)", seen="2026-12-05 (21)",
         # debian/rules: dh --sourcedirectory=src, i.e. make in src/
         build=[MK, "bear --output fl-build/compile_commands.json -- make -C src -j2 >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="vmtouch", lang="C", pkg="vmtouch", ver="1.3.1-2", srcdir="vmtouch-1.3.1",
         kind="page-cache inspection/eviction/locking CLI (per file/page)", seen="2026-12-05 (21)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libdc1394", lang="C", pkg="libdc1394", ver="2.2.6-4", srcdir="libdc1394-2.2.6",
         kind="IIDC/DCAM FireWire and USB camera control library + dc1394_* utilities (per frame/register/"
              "feature)",
         seen="2026-12-05 (21)", apt=["libraw1394-dev", "libusb-1.0-0-dev", "libx11-dev", "libxv-dev"],
         # Debian's patches touch configure.ac and Makefile.am: autoreconf first (dh_autoreconf); configure
         # without the doxygen docs; examples/ builds the utilities libdc1394-utils ships
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["dc1394/", "examples/"], exclude=[]),
    dict(name="cron", lang="C", pkg="cron", ver="3.0pl1-162", srcdir="cron-3.0pl1",
         kind="Vixie cron daemon + crontab (per minute/job/crontab entry)", seen="2026-12-05 (21)",
         apt=["libpam0g-dev", "libselinux1-dev"],
         # debian/rules exports the PAM and SELinux defines the Makefile reads (audit left out: its dev package
         # is not otherwise needed)
         build=[MK, "PAM_DEFS=-DUSE_PAM PAM_LIBS=-lpam SELINUX_DEFS=-DWITH_SELINUX SELINUX_LIBS=-lselinux"
                " DEBUG_DEFS=-DDEBUGGING=0 bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="howardhinnant-date", lang="C++", pkg="howardhinnant-date", ver="3.0.1+ds-5",
         srcdir="howardhinnant-date-3.0.1+ds",
         kind="date and time-zone library (tz database parsing, zone lookups; per rule/zone/leap entry)",
         seen="2026-12-05 (21)",
         # debian/rules' CMake options (system tz database, the tz library); test/ is the test suite
         build=[CMAKE + " -DUSE_SYSTEM_TZ_DB=ON -DBUILD_SHARED_LIBS=ON -DBUILD_TZ_LIB=ON -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="libwebm", lang="C++", pkg="libwebm", ver="1.0.0.29-1", srcdir="libwebm-1.0.0.29",
         kind="WebM/Matroska container muxer/parser library + webm_info, webm2ts, vttdemux tools (per element/"
              "block/frame)",
         seen="2026-12-05 (21)",
         # debian/rules' CMake options without the tests; the *_sample.cc programs, webm_parser/demo, the test
         # and fuzzing directories are left out
         build=[CMAKE + " -DBUILD_SHARED_LIBS=ON -DENABLE_WEBM_PARSER=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["mkvmuxer_sample.cc", "mkvparser_sample.cc", "webm_parser/demo/",
                                "webm_parser/tests/", "webm_parser/fuzzing/", "webm_parser/test_utils/",
                                "m2ts/tests/", "testing/"]),
    dict(name="sim4", lang="C", pkg="sim4", ver="0.0.20121010-8", srcdir="sim4-0.0.20121010",
         kind="cDNA-to-genome spliced alignment CLI (per exon/diagonal/sequence)", seen="2026-12-05 (21)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="fatrace", lang="C", pkg="fatrace", ver="0.17.0-1", srcdir="fatrace-0.17.0",
         kind="system-wide file access tracing CLI (fanotify; per event)", seen="2026-12-05 (21)",
         # tests/ is the test suite
         build=[MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="fuse3", lang="C", pkg="fuse3", ver="3.14.0-4", srcdir="fuse3-3.14.0",
         kind="Filesystem in Userspace library + fusermount3/mount.fuse3 (per request/message/mount option)",
         seen="2026-12-05 (21)", apt=["meson", "udev"],
         # meson writes fl-build/compile_commands.json itself; debian/rules' options; the example filesystems
         # (example/) and test/ left out
         build=["meson setup fl-build -Ddefault_library=both -Duseroot=false -Dudevrulesdir=/lib/udev/rules.d"
                " -Dexamples=false -Dtests=false >/dev/null 2>&1"],
         include=["lib/", "util/"], exclude=[]),
    dict(name="incron", lang="C++", pkg="incron", ver="0.5.12-4", srcdir="incron-0.5.12",
         kind="inotify cron daemon + incrontab (per event/table entry)", seen="2026-12-05 (21)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="flann", lang="C++", pkg="flann", ver="1.9.2+dfsg-1+deb12u1", srcdir="flann-1.9.2+dfsg",
         kind="fast approximate nearest-neighbour search library (FLANN: kd-trees, k-means trees, LSH; per "
              "query/point/node)",
         seen="2026-12-05 (21)", apt=["liblz4-dev"],
         # debian/rules' CMake options without tests, docs and MPI (MPI needs an MPI toolchain and HDF5-MPI; the
         # MPI part is a thin distributed wrapper); examples/ and test/ left out
         build=[CMAKE + " -DBUILD_MATLAB_BINDINGS=OFF -DBUILD_PYTHON_BINDINGS=OFF -DUSE_MPI=OFF -DUSE_OPENMP=ON"
                " -DBUILD_TESTS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_DOC=OFF -DBUILD_CUDA_LIB=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/cpp/"], exclude=[]),
]
