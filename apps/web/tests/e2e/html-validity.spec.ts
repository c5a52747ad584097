import { fileURLToPath } from 'node:url'

// Playwright's own test, not fixtures.ts's: these tests need no browser page, and its console guard opens one.
import { test, type APIRequestContext } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate'

import { newApiContext } from './back-office-helpers'
import { apiActiveProducts, apiCategories } from './catalog-home-helpers'
import { expect } from './fixtures'
import { newOffer, withOfferApi } from './offer-helpers'

/**
 * Every public page's server HTML passes html-validate's recommended rules, in each language (decision
 * record 025). The HTML is fetched, not opened in a browser: what a crawler or a browser's parser
 * reads before any script runs, checked in a few seconds.
 */

/** A file name inside the web app, so the loader finds the app's .htmlvalidate.mjs for it. */
const PAGE_FILE = fileURLToPath(new URL('../../page.html', import.meta.url))
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader())

const LANGUAGE_PREFIXES = ['', '/ur', '/ar'] as const

interface PublicPage {
  name: string
  status: number
  /** The page's English path; the data a path needs is read once the server runs. */
  path: (request: APIRequestContext) => Promise<string>
}

const fixed = (path: string) => () => Promise.resolve(path)
const firstId = async (request: APIRequestContext, apiPath: string) =>
  ((await (await request.get(apiPath)).json()) as { data: Array<{ _id: string }> }).data[0]!._id

const PAGES: PublicPage[] = [
  { name: 'home', status: 200, path: fixed('/') },
  { name: 'products', status: 200, path: fixed('/products') },
  {
    name: 'category',
    status: 200,
    path: async (request) => {
      const category = (await apiCategories(request))[0]!
      return `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`
    },
  },
  {
    name: 'product',
    status: 200,
    path: async (request) => `/product/${(await apiActiveProducts(request))[0]!._id}`,
  },
  { name: 'blogs', status: 200, path: fixed('/blogs') },
  {
    name: 'blog post',
    status: 200,
    path: async (request) => `/single-blog/${await firstId(request, '/api/v1/blog/active-blogs')}`,
  },
  { name: 'exhibition', status: 200, path: fixed('/exhibition') },
  { name: 'contact', status: 200, path: fixed('/contact') },
  { name: 'about', status: 200, path: fixed('/about') },
  { name: 'not found', status: 404, path: fixed('/no-such-page') },
  { name: 'offer', status: 200, path: async () => (await newOffer()).path },
  { name: 'offer link not valid', status: 404, path: fixed(`/offer/${'x'.repeat(43)}`) },
]

const inLanguage = (prefix: string, path: string) => (prefix && path === '/' ? prefix : prefix + path)

/** One line per problem: enough to find the element in the page and the rule in the docs. */
const problemLine = (message: Message) =>
  `${message.ruleId} at ${message.line}:${message.column} ${message.selector ?? ''}: ${message.message}`

withOfferApi()

test.describe('every public page is valid HTML', () => {
  const paths = new Map<string, string>()

  test.beforeAll(async () => {
    // One offer (and one read per page) for the whole file: the tests only read.
    const request = await newApiContext()
    for (const page of PAGES) paths.set(page.name, await page.path(request))
    await request.dispose()
  })

  for (const prefix of LANGUAGE_PREFIXES) {
    for (const page of PAGES) {
      test(`${page.name} page${prefix ? ` in ${prefix.slice(1)}` : ''}`, async ({ request }) => {
        const address = inLanguage(prefix, paths.get(page.name)!)
        const response = await request.get(address)
        expect(response.status(), address).toBe(page.status)
        const report = await htmlvalidate.validateString(await response.text(), PAGE_FILE)
        const problems = report.results.flatMap((result) => result.messages).map(problemLine)
        expect(problems, `html-validate on ${address}`).toEqual([])
      })
    }
  }
})
