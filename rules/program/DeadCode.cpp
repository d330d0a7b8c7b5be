#include "rules/program/DeadCode.h"

#include "rules/program/ValueTests.h"

namespace faultline::rules::program {

namespace {

// The quoted reason (facts' 'Events that do not repeat'): never shown for a dead event, but it
// says why in --dump-facts style output and in any debugging of the join.
constexpr const char *kDead = "under a test of constants that never holds";

template <typename Event>
void mark(std::vector<Event> &events, const ProgramIndex &index, const facts::FunctionFacts &f) {
  for (Event &e : events)
    // No parameter values: only tests of constants (and predicates called with constants)
    // are decided; anything that reads a parameter stays undecided and may run.
    if (e.runsOnlyIf >= 0 && e.notRepeated.empty() && !mayRun(index, f, e.runsOnlyIf, {}))
      e.notRepeated = kDead;
}

} // namespace

void markDeadCode(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index) {
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions) {
      mark(f.blocks, index, f);
      mark(f.streamOpens, index, f);
      mark(f.calls, index, f);
    }
}

} // namespace faultline::rules::program
