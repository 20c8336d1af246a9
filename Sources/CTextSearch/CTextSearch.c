#define _GNU_SOURCE
#include "CTextSearch.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline uint8_t fold(uint8_t byte) {
    return (byte >= 'A' && byte <= 'Z') ? (uint8_t)(byte | 0x20) : byte;
}

static inline int is_lower_letter(uint8_t byte) {
    return byte >= 'a' && byte <= 'z';
}

static int folded_equal(const uint8_t *text, const uint8_t *needle, size_t length) {
    for (size_t index = 0; index < length; index++) {
        if (fold(text[index]) != needle[index]) return 0;
    }
    return 1;
}

int adder_contains_folded(const uint8_t *haystack, size_t length, const uint8_t *needle, size_t needle_length) {
    if (needle_length == 0) return 1;
    if (length < needle_length) return 0;
    const size_t last = length - needle_length;  // the last place a match can start
    size_t start = 0;
#if defined(__SSE2__)
    // Sixteen starts at a time: a start is a candidate when its first and last bytes fold to the
    // needle's (OR 0x20 folds a letter; it is applied only where the needle's byte is a letter).
    const uint8_t first = needle[0], end = needle[needle_length - 1];
    const __m128i first_byte = _mm_set1_epi8((char)first), end_byte = _mm_set1_epi8((char)end);
    const __m128i first_fold = _mm_set1_epi8(is_lower_letter(first) ? 0x20 : 0);
    const __m128i end_fold = _mm_set1_epi8(is_lower_letter(end) ? 0x20 : 0);
    while (start + 15 <= last) {
        const __m128i heads = _mm_loadu_si128((const __m128i *)(haystack + start));
        const __m128i tails = _mm_loadu_si128((const __m128i *)(haystack + start + needle_length - 1));
        const __m128i both = _mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(heads, first_fold), first_byte),
                                           _mm_cmpeq_epi8(_mm_or_si128(tails, end_fold), end_byte));
        unsigned candidates = (unsigned)_mm_movemask_epi8(both);
        while (candidates != 0) {
            const unsigned offset = (unsigned)__builtin_ctz(candidates);
            if (folded_equal(haystack + start + offset, needle, needle_length)) return 1;
            candidates &= candidates - 1;
        }
        start += 16;
    }
#endif
    for (; start <= last; start++) {
        if (fold(haystack[start]) == needle[0] && folded_equal(haystack + start, needle, needle_length)) return 1;
    }
    return 0;
}

static inline int is_exception_at(const uint8_t *lead) {
    return (lead[0] == 0xC4 && lead[1] == 0xB1) || (lead[0] == 0xC5 && lead[1] == 0xBF);
}

int adder_holds_ascii_fold_exception(const uint8_t *haystack, size_t length) {
    // "ı" is C4 B1 and "ſ" is C5 BF in UTF-8: look for the lead bytes, then check the next one.
    if (length < 2) return 0;
    const size_t last = length - 2;
    size_t start = 0;
#if defined(__SSE2__)
    const __m128i c4 = _mm_set1_epi8((char)0xC4), c5 = _mm_set1_epi8((char)0xC5);
    while (start + 15 <= last) {
        const __m128i bytes = _mm_loadu_si128((const __m128i *)(haystack + start));
        unsigned leads = (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, c4), _mm_cmpeq_epi8(bytes, c5)));
        while (leads != 0) {
            if (is_exception_at(haystack + start + (unsigned)__builtin_ctz(leads))) return 1;
            leads &= leads - 1;
        }
        start += 16;
    }
#endif
    for (; start <= last; start++) {
        if (is_exception_at(haystack + start)) return 1;
    }
    return 0;
}

int adder_contains_word(const uint8_t *haystack, size_t length, const uint8_t *word, size_t word_length) {
    size_t start = 0;
    while (start + word_length <= length) {
        const uint8_t *found = word_length == 0 ? haystack + start : memmem(haystack + start, length - start, word, word_length);
        if (found == NULL) return 0;
        const size_t at = (size_t)(found - haystack);
        if ((at == 0 || haystack[at - 1] == ' ') && (at + word_length == length || haystack[at + word_length] == ' ')) return 1;
        start = at + 1;
    }
    return 0;
}
