import { Link } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

/** Explore block: the way to a free quote (docs/requirements/site.md#home). */
export function ExploreBlock() {
  const { t, localPath } = useI18n()
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-3xl font-extrabold text-brand-900">
            {t('Explore cleaning made for professionals')}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">
            {t(
              'From hotel lobbies to hospital wards, our chemicals and tools are made in-house and tested to keep every surface clean and safe. Tell us what you need and we will price it for you.',
            )}
          </p>
        </div>
        <Link
          to={localPath('/contact')}
          className="shrink-0 rounded-full bg-accent-600 px-8 py-3 font-bold text-white hover:bg-accent-500"
        >
          {t('FREE QUOTE')}
        </Link>
      </div>
    </section>
  )
}
