"""Precision projects: held-out set 31 (session 31). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 31 (session 31, brief h23-set31)
# The draw, fixed at 2026-12-06 18:41:14 UTC before any build and any faultline run on any candidate
# (/work/set31/draw-order.txt; candidates /work/set31/candidates.txt, written from memory 18:36-18:38 UTC in ten
# batches (1966 names; 792 survive the exclusions of sets 3-30, recall.yaml and set 24-30 candidate lists): 319
# names, the first 40 surviving per kind (daemons 39) after the names left off by hand (huge, header-only, not C/C++);
# versions pinned to bookworm(-updates/-security) by /work/set31/ver.py: 147 have no bookworm source; fetchable by
# /work/set31/head.sh: 36 of 172 (14 codecs, 3 media, 1 database, 4 C++ libraries, 6 scientific, 3 CLIs, 3 daemons,
# 2 other C libraries)). The weighted round-robin (codecs 2, media 2, databases 1, C++ libraries 1, scientific 1,
# C CLIs 1, daemons 1, other C libraries 1) over the 36 fetchable names in list order, no pre-registered positions.
# Built in this order:
#  1 libisofs 1.5.4-1, 2 libisoburn 1.5.4-4, 3 mpv 0.35.1-4, 4 alsa-lib 1.2.8-1, 5 recoll 1.34.3-1, 6 qwt 6.1.4-2, 7
#  hdf5 1.10.8+repack1-1, 8 myrescue 0.9.8-3, 9 i2pd 2.45.1-1, 10 readline 8.2-1.3, 11 macutils 2.0b3-17, 12
#  libextractor 1:1.11-7, 13 puredata 0.53.1+ds-2+deb12u1, 14 qcustomplot 2.1.0+dfsg1-3.1, 15 ngspice 39.3+ds-1, 16
#  expect 5.45.4-2, 17 ipmitool 1.8.19-4+deb12u2, 18 libtermkey 0.22-1, 19 mpegdemux 0.1.4-5, 20 t1utils 1.41-4, 21
#  libsdl2 2.26.5+dfsg-1, 22 magic 8.3.105+ds.1-1.1, 23 ledger 3.3.0-3, 24 freeipmi 1.6.10-1, 25 libevtx 20181227-2,
#  26 liblnk 20181227-1.1, 27 libgdiplus 6.1+dfsg-1, 28 calculix-ccx 2.20-1, 29 libpff 20180714-3, 30 libqcow
#  20201213-1, 31 bart 0.8.00-3, 32 libregf 20201007-2, 33 libscca 20200717-1, 34 gdcm 3.0.21-1, 35 libvhdi
#  20210425-1, 36 libvmdk 20200926-2


PROJECTS = [
    # Set 31 as measured: draw positions 1-33 and 35 built in order (pipeline.sh, then pipeline2.sh from position 29,
    # 18:42:59-20:22:33 UTC, stop for new builds at 20:20); 30 projects. Each batch of entries written from the source tree's
    # layout (/work/set31/src), debian/rules and debian/control before its first build. Corrected once after a failed
    # first build, before any faultline output: libgdiplus. Skipped (over 330 s, before any faultline output): recoll
    # (5), hdf5 (7), ngspice (15), libsdl2 (21). Not built: gdcm (34; dropped by hand before its build, see
    # docs/precision.md), libvmdk (36; the 20:20 stop). Those six entries are kept in /work/set31/skipped-entries.py.
    # docs/precision.md "Held-out check, set 31 (session 31)".
    dict(name="libisofs", lang="C", pkg="libisofs", ver="1.5.4-1", srcdir="libisofs-1.5.4",
         kind="ISO 9660 image writer/reader library (libisofs: Rock Ridge, Joliet, El Torito, zisofs/gzip "
              "filters, MD5 checksums, image import; per block/node/extent)",
         seen="2026-12-06 (32)", apt=["zlib1g-dev", "libacl1-dev", "libjte-dev"],
         # debian/rules: dh (compat 12) with AUTOMAKE='automake --foreign' dh_autoreconf; configure; make (the demo
         # programs, noinst, left out)
         build=["AUTOMAKE='automake --foreign' autoreconf -fi >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["demo/"]),
    dict(name="libisoburn", lang="C", pkg="libisoburn", ver="1.5.4-4", srcdir="libisoburn-1.5.4",
         kind="ISO image/burning front end (libisoburn + xorriso: the xorriso command interpreter, "
              "mkisofs/cdrecord emulations, file tree operations, ISO image growing; per file/block/argument)",
         seen="2026-12-06 (32)", apt=["pkg-config", "libburn-dev", "libisofs-dev", "libreadline-dev", "libjte-dev"],
         # debian/rules: dh (compat 13) with AUTOMAKE='automake --foreign' dh_autoreconf; configure; make (test/
         # and releng/ left out)
         build=["AUTOMAKE='automake --foreign' autoreconf -fi >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["test/", "releng/"]),
    dict(name="mpv", lang="C", pkg="mpv", ver="0.35.1-4", srcdir="mpv-0.35.1",
         kind="Media player (mpv/libmpv: demuxers, decoders over libav*, audio/video outputs, filters, "
              "subtitles, OSD, input, Lua/JS scripting, stream back ends; per frame/packet/sample/line)",
         seen="2026-12-06 (32)", apt=["libarchive-dev", "libasound2-dev", "libass-dev", "libavcodec-dev", "libavdevice-dev",
                            "libavfilter-dev", "libavformat-dev", "libavutil-dev", "libbluray-dev", "libcaca-dev",
                            "libcdio-paranoia-dev", "libdrm-dev", "libdvdnav-dev", "libegl-dev",
                            "libffmpeg-nvenc-dev", "libgbm-dev", "libgl-dev", "libjack-dev", "libjpeg-dev",
                            "liblcms2-dev", "liblua5.2-dev", "libmujs-dev", "libpipewire-0.3-dev",
                            "libplacebo-dev", "libpulse-dev", "librubberband-dev", "libsdl2-dev", "libsixel-dev",
                            "libspirv-cross-c-shared-dev", "libswscale-dev", "libuchardet-dev", "libva-dev",
                            "libvdpau-dev", "libvulkan-dev", "libwayland-dev", "libx11-dev", "libxinerama-dev",
                            "libxkbcommon-dev", "libxpresent-dev", "libxrandr-dev", "libxss-dev", "libxv-dev",
                            "libzimg-dev", "meson", "ninja-build", "pkg-config", "python3-docutils",
                            "spirv-cross", "wayland-protocols"],
         # debian/rules: dh meson with -Dlibmpv=true -Dbuild-date=false -Dcdda=enabled -Ddvdnav=enabled
         # -Dsdl2=enabled -Dsndio=disabled -Ddvbin=enabled (linux); meson setup, then only the generated
         # headers/includes (the custom targets under generated/) so the TUs parse; test/ left out
         build=["meson setup fl-build -Dlibmpv=true -Dbuild-date=false -Dcdda=enabled -Ddvdnav=enabled -Dsdl2=enabled "
                "-Dsndio=disabled -Ddvbin=enabled >/dev/null 2>&1",
                "t=$(ninja -C fl-build -t targets all | awk -F: '/CUSTOM_COMMAND/ && $1 ~ /^generated\\// "
                "{print $1}'); [ -n \"$t\" ] && ninja -C fl-build $t >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="alsa-lib", lang="C", pkg="alsa-lib", ver="1.2.8-1", srcdir="alsa-lib-1.2.8",
         kind="ALSA user-space library (libasound: PCM plugins (rate, route, dmix, ...), control, mixer, "
              "sequencer, rawmidi, UCM, topology, configuration parser; per frame/period/element)",
         seen="2026-12-06 (32)", apt=["python3-dev", "libpython3-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --with-plugindir=... 
         # --enable-mixer-pymods --disable-silent-rules --disable-static; make (test/ left out)
         build=[AUTORECONF, conf("--with-plugindir=/usr/lib/x86_64-linux-gnu/alsa-lib --enable-mixer-pymods "
                                 "--disable-silent-rules --disable-static"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="qwt", lang="C++", pkg="qwt", ver="6.1.4-2", srcdir="qwt-6.1.4",
         kind="Qt widgets for technical applications (Qwt: plots, curves, spectrograms, scales, dials, "
              "sliders, SVG/OpenGL, designer plugin; per point/sample/tick)",
         seen="2026-12-06 (32)", apt=["libqt5opengl5-dev", "libqt5svg5-dev", "qtbase5-dev", "qttools5-dev"],
         # debian/rules: dh qmake (QT_SELECT=qt5); make (examples and playground off in qwtconfig.pri)
         build=["/usr/lib/qt5/bin/qmake qwt.pro >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["examples/", "playground/"]),
    dict(name="myrescue", lang="C", pkg="myrescue", ver="0.9.8-3", srcdir="myrescue-0.9.8",
         kind="Disk rescue copier (myrescue: block copy with a good/bad block bitmap, skip/permute passes, "
              "stats and bitmap-to-PPM tools; per block)",
         seen="2026-12-06 (32)", apt=[],
         # debian/rules: dh --sourcedirectory=src (make in src/)
         build=[MK, bear("make -j2 -C src")],
         include=None, exclude=[]),
    dict(name="i2pd", lang="C++", pkg="i2pd", ver="2.45.1-1", srcdir="i2pd-2.45.1",
         kind="I2P router daemon (i2pd: NTCP2/SSU2 transports, tunnels, garlic routing, netdb, streaming, "
              "SAM/BOB/I2CP/HTTP proxies, web console; per message/packet/tunnel)",
         seen="2026-12-06 (32)", apt=["libboost-system-dev", "libboost-date-time-dev", "libboost-filesystem-dev",
                            "libboost-program-options-dev", "libminiupnpc-dev", "libssl-dev", "zlib1g-dev",
                            "cmake", "libwebsocketpp-dev"],
         # debian/rules: dh cmake --sourcedirectory=build/ -DWITH_UPNP=ON -DWITH_WEBSOCKETS=ON; configure only
         # (no generated sources); tests/ left out
         build=[CMAKE + " -DWITH_UPNP=ON -DWITH_WEBSOCKETS=ON -S build -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="readline", lang="C", pkg="readline", ver="8.2-1.3", srcdir="readline-8.2",
         kind="Line editing library (GNU readline + history: key maps, completion, vi/emacs modes, history "
              "files, terminal handling, display; per character/line/entry) + examples built by make",
         seen="2026-12-06 (32)", apt=["libncurses-dev"],
         # debian/rules: its own (no dh) configure --prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu in a build
         # dir; make (shared and static); here in the tree; examples/rlfe (a separate configure) left out
         build=[conf("--prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu"), MK, BEAR],
         include=None, exclude=["examples/"]),
    dict(name="macutils", lang="C", pkg="macutils", ver="2.0b3-17", srcdir="macutils-2.0b3",
         kind="Macintosh file format tools (macutils: macunpack for StuffIt/PackIt/Compactor/LZH archives, "
              "hexbin/binhex BinHex 4.0, macsave/macstream/frommac/tomac; per byte/block/fork)",
         seen="2026-12-06 (32)", apt=[],
         # debian/rules: its own (no dh sequence), make at the top (the makefile recurses into the tool directories)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libextractor", lang="C", pkg="libextractor", ver="1:1.11-7", srcdir="libextractor-1.11",
         kind="Metadata extraction library (libextractor: plugin loader and IPC, format plugins (archive, "
              "exiv2, flac, gif, gstreamer, html, jpeg, ogg, ole2, pdf, png, riff, rpm, tiff, zip, ...); per "
              "chunk/tag/field) + extract",
         seen="2026-12-06 (32)", apt=["autopoint", "libapparmor-dev", "libarchive-dev", "libbz2-dev", "libexiv2-dev",
                            "libflac-dev", "libgdk-pixbuf2.0-dev", "libgif-dev", "libglib2.0-dev", "libgsf-1-dev",
                            "libgstreamer-plugins-base1.0-dev", "libjpeg-dev", "libmagic-dev", "libmagick-dev",
                            "libmpeg2-4-dev", "libogg-dev", "librpm-dev", "libsmf-dev", "libswscale-dev",
                            "libtidy-dev", "libtiff-dev", "libvorbis-dev", "pkg-config", "texinfo", "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-ffmpeg; make (the plugin
         # test programs are check-only)
         build=[AUTORECONF, conf("--disable-ffmpeg"), MK, BEAR],
         include=None, exclude=["src/plugins/test_", "src/main/test_"]),
    dict(name="puredata", lang="C", pkg="puredata", ver="0.53.1+ds-2+deb12u1", srcdir="puredata-0.53.1+ds",
         kind="Pure Data visual audio programming environment (pd: the message/DSP scheduler, object classes, "
              "patch loader, audio/MIDI back ends ALSA/JACK/PortAudio, extra/ externals; per block/sample/message)",
         seen="2026-12-06 (32)", apt=["gettext", "libasound2-dev", "libjack-dev", "portaudio19-dev"],
         # debian/rules: dh (compat 13) with mkdir -p m4/generated before dh_autoreconf; configure --enable-alsa
         # --enable-jack --without-local-portaudio --without-local-portmidi --libdir=/usr/lib/ (the program name
         # transform left out: only the installed name); make
         build=["mkdir -p m4/generated", AUTORECONF, conf("--enable-alsa --enable-jack --without-local-portaudio "
                                                          "--without-local-portmidi --libdir=/usr/lib/"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="qcustomplot", lang="C++", pkg="qcustomplot", ver="2.1.0+dfsg1-3.1", srcdir="qcustomplot-2.1.0+dfsg1",
         kind="Qt plotting widget in one file (QCustomPlot: axes, tickers, graphs, curves, bars, colour maps, "
              "financial charts, layout, painter, export; per data point/tick/pixel)",
         seen="2026-12-06 (32)", apt=["cmake", "qtbase5-dev"],
         # debian/rules: dh cmake -DBUILD_SHARED_LIBS=ON twice (Qt 5 and Qt 6); the Qt 5 build here; built (its moc
         # output is generated by the build); examples/ left out
         build=[CMAKE + " -DBUILD_SHARED_LIBS=ON -DUSE_QT_VERSION=5 -S . -B fl-build >/dev/null 2>&1",
                "nice ninja -j2 -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/"]),
    dict(name="expect", lang="C", pkg="expect", ver="5.45.4-2", srcdir="expect-5.45.4",
         kind="Tcl extension for automating interactive programs (expect: spawn/pty handling, pattern matching "
              "over the output, interact, logging, the expect program; per character/buffer/pattern)",
         seen="2026-12-06 (32)", apt=["autoconf", "tcl8.6-dev"],
         # debian/rules: dh (compat 10); autoconf (Debian's override, no autoreconf); configure with Tcl 8.6's
         # paths --enable-shared --enable-threads --disable-rpath; make SONAME=libexpect.so.5.45 (example/ and
         # testsuite/ left out)
         build=["autoconf >/dev/null 2>&1",
                conf("--includedir=/usr/include/tcl8.6 --with-tcl=/usr/lib/x86_64-linux-gnu/tcl8.6 "
                     "--with-tk=/usr/lib/x86_64-linux-gnu/tk8.6 --with-tclinclude=/usr/include/tcl8.6 "
                     "--with-tkinclude=/usr/include/tcl8.6 --enable-shared --enable-threads --disable-rpath"),
                MK, bear("make -j2 SONAME=libexpect.so.5.45")],
         include=None, exclude=["example/", "testsuite/"]),
    dict(name="ipmitool", lang="C", pkg="ipmitool", ver="1.8.19-4+deb12u2", srcdir="ipmitool-1.8.19",
         kind="IPMI management tool (ipmitool: LAN/LANplus/open/USB/dummy interfaces, SDR/SEL/FRU/sensor/chassis/"
              "SOL commands, ipmievd event daemon; per record/sensor/message)",
         seen="2026-12-06 (32)", apt=["libncurses-dev", "libfreeipmi-dev", "libreadline-dev", "libssl-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates; no configure shipped); configure --prefix=/usr
         # --with-kerneldir --mandir=/usr/share/man --enable-intf-dummy --enable-intf-usb; make
         build=[AUTORECONF, conf("--prefix=/usr --with-kerneldir --mandir=/usr/share/man --enable-intf-dummy "
                                 "--enable-intf-usb"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libtermkey", lang="C", pkg="libtermkey", ver="0.22-1", srcdir="libtermkey-0.22",
         kind="Terminal key input library (libtermkey: CSI and terminfo drivers, key/mouse event parsing, "
              "key name formatting; per byte/key)",
         seen="2026-12-06 (32)", apt=["libunibilium-dev", "libtool-bin", "pkg-config"],
         # debian/rules: make PREFIX=/usr LIBDIR=/usr/lib/x86_64-linux-gnu (the demos and t/ tests left out)
         build=[MK, bear("make -j2 PREFIX=/usr LIBDIR=/usr/lib/x86_64-linux-gnu")],
         include=None, exclude=["t/", "demo"]),
    dict(name="mpegdemux", lang="C", pkg="mpegdemux", ver="0.1.4-5", srcdir="mpegdemux-0.1.4",
         kind="MPEG-1/2 system stream demultiplexer (mpegdemux: pack/packet/PES parsing, stream listing, "
              "demux, remux, scan; per packet/pack)",
         seen="2026-12-06 (32)", apt=[],
         # debian/rules: dh (compat 10) with dh_autoreconf overridden empty; configure; make
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="t1utils", lang="C", pkg="t1utils", ver="1.41-4", srcdir="t1utils-1.41",
         kind="Type 1 font tools (t1utils: t1ascii, t1binary, t1asm, t1disasm, t1unmac, t1mac: PFA/PFB/"
              "MacBinary conversions, eexec/charstring encryption; per byte/line/charstring)",
         seen="2026-12-06 (32)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="magic", lang="C", pkg="magic", ver="8.3.105+ds.1-1.1", srcdir="magic-8.3.105+ds.1",
         kind="VLSI layout editor (Magic: corner-stitched tile planes, DRC, extractor, routers, plow, CIF/GDS/LEF/"
              "DEF I/O, ext2spice, Tcl/Tk and OpenGL/Cairo graphics; per tile/rectangle/cell)",
         seen="2026-12-06 (32)", apt=["mesa-common-dev", "libglu1-mesa-dev", "tcl-dev", "tk-dev", "blt-dev", "tcsh", "python3",
                            "libcairo2-dev", "m4"],
         # debian/rules: dh --no-parallel (compat 13; its configure is not autoconf's own, dh_autoreconf leaves it);
         # configure; make without -j (--no-parallel)
         build=[CONF, MK, bear("make")],
         include=None, exclude=[]),
    dict(name="ledger", lang="C++", pkg="ledger", ver="3.3.0-3", srcdir="ledger-3.3.0",
         kind="Double-entry accounting CLI (ledger: journal parser, amounts/commodities over GMP/MPFR, value "
              "expressions, reports and formats, filters, Python bridge; per posting/transaction/line)",
         seen="2026-12-06 (32)", apt=["cmake", "libboost-date-time-dev", "libboost-filesystem-dev", "libboost-iostreams-dev",
                            "libboost-python-dev", "libboost-regex-dev", "libboost-serialization-dev",
                            "libboost-test-dev", "libexpat1-dev", "libgmp-dev", "libmpfr-dev", "libofx-dev",
                            "libpcre2-dev", "libutfcpp-dev", "python3-dev"],
         # debian/rules: dh cmake -DCMAKE_INSTALL_LIBDIR=lib/ledger -DBUILD_DOCS=1 -DBUILD_WEB_DOCS=1
         # -DUSE_PYTHON=ON; here without the docs (texinfo/texlive); configure only (system.hh is configured, no
         # precompiled header in a Release build); test/ left out
         build=[CMAKE + " -DCMAKE_INSTALL_LIBDIR=lib/ledger -DUSE_PYTHON=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="freeipmi", lang="C", pkg="freeipmi", ver="1.6.10-1", srcdir="freeipmi-1.6.10",
         kind="IPMI library and tools (FreeIPMI: libfreeipmi (fiid templates, KCS/SSIF/LAN/LAN+ drivers, SDR/SEL/"
              "FRU parsing), ipmiconsole, ipmimonitoring, bmc-watchdog, ipmipower, ipmi-sensors, ...; per record/"
              "field/packet)",
         seen="2026-12-06 (32)", apt=["libgcrypt20-dev", "libsystemd-dev", "pkg-config", "texinfo"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-static=no
         # --with-systemconfigdir=/etc/default --disable-init-scripts; make
         build=[AUTORECONF, conf("--enable-static=no --with-systemconfigdir=/etc/default --disable-init-scripts"),
                MK, BEAR],
         include=None, exclude=[]),
    dict(name="libevtx", lang="C", pkg="libevtx", ver="20181227-2", srcdir="libevtx-20181227",
         kind="Windows XML Event Log reader (libevtx: file header, chunks, records, binary XML via libfwevt/libfwnt/libwrc templates; pyevtx; evtxexport/evtxinfo; per chunk/record/value)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 13: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="liblnk", lang="C", pkg="liblnk", ver="20181227-1.1", srcdir="liblnk-20181227",
         kind="Windows shortcut file reader (liblnk: shell link header, link target ID list, location/data strings, extra data blocks; pylnk; lnkinfo; per block/string)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --buildsystem=autoconf (debhelper >= 11: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libgdiplus", lang="C", pkg="libgdiplus", ver="6.1+dfsg-1", srcdir="libgdiplus-6.1+dfsg",
         kind="GDI+ implementation for Mono (libgdiplus: graphics paths, brushes, pens, regions, fonts, images "
              "(BMP/GIF/JPEG/PNG/TIFF/ICO/EMF/WMF codecs) over Cairo; per pixel/point/record)",
         seen="2026-12-06 (32)", apt=["libglib2.0-dev", "libx11-dev", "libxt-dev", "libfontconfig1-dev", "libfreetype6-dev",
                            "libxft-dev", "libpng-dev", "libjpeg-dev", "libtiff-dev", "libgif-dev", "libexif-dev",
                            "libcairo2-dev", "libpango1.0-dev"],
         # debian/rules: dh --with autoreconf (compat 7); configure --prefix=/usr; -Werror removed from
         # src/Makefile; make (tests/ left out). Corrected once after the first build failed, before any
         # faultline output: a top-level make also builds tests/ with its bundled googletest, which fails
         # under -Werror (maybe-uninitialized in gtest-death-test.cc); now make in src/ only
         build=[AUTORECONF, conf("--prefix=/usr"), "perl -pe 's/-Werror//' -i src/Makefile", MK,
                bear("make -j2 -C src")],
         include=None, exclude=["tests/"]),
    dict(name="calculix-ccx", lang="C", pkg="calculix-ccx", ver="2.20-1", srcdir="calculix-ccx-2.20",
         kind="Finite element solver (CalculiX CrunchiX: C driver, solvers over SPOOLES/ARPACK, multithreaded "
              "assembly and result routines; per element/node/increment) (its Fortran part not analysed)",
         seen="2026-12-06 (32)", apt=["gfortran", "libarpack2-dev", "libspooles-dev", "liblapack-dev"],
         # debian/rules: dh -Dccx_2.20/src; make CFLAGS="-Wall -I/usr/include/spooles -DARCH=\"Linux\" -DSPOOLES
         # -DARPACK -DMATRIXSTORAGE -DUSE_MT=1" FFLAGS=-fallow-argument-mismatch (Debian's Makefile patch)
         build=[MK, bear("make -j2 -C ccx_2.20/src CFLAGS='-Wall -I/usr/include/spooles -DARCH=\"Linux\" "
                         "-DSPOOLES -DARPACK -DMATRIXSTORAGE -DUSE_MT=1' FFLAGS=-fallow-argument-mismatch")],
         include=None, exclude=[]),
    dict(name="libpff", lang="C", pkg="libpff", ver="20180714-3", srcdir="libpff-20180714",
         kind="PFF/PST/OST file reader (libpff: descriptors and offsets index B-trees, local descriptors, tables, items, attachments, compressible encryption; pypff; pffexport/pffinfo; per node/block/entry)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 13: dh_autoreconf regenerates); configure --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libqcow", lang="C", pkg="libqcow", ver="20201213-1", srcdir="libqcow-20201213",
         kind="QEMU Copy-On-Write image reader (libqcow: header, L1/L2 tables, cluster cache, zlib-compressed clusters, AES encryption, backing files; pyqcow; qcowinfo/qcowmount; per cluster/table)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev", "zlib1g-dev", "libfuse-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 11: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="bart", lang="C", pkg="bart", ver="0.8.00-3", srcdir="bart-0.8.00",
         kind="Berkeley Advanced Reconstruction Toolbox (BART: multi-dimensional array ops, FFT over FFTW, "
              "iterative solvers, MRI reconstruction (PICS, NLINV, ESPIRiT), simulation, the bart command "
              "collection; per array element/iteration/slice)",
         seen="2026-12-06 (32)", apt=["libfftw3-dev", "liblapack-dev", "libpng-dev", "liblapacke-dev"],
         # debian/rules: dh with PREFIX=/usr/ PARALLEL=1 PARALLEL_NJOBS=1; make (utests/ and tests/ left out)
         build=[MK, bear("make PREFIX=/usr/ PARALLEL=1 PARALLEL_NJOBS=2")],
         include=None, exclude=["utests/", "tests/"]),
    dict(name="libregf", lang="C", pkg="libregf", ver="20201007-2", srcdir="libregf-20201007",
         kind="Windows NT Registry File reader (libregf: hive bins, cells, named keys, values, security keys, big data; pyregf; regfexport/regfinfo/regfmount; per cell/key/value)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 11: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libscca", lang="C", pkg="libscca", ver="20200717-1", srcdir="libscca-20200717",
         kind="Windows Prefetch file reader (libscca: file header, MAM/LZXPRESS Huffman decompression, file metrics, trace chains, volume information, filename strings; pyscca; sccainfo; per entry/block)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 11: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libvhdi", lang="C", pkg="libvhdi", ver="20210425-1", srcdir="libvhdi-20210425",
         kind="Virtual Hard Disk image reader (libvhdi: VHD/VHDX headers, region and metadata tables, block allocation table, sector bitmaps, parent images; pyvhdi; vhdiinfo/vhdimount; per block/sector)",
         seen="2026-12-06 (32)", apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev"],
         # debian/rules: dh --buildsystem=autoconf (compat 13: dh_autoreconf regenerates); configure --disable-python2 --enable-python3; make
         # (the bundled libyal support libraries libc*/libf*/libuna/libbfio are built as in the package, the
         # system libbfio-dev if configure takes it; tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
]
