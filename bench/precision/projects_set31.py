"""Precision projects: held-out set 31 (session 31). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 31 (session 31, brief h23-set31)
# The draw, fixed at 2026-12-06 18:41:14 UTC before any build and any faultline run on any candidate
# (/work/set31/draw-order.txt; candidates /work/set31/candidates.txt, written from memory 18:36-18:38 UTC in ten
# batches (1966 names; 792 survive the exclusions of sets 3-30, recall.yaml and set 24-30 candidate lists): 319
# names, the first 40 surviving per kind (daemons 39) after the names left off by hand (huge, header-only, not C/C++);
# versions pinned to bookworm(-updates/-security) by /work/set31/ver.py: 147 have no bookworm source; fetchable by
# /work/set31/head.sh: 36 of 172 (14 codecs, 3 media, 1 database, 4 C++ libraries, 6 scientific, 3 CLIs, 3 daemons,
# 2 other C libraries)). The weighted round-robin (codecs 2, media 2, databases 1, C++ libraries 1, scientific 1,
# C CLIs 1, daemons 1, other C libraries 1) over the 36 fetchable names in list order, no pre-registered positions.
# Built in this order:
#  1 libisofs 1.5.4-1, 2 libisoburn 1.5.4-4, 3 mpv 0.35.1-4, 4 alsa-lib 1.2.8-1, 5 recoll 1.34.3-1, 6 qwt 6.1.4-2, 7
#  hdf5 1.10.8+repack1-1, 8 myrescue 0.9.8-3, 9 i2pd 2.45.1-1, 10 readline 8.2-1.3, 11 macutils 2.0b3-17, 12
#  libextractor 1:1.11-7, 13 puredata 0.53.1+ds-2+deb12u1, 14 qcustomplot 2.1.0+dfsg1-3.1, 15 ngspice 39.3+ds-1, 16
#  expect 5.45.4-2, 17 ipmitool 1.8.19-4+deb12u2, 18 libtermkey 0.22-1, 19 mpegdemux 0.1.4-5, 20 t1utils 1.41-4, 21
#  libsdl2 2.26.5+dfsg-1, 22 magic 8.3.105+ds.1-1.1, 23 ledger 3.3.0-3, 24 freeipmi 1.6.10-1, 25 libevtx 20181227-2,
#  26 liblnk 20181227-1.1, 27 libgdiplus 6.1+dfsg-1, 28 calculix-ccx 2.20-1, 29 libpff 20180714-3, 30 libqcow
#  20201213-1, 31 bart 0.8.00-3, 32 libregf 20201007-2, 33 libscca 20200717-1, 34 gdcm 3.0.21-1, 35 libvhdi
#  20210425-1, 36 libvmdk 20200926-2


PROJECTS = [
]
