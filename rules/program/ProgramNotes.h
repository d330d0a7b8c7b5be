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

// Which TUs a setting made in `function` takes effect in (docs/cross-file.md, "Several programs
// in one database"); an empty vector means all of them:
//  * link units known and `function`'s TU in some: the TUs of those units (and TUs in none);
//  * else, `function` reached from one or more `main`s: the TUs those mains' programs are made
//    of (every TU defining a function a main reaches, threads included), and TUs no main
//    reaches (they may belong to any program);
//  * else (no main reaches it): everywhere, as nothing says which program runs it.
std::vector<bool> settingScope(const ProgramIndex &index, const facts::FunctionFacts *function);

// Adds the settings to every large-allocation finding of the program that makes them, raising a
// warning to an error when an in-process mallopt makes the block fault on every repetition.
// `origins` is parallel to `findings`.
void applyAllocatorSettings(std::vector<Finding> &findings,
                            const std::vector<FindingOrigin> &origins,
                            const std::vector<SettingRef> &settings, const ProgramIndex &index,
                            const RuleOptions &options);

// Notes that a finding's code runs on threads (its function is reached from a thread start, or
// its loop is an OpenMP parallel loop). `origins` is parallel to `findings`.
void applyThreadNotes(std::vector<Finding> &findings, const std::vector<FindingOrigin> &origins,
                      const ProgramIndex &index);

} // namespace faultline::rules::program
