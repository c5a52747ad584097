/**
 * A post's plain-text content as paragraphs: a blank line starts a new one, a single line break stays
 * inside its paragraph (the page keeps it with `white-space: pre-line`). The text is never parsed as
 * markup.
 */
export function contentParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
