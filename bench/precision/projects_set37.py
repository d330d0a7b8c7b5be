"""Precision projects: held-out set 37 (session 37). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 37 (session 37, brief h30-set37)
# The draw, fixed at 2026-12-07 14:28:29 UTC before any build and any faultline run on any candidate
# (/work/set37/draw-order.txt; candidates /work/set37/candidates.txt, written from memory 13:56-13:58 UTC in seven
# batches (2936 names; 40 repeats, 680 excluded as names of sets corpus-36, recall.yaml, the skips.txt of sets 32-36 and
# the skipped-entries.py of sets 35 and 36), 486 left off by hand (huge, header-only, not C/C++): 1730 survivors; then a
# second codecs batch at 14:04 UTC (167 names; 1 repeat, 19 excluded, 16 left off: 131 survivors), the first pass's
# codecs giving almost nothing fetchable, and a second databases batch at 14:10 UTC (122 names; 2 repeats, 0 excluded,
# 9 left off: 111 survivors), the first pass's databases giving none); versions pinned to bookworm(-updates/-security)
# by /work/set37/ver.py (ver2.py, ver3.py): 731 of 1730 (83 of 131, 51 of 111) have no bookworm source (4 of the
# second pass map to a source already listed); fetchable by /work/set37/head.sh (head2.sh, head3.sh): 73 of 999
# (4 of 44, 16 of 60); 30 then left off by hand (tmp/leaveoff-after-pinning.txt: C++ (sidplay, mpdas, cdck,
# autodocksuite, probalign, fastml, ctorrent, amule, olm), huge or large (casacore, gmt, sdcc; gromacs, samba and
# suitesparse as binaries of sources left off before pinning), not C (fzf, ack, cloc, autoconf, automake-1.16, libtool,
# cowsay, stow, pdftk, logcheck, psad, smartlist, wayland-protocols), header-only (spice-protocol), bundled large
# libraries (php-mongodb)), so 63 (3 codecs, 6 media, 5 databases, 5 scientific, 21 C CLIs, 9 daemons, 14 other C
# libraries). The weighted round-robin (codecs 2, media 2, databases 1, scientific 1, C CLIs 2, daemons 2, other C
# libraries 2) over the 63 fetchable names in list order, no pre-registered positions. Built in this order:
#  1 mp3rename 0.6-13, 2 cdtool 2.1.8-release-8, 3 libsdl2 2.26.5+dfsg-1, 4 libsdl1.2 1.2.15+dfsg2-8,
#  5 libdbd-sqlite3-perl 1.72-1, 6 darknet 0.0.0+git20180914.61c9d02e-2, 7 coreutils 9.1-1, 8 setserial 2.17-53,
#  9 ipsvd 1.0.0-5, 10 ettercap 1:0.8.3.1-11, 11 pth 2.0.7-22, 12 pam-wrapper 1.1.4-1, 13 cdbackup 0.7.1-2,
#  14 sdl-mixer1.2 1.2.12-17, 15 scrot 1.8.1-1, 16 libdbd-mysql-perl 4.050-5, 17 admesh 0.98.4-2, 18 cxref 1.6e-5,
#  19 unifdef 2.10-1.1, 20 l2tpns 2.4.1-1, 21 ifupdown 0.8.41, 22 faketime 0.9.10-2.1, 23 libx11 2:1.8.4-2+deb12u2,
#  24 cairo 1.16.0-7, 25 beep 1.4.9-1, 26 python-mysqldb 1.4.6-2, 27 med-fichier 4.1.0+repack-3, 28 btyacc 3.0+dfsg-1,
#  29 pkgconf 1.8.1-1, 30 mdns-scan 0.5-5, 31 bsd-finger 0.17-17, 32 wayland 1.21.0-1,
#  33 gdk-pixbuf 2.42.10+dfsg-1+deb12u4, 34 php-redis 5.3.7+4.3.0-3, 35 hmmer2 2.3.2+dfsg-8,
#  36 tcc 0.9.27+git20200814.62c30a4a-1, 37 electric-fence 2.2.6, 38 cfingerd 1.4.3-7, 39 batmand 0.3.2+74+g2f62b17-1,
#  40 ossp-uuid 1.6.2-1.5, 41 libgssglue 0.7-1.1, 42 bogofilter 1.2.5-1, 43 libssw 1.1-13, 44 duma 2.5.21-6,
#  45 dmalloc 5.5.2-14, 46 mingetty 1.08-4, 47 libvmdk 20200926-2, 48 libsmraw 20181227-2,
#  49 cryptsetup 2:2.6.1-4~deb12u2, 50 lvm2 2.03.16-2, 51 libevt 20200926-1, 52 libfwsi 20181227-1.1,
#  53 gnupg2 2.2.40-1.1+deb12u2, 54 signify-openbsd 31-3, 55 libfwnt 20181227-1.1, 56 libbfio 20170123-6,
#  57 pixiewps 1.4.2-5, 58 weechat 3.8-1, 59 sic 1.1-5, 60 cal 4.0-4, 61 rdate 1:1.11-3, 62 fossil 1:2.21-1+deb12u1,
#  63 wordnet 1:3.0-37


PROJECTS = [
    # Set 37 as measured: draw positions 1-49 tried in order (pipeline.sh, 14:29:28-16:02:02 UTC, no new build at or
    # after 16:00); 46 projects. Every entry written from the source tree's layout (/work/set37/src), debian/rules and
    # debian/control before its first build. Two failed builds corrected once each, before any faultline output
    # (coreutils, measured; med-fichier, failed again). Not measured, their entries kept in
    # /work/set37/skipped-entries.py: med-fichier (27, failed after its correction), duma (44) and dmalloc (45) (failed
    # builds, not corrected), and positions 50-63 (not reached by 16:00). docs/precision.md "Held-out check, set 37
    # (session 37)".
    dict(name="mp3rename", lang="C", pkg="mp3rename", ver="0.6-13", srcdir="mp3rename-0.6",
         kind="MP3 file renamer from ID3v1 tags (mp3rename: reads each file's ID3 tag, builds the new name from a "
              "format, renames; per file)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile, no configure): make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="cdtool", lang="C", pkg="cdtool", ver="2.1.8-release-8", srcdir="cdtool-2.1.8-release",
         kind="Audio CD player and information tools (cdtool/cdctrl/cdown/cdtool2cddb: CD-ROM ioctls, play/pause/"
              "eject, track info, CDDB id and database lookups; per track/command)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure --libdir=/usr/lib; make
         build=[AUTORECONF, conf("--libdir=/usr/lib"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libsdl2", lang="C", pkg="libsdl2", ver="2.26.5+dfsg-1", srcdir="libsdl2-2.26.5+dfsg",
         kind="Simple DirectMedia Layer 2 (SDL2: video (X11/Wayland/KMSDRM, OpenGL/GLES/Vulkan), render, audio "
              "(ALSA/PulseAudio/PipeWire/sndio) with resampling, events, joystick/HIDAPI/game controllers, haptics, "
              "threads, timers, stdlib; per frame/event/audio buffer)",
         seen="2026-12-07 (37)",
         apt=["fcitx-libs-dev", "libasound2-dev", "libdbus-1-dev", "libdecor-0-dev", "libdrm-dev", "libegl-dev",
              "libgbm-dev", "libgl-dev", "libgles-dev", "libibus-1.0-dev", "libpipewire-0.3-dev", "libpulse-dev",
              "libsamplerate0-dev", "libsndio-dev", "libudev-dev", "libvulkan-dev", "libwayland-dev", "libx11-dev",
              "libxcursor-dev", "libxext-dev", "libxfixes-dev", "libxi-dev", "libxinerama-dev", "libxkbcommon-dev",
              "libxrandr-dev", "libxss-dev", "libxt-dev", "libxv-dev", "libxxf86vm-dev", "wayland-protocols"],
         # debian/rules: dh (compat 13, dh_autoreconf with AUTOHEADER=/bin/true), the library's configure with its
         # linux confflags; make (the library). test/ is a second configure (SDL's test programs, libsdl2-tests):
         # left out
         build=["AUTOHEADER=/bin/true " + AUTORECONF,
                conf("--disable-alsa-shared --disable-arts --disable-directx --disable-esd --disable-fusionsound "
                     "--disable-jack --disable-joystick-mfi --disable-kmsdrm-shared --disable-libsamplerate-shared "
                     "--disable-nas --disable-pulseaudio-shared --disable-render-d3d --disable-rpath "
                     "--disable-video-cocoa --disable-video-directfb --disable-video-metal --disable-video-opengles1 "
                     "--disable-video-rpi --disable-video-vivante --disable-wasapi --disable-wayland-shared "
                     "--disable-x11-shared --disable-xinput --enable-alsa --enable-dbus --enable-fcitx --enable-hidapi "
                     "--enable-hidapi-joystick --enable-ibus --enable-libsamplerate --enable-pulseaudio "
                     "--enable-sdl2-config --enable-sndio --enable-video-kmsdrm --enable-video-opengl "
                     "--enable-video-opengles --enable-video-opengles2 --enable-video-x11 --enable-libdecor "
                     "--enable-libudev --enable-pipewire --enable-video-vulkan --enable-video-wayland "
                     "ac_cv_header_libunwind_h=no"),
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libsdl1.2", lang="C", pkg="libsdl1.2", ver="1.2.15+dfsg2-8", srcdir="libsdl1.2-1.2.15+dfsg2",
         kind="Simple DirectMedia Layer 1.2 (SDL: X11/fbcon/caca/dummy video, blitters and pixel conversion, "
              "ALSA/PulseAudio/OSS audio with conversion, events, joystick, CD-ROM, threads, timers; per frame/"
              "event/audio buffer)",
         seen="2026-12-07 (37)",
         apt=["libasound2-dev", "libcaca-dev", "libgl-dev", "libglu1-mesa-dev", "libpulse-dev", "libx11-dev",
              "libxext-dev", "x11proto-core-dev"],
         # debian/rules: dh (compat 13) with dh_autoreconf as AUTOHEADER=true, aclocal -I acinclude, libtoolize -fi;
         # configure with its confflags; make. test/ (the example programs, not built) is not in the database
         build=["AUTOHEADER=true ACLOCAL='aclocal --force --install -I /usr/share/aclocal/ -I acinclude' "
                "LIBTOOLIZE='libtoolize -fi' " + AUTORECONF,
                conf("--disable-rpath --enable-sdl-dlopen --disable-video-ggi --disable-video-svga "
                     "--disable-video-aalib --disable-nas --disable-esd --disable-arts --disable-alsa-shared "
                     "--disable-pulseaudio-shared --disable-x11-shared --enable-video-caca"),
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libdbd-sqlite3-perl", lang="C", pkg="libdbd-sqlite3-perl", ver="1.72-1",
         srcdir="libdbd-sqlite3-perl-1.72",
         kind="Perl DBI driver for SQLite (DBD::SQLite: XS glue, statement preparation/binding/fetch, collations, "
              "user functions and aggregates, FTS3 tokenizers, virtual tables; per row/statement)",
         seen="2026-12-07 (37)", apt=["libdbi-perl", "libsqlite3-dev", "perl-xs-dev"],
         # debian/rules: dh (perl build: perl Makefile.PL; make); Debian's use_system_sqlite patch links the system
         # libsqlite3, so the bundled sqlite3.c is not compiled (left out in case)
         build=["perl Makefile.PL >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["sqlite3.c", "t/", "xt/"]),
    dict(name="darknet", lang="C", pkg="darknet", ver="0.0.0+git20180914.61c9d02e-2",
         srcdir="darknet-0.0.0+git20180914.61c9d02e",
         kind="Neural network framework (darknet: convolutional/recurrent/detection layers, im2col/gemm, network "
              "parser, data loading and augmentation, YOLO detector, classifier/trainer examples; per layer/batch/"
              "image)",
         seen="2026-12-07 (37)", apt=["libopencv-dev"],
         # debian/rules: dh (debhelper 11, a plain Makefile): make OPENCV=1 (no GPU, no OpenMP); the one C++ file
         # (src/image_opencv.cpp) is in the database with the C files
         build=[MK, bear("make -j2 OPENCV=1")],
         include=None, exclude=["python/", "scripts/"]),
    dict(name="coreutils", lang="C", pkg="coreutils", ver="9.1-1", srcdir="coreutils-9.1",
         kind="GNU core utilities (ls/cp/mv/dd/sort/cat/tail/split/od/cksum/md5sum... over gnulib: file copying, "
              "directory walking, sorting with temporary files, hashing, formatting; per file/line/block)",
         seen="2026-12-07 (37)", apt=["gettext", "texinfo", "groff", "libattr1-dev", "libacl1-dev", "libselinux1-dev", "gperf",
                            "bison", "libgmp-dev"],
         # debian/rules: dh --with autoreconf; configure --enable-install-program=arch with
         # -DSYSLOG_SUCCESS -DSYSLOG_FAILURE -DSYSLOG_NON_ROOT appended to CFLAGS; make. tests/ and gnulib-tests/
         # (not built by make) left out
         # Correction after the first build (configure refused to run as root, exit 1, 121 s, no compile recorded):
         # FORCE_UNSAFE_CONFIGURE=1, as configure's message asks (Debian's builds do not run as root)
         build=[AUTORECONF,
                "FORCE_UNSAFE_CONFIGURE=1 " + conf("--enable-install-program=arch "
                     "CFLAGS='-g -O2 -DSYSLOG_SUCCESS -DSYSLOG_FAILURE -DSYSLOG_NON_ROOT'"),
                MK, BEAR],
         include=None, exclude=["tests/", "gnulib-tests/"]),
    dict(name="setserial", lang="C", pkg="setserial", ver="2.17-53", srcdir="setserial-2.17",
         kind="Serial port configuration tool (setserial: TIOCGSERIAL/TIOCSSERIAL ioctls, port/irq/uart/flags "
              "parsing, autoconfig, the boot-time serial.conf; per port)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules (no dh build): ./configure --prefix=/usr, gorhack.h (#undef __mc68000__), make setserial
         build=["./configure --prefix=/usr >/dev/null 2>&1", "echo '#undef __mc68000__' > gorhack.h", MK,
                bear("make setserial")],
         include=None, exclude=[]),
    dict(name="ipsvd", lang="C", pkg="ipsvd", ver="1.0.0-5", srcdir="ipsvd-1.0.0",
         kind="Internet protocol service daemons (ipsvd: tcpsvd/udpsvd/ipsvd-cdb: accept/recv loops, per-client "
              "fork and exec, instructions from files or cdb, connection limits, DNS lookups, the djb-style "
              "byte/buffer/dns library; per connection/packet)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules (no dh build): conf-cc 'gcc -g -O2 -Wall', conf-ld 'gcc -Os', then package/compile in
         # ipsvd-1.0.0/ (compile/ holds symbolic links to src/; package/check, the tests, not run)
         build=["echo 'gcc -g -O2 -Wall' > ipsvd-1.0.0/src/conf-cc && echo 'gcc -Os' > ipsvd-1.0.0/src/conf-ld", MK,
                bear("sh -c 'cd ipsvd-1.0.0 && package/compile'")],
         include=None, exclude=[]),
    dict(name="ettercap", lang="C", pkg="ettercap", ver="1:0.8.3.1-11", srcdir="ettercap-0.8.3.1",
         kind="Network sniffer and man-in-the-middle tool (ettercap: capture and decode, ARP/ICMP/DHCP/port "
              "stealing poisoning, protocol dissectors and password collectors, SSL MITM, filters (etterfilter "
              "compiler), plugins, curses/GTK UIs; per packet/connection)",
         seen="2026-12-07 (37)", apt=["bison", "flex", "check", "groff", "libbsd-dev", "libcurl4-openssl-dev", "libgeoip-dev",
                            "libgtk-3-dev", "libltdl-dev", "libluajit-5.1-dev", "libncurses-dev", "libnet1-dev",
                            "libpcap-dev", "libpcre2-dev", "libssl-dev"],
         # debian/rules: dh cmake, two flavours: the graphical one (-DENABLE_GTK=ON) here, with ENABLE_IPV6=ON,
         # BUNDLED_LIBS=OFF, ENABLE_LUA=ON (luajit), ENABLE_TESTS=ON, DISABLE_RPATH, NO_INSTALL_LICENSE,
         # ENABLE_PDF_DOCS; CMake configure and ninja (etterfilter's grammar and scanner are generated).
         # tests/ left out
         build=[CMAKE + " -DENABLE_IPV6=ON -DBUNDLED_LIBS=OFF -DENABLE_LUA=ON -DENABLE_TESTS=ON -DDISABLE_RPATH=ON "
                "-DNO_INSTALL_LICENSE=ON -DENABLE_PDF_DOCS=ON -DENABLE_GTK=ON -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="pth", lang="C", pkg="pth", ver="2.0.7-22", srcdir="pth-2.0.7",
         kind="GNU Portable Threads (pth: user-space non-preemptive threads, scheduler and event manager, "
              "machine contexts, message ports, mutexes/condition variables, soft system call wrappers, the "
              "pthread emulation; per thread/event/scheduler pass)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (debhelper 10, dh_autoreconf after moving aclocal.m4 to acinclude.m4 and making m4/);
         # configure; make (the library; the test_ programs are built by make test only, left out)
         build=["mv aclocal.m4 acinclude.m4 && mkdir -p m4 && autoreconf -fi >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["test_"]),
    dict(name="pam-wrapper", lang="C", pkg="pam-wrapper", ver="1.1.4-1", srcdir="pam-wrapper-1.1.4",
         kind="PAM testing wrapper (pam_wrapper: preloaded libpam interposer, per-service PAM configuration "
              "directories, the pam_matrix/pam_get_items/pam_set_items modules, libpamtest, Python bindings; per "
              "PAM call/conversation)",
         seen="2026-12-07 (37)", apt=["libpam0g-dev", "python3-dev"],
         # debian/rules: dh --with python3, cmake -DLIB_INSTALL_DIR=/usr/lib/x86_64-linux-gnu; CMake configure
         # (UNIT_TESTING off, so tests/ is not configured)
         build=[CMAKE + " -DLIB_INSTALL_DIR=/usr/lib/x86_64-linux-gnu -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="cdbackup", lang="C", pkg="cdbackup", ver="0.7.1-2", srcdir="cdbackup-0.7.1",
         kind="Streaming backup to CD-R(W) (cdbackup/cdrestore: splits a tar stream into cdrecord sessions, "
              "multi-disk headers, CD-ROM ioctls, virtual-disk image mode; per block/session)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (debhelper 9, a plain Makefile): make CFLAGS=...
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="sdl-mixer1.2", lang="C", pkg="sdl-mixer1.2", ver="1.2.12-17", srcdir="sdl-mixer1.2-1.2.12",
         kind="Multi-channel audio mixer library for SDL 1.2 (SDL_mixer: WAVE/AIFF/VOC/Ogg/FLAC loaders, MOD via "
              "mikmod/modplug, MP3 via libmad, the bundled Timidity MIDI synthesizer, FluidSynth, effects; playwave/"
              "playmus; per chunk/audio buffer)",
         seen="2026-12-07 (37)", apt=["libflac-dev", "libfluidsynth-dev", "libmad0-dev", "libmodplug-dev", "libmikmod-dev",
                            "libogg-dev", "libsdl1.2-dev", "libsmpeg-dev", "libtool", "libvorbis-dev"],
         # debian/rules: dh (compat 13, dh_autoreconf with AUTOMAKE='automake --foreign'); configure with its
         # confflags (music-cmd, wave, mod, ogg, mp3 via mad, timidity, native midi, nothing dlopened); make
         build=["AUTOMAKE='automake --foreign' " + AUTORECONF,
                conf("--enable-music-cmd --enable-music-wave --enable-music-mod --enable-music-ogg "
                     "--disable-music-mp3 --enable-music-mp3-mad-gpl --enable-music-timidity-midi "
                     "--enable-music-native-midi --disable-music-mod-shared --disable-music-ogg-shared "
                     "--disable-music-mp3-shared --disable-music-flac-shared --disable-music-fluidsynth-shared "
                     "CPPFLAGS='-DMIX_INIT_SOUNDFONT_PATHS=\\\"/usr/share/sounds/sf3/default-GM.sf3\\\"'"),
                MK, BEAR],
         include=None, exclude=[]),
    dict(name="scrot", lang="C", pkg="scrot", ver="1.8.1-1", srcdir="scrot-1.8.1",
         kind="Command-line screenshot tool (scrot: X11 root/window/selection capture through Imlib2, selection "
              "modes and line styles, thumbnails, naming formats, multi-head; per capture)",
         seen="2026-12-07 (37)", apt=["autoconf-archive", "libbsd-dev", "libimlib2-dev", "libxcomposite-dev", "libxfixes-dev",
                            "libxinerama-dev", "pkg-config"],
         # debian/rules: dh (compat 13, dh_autoreconf; no configure shipped); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libdbd-mysql-perl", lang="C", pkg="libdbd-mysql-perl", ver="4.050-5",
         srcdir="libdbd-mysql-perl-4.050",
         kind="Perl DBI driver for MySQL/MariaDB (DBD::mysql: XS glue, connection and statement handling, "
              "server-side prepared statements, result fetching and type conversion; per row/statement)",
         seen="2026-12-07 (37)", apt=["default-libmysqlclient-dev", "libdbi-perl", "libdevel-checklib-perl", "libssl-dev",
                            "perl-xs-dev", "zlib1g-dev"],
         # debian/rules: dh (perl build: LC_ALL=C.UTF-8 perl Makefile.PL; make); t/ (tests) left out
         build=["LC_ALL=C.UTF-8 perl Makefile.PL >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["t/"]),
    dict(name="admesh", lang="C", pkg="admesh", ver="0.98.4-2", srcdir="admesh-0.98.4",
         kind="STL triangle mesh repair tool and library (admesh/libadmesh: ASCII/binary STL reading and writing, "
              "shared vertices, neighbour matching, hole filling, normal fixing, transforms, OFF/DXF/VRML/OBJ "
              "export; per facet/edge)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, dh_autoreconf; no configure shipped); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="cxref", lang="C", pkg="cxref", ver="1.6e-5", srcdir="cxref-1.6e",
         kind="C cross-referencing and documentation tool (cxref: its own yacc C grammar and lex scanner over "
              "cxref-cpp's output, comment parsing, cross-reference database, LaTeX/HTML/RTF/SGML output; cxref-cpp "
              "(a GNU cpp); cxref-query; per token/declaration/file)",
         seen="2026-12-07 (37)", apt=["bison", "flex"],
         # debian/rules (no dh build): configure --prefix=/usr --enable-us-paper --datadir=/etc; make. `make
         # programs` here (src/, cpp/, query/): `make`'s docs step runs LaTeX (texlive), which builds no C
         build=["GREP=/bin/grep EGREP='/bin/grep -E' " + conf("--prefix=/usr --mandir=/usr/share/man "
                                                                "--enable-us-paper --datadir=/etc"),
                MK, bear("make programs")],
         include=None, exclude=["contrib/"]),
    dict(name="unifdef", lang="C", pkg="unifdef", ver="2.10-1.1", srcdir="unifdef-2.10",
         kind="Preprocessor conditional remover (unifdef: line-by-line #if/#ifdef evaluation with given symbols, "
              "expression parser, comment and string tracking; per line)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules (no dh build): make with dpkg-buildflags; make test (not here); tests/, win32/, FreeBSD/
         # left out
         build=[MK, BEAR],
         include=None, exclude=["tests/", "win32/", "FreeBSD/"]),
    dict(name="l2tpns", lang="C", pkg="l2tpns", ver="2.4.1-1", srcdir="l2tpns-2.4.1",
         kind="L2TP network server (l2tpns: L2TP/PPP/PPPoE termination, RADIUS authentication and accounting, "
              "clustering, BGP, throttling (TBF), DHCPv6, the libcli command line, plugins, nsctl; per packet/"
              "session)",
         seen="2026-12-07 (37)", apt=["libcli-dev"],
         # debian/rules: dh (compat 13, a plain Makefile): make (programs and plugins); test/ left out
         build=[MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="ifupdown", lang="C", pkg="ifupdown", ver="0.8.41", srcdir="ifupdown-0.8.41",
         kind="Network interface configuration (ifup/ifdown/ifquery: /etc/network/interfaces parser, mappings, "
              "address-family methods generated from .defn files, command execution, state file locking; per "
              "interface/line)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile; defn2c.pl generates the method tables); make with
         # VERSION=0.8.41; tests/ and contrib/ left out
         build=[MK, bear("make VERSION=0.8.41")],
         include=None, exclude=["tests/", "contrib/"]),
    dict(name="faketime", lang="C", pkg="faketime", ver="0.9.10-2.1", srcdir="faketime-0.9.10",
         kind="Time faking preload library (libfaketime: interposed time/gettimeofday/clock_gettime/stat/sleep/"
              "timers, the FAKETIME specification parser, shared-memory control, random and pid faking; the "
              "faketime wrapper; per intercepted call)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: PREFIX=/usr dh (compat 13, a plain Makefile), CFLAGS with -DMULTI_ARCH -DFAKE_RANDOM
         # -DFAKE_PID appended; test/ left out
         build=[MK, bear("make PREFIX=/usr FAKETIME_COMPILE_CFLAGS='-DMULTI_ARCH -DFAKE_RANDOM -DFAKE_PID'")],
         include=None, exclude=["test/"]),
    dict(name="libx11", lang="C", pkg="libx11", ver="2:1.8.4-2+deb12u2", srcdir="libx11-1.8.4",
         kind="X11 client-side library (Xlib over XCB: requests and replies, event queue, atoms and properties, "
              "the resource manager, Xcms colour management, XKB client side, input methods and locales (xlibi18n, "
              "the lc/im/om modules), compose tables; per request/event/character)",
         seen="2026-12-07 (37)", apt=["pkg-config", "xtrans-dev", "x11proto-dev", "libxcb1-dev", "xutils-dev"],
         # debian/rules: dh (compat 12, dh_autoreconf), configure --disable-specs --without-fop (the arch build);
         # make. specs/ has no C
         build=[AUTORECONF, conf("--disable-specs --without-fop"), MK, BEAR],
         include=None, exclude=["specs/"]),
    dict(name="cairo", lang="C", pkg="cairo", ver="1.16.0-7", srcdir="cairo-1.16.0",
         kind="2D vector graphics library (cairo: image/xlib/xcb/PDF/PS/SVG/script/recording surfaces, the "
              "compositors and rasterisers, path filling and stroking, fonts via FreeType/fontconfig, pattern and "
              "gradient handling; the trace/script utilities; per operation/span/glyph)",
         seen="2026-12-07 (37)", apt=["gtk-doc-tools", "libfontconfig-dev", "libfreetype-dev", "libglib2.0-dev", "liblzo2-dev",
                            "libpixman-1-dev", "libpng-dev", "libx11-dev", "libxcb-render0-dev", "libxcb-shm0-dev",
                            "libxcb1-dev", "libxext-dev", "libxrender-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh (compat 13, dh_autoreconf --as-needed); the deb flavour's configure flags (pdf, ps,
         # xlib, png, tee, svg, xcb, perf utils, no gl); make. test/ (make check only) left out
         build=[AUTORECONF,
                conf("--enable-pdf --enable-ps --enable-xlib --enable-png --enable-tee --disable-silent-rules "
                     "--disable-maintainer-mode --enable-svg --enable-xcb --enable-perf-utils --disable-gl"),
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="beep", lang="C", pkg="beep", ver="1.4.9-1", srcdir="beep-1.4.9",
         kind="PC speaker beeper (beep: frequency/length/repeat parsing, console KIOCSOUND and evdev EV_SND "
              "drivers, stdin-driven beeps; per beep/line)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, GNUmakefile): make COMPILER_gcc=gcc LINKER_gcc=gcc FLAGS=...; tests/ and
         # contrib/ left out
         build=[MK, bear("make COMPILER_gcc=gcc LINKER_gcc=gcc FLAGS='-g -O2'")],
         include=None, exclude=["tests/", "contrib/"]),
    dict(name="python-mysqldb", lang="C", pkg="python-mysqldb", ver="1.4.6-2", srcdir="python-mysqldb-1.4.6",
         kind="Python MySQL/MariaDB client module (MySQLdb's _mysql C extension: connections, queries, result "
              "fetching and row conversion, escaping; per row/query)",
         seen="2026-12-07 (37)", apt=["default-libmysqlclient-dev", "python3-dev", "python3-setuptools", "zlib1g-dev"],
         # debian/rules: dh --with python3 --buildsystem=pybuild: setup.py build (the _mysql extension), with
         # Debian's /usr/bin/python3 (python3 on this machine's PATH is another interpreter)
         build=[MK, bear("/usr/bin/python3 setup.py build")],
         include=None, exclude=["tests/"]),
    dict(name="btyacc", lang="C", pkg="btyacc", ver="3.0+dfsg-1", srcdir="btyacc-3.0+dfsg",
         kind="Backtracking yacc (btyacc: grammar reader, LR(0)/LALR construction, conflict resolution by "
              "backtracking, parser table and skeleton output; per symbol/state)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile): make LINKER=cc; test/ left out
         build=[MK, bear("make LINKER=cc")],
         include=None, exclude=["test/"]),
    dict(name="pkgconf", lang="C", pkg="pkgconf", ver="1.8.1-1", srcdir="pkgconf-1.8.1",
         kind="pkg-config implementation (pkgconf/libpkgconf: .pc file parser, dependency graph solver, "
              "fragment (cflags/libs) handling, personalities, bomtool; per package/fragment)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, the shipped configure) configure --prefix=/usr with the multiarch
         # pkg-config path and system libdirs; make; tests/ left out
         build=[conf("--prefix=/usr --with-pkg-config-dir=/usr/local/lib/x86_64-linux-gnu/pkgconfig:"
                     "/usr/local/lib/pkgconfig:/usr/local/share/pkgconfig:/usr/lib/x86_64-linux-gnu/pkgconfig:"
                     "/usr/lib/pkgconfig:/usr/share/pkgconfig --with-system-libdir=/lib:/usr/lib"),
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="mdns-scan", lang="C", pkg="mdns-scan", ver="0.5-5", srcdir="mdns-scan-0.5",
         kind="mDNS/DNS-SD scanner (mdns-scan: multicast PTR queries, DNS packet parsing, the list of services "
              "seen; per packet)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (debhelper 11, a plain Makefile): make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="bsd-finger", lang="C", pkg="bsd-finger", ver="0.17-17", srcdir="bsd-finger-0.17",
         kind="finger client and daemon (netkit finger/fingerd: utmp/lastlog reading, .plan/.project output, "
              "network queries, the inetd daemon; per user/line)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh --buildsystem=cmake (Debian's CMakeLists.txt); CMake configure
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="wayland", lang="C", pkg="wayland", ver="1.21.0-1", srcdir="wayland-1.21.0",
         kind="Wayland display protocol libraries (libwayland-client/-server: connection marshalling and "
              "demarshalling, the event loop, object maps, shared memory pools; wayland-scanner; wayland-cursor "
              "and wayland-egl; per message/event)",
         seen="2026-12-07 (37)", apt=["pkg-config", "libexpat1-dev", "libffi-dev", "libxml2-dev", "meson"],
         # debian/rules: dh (debhelper 10, meson) -Ddocumentation=false (the arch build); meson setup + ninja
         # (the protocol code is generated); tests are not built here (-Dtests=false; Debian builds them but does
         # not run them) and tests/ left out
         build=["meson setup fl-build -Ddocumentation=false -Dtests=false >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="gdk-pixbuf", lang="C", pkg="gdk-pixbuf", ver="2.42.10+dfsg-1+deb12u4",
         srcdir="gdk-pixbuf-2.42.10+dfsg",
         kind="Image loading library (GdkPixbuf: the PNG/JPEG/TIFF/GIF/ICO/ANI/BMP/TGA/XPM/XBM/PNM/QTIF loaders, "
              "progressive loading, scaling and compositing (pixops), animations, the loader cache, thumbnailer; "
              "per image/row/frame)",
         seen="2026-12-07 (37)", apt=["libglib2.0-dev", "libjpeg-dev", "libpng-dev", "libtiff-dev", "meson", "shared-mime-info"],
         # debian/rules: dh (compat 13, meson) -Dauto_features=enabled (the rules' other -D lines are cut off by a
         # missing backslash); docs and man pages off, introspection off (builds no C analysed); meson setup +
         # ninja (enum types are generated); tests/ left out
         build=["meson setup fl-build -Dauto_features=enabled -Dgtk_doc=false -Ddocs=false -Dman=false "
                "-Dintrospection=disabled >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="php-redis", lang="C", pkg="php-redis", ver="5.3.7+4.3.0-3", srcdir="php-redis-5.3.7+4.3.0",
         kind="PHP extension for Redis (phpredis: RESP protocol reading and writing, Redis/RedisArray/RedisCluster/"
              "RedisSentinel classes, serializers and compressors (igbinary, lzf, lz4, zstd), session handler; per "
              "command/reply)",
         seen="2026-12-07 (37)", apt=["php-dev", "liblz4-dev", "libzstd-dev", "php-igbinary-all-dev"],
         # debian/rules: dh-php's pkg-pecl.mk: for PHP 8.2 the redis-5.3.7 tree (package-5.xml); phpize, configure
         # --enable-redis-igbinary --enable-redis-lzf --without-liblzf --enable-redis-lz4 --with-liblz4
         # --enable-redis-zstd --with-libzstd; make. redis-4.3.0/ (PHP 7 only) and tests/ left out
         build=["cd redis-5.3.7 && phpize >/dev/null 2>&1 && ./configure --enable-redis-igbinary --enable-redis-lzf "
                "--without-liblzf --enable-redis-lz4 --with-liblz4 --enable-redis-zstd --with-libzstd "
                ">/dev/null 2>&1",
                MK, bear("make -C redis-5.3.7")],
         include=["redis-5.3.7/"], exclude=["redis-5.3.7/tests/"]),
    dict(name="hmmer2", lang="C", pkg="hmmer2", ver="2.3.2+dfsg-8", srcdir="hmmer2-2.3.2+dfsg",
         kind="Profile hidden Markov model tools, version 2 (HMMER 2: hmmbuild/hmmsearch/hmmpfam/hmmalign/"
              "hmmcalibrate/hmmemit, Viterbi and forward scoring, prior mixtures, histograms and EVD fitting, "
              "threads, over the SQUID library; per sequence/model)",
         seen="2026-12-07 (37)", apt=["libsquid-dev", "pkg-config"],
         # debian/rules: dh (compat 13): configure.ac from debian/missing-sources, the shipped configure moved
         # aside, dh_autoreconf (AUTOHEADER=true); configure --enable-threads --enable-lfs; make. testsuite/ and
         # tutorial/ left out
         build=["cp -a debian/missing-sources/configure.ac . && mv configure configure_not_used && AUTOHEADER=true "
                + AUTORECONF,
                conf("--enable-threads --enable-lfs"), MK, BEAR],
         include=None, exclude=["testsuite/", "tutorial/"]),
    dict(name="tcc", lang="C", pkg="tcc", ver="0.9.27+git20200814.62c30a4a-1", srcdir="tcc-0.9.27+git20200814.62c30a4a",
         kind="Tiny C Compiler (tcc/libtcc: preprocessor, one-pass parser and code generator for x86-64 (and the "
              "other targets' files as compiled here), assembler, ELF linker, run-in-memory; per token/"
              "declaration/section)",
         seen="2026-12-07 (37)", apt=["texinfo", "perl"],
         # debian/rules: dh (compat 13) configure --cpu=amd64 --triplet=x86_64-linux-gnu --docdir=/usr/share/doc/tcc;
         # make (the i386 cross compiler Debian also builds is left out); tests/, examples/ and win32/ left out
         build=[conf("--cpu=amd64 --triplet=x86_64-linux-gnu --docdir=/usr/share/doc/tcc"), MK, BEAR],
         include=None, exclude=["tests/", "examples/", "win32/"]),
    dict(name="electric-fence", lang="C", pkg="electric-fence", ver="2.2.6", srcdir="electric-fence-2.2.6",
         kind="Malloc debugger (Electric Fence: guard-page allocator, mprotect'ed slots, allocation list growth, "
              "the malloc/free/realloc/memalign interposers; per allocation)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13): make libefence.a libefence.so.0.0 (the default target builds and runs the
         # tests, eftest and tstheap: not built here)
         build=[MK, bear("make libefence.a libefence.so.0.0")],
         include=None, exclude=[]),
    dict(name="cfingerd", lang="C", pkg="cfingerd", ver="1.4.3-7", srcdir="cfingerd-1.4.3",
         kind="Configurable finger daemon (cfingerd: the configuration parser, user/fake-user/service lookups, "
              "plan/project/pgp files, ident queries, userlist helper; per request/line)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules (no dh build): ./Configure -c config=/etc/cfingerd/cfingerd.conf -c mandir=... -c
         # cflags='-O2 -Wall'; make all
         build=["./Configure -c config=/etc/cfingerd/cfingerd.conf -c mandir=/usr/share/man -c man_owner=root "
                "-c man_group=root -c cflags='-O2 -Wall' </dev/null >/dev/null 2>&1",
                MK, bear("make all")],
         include=None, exclude=[]),
    dict(name="batmand", lang="C", pkg="batmand", ver="0.3.2+74+g2f62b17-1", srcdir="batmand-0.3.2+74+g2f62b17",
         kind="B.A.T.M.A.N. mesh routing daemon, layer 3 (batmand: originator messages, sliding windows and "
              "bit arrays, routing table and HNA handling, tun/policy routing, the unix-socket client; per packet/"
              "originator)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile): make V=1 REVISION=debian-... PREFIX=/usr, with
         # -D_FILE_OFFSET_BITS=64 (the -flto and section flags left out)
         build=[MK, bear("make V=1 REVISION=debian-0.3.2+74+g2f62b17-1 PREFIX=/usr "
                         "CPPFLAGS=-D_FILE_OFFSET_BITS=64")],
         include=None, exclude=[]),
    dict(name="ossp-uuid", lang="C", pkg="ossp-uuid", ver="1.6.2-1.5", srcdir="ossp-uuid-1.6.2",
         kind="UUID generation library (OSSP uuid: DCE 1.1 version 1/3/4/5 UUIDs, MAC address discovery, "
              "MD5/SHA-1 name hashing, PRNG, 128-bit arithmetic, string import/export; the uuid CLI, the C++ "
              "class; per UUID)",
         seen="2026-12-07 (37)", apt=["libtool", "perl", "chrpath"],
         # debian/rules: dh (debhelper 7) with dh_autoreconf (aclocal; autoreconf -f -i); configure
         # --includedir=/usr/include/ossp --without-perl --without-dce --with-cxx; make (the Perl, PostgreSQL and
         # PHP bindings left out)
         build=["aclocal >/dev/null 2>&1 && " + AUTORECONF,
                conf("--includedir=/usr/include/ossp --without-perl --without-dce --with-cxx"), MK, BEAR],
         include=None, exclude=["perl/", "pgsql/", "php/"]),
    dict(name="libgssglue", lang="C", pkg="libgssglue", ver="0.7-1.1", srcdir="libgssglue-0.7",
         kind="GSS-API mechanism switch (libgssglue: the gssapi_mech.conf reader, dlopen of mechanisms, "
              "dispatch of every GSS-API call to the mechanism, union names and contexts, buffer and OID set "
              "helpers; per call)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13): touch ChangeLog, dh_autoreconf; configure; make. tests/ left out
         build=["touch ChangeLog && " + AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="bogofilter", lang="C", pkg="bogofilter", ver="1.2.5-1", srcdir="bogofilter-1.2.5",
         kind="Bayesian spam filter (bogofilter: MIME and header lexer (flex), token collection, Robinson-Fisher "
              "scoring, word list databases over Berkeley DB, bogoutil/bogotune/bogolexer, the charset and "
              "base64/qp decoders; per message/token)",
         seen="2026-12-07 (37)", apt=["flex", "libdb-dev", "libgsl-dev", "libsqlite3-dev", "libtokyocabinet-dev"],
         # debian/rules: dh --without autoreconf; three flavours (db, sqlite, tokyocabinet), each configured in a
         # build directory: the Berkeley DB one here, configured in the tree (--with-database=db --prefix=/usr
         # --sysconfdir=/etc AWK=awk); make. src/tests/ left out
         build=[conf("--with-database=db --prefix=/usr --sysconfdir=/etc AWK=awk"), MK, BEAR],
         include=None, exclude=["src/tests/"]),
    dict(name="libssw", lang="C", pkg="libssw", ver="1.1-13", srcdir="libssw-1.1",
         kind="Striped Smith-Waterman alignment library (SSW: SIMD (SSE2, through SIMDe) striped query "
              "profiles, 8/16-bit score passes, traceback and CIGAR; ssw-align; per alignment/column)",
         seen="2026-12-07 (37)", apt=["zlib1g-dev", "libsimde-dev", "help2man"],
         # debian/rules: dh (compat 13): make -C src default with -DSIMDE_ENABLE_OPENMP -fopenmp-simd -O3 appended
         # (the Java binding, make java, left out); demo/ left out
         build=[MK, bear("make -C src default CFLAGS='-g -O3 -DSIMDE_ENABLE_OPENMP -fopenmp-simd' "
                         "CXXFLAGS='-g -O3 -DSIMDE_ENABLE_OPENMP -fopenmp-simd'")],
         include=None, exclude=["demo/"]),
    dict(name="mingetty", lang="C", pkg="mingetty", ver="1.08-4", srcdir="mingetty-1.08",
         kind="Minimal getty for virtual consoles (mingetty: tty open and setup, issue file output, login name "
              "prompt, autologin, exec of login; per console/character)",
         seen="2026-12-07 (37)", apt=[],
         # debian/rules: dh (compat 13, a plain Makefile): make CFLAGS='... -D_PATH_LOGIN=/bin/login -D_GNU_SOURCE=1'
         build=[MK, bear("make CFLAGS='-O2 -Wall -W -pipe -D_GNU_SOURCE -D_PATH_LOGIN=\\\"/bin/login\\\" "
                         "-D_GNU_SOURCE=1'")],
         include=None, exclude=[]),
    dict(name="libvmdk", lang="C", pkg="libvmdk", ver="20200926-2", srcdir="libvmdk-20200926",
         kind="VMware Virtual Disk format library (libvmdk: descriptor file parser, sparse extent headers, grain directories and tables, grain cache, compressed grains, vmdkinfo/vmdkmount, pyvmdk; per grain/extent)",
         seen="2026-12-07 (37)", apt=["pkg-config", "libbfio-dev", "libfuse-dev", "zlib1g-dev", "python3-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 13, dh_autoreconf); configure
         # --disable-python2 --enable-python3; make (the libyal libraries it bundles are built only where no
         # system copy is found). tests/, ossfuzz/ and msvscpp/ left out
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/", "msvscpp/"]),
    dict(name="libsmraw", lang="C", pkg="libsmraw", ver="20181227-2", srcdir="libsmraw-20181227",
         kind="Storage media (split) RAW format library (libsmraw: segment file naming and handling, information files, pysmraw, smrawmount/smrawverify; per segment/chunk)",
         seen="2026-12-07 (37)", apt=["pkg-config", "libbfio-dev", "libfuse-dev", "python3-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 11, dh_autoreconf); configure
         # --disable-python2 --enable-python3; make (the libyal libraries it bundles are built only where no
         # system copy is found). tests/, ossfuzz/ and msvscpp/ left out
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/", "msvscpp/"]),
    dict(name="cryptsetup", lang="C", pkg="cryptsetup", ver="2:2.6.1-4~deb12u2", srcdir="cryptsetup-2.6.1",
         kind="Disk encryption setup (cryptsetup/libcryptsetup: LUKS1/LUKS2 headers and keyslots, JSON metadata, "
              "PBKDF benchmarking (argon2/pbkdf2), dm-crypt/dm-verity/dm-integrity tables over device-mapper, "
              "reencryption, TCRYPT/BitLocker/FileVault2 readers, tokens; per sector/keyslot/segment)",
         seen="2026-12-07 (37)", apt=["autopoint", "gettext", "libargon2-dev", "libblkid-dev", "libdevmapper-dev",
                            "libjson-c-dev", "libpopt-dev", "libselinux1-dev", "libsepol-dev", "libssh-dev",
                            "libssl-dev", "libtool", "pkg-config", "uuid-dev"],
         # debian/rules: dh (compat 13, dh_autoreconf); configure --libdir=/lib/x86_64-linux-gnu --sbindir=/sbin
         # --with-tmpfilesdir=/usr/lib/tmpfiles.d --enable-libargon2 --enable-shared --enable-cryptsetup-reencrypt,
         # here with --disable-asciidoc (the man pages build no C); make. Debian's own keyscripts (debian/) and
         # tests/ left out
         build=[AUTORECONF,
                conf("--libdir=/lib/x86_64-linux-gnu --sbindir=/sbin --with-tmpfilesdir=/usr/lib/tmpfiles.d "
                     "--enable-libargon2 --enable-shared --enable-cryptsetup-reencrypt --disable-asciidoc"),
                MK, BEAR],
         include=None, exclude=["tests/", "debian/"]),
]
