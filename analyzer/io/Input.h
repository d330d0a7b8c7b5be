// Reading the files faultline is handed (configuration, compilation database, baselines,
// bundles, cache entries, `confirm` inputs) without letting a hostile one hang or crash it:
// a FIFO or a device never ends or never starts, and llvm::json / llvm::yaml recurse once per
// nesting level, so 100,000 nested brackets overflow the stack. Limits are in docs/cli.md.
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace faultline::io {

// Deepest nesting of JSON arrays/objects or YAML collections accepted (docs/cli.md).
constexpr unsigned kMaxNesting = 512;
// Most bytes read from a pipe (`--compile-commands <(...)`); regular files have no limit.
constexpr uint64_t kMaxPipeBytes = uint64_t(1) << 30;

enum class Pipes { Refuse, Allow };

// The whole of `path`. Only a regular file unless `pipes` is Allow, when a pipe or FIFO is read
// up to kMaxPipeBytes too. The error's message is the reason alone ("not a regular file"), for
// the caller to put after its own "cannot read X: ".
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readFile(llvm::StringRef path,
                                                             Pipes pipes = Pipes::Refuse);

// llvm::json::parse, after checking that arrays/objects nest at most kMaxNesting deep.
llvm::Expected<llvm::json::Value> parseJson(llvm::StringRef text);

// For a YAML file read with yaml::Input (which silently reads only the first document and
// recurses per level): an error when `text` holds more than one document or nests deeper than
// kMaxNesting. Syntax errors are left to yaml::Input, which reports them with a location.
llvm::Error checkYamlShape(llvm::StringRef text);

} // namespace faultline::io
