"""Precision projects: held-out set 35 (session 35). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 35 (session 35, brief h27-set35)
# No new draw: set 35 is set 33's draw positions never built, as set 34 was. Set 33's draw was fixed at 2026-12-07
# 01:28:09 UTC before any build and any faultline run on any candidate (/work/set33/draw-order.txt; see
# projects_set33.py's header for how it was made). Set 33 measured positions 1-16 (6 projects), set 34 positions 17-36
# (10 projects; 9 over its 600-s build limit). Nobody has run faultline on any project below.
# First pass: positions 37-49 in draw order (never attempted):
#  37 id-utils 4.6.28-20200521ss15dab, 38 net-snmp 5.9.3+dfsg-2+deb12u1, 39 libnetconf2 2.0.24-3, 40 exonerate 2.4.0-5,
#  41 clamsmtp 1.10-17.2, 42 libuser 1:0.64~dfsg-1, 43 ngspice 39.3+ds-1, 44 rspamd 3.4-1, 45 shadow
#  1:4.13+dfsg1-1+deb12u2, 46 netgen 6.2.2006+really6.2.1905+dfsg-5.1, 47 sane-backends 1.2.1-2, 48 bluez
#  5.66-1+deb12u2, 49 tor 0.4.9.11-0+deb12u1.
# Second pass (if time is left after the first): set 34's positions skipped over its 600-s limit (before any
# faultline output), in draw order: 18 aria2 1.36.0-1, 19 pdns-recursor 4.8.8-1+deb12u1, 22 libcmis 0.5.2-3, 25
#  dnsdist 1.7.3-2, 27 libetonyek 0.1.10-3, 28 flint 2.9.0-5, 30 isc-dhcp 4.4.3-P1-2, 36 clhep 2.1.4.1+dfsg-1.1
#  (34 syslog-ng stays dropped: its build failed twice). Their partly built trees are moved aside first
#  (SRCDIR.set34-partial, /work/set35/prepare-second.sh) so each build starts from a fresh unpack.
# Entries: /work/set34/skipped-entries.py's, written from each source tree before any build (sessions 33 and 34),
# reused unchanged (heldout=True on each). Each build: timeout -s TERM 900 nice -n 10 fetch.py --only NAME (over
# 900 s = skipped); binary /work/bins/fl-s35-helper (main's analyzer code as of 8fd86f4). No new build after
# 09:45 UTC.


PROJECTS = [
    # Set 35 as measured: the first pass, set 33's draw positions 37-49 built in order (pipeline.sh, 07:37:10-09:07:17 UTC);
    # 11 projects. Skipped over 900 s (before any faultline output): ngspice (43), sane-backends (47); second pass: aria2
    # (18, after its correction), pdns-recursor (19), libcmis (22, started 09:37:37, before the 09:45 stop); not built
    # (the 09:45 stop): dnsdist, libetonyek, flint, isc-dhcp, clhep. Those entries are kept in
    # /work/set35/skipped-entries.py. docs/precision.md "Held-out check, set 35 (session 35)".
    dict(name="id-utils", lang="C", pkg="id-utils", ver="4.6.28-20200521ss15dab", srcdir="id-utils-4.6.28",
         kind="Identifier database tools (GNU idutils: mkid scanners for C, assembler, text, Lisp and other "
              "languages, the ID database writer and reader, lid/gid/fid/fnid/xtokid/aid/eid queries; gnulib; "
              "per token/file/identifier)",
         seen="2026-12-07 (36)", apt=["help2man", "texinfo"],
         # debian/rules: EMACS=no ./configure --datadir=/usr/share/misc ...; make (the shipped configure; no
         # autoreconf: debhelper 5, no dh_autoreconf); gnulib-tests/ and testsuite/ left out
         # Corrected (session 35, after the first build failed in man/, before any faultline output): make regenerates
         # man/*.1 with help2man once the programs are built, and help2man was not installed ("help2man: command not
         # found", exit 127); debian/control's Build-Depends name help2man and texinfo, now in apt. The failed tree was
         # moved aside (id-utils-4.6.28.set35-failed) so the rebuild starts from a fresh unpack and bear sees every compile
         build=["EMACS=no ./configure --prefix=/usr --datadir=/usr/share/misc >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["gnulib-tests/", "testsuite/", "tests/"]),
    dict(name="net-snmp", lang="C", pkg="net-snmp", ver="5.9.3+dfsg-2+deb12u1", srcdir="net-snmp-5.9.3+dfsg",
         kind="SNMP agent, tools and library (Net-SNMP: snmpd with MIB modules (host, mibII, ucd-snmp, disman, "
              "agentx, smux), libnetsnmp PDU/ASN.1/transports (UDP/TCP/TLS/DTLS)/USM/TSM, MIB parser, snmptrapd, "
              "snmpget/walk/set/...; per PDU/varbind/OID/row)",
         seen="2026-12-07 (36)", apt=["pkg-config", "libwrap0-dev", "libsensors-dev", "default-libmysqlclient-dev",
                            "libpci-dev", "libsystemd-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure with the package's options
         # (--enable-ucd-snmp-compatibility --with-openssl --with-libwrap --with-mib-modules="smux ucd-snmp/dlmod
         # mibII/mta_sendmail disman/event-mib ucd-snmp/diskio ucd-snmp/lmsensorsMib etherlike-mib/dot3StatsTable
         # host" --with-transports="TLSTCP DTLSUDP" --with-security-modules=tsm --enable-mfd-rewrites --with-mysql
         # --with-systemd --enable-blumenthal-aes --with-defaults; --without-perl-modules: the Perl XS modules left
         # out); make (Debian: --no-parallel); testing/ left out
         build=[AUTORECONF, conf("--with-persistent-directory=/var/lib/snmp --enable-ucd-snmp-compatibility "
                                 "--with-logfile=none --without-rpm --with-libwrap --with-openssl --without-dmalloc "
                                 "--without-efence --without-rsaref --with-sys-contact=root --with-sys-location=Unknown "
                                 "--with-mib-modules='smux ucd-snmp/dlmod mibII/mta_sendmail disman/event-mib "
                                 "ucd-snmp/diskio ucd-snmp/lmsensorsMib etherlike-mib/dot3StatsTable host' "
                                 "--with-transports='TLSTCP DTLSUDP' --with-security-modules=tsm --enable-mfd-rewrites "
                                 "--with-mnttab=/etc/mtab --with-mysql --with-systemd --enable-blumenthal-aes "
                                 "--without-perl-modules --disable-embedded-perl --with-defaults"),
                MK, bear("make")],
         include=None, exclude=["testing/"]),
    dict(name="libnetconf2", lang="C", pkg="libnetconf2", ver="2.0.24-3", srcdir="libnetconf2-2.0.24",
         kind="NETCONF protocol library (libnetconf2: client and server sessions over SSH (libssh) and TLS "
              "(OpenSSL), message framing (chunked/EOM), RPC/reply/notification handling with libyang data trees, "
              "call home, server configuration; per message/chunk/session)",
         seen="2026-12-07 (36)", apt=["cmake", "ninja-build", "pkg-config", "libssh-dev", "libyang2-dev"],
         # debian/rules: dh cmake -DENABLE_SSH=ON -DENABLE_TLS=ON -DENABLE_DNSSEC=OFF -DENABLE_PYTHON=OFF; CMake
         # configure only (tests off: tests/ left out)
         build=[CMAKE + " -DENABLE_SSH=ON -DENABLE_TLS=ON -DENABLE_DNSSEC=OFF -DENABLE_PYTHON=OFF -DENABLE_TESTS=OFF "
                        "-S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="exonerate", lang="C", pkg="exonerate", ver="2.4.0-5", srcdir="exonerate-2.4.0",
         kind="Sequence alignment tool (exonerate: dynamic programming models (affine, est2genome, protein2genome, "
              "coding2coding, ...) generated C code (C4 compiler), heuristic seeded alignment (HSP/SAR/BSDP), "
              "FASTA databases and indexes, client/server; per sequence/cell/HSP)",
         seen="2026-12-07 (36)", apt=["pkg-config", "libglib2.0-dev", "libreadline-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf --as-needed); configure; make (the C4 code generator writes
         # the model sources under src/ first); test/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="clamsmtp", lang="C", pkg="clamsmtp", ver="1.10-17.2", srcdir="clamsmtp-1.10",
         kind="SMTP virus-scanning filter (clamsmtp: SMTP proxy state machine with threads per connection, "
              "message spooling to a file, ClamAV clamd client, header and status handling; per line/connection/"
              "message)",
         seen="2026-12-07 (36)", apt=["quilt"],
         # debian/rules: dh --with quilt,autoreconf; configure; make
         # Corrected (session 35, after the first build failed in its make, before any faultline output): the source
         # is format 1.0, so dpkg-source does not apply debian/patches; dh's quilt sequence does, at build time, and
         # without include_order.patch (config.h before <sys/types.h>) common/sock_any.h's <netinet/in.h> redefines
         # struct in_addr ("redefinition of 'struct in_addr'", exit 2). The patches are now applied first with quilt (a
         # Build-Depends), as dh does; the failed tree was moved aside (clamsmtp-1.10.set35-failed)
         build=["QUILT_PATCHES=debian/patches quilt push -a >/dev/null 2>&1", AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libuser", lang="C", pkg="libuser", ver="1:0.64~dfsg-1", srcdir="libuser-0.64~dfsg",
         kind="User and group account administration library (libuser: modules for files/shadow and LDAP, "
              "entity attributes, configuration, crypt and password handling; luseradd/lgroupmod/... apps and "
              "the Python module; per line/entity/attribute)",
         seen="2026-12-07 (36)", apt=["pkg-config", "bison", "gtk-doc-tools", "libglib2.0-dev", "libpam0g-dev",
                            "libselinux1-dev", "libpopt-dev", "libpython3-dev", "linuxdoc-tools", "cpio"],
         # debian/rules: ./autogen.sh then dh_autoreconf; configure --program-transform-name=s/lid/libuser-lid/
         # --with-python=yes --with-selinux; make; tests/ left out
         # Corrected (session 35, after the first build failed in its make, before any faultline output): make builds
         # sgml/libuser.txt with sgml2txt, which was not installed ("sgml2txt: command not found", exit 127); Debian's
         # Build-Depends name linuxdoc-tools (and cpio), now in apt; the failed tree was moved aside
         # (libuser-0.64~dfsg.set35-failed)
         build=["NOCONFIGURE=1 ./autogen.sh >/dev/null 2>&1", AUTORECONF,
                conf("--with-python=yes --with-selinux --disable-gtk-doc"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="rspamd", lang="C", pkg="rspamd", ver="3.4-1", srcdir="rspamd-3.4",
         kind="Spam filtering system (rspamd: MIME parser, message/URL/HTML processing, Lua API and rule engine, "
              "regexp cache (Hyperscan/PCRE2), fuzzy storage, Bayes statistics over Redis/SQLite, DKIM/SPF/DMARC, "
              "workers (normal, proxy, controller, fuzzy), rspamc/rspamadm; per message/part/symbol/token)",
         seen="2026-12-07 (36)", apt=["cmake", "ninja-build", "pkg-config", "ragel", "libglib2.0-dev", "libhyperscan-dev",
                            "libicu-dev", "libjemalloc-dev", "libluajit-5.1-dev", "libpcre2-dev", "libsodium-dev",
                            "libsqlite3-dev", "libssl-dev", "libunwind-dev", "zlib1g-dev"],
         # debian/rules: dh (cmake) -DCONFDIR=... -DNO_SHARED=ON -DDEBIAN_BUILD=1 -DENABLE_JEMALLOC=ON
         # -DENABLE_OPTIMIZATION=OFF -DENABLE_FULL_DEBUG=OFF -DENABLE_PCRE2=ON -DENABLE_LUAJIT=ON
         # -DENABLE_LIBUNWIND=ON -DENABLE_HYPERSCAN=ON (amd64) -DENABLE_STATIC_LIBCXX=OFF -DENABLE_LIBCXX=OFF (install
         # paths dropped); here CMake configure only (the ragel parsers it generates at build time, under fl-build/,
         # not there: left out); the bundled third-party code (contrib/) and test/ left out
         build=[CMAKE + " -DNO_SHARED=ON -DDEBIAN_BUILD=1 -DENABLE_JEMALLOC=ON -DENABLE_OPTIMIZATION=OFF "
                        "-DENABLE_FULL_DEBUG=OFF -DENABLE_PCRE2=ON -DENABLE_LUAJIT=ON -DENABLE_LIBUNWIND=ON "
                        "-DENABLE_HYPERSCAN=ON -DENABLE_STATIC_LIBCXX=OFF -DENABLE_LIBCXX=OFF -S . -B fl-build "
                        ">/dev/null 2>&1"],
         include=None, exclude=["contrib/", "test/", "fl-build/"]),
    dict(name="shadow", lang="C", pkg="shadow", ver="1:4.13+dfsg1-1+deb12u2", srcdir="shadow-4.13+dfsg1",
         kind="Shadow password suite (shadow: passwd/group/shadow/gshadow file database with locking (commonio), "
              "useradd/usermod/userdel/groupadd/..., login, su-less newgrp, chpasswd/newusers, subordinate ids and "
              "libsubid, newuidmap/newgidmap, password hashing and PAM glue; per line/entry/user)",
         seen="2026-12-07 (36)", apt=["bison", "gettext", "libcrypt-dev", "libpam0g-dev", "libselinux1-dev", "libsemanage-dev",
                            "libaudit-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --without-libcrack --with-libpam
         # --with-yescrypt --enable-shadowgrp --enable-man --disable-account-tools-setuid
         # --with-group-name-max-length=32 --without-acl --without-attr --without-su --without-tcb (here --disable-man:
         # no docbook; --mandir dropped); make
         build=[AUTORECONF, conf("--without-libcrack --with-libpam --with-yescrypt --enable-shadowgrp --disable-man "
                                 "--disable-account-tools-setuid --with-group-name-max-length=32 --without-acl "
                                 "--without-attr --without-su --without-tcb"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="netgen", lang="C++", pkg="netgen", ver="6.2.2006+really6.2.1905+dfsg-5.1",
         srcdir="netgen-6.2.2006+really6.2.1905+dfsg",
         kind="Automatic mesh generator (Netgen: CSG/STL/2D geometry kernels, advancing-front surface and volume "
              "meshing, Delaunay, mesh optimisation and refinement, mesh import/export formats, ngcore (archives, "
              "task manager, profiler), nglib, Tcl/Tk-OpenGL GUI, Python bindings; per element/point/face/step)",
         seen="2026-12-07 (36)", apt=["cmake", "ninja-build", "tcl-dev", "tk-dev", "libtogl-dev", "libxmu-dev",
                            "libglu1-mesa-dev", "pybind11-dev", "python3-dev", "zlib1g-dev"],
         # debian/rules: dh --buildsystem=cmake with -DUSE_OCC=ON -DUSE_SUPERBUILD=OFF -DUSE_NATIVE_ARCH=OFF
         # -DENABLE_UNIT_TESTS=ON -DPYBIND_INCLUDE_DIR=/usr/include -DUSE_MPI=ON (amd64); here CMake configure only,
         # with OpenCascade off (libsrc/occ needs the OCCT headers: not analysed), MPI off (no MPI implementation) and
         # unit tests off (tests/ left out)
         build=[CMAKE + " -DUSE_SUPERBUILD=OFF -DUSE_NATIVE_ARCH=OFF -DUSE_OCC=OFF -DUSE_MPI=OFF -DUSE_GUI=ON "
                        "-DUSE_PYTHON=ON -DPYBIND_INCLUDE_DIR=/usr/include -DENABLE_UNIT_TESTS=OFF -S . -B fl-build "
                        ">/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="bluez", lang="C", pkg="bluez", ver="5.66-1+deb12u2", srcdir="bluez-5.66",
         kind="Bluetooth protocol stack (BlueZ: bluetoothd with adapter/device management, GATT/ATT server and "
              "client, profiles (A2DP, AVRCP, HID, HoG, PAN, MIDI, ...), mesh daemon, OBEX daemon, btmon packet "
              "decoder, bluetoothctl, hcitool and other tools; per packet/PDU/attribute/frame)",
         seen="2026-12-07 (36)", apt=["pkg-config", "flex", "bison", "libdbus-1-dev", "libglib2.0-dev", "libdw-dev",
                            "libudev-dev", "libreadline-dev", "libical-dev", "libasound2-dev", "libell-dev",
                            "libjson-c-dev", "python3-docutils"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-static --enable-tools
         # --enable-cups --enable-mesh --enable-midi --enable-datafiles --enable-threads --enable-backtrace
         # --enable-debug --enable-library --enable-test --enable-nfc --enable-sap --enable-monitor --enable-udev
         # --enable-obex --enable-client --enable-testing --enable-systemd --enable-sixaxis --enable-deprecated
         # --enable-health --enable-hid2hci --enable-external-ell --enable-experimental; here --disable-systemd
         # (its unit directories come from systemd.pc: no systemd package in this container); make; unit/ (make
         # check only) left out
         build=[AUTORECONF, conf("--enable-static --enable-tools --enable-cups --enable-mesh --enable-midi "
                                 "--enable-datafiles --enable-threads --enable-backtrace --enable-debug "
                                 "--enable-library --enable-test --enable-nfc --enable-sap --enable-monitor "
                                 "--enable-udev --enable-obex --enable-client --enable-testing --disable-systemd "
                                 "--enable-sixaxis --enable-deprecated --enable-health --enable-hid2hci "
                                 "--enable-external-ell --enable-experimental"), MK, BEAR],
         include=None, exclude=["unit/"]),
    dict(name="tor", lang="C", pkg="tor", ver="0.4.9.11-0+deb12u1", srcdir="tor-0.4.9.11",
         kind="Onion routing daemon (Tor: cells and circuits, channels over TLS, relay crypto, directory protocol "
              "and consensus handling, onion services (v3), path selection, connection edge/exit/DNS, buffers and "
              "compression, event loop over libevent, trunnel-generated parsers; per cell/buffer/descriptor/"
              "circuit)",
         seen="2026-12-07 (36)", apt=["pkg-config", "libssl-dev", "zlib1g-dev", "libevent-dev", "libseccomp-dev",
                            "libsystemd-dev", "libcap-dev", "liblzma-dev", "libzstd-dev"],
         # debian/rules: dh --with autoreconf (builddirectory build); configure --enable-systemd
         # --disable-silent-rules --enable-gcc-warnings-advisory --enable-gpl (paths dropped); make; here in-tree; the
         # third-party src/ext/ and the tests (src/test/) left out
         build=[AUTORECONF, conf("--enable-systemd --enable-gcc-warnings-advisory --enable-gpl"), MK, BEAR],
         include=None, exclude=["src/ext/", "src/test/"]),
]
