/** Just enough MIME to read the mail our server sends: headers, multipart, QP and base64. */

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The first part of a MIME type (text/plain, text/html) in a message, decoded. */
function partOf(part: Part, wanted: RegExp): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = partOf(splitPart(piece.replace(/^\r?\n/, '')), wanted);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return wanted.test(type) ? decodeBody(part) : undefined;
}

export interface ParsedMail {
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part, when there is one. */
  html: string | undefined;
  /** Top-level headers, names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const headers = Object.fromEntries([...message.headers].map(([name, value]) => [name, decodeHeaderWords(value)]));
  return {
    subject: decodeHeaderWords(message.headers.get('subject') ?? ''),
    text: (partOf(message, /^text\/plain/i) ?? '').replace(/\r\n/g, '\n').trim(),
    html: partOf(message, /^text\/html/i),
    headers,
  };
}
