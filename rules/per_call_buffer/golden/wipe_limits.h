// Limits the per_call_buffer goldens size their blocks with: object-like macros of a project
// header, which fast mode reads for their values (HeaderConstants.h), as AST mode does.
#pragma once

#define MAX_WIPE_NAMES 4194304 /* 22 bits */
#define NAME_SLOTS 64
#define SLOT_BYTES (NAME_SLOTS * sizeof(char *))
