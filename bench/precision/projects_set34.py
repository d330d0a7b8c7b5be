"""Precision projects: held-out set 34 (session 34). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 34 (session 34, brief h26-set34)
# No new draw: set 34 is set 33's unused draw positions, as set 26 was set 25's. Set 33's draw was fixed at
# 2026-12-07 01:28:09 UTC before any build and any faultline run on any candidate (/work/set33/draw-order.txt; see
# projects_set33.py's header for how it was made). Session 33 measured only positions 1-16 (6 projects; 10 over the
# 600-s build limit); nobody has run faultline on positions 17-49. Set 34, first pass: those positions, built in draw
# order (minpack, 23, stays dropped: Fortran):
#  17 coinor-cgl 0.60.3+repack1-4, 18 aria2 1.36.0-1, 19 pdns-recursor 4.8.8-1+deb12u1, 20 libbpf 1.1.2-0+deb12u1, 21
#  sphinxbase 0.8+5prealpha+1-16, 22 libcmis 0.5.2-3, 24 btrfs-progs 6.2-1+deb12u2, 25 dnsdist 1.7.3-2, 26 numactl
#  2.0.16-1, 27 libetonyek 0.1.10-3, 28 flint 2.9.0-5, 29 xfsprogs 6.1.0-1, 30 isc-dhcp 4.4.3-P1-2, 31 ncurses 6.4-4,
#  32 hepmc3 3.1.2-2, 33 man-db 2.11.2-2, 34 syslog-ng 3.38.1-5+deb12u1, 35 gmime 3.2.13+dfsg-2, 36 clhep
#  2.1.4.1+dfsg-1.1, 37 id-utils 4.6.28-20200521ss15dab, 38 net-snmp 5.9.3+dfsg-2+deb12u1, 39 libnetconf2 2.0.24-3, 40
#  exonerate 2.4.0-5, 41 clamsmtp 1.10-17.2, 42 libuser 1:0.64~dfsg-1, 43 ngspice 39.3+ds-1, 44 rspamd 3.4-1, 45
#  shadow 1:4.13+dfsg1-1+deb12u2, 46 netgen 6.2.2006+really6.2.1905+dfsg-5.1, 47 sane-backends 1.2.1-2, 48 bluez
#  5.66-1+deb12u2, 49 tor 0.4.9.11-0+deb12u1.
# Second pass (if time is left after the first): set 33's positions skipped for build time only (over 600 s, before any
# faultline output), in draw order: 1 libopenmpt 0.6.9-1, 3 drumgizmo 0.9.20-1, 4 libmediainfo 23.04+dfsg-1, 5 odb
#  2.4.0-16, 6 libqalculate 4.5.1-1, 8 knot 3.2.6-1, 9 pdns 4.7.3-2, 10 libunistring 1.0-2, 15 recoll 1.34.3-1, 16
#  cln 1.3.6-4.
# Each build: timeout -s TERM 600 nice -n 10 fetch.py --only NAME (over 600 s = skipped); binary
# /work/bins/fl-s34-helper (main's analyzer code as of 51d4047). No new build after 06:25 UTC.


PROJECTS = [
    # First pass: set 33's draw positions 17-49 (minpack, 23, dropped as Fortran). Positions 17-42: the entries
    # set 33 wrote from the source trees before any build (/work/set33/skipped-entries.py), unchanged;
    # positions 43-49 written in session 34 from the source tree's layout, debian/rules and debian/control
    # before the first build.
    dict(name="coinor-cgl", lang="C++", pkg="coinor-cgl", ver="0.60.3+repack1-4", srcdir="coinor-cgl-0.60.3+repack1",
         kind="COIN-OR cut generation library (Cgl: Gomory, MIR, knapsack cover, clique, probing, lift-and-project, "
              "flow cover, two-MIR, residual capacity, zero-half, red-split cut generators over OsiSolverInterface; per "
              "row/column/cut)",
         heldout=True, apt=["pkg-config", "coinor-libclp-dev", "coinor-libcoinutils-dev", "libbz2-dev",
                            "liblapack-dev", "zlib1g-dev"],
         # debian/rules: dh_autoreconf debian/autogen.sh (autoreconf in ./ and ./Cgl with BuildTools); configure
         # --enable-static --enable-dot --enable-dependency-linking; make (doxydoc not built); Cgl/test/ and
         # Cgl/examples/ left out
         build=["sh debian/autogen.sh >/dev/null 2>&1",
                conf("--enable-static --enable-dot --enable-dependency-linking"), MK, BEAR],
         include=None, exclude=["Cgl/test/", "Cgl/examples/"]),
    dict(name="aria2", lang="C++", pkg="aria2", ver="1.36.0-1", srcdir="aria2-1.36.0",
         kind="Download utility (aria2: HTTP(S)/FTP/SFTP/BitTorrent/Metalink downloads with segmenting, piece "
              "selection and storage, DHT, trackers, peer protocol, cookie/netrc handling, JSON-RPC/XML-RPC, "
              "libaria2; per piece/segment/message/peer)",
         heldout=True, apt=["pkg-config", "libc-ares-dev", "libgcrypt20-dev", "libgnutls28-dev", "libsqlite3-dev",
                            "libssh2-1-dev", "libxml2-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --with-gnutls --without-openssl
         # --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt --enable-libaria2; make; test/ left out
         build=[AUTORECONF, conf("--with-gnutls --without-openssl --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt "
                                 "--enable-libaria2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="pdns-recursor", lang="C++", pkg="pdns-recursor", ver="4.8.8-1+deb12u1", srcdir="pdns-recursor-4.8.8",
         kind="Recursive DNS resolver (PowerDNS Recursor: SyncRes resolution, MTasker cooperative threads, record "
              "and packet caches, negative cache, DNSSEC validation, RPZ, Lua hooks, protobuf/dnstap logging, "
              "webserver/API, rec_control; per query/record/packet)",
         heldout=True, apt=["pkg-config", "ragel", "libboost-context-dev", "libboost-dev",
                            "libboost-program-options-dev", "libboost-system-dev", "libboost-test-dev",
                            "libboost-thread-dev", "libcap-dev", "libcurl4-openssl-dev", "libfstrm-dev",
                            "libluajit-5.1-dev", "libprotobuf-dev", "libsnmp-dev", "libsodium-dev", "libsystemd-dev",
                            "protobuf-compiler"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-systemd --enable-reproducible
         # --with-libcap --with-libsodium --with-lua --with-net-snmp --with-protobuf=yes --enable-dns-over-tls
         # --enable-dnstap (--enable-unit-tests not given: the testrunner and test-*.cc left out); make
         build=[AUTORECONF, conf("--enable-systemd --enable-reproducible --with-libcap --with-libsodium --with-lua "
                                 "--with-net-snmp --with-protobuf=yes --enable-dns-over-tls --enable-dnstap"), MK, BEAR],
         include=None, exclude=["test-", "testrunner.cc"]),
    dict(name="libbpf", lang="C", pkg="libbpf", ver="1.1.2-0+deb12u1", srcdir="libbpf-1.1.2",
         kind="BPF loader library (libbpf: ELF object parsing, BTF parsing/dedup/relocation (CO-RE), map and "
              "program creation, skeletons, ring/perf buffers, linker, usdt, netlink attach; per section/type/"
              "instruction/record)",
         heldout=True, apt=["pkg-config", "libelf-dev", "zlib1g-dev"],
         # debian/rules: dh --sourcedirectory=src; make LIBSUBDIR=lib/x86_64-linux-gnu in src/ (no configure);
         # fuzz/ left out
         build=[MK, "cd src && bear --output ../fl-build/compile_commands.json -- make -j2 "
                    "LIBSUBDIR=lib/x86_64-linux-gnu >/dev/null 2>&1"],
         include=None, exclude=["fuzz/"]),
    dict(name="sphinxbase", lang="C", pkg="sphinxbase", ver="0.8+5prealpha+1-16", srcdir="sphinxbase-0.8+5prealpha+1",
         kind="Speech recognition support library (SphinxBase: feature extraction (MFCC front end), N-gram "
              "language models (ARPA/DMP/binary), FSG/JSGF grammars, matrices and LAPACK glue, audio capture "
              "(PulseAudio), command-line and logging utilities, sphinx_fe/sphinx_lm_convert tools; per frame/"
              "n-gram/token)",
         heldout=True, apt=["pkg-config", "bison", "libpulse-dev", "libblas-dev", "liblapack-dev"],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure per Python version in build-PYVER;
         # here one in-tree configure --without-python (the swig Python module left out); make; test/ left out
         build=[AUTORECONF, conf("--without-python"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libcmis", lang="C++", pkg="libcmis", ver="0.5.2-3", srcdir="libcmis-0.5.2",
         kind="CMIS client library (libcmis: AtomPub, WebServices (SOAP/MTOM) and JSON bindings, Google Drive, "
              "OneDrive and SharePoint sessions, OAuth2, HTTP session through curl, documents/folders/properties, "
              "C wrapper, cmis-client; per request/object/property)",
         heldout=True, apt=["pkg-config", "libxml2-dev", "libboost-dev", "libboost-program-options-dev",
                            "libboost-date-time-dev", "libcurl4-openssl-dev"],
         # debian/rules: dh --with autoreconf (touch README first); configure --disable-long-tests --disable-werror
         # (and --disable-tests, as with nocheck: qa/ left out; --without-man: no docbook2x); make.
         # libcurl4-openssl-dev instead of libcurl4-gnutls-dev (installed here; they conflict)
         build=["touch README", AUTORECONF, conf("--disable-tests --disable-long-tests --disable-werror --without-man"),
                MK, BEAR],
         include=None, exclude=["qa/"]),
    dict(name="btrfs-progs", lang="C", pkg="btrfs-progs", ver="6.2-1+deb12u2", srcdir="btrfs-progs-6.2",
         kind="Btrfs file system tools (btrfs-progs: btrfs command (subvolume, send/receive, balance, scrub, "
              "device, inspect), mkfs.btrfs, btrfs check, btrfs-convert from ext2/3/4, btrfs-image, kernel-shared "
              "B-tree code, libbtrfsutil; per block/item/inode/extent)",
         heldout=True, apt=["pkg-config", "libext2fs-dev", "libacl1-dev", "libblkid-dev", "liblzo2-dev",
                            "libudev-dev", "libzstd-dev", "uuid-dev", "zlib1g-dev", "python3-dev",
                            "python3-setuptools"],
         # debian/rules: dh_autoreconf ./autogen.sh; configure --bindir=/bin; make V=1 (here --disable-documentation:
         # no sphinx); tests/ left out
         build=["./autogen.sh >/dev/null 2>&1", conf("--bindir=/bin --disable-documentation"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="dnsdist", lang="C++", pkg="dnsdist", ver="1.7.3-2", srcdir="dnsdist-1.7.3",
         kind="DNS load balancer (dnsdist: Lua-configured rules and actions, server pools and policies, packet "
              "cache, DoT/DoH (h2o, nghttp2) and DNSCrypt front ends, eBPF filtering, dynamic blocks, protobuf/"
              "dnstap logging, console, carbon, SNMP; per query/packet/rule)",
         heldout=True, apt=["pkg-config", "ragel", "libboost-dev", "libcap-dev", "libcdb-dev", "libedit-dev",
                            "libfstrm-dev", "libh2o-dev", "libh2o-evloop-dev", "liblmdb-dev", "libluajit-5.1-dev",
                            "libnghttp2-dev", "libprotobuf-dev", "libre2-dev", "libsnmp-dev", "libsodium-dev",
                            "libsystemd-dev", "protobuf-compiler"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); PATH=debian/configure-helpers/:$PATH configure
         # --enable-systemd --enable-dnscrypt --enable-dns-over-https --enable-dns-over-tls --enable-dnstap --with-ebpf
         # --with-gnutls=no --with-libsodium --with-libssl --with-lmdb --with-lua --with-net-snmp --with-nghttp2
         # --with-protobuf --with-re2 (--enable-unit-tests not given: test-*.cc and testrunner left out; libboost-dev
         # instead of libboost-all-dev, header-only Boost being what dnsdist uses); make
         build=[AUTORECONF, "chmod a+x debian/configure-helpers/* && PATH=debian/configure-helpers/:$PATH ./configure "
                "--enable-systemd --enable-dnscrypt --enable-dns-over-https --enable-dns-over-tls --enable-dnstap "
                "--with-ebpf --with-gnutls=no --with-libsodium --with-libssl --with-lmdb --with-lua --with-net-snmp "
                "--with-nghttp2 --with-protobuf --with-re2 >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test-", "testrunner.cc"]),
    dict(name="numactl", lang="C", pkg="numactl", ver="2.0.16-1", srcdir="numactl-2.0.16",
         kind="NUMA policy library and tools (libnuma: node masks, memory policies, CPU/node affinity parsing from "
              "sysfs, distance tables; numactl, numastat, migratepages, memhog, numademo; per node/CPU/page)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 13; no configure shipped: autoreconf); configure; make (test/ programs are
         # check_PROGRAMS, left out)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libetonyek", lang="C++", pkg="libetonyek", ver="0.1.10-3", srcdir="libetonyek-0.1.10",
         kind="Apple Keynote/Pages/Numbers import library (libetonyek: IWA (protobuf-like) and XML (Keynote 1-5, "
              "Pages 1-4, Numbers 1-2) parsers, object and style collectors, shapes/text/tables to librevenge "
              "generators; key2raw/key2xhtml/... tools; per object/message/element)",
         heldout=True, apt=["pkg-config", "gperf", "libboost-dev", "libboost-filesystem-dev", "libglm-dev",
                            "liblangtag-dev", "libmdds-dev", "librevenge-dev", "libxml2-dev", "zlib1g-dev"],
         # debian/rules: dh --with=autoreconf; configure --disable-werror --with-boost-libdir=/usr/lib/x86_64-linux-gnu
         # --with-mdds=2.0 (bookworm's libmdds-dev is 2.0); make (--disable-tests: src/test/ left out, no cppunit)
         build=[AUTORECONF, conf("--disable-werror --with-boost-libdir=/usr/lib/x86_64-linux-gnu --with-mdds=2.0 "
                                 "--disable-tests"), MK, BEAR],
         include=None, exclude=["src/test/"]),
    dict(name="flint", lang="C", pkg="flint", ver="2.9.0-5", srcdir="flint-2.9.0",
         kind="Fast Library for Number Theory (FLINT 2: integers, rationals, polynomials over Z/Q/Z/nZ/finite "
              "fields/p-adics, matrices, factorisation, arithmetic functions, APRCL primality, NTL interface; per "
              "limb/coefficient/entry)",
         heldout=True, apt=["libgmp-dev", "libmpfr-dev", "libntl-dev"],
         # debian/rules: its own configure --prefix=/usr --with-ntl; make AT= QUIET_CC= QUIET_CXX= QUIET_AR= (docs not
         # built); the per-module test/ and profile/ programs (make check/profile only) not built
         build=[conf("--prefix=/usr --with-ntl"), MK, bear("make -j2 AT= QUIET_CC= QUIET_CXX= QUIET_AR=")],
         include=None, exclude=["examples/"]),
    dict(name="xfsprogs", lang="C", pkg="xfsprogs", ver="6.1.0-1", srcdir="xfsprogs-6.1.0",
         kind="XFS file system tools (xfsprogs: mkfs.xfs, xfs_repair (multi-threaded phases, AG scans, directory "
              "rebuild), xfs_db, xfs_io, xfs_scrub, xfs_logprint, xfs_quota, xfs_fsr, libxfs/libxlog/libfrog; per "
              "AG/inode/block/extent)",
         heldout=True, apt=["pkg-config", "gettext", "libinih-dev", "uuid-dev", "libedit-dev", "libblkid-dev",
                            "libdevmapper-dev", "libattr1-dev", "libicu-dev", "liburcu-dev"],
         # debian/rules: make with LOCAL_CONFIGURE_OPTIONS="--disable-ubsan --disable-addrsan --disable-threadsan
         # --enable-lto --enable-editline=yes --enable-blkid=yes" DEBUG=-DNDEBUG (the shipped configure; --enable-lto
         # not given here, it only changes flags); the udeb flavour not built
         build=[conf("--disable-ubsan --disable-addrsan --disable-threadsan --enable-editline=yes --enable-blkid=yes"),
                MK, bear("make -j2 DEBUG=-DNDEBUG")],
         include=None, exclude=[]),
    dict(name="isc-dhcp", lang="C", pkg="isc-dhcp", ver="4.4.3-P1-2", srcdir="isc-dhcp-4.4.3-P1",
         kind="DHCP server, client and relay (ISC DHCP: dhcpd with lease database and failover, dhclient, dhcrelay, "
              "DHCPv6, OMAPI and dhcpctl, option parsing and config parser, DDNS updates, keama config migrator; "
              "per packet/lease/option)",
         heldout=True, apt=["pkg-config", "groff", "libldap2-dev"],
         # debian/rules: untar bind/bind.tar.gz; dh_autoreconf debian/autogen.sh; three configure+make flavours;
         # here the last one (configure --prefix=/usr --enable-log-pid --enable-paranoia CFLAGS=-DNSUPDATE
         # LIBS=-latomic, no LDAP); make (it builds the bundled BIND export libraries first); the bundled BIND
         # (bind/) left out of the analysis, and tests/ too
         build=["cd bind && tar xf bind.tar.gz", "sh debian/autogen.sh >/dev/null 2>&1",
                "./configure --prefix=/usr --enable-log-pid --enable-paranoia CFLAGS='-g -O2 -DNSUPDATE' "
                "LIBS=-latomic >/dev/null 2>&1", MK, bear("make")],
         include=None, exclude=["bind/", "tests/", "common/tests/", "server/tests/", "client/tests/"]),
    dict(name="ncurses", lang="C", pkg="ncurses", ver="6.4-4", srcdir="ncurses-6.4",
         kind="Terminal handling library (ncurses: terminfo database reading and compiling (tic/infocmp), "
              "screen optimisation (hashmap, scrolling, mvcur), curses windows/pads, input and key parsing, "
              "panel/menu/form libraries, C++ binding, tput/tset/clear/tabs/toe; per cell/line/capability)",
         heldout=True, apt=["pkg-config", "libgpm-dev"],
         # debian/rules: several configure flavours in object directories; here the wide-character one (wobjdir)
         # in-tree: configure --with-shared --with-manpage-format=normal --without-profile --without-debug
         # --disable-rpath --enable-echo --disable-stripping --enable-const --enable-pc-files --without-ada
         # --without-tests --enable-symlinks --disable-root-environ --disable-termcap --with-ticlib=tic
         # --with-termlib=tinfo --with-versioned-syms --disable-wattr-macros --disable-relink --disable-pkg-ldflags
         # --enable-overwrite --with-xterm-kbs=del --with-gpm --with-progs --enable-widec; make
         build=[conf("--with-shared --with-manpage-format=normal --without-profile --without-debug --disable-rpath "
                     "--enable-echo --disable-stripping --enable-const --enable-pc-files --without-ada --without-tests "
                     "--enable-symlinks --disable-root-environ --disable-termcap --with-ticlib=tic --with-termlib=tinfo "
                     "--with-versioned-syms --disable-wattr-macros --disable-relink --disable-pkg-ldflags "
                     "--enable-overwrite --with-xterm-kbs=del --with-gpm --with-progs --enable-widec"), MK, BEAR],
         include=None, exclude=["test/", "Ada95/"]),
    dict(name="hepmc3", lang="C++", pkg="hepmc3", ver="3.1.2-2", srcdir="hepmc3-3.1.2",
         kind="High-energy physics event record library (HepMC3: GenEvent/GenParticle/GenVertex graph, attributes, "
              "ASCII/HepEVT/LHEF/HepMC2 readers and writers, search (relatives, filters), interfaces for "
              "Pythia/Photos/Tauola; per event/particle/vertex/line)",
         heldout=True, apt=["cmake", "ninja-build"],
         # debian/rules: dh -Scmake with -DHEPMC3_ENABLE_ROOTIO=OFF -DHEPMC3_ENABLE_TEST=ON; here CMake configure
         # only, tests off (test/ left out)
         build=[CMAKE + " -DHEPMC3_ENABLE_ROOTIO=OFF -DHEPMC3_ENABLE_TEST=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/"]),
    dict(name="man-db", lang="C", pkg="man-db", ver="2.11.2-2", srcdir="man-db-2.11.2",
         kind="Manual page tools (man-db: man, mandb index builder over gdbm, manpath, whatis/apropos, "
              "lexgrog (flex) preprocessor detection, zsoelim, catman, accessdb; libman with encodings and "
              "decompression through libpipeline; per page/line/directory)",
         heldout=True, apt=["pkg-config", "flex", "groff", "libgdbm-dev", "libpipeline-dev", "libseccomp-dev",
                            "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-setuid --with-device=latin1
         # --enable-mb-groff --with-config-file=/etc/manpath.config and the helper program names; make; gnulib
         # (gl/) is part of the build; src/tests/ left out
         build=[AUTORECONF, conf("--enable-setuid --with-device=latin1 --enable-mb-groff "
                                 "--with-config-file=/etc/manpath.config --with-browser=www-browser --with-pager=pager "
                                 "--with-col=col --with-vgrind=vgrind --with-grap=grap --with-compress=compress "
                                 "--with-bzip2=bzip2 --with-xz=xz --with-lzip=lzip --with-lzma=lzma --with-zstd=zstd"),
                MK, BEAR],
         include=None, exclude=["src/tests/", "lib/tests/"]),
    dict(name="syslog-ng", lang="C", pkg="syslog-ng", ver="3.38.1-5+deb12u1", srcdir="syslog-ng-3.38.1",
         kind="Log daemon (syslog-ng: sources/destinations (files, sockets, journal, SQL, MongoDB, HTTP, Kafka, "
              "AMQP, Redis, Riemann, SNMP), parsers (syslog, CSV, JSON, kv, PatternDB), filters and rewrite rules, "
              "templates, disk buffers, log paths and flow control; per message/field/batch)",
         heldout=True, apt=["pkg-config", "flex", "bison", "autoconf-archive", "libesmtp-dev", "libivykis-dev",
                            "libnet1-dev", "libglib2.0-dev", "libdbi-dev", "libmongoc-dev", "libbson-dev",
                            "libjson-c-dev", "libwrap0-dev", "libpcre3-dev", "libcap-dev", "libsystemd-dev",
                            "libhiredis-dev", "libriemann-client-dev", "librabbitmq-dev", "python3-dev",
                            "libmaxminddb-dev", "libcurl4-openssl-dev", "libsnappy-dev", "libsnmp-dev",
                            "librdkafka-dev"],
         # debian/rules: autogen.sh via dh_autoreconf; configure --enable-dynamic-linking --enable-ssl
         # --enable-spoof-source --enable-tcp-wrapper --enable-sql --enable-mongodb --enable-json --enable-riemann
         # --disable-java --enable-amqp --enable-pacct --enable-python --with-python=3 --enable-http --enable-kafka
         # --with-mongoc=system --with-ivykis=system --with-jsonc=system --with-librabbitmq-client=system
         # --enable-systemd --with-systemd-journal=system (--enable-manpages not given: no docbook); make; the unit
         # tests (tests/, */tests/, libtest/) left out
         # Corrected (session 34, after the first build failed in its first step, before any faultline output):
         # autogen.sh bootstraps the ivykis git submodule first, and lib/ivykis/ is empty in the Debian source ("Don't
         # know how to bootstrap submodule"); debian/rules runs plain dh_autoreconf (`dh $@ --with autoreconf`), so
         # autoreconf -fi, as Debian does
         build=[AUTORECONF,
                conf("--enable-dynamic-linking --enable-ssl --enable-spoof-source --enable-tcp-wrapper --enable-sql "
                     "--enable-mongodb --enable-json --enable-riemann --disable-java --enable-amqp --enable-pacct "
                     "--enable-python --with-python=3 --enable-http --enable-kafka --with-mongoc=system "
                     "--with-ivykis=system --with-jsonc=system --with-librabbitmq-client=system --enable-systemd "
                     "--with-systemd-journal=system"), MK, BEAR],
         include=None, exclude=["tests/", "libtest/", "lib/tests/"]),
    dict(name="gmime", lang="C", pkg="gmime", ver="3.2.13+dfsg-2", srcdir="gmime-3.2.13+dfsg",
         kind="MIME message library (GMime: RFC 822/2045 parser and writer, header folding/encoding, streams "
              "and filters (base64, QP, uuencode, charset, CRLF), multipart/signed/encrypted with GPGME, "
              "autocrypt, IDN addresses; per message/part/header/byte)",
         heldout=True, apt=["pkg-config", "gtk-doc-tools", "libglib2.0-dev", "libgpgme11-dev", "libidn2-dev",
                            "zlib1g-dev"],
         # debian/rules: touch ChangeLog; dh_autoreconf; configure --enable-vala --enable-gtk-doc --enable-largefile
         # --enable-introspection; here --enable-largefile only (the Vala, gtk-doc and GIR outputs generate no C
         # TUs of the library); make; tests/ and examples/ left out
         build=["touch ChangeLog", AUTORECONF, conf("--enable-largefile --disable-vala --disable-introspection"),
                MK, BEAR],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="clhep", lang="C++", pkg="clhep", ver="2.1.4.1+dfsg-1.1", srcdir="clhep-2.1.4.1+dfsg",
         kind="Class library for high-energy physics (CLHEP: Vector/LorentzVector/rotations, Random engines "
              "(MixMax, Ranlux, MT, ...) and distributions, Matrix, Geometry, GenericFunctions, Evaluator, Units; "
              "per number/element/step)",
         heldout=True, apt=[],
         # debian/rules: dh with dh-autoreconf (compat 9 + dh-autoreconf: regenerates, bootstrap); configure
         # --prefix=/usr; make (doxygen docs not built); the */test/ programs (make check) left out
         build=[AUTORECONF, conf("--prefix=/usr"), MK, BEAR],
         include=None, exclude=["Cast/test/", "Evaluator/test/", "Exceptions/test/", "Fields/test/",
                                "GenericFunctions/test/", "Geometry/test/", "Matrix/test/", "Random/test/",
                                "RandomObjects/test/", "RefCount/test/", "Units/test/", "Utility/test/",
                                "Vector/test/"]),
    dict(name="id-utils", lang="C", pkg="id-utils", ver="4.6.28-20200521ss15dab", srcdir="id-utils-4.6.28",
         kind="Identifier database tools (GNU idutils: mkid scanners for C, assembler, text, Lisp and other "
              "languages, the ID database writer and reader, lid/gid/fid/fnid/xtokid/aid/eid queries; gnulib; "
              "per token/file/identifier)",
         heldout=True, apt=[],
         # debian/rules: EMACS=no ./configure --datadir=/usr/share/misc ...; make (the shipped configure; no
         # autoreconf: debhelper 5, no dh_autoreconf); gnulib-tests/ and testsuite/ left out
         build=["EMACS=no ./configure --prefix=/usr --datadir=/usr/share/misc >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["gnulib-tests/", "testsuite/", "tests/"]),
    dict(name="net-snmp", lang="C", pkg="net-snmp", ver="5.9.3+dfsg-2+deb12u1", srcdir="net-snmp-5.9.3+dfsg",
         kind="SNMP agent, tools and library (Net-SNMP: snmpd with MIB modules (host, mibII, ucd-snmp, disman, "
              "agentx, smux), libnetsnmp PDU/ASN.1/transports (UDP/TCP/TLS/DTLS)/USM/TSM, MIB parser, snmptrapd, "
              "snmpget/walk/set/...; per PDU/varbind/OID/row)",
         heldout=True, apt=["pkg-config", "libwrap0-dev", "libsensors-dev", "default-libmysqlclient-dev",
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
         heldout=True, apt=["cmake", "ninja-build", "pkg-config", "libssh-dev", "libyang2-dev"],
         # debian/rules: dh cmake -DENABLE_SSH=ON -DENABLE_TLS=ON -DENABLE_DNSSEC=OFF -DENABLE_PYTHON=OFF; CMake
         # configure only (tests off: tests/ left out)
         build=[CMAKE + " -DENABLE_SSH=ON -DENABLE_TLS=ON -DENABLE_DNSSEC=OFF -DENABLE_PYTHON=OFF -DENABLE_TESTS=OFF "
                        "-S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="exonerate", lang="C", pkg="exonerate", ver="2.4.0-5", srcdir="exonerate-2.4.0",
         kind="Sequence alignment tool (exonerate: dynamic programming models (affine, est2genome, protein2genome, "
              "coding2coding, ...) generated C code (C4 compiler), heuristic seeded alignment (HSP/SAR/BSDP), "
              "FASTA databases and indexes, client/server; per sequence/cell/HSP)",
         heldout=True, apt=["pkg-config", "libglib2.0-dev", "libreadline-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf --as-needed); configure; make (the C4 code generator writes
         # the model sources under src/ first); test/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="clamsmtp", lang="C", pkg="clamsmtp", ver="1.10-17.2", srcdir="clamsmtp-1.10",
         kind="SMTP virus-scanning filter (clamsmtp: SMTP proxy state machine with threads per connection, "
              "message spooling to a file, ClamAV clamd client, header and status handling; per line/connection/"
              "message)",
         heldout=True, apt=[],
         # debian/rules: dh --with quilt,autoreconf; configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="libuser", lang="C", pkg="libuser", ver="1:0.64~dfsg-1", srcdir="libuser-0.64~dfsg",
         kind="User and group account administration library (libuser: modules for files/shadow and LDAP, "
              "entity attributes, configuration, crypt and password handling; luseradd/lgroupmod/... apps and "
              "the Python module; per line/entity/attribute)",
         heldout=True, apt=["pkg-config", "bison", "gtk-doc-tools", "libglib2.0-dev", "libpam0g-dev",
                            "libselinux1-dev", "libpopt-dev", "libpython3-dev"],
         # debian/rules: ./autogen.sh then dh_autoreconf; configure --program-transform-name=s/lid/libuser-lid/
         # --with-python=yes --with-selinux; make; tests/ left out
         build=["NOCONFIGURE=1 ./autogen.sh >/dev/null 2>&1", AUTORECONF,
                conf("--with-python=yes --with-selinux --disable-gtk-doc"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="ngspice", lang="C", pkg="ngspice", ver="39.3+ds-1", srcdir="ngspice-39.3+ds",
         kind="Mixed-signal circuit simulator (ngspice: SPICE3 netlist parser and subcircuit expansion, device "
              "models (BSIM, MOS, diodes, transmission lines, VDMOS), sparse matrix solver, DC/AC/transient/noise/PSS "
              "analyses, XSPICE code models and event-driven simulation, CIDER numerical devices, nutmeg front end "
              "and plotting; per time step/node/device/matrix element)",
         heldout=True, apt=["bison", "flex", "libedit-dev", "libncurses-dev", "libxaw7-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); three configure flavours in debian/build/; here
         # the ngspice applications one in-tree: configure --enable-cider --enable-openmp --enable-pss
         # --enable-xspice --disable-adms --disable-debug --with-editline=yes --with-x (--prefix/--mandir and
         # --enable-maintainer-mode dropped); make (XSPICE's cmpp writes the code models' C first); the libngspice
         # and tclspice flavours and the docs not built; tests/ and examples/ left out
         build=[AUTORECONF, conf("--enable-cider --enable-openmp --enable-pss --enable-xspice --disable-adms "
                                 "--disable-debug --with-editline=yes --with-x"), MK, BEAR],
         include=None, exclude=["tests/", "examples/"]),
    dict(name="rspamd", lang="C", pkg="rspamd", ver="3.4-1", srcdir="rspamd-3.4",
         kind="Spam filtering system (rspamd: MIME parser, message/URL/HTML processing, Lua API and rule engine, "
              "regexp cache (Hyperscan/PCRE2), fuzzy storage, Bayes statistics over Redis/SQLite, DKIM/SPF/DMARC, "
              "workers (normal, proxy, controller, fuzzy), rspamc/rspamadm; per message/part/symbol/token)",
         heldout=True, apt=["cmake", "ninja-build", "pkg-config", "ragel", "libglib2.0-dev", "libhyperscan-dev",
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
         heldout=True, apt=["bison", "gettext", "libcrypt-dev", "libpam0g-dev", "libselinux1-dev", "libsemanage-dev",
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
         heldout=True, apt=["cmake", "ninja-build", "tcl-dev", "tk-dev", "libtogl-dev", "libxmu-dev",
                            "libglu1-mesa-dev", "pybind11-dev", "python3-dev", "zlib1g-dev"],
         # debian/rules: dh --buildsystem=cmake with -DUSE_OCC=ON -DUSE_SUPERBUILD=OFF -DUSE_NATIVE_ARCH=OFF
         # -DENABLE_UNIT_TESTS=ON -DPYBIND_INCLUDE_DIR=/usr/include -DUSE_MPI=ON (amd64); here CMake configure only,
         # with OpenCascade off (libsrc/occ needs the OCCT headers: not analysed), MPI off (no MPI implementation) and
         # unit tests off (tests/ left out)
         build=[CMAKE + " -DUSE_SUPERBUILD=OFF -DUSE_NATIVE_ARCH=OFF -DUSE_OCC=OFF -DUSE_MPI=OFF -DUSE_GUI=ON "
                        "-DUSE_PYTHON=ON -DPYBIND_INCLUDE_DIR=/usr/include -DENABLE_UNIT_TESTS=OFF -S . -B fl-build "
                        ">/dev/null 2>&1"],
         include=None, exclude=["tests/"]),
    dict(name="sane-backends", lang="C", pkg="sane-backends", ver="1.2.1-2", srcdir="sane-backends-1.2.1",
         kind="Scanner access library and backends (SANE: some 90 scanner backends (USB/SCSI/network/parport), "
              "sanei helpers (USB, SCSI, TCP, JPEG, config), the net backend and saned daemon, scanimage, dll "
              "loader, image conversion (pnm/tiff/png/jpeg); per line/block/image/packet)",
         heldout=True, apt=["pkg-config", "autoconf-archive", "gettext", "libavahi-client-dev", "libcups2-dev",
                            "libgphoto2-dev", "libieee1284-3-dev", "libjpeg-dev", "libltdl-dev", "libpng-dev",
                            "libpoppler-glib-dev", "libsnmp-dev", "libsystemd-dev", "libtiff-dev",
                            "libusb-1.0-0-dev", "libxml2-dev", "xutils-dev"],
         # debian/rules: autoconf, dh_autoreconf -Xlibtool.m4 (compat 13); configure --enable-static --enable-pthread
         # --with-gphoto2 --with-avahi --enable-pnm-backend --with-usb --without-v4l --disable-locking (paths
         # dropped); make. Here the shipped autogen.sh (autoreconf and its libtool patches) for both; testsuite/ left out
         build=["./autogen.sh >/dev/null 2>&1",
                conf("--enable-static --enable-pthread --with-gphoto2 --with-avahi --enable-pnm-backend --with-usb "
                     "--without-v4l --disable-locking"), MK, BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="bluez", lang="C", pkg="bluez", ver="5.66-1+deb12u2", srcdir="bluez-5.66",
         kind="Bluetooth protocol stack (BlueZ: bluetoothd with adapter/device management, GATT/ATT server and "
              "client, profiles (A2DP, AVRCP, HID, HoG, PAN, MIDI, ...), mesh daemon, OBEX daemon, btmon packet "
              "decoder, bluetoothctl, hcitool and other tools; per packet/PDU/attribute/frame)",
         heldout=True, apt=["pkg-config", "flex", "bison", "libdbus-1-dev", "libglib2.0-dev", "libdw-dev",
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
         heldout=True, apt=["pkg-config", "libssl-dev", "zlib1g-dev", "libevent-dev", "libseccomp-dev",
                            "libsystemd-dev", "libcap-dev", "liblzma-dev", "libzstd-dev"],
         # debian/rules: dh --with autoreconf (builddirectory build); configure --enable-systemd
         # --disable-silent-rules --enable-gcc-warnings-advisory --enable-gpl (paths dropped); make; here in-tree; the
         # third-party src/ext/ and the tests (src/test/) left out
         build=[AUTORECONF, conf("--enable-systemd --enable-gcc-warnings-advisory --enable-gpl"), MK, BEAR],
         include=None, exclude=["src/ext/", "src/test/"]),
    # Second pass: set 33's ten positions skipped over 600 s (before any faultline output), in draw order;
    # set 33's entries, unchanged.
    dict(name="libopenmpt", lang="C++", pkg="libopenmpt", ver="0.6.9-1", srcdir="libopenmpt-0.6.9",
         kind="Tracker module player library (libopenmpt: OpenMPT's soundlib loaders for MOD/XM/S3M/IT/MPTM and some "
              "60 more formats, mixer, resamplers, DSP effects, sample/plugin loading; C and C++ APIs; openmpt123 "
              "player; per sample/row/channel/chunk)",
         heldout=True, apt=["pkg-config", "libflac-dev", "libmpg123-dev", "libogg-dev", "libpulse-dev",
                            "libsndfile1-dev", "libvorbis-dev", "portaudio19-dev", "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-static; make all (doxygen-doc
         # not built here); the test program (make check only) and examples (check_PROGRAMS) left out
         build=[AUTORECONF, conf("--disable-static --disable-doxygen-doc"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="drumgizmo", lang="C++", pkg="drumgizmo", ver="0.9.20-1", srcdir="drumgizmo-0.9.20",
         kind="Drum sample engine (DrumGizmo: drumkit/midimap XML loading, sample selection by velocity, audio "
              "cache and disk streaming, resampler, humanizer, LV2 plugin with its own GUI toolkit (dggui), CLI "
              "with ALSA/JACK/OSS/WAV/MIDI-file drivers; per sample/frame/event)",
         heldout=True, apt=["pkg-config", "gettext", "libao-dev", "libasound2-dev", "libexpat1-dev",
                            "libjack-jackd2-dev", "liblilv-dev", "libserd-dev", "libsmf-dev", "libsndfile1-dev",
                            "libx11-dev", "libxext-dev", "libzita-resampler-dev", "lv2-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-lv2=yes --enable-cli=yes
         # --enable-resampler --enable-largefile --enable-sse=2 (amd64); --with-test=yes not given (test/ left out)
         build=[AUTORECONF, conf("--enable-lv2=yes --enable-cli=yes --enable-resampler --enable-largefile "
                                 "--enable-sse=2"), MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="libmediainfo", lang="C++", pkg="libmediainfo", ver="23.04+dfsg-1", srcdir="libmediainfo-23.04+dfsg",
         kind="Media file metadata library (MediaInfoLib: container/stream parsers for MPEG-TS/PS, MP4, Matroska, "
              "AVI, MXF, FLV, audio/video/image/tag formats, file readers (file, HTTP via curl, MMS), export to "
              "text/XML/JSON/EBUCore; per packet/box/element/frame)",
         heldout=True, apt=["pkg-config", "libzen-dev", "libtinyxml2-dev", "libcurl4-openssl-dev", "libmms-dev",
                            "libglib2.0-dev", "zlib1g-dev"],
         # debian/rules: dh_auto_configure -DProject/GNU/Library (compat 12: dh_autoreconf there) --enable-shared
         # --enable-visibility --with-libcurl --with-libmms --with-libtinyxml2 --without-libmd5; make in that directory.
         # libcurl4-openssl-dev instead of Debian's libcurl4-gnutls-dev (already installed here; the two conflict)
         build=["cd Project/GNU/Library && sh autogen.sh >/dev/null 2>&1",
                "cd Project/GNU/Library && ./configure --enable-shared --enable-visibility --with-libcurl "
                "--with-libmms --with-libtinyxml2 --without-libmd5 >/dev/null 2>&1", MK,
                "cd Project/GNU/Library && bear --output ../../../fl-build/compile_commands.json -- make -j2 "
                ">/dev/null 2>&1"],
         include=None, exclude=["Project/GNU/Library/test/"]),
    dict(name="odb", lang="C++", pkg="odb", ver="2.4.0-16", srcdir="odb-2.4.0",
         kind="C++ object-relational mapping compiler (ODB: a GCC plugin reading C++ class declarations with "
              "#pragma db, semantic graph, relational model, code generators for MySQL/SQLite/PostgreSQL/Oracle/MSSQL "
              "schema, queries and persistence code; per class/member/column)",
         heldout=True, apt=["gcc-12-plugin-dev", "libcutl-dev", "libexpat1-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure CC=gcc-12 CXX=g++-12 (bookworm's
         # defaults); make
         build=[AUTORECONF, conf("CC=gcc-12 CXX=g++-12"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libqalculate", lang="C++", pkg="libqalculate", ver="4.5.1-1", srcdir="libqalculate-4.5.1",
         kind="Multi-purpose calculator library (libqalculate: expression parser, symbolic math on MathStructure "
              "trees, units and currencies (exchange-rate download), variables/functions from XML definitions, "
              "arbitrary precision via CLN/GMP/MPFR, plotting through gnuplot; qalc CLI; per token/node/term)",
         heldout=True, apt=["pkg-config", "intltool", "libcln-dev", "libcurl4-openssl-dev", "libgettextpo-dev",
                            "libglib2.0-dev", "libgmp-dev", "libicu-dev", "libmpfr-dev", "libncurses-dev",
                            "libreadline-dev", "libxml2-dev"],
         # debian/rules: dh (compat 13); no configure shipped: autogen.sh (NOCONFIGURE=1); configure; make (docs'
         # doxygen step not needed). libcurl4-openssl-dev instead of Debian's libcurl4-gnutls-dev (installed here;
         # they conflict); tests/ left out
         build=["NOCONFIGURE=1 sh autogen.sh >/dev/null 2>&1", CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="knot", lang="C", pkg="knot", ver="3.2.6-1", srcdir="knot-3.2.6",
         kind="Authoritative DNS server and tools (Knot DNS: libknot wire format, zone parser (ragel fast parser), "
              "zone database and journal (LMDB), DNSSEC signing (libdnssec, GnuTLS), XDP/QUIC/TCP/UDP serving, "
              "query modules, kdig/khost/kzonecheck/keymgr/knotc; per packet/RR/zone/record)",
         heldout=True, apt=["pkg-config", "libbpf-dev", "libcap-ng-dev", "libedit-dev", "libfstrm-dev",
                            "libgnutls28-dev", "libidn2-dev", "liblmdb-dev", "libmaxminddb-dev", "libmnl-dev",
                            "libnghttp2-dev", "libngtcp2-crypto-gnutls-dev", "libngtcp2-dev", "libprotobuf-c-dev",
                            "libsystemd-dev", "liburcu-dev", "libxdp-dev", "protobuf-c-compiler"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-systemd=auto --enable-dnstap
         # --with-module-dnstap=shared --with-module-geoip=shared --enable-recvmmsg=yes --enable-fastparser
         # --enable-quic (paths options dropped); make; tests/, tests-fuzz/ left out
         build=[AUTORECONF, conf("--enable-systemd=auto --enable-dnstap --with-module-dnstap=shared "
                                 "--with-module-geoip=shared --enable-recvmmsg=yes --enable-fastparser --enable-quic"),
                MK, BEAR],
         include=None, exclude=["tests/", "tests-fuzz/"]),
    dict(name="pdns", lang="C++", pkg="pdns", ver="4.7.3-2", srcdir="pdns-4.7.3",
         kind="Authoritative DNS server (PowerDNS: packet handler, backends (BIND zone files, LMDB, generic SQL for "
              "MySQL/PostgreSQL/SQLite/ODBC, LDAP, Lua2, pipe, remote, GeoIP, TinyDNS), DNSSEC signing, Lua "
              "records, AXFR/IXFR, ixfrdist, pdnsutil and tools; per query/record/zone)",
         heldout=True, apt=["pkg-config", "bison", "flex", "ragel", "libboost-dev", "libboost-program-options-dev",
                            "libboost-serialization-dev", "libboost-test-dev", "libboost-context-dev",
                            "default-libmysqlclient-dev", "libcdb-dev", "libcurl4-openssl-dev", "libgeoip-dev",
                            "libkrb5-dev", "libldap2-dev", "liblmdb-dev", "libluajit-5.1-dev", "libmaxminddb-dev",
                            "libp11-kit-dev", "libpq-dev", "libprotobuf-dev", "protobuf-compiler", "libsodium-dev",
                            "libsqlite3-dev", "libsystemd-dev", "libyaml-cpp-dev", "unixodbc-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-systemd
         # --with-dynmodules="bind ldap lmdb lua2 pipe gmysql godbc gpgsql gsqlite3 geoip remote tinydns"
         # --with-modules="" --enable-ixfrdist --enable-tools --with-protobuf --enable-lua-records
         # --enable-experimental-pkcs11 --enable-reproducible (--enable-unit-tests not given: the testrunner left out;
         # the Boost libraries configure checks instead of libboost-all-dev); make; regression-tests/ left out
         build=[AUTORECONF, conf("--enable-systemd --with-dynmodules='bind ldap lmdb lua2 pipe gmysql godbc gpgsql "
                                 "gsqlite3 geoip remote tinydns' --with-modules='' --enable-ixfrdist --enable-tools "
                                 "--with-protobuf --enable-lua-records --enable-experimental-pkcs11 "
                                 "--enable-reproducible"), MK, BEAR],
         include=None, exclude=["regression-tests/", "pdns/test-"]),
    dict(name="libunistring", lang="C", pkg="libunistring", ver="1.0-2", srcdir="libunistring-1.0",
         kind="Unicode string library (GNU libunistring: UTF-8/16/32 conversion and iteration, character "
              "properties and categories, case mapping and folding, normalization, word/line breaking, width, "
              "iconv wrappers; gnulib; per character/code unit/string)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-Werror; make; tests/ left out
         build=[AUTORECONF, conf("--disable-Werror"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="recoll", lang="C++", pkg="recoll", ver="1.34.3-1", srcdir="recoll-1.34.3",
         kind="Desktop full-text search (Recoll: indexer with file-system walker and real-time monitor, "
              "internfile MIME handlers and filters, Xapian database, query language, snippets/abstracts, unac "
              "accent stripping, rclgrep, Qt GUI, recollq/xadump; per document/term/file)",
         heldout=True, apt=["pkg-config", "bison", "libaspell-dev", "libchm-dev", "libqt5webkit5-dev", "libx11-dev",
                            "libxapian-dev", "libxslt1-dev", "zlib1g-dev", "python3-dev", "qtbase5-dev",
                            "qttools5-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --enable-recollq --enable-xadump
         # --without-systemd; make (the Qt GUI through its qmake step; the python modules, built by setup.py in
         # the install step, not built); testmains/ left out
         build=[AUTORECONF, conf("--enable-recollq --enable-xadump --without-systemd"), MK, BEAR],
         include=None, exclude=["testmains/"]),
    dict(name="cln", lang="C++", pkg="cln", ver="1.3.6-4", srcdir="cln-1.3.6",
         kind="Class library for numbers (CLN: arbitrary-precision integers, rationals, floats (short/single/double/"
              "long), complex numbers, modular integers, univariate polynomials, transcendental functions; per "
              "digit/word/term)",
         heldout=True, apt=["libgmp-dev"],
         # debian/rules: dh with dh-autoreconf (debian/compat 12); configure; make (html docs not built); tests/,
         # benchmarks/, examples/ left out (make check only)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/", "benchmarks/", "examples/"]),
]
