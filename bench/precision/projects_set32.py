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
]
