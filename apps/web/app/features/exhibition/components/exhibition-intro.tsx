import { useI18n } from '#app/i18n/use-i18n'

/**
 * The picture and words above the schedule (docs/requirements/exhibitions.md#exhibition-page: a banner image
 * and an intro text).
 */
export function ExhibitionIntro() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="exhibition-intro-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-14">
        <img
          src="/exhibition-banner.svg"
          alt={t('A GWP stand at a trade exhibition, its shelves full of cleaning products')}
          width={1200}
          height={800}
          fetchPriority="high"
          className="w-full rounded-2xl shadow-lg"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
            {t('Meet us at the show')}
          </p>
          <h2
            id="exhibition-intro-heading"
            className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl"
          >
            {t('Our products on the world stage')}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            {t(
              'GWP takes its premium cleaning products to international exhibitions and trade fairs, from Lahore and Karachi to Dubai, Abu Dhabi and Riyadh. At our stand you can see the full range at work, talk to the people who make it and discuss supply for your hotel, hospital, office or shop.',
            )}
          </p>
          <p className="mt-3 leading-relaxed text-slate-700">
            {t(
              'Below are the shows we have attended, the ones on now and the ones we are getting ready for.',
            )}
          </p>
        </div>
      </div>
    </section>
  )
}
