import { useState } from 'react'

import { useFetchedComponent } from '#app/components/use-fetched-component'
import type { Section } from './sections'

/**
 * The section's screen, its code fetched the first time it is opened (use-fetched-component.ts);
 * meanwhile its area says it is loading. A fetch that fails is thrown to the section's error
 * boundary, whose "Try again" mounts this again and so fetches again. Key it by section, so each
 * starts afresh.
 */
export function SectionContent({ section }: { section: Section }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const content = useFetchedComponent(section.load, {}, (error) => setFailure({ error }))
  if (failure) throw failure.error
  return content ?? <SectionLoading title={section.title} />
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
