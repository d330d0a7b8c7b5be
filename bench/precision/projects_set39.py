"""Precision projects: held-out set 39 (session 41). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 39 (session 41)
# The draw, fixed at 2026-12-08 03:13:38 UTC before any build and any faultline run on any candidate
# (/work/set39/draw-order.txt, draw-fixed-at.txt, draw-rule.txt). Candidates written from memory 02:48-03:05 UTC
# (/work/set39/tmp/b1..b11, file times in tmp/batch-times.txt): a first pass of seven kind batches (2442 names; 9
# repeats, 1065 excluded by /work/set39/exclude-check.py: whole-word, case-insensitive occurrence in
# bench/precision/*.py, triage.md, bench/recall/recall.yaml, docs/precision.md, docs/recall.md), a second pass
# (codecs, media and a kind-tagged mixed batch, 1631 names; 3 repeats, 352 excluded) and a third (codecs and
# databases, 421 names; 88 excluded). Pinned by /work/set39/ver.py to bookworm(-updates/-security) sources (a binary
# name of exactly one source maps to it; a source already listed or itself excluded is dropped): 870 of 1368,
# 612 of 1276, 118 of 333 pinned. Fetchable (/work/set39/head.sh: apt-get source --print-uris + one HTTP HEAD per
# file, all 200): 85 of 870, 84 of 612, 9 of 118 = 178 (fetchable-all.txt). Left off by hand after pinning,
# before the draw (huge, not C/C++, a libc, shell/Perl/Python/Go/Rust/OCaml/Erlang/Ada): 102
# (tmp/leaveoff-after-pinning.txt), so 76 (fetchable.txt: 4 codecs, 12 media, 4 databases, 18 scientific,
# 10 CLIs, 17 daemons, 11 other C libraries). Exclusion re-checked on the 76 names and their sources: 0 violations.
# The weighted round-robin (codecs 3, media 3, databases 1, scientific 1, C CLIs 1, daemons 2, other C libraries
# 1; a kind that runs out is passed over) over the 76 in list order orders all 76; the set is positions 1-40, a
# skipped position replaced by the next (41, 42, ...), as fixed with the draw (draw-rule.txt). Project names are
# the Debian source names. Order:
#  1 msitools 0.101+repack-1, 2 halibut 1.3-2, 3 docbook-to-man 1:2.0.0-45, 4 ps2eps 1.70-1, 5 cd-discid 1.4-2,
#  6 gtkam 1.0-3, 7 mrtg 2.17.10-5+deb12u2, 8 teem 1.12.0~20160122-5, 9 mbw 1.2.2-1.1, 10 tripwire 2.4.3.7-4,
#  11 chkrootkit 0.57-2, 12 farmhash 0~git20190513.0d859a8-2, 13 oscpack 1.1.0-3, 14 metacam 1.2-14,
#  15 midicsv 1.1+dfsg.1-1, 16 bplay 0.991-10.1, 17 dconf 0.40.0-4, 18 p4est 2.2-3, 19 burp 3.1.4-1,
#  20 mailfilter 0.8.9-1, 21 numad 0.5+20150602-8, 22 pigpio 1.78-1, 23 giftrans 1.12.2-19, 24 videotrans 1.6.1-8,
#  25 fuse-exfat 1.3.0+git20220115-2, 26 spellutils 0.7+debian-1, 27 libcgns 3.4.0-3, 28 ascii2binary 2.14-1.1,
#  29 mdk3 6.0-8, 30 analog 2:6.0.17-3, 31 can-utils 2020.11.0-1, 32 fatcat 1.1.1-3, 33 scrounge-ntfs 0.9-10,
#  34 di 4.51-1, 35 hnb 1.9.18+ds1-3, 36 mathomatic 16.0.5-5, 37 chrootuid 1.3-6.1, 38 libpam-script 1.1.9-5,
#  39 daemonize 1.7.8-3, 40 libcdk5 5.0.20180306-3; then (replacements, in order) 41 rubiks 20070912-5,
#  42 bubblewrap 0.8.0-2+deb12u1, 43 tini 0.19.0-1, 44 catatonit 0.1.7-1, 45 termbox 1.1.2+dfsg-5,
#  46 clasp 3.3.5-4.2, 47 deborphan 1.7.35, 48 bcache-tools 1.0.8-4, ... (draw-order.txt, 76 positions)


PROJECTS = [
    # Set 39 as measured: draw positions 1-40 built in order (/work/set39/pipeline.sh, 03:15:26-03:42:10 UTC;
    # msitools' first build failed at meson setup and was corrected once (bats), so it was rebuilt right after
    # position 2); all 40 built and measured, none over 900 s. Every entry written from the source tree's layout
    # (/work/set39/src), debian/rules and debian/control before its first build. docs/precision.md "Held-out check,
    # set 39 (session 41)".
    dict(name="msitools", lang="C", pkg="msitools", ver="0.101+repack-1", srcdir="msitools-0.101+repack",
         kind="Windows Installer (.msi) file tools and library (libmsi: OLE compound storage through libgsf, the "
              "MSI database tables, SQL query engine and streams; msiinfo/msibuild/msiextract/msidump, the wixl "
              "WiX compiler (Vala); per table/row/stream/file)",
         seen="2026-12-08 (41)", apt=["meson", "valac", "bison", "bats", "pkg-config", "libglib2.0-dev", "libgsf-1-dev",
                            "libgcab-dev", "libxml2-dev"],
         # debian/rules: dh --with gir (compat 13, meson); here without introspection (-Dintrospection=false, no
         # gobject-introspection); meson setup + ninja (valac writes the tools' C). tests/ left out.
         # Corrected once: the first build stopped at meson setup, "Program 'bats' not found" (meson.build looks
         # for the test runner unconditionally; bats is in Build-Depends): bats added to apt
         build=["meson setup fl-build -Dintrospection=false >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="halibut", lang="C", pkg="halibut", ver="1.3-2", srcdir="halibut-1.3",
         kind="Documentation preparation system (halibut: one source format to text, HTML, Windows Help, CHM (its own "
              "LZX compressor), man, info, PostScript and PDF with font metrics and deflate; charset library; "
              "per paragraph/word/page)",
         seen="2026-12-08 (41)", apt=["cmake", "ninja-build"],
         # debian/rules: dh (compat 13, cmake) -DCMAKE_INSTALL_DOCDIR=share/doc/halibut/html; CMake configure +
         # ninja (the build also runs halibut on its own doc/)
         build=[CMAKE + " -DCMAKE_INSTALL_DOCDIR=share/doc/halibut/html -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="docbook-to-man", lang="C", pkg="docbook-to-man", ver="1:2.0.0-45", srcdir="docbook-to-man-2.0.0",
         kind="DocBook SGML to man page converter (instant: reads nsgmls/onsgmls ESIS output into a tree, applies "
              "translation specs (Transpec) and character maps, writes roff; the tptregexp regex library; "
              "per element/line)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13), make CFLAGS="$(CFLAGS) $(CPPFLAGS)" (+ -Wall -fcommon) ROOT=/usr
         build=[MK, bear("make CFLAGS='-g -O2 -Wall -fcommon' ROOT=/usr")],
         include=None, exclude=[]),
    dict(name="ps2eps", lang="C", pkg="ps2eps", ver="1.70-1", srcdir="ps2eps-1.70",
         kind="PostScript to EPS conversion (ps2eps is Perl; its C part is bbox: reads a PPM/PBM raster from "
              "Ghostscript's output and computes the bounding box; per row/pixel)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: $(MAKE) -C src/C -f /dev/null bbox CC=gcc (make's implicit rule); the Perl script is
         # not C
         build=[MK, bear("make -C src/C -f /dev/null bbox CFLAGS='-g -O2'")],
         include=None, exclude=[]),
    dict(name="cd-discid", lang="C", pkg="cd-discid", ver="1.4-2", srcdir="cd-discid-1.4",
         kind="CDDB disc ID utility (cd-discid: reads the CD's table of contents through CD-ROM ioctls and prints "
              "the CDDB/MusicBrainz disc ID and track offsets; per track)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 9), make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="gtkam", lang="C", pkg="gtkam", ver="1.0-3", srcdir="gtkam-1.0",
         kind="Digital camera front end (gtkam: GTK 2 GUI over libgphoto2: camera chooser, folder tree, thumbnail "
              "list, file download/upload/delete, EXIF view, capture, the GIMP plug-in; per file/folder)",
         seen="2026-12-08 (41)", apt=["libgtk2.0-dev", "libgphoto2-dev", "libgimp2.0-dev", "libexif-gtk-dev", "libexif-dev",
                            "libxml-parser-perl", "intltool", "gettext"],
         # debian/rules: dh (compat 11, so dh_autoreconf regenerates), configure --with-gimp --without-gnome
         # --without-bonobo; make
         build=[AUTORECONF, conf("--with-gimp --without-gnome --without-bonobo"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="mrtg", lang="C", pkg="mrtg", ver="2.17.10-5+deb12u2", srcdir="mrtg-2.17.10",
         kind="Multi Router Traffic Grapher (mrtg is Perl; its C part is rateup: the round-robin log of traffic "
              "samples, consolidation into day/week/month/year averages and the PNG graphs through libgd; "
              "per sample/graph)",
         seen="2026-12-08 (41)", apt=["libgd-dev", "libpng-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure; make (bin/rateup)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="teem", lang="C", pkg="teem", ver="1.12.0~20160122-5", srcdir="teem-1.12.0~20160122",
         kind="Scientific raster data libraries (Teem: nrrd N-dimensional raster I/O with raw/gzip/bzip2 encodings "
              "and resampling, air/biff/hest utilities, ell linear algebra, gage convolution, ten diffusion "
              "tensors, limn, echo, seek, push, mite, pull, coil, the unu/tend/gprobe tools; per sample/voxel/file)",
         seen="2026-12-08 (41)", apt=["cmake", "ninja-build", "zlib1g-dev", "libpng-dev", "libbz2-dev"],
         # debian/rules: dh (compat 13, cmake) -DBUILD_EXPERIMENTAL_APPS=OFF -DBUILD_EXPERIMENTAL_LIBS=OFF
         # -DBUILD_TESTING=ON -DTeem_USE_LIB_INSTALL_SUBDIR=ON -DBUILD_SHARED_LIBS=ON (zlib, PNG and bzip2 on by
         # default, found from the Build-Depends); here BUILD_TESTING=OFF (Testing/ left out); CMake configure + ninja
         build=[CMAKE + " -DBUILD_EXPERIMENTAL_APPS=OFF -DBUILD_EXPERIMENTAL_LIBS=OFF -DBUILD_TESTING=OFF "
                        "-DTeem_USE_LIB_INSTALL_SUBDIR=ON -DBUILD_SHARED_LIBS=ON -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["Testing/"]),
    dict(name="mbw", lang="C", pkg="mbw", ver="1.2.2-1.1", srcdir="mbw-1.2.2",
         kind="Memory bandwidth benchmark (mbw: times memcpy, a byte/word copy loop and a block copy over two "
              "arrays of a given size, N runs; per run)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: old-style, CFLAGS="-Wall -g -O2" $(MAKE)
         build=[MK, bear("make CFLAGS='-Wall -g -O2'")],
         include=None, exclude=[]),
    dict(name="tripwire", lang="C++", pkg="tripwire", ver="2.4.3.7-4", srcdir="tripwire-2.4.3.7",
         kind="File integrity checker (Open Source Tripwire: policy language parser, the file system walker and "
              "property calculators (CRC32, MD5, SHA-1, HAVAL hashes over file contents), the signed database and "
              "report files, El Gamal signing (cryptlib), twadmin/twprint/siggen; per file/object)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: old-style (compat 10, no dh_autoreconf: dh_update_autotools_config only), configure
         # --disable-openssl --enable-static --sysconfdir=/etc/tripwire, CXXFLAGS += -std=gnu++14; make
         build=["CXXFLAGS='-g -O2 -std=gnu++14' ./configure --disable-openssl --enable-static "
                "--sysconfdir=/etc/tripwire >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=[]),
    dict(name="chkrootkit", lang="C", pkg="chkrootkit", ver="0.57-2", srcdir="chkrootkit-0.57",
         kind="Rootkit checker (chkrootkit is a shell script; its C helpers: chklastlog/chkwtmp/chkutmp/"
              "check_wtmpx (login record consistency), chkproc (hidden processes), chkdirs (link counts), ifpromisc, "
              "strings-static; per record/process/directory)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13), make (target sense) with Debian's CFLAGS
         build=[MK, bear("make CFLAGS='-g -O2 -Wall -DHAVE_LASTLOG_H'")],
         include=None, exclude=[]),
    dict(name="farmhash", lang="C++", pkg="farmhash", ver="0~git20190513.0d859a8-2",
         srcdir="farmhash-0~git20190513.0d859a8",
         kind="Google's FarmHash string hash functions (farmhash: Hash32/64/128 and fingerprints over byte strings, "
              "the per-platform variants, the self-test; per string)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure; make. The self-test
         # (farm-test.cc) is built by make check only
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="oscpack", lang="C++", pkg="oscpack", ver="1.1.0-3", srcdir="oscpack-1.1.0",
         kind="Open Sound Control packet library (oscpack: OSC message and bundle serialisation into and parsing "
              "from UDP packets, the POSIX UDP socket and multiplexing listener; per packet/message)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 10), override_dh_auto_build: make lib (the shared library only; the tests and
         # examples are not built)
         build=[MK, bear("make lib")],
         include=None, exclude=[]),
    dict(name="metacam", lang="C++", pkg="metacam", ver="1.2-14", srcdir="metacam-1.2",
         kind="Digital camera EXIF metadata reader (metacam: TIFF/EXIF IFD parsing from JPEG files, the Canon, "
              "Casio, Nikon, Olympus and Minolta maker-note tag tables, value formatting; per file/IFD entry)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13), make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="midicsv", lang="C", pkg="midicsv", ver="1.1+dfsg.1-1", srcdir="midicsv-1.1+dfsg.1",
         kind="MIDI file to CSV and back (midicsv reads a Standard MIDI File's tracks and events and writes CSV; "
              "csvmidi parses the CSV and writes the MIDI file; per event/line)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 9), make
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="bplay", lang="C", pkg="bplay", ver="0.991-10.1", srcdir="bplay-0.991",
         kind="Raw/VOC/WAV audio player and recorder for OSS (bplay/brec: file header parsing and writing, a "
              "shared-memory ring buffer between a reader and a writer process, the /dev/dsp setup; per block)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: old-style, $(MAKE) CFLAGS="-Wall -g -O2 -DUSEBUFFLOCK"
         build=[MK, bear("make CFLAGS='-Wall -g -O2 -DUSEBUFFLOCK'")],
         include=None, exclude=[]),
    dict(name="dconf", lang="C", pkg="dconf", ver="0.40.0-4", srcdir="dconf-0.40.0",
         kind="Low-level configuration system (dconf: the GVDB hash-table database format, the engine with "
              "shared-memory change notification, the D-Bus service writing databases, the GSettings backend, the "
              "client library and the dconf CLI (Vala); per key/write/change)",
         seen="2026-12-08 (41)", apt=["meson", "valac", "pkg-config", "libglib2.0-dev", "libdbus-1-dev", "bash-completion"],
         # debian/rules: dh (compat 13, meson) -Dgtk_doc=false for the arch build; here also -Dman=false (no
         # xsltproc/docbook-xsl); meson setup + ninja. tests/ left out
         build=["meson setup fl-build -Dgtk_doc=false -Dman=false >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="p4est", lang="C", pkg="p4est", ver="2.2-3", srcdir="p4est-2.2",
         kind="Parallel adaptive mesh refinement on forests of octrees (p4est: quadtree/octree forests, "
              "refinement/coarsening/balancing/partitioning, ghost layers, mesh and node numbering, VTK output; "
              "libsc underneath: arrays, mempools, hash tables, MPI wrappers, I/O; per quadrant/tree/rank)",
         seen="2026-12-08 (41)", apt=["mpi-default-dev", "mpi-default-bin", "libblas-dev", "liblapack-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 12), dh_autoreconf ./bootstrap (after writing .tarball-version),
         # configure --enable-mpi --enable-mpiio; make (the libraries and the example programs). test/ and sc/test/
         # (make check) left out
         build=["echo 2.2 > .tarball-version && echo 2.2 > sc/.tarball-version && ./bootstrap >/dev/null 2>&1",
                conf("--enable-mpi --enable-mpiio"), MK, BEAR],
         include=None, exclude=["test/", "sc/test/"]),
    dict(name="burp", lang="C", pkg="burp", ver="3.1.4-1", srcdir="burp-3.1.4",
         kind="Network backup and restore (burp 2/3: client and server over TLS, file system scanning, librsync "
              "deltas, the protocol-1 and protocol-2 (chunked, deduplicating) stores, compression and "
              "encryption of file data, manifests, the status monitor; per file/block/chunk)",
         seen="2026-12-08 (41)", apt=["pkg-config", "check", "librsync-dev", "zlib1g-dev", "libssl-dev", "uthash-dev",
                            "libyajl-dev", "libncurses-dev", "libacl1-dev"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure --sysconfdir=/etc/burp
         # --localstatedir=/var --sbindir='${prefix}/sbin'; make. utest/ and test/ (make check) left out
         build=[AUTORECONF, conf("--sysconfdir=/etc/burp --localstatedir=/var --sbindir='${prefix}/sbin'"), MK,
                BEAR],
         include=None, exclude=["utest/", "test/"]),
    dict(name="mailfilter", lang="C++", pkg="mailfilter", ver="0.8.9-1", srcdir="mailfilter-0.8.9",
         kind="POP3 mail filter (mailfilter: connects to POP3 accounts over TCP or TLS, reads the headers of each "
              "message and deletes those matching the rc file's regular-expression rules (flex/bison parser); "
              "per account/message/header)",
         seen="2026-12-08 (41)", apt=["bison", "flex", "libfl-dev", "gettext", "libssl-dev"],
         # debian/rules: dh (compat 13), dh_autoreconf ./autogen.sh; configure; make
         build=["./autogen.sh >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="numad", lang="C", pkg="numad", ver="0.5+20150602-8", srcdir="numad-0.5+20150602",
         kind="NUMA placement daemon (numad: reads /proc and /sys for node memory and per-process CPU/memory use, "
              "computes placements and moves processes with cpusets and migrate_pages; per interval/process/node)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13), make with Debian's CFLAGS exported (DPKG_EXPORT_BUILDFLAGS; the Makefile
         # adds to them)
         build=[MK, bear("env CFLAGS='-g -O2' make")],
         include=None, exclude=[]),
    dict(name="pigpio", lang="C", pkg="pigpio", ver="1.78-1", srcdir="pigpio-1.78",
         kind="Raspberry Pi GPIO library and daemon (pigpio: memory-mapped GPIO/PWM/DMA control, waveforms, "
              "serial/I2C/SPI, the pigpiod socket/pipe command daemon, the pigpiod_if client libraries, pigs and "
              "pig2vcd; per command/sample/pulse)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh --with python3 (compat 9), make (Makefile, after 09-filelayout.patch) with Debian's
         # CFLAGS and -Wno-format-security exported (the Makefile adds -O3 -Wall -pthread); the Python module is
         # not C
         build=[MK, bear("env CFLAGS='-g -O2 -Wno-format-security' make")],
         include=None, exclude=[]),
    dict(name="giftrans", lang="C", pkg="giftrans", ver="1.12.2-19", srcdir="giftrans-1.12.2",
         kind="GIF transparency and colour editor (giftrans: reads a GIF's blocks, sets the transparent or "
              "background colour, remaps colours, adds or removes comments and lists the contents; per block/image)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 9), override_dh_auto_build: $(CC) $(CFLAGS) ... -ogiftrans giftrans.c
         build=[MK, bear("gcc -g -O2 -ogiftrans giftrans.c")],
         include=None, exclude=[]),
    dict(name="videotrans", lang="C", pkg="videotrans", ver="1.6.1-8", srcdir="videotrans-1.6.1",
         kind="Video to DVD conversion scripts (videotrans is shell around ffmpeg, mplex and dvdauthor; its C "
              "helpers: movie-zoomcalc (picture scaling and letterboxing), movie-fakewavspeed (WAV header speed "
              "rewrite, streaming the samples), movie-progress (progress bar over a pipe); per block/frame)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 11, so dh_autoreconf regenerates), configure CFLAGS="$(CFLAGS) $(CPPFLAGS)";
         # make. Here `make -C src` only: data/ and man1/ build no C (and data/ renders with ImageMagick and
         # ffmpeg, Build-Depends not installed)
         build=[AUTORECONF, conf("CFLAGS='-g -O2'"), MK, bear("make -C src")],
         include=None, exclude=[]),
    dict(name="fuse-exfat", lang="C", pkg="fuse-exfat", ver="1.3.0+git20220115-2", srcdir="fuse-exfat-1.3.0+git20220115",
         kind="exFAT file system driver and tools (libexfat: the boot sector, FAT and cluster bitmap, directory "
              "entries, node cache, cluster reads and writes; mount.exfat-fuse (FUSE 2), mkexfatfs, exfatfsck, "
              "dumpexfat, exfatlabel; per cluster/node/file)",
         seen="2026-12-08 (41)", apt=["libfuse-dev", "pkg-config"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure --sbindir=/sbin; make
         build=[AUTORECONF, conf("--sbindir=/sbin"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="spellutils", lang="C", pkg="spellutils", ver="0.7+debian-1", srcdir="spellutils-0.7+debian",
         kind="Spell checking of parts of files (pospell: runs a spell checker on the msgstr parts of a .po file; "
              "newsbody: on the body of a mail or news message, skipping headers, quotes and signature; both "
              "split the file, run the command and merge it back; per entry/line)",
         seen="2026-12-08 (41)", apt=["gettext"],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libcgns", lang="C", pkg="libcgns", ver="3.4.0-3", srcdir="libcgns-3.4.0",
         kind="CFD General Notation System library (CGNS: the mid-level library over ADF and HDF5 files (zones, "
              "grids, flow solutions, boundary conditions, connectivity), the cgio layer, the Fortran wrappers, "
              "cgnstools (cgnsview, cgnscalc, cgnsplot, converters and utilities); per node/zone/array)",
         seen="2026-12-08 (41)", apt=["cmake", "ninja-build", "gfortran", "libhdf5-dev", "tk-dev", "libglu1-mesa-dev",
                            "libxmu-dev"],
         # debian/rules: dh (compat 11, cmake) -DCGNS_BUILD_CGNSTOOLS=ON -DCGNS_BUILD_SHARED=ON
         # -DCGNS_ENABLE_64BIT=OFF -DCGNS_ENABLE_BASE_SCOPE=ON -DCGNS_ENABLE_FORTRAN=ON -DCGNS_ENABLE_HDF5=ON
         # -DCGNS_ENABLE_LEGACY=ON -DCGNS_ENABLE_SCOPING=OFF -DCGNS_ENABLE_TESTS=ON -DCGNS_USE_SHARED=ON
         # -DFORTRAN_NAMING=LOWERCASE_; here tests off (src/tests/, src/Test_UserGuideCode/ left out); CMake
         # configure + ninja
         build=[CMAKE + " -DCGNS_BUILD_CGNSTOOLS=ON -DCGNS_BUILD_SHARED=ON -DCGNS_ENABLE_64BIT=OFF "
                        "-DCGNS_ENABLE_BASE_SCOPE=ON -DCGNS_ENABLE_FORTRAN=ON -DCGNS_ENABLE_HDF5=ON "
                        "-DCGNS_ENABLE_LEGACY=ON -DCGNS_ENABLE_SCOPING=OFF -DCGNS_ENABLE_TESTS=OFF "
                        "-DCGNS_USE_SHARED=ON -DFORTRAN_NAMING=LOWERCASE_ -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["src/tests/", "src/Test_UserGuideCode/"]),
    dict(name="ascii2binary", lang="C", pkg="ascii2binary", ver="2.14-1.1", srcdir="ascii2binary-2.14",
         kind="Text to binary number conversion and back (ascii2binary/binary2ascii: parse numbers of a chosen "
              "type from text and write them in binary, or read binary values and print them; per number)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 8, no dh_autoreconf), configure CFLAGS=$(dpkg-buildflags --get CFLAGS); make
         build=[conf("CFLAGS='-g -O2'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="mdk3", lang="C", pkg="mdk3", ver="6.0-8", srcdir="mdk3-6.0",
         kind="Wi-Fi 802.11 protocol test tool (mdk3: beacon flooding, authentication/deauthentication floods, "
              "SSID brute force, WPA TKIP attacks through raw monitor-mode frames; the osdep packet injection "
              "library; per frame/packet)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13), make (osdep then mdk3)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="analog", lang="C", pkg="analog", ver="2:6.0.17-3", srcdir="analog-6.0.17",
         kind="Web server log file analyser (analog: log format parsing, per-item hash tables (hosts, files, "
              "referrers, browsers...), DNS cache, date ranges, the report writers (HTML, LaTeX, XML, CSV) and "
              "pie charts through libgd; per log line/item)",
         seen="2026-12-08 (41)", apt=["libbz2-dev", "libgd-dev", "libjpeg-dev", "libpcre2-dev", "libpng-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 13), override_dh_auto_build: $(MAKE) DEFS='-DHOSTNAME=... ...
         # -DDEFAULTCONFIGFILE=\"/etc/analog.cfg\"' CC=... analog (its DEFS replaces the Makefile's)
         build=[MK, bear("make DEFS='-DHOSTNAME=\\\"Debian\\ Linux\\ System\\\" -DHOSTURL=\\\"/\\\" "
                         "-DLOGSDIR=\\\"/var/log/apache/\\\" -DLOGFILE=\\\"access.log\\\" -DIMAGEDIR=\\\"/analog/\\\" "
                         "-DLANGDIR=\\\"/usr/share/analog/lang/\\\" -DCACHEDIR=\\\"/var/cache/analog/\\\" "
                         "-DDNSDIR=\\\"/var/cache/analog/dns/\\\" -DCONFIGDIR=\\\"\\\" -DOUTDIR=\\\"\\\" "
                         "-DERRDIR=\\\"\\\" -DHEADERDIR=\\\"\\\" -DLOCKDIR=\\\"/var/lock/\\\" "
                         "-DDEFAULTCONFIGFILE=\\\"/etc/analog.cfg\\\"' analog")],
         include=None, exclude=[]),
    dict(name="can-utils", lang="C", pkg="can-utils", ver="2020.11.0-1", srcdir="can-utils-2020.11.0",
         kind="Linux SocketCAN user-space tools (candump/cansend/cangen/canplayer/canlogserver, the ISO-TP tools "
              "and isotptun, the J1939 tools, slcand/slcanpty, canbusload, log2asc/asc2log; per CAN frame)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh --with autoreconf (compat 12), configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="fatcat", lang="C++", pkg="fatcat", ver="1.1.1-3", srcdir="fatcat-1.1.1",
         kind="FAT file system explore, extract, repair and forensics tool (fatcat: FAT12/16/32 boot sector and "
              "tables, directory entries and long names, cluster chains, deleted-file recovery, the orphan "
              "finder, FAT comparison and fixing; per cluster/entry)",
         seen="2026-12-08 (41)", apt=["cmake", "ninja-build"],
         # debian/rules: dh (compat 13, cmake); CMake configure + ninja. tests/ is PHP
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="scrounge-ntfs", lang="C", pkg="scrounge-ntfs", ver="0.9-10", srcdir="scrounge-ntfs-0.9",
         kind="NTFS data recovery (scrounge-ntfs: scans a damaged partition for MFT records, rebuilds the "
              "directory tree and copies files out by their data runs, with compression; per MFT record/cluster "
              "run)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="di", lang="C", pkg="di", ver="4.51-1", srcdir="di-4.51",
         kind="Disk information utility (di: mounted file system listing through getmntent/statvfs and quotas, "
              "its own configuration system (mkconfig), sorting and formatting of the report; per file system)",
         seen="2026-12-08 (41)", apt=["gettext"],
         # debian/rules: dh (compat 13), override_dh_auto_build: make all-c (mkconfig probes, then the C build)
         build=[MK, bear("make all-c")],
         include=None, exclude=[]),
    dict(name="hnb", lang="C", pkg="hnb", ver="1.9.18+ds1-3", srcdir="hnb-1.9.18+ds1",
         kind="Hierarchical notebook outliner (hnb: curses tree editor, the node tree with attributes, "
              "import/export of XML/OPML/HTML/LaTeX/ASCII/help, the hnbrc configuration, search and spell "
              "hooks; per node/line)",
         seen="2026-12-08 (41)", apt=["libncurses-dev"],
         # debian/rules: dh (compat 12) with CPPFLAGS -I/usr/include/ncursesw and CFLAGS -fcommon exported;
         # make --always-make src/hnbrc.inc; make --always-make -C src init_subsystems.c; make src/hnb
         build=["make --always-make src/hnbrc.inc >/dev/null 2>&1",
                "make --always-make -C src init_subsystems.c >/dev/null 2>&1", MK,
                bear("env CFLAGS='-g -O2 -fcommon' CPPFLAGS=-I/usr/include/ncursesw make src/hnb")],
         include=None, exclude=[]),
    dict(name="mathomatic", lang="C", pkg="mathomatic", ver="16.0.5-5", srcdir="mathomatic-16.0.5",
         kind="Computer algebra system (mathomatic: expression parsing, simplification, factoring, solving, "
              "polynomial and complex arithmetic, calculus (differentiate, integrate, Laplace, Taylor), the "
              "editline command loop; matho-primes/matho-pascal/matho-sumsq; per expression/command)",
         seen="2026-12-08 (41)", apt=["libedit-dev"],
         # debian/rules: dh (compat 13), CFLAGS="$(CFLAGS) -DEDITLINE" LDLIBS=-ledit dh_auto_build (make: the
         # binary, and HTML and NEWS, not C), dh_auto_build --sourcedirectory=primes; here `make mathomatic`
         # and `make -C primes`
         build=[MK, bear("sh -c \"CFLAGS='-g -O2 -DEDITLINE' LDLIBS=-ledit make mathomatic && "
                         "CFLAGS='-g -O2' make -C primes\"")],
         include=None, exclude=[]),
    dict(name="chrootuid", lang="C", pkg="chrootuid", ver="1.3-6.1", srcdir="chrootuid-1.3",
         kind="Run a command in a chroot under another user (chrootuid: chroot, setgid/initgroups/setuid, exec, "
              "logging through syslog; per invocation)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: old-style, $(MAKE)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="libpam-script", lang="C", pkg="libpam-script", ver="1.1.9-5", srcdir="libpam-script-1.1.9",
         kind="PAM module running scripts (pam_script: for each PAM hook (auth, account, password, session) runs "
              "the configured script with the user, service and token in its environment; per PAM call)",
         seen="2026-12-08 (41)", apt=["libpam0g-dev", "gawk"],
         # debian/rules: dh --with autoreconf (compat 13), configure --sysconfdir=/usr/share/libpam-script
         # --libdir=/lib/$(DEB_HOST_MULTIARCH)/security; make
         build=[AUTORECONF, conf("--sysconfdir=/usr/share/libpam-script "
                                 "--libdir=/lib/x86_64-linux-gnu/security"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="daemonize", lang="C", pkg="daemonize", ver="1.7.8-3", srcdir="daemonize-1.7.8",
         kind="Run a command as a Unix daemon (daemonize: fork/setsid/chdir/umask, pid and lock files, "
              "stdout/stderr redirection, user switching; per invocation)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), CFLAGS += -Wall -D_FORTIFY_SOURCE=2 -O1
         # exported; configure; make (testdaemon is built by make check only)
         build=[AUTORECONF, conf("CFLAGS='-g -O2 -Wall -D_FORTIFY_SOURCE=2 -O1'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libcdk5", lang="C", pkg="libcdk5", ver="5.0.20180306-3", srcdir="libcdk5-5.0.20180306",
         kind="Curses Development Kit widget library (CDK: entry, mentry, scroll, matrix, calendar, dialog, "
              "file selector, viewer, swindow, graphs, sliders/scales generated per type, bindings and "
              "drawing; per widget/key/line)",
         seen="2026-12-08 (41)", apt=["libncurses-dev", "pkg-config"],
         # debian/rules: dh (compat 9, no dh_autoreconf), configure --with-pkg-config, CFLAGS += -fPIE; make (the
         # library; demos/, examples/ and cli/ are built by their own targets only)
         build=[conf("--with-pkg-config CFLAGS='-g -O2 -fPIE'"), MK, BEAR],
         include=None, exclude=["demos/", "examples/", "cli/"]),
]

# Replacement positions 41-44, written and committed before any build, to take the place of a position 1-40
# skipped (draw-rule.txt); none was skipped, so none was built or measured. Kept here, out of PROJECTS (named
# here, they are excluded from later draws by the whole-word rule).
UNUSED = [
    dict(name="rubiks", lang="C", pkg="rubiks", ver="20070912-5", srcdir="rubiks-20070912",
         kind="Rubik's cube solvers (rubiks: Dik Winter's two-phase solver with its pruning tables, Michael Reid's "
              "optimal and two-phase solvers, Eric Dietz's layer solver; per move/node/position)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 12), override_dh_autoreconf copies debian/configure.ac and
         # debian/GNUmakefile.am to the top, touches NEWS README ChangeLog AUTHORS, dh_autoreconf; configure; make
         build=["cp debian/configure.ac debian/GNUmakefile.am . && touch NEWS README ChangeLog AUTHORS", AUTORECONF,
                CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="bubblewrap", lang="C", pkg="bubblewrap", ver="0.8.0-2+deb12u1", srcdir="bubblewrap-0.8.0",
         kind="Unprivileged sandboxing tool (bwrap: user/mount/pid/net namespaces, bind mounts, tmpfs and "
              "symlinks from the command line, seccomp filters, capabilities, the privileged setuid path; per "
              "option/mount)",
         seen="2026-12-08 (41)", apt=["meson", "libcap-dev", "pkg-config", "bash-completion"],
         # debian/rules: dh --buildsystem=meson+ninja (compat 13) -Dzsh_completion_dir=...; here -Dman=disabled
         # (no docbook) and -Dtests=false (tests/ left out); meson setup + ninja
         build=["meson setup fl-build -Dzsh_completion_dir=/usr/share/zsh/vendor-completions -Dman=disabled "
                "-Dtests=false >/dev/null 2>&1", "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="tini", lang="C", pkg="tini", ver="0.19.0-1", srcdir="tini-0.19.0",
         kind="Minimal init for containers (tini: spawns the child, forwards signals, reaps zombies, subreaper "
              "and parent-death-signal options; per signal/child)",
         seen="2026-12-08 (41)", apt=["cmake", "ninja-build"],
         # debian/rules: dh (compat 13, cmake), CFLAGS += -Wall -pedantic; CMake configure + ninja. test/ left out
         build=["env CFLAGS='-g -O2 -Wall -pedantic' " + CMAKE + " -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build -j2 >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="catatonit", lang="C", pkg="catatonit", ver="0.1.7-1", srcdir="catatonit-0.1.7",
         kind="Container init (catatonit: signalfd-based signal forwarding to the child, zombie reaping, the "
              "pause mode; per signal/child)",
         seen="2026-12-08 (41)", apt=[],
         # debian/rules: dh (compat 13, so dh_autoreconf regenerates), configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
]
