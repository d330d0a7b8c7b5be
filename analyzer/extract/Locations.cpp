#include "extract/Locations.h"

#include "facts/builder/SingleSpaced.h"

#include "clang/AST/Expr.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace faultline::extract {

const std::string &Locations::fileName(FileID id) {
  auto it = names.find(id);
  if (it != names.end())
    return it->second;
  std::string name;
  if (auto entry = sm.getFileEntryRefForID(id)) {
    // Relative to the compilation's directory, which lives in the file manager's file system,
    // not in the process (TUs are analysed in parallel, each from its own directory).
    llvm::SmallString<256> path(entry->getName());
    sm.getFileManager().makeAbsolutePath(path);
    llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
    name = std::string(path);
  }
  return names.try_emplace(id, std::move(name)).first->second;
}

facts::SourceRange Locations::range(clang::SourceRange r) {
  facts::SourceRange out;
  if (r.isInvalid())
    return out;
  SourceLocation begin = sm.getFileLoc(r.getBegin());
  SourceLocation end = r.getEnd().isMacroID() ? sm.getExpansionRange(r.getEnd()).getEnd()
                                              : r.getEnd();
  end = sm.getFileLoc(end);
  if (sm.getFileID(begin) != sm.getFileID(end) || sm.isBeforeInTranslationUnit(end, begin))
    end = begin;
  SourceLocation endOfToken = Lexer::getLocForEndOfToken(end, 0, sm, lang);
  if (endOfToken.isInvalid())
    endOfToken = end;
  out.file = fileName(sm.getFileID(begin));
  out.line = sm.getSpellingLineNumber(begin);
  out.column = sm.getSpellingColumnNumber(begin);
  out.endLine = sm.getSpellingLineNumber(endOfToken);
  out.endColumn = sm.getSpellingColumnNumber(endOfToken);
  return out;
}

uint64_t Locations::order(SourceLocation l) const {
  if (l.isInvalid())
    return 0;
  SourceLocation file = sm.getFileLoc(l);
  uint64_t offset = sm.getFileOffset(file);
  // Every token a macro's body brings in resolves to the macro's use site, so the file offset
  // alone gives all of them one order: the three allocations of GLib's `g_new` at -O2 (a
  // statement expression with three branches) would be one event to the walker's per-order maps.
  // Such a token's own location in the macro address space grows with its place in the
  // expansion (the preprocessor allocates it as it expands), so it orders the tokens of one
  // expansion after the use site's own offset and before the next one. A token written in the
  // file (a macro argument included) keeps the plain offset.
  if (!l.isMacroID() || sm.getSpellingLoc(l) == file)
    return offset << 32;
  return (offset << 32) | (l.getRawEncoding() & 0x7fffffffu); // the offset, without the macro bit
}

std::string Locations::text(clang::SourceRange r) const {
  CharSourceRange chars = CharSourceRange::getTokenRange(r);
  if (r.getBegin().isMacroID() || r.getEnd().isMacroID())
    chars = Lexer::makeFileCharRange(chars, sm, lang);
  if (chars.isInvalid()) // a range across macro boundaries: show the use site
    chars = CharSourceRange::getTokenRange(sm.getExpansionRange(r.getBegin()).getAsRange());
  llvm::StringRef raw = Lexer::getSourceText(chars, sm, lang);
  return builder::singleSpaced(raw); // quoted as fast mode quotes it
}

std::string Locations::text(const Expr *e) const {
  SourceRange r = e->getSourceRange();
  if (r.getBegin().isMacroID() || r.getEnd().isMacroID()) {
    CharSourceRange chars = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(r), sm, lang);
    if (chars.isInvalid()) {
      std::string printed;
      llvm::raw_string_ostream out(printed);
      e->printPretty(out, nullptr, PrintingPolicy(lang));
      return builder::singleSpaced(out.str());
    }
  }
  return text(r);
}

bool Locations::inSystemHeader(SourceLocation l) const {
  return l.isValid() && sm.isInSystemHeader(sm.getFileLoc(l));
}

} // namespace faultline::extract
