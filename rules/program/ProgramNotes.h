// What only the whole program knows about a finding: whether some code pins glibc's allocator
// settings (then the dynamic mmap threshold is off and a large block faults every time), and
// whether the finding's code runs on threads.
#pragma once

#include "rules/Finding.h"
#include "rules/Rule.h"
#include "rules/program/HotPaths.h"

#include <vector>

namespace faultline::rules::program {

struct SettingRef {
  const facts::AllocatorSetting *setting;
  const facts::FunctionFacts *function;
};

std::vector<SettingRef> findAllocatorSettings(const ProgramIndex &index);

// Adds the settings to every large-allocation finding, raising a warning to an error when an
// in-process mallopt makes the block fault on every repetition.
void applyAllocatorSettings(std::vector<Finding> &findings, const std::vector<SettingRef> &settings,
                            const RuleOptions &options);

// Notes that a finding's code runs on threads (its function is reached from a thread start, or
// its loop is an OpenMP parallel loop).
void applyThreadNotes(std::vector<Finding> &findings, const ProgramIndex &index);

} // namespace faultline::rules::program
