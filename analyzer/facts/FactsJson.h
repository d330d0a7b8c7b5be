// Facts <-> llvm::json. Used by `faultline check --dump-facts` (to see what the extractor found
// when a rule misfires) and, later, as the per-TU summary format the cross-file rule joins over.
// Field names mirror the structs in Facts.h; enums are their toString() spellings. fromJSON
// rejects unknown enum spellings and missing required fields, so a stale summary fails loudly.
#pragma once

#include "facts/Facts.h"

#include "llvm/Support/JSON.h"

namespace faultline::facts {

// Bump when a field changes meaning or a required field is added (summaries in caches and shard
// outputs carry it, and an old one is re-analysed rather than misread).
inline constexpr int kFactsFormatVersion = 9;

llvm::json::Value toJSON(const SourceRange &);
llvm::json::Value toJSON(const Loop &);
llvm::json::Value toJSON(const Size &);
llvm::json::Value toJSON(const Release &);
llvm::json::Value toJSON(const Block &);
llvm::json::Value toJSON(const StreamOpen &);
llvm::json::Value toJSON(const BufferingChange &);
llvm::json::Value toJSON(const StreamOp &);
llvm::json::Value toJSON(const CallSite &);
llvm::json::Value toJSON(const SymbolicValue &);
llvm::json::Value toJSON(const CharacterProbe &);
llvm::json::Value toJSON(const AllocatorSetting &);
llvm::json::Value toJSON(const ConstructedMember &);
llvm::json::Value toJSON(const SettledState &);
llvm::json::Value toJSON(const FieldReset &);
llvm::json::Value toJSON(const FunctionFacts &);
llvm::json::Value toJSON(const FixEdit &);
llvm::json::Value toJSON(const Fix &);
llvm::json::Value toJSON(const TranslationUnitFacts &);
llvm::json::Value toJSON(LoopKind);
llvm::json::Value toJSON(BlockKind);
llvm::json::Value toJSON(ReleaseKind);
llvm::json::Value toJSON(EscapeKind);

bool fromJSON(const llvm::json::Value &, SourceRange &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, Loop &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, Size &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, Release &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, Block &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, StreamOpen &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, BufferingChange &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, StreamOp &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, CallSite &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, SymbolicValue &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, CharacterProbe &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, AllocatorSetting &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, ConstructedMember &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, SettledState &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, FieldReset &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, FunctionFacts &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, FixEdit &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, Fix &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, TranslationUnitFacts &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, LoopKind &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, BlockKind &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, ReleaseKind &, llvm::json::Path);
bool fromJSON(const llvm::json::Value &, EscapeKind &, llvm::json::Path);

} // namespace faultline::facts
