#include "driver/Database.h"

#include "driver/Common.h"
#include "io/Input.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

#include <optional>

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using clang::tooling::CompileCommand;

std::string findDatabase(llvm::StringRef buildDir, llvm::StringRef compileCommands) {
  if (!compileCommands.empty())
    return compileCommands.str();
  if (!buildDir.empty()) {
    if (fs::is_directory(buildDir)) {
      llvm::SmallString<256> p(buildDir);
      path::append(p, "compile_commands.json");
      return std::string(p);
    }
    if (!fs::exists(buildDir)) {
      error() << "build directory '" << buildDir << "' does not exist\n";
      return {};
    }
    return buildDir.str();
  }
  for (const char *candidate : {"compile_commands.json", "build/compile_commands.json"})
    if (fs::is_regular_file(candidate))
      return candidate;
  error() << "no compilation database: pass -p BUILD_DIR or --compile-commands FILE (looked for "
             "./compile_commands.json and ./build/compile_commands.json)\n";
  return {};
}

namespace {

// What is wrong with the entries' shape, or "": each entry an object whose "directory" and
// "file" are strings, with a "command" string or an "arguments" list of strings
// (https://clang.llvm.org/docs/JSONCompilationDatabase.html). Missing keys are left to clang's
// loader, which names them.
std::string entriesProblem(const llvm::json::Value &db) {
  const llvm::json::Array *entries = db.getAsArray();
  if (!entries)
    return "expected a JSON array of compile commands";
  for (size_t i = 0; i < entries->size(); ++i) {
    std::string where = "entry " + std::to_string(i + 1) + ": ";
    const llvm::json::Object *e = (*entries)[i].getAsObject();
    if (!e)
      return where + "not an object";
    for (const char *key : {"directory", "file", "command", "output"})
      if (const llvm::json::Value *v = e->get(key); v && !v->getAsString())
        return where + "\"" + key + "\" is not a string";
    if (const llvm::json::Value *v = e->get("arguments")) {
      const llvm::json::Array *args = v->getAsArray();
      if (!args)
        return where + "\"arguments\" is not a list";
      for (const llvm::json::Value &a : *args)
        if (!a.getAsString())
          return where + "\"arguments\" holds something other than a string";
    }
  }
  return {};
}

} // namespace

std::unique_ptr<clang::tooling::CompilationDatabase> loadDatabase(llvm::StringRef file) {
  if (!fs::exists(file)) {
    error() << "compilation database '" << file << "' does not exist\n";
    return nullptr;
  }
  if (fs::is_directory(file)) {
    error() << "compilation database '" << file << "' is a directory\n";
    return nullptr;
  }
  // Read once, and hand clang the same bytes: a pipe (`--compile-commands <(...)`) cannot be
  // read a second time.
  auto buffer = io::readFile(file, io::Pipes::Allow);
  if (!buffer) {
    error() << "cannot read compilation database '" << file
            << "': " << llvm::toString(buffer.takeError()) << '\n';
    return nullptr;
  }
  // Check the JSON first: clang's loader parses with the YAML parser, which prints its syntax
  // errors (three lines with a caret) straight to stderr before returning, recurses without a
  // limit, and takes a number for a string (`"command": 5` ran the compiler "5").
  auto parsed = io::parseJson((*buffer)->getBuffer());
  if (!parsed) {
    error() << "cannot load compilation database '" << file
            << "': invalid JSON: " << oneLine(llvm::toString(parsed.takeError())) << '\n';
    return nullptr;
  }
  if (std::string problem = entriesProblem(*parsed); !problem.empty()) {
    error() << "cannot load compilation database '" << file << "': " << problem << '\n';
    return nullptr;
  }
  std::string message;
  auto db = clang::tooling::JSONCompilationDatabase::loadFromBuffer(
      (*buffer)->getBuffer(), message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!db) {
    error() << "cannot load compilation database '" << file << "': " << oneLine(message) << '\n';
    return nullptr;
  }
  // A response file in a command (`@warning_flags`: tor's configure writes its warning flags to
  // one, held-out set 35) is read as the compiler reads it, relative to the entry's directory;
  // unexpanded, every TU of such a database failed to parse. One that cannot be read stays as
  // written, and that TU's failure names it.
  return clang::tooling::expandResponseFiles(std::move(db), llvm::vfs::getRealFileSystem());
}

bool compilesCOrCxx(const CompileCommand &command) {
  // The last `-x LANG` (or `-xLANG`) before the file decides, as in the driver.
  std::optional<llvm::StringRef> language;
  const std::vector<std::string> &args = command.CommandLine;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i];
    if (arg == "-x" && i + 1 < args.size())
      language = args[++i];
    else if (arg.starts_with("-x") && arg.size() > 2)
      language = arg.drop_front(2);
  }
  if (language && *language != "none")
    return llvm::StringSwitch<bool>(*language)
        .Cases("c", "c++", "c-header", "c++-header", "cpp-output", "c++-cpp-output", true)
        .Cases("c++-module", "c++-system-header", "c++-user-header", true)
        .Default(false);
  std::string ext = path::extension(command.Filename).lower();
  return llvm::StringSwitch<bool>(ext)
      .Cases(".c", ".cc", ".cpp", ".cxx", ".c++", ".cp", true)
      .Cases(".i", ".ii", ".h", ".hh", ".hpp", ".hxx", ".inl", true)
      .Cases(".ipp", ".tcc", ".cppm", ".ixx", true)
      .Default(path::extension(command.Filename) == ".C"); // .C is C++, .S/.s assembly
}

std::map<std::string, CompileCommand> indexDatabase(clang::tooling::CompilationDatabase &db,
                                                    std::vector<std::string> &skipped) {
  std::map<std::string, CompileCommand> byFile;
  for (CompileCommand &c : db.getAllCompileCommands()) {
    std::string key = normalise(c.Filename, c.Directory);
    if (!compilesCOrCxx(c))
      skipped.push_back(std::move(key));
    else
      byFile.try_emplace(std::move(key), std::move(c));
  }
  return byFile;
}

// Resolves FILE arguments against the database. Fails (with one error line) on a missing,
// unreadable or unlisted file: analysing with a guessed command would give silently different
// results from the build.
bool selectFiles(const std::vector<std::string> &files,
                 const std::map<std::string, CompileCommand> &byFile, llvm::StringRef dbFile,
                 std::map<std::string, CompileCommand> &selected) {
  std::optional<std::map<std::string, std::string>> realIndex; // real path -> key, built lazily
  for (const std::string &arg : files) {
    std::string abs = normalise(arg);
    fs::file_status status;
    if (fs::status(abs, status) || !fs::exists(status)) {
      error() << "no such file: '" << arg << "'\n";
      return false;
    }
    if (fs::is_directory(status)) {
      error() << "cannot read '" << arg << "': is a directory\n";
      return false;
    }
    auto buffer = io::readFile(abs); // a FIFO would block here
    if (!buffer) {
      error() << "cannot read '" << arg << "': " << llvm::toString(buffer.takeError()) << '\n';
      return false;
    }
    auto it = byFile.find(abs);
    if (it == byFile.end()) {
      // Symlinks: compare real paths before giving up.
      if (!realIndex) {
        realIndex.emplace();
        for (const auto &[key, cmd] : byFile) {
          llvm::SmallString<256> real;
          if (!fs::real_path(key, real))
            realIndex->emplace(std::string(real), key);
        }
      }
      llvm::SmallString<256> real;
      if (!fs::real_path(abs, real))
        if (auto r = realIndex->find(std::string(real)); r != realIndex->end())
          it = byFile.find(r->second);
    }
    if (it == byFile.end()) {
      error() << "'" << arg << "' is not in the compilation database '" << dbFile << "'\n";
      return false;
    }
    selected.insert(*it);
  }
  return true;
}

} // namespace faultline::driver
