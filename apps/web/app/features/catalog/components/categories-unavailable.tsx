import { useI18n } from '#app/i18n/use-i18n'

/**
 * docs/requirements/categories.md#states: the message when the category list cannot be fetched, word for
 * word.
 */
export const CATEGORIES_FETCH_FAILED = 'Failed to fetch categories: Server or Internet error.'

/**
 * What a category list shows instead of its cards: the failure message when the fetch failed
 * (`categories` is null), or a line saying there are none.
 */
export function CategoriesUnavailable({ failed }: { failed: boolean }) {
  const { t } = useI18n()
  if (failed) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800"
      >
        {t(CATEGORIES_FETCH_FAILED)}
      </p>
    )
  }
  return <p className="text-center text-slate-600">{t('No categories available')}</p>
}
