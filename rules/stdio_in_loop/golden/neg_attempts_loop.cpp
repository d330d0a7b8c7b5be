// A loop of tries (incron's AppInstance::Lock, run once at the daemon's start): each round takes
// the lock file or, when another instance left it behind, reads the pid in it and removes a
// stale one before trying again. The counter only bounds the tries (it is read nowhere in the
// body), success returns from inside and running out of tries is the failure: in normal
// operation the body runs once per call, so the stale-lock check is not a stream per iteration.
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <string>
#include <unistd.h>

class Instance {
public:
  explicit Instance(std::string path) : path_(std::move(path)) {}

  bool lock() {
    for (int i = 0; i < 100; i++) {
      if (try_lock())
        return true;
      FILE *f = fopen(path_.c_str(), "r");
      if (f == NULL) {
        if (errno != ENOENT)
          return false;
        continue;
      }
      unsigned pid = 0;
      int n = fscanf(f, "%u", &pid);
      fclose(f);
      if (n != 1)
        return false;
      if (kill((pid_t)pid, 0) == 0)
        return false; // another instance runs
      unlink(path_.c_str());
    }
    return false;
  }

private:
  bool try_lock() {
    int fd = open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0)
      return false;
    dprintf(fd, "%u", (unsigned)getpid());
    close(fd);
    return true;
  }

  std::string path_;
};

int main() {
  Instance instance("/run/example.pid");
  return instance.lock() ? 0 : 1;
}
