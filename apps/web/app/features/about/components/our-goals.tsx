import { Award, FlaskConical, Leaf, ShieldCheck, type LucideIcon } from 'lucide-react'

import { useI18n } from '#app/i18n/use-i18n'

/** Titles and texts are the English messages of the about catalogue. */
interface Goal {
  title: string
  text: string
  icon: LucideIcon
  /**
   * docs/requirements/site.md#about: the sustainability card is shown on small screens only (below 768 px).
   */
  smallScreensOnly?: boolean
}

const GOALS: readonly Goal[] = [
  {
    title: 'Superior Quality',
    text: 'Formulas that clean thoroughly at the recommended dilution, batch after batch, so you use less product for a better result.',
    icon: Award,
  },
  {
    title: 'Hygiene',
    text: 'Products that remove dirt and germs from kitchens, washrooms and wards, helping every business meet the standards its customers expect.',
    icon: ShieldCheck,
  },
  {
    title: 'Future R&D',
    text: 'Our laboratory keeps improving what we make: safer ingredients, faster action and new products for new surfaces and new ways of cleaning.',
    icon: FlaskConical,
  },
  {
    title: 'Sustainability',
    text: 'Concentrates, refill packs and biodegradable surfactants that cut plastic, transport and waste without cutting performance.',
    icon: Leaf,
    smallScreensOnly: true,
  },
]

/** The About page's "Our Goals" cards. */
export function OurGoals() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="our-goals-heading">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
            {t('What drives us')}
          </p>
          <h2 id="our-goals-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t('Our Goals')}
          </h2>
        </div>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
          {GOALS.map((goal) => (
            <li key={goal.title} className={goal.smallScreensOnly ? 'md:hidden' : undefined}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
                <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                  <goal.icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900">{t(goal.title)}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{t(goal.text)}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
