import type { Product } from '@gwp/contracts'

import { absoluteUrl } from '#app/utils/meta'
import { categoryPath, productPath } from './catalog-paths'

/**
 * schema.org data for a product page: the `Product` and the page's `BreadcrumbList`, with absolute
 * URLs. React Router's `script:ld+json` meta descriptor writes it and escapes `<`, `>` and `&` as
 * `\u003c`…, so text from the catalogue can never close the script element. It is a data block, not
 * executed, so the CSP needs no nonce for it.
 */
export function productJsonLd(product: Product, origin: string) {
  const url = absoluteUrl(origin, productPath(product._id))
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
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
        itemListElement: [
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/products' },
          { name: product.category.name, path: categoryPath(product.category) },
          { name: product.name, path: productPath(product._id) },
        ].map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(origin, crumb.path),
        })),
      },
    ],
  }
}
