import { describe, expect, it } from 'vitest'

import { translatorFor } from '#app/i18n/catalogues'
import { arabicProduct } from './catalog-test-data'
import { productJsonLd } from './product-json-ld'

const ORIGIN = 'https://gwp.example'

const nodes = (language: 'en' | 'ar') => {
  const data = productJsonLd(arabicProduct(), { origin: ORIGIN, language, t: translatorFor(language) })
  return Object.fromEntries(data['@graph'].map((node) => [node['@type'], node])) as Record<
    string,
    Record<string, unknown>
  >
}

describe('productJsonLd', () => {
  it('names the page’s language and links to the Arabic pages, the crumbs in Arabic', () => {
    const ld = nodes('ar')
    expect(ld.ItemPage).toMatchObject({ inLanguage: 'ar', url: `${ORIGIN}/ar/product/p1` })
    expect(ld.Product).toMatchObject({ name: 'منظف الأرضيات', url: `${ORIGIN}/ar/product/p1` })
    expect(ld.BreadcrumbList!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${ORIGIN}/ar` },
      { '@type': 'ListItem', position: 2, name: 'المنتجات', item: `${ORIGIN}/ar/products` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'العناية بالأرضيات',
        item: `${ORIGIN}/ar/categoryShow/${encodeURIComponent('العناية بالأرضيات')}?id=c1`,
      },
      { '@type': 'ListItem', position: 4, name: 'منظف الأرضيات', item: `${ORIGIN}/ar/product/p1` },
    ])
  })

  it('keeps the English addresses and crumbs on an English page', () => {
    const ld = nodes('en')
    expect(ld.ItemPage).toMatchObject({ inLanguage: 'en', url: `${ORIGIN}/product/p1` })
    const crumbs = ld.BreadcrumbList!.itemListElement as Array<{ name: string; item: string }>
    expect(crumbs.slice(0, 2)).toMatchObject([
      { name: 'Home', item: `${ORIGIN}/` },
      { name: 'Products', item: `${ORIGIN}/products` },
    ])
  })
})
