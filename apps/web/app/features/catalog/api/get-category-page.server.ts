import {
  API_PATHS,
  LANGUAGES,
  CATALOG_MESSAGES,
  fillPath,
  PAGE_SIZE,
  pageView,
  parsePageParam,
  type CategoryResponse,
  type Language,
  type ProductListResponse,
  type SubCategoryListResponse,
} from '@gwp/contracts'
import { data } from 'react-router'

import { untranslatedOf } from '#app/i18n/fallback-lang'
import { languageOfPath } from '#app/i18n/languages'
import { getJson, getJsonOr } from '#app/lib/api-client.server'
import { contextInLanguage, type WebContext } from '#app/lib/web-context'

/**
 * Everything the category page shows, read on the server: the category (`?id=`, 404 when missing or
 * unknown), its sub-categories, and one page of the chosen sub-category's active products. The choice
 * lives in the URL (`sub`, `page`) so a reload or a shared link shows the same view; an unknown `sub`
 * falls back to the first sub-category and a page past the end shows the last page.
 */
export async function getCategoryPage(context: WebContext, url: URL) {
  const categoryId = url.searchParams.get('id')
  if (!categoryId) throw data({ message: CATALOG_MESSAGES.categoryNotFound }, { status: 404 })

  const categoryPath = fillPath(API_PATHS.category.one, { id: categoryId })
  // The page's own language is the main read's; the other two are read for the alternates.
  const language = languageOfPath(url.pathname)
  const others = LANGUAGES.filter((other) => other !== language)
  const [{ data: category }, { data: subCategories }, names] = await Promise.all([
    getJson<CategoryResponse>(context, categoryPath),
    getJsonOr<Pick<SubCategoryListResponse, 'data'>>(
      context,
      fillPath(API_PATHS.subCategory.byCategory, { id: categoryId }),
      { data: [] },
    ),
    // Its name in each other language: each version's address carries its own (the alternates name them).
    Promise.all(
      others.map((other) =>
        getJsonOr<CategoryResponse | null>(contextInLanguage(context, other), categoryPath, null),
      ),
    ),
  ])

  const requestedSub = url.searchParams.get('sub')
  const selected = subCategories.find((sub) => sub._id === requestedSub) ?? subCategories[0] ?? null
  const { data: products } = selected
    ? await getJsonOr<Pick<ProductListResponse, 'data'>>(
        context,
        fillPath(API_PATHS.product.activeBySubCategory, { id: selected._id }),
        { data: [] },
      )
    : { data: [] }

  const view = pageView(products.length, parsePageParam(url.searchParams.get('page')), PAGE_SIZE.products)
  return {
    category: {
      _id: category._id,
      name: category.name,
      description: category.description,
      untranslated: untranslatedOf(category),
      namesByLanguage: Object.fromEntries([
        [language, category.name],
        ...others.map((other, index) => [other, names[index]?.data.name ?? category.name]),
      ]) as Record<Language, string>,
    },
    subCategories: subCategories.map((sub) => ({
      _id: sub._id,
      name: sub.name,
      image: sub.image,
      untranslated: untranslatedOf(sub),
    })),
    selectedSubCategoryId: selected?._id ?? null,
    // Only the page shown travels to the browser.
    products: products.slice(view.start, view.end),
    paging: {
      page: view.page,
      totalPages: view.totalPages,
      from: view.from,
      to: view.to,
      total: products.length,
    },
  }
}
