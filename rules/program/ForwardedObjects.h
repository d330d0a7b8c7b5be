// An allocation sized by a field of an object the loop hands down: `get_set_slice(array, ...)`
// mallocs `array->extchunknitems * typesize` and frees it before returning, and a loop two calls
// up passes the same `array` object through every call in between (c-blosc2's
// b2nd_concatenate -> b2nd_get_slice_cbuffer -> get_set_slice). The size is unknown, but it is
// the object's own dimension, so it is the same large block on every call.
//
// Why this is its own case: an unknown size deep below a loop is normally not reported
// (PerCallFindings.cpp, directlyInALoop) because almost every function is reachable from some
// loop. Requiring the *object* to be forwarded unchanged from the loop's call keeps that
// filter for sizes computed on the way (a length read, a local count) and lifts it only where
// the loop visibly drives the allocation with one object it owns.
#pragma once

#include "facts/Facts.h"
#include "rules/program/HotPaths.h"

#include <string>

namespace faultline::rules::program {

// The parameter whose field a size's growth names ("field 'extchunknitems' of parameter
// 'array'", as both front ends spell it), as an index into f's parameters; -1 when none.
int grownByParameterField(const facts::FunctionFacts &f, const std::string &growth);

// The note to add when `size` (unknown bytes) grows with a field of a parameter of `f` that
// every call on `path` below the loop's own call forwards unchanged (argument == a parameter of
// the caller, multiplier 1, addend 0); empty otherwise. The loop's call may pass anything
// non-constant (a local object, its own parameter).
std::string forwardedObjectNote(const facts::FunctionFacts &f, const facts::Size &size,
                                const HotPath &path);

} // namespace faultline::rules::program
