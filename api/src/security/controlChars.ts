/**
 * Characters that no member text needs and that a terminal or a text renderer acts on instead of showing, or shows
 * as nothing, so that two names looking the same differ. Refused by Unicode property, not by a list (issue 42: a list
 * let U+00AD, U+180E, U+034F, U+115F, U+3164, U+FFA0 and U+2800 through): the control (Cc: C0 with tab, CR and LF —
 * no field of the spec is multi-line —, DEL, C1) and format (Cf: bidi controls, zero-width spaces and joiners, the
 * BOM, the soft hyphen) categories, the line and paragraph separators, private-use and lone surrogates, every
 * default-ignorable code point (the Hangul fillers, the combining grapheme joiner, variation selectors), and the
 * braille blank, which is a symbol that draws nothing.
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u;
const CONTROL_ALL = new RegExp(CONTROL.source, 'gu');

export function hasControlChars(text: string): boolean {
  return CONTROL.test(text);
}

/** The text with each control character written out visibly (ESC -> \x1b, U+202E -> \u202e); the rest is untouched. */
export function escapeControlChars(text: string): string {
  return text.replace(CONTROL_ALL, (c) => {
    const code = c.codePointAt(0) ?? 0;
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
    return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
  });
}
