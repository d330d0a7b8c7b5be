// The project header case_labels.c includes: function-like macros whose replacement is a value
// once applied, as cscope's constants.h has `ctrl` (HeaderConstants.h, functionMacroKey).
#define ctrl(x) (x & 037)
#define KIB(n) ((n) << 10)
#define SWAP(a, b) do { int t_ = a; a = b; b = t_; } while (0)
