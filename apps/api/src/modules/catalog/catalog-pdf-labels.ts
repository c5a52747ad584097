import { INTL_LOCALES, type Language } from '@gwp/contracts'

import { isolate } from '../../lib/pdf-text/bidi-pieces.js'

/**
 * Every fixed word of the catalogue PDF in each language (decision record 023). English is word for
 * word what the catalogue printed before it had languages. Names, codes and specifications are
 * printed as the catalogue's data gives them.
 */
export interface CatalogPdfLabels {
  /** The locale dates are written in (always with Latin digits). */
  locale: string
  title: string
  tagline: string
  beingUpdated: string
  summary(products: number, categories: number): string
  updated(date: string): string
  contents: string
  seeSite(siteUrl: string): string
  productCount(count: number): string
  continued: string
  page(page: number, count: number): string
  code(code: string): string
  specs: { brand: string; material: string; packageQuantity: string; dimension: string; capacity: string }
  noImage: string
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const CATALOG_PDF_LABELS: Record<Language, CatalogPdfLabels> = {
  en: {
    locale: INTL_LOCALES.en,
    title: 'Product Catalogue',
    tagline: 'Cleaning products for homes, offices and industry',
    beingUpdated: 'Our catalogue is being updated.',
    summary: (products, categories) =>
      `${plural(products, 'product', 'products')} in ${plural(categories, 'category', 'categories')}`,
    updated: (date) => `Updated ${date}`,
    contents: 'Contents',
    seeSite: (siteUrl) => `See our latest products at ${siteUrl}`,
    productCount: (count) => plural(count, 'product', 'products'),
    continued: ' (continued)',
    page: (page, count) => `Page ${page} of ${count}`,
    code: (code) => `Code: ${code}`,
    specs: {
      brand: 'Brand',
      material: 'Material',
      packageQuantity: 'Package Quantity',
      dimension: 'Dimension',
      capacity: 'Capacity',
    },
    noImage: 'No image',
  },
  ur: {
    locale: INTL_LOCALES.ur,
    title: 'مصنوعات کا کیٹلاگ',
    tagline: 'گھروں، دفاتر اور صنعت کے لیے صفائی کی مصنوعات',
    beingUpdated: 'ہمارا کیٹلاگ تازہ کیا جا رہا ہے۔',
    summary: (products, categories) => `${categories} زمروں میں ${products} مصنوعات`,
    updated: (date) => `تازہ کاری: ${date}`,
    contents: 'فہرست',
    seeSite: (siteUrl) => `ہماری تازہ ترین مصنوعات دیکھیں: ${siteUrl}`,
    productCount: (count) => `${count} مصنوعات`,
    continued: ' (جاری)',
    page: (page, count) => `صفحہ ${page} از ${count}`,
    code: (code) => `کوڈ: ${isolate(code)}`,
    specs: {
      brand: 'برانڈ',
      material: 'مواد',
      packageQuantity: 'پیکنگ میں تعداد',
      dimension: 'پیمائش',
      capacity: 'گنجائش',
    },
    noImage: 'تصویر نہیں',
  },
  ar: {
    locale: INTL_LOCALES.ar,
    title: 'كتالوج المنتجات',
    tagline: 'منتجات تنظيف للمنازل والمكاتب والمصانع',
    beingUpdated: 'يجري تحديث الكتالوج.',
    summary: (products, categories) => `عدد المنتجات: ${products} · عدد الفئات: ${categories}`,
    updated: (date) => `آخر تحديث: ${date}`,
    contents: 'المحتويات',
    seeSite: (siteUrl) => `تعرّف على أحدث منتجاتنا: ${siteUrl}`,
    productCount: (count) => `عدد المنتجات: ${count}`,
    continued: ' (تابع)',
    page: (page, count) => `صفحة ${page} من ${count}`,
    code: (code) => `الرمز: ${isolate(code)}`,
    specs: {
      brand: 'العلامة التجارية',
      material: 'المادة',
      packageQuantity: 'الكمية في العبوة',
      dimension: 'الأبعاد',
      capacity: 'السعة',
    },
    noImage: 'لا توجد صورة',
  },
}
