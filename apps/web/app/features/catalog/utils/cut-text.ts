/**
 * The first `max` characters of `text` or less, cut at a word boundary and ended with an ellipsis
 * when anything was left out: a blurb for cards and the quick view.
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const head = clean.slice(0, max)
  const lastSpace = head.lastIndexOf(' ')
  // A single very long word is cut where it stands rather than dropped.
  const cut = lastSpace > max * 0.6 ? head.slice(0, lastSpace) : head
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`
}
