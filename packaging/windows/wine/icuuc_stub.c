/*
 * Test-only stand-in for Windows' system icuuc.dll, for running the Windows build
 * of Phase 10 under wine (packaging/windows/wine/README.md). Never shipped.
 *
 * Qt6Core.dll links to icuuc.dll, which Windows 10 (1903 and later) carries in
 * System32 but wine does not, so under wine every Qt program fails to start. Qt
 * calls these functions only for text codecs other than UTF-8/UTF-16/Latin-1
 * (QStringConverter with a legacy name such as "Shift-JIS"); the game reads and
 * writes UTF-8 only. So each converter function here says "not available", which
 * Qt handles as an unknown encoding, and nothing pretends to convert text.
 *
 * Build (packaging/windows/wine/prepare.py does): x86_64-w64-mingw32-gcc -shared -O2 -s -o icuuc.dll icuuc_stub.c
 */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
typedef uint16_t UChar;
typedef struct UConverter UConverter;
typedef void (*UConverterCallback)(void);

#define U_FILE_ACCESS_ERROR 4 /* ICU's "the data for this converter is not available" */
#define U_UNSUPPORTED_ERROR 16

static void fail(UErrorCode *err, UErrorCode code) {
    if (err != NULL && *err <= 0)
        *err = code;
}

UConverter *ucnv_open(const char *name, UErrorCode *err) {
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR);
    return NULL;
}

void ucnv_close(UConverter *cnv) { (void)cnv; }
void ucnv_reset(UConverter *cnv) { (void)cnv; }
int8_t ucnv_getMaxCharSize(const UConverter *cnv) { (void)cnv; return 1; }

const char *ucnv_getName(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name;
    (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

/* No converters at all: QStringConverter::availableCodecs() lists only Qt's own. */
int32_t ucnv_countAvailable(void) { return 0; }
const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }

void ucnv_getToUCallBack(const UConverter *cnv, UConverterCallback *action, const void **context) {
    (void)cnv;
    if (action) *action = NULL;
    if (context) *context = NULL;
}

void ucnv_getFromUCallBack(const UConverter *cnv, UConverterCallback *action, const void **context) {
    (void)cnv;
    if (action) *action = NULL;
    if (context) *context = NULL;
}

void ucnv_setToUCallBack(UConverter *cnv, UConverterCallback action, const void *context,
                         UConverterCallback *old_action, const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context;
    fail(err, U_UNSUPPORTED_ERROR);
}

void ucnv_setFromUCallBack(UConverter *cnv, UConverterCallback action, const void *context,
                           UConverterCallback *old_action, const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context;
    fail(err, U_UNSUPPORTED_ERROR);
}

void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *target_limit, const char **source,
                    const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

void ucnv_fromUnicode(UConverter *cnv, char **target, const char *target_limit, const UChar **source,
                      const UChar *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit;
    (void)offsets; (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}

int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err) {
    (void)cnv;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}

void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset,
                           UErrorCode *err) {
    (void)args; (void)source; (void)length; (void)offset;
    fail(err, U_UNSUPPORTED_ERROR);
}

void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit,
                             int32_t offset, UErrorCode *err) {
    (void)args; (void)source; (void)source_limit; (void)offset;
    fail(err, U_UNSUPPORTED_ERROR);
}

/* The two standard callbacks Qt installs by address; never reached without a converter. */
void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *code_units,
                                     int32_t length, int32_t code_point, int reason,
                                     UErrorCode *err) {
    (void)context; (void)args; (void)code_units; (void)length; (void)code_point; (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}

void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units,
                                   int32_t length, int reason, UErrorCode *err) {
    (void)context; (void)args; (void)code_units; (void)length; (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}
