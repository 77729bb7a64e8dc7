/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, a CR or an LF (quotes inside doubled). Text stays exactly as given, so
 * exact decimal amounts reach a spreadsheet digit for digit.
 */

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted only when it must be. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records as CSV text, each ended by CRLF ('' for no records). */
export function encodeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Reads CSV text back into records (the inverse of encodeCsv; a last record without its CRLF is
 * read too, and lone LF ends a record as CRLF does). Throws RangeError for a quote in an unquoted
 * field, text after a closing quote, or an unclosed quote.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const endRecord = () => {
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new RangeError('A quoted CSV field is never closed');
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i++;
      }
      if (i < text.length && !',\r\n'.includes(text[i] as string)) throw new RangeError(`Text after a closing quote at ${i}`);
    } else {
      const start = i;
      while (i < text.length && !',\r\n'.includes(text[i] as string)) {
        if (text[i] === '"') throw new RangeError(`A quote inside an unquoted CSV field at ${i}`);
        i++;
      }
      field = text.slice(start, i);
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
      // A comma at the very end still opens an empty last field.
      if (i === text.length) record.push('');
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (text[i] === '\n' || text[i] === '\r') i++;
    endRecord();
  }
  if (record.length > 0) endRecord();
  return records;
}
