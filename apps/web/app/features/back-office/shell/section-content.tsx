import { useEffect, useState, type ComponentType } from 'react'

import type { Section } from './sections'

/** Sections whose code has arrived: a later open shows them at once. */
const arrived = new Map<string, ComponentType>()
/** Fetches under way, one per section; a failed one is forgotten, so "Try again" fetches anew. */
const fetching = new Map<string, Promise<ComponentType>>()

function fetchOnce(section: Section): Promise<ComponentType> {
  let pending = fetching.get(section.key)
  if (!pending) {
    pending = section.load().then(
      (component) => {
        arrived.set(section.key, component)
        return component
      },
      (error: unknown) => {
        fetching.delete(section.key)
        throw error
      },
    )
    fetching.set(section.key, pending)
  }
  return pending
}

/**
 * The section's screen, its code fetched the first time it is opened; meanwhile its area says it is
 * loading. Not React.lazy and Suspense: once Suspense has shown a fallback, React holds the content
 * back for 300 ms so it does not flicker, which here tripled a section's first open (about 110 ms
 * to 390 ms on loopback). A fetch that fails is thrown to the section's error boundary, whose "Try
 * again" mounts this again and so fetches again. Key it by section, so each starts afresh.
 */
export function SectionContent({ section }: { section: Section }) {
  const [Content, setContent] = useState<ComponentType | null>(() => arrived.get(section.key) ?? null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (Content) return
    let current = true
    fetchOnce(section).then(
      (component) => current && setContent(() => component),
      (error: unknown) => current && setFailure({ error }),
    )
    return () => {
      current = false
    }
  }, [section, Content])

  if (failure) throw failure.error
  if (!Content) return <SectionLoading title={section.title} />
  return <Content />
}

/** Said in the section's area while its code arrives; the menu and top bar stay usable. */
function SectionLoading({ title }: { title: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      Loading {title}…
    </div>
  )
}
