import { use, type ComponentType } from 'react'

import type { Section } from './sections'

/** Each section's code, fetched once: a later open shows it at once. */
const loaded = new Map<string, Promise<ComponentType>>()

function loadOnce(section: Section): Promise<ComponentType> {
  let loading = loaded.get(section.key)
  if (!loading) {
    loading = section.load()
    // A failed fetch is forgotten, so "Try again" fetches anew.
    loading.catch(() => loaded.delete(section.key))
    loaded.set(section.key, loading)
  }
  return loading
}

/**
 * The section's screen, its code fetched the first time it is opened. It suspends meanwhile (the
 * shell's Suspense shows SectionLoading); a fetch that fails throws to the section's error boundary,
 * whose "Try again" renders this again and so fetches again.
 */
export function SectionContent({ section }: { section: Section }) {
  const Content = use(loadOnce(section))
  // The same component at every render: its module is fetched once and kept above.
  // eslint-disable-next-line react-hooks/static-components
  return <Content />
}

/** Said in the section's area while its code arrives; the menu and top bar stay usable. */
export function SectionLoading({ title }: { title: string }) {
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
