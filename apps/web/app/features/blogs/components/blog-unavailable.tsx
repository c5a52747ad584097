import { BLOG_MESSAGES } from '@gwp/contracts'
import { ArrowLeft, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

const BACK_TO_BLOGS =
  'mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700'

/**
 * What the single-blog page shows instead of the post, whatever the reason: the spec's Error box
 * (docs/requirements/blogs.md#errors). An unknown or unpublished post keeps its 404 status; only the text is
 * shared.
 */
export function BlogUnavailable() {
  const { t, localPath } = useI18n()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="sr-only">{t('Blog')}</h1>
      <div
        role="alert"
        className="flex w-full items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-start text-red-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-bold">{t('Error')}</p>
          <p>{t(BLOG_MESSAGES.fetchFailed)}</p>
        </div>
      </div>
      <Link to={localPath('/blogs')} className={BACK_TO_BLOGS}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        {t('All blogs')}
      </Link>
    </section>
  )
}
