/* stdio streams. glibc (>= 2.23) takes a stream's buffer from malloc on its first read or
 * write, so a fopen/fclose per iteration costs calls and allocator churn rather than faults
 * (DESIGN.md); the runtime evidence is therefore counts per opening site: opens, closes,
 * buffers stdio allocated (seen at fclose: a buffer that is not the caller's), and whether a
 * caller buffer or no buffering was set with setvbuf/setbuf. */
#include "rt.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define RA() __builtin_return_address(0)
#define FP() ((uintptr_t)__builtin_frame_address(0))

/* Open streams -> the site that opened them. Small, fixed, one lock: stdio calls are rare next
 * to mallocs, and every one of them already makes system calls. */
#define MAX_STREAMS 4096
static struct {
  FILE *fp;
  struct rt_site *site;
} streams[MAX_STREAMS];
static atomic_flag lock = ATOMIC_FLAG_INIT;
static _Atomic uint64_t streams_overflow;

static void lock_streams(void) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
    __builtin_ia32_pause();
}
static void unlock_streams(void) { atomic_flag_clear_explicit(&lock, memory_order_release); }

static size_t slot_of(FILE *fp) { return ((uintptr_t)fp >> 4) * 0x9e3779b97f4a7c15ull >> 52; }

/* FNV-1a of a path; 0 is kept for "no path" (fdopen). */
static uint64_t path_hash(const char *path) {
  if (!path)
    return 0;
  uint64_t h = 0xcbf29ce484222325ull;
  for (const unsigned char *c = (const unsigned char *)path; *c; ++c)
    h = (h ^ *c) * 0x100000001b3ull;
  return h ? h : 1;
}

/* Under the streams lock: was this path among the last ones this site opened? */
static void note_path(struct rt_site *site, uint64_t hash) {
  if (!hash)
    return;
  for (int i = 0; i < 4; ++i)
    if (site->recent_paths[i] == hash) {
      atomic_fetch_add_explicit(&site->same_path_opens, 1, memory_order_relaxed);
      return;
    }
  memmove(site->recent_paths + 1, site->recent_paths, 3 * sizeof site->recent_paths[0]);
  site->recent_paths[0] = hash;
}

static void remember(FILE *fp, struct rt_site *site, uint64_t hash) {
  lock_streams();
  note_path(site, hash);
  size_t i = slot_of(fp) % MAX_STREAMS;
  for (size_t n = 0; n < MAX_STREAMS; ++n, i = (i + 1) % MAX_STREAMS)
    if (!streams[i].fp || streams[i].fp == fp) {
      streams[i].fp = fp;
      streams[i].site = site;
      unlock_streams();
      return;
    }
  unlock_streams();
  atomic_fetch_add(&streams_overflow, 1);
}

/* Removes fp when `take` is set; backward-shift deletion keeps probe chains intact. */
static struct rt_site *lookup_stream(FILE *fp, int take) {
  struct rt_site *site = NULL;
  lock_streams();
  size_t i = slot_of(fp) % MAX_STREAMS;
  for (size_t n = 0; n < MAX_STREAMS && streams[i].fp; ++n, i = (i + 1) % MAX_STREAMS)
    if (streams[i].fp == fp) {
      site = streams[i].site;
      if (take) {
        size_t hole = i;
        for (size_t j = (i + 1) % MAX_STREAMS; streams[j].fp; j = (j + 1) % MAX_STREAMS) {
          size_t home = slot_of(streams[j].fp) % MAX_STREAMS;
          /* Move j into the hole unless its home lies cyclically in (hole, j]. */
          int stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
          if (!stays) {
            streams[hole] = streams[j];
            hole = j;
          }
        }
        streams[hole].fp = NULL;
        streams[hole].site = NULL;
      }
      break;
    }
  unlock_streams();
  return site;
}

uint64_t rt_streams_overflow(void) { return streams_overflow; }

void rt_streams_after_fork_child(void) { atomic_flag_clear(&lock); }

static FILE *opened(int fn, FILE *f, void *ra, uintptr_t fp, const char *path) {
  RT_SAVE_ERRNO;
  rt_self.depth++;
  struct rt_site *s = rt_site_for_stack(RT_KIND_STDIO, fn, ra, fp);
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    if (f) {
      atomic_fetch_add_explicit(&s->opens, 1, memory_order_relaxed);
      remember(f, s, path_hash(path));
    }
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
  return f;
}

#define OPEN_HOOK(name, fallback, fn, params, args, path)                                      \
  RT_EXPORT FILE *name params {                                                                \
    if (!real_##name && !real_##fallback)                                                      \
      rt_ready();                                                                              \
    FILE *(*real) params = real_##name ? real_##name : real_##fallback;                        \
    if (!real) {                                                                               \
      errno = ENOSYS;                                                                          \
      return NULL;                                                                             \
    }                                                                                          \
    if (rt_self.depth || !rt_ready())                                                          \
      return real args;                                                                        \
    FILE *f = real args;                                                                       \
    return opened(fn, f, RA(), FP(), path);                                                    \
  }

OPEN_HOOK(fopen, fopen, RT_FN_FOPEN, (const char *path, const char *mode), (path, mode), path)
OPEN_HOOK(fopen64, fopen, RT_FN_FOPEN, (const char *path, const char *mode), (path, mode), path)
OPEN_HOOK(fdopen, fdopen, RT_FN_FDOPEN, (int fd, const char *mode), (fd, mode), NULL)

/* freopen keeps the FILE: the old stream is closed (charged to its site), the new one opened. */
static void closing(FILE *f);
#define REOPEN_HOOK(name, fallback)                                                            \
  RT_EXPORT FILE *name(const char *path, const char *mode, FILE *stream) {                      \
    if (!real_##name && !real_##fallback)                                                      \
      rt_ready();                                                                              \
    FILE *(*real)(const char *, const char *, FILE *) =                                        \
        real_##name ? real_##name : real_##fallback;                                           \
    if (!real) {                                                                               \
      errno = ENOSYS;                                                                          \
      return NULL;                                                                             \
    }                                                                                          \
    if (rt_self.depth || !rt_ready())                                                          \
      return real(path, mode, stream);                                                         \
    closing(stream);                                                                           \
    FILE *f = real(path, mode, stream);                                                        \
    return opened(RT_FN_FREOPEN, f, RA(), FP(), path);                                         \
  }
REOPEN_HOOK(freopen, freopen)
REOPEN_HOOK(freopen64, freopen)

/* glibc's FILE is public (struct _IO_FILE): _IO_buf_base is the buffer, and flag _IO_USER_BUF
 * (1) marks one stdio must not free, i.e. a caller's buffer or the 1-byte unbuffered one. */
static void closing(FILE *f) {
  if (!f)
    return;
  RT_SAVE_ERRNO;
  rt_self.depth++;
  struct rt_site *s = lookup_stream(f, 1);
  if (s) {
    atomic_fetch_add_explicit(&s->closes, 1, memory_order_relaxed);
    if (f->_IO_buf_base && !(f->_flags & 1))
      atomic_fetch_add_explicit(&s->buffer_allocs, 1, memory_order_relaxed);
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}

RT_EXPORT int fclose(FILE *f) {
  if (!real_fclose)
    rt_ready();
  if (!real_fclose) {
    errno = ENOSYS;
    return EOF;
  }
  if (!rt_self.depth && rt_ready())
    closing(f);
  return real_fclose(f);
}

/* A buffering choice is charged both to the stream's opening site (so the fopen finding knows
 * a caller buffer was set) and to its own call site (the setvbuf(_IONBF) finding's location). */
static void buffering(int fn, FILE *f, const char *buf, int mode, void *ra, uintptr_t fp) {
  RT_SAVE_ERRNO;
  rt_self.depth++;
  struct rt_site *opener = lookup_stream(f, 0);
  struct rt_site *s = rt_site_for_stack(RT_KIND_SETVBUF, fn, ra, fp);
  struct rt_site *both[2] = {opener, s};
  for (int i = 0; i < 2; ++i) {
    if (!both[i])
      continue;
    if (i == 1)
      atomic_fetch_add_explicit(&both[i]->calls, 1, memory_order_relaxed);
    if (mode == _IONBF)
      atomic_fetch_add_explicit(&both[i]->unbuffered, 1, memory_order_relaxed);
    else if (buf)
      atomic_fetch_add_explicit(&both[i]->caller_buffers, 1, memory_order_relaxed);
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}

RT_EXPORT int setvbuf(FILE *f, char *buf, int mode, size_t size) {
  if (!real_setvbuf)
    rt_ready();
  if (!real_setvbuf) {
    errno = ENOSYS;
    return EOF;
  }
  int r = real_setvbuf(f, buf, mode, size);
  if (r == 0 && !rt_self.depth && rt_ready())
    buffering(RT_FN_SETVBUF, f, buf, mode, RA(), FP());
  return r;
}

RT_EXPORT void setbuf(FILE *f, char *buf) {
  if (!real_setbuf)
    rt_ready();
  if (!real_setbuf)
    return;
  real_setbuf(f, buf);
  if (!rt_self.depth && rt_ready())
    buffering(RT_FN_SETBUF, f, buf, buf ? _IOFBF : _IONBF, RA(), FP());
}

RT_EXPORT void setbuffer(FILE *f, char *buf, size_t size) {
  if (!real_setbuffer)
    rt_ready();
  if (!real_setbuffer)
    return;
  real_setbuffer(f, buf, size);
  if (!rt_self.depth && rt_ready())
    buffering(RT_FN_SETBUFFER, f, buf, buf ? _IOFBF : _IONBF, RA(), FP());
}
