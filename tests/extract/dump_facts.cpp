// Prints the facts the Clang extractor finds in one file, one line per fact, for the extractor's
// FileCheck tests and for debugging: dump_facts FILE [-- compiler args...]
#include "common/FactsPrinter.h"
#include "extract/Extractor.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace faultline;

int main(int argc, char **argv) {
  if (argc < 2) {
    llvm::errs() << "usage: dump_facts FILE [-- ARGS...]\n";
    return 2;
  }
  llvm::SmallString<256> cwd;
  llvm::sys::fs::current_path(cwd);
  std::vector<std::string> args = {"clang", "-fsyntax-only"};
  std::string file = argv[1];
  bool cxx = llvm::StringRef(file).ends_with(".cpp") || llvm::StringRef(file).ends_with(".cc");
  args.push_back(cxx ? "-std=c++20" : "-std=c17");
  for (int i = 2; i < argc; ++i)
    if (llvm::StringRef(argv[i]) != "--")
      args.push_back(argv[i]);
  args.push_back(file);
  clang::tooling::CompileCommand command(cwd, file, args, "");
  extract::ExtractResult result = extract::extractTranslationUnit(command, {});
  auto &out = llvm::outs();
  if (!result.parsed)
    out << "error " << result.errorCount << " " << result.firstError << "\n";
  dump::printFunctions(out, result.facts);
  return result.parsed ? 0 : 3;
}
