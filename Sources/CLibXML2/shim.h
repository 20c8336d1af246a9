#include <libxml/xmlversion.h>
// Keep ICU's headers out: libxml/encoding.h would include <unicode/ucnv.h>, whose enums clash
// with Foundation's own ICU module in any Swift file that imports both. Only the layout of
// xmlCharEncodingHandler (never used from Swift) depends on this macro.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/parserInternals.h>
