// Stream owner classes whose constructors and destructors are defined in
// use_stream_owner_across_files.cpp, not in the files that construct them
// (pos_stream_owner_across_files.cpp).
#pragma once

#include <cstdio>

// Opens the file at `path` in its constructor, closes it in its destructor.
class ConfigFile {
public:
  explicit ConfigFile(const char *path);
  ~ConfigFile();
  int firstChar();

private:
  std::FILE *file_;
};

// Opens a fixed status file in its constructor, closes it in its destructor.
class StatusFile {
public:
  StatusFile();
  ~StatusFile();
  int firstChar();

private:
  std::FILE *file_;
};
