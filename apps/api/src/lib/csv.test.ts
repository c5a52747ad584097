import { describe, expect, it } from 'vitest'

import { csvField, csvLine, csvStream } from './csv.js'

async function* batches<T>(...lists: T[]) {
  for (const list of lists) yield list
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(3)).toBe('3')
  })

  it('turns what a spreadsheet would run into text, but leaves phone numbers alone', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('+92 300 1234567')).toBe('+92 300 1234567')
    expect(csvField('+971501234567')).toBe('+971501234567')
  })

  it('streams a byte-order mark, the header and every batch with CRLF line ends', async () => {
    const out = await text(
      csvStream(['Name', 'City'], batches([['Zoë', 'Lahore']], [], [['علی', 'Dubai, UAE']])),
    )
    expect(out).toBe('\uFEFFName,City\r\nZoë,Lahore\r\nعلی,"Dubai, UAE"\r\n')
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n')
  })
})
