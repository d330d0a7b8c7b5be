// One state file per device (smartmontools' smartd.cpp, held-out set 18): the loop binds a
// reference to the current element (`const dev_config &cfg = configs.at(i)`) and passes its
// file name on, so each call opens another file: per-item work, not churn. Fast mode did not
// see through the reference declarator and took the path as the same on every iteration.
#include <cstdio>
#include <string>
#include <vector>

struct device_config {
  std::string state_file;
};

static bool write_device_state(const char *path, int temperature) {
  FILE *f = std::fopen(path, "w");
  if (!f)
    return false;
  std::fprintf(f, "temperature = %d\n", temperature);
  std::fclose(f);
  return true;
}

void write_all_device_states(const std::vector<device_config> &configs,
                             const std::vector<int> &temperatures) {
  for (unsigned i = 0; i < temperatures.size(); i++) {
    const device_config &cfg = configs.at(i);
    if (cfg.state_file.empty())
      continue;
    write_device_state(cfg.state_file.c_str(), temperatures[i]);
  }
}
