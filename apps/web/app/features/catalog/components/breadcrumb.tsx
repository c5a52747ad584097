import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

export interface Crumb {
  label: string
  /** Omitted for the current page, which is named but not linked. */
  to?: string
}

const TONES = {
  /** On the brand banner. */
  light: { text: 'text-white/80', link: 'hover:text-white', current: 'text-white' },
  /** On a white page. */
  dark: { text: 'text-slate-500', link: 'hover:text-brand-700', current: 'text-slate-800' },
}

/** A trail of links to the pages above this one; the last crumb is the current page. */
export function Breadcrumb({ crumbs, tone = 'dark' }: { crumbs: Crumb[]; tone?: keyof typeof TONES }) {
  const colours = TONES[tone]
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${colours.text}`}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 opacity-70" />}
            {crumb.to ? (
              <Link to={crumb.to} className={`underline-offset-4 hover:underline ${colours.link}`}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={`truncate font-semibold ${colours.current}`}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
