// Developer switches the stdio_in_loop goldens test: value macros of a project header, which
// fast mode reads (HeaderConstants.h), as AST mode does.
#pragma once

#define TRACE_FRAMES 0 /* set to 1 to dump every decoded frame */
