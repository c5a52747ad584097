import type { Product } from '@gwp/contracts'

/**
 * A product as the API answers an Arabic page, for the catalogue's component tests: override what a
 * test is about. Only the tests import this module.
 */
export function arabicProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'منظف الأرضيات',
    images: ['uploads/floor.jpg'],
    capacity: '5 L',
    description: 'منظف مركّز للرخام والبلاط.',
    productCode: 'GWP-FC-500',
    brand: 'GWP',
    material: 'بلاستيك',
    packageQuantity: 4,
    dimension: '20 x 30 cm',
    specialFeature: 'Streak-free',
    recommendedSurface: 'الرخام',
    recommendedUsage: 'يومياً',
    colors: [JSON.stringify([{ id: 4, name: 'Blue', hex: '#0000FF' }])],
    category: { _id: 'c1', name: 'العناية بالأرضيات' },
    subCategory: 's1',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    untranslated: ['specialFeature'],
    ...overrides,
  }
}
