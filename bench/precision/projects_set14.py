"""Precision projects: former held-out set 14 (session 16; seen since session 17). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 14 (session 16, brief h5-set14; seen in 17)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 14 (session 16)"
    # (candidate list, availability and draw order: /work/set14/candidates.txt, fetchable.txt,
    # draw-order.txt; weighted round-robin: codecs 2, scientific 2, the other kinds 1 per round); the
    # draw order's projects that built, in that order. include/exclude were decided from each source
    # tree's layout before any run: bundled gnulib is left out as in sets 12 and 13, test suites and
    # examples too. apt lists what the measured builds needed beyond fetch.py's list.
    # Skipped in the draw (positions 1, 3, 6, 28; /work/set14/fetch-summary.txt, fix-summary.txt), before any
    # faultline output of theirs existed: libopenmpt 0.6.9-1 and gsl 2.7.1+dfsg-5+deb12u1 (builds over 330 s on
    # the shared machine), capnproto 0.9.2-2 (its sources are *.c++, which run.py's SOURCE_EXT does not take: no
    # TU to measure; decided from the layout, not built), missfits 2.8.0-5 (the link fails on globals its
    # headers define in every TU; the fix, -fcommon as debian/rules, reused the first build's objects and
    # failed the same way). Positions 31-34 took their places; html2text (36, *.C sources) was not reached.
    dict(name="netpbm-free", lang="C", pkg="netpbm-free", ver="2:11.01.00-2", srcdir="netpbm-free-11.01.00",
         kind="Netpbm image converters and editors + libnetpbm (per image row/pixel)", seen="2026-12-05 (17)",
         apt=["libjpeg-dev", "libpng-dev", "libtiff-dev", "libx11-dev", "libxml2-dev", "flex"],
         # config.mk as debian/rules writes it (config.mk.in + debian/config.mk.debian); one make (Debian: --no-parallel)
         build=["cp config.mk.in config.mk && cat debian/config.mk.debian >> config.mk",
                "mkdir -p fl-build", "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=None, exclude=["test/", "doc/", "buildtools/"]),
    dict(name="metis", lang="C", pkg="metis", ver="5.1.0.dfsg-7", srcdir="metis-5.1.0.dfsg",
         kind="graph and mesh partitioning library + CLIs, with its GKlib (per graph/level)", seen="2026-12-05 (17)",
         # CMake from the top directory as debian/rules (dh --buildsystem=cmake), GKlib in the tree
         build=[CMAKE + " -DSHARED=1 -S . -B fl-build >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=["libmetis/", "programs/", "GKlib/"], exclude=["GKlib/test/"]),
    dict(name="fio", lang="C", pkg="fio", ver="3.33-3", srcdir="fio-3.33",
         kind="flexible I/O tester and benchmark, storage (per I/O unit/job)", seen="2026-12-05 (17)",
         apt=["libaio-dev", "libnuma-dev"],
         # no GTK front end (gfio), RDMA, Ceph, Gluster, PMEM or NBD engines
         build=["./configure --disable-native --prefix=/usr >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=["t/", "unittests/", "examples/"]),
    dict(name="libtasn1-6", lang="C", pkg="libtasn1-6", ver="4.19.0-2+deb12u1", srcdir="libtasn1-6-4.19.0",
         kind="ASN.1 DER encoding/decoding library + asn1Parser/asn1Coding/asn1Decoding (per element/octet)",
         seen="2026-12-05 (17)",
         build=["./configure --disable-doc --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["lib/", "src/"], exclude=["lib/gl/", "src/gl/"]),
    dict(name="crunch", lang="C", pkg="crunch", ver="3.6-3", srcdir="crunch-3.6",
         kind="wordlist generator CLI (per word/line)", seen="2026-12-05 (17)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="bison", lang="C", pkg="bison", ver="2:3.8.2+dfsg-1", srcdir="bison-3.8.2+dfsg",
         kind="GNU LALR/GLR parser generator (per grammar symbol/state)", seen="2026-12-05 (17)",
         apt=["autoconf", "automake", "autopoint", "gettext", "flex", "m4"],
         # as debian/rules: the +dfsg tree has no manual, so make reruns automake and stops on the missing
         # doc/bison.texi; Debian writes a stub, regenerates (dh_autoreconf) and dates the doc files back
         build=["echo '@setfilename bison.info' > doc/bison.texi && autoreconf -fi >/dev/null 2>&1",
                "./configure --disable-nls >/dev/null 2>&1",
                "install -d doc/figs && touch --date='Jan 01 2000' doc/bison.info doc/bison.help doc/figs/example.txt"
                " doc/figs/example-reduce.txt doc/figs/example-shift.txt doc/*.texi build-aux/cross-options.pl src/getargs.c",
                "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="dns2tcp", lang="C", pkg="dns2tcp", ver="0.5.2-3", srcdir="dns2tcp-0.5.2",
         kind="TCP-over-DNS tunnel client and server (per query/packet)", seen="2026-12-05 (17)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["client/", "server/", "common/"], exclude=[]),
    dict(name="bombardier", lang="C", pkg="bombardier", ver="0.8.3+nmu3", srcdir="bombardier-0.8.3+nmu3",
         kind="terminal block-building bombing game (per frame/key)", seen="2026-12-05 (17)",
         apt=["libncurses-dev"],
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="wv", lang="C", pkg="wv", ver="1.2.9-5", srcdir="wv-1.2.9",
         kind="MS Word document parser library + wvWare/wvText converters (per character/paragraph/stream)",
         seen="2026-12-05 (17)",
         apt=["libglib2.0-dev", "libgsf-1-dev"],
         build=["./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="libpgf", lang="C++", pkg="libpgf", ver="7.21.7+ds-2", srcdir="libpgf-7.21.7+ds",
         kind="Progressive Graphics File (wavelet) image codec library (C++, per image level/macro block)",
         seen="2026-12-05 (17)",
         # the +ds tree has no configure: regenerated as debian/rules does (dh_autoreconf after mkdir m4, touch README)
         build=["mkdir -p m4 && touch README && autoreconf -fi >/dev/null 2>&1",
                "./configure --disable-static >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="lunzip", lang="C", pkg="lunzip", ver="1.13-5", srcdir="lunzip-1.13",
         kind="lzip decompressor CLI (per member/block)", seen="2026-12-05 (17)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="boolector", lang="C", pkg="boolector", ver="1.5.118.6b56be4.121013-1.3",
         srcdir="boolector-1.5.118.6b56be4.121013",
         kind="SMT solver for bit-vectors and arrays, with its bundled Lingeling SAT solver (per term/clause)",
         seen="2026-12-05 (17)",
         # as debian/rules: Lingeling configured and built first (boolector's configure needs lingeling/liblgl.a), then boolector
         build=["cd lingeling && ./configure >/dev/null 2>&1", "mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make -C lingeling >/dev/null 2>&1",
                "./configure >/dev/null 2>&1",
                "bear --append --output fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"],
         include=None, exclude=["examples/"]),
    dict(name="libmatheval", lang="C", pkg="libmatheval", ver="1.1.11+dfsg-5", srcdir="libmatheval-1.1.11+dfsg",
         kind="symbolic mathematical expression parsing, evaluation and differentiation library (per node/evaluation)",
         seen="2026-12-05 (17)",
         apt=["guile-3.0-dev", "libfl-dev", "flex"],
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["lib/"], exclude=[]),
    dict(name="dosfstools", lang="C", pkg="dosfstools", ver="4.2-1", srcdir="dosfstools-4.2",
         kind="FAT file system tools: mkfs.fat, fsck.fat, fatlabel (per cluster/directory entry)", seen="2026-12-05 (17)",
         build=["./configure --enable-compat-symlinks >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="xerces-c", lang="C++", pkg="xerces-c", ver="3.2.4+debian-1", srcdir="xerces-c-3.2.4+debian",
         kind="validating XML parser library, DOM/SAX (C++, per element/character)", seen="2026-12-05 (17)",
         # socket net accessor and GNU iconv transcoder instead of Debian's curl/ICU (not installed)
         build=["./configure --disable-pretty-make --disable-sse2 --enable-netaccessor-socket"
                " --enable-transcoder-gnuiconv --disable-static >/dev/null 2>&1",
                "mkdir -p fl-build", "bear --output fl-build/compile_commands.json -- make -j2 -C src >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="libassuan", lang="C", pkg="libassuan", ver="2.5.5-5", srcdir="libassuan-2.5.5",
         kind="GnuPG's IPC protocol library, Assuan (per line/command)", seen="2026-12-05 (17)",
         apt=["libgpg-error-dev"],
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=["src/"], exclude=[]),
    dict(name="fcrackzip", lang="C", pkg="fcrackzip", ver="1.0-11", srcdir="fcrackzip-1.0",
         kind="zip password cracker CLI (per candidate password/file)", seen="2026-12-05 (17)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="tree-sitter", lang="C", pkg="tree-sitter", ver="0.20.7-1", srcdir="tree-sitter-0.20.7",
         kind="incremental parsing runtime library (per node/edit)", seen="2026-12-05 (17)",
         # the C runtime only (the Makefile's library); the CLI is Rust
         build=["mkdir -p fl-build", BEAR],
         include=["lib/"], exclude=[]),
    dict(name="n2n", lang="C", pkg="n2n", ver="1.3.1~svn3789-7", srcdir="n2n-1.3.1~svn3789",
         kind="peer-to-peer VPN: edge node and supernode (per packet)", seen="2026-12-05 (17)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=["openwrt/"]),
    dict(name="gbsplay", lang="C", pkg="gbsplay", ver="0.0.94+git20210915-1", srcdir="gbsplay-0.0.94+git20210915",
         kind="Game Boy sound (GBS) emulator and player CLI (per sample/cycle)", seen="2026-12-05 (17)",
         # the player with file writers only (stdout, MIDI, iodumper): no ALSA, PulseAudio, SDL, NAS back ends
         build=["./configure --prefix=/usr --disable-alsa --disable-pulse --disable-sdl --disable-nas"
                " --disable-i18n --without-test --without-xgbsplay >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=["examples/", "contrib/"]),
    dict(name="grepcidr", lang="C", pkg="grepcidr", ver="2.0-2", srcdir="grepcidr-2.0",
         kind="grep for IPv4/IPv6 addresses in CIDR ranges CLI (per line)", seen="2026-12-05 (17)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="clzip", lang="C", pkg="clzip", ver="1.13-5", srcdir="clzip-1.13",
         kind="lzip (LZMA) compressor/decompressor CLI in C (per member/block)", seen="2026-12-05 (17)",
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="squashfs-tools", lang="C", pkg="squashfs-tools", ver="1:4.5.1-1", srcdir="squashfs-tools-4.5.1",
         kind="SquashFS compressed file system tools: mksquashfs, unsquashfs (per block/fragment/inode)",
         seen="2026-12-05 (17)",
         apt=["liblzma-dev", "liblzo2-dev", "liblz4-dev", "libzstd-dev", "libattr1-dev"],
         # every compressor Debian builds in (the Makefile's defaults have gzip only)
         build=["mkdir -p fl-build",
                "bear --output fl-build/compile_commands.json -- make -j2 -C squashfs-tools XZ_SUPPORT=1"
                " LZO_SUPPORT=1 LZ4_SUPPORT=1 ZSTD_SUPPORT=1 >/dev/null 2>&1"],
         include=["squashfs-tools/"], exclude=[]),
    dict(name="calc", lang="C", pkg="calc", ver="2.12.7.2-4", srcdir="calc-2.12.7.2",
         kind="arbitrary-precision calculator + libcalc (per value/operation)", seen="2026-12-05 (17)",
         apt=["libreadline-dev"],
         # its Makefile generates headers by running probe programs: one make, not parallel
         build=["mkdir -p fl-build", "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=None, exclude=["win32/"]),
    dict(name="mtools", lang="C", pkg="mtools", ver="4.0.33-1+really4.0.32-1", srcdir="mtools-4.0.33-1+really4.0.32",
         kind="MS-DOS FAT disk access tools: mcopy, mdir, mformat (per cluster/file)", seen="2026-12-05 (17)",
         # without the X11 floppyd
         build=["./configure --disable-floppyd >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="geographiclib", lang="C++", pkg="geographiclib", ver="2.1.2-1", srcdir="geographiclib-2.1.2",
         kind="geodesic, projection and geoid library + CLIs (C++, per point/line)", seen="2026-12-05 (17)",
         build=[CMAKE + " -DBUILD_DOCUMENTATION=OFF -S . -B fl-build >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=["src/", "tools/"], exclude=[]),
    dict(name="libcap-ng", lang="C", pkg="libcap-ng", ver="0.8.3-1", srcdir="libcap-ng-0.8.3",
         kind="POSIX capabilities library + pscap/netcap/filecap (per process/file)", seen="2026-12-05 (17)",
         build=["./configure --without-python --without-python3 >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/", "utils/"], exclude=[]),
    dict(name="pdfcrack", lang="C", pkg="pdfcrack", ver="0.20-1", srcdir="pdfcrack-0.20",
         kind="PDF password recovery CLI (per candidate password)", seen="2026-12-05 (17)",
         build=["mkdir -p fl-build", BEAR],
         include=None, exclude=[]),
    dict(name="raptor2", lang="C", pkg="raptor2", ver="2.0.15-4+deb12u1", srcdir="raptor2-2.0.15",
         kind="RDF syntax parsers and serializers library + rapper CLI (per triple/token)", seen="2026-12-05 (17)",
         apt=["libxml2-dev", "libxslt1-dev", "libyajl-dev"],
         # no WWW fetcher (libcurl) and no gtk-doc
         build=["./configure --with-www=none --disable-gtk-doc >/dev/null 2>&1", "mkdir -p fl-build", BEAR],
         include=["src/", "librdfa/", "utils/"], exclude=[]),
    dict(name="zsync", lang="C", pkg="zsync", ver="0.6.2-5", srcdir="zsync-0.6.2",
         kind="rsync-over-HTTP file transfer client + zsyncmake (per block/range)", seen="2026-12-05 (17)",
         # its zlib/ is a bundled copy of zlib (zlib is in the tuned corpus): left out
         build=[CONF, "mkdir -p fl-build", BEAR],
         include=None, exclude=["zlib/", "doc/"]),
]
