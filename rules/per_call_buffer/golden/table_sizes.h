// The table sizes of pos_size_from_header_enumerator.c, as an enumeration.
enum { HASH_BITS = 18, HASH_ENTRIES = 1 << HASH_BITS };
