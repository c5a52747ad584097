import { Fragment, type ReactNode } from 'react'

import type { Translate } from './catalogues'

// A character no message holds: it marks where each argument goes in the translated text.
const MARK = '\u0000'

/**
 * A message whose arguments are elements (a <time>, a <bdi>, a link), translated whole so that each
 * language puts the words and the elements in its own order, then cut at the arguments:
 * `richMessage(t, 'Accepted on {day}', { day: <time>…</time> })`.
 */
export function richMessage(t: Translate, id: string, nodes: Record<string, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]))
  return t(id, marks)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part))
}
