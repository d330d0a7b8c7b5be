// Prints the facts the Clang extractor finds in one file, one line per fact, for the extractor's
// FileCheck tests and for debugging: dump_facts FILE [-- compiler args...]
#include "extract/Extractor.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace faultline;

static std::string at(const facts::SourceRange &r) {
  return std::to_string(r.line) + ":" + std::to_string(r.column);
}

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
  for (const auto &f : result.facts.functions) {
    out << "function " << f.name << " " << at(f.range) << "\n";
    for (const auto &l : f.loops)
      out << "  loop " << l.id << " " << facts::toString(l.kind) << " " << at(l.range)
          << " parent=" << l.parent << "\n";
    for (const auto &b : f.blocks) {
      out << "  block " << b.id << " " << facts::toString(b.kind) << " '" << b.allocator << "' "
          << at(b.range) << " loop=" << b.loop << " var=" << b.variable
          << " size=" << (b.size.bytes ? std::to_string(*b.size.bytes) : "?") << " expr='"
          << b.size.expression << "'";
      if (!b.size.derivation.empty())
        out << " via='" << b.size.derivation << "'";
      if (b.size.dependsOnParameter >= 0)
        out << " param=" << b.size.dependsOnParameter;
      out << " escape=" << facts::toString(b.escape) << (b.valueInitialized ? " init" : "")
          << " order=" << b.order << "\n";
      for (const auto &r : b.releases)
        out << "    release " << facts::toString(r.kind) << " '" << r.function << "' "
            << at(r.range) << " loop=" << r.loop << " order=" << r.order << "\n";
    }
    for (const auto &s : f.streamOpens) {
      out << "  open " << s.opener << " " << at(s.range) << " stream=" << s.stream
          << " loop=" << s.loop << " escape=" << facts::toString(s.escape)
          << (s.callerBuffer ? " caller-buffer" : "") << "\n";
      for (const auto &c : s.closes)
        out << "    close '" << c.function << "' " << at(c.range) << " loop=" << c.loop << "\n";
    }
    for (const auto &c : f.bufferingChanges)
      out << "  buffering " << c.function << " " << at(c.range) << " stream=" << c.stream
          << (c.unbuffered ? " unbuffered" : "") << (c.callerBuffer ? " caller-buffer" : "")
          << " loop=" << c.loop << "\n";
    for (const auto &o : f.streamOps)
      out << "  op " << o.function << " " << at(o.range) << " stream=" << o.stream
          << (o.piecewise ? " piecewise" : "") << " loop=" << o.loop << "\n";
    for (const auto &c : f.calls)
      out << "  call " << c.callee << " " << at(c.range) << " loop=" << c.loop << "\n";
  }
  return result.parsed ? 0 : 3;
}
