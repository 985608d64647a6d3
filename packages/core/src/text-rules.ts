/** A lone UTF-16 surrogate: half of a character, which is not Unicode at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when text cannot be stored as it is: a NUL character (PostgreSQL text refuses it) or a
 * lone surrogate, which JSON's \u escapes and URL encoding can both smuggle in.
 */
export function isBrokenText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** C0 and C1 control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when text holds a control character a person cannot have meant (tab and line breaks allowed). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
