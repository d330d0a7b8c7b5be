"""Precision projects: former held-out set 22 (session 22; seen in 23). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 22 (session 22, brief h14-set22; seen in 23)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 22 (session 22)".
    # A fresh pre-registered list (/work/set22/candidates.txt: codecs 2, media 2, databases, C++ libraries,
    # scientific, CLIs, daemons, other C libraries 1), its draw order (/work/set22/draw-order.txt, fixed at
    # 18:03 UTC) built in order until 30 built (/work/set22/draw-taken.txt, skips.txt). Each entry was written
    # from the tree's layout, debian/rules and debian/control before its first build and any faultline run;
    # debian/rules' configure flags; autoreconf first where dh_autoreconf would regenerate (Debian's patches
    # touch configure.ac/Makefile.am, or the tree ships no configure); bundled libraries, test suites, examples,
    # fuzzers and benchmarks left out as in sets 12-21 (plain `make` builds no `make check` programs).
    dict(name="flake", lang="C", pkg="flake", ver="0.11-4", srcdir="flake-0.11",
         kind="FLAC audio encoder library + flake CLI (per frame/subframe/sample block)", seen="2026-12-05 (23)",
         # its own ffmpeg-style configure script; debian/rules' flags
         # (fix after the first build: debian/rules builds with --no-parallel; make -j2 races on the
         # library the tools link)
         build=["./configure --disable-strip --prefix=/usr >/dev/null 2>&1", MK, "make clean >/dev/null 2>&1",
                bear("make")],
         include=None, exclude=[]),
    dict(name="svt-av1", lang="C", pkg="svt-av1", ver="1.4.1+dfsg-1", srcdir="svt-av1-1.4.1+dfsg",
         kind="AV1 video encoder/decoder library + SvtAv1EncApp/SvtAv1DecApp (SVT-AV1: per frame/superblock/"
              "block)",
         seen="2026-12-05 (23)", apt=["yasm", "nasm"],
         # debian/rules' CMake flags; test/ is the gtest suite, third_party/ bundled, the plugins not built
         # (fix after the first measurement: EbVersion.h is made by a build target, not by the configure step;
         # three TUs did not parse without it)
         build=[CMAKE + " -DREPRODUCIBLE_BUILDS=ON -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build EbVersionHeaderGen >/dev/null 2>&1"],
         include=["Source/"], exclude=[]),
    dict(name="libart-lgpl", lang="C", pkg="libart-lgpl", ver="2.3.21-4", srcdir="libart-lgpl-2.3.21",
         kind="2D vector graphics rendering library (libart: paths, sorted vector paths, antialiased rendering; "
              "per segment/scanline/pixel)",
         seen="2026-12-05 (23)",
         # dh_autoreconf; testart.c and testuta.c are the test programs (make check)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["testart.c", "testuta.c"]),
    dict(name="libsdl2-image", lang="C", pkg="libsdl2-image", ver="2.6.3+dfsg-1", srcdir="libsdl2-image-2.6.3+dfsg",
         kind="image file loading library for SDL2 (BMP, GIF, JPEG, PCX, PNG, PNM, QOI, SVG, TGA, TIFF, WebP, XCF, "
              "XPM, XV; per image/row/pixel) + showimage/showanim",
         seen="2026-12-05 (23)", apt=["libsdl2-dev", "libjpeg-dev", "libpng-dev", "libtiff-dev", "libwebp-dev"],
         # the tree ships no configure (dh_autoreconf); debian/rules' configure flags; test/ is the test suite
         build=[AUTORECONF, "./configure --enable-tests --disable-stb-image --disable-avif --disable-jxl"
                " --disable-avif-shared --disable-jpg-shared --disable-jxl-shared --disable-tif-shared"
                " --disable-png-shared --disable-webp-shared >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="freecdb", lang="C", pkg="freecdb", ver="0.76", srcdir="freecdb-0.76",
         kind="constant database library + cdbmake/cdbget/cdbdump/cdbstats tools (djb's cdb; per record/"
              "hash slot)",
         seen="2026-12-05 (23)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="cpprest", lang="C++", pkg="cpprest", ver="2.10.18-1", srcdir="cpprest-2.10.18",
         kind="C++ REST SDK (Casablanca: HTTP client/listener, JSON, URIs, websockets, async streams; per request/"
              "buffer/value)",
         seen="2026-12-05 (23)",
         apt=["libboost-atomic-dev", "libboost-chrono-dev", "libboost-date-time-dev", "libboost-filesystem-dev",
              "libboost-random-dev", "libboost-regex-dev", "libboost-system-dev", "libboost-thread-dev",
              "libbrotli-dev", "libwebsocketpp-dev"],
         # debian/rules' CMake flags; Release/tests/ and Release/samples/ not built
         build=[CMAKE + " -DCPPREST_EXCLUDE_BROTLI=OFF -DWERROR=OFF -DBUILD_TESTS=OFF -DBUILD_SAMPLES=OFF"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["Release/src/"], exclude=[]),
    dict(name="aragorn", lang="C", pkg="aragorn", ver="1.2.38-4", srcdir="aragorn-1.2.38",
         kind="tRNA and tmRNA gene detection CLI (ARAGORN: per sequence/window/candidate)", seen="2026-12-05 (23)",
         # debian/rules compiles the one source directly
         build=[MK, bear("sh -c 'cc -O2 -Os -o aragorn *.c'")],
         include=None, exclude=[]),
    dict(name="bbe", lang="C", pkg="bbe", ver="0.2.2-5", srcdir="bbe-0.2.2",
         kind="binary block editor CLI (sed for binary files: per block/byte)", seen="2026-12-05 (23)",
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="ices2", lang="C", pkg="ices2", ver="2.0.3-1", srcdir="ices2-2.0.3",
         kind="Ogg Vorbis source client for Icecast streaming daemon (input, resampling, re-encoding; per buffer/"
              "packet)",
         seen="2026-12-05 (23)",
         apt=["libogg-dev", "libvorbis-dev", "libshout3-dev", "libxml2-dev", "libasound2-dev"],
         # Debian's patch touches configure.ac: autoreconf first (dh_autoreconf); debian/rules' flag
         build=[AUTORECONF, "./configure --program-transform-name='s/ices$/ices2/' >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libsecret", lang="C", pkg="libsecret", ver="0.20.5-3", srcdir="libsecret-0.20.5",
         kind="Secret Service client library + secret-tool (D-Bus keyring access, file backend; per item/"
              "attribute/secret)",
         seen="2026-12-05 (23)", apt=["meson", "libglib2.0-dev", "libgcrypt20-dev"],
         # meson writes fl-build/compile_commands.json; no GIR/VAPI/docs/man pages (generators only);
         # the test-*.c and mock-service.c of libsecret/ and egg/ are the test suite
         # (fix after the first measurement: the enum-type and gdbus-codegen headers are made by the build, not by
         # meson setup; the TUs including them did not parse without it)
         build=["meson setup fl-build -Dintrospection=false -Dvapi=false -Dgtk_doc=false -Dmanpage=false"
                " >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=["libsecret/", "egg/", "tool/"],
         exclude=["libsecret/test-", "libsecret/mock-", "libsecret/mock/", "egg/test-", "egg/mock-"]),
    dict(name="unace", lang="C", pkg="unace", ver="1.2b-23", srcdir="unace-1.2b",
         kind="ACE archive extractor CLI (per block/file, LZ77 + Huffman decompression)", seen="2026-12-05 (23)",
         # debian/rules: make -f unix/makefile with its defines (little-endian)
         build=[MK, bear("make -f unix/makefile CPPFLAGS='-DUNIX -DCASEINSENSE -DLO_HI_BYTE_ORDER'"
                         " CFLAGS='-O2 -Wall'")],
         include=None, exclude=[]),
    dict(name="7zip", lang="C++", pkg="7zip", ver="22.01+really26.02+dfsg-0+deb12u1",
         srcdir="7zip-22.01+really26.02+dfsg",
         kind="7-Zip file archiver CLI (7zz: 7z, zip, xz, ... formats; LZMA/LZMA2/PPMd/BZip2/Deflate codecs; per "
              "block/stream/item)",
         seen="2026-12-05 (23)",
         # debian/rules: the Alone2 bundle without RAR
         build=[MK, "bear --output fl-build/compile_commands.json -- make -j2 -C CPP/7zip/Bundles/Alone2"
                    " -f ../../cmpl_gcc.mak DISABLE_RAR=1 >/dev/null 2>&1"],
         include=["C/", "CPP/"], exclude=[]),
    dict(name="libsdl2-mixer", lang="C", pkg="libsdl2-mixer", ver="2.6.2+dfsg-2", srcdir="libsdl2-mixer-2.6.2+dfsg",
         kind="audio mixer library for SDL2 (WAV, FLAC, MOD, MIDI, MP3, Ogg, Opus decoding, effects; per chunk/"
              "sample buffer) + playwave/playmus",
         seen="2026-12-05 (23)",
         apt=["libsdl2-dev", "libflac-dev", "libfluidsynth-dev", "libmodplug-dev", "libmpg123-dev", "libogg-dev",
              "libopusfile-dev", "libvorbis-dev"],
         # the tree ships no configure (dh_autoreconf); debian/rules' configure flags (its CFLAGS add the
         # modplug include dir)
         build=[AUTORECONF, "./configure CFLAGS='-O2 -I/usr/include/libmodplug' --enable-music-cmd"
                " --enable-music-flac --enable-music-flac-libflac --disable-music-flac-libflac-shared"
                " --disable-music-flac-drflac --enable-music-midi-fluidsynth --disable-music-midi-fluidsynth-shared"
                " --enable-music-midi-timidity --enable-music-midi-native --enable-music-mod"
                " --enable-music-mod-modplug --disable-music-mod-mikmod --disable-music-mod-modplug-shared"
                " --enable-music-mp3 --enable-music-mp3-mpg123 --disable-music-mp3-mpg123-shared"
                " --disable-music-mp3-drmp3 --disable-music-mp3-mad-gpl --enable-music-ogg"
                " --enable-music-ogg-vorbis --disable-music-ogg-vorbis-shared --disable-music-ogg-tremor"
                " --disable-music-ogg-stb --enable-music-opus --disable-music-opus-shared --enable-music-wave"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["external/"]),
    dict(name="alsa-utils", lang="C", pkg="alsa-utils", ver="1.2.8-1", srcdir="alsa-utils-1.2.8",
         kind="ALSA sound utilities (aplay/arecord, axfer, alsamixer, amixer, alsactl, alsaloop, alsabat, "
              "speaker-test, topology; per period/frame/control)",
         seen="2026-12-05 (23)",
         apt=["libasound2-dev", "libatopology-dev", "libfftw3-dev", "libncurses-dev", "libsamplerate0-dev",
              "xmlto", "python3-docutils"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; debian/rules' flags;
         # axfer/test/ and bat/tests/ are the test suites
         build=[AUTORECONF, "./configure --with-asound-state-dir=/var/lib/alsa --with-alsactl-home-dir=/run/alsa"
                " --with-alsactl-runtime-dir=/run/alsa/runtime --with-systemdsystemunitdir=/lib/systemd/system"
                " --disable-alsaconf --disable-xmlto --disable-rst2man >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["axfer/test/", "bat/tests/"]),
    dict(name="dbview", lang="C", pkg="dbview", ver="1.0.4-5", srcdir="dbview-1.0.4",
         kind="dBase III/IV file viewer CLI (per record/field)", seen="2026-12-05 (23)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="log4cplus", lang="C++", pkg="log4cplus", ver="2.0.8-1", srcdir="log4cplus-2.0.8",
         kind="C++ logging library (log4j port: loggers, appenders, layouts, async logging; per event/message)",
         seen="2026-12-05 (23)",
         # debian/rules' CMake build without unit tests; tests/ and simpleserver/ samples not built,
         # catch/ and threadpool/ are bundled
         build=[CMAKE + " -DWITH_UNIT_TESTS=OFF -DLOG4CPLUS_BUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="skewer", lang="C++", pkg="skewer", ver="0.2.2-6", srcdir="skewer-0.2.2",
         kind="adapter trimming CLI for next-generation sequencing reads (per read/alignment cell)", seen="2026-12-05 (23)",
         build=[MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="procps", lang="C", pkg="procps", ver="2:4.0.2-3", srcdir="procps-4.0.2",
         kind="/proc process utilities + libproc2 (ps, top, free, vmstat, watch, pgrep, pmap, slabtop, sysctl, w; "
              "per process/proc file/line)",
         seen="2026-12-05 (23)", apt=["libncurses-dev", "libsystemd-dev", "libselinux1-dev", "libnuma-dev"],
         # debian/rules' configure flags; library/tests/, src/tests/ and testsuite/ are the test suites
         build=["./configure --disable-silent-rules --enable-watch8bit --enable-w-from --enable-skill"
                " --with-systemd --enable-libselinux --disable-pidof --disable-modern-top >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["library/tests/", "src/tests/", "testsuite/"]),
    dict(name="pptpd", lang="C", pkg="pptpd", ver="1.4.0-12", srcdir="pptpd-1.4.0",
         kind="PPTP VPN server daemon + bcrelay (control connections, GRE relay; per packet/connection)",
         seen="2026-12-05 (23)", apt=["libwrap0-dev", "ppp-dev"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; debian/rules' flags
         build=[AUTORECONF, "./configure --prefix=/usr --with-libwrap --enable-bcrelay >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="audit", lang="C", pkg="audit", ver="1:3.0.9-1", srcdir="audit-3.0.9",
         kind="Linux audit daemon + libaudit/libauparse + auditctl/ausearch/aureport/audispd plugins (per record/"
              "event/field)",
         seen="2026-12-05 (23)", apt=["libcap-ng-dev", "libkrb5-dev", "libldap2-dev", "libwrap0-dev"],
         # debian/rules' configure flags without the Python bindings (swig); */test/ are the test suites
         build=["./configure --sbindir=/sbin --enable-shared=audit --enable-gssapi-krb5 --with-apparmor"
                " --with-libwrap --with-libcap-ng --without-python --without-python3 --with-arm --with-aarch64"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["bindings/", "lib/test/", "auparse/test/", "src/test/"]),
    dict(name="nomarch", lang="C", pkg="nomarch", ver="1.4-5", srcdir="nomarch-1.4",
         kind="ARC archive extractor CLI (LZW, Huffman squeeze, RLE; per file/code)", seen="2026-12-05 (23)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="basez", lang="C", pkg="basez", ver="1.6.2-3", srcdir="basez-1.6.2",
         kind="base16/32/64 and PEM encoder/decoder CLI (per block/line)", seen="2026-12-05 (23)",
         # debian/rules' configure flags; tests/ is the test suite
         build=["./configure --disable-unhex-command --disable-base64-command --disable-base32-command"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libgphoto2", lang="C", pkg="libgphoto2", ver="2.5.30-1", srcdir="libgphoto2-2.5.30",
         kind="digital camera access library (PTP/MTP and some 60 camera drivers, port I/O; per file/packet/"
              "image)",
         seen="2026-12-05 (23)",
         apt=["libexif-dev", "libgd-dev", "libjpeg-dev", "libltdl-dev", "libusb-1.0-0-dev", "libxml2-dev",
              "libcurl4-openssl-dev"],
         # debian/rules' flag; tests/ is the test suite, examples/ the samples
         build=["./configure --with-drivers=all >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "examples/", "libgphoto2_port/test/"]),
    dict(name="libmypaint", lang="C", pkg="libmypaint", ver="1.6.0-2", srcdir="libmypaint-1.6.0",
         kind="brush engine library of MyPaint (dabs, tiled surfaces, symmetry; per dab/tile/pixel)", seen="2026-12-05 (23)",
         apt=["autoconf-archive", "intltool", "libglib2.0-dev", "libjson-c-dev"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; debian/rules' flags without the
         # docs and GIR; tests/ is the test suite, gegl/ (the GEGL bindings) is not built
         build=[AUTORECONF, "./configure --disable-docs --enable-openmp --disable-introspection >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libcds", lang="C++", pkg="libcds", ver="2.3.3-2", srcdir="libcds-2.3.3",
         kind="Concurrent Data Structures C++ library (lock-free queues, maps, sets, SMR: hazard pointers, RCU; "
              "per node/operation)",
         seen="2026-12-05 (23)",
         # test/ is the test suite (WITH_TESTS off by default)
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="nocache", lang="C", pkg="nocache", ver="1.1-1", srcdir="nocache-1.1",
         kind="LD_PRELOAD page-cache bypass library + cachedel/cachestats CLIs (per file descriptor/page)",
         seen="2026-12-05 (23)",
         # t/ is the test suite
         build=[MK, BEAR],
         include=None, exclude=["t/"]),
    dict(name="avahi", lang="C", pkg="avahi", ver="0.8-10+deb12u1", srcdir="avahi-0.8",
         kind="mDNS/DNS-SD daemon + libraries and utilities (avahi-daemon, avahi-core, client, dnsconfd, autoipd, "
              "browse/publish tools; per packet/record/query)",
         seen="2026-12-05 (23)",
         apt=["libcap-dev", "libgdbm-dev", "libglib2.0-dev", "libexpat1-dev", "libdaemon-dev", "libdbus-1-dev",
              "libsystemd-dev", "intltool", "xmltoman", "autopoint"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; debian/rules' flags without the
         # GTK UI, Python, Qt, Mono and GIR parts; tests are make-check programs
         build=[AUTORECONF, "./configure --enable-compat-libdns_sd --disable-libevent --disable-mono"
                " --disable-monodoc --disable-gtk --disable-gtk3 --disable-qt3 --disable-qt4 --disable-qt5"
                " --disable-python --disable-pygobject --disable-python-dbus --disable-introspection"
                " --disable-manpages --with-distro=debian --with-systemdsystemunitdir=/lib/systemd/system"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="attr", lang="C", pkg="attr", ver="1:2.5.1-4", srcdir="attr-2.5.1",
         kind="extended attribute library + getfattr/setfattr/attr tools (per attribute/file)", seen="2026-12-05 (23)",
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; test/ is the test suite
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="nvidia-texture-tools", lang="C++", pkg="nvidia-texture-tools", ver="2.0.8-1+dfsg-8.2",
         srcdir="nvidia-texture-tools-2.0.8-1+dfsg",
         kind="texture compression library + nvcompress/nvdecompress/nvimgdiff tools (DXT/BC block compression, "
              "image formats, mipmaps; per block/pixel/mip level)",
         seen="2026-12-05 (23)",
         apt=["freeglut3-dev", "libglew-dev", "libilmbase-dev", "libjpeg-dev", "libopenexr-dev", "libpng-dev",
              "libtiff-dev"],
         # debian/rules' CMake flag; src/nvtt/tests/ and src/nvcore/poshlib tests are test programs
         build=[CMAKE + " -DNVTT_SHARED=1 -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=["src/nvtt/tests/"]),
    dict(name="mp3wrap", lang="C", pkg="mp3wrap", ver="0.5-4", srcdir="mp3wrap-0.5",
         kind="MP3 file wrapping CLI (joins MP3 files into one with an index; per file/frame/buffer)",
         seen="2026-12-05 (23)",
         # debian/rules runs with autoreconf
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
]
