/** Characters a spreadsheet reads as the start of a formula (with their full-width forms). */
const FORMULA_START = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/**
 * A formula character at the start of the cell, or after anything a spreadsheet may split a cell
 * on ("text to columns", a paste, another delimiter guessed on import): comma, semicolon, tab,
 * pipe and line breaks, with any spaces between.
 */
const FORMULA = new RegExp(`(^|[,;|\\t\\r\\n])(\\s*)([${FORMULA_START}])`, 'g');

/**
 * One CSV cell: always quoted, quotes doubled, and every place a spreadsheet could start a
 * formula neutralised with an apostrophe (OWASP's CSV-injection advice), so a teammate's text can
 * never run as a formula in whoever opens the export.
 */
export function csvCell(value: string | number): string {
  let text = String(value).replace(FORMULA, "$1$2'$3");
  // A leading tab or carriage return starts a formula in some spreadsheets too.
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number)[]): string {
  return values.map(csvCell).join(',');
}
