/* Process ends the destructor in init.c does not see: exec (the image is replaced, so the
 * report is written just before; if exec fails the process goes on and reports again at exit),
 * _exit/_Exit, quick_exit and abort. Other fatal signals are not caught: installing handlers would change
 * the program's signal dispositions, which the shim promises not to do. */
#include "rt.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

/* A vfork child (posix_spawn, or vfork+exec) shares the parent's memory and pid bookkeeping;
 * writing "its" report would publish the parent's counters under the child's pid. */
static int own_process(void) { return getpid() == rt.pid; }

static void before_exec(void) {
  if (atomic_load(&rt.ready) == 2 && rt.enabled && own_process())
    rt_write_report("exec");
}

static void exec_failed(void) { atomic_store(&rt.reported, 0); }

RT_EXPORT int execve(const char *path, char *const argv[], char *const envp[]) {
  if (!real_execve)
    rt_ready();
  before_exec();
  int r = real_execve(path, argv, envp);
  RT_SAVE_ERRNO;
  exec_failed();
  RT_RESTORE_ERRNO;
  return r;
}

RT_EXPORT int execv(const char *path, char *const argv[]) {
  if (!real_execv)
    rt_ready();
  before_exec();
  int r = real_execv(path, argv);
  RT_SAVE_ERRNO;
  exec_failed();
  RT_RESTORE_ERRNO;
  return r;
}

RT_EXPORT int execvp(const char *file, char *const argv[]) {
  if (!real_execvp)
    rt_ready();
  before_exec();
  int r = real_execvp(file, argv);
  RT_SAVE_ERRNO;
  exec_failed();
  RT_RESTORE_ERRNO;
  return r;
}

RT_EXPORT int execvpe(const char *file, char *const argv[], char *const envp[]) {
  if (!real_execvpe)
    rt_ready();
  if (!real_execvpe) {
    errno = ENOSYS;
    return -1;
  }
  before_exec();
  int r = real_execvpe(file, argv, envp);
  RT_SAVE_ERRNO;
  exec_failed();
  RT_RESTORE_ERRNO;
  return r;
}

/* The list forms call glibc's internal execve, which bypasses the hooks above: rebuild argv
 * on the stack (as glibc does) and go through ours. */
#define COLLECT_ARGS(first, ap, argv, extra)                                                   \
  size_t n_ = 1;                                                                               \
  va_start(ap, first);                                                                         \
  while (va_arg(ap, char *))                                                                   \
    ++n_;                                                                                      \
  va_end(ap);                                                                                  \
  char *argv[n_ + 1];                                                                          \
  argv[0] = (char *)(first);                                                                   \
  va_start(ap, first);                                                                         \
  for (size_t i_ = 1; i_ <= n_; ++i_)                                                          \
    argv[i_] = i_ < n_ ? va_arg(ap, char *) : NULL;                                            \
  if (n_ > 0)                                                                                  \
    (void)va_arg(ap, char *); /* the terminating NULL */                                       \
  extra;                                                                                       \
  va_end(ap)

RT_EXPORT int execl(const char *path, const char *arg, ...) {
  va_list ap;
  COLLECT_ARGS(arg, ap, argv, (void)0);
  return execv(path, argv);
}

RT_EXPORT int execlp(const char *file, const char *arg, ...) {
  va_list ap;
  COLLECT_ARGS(arg, ap, argv, (void)0);
  return execvp(file, argv);
}

RT_EXPORT int execle(const char *path, const char *arg, ...) {
  va_list ap;
  char **envp;
  COLLECT_ARGS(arg, ap, argv, envp = va_arg(ap, char **));
  return execve(path, argv, envp);
}

RT_EXPORT void _exit(int status) {
  if (!real__exit)
    rt_ready();
  if (atomic_load(&rt.ready) == 2 && rt.enabled && own_process())
    rt_write_report("_exit");
  if (real__exit)
    real__exit(status);
  for (;;)
    ; /* unreachable: glibc always has _exit; keeps the noreturn contract */
}

RT_EXPORT void _Exit(int status) {
  if (atomic_load(&rt.ready) == 2 && rt.enabled && own_process())
    rt_write_report("_exit");
  if (real__Exit)
    real__Exit(status);
  _exit(status);
}

/* quick_exit runs the at_quick_exit handlers and ends in libc's internal _exit, which no hook
 * sees; the report is written first (the handlers' own allocations are not in it). */
RT_EXPORT void quick_exit(int status) {
  if (!real_quick_exit)
    rt_ready();
  if (atomic_load(&rt.ready) == 2 && rt.enabled && own_process())
    rt_write_report("quick_exit");
  if (real_quick_exit)
    real_quick_exit(status);
  _exit(status);
}

RT_EXPORT void abort(void) {
  if (!real_abort)
    rt_ready();
  if (atomic_load(&rt.ready) == 2 && rt.enabled && own_process())
    rt_write_report("abort");
  if (real_abort)
    real_abort();
  for (;;)
    ;
}
