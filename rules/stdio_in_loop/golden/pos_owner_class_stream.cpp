// A line reader class that fopens a fixed configuration file in its constructor and fcloses it in its destructor, made on the stack every iteration: faultline-stdio-in-loop at the construction.
#include <cstdio>

class ConfigReader {
public:
  explicit ConfigReader(const char *path) : file_(std::fopen(path, "r")) {}
  ~ConfigReader() {
    if (file_)
      std::fclose(file_);
  }
  int firstChar() { return file_ ? std::fgetc(file_) : -1; }

private:
  std::FILE *file_;
};

int poll_config(int rounds) {
  int sum = 0;
  for (int r = 0; r < rounds; ++r) {
    ConfigReader reader("/etc/poll.conf"); // EXPECT: faultline-stdio-in-loop
    sum += reader.firstChar();
  }
  return sum;
}
