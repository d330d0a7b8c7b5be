"""Precision projects: former held-out set 18 (session 20; seen since session 20). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 18 (session 20, brief h10-set18; seen in 20)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 18 (session 20)".
    # Positions 34, 35, ... of set 17's pre-registered draw order (/work/set17/draw-order.txt, fixed 2026-12-05
    # 10:11 UTC), rechecked against every name used since (/work/set18/exclude-check.out); the projects that built,
    # in that order. include/exclude were decided from each source tree's layout before any run: bundled
    # libraries, test suites, examples and benchmarks are left out as in sets 12-17. apt lists what the builds
    # needed beyond fetch.py's list. Where Debian's patches touch configure.ac or Makefile.am, autoreconf -fi runs
    # first, as debhelper's dh_autoreconf does (set 17's adplug lesson), decided before the build. Positions 34-64
    # gave the 30; skipped there (/work/set18/skips.txt): leptonlib 1.82.0-3 (36; over 330 s). Corrected after a
    # failed first build, before any faultline output of theirs existed (/work/set18/fix-summary.txt): mpb, judy,
    # coinor-ipopt; cppcheck's configure slip was corrected after its first measurement (see its entry).
    dict(name="openexr", lang="C++", pkg="openexr", ver="3.1.5-5", srcdir="openexr-3.1.5",
         kind="high-dynamic-range image file library + exr* tools (OpenEXR: per scanline/tile/channel)",
         seen="2026-12-05 (20)",
         apt=["libimath-dev"],
         # debian/rules: cmake with DOCS off; the tests and the examples are left out
         build=[CMAKE + " -DDOCS=OFF -DBUILD_TESTING=OFF -DOPENEXR_INSTALL_EXAMPLES=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/lib/", "src/bin/"], exclude=[]),
    dict(name="vcdimager", lang="C", pkg="vcdimager", ver="2.0.1+dfsg-6", srcdir="vcdimager-2.0.1+dfsg",
         kind="Video CD image authoring/ripping library + CLIs (libvcdinfo, vcdimager, vcdxbuild; per sector/track)",
         seen="2026-12-05 (20)",
         apt=["libxml2-dev", "libpopt-dev", "libcdio-dev", "libiso9660-dev"],
         # Debian's patches touch Makefile.am: autoreconf first (dh_autoreconf); example/ and test/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["lib/", "frontends/"], exclude=[]),
    dict(name="smartmontools", lang="C++", pkg="smartmontools", ver="7.3-1", srcdir="smartmontools-7.3",
         kind="disk S.M.A.R.T. monitoring CLI and daemon (smartctl/smartd: per device/attribute/log page)",
         seen="2026-12-05 (20)",
         # debian/rules runs dh_autoreconf and autogen.sh before configure
         build=[AUTORECONF, "./configure --with-initscriptdir=no --with-systemdsystemunitdir=no >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=[]),
    dict(name="mpb", lang="C", pkg="mpb", ver="1.11.1-5", srcdir="mpb-1.11.1",
         kind="photonic band-structure solver (MIT Photonic Bands: eigensolver, FFT fields; per k-point/band)",
         seen="2026-12-05 (20)",
         apt=["libctl-dev", "guile-3.0-dev", "libfftw3-dev", "liblapack-dev", "libblas-dev", "gfortran",
              "libhdf5-dev"],
         # no configure in the tree (dh --with autoreconf); debian/rules' first (normal) variant, without MPI.
         # Fix: src/util's sphere-quad.h is generated only in maintainer mode (make stopped on "No rule to make
         # target 'sphere-quad.h'"); debian/rules' CONFIG_OPTS have --enable-maintainer-mode
         # (/work/set18/fix-summary.txt)
         build=[AUTORECONF, "F77=gfortran ./configure --with-libctl=/usr/share/libctl --enable-maintainer-mode"
                " >/dev/null 2>&1", MK, BEAR],
         include=["src/", "mpb/", "utils/"], exclude=[]),
    dict(name="scalpel", lang="C", pkg="scalpel", ver="1.60-10", srcdir="scalpel-1.60",
         kind="file-carving forensic CLI (header/footer search over disk images; per block/needle)",
         seen="2026-12-05 (20)",
         # debian/rules appends -fcommon to CFLAGS (its Makefile's CC_OPTS take CFLAGS)
         build=[MK, "bear --output fl-build/compile_commands.json -- make CFLAGS=-fcommon >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="judy", lang="C", pkg="judy", ver="1.0.5-5", srcdir="judy-1.0.5",
         kind="sparse dynamic array library (Judy1/JudyL/JudySL/JudyHS; per key/node)", seen="2026-12-05 (20)",
         # Debian's patches touch Makefile.am: autoreconf first (dh --with autoreconf); src/apps/ holds demos.
         # Fix: `make -j2` stopped and a serial make of the same tree went through; debian/compat is 9, so dh builds it
         # serially, and so does the entry now (/work/set18/fix-summary.txt)
         build=[AUTORECONF, CONF, MK, "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=["src/"], exclude=["src/apps/"]),
    dict(name="libphonenumber", lang="C++", pkg="libphonenumber", ver="8.12.57+ds-3",
         srcdir="libphonenumber-8.12.57+ds",
         kind="phone-number parsing/formatting/validation library (per number/pattern/region)", seen="2026-12-05 (20)",
         apt=["libabsl-dev", "libgtest-dev", "libicu-dev", "libprotobuf-dev", "protobuf-compiler", "libre2-dev"],
         # debian/rules: cmake in cpp/ with USE_BOOST off. The metadata is taken from the tree (regenerating it
         # needs the Java build tool); the two protobuf headers the sources include are generated by protoc
         # (ninja on their two outputs). geocoding_data.cc is generated data (ninja would build a generator
         # first): left out, as are the tests
         build=[CMAKE + " -DUSE_BOOST=OFF -DREGENERATE_METADATA=OFF -S cpp -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build $PWD/cpp/src/phonenumbers/phonemetadata.pb.h"
                " $PWD/cpp/src/phonenumbers/phonenumber.pb.h >/dev/null 2>&1"],
         include=["cpp/src/"], exclude=["cpp/src/phonenumbers/geocoding/geocoding_data.cc"]),
    dict(name="geos", lang="C++", pkg="geos", ver="3.11.1-1", srcdir="geos-3.11.1",
         kind="computational geometry library (GEOS: overlay, buffer, predicates, spatial indexes; per vertex/edge)",
         seen="2026-12-05 (20)",
         # debian/rules' cmake without the docs; no tests or benchmarks; src/deps/ is the bundled ryu
         build=[CMAKE + " -DBUILD_TESTING=OFF -DBUILD_BENCHMARKS=OFF -DBUILD_DOCUMENTATION=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/", "capi/", "util/"], exclude=["src/deps/"]),
    dict(name="libavc1394", lang="C", pkg="libavc1394", ver="0.5.4-5", srcdir="libavc1394-0.5.4",
         kind="IEEE 1394 AV/C command library + dvcont/panelctl/mkrfc2734 CLIs (per command/ROM quadlet)",
         seen="2026-12-05 (20)",
         apt=["libraw1394-dev"],
         # test/ holds the CLIs Debian ships (libavc1394-tools) besides two test programs: all of the database
         build=["./configure --enable-static=no >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="cppcheck", lang="C++", pkg="cppcheck", ver="2.10-2", srcdir="cppcheck-2.10",
         kind="C/C++ static analyser CLI (tokenizer, symbol database, checkers; per token/scope)",
         seen="2026-12-05 (20)",
         apt=["libpcre3-dev", "libtinyxml2-dev"],
         # debian/rules' options without the Qt GUI and the tests; the match compiler is off: it writes
         # preprocessed copies of lib/*.cpp into the build directory, and the tree's own sources are measured.
         # externals/ (simplecpp, tinyxml2, picojson) are bundled. Fix: the first build passed
         # -DUSE_MATCHCOMPILER=OFF, which cmake/options.cmake compares case-sensitively with "Off", so the match
         # compiler stayed on and lib/'s TUs were the ungenerated fl-build/lib/build/mc_*.cpp: only cli/ was measured
         # (11 TUs, no finding); corrected to "Off" and measured again (/work/set18/fix-summary.txt)
         build=[CMAKE + " -DUSE_BUNDLED_TINYXML2=OFF -DUSE_MATCHCOMPILER=Off -DHAVE_RULES=ON -DBUILD_TESTS=OFF"
                " -DBUILD_GUI=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["lib/", "cli/"], exclude=[]),
    dict(name="coinor-cbc", lang="C++", pkg="coinor-cbc", ver="2.10.8+ds1-1", srcdir="coinor-cbc-2.10.8+ds1",
         kind="mixed-integer programming solver library + cbc CLI (COIN-OR branch and cut; per node/cut/column)",
         seen="2026-12-05 (20)",
         apt=["coinor-libcgl-dev", "coinor-libclp-dev", "coinor-libcoinutils-dev", "coinor-libosi-dev",
              "libblas-dev", "libbz2-dev"],
         # debian/rules' configure (dh --without autoreconf)
         build=["./configure --enable-static --enable-cbc-parallel --enable-dependency-linking >/dev/null 2>&1",
                MK, BEAR],
         include=["Cbc/src/"], exclude=[]),
    dict(name="magicrescue", lang="C", pkg="magicrescue", ver="1.1.10+dfsg-2", srcdir="magicrescue-1.1.10+dfsg",
         kind="file-recovery CLI (magic-byte recipes over block devices; per block/candidate) + dupemap, tools",
         seen="2026-12-05 (20)",
         apt=["libgdbm-dev", "libgdbm-compat-dev"],
         build=[CONF, MK, BEAR],
         include=["src/", "tools/"], exclude=[]),
    dict(name="libspiro", lang="C", pkg="libspiro", ver="1:20221101-1", srcdir="libspiro-20221101",
         kind="clothoid spline curve library (Spiro: per control point/segment)", seen="2026-12-05 (20)",
         # no configure in the tree (dh runs autoreconf)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "java/"]),
    dict(name="proj", lang="C++", pkg="proj", ver="9.1.1-1", srcdir="proj-9.1.1",
         kind="cartographic projection and coordinate transformation library + CLIs (PROJ: per coordinate/grid cell)",
         seen="2026-12-05 (20)",
         apt=["libsqlite3-dev", "sqlite3", "libtiff-dev", "libcurl4-openssl-dev"],
         # debian/rules' cmake; no tests
         build=[CMAKE + " -DBUILD_TESTING=OFF -DRUN_NETWORK_DEPENDENT_TESTS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="thrift", lang="C++", pkg="thrift", ver="0.17.0-2", srcdir="thrift-0.17.0",
         kind="RPC framework: IDL compiler (code generators for 30 languages) + C++ and C (GLib) runtimes (per field/"
              "message)", seen="2026-12-05 (20)",
         apt=["libevent-dev", "libglib2.0-dev", "libboost-dev"],
         # the compiler and the C/C++ runtimes through the tree's CMake (Debian's autotools build is every
         # language's); no tests, tutorials, Qt or other-language bindings. The bison/flex parser the compiler's
         # sources include is generated (ninja on its two outputs); the generated parser itself is not measured
         build=[CMAKE + " -DBUILD_TESTING=OFF -DBUILD_TUTORIALS=OFF -DWITH_AS3=OFF -DWITH_JAVA=OFF"
                " -DWITH_JAVASCRIPT=OFF -DWITH_NODEJS=OFF -DWITH_PYTHON=OFF -DWITH_QT5=OFF -S . -B fl-build"
                " >/dev/null 2>&1",
                "ninja -C fl-build compiler/cpp/thrift/thrifty.cc compiler/cpp/thrift/thriftl.cc >/dev/null 2>&1"],
         include=["compiler/cpp/src/", "lib/cpp/src/", "lib/c_glib/src/"], exclude=[]),
    dict(name="groff", lang="C++", pkg="groff", ver="1.22.4-10", srcdir="groff-1.22.4",
         kind="typesetting system (troff, pre/postprocessors: eqn, tbl, pic, grops, grohtml; per glyph/line/node)",
         seen="2026-12-05 (20)",
         apt=["libuchardet-dev", "libx11-dev", "libxaw7-dev", "libxmu-dev", "libxt-dev", "x11proto-core-dev",
              "texinfo"],
         # Debian's patches touch Makefile.am: autoreconf first (dh_autoreconf); lib/ is gnulib
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="coinor-ipopt", lang="C++", pkg="coinor-ipopt", ver="3.11.9-2.3", srcdir="coinor-ipopt-3.11.9",
         kind="interior-point nonlinear optimisation library (COIN-OR Ipopt: per iteration/matrix block)",
         seen="2026-12-05 (20)",
         apt=["gfortran", "libblas-dev", "liblapack-dev", "libmumps-seq-dev"],
         # debian/rules' (cdbs) configure flags with its CPPFLAGS/LDFLAGS for the sequential MUMPS; its patch
         # changes Makefile.am and Makefile.in alike (no autoreconf). Fix: without CXXFLAGS the COIN configure tries
         # -O3 -pedantic-errors, which fails on its own confdefs (`std::exit` redeclared), falls back to plain "-O"
         # and loses -DIPOPT_BUILD, so the sources #error on missing headers; cdbs passes dpkg-buildflags' -g -O2,
         # and so does the entry now (/work/set18/fix-summary.txt)
         build=["./configure --enable-static --disable-pkg-config --with-mumps-incdir=/usr/include"
                " --with-mumps-lib=-ldmumps_seq CFLAGS='-g -O2' CXXFLAGS='-g -O2' FFLAGS='-g -O2'"
                " CPPFLAGS='-I/usr/include/mumps_seq -DHAVE_CSTDDEF'"
                " LDFLAGS='-llapack -lblas -ldmumps_seq -ldl' >/dev/null 2>&1", MK, BEAR],
         include=["Ipopt/src/"], exclude=[]),
    dict(name="anacron", lang="C", pkg="anacron", ver="2.3-36", srcdir="anacron-2.3",
         kind="periodic command scheduler daemon (per job/timestamp file)", seen="2026-12-05 (20)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libedit", lang="C", pkg="libedit", ver="3.1-20221030-2", srcdir="libedit-3.1-20221030",
         kind="line-editing and history library (NetBSD editline, readline emulation; per key/line)",
         seen="2026-12-05 (20)",
         apt=["libbsd-dev", "libncurses-dev"],
         # Debian's patches touch configure.ac and src/Makefile.am: autoreconf first (dh_autoreconf);
         # examples/ left out
         build=[AUTORECONF, "./configure --enable-examples >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="rtaudio", lang="C++", pkg="rtaudio", ver="5.2.0~ds1-2", srcdir="rtaudio-5.2.0~ds1",
         kind="real-time audio I/O library (RtAudio: ALSA/JACK/PulseAudio back ends; per buffer/callback)",
         seen="2026-12-05 (20)",
         apt=["libasound2-dev", "libjack-dev", "libpulse-dev"],
         # Debian's patches touch Makefile.am: autoreconf first; debian/rules' back ends; tests/ left out
         build=[AUTORECONF, "./configure --with-jack --with-pulse --with-alsa >/dev/null 2>&1", MK, BEAR],
         include=["RtAudio.cpp", "rtaudio_c.cpp"], exclude=[]),
    dict(name="rtmidi", lang="C++", pkg="rtmidi", ver="5.0.0-3", srcdir="rtmidi-5.0.0",
         kind="real-time MIDI I/O library (RtMidi: ALSA/JACK back ends; per message/port)", seen="2026-12-05 (20)",
         apt=["libasound2-dev", "libjack-dev"],
         # Debian's patches touch Makefile.am: autoreconf first; debian/rules' back ends; tests/ left out
         build=[AUTORECONF, "./configure --with-jack --with-alsa >/dev/null 2>&1", MK, BEAR],
         include=["RtMidi.cpp", "rtmidi_c.cpp"], exclude=[]),
    dict(name="rxvt-unicode", lang="C++", pkg="rxvt-unicode", ver="9.30-2", srcdir="rxvt-unicode-9.30",
         kind="X11 terminal emulator (urxvt: screen, fonts, perl extensions; per character/line/event)",
         seen="2026-12-05 (20)",
         apt=["libperl-dev", "libptytty-dev", "libstartup-notification0-dev", "libx11-dev", "libxft-dev",
              "libxmu-dev", "libxpm-dev", "libxrender-dev", "libxt-dev", "libgdk-pixbuf-2.0-dev", "libev-dev"],
         # debian/rules' configure options (gdk-pixbuf's own -dev package instead of libgtk2.0-dev, which only
         # brings it); libev/ is bundled
         build=["./configure --enable-256-color --enable-combining --enable-fading --enable-font-styles"
                " --enable-iso14755 --enable-keepscrolling --enable-lastlog --enable-mousewheel --enable-next-scroll"
                " --enable-perl --enable-pixbuf --enable-pointer-blank --enable-rxvt-scroll"
                " --enable-selectionscrolling --enable-slipwheeling --enable-smart-resize"
                " --enable-startup-notification --enable-transparency --enable-unicode3 --enable-utmp"
                " --enable-warnings --enable-wtmp --enable-xft --enable-xim --enable-xterm-scroll"
                " --with-term=rxvt-unicode-256color >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="mmdb", lang="C++", pkg="mmdb", ver="2.0.22-1", srcdir="mmdb-2.0.22",
         kind="macromolecular coordinate library (MMDB2: PDB/mmCIF read/write, selections; per atom/residue)",
         seen="2026-12-05 (20)",
         build=["./configure --enable-shared --disable-static >/dev/null 2>&1", MK, BEAR],
         include=["mmdb2/"], exclude=[]),
    dict(name="fatsort", lang="C", pkg="fatsort", ver="1.6.4.625-0.1", srcdir="fatsort-1.6.4.625",
         kind="FAT filesystem directory-entry sorting CLI (per cluster/directory entry)", seen="2026-12-05 (20)",
         build=[MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libmtp", lang="C", pkg="libmtp", ver="1.1.20-1", srcdir="libmtp-1.1.20",
         kind="Media Transfer Protocol library + mtp-* CLIs (PTP/MTP over USB; per object/property/packet)",
         seen="2026-12-05 (20)",
         apt=["libgcrypt20-dev", "libusb-1.0-0-dev"],
         # Debian's patches touch configure.ac: autoreconf first; debian/rules' flags. examples/ holds the mtp-*
         # programs Debian ships (mtp-tools); util/ the udev helper
         build=[AUTORECONF, "./configure --enable-static=no --with-udev=/lib/udev >/dev/null 2>&1", MK, BEAR],
         include=["src/", "util/", "examples/"], exclude=[]),
    dict(name="vamp-plugin-sdk", lang="C++", pkg="vamp-plugin-sdk", ver="2.10.0-3", srcdir="vamp-plugin-sdk-2.10.0",
         kind="audio-analysis plugin SDK + host SDK + vamp-simple-host (per block/feature)", seen="2026-12-05 (20)",
         apt=["libsndfile1-dev"],
         # Debian's patches change configure.ac and configure alike; examples/, skeleton/, test/ and the C test
         # host are left out
         build=[CONF, MK, BEAR],
         include=["src/", "host/"], exclude=["host/test-c.c"]),
    dict(name="libnumbertext", lang="C++", pkg="libnumbertext", ver="1.0.11-1", srcdir="libnumbertext-1.0.11",
         kind="number-to-words library + spellout CLI (Soros regex programs; per number/rule)", seen="2026-12-05 (20)",
         # no configure in the tree (dh runs autoreconf); debian/rules' --disable-werror
         build=[AUTORECONF, "./configure --disable-werror >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="dialign", lang="C", pkg="dialign", ver="2.2.1-11", srcdir="dialign-2.2.1",
         kind="multiple sequence alignment CLI (DIALIGN 2: segment-to-segment; per fragment/sequence pair)",
         seen="2026-12-05 (20)",
         # debian/rules builds src/ with its makefile
         build=[MK, "cd src && bear --output ../fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="kbd", lang="C", pkg="kbd", ver="2.5.1-1", srcdir="kbd-2.5.1",
         kind="Linux console keyboard and font tools (loadkeys, setfont, dumpkeys, ...; per key/glyph/line)",
         seen="2026-12-05 (20)",
         apt=["flex", "bison", "gettext", "autopoint"],
         # no configure in the tree (autogen.sh: autoreconf); debian/rules' configure options; tests/ left out
         build=[AUTORECONF, "./configure --enable-nls --disable-libkeymap --disable-vlock >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="glfw3", lang="C", pkg="glfw3", ver="3.3.8-1", srcdir="glfw3-3.3.8",
         kind="OpenGL/Vulkan window and input library (GLFW, X11 back end; per event/monitor/joystick)",
         seen="2026-12-05 (20)",
         apt=["libx11-dev", "libxcursor-dev", "libxi-dev", "libxinerama-dev", "libxkbcommon-dev", "libxrandr-dev",
              "libgl-dev"],
         # debian/rules' X11 variant; no docs, examples or tests
         build=[CMAKE + " -DBUILD_SHARED_LIBS=ON -DGLFW_BUILD_DOCS=OFF -DGLFW_BUILD_EXAMPLES=OFF"
                " -DGLFW_BUILD_TESTS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
]
