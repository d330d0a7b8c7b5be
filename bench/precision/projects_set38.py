"""Precision projects: held-out set 38 (session 38). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 38 (session 38, brief h31-set38)
# The draw, fixed at 2026-12-07 18:07:25 UTC before any build and any faultline run on any candidate
# (/work/set38/draw-order.txt; candidates /work/set38/candidates.txt, written from memory 17:41-17:42 UTC in seven
# batches (2028 names; 38 repeats, 546 excluded as names of sets corpus-37, recall.yaml, the skips.txt of sets 32-36 and
# the skipped-entries.py of sets 35-37), 346 left off by hand (huge, header-only, not C/C++): 1098 survivors; then a
# second codecs and media batch at 17:44 UTC (281 names; 13 repeats, 13 excluded, 60 left off: 195 survivors), a third
# mixed batch at 17:49 UTC (635 names; 34 repeats, 61 excluded, 120 left off: 420 survivors), the first passes giving
# almost nothing fetchable, and a databases batch at 18:06 UTC (109 names; 1 repeat, 2 excluded, 10 left off: 96
# survivors), none of the others being a fetchable database); versions pinned to bookworm(-updates/-security) by
# /work/set38/ver.py (ver2.py, ver3.py, ver4.py): 380 of 1098 (112 of 195, 231 of 420, 60 of 96) have no bookworm
# source (or map to a source already listed); fetchable by /work/set38/head.sh (head2.sh, head3.sh, head4.sh): 24 of 718
# (5 of 83, 20 of 189, 2 of 36); 9 then left off by hand (tmp/leaveoff-after-pinning.txt: mupdf (large, fonts from
# texlive-fonts-extra converted with afdko), pari-elldata, rsnapshot, php-pgsql/php-sqlite3 (php-defaults) (no C), stun
# (C++), nscd (glibc), rpm2cpio (rpm), pulseaudio-utils (pulseaudio) (huge or large)), and vis, written in the media
# batch for a music visualiser, is the vis editor: counted as a C CLI. So 42 (5 codecs, 4 media, 0 databases, 6
# scientific, 12 C CLIs, 9 daemons, 6 other C libraries). The weighted round-robin (codecs 3, media 3, databases 1,
# scientific 1, C CLIs 1, daemons 2, other C libraries 1) over the 42 fetchable names in list order, no pre-registered
# positions. Built in this order:
#  1 genromfs 0.5.2-4, 2 mtd-utils 1:2.1.5-1, 3 gifshuffle 2.0-1, 4 pango1.0 1.50.12+ds-1, 5 hp2xx 3.4.4-12,
#  6 openslide 3.4.1+dfsg-6+deb12u1, 7 xraylib 4.0.0+dfsg1-3, 8 datefudge 1.24, 9 ebtables 2.0.11-5,
#  10 arptables 0.0.5-3.1, 11 nspr 2:4.35-1, 12 mscompress 0.4-10, 13 efax 1:0.9a-21, 14 setcd 1.5-6.1,
#  15 sprng 2.0a-13, 16 spinner 1.2.4-6, 17 udptunnel 1.1-9, 18 rungetty 1.2-16.1, 19 libiberty 20230104-1,
#  20 gff2aplot 2.0-14, 21 cstream 4.0.0-1, 22 startpar 0.65-1, 23 rbldnsd 1.0~20210120-2, 24 capstone 4.0.2-5,
#  25 rtl-433 22.11-1, 26 vis 0.8-1, 27 bgpq3 0.1.36.1-1, 28 sendip 2.6-1, 29 lksctp-tools 1.0.19+dfsg-2,
#  30 chealpix 3.30.0-9, 31 dte 1.10-1, 32 dnscap 2.1.1-1, 33 apr 1.7.2-3+deb12u1, 34 libsharp 1.0.0-2,
#  35 9base 1:6-13, 36 apr-util 1.6.3-1+deb12u1, 37 zsh 5.9-4, 38 bash 5.2.15-2, 39 9mount 1.3+hg20170412-1,
#  40 disktype 9-12, 41 recoverjpeg 2.6.3-4, 42 recoverdm 0.20-8


PROJECTS = [
    # Set 38 as measured: draw positions 1-42 tried in order (pipeline.sh, 18:07:44-18:46:31 UTC, no new build at or
    # after 19:45); all 42 built and measured. Every entry written from the source tree's layout (/work/set38/src),
    # debian/rules and debian/control before its first build. No build failed or went over 900 s, so nothing was
    # corrected and no entry was moved out. docs/precision.md "Held-out check, set 38 (session 38)".
    dict(name="genromfs", lang="C", pkg="genromfs", ver="0.5.2-4", srcdir="genromfs-0.5.2",
         kind="ROM file system image builder (genromfs: walks a directory tree, writes romfs headers, file data, "
              "devices and links, alignment and padding; per file/block)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: plain rules (compat 12), $(MAKE) CFLAGS="-g -Wall -O2"; no configure
         build=[MK, bear("make CFLAGS='-g -Wall -O2'")],
         include=None, exclude=[]),
    dict(name="mtd-utils", lang="C", pkg="mtd-utils", ver="1:2.1.5-1", srcdir="mtd-utils-2.1.5",
         kind="Memory Technology Device utilities (flash_erase/nandwrite/nanddump/mtd_debug, UBI tools (ubiformat, "
              "ubinize, ubiupdatevol), mkfs.ubifs and mkfs.jffs2 with LZO/zlib/zstd compression, jffs2dump, "
              "flashcp; per eraseblock/page/node)",
         seen="2026-12-07 (38)", apt=["pkg-config", "zlib1g-dev", "libacl1-dev", "liblzo2-dev", "uuid-dev",
                                      "libzstd-dev", "libiniparser-dev", "libselinux1-dev", "libssl-dev"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure --with-selinux
         # --enable-unit-tests (the unit tests are built by `make check` only; --disable-unit-tests here, no
         # cmocka); make. tests/ left out
         build=[AUTORECONF, conf("--with-selinux --disable-unit-tests"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="gifshuffle", lang="C", pkg="gifshuffle", ver="2.0-1", srcdir="gifshuffle-2.0",
         kind="GIF colour map steganography (gifshuffle: GIF reading and writing, hides a message in the order of "
              "the colour map entries, Huffman compression and ICE encryption of the message; per image/colour)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh, no configure: make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="pango1.0", lang="C", pkg="pango1.0", ver="1.50.12+ds-1", srcdir="pango1.0-1.50.12+ds",
         kind="Text layout and rendering library (Pango: itemization, shaping through HarfBuzz, line breaking "
              "and justification, font selection over fontconfig/FreeType, attributes and markup, cairo and Xft "
              "renderers, pango-view; per paragraph/run/glyph)",
         seen="2026-12-07 (38)", apt=["meson", "help2man", "libcairo2-dev", "libfontconfig-dev", "libfreetype-dev",
                                      "libfribidi-dev", "libglib2.0-dev", "libharfbuzz-dev", "libthai-dev",
                                      "libx11-dev", "libxft-dev", "libxrender-dev", "libxt-dev"],
         # debian/rules: dh (compat 13, meson) -Dauto_features=enabled -Dgtk_doc=false (arch build)
         # -Dinstall-tests=true; here without introspection (no gobject-introspection; as gdk-pixbuf in set 37),
         # sysprof (a subproject download) and the installed tests; meson setup + ninja. tests/ left out
         build=["meson setup fl-build -Dauto_features=enabled -Dintrospection=disabled -Dsysprof=disabled "
                "-Dgtk_doc=false -Dinstall-tests=false >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="hp2xx", lang="C", pkg="hp2xx", ver="3.4.4-12", srcdir="hp2xx-3.4.4",
         kind="HP-GL plotter language converter (hp2xx: HP-GL parser and interpreter, vector and raster output "
              "(PCL, EPS, PNG, TIFF, JPEG, PBM, PCX, FIG, EMF...), line rasterization into a picture buffer, the X11 "
              "previewer; per HP-GL command/row)",
         seen="2026-12-07 (38)", apt=["libtiff-dev", "libpng-dev", "zlib1g-dev", "libjpeg-dev", "libx11-dev"],
         # debian/rules: dh (compat 13), no configure: make (the top Makefile runs make in sources/, whose
         # configuration Debian's patches set); doc/ (texinfo) is not built by make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="openslide", lang="C", pkg="openslide", ver="3.4.1+dfsg-6+deb12u1", srcdir="openslide-3.4.1+dfsg",
         kind="Whole-slide microscopy image library (OpenSlide: Aperio/Hamamatsu/Leica/MIRAX/Philips/Sakura/"
              "Trestle/Ventana/generic TIFF readers, JPEG/JPEG 2000/PNG/BMP tile decoding, the tile cache, region "
              "painting through cairo, SQLite and XML metadata; openslide-show-properties/-write-png; per tile/"
              "region)",
         seen="2026-12-07 (38)", apt=["libjpeg-dev", "libopenjp2-7-dev", "zlib1g-dev", "libtiff-dev",
                                      "libgtk2.0-dev", "libxml2-dev", "libsqlite3-dev", "libcairo2-dev",
                                      "libgdk-pixbuf-2.0-dev"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure --disable-silent-rules; make.
         # test/ (check programs, built by `make check`) left out
         build=[AUTORECONF, conf("--disable-silent-rules"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="xraylib", lang="C", pkg="xraylib", ver="4.0.0+dfsg1-3", srcdir="xraylib-4.0.0+dfsg1",
         kind="X-ray matter interaction cross sections library (xraylib: atomic data tables, photoionization/"
              "Rayleigh/Compton cross sections, fluorescence lines and yields, Compton profiles, compound parser, "
              "NIST compounds and radionuclides; per element/energy/line)",
         seen="2026-12-07 (38)", apt=["meson", "pkg-config"],
         # debian/rules: dh --without autoreconf -S meson (compat 13), -Dpython-bindings=enabled
         # -Dpython-numpy-bindings=enabled; here without the Python bindings (swig, cython: glue code, as
         # pocketsphinx in set 33) and the Fortran ones; meson setup + ninja. tests/ and cplusplus/ (the C++ header's
         # tests), example/ left out
         build=["meson setup fl-build -Dpython-bindings=disabled -Dpython-numpy-bindings=disabled "
                "-Dfortran-bindings=disabled >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/", "example/", "cplusplus/"]),
    dict(name="datefudge", lang="C", pkg="datefudge", ver="1.24", srcdir="datefudge-1.24",
         kind="Fake the system date for a program (datefudge.so: an LD_PRELOAD library shifting time/gettimeofday/"
              "clock_gettime results; the datefudge wrapper script; per call)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make (libarch from dpkg-architecture)
         build=[MK, bear("make libarch=x86_64-linux-gnu")],
         include=None, exclude=[]),
    dict(name="ebtables", lang="C", pkg="ebtables", ver="2.0.11-5", srcdir="ebtables-2.0.11",
         kind="Ethernet bridge frame table administration, legacy (ebtables-legacy/-restore/-save: rule parsing, "
              "the extension modules (ip/ip6/arp/vlan/mark/nat/log/among/limit/stp...), libebtc's table "
              "retrieval and replacement over setsockopt, the ebtablesd/ebtablesu pipe daemon; per rule/entry)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="arptables", lang="C", pkg="arptables", ver="0.0.5-3.1", srcdir="arptables-0.0.5",
         kind="ARP packet filter rule administration, legacy (arptables-legacy: rule parsing, the mangle/CLASSIFY/"
              "MARK extensions, libarptc's table retrieval, iteration and commit over setsockopt; per rule/entry)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="nspr", lang="C", pkg="nspr", ver="2:4.35-1", srcdir="nspr-4.35",
         kind="Netscape Portable Runtime (NSPR: threads, locks and condition variables, I/O layers and polling, "
              "sockets, file I/O, memory-mapped files, timers and intervals, the arena and hash libraries (plds), "
              "libc-like helpers (plc); per call/I/O)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh --sourcedirectory=nspr (compat 13, no autoreconf: its configure is not
         # autoconf-generated from a configure.ac), configure --enable-optimize --disable-debug
         # --enable-debug-symbols --enable-64bit --prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu in nspr/; make
         # in nspr/. The test programs (nspr/pr/tests/, nspr/lib/tests/: not built by make) and the C++ wrappers
         # (pr/src/cplus, not built) left out
         build=["cd nspr && CFLAGS='-g -O2 -Wall -pipe' ./configure --enable-optimize --disable-debug "
                "--enable-debug-symbols --enable-64bit --prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu "
                ">/dev/null 2>&1",
                MK, bear("make -C nspr -j2")],
         include=None, exclude=["nspr/pr/tests/", "nspr/lib/tests/", "nspr/pr/src/cplus/"]),
    dict(name="mscompress", lang="C", pkg="mscompress", ver="0.4-10", srcdir="mscompress-0.4",
         kind="Microsoft compress.exe/expand.exe format tools (mscompress/msexpand: LZ77 (LZSS) compression with a "
              "4 KiB ring buffer and the SZDD header, expansion; per file/byte)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates; no configure shipped); configure; make.
         # test/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="efax", lang="C", pkg="efax", ver="1:0.9a-21", srcdir="efax-0.9a",
         kind="Fax send/receive and conversion (efax: Class 1/2 fax modem protocol, T.4 (G3) encoding and "
              "decoding; efix: conversion between fax, PBM, PGM, PCL and PostScript with scaling; per scan line/"
              "page)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), `make efax` and `make efix` with CFLAGS += -Wall -DDEBIAN -fcommon;
         # no configure
         build=[MK, bear("make efax efix CFLAGS='-g -O2 -Wall -DDEBIAN -fcommon'")],
         include=None, exclude=[]),
    dict(name="setcd", lang="C", pkg="setcd", ver="1.5-6.1", srcdir="setcd-1.5",
         kind="CD-ROM drive settings tool (setcd: speed, spin-down, locking, auto-eject/close and slot options "
              "through CD-ROM ioctls; per option)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), `make setcd` with the build flags; no configure
         build=[MK, bear("make setcd CFLAGS='-g -O2'")],
         include=None, exclude=[]),
    dict(name="sprng", lang="C", pkg="sprng", ver="2.0a-13", srcdir="sprng-2.0a",
         kind="Scalable parallel pseudo-random number generator library (SPRNG 2: LCG, 64-bit LCG, lagged "
              "Fibonacci, combined multiple recursive, multiplicative lagged Fibonacci and prime modulus LCG "
              "generators, stream spawning and seeding, packing, checking; per number/stream)",
         seen="2026-12-07 (38)", apt=["libgmp-dev"],
         # debian/rules: plain rules, `dh_auto_build -- src` (`make src`: the library only, no examples or
         # tests), with its make.CHOICES (GENERIC, PMLCG with GMP)
         build=[MK, bear("make src")],
         include=None, exclude=[]),
    dict(name="spinner", lang="C", pkg="spinner", ver="1.2.4-6", srcdir="spinner-1.2.4",
         kind="Keep-alive spinner for terminals (spinner: prints a rotating character or a message to a tty at an "
              "interval, optionally while a command runs; per tick)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 12, so dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="udptunnel", lang="C", pkg="udptunnel", ver="1.1-9", srcdir="udptunnel-1.1",
         kind="UDP over TCP tunnel (udptunnel: server and client ends, UDP datagrams framed over a TCP connection "
              "and back, RTP/RTCP port pairs; per packet)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="rungetty", lang="C", pkg="rungetty", ver="1.2-16.1", srcdir="rungetty-1.2",
         kind="Minimal console getty that can run any program (rungetty: tty open and setup, /etc/issue output, "
              "autologin or a given program with user/group switching; per console/character)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh, no configure: make (install with ROOT=debian/rungetty)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libiberty", lang="C", pkg="libiberty", ver="20230104-1", srcdir="libiberty-20230104",
         kind="GNU libiberty (the GCC/binutils support library: C++ and D demanglers, hash tables, splay trees, "
              "obstacks, pex process execution, regex, argv/concat/xmalloc helpers, md5/sha1/crc32, simple "
              "object file reading and writing (ELF/COFF/Mach-O/XCOFF); per call/symbol)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: plain rules (debhelper 11): dh_autoreconf, then ../libiberty/configure --prefix=/usr
         # --disable-multilib --enable-install-libiberty CFLAGS=-fPIC... in build/; make -C build. Here the
         # shipped libiberty/configure (dh_autoreconf finds no configure.ac at the top and no debian/autoreconf
         # list, so it regenerates nothing). libiberty/testsuite/ (built by `make check` only) left out
         build=["mkdir -p build && cd build && ../libiberty/configure --prefix=/usr --disable-multilib "
                "--enable-install-libiberty CFLAGS='-fPIC -g -O2' >/dev/null 2>&1",
                MK, bear("make -C build -j2")],
         include=None, exclude=["libiberty/testsuite/"]),
    dict(name="gff2aplot", lang="C", pkg="gff2aplot", ver="2.0-14", srcdir="gff2aplot-2.0",
         kind="Pairwise alignment plots for genomic sequences (gff2aplot's C part, ali2gff: converts alignment "
              "program output (BLAST/SIM/ALIGN records) to GFF; the plotting scripts are Perl; per record/line)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make (the top Makefile builds src/ali2gff/ali2gff and
         # copies the Perl scripts into bin/)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="cstream", lang="C", pkg="cstream", ver="4.0.0-1", srcdir="cstream-4.0.0",
         kind="General-purpose stream handling tool (cstream: dd-like copying with a chosen block size, bandwidth "
              "limiting, data generation and sinking, FIFO creation, progress reports, audio device setup; per "
              "block)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make. tests/ (scripts) not C
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="startpar", lang="C", pkg="startpar", ver="0.65-1", srcdir="startpar-0.65",
         kind="Parallel boot script runner (startpar: runs init scripts in parallel from makefile-style "
              "dependencies (.depend.boot/start/stop), output buffering per script through ptys, load-based "
              "limits; per script/output chunk)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 12), no configure: make with the build flags as EXTRA*FLAGS.
         # compiletest.cc (a header check, not built by make) and testsuite/ left out
         build=[MK, BEAR],
         include=None, exclude=["compiletest.cc", "testsuite/"]),
    dict(name="rbldnsd", lang="C", pkg="rbldnsd", ver="1.0~20210120-2", srcdir="rbldnsd-1.0~20210120",
         kind="Small DNS server for DNS-based block lists (rbldnsd: zone data loading (ip4set/ip4trie/ip6trie/"
              "dnset/generic/combined datasets, gzip-compressed files), periodic reloads, query parsing and "
              "answer packing, ACLs, statistics; per query/zone line)",
         seen="2026-12-07 (38)", apt=["libsystemd-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh (compat 13; its own configure, not autoconf, so nothing to regenerate), configure
         # --enable-systemd --enable-zlib with the build flags; make
         build=["CFLAGS='-g -O2' ./configure --enable-systemd --enable-zlib >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="capstone", lang="C", pkg="capstone", ver="4.0.2-5", srcdir="capstone-4.0.2",
         kind="Multi-architecture disassembly framework (Capstone 4: instruction decoders generated from LLVM "
              "tables for ARM/AArch64/M68K/MIPS/PowerPC/SPARC/SystemZ/X86/XCore/TMS320C64x/M680X/EVM, instruction "
              "printers, detail operands, SStream formatting; cstool; per instruction)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh --with python3 (compat 13), make with LIBDIRARCH=lib/x86_64-linux-gnu (all
         # architectures, not diet); the Python bindings (bindings/python, pybuild) are not built here. tests/,
         # suite/, bindings/, contrib/, xcode/, msvc/, windows*/ left out (not built by make)
         build=[MK, bear("make LIBDIRARCH=lib/x86_64-linux-gnu V=1")],
         include=None, exclude=["tests/", "suite/", "bindings/", "contrib/", "xcode/", "msvc/", "windows"]),
    dict(name="rtl-433", lang="C", pkg="rtl-433", ver="22.11-1", srcdir="rtl-433-22.11",
         kind="ISM band radio decoder (rtl_433: RTL-SDR/SoapySDR sample input, AM/FM demodulation, pulse "
              "detection and slicing, some 200 device decoders (weather stations, sensors, remotes), data output "
              "as JSON/CSV/MQTT/InfluxDB/syslog, the HTTP API; per sample buffer/pulse train/message)",
         seen="2026-12-07 (38)", apt=["cmake", "pkg-config", "librtlsdr-dev", "libsoapysdr-dev"],
         # debian/rules: dh (compat 13, cmake; configure.ac moved aside so only CMake is used); CMake configure
         # (the documentation off). tests/ left out
         build=[CMAKE + " -DBUILD_DOCUMENTATION=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="vis", lang="C", pkg="vis", ver="0.8-1", srcdir="vis-0.8",
         kind="Modal text editor with structural regular expressions (vis: piece-table text storage with "
              "mmapped files, undo tree, marks and registers, sam command language, vi motions/operators/text "
              "objects, TRE regex search, curses/vt100 UI, Lua scripting and syntax highlighting; per key/edit/"
              "line)",
         seen="2026-12-07 (38)", apt=["libacl1-dev", "liblua5.3-dev", "libncursesw5-dev", "libselinux1-dev", "libtermkey-dev",
                            "libtre-dev", "pkg-config", "lua-lpeg"],
         # debian/rules: dh (compat 13), its own (not autoconf) configure --prefix=/usr; make. test/ (a
         # separate suite run by `make test`) left out
         build=["./configure --prefix=/usr >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="bgpq3", lang="C", pkg="bgpq3", ver="0.1.36.1-1", srcdir="bgpq3-0.1.36.1",
         kind="BGP filter generator from IRR data (bgpq3: whois/IRRd queries for AS-SETs and route objects, "
              "pipelined requests, prefix tree aggregation, Cisco/Juniper/BIRD/JSON/OpenBGPD/Nokia output; per "
              "reply line/prefix)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates from configure.in); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="sendip", lang="C", pkg="sendip", ver="2.6-1", srcdir="sendip-2.6",
         kind="Arbitrary IP packet sender (sendip: option parsing into per-protocol modules (IPv4/IPv6/ICMP/TCP/"
              "UDP/RIP/RIPng/NTP/BGP), packet assembly from files or command-line data, checksums, raw socket "
              "send; per packet/module)",
         seen="2026-12-07 (38)", apt=["help2man"],
         # debian/rules: dh (compat 12), no configure: make with PREFIX=/usr
         # LIBDIR=/usr/lib/x86_64-linux-gnu/sendip exported
         build=[MK, bear("make PREFIX=/usr LIBDIR=/usr/lib/x86_64-linux-gnu/sendip")],
         include=None, exclude=["contrib/"]),
    dict(name="lksctp-tools", lang="C", pkg="lksctp-tools", ver="1.0.19+dfsg-2", srcdir="lksctp-tools-1.0.19+dfsg",
         kind="Linux kernel SCTP user-space tools and library (libsctp: sctp_bindx/connectx/sendmsg/recvmsg/peeloff "
              "wrappers; libwithsctp (TCP-to-SCTP preload); sctp_darn/sctp_test/sctp_status and the example "
              "programs (myftp, nagle tests, xconnect); per message/association)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make. src/func_tests/ (the
         # kernel functional tests) left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["src/func_tests/"]),
    dict(name="chealpix", lang="C", pkg="chealpix", ver="3.30.0-9", srcdir="chealpix-3.30.0",
         kind="HEALPix sky pixelisation library, C part (chealpix: angle/vector/pixel conversions in RING and "
              "NESTED schemes, nside/npix helpers, FITS map reading and writing through CFITSIO; per pixel/map)",
         seen="2026-12-07 (38)", apt=["pkg-config", "libcfitsio-dev"],
         # debian/rules: dh (compat 12, so dh_autoreconf regenerates); configure; make. test_chealpix.c
         # (built by `make check` only) left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test_chealpix.c"]),
    dict(name="dte", lang="C", pkg="dte", ver="1.10-1", srcdir="dte-1.10",
         kind="Small configurable terminal text editor (dte: block-list text buffers, file loading and saving "
              "with encoding conversion, undo history, syntax highlighting state machines, search and replace "
              "(regex), command language, terminal output and key input, spell/ctags/compile helpers; per "
              "key/edit/line)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make with prefix=/usr V=1. test/ (built by `make check`
         # only) left out
         build=[MK, bear("make prefix=/usr V=1")],
         include=None, exclude=["test/"]),
    dict(name="dnscap", lang="C", pkg="dnscap", ver="2.1.1-1", srcdir="dnscap-2.1.1",
         kind="DNS traffic capture utility (dnscap: libpcap capture of DNS over UDP/TCP with IP fragment and TCP "
              "stream reassembly, selection by address/query/rcode, pcap dump files with rotation and "
              "compression, the plugins (rssm, rzkeychange, anonymisation, txtout, cryptopan, eventlog...); per "
              "packet/dump file)",
         seen="2026-12-07 (38)", apt=["libldns-dev", "libpcap-dev", "libssl-dev", "libyaml-perl", "zlib1g-dev"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make (the plugins included).
         # the plugins' test scripts are no C
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="apr", lang="C", pkg="apr", ver="1.7.2-3+deb12u1", srcdir="apr-1.7.2",
         kind="Apache Portable Runtime (APR: memory pools and allocators, file I/O, network I/O and pollsets, "
              "threads and locks, shared memory, mmap, DSOs, process management, tables/hashes/rings, string "
              "and time helpers, encoding; per pool/call/I/O)",
         seen="2026-12-07 (38)", apt=["autoconf", "mawk", "uuid-dev", "libtool", "python3", "libsctp-dev"],
         # debian/rules: dh -Bdebian/build (compat 13), dh_autoreconf ./buildconf, configure
         # --enable-layout=Debian --includedir=/usr/include/apr-1.0 --libdir=/usr/lib/x86_64-linux-gnu
         # --enable-nonportable-atomics --enable-allocator-uses-mmap ac_cv_prog_AWK=mawk (in debian/build; here in
         # the tree); make. test/ (built by `make check`) left out
         build=["./buildconf >/dev/null 2>&1",
                conf("--enable-layout=Debian --includedir=/usr/include/apr-1.0 "
                     "--libdir=/usr/lib/x86_64-linux-gnu --enable-nonportable-atomics --enable-allocator-uses-mmap "
                     "ac_cv_prog_AWK=mawk"),
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libsharp", lang="C", pkg="libsharp", ver="1.0.0-2", srcdir="libsharp-1.0.0",
         kind="Spherical harmonic transforms library (libsharp: SHT synthesis and analysis with SIMD kernels, "
              "ring and Gauss/ECP/HEALPix geometry, a_lm layouts, Legendre recursions, pocketfft FFTs of the rings, "
              "OpenMP/MPI parallelism; per ring/chunk/transform)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 12, so dh_autoreconf regenerates); configure with CFLAGS += -ffast-math
         # -DMULTIARCH (amd64); make
         build=[AUTORECONF, conf("CFLAGS='-g -O2 -ffast-math -DMULTIARCH'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="9base", lang="C", pkg="9base", ver="1:6-13", srcdir="9base-6",
         kind="Plan 9 userland tools ported to Unix (9base: lib9 (print, fmt, utf, bio buffered I/O, regexp), rc "
              "shell, mk, sam, ed, awk, sed, grep, sort, troff, hoc, bc/dc, diff, tail, tr, yacc...; per line/"
              "record/file)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make with CFLAGS += -fcommon and the path defines,
         # PREFIX=/usr/lib/plan9 STRIP=true; here the build flags through the environment, so each
         # Makefile's own `CFLAGS +=` (-c -I. -DPREFIX..., troff's defines) still apply
         build=[MK, bear("env CFLAGS='-g -O2 -fcommon' make PREFIX=/usr/lib/plan9 STRIP=true")],
         include=None, exclude=[]),
    dict(name="apr-util", lang="C", pkg="apr-util", ver="1.6.3-1+deb12u1", srcdir="apr-util-1.6.3",
         kind="APR utility library (apr-util: bucket brigades, DBD drivers (SQLite3/PostgreSQL/MySQL/ODBC), DBM "
              "(Berkeley DB/GDBM/SDBM), crypto (OpenSSL), LDAP, memcache and redis clients, XML (expat), "
              "base64/MD5/SHA1/UUID, URI parsing, xlate, queues, reslists; per bucket/row/call)",
         seen="2026-12-07 (38)", apt=["autoconf", "mawk", "libldap2-dev", "libexpat1-dev", "libdb-dev", "libgdbm-dev",
                            "libapr1-dev", "libsqlite3-dev", "libpq-dev", "default-libmysqlclient-dev",
                            "unixodbc-dev", "libssl-dev"],
         # debian/rules: dh -Bdebian/build (compat 11, so dh_autoreconf), ./buildconf --with-apr=<libapr1-dev's
         # build directory>, configure --with-apr=/usr/bin/apr-1-config --enable-layout=Debian ... --with-ldap
         # --with-dbm=db53 (libdb-dev 5.3) --with-sqlite3 --with-pgsql=/usr --with-gdbm --without-sqlite2 --with-berkeley-db
         # --with-mysql=/usr --with-odbc=/usr --with-openssl=/usr --with-crypto ac_cv_prog_AWK=mawk
         # ac_cv_func_pthread_mutexattr_setpshared=no ac_cv_func_sem_open=no (in debian/build; here in the tree);
         # make. test/ (built by `make check`) left out
         build=["./buildconf --with-apr=$(apr-1-config --srcdir) >/dev/null 2>&1",
                conf("--with-apr=/usr/bin/apr-1-config --enable-layout=Debian --includedir=/usr/include/apr-1.0 "
                     "--libdir=/usr/lib/x86_64-linux-gnu --with-ldap=yes --with-dbm=db53 --with-sqlite3 "
                     "--with-pgsql=/usr --with-gdbm --without-sqlite2 --with-berkeley-db --with-mysql=/usr "
                     "--with-odbc=/usr --with-openssl=/usr --with-crypto ac_cv_prog_AWK=mawk "
                     "ac_cv_func_pthread_mutexattr_setpshared=no ac_cv_func_sem_open=no"),
                MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="zsh", lang="C", pkg="zsh", ver="5.9-4", srcdir="zsh-5.9",
         kind="Z shell (zsh: lexer and parser, word code execution, job control, parameter and glob expansion, "
              "history, the ZLE line editor and completion system, loadable modules (zpty, zftp, stat, files, "
              "mapfile, db/gdbm, pcre, regex, net/tcp, system...); per line/command/completion)",
         seen="2026-12-07 (38)", apt=["libcap-dev", "libelf-dev", "libgdbm-dev", "libncurses-dev", "libpcre3-dev", "groff",
                            "bsdextrautils"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), two builds: the dynamic one here (obj/,
         # configure --prefix=/usr --enable-maildir-support --enable-max-jobtable-size=256 --enable-etcdir=/etc/zsh
         # --enable-function-subdirs ... --with-tcsetpgrp --enable-gdbm --with-term-lib="ncursesw tinfo"
         # --enable-cap --enable-pcre --enable-readnullcmd=pager --disable-ansi2knr), not the static one; make
         # in obj/. Test/ (scripts) is no C
         build=[AUTORECONF,
                "mkdir -p obj && cd obj && ../configure --prefix=/usr --mandir=/usr/share/man --bindir=/bin "
                "--infodir=/usr/share/info --enable-maildir-support --enable-max-jobtable-size=256 "
                "--enable-etcdir=/etc/zsh --enable-function-subdirs "
                "--enable-site-fndir=/usr/local/share/zsh/site-functions --enable-fndir=/usr/share/zsh/functions "
                "--enable-runhelpdir=/usr/share/zsh/help --with-tcsetpgrp --enable-gdbm "
                "--with-term-lib='ncursesw tinfo' --enable-cap --enable-pcre --enable-readnullcmd=pager "
                "--disable-ansi2knr CFLAGS='-g -O2 -Wall' >/dev/null 2>&1",
                MK, bear("make -C obj -j2")],
         include=None, exclude=[]),
    dict(name="bash", lang="C", pkg="bash", ver="5.2.15-2", srcdir="bash-5.2.15",
         kind="GNU Bourne Again SHell (bash: parser, word expansion and substitution, command execution, job "
              "control, builtins, variables and arrays, history, programmable completion, the bundled readline, "
              "glob, tilde and sh support libraries; per line/command/word)",
         seen="2026-12-07 (38)", apt=["bison", "libncurses5-dev", "gettext", "sharutils", "autoconf", "autotools-dev"],
         # debian/rules: plain rules (debhelper 11, no dh_autoreconf), the shared build (build-bash/: configure
         # --enable-largefile --prefix=/usr --infodir=/usr/share/info --mandir=/usr/share/man
         # --without-bash-malloc --build x86_64-linux-gnu, the bundled readline) with CFLAGS -Wall; make in
         # build-bash/. Not the static build, the docs, the loadable builtins examples or Debian's
         # clear_console (examples/, tests/, debian/ left out)
         build=["mkdir -p build-bash && cd build-bash && ../configure --enable-largefile --prefix=/usr "
                "--infodir=/usr/share/info --mandir=/usr/share/man --without-bash-malloc "
                "--build x86_64-linux-gnu CFLAGS='-g -O2 -Wall' >/dev/null 2>&1",
                MK, bear("make -C build-bash -j2")],
         include=None, exclude=["examples/", "tests/", "debian/"]),
    dict(name="9mount", lang="C", pkg="9mount", ver="1.3+hg20170412-1", srcdir="9mount-1.3+hg20170412",
         kind="Plan 9 9P file system mounting tools for users (9mount/9bind/9umount: setuid wrappers checking "
              "the user's rights, building the v9fs mount options, mount(2)/umount(2); per invocation)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 11), make CFLAGS="$(CFLAGS)"; no configure
         build=[MK, bear("make CFLAGS='-g -O2'")],
         include=None, exclude=[]),
    dict(name="disktype", lang="C", pkg="disktype", ver="9-12", srcdir="disktype-9",
         kind="Disk and disk image format detector (disktype: reads sectors of a device or image through a "
              "source/buffer layer with compressed (cloop/gzip) and CD image sources, detects partition tables, "
              "file systems, archives and boot loaders; per sector/format)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="recoverjpeg", lang="C", pkg="recoverjpeg", ver="2.6.3-4", srcdir="recoverjpeg-2.6.3",
         kind="JPEG and MOV recovery from damaged media (recoverjpeg: scans a device or image in blocks for JPEG "
              "markers and copies out each picture; recovermov (C++): QuickTime atoms; per block/file)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates); configure; make. Here `make -C src`: the
         # programs only (doc/ needs pandoc for the man pages and builds no C)
         build=[AUTORECONF, CONF, MK, bear("make -C src")],
         include=None, exclude=["tests/"]),
    dict(name="recoverdm", lang="C", pkg="recoverdm", ver="0.20-8", srcdir="recoverdm-0.20",
         kind="Data recovery from damaged disks and CDs (recoverdm: sector-by-sector reads with retries and "
              "CD-ROM raw reads, skipping bad blocks, writing the image and a bad-sector list; mergebad: merges "
              "images; per sector/block)",
         seen="2026-12-07 (38)", apt=[],
         # debian/rules: dh (compat 13), no configure: make
         build=[MK, BEAR],
         include=None, exclude=[]),
]
