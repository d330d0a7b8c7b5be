"""Precision projects: held-out set 27 (session 27). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 27 (session 27, brief h19-set27)
# The draw, fixed at 2026-12-06 08:38:46 UTC before any build and any faultline run on any candidate
# (/work/set27/draw-order.txt; candidates /work/set27/candidates.txt, 220 names written from memory, up to 28 per
# kind after the exclusions; versions pinned to bookworm(-updates/-security) by /work/set27/ver.py; fetchable by
# /work/set27/head.sh: 30 of the 157 with a bookworm source; 63 have none). The weighted round-robin (codecs 2, media 2, databases 1, C++
# libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1), no pre-registered positions. Built in this
# order:
#   1 libopenaptx 0.2.0-6, 2 ucl 1.03+repack-6, 3 mp3check 0.8.7-4, 4 mpd 0.23.12-1, 5 sqliteodbc 0.9998-3,
#   6 cli11 2.1.2+ds-1, 7 polylib 5.22.5-4+dfsg, 8 strace 6.1-0.1, 9 portsentry 1.2-14, 10 nanopb 0.4.7-2,
#   11 pdlzip 1.12-5, 12 qprint 1.1.dfsg.2-2.1, 13 exiftags 1.01-7, 14 libqalculate 4.5.1-1, 15 tetgen 1.5.0-5,
#   16 symlinks 1.4-4, 17 6tunnel 1:0.13-2, 18 liblockfile 1.17-1, 19 libcmis 0.5.2-3, 20 libint2 2.7.2-1,
#   21 sloccount 2.26-5.2, 22 libpipeline 1.5.7-1, 23 xsd 4.0.0-9, 24 pexec 1.0~rc8-4, 25 udns 0.4-1,
#   26 cpp-httplib 0.11.4+ds-1+deb12u1, 27 schedtool 1.3.0-4, 28 libntlm 1.6-4, 29 libdkim 1:1.0.21-4,
#   30 libowfat 0.32-4


PROJECTS = [
    # Set 27 as measured: draw positions 1-30 built in order (pipeline.sh until 15 had built, then pipeline2.sh on
    # to the end of the list); 24 projects. Each batch of entries written from the source tree's layout, debian/rules
    # and debian/control before its first build. Skipped (over 330 s, before any faultline output; entries kept in
    # /work/set27/skipped-entries.py): libqalculate (14), libcmis (19), libint2 (20), xsd (23). Failed build, not a
    # project: cpp-httplib (26; meson setup only, its one TU, httplib.cc, is generated at build time; entry in
    # skipped-entries.py). docs/precision.md "Held-out check, set 27 (session 27)".
    # Position 6, cli11 2.1.2+ds-1, has no entry: a header-only library (CLI11.hpp; Debian's build compiles only
    # its tests, examples off), no TU of its own; dropped before any build.
    dict(name="libopenaptx", lang="C", pkg="libopenaptx", ver="0.2.0-6", srcdir="libopenaptx-0.2.0",
         kind="aptX/aptX HD Bluetooth audio codec library (libopenaptx: encoder/decoder, QMF filter banks, "
              "quantisers; per sample/block) + openaptxenc/openaptxdec tools",
         seen="2026-12-06 (28)",
         # debian/rules: plain make with dpkg-buildflags (no configure); its patches touch the tools' help text and
         # the .pc file
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="ucl", lang="C", pkg="ucl", ver="1.03+repack-6", srcdir="ucl-1.03+repack",
         kind="UCL lossless compression library (NRV2B/2D/2E compressors and decompressors, used by UPX; per "
              "block/byte)",
         seen="2026-12-06 (28)",
         # debian/rules: dh_auto_configure --enable-shared; its 02-Autoreconf patch touches configure.ac/Makefile.am:
         # autoreconf first; examples/ (simple, uclpack) left out; B/ and upx/ are other platforms' build files
         build=[AUTORECONF, conf("--enable-shared"), MK, BEAR],
         include=None, exclude=["examples/"]),
    dict(name="mp3check", lang="C++", pkg="mp3check", ver="0.8.7-4", srcdir="mp3check-0.8.7",
         kind="MP3 file checker CLI (mp3check: frame header parsing, CRC checks, ID3 tags, anomaly reports, "
              "fixes; per file/frame)",
         seen="2026-12-06 (28)",
         # debian/rules: its configure (a stub) and `make CC='$(CXX)'`
         build=[CONF, MK, bear("make CC=g++")],
         include=None, exclude=[]),
    dict(name="mpd", lang="C++", pkg="mpd", ver="0.23.12-1", srcdir="mpd-0.23.12",
         kind="Music Player Daemon (mpd: client protocol, database/storage plugins, decoder/input/output/filter "
              "plugins, playlists, tag scanning; per client command/song/chunk)",
         seen="2026-12-06 (28)",
         apt=["libsndio-dev", "libadplug-dev", "libao-dev", "libasound2-dev", "libavahi-client-dev",
              "libavcodec-dev", "libavformat-dev", "libboost-dev", "libbz2-dev", "libcdio-paranoia-dev",
              "libchromaprint-dev", "libcurl4-gnutls-dev", "libexpat1-dev", "libfaad-dev", "libflac-dev",
              "libfluidsynth-dev", "libfmt-dev", "libgcrypt20-dev", "libgme-dev", "libicu-dev", "libid3tag0-dev",
              "libiso9660-dev", "libjack-jackd2-dev", "libmad0-dev", "libmikmod-dev", "libmms-dev", "libmodplug-dev",
              "libmp3lame-dev", "libmpcdec-dev", "libmpdclient-dev", "libmpg123-dev", "libnfs-dev", "libogg-dev",
              "libopenal-dev", "libopenmpt-dev", "libopus-dev", "libpcre2-dev", "libpipewire-0.3-dev",
              "libpulse-dev", "libresid-builder-dev", "libsamplerate0-dev", "libshout-dev", "libsidplayfp-dev",
              "libsidutils-dev", "libsmbclient-dev", "libsndfile1-dev", "libsoxr-dev", "libsqlite3-dev",
              "libsystemd-dev", "libupnp-dev", "liburing-dev", "libvorbis-dev", "libwavpack-dev", "libwildmidi-dev",
              "libyajl-dev", "libzzip-dev", "meson"],
         # debian/rules' meson options for linux-amd64 (tests and documentation off); meson setup only; src/ only
         # (test/, android/, win32/, python/ left out)
         build=["meson setup fl-build "
                + "-Db_ndebug=true -Dadplug=enabled -Dalsa=enabled -Dao=enabled -Daudiofile=disabled "
                  "-Dbzip2=enabled -Dcdio_paranoia=enabled -Dchromaprint=enabled -Dcue=true -Dcurl=enabled "
                  "-Ddatabase=true -Dexpat=enabled -Dfaad=enabled -Dffmpeg=enabled -Dfifo=true -Dflac=enabled "
                  "-Dfluidsynth=enabled -Dgme=enabled -Dhttpd=true -Dicu=enabled -Did3tag=enabled -Dinotify=true "
                  "-Dio_uring=enabled -Dipv6=enabled -Diso9660=enabled -Djack=enabled -Dlame=enabled "
                  "-Dlibmpdclient=enabled -Dlibsamplerate=enabled -Dlocal_socket=true -Dmad=enabled "
                  "-Dmikmod=enabled -Dmms=enabled -Dmodplug=enabled -Dmpcdec=enabled -Dmpg123=enabled "
                  "-Dneighbor=true -Dnfs=enabled -Dopenal=enabled -Dopenmpt=enabled -Dopus=enabled -Doss=enabled "
                  "-Dpcre=enabled -Dpipe=true -Dpipewire=enabled -Dpulse=enabled -Dqobuz=disabled -Drecorder=true "
                  "-Dshine=disabled -Dshout=enabled -Dsidplay=enabled -Dsmbclient=enabled -Dsnapcast=true "
                  "-Dsndfile=enabled -Dsndio=enabled -Dsoundcloud=enabled -Dsoxr=enabled -Dsqlite=enabled "
                  "-Dsyslog=enabled -Dsystemd=enabled -Dtcp=true -Dtremor=disabled -Dtwolame=disabled "
                  "-Dupnp=pupnp -Dvorbis=enabled -Dvorbisenc=enabled -Dwave_encoder=true -Dwavpack=enabled "
                  "-Dwebdav=enabled -Dwildmidi=enabled -Dyajl=enabled -Dzeroconf=avahi -Dzlib=enabled "
                  "-Dzzip=enabled"
                + " -Dtest=false -Ddocumentation=disabled >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="sqliteodbc", lang="C", pkg="sqliteodbc", ver="0.9998-3", srcdir="sqliteodbc-0.9998",
         kind="ODBC driver for SQLite (sqlite3odbc: ODBC API over SQLite 3, statement/result binding, catalog "
              "functions, type conversion; per row/column/statement) + its SQLite extensions (impexp, csvtable, "
              "blobtoxy, xpath, zipfile)",
         seen="2026-12-06 (28)", apt=["libsqlite3-dev", "libxml2-dev", "unixodbc-dev", "zlib1g-dev"],
         # debian/rules: libtool and aclocal.m4 moved aside, dh_autoreconf (its patches touch configure.in and
         # Makefile.in), configure --disable-static
         build=["mv libtool libtool.upstream", "mv aclocal.m4 aclocal.m4.upstream", AUTORECONF,
                conf("--disable-static"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="polylib", lang="C", pkg="polylib", ver="5.22.5-4+dfsg", srcdir="polylib-5.22.5",
         kind="parametric polyhedra library (PolyLib: polyhedra/domains, Ehrhart polynomials, Z-polyhedra, "
              "matrices in 64-bit and GMP variants; per constraint/ray/domain) + its applications",
         seen="2026-12-06 (28)", apt=["libgmp-dev"],
         # debian/rules: plain dh (compat 11); no patches: configure as shipped; Test/ left out
         build=[CONF, MK, BEAR],
         include=None, exclude=["Test/"]),
    dict(name="strace", lang="C", pkg="strace", ver="6.1-0.1", srcdir="strace-6.1",
         kind="system call tracer CLI (strace: ptrace loop, syscall decoders, netlink/ioctl decoders, filters, "
              "stack traces via libunwind; per syscall/argument)",
         seen="2026-12-06 (28)", apt=["gawk", "libunwind-dev", "libiberty-dev", "libbluetooth-dev"],
         # debian/rules: dh_autoreconf, then configure --enable-mpers=check --build (its main build; the udeb and
         # 64-bit builds are variants of it); src/ only (tests/ left out)
         build=[AUTORECONF, conf("--enable-mpers=check --build=x86_64-linux-gnu"), MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="portsentry", lang="C", pkg="portsentry", ver="1.2-14", srcdir="portsentry-1.2",
         kind="port scan detection daemon (portsentry: TCP/UDP listeners and stealth raw-socket modes, scan "
              "state, blocking actions; per packet/connection)",
         seen="2026-12-06 (28)",
         # debian/rules: make -f Makefile debian-linux with dpkg-buildflags
         build=[MK, bear("make -f Makefile debian-linux")],
         include=None, exclude=[]),
    dict(name="nanopb", lang="C", pkg="nanopb", ver="0.4.7-2", srcdir="nanopb-0.4.7",
         kind="Protocol Buffers for embedded C (nanopb: pb_encode/pb_decode/pb_common runtime with malloc "
              "support; per field/message)",
         seen="2026-12-06 (28)", apt=["python3-protobuf", "protobuf-compiler"],
         # debian/rules: dh's CMake build with -DPB_ENABLE_MALLOC; CMake configure only; the generator is Python;
         # tests/, examples/, extra/, spm-test/ left out
         build=[CMAKE + " -DCMAKE_C_FLAGS=-DPB_ENABLE_MALLOC -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "examples/", "extra/", "spm-test/", "spm_headers/"]),
    dict(name="pdlzip", lang="C", pkg="pdlzip", ver="1.12-5", srcdir="pdlzip-1.12",
         kind="lzip-format compressor CLI on the LZMA SDK (pdlzip: LzmaEnc/LzmaDec/LzFind, lzip member framing, "
              "CRC; per file/member/block)",
         seen="2026-12-06 (28)",
         # debian/rules: its own configure with CC; its patch touches Makefile.in; testsuite/ holds data
         build=[conf("CC=gcc"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="qprint", lang="C", pkg="qprint", ver="1.1.dfsg.2-2.1", srcdir="qprint-1.1.dfsg.2",
         kind="quoted-printable encoder/decoder CLI (qprint: streaming encode/decode; per file/line/byte)",
         seen="2026-12-06 (28)",
         # debian/rules: plain dh (compat 9: no autoreconf): configure + make
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="exiftags", lang="C", pkg="exiftags", ver="1.01-7", srcdir="exiftags-1.01",
         kind="EXIF metadata tools (exiftags/exifcom/exiftime: JPEG marker scan, IFD parsing, maker-note parsers "
              "for 12 camera makers, comment and time editing; per file/tag)",
         seen="2026-12-06 (28)",
         # debian/rules: plain dh over its Makefile (patched for flags)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="tetgen", lang="C++", pkg="tetgen", ver="1.5.0-5", srcdir="tetgen-1.5.0",
         kind="tetrahedral mesh generator (TetGen: Delaunay tetrahedralisation, constrained boundary recovery, "
              "mesh refinement/optimisation, predicates, file I/O; per point/tetrahedron/face) + tetgen CLI",
         seen="2026-12-06 (28)",
         # debian/rules: dh's CMake build (its patch writes the CMakeLists for the shared library); CMake configure
         # only
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="symlinks", lang="C", pkg="symlinks", ver="1.4-4", srcdir="symlinks-1.4",
         kind="symbolic link maintenance CLI (symlinks: scan directories, classify dangling/absolute/messy links, "
              "convert or delete; per directory entry)",
         seen="2026-12-06 (28)",
         # debian/rules: plain dh over its Makefile with CPPFLAGS -D_GNU_SOURCE
         build=[MK, bear('make CPPFLAGS=-D_GNU_SOURCE')],
         include=None, exclude=[]),
    dict(name="6tunnel", lang="C", pkg="6tunnel", ver="1:0.13-2", srcdir="6tunnel-0.13",
         kind="IPv6/IPv4 TCP proxy daemon (6tunnel: listener, per-connection relay with optional IRC hostname "
              "handling; per connection/buffer)",
         seen="2026-12-06 (28)",
         # no configure shipped: autoreconf first (dh_autoreconf); plain dh configure + make; contrib/ is a script
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="liblockfile", lang="C", pkg="liblockfile", ver="1.17-1", srcdir="liblockfile-1.17",
         kind="NFS-safe lockfile library (liblockfile: lockfile_create/check/remove, maillock, dotlockfile "
              "helper; per attempt/lock)",
         seen="2026-12-06 (28)",
         # debian/rules: configure --enable-shared --with-mailgroup (no patches: configure as shipped)
         build=[conf("--enable-shared --with-mailgroup"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="sloccount", lang="C", pkg="sloccount", ver="2.26-5.2", srcdir="sloccount-2.26",
         kind="source line counting tools (sloccount's C counters: c_count, the flex-built per-language counters, "
              "driver; per file/line) around its Perl/shell drivers",
         seen="2026-12-06 (28)", apt=["flex"],
         # debian/rules: make (its patches touch the Makefile and the C/flex counters)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libpipeline", lang="C", pkg="libpipeline", ver="1.5.7-1", srcdir="libpipeline-1.5.7",
         kind="pipeline manipulation library (libpipeline: commands, pipelines, fork/exec, fd plumbing, "
              "reading pipeline output by line/block; per command/read)",
         seen="2026-12-06 (28)", apt=["pkg-config"],
         # debian/rules: plain dh configure + make (no patches: configure as shipped); gl/ is gnulib, tests/ left out
         build=[CONF, MK, BEAR],
         include=None, exclude=["gl/", "tests/"]),
    dict(name="pexec", lang="C", pkg="pexec", ver="1.0~rc8-4", srcdir="pexec-1.0~rc8",
         kind="parallel command execution CLI (pexec: job slots, remote hosts over shell, I/O collection, "
              "mutexes; per job/line)",
         seen="2026-12-06 (28)",
         # debian/rules: configure --build with CFLAGS -Wall -g -O2, then make (compat 7: no autoreconf)
         build=[conf("--build x86_64-linux-gnu CFLAGS='-Wall -g -O2'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="udns", lang="C", pkg="udns", ver="0.4-1", srcdir="udns-0.4",
         kind="asynchronous stub DNS resolver library (udns: query/parse of A/AAAA/MX/TXT/SRV/NAPTR/PTR, DNSBL, "
              "resolver state; per query/packet) + dnsget/rblcheck",
         seen="2026-12-06 (28)",
         # debian/rules: ./configure --enable-ipv6, make staticlib sharedlib rblcheck_s dnsget_s (ex-rdns.c, an
         # example, is not built)
         build=[conf("--enable-ipv6"), MK, bear("make staticlib sharedlib rblcheck_s dnsget_s")],
         include=None, exclude=["ex-rdns.c"]),
    dict(name="schedtool", lang="C", pkg="schedtool", ver="1.3.0-4", srcdir="schedtool-1.3.0",
         kind="CPU scheduling policy/affinity CLI (schedtool: sched_setscheduler/affinity/nice for PIDs or a "
              "command; per PID)",
         seen="2026-12-06 (28)",
         # debian/rules: make with dpkg-buildflags' CFLAGS
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libntlm", lang="C", pkg="libntlm", ver="1.6-4", srcdir="libntlm-1.6",
         kind="NTLM authentication library (libntlm: request/challenge/response messages, LM/NT hashes, DES/MD4 "
              "via gnulib; per message)",
         seen="2026-12-06 (28)",
         # debian/rules: plain dh configure + make (no patches: configure as shipped); gl/ is gnulib (crypto
         # primitives, kept: part of the library); the test_*.c programs left out
         build=[CONF, MK, BEAR],
         include=None, exclude=["test_"]),
    dict(name="libdkim", lang="C++", pkg="libdkim", ver="1:1.0.21-4", srcdir="libdkim-1.0.21",
         kind="DKIM signing/verification library (libdkim: header canonicalisation, signer, verifier over "
              "OpenSSL, DNS key lookup; per message/header/signature) + libdkimtest",
         seen="2026-12-06 (28)", apt=["autoconf", "libssl-dev", "pkg-config"],
         # debian/rules: links debian/*.in into src/, autoconf in debian/, then debian/configure --srcdir=src/
         build=["ln -sf $PWD/debian/*.in src/", "cd debian && autoconf >/dev/null 2>&1",
                "debian/configure --srcdir=src/ --prefix=/usr >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="libowfat", lang="C", pkg="libowfat", ver="0.32-4", srcdir="libowfat-0.32",
         kind="reimplementation of djb's libdjb (libowfat: buffer, stralloc, fmt/scan, io event loops, sockets, "
              "DNS, cdb, mmap, critbit, textcode; per byte/call/event)",
         seen="2026-12-06 (28)",
         # debian/rules: make -f GNUmakefile with CFLAGS -I. and DIET='' (its shared build is the same sources);
         # examples/ and test/ left out
         build=[MK, bear("make -f GNUmakefile CFLAGS='-g -O2 -I.' DIET=''")],
         include=None, exclude=["examples/", "test/", "t.c"]),
]
