#include "extract/Extractor.h"
#include "clang/Tooling/CompilationDatabase.h"
namespace faultline::extract {
ExtractResult extractTranslationUnit(const clang::tooling::CompileCommand &command,
                                     const ExtractOptions &options) {
  ExtractResult r;
  r.facts.mainFile = command.Filename;
  return r;
}
}
