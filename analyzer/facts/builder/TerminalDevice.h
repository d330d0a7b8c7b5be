// Whether a constant path names the controlling terminal. Kept apart from StreamEvents (which
// reads the extractor's function tables) so the join (rules/program/Wrappers.cpp) can ask it
// of a path passed to a stream opener without linking the extractor.
#pragma once

#include <string>
#include <string_view>

namespace faultline::builder {

// Why a stream on `path` (the text of a constant path, without quotes) does not repeat at a
// pace worth reporting, or "": the controlling terminal (`/dev/tty`; Windows' `CONIN$`,
// `CONOUT$`, `CON`, in any case) is opened to prompt a person, so its loop goes round once per answer
// typed, not per record of data (git's git_terminal_prompt, reached from loops that re-prompt).
std::string terminalDeviceNote(std::string_view path);

// Whether `notRepeated` is such a note: a stream of the terminal, read or written at the pace a
// person types (the unbuffered-stream finding leaves it out too: getpass reads the password one
// character at a time from an unbuffered /dev/tty by design).
bool isTerminalDeviceNote(std::string_view notRepeated);

} // namespace faultline::builder
