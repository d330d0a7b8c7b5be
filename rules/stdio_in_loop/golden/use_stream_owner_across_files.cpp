// The definitions of stream_owner_across_files.h's classes, in their own translation unit: the
// files that construct them see only the declarations (rules/program/OwnerConstructions.h
// opens the member's stream at the construction, closes it at the object's scope end).
#include "stream_owner_across_files.h"

ConfigFile::ConfigFile(const char *path) : file_(std::fopen(path, "r")) {}

ConfigFile::~ConfigFile() {
  if (file_)
    std::fclose(file_);
}

int ConfigFile::firstChar() { return file_ ? std::fgetc(file_) : -1; }

StatusFile::StatusFile() : file_(std::fopen("/proc/self/status", "r")) {}

StatusFile::~StatusFile() {
  if (file_)
    std::fclose(file_);
}

int StatusFile::firstChar() { return file_ ? std::fgetc(file_) : -1; }
