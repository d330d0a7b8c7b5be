// The definitions of owner_across_files.h's classes, in their own translation unit: the files
// that construct them see only the declarations (rules/program/OwnerConstructions.h joins the
// two).
#include "owner_across_files.h"

#include <cstdlib>

ScoreTable::ScoreTable(std::size_t slots)
    : scores_(static_cast<double *>(std::calloc(slots, sizeof(double)))), slots_(slots) {}

ScoreTable::~ScoreTable() { std::free(scores_); }

void ScoreTable::add(std::size_t slot, double score) { scores_[slot % slots_] += score; }

double ScoreTable::total() const {
  double sum = 0;
  for (std::size_t i = 0; i < slots_; ++i)
    sum += scores_[i];
  return sum;
}

RowWindow::RowWindow(std::size_t rows) : window_(rows * 1024) {}

std::size_t RowWindow::rows() const { return window_.size() / 1024; }

HeaderBuffer::HeaderBuffer() : header_(static_cast<char *>(std::malloc(1024))) {}

HeaderBuffer::~HeaderBuffer() { std::free(header_); }
