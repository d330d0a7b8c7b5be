// Annotation macros in function headers, which tree-sitter cannot parse without their
// definitions.
#pragma once

#include <string>
#include <string_view>

namespace faultline::fastmode {

// `FILE* FAST_FUNC xfopen_for_read(const char *path)` (busybox), `int ZEXPORT deflate(...)`
// (zlib), `png_structp PNGAPI png_create_read_struct(...)` (libpng), `SQLITE_API int
// sqlite3_open(...)`, `LZ4LIB_API int LZ4_compress_default(...)`: a macro that expands to an
// attribute, a calling convention or nothing stands between the return type and the name (or
// before a basic return type). The compiler sees its expansion; tree-sitter sees one identifier
// too many and loses the whole definition, so fast mode missed every event of busybox's libbb
// wrappers (held-out set 36). On a line outside directives, an all-capitals identifier (two or
// more characters, a letter among them, no `(` after it) that follows a type (a `*`, a basic type
// keyword or another identifier that is no storage class or qualifier) and precedes the name
// of a function (`name (`), or that starts the line before a basic type keyword, is blanked in
// a function's definition (its parameter list followed by `{`; prototypes keep theirs): spaces,
// every line and column kept. `text` unchanged (and `changed` false) when none is.
std::string blankAnnotationMacros(std::string_view text, bool &changed);

} // namespace faultline::fastmode
