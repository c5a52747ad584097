import { describe, expect, it } from 'vitest'

import {
  allPermissions,
  can,
  isBuiltInRole,
  noPermissions,
  normalizeArea,
  PermissionsInputSchema,
  PermissionsSchema,
  StoredPermissionsSchema,
  toLowerCamel,
} from './permissions.js'

describe('toLowerCamel', () => {
  it.each([
    ['Products', 'products'],
    ['Sub-Category', 'subCategory'],
    ['sub category', 'subCategory'],
    ['SubCategory', 'subCategory'],
    ['StatusChange', 'statusChange'],
    ['status_change', 'statusChange'],
    ['quotations', 'quotations'],
  ])('%s → %s', (input, output) => {
    expect(toLowerCamel(input)).toBe(output)
  })
})

describe('normalizeArea', () => {
  it('maps the create form "Products" and the update form "Product" to one area', () => {
    expect(normalizeArea('Products')).toBe('product')
    expect(normalizeArea('Product')).toBe('product')
  })

  it('knows no area it was not told of', () => {
    expect(normalizeArea('Payroll')).toBeNull()
  })
})

describe('PermissionsInputSchema', () => {
  it('returns the full grid with lower-camel keys and false for what is missing', () => {
    const grid = PermissionsInputSchema.parse({
      Products: { Create: true, StatusChange: 'true' },
      'Sub-Category': { update: true },
      Quotations: { statusChange: false },
    })
    expect(grid.product).toEqual({ create: true, update: false, statusChange: true })
    expect(grid.subCategory).toEqual({ create: false, update: true })
    expect(grid.quotations).toEqual({ update: false, statusChange: false })
    expect(grid.category).toEqual({ create: false, update: false })
  })

  it('refuses an unknown area and an action the area does not have', () => {
    const result = PermissionsInputSchema.safeParse({
      Payroll: { create: true },
      category: { statusChange: true },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown permission area: Payroll',
      'Unknown permission statusChange for category',
    ])
  })

  it('refuses quotations.create: quotations only have statusChange', () => {
    expect(PermissionsInputSchema.safeParse({ quotations: { create: true } }).success).toBe(false)
  })
})

describe('can', () => {
  it('gives superAdmin every right whatever is stored for it', () => {
    expect(can({ role: 'superAdmin', permissions: noPermissions() }, 'event', 'statusChange')).toBe(true)
  })

  it('gives other roles exactly their grid', () => {
    const grid = noPermissions()
    grid.blog.create = true
    expect(can({ role: 'Editor', permissions: grid }, 'blog', 'create')).toBe(true)
    expect(can({ role: 'Editor', permissions: grid }, 'blog', 'update')).toBe(false)
    expect(can({ role: 'Member', permissions: allPermissions() }, 'blog', 'update')).toBe(true)
  })
})

describe('isBuiltInRole', () => {
  it('recognises superAdmin and Member in any case', () => {
    expect(isBuiltInRole('SUPERADMIN')).toBe(true)
    expect(isBuiltInRole(' member ')).toBe(true)
    expect(isBuiltInRole('Editor')).toBe(false)
  })
})

describe('StoredPermissionsSchema', () => {
  it('reads a grid stored before quotations.update existed as not granting it', () => {
    const stored = { ...noPermissions(), quotations: { statusChange: true } }
    expect(StoredPermissionsSchema.parse(stored).quotations).toEqual({ update: false, statusChange: true })
    // The strict grid refuses it: this is what the stored schema is for.
    expect(PermissionsSchema.safeParse(stored).success).toBe(false)
  })
})
