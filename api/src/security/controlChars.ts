/**
 * Characters that no member text needs and that a terminal or a text renderer acts on instead of showing:
 * C0 (tab, CR and LF included: no field of the spec is multi-line), DEL, C1, the bidi controls that reorder
 * what is shown, the Unicode line and paragraph separators, and the zero-width ones (spaces, joiners, the
 * invisible operators, the BOM) that make two names looking the same differ.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

export function hasControlChars(text: string): boolean {
  return CONTROL.test(text);
}

/** The text with each control character written out visibly (ESC -> \x1b, U+202E -> \u202e); the rest is untouched. */
export function escapeControlChars(text: string): string {
  return text.replace(CONTROL_ALL, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
