// Forwarders: functions that add no repetition and no distance between a loop and what their
// callee does, so a call through one does not count toward the depth limit of unknown sizes
// (PerCallFindings.cpp, directlyInALoop; rule doc faultline-per-call-buffer, "Forwarders").
//
// `b2nd_get_slice_cbuffer(array, ...)` checks its pointers, returning early on NULL, and calls
// `get_set_slice(buffer, ..., array, false)`; whisper's public `whisper_sample_best(ctx)` times
// and calls the static `whisper_sample_best(ctx->vocab, ...)`. A loop calling either allocates
// the callee's scratch once per iteration exactly as if it called the callee itself.
//
// Decided from the facts both front ends write (so both modes agree): a function is a forwarder
// of its call C when
//  * it has no loop, no block and no stream open of its own (it does no repeated or heavy work);
//  * C is its only call that can do anything: every other call is *trivial*, a call of a
//    definition with no loop, block or stream open whose own calls are trivial (followed up to
//    three calls deep: an error printer, `print_error -> blosc2_error_string`, a clock read),
//    or of a function the program does not define (a library function: out of sight of every
//    rule; the C library's are not even recorded as calls);
//  * C is not under a test of values (CallSite::runsOnlyIf) and runs at most once (not
//    CallSite::notRepeated-marked); early `return`s on bad arguments before it are allowed.
// What the facts cannot see is straight-line arithmetic without calls; such a function counts
// as a forwarder too (documented as a limit in the rule doc).
#pragma once

#include "rules/program/HotPaths.h"
#include "rules/program/ProgramIndex.h"

namespace faultline::rules::program {

// True when `f` is a forwarder of `call` (one of f's calls), as defined above.
bool isForwarder(const ProgramIndex &index, const facts::FunctionFacts &f,
                 const facts::CallSite &call);

// How many calls below its loop `path`'s hot function is once forwarders are skipped: the
// calls on the path minus the callers on it (other than the loop's function) that are
// forwarders of their call on the path. 0 for a path without a loop.
size_t hopsBelowLoop(const ProgramIndex &index, const HotPath &path);

// The unknown size's growth (facts::Size::growth) is a dimension of an object `f` is handed: a
// field of a parameter ("field 'extchunknitems' of parameter 'array'") or the element count of
// a parameter's container ("grows with the element count of 'vocab.id_to_token'"). Only such a
// size is followed through forwarders: it is the same large block on every call, set by the
// object the loop hands down. On the precision corpus, the other unknown sizes newly reached
// through forwarders were all small counts, lengths or values read at run time
// (docs/precision.md, "Session 8: forwarders and the depth policy (D8)").
bool grownByHandedObject(const facts::FunctionFacts &f, const std::string &growth);

// That object reaches `f` from the loop's callee through the forwarders of `path`: each passes
// its own parameter on unchanged, or a field of one (`whisper_sample_best(ctx->vocab, ...)`),
// never an object it builds itself (`struct tile t = {4, n, cells}; copy_tile(out, &t);`).
bool handedDownThroughForwarders(const facts::FunctionFacts &f, const std::string &growth,
                                 const HotPath &path);

} // namespace faultline::rules::program
