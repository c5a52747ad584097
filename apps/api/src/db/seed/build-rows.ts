import { COLOR_PALETTE } from '@gwp/contracts'
import type { Insertable } from 'kysely'

import { mix } from '../../lib/colors.js'
import { newId } from '../../lib/ids.js'
import type { Database, ProductsTable } from '../database.js'
import { BLOGS } from './content/blogs.js'
import { CATEGORIES } from './content/categories.js'
import { EVENTS } from './content/events.js'
import { PRODUCTS } from './content/products.js'
import { PARTNERS } from './content/site.js'
import { CATEGORY_TRANSLATIONS, SUB_CATEGORY_TRANSLATIONS } from './content/translations-catalog.js'
import { BLOG_TRANSLATIONS, PRODUCT_TRANSLATIONS } from './content/translations-content.js'
import { bannerSvg, logoSvg, productSvg, tileSvg } from './images.js'
import { addDays, DAY_MS, formatDateRange, todayIn } from './dates.js'
import type { Sections } from './seed-options.js'
import type { StoreFn } from './image-writer.js'

/** A content file's Urdu and Arabic as the stored JSON text ('{}' for a row not translated). */
const translationsOf = (translated: object | undefined) => JSON.stringify(translated ?? {})

const BLOG_COLORS = ['#1F6FB2', '#2E8B57', '#00838F', '#5E35B1', '#0277BD', '#EF6C00', '#C2185B', '#37474F']

/** Every demo row of the catalogue, blogs, events and partner logos, ready to insert. */
export interface Rows {
  categories: Array<Insertable<Database['categories']>>
  subCategories: Array<Insertable<Database['subCategories']>>
  products: Array<Insertable<ProductsTable>>
  blogs: Array<Omit<Insertable<Database['blogs']>, 'authorId'>>
  events: Array<Insertable<Database['events']>>
  partnerLogos: Array<Insertable<Database['partnerLogos']>>
}

/**
 * Builds the rows from the content files, rendering and storing each image as it goes (through
 * `store`), for the sections that are still empty. Nothing is written to the database here.
 */
export async function buildRows(
  store: StoreFn,
  now: Date,
  timeZone: string,
  sections: Sections,
): Promise<Rows> {
  // Creation times one second apart in list order, so "newest first" lists have a stable order.
  const nowMs = now.getTime()
  const total = CATEGORIES.length + CATEGORIES.flatMap((c) => c.subCategories).length + PRODUCTS.length
  let tick = 0
  const nextStamp = () => {
    const ms = nowMs - (total - tick++) * 1000
    return { id: newId(ms), at: new Date(ms).toISOString() }
  }

  // Ids and times are fixed before any image starts, so list order does not depend on which image
  // happens to finish first.
  const placed = CATEGORIES.map((category) => ({
    category,
    stamp: nextStamp(),
    subs: category.subCategories.map((sub, i) => ({
      sub,
      stamp: nextStamp(),
      // Neighbouring sub-categories get visibly different shades of their category's colour.
      color: mix(category.color, i % 2 === 0 ? '#000000' : '#FFFFFF', 0.18 + 0.06 * i),
    })),
  }))
  const categoryByKey = new Map<string, { categoryId: string; subCategoryId: string; color: string }>()
  for (const { category, stamp, subs } of placed) {
    for (const { sub, stamp: subStamp } of subs) {
      categoryByKey.set(sub.key, { categoryId: stamp.id, subCategoryId: subStamp.id, color: category.color })
    }
  }

  const categoryJobs = placed.map(async ({ category, stamp }) => {
    const image = await store(
      'categories',
      tileSvg({
        title: category.name,
        subtitle: 'GWP Cleaning Products',
        color: category.color,
        width: 1000,
        height: 1000,
      }),
    )
    return {
      id: stamp.id,
      name: category.name,
      description: category.description,
      image,
      createdAt: stamp.at,
      updatedAt: stamp.at,
      translations: translationsOf(CATEGORY_TRANSLATIONS[category.code]),
    }
  })
  const subCategoryJobs = placed.flatMap(({ category, stamp, subs }) =>
    subs.map(async ({ sub, stamp: subStamp, color }) => {
      const image = await store(
        'sub-categories',
        tileSvg({ title: sub.name, subtitle: category.name, color, width: 1000, height: 1000 }),
      )
      return {
        id: subStamp.id,
        name: sub.name,
        description: sub.description,
        image,
        categoryId: stamp.id,
        createdAt: subStamp.at,
        updatedAt: subStamp.at,
        translations: translationsOf(SUB_CATEGORY_TRANSLATIONS[sub.key]),
      }
    }),
  )

  const productJobs = PRODUCTS.map(async (product) => {
    const stamp = nextStamp()
    const place = categoryByKey.get(product.subCategory)
    if (!place)
      throw new Error(`Seed product ${product.code} names an unknown sub-category ${product.subCategory}`)
    const colors = product.colors.map((name) => {
      const color = COLOR_PALETTE.find((c) => c.name === name)
      if (!color) throw new Error(`Seed product ${product.code} names an unknown colour ${name}`)
      return { id: color.id, name: color.name, hex: color.hex }
    })
    const images = await Promise.all(
      Array.from({ length: product.images }, (_, view) =>
        store(
          'products',
          productSvg({
            name: product.name,
            code: product.code,
            capacity: product.capacity,
            background: place.color,
            color: colors[0]!.hex,
            shape: product.shape,
            view,
          }),
        ),
      ),
    )
    return {
      id: stamp.id,
      name: product.name,
      productCode: product.code,
      description: product.description,
      capacity: product.capacity,
      categoryId: place.categoryId,
      subCategoryId: place.subCategoryId,
      colors: JSON.stringify(colors),
      images: JSON.stringify(images),
      brand: product.brand,
      material: product.material,
      packageQuantity: product.packageQuantity,
      dimension: product.dimension,
      specialFeature: product.specialFeature,
      recommendedSurface: product.recommendedSurface,
      recommendedUsage: product.recommendedUsage,
      translations: translationsOf(PRODUCT_TRANSLATIONS[product.code]),
      isActive: product.inactive ? 0 : 1,
      createdAt: stamp.at,
      updatedAt: stamp.at,
    }
  })

  const blogJobs = sections.blogs
    ? BLOGS.map(async (blog, i) => {
        // Published daysAgo days before the seed, so the list shows a believable history.
        const ms = nowMs - blog.daysAgo * DAY_MS - i * 60_000
        const at = new Date(ms).toISOString()
        const image = await store(
          'blogs',
          tileSvg({
            title: blog.title,
            subtitle: 'GWP Blog',
            color: BLOG_COLORS[i % BLOG_COLORS.length]!,
            width: 1200,
            height: 800,
          }),
        )
        return {
          id: newId(ms),
          title: blog.title,
          content: blog.content,
          image,
          isActive: blog.inactive ? 0 : 1,
          createdAt: at,
          updatedAt: at,
          translations: translationsOf(BLOG_TRANSLATIONS[blog.title]),
        }
      })
    : []

  const today = todayIn(timeZone, now)
  const eventJobs = sections.events
    ? EVENTS.map(async (event, i) => {
        const fromDate = addDays(today, event.fromOffset)
        const toDate = addDays(today, event.toOffset)
        const bannerImage = await store(
          'events',
          bannerSvg({
            title: event.title,
            location: event.location,
            dates: formatDateRange(fromDate, toDate),
            color: event.color,
          }),
        )
        const ms = nowMs - (EVENTS.length - i) * 1000
        const at = new Date(ms).toISOString()
        return {
          id: newId(ms),
          title: event.title,
          description: event.description,
          link: event.link,
          location: event.location,
          fromDate,
          toDate,
          time: event.time,
          bannerImage,
          additionalDetails: event.additionalDetails,
          isActive: event.inactive ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        }
      })
    : []

  const partnerJobs = sections.partners
    ? PARTNERS.map(async (partner, i) => {
        const ms = nowMs - (PARTNERS.length - i) * 1000
        const image = await store('partners', logoSvg(partner))
        return { id: newId(ms), name: partner.name, image, createdAt: new Date(ms).toISOString() }
      })
    : []

  // The caller waits for every started image before cleaning up after a failure (imageWriter.settled).
  const [categories, subCategories, products, blogs, events, partnerLogos] = await Promise.all([
    Promise.all(categoryJobs),
    Promise.all(subCategoryJobs),
    Promise.all(productJobs),
    Promise.all(blogJobs),
    Promise.all(eventJobs),
    Promise.all(partnerJobs),
  ])
  return { categories, subCategories, products, blogs, events, partnerLogos }
}
