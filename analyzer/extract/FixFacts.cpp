#include "extract/FixFacts.h"

#include "extract/HoistFix.h"
#include "extract/Locations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/xxhash.h"

using namespace clang;

namespace faultline::extract {

namespace {

// `edits` as byte edits of `file`; false if one lies elsewhere (the fixers promise one file;
// anything else is no fix).
bool toFileEdits(ASTContext &ctx, FileID file, const std::vector<TextEdit> &edits,
                 std::vector<facts::FixEdit> &out) {
  const SourceManager &sm = ctx.getSourceManager();
  for (const TextEdit &e : edits) {
    SourceLocation begin = e.range.getBegin(), end = e.range.getEnd();
    if (e.range.isTokenRange())
      end = Lexer::getLocForEndOfToken(end, 0, sm, ctx.getLangOpts());
    if (sm.getFileID(begin) != file || sm.getFileID(end) != file)
      return false;
    unsigned from = sm.getFileOffset(begin), to = sm.getFileOffset(end);
    out.push_back({from, to - from, e.text});
  }
  return true;
}

} // namespace

void addFixes(ASTContext &ctx, Locations &locations, const FunctionDecl *fn,
              const facts::FunctionFacts &facts, std::vector<facts::Fix> &out) {
  if (!fn || !fn->getBody() || facts.loops.empty())
    return;
  const SourceManager &sm = ctx.getSourceManager();
  // Every edit of a hoist lies in the file of the loop, which is the file of the body.
  SourceLocation bodyAt = sm.getExpansionLoc(fn->getBody()->getBeginLoc());
  FileID file = sm.getFileID(bodyAt);
  const std::string &fileName = locations.fileName(file);
  if (fileName.empty())
    return;
  std::optional<uint64_t> hash; // computed for the first fix only
  auto add = [&](std::string rule, const facts::SourceRange &at, const facts::SourceRange &loop,
                 std::string description, const std::vector<TextEdit> &edits) {
    if (edits.empty())
      return;
    facts::Fix fix;
    fix.rule = std::move(rule);
    fix.at = at;
    fix.loop = loop;
    fix.file = fileName;
    if (!hash)
      hash = llvm::xxh3_64bits(sm.getBufferData(file));
    fix.fileHash = *hash;
    fix.description = std::move(description);
    if (toFileEdits(ctx, file, edits, fix.edits))
      out.push_back(std::move(fix));
  };
  for (const facts::Block &b : facts.blocks) {
    if (b.loop < 0 || b.loop >= static_cast<int>(facts.loops.size()) || b.range.file != fileName)
      continue;
    const facts::SourceRange &loop = facts.loops[b.loop].range;
    if (loop.file != fileName)
      continue;
    SourceLocation allocation = sm.translateLineCol(file, b.range.line, b.range.column);
    SourceLocation loopAt = sm.translateLineCol(file, loop.line, loop.column);
    std::vector<TextEdit> edits;
    std::string description, rule;
    switch (b.kind) {
    case facts::BlockKind::Malloc:
    case facts::BlockKind::Calloc:
    case facts::BlockKind::NewArray:
      if (!b.size.bytes) // hoistAllocation wants a constant size: skip its scan when unknown
        continue;
      edits = hoistAllocation(ctx, fn, allocation, loopAt);
      rule = "faultline-loop-alloc";
      description = "hoist '" + b.variable + "' out of the loop: allocate it before the loop, "
                    "release it after";
      break;
    case facts::BlockKind::Container:
      edits = hoistContainer(ctx, fn, allocation, loopAt);
      rule = "faultline-vector-temporary";
      description = "hoist '" + b.variable + "' out of the loop and reuse it: declared before "
                    "the loop, cleared and resized in it";
      break;
    default:
      continue;
    }
    add(rule, b.range, loop, std::move(description), edits);
  }
  for (const facts::StreamOpen &o : facts.streamOpens) {
    if (o.loop < 0 || o.loop >= static_cast<int>(facts.loops.size()) ||
        o.range.file != fileName || o.callerBuffer || o.closes.empty())
      continue;
    const facts::SourceRange &loop = facts.loops[o.loop].range;
    if (loop.file != fileName)
      continue;
    std::vector<TextEdit> edits =
        bufferStream(ctx, fn, sm.translateLineCol(file, o.range.line, o.range.column),
                     sm.translateLineCol(file, loop.line, loop.column));
    add("faultline-stdio-in-loop", o.range, loop,
        "give the stream a caller buffer declared before the loop (setvbuf), so stdio stops "
        "allocating one per open",
        edits);
  }
}

} // namespace faultline::extract
