// What the harnesses share: most readers take a path (they refuse FIFOs and devices, so the
// bytes must be a regular file), so each input is written to one scratch file per process first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

namespace faultline::fuzz {

// The path of a regular file (in /dev/shm when it exists: no disk writes per execution) that
// holds exactly `data`. The same path for the whole process; `suffix` names its kind.
inline const std::string &writeInput(const uint8_t *data, size_t size, const char *suffix) {
  static std::string path;
  if (path.empty()) {
    const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    path = std::string(dir) + "/faultline-fuzz-" + std::to_string(getpid()) + suffix;
  }
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f || (size && std::fwrite(data, 1, size, f) != size) || std::fclose(f) != 0)
    std::abort(); // the harness's own failure, not the reader's
  return path;
}

inline void removeInputAtExit() {
  static bool registered = false;
  if (!registered) {
    registered = true;
    std::atexit([] {
      // Only the file names writeInput would have made for this process.
      for (const char *dir : {"/dev/shm", "/tmp"})
        for (const char *suffix : {".json", ".yaml", ".entry", ".sarif"})
          unlink((std::string(dir) + "/faultline-fuzz-" + std::to_string(getpid()) + suffix)
                     .c_str());
    });
  }
}

} // namespace faultline::fuzz
