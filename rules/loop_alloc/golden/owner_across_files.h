// Classes whose constructors and destructors are defined in use_owner_across_files.cpp, not in
// the files that construct them (pos_owner_class_across_files.cpp,
// neg_owner_class_across_files_small.cpp).
#pragma once

#include <cstddef>
#include <vector>

// Its constructor mallocs a table of `slots` doubles; its destructor frees it.
class ScoreTable {
public:
  explicit ScoreTable(std::size_t slots);
  ~ScoreTable();
  void add(std::size_t slot, double score);
  double total() const;

private:
  double *scores_;
  std::size_t slots_;
};

// Its constructor sizes a std::vector member; the member's own destructor frees it.
class RowWindow {
public:
  explicit RowWindow(std::size_t rows);
  std::size_t rows() const;

private:
  std::vector<float> window_;
};

// Its constructor allocates a fixed 1 KiB header: small wherever it is made.
class HeaderBuffer {
public:
  HeaderBuffer();
  ~HeaderBuffer();

private:
  char *header_;
};
