import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

export interface Crumb {
  /** In the page's language. */
  label: string
  /**
   * Omitted for the current page, which is named but not linked. An English path (`/products`) is
   * taken to the page's language; one already in it stays as it is.
   */
  to?: string
  /** `en` when the label is content the API left in English on an Urdu or Arabic page. */
  lang?: string
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
  const { t, localPath } = useI18n()
  return (
    <nav aria-label={t('Breadcrumb')}>
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${colours.text}`}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && (
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 opacity-70 rtl:-scale-x-100" />
            )}
            {crumb.to ? (
              <Link
                to={localPath(crumb.to)}
                lang={crumb.lang}
                className={`underline-offset-4 hover:underline ${colours.link}`}
              >
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                lang={crumb.lang}
                className={`truncate font-semibold ${colours.current}`}
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
