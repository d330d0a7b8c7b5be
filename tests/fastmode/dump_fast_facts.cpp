// Prints the facts fast mode finds in one file, in exactly the line format of
// tests/extract/dump_facts.cpp, so the two front ends can be diffed and FileCheck'ed alike:
// dump_fast_facts FILE
#include "common/FactsPrinter.h"
#include "facts/Facts.h"
#include "fastmode/FastExtractor.h"

#include <cstdio>
#include <iostream>
#include <string>

using namespace faultline;

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: dump_fast_facts FILE\n";
    return 2;
  }
  extract::ExtractResult result = fastmode::extractFastMode(argv[1], {});
  auto &out = std::cout;
  if (!result.parsed)
    out << "error " << result.errorCount << " " << result.firstError << "\n";
  else if (result.errorCount) // regions fast mode skipped; the rest still gives facts
    out << "syntax-errors " << result.errorCount << " " << result.firstError << "\n";
  dump::printFunctions(out, result.facts);
  return result.parsed ? 0 : 3;
}
