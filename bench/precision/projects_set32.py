"""Precision projects: held-out set 32 (session 32). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 32 (session 32, brief h24-set32)
# The draw, fixed at 2026-12-06 22:01:22 UTC before any build and any faultline run on any candidate
# (/work/set32/draw-order.txt; candidates /work/set32/candidates.txt, written from memory 21:50-21:52 UTC in seven
# batches (1708 names; 11 repeats, 495 excluded as names of sets corpus-31 and recall.yaml; the candidate lists of sets
# 24-31 are not on this machine), 113 left off by hand (huge, header-only, not C/C++): 1089 survivors, the first 40 per
# kind kept: 320 names; versions pinned to bookworm(-updates/-security) by /work/set32/ver.py: 43 have no bookworm source;
# fetchable by /work/set32/head.sh: 42 of 277, lapack and mumps then left off by hand (Fortran), so 40 (12 codecs, 1 media,
# 3 databases, 8 C++ libraries, 7 scientific, 3 CLIs, 4 daemons, 2 other C libraries)). The weighted round-robin (codecs
# 2, media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 40 fetchable
# names in list order, no pre-registered positions. Built in this order:
#  1 libbde 20190102-2, 2 libfshfs 20201104-1, 3 zynaddsubfx 3.0.6-5, 4 firebird3.0 3.0.11.33637.ds4-2+deb12u1, 5
#  poco 1.11.0-3+deb12u1, 6 gsl 2.7.1+dfsg-5+deb12u1, 7 pspp 1.6.2-2, 8 squid 5.7-2+deb12u6, 9 popt 1.19+dfsg-1, 10
#  libfsntfs 20200921-2, 11 libluksde 20200205-1, 12 postgis 3.3.2+dfsg-1, 13 assimp 5.2.5~ds0-1, 14 fftw3 3.3.10-1,
#  15 nmap 7.93+dfsg1-1, 16 frr 8.4.4-1.1~deb12u2, 17 gmp 2:6.2.1+dfsg1-1.1, 18 libcreg 20200725-1, 19 libvmdk
#  20200926-2, 20 kexi 1:3.2.0-3, 21 dlib 19.24+dfsg-1, 22 openblas 0.3.21+ds-4, 23 aria2 1.36.0-1, 24 pacemaker
#  2.1.5-1+deb12u1, 25 libsmraw 20181227-2, 26 libfwsi 20181227-1.1, 27 libcrypto++ 8.7.0+git220824-1, 28
#  suitesparse 1:5.12.0+dfsg-2, 29 rspamd 3.4-1, 30 libevt 20200926-1, 31 libfwnt 20181227-1.1, 32 botan
#  2.19.3+dfsg-1+deb12u1, 33 openmm 7.7.0+dfsg-9, 34 libetonyek 0.1.10-3, 35 libmwaw 0.3.21-1, 36
#  libtorrent-rasterbar 2.0.8-1, 37 libint2 2.7.2-1, 38 mapnik 3.1.0+ds-3, 39 autodocksuite 4.2.6-9, 40 darts
#  0.32-20


PROJECTS = [
    # Set 32, positions 1-10: entries written from the source trees (/work/set32/src), debian/rules and debian/control
    # before their first build.
    dict(name="libbde", lang="C", pkg="libbde", ver="20190102-2", srcdir="libbde-20190102",
         kind="BitLocker Drive Encryption volume reader (libbde: volume header, metadata entries, FVEK/VMK key "
              "protectors, AES-CCM/XTS sector decryption, Elephant diffuser; pybde; bdeinfo/bdemount; per sector/entry)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (debhelper >= 10: dh_autoreconf regenerates);
         # configure --disable-python2 --enable-python3; make (the bundled libyal support libraries libc*/libf*/libuna/
         # libbfio built as in the package; tests/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libfshfs", lang="C", pkg="libfshfs", ver="20201104-1", srcdir="libfshfs-20201104",
         kind="HFS/HFS+ file system reader (libfshfs: volume header, catalog/extents/attributes B-trees, forks, "
              "compressed (decmpfs) data, directory entries; pyfshfs; fshfsinfo/fshfsmount; per node/record/block)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with autoreconf,python3 --buildsystem=autoconf (compat 11); configure --disable-python2
         # --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="zynaddsubfx", lang="C++", pkg="zynaddsubfx", ver="3.0.6-5", srcdir="zynaddsubfx-3.0.6",
         kind="Software synthesizer (ZynAddSubFX: Add/Sub/PAD synth engines, effects, microtonal, MIDI/OSC "
              "(rtosc) parameter ports, ALSA/JACK/OSS back ends, FLTK GUI, DPF LV2/VST plugins; per sample/buffer/note)",
         heldout=True, apt=["cmake", "ninja-build", "dssi-dev", "fluid", "libasound2-dev", "libfftw3-dev",
                            "libfltk1.3-dev", "libgl-dev", "libjack-jackd2-dev", "liblo-dev", "libmxml-dev",
                            "libxpm-dev", "lv2-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh (cmake) with -DNoNeonPlease=ON; CMake configure, then only the generated sources (the
         # custom commands: fluid's .h/.cxx of src/UI and the like) so the TUs parse; src/Tests left out
         build=[CMAKE + " -DNoNeonPlease=ON -S . -B fl-build >/dev/null 2>&1",
                "t=$(ninja -C fl-build -t targets all | awk -F: '$2 ~ /CUSTOM_COMMAND/ && $1 ~ /\\.(h|cxx|cpp|c|cc)$/ "
                "{print $1}'); [ -z \"$t\" ] || ninja -C fl-build $t >/dev/null 2>&1"],
         include=None, exclude=["src/Tests/"]),
    dict(name="firebird3.0", lang="C++", pkg="firebird3.0", ver="3.0.11.33637.ds4-2+deb12u1",
         srcdir="firebird3.0-3.0.11.33637.ds4",
         kind="Relational database server (Firebird 3: engine (jrd), DSQL, optimizer, B-tree indexes, lock "
              "manager, remote protocol, utilities gbak/gfix/isql/nbackup, gpre preprocessor, UDF/plugins; per "
              "record/page/packet)",
         heldout=True, apt=["autoconf", "automake", "gawk", "libboost-dev", "libedit-dev", "libicu-dev",
                            "libtommath-dev", "libtool", "pkg-config", "recode", "rename", "zlib1g-dev"],
         # debian/rules: dh --without autoreconf; mkdir builds/make.new; NOCONFIGURE=1 sh autogen.sh; configure with
         # --disable-rpath --with-gpre-cobol --with-system-editline --enable-raw-devices (the install paths left
         # out); make (its own bootstrap: gpre builds the .epp sources); examples/ left out
         build=["mkdir -p builds/make.new", "NOCONFIGURE=1 sh autogen.sh >/dev/null 2>&1",
                conf("--disable-rpath --with-gpre-cobol --with-system-editline --enable-raw-devices"), MK, BEAR],
         include=None, exclude=["examples/"]),
    dict(name="poco", lang="C++", pkg="poco", ver="1.11.0-3+deb12u1", srcdir="poco-1.11.0",
         kind="C++ class libraries for networked applications (POCO: Foundation (streams, threads, logging, "
              "text encodings), Net (HTTP/SMTP/FTP, sockets), NetSSL/Crypto, XML, JSON, Util, Data "
              "(SQLite/MySQL/PostgreSQL/ODBC), Zip, MongoDB, Redis, JWT, PageCompiler; per byte/line/message/row)",
         heldout=True, apt=["cmake", "ninja-build", "libexpat1-dev", "default-libmysqlclient-dev", "libpcre3-dev",
                            "libsqlite3-dev", "libpq-dev", "libssl-dev", "unixodbc-dev", "zlib1g-dev"],
         # debian/rules: dh cmake with -DENABLE_TESTS=ON -DPOCO_UNBUNDLED=ON; here CMake configure only (no
         # generated sources) with the tests off (the testsuites left out, as everywhere)
         build=[CMAKE + " -DENABLE_TESTS=OFF -DPOCO_UNBUNDLED=ON -S . -B fl-build >/dev/null 2>&1"],  # tests and samples off
         include=None, exclude=["CppUnit/"]),
    dict(name="gsl", lang="C", pkg="gsl", ver="2.7.1+dfsg-5+deb12u1", srcdir="gsl-2.7.1+dfsg",
         kind="GNU Scientific Library (GSL: special functions, linear algebra, eigensystems, FFT, random "
              "distributions, integration, ODEs, root finding, minimisation, fitting, splines, statistics, "
              "sparse matrices, CBLAS; per element/iteration/step) + gsl-histogram/gsl-randist",
         heldout=True, apt=["gawk"],
         # debian/rules: its own (no dh sequence): AUTOMAKE=automake ACLOCAL=aclocal dh_autoreconf; configure
         # --prefix=/usr --enable-shared --enable-static --with-gnu-ld --enable-maintainer-mode; make (the per-directory
         # test programs are check-only)
         build=[AUTORECONF, conf("--prefix=/usr --enable-shared --enable-static --with-gnu-ld "
                                 "--enable-maintainer-mode"), MK, BEAR],
         include=None, exclude=["doc/"]),
    dict(name="pspp", lang="C", pkg="pspp", ver="1.6.2-2", srcdir="pspp-1.6.2",
         kind="Statistical analysis program (GNU PSPP: syntax parser and commands, data readers/writers (sav, "
              "por, ODS, Gnumeric, CSV, PostgreSQL), statistics procedures, output drivers (HTML, ODT, PDF, "
              "SPV), the psppire GTK GUI; per case/variable/token)",
         heldout=True, apt=["python3", "texinfo", "libspread-sheet-widget-dev", "libgsl-dev", "libgtk-3-dev",
                            "libgtksourceview-4-dev", "libxml2-dev", "libreadline-dev", "libglib2.0-dev",
                            "libcairo2-dev", "libpango1.0-dev", "zlib1g-dev", "appstream", "pkg-config"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --disable-rpath --without-perl-module;
         # make all (the html/pdf docs left out); tests/ left out
         build=[AUTORECONF, conf("--disable-rpath --without-perl-module"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="squid", lang="C++", pkg="squid", ver="5.7-2+deb12u6", srcdir="squid-5.7",
         kind="Caching web proxy (Squid 5: HTTP/FTP client and server sides, cache store (ufs/aufs/diskd/rock), "
              "ACLs, ICAP/eCAP adaptation, SSL bump, DNS, auth and external ACL helpers; per request/object/byte)",
         heldout=True, apt=["ed", "libltdl-dev", "pkg-config", "lsb-release", "libcppunit-dev", "libcap2-dev",
                            "libecap3-dev", "libexpat1-dev", "libgnutls28-dev", "libkrb5-dev", "comerr-dev",
                            "libldap2-dev", "libnetfilter-conntrack-dev", "libpam0g-dev", "libsasl2-dev",
                            "libsystemd-dev", "libtdb-dev", "libxml2-dev", "nettle-dev", "libssl-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure with Debian's feature flags (storeio,
         # auth/external-acl helpers, icap, ecap, eui, icmp, zph-qos, netfilter, systemd; --disable-esi); make;
         # test-suite/ left out
         build=[AUTORECONF, conf("--with-build-environment=default --enable-inline --disable-arch-native "
                                 "--enable-async-io=8 --enable-storeio=ufs,aufs,diskd,rock "
                                 "--enable-removal-policies=lru,heap --enable-delay-pools --enable-cache-digests "
                                 "--enable-icap-client --enable-follow-x-forwarded-for "
                                 "--enable-auth-basic=DB,fake,getpwnam,LDAP,NCSA,PAM,POP3,RADIUS,SASL,SMB "
                                 "--enable-auth-digest=file,LDAP --enable-auth-negotiate=kerberos,wrapper "
                                 "--enable-auth-ntlm=fake,SMB_LM --enable-external-acl-helpers=file_userip,"
                                 "kerberos_ldap_group,LDAP_group,session,SQL_session,time_quota,unix_group,"
                                 "wbinfo_group --enable-security-cert-validators=fake "
                                 "--enable-storeid-rewrite-helpers=file --enable-url-rewrite-helpers=fake "
                                 "--enable-eui --enable-icmp --enable-zph-qos --enable-ecap --disable-translation "
                                 "--with-filedescriptors=65536 --with-large-files --with-default-user=proxy "
                                 "--disable-esi --enable-linux-netfilter --with-systemd"), MK, BEAR],
         include=None, exclude=["test-suite/"]),
    dict(name="popt", lang="C", pkg="popt", ver="1.19+dfsg-1", srcdir="popt-1.19+dfsg",
         kind="Command-line option parsing library (popt: option tables, aliases and exec from popt config "
              "files, argument conversion, help/usage output; per argument/option)",
         heldout=True, apt=["gettext"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure; make (tests/ noinst test programs
         # left out)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="libfsntfs", lang="C", pkg="libfsntfs", ver="20200921-2", srcdir="libfsntfs-20200921",
         kind="NTFS file system reader (libfsntfs: MFT entries and attributes, data runs, compressed/sparse "
              "streams, $I30 indexes, USN journal (libfusn), security descriptors; pyfsntfs; fsntfsinfo/"
              "fsntfsmount; per MFT entry/attribute/cluster)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 13: dh_autoreconf regenerates); configure
         # --disable-python2 --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    # Set 32, positions 11-20: entries written from the source trees (/work/set32/src), debian/rules and debian/control
    # before their first build.
    dict(name="libluksde", lang="C", pkg="libluksde", ver="20200205-1", srcdir="libluksde-20200205",
         kind="LUKS disk encryption volume reader (libluksde: LUKS header, key slots, PBKDF2 and anti-forensic "
              "split, AES/Serpent/Twofish sector decryption (libcaes/libfcrypto); pyluksde; luksdeinfo/luksdemount; "
              "per sector/key slot)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with autoreconf,python3 --buildsystem=autoconf (compat 11); configure --disable-python2
         # --enable-python3; make (tests/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="postgis", lang="C", pkg="postgis", ver="3.3.2+dfsg-1", srcdir="postgis-3.3.2+dfsg",
         kind="Spatial database extension for PostgreSQL (PostGIS: liblwgeom geometry library, GEOS/PROJ bridges, "
              "GiST/SP-GiST/BRIN indexes, raster (GDAL), topology, MVT/geobuf output, shp2pgsql/pgsql2shp/"
              "raster2pgsql loaders; per geometry/point/row/tile)",
         heldout=True, apt=["bison", "flex", "libcunit1-dev", "libgdal-dev", "libgeos-dev", "libjson-c-dev",
                            "libpcre2-dev", "libproj-dev", "libprotobuf-c-dev", "libsfcgal-dev", "libxml2-dev",
                            "pkg-config", "postgresql-server-dev-15", "protobuf-c-compiler", "xsltproc"],
         # debian/rules: dh (compat 12) with dh_autoreconf ./autogen.sh; configure --without-interrupt-tests
         # --without-phony-revision --with-pgconfig=(the newest PostgreSQL, 15 in bookworm) (--enable-lto left out);
         # make (one PostgreSQL version; regress/ and the cunit tests left out)
         build=["./autogen.sh >/dev/null 2>&1", conf("--prefix=/usr --without-interrupt-tests --without-phony-revision "
                                                     "--with-pgconfig=/usr/lib/postgresql/15/bin/pg_config"), MK, BEAR],
         include=None, exclude=["regress/", "liblwgeom/cunit/", "loader/cunit/", "raster/test/", "doc/"]),
    dict(name="assimp", lang="C++", pkg="assimp", ver="5.2.5~ds0-1", srcdir="assimp-5.2.5~ds0",
         kind="3D model import/export library (Open Asset Import Library: importers for OBJ, FBX, glTF, COLLADA, "
              "3DS, STL, PLY, X3D, IFC, Blender, ...; exporters; post-processing steps; assimp tool; per "
              "vertex/face/node/chunk)",
         heldout=True, apt=["cmake", "ninja-build", "libboost-dev", "libdraco-dev", "libminizip-dev", "libstb-dev",
                            "libutfcpp-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh cmake with -DASSIMP_BUILD_ASSIMP_TOOLS=ON -DASSIMP_BUILD_SAMPLES=OFF
         # -DASSIMP_BUILD_TESTS=OFF -DASSIMP_BUILD_ZLIB=OFF -DASSIMP_WARNINGS_AS_ERRORS=OFF and CPPFLAGS
         # -DASSIMP_ENABLE_DRACO=1 (the docs left out); CMake configure only (revision.h is written by configure)
         build=[CMAKE + " -DASSIMP_BUILD_DOCS=OFF -DASSIMP_BUILD_ASSIMP_TOOLS=ON -DASSIMP_BUILD_SAMPLES=OFF "
                "-DASSIMP_BUILD_TESTS=OFF -DASSIMP_BUILD_ZLIB=OFF -DASSIMP_WARNINGS_AS_ERRORS=OFF "
                "-DCMAKE_CXX_FLAGS=-DASSIMP_ENABLE_DRACO=1 -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/", "samples/"]),
    dict(name="fftw3", lang="C", pkg="fftw3", ver="3.3.10-1", srcdir="fftw3-3.3.10",
         kind="Fast Fourier transform library (FFTW 3: planner, codelets (generated, SIMD SSE2/AVX), DFT/RDFT/R2R "
              "solvers, threads/OpenMP/MPI back ends, wisdom, fftw-wisdom tool; per transform/plan/stride)",
         heldout=True, apt=["mpi-default-dev", "texinfo"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); one flavour of its four (single, double, long,
         # quad): the double one, configure --enable-sse2 --enable-avx --enable-shared --enable-threads --enable-openmp
         # --enable-mpi (F77 left out: the Fortran wrappers are C and built either way); make (tests/ left out)
         build=[AUTORECONF, conf("--prefix=/usr --enable-shared --enable-threads --enable-openmp --enable-mpi "
                                 "--enable-sse2 --enable-avx"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="nmap", lang="C++", pkg="nmap", ver="7.93+dfsg1-1", srcdir="nmap-7.93+dfsg1",
         kind="Network scanner (Nmap: host discovery, port scan engines, OS/service detection, NSE Lua engine "
              "bindings, nsock, nbase, libnetutil, libdnet-stripped, ncat, nping; per probe/packet/port/host)",
         heldout=True, apt=["bison", "flex", "liblinear-dev", "liblua5.3-dev", "libpcap0.8-dev", "libpcre3-dev",
                            "libssh2-1-dev", "libssl-dev", "zlib1g-dev", "lua-lpeg-dev", "python3"],
         # debian/rules: dh --with=python3 (compat 13: dh_autoreconf regenerates); configure --with-liblua
         # --with-liblinear --without-zenmap --without-ndiff --enable-ipv6; make (ndiff is Python; tests left out)
         build=[AUTORECONF, conf("--with-liblua --with-liblinear --without-zenmap --without-ndiff --enable-ipv6"),
                MK, BEAR],
         include=None, exclude=["tests/", "nsock/tests/", "nbase/test/", "ncat/test/"]),
    dict(name="frr", lang="C", pkg="frr", ver="8.4.4-1.1~deb12u2", srcdir="frr-8.4.4",
         kind="IP routing protocol suite (FRRouting: zebra, bgpd, ospfd/ospf6d, isisd, ripd/ripngd, pimd, ldpd, "
              "babeld, eigrpd, nhrpd, bfdd, pbrd, vrrpd, staticd, vtysh, the lib (northbound/YANG, event loop, "
              "prefix tables); per route/prefix/packet/peer)",
         heldout=True, apt=["bison", "flex", "gawk", "install-info", "libc-ares-dev", "libcap-dev", "libelf-dev",
                            "libjson-c-dev", "libpam0g-dev", "libpcre2-dev", "libpython3-dev", "libreadline-dev",
                            "librtr-dev", "libsnmp-dev", "libssh-dev", "libyang2-dev", "pkg-config", "python3-dev",
                            "texinfo"],
         # debian/rules: dh -Bbuild (debhelper >= 10: dh_autoreconf regenerates; the tarball has no configure);
         # configure --with-libpam --enable-snmp --enable-fpm --disable-protobuf --disable-zeromq --enable-ospfapi
         # --enable-bgp-vnc --enable-multipath=256 --enable-rpki --disable-scripting --disable-pim6d with Debian's
         # user/group and path options (the docs left out); make, in the tree; tests/ left out
         build=[AUTORECONF, conf("--localstatedir=/var/run/frr --sbindir=/usr/lib/frr --sysconfdir=/etc/frr "
                                 "--with-vtysh-pager=/usr/bin/pager --disable-dependency-tracking --enable-rpki "
                                 "--disable-scripting --disable-pim6d --with-libpam --disable-doc --enable-snmp "
                                 "--enable-fpm --disable-protobuf --disable-zeromq --enable-ospfapi --enable-bgp-vnc "
                                 "--enable-multipath=256 --enable-user=frr --enable-group=frr "
                                 "--enable-vty-group=frrvty --enable-configfile-mask=0640 "
                                 "--enable-logfile-mask=0640"), MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="gmp", lang="C", pkg="gmp", ver="2:6.2.1+dfsg1-1.1", srcdir="gmp-6.2.1+dfsg1",
         kind="Arbitrary precision arithmetic library (GMP: mpn low-level routines (C and x86-64 asm), mpz/mpq/mpf, "
              "gmpxx C++ wrappers, printf/scanf, random numbers; per limb/number/operation)",
         heldout=True, apt=["m4"],
         # debian/rules: its own configure-stamp with dh_autoreconf; configure --prefix=/usr --enable-cxx --disable-fat
         # (amd64) in build/; make (here in the tree; tests/, demos/ and tune/ are check-only or not built)
         build=[AUTORECONF, conf("--prefix=/usr --enable-cxx --disable-fat"), MK, BEAR],
         include=None, exclude=["tests/", "demos/", "tune/"]),
    dict(name="libcreg", lang="C", pkg="libcreg", ver="20200725-1", srcdir="libcreg-20200725",
         kind="Windows 9x/Me Registry File reader (libcreg: CREG header, RGKN key tree, RGDB data blocks, key and "
              "value entries; pycreg; cregexport/creginfo/cregmount; per key/value/block)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with autoreconf,python3 --buildsystem=autoconf (compat 11); configure --disable-python2
         # --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libvmdk", lang="C", pkg="libvmdk", ver="20200926-2", srcdir="libvmdk-20200926",
         kind="VMware Virtual Disk reader (libvmdk: descriptor file parser, sparse extent headers, grain "
              "directories/tables, compressed grains, extent chains; pyvmdk; vmdkinfo/vmdkmount; per grain/extent/line)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev", "zlib1g-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 13: dh_autoreconf regenerates); configure
         # --disable-python2 --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="kexi", lang="C++", pkg="kexi", ver="1:3.2.0-3", srcdir="kexi-3.2.0",
         kind="Visual database applications creator (Kexi: table/query/form/report designers, KDb-backed "
              "SQLite/PostgreSQL/MySQL drivers, CSV/migration import, scripting, widgets; per row/field/record)",
         heldout=True, apt=["cmake", "ninja-build", "breeze-icon-theme-rcc", "default-libmysqlclient-dev",
                            "extra-cmake-modules", "gettext", "libglib2.0-dev", "libkdb3-dev", "libkf5archive-dev",
                            "libkf5codecs-dev", "libkf5completion-dev", "libkf5config-dev", "libkf5configwidgets-dev",
                            "libkf5coreaddons-dev", "libkf5crash-dev", "libkf5doctools-dev", "libkf5guiaddons-dev",
                            "libkf5i18n-dev", "libkf5iconthemes-dev", "libkf5itemviews-dev", "libkf5kio-dev",
                            "libkf5texteditor-dev", "libkf5textwidgets-dev", "libkf5widgetsaddons-dev",
                            "libkf5xmlgui-dev", "libkproperty3-dev", "libkreport3-dev", "libpq-dev", "libpqxx-dev",
                            "libqt5webkit5-dev", "pkg-config", "postgresql-server-dev-15", "qtbase5-dev",
                            "qttools5-dev"],
         # debian/rules: dh --with kf5; cmake -DBUILD_TESTING=OFF -DKEXI_QTGUI_RUNTIME_AVAILABLE=OFF
         # -DPostgreSQL_ADDITIONAL_VERSIONS=15 (the docs left out); CMake configure, then only the generated sources
         # (the *_autogen targets (moc/uic) and custom commands writing sources) so the TUs parse
         build=[CMAKE + " -DBUILD_TESTING=OFF -DKEXI_QTGUI_RUNTIME_AVAILABLE=OFF -DPostgreSQL_ADDITIONAL_VERSIONS=15 "
                "-S . -B fl-build >/dev/null 2>&1", 't=$(ninja -C fl-build -t targets all | awk -F: \'($2 ~ /CUSTOM_COMMAND/ && $1 ~ /\\.(h|hpp|cxx|cpp|c|cc)$/) || $1 ~ /_autogen$/ {print $1}\'); [ -z "$t" ] || ninja -C fl-build $t >/dev/null 2>&1'],
         include=None, exclude=["src/tests/", "src/examples/"]),
    # Set 32, positions 21-30: entries written from the source trees (/work/set32/src), debian/rules and debian/control
    # before their first build.
    dict(name="dlib", lang="C++", pkg="dlib", ver="19.24+dfsg-1", srcdir="dlib-19.24+dfsg",
         kind="C++ machine learning and utilities toolkit (dlib: linear algebra, optimisation, SVMs and other "
              "learners, DNN layers, image processing and face landmarks, networking, threading, serialisation, "
              "compression; per element/sample/pixel)",
         heldout=True, apt=["cmake", "ninja-build", "bzip2", "libblas-dev", "libjpeg-dev", "liblapack-dev",
                            "libpng-dev", "libsqlite3-dev"],
         # debian/rules: dh cmake, two configurations (shared and static) with -DDLIB_NO_GUI_SUPPORT=ON; the shared
         # one, CMake configure only (no generated sources); dlib/test, examples and tools left out
         build=[CMAKE + " -DDLIB_NO_GUI_SUPPORT=ON -DBUILD_SHARED_LIBS=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["dlib/test/", "examples/", "tools/"]),
    dict(name="openblas", lang="C", pkg="openblas", ver="0.3.21+ds-4", srcdir="openblas-0.3.21+ds",
         kind="Optimised BLAS library (OpenBLAS: level 1-3 BLAS and CBLAS interfaces, per-CPU kernels (C and "
              "assembly) with dynamic dispatch, threading server, memory allocator, LAPACK overrides; per "
              "block/panel/element)",
         heldout=True, apt=["gfortran", "liblapack-dev", "liblapack64-dev"],
         # debian/rules: six flavours (pthread/openmp/serial x 32/64-bit integers) built in copies of the tree with
         # NO_LAPACKE=1 NO_AFFINITY=1 NO_WARMUP=1 NUM_THREADS=64 DYNAMIC_ARCH=1 DYNAMIC_OLDER=1 TARGET=GENERIC; one
         # flavour here, 0-pthread (USE_THREAD=1 USE_OPENMP=0 INTERFACE64=0), in the tree; test/, ctest/, utest/,
         # benchmark/ left out
         build=[MK, bear("make -j2 NO_LAPACKE=1 NO_AFFINITY=1 NO_WARMUP=1 NUM_THREADS=64 DYNAMIC_ARCH=1 "
                         "DYNAMIC_OLDER=1 TARGET=GENERIC USE_THREAD=1 USE_OPENMP=0 INTERFACE64=0 "
                         "LIBPREFIX=libopenblas FCOMMON_OPT=-frecursive")],
         include=None, exclude=["test/", "ctest/", "utest/", "benchmark/", "cpp_thread_test/"]),
    dict(name="aria2", lang="C++", pkg="aria2", ver="1.36.0-1", srcdir="aria2-1.36.0",
         kind="Download utility (aria2: HTTP(S)/FTP/SFTP/BitTorrent/Metalink, segmented downloads, DHT, "
              "JSON-RPC/XML-RPC interface, libaria2; per piece/segment/request/message)",
         heldout=True, apt=["libc-ares-dev", "libgcrypt20-dev", "libgnutls28-dev", "libsqlite3-dev",
                            "libssh2-1-dev", "libxml2-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh (compat 13: dh_autoreconf regenerates); configure --with-gnutls --without-openssl
         # --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt --enable-libaria2; make (test/ left out)
         build=[AUTORECONF, conf("--with-gnutls --without-openssl --with-ca-bundle=/etc/ssl/certs/ca-certificates.crt "
                                 "--enable-libaria2"), MK, BEAR],
         include=None, exclude=["test/", "examples/"]),
    dict(name="pacemaker", lang="C", pkg="pacemaker", ver="2.1.5-1+deb12u1", srcdir="pacemaker-2.1.5",
         kind="Cluster resource manager (Pacemaker: controller, scheduler, CIB, fencer, executor, attribute "
              "manager, remote daemon, libcrmcommon/libpe_status/libpe_rules, crm_* tools; per resource/node/op/XML "
              "element)",
         heldout=True, apt=["cluster-glue-dev", "docbook-xsl", "help2man", "libbz2-dev", "libcfg-dev", "libcmap-dev",
                            "libcpg-dev", "libcmocka-dev", "libdbus-1-dev", "libglib2.0-dev", "libgnutls28-dev",
                            "libltdl-dev", "libncurses-dev", "libpam0g-dev", "libqb-dev", "libquorum-dev",
                            "libxml2-dev", "libxml2-utils", "libxslt1-dev", "pkg-config", "python3", "uuid-dev",
                            "xsltproc"],
         # debian/rules: dh with dh_autoreconf ./autogen.sh; configure --disable-static BASH_PATH=/bin/bash
         # PYTHON=/usr/bin/python3 --with-cibsecrets --with-configdir=/etc/default --libexecdir=/usr/lib; make (the
         # doxygen docs left out; the cmocka unit tests are check-only)
         build=["./autogen.sh >/dev/null 2>&1", conf("--disable-static BASH_PATH=/bin/bash PYTHON=/usr/bin/python3 "
                                                     "--with-cibsecrets --with-configdir=/etc/default "
                                                     "--libexecdir=/usr/lib"), MK, BEAR],
         include=None, exclude=["cts/", "devel/"]),
    dict(name="libsmraw", lang="C", pkg="libsmraw", ver="20181227-2", srcdir="libsmraw-20181227",
         kind="Split RAW storage media image reader/writer (libsmraw: segment files, information file, handle over "
              "the segment pool; pysmraw; smrawmount/smrawverify; per segment/chunk)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev", "libfuse-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 11: dh_autoreconf regenerates); configure
         # --disable-python2 --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libfwsi", lang="C", pkg="libfwsi", ver="20181227-1.1", srcdir="libfwsi-20181227",
         kind="Windows Shell Item format library (libfwsi: shell item lists, item types (volume, file entry, "
              "network, URI, control panel, ...), extension blocks; pyfwsi; per item/block)",
         heldout=True, apt=["pkg-config", "python3-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (debhelper >= 11: dh_autoreconf regenerates);
         # configure --disable-python2 --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="libcrypto++", lang="C++", pkg="libcrypto++", ver="8.7.0+git220824-1",
         srcdir="libcrypto++-8.7.0+git220824",
         kind="C++ cryptography library (Crypto++: block/stream ciphers and modes, hashes, MACs, public-key "
              "schemes (RSA, DSA, ECC), big integers, filters/pipelines, encoders, RNGs; cryptest; per "
              "block/byte/message)",
         heldout=True, apt=["automake", "autoconf", "libtool"],
         # debian/rules: dh (GNUmakefile) with PREFIX=/usr LIBDIR=... make all libcrypto++.pc (static, dynamic and
         # cryptest); the doxygen docs left out
         build=[MK, bear("make -j2 PREFIX=/usr all")],
         include=None, exclude=["TestPrograms/"]),
    dict(name="suitesparse", lang="C", pkg="suitesparse", ver="1:5.12.0+dfsg-2", srcdir="suitesparse-5.12.0+dfsg",
         kind="Sparse matrix algorithms (SuiteSparse: AMD/CAMD/COLAMD/CCOLAMD orderings, CHOLMOD, UMFPACK, SPQR, "
              "KLU/BTF, LDL, CSparse/CXSparse, RBio, SLIP_LU, Mongoose; per column/supernode/front/entry)",
         heldout=True, apt=["gfortran", "libblas-dev", "liblapack-dev", "libmetis-dev", "libgmp-dev", "libmpfr-dev",
                            "cmake"],
         # debian/rules: make docs; make static; make purge; make BLAS=-lblas LAPACK=-llapack MY_METIS_LIB=-lmetis
         # OPTIMIZATION=-fPIC (the default target `go`, which also builds each package's demos); here only the last
         # (the PDF docs and the static copy left out); the Demo/ programs and MATLAB interfaces left out
         build=[MK, bear("make BLAS=-lblas LAPACK=-llapack MY_METIS_LIB=-lmetis OPTIMIZATION=-fPIC JOBS=2")],
         include=None, exclude=['SuiteSparse_config/Demo/', 'AMD/Demo/', 'BTF/Demo/', 'CAMD/Demo/', 'CCOLAMD/Demo/', 'COLAMD/Demo/', 'CHOLMOD/Demo/', 'CSparse/Demo/', 'CXSparse/Demo/', 'LDL/Demo/', 'KLU/Demo/', 'UMFPACK/Demo/', 'RBio/Demo/', 'SPQR/Demo/', 'SLIP_LU/Demo/', 'Mongoose/Tests/', 'MATLAB_Tools/']),
    dict(name="rspamd", lang="C", pkg="rspamd", ver="3.4-1", srcdir="rspamd-3.4",
         kind="Spam filtering daemon (Rspamd: message parser (MIME, HTML, URLs), Lua rule engine, symbols and "
              "scores, Bayes/fuzzy storage, DKIM/SPF/DMARC, milter/HTTP proxy, hyperscan regexps, bundled contrib "
              "libs; per message/part/token/rule)",
         heldout=True, apt=["cmake", "ninja-build", "libglib2.0-dev", "libhyperscan-dev", "libicu-dev",
                            "libjemalloc-dev", "libluajit-5.1-dev", "libpcre2-dev", "libsodium-dev", "libsqlite3-dev",
                            "libssl-dev", "libunwind-dev", "ragel", "zlib1g-dev"],
         # debian/rules: dh cmake with -DNO_SHARED=ON -DDEBIAN_BUILD=1 -DENABLE_JEMALLOC=ON -DENABLE_PCRE2=ON
         # -DENABLE_LUAJIT=ON -DENABLE_HYPERSCAN=ON -DWANT_SYSTEMD_UNITS=ON (path options left out); CMake configure,
         # then only the generated sources (ragel parsers and other custom commands) so the TUs parse; test/ left out
         build=[CMAKE + " -DNO_SHARED=ON -DDEBIAN_BUILD=1 -DENABLE_JEMALLOC=ON -DENABLE_OPTIMIZATION=OFF "
                "-DENABLE_FULL_DEBUG=OFF -DENABLE_PCRE2=ON -DENABLE_LUAJIT=ON -DENABLE_HYPERSCAN=ON "
                "-DWANT_SYSTEMD_UNITS=ON -DENABLE_STATIC_LIBCXX=OFF -DENABLE_LIBCXX=OFF -S . -B fl-build "
                ">/dev/null 2>&1", 't=$(ninja -C fl-build -t targets all | awk -F: \'($2 ~ /CUSTOM_COMMAND/ && $1 ~ /\\.(h|hpp|cxx|cpp|c|cc)$/) || $1 ~ /_autogen$/ {print $1}\'); [ -z "$t" ] || ninja -C fl-build $t >/dev/null 2>&1'],
         include=None, exclude=["test/"]),
    dict(name="libevt", lang="C", pkg="libevt", ver="20200926-1", srcdir="libevt-20200926",
         kind="Windows Event Log (EVT) reader (libevt: file header, records, end-of-file record, string and data "
              "values, recovered records; pyevt; evtexport/evtinfo; per record/value)",
         heldout=True, apt=["pkg-config", "python3-dev", "libbfio-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (compat 11: dh_autoreconf regenerates); configure
         # --disable-python2 --enable-python3 CFLAGS=-g; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    # Set 32, positions 31-40: entries written from the source trees (/work/set32/src), debian/rules and debian/control
    # before their first build.
    dict(name="libfwnt", lang="C", pkg="libfwnt", ver="20181227-1.1", srcdir="libfwnt-20181227",
         kind="Windows NT data type library (libfwnt: security descriptors, ACLs/ACEs, SIDs, LZNT1/LZX/LZXPRESS "
              "(Huffman) decompression; pyfwnt; per byte/block/entry)",
         heldout=True, apt=["pkg-config", "python3-dev"],
         # debian/rules: dh --with python3 --buildsystem=autoconf (debhelper >= 11: dh_autoreconf regenerates);
         # configure --disable-python2 --enable-python3; make (tests/ and ossfuzz/ left out)
         build=[AUTORECONF, conf("--disable-python2 --enable-python3"), MK, BEAR],
         include=None, exclude=["tests/", "ossfuzz/"]),
    dict(name="botan", lang="C++", pkg="botan", ver="2.19.3+dfsg-1+deb12u1", srcdir="botan-2.19.3+dfsg",
         kind="C++ cryptography library (Botan 2: block/stream ciphers, AEAD modes, hashes, MACs, KDFs, PK "
              "algorithms (RSA, ECC, post-quantum), X.509/PKIX, TLS 1.2, big integers, compression filters, the "
              "botan CLI; per block/byte/record/message)",
         heldout=True, apt=["libbz2-dev", "liblzma-dev", "libsqlite3-dev", "libtspi-dev", "zlib1g-dev", "python3",
                            "python3-docutils"],
         # debian/rules: dh with configure.py --prefix=/usr/ --with-rst2man --with-bzip2 --with-lzma --with-sqlite3
         # --with-tpm --with-zlib --with-python-versions=3 (--with-rst2man and the docs left out); make (the tests
         # program left out)
         build=["python3 configure.py --prefix=/usr/ --with-bzip2 --with-lzma --with-sqlite3 --with-tpm --with-zlib "
                "--with-python-versions=3 >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["src/tests/", "src/fuzzer/"]),
    dict(name="openmm", lang="C++", pkg="openmm", ver="7.7.0+dfsg-9", srcdir="openmm-7.7.0+dfsg",
         kind="Molecular simulation toolkit (OpenMM: forces (nonbonded/PME, bonded, custom expression forces), "
              "integrators, reference/CPU/OpenCL platforms, AMOEBA/RPMD/Drude plugins, serialization; per "
              "atom/step/kernel)",
         heldout=True, apt=["cmake", "ninja-build", "ocl-icd-opencl-dev", "swig", "python3-dev", "python3-numpy",
                            "cython3", "doxygen"],
         # debian/rules: dh cmake with -DOPENMM_BUILD_AMOEBA_PLUGIN=ON -DOPENMM_BUILD_RPMD_PLUGIN=ON
         # -DOPENMM_BUILD_DRUDE_PLUGIN=ON -DOPENMM_BUILD_SERIALIZATION_SUPPORT=ON
         # -DOPENMM_BUILD_C_AND_FORTRAN_WRAPPERS=OFF -DOPENMM_BUILD_OPENCL_TESTS=OFF; CMake configure (the SWIG
         # Python wrappers and API docs left out), then only the generated sources (the OpenCL/CPU kernel-source
         # .cpp files and other custom commands) so the TUs parse; tests and examples left out
         build=[CMAKE + " -DOPENMM_BUILD_AMOEBA_PLUGIN=ON -DOPENMM_BUILD_RPMD_PLUGIN=ON -DOPENMM_BUILD_DRUDE_PLUGIN=ON "
                "-DOPENMM_BUILD_SERIALIZATION_SUPPORT=ON -DOPENMM_BUILD_C_AND_FORTRAN_WRAPPERS=OFF "
                "-DOPENMM_BUILD_OPENCL_TESTS=OFF -DOPENMM_BUILD_PYTHON_WRAPPERS=OFF -DOPENMM_GENERATE_API_DOCS=OFF "
                "-DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1", 't=$(ninja -C fl-build -t targets all | awk -F: \'($2 ~ /CUSTOM_COMMAND/ && $1 ~ /\\.(h|hpp|cxx|cpp|c|cc)$/) || $1 ~ /_autogen$/ {print $1}\'); [ -z "$t" ] || ninja -C fl-build $t >/dev/null 2>&1'],
         include=None, exclude=["examples/", "tests/", "platforms/reference/tests/", "platforms/cpu/tests/",
                                "platforms/opencl/tests/", "serialization/tests/", "plugins/amoeba/tests/",
                                "plugins/rpmd/tests/", "plugins/drude/tests/"]),
    dict(name="libetonyek", lang="C++", pkg="libetonyek", ver="0.1.10-3", srcdir="libetonyek-0.1.10",
         kind="Apple Keynote/Pages/Numbers import library (libetonyek: IWA protobuf-like and XML parsers for "
              "Keynote 1-6, Pages, Numbers; styles, shapes, tables, text to librevenge; key2text/numbers2csv/"
              "pages2odt tools; per object/field/token)",
         heldout=True, apt=["gperf", "libboost-dev", "libboost-filesystem-dev", "libcppunit-dev", "libglm-dev",
                            "liblangtag-dev", "libmdds-dev", "librevenge-dev", "libxml2-dev", "zlib1g-dev",
                            "pkg-config"],
         # debian/rules: dh --with=autoreconf (debhelper >= 10); configure --disable-werror
         # --with-boost-libdir=/usr/lib/x86_64-linux-gnu --with-mdds=2.0 (bookworm's libmdds-dev is 2.0.3); make
         # (src/test is check-only)
         build=[AUTORECONF, conf("--disable-werror --with-boost-libdir=/usr/lib/x86_64-linux-gnu --with-mdds=2.0"),
                MK, BEAR],
         include=None, exclude=["src/test/"]),
    dict(name="libmwaw", lang="C++", pkg="libmwaw", ver="0.3.21-1", srcdir="libmwaw-0.3.21",
         kind="Old Mac/DOS document import library (libmwaw: ClarisWorks/AppleWorks, MacWrite, Word 1-5, "
              "WriteNow, FullWrite, MacDraw, SuperPaint, ... parsers to librevenge; mwaw2* converters; per "
              "record/zone/character)",
         heldout=True, apt=["libboost-dev", "librevenge-dev", "pkg-config", "zlib1g-dev"],
         # debian/rules: dh --with autoreconf (debhelper >= 10); configure --disable-werror --without-docs; make
         build=[AUTORECONF, conf("--disable-werror --without-docs"), MK, BEAR],
         include=None, exclude=[]),
    dict(name="libtorrent-rasterbar", lang="C++", pkg="libtorrent-rasterbar", ver="2.0.8-1",
         srcdir="libtorrent-rasterbar-2.0.8",
         kind="BitTorrent library (libtorrent-rasterbar 2: session, torrent and peer connections, piece picker, "
              "disk I/O (mmap), DHT, uTP, trackers, magnet links, v2 merkle trees, Python bindings; per "
              "piece/block/message/peer)",
         heldout=True, apt=["cmake", "ninja-build", "libboost-system-dev", "libboost-python-dev", "libssl-dev",
                            "pkg-config", "python3-dev", "python3-setuptools"],
         # debian/rules: dh -Scmake+ninja with -Dpython-bindings=ON -Dpython-egg-info=ON; CMake configure only (no
         # generated sources); tests, examples and tools are off by default
         build=[CMAKE + " -Dpython-bindings=ON -Dpython-egg-info=ON -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["test/", "examples/", "tools/", "fuzzers/"]),
    dict(name="libint2", lang="C++", pkg="libint2", ver="2.7.2-1", srcdir="libint2-2.7.2",
         kind="Gaussian integrals library for quantum chemistry (Libint 2: the compiler that generates the "
              "integral code, the generated ERI/ERI2/ERI3 library, Boys function, shell/engine API; per "
              "shell/primitive/integral)",
         heldout=True, apt=["cmake", "autotools-dev", "libtool", "libgmp-dev", "libboost-dev", "libeigen3-dev",
                            "gfortran", "python3"],
         # debian/rules: dh --sourcedir=sourcedir: configure of the generator with --enable-eri=1 --enable-eri2=1
         # --enable-eri3=1 --with-max-am=5 --with-eri-max-am=5,4 --with-eri2-max-am=7,6 --with-eri3-max-am=7,6
         # --with-opt-am=3 --enable-generic-code --disable-unrolling; make export (runs the generator and writes the
         # library tarball); then cmake of the exported library. Here the generator's configure and make (what the
         # database can record before the export), the compiler's sources
         build=["./autogen.sh >/dev/null 2>&1",
                conf("--with-cxxgen-optflags='-O2 -DNDEBUG' --with-cxx-optflags='-O2 -DNDEBUG' --enable-eri=1 "
                     "--enable-eri2=1 --enable-eri3=1 --with-max-am=5 --with-eri-max-am=5,4 --with-eri2-max-am=7,6 "
                     "--with-eri3-max-am=7,6 --with-opt-am=3 --enable-generic-code --disable-unrolling"),
                MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="mapnik", lang="C++", pkg="mapnik", ver="3.1.0+ds-3", srcdir="mapnik-3.1.0+ds",
         kind="Map rendering toolkit (Mapnik: styles and symbolizers, AGG/Cairo renderers, label placement and "
              "text shaping, expression grammar (Boost.Spirit), datasource plugins (shape, PostGIS, GDAL/OGR, "
              "GeoJSON, CSV, SQLite); per feature/vertex/glyph)",
         heldout=True, apt=["libboost-filesystem-dev", "libboost-program-options-dev", "libboost-regex-dev",
                            "libboost-system-dev", "libboost-thread-dev", "libcairo-dev", "libcurl4-gnutls-dev",
                            "libfreetype6-dev", "libgdal-dev", "libharfbuzz-dev", "libicu-dev", "libjpeg-dev",
                            "libmapbox-variant-dev", "libpng-dev", "libpq-dev", "libproj-dev", "libsqlite3-dev",
                            "libtiff-dev", "libtool", "libwebp-dev", "libxml2-dev", "pkg-config", "python3",
                            "zlib1g-dev"],
         # debian/rules: scons (the bundled scons/scons.py) configure with INPUT_PLUGINS=csv,gdal,geojson,ogr,
         # pgraster,postgis,raster,shape,sqlite,topojson XMLPARSER=libxml2 DEMO=False CPP_TESTS=False
         # OPTIMIZATION=2 FULL_LIB_PATH=False ... in a copy of the tree; here in the tree, then scons -j2 under bear
         build=["python3 scons/scons.py configure OPTIMIZATION=2 FULL_LIB_PATH=False INPUT_PLUGINS=csv,gdal,geojson,"
                "ogr,pgraster,postgis,raster,shape,sqlite,topojson PROJ_INCLUDES=/usr/include PROJ_LIBS=/usr/lib "
                "SYSTEM_FONTS=/usr/share/fonts XMLPARSER=libxml2 DEMO=False CPP_TESTS=False PREFIX=/usr "
                "LIB_DIR_NAME=/mapnik/3.1 >/dev/null 2>&1", MK, bear("python3 scons/scons.py -j2")],
         include=None, exclude=["test/", "demo/", "benchmark/"]),
    dict(name="autodocksuite", lang="C++", pkg="autodocksuite", ver="4.2.6-9", srcdir="autodocksuite-4.2.6",
         kind="Molecular docking (AutoDock 4: Lamarckian genetic algorithm, local search, energy grids and "
              "scoring, clustering; AutoGrid 4: grid map calculation; per atom/individual/generation/grid point)",
         heldout=True, apt=["python3"],
         # debian/rules: autoreconf -i in autodock/ and autogrid/, configure and make in each (CXXFLAGS -flto left
         # out); Tests/ left out
         build=["cd autodock && autoreconf -i >/dev/null 2>&1 && ./configure >/dev/null 2>&1",
                "cd autogrid && autoreconf -i >/dev/null 2>&1 && ./configure >/dev/null 2>&1",
                MK, bear("sh -c 'make -j2 -C autodock && make -j2 -C autogrid'")],
         include=None, exclude=["autodock/Tests/", "autogrid/Tests/"]),
    dict(name="darts", lang="C++", pkg="darts", ver="0.32-20", srcdir="darts-0.32",
         kind="Double-array trie library (Darts: double-array construction and search, the mkdarts/darts tools; "
              "per key/node)",
         heldout=True, apt=[],
         # debian/rules: dh (compat 12: dh_autoreconf regenerates); configure; make
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
]
