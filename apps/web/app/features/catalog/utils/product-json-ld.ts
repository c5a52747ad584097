import type { Language, Product } from '@gwp/contracts'

import type { Translate } from '#app/i18n/catalogues'
import { pathInLanguage } from '#app/i18n/languages'
import { absoluteUrl } from '#app/utils/meta'
import { categoryPath, productPath } from './catalog-paths'

/** The page the data describes: its language, and that language's words for the breadcrumb. */
export interface JsonLdPage {
  origin: string
  language: Language
  t: Translate
}

/**
 * schema.org data for a product page: the `ItemPage` in its language (`inLanguage`: schema.org gives
 * the property to pages, not to products), the `Product` it is about and the page's `BreadcrumbList`,
 * with absolute URLs in the page's language. The product's texts come from the API in that language. React Router's `script:ld+json` meta descriptor writes it and escapes `<`, `>` and `&` as
 * `\u003c`…, so text from the catalogue can never close the script element. It is a data block, not
 * executed, so the CSP needs no nonce for it.
 */
export function productJsonLd(product: Product, { origin, language, t }: JsonLdPage) {
  const link = (path: string) => absoluteUrl(origin, pathInLanguage(language, path))
  const url = link(productPath(product._id))
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ItemPage',
        '@id': url,
        url,
        name: product.name,
        inLanguage: language,
        mainEntity: { '@id': `${url}#product` },
        breadcrumb: { '@id': `${url}#breadcrumb` },
      },
      {
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.name,
        image: product.images.map((image) => absoluteUrl(origin, image)),
        description: product.description,
        sku: product.productCode,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.category.name,
        url,
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumb`,
        itemListElement: [
          { name: t('Home'), path: '/' },
          { name: t('Products'), path: '/products' },
          { name: product.category.name, path: categoryPath(product.category) },
          { name: product.name, path: productPath(product._id) },
        ].map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: link(crumb.path),
        })),
      },
    ],
  }
}
