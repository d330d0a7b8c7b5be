/* libdivsufsort's divsufsort_private.h: a default the build may override, reset first when the
   override is out of range; and an integer limit of <stdint.h>. */
#include <stdint.h>

#if defined(ALPHABET_SIZE) && (ALPHABET_SIZE < 1)
# undef ALPHABET_SIZE
#endif
#if !defined(ALPHABET_SIZE)
# define ALPHABET_SIZE (UINT8_MAX + 1)
#endif
#define BUCKET_B_SIZE (ALPHABET_SIZE * ALPHABET_SIZE)
