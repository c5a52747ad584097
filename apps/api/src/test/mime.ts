/**
 * Reads a message as an SMTP server received it (test/smtp-sink.ts), for tests that check what a
 * mail client gets: its decoded subject and its text and HTML parts. Enough MIME for what nodemailer
 * writes (multipart, base64 or quoted-printable bodies, UTF-8 encoded words), nothing more.
 */

export interface ReadMail {
  subject: string
  /** The text/plain part, decoded; null when there is none. */
  text: string | null
  /** The text/html part, decoded; null when there is none. */
  html: string | null
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    )
}

function quotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    // Bytes that stand for themselves are encoded too, so the whole reads as one UTF-8 sequence.
    .replace(/[^%]/g, (char) => encodeURIComponent(char))
  return decodeURIComponent(bytes)
}

/** The headers of a part (unfolded) and its body. */
function split(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n')
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim()
  }
  return { headers, body: part.slice(at + 4) }
}

/** A part's body as its writer had it: decoded, with the wire's CRLF line ends back to LF. */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body
  return decoded.replace(/\r\n/g, '\n')
}

/** Every leaf part of a (possibly nested) multipart body. */
function leaves(headers: Record<string, string>, body: string): Array<{ type: string; text: string }> {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), text: decodeBody(headers, body) }]
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = split(chunk.replace(/^\r\n/, ''))
      return leaves(part.headers, part.body.replace(/\r\n$/, ''))
    })
}

export function readMail(raw: string): ReadMail {
  const message = split(raw.replace(/\r?\n/g, '\r\n'))
  const parts = leaves(message.headers, message.body)
  return {
    subject: decodeWords(message.headers.subject ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.text ?? null,
    html: parts.find((part) => part.type === 'text/html')?.text ?? null,
  }
}
