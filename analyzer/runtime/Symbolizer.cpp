#include "runtime/Symbolizer.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/DebugInfo/Symbolize/Symbolize.h"
#include "llvm/Support/Path.h"

namespace faultline::runtime {

Symbolizer::Symbolizer() {
  llvm::symbolize::LLVMSymbolizer::Options o;
  o.Demangle = true;
  o.UseSymbolTable = true;
  o.PathStyle = llvm::DILineInfoSpecifier::FileLineInfoKind::AbsoluteFilePath;
  o.PrintFunctions = llvm::symbolize::FunctionNameKind::LinkageName;
  impl = std::make_unique<llvm::symbolize::LLVMSymbolizer>(o);
}

Symbolizer::~Symbolizer() = default;

const std::vector<Frame> &Symbolizer::frames(const std::string &module, uint64_t address) {
  auto key = std::make_pair(module, address);
  auto it = cache.find(key);
  if (it != cache.end())
    return it->second;
  std::vector<Frame> out;
  uint64_t lookup = address ? address - 1 : 0;
  auto info = impl->symbolizeInlinedCode(
      module, {lookup, llvm::object::SectionedAddress::UndefSection});
  if (info) {
    for (uint32_t i = 0, n = info->getNumberOfFrames(); i < n; ++i) {
      const llvm::DILineInfo &li = info->getFrame(i);
      Frame f;
      f.function = li.FunctionName == llvm::DILineInfo::BadString ? "" : li.FunctionName;
      f.file = li.FileName == llvm::DILineInfo::BadString ? "" : li.FileName;
      if (!f.file.empty()) {
        llvm::SmallString<256> clean(f.file);
        llvm::sys::path::remove_dots(clean, /*remove_dot_dot=*/true);
        f.file = std::string(clean);
      }
      f.line = li.Line;
      f.column = li.Column;
      f.module = module;
      f.address = address;
      f.inlined = i + 1 < n;
      out.push_back(std::move(f));
    }
  } else {
    llvm::consumeError(info.takeError());
  }
  if (out.empty()) {
    Frame f;
    f.module = module;
    f.address = address;
    out.push_back(std::move(f));
  }
  return cache.emplace(key, std::move(out)).first->second;
}

} // namespace faultline::runtime
