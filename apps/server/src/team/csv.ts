/**
 * One CSV cell. Cells a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) get a leading apostrophe; cells with commas, quotes or line breaks are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number)[]): string {
  return values.map(csvCell).join(',');
}
