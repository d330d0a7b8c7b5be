"""Precision projects: former held-out set 19 (session 20; seen since session 21). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK  # noqa: F401

BEAR1 = "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"

PROJECTS = [
    # ------------------------------------------------ former held-out set 19 (session 20, brief h11-set19; seen in 21)
    # drawn before any faultline run on them: docs/precision.md "Held-out check, set 19 (session 20)".
    # Positions 65-89 of set 17's pre-registered draw order (/work/set17/draw-order.txt, fixed 2026-12-05
    # 10:11 UTC), rechecked against every name used since (/work/set19/exclude-check.out); all 25 built, in that
    # order. The entries for positions 65-76 were written by set 18's helper before any run
    # (/work/set18/unused-entries.py); those for 77-89 were written here from each source tree's layout and
    # debian/rules, before any run. include/exclude leave out bundled libraries, test suites, examples and
    # benchmarks as in sets 12-18. Corrected after a failed first build, before any faultline output of theirs
    # existed (/work/set19/fix-summary.txt): stress, memtester, hyphen (and vttest's srcdir); libgc's exclude slip
    # was corrected after its first measurement (see its entry).
    dict(name="mythes", lang="C++", pkg="mythes", ver="2:1.2.5-1", srcdir="mythes-1.2.5",
         kind="thesaurus lookup library (MyThes: index and data files; per entry/meaning)", seen="2026-12-05 (21)",
         apt=["libhunspell-dev"],
         # debian/rules: touch NEWS, dh_autoreconf, configure --enable-static; example.cxx is the sample
         build=["touch NEWS", AUTORECONF, "./configure --enable-static >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["example.cxx"]),
    dict(name="libixion", lang="C++", pkg="libixion", ver="0.17.0-3", srcdir="libixion-0.17.0",
         kind="spreadsheet formula engine library + ixion-* CLIs (dependency tracking, formula interpreter; per "
              "cell/token)", seen="2026-12-05 (21)",
         apt=["libboost-filesystem-dev", "libboost-program-options-dev", "libboost-system-dev",
              "libboost-thread-dev", "libmdds-dev", "python3-dev"],
         # debian/rules' configure flags; the *_test.cpp files are unit tests
         build=["./configure --disable-silent-rules --with-boost-libdir=/usr/lib/x86_64-linux-gnu --enable-static"
                " >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=["src/libixion/compute_engine_test.cpp", "src/libixion/dirty_cell_tracker_test.cpp",
                                    "src/libixion/document_test.cpp"]),
    dict(name="poa", lang="C", pkg="poa", ver="2.0+20060928-8", srcdir="poa-2.0+20060928",
         kind="partial-order multiple sequence alignment CLI (POA: per sequence/graph node)", seen="2026-12-05 (21)",
         # debian/rules builds the poa target only
         build=[MK, "bear --output fl-build/compile_commands.json -- make poa >/dev/null 2>&1"],
         include=None, exclude=[]),
    dict(name="usbutils", lang="C", pkg="usbutils", ver="1:014-1+deb12u1", srcdir="usbutils-014",
         kind="USB device listing CLIs (lsusb, usbhid-dump; per device/descriptor)", seen="2026-12-05 (21)",
         apt=["libusb-1.0-0-dev", "libudev-dev"],
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="freeglut", lang="C", pkg="freeglut", ver="3.4.0-1", srcdir="freeglut-3.4.0",
         kind="OpenGL utility toolkit library (freeglut, X11 back end: windows, menus, input, shapes; per "
              "event/vertex)",
         seen="2026-12-05 (21)",
         apt=["libgl1-mesa-dev", "libglu1-mesa-dev", "libx11-dev", "libxext-dev", "libxi-dev", "libxxf86vm-dev"],
         # no demos
         build=[CMAKE + " -DFREEGLUT_BUILD_DEMOS=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="openmesh", lang="C++", pkg="openmesh", ver="9.0-4", srcdir="openmesh-9.0",
         kind="polygonal mesh data-structure library (OpenMesh: halfedge mesh, decimation, subdivision, I/O; per "
              "vertex/face)", seen="2026-12-05 (21)",
         # debian/rules' cmake without the Qt/GLUT viewer apps (src/OpenMesh/Apps) and docs; examples, unit tests
         # and benchmarks left out
         build=[CMAKE + " -DBUILD_APPS=OFF -DOPENMESH_DOCS=OFF -DBUILD_TESTING=OFF -S . -B fl-build >/dev/null 2>&1"],
         include=["src/OpenMesh/Core/", "src/OpenMesh/Tools/"], exclude=[]),
    dict(name="ginac", lang="C++", pkg="ginac", ver="1.8.6-1", srcdir="ginac-1.8.6",
         kind="symbolic computation library + ginsh (GiNaC: expressions, series, polynomials; per term/coefficient)",
         seen="2026-12-05 (21)",
         apt=["libcln-dev", "libgmp-dev", "libreadline-dev"],
         # debian/rules' configure flag; check/ is the test suite
         build=["./configure --disable-rpath >/dev/null 2>&1", MK, BEAR],
         include=["ginac/", "ginsh/", "tools/"], exclude=[]),
    dict(name="pciutils", lang="C", pkg="pciutils", ver="1:3.9.0-4", srcdir="pciutils-3.9.0",
         kind="PCI utilities library + lspci/setpci (per device/capability/config register)", seen="2026-12-05 (21)",
         apt=["libkmod-dev", "libudev-dev"],
         # debian/rules' make variables (shared library, kmod, hwdb); example.c is the sample
         build=[MK, "bear --output fl-build/compile_commands.json -- make SHARED=yes LIBKMOD=yes HWDB=yes"
                " PREFIX=/usr >/dev/null 2>&1"],
         include=None, exclude=["example.c"]),
    dict(name="czmq", lang="C", pkg="czmq", ver="4.2.1-1", srcdir="czmq-4.2.1",
         kind="high-level ZeroMQ C binding (actors, sockets, frames, hashes, config; per message/frame)",
         seen="2026-12-05 (21)",
         apt=["libzmq3-dev", "uuid-dev", "libsystemd-dev"],
         # debian/rules' configure flags without the docs
         build=["./configure --with-uuid=yes --with-libsystemd=yes --with-docs=no --enable-drafts=no"
                " >/dev/null 2>&1", MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="sdparm", lang="C", pkg="sdparm", ver="1.12-1", srcdir="sdparm-1.12",
         kind="SCSI mode/VPD page access CLI (per page/field)", seen="2026-12-05 (21)",
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libfcgi", lang="C", pkg="libfcgi", ver="2.4.2-2+deb12u1", srcdir="libfcgi-2.4.2",
         kind="FastCGI application library + cgi-fcgi bridge (per request/record)", seen="2026-12-05 (21)",
         # no configure in the tree (dh --with autoreconf, AUTOMAKE='automake --foreign'); debian/rules builds
         # serially; examples/ left out
         build=["AUTOMAKE='automake --foreign' autoreconf -fi >/dev/null 2>&1", CONF, MK,
                "bear --output fl-build/compile_commands.json -- make >/dev/null 2>&1"],
         include=["libfcgi/", "cgi-fcgi/"], exclude=[]),
    dict(name="nvme-cli", lang="C", pkg="nvme-cli", ver="2.4+really2.3-3", srcdir="nvme-cli-2.4+really2.3",
         kind="NVMe management CLI (admin commands, vendor plugins; per namespace/log entry)", seen="2026-12-05 (21)",
         apt=["meson", "libjson-c-dev", "libnvme-dev", "libdbus-1-dev"],
         # meson writes fl-build/compile_commands.json itself; no docs; ccan/ is bundled, tests/ and unit/ left out
         build=["meson setup fl-build -Ddocs=false >/dev/null 2>&1"],
         include=None, exclude=["ccan/", "tests/", "unit/"]),
    dict(name="hwloc", lang="C", pkg="hwloc", ver="2.9.0-1", srcdir="hwloc-2.9.0",
         kind="hardware topology library + lstopo/hwloc-* CLIs (per object/cpuset/distance)", seen="2026-12-05 (21)",
         apt=["libnuma-dev", "libpciaccess-dev", "libxml2-dev", "libudev-dev"],
         # no GUI (cairo/X) and no docs; tests/ and contrib/ (Windows, android, ...) left out
         build=["./configure --disable-cairo --disable-doxygen --disable-opencl --disable-cuda --disable-nvml"
                " --disable-rsmi --disable-levelzero --disable-gl >/dev/null 2>&1", MK, BEAR],
         include=["hwloc/", "utils/"], exclude=[]),
    dict(name="stress", lang="C", pkg="stress", ver="1.0.7-1", srcdir="stress-1.0.7",
         kind="system load generator CLI (cpu/io/vm/hdd workers; per worker/iteration)", seen="2026-12-05 (21)",
         # the tree ships no configure (dh_autoreconf makes it): autoreconf first (fixed after the first build
         # stopped on ./configure: not found)
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libunwind", lang="C", pkg="libunwind", ver="1.6.2-3", srcdir="libunwind-1.6.2",
         kind="stack unwinding library (DWARF CFI parsing, ptrace/coredump back ends; per frame/FDE)",
         seen="2026-12-05 (21)",
         # tests/ and doc/ left out
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="memtester", lang="C", pkg="memtester", ver="4.6.0-1", srcdir="memtester-4.6.0",
         kind="userspace memory tester CLI (per test pattern/word)", seen="2026-12-05 (21)",
         # a plain Makefile whose conf-cc starts with $(CC): debian/rules exports CC (fixed after the first build
         # stopped on "exec: -O2: not found")
         build=[MK, "CC=gcc " + BEAR1],
         include=None, exclude=[]),
    dict(name="libgc", lang="C", pkg="libgc", ver="1:8.2.2-3", srcdir="libgc-8.2.2",
         kind="Boehm-Demers-Weiser conservative garbage collector library (mark/sweep, per block/object)",
         seen="2026-12-05 (21)",
         apt=["libatomic-ops-dev"],
         # debian/rules' configure flags (C++ support, system libatomic_ops); tests/ left out. The collector is
         # compiled as one TU, extra/gc.c, which #includes every source file: the first entry also left out extra/
         # (read as a second copy of the sources), so only 6 side TUs were measured; corrected after that first
         # measurement (no finding), see /work/set19/fix-summary.txt
         build=["./configure --enable-cplusplus --with-libatomic-ops=yes >/dev/null 2>&1", MK, BEAR],
         include=None, exclude=["tests/", "libatomic_ops/"]),
    dict(name="cpulimit", lang="C", pkg="cpulimit", ver="2.8-1", srcdir="cpulimit-2.8",
         kind="CPU usage limiter CLI (per process/time slice)", seen="2026-12-05 (21)",
         build=[MK, BEAR1],
         include=None, exclude=["tests/"]),
    dict(name="jemalloc", lang="C", pkg="jemalloc", ver="5.3.0-1", srcdir="jemalloc-5.3.0",
         kind="general-purpose malloc library (arenas, extents, tcache; per allocation/size class)",
         seen="2026-12-05 (21)",
         # test/ and msvc/ left out; only the library
         build=[CONF, MK, "bear --output fl-build/compile_commands.json -- make -j2 build_lib >/dev/null 2>&1"],
         include=["src/"], exclude=[]),
    dict(name="file", lang="C", pkg="file", ver="1:5.44-3", srcdir="file-5.44",
         kind="file type identification library + CLI (libmagic: magic entries, per test/buffer)",
         seen="2026-12-05 (21)",
         apt=["libbz2-dev", "liblzma-dev", "zlib1g-dev"],
         # Debian's patches touch configure.ac/Makefile.am: autoreconf first; tests/ left out
         build=[AUTORECONF, CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="libexttextcat", lang="C", pkg="libexttextcat", ver="3.4.5-1", srcdir="libexttextcat-3.4.5",
         kind="n-gram language guessing library + createfp/vector tools (per n-gram/fingerprint)",
         seen="2026-12-05 (21)",
         build=[CONF, MK, BEAR],
         include=["src/"], exclude=[]),
    dict(name="vttest", lang="C", pkg="vttest", ver="2.7+20221229-1", srcdir="vttest-2.7+20221229",
         kind="VT100/VT220/XTerm terminal test CLI (per screen/test)", seen="2026-12-05 (21)",
         build=[CONF, MK, BEAR],
         include=None, exclude=[]),
    dict(name="hyphen", lang="C", pkg="hyphen", ver="2.8.8-7", srcdir="hyphen-2.8.8",
         kind="hyphenation library (Hunspell/LibreOffice hyphen: pattern dictionaries; per word/pattern)",
         seen="2026-12-05 (21)",
         apt=["gawk"],
         # example.c is the sample; tests/ left out. debian/rules configures with AWK=gawk and dh builds serially
         # (fixed after the first build, plain configure and make -j2, stopped with make's exit 2)
         build=["./configure AWK=gawk >/dev/null 2>&1", MK, BEAR1],
         include=None, exclude=["example.c", "tests/"]),
    dict(name="secure-delete", lang="C", pkg="secure-delete", ver="3.1-8", srcdir="secure-delete-3.1",
         kind="secure file/memory/swap wiping CLIs (srm, sfill, sswap, smem; per pass/block)", seen="2026-12-05 (21)",
         build=[MK, BEAR1],
         include=None, exclude=[]),
    dict(name="net-tools", lang="C", pkg="net-tools", ver="2.10-0.1+deb12u2", srcdir="net-tools-2.10",
         kind="network configuration CLIs (ifconfig, netstat, route, arp; per interface/socket/route)",
         seen="2026-12-05 (21)",
         # config.h from the interactive "make config" with its defaults, as debian/rules feeds it
         build=["yes '' | make config >/dev/null 2>&1", MK, BEAR1],
         include=None, exclude=[]),
]
