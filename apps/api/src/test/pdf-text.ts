import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of each page of a PDF, as a PDF reader extracts it (pdfjs, the engine of Firefox's
 * viewer): what a person could read and search, not the bytes of the file.
 */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise
  try {
    const pages: string[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replace(/[ \t]+/g, ' '),
      )
    }
    return pages
  } finally {
    await pdf.destroy()
  }
}
