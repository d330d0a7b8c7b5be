// The facts of a stdio call (fopen/fclose, setvbuf/setbuf, fread/fwrite/fputc...) once its
// table entry (extract/KnownFunctions.h) is known. Both front ends build them the same way; each
// only says how it reads the call's arguments (StreamArguments) and where the call is.
#pragma once

#include "extract/KnownFunctions.h"
#include "facts/Facts.h"
#include "facts/builder/CallResult.h"
#include "facts/builder/EventFacts.h"
#include "facts/builder/TerminalDevice.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::builder {

// The call's arguments as one front end reads them, asked lazily.
class StreamArguments {
public:
  virtual ~StreamArguments() = default;
  virtual size_t count() const = 0;
  virtual std::string key(size_t i) const = 0;                // the owner key it names
  virtual std::optional<uint64_t> value(size_t i) const = 0;  // its value, when constant
  virtual bool isNull(size_t i) const = 0;                    // a null pointer constant
};

// The stream the call works on: its FILE* argument's key, the implicit stream (stdout for
// printf), or "" when that argument is missing.
std::string streamKey(const extract::StreamFunction &fn, const StreamArguments &args);

// An opened stream owned by `owner` (key `key`): returned or handed away, it escapes.
facts::StreamOpen streamOpen(const extract::StreamFunction &fn, const CallPlace &at,
                             OwnerKinds::Kind owner, const std::string &key);

// Whether the opener names a file, descriptor or command that a loop could keep open (fopen,
// freopen, fdopen, popen) rather than a memory stream (fmemopen, open_memstream).
bool opensNamedFile(const std::string &opener);

// popen(command, "w"): the stream feeds a new process this call's data, and the process sees
// the end of its input at pclose; one process kept across iterations would receive every
// item as one input, which only the program can decide. `mode` is the mode argument's text
// when it is a string constant ("w", "we"), else empty. Such an open is per-item work, like a
// path that changes (netpbm's pamexec runs its command once per image).
bool feedsProcessPerItem(const std::string &opener, std::string_view mode);

// terminalDeviceNote(path): facts/builder/TerminalDevice.h (included above).

// A close, recorded under the stream's key for the join.
facts::Release streamClose(const extract::StreamFunction &fn, const CallPlace &at);

// setvbuf(f, buf, _IONBF, n) / setbuf(f, NULL): whether the stream becomes unbuffered, or gets
// a buffer the caller supplied.
facts::BufferingChange bufferingChange(const extract::StreamFunction &fn,
                                       const StreamArguments &args, const CallPlace &at);

// A read or write; piecewise when it moves one character, or a known number of bytes up to
// kPiecewiseTransferLimit. Nothing when the stream has no key.
std::optional<facts::StreamOp> streamOp(const extract::StreamFunction &fn,
                                        const StreamArguments &args, const CallPlace &at);

// A stream this function opened, handed to another function (`BZ2_bzReadOpen(&err, f, ...)`,
// `entry.load(buf, f, n)`): that function reads or writes it, in amounts this function does not
// see, so the hand-over is recorded as a stream operation that is not piecewise (one record: a
// loop that hands the stream over per iteration moves records, and a character it also reads
// there is a peek, not the traffic). Nothing for stdio's own functions (they have table entries)
// or for those that move no data (ferror, ftell, fseek, fileno, ...), nor for a stream not
// opened earlier in this function. `argumentKeys` holds each argument's owner key; the result
// is the key of the stream handed over, or "" (then the caller records nothing).
std::string handedOverStream(const facts::FunctionFacts &facts, std::string_view callee,
                             const std::vector<std::string> &argumentKeys);
facts::StreamOp streamHandoff(std::string_view callee, const std::string &stream,
                              const CallPlace &at);

// Whether `callee` starts another program: system, popen, the exec and posix_spawn families.
bool startsProgram(std::string_view callee);
// Whether `callee` renames a file: rename, renameat, renameat2.
bool renamesFile(std::string_view callee);

// Whether `callee` changes the working directory to a directory it names: chdir. (fchdir is
// left out: its descriptor is as often the saved start directory, restored after the work.)
bool changesDirectory(std::string_view callee);
// Whether a constant path names a file relative to the working directory (inline: the join
// asks it too, and links no extractor code).
inline bool isRelativePath(std::string_view path) { return !path.empty() && path.front() != '/'; }

// After a chdir to a directory that is not a constant (`directoryChanges`, with their settled
// loops), a relative constant path names the file of whatever directory that was: cvs walks a
// checkout path chdir'ing into each directory and creates its CVS/Entries.Static there, and
// reads each imported directory's own .cvsignore. Such an open gets pathVaries (per-item work)
// when the change runs in its loop (any place in the iteration) or, outside loops, before it;
// each call gets CallSite::directoryChangedBefore / directoryChangeLoop, for the join to judge
// the relative paths its callees open (rules/program/PerCallFindings.cpp).
void markDirectoryChanges(facts::FunctionFacts &facts, const std::vector<CallPlace> &directoryChanges);

// Streams on a named file that the same iteration (or, outside loops, the same call) hands on
// get a "does not repeat" reason, as one-off files rather than a stream to keep open:
//  * beside a program start (`starts`): a file written for a program to read, or read back
//    from what it wrote (mafft writes `_contrafoldin`, runs `system("contrafold ...")` and reads
//    `_contrafoldout`, once per sequence). Starting a process costs a fork, an exec and
//    thousands of page faults, far more than the stream, and the file is how the data passes;
//  * followed by a rename (`renames`, after the open): a temporary file written and renamed
//    over its target (tayga's map database, written to a temp file and renamed into place),
//    a new file each time, so that readers never see half of one; or, in a loop, preceded by a
//    rename in the same iteration (crunch rotates its output: close, rename to the chunk's final
//    name, open START anew).
// Both lists hold the walker's calls with their settled loops (EventSettling.h,
// repeatingPlaces). Only the function's own calls count, and calls of functions of the same
// translation unit (file, in fast mode) whose own bodies call rename/renameat.
// `openedPathKeys`: by an open's order, the key of the path it opens (a variable's key; none for
// a literal), which a rename earlier in the iteration must name for the open to be a new file.
void markOneOffFiles(facts::FunctionFacts &facts, const std::map<uint64_t, std::string> &openedPathKeys,
                     const std::vector<CallPlace> &starts,
                     const std::vector<CallPlace> &renames);

} // namespace faultline::builder
