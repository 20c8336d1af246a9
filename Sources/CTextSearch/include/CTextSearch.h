#ifndef ADDER_CTEXTSEARCH_H
#define ADDER_CTEXTSEARCH_H
#include <stddef.h>
#include <stdint.h>

/// Whether `haystack` holds `needle`, ASCII letters compared without case. `needle` must have
/// its ASCII letters in lowercase. SSE2 where the machine has it: the filter language's `=~` runs
/// this over every article body, about 100 MB for 50,000 articles.
int adder_contains_folded(const uint8_t *haystack, size_t length, const uint8_t *needle, size_t needle_length);

/// Whether `haystack` (UTF-8) holds U+0131 "ı" or U+017F "ſ": the only characters glibc's
/// case-insensitive `regexec` matches to an ASCII letter (i and s) in a UTF-8 locale.
int adder_holds_ascii_fold_exception(const uint8_t *haystack, size_t length);

/// Whether `haystack` holds `word` with a space or an end on each side: the filter language's `#`,
/// the same as finding " word " in " haystack ".
int adder_contains_word(const uint8_t *haystack, size_t length, const uint8_t *word, size_t word_length);

#endif
