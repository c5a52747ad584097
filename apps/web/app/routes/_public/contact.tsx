import { Clock, Headset } from 'lucide-react'

import { PageBanner } from '#app/features/catalog/components/page-banner'
import { getPresetProduct } from '#app/features/enquiries/api/get-preset-product.server'
import { OurLocations } from '#app/features/enquiries/components/our-locations'
import { QuoteForm } from '#app/features/enquiries/components/quote-form'
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/contact'

/** `?product=<id>` (the product page's Get Quote link without script) starts the form with it chosen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const productId = new URL(request.url).searchParams.get('product')
  return { presetProduct: await getPresetProduct(context, productId) }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: t('Contact'),
      description: t(
        'Contact GWP for a free quote on professional cleaning products, or reach our offices in Lahore, Pakistan and Dubai, UAE by e-mail, phone or WhatsApp.',
      ),
      path: '/contact',
    },
    { matches, location },
  )
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { presetProduct } = loaderData
  const { t } = useI18n()
  return (
    <>
      <PageBanner title={t('Contact Us')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Contact') }]}>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          {t('Ask for a free quote or talk to our team in Pakistan and the UAE.')}
        </p>
      </PageBanner>

      <section
        aria-labelledby="help-heading"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[2fr_3fr] lg:items-start"
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
            {t('Get in touch')}
          </p>
          <h2 id="help-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t("We're here to help")}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            {t(
              'Whether you run a hotel, a hospital, an office or a home, tell us what you need to keep clean. Pick a product, leave your details and our sales team will send you a free quote with prices, pack sizes and delivery times.',
            )}
          </p>
          <ul className="mt-6 space-y-4 text-slate-700">
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>{t('We usually reply within one working day.')}</span>
            </li>
            <li className="flex gap-3">
              <Headset aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>{t('Prefer to talk? Call or message one of our offices below.')}</span>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h3 className="mb-5 text-xl font-bold text-brand-900">{t('Request a Free Quote')}</h3>
          {/* Keyed by the product so a client-side visit with another ?product= starts afresh. */}
          <QuoteForm key={presetProduct?._id ?? 'none'} initialProduct={presetProduct} />
        </div>
      </section>

      <OurLocations />
    </>
  )
}
