"""Precision projects: held-out set 30 (session 30). Fields: projects.py."""
from projects_common import CMAKE, CONF, BEAR, AUTORECONF, MK, bear, conf  # noqa: F401

# ------------------------------------------------ held-out set 30 (session 30, brief h22-set30)
# The draw, fixed at 2026-12-06 15:50:20 UTC before any build and any faultline run on any candidate
# (/work/set30/draw-order.txt; candidates /work/set30/candidates.txt, written from memory 15:43-15:46 UTC in two
# batches: 320 names, the first 40 surviving per kind after the exclusions and the names left off by hand, then, as
# batch 1 gave 52 fetchable names and none of databases, the next up-to-25 surviving names per kind of the same
# written list (156 names: 24 codecs, 25 media, 2 databases, 5 C++ libraries, 25 each of the others); versions
# pinned to bookworm(-updates/-security) by /work/set30/ver.py: 106 + 67 have no bookworm source; fetchable by
# /work/set30/head.sh: 52 of 214 + 11 of 89; no database is fetchable). The weighted round-robin (codecs 2, media 2,
# databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 63 fetchable names
# in list order, no pre-registered positions. Built in this order:
#  1 lodepng 0.0~git20220618.b4ed2cd-3, 2 libcdaudio 0.99.12p2-15, 3 sndio 1.9.0-0.3, 4 bpm-tools 0.3-4, 5
#  sqlitecpp 3.2.1-1, 6 gmp 2:6.2.1+dfsg1-1.1, 7 buffer 1.19-12, 8 pimd 2.3.2-3, 9 dwarfutils 20210528-1, 10
#  apngasm 2.91-4, 11 jpegpixi 1.1.1-5, 12 libva 2.17.0-1, 13 freeimage 3.18.0+ds2-9+deb12u1, 14 pari 2.15.2-1, 15
#  pipemeter 1.1.5-1.1, 16 openbgpd 7.7-2, 17 libutempter 1.2.1-3, 18 libmms 0.6.4-3, 19 codegroup 19981025-9, 20
#  meshoptimizer 0.18+dfsg-2, 21 exonerate 2.4.0-5, 22 bar 1.11.1-4, 23 rng-tools5 5-4.1, 24 mbedtls 2.28.3-1, 25
#  innoextract 1.9-0.1, 26 nifticlib 3.0.1-9, 27 daligner 1.0+git20221215.bd26967-1, 28 bonnie++ 2.00a+nmu1, 29 rp-
#  pppoe 3.15-2, 30 wolfssl 5.5.4-2+deb12u3, 31 libminc 2.4.05-4, 32 libemf2svg 1.1.0+ds-3, 33 damapper
#  0.0+git20210330.ab45103-1, 34 tar 1.34+dfsg-1.2+deb12u1, 35 pptp-linux 1.10.0-1, 36 keyutils 1.6.3-2, 37 zint
#  2.11.1-1, 38 dmtx-utils 0.7.6-1.1, 39 dascrubber 1.1-4, 40 cdpr 2.4-3, 41 xmlsec1 1.2.37-2, 42 libvidstab
#  1.1.0-2, 43 trf 4.09.1-6, 44 multipath-tools 0.9.4-3+deb12u2, 45 libcork 1.0.0~rc3-3, 46 snap 2013-11-29-11, 47
#  vblade 25-1, 48 libhx 4.10-1, 49 aoetools 36-5, 50 ngtcp2 0.12.1+dfsg-1+deb12u1, 51 rtorrent 0.9.8-1, 52 nghttp3
#  0.8.0-2, 53 dhcping 1.2-5, 54 libslirp 4.7.0-1, 55 dhcp-helper 1.2-3.1, 56 libvncserver 0.9.14+dfsg-1+deb12u2,
#  57 nullidentd 1.0-5, 58 libcacard 1:2.8.0-3, 59 cntlm 0.92.3-1.2, 60 libnbd 1.14.2-1, 61 libsignal-protocol-c
#  2.3.3-3, 62 re 0.1-7, 63 libblockdev 2.28-2+deb12u1


PROJECTS = [
]
