"""Precision projects: held-out set 30 (session 30). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 30 (session 30, brief h22-set30)
# The draw, fixed at 2026-12-06 15:50:20 UTC before any build and any faultline run on any candidate
# (/work/set30/draw-order.txt; candidates /work/set30/candidates.txt, written from memory 15:43-15:49 UTC in two
# batches: 320 names, the first 40 surviving per kind after the exclusions and the names left off by hand, then, as
# batch 1 gave 52 fetchable names and none of databases, the next up-to-25 surviving names per kind of the same
# written list (156 names: 24 codecs, 25 media, 2 databases, 5 C++ libraries, 25 each of the others); versions
# pinned to bookworm(-updates/-security) by /work/set30/ver.py: 106 + 67 have no bookworm source; fetchable by
# /work/set30/head.sh: 52 of 214 + 11 of 89; no database is fetchable). The weighted round-robin (codecs 2, media 2,
# databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 63 fetchable names
# in list order, no pre-registered positions. Built in this order:
#  1 lodepng 0.0~git20220618.b4ed2cd-3, 2 libcdaudio 0.99.12p2-15, 3 sndio 1.9.0-0.3, 4 bpm-tools 0.3-4, 5
#  sqlitecpp 3.2.1-1, 6 gmp 2:6.2.1+dfsg1-1.1, 7 buffer 1.19-12, 8 pimd 2.3.2-3, 9 dwarfutils 20210528-1, 10
#  apngasm 2.91-4, 11 jpegpixi 1.1.1-5, 12 libva 2.17.0-1, 13 freeimage 3.18.0+ds2-9+deb12u1, 14 pari 2.15.2-1, 15
#  pipemeter 1.1.5-1.1, 16 openbgpd 7.7-2, 17 libutempter 1.2.1-3, 18 libmms 0.6.4-3, 19 codegroup 19981025-9, 20
#  meshoptimizer 0.18+dfsg-2, 21 exonerate 2.4.0-5, 22 bar 1.11.1-4, 23 rng-tools5 5-4.1, 24 mbedtls 2.28.3-1, 25
#  innoextract 1.9-0.1, 26 nifticlib 3.0.1-9, 27 daligner 1.0+git20221215.bd26967-1, 28 bonnie++ 2.00a+nmu1, 29 rp-
#  pppoe 3.15-2, 30 wolfssl 5.5.4-2+deb12u3, 31 libminc 2.4.05-4, 32 libemf2svg 1.1.0+ds-3, 33 damapper
#  0.0+git20210330.ab45103-1, 34 tar 1.34+dfsg-1.2+deb12u1, 35 pptp-linux 1.10.0-1, 36 keyutils 1.6.3-2, 37 zint
#  2.11.1-1, 38 dmtx-utils 0.7.6-1.1, 39 dascrubber 1.1-4, 40 cdpr 2.4-3, 41 xmlsec1 1.2.37-2, 42 libvidstab
#  1.1.0-2, 43 trf 4.09.1-6, 44 multipath-tools 0.9.4-3+deb12u2, 45 libcork 1.0.0~rc3-3, 46 snap 2013-11-29-11, 47
#  vblade 25-1, 48 libhx 4.10-1, 49 aoetools 36-5, 50 ngtcp2 0.12.1+dfsg-1+deb12u1, 51 rtorrent 0.9.8-1, 52 nghttp3
#  0.8.0-2, 53 dhcping 1.2-5, 54 libslirp 4.7.0-1, 55 dhcp-helper 1.2-3.1, 56 libvncserver 0.9.14+dfsg-1+deb12u2,
#  57 nullidentd 1.0-5, 58 libcacard 1:2.8.0-3, 59 cntlm 0.92.3-1.2, 60 libnbd 1.14.2-1, 61 libsignal-protocol-c
#  2.3.3-3, 62 re 0.1-7, 63 libblockdev 2.28-2+deb12u1


PROJECTS = [
    # Set 30 as measured: draw positions 1-63 built in order (pipeline.sh, pipeline2.sh, pipeline3.sh, to the end of the
    # list, 15:51-16:43 UTC); 60 projects. Each batch of entries written from the source tree's layout (/work/set30/src),
    # debian/rules and debian/control before its first build. Corrected once after a failed first build, before any
    # faultline output: tar, libcork, libblockdev. Skipped (over 330 s, before any faultline output): gmp (6),
    # exonerate (21). Not in the set: innoextract (25; fast mode exits 2 on a source its CMake configure lists but only
    # its build generates). Those three entries are kept in /work/set30/skipped-entries.py. libvidstab (42) was built
    # out of order, after 46 (a bug of pipeline.sh). docs/precision.md "Held-out check, set 30 (session 30)".
    dict(name="lodepng", lang="C++", pkg="lodepng", ver="0.0~git20220618.b4ed2cd-3",
         srcdir="lodepng-0.0~git20220618.b4ed2cd",
         kind="PNG encoder/decoder in one file (lodepng: zlib inflate/deflate, PNG chunks, filters, colour "
              "conversion; per pixel/scanline/chunk) + lodepng_util and the pngdetail tool",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: compiles lodepng.cpp alone into liblodepng.so.0; the upstream Makefile's pngdetail target adds
         # lodepng_util.cpp and pngdetail.cpp (unit test, benchmark, fuzzer and the SDL example left out)
         build=[MK, bear("make pngdetail")],
         include=None, exclude=["lodepng_unittest.cpp", "lodepng_benchmark.cpp", "lodepng_fuzzer.cpp", "examples/"]),
    dict(name="libcdaudio", lang="C", pkg="libcdaudio", ver="0.99.12p2-15", srcdir="libcdaudio-0.99.12p2",
         kind="CD audio control library (libcdaudio: CD-ROM ioctls, CDDB/CD Index lookups over HTTP, cover art, "
              "changer; per track/line/entry)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh (compat 13: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="sndio", lang="C", pkg="sndio", ver="1.9.0-0.3", srcdir="sndio-1.9.0",
         kind="Sound and MIDI server and library (sndio: libsndio ALSA/OSS backends, sndiod server with its "
              "mixing/resampling/conversion, aucat, midicat, sndioctl; per block/sample/message)",
         seen="2026-12-06 (31)", apt=["libasound2-dev", "libbsd-dev"],
         # debian/rules: its own ./configure (not autoconf) with --privsep-user=sndiod --with-libbsd; make
         build=[conf("--prefix=/usr --privsep-user=sndiod --with-libbsd"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="bpm-tools", lang="C", pkg="bpm-tools", ver="0.3-4", srcdir="bpm-tools-0.3",
         kind="Beats-per-minute detector (bpm: reads raw float samples from stdin, energy envelope, interval scan; "
              "per sample/block) (one C file; bpm-graph/bpm-tag are shell scripts)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, dh_auto_build = make (bpm from bpm.c)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="sqlitecpp", lang="C++", pkg="sqlitecpp", ver="3.2.1-1", srcdir="sqlitecpp-3.2.1",
         kind="C++ wrapper of SQLite (SQLiteCpp: Database, Statement, Column, Transaction, Savepoint, Backup; per "
              "row/column/step)",
         seen="2026-12-06 (31)", apt=["libsqlite3-dev"],
         # debian/rules: dh cmake -DSQLITECPP_INTERNAL_SQLITE=off (+ tests on native builds); configure only; the
         # tests, the bundled sqlite3/ and googletest/ left out; cpplint/cppcheck runs off
         build=[CMAKE + " -DSQLITECPP_INTERNAL_SQLITE=OFF -DSQLITECPP_BUILD_TESTS=OFF -DSQLITECPP_RUN_CPPLINT=OFF "
                "-DSQLITECPP_RUN_CPPCHECK=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "sqlite3/", "googletest/", "examples/"]),
    dict(name="buffer", lang="C", pkg="buffer", ver="1.19-12", srcdir="buffer-1.19",
         kind="Double-buffering reblocker for tapes (buffer: reader/writer processes over SysV shared memory and "
              "semaphores; per block)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: make CFLAGS=...
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="pimd", lang="C", pkg="pimd", ver="2.3.2-3", srcdir="pimd-2.3.2",
         kind="PIM-SM multicast routing daemon (pimd: PIM/IGMP packet handling, RP sets, multicast routing table, "
              "kernel MRT, config parser, timers; per packet/entry/vif)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: its own ./configure --prefix=/usr --sysconfdir=/etc; make
         build=[conf("--prefix=/usr --sysconfdir=/etc"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="dwarfutils", lang="C", pkg="dwarfutils", ver="20210528-1", srcdir="dwarfutils-20210528",
         kind="DWARF reader library and dumper (libdwarf: section loaders, DIE/line/frame/abbrev readers; dwarfdump: "
              "printers and checks; per DIE/entry/section)",
         seen="2026-12-06 (31)", apt=["libelf-dev", "zlib1g-dev"],
         # debian/rules: plain dh (compat 13: dh_autoreconf regenerates); configure --enable-shared; make
         # (dwarfgen and dwarfexample are off by default)
         build=[AUTORECONF, conf("--enable-shared"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="apngasm", lang="C++", pkg="apngasm", ver="2.91-4", srcdir="apngasm-2.91",
         kind="Animated PNG assembler (apngasm: frame loading, palette/colour reduction, frame diffing, "
              "deflate via zlib/7-zip/zopfli, APNG writer; per pixel/frame/row) with its bundled 7-zip deflate",
         seen="2026-12-06 (31)", apt=["libpng-dev", "zlib1g-dev", "libzopfli-dev"],
         # debian/rules: plain dh, dh_auto_build = make (Debian's patches: system libzopfli, flags); the bundled
         # libpng/ zlib/ zopfli/ copies are not built
         build=[MK, BEAR],
         include=None, exclude=["libpng/", "zlib/", "zopfli/"]),
    dict(name="jpegpixi", lang="C", pkg="jpegpixi", ver="1.1.1-5", srcdir="jpegpixi-1.1.1",
         kind="JPEG hot-pixel interpolator (jpegpixi, jpeghotp: DCT-block level pixel interpolation, hot-pixel "
              "finder; per block/pixel)",
         seen="2026-12-06 (31)", apt=["libjpeg-dev"],
         # debian/rules: plain dh (compat 13: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libva", lang="C", pkg="libva", ver="2.17.0-1", srcdir="libva-2.17.0",
         kind="Video Acceleration API loader (libva: driver loading, VA entry points, trace/fool layers, "
              "DRM/X11/GLX/Wayland back ends; per buffer/surface/call)",
         seen="2026-12-06 (31)", apt=["libdrm-dev", "libgl-dev", "libwayland-dev", "libx11-dev", "libx11-xcb-dev",
                            "libxcb-dri3-dev", "libxcb1-dev", "libxext-dev", "libxfixes-dev"],
         # debian/rules: dh (compat 13; no configure shipped: dh_autoreconf, then the autoconf build) with
         # --enable-va-messaging; make
         build=[AUTORECONF, conf("--enable-va-messaging"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="freeimage", lang="C++", pkg="freeimage", ver="3.18.0+ds2-9+deb12u1", srcdir="freeimage-3.18.0+ds2",
         kind="Image I/O library (FreeImage: format plugins BMP/PNG/JPEG/TIFF/EXR/J2K/JXR/RAW/WebP/PSD/..., "
              "conversions, rescale, metadata, multipage; per pixel/scanline/tag) + FreeImagePlus",
         seen="2026-12-06 (31)", apt=["dos2unix", "libjpeg-dev", "libjxr-dev", "libopenexr-dev", "libopenjp2-7-dev",
                            "libpng-dev", "libraw-dev", "libtiff-dev", "libwebp-dev", "zlib1g-dev"],
         # debian/rules: gen-src-list (gensrclist.sh, genfipsrclist.sh, dos2unix), then make (Makefile.gnu) and
         # make -f Makefile.fip; Makefile.fip compiles the library's sources and Wrapper/FreeImagePlus, so it
         # alone is built here. TestAPI/ and Examples/ left out. Slip found after the measurement (kept as measured):
         # Makefile.fip compiles only Wrapper/FreeImagePlus/src (7 TUs) and links against the library Makefile.gnu
         # builds, so the library's Source/ is not in the database
         build=["sh gensrclist.sh >/dev/null 2>&1", "sh genfipsrclist.sh >/dev/null 2>&1",
                "make -f Makefile.gnu dos2unix >/dev/null 2>&1", "make -f Makefile.fip dos2unix >/dev/null 2>&1",
                MK, bear("make -j2 -f Makefile.fip")],
         include=None, exclude=["TestAPI/", "Examples/"]),
    dict(name="pari", lang="C", pkg="pari", ver="2.15.2-1", srcdir="pari-2.15.2",
         kind="Number theory system (PARI/GP: libpari kernel, basemath, modules (ell, nf, mf, ...), GP language "
              "interpreter, plotting; per coefficient/prime/term)",
         seen="2026-12-06 (31)", apt=["libreadline-dev", "libx11-dev", "libgmp-dev"],
         # debian/rules: ./Configure --mt=pthread --prefix=/usr --builddir=obj-dyn --graphic=X11 --with-gmp (and
         # static/LTO/debug copies of the same); make -C obj-dyn lib-dyn, gp-dyn. Here obj-dyn only, gp-dyn
         build=["./Configure --mt=pthread --prefix=/usr --builddir=obj-dyn --graphic=X11 --with-gmp >/dev/null 2>&1",
                MK, bear("make -j2 -C obj-dyn gp-dyn")],
         include=None, exclude=[]),
    dict(name="pipemeter", lang="C", pkg="pipemeter", ver="1.1.5-1.1", srcdir="pipemeter-1.1.5",
         kind="Pipe throughput meter (pipemeter: copies stdin to stdout in blocks with a rate/progress display; "
              "per block)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh (compat 10: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="openbgpd", lang="C", pkg="openbgpd", ver="7.7-2", srcdir="openbgpd-7.7",
         kind="BGP routing daemon (OpenBGPD portable: bgpd session engine, RDE with its prefix/attribute tables, "
              "filters, RTR/RPKI, kernel routes, bgpctl, bgplgd; per message/prefix/peer) + compat/",
         seen="2026-12-06 (31)", apt=["libevent-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --runstatedir=/run/openbgpd
         # --with-privsep-user=_openbgpd; make (parse.c shipped)
         build=[AUTORECONF, conf("--runstatedir=/run/openbgpd --with-privsep-user=_openbgpd"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libutempter", lang="C", pkg="libutempter", ver="1.2.1-3", srcdir="libutempter-1.2.1",
         kind="utmp/wtmp helper library (libutempter: forks the setgid utempter helper per add/remove; per call)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make (with -DUTEMPTER_LOG)
         build=[MK, bear("make -j2 CPPFLAGS=-DUTEMPTER_LOG")],
         include=None, exclude=[]),
    dict(name="libmms", lang="C", pkg="libmms", ver="0.6.4-3", srcdir="libmms-0.6.4",
         kind="MMS/MMSH streaming client library (libmms: MMS over TCP and HTTP, ASF header parsing, packet "
              "reader, seeking; per packet/chunk)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh (compat 11: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="codegroup", lang="C", pkg="codegroup", ver="19981025-9", srcdir="codegroup-19981025",
         kind="Binary-to-five-letter-group encoder/decoder (codegroup: per byte/group, one C file)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="meshoptimizer", lang="C++", pkg="meshoptimizer", ver="0.18+dfsg-2", srcdir="meshoptimizer-0.18+dfsg",
         kind="Mesh optimisation library and glTF packer (meshoptimizer: index/vertex cache and fetch optimisers, "
              "simplifier, codecs, quantisation; gltfpack: glTF/OBJ parser, mesh/material/animation processing, "
              "writer; per vertex/triangle/node)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh cmake -DMESHOPT_BUILD_DEMO=OFF -DMESHOPT_BUILD_GLTFPACK=ON -DMESHOPT_BUILD_SHARED_LIBS=ON
         # -DMESHOPT_SOVERSION=2d; configure only; demo/ left out (extern/ holds headers only)
         build=[CMAKE + " -DMESHOPT_BUILD_DEMO=OFF -DMESHOPT_BUILD_GLTFPACK=ON -DMESHOPT_BUILD_SHARED_LIBS=ON "
                "-DMESHOPT_SOVERSION=2d -DCMAKE_SKIP_RPATH=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["demo/"]),
    dict(name="bar", lang="C", pkg="bar", ver="1.11.1-4", srcdir="bar-1.11.1",
         kind="Pipe progress bar (bar: copies in blocks with throughput/ETA display, size/rate args; per block)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf, configure), make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="rng-tools5", lang="C", pkg="rng-tools5", ver="5-4.1", srcdir="rng-tools5-5",
         kind="Hardware RNG feeder daemon (rngd: entropy sources hwrng/TPM/RDRAND, FIPS 140-2 tests, kernel "
              "entropy pool feeding; rngtest; per block/bit)",
         seen="2026-12-06 (31)", apt=["libgcrypt20-dev"],
         # debian/rules: dh (compat 10, no configure shipped: dh_autoreconf); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="mbedtls", lang="C", pkg="mbedtls", ver="2.28.3-1", srcdir="mbedtls-2.28.3",
         kind="TLS/crypto library (Mbed TLS 2.28: ciphers, hashes, bignum/ECC/RSA, X.509, TLS/DTLS state "
              "machines, PK parsing; per block/limb/record)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: scripts/config.py set MBEDTLS_DEPRECATED_WARNING HAVEGE_C MD2_C MD4_C THREADING_C
         # THREADING_PTHREAD CMAC_C SSL_DTLS_SRTP; dh cmake -DENABLE_PROGRAMS=OFF (tests on); configure only, tests off;
         # tests/ and programs/ left out
         build=["for o in MBEDTLS_DEPRECATED_WARNING MBEDTLS_HAVEGE_C MBEDTLS_MD2_C MBEDTLS_MD4_C MBEDTLS_THREADING_C "
                "MBEDTLS_THREADING_PTHREAD MBEDTLS_CMAC_C MBEDTLS_SSL_DTLS_SRTP; do python3 scripts/config.py set $o; done",
                CMAKE + " -DUSE_STATIC_MBEDTLS_LIBRARY=ON -DUSE_SHARED_MBEDTLS_LIBRARY=ON -DENABLE_PROGRAMS=OFF "
                "-DENABLE_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "programs/", "3rdparty/"]),
    dict(name="nifticlib", lang="C", pkg="nifticlib", ver="3.0.1-9", srcdir="nifticlib-3.0.1",
         kind="NIfTI neuroimaging format libraries (niftilib, nifti2, znzlib, nifticdf, tools nifti_tool/"
              "nifti1_tool; header/extension I/O, brick reading, gzip streams; per voxel/slice/extension)",
         seen="2026-12-06 (31)", apt=["zlib1g-dev"],
         # debian/rules: dh cmake, shared build: -DUSE_FSL_CODE=OFF -DUSE_CIFTI_CODE=OFF -DNIFTI_BUILD_TESTING=OFF
         # -DBUILD_SHARED_LIBS=ON; configure only. fsliolib/ and cifti/ are off; real_easy/ (examples) left out
         build=[CMAKE + " -DUSE_FSL_CODE=OFF -DUSE_CIFTI_CODE=OFF -DNIFTI_BUILD_TESTING=OFF -DBUILD_TESTING=OFF "
                "-DBUILD_SHARED_LIBS=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["real_easy/", "fsliolib/", "cifti/"]),
    dict(name="daligner", lang="C", pkg="daligner", ver="1.0+git20221215.bd26967-1",
         srcdir="daligner-1.0+git20221215.bd26967",
         kind="Long-read local aligner (daligner and LA* tools: k-mer sort/merge, diagonal filter, alignment, "
              "LAS files, DB; per read/k-mer/overlap)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="bonnie++", lang="C++", pkg="bonnie++", ver="2.00a+nmu1", srcdir="bonnie++-2.00a+nmu1",
         kind="Disk benchmark suite (bonnie++: per-char/block I/O, seeks, file creation tests; zcav, getc_putc, "
              "generate_randfile, bon_csv2html; per block/file/char)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates from configure.in); configure --disable-stripping;
         # make (MORECFLAGS=-std=c++11)
         build=[AUTORECONF, conf("--disable-stripping"), MK, bear("make -j2 MORECFLAGS=-std=c++11")],
         include=None, exclude=["sun/"]),
    dict(name="rp-pppoe", lang="C", pkg="rp-pppoe", ver="3.15-2", srcdir="rp-pppoe-3.15",
         kind="PPPoE client, relay and server (pppoe, pppoe-relay, pppoe-server, pppoe-sniff, discovery, the "
              "bundled libevent-like event loop; per packet/session)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: cd src && PPPD=/usr/sbin/pppd ./configure; make -C src (gui/ is not built)
         build=["cd src && PPPD=/usr/sbin/pppd ./configure >/dev/null 2>&1", MK, bear("make -j2 -C src")],
         include=None, exclude=["gui/"]),
    dict(name="wolfssl", lang="C", pkg="wolfssl", ver="5.5.4-2+deb12u3", srcdir="wolfssl-5.5.4",
         kind="Embedded TLS/crypto library (wolfSSL: TLS 1.3/DTLS state machines, wolfCrypt ciphers/hashes/bignum/ECC/"
              "RSA, X.509/ASN.1, PKCS#11, OCSP/CRL; per record/block/limb)",
         seen="2026-12-06 (31)", apt=["libpcap0.8-dev"],
         # debian/rules: dh (compat 13, no configure shipped: dh_autoreconf); configure --enable-distro --enable-pkcs11
         # --disable-examples; make. The test programs (tests/, testsuite/, wolfcrypt/test, wolfcrypt/benchmark) and
         # IDE/ ports left out
         build=[AUTORECONF, conf("--enable-distro --enable-pkcs11 --disable-examples"), MK, BEAR],
         include=None, exclude=["tests/", "testsuite/", "wolfcrypt/test/", "wolfcrypt/benchmark/", "IDE/", "examples/",
                                "linuxkm/", "zephyr/", "mqx/", "mplabx/", "tirtos/"]),
    dict(name="libminc", lang="C", pkg="libminc", ver="2.4.05-4", srcdir="libminc-2.4.05",
         kind="MINC medical image format library (libminc: MINC1 over netCDF, MINC2 over HDF5, volume_io, "
              "ezminc C++ API; per voxel/slice/dimension)",
         seen="2026-12-06 (31)", apt=["libnetcdf-dev", "libnifti-dev", "zlib1g-dev", "libhdf5-dev"],
         # debian/rules: rm cmake-modules/*HDF5*; dh cmake -DLIBMINC_BUILD_SHARED_LIBS=ON -DLIBMINC_MINC1_SUPPORT=ON
         # -DLIBMINC_USE_SYSTEM_NIFTI=ON (+ tests and ezminc examples); configure only, tests/examples off; testdir/ left out
         build=["rm -f cmake-modules/*HDF5*",
                CMAKE + " -DBUILD_TESTING=OFF -DLIBMINC_BUILD_EZMINC_EXAMPLES=OFF -DLIBMINC_BUILD_SHARED_LIBS=ON "
                "-DLIBMINC_MINC1_SUPPORT=ON -DLIBMINC_USE_SYSTEM_NIFTI=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["testdir/"]),
    dict(name="libemf2svg", lang="C", pkg="libemf2svg", ver="1.1.0+ds-3", srcdir="libemf2svg-1.1.0+ds",
         kind="EMF to SVG converter library (libemf2svg: EMF record parsers and SVG printers, fonts via fontconfig/"
              "freetype, embedded images to PNG; emf2svg-conv; per record/point/glyph)",
         seen="2026-12-06 (31)", apt=["libfontconfig-dev", "libfreetype-dev", "libpng-dev", "libuemf-dev", "pkg-config"],
         # debian/rules: dh cmake -DCMAKE_BUILD_RPATH_USE_ORIGIN=ON; configure only; tests/ left out
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="damapper", lang="C", pkg="damapper", ver="0.0+git20210330.ab45103-1",
         srcdir="damapper-0.0+git20210330.ab45103",
         kind="Long-read to reference mapper (damapper: k-mer index/sort, chain mapping, alignment, LAS output; "
              "HPC.damapper; per read/k-mer)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="tar", lang="C", pkg="tar", ver="1.34+dfsg-1.2+deb12u1", srcdir="tar-1.34+dfsg",
         kind="GNU tar (archive create/extract/list/compare/update, incremental dumps, sparse files, xattrs, "
              "compression filters, rmt; gnulib; per member/block/name)",
         seen="2026-12-06 (31)", apt=["gettext", "autopoint", "bison", "libacl1-dev", "libselinux1-dev"],
         # debian/rules: autoreconf --force --install; configure --prefix=/usr --libexecdir=/usr/sbin
         # --enable-backup-scripts --with-lzma=xz; make. tests/ left out. Corrected once after its first configure failed
         # (before any faultline output): tar's configure refuses to run as root ("set FORCE_UNSAFE_CONFIGURE=1"), and
         # fetch.py runs as root here where Debian builds as a user
         build=[AUTORECONF, "FORCE_UNSAFE_CONFIGURE=1 " +
                conf("--prefix=/usr --libexecdir=/usr/sbin --enable-backup-scripts --with-lzma=xz"),
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="pptp-linux", lang="C", pkg="pptp-linux", ver="1.10.0-1", srcdir="pptp-linux-1.10.0",
         kind="PPTP VPN client (pptp: control connection and call manager, GRE tunnel copying PPP frames, "
              "pptpsetup; per packet/frame)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="keyutils", lang="C", pkg="keyutils", ver="1.6.3-2", srcdir="keyutils-1.6.3",
         kind="Linux key management library and tools (libkeyutils, keyctl, request-key with its config "
              "matching, key.dns_resolver; per key/line/record)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh, make BUILDDATE=...
         build=[MK, bear("make -j2 BUILDDATE=2023-01-01")],
         include=None, exclude=[]),
    dict(name="zint", lang="C", pkg="zint", ver="2.11.1-1", srcdir="zint-2.11.1",
         kind="Barcode encoder library and CLI (libzint: 1D/2D symbologies (QR, Data Matrix, PDF417, Aztec, MaxiCode, "
              "...), Reed-Solomon, PNG/SVG/EPS/BMP/PCX/GIF/TIF/EMF writers; zint CLI; per module/codeword/row)",
         seen="2026-12-06 (31)", apt=["libpng-dev"],
         # debian/rules: dh cmake (Qt frontend and Qt backend built too); configure only with -DZINT_USE_QT=OFF: a
         # configure-only database has no moc output for the Qt GUI, so frontend_qt/ and backend_qt/ are left out
         # (backend_tcl/ and win32/ are not built)
         build=[CMAKE + " -DZINT_USE_QT=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["frontend_qt/", "backend_qt/", "backend_tcl/", "win32/", "backend/tests/",
                                "frontend/tests/"]),
    dict(name="dmtx-utils", lang="C", pkg="dmtx-utils", ver="0.7.6-1.1", srcdir="dmtx-utils-0.7.6",
         kind="Data Matrix barcode tools (dmtxread, dmtxwrite, dmtxquery over libdmtx and ImageMagick's "
              "MagickWand; per image/page/region)",
         seen="2026-12-06 (31)", apt=["pkg-config", "libmagickwand-dev", "libdmtx-dev"],
         # debian/rules: plain dh (compat 11, no configure shipped: dh_autoreconf); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="dascrubber", lang="C", pkg="dascrubber", ver="1.1-4", srcdir="dascrubber-1.1",
         kind="Long-read scrubbing tools (DAScover, DASqv, DAStrim, DASpatch, DASedit, DASmap, DASrealign, REP*; "
              "pile/QV/trim over LAS and DB files; per read/pile/segment)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh, make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="cdpr", lang="C", pkg="cdpr", ver="2.4-3", srcdir="cdpr-2.4",
         kind="Cisco Discovery Protocol reporter (cdpr: libpcap capture of one CDP packet, decoder, optional "
              "report to a server; per packet/TLV)",
         seen="2026-12-06 (31)", apt=["libpcap0.8-dev"],
         # debian/rules: plain dh, make (XGetopt.c is the Windows getopt, not built)
         build=[MK, BEAR],
         include=None, exclude=["XGetopt.c"]),
    dict(name="xmlsec1", lang="C", pkg="xmlsec1", ver="1.2.37-2", srcdir="xmlsec1-1.2.37",
         kind="XML Security library (xmlsec: XML Signature/Encryption, transforms, C14N, keys managers, X.509, "
              "OpenSSL/GnuTLS/gcrypt/NSS back ends; xmlsec1 CLI; per node/transform/key)",
         seen="2026-12-06 (31)", apt=["libgcrypt20-dev", "libgnutls28-dev", "libnss3-dev", "libssl-dev", "libxml2-dev",
                            "libxslt1-dev", "pkg-config"],
         # debian/rules: dh (compat 11: dh_autoreconf); configure --disable-crypto-dl --disable-apps-crypto-dl
         # --enable-soap --enable-openssl3-engines (+ man page build, left off: help2man output only); make.
         # examples/ and tests/ left out
         build=[AUTORECONF, conf("--disable-crypto-dl --disable-apps-crypto-dl --enable-soap --enable-openssl3-engines"),
                MK, BEAR],
         include=None, exclude=["examples/", "tests/"]),
    dict(name="libvidstab", lang="C", pkg="libvidstab", ver="1.1.0-2", srcdir="libvidstab-1.1.0",
         kind="Video stabilisation library (vid.stab: motion detection with local/global fields, transform "
              "smoothing, frame transformation with interpolation, SSE2 paths; per frame/field/pixel)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh cmake -DSSE2_FOUND=ON (amd64); configure only; tests/, transcode/ and libavfilter/
         # (plugins for other programs' trees) left out
         build=[CMAKE + " -DSSE2_FOUND=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "transcode/", "libavfilter/"]),
    dict(name="trf", lang="C", pkg="trf", ver="4.09.1-6", srcdir="trf-4.09.1",
         kind="Tandem Repeats Finder (trf: k-tuple distance lists, wraparound alignment, consensus, HTML/dat/"
              "masked outputs; per sequence/position/repeat)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh (compat 13: dh_autoreconf); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="multipath-tools", lang="C", pkg="multipath-tools", ver="0.9.4-3+deb12u2",
         srcdir="multipath-tools-0.9.4",
         kind="Device-mapper multipath tools (multipathd with its checker/prioritizer/foreign plugins, "
              "libmultipath config/discovery/dm, multipath, kpartx, mpathpersist, libdmmp; per path/map/"
              "uevent/line)",
         seen="2026-12-06 (31)", apt=["libaio-dev", "libdevmapper-dev", "libedit-dev", "libjson-c-dev", "libsystemd-dev",
                            "libudev-dev", "liburcu-dev", "pkg-config", "systemd"],
         # debian/rules: copies the tree to debian/build-deb and runs make SCSI_DH_MODULES_PRELOAD="..." there (and a
         # udeb build); here make in the tree itself. tests/ left out
         build=[MK, bear("make -j2 SCSI_DH_MODULES_PRELOAD='scsi_dh_alua scsi_dh_emc scsi_dh_rdac'")],
         include=None, exclude=["tests/"]),
    dict(name="libcork", lang="C", pkg="libcork", ver="1.0.0~rc3-3", srcdir="libcork-1.0.0~rc3",
         kind="Simple C utility library (libcork: allocators, buffers, hash tables, arrays, dllists, managed "
              "buffers/slices, streams, files/dirs, subprocesses, thread helpers; cork-* test executables)",
         seen="2026-12-06 (31)", apt=["check", "pkg-config"],
         # debian/rules: sed -Werror -> -Wextra in CMakeLists.txt; dh cmake (without autoreconf) with
         # DEB_VERSION_UPSTREAM exported, -DENABLE_SHARED_EXECUTABLES=YES -DENABLE_SHARED_TESTS=YES -DENABLE_STATIC=NO;
         # configure only; tests/ left out. Corrected once after its first configure failed (before any faultline
         # output): the entry had -DENABLE_SHARED_TESTS=NO, and with ENABLE_STATIC=NO src/CMakeLists.txt then sets
         # properties of a libcork-static target that does not exist; Debian's ENABLE_SHARED_TESTS=YES restored
         build=["sed -i s:-Werror:-Wextra: CMakeLists.txt",
                "DEB_VERSION_UPSTREAM=1.0.0~rc3 " + CMAKE + " -DENABLE_SHARED_EXECUTABLES=YES -DENABLE_SHARED_TESTS=YES "
                "-DENABLE_STATIC=NO -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="snap", lang="C", pkg="snap", ver="2013-11-29-11", srcdir="snap-2013-11-29",
         kind="Gene prediction (SNAP: HMM gene finder over the Zoe library: FASTA reader, feature tables, "
              "Viterbi/trellis, HMM files; fathom, forge, hmm-info, exonpairs; per sequence/position/feature)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh, make CFLAGS=... LDFLAGS=... (the Zoe objects and the programs)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="vblade", lang="C", pkg="vblade", ver="25-1", srcdir="vblade-25",
         kind="ATA over Ethernet target (vblade: AoE request handling over a raw socket, ATA command emulation, "
              "config/mask/reserve lists; per frame)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: make PLATFORM=linux (freebsd.c is the other platform)
         build=[MK, bear("make PLATFORM=linux")],
         include=None, exclude=["freebsd.c", "contrib/"]),
    dict(name="libhx", lang="C", pkg="libhx", ver="4.10-1", srcdir="libhx-4.10",
         kind="Utility C library (libHX: strings, maps/rbtrees, deques, format templates, option parser, "
              "file/dir/process helpers, shconfig; per element/char/line) + its test programs",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf); configure --enable-static; make. The src/tc-*.c test programs
         # are check_PROGRAMS (not built by make)
         build=[AUTORECONF, conf("--enable-static"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="aoetools", lang="C", pkg="aoetools", ver="36-5", srcdir="aoetools-36",
         kind="ATA over Ethernet tools (aoeping, aoecfg, aoe-sancheck: raw-socket AoE queries, SAN checks; "
              "per frame/device)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh (compat 10), make (no autotools)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="ngtcp2", lang="C", pkg="ngtcp2", ver="0.12.1+dfsg-1+deb12u1", srcdir="ngtcp2-0.12.1+dfsg",
         kind="QUIC protocol library (ngtcp2: connection state machine, packet/frame codecs, streams, ACK/loss/"
              "congestion (cubic, BBR), crypto glue for GnuTLS; the gtls example client/server; per packet/frame/"
              "stream)",
         seen="2026-12-06 (31)", apt=["libcunit1-dev", "libev-dev", "libgnutls28-dev", "libnghttp3-dev", "pkg-config"],
         # debian/rules: dh (compat 13, no configure shipped: dh_autoreconf); configure --with-gnutls; make (the
         # examples gtlsserver/gtlsclient ship). tests/, fuzz/, interop/ left out
         build=[AUTORECONF, conf("--with-gnutls"), MK, BEAR],
         include=None, exclude=["tests/", "fuzz/", "interop/", "third-party/"]),
    dict(name="rtorrent", lang="C++", pkg="rtorrent", ver="0.9.8-1", srcdir="rtorrent-0.9.8",
         kind="ncurses BitTorrent client (rtorrent: command/option engine, downloads and views, XML-RPC, "
              "scheduler, ncurses display, session files; per download/peer/command)",
         seen="2026-12-06 (31)", apt=["libcppunit-dev", "libcurl4-openssl-dev", "libncurses-dev", "libtorrent-dev",
                            "libxmlrpc-core-c3-dev", "pkg-config"],
         # debian/rules: dh (compat 10: dh_autoreconf); configure --with-xmlrpc-c --enable-ipv6; make. test/ left out
         build=[AUTORECONF, conf("--with-xmlrpc-c --enable-ipv6"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="nghttp3", lang="C", pkg="nghttp3", ver="0.8.0-2", srcdir="nghttp3-0.8.0",
         kind="HTTP/3 library (nghttp3: HTTP/3 framing and streams, QPACK encoder/decoder with its dynamic table, "
              "priority queues; per frame/header/stream)",
         seen="2026-12-06 (31)", apt=["pkg-config"],
         # debian/rules: plain dh (compat 13, no configure shipped: dh_autoreconf); configure; make. tests/, fuzz/
         # and examples/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "fuzz/", "examples/"]),
    dict(name="dhcping", lang="C", pkg="dhcping", ver="1.2-5", srcdir="dhcping-1.2",
         kind="DHCP server prober (dhcping: sends a DHCPREQUEST/INFORM, waits for the reply, prints options; "
              "per packet)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: dh --without autoreconf; ./configure (shipped); make
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libslirp", lang="C", pkg="libslirp", ver="4.7.0-1", srcdir="libslirp-4.7.0",
         kind="User-mode TCP/IP stack (libslirp: IPv4/IPv6, TCP/UDP/ICMP, DHCP/BOOTP, TFTP, DNS forwarding, "
              "NDP, mbufs and socket buffers; per packet/segment/mbuf)",
         seen="2026-12-06 (31)", apt=["libglib2.0-dev", "meson", "ninja-build"],
         # debian/rules: dh meson; meson writes fl-build/compile_commands.json. test/ left out
         build=["meson setup fl-build >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="dhcp-helper", lang="C", pkg="dhcp-helper", ver="1.2-3.1", srcdir="dhcp-helper-1.2",
         kind="DHCP/BOOTP relay agent (dhcp-helper: relays DHCP packets between interfaces and servers; per "
              "packet) (one C file)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: make CC=gcc CFLAGS=...
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libvncserver", lang="C", pkg="libvncserver", ver="0.9.14+dfsg-1+deb12u2", srcdir="libvncserver-0.9.14+dfsg",
         kind="VNC server and client libraries (libvncserver: RFB protocol, encodings (tight, zlib, zrle, hextile, "
              "ultra), cursors, scaling, TLS, websockets; libvncclient; per rectangle/pixel/message) + examples",
         seen="2026-12-06 (31)", apt=["libgnutls28-dev", "libjpeg-dev", "liblzo2-dev", "pkg-config", "libgcrypt20-dev",
                            "libsasl2-dev", "zlib1g-dev"],
         # debian/rules: dh cmake -DWITH_PNG=OFF -DCMAKE_BUILD_TYPE=RELWITHDEBINFO; configure only. test/ left out
         # (examples/ and client_examples/ are built by default and kept)
         build=[CMAKE + " -DWITH_PNG=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="nullidentd", lang="C", pkg="nullidentd", ver="1.0-5", srcdir="nullidentd-1.0",
         kind="Null ident daemon (nullidentd: answers every ident query from inetd with a fixed reply; per "
              "query) (one C file)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: plain dh (compat 8), make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libcacard", lang="C", pkg="libcacard", ver="1:2.8.0-3", srcdir="libcacard-2.8.0",
         kind="Virtual smart card emulator (libcacard: CAC/PKI applets, APDU parsing, vreader/vcard, NSS card "
              "back end, vscclient; per APDU/object/reader)",
         seen="2026-12-06 (31)", apt=["pkg-config", "meson", "libnss3-dev", "libglib2.0-dev", "libpcsclite-dev"],
         # debian/rules: plain dh (compat 12: meson, meson.build present); meson writes fl-build/compile_commands.json
         # with -Ddisable_tests=true (Debian's own tests need softhsm2/opensc). tests/ and fuzz/ left out
         build=["meson setup fl-build -Ddisable_tests=true >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "fuzz/"]),
    dict(name="cntlm", lang="C", pkg="cntlm", ver="0.92.3-1.2", srcdir="cntlm-0.92.3",
         kind="NTLM authenticating HTTP proxy (cntlm: proxy chaining, NTLM/NTLMv2 auth, HTTP parsing and "
              "forwarding, tunnels, SOCKS5, ACLs, config; per request/header/connection)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: ./configure (its own script); make
         build=["./configure >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["win/"]),
    dict(name="libnbd", lang="C", pkg="libnbd", ver="1.14.2-1", srcdir="libnbd-1.14.2",
         kind="NBD client library and tools (libnbd: generated API and state machine, handshake/options, "
              "commands, TLS; nbdcopy, nbdinfo, nbdfuse, nbddump, nbdsh's python binding; per command/extent/"
              "request)",
         seen="2026-12-06 (31)", apt=["python3-dev", "libfuse3-dev", "libgnutls28-dev", "libxml2-dev", "pkg-config"],
         # debian/rules: dh --with python3,ocaml (compat 13: dh_autoreconf); configure; make. Here --disable-ocaml
         # --disable-golang (the OCaml/Go bindings: not C code of the library); tests/, fuzzing/, interop/ and
         # examples/ left out
         build=[AUTORECONF, conf("--disable-ocaml --disable-golang"), MK, BEAR],
         include=None, exclude=["tests/", "fuzzing/", "interop/", "examples/", "ocaml/", "golang/"]),
    dict(name="libsignal-protocol-c", lang="C", pkg="libsignal-protocol-c", ver="2.3.3-3",
         srcdir="libsignal-protocol-c-2.3.3",
         kind="Signal protocol library (libsignal-protocol-c: X3DH/double ratchet sessions, curve25519/ed25519, "
              "protobuf-c messages, group sessions, key helpers; per message/key)",
         seen="2026-12-06 (31)", apt=["check", "libssl-dev", "protobuf-c-compiler"],
         # debian/rules: make -C protobuf (regenerates the protobuf-c sources), dh cmake -DBUILD_SHARED_LIBS=ON;
         # configure only. tests/ left out
         build=["make -C protobuf >/dev/null 2>&1",
                CMAKE + " -DBUILD_SHARED_LIBS=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="re", lang="C++", pkg="re", ver="0.1-7", srcdir="re-0.1",
         kind="Russian/Unicode text recoder (re: charset conversion between KOI8/CP1251/CP866/UTF-8/... "
              "tables, Latin transliteration; per char/line)",
         seen="2026-12-06 (31)", apt=[],
         # debian/rules: compiles src/re_cmd.c and eight src/ru32*.c as C++ in one g++ command (-fsigned-char
         # -Wno-write-strings)
         build=[MK, bear("g++ -fsigned-char -Wno-write-strings -x c++ src/re_cmd.c src/ru32call.c src/ru32cp.c "
                         "src/ru32var.c src/ru32lat.c src/ru32fi.c src/ru32au.c src/ru32mau.c src/ru32un.c -o re")],
         include=None, exclude=[]),
    dict(name="libblockdev", lang="C", pkg="libblockdev", ver="2.28-2+deb12u1", srcdir="libblockdev-2.28",
         kind="Block device library with plugins (libblockdev: btrfs, crypto (LUKS/TrueCrypt/BitLocker), dm, fs "
              "(ext/xfs/vfat/ntfs/f2fs/nilfs/exfat/udf), kbd, loop, lvm (+dbus), mdraid, mpath, nvdimm, part, swap; "
              "utils; per device/line/property)",
         seen="2026-12-06 (31)", apt=["autoconf-archive", "libglib2.0-dev", "libgirepository1.0-dev", "gobject-introspection",
                            "libcryptsetup-dev", "libdevmapper-dev", "libudev-dev", "libsystemd-dev",
                            "libvolume-key-dev", "libbytesize-dev", "libnss3-dev", "libndctl-dev", "libparted-dev",
                            "libmount-dev", "libblkid-dev", "libpython3-dev", "libkmod-dev", "python3"],
         # debian/rules: dh (compat 13, no configure shipped: dh_autoreconf); configure --disable-tests
         # --without-s390 --without-python2 --without-tools --without-vdo --without-dmraid; make. tests/ left out.
         # Corrected once after its first build failed (before any faultline output): under bear, g-ir-scanner's
         # library lookup for the GObject introspection data fails ("can't resolve libraries to shared libraries:
         # bd_utils"; the same make without bear succeeds), so --disable-introspection (the .gir/.typelib are not C)
         build=[AUTORECONF, conf("--disable-tests --without-s390 --without-python2 --without-tools --without-vdo "
                                 "--without-dmraid --disable-introspection"), MK, BEAR],
         include=None, exclude=["tests/"]),
]
