import type { QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { useI18n } from '#app/i18n/use-i18n'
import { QuoteForm } from './quote-form'

/** The home page's quote form under its heading (docs/requirements/site.md#home). */
export function QuoteSection({ initialProduct = null }: { initialProduct?: QuoteProduct | null }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="quote-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{t('Free quote')}</p>
          <h2 id="quote-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t('Request a Free Quote')}
          </h2>
          <p className="mt-4 max-w-md leading-relaxed text-slate-700">
            {t(
              'Tell us which product you need and where to reach you. Our sales team replies with prices, pack sizes and delivery times, usually within one working day.',
            )}
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <QuoteForm initialProduct={initialProduct} />
        </div>
      </div>
    </section>
  )
}
