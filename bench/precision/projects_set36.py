"""Precision projects: held-out set 36 (session 36). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 36 (session 36, brief h29-set36)
# The draw, fixed at 2026-12-07 11:09:55 UTC before any build and any faultline run on any candidate
# (/work/set36/draw-order.txt; candidates /work/set36/candidates.txt, written from memory 10:55-10:56 UTC in seven
# batches (1645 names; 19 repeats, 480 excluded as names of sets corpus-35, recall.yaml, the skips.txt of sets 32-35 and
# set 35's skipped-entries.py), 354 left off by hand (huge, header-only, not C/C++): 792 survivors; then, that first pass
# giving 0 codecs and 1 media project fetchable, a second codecs and media batch written at 11:07 UTC (295 names; 2
# repeats, 30 excluded, 69 left off: 194 survivors)); versions pinned to bookworm(-updates/-security) by
# /work/set36/ver.py (ver2.py): 232 of 792 (116 of 194) have no bookworm source; fetchable by /work/set36/head.sh
# (head2.sh): 39 of 560 (4 of 78); 9 then left off by hand (tmp/leaveoff-after-pinning.txt: xxd and udev (binaries
# of vim and systemd, left off as large), fluid-soundfont (data), minpack (Fortran), suitesparse (huge), libint2
# (C++), opari2 (C++), pnetcdf (MPI), mpdas (C++)), so 34 (1 codec, 3 media, 2 databases, 6 scientific, 6 CLIs,
# 2 daemons, 14 other C libraries). The weighted round-robin (codecs 2, media 2, databases 1, scientific 1, C CLIs 2,
# daemons 2, other C libraries 2) over the 34 fetchable names in list order, no pre-registered positions. Built in
# this order:
#  1 libuninameslist 20221022-1, 2 direwolf 1.6+dfsg-3, 3 flvstreamer 2.1c1-1.1, 4 idzebra 2.2.7-1,
#  5 cubature 1.0.4+ds-1, 6 uucp 1.07-27, 7 texinfo 6.8-6, 8 busybox 1:1.35.0-4+deb12u1, 9 dbus 1.14.10-1~deb12u1,
#  10 iptables 1.8.9-2, 11 bearssl 0.6+dfsg.1-3, 12 tstools 1.13~git20151030-6, 13 yaz 5.34.0-1,
#  14 hdf5 1.10.8+repack1-1, 15 parchive 1.1-4.2, 16 m4 1.4.19-3, 17 spi-tools 0.8.4-1, 18 libdrm 2.4.114-1,
#  19 aprx 2.9.1-1, 20 cproto 4.7v-1, 21 make-dfsg 4.3-4.1, 22 libxkbcommon 1.5.0-1, 23 libxcb 1.15-1,
#  24 libax25 0.0.12-rc5+git20190411+b17ff36-4, 25 fontconfig 2.14.1-4, 26 check 0.15.2-2, 27 papi 7.0.0-2,
#  28 cmocka 1.1.5-2.1, 29 cunit 2.1-3-dfsg-2.6, 30 otf2 3.0.2-2, 31 gssdp 1.6.2-2, 32 libavl 0.3.5-4,
#  33 libcidr 1.2.3-3, 34 bctoolbox 5.1.64-2


PROJECTS = [
]
