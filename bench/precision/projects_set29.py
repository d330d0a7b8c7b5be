"""Precision projects: held-out set 29 (session 29). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 29 (session 29, brief h21-set29)
# The draw, fixed at 2026-12-06 13:11:14 UTC before any build and any faultline run on any candidate
# (/work/set29/draw-order.txt; candidates /work/set29/candidates.txt, written from memory 13:05-13:10 UTC in two
# batches:
# 200 names, 25 per kind, after the exclusions, then, as batch 1 gave 20 fetchable names and none of media or databases,
# the next 166 surviving names of the same written list (up to 25 per kind; 5 codecs, 11 databases); versions pinned to
# bookworm(-updates/-security) by /work/set29/ver.py: 110 + 60 have no bookworm source; fetchable by
# /work/set29/head.sh:
# 20 of 90 + 30 of 106 with one; no database is fetchable). The weighted round-robin (codecs 2, media 2, databases 1,
# C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 50 fetchable names in list order,
# no pre-registered positions. Built in this order (the whole list, by 14:50 UTC):
#  1 pngmeta 1.11-10, 2 webp-pixbuf-loader 0.2.1-1, 3 gavl 2.0.0~svn6298-1, 4 id3ren 1.1b0-8,
#   5 libcrypto++ 8.7.0+git220824-1, 6 fftw3 3.3.10-1, 7 ascii 3.18-5, 8 isc-dhcp 4.4.3-P1-2, 9 elfutils 0.188-2.1,
#   10 libbpp-core 2.4.1-9, 11 aoflagger 3.1.0-2, 12 bsdmainutils 12.1.8, 13 knot 3.2.6-1,
#   14 libsoup2.4 2.74.3-1+deb12u1, 15 libbpp-seq 2.4.1-9, 16 wsclean 3.1-3, 17 wcalc 2.5-3,
#   18 knot-resolver 5.6.0-1+deb12u1, 19 libsoup3 3.2.3-0+deb12u2, 20 libbpp-phyl 2.4.1-8, 21 cpl 7.2.3+ds-1,
#   22 iw 5.19-1, 23 cups-filters 1.28.17-3+deb12u2, 24 opensc 0.23.0-0.3+deb12u2, 25 libpll 0.3.2-4,
#   26 missfits 2.8.0-5, 27 wireless-tools 30~pre9-14, 28 gpsd 3.22-4.1+deb12u1, 29 mhash 0.9.9.9-9,
#   30 weightwatcher 1.12+dfsg-3, 31 splint 1:3.1.2+dfsg-5, 32 ofono 1.31-3, 33 libmcrypt 2.5.8-7, 34 hypre 2.26.0-3,
#   35 cvs 2:1.12.13+real-28+deb12u1, 36 connman 1.41-3, 37 bzrtp 5.1.64-2, 38 dune-common 2.9.0-2,
#   39 wpa 2:2.10-12+deb12u3, 40 belle-sip 5.1.64+dfsg-2, 41 dune-geometry 2.9.0-2, 42 iwd 2.3-1+deb12u1,
#   43 ortp 1:5.1.64-2, 44 dune-grid 2.9.0-2, 45 udisks2 2.9.4-4+deb12u2, 46 mediastreamer2 1:5.1.64+dfsg-3,
#   47 dune-istl 2.9.0-2, 48 nq 0.3.1-4, 49 util-linux 2.38.1-5+deb12u3, 50 e2fsprogs 1.47.0-2


PROJECTS = [
    # Set 29 as measured: draw positions 1-50 built in order (pipeline.sh .. pipeline5.sh, to the end of the list,
    # 13:12-14:50 UTC); 45 projects. Each batch of entries written from the source tree's layout (/work/set29/src),
    # debian/rules and debian/control before its first build. Dropped before its build: dune-istl (47, header-only).
    # Corrected once after a failed first build, before any faultline output: knot-resolver, splint, bzrtp.
    # Skipped (over 330 s, before any faultline output; entries kept in /work/set29/skipped-entries.py): libcrypto++
    # (5), fftw3 (6), isc-dhcp (8), knot (13). docs/precision.md "Held-out check, set 29 (session 29)".
    dict(name="pngmeta", lang="C", pkg="pngmeta", ver="1.11-10", srcdir="pngmeta-1.11",
         kind="PNG metadata dumper (pngmeta: libpng text chunks to plain/HTML/SOIF/RDF; per chunk/file)",
         seen="2026-12-06 (30)", apt=["libpng-dev"],
         # debian/rules: plain dh (compat 13: dh_autoreconf regenerates configure); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="webp-pixbuf-loader", lang="C", pkg="webp-pixbuf-loader", ver="0.2.1-1",
         srcdir="webp-pixbuf-loader-0.2.1",
         kind="WebP image loader for GdkPixbuf (io-webp: still/animated WebP decode and encode, the animation "
              "iterator; per frame/row)",
         seen="2026-12-06 (30)", apt=["meson", "libgdk-pixbuf-2.0-dev", "libwebp-dev"],
         # debian/rules: dh meson with -Dgdk_pixbuf_query_loaders_path; meson writes fl-build/compile_commands.json;
         # tests/ are built by default (Debian builds them too)
         build=["meson setup fl-build -Dgdk_pixbuf_query_loaders_path=/usr/lib/x86_64-linux-gnu/gdk-pixbuf-2.0/"
                "gdk-pixbuf-query-loaders >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="gavl", lang="C", pkg="gavl", ver="2.0.0~svn6298-1", srcdir="gavl-2.0.0~svn6298",
         kind="Gmerlin audio/video library (gavl: colour-space/scale/deinterlace video converters, sample-format/"
              "mix/resample audio converters, frame/packet/metadata/dictionary, compression info, buffers, "
              "hardware contexts; per pixel/row/sample/frame) + its utils",
         seen="2026-12-06 (30)", apt=["libpng-dev", "libva-dev", "libegl-dev", "libxext-dev", "libgnutls28-dev", "pkg-config"],
         # debian/rules: dh (compat 13, no configure shipped: autoreconf); configure --with-cpuflags=none; make
         # (doc/ is doxygen, the -indep build)
         build=[AUTORECONF, conf("--with-cpuflags=none"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="id3ren", lang="C", pkg="id3ren", ver="1.1b0-8", srcdir="id3ren-1.1b0",
         kind="MP3 renamer/ID3v1 tagger (id3ren: reads/writes ID3v1 tags, renames files from a template; per "
              "file/field)",
         seen="2026-12-06 (30)",
         # debian/rules: plain dh, `make` = make -C src all (one gcc command over the four sources); the shipped
         # binary src/id3ren is removed first so make rebuilds
         build=["rm -f src/id3ren", MK, BEAR],
         include=None, exclude=[]),
    dict(name="ascii", lang="C", pkg="ascii", ver="3.18-5", srcdir="ascii-3.18",
         kind="ASCII character table/lookup tool (ascii: names, octal/decimal/hex, split/tables; per character)",
         seen="2026-12-06 (30)",
         # debian/rules: dh_auto_build (make: ascii and the xmlto man page); the program only
         build=[MK, bear("make ascii")],
         include=None, exclude=[]),
    dict(name="elfutils", lang="C", pkg="elfutils", ver="0.188-2.1", srcdir="elfutils-0.188",
         kind="ELF/DWARF tools and libraries (libelf, libdw/libdwfl/libdwelf, libasm, libebl backends, libcpu "
              "disassembler, debuginfod client/server, eu-readelf/objdump/nm/strip/elflint/stack/...; per "
              "section/DIE/symbol/instruction/file)",
         seen="2026-12-06 (30)", apt=["flex", "bison", "gawk", "libbz2-dev", "liblzma-dev", "zlib1g-dev", "libarchive-dev",
                            "libmicrohttpd-dev", "libcurl4-gnutls-dev", "libsqlite3-dev", "gettext", "m4"],
         # debian/rules: dh_autoreconf; configure --enable-maintainer-mode --prefix=/usr --program-prefix=eu-
         # --disable-silent-rules --enable-libdebuginfod --enable-debuginfod; make; tests/ only under `make check`
         build=[AUTORECONF, conf("--enable-maintainer-mode --prefix=/usr --program-prefix=eu- "
                                 "--enable-libdebuginfod --enable-debuginfod"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libbpp-core", lang="C++", pkg="libbpp-core", ver="2.4.1-9", srcdir="libbpp-core-2.4.1",
         kind="Bio++ core library (numeric: matrices, functions, optimizers, distributions, random; text/string "
              "tools, app/options, graphics/plots, hierarchical containers; per element/iteration)",
         seen="2026-12-06 (30)",
         # debian/rules: dh cmake with -DBUILD_TESTING=OFF (test/ not built); CMake configure writes the database
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="aoflagger", lang="C++", pkg="aoflagger", ver="3.1.0-2", srcdir="aoflagger-3.1.0",
         kind="radio-astronomy RFI flagger (aoflagger: SumThreshold/morphology flagging algorithms, strategies in "
              "Lua, measurement-set/FITS/SDFITS readers, quality statistics, rfigui/aoqplot GTK viewers, Python "
              "bindings; per baseline/time/channel/polarisation)",
         seen="2026-12-06 (30)", apt=["casacore-dev", "libblas-dev", "liblapack-dev", "libboost-date-time-dev",
                            "libboost-filesystem-dev", "libboost-system-dev", "libboost-test-dev", "libcfitsio-dev",
                            "libfftw3-dev", "libgtkmm-3.0-dev", "liblua5.3-dev", "libpng-dev", "libpython3-dev",
                            "libxml2-dev", "pybind11-dev", "python3-dev", "zlib1g-dev", "gfortran"],
         # debian/rules: dh cmake -DPORTABLE=yes (-DDEB_BUILD_MULTIARCH for install paths); configure only; test/
         # is the Boost.Test suite (only with `make check`)
         build=[CMAKE + " -DPORTABLE=yes -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/", "external/"]),
    dict(name="bsdmainutils", lang="C", pkg="bsdmainutils", ver="12.1.8", srcdir="bsdmainutils-12.1.8",
         kind="BSD calendar and ncal/cal (calendar: date/holiday file reminder matcher; ncal: month/year "
              "layouts, Julian/Gregorian switch, Easter; per day/line/file)",
         seen="2026-12-06 (30)", apt=["quilt", "libbsd-dev", "libncurses-dev"],
         # debian/rules: dh --with quilt (native source: debian/patches are applied at build time); make (usr.bin/
         # calendar and usr.bin/ncal)
         build=["sh -c 'QUILT_PATCHES=debian/patches quilt push -a -q' >/dev/null 2>&1", MK,
                bear("make -j2 CFLAGS='-g -O2'")],
         include=None, exclude=[]),
    dict(name="libsoup2.4", lang="C", pkg="libsoup2.4", ver="2.74.3-1+deb12u1", srcdir="libsoup2.4-2.74.3",
         kind="GNOME HTTP client/server library, 2.4 API (libsoup: messages, sessions, connections, auth "
              "(Basic/Digest/NTLM/Negotiate), cookies, caches, content sniffing/decoding, websockets, server; "
              "per message/header/chunk/connection)",
         seen="2026-12-06 (30)", apt=["meson", "libglib2.0-dev", "libgnutls28-dev", "libpsl-dev", "libsqlite3-dev",
                            "libxml2-dev", "libbrotli-dev", "libkrb5-dev", "glib-networking"],
         # debian/rules: dh meson -Dbrotli=enabled -Dinstalled_tests=true (gtk_doc/vapi/introspection are
         # generators: off); meson writes fl-build/compile_commands.json; tests/ are built (installed tests)
         build=["meson setup fl-build -Dbrotli=enabled -Dinstalled_tests=true -Dgtk_doc=false -Dvapi=disabled "
                "-Dintrospection=disabled -Dsysprof=disabled >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="libbpp-seq", lang="C++", pkg="libbpp-seq", ver="2.4.1-9", srcdir="libbpp-seq-2.4.1",
         kind="Bio++ sequence library (alphabets, sequences/containers, alignment I/O (FASTA/Phylip/Clustal/"
              "Mase/NEXUS/Stockholm/...), sequence tools, distance/statistics, genetic codes; per site/"
              "sequence/character/line)",
         seen="2026-12-06 (30)", apt=["libbpp-core-dev"],
         # debian/rules: dh cmake -DBUILD_TESTING=OFF; against Debian's libbpp-core-dev; configure only
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="wsclean", lang="C++", pkg="wsclean", ver="3.1-3", srcdir="wsclean-3.1",
         kind="radio-interferometric imager (wsclean: w-stacking/w-gridder/IDG gridding, multiscale/IUWT/"
              "generic deconvolution, measurement-set reordering, primary beams, FITS I/O, chgcentre; per "
              "visibility/row/channel/pixel/image)",
         seen="2026-12-06 (30)", apt=["casacore-dev", "libblas-dev", "liblapack-dev", "libboost-dev", "libboost-filesystem-dev",
                            "libboost-program-options-dev", "libboost-system-dev", "libboost-thread-dev",
                            "libcfitsio-dev", "libfftw3-dev", "libgsl-dev", "libhdf5-dev", "python3-pybind11",
                            "python3-dev"],
         # debian/rules: dh cmake -DPORTABLE=yes; configure only; tests/ (Boost.Test) only under `make check`
         build=[CMAKE + " -DPORTABLE=yes -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/", "external/"]),
    dict(name="wcalc", lang="C", pkg="wcalc", ver="2.5-3", srcdir="wcalc-2.5",
         kind="command-line calculator (wcalc: bison/flex expression parser, MPFR arbitrary precision, "
              "variables, units conversion, base output, history; per token/digit/line)",
         seen="2026-12-06 (30)", apt=["bison", "flex", "libmpfr-dev", "libgmp-dev", "libreadline-dev", "texinfo"],
         # debian/rules: dh (compat 11: dh_autoreconf); configure; make (the Mac GUI sources are not built)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="knot-resolver", lang="C", pkg="knot-resolver", ver="5.6.0-1+deb12u1", srcdir="knot-resolver-5.6.0",
         kind="Knot Resolver caching DNS resolver (kresd daemon with libuv I/O, TLS/DoH/dnstap, libkres: resolver "
              "layers, cache, zone cut, validator; C modules (hints, stats, dnstap, bogus_log, ...); kresc client; "
              "per packet/query/record/connection)",
         seen="2026-12-06 (30)", apt=["meson", "libcmocka-dev", "libedit-dev", "libfstrm-dev", "libgnutls28-dev",
                            "libjemalloc-dev", "libknot-dev", "liblmdb-dev", "libluajit-5.1-dev", "luajit",
                            "libnghttp2-dev", "libprotobuf-c-dev", "protobuf-c-compiler", "libsystemd-dev",
                            "libuv1-dev", "dns-root-data", "pkg-config", "lua-basexx", "lua-cqueues", "socat"],
         # debian/rules: dh meson with the rules' options (doc off: sphinx/doxygen only); meson writes
         # fl-build/compile_commands.json; unit tests enabled as Debian does. Corrected once after its first build
         # failed (before any faultline output): the config tests' meson check wants lua-cqueues (and lua-basexx,
         # socat) from the build-deps
         build=["meson setup fl-build -Dkeyfile_default=/usr/share/dns/root.key -Dinstall_root_keys=disabled "
                "-Dmanaged_ta=disabled -Droot_hints=/usr/share/dns/root.hints -Dinstall_kresd_conf=enabled "
                "-Dsystemd_files=enabled -Dclient=enabled -Dutils=enabled -Ddoc=disabled -Ddnstap=enabled "
                "-Dunit_tests=enabled -Dconfig_tests=enabled -Dextra_tests=disabled -Dmalloc=jemalloc "
                ">/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="libsoup3", lang="C", pkg="libsoup3", ver="3.2.3-0+deb12u2", srcdir="libsoup3-3.2.3",
         kind="GNOME HTTP client/server library, 3.x API (libsoup: HTTP/1 and HTTP/2 (nghttp2) connections, "
              "sessions, auth, cookies, cache, content decoders, websockets, server; per message/frame/"
              "chunk/connection)",
         seen="2026-12-06 (30)", apt=["meson", "libglib2.0-dev", "libgnutls28-dev", "libpsl-dev", "libsqlite3-dev",
                            "libbrotli-dev", "libkrb5-dev", "libnghttp2-dev", "glib-networking"],
         # debian/rules: dh meson -Dauto_features=enabled -Dautobahn=disabled -Dinstalled_tests=true; here the
         # generators (docs, introspection, vapi), sysprof and the apache/php test servers are off; tests built
         build=["meson setup fl-build -Dautobahn=disabled -Dinstalled_tests=true -Dbrotli=enabled -Dntlm=disabled "
                "-Dgssapi=enabled -Ddocs=disabled -Dintrospection=disabled -Dvapi=disabled -Dsysprof=disabled "
                "-Dtls_check=false >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="libbpp-phyl", lang="C++", pkg="libbpp-phyl", ver="2.4.1-8", srcdir="libbpp-phyl-2.4.1",
         kind="Bio++ phylogenetics library (trees, substitution models, likelihood computation, distance "
              "methods, parsimony, ancestral reconstruction, mapping, simulation, NNI/optimisation; per "
              "node/site/class/iteration)",
         seen="2026-12-06 (30)", apt=["libbpp-core-dev", "libbpp-seq-dev"],
         # debian/rules: dh cmake -DBUILD_TESTING=OFF; against Debian's libbpp-core-dev/libbpp-seq-dev
         build=[CMAKE + " -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="cpl", lang="C", pkg="cpl", ver="7.2.3+ds-1", srcdir="cpl-7.2.3+ds",
         kind="ESO Common Pipeline Library (cplcore images/tables/matrices/vectors/FITS property lists, cpldrs "
              "detection/WCS/fitting, cpldfs, cplui plugins/recipes, libcext; per "
              "pixel/row/column/keyword)",
         seen="2026-12-06 (30)", apt=["libcfitsio-dev", "libfftw3-dev", "libltdl-dev", "wcslib-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf, the patches drop libltdl); configure
         # --enable-maintainer-mode; make all; */tests only under `make check`; no JDK in the build-deps, so
         # cpljava/ (the JNI glue) is not built
         build=[AUTORECONF, conf("--enable-maintainer-mode"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="iw", lang="C", pkg="iw", ver="5.19-1", srcdir="iw-5.19",
         kind="nl80211 wireless configuration tool (iw: netlink command table, scan/station/link/mesh/reg/"
              "event/... handlers, IE parsers; per attribute/element/message)",
         seen="2026-12-06 (30)", apt=["libnl-3-dev", "libnl-genl-3-dev", "pkg-config"],
         # debian/rules: make V=1 (CFLAGS += -DNETNS_RUN_DIR="/run/netns")
         build=[MK, bear("make -j2 V=1")],
         include=None, exclude=[]),
    dict(name="cups-filters", lang="C++", pkg="cups-filters", ver="1.28.17-3+deb12u2", srcdir="cups-filters-1.28.17",
         kind="OpenPrinting CUPS filters (libcupsfilters colour/raster/PPD generator/IPP, libfontembed, the "
              "pdftopdf/pdftoraster/rastertopdf/texttopdf/imagetops/... filters (C and C++), cups-browsed, "
              "backends; per page/line/pixel/job/printer)",
         seen="2026-12-06 (30)", apt=["libavahi-client-dev", "libavahi-common-dev", "libavahi-glib-dev", "libcups2-dev",
                            "libcupsimage2-dev", "libdbus-1-dev", "libfontconfig1-dev", "libglib2.0-dev",
                            "libijs-dev", "libjpeg-dev", "liblcms2-dev", "libldap2-dev", "liblouis-dev", "libpng-dev",
                            "libpoppler-cpp-dev", "libqpdf-dev", "libtiff-dev", "libexif-dev", "zlib1g-dev",
                            "pkg-config", "ghostscript", "poppler-utils", "fonts-dejavu-core", "sharutils"],
         # debian/rules: dh (compat 13: dh_autoreconf, no configure shipped); configure with the rules' options;
         # make
         build=[AUTORECONF, conf("--disable-silent-rules --with-shell=/bin/sh --enable-static --enable-mutool "
                                 "--enable-auto-setup-driverless --with-mutool-path=/usr/bin/mutool "
                                 "--with-test-font-path=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="opensc", lang="C", pkg="opensc", ver="0.23.0-0.3+deb12u2", srcdir="opensc-0.23.0",
         kind="smart-card tools and middleware (libopensc card drivers/APDU/ASN.1/PKCS#15, the PKCS#11 module, "
              "pkcs15init, secure messaging, scconf, opensc-tool/pkcs11-tool/pkcs15-tool/cardos-tool/...; per "
              "APDU/object/file/byte)",
         seen="2026-12-06 (30)", apt=["libpcsclite-dev", "libreadline-dev", "libssl-dev", "zlib1g-dev", "libglib2.0-dev",
                            "libltdl-dev", "flex", "pkg-config"],
         # debian/rules: dh (compat 13: dh_autoreconf, no configure shipped); configure --enable-pcsc
         # --enable-dnie-ui --enable-notify --enable-readline --enable-sm --enable-zlib (--enable-doc is docbook
         # only: off); CFLAGS with -Wno-error=deprecated-declarations -Wno-error=maybe-uninitialized; make
         build=[AUTORECONF, conf("--enable-pcsc --disable-doc --enable-dnie-ui --enable-notify --enable-readline "
                                 "--enable-sm --enable-zlib CFLAGS='-g -O2 -Wno-error=deprecated-declarations "
                                 "-Wno-error=maybe-uninitialized'"), MK, BEAR],
         include=None, exclude=["win32/", "MacOSX/", "src/minidriver/"]),
    dict(name="libpll", lang="C", pkg="libpll", ver="0.3.2-4", srcdir="libpll-0.3.2",
         kind="phylogenetic likelihood library (libpll: CLV/likelihood/derivative kernels (scalar/SSE/AVX/AVX2), "
              "Newick/FASTA/Phylip parsers, tree operations, models, parsimony, gamma rates; per site/node/rate "
              "category)",
         seen="2026-12-06 (30)", apt=["bison", "flex", "autoconf-archive"],
         # debian/rules: dh (compat 13: dh_autoreconf); configure (amd64: SIMD kernels on); make; examples/ and
         # test/ are not built
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="missfits", lang="C", pkg="missfits", ver="2.8.0-5", srcdir="missfits-2.8.0",
         kind="AstrOmatic MEF FITS splitter/joiner/header editor (missfits: FITS header/keyword handling, "
              "slicing, cube/MEF split and join; per extension/keyword/line)",
         seen="2026-12-06 (30)",
         # debian/rules: dh (compat 13: dh_autoreconf), CFLAGS += -fcommon; configure; make
         build=[AUTORECONF, conf("CFLAGS='-g -O2 -fcommon'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="wireless-tools", lang="C", pkg="wireless-tools", ver="30~pre9-14", srcdir="wireless-tools-30~pre9",
         kind="Linux Wireless Extensions tools and libiw (iwconfig/iwlist/iwpriv/iwspy/iwgetid/iwevent/"
              "ifrename; per interface/event/parameter)",
         seen="2026-12-06 (30)",
         # debian/rules: dh_auto_build -- all libiw.a (the udeb's second -Os build is the same sources)
         build=[MK, bear("make -j2 all libiw.a")],
         include=None, exclude=[]),
    dict(name="gpsd", lang="C", pkg="gpsd", ver="3.22-4.1+deb12u1", srcdir="gpsd-3.22",
         kind="GPS service daemon and clients (gpsd: NMEA/SiRF/u-blox/... drivers, packet lexer, shared memory/"
              "socket export, NTP/PPS; libgps; gpsmon, gpsctl, cgps, gpspipe, gps2udp, ...; per packet/byte/"
              "sentence/client)",
         seen="2026-12-06 (30)", apt=["scons", "libncurses-dev", "libusb-1.0-0-dev", "libdbus-1-dev", "libglib2.0-dev",
                            "libbluetooth-dev", "libsystemd-dev", "pps-tools", "python3-dev", "qtbase5-dev",
                            "pkg-config"],
         # debian/rules: scons shared=yes with the rules' SCONSOPTS (prefix=/usr systemd=yes nostrip=yes
         # dbus_export=yes qt_versioned=5 ...); manbuild=no (asciidoctor pages only); bear records the compiles
         build=[MK, bear("scons -j2 shared=yes prefix=/usr systemd=yes nostrip=yes dbus_export=yes "
                         "gpsd_user=gpsd gpsd_group=dialout qt_versioned=5 manbuild=no target_python=python3")],
         include=None, exclude=[]),
    dict(name="mhash", lang="C", pkg="mhash", ver="0.9.9.9-9", srcdir="mhash-0.9.9.9",
         kind="hash library (mhash: MD2/4/5, SHA-1/2, RIPEMD, Tiger, HAVAL, GOST, Whirlpool, Snefru, CRC, "
              "adler32, HMAC, key generation; per block/byte)",
         seen="2026-12-06 (30)", apt=["pkg-config"],
         # debian/rules: dh (compat 13: dh_autoreconf), CPPFLAGS=-DMHASH_ROBUST; configure --enable-pkgconfig; make
         build=[AUTORECONF, conf("--enable-pkgconfig CPPFLAGS=-DMHASH_ROBUST"), MK, BEAR],
         include=None, exclude=["win32/"]),
    dict(name="weightwatcher", lang="C", pkg="weightwatcher", ver="1.12+dfsg-3", srcdir="weightwatcher-1.12+dfsg",
         kind="AstrOmatic weight-map combiner (weightwatcher: FITS weight/flag maps, polygon masks, thresholds; "
              "per pixel/line/polygon)",
         seen="2026-12-06 (30)",
         # debian/rules: dh (compat 13: dh_autoreconf), CFLAGS += -fcommon; configure; make
         build=[AUTORECONF, conf("CFLAGS='-g -O2 -fcommon'"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="splint", lang="C", pkg="splint", ver="1:3.1.2+dfsg-5", srcdir="splint-3.1.2+dfsg",
         kind="Secure Programming Lint (splint: C front end, annotation-driven checks, LCL specs, flags, "
              "constraint/buffer analysis; per token/expression/declaration/file)",
         seen="2026-12-06 (30)", apt=["libfl-dev", "flex"],
         # debian/rules: dh --no-parallel (compat 13; dh_autoreconf would regenerate: autoreconf first);
         # configure; make (no bison: the shipped grammars are used); test/ is the `make check` suite.
         # Corrected once after its first build failed (before any faultline output): bison, installed here for
         # other entries (Debian's Build-Conflicts: bison), regenerated the grammars and failed, and its Makefile
         # copied them over the shipped src/*.der; so the shipped generated files are restored from a pristine
         # dpkg-source -x of the .dsc, and configure is told there is no bison (ac_cv_prog_BISON=no: make then
         # copies the .der files, as Debian's build does)
         build=["sh -c 'rm -rf /tmp/fl-splint-pristine && dpkg-source -x --no-check ../splint_3.1.2+dfsg-5.dsc "
                "/tmp/fl-splint-pristine && for f in src/cgrammar.c.der src/llgrammar.c.der src/mtgrammar.c.der "
                "src/signature.c.der src/cgrammar.c src/llgrammar.c src/mtgrammar.c src/signature.c "
                "src/Headers/cgrammar_tokens.h src/Headers/llgrammar_gen.h src/Headers/llgrammar_gen2.h "
                "src/Headers/mtgrammar_tokens.h src/Headers/signature_gen.h; do cp -p /tmp/fl-splint-pristine/$f $f; "
                "done' >/dev/null 2>&1",
                AUTORECONF, conf("ac_cv_prog_BISON=no"), MK, bear("make")],
         include=None, exclude=["test/"]),
    dict(name="ofono", lang="C", pkg="ofono", ver="1.31-3", srcdir="ofono-1.31",
         kind="mobile telephony daemon (ofonod: modem/SIM/SMS/USSD/voicecall/GPRS atoms, AT-command (gatchat), "
              "ISI (gisi) and RIL (gril) drivers, plugins, D-Bus API; dundee DUN daemon; per modem/message/"
              "command/response)",
         seen="2026-12-06 (30)", apt=["libglib2.0-dev", "libdbus-glib-1-dev", "libdbus-1-dev", "libudev-dev", "udev",
                            "libbluetooth-dev", "mobile-broadband-provider-info"],
         # debian/rules: dh (compat 13: dh_autoreconf); configure --libdir=/usr/lib --enable-bluetooth
         # --enable-dundee --with-systemdunitdir=/lib/systemd/system; make (the unit/ tests only under `make check`)
         build=[AUTORECONF, conf("--libdir=/usr/lib --enable-bluetooth --enable-dundee "
                                 "--with-systemdunitdir=/lib/systemd/system"), MK, BEAR],
         include=None, exclude=["unit/"]),
    dict(name="libmcrypt", lang="C", pkg="libmcrypt", ver="2.5.8-7", srcdir="libmcrypt-2.5.8",
         kind="mcrypt symmetric cipher library (libmcrypt: Blowfish/Twofish/Serpent/Rijndael/DES/3DES/GOST/RC2/"
              "ARCFOUR/... modules, CBC/CFB/OFB/nOFB/ECB/stream modes, module loader; per block/byte)",
         seen="2026-12-06 (30)", apt=["libltdl-dev", "autoconf-archive"],
         # debian/rules: before dh_autoreconf remove configure.in and the bundled libltdl/; autoreconf;
         # configure --enable-static; make
         build=["rm -rf configure.in libltdl", AUTORECONF, conf("--enable-static"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="hypre", lang="C", pkg="hypre", ver="2.26.0-3", srcdir="hypre-2.26.0",
         kind="scalable linear solvers and preconditioners (hypre: BoomerAMG, PFMG/SMG/SysPFMG structured "
              "multigrid, Krylov solvers, ParCSR/IJ/Struct/SStruct interfaces, Euclid/ParaSails/distributed_ls, "
              "MPI; per row/level/iteration/element)",
         seen="2026-12-06 (30)", apt=["mpi-default-dev", "libblas-dev", "liblapack-dev", "libsuperlu-dev",
                            "libsuperlu-dist-dev", "libltdl-dev", "gfortran", "pkg-config"],
         # debian/rules: dh --sourcedirectory=src, several flavours (shared/static, 64-bit and mixed ints); here
         # the first one: configure --enable-shared with superlu/dsuperlu, MPI through mpicc, BLAS/LAPACK; make;
         # src/test and src/examples not built by `make`
         build=["sh -c 'cd src && CC=mpicc CXX=mpicxx ./configure --enable-shared --with-superlu "
                "--with-superlu-include=/usr/include/superlu --with-superlu-lib=-lsuperlu --with-dsuperlu "
                "--with-dsuperlu-include=/usr/include/superlu-dist --with-dsuperlu-lib=-lsuperlu_dist "
                "--with-blas=yes --with-blas-lib=-lblas --with-lapack=yes --with-lapack-lib=-llapack "
                "--with-fmangle-lapack=one-underscore' >/dev/null 2>&1", MK,
                "bear --output fl-build/compile_commands.json -- make -C src -j2 >/dev/null 2>&1"],
         include=None, exclude=["src/test/", "src/examples/"]),
    dict(name="cvs", lang="C", pkg="cvs", ver="2:1.12.13+real-28+deb12u1", srcdir="cvs-1.12.13+real",
         kind="Concurrent Versions System (cvs client/server: RCS files, diff/patch, checkout/update/commit/"
              "log/annotate, client-server protocol, pserver/gssapi auth, history; gnulib, bundled diff; per "
              "file/revision/line/request)",
         seen="2026-12-06 (30)", apt=["libbsd-dev", "libkrb5-dev", "zlib1g-dev", "texinfo", "groff"],
         # debian/rules: dh_autoreconf; configure (in debian/builddir there, in-tree here) with the rules'
         # CONFIGURE_ARGS and CPPFLAGS -D_GNU_SOURCE -DUSE_LIBBSD; make; doc/ is texinfo; the bundled zlib/ is not
         # used (--with-external-zlib); windows-NT/, os2/, emx/, vms/ are other ports
         build=[AUTORECONF, conf("--prefix=/usr --sysconfdir=/etc --disable-dependency-tracking "
                                 "--disable-maintainer-mode --disable-pam --disable-nls --enable-client "
                                 "--enable-password-authenticated-client --enable-server --enable-proxy "
                                 "--enable-case-sensitivity --enable-encryption --disable-lock-compatibility "
                                 "--enable-rootcommit --enable-config-override=no --without-krb4 --with-gssapi "
                                 "--with-external-zlib --with-rsh=/usr/bin/ssh --with-editor=/usr/bin/editor "
                                 "--with-tmpdir=/var/tmp --with-umask=002 --with-cvs-admin-group=_cvsadmin "
                                 "CPPFLAGS='-D_GNU_SOURCE -DUSE_LIBBSD' CFLAGS='-g -O2 -fno-strict-aliasing -fwrapv' "
                                 "CSH=/bin/csh ac_cv_path_MKTEMP=/bin/mktemp"), MK, BEAR],
         include=None, exclude=["zlib/", "windows-NT/", "os2/", "emx/", "vms/"]),
    dict(name="connman", lang="C", pkg="connman", ver="1.41-3", srcdir="connman-1.41",
         kind="connection manager daemon (connmand: services/technologies/providers, DHCP (gdhcp) and DHCPv6, "
              "WISPr/gweb HTTP, wpa_supplicant/iwd (gsupplicant) plugins, NTP, DNS proxy, firewall, "
              "VPN daemon with OpenVPN/OpenConnect/L2TP/PPTP plugins; connmanctl; per packet/service/"
              "message/interface)",
         seen="2026-12-06 (30)", apt=["libudev-dev", "libglib2.0-dev", "libdbus-1-dev", "libgnutls28-dev",
                            "libopenconnect-dev", "libreadline-dev", "libxtables-dev", "libbluetooth-dev",
                            "libmnl-dev", "ppp-dev", "libselinux1-dev", "libpolkit-gobject-1-dev"],
         # debian/rules: dh --with autoreconf,ppp (builddir build there, in-tree here); configure with the rules'
         # options; make; unit/ only under `make check`
         build=[AUTORECONF, conf("--runstatedir=/run --enable-debug --enable-iwd --enable-l2tp --enable-openconnect "
                                 "--enable-openvpn --enable-pie --enable-polkit --enable-pptp --enable-selinux "
                                 "--enable-threads --with-openconnect=/usr/sbin/openconnect "
                                 "--with-openvpn=/usr/sbin/openvpn --with-systemdunitdir=/lib/systemd/system "
                                 "--with-tmpfilesdir=/usr/lib/tmpfiles.d"), MK, BEAR],
         include=None, exclude=["unit/"]),
    dict(name="bzrtp", lang="C", pkg="bzrtp", ver="5.1.64-2", srcdir="bzrtp-5.1.64",
         kind="ZRTP key agreement library (bzrtp: ZRTP packet parser/builder, state machine, key derivation, "
              "SAS, cache in SQLite/XML, crypto wrappers over bctoolbox; per packet/message/channel)",
         seen="2026-12-06 (30)", apt=["libbctoolbox-dev", "libsqlite3-dev", "libxml2-dev"],
         # debian/rules: dh cmake -DCMAKE_SKIP_RPATH=ON -DENABLE_STATIC=no -DDEB_VERSION_UPSTREAM=...; configure
         # only; test/ (the unit tests) left out. Corrected once after its first configure failed (before any
         # faultline output): without DEB_VERSION_UPSTREAM (the version Debian passes; upstream takes it from git)
         # write_basic_package_version_file has no VERSION
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DENABLE_STATIC=no -DDEB_VERSION_UPSTREAM=5.1.64 -DENABLE_TESTS=OFF "
                "-S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="dune-common", lang="C++", pkg="dune-common", ver="2.9.0-2", srcdir="dune-common-2.9.0",
         kind="DUNE numerics core module (dune-common: dense vectors/matrices, FieldVector/FieldMatrix, "
              "parallel communication/index sets, parameter trees, SIMD, debug streams, timers; the compiled "
              "part of a mostly header-only library; per element/entry/index)",
         seen="2026-12-06 (30)", apt=["mpi-default-dev", "mpi-default-bin", "gfortran", "libatlas-base-dev", "liblapack-dev",
                            "pkg-config", "python3"],
         # debian/rules: dh cmake (builddir build); CMake configure writes the database; the test directories
         # (built only by `make build_tests`) and the Python bindings are left out
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["dune/common/test/", "dune/common/parallel/test/", "dune/common/simd/test/",
                                "dune/python/", "python/", ".pc/"]),
    dict(name="wpa", lang="C", pkg="wpa", ver="2:2.10-12+deb12u3", srcdir="wpa-2.10",
         kind="WPA/WPA2/WPA3 supplicant and access-point daemon (wpa_supplicant, hostapd, eapol_test, "
              "libwpa_client: EAP methods, WPS, SAE, P2P, RSN state machines, nl80211 driver, RADIUS, "
              "control interfaces, crypto over OpenSSL; per frame/message/BSS/station)",
         seen="2026-12-06 (30)", apt=["libdbus-1-dev", "libssl-dev", "libncurses-dev", "libpcsclite-dev", "libnl-3-dev",
                            "libnl-genl-3-dev", "libnl-route-3-dev", "libpcap-dev", "libbsd-dev",
                            "libreadline-dev", "pkg-config"],
         # debian/rules: with debian/config/wpasupplicant/linux as wpa_supplicant/.config, make all
         # libwpa_client.a eapol_test; `make -C src clean`; with debian/config/hostapd/linux as hostapd/.config,
         # make in hostapd (the udeb build, the Qt GUI and the docbook pages left out); src/ files appear once per
         # build
         build=["cp debian/config/wpasupplicant/linux wpa_supplicant/.config",
                "cp debian/config/hostapd/linux hostapd/.config", MK,
                bear("sh -c 'make -C wpa_supplicant -j2 V=1 all libwpa_client.a eapol_test && make -C src clean "
                     "&& make -C hostapd -j2 V=1'")],
         include=None, exclude=[]),
    dict(name="belle-sip", lang="C", pkg="belle-sip", ver="5.1.64+dfsg-2", srcdir="belle-sip-5.1.64+dfsg",
         kind="SIP stack of Linphone (belle-sip: ANTLR3-generated SIP/SDP parsers, messages/headers, "
              "transactions, dialogs, refreshers, channels (UDP/TCP/TLS/HTTP), resolver with mDNS, auth; per "
              "message/header/transaction)",
         seen="2026-12-06 (30)", apt=["libantlr3c-dev", "libavahi-compat-libdnssd-dev", "libbctoolbox-dev", "libbelr-dev",
                            "zlib1g-dev"],
         # debian/rules: dh cmake -DCMAKE_SKIP_RPATH=ON -DENABLE_TESTS=no -DENABLE_MDNS=ON -DENABLE_STATIC=no (the
         # shipped grammars are used: no antlr3); configure only
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DENABLE_TESTS=no -DENABLE_MDNS=ON -DENABLE_STATIC=no "
                "-DDEB_VERSION_UPSTREAM=5.1.64 -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tester/"]),
    dict(name="dune-geometry", lang="C++", pkg="dune-geometry", ver="2.9.0-2", srcdir="dune-geometry-2.9.0",
         kind="DUNE geometry module (reference elements, quadrature rules, multilinear/affine geometries, "
              "virtual refinement; mostly header-only; per element/point/level)",
         seen="2026-12-06 (30)", apt=["libdune-common-dev", "mpi-default-dev", "mpi-default-bin", "gfortran", "pkg-config",
                            "python3"],
         # debian/rules: dh cmake (builddir build), against Debian's libdune-common-dev; configure only; tests
         # and Python bindings left out
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["dune/geometry/test/", "dune/python/", "python/"]),
    dict(name="iwd", lang="C", pkg="iwd", ver="2.3-1+deb12u1", srcdir="iwd-2.3",
         kind="iNet wireless daemon (iwd: station/AP/P2P/adhoc, SAE/FT/OWE/DPP/EAP, netdev and nl80211 "
              "handling, known networks, D-Bus API; iwctl client, iwmon monitor; ead; per frame/event/"
              "message/network)",
         seen="2026-12-06 (30)", apt=["libdbus-1-dev", "libell-dev", "libreadline-dev", "openssl", "python3-docutils",
                            "systemd"],
         # debian/rules: dh (compat 13: dh_autoreconf); configure --enable-external-ell; make; unit/ only under
         # `make check`
         build=[AUTORECONF, conf("--enable-external-ell"), MK, BEAR],
         include=None, exclude=["unit/"]),
    dict(name="ortp", lang="C", pkg="ortp", ver="1:5.1.64-2", srcdir="ortp-5.1.64",
         kind="RTP/RTCP library of Linphone (oRTP: sessions, scheduler, payload types, jitter buffer, RTCP "
              "reports/XR/FB, telephone events, network simulator; per packet/session)",
         seen="2026-12-06 (30)", apt=["libbctoolbox-dev"],
         # debian/rules: dh cmake -DCMAKE_SKIP_RPATH=ON -DENABLE_STATIC=no; build target ortp; configure only
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DENABLE_STATIC=no -DDEB_VERSION_UPSTREAM=5.1.64 -S . -B fl-build "
                ">/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="dune-grid", lang="C++", pkg="dune-grid", ver="2.9.0-2", srcdir="dune-grid-2.9.0",
         kind="DUNE grid module (YaspGrid, OneDGrid, UGGrid/AlbertaGrid bindings, DGF/Gmsh/StarCD readers, VTK "
              "writers, mappers; compiled part of a mostly header-only library; per entity/cell/vertex)",
         seen="2026-12-06 (30)", apt=["libdune-common-dev", "libdune-geometry-dev", "libdune-uggrid-dev", "mpi-default-dev",
                            "mpi-default-bin", "gfortran", "pkg-config", "python3", "libalberta-dev", "libgmp-dev"],
         # debian/rules: dh cmake (builddir build) against Debian's dune-common/geometry/uggrid; configure only;
         # the test directories and the Python bindings left out
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["dune/grid/test/", "dune/grid/common/test/", "dune/grid/albertagrid/test/",
                                "dune/grid/utility/test/", "dune/grid/io/file/test/",
                                "dune/grid/io/file/dgfparser/test/", "dune/python/", "python/", ".pc/"]),
    dict(name="udisks2", lang="C", pkg="udisks2", ver="2.9.4-4+deb12u2", srcdir="udisks2-2.9.4",
         kind="disk management daemon (udisksd: block/drive/filesystem/partition/encrypted/loop/MD-RAID/swap "
              "objects over libblockdev, ATA SMART, jobs, polkit auth, mount options and fstab/crypttab monitors, "
              "LVM2/BTRFS/bcache/zram/lsm modules; udisksctl; libudisks2; per object/job/device)",
         seen="2026-12-06 (30)", apt=["libacl1-dev", "libatasmart-dev", "libblockdev-btrfs-dev", "libblockdev-crypto-dev",
                            "libblockdev-dev", "libblockdev-fs-dev", "libblockdev-kbd-dev", "libblockdev-loop-dev",
                            "libblockdev-lvm-dev", "libblockdev-mdraid-dev", "libblockdev-part-dev",
                            "libblockdev-swap-dev", "libglib2.0-dev", "libgudev-1.0-dev", "libmount-dev",
                            "libpolkit-agent-1-dev", "libpolkit-gobject-1-dev", "libsystemd-dev", "pkg-config",
                            "polkitd", "udev", "xsltproc", "gettext", "gobject-introspection",
                            "libgirepository1.0-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf); configure --enable-bcache --enable-btrfs --enable-lvm2
         # --enable-lvmcache --disable-vdo --enable-zram --enable-fhs-media (gtk-doc off: documentation only);
         # make
         build=[AUTORECONF, conf("--enable-bcache --enable-btrfs --enable-lvm2 --enable-lvmcache --disable-vdo "
                                 "--enable-zram --enable-gtk-doc=no --enable-fhs-media "
                                 "--with-systemdsystemunitdir=/lib/systemd/system"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="mediastreamer2", lang="C++", pkg="mediastreamer2", ver="1:5.1.64+dfsg-3",
         srcdir="mediastreamer2-5.1.64+dfsg",
         kind="audio/video streaming engine of Linphone (mediastreamer2: filter graph and ticker, ALSA/Pulse "
              "sound cards, codecs (Opus/Speex/GSM/G.711/G.722/G.726/G.729/VP8/Theora/FFmpeg), echo canceller, "
              "jitter/RTP via oRTP, SRTP/ZRTP/DTLS, ICE, video capture/display, conferences; per packet/frame/"
              "tick)",
         seen="2026-12-06 (30)", apt=["libasound2-dev", "libavcodec-dev", "libavutil-dev", "libbcg729-dev",
                            "libbcmatroska2-dev", "libbctoolbox-dev", "libbzrtp-dev", "libgles-dev", "libglew-dev",
                            "libgsm1-dev", "libmbedtls-dev", "libopus-dev", "libortp-dev", "libpcap-dev",
                            "libpulse-dev", "libspandsp-dev", "libspeex-dev", "libspeexdsp-dev", "libsqlite3-dev",
                            "libsrtp2-dev", "libswscale-dev", "libtheora-dev", "libturbojpeg0-dev", "libupnp-dev",
                            "libv4l-dev", "libvpx-dev", "libx11-dev", "libxext-dev", "libxml2-dev", "libxv-dev",
                            "qtbase5-dev", "qtdeclarative5-dev", "libzxingcore-dev"],
         # debian/rules: dh cmake with its feature list (tools, shared, G729, JPEG, QR code, pcap, G726, GSM,
         # ZRTP, MKV, FFmpeg, ALSA, Speex, Opus, Pulse, video, Theora, Qt GL on; BV16, unit tests, static, docs
         # off); configure only
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DENABLE_TOOLS=YES -DENABLE_UNIT_TESTS=no -DENABLE_STATIC=NO "
                "-DENABLE_SHARED=YES -DENABLE_G729=YES -DENABLE_G729B_CNG=YES -DENABLE_JPEG=YES -DENABLE_QRCODE=YES "
                "-DENABLE_PCAP=YES -DENABLE_G726=YES -DENABLE_GSM=YES -DENABLE_ZRTP=YES -DENABLE_MKV=YES "
                "-DENABLE_BV16=NO -DENABLE_FFMPEG=YES -DENABLE_SOUND=YES -DENABLE_ALSA=YES -DENABLE_SPEEX_CODEC=YES "
                "-DENABLE_SPEEX_DSP=YES -DENABLE_OPUS=YES -DENABLE_PULSEAUDIO=YES -DENABLE_VIDEO=YES "
                "-DENABLE_THEORA=YES -DENABLE_QT_GL=YES -DENABLE_DOC=NO "
                "-DGIT_EXECUTABLE=/usr/share/bctoolbox/upstream-version-from-changelog -DDEB_VERSION_UPSTREAM=5.1.64 "
                "-S . -B fl-build "
                ">/dev/null 2>&1"],
         include=None, exclude=["tester/"]),
    dict(name="nq", lang="C", pkg="nq", ver="0.3.1-4", srcdir="nq-0.3.1",
         kind="tiny job queue CLIs (nq: queue a command behind earlier ones with lock files; fq: follow the "
              "queue's output; per job/file)",
         seen="2026-12-06 (30)",
         # debian/rules: dh_auto_build (make all with the build flags)
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="util-linux", lang="C", pkg="util-linux", ver="2.38.1-5+deb12u3", srcdir="util-linux-2.38.1",
         kind="Linux system utilities and libraries (libblkid, libmount, libfdisk, libsmartcols, libuuid; fdisk/"
              "sfdisk/cfdisk, mount, lsblk, findmnt, losetup, script, more, hexdump, dmesg, ...; per device/"
              "line/entry/partition)",
         seen="2026-12-06 (30)", apt=["bison", "gettext", "libaudit-dev", "libcap-ng-dev", "libcrypt-dev", "libcryptsetup-dev",
                            "libncurses-dev", "libpam0g-dev", "libreadline-dev", "libselinux1-dev",
                            "libsystemd-dev", "libtool", "libudev-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh_autoreconf ./autogen.sh; configure with the rules' CONFOPTS (linux, not stage1);
         # make; tests/ helpers only under `make check`
         build=["sh -c 'AM_OPTS=--copy LT_OPTS=--copy ./autogen.sh' >/dev/null 2>&1",
                conf("--with-selinux --with-smack --enable-partx --with-systemd --with-udev --with-audit "
                     "--with-cryptsetup=dlopen --enable-write --enable-static-programs=fdisk,sfdisk,blkid "
                     "--without-python --disable-login --disable-nologin --disable-kill --disable-chfn-chsh "
                     "--disable-cal --disable-hwclock-gplv3 --disable-makeinstall-tty-setgid"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="e2fsprogs", lang="C", pkg="e2fsprogs", ver="1.47.0-2", srcdir="e2fsprogs-1.47.0",
         kind="ext2/3/4 filesystem utilities (libext2fs, libe2p, libss, libcom_err, libsupport; e2fsck, mke2fs, "
              "tune2fs, debugfs, resize2fs, dumpe2fs, e2image, fuse2fs, ...; per block/inode/group/extent)",
         seen="2026-12-06 (30)", apt=["gettext", "texinfo", "pkg-config", "libfuse-dev", "libblkid-dev", "uuid-dev", "m4"],
         # debian/rules: configure (in debian/build there, in-tree here) with COMMON_CONF_FLAGS; make; tests/
         # only under `make check`
         build=[conf("--enable-elf-shlibs --disable-ubsan --disable-addrsan --disable-threadsan "
                     "--disable-e2initrd-helper --disable-fsck --disable-libblkid --disable-libuuid --disable-uuidd "
                     "--enable-symlink-install --with-multiarch=x86_64-linux-gnu"), MK, BEAR],
         include=None, exclude=["tests/"]),
]
