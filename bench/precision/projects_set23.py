"""Precision projects: former held-out set 23 (session 23; seen in 24). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear  # noqa: F401

PROJECTS = [
    # ------------------------------------------------ former held-out set 23 (session 23, brief h15-set23; seen in 24)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 23 (session 23)".
    # The rest of set 22's pre-registered draw order (/work/set22/draw-order.txt, fixed at 18:03 UTC):
    # positions 31-59, every one that builds (/work/set23/draw-taken.txt, skips.txt). The entries of 31-45 are
    # set 22's helper's, written from each tree's layout, debian/rules and debian/control before any build or
    # run (/work/set22/unused-entries.py), checked against the fetched trees before the first build; those of
    # 46-59 were written the same way in session 23 before any build; bundled libraries, test suites, examples,
    # fuzzers and benchmarks are left out as in sets 12-22. Skipped (/work/set23/skips.txt): liborcus 0.17.2-2
    # (47; over 330 s; its entry kept in /work/set23/skipped-entries.py). Corrected before any build (entry
    # check): spell. Corrected after a failed first build, before any faultline output of theirs existed
    # (/work/set23/fix-summary.txt): daemontools; opensubdiv's generated headers after its first measurement
    # (three TUs did not parse; see its entry).
    dict(name="glew", lang="C", pkg="glew", ver="2.2.0-4", srcdir="glew-2.2.0",
         kind="OpenGL extension loading library + glewinfo/visualinfo (per extension/entry point)", seen="2026-12-05 (24)",
         apt=["libgl-dev", "libglu1-mesa-dev", "libx11-dev", "libxi-dev", "libxmu-dev"],
         # debian/rules' make variables; auto/ generates the sources (shipped generated)
         build=[MK, bear("make -j2 SYSTEM=linux GL_LDFLAGS=-lGL GLU_LDFLAGS=-lGLU 'LD=$(CC)'")],
         include=["src/"], exclude=[]),
    dict(name="onetbb", lang="C++", pkg="onetbb", ver="2021.8.0-2+deb12u1", srcdir="onetbb-2021.8.0",
         kind="oneAPI Threading Building Blocks runtime library (task scheduler, arenas, concurrent containers' "
              "allocators, tbbmalloc; per task/block/thread)",
         seen="2026-12-05 (24)", apt=["libhwloc-dev"],
         # debian/rules' CMake build; test/ and examples/ not built
         build=[CMAKE + " -DTBB_TEST=OFF -DTBB_EXAMPLES=OFF -DTBB_STRICT=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="daemontools", lang="C", pkg="daemontools", ver="1:0.76-8.1", srcdir="daemontools-0.76",
         kind="service supervision tools (svscan, supervise, multilog, envdir, setuidgid, tai64n; per service/"
              "log line)",
         seen="2026-12-05 (24)",
         # debian/rules: package/compile (links src/* into compile/ with the `home` file and makes there)
         # (fix after the first build: a plain make in src/ lacks compile/home; now package/compile as debian/rules)
         build=[MK, "bear --output fl-build/compile_commands.json -- sh -c 'cd daemontools-0.76 && package/compile'"
                " >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="nfs-utils", lang="C", pkg="nfs-utils", ver="1:2.6.2-4+deb12u1", srcdir="nfs-utils-2.6.2",
         kind="NFS client and server utilities and daemons (mountd, statd, nfsd, idmapd, gssd, blkmapd, exportfs, "
              "mount.nfs, nfsdcld; per request/export/cache entry)",
         seen="2026-12-05 (24)",
         apt=["libwrap0-dev", "libevent-dev", "libkrb5-dev", "libblkid-dev", "libkeyutils-dev", "libldap2-dev",
              "libcap-dev", "libtirpc-dev", "libdevmapper-dev", "libmount-dev", "libsqlite3-dev", "libxml2-dev",
              "libreadline-dev"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; debian/rules' flags; tests/ is
         # the test suite
         build=[AUTORECONF, "./configure --enable-libmount-mount --enable-svcgss --with-tcp-wrappers"
                " --with-systemd=/lib/systemd/system >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/"]),
    dict(name="acl", lang="C", pkg="acl", ver="2.3.1-3", srcdir="acl-2.3.1",
         kind="POSIX access control list library + getfacl/setfacl/chacl (per entry/file)", seen="2026-12-05 (24)",
         apt=["libattr1-dev"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; test/ is the test suite
         build=[AUTORECONF, "./configure --bindir=/bin >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["test/"]),
    dict(name="yamdi", lang="C", pkg="yamdi", ver="1.4-3", srcdir="yamdi-1.4",
         kind="FLV metadata injector CLI (per tag/keyframe)", seen="2026-12-05 (24)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="lzd", lang="C++", pkg="lzd", ver="1.3-2", srcdir="lzd-1.3",
         kind="educational lzip decompressor CLI (LZMA range decoder; per byte/bit)", seen="2026-12-05 (24)",
         # testsuite/ is the test data
         build=[CONF, MK, BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="vc", lang="C++", pkg="vc", ver="1.4.3-2", srcdir="vc-1.4.3",
         kind="SIMD vector classes C++ library (Vc: SSE/AVX types, math, sorting helpers; per vector/lane)",
         seen="2026-12-05 (24)",
         # debian/rules' target architecture (amd64); tests/ and examples/ not built
         build=[CMAKE + " -DTARGET_ARCHITECTURE=x86-64 -DBUILD_TESTING=OFF -DBUILD_EXAMPLES=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="ministat", lang="C", pkg="ministat", ver="20150715-1", srcdir="ministat-20150715",
         kind="statistics comparison CLI from FreeBSD (Student's t-test over data files; per line/value)",
         seen="2026-12-05 (24)",
         build=[MK, BEAR],
         include=None, exclude=[]),
    dict(name="lpr", lang="C", pkg="lpr", ver="1:2008.05.17.3+nmu1", srcdir="lpr-2008.05.17.3+nmu1",
         kind="BSD line printer spooler daemon + lpr/lpq/lprm/lpc/pac and filters (per job/queue entry/line)",
         seen="2026-12-05 (24)",
         # debian/rules' make flags
         build=[MK, bear("make -W CFLAGS='-Wall -g -O2 -D_GNU_SOURCE -D__KAME__ -I../common_source'"
                         " CPPFLAGS='-Wall -g -O2 -D_GNU_SOURCE -D__KAME__ -I../common_source'")],
         include=None, exclude=[]),
    dict(name="libosmocore", lang="C", pkg="libosmocore", ver="1.7.0-3", srcdir="libosmocore-1.7.0",
         kind="Osmocom core library (GSM/GPRS protocol codecs, message buffers, timers, VTY, control interface, SIM, "
              "USB; per message/frame/burst) + osmo-arfcn/osmo-auc-gen utilities",
         seen="2026-12-05 (24)",
         apt=["libpcsclite-dev", "libtalloc-dev", "libgnutls28-dev", "libusb-1.0-0-dev", "libsctp-dev",
              "libmnl-dev"],
         # the tree ships no configure (dh --with autoreconf); git-version-gen reads .tarball-version;
         # tests/ is the test suite, contrib/ extras
         build=["echo 1.7.0 > .tarball-version", AUTORECONF, CONF, MK, BEAR],
         include=["src/", "utils/"], exclude=[]),
    dict(name="xdms", lang="C", pkg="xdms", ver="1.3.2-7", srcdir="xdms-1.3.2",
         kind="Amiga DMS disk image decompressor CLI (per track/block, several LZ/Huffman decoders)", seen="2026-12-05 (24)",
         # its own configure script (debian/rules' flags)
         build=["./configure --prefix=/usr >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="xml-security-c", lang="C++", pkg="xml-security-c", ver="2.0.4-2", srcdir="xml-security-c-2.0.4",
         kind="XML Signature and Encryption C++ library (Apache Santuario: canonicalization, transforms, XKMS; per "
              "node/reference/byte block) + xsec tools",
         seen="2026-12-05 (24)", apt=["libxerces-c-dev"],
         # debian/rules' flag; xsec/samples/ are the samples
         build=["./configure --without-xalan >/dev/null 2>&1", MK, BEAR],
         include=["xsec/"], exclude=["xsec/samples/"]),
    dict(name="spell", lang="C", pkg="spell", ver="1.1-2", srcdir="spell-1.1",
         kind="GNU spell: Unix spell emulation CLI over ispell/aspell (per word/line)", seen="2026-12-05 (24)",
         # Debian's 030_allow-autoreconf.patch rewrites configure.in and dh (compat 13) runs dh_autoreconf:
         # autoreconf first (entry check, session 23, before any build)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="watchdog", lang="C", pkg="watchdog", ver="5.16-1", srcdir="watchdog-5.16",
         kind="software watchdog daemon + wd_keepalive/wd_identify (per test interval/check: load, memory, files, "
              "network, pids)",
         seen="2026-12-05 (24)",
         # debian/rules' flag; examples/ are sample test scripts
         build=["./configure --with-configfile=/etc/watchdog.conf >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["examples/"]),
    # positions 46-59 of the draw order: written in session 23 from each tree's layout, debian/rules and
    # debian/control (/work/set22/src, the pinned apt-get source), before any build or run
    dict(name="libpri", lang="C", pkg="libpri", ver="1.6.0-2", srcdir="libpri-1.6.0",
         kind="ISDN PRI/BRI Q.921/Q.931 signalling library (Asterisk's libpri: ROSE facilities, call control; "
              "per message/information element)",
         seen="2026-12-05 (24)",
         # dh's plain make (Debian's disable_dahdi patch drops pridump/pritest); rosetest.c and testprilib.c are
         # the test programs the make builds
         build=[MK, BEAR],
         include=None, exclude=["rosetest.c", "testprilib.c", "pritest.c", "pridump.c"]),
    dict(name="openssh", lang="C", pkg="openssh", ver="1:9.2p1-2+deb12u10", srcdir="openssh-9.2p1",
         kind="SSH client and server (ssh, sshd, scp, sftp, sftp-server, ssh-agent, ssh-keygen, ssh-keyscan; "
              "per packet/channel/key/file)",
         seen="2026-12-05 (24)",
         apt=["libaudit-dev", "libedit-dev", "libfido2-dev", "libkrb5-dev", "libpam0g-dev", "libselinux1-dev",
              "libssl-dev", "libsystemd-dev", "libwrap0-dev", "zlib1g-dev"],
         # dh_autoreconf (compat 13; Debian's patches touch configure.ac); debian/rules' deb configure flags
         # (in the tree, not debian/build-deb); plain make builds the programs, not regress/ or contrib/
         build=[AUTORECONF, "./configure --sysconfdir=/etc/ssh --disable-strip --with-mantype=doc --with-4in6"
                " --with-privsep-path=/run/sshd --with-pid-dir=/run ac_cv_func_mkdtemp=no --with-tcp-wrappers"
                " --with-pam --with-libedit --with-kerberos5=/usr --with-ssl-engine --with-selinux"
                " --with-audit=linux --with-systemd --with-security-key-builtin --with-xauth=/usr/bin/xauth"
                " >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["regress/", "openbsd-compat/regress/", "contrib/"]),
    dict(name="libss7", lang="C", pkg="libss7", ver="2.0.0-3", srcdir="libss7-2.0.0",
         kind="SS7 signalling library (MTP2, MTP3, ISUP; per message/link) + parser_debug",
         seen="2026-12-05 (24)",
         # dh's plain make; ss7test.c/ss7linktest.c are test programs (built only with DAHDI headers)
         build=[MK, BEAR],
         include=None, exclude=["ss7test.c", "ss7linktest.c"]),
    dict(name="opensubdiv", lang="C++", pkg="opensubdiv", ver="3.5.0-2", srcdir="opensubdiv-3.5.0",
         kind="subdivision surface library (Pixar OpenSubdiv: Far topology refinement, Bfr, Vtr, Osd CPU/OpenMP/"
              "GLSL evaluators; per face/vertex/patch) + stringify/tools",
         seen="2026-12-05 (24)",
         apt=["libglew-dev", "libglfw3-dev", "libxcursor-dev", "libxi-dev", "libxinerama-dev", "libxrandr-dev",
              "libxxf86vm-dev", "opencl-headers", "zlib1g-dev"],
         # debian/rules' CMake flags (no examples, GL tests, tutorials, CUDA, OpenCL); regression/ is the test
         # suite (fix after the first measurement: the osd/*.gen.h kernel headers are made by stringify build
         # steps, not by the configure step; three TUs did not parse without them)
         build=[CMAKE + " -DCMAKE_SKIP_RPATH=ON -DNO_CLEW=ON -DNO_CUDA=ON -DNO_EXAMPLES=ON -DNO_GLTESTS=ON"
                " -DNO_OPENCL=ON -DNO_TUTORIALS=ON -DNO_REGRESSION=ON -DNO_DOC=ON -S . -B fl-build >/dev/null 2>&1",
                "ninja -C fl-build $(sed -n 's/^build \\(opensubdiv\\/osd\\/[A-Za-z0-9_]*\\.gen\\.h\\) .*/\\1/p'"
                " fl-build/build.ninja | sort -u) >/dev/null 2>&1"],
         include=["opensubdiv/"], exclude=[]),
    dict(name="sendmail", lang="C", pkg="sendmail", ver="8.17.1.9-2+deb12u2", srcdir="sendmail-8.17.1.9",
         kind="mail transfer agent (sendmail daemon, libmilter, mail.local, makemap, smrsh, vacation, ...; per "
              "message/envelope/header/map lookup)",
         seen="2026-12-05 (24)",
         apt=["m4", "libdb-dev", "libnsl-dev", "libldap2-dev", "libwrap0-dev", "liblockfile-dev", "libsasl2-dev",
              "libssl-dev"],
         # debian/rules: debian/'s own autoconf project writes debian/build/site.config.m4 from
         # debian/configure.options; copied to devtools/Site/, then `./Build -S` in each of SM_SUBDIRS
         build=["cd debian && autoreconf -fi >/dev/null 2>&1 && ./configure --enable-regex=yes --enable-ndbm=no"
                " --enable-newdb=yes --enable-nis=auto --enable-nisplus=auto --enable-ldap=yes --enable-hesiod=no"
                " --enable-tcpd=yes --enable-bind=no --enable-ipv6=auto --enable-maillock=yes --enable-milter=yes"
                " --enable-sfio=no --enable-auth=yes --enable-tls=yes --enable-shm=yes >/dev/null 2>&1",
                "cp -f debian/build/site.config.m4 devtools/Site/", MK,
                bear("sh -c 'for d in editmap libmilter mail.local mailstats makemap praliases rmail sendmail smrsh"
                     " vacation; do (cd $d && ./Build -S) || exit 1; done'")],
         include=None, exclude=["debian/", "test/"]),
    dict(name="fuse", lang="C", pkg="fuse", ver="2.9.9-6", srcdir="fuse-2.9.9",
         kind="FUSE 2 userspace filesystem library + fusermount/ulockmgr_server/mount.fuse (per request/"
              "operation/buffer)",
         seen="2026-12-05 (24)", apt=["libselinux1-dev", "gettext"],
         # debian/rules' dh_autoreconf (with gettext's config.rpath linked in) and configure flags; example/
         # is the examples
         build=["ln -sf /usr/share/gettext/config.rpath config.rpath", AUTORECONF,
                "./configure --bindir=/bin >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["example/"]),
    dict(name="abseil", lang="C++", pkg="abseil", ver="20220623.1-1+deb12u2", srcdir="abseil-20220623.1",
         kind="Abseil C++ common libraries (containers, strings, time, synchronization, flags, status, hashing; "
              "per element/call)",
         seen="2026-12-05 (24)",
         # debian/rules' static CMake configuration (C++17), no tests
         build=[CMAKE + " -DCMAKE_CXX_STANDARD=17 -DBUILD_SHARED_LIBS=OFF -DBUILD_TESTING=OFF -S . -B fl-build"
                " >/dev/null 2>&1"],
         include=["absl/"], exclude=[]),
    dict(name="ntpsec", lang="C", pkg="ntpsec", ver="1.2.2+dfsg1-1+deb12u1", srcdir="ntpsec-1.2.2+dfsg1",
         kind="NTP daemon and tools (ntpd with refclocks, ntpfrob, ntptime, libntp, NTS; per packet/peer/"
              "sample)",
         seen="2026-12-05 (24)", apt=["bison", "libbsd-dev", "libcap2-dev", "libssl-dev", "pps-tools", "python3-dev"],
         # debian/rules' waf configure flags (without the docs, which need asciidoctor); `waf build`;
         # tests/ is the unit-test suite, attic/ and contrib/ unbuilt extras
         build=["python3 waf configure --prefix=/usr --enable-debug --enable-debug-gdb --enable-mssntp"
                " --enable-warnings --refclock=local,spectracom,generic,arbiter,nmea,pps,hpgps,shm,trimble,jjy,zyfer"
                " >/dev/null 2>&1", MK, bear("python3 waf build -j2")],
         include=None, exclude=["tests/", "attic/", "contrib/"]),
    dict(name="kmod", lang="C", pkg="kmod", ver="30+20221128-1", srcdir="kmod-30+20221128",
         kind="Linux kernel module tools and library (libkmod + kmod: modprobe, insmod, rmmod, lsmod, modinfo, "
              "depmod; per module/alias/dependency)",
         seen="2026-12-05 (24)", apt=["liblzma-dev", "libssl-dev", "libzstd-dev", "gtk-doc-tools"],
         # the tree ships no configure: gtkdocize + dh_autoreconf as debian/rules; its deb configure flags
         # without the API docs and man pages (--disable-manpages: xsltproc/docbook); testsuite/ is the tests
         build=["gtkdocize --docdir libkmod/docs >/dev/null 2>&1", AUTORECONF,
                "./configure --sysconfdir=/etc --with-openssl --with-xz --with-zstd --disable-test-modules"
                " --enable-debug --disable-manpages >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["testsuite/"]),
    dict(name="dxflib", lang="C++", pkg="dxflib", ver="3.26.4-1", srcdir="dxflib-3.26.4",
         kind="DXF (AutoCAD) file reading and writing C++ library (per entity/group code/line)", seen="2026-12-05 (24)",
         # debian/rules renames configure.in and dh_autoreconf builds from Debian's Makefile.am; test/ and
         # examples/ not built
         build=["mv configure.in configure.ac", AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libpfm4", lang="C", pkg="libpfm4", ver="4.13.0-1", srcdir="libpfm4-4.13.0",
         kind="performance monitoring event library (PMU event tables and encoding for perf_events; per event/"
              "attribute/PMU)",
         seen="2026-12-05 (24)", apt=["libncurses-dev"],
         # debian/rules' make with ARCH=x86_64; tests/, examples/ and perf_examples/ are tests and examples
         build=[MK, bear("make -j2 ARCH=x86_64")],
         include=["lib/"], exclude=[]),
    dict(name="catch2", lang="C++", pkg="catch2", ver="2.13.10-1", srcdir="catch2-2.13.10",
         kind="C++ unit testing framework (Catch2 v2: test registry, reporters, matchers; per test case/"
              "assertion)",
         seen="2026-12-05 (24)",
         # debian/rules' CMake flags with the static main library and without its self-tests; projects/ (the
         # self-test suite), examples/ and misc/ are not built
         build=[CMAKE + " -DCATCH_BUILD_TESTING=OFF -DCATCH_BUILD_STATIC_LIBRARY=ON -DCATCH_INSTALL_DOCS=OFF"
                " -S . -B fl-build >/dev/null 2>&1"],
         include=None, exclude=["projects/", "examples/", "misc/"]),
    dict(name="gsoap", lang="C++", pkg="gsoap", ver="2.8.124-2", srcdir="gsoap-2.8.124",
         kind="SOAP/XML web services toolkit (stdsoap2 runtime in C and C++, soapcpp2 and wsdl2h generators, "
              "plugins; per message/element/byte)",
         seen="2026-12-05 (24)", apt=["flex", "bison", "libssl-dev", "zlib1g-dev"],
         # dh_autoreconf (Debian's gsoap-libtool patch); debian/rules' configure without --enable-samples (the
         # samples are left out as everywhere) and its serial make (--no-parallel) with the import path
         build=[AUTORECONF, "./configure --enable-ipv6 >/dev/null 2>&1", MK,
                bear("make SOAPCPP2_IMPORTPATH='-DSOAPCPP2_IMPORT_PATH=\"\\\"/usr/share/gsoap/import:"
                     "/usr/share/gsoap\\\"\"'")],
         include=None, exclude=["gsoap/samples/"]),
]
