"""Precision projects: held-out set 26 (session 27). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 26 (session 27, brief h18-set26)
# No new draw: set 26 is set 25's draw positions 30-56, which set 25 never built nor ran faultline on (it stopped
# at 25 built, position 29). That draw was fixed at 2026-12-06 05:01:20 UTC before any build and any faultline run
# on any candidate (/work/set25/draw-order.txt, committed in projects_set25.py's header; candidates written from
# memory, 40 per kind, weighted round-robin over kinds). The tail is C++-heavy (positions 47-56: one C library,
# nine C++ projects): the other kinds' candidate lists had run out. Fetchability re-checked 2026-12-06 07:31 UTC
# (apt-get source --print-uris + HTTP HEAD, /work/set26/head.sh -> /work/set26/fetchable.txt): all 27 fetchable.
# Built in this order, one at a time, 330-s limit, measured as soon as built:
#   30 libfreehand 0.1.2-3, 31 nagios-nrpe 4.1.0-1, 32 libcap2 1:2.66-4+deb12u3, 33 libpagemaker 0.0.4-1,
#   34 proftpd-dfsg 1.3.8+dfsg-4+deb12u5, 35 libwebsockets 4.1.6-3, 36 libzmf 0.0.2-1, 37 tinyssh 20230101-1,
#   38 miniupnpc 2.2.4-1, 39 libmwaw 0.3.21-1, 40 xrdp 0.9.21.1-1+deb12u3, 41 libnice 0.1.21-1,
#   42 libabw 0.1.3-1, 43 libusrsctp 0.9.5.0-2, 44 libodfgen 0.1.8-2, 45 libqmi 1.32.2-1,
#   46 libepubgen 0.1.1-1, 47 libgpiod 1.6.3-1, 48 libqxp 0.0.2-1, 49 libunistring 1.0-2, 50 liborcus 0.17.2-2,
#   51 fasttext 0.9.2+ds-1, 52 irrlicht 1.8.5+ds2-1, 53 s2geometry 0.10.0-6, 54 ompl 1.5.2+ds1-1,
#   55 aria2 1.36.0-1, 56 ms-gsl 4.0.0-2+deb12u1
# Entries of positions 30-46: written in session 26 before any build (/work/set25/unused-entries.py), re-read against
# their trees in session 27 before their first build. Entries of positions 47-56: written in session 27 the same way
# (tree layout, debian/rules, debian/control), before their first build.

# tinyssh's make-tinyssh.sh probes these compiler options (build/log of the first build); its corrected entry
# compiles the tree's own files with them.
TINYSSH_CFLAGS = (
    "-pedantic -Wall -Wno-long-long -Wno-overlength-strings -Wno-unused-function -Wshadow "
    "-Wdeclaration-after-statement -Wwrite-strings -Wmissing-declarations -Wmissing-prototypes -Wstrict-prototypes "
    "-Wunused-value -Wunused-parameter -Wundef -fstack-protector-strong -fwrapv -fno-strict-overflow -Os "
    "-fomit-frame-pointer -funroll-loops"
)


PROJECTS = [
    # Set 26 as measured: positions 30-55 built in order (one correction: tinyssh, built again after the others), 23
    # projects. Skipped over 330 s, before any faultline output (entries kept in /work/set26/skipped-entries.py):
    # libmwaw (39), libunistring (49), aria2 (55); ms-gsl (56) skipped from its layout (header-only, its only TUs are
    # its tests). docs/precision.md "Held-out check, set 26 (session 27)".
    dict(name="libfreehand", lang="C++", pkg="libfreehand", ver="0.1.2-3", srcdir="libfreehand-0.1.2",
         kind="Aldus/Macromedia FreeHand import library (libfreehand over librevenge: records, paths, text, "
              "colours via lcms2; per record/path/element) + fh2* tools",
         seen="2026-12-06 (28)",
         apt=["gperf", "libboost-dev", "libicu-dev", "liblcms2-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # tests and docs off
         build=[conf("--disable-werror --disable-tests --without-docs"), MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="nagios-nrpe", lang="C", pkg="nagios-nrpe", ver="4.1.0-1", srcdir="nagios-nrpe-4.1.0",
         kind="Nagios remote plugin executor daemon and client (nrpe: TLS listener, command definitions, "
              "plugin execution with output capture; check_nrpe; per connection/command/packet)",
         seen="2026-12-06 (28)", apt=["libssl-dev", "libwrap0-dev"],
         # debian/rules: configure (AUTOHEADER=true; no patch touches the autotools inputs) with its paths and
         # --enable-ssl --with-ssl-lib, then make all
         build=["./configure --prefix=/usr --sysconfdir=/etc --libdir=/usr/lib/nagios"
                " --libexecdir=/usr/lib/nagios/plugins --localstatedir=/var --enable-ssl --with-logdir=/var/log"
                " --with-ssl-lib=/usr/lib/x86_64-linux-gnu --with-piddir=/run/nagios >/dev/null 2>&1", MK,
                bear("make -j2 all")],
         include=["src/"], exclude=[]),
    dict(name="libcap2", lang="C", pkg="libcap2", ver="1:2.66-4+deb12u3", srcdir="libcap2-2.66",
         kind="POSIX capabilities library and tools (libcap, libpsx, capsh/getcap/setcap/getpcaps, pam_cap; "
              "per capability/file/thread)",
         seen="2026-12-06 (28)", apt=["gperf", "indent", "libpam0g-dev", "chrpath"],
         # debian/rules: make FORCELINKPAM=yes GOLANG=no DYNAMIC=yes (Go bindings off); the test programs
         # (cap_test, test_pam_cap, tests/) and contrib/, kdebug/ left out
         build=[MK, bear("make -j2 FORCELINKPAM=yes GOLANG=no DYNAMIC=yes")],
         include=["libcap/", "progs/", "pam_cap/", "psx/"], exclude=[]),
    dict(name="libpagemaker", lang="C++", pkg="libpagemaker", ver="0.0.4-1", srcdir="libpagemaker-0.0.4",
         kind="Adobe/Aldus PageMaker import library (libpagemaker over librevenge: records, shapes, text, "
              "colours; per record/shape) + pmd2* tools",
         seen="2026-12-06 (28)", apt=["libboost-dev", "librevenge-dev", "pkg-config"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # Doxygen docs off
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="proftpd-dfsg", lang="C", pkg="proftpd-dfsg", ver="1.3.8+dfsg-4+deb12u5",
         srcdir="proftpd-dfsg-1.3.8+dfsg",
         kind="FTP/SFTP server daemon (ProFTPD: core, data transfers, ASCII translation, ctrls, modules for "
              "SQL/LDAP/TLS/SFTP/quotas/rewrite/deflate/redis/memcache; per command/transfer buffer/connection)",
         seen="2026-12-06 (28)",
         apt=["libacl1-dev", "libcap-dev", "libldap-dev", "default-libmysqlclient-dev", "libncurses-dev",
              "libpam0g-dev", "libpcre2-dev", "libpq-dev", "libsqlite3-dev", "libssl-dev", "libwrap0-dev",
              "unixodbc-dev", "zlib1g-dev", "libgeoip-dev", "libmemcached-dev", "libhiredis-dev", "libsodium-dev",
              "libmd-dev", "libidn2-dev", "gettext"],
         # debian/rules: dh --without autoreconf (its patches change configure and configure.in alike), its
         # ./configure line with CONF_ARGS and the shared modules DSOMODS1-6, then make
         build=["./configure --infodir=/usr/share/info --disable-option-checking --disable-dependency-tracking"
                " --prefix=/usr --with-pkgconfig=lib/pkgconfig"
                " --with-includes=$(pg_config --includedir):$(mysql_config --include | sed -e 's/-I//g; s/ //g')"
                " --mandir=/usr/share/man --sysconfdir=/etc/proftpd --localstatedir=/run --libexecdir=/usr/lib/proftpd"
                " --enable-sendfile --enable-facl --enable-dso --enable-autoshadow --enable-ctrls --enable-openssl"
                " --enable-ipv6 --enable-nls --enable-memcache --with-lastlog=/var/log/lastlog --enable-pcre2"
                " --disable-strip --enable-redis"
                " --with-shared=mod_unique_id:mod_site_misc:mod_load:mod_ban:mod_quotatab:mod_sql:mod_sql_mysql:mod_sql_postgres:mod_sql_sqlite:mod_sql_odbc:mod_dynmasq:mod_quotatab_sql:mod_ldap:mod_quotatab_ldap:mod_ratio:mod_tls:mod_rewrite:mod_radius:mod_wrap:mod_wrap2:mod_wrap2_file:mod_wrap2_sql:mod_quotatab_file:mod_quotatab_radius:mod_facl:mod_ctrls_admin:mod_copy:mod_deflate:mod_ifversion:mod_geoip:mod_exec:mod_sftp:mod_sftp_pam:mod_sftp_sql:mod_shaper:mod_sql_passwd:mod_ifsession:mod_auth_otp:mod_tls_redis:mod_wrap2_redis:mod_redis:mod_memcache:mod_tls_memcache:mod_readme:mod_snmp:mod_digest:mod_ident:mod_log_forensic:mod_qos:mod_statcache:mod_tls_fscache:mod_tls_shmcache:mod_dnsbl >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "contrib/dist/", "doc/"]),
    dict(name="libwebsockets", lang="C", pkg="libwebsockets", ver="4.1.6-3", srcdir="libwebsockets-4.1.6",
         kind="WebSocket/HTTP client and server library (libwebsockets: HTTP/1, HTTP/2, ws, TLS over OpenSSL, "
              "event loops over poll/libev/libuv/glib, plugins, lwsws; per connection/frame/buffer)",
         seen="2026-12-06 (28)", apt=["libcap-dev", "libev-dev", "libuv1-dev", "libglib2.0-dev", "zlib1g-dev", "libssl-dev"],
         # debian/rules' CMake flags (libev, libuv, glib, unix sockets, IPv6, zlib, extensions); CMake configure
         # only; the test apps and minimal examples left out
         build=[CMAKE + " -DLWS_WITHOUT_DAEMONIZE=OFF -DLWS_WITH_LIBEV=ON -DLWS_WITH_LIBUV=ON -DLWS_UNIX_SOCK=ON"
                " -DLWS_IPV6=ON -DLWS_WITH_ZLIB=ON -DLWS_WITHOUT_EXTENSIONS=OFF -DLWS_WITH_GLIB=ON"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["lib/", "lwsws/", "plugins/"], exclude=[]),
    dict(name="libzmf", lang="C++", pkg="libzmf", ver="0.0.2-1", srcdir="libzmf-0.0.2",
         kind="Zoner Callisto/Draw import library (libzmf over librevenge: ZMF/BMI records, pictures, text, "
              "styles; per record/object) + zmf2* tools",
         seen="2026-12-06 (28)", apt=["librevenge-dev", "libboost-dev", "pkg-config", "zlib1g-dev", "libpng-dev", "libicu-dev"],
         # debian/rules: configure --without-docs --enable-static --disable-werror (dh with autoreconf, no Debian
         # patch, a configure shipped); tests off
         build=[conf("--without-docs --enable-static --disable-werror --disable-tests"), MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="tinyssh", lang="C", pkg="tinyssh", ver="20230101-1", srcdir="tinyssh-20230101",
         kind="minimalistic SSH server (tinysshd: packet layer, channels, subsystems, crypto primitives "
              "ed25519/curve25519/sntrup761/chacha20-poly1305; per packet/channel buffer)",
         seen="2026-12-06 (28)",
         # debian/rules: conf-cc/conf-ar set to the compilers, then make (its make-tinyssh.sh, which compiles
         # copies of the sources in build/work/ and empties build/work/ after each phase).
         # Build correction (session 27): `bear -- make` recorded no entry (bear drops an entry whose source file
         # is gone at its end, and build/work/ is emptied), so faultline had an empty database (error exit 2, no
         # output). Now: make as Debian does (it writes the sysdep and crypto headers to build/include/), then the
         # same compiles make-tinyssh.sh runs, its lists (crypto/CRYPTOSOURCES, tinyssh/SOURCES + TARGETS) and
         # its probed compiler options, on the tree's own files under bear; the test programs and _tinyssh/'s
         # test tools left out as before.
         build=["echo gcc > conf-cc", "echo ar > conf-ar", "make >/dev/null 2>&1", MK,
                bear("sh -c 'CF=\"" + TINYSSH_CFLAGS + "\"; "
                     "for x in $(cat crypto/CRYPTOSOURCES); do gcc $CF -Ibuild/include -c crypto/$x.c -o /dev/null"
                     " || exit 1; done; "
                     "for x in $(cat tinyssh/SOURCES tinyssh/TARGETS); do gcc $CF -DCOMPILER=\\\"gcc\\\""
                     " -DVERSION=\\\"20230101\\\" -Ibuild/include -c tinyssh/$x.c -o /dev/null || exit 1; done'")],
         include=["crypto/", "tinyssh/"], exclude=[]),
    dict(name="miniupnpc", lang="C", pkg="miniupnpc", ver="2.2.4-1", srcdir="miniupnpc-2.2.4",
         kind="UPnP IGD client library and CLI (miniupnpc: SSDP discovery, miniwget HTTP, SOAP calls, XML "
              "parsing; upnpc; per device/response/port mapping)",
         seen="2026-12-06 (28)",
         # debian/rules: make updateversion, then the Makefile build (the Python module's pybuild left out);
         # the test programs testminixml/testupnpreplyparse/... are built by make check
         build=["make updateversion >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=["src/test", "src/minihttptestserver.c"]),
    dict(name="xrdp", lang="C", pkg="xrdp", ver="0.9.21.1-1+deb12u3", srcdir="xrdp-0.9.21.1",
         kind="RDP server daemon (xrdp, sesman, chansrv: RDP protocol, MCS/SEC/ISO layers, VNC proxy, "
              "clipboard/drive/sound channels, RemoteFX codec, painter; per PDU/stream/tile)",
         seen="2026-12-06 (28)",
         apt=["autoconf", "automake", "libtool", "check", "libfuse-dev", "libjpeg-dev", "libopus-dev", "libpam0g-dev",
              "libssl-dev", "libx11-dev", "libxfixes-dev", "libxrandr-dev", "nasm", "pkg-config"],
         # debian/rules: ./bootstrap (its patches touch Makefile.am) in the tree and in librfxcodec/, libpainter/,
         # then configure with its features (ipv6, jpeg, fuse, rfxcodec, opus, painter, vsock) and the two
         # static sub-libraries; tests/ left out
         build=["./bootstrap >/dev/null 2>&1", "cd librfxcodec && ./bootstrap >/dev/null 2>&1",
                "cd libpainter && ./bootstrap >/dev/null 2>&1",
                conf("--enable-ipv6 --enable-jpeg --enable-fuse --enable-rfxcodec --enable-opus --enable-painter"
                     " --enable-vsock --prefix=/usr --sysconfdir=/etc --localstatedir=/var"
                     " --with-socketdir=/run/xrdp/sockdir"),
                "cd librfxcodec && ./configure --disable-shared --enable-static --prefix=/usr >/dev/null 2>&1",
                "cd libpainter && ./configure --disable-shared --enable-static --prefix=/usr >/dev/null 2>&1",
                MK, BEAR],
         include=None, exclude=["tests/", "librfxcodec/tests/", "libpainter/tests/"]),
    dict(name="libnice", lang="C", pkg="libnice", ver="0.1.21-1", srcdir="libnice-0.1.21",
         kind="ICE (RFC 5245/8445) NAT traversal library (libnice: agent, candidate discovery, connectivity checks, "
              "STUN/TURN, pseudo-TCP, UPnP via gupnp-igd, GStreamer elements; per packet/candidate/check)",
         seen="2026-12-06 (28)",
         apt=["meson", "libglib2.0-dev", "libgnutls28-dev", "libgstreamer1.0-dev", "libgupnp-igd-1.0-dev",
              "pkg-config"],
         # debian/rules' meson flags (gupnp, gstreamer on; introspection left out: GIR generator only; gtk-doc
         # off); examples and tests off; meson writes fl-build/compile_commands.json, and ninja builds it so
         # the generated enum headers exist; examples/, tests/, stun/tests/ left out
         build=["meson setup fl-build -Dgupnp=enabled -Dgstreamer=enabled -Dintrospection=disabled"
                " -Dgtk_doc=disabled -Dexamples=disabled -Dtests=disabled >/dev/null 2>&1",
                "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/", "tests/", "stun/tests/", "stun/tools/"]),
    dict(name="libabw", lang="C++", pkg="libabw", ver="0.1.3-1", srcdir="libabw-0.1.3",
         kind="AbiWord document import library (libabw over librevenge: ABW XML, styles, lists, tables, "
              "frames; per element/attribute) + abw2* tools",
         seen="2026-12-06 (28)", apt=["gperf", "libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: configure --disable-werror with CPPFLAGS+=-DBOOST_SYSTEM_NO_DEPRECATED (dh with
         # autoreconf, no Debian patch, a configure shipped); docs off
         build=[conf("--disable-werror --without-docs CPPFLAGS=-DBOOST_SYSTEM_NO_DEPRECATED"), MK, BEAR],
         include=None, exclude=["src/fuzz/"]),
    dict(name="libusrsctp", lang="C", pkg="libusrsctp", ver="0.9.5.0-2", srcdir="libusrsctp-0.9.5.0",
         kind="userland SCTP stack library (usrsctp: the FreeBSD SCTP implementation in user space, UDP "
              "encapsulation, callbacks API; per packet/chunk/association)",
         seen="2026-12-06 (28)", apt=["autoconf", "automake", "libtool"],
         # debian/rules: plain dh, which autoreconfs (no configure shipped; a patch touches Makefile.am) and
         # configures; the example programs/ and fuzzer/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["programs/", "fuzzer/"]),
    dict(name="libodfgen", lang="C++", pkg="libodfgen", ver="0.1.8-2", srcdir="libodfgen-0.1.8",
         kind="ODF generator library (libodfgen: librevenge interfaces to OpenDocument text/drawing/"
              "presentation/spreadsheet XML, embedded objects, styles; per element/style/span)",
         seen="2026-12-06 (28)", apt=["libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config"],
         # debian/rules: configure --disable-werror (dh with autoreconf, no Debian patch, a configure shipped);
         # docs off; test/ left out
         build=[conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libqmi", lang="C", pkg="libqmi", ver="1.32.2-1", srcdir="libqmi-1.32.2",
         kind="Qualcomm MSM Interface protocol library and CLI (libqmi-glib: generated message/indication "
              "codecs, QMI/MBIM/QRTR device and proxy; qmicli, qmi-firmware-update; per message/TLV/device)",
         seen="2026-12-06 (28)",
         apt=["meson", "help2man", "libglib2.0-dev", "libgudev-1.0-dev", "libmbim-glib-dev", "libqrtr-glib-dev",
              "pkg-config", "bash-completion"],
         # debian/rules' meson flags (-Ddefault_library=both, gtk-doc off; introspection left out: GIR generator
         # only); meson writes fl-build/compile_commands.json, and ninja builds it so the generated codecs exist;
         # examples/ left out
         build=["meson setup fl-build -Ddefault_library=both -Dgtk_doc=false -Dintrospection=false"
                " >/dev/null 2>&1", "ninja -C fl-build >/dev/null 2>&1"],
         include=None, exclude=["examples/"]),
    dict(name="libepubgen", lang="C++", pkg="libepubgen", ver="0.1.1-1", srcdir="libepubgen-0.1.1",
         kind="EPUB generator library (libepubgen: librevenge interfaces to XHTML/CSS/OPF in a zip container, "
              "splitting, fonts, images; per element/chapter/file)",
         seen="2026-12-06 (28)", apt=["libboost-dev", "librevenge-dev", "libxml2-dev", "pkg-config"],
         # debian/rules: configure --disable-silent-rules --disable-werror (dh with autoreconf, no Debian patch,
         # a configure shipped); tests and docs off
         build=[conf("--disable-silent-rules --disable-werror --disable-tests --without-docs"), MK, BEAR],
         include=None, exclude=["src/test/"]),
    dict(name="libgpiod", lang="C", pkg="libgpiod", ver="1.6.3-1", srcdir="libgpiod-1.6.3",
         kind="Linux GPIO character-device library and tools (libgpiod: chips, lines, requests, events; C++ and "
              "Python bindings; gpiodetect/gpioinfo/gpioget/gpioset/gpiomon/gpiofind; per line/event/chip)",
         seen="2026-12-06 (28)", apt=["autoconf-archive", "help2man", "python3-dev", "pkg-config", "m4"],
         # debian/rules: dh_autoreconf (its one patch touches configure.ac and man/Makefile.am): autoreconf first;
         # debian/rules' configure flags (tools, Python and C++ bindings); tests off by default; tests/ and the
         # bindings' examples/tests left out
         build=[AUTORECONF, conf("--enable-tools=yes --enable-bindings-python --enable-bindings-cxx"), MK, BEAR],
         include=None, exclude=["tests/", "bindings/cxx/examples/", "bindings/cxx/tests/",
                                "bindings/python/examples/", "bindings/python/tests/"]),
    dict(name="libqxp", lang="C++", pkg="libqxp", ver="0.0.2-1", srcdir="libqxp-0.0.2",
         kind="QuarkXPress import library (libqxp over librevenge: QXP 3.x/4.x documents, pages, boxes, text, "
              "colours; per record/object) + qxp2* tools",
         seen="2026-12-06 (28)", apt=["librevenge-dev", "libboost-dev", "libicu-dev", "pkg-config"],
         # debian/rules: plain dh (compat 10's dh_autoreconf, but no Debian patch and a configure shipped:
         # configure), no flags; tests (cppunit, make check only) and docs off; src/test/, src/fuzz/ left out
         build=[conf("--disable-werror --disable-tests --without-docs"), MK, BEAR],
         include=None, exclude=["src/test/", "src/fuzz/"]),
    dict(name="liborcus", lang="C++", pkg="liborcus", ver="0.17.2-2", srcdir="liborcus-0.17.2",
         kind="spreadsheet document import/export library (liborcus: ODS, XLSX, XLS-XML, Gnumeric, CSV, XML, JSON, "
              "YAML, CSS parsers over ixion's model; orcus-* CLIs, Python module; per cell/element/token)",
         seen="2026-12-06 (28)",
         apt=["libboost-date-time-dev", "libboost-filesystem-dev", "libboost-iostreams-dev",
              "libboost-program-options-dev", "libboost-system-dev", "libixion-dev", "libmdds-dev", "pkg-config",
              "python3-dev", "zlib1g-dev"],
         # debian/rules: configure --disable-silent-rules --disable-werror --with-boost-libdir (plain dh: no Debian
         # patch, a configure shipped); the test programs are make-check only; test/, benchmark/, doc_example/ and
         # src/test/ left out
         build=[conf("--disable-silent-rules --disable-werror --with-boost-libdir=/usr/lib/x86_64-linux-gnu"),
                MK, BEAR],
         include=None, exclude=["test/", "src/test/", "benchmark/", "doc_example/", "slickedit/"]),
    dict(name="fasttext", lang="C++", pkg="fasttext", ver="0.9.2+ds-1", srcdir="fasttext-0.9.2+ds",
         kind="text classification and word-vector library and CLI (fastText: dictionary, training threads, "
              "quantization, product quantizer, autotune; per word/line/epoch)",
         seen="2026-12-06 (28)",
         # debian/rules: dh's CMake build (its patches change CMakeLists.txt); CMake configure only; the Python
         # module (pybuild) left out; python/, tests/, webassembly/ left out
         build=[CMAKE + " -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="irrlicht", lang="C++", pkg="irrlicht", ver="1.8.5+ds2-1", srcdir="irrlicht-1.8.5+ds2",
         kind="3D engine library (Irrlicht: scene graph, mesh loaders/writers for ~20 formats, image loaders, "
              "software/OpenGL drivers, GUI, file archives; per mesh/vertex/frame/file)",
         seen="2026-12-06 (28)",
         apt=["libbz2-dev", "libglu1-mesa-dev", "libjpeg-dev", "libpng-dev", "libsdl1.2-dev", "libx11-dev",
              "libxrandr-dev", "libxxf86vm-dev", "mesa-common-dev", "x11proto-xf86vidmode-dev", "zlib1g-dev"],
         # debian/rules: mkdir lib/Linux, then NDEBUG=true make sharedlib staticlib in source/Irrlicht (the
         # patches make it link the system zlib/png/jpeg/bz2); examples/, tools/ and the macOS sources left out
         build=["mkdir -p lib/Linux", MK,
                bear("env NDEBUG=true make -j2 -C source/Irrlicht sharedlib staticlib")],
         include=["source/Irrlicht/"], exclude=["source/Irrlicht/MacOSX/"]),
    dict(name="s2geometry", lang="C++", pkg="s2geometry", ver="0.10.0-6", srcdir="s2geometry-0.10.0",
         kind="spherical geometry library (S2: cells, polygons, polylines, shape indexes, boolean operations, "
              "builders, encoders; per cell/edge/vertex/shape)",
         seen="2026-12-06 (28)", apt=["libabsl-dev", "libssl-dev"],
         # debian/rules: pybuild's CMake with -DBUILD_EXAMPLES=OFF -DWITH_PYTHON=ON; CMake configure only, so
         # without the Python interface (its SWIG wrapper is generated at build time); tests need GTEST_ROOT
         # (not set); src/python/ left out
         build=[CMAKE + " -DBUILD_EXAMPLES=OFF -DWITH_PYTHON=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=["src/python/"]),
    dict(name="ompl", lang="C++", pkg="ompl", ver="1.5.2+ds1-1", srcdir="ompl-1.5.2+ds1",
         kind="motion planning library (OMPL: state spaces, samplers, RRT/PRM/KPIECE/... geometric and control "
              "planners, nearest-neighbour structures, benchmarking; per sample/state/motion)",
         seen="2026-12-06 (28)",
         apt=["libboost-date-time-dev", "libboost-thread-dev", "libboost-serialization-dev",
              "libboost-filesystem-dev", "libboost-system-dev", "libboost-program-options-dev", "libboost-test-dev",
              "libode-dev", "libeigen3-dev", "pkg-config", "libflann-dev"],
         # debian/rules' CMake flags (-DOMPL_REGISTRATION=OFF -DPYTHON_EXEC=/usr/bin/python3 -DOMPL_SKIP_RPATH=ON);
         # CMake configure only; tests/, demos/, py-bindings/ left out (only src/ analysed)
         build=[CMAKE + " -DOMPL_REGISTRATION=OFF -DPYTHON_EXEC=/usr/bin/python3 -DOMPL_SKIP_RPATH=ON"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
]
