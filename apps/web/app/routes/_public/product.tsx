import { CATALOG_MESSAGES } from '@gwp/contracts'
import { isRouteErrorResponse, Link } from 'react-router'

import { getProductPage } from '#app/features/catalog/api/get-product-page.server'
import { Breadcrumb } from '#app/features/catalog/components/breadcrumb'
import { PremiumProducts } from '#app/features/catalog/components/premium-products'
import { ProductGallery } from '#app/features/catalog/components/product-gallery'
import { SpecTable } from '#app/features/catalog/components/spec-table'
import { categoryPath, productPath } from '#app/features/catalog/utils/catalog-paths'
import { cutText } from '#app/features/catalog/utils/cut-text'
import { productJsonLd } from '#app/features/catalog/utils/product-json-ld'
import { CatalogForm } from '#app/features/enquiries/components/catalog-form'
import { GetQuoteButton } from '#app/features/enquiries/components/get-quote-button'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { metaLanguage, metaTranslator, pageMeta, siteOrigin } from '#app/utils/meta'
import type { Route } from './+types/product'

export async function loader({ params, context }: Route.LoaderArgs) {
  return getProductPage(context, params.id)
}

const PRODUCT_GONE = 'This product does not exist or is no longer available.'

/** A search snippet is about this long; the description field allows 500 characters. */
const META_DESCRIPTION_MAX = 160

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const t = metaTranslator({ location })
  if (!data) {
    return pageMeta(
      { title: t(CATALOG_MESSAGES.productNotFound), description: t(PRODUCT_GONE), noIndex: true },
      { matches, location },
    )
  }
  const { product } = data
  return [
    ...pageMeta(
      {
        title: product.name,
        description: cutText(product.description, META_DESCRIPTION_MAX),
        path: productPath(product._id),
        image: product.images[0],
      },
      { matches, location },
    ),
    {
      'script:ld+json': productJsonLd(product, {
        origin: siteOrigin(matches),
        language: metaLanguage({ location }),
        t,
      }),
    },
  ]
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, premiumProducts } = loaderData
  const { t, localPath } = useI18n()
  const nameLang = fallbackLang(product, 'name')
  const categoryLang = fallbackLang(product.category, 'name')
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Breadcrumb
            crumbs={[
              { label: t('Home'), to: '/' },
              { label: t('Products'), to: '/products' },
              { label: product.category.name, to: categoryPath(product.category), lang: categoryLang },
              { label: product.name, lang: nameLang },
            ]}
          />
        </div>
      </div>

      <article className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2 lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductGallery key={product._id} name={product.name} images={product.images} />
        </div>

        <div className="flex flex-col gap-6">
          <div>
            <Link
              to={localPath(categoryPath(product.category))}
              lang={categoryLang}
              className="text-sm font-semibold tracking-wider rtl:tracking-normal text-brand-600 uppercase hover:underline"
            >
              {product.category.name}
            </Link>
            <h1 lang={nameLang} className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
              {product.name}
            </h1>
            {product.capacity && (
              <p
                dir="ltr"
                className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700"
              >
                {product.capacity}
              </p>
            )}
          </div>
          <p
            lang={fallbackLang(product, 'description')}
            className="leading-relaxed whitespace-pre-line text-slate-700"
          >
            {product.description}
          </p>
          <div>
            <GetQuoteButton product={{ _id: product._id, name: product.name }} />
          </div>
          <SpecTable product={product} />
        </div>
      </article>

      <CatalogForm />

      <div className="border-t border-slate-200">
        <PremiumProducts products={premiumProducts} />
      </div>
    </>
  )
}

/** A missing or inactive product: the spec's message, with a 404 status, inside the public layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const { t, localPath } = useI18n()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">
        {notFound ? t(CATALOG_MESSAGES.productNotFound) : t('Something went wrong')}
      </h1>
      <p className="mt-3 text-slate-600">{notFound ? t(PRODUCT_GONE) : t('Please try again in a moment.')}</p>
      <Link
        to={localPath('/products')}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('Browse all products')}
      </Link>
    </section>
  )
}
