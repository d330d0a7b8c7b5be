// Prints the facts fast mode finds in one file, in exactly the line format of
// tests/extract/dump_facts.cpp, so the two front ends can be diffed and FileCheck'ed alike:
// dump_fast_facts FILE
// dump_fast_facts --repetition FILE: only what decides repetition (Facts.h, "Events that do not
// repeat"): each event's loop and notRepeated, pathVaries / pathParameter, argumentsVarying.
#include "common/FactsPrinter.h"
#include "facts/Facts.h"
#include "fastmode/FastExtractor.h"

#include <cstdio>
#include <iostream>
#include <string>

using namespace faultline;

namespace {

std::string at(const facts::SourceRange &r) {
  return std::to_string(r.line) + ":" + std::to_string(r.column);
}

std::string once(const std::string &notRepeated) {
  return notRepeated.empty() ? "" : " not-repeated='" + notRepeated + "'";
}

void printRepetition(std::ostream &out, const facts::TranslationUnitFacts &tu) {
  for (const facts::FunctionFacts &f : tu.functions) {
    out << "function " << f.name << "\n";
    for (const facts::Block &b : f.blocks) {
      out << "  block " << b.allocator << " " << at(b.range) << " loop=" << b.loop << once(b.notRepeated) << "\n";
      for (const facts::Release &r : b.releases)
        out << "    release " << r.function << " " << at(r.range) << " loop=" << r.loop << "\n";
    }
    for (const facts::StreamOpen &o : f.streamOpens) {
      out << "  open " << o.opener << " " << at(o.range) << " loop=" << o.loop
          << (o.pathVaries ? " path-varies" : "") << " path-parameter=" << o.pathParameter
          << once(o.notRepeated) << "\n";
      for (const facts::Release &r : o.closes)
        out << "    close " << r.function << " " << at(r.range) << " loop=" << r.loop << "\n";
    }
    for (const facts::StreamOp &o : f.streamOps)
      out << "  op " << o.function << " " << at(o.range) << " loop=" << o.loop << "\n";
    for (const facts::BufferingChange &c : f.bufferingChanges)
      out << "  buffering " << c.function << " " << at(c.range) << " loop=" << c.loop << "\n";
    for (const facts::CallSite &c : f.calls) {
      out << "  call " << c.callee << " " << at(c.range) << " loop=" << c.loop << " varying=[";
      for (size_t i = 0; i < c.argumentsVarying.size(); ++i)
        out << (i ? "," : "") << c.argumentsVarying[i];
      out << "]" << once(c.notRepeated) << "\n";
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  bool repetition = argc == 3 && std::string(argv[1]) == "--repetition";
  if (argc != 2 && !repetition) {
    std::cerr << "usage: dump_fast_facts [--repetition] FILE\n";
    return 2;
  }
  extract::ExtractResult result = fastmode::extractFastMode(argv[argc - 1], {});
  auto &out = std::cout;
  if (repetition) {
    printRepetition(out, result.facts);
    return result.parsed ? 0 : 3;
  }
  if (!result.parsed)
    out << "error " << result.errorCount << " " << result.firstError << "\n";
  else if (result.errorCount) // regions fast mode skipped; the rest still gives facts
    out << "syntax-errors " << result.errorCount << " " << result.firstError << "\n";
  dump::printFunctions(out, result.facts);
  return result.parsed ? 0 : 3;
}
