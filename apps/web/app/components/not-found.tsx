import { Link } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'

export function NotFound() {
  const { t, localPath } = useI18n()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {/* Screen readers have the heading; the figure, seen, still needs large text's contrast. */}
      <p className="text-7xl font-black text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-wide text-brand-900">{t('PAGE NOT FOUND')}</h1>
      <p className="mt-3 text-slate-600">{t('The page you are looking for does not exist or has moved.')}</p>
      <Link
        to={localPath('/')}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('BACK TO HOME')}
      </Link>
    </section>
  )
}
