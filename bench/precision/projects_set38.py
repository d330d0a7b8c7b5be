"""Precision projects: held-out set 38 (session 38). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 38 (session 38, brief h31-set38)
# The draw, fixed at 2026-12-07 18:07:25 UTC before any build and any faultline run on any candidate
# (/work/set38/draw-order.txt; candidates /work/set38/candidates.txt, written from memory 17:41-17:42 UTC in seven
# batches (2028 names; 38 repeats, 546 excluded as names of sets corpus-37, recall.yaml, the skips.txt of sets 32-36 and
# the skipped-entries.py of sets 35-37), 347 left off by hand (huge, header-only, not C/C++): 1098 survivors; then a
# second codecs and media batch at 17:44 UTC (281 names; 13 repeats, 13 excluded, 60 left off: 195 survivors), a third
# mixed batch at 17:49 UTC (635 names; 34 repeats, 61 excluded, 122 left off: 420 survivors), the first passes giving
# almost nothing fetchable, and a databases batch at 18:06 UTC (109 names; 1 repeat, 2 excluded, 11 left off: 96
# survivors), none of the others being a fetchable database); versions pinned to bookworm(-updates/-security) by
# /work/set38/ver.py (ver2.py, ver3.py, ver4.py): 380 of 1098 (112 of 195, 231 of 420, 60 of 96) have no bookworm
# source (or map to a source already listed); fetchable by /work/set38/head.sh (head2.sh, head3.sh, head4.sh): 24 of 718
# (5 of 83, 20 of 189, 2 of 36); 9 then left off by hand (tmp/leaveoff-after-pinning.txt: mupdf (large, fonts from
# texlive-fonts-extra converted with afdko), pari-elldata, rsnapshot, php-pgsql/php-sqlite3 (php-defaults) (no C), stun
# (C++), nscd (glibc), rpm2cpio (rpm), pulseaudio-utils (pulseaudio) (huge or large)), and vis, written in the media
# batch for a music visualiser, is the vis editor: counted as a C CLI. So 42 (5 codecs, 4 media, 0 databases, 6
# scientific, 12 C CLIs, 9 daemons, 6 other C libraries). The weighted round-robin (codecs 3, media 3, databases 1,
# scientific 1, C CLIs 1, daemons 2, other C libraries 1) over the 42 fetchable names in list order, no pre-registered
# positions. Built in this order:
#  1 genromfs 0.5.2-4, 2 mtd-utils 1:2.1.5-1, 3 gifshuffle 2.0-1, 4 pango1.0 1.50.12+ds-1, 5 hp2xx 3.4.4-12,
#  6 openslide 3.4.1+dfsg-6+deb12u1, 7 xraylib 4.0.0+dfsg1-3, 8 datefudge 1.24, 9 ebtables 2.0.11-5,
#  10 arptables 0.0.5-3.1, 11 nspr 2:4.35-1, 12 mscompress 0.4-10, 13 efax 1:0.9a-21, 14 setcd 1.5-6.1,
#  15 sprng 2.0a-13, 16 spinner 1.2.4-6, 17 udptunnel 1.1-9, 18 rungetty 1.2-16.1, 19 libiberty 20230104-1,
#  20 gff2aplot 2.0-14, 21 cstream 4.0.0-1, 22 startpar 0.65-1, 23 rbldnsd 1.0~20210120-2, 24 capstone 4.0.2-5,
#  25 rtl-433 22.11-1, 26 vis 0.8-1, 27 bgpq3 0.1.36.1-1, 28 sendip 2.6-1, 29 lksctp-tools 1.0.19+dfsg-2,
#  30 chealpix 3.30.0-9, 31 dte 1.10-1, 32 dnscap 2.1.1-1, 33 apr 1.7.2-3+deb12u1, 34 libsharp 1.0.0-2,
#  35 9base 1:6-13, 36 apr-util 1.6.3-1+deb12u1, 37 zsh 5.9-4, 38 bash 5.2.15-2, 39 9mount 1.3+hg20170412-1,
#  40 disktype 9-12, 41 recoverjpeg 2.6.3-4, 42 recoverdm 0.20-8


PROJECTS = [
]
