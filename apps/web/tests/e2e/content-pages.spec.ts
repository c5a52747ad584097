import type { Page } from '@playwright/test'

import { createTestBlogs, HOSTILE_PARAGRAPH, withoutPartnerLogos, type TestBlogs } from './blog-data'
import { api, apiLogin, E2E_ADMIN, expect, test, waitForHydration } from './fixtures'

/** Typing and clicks on buttons do nothing until React has hydrated the page; links work either way. */
/** Page buttons shown, in order, and which one is current. */
async function pageButtons(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Blog pages' })
  return {
    numbers: (await nav.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).map(Number),
    current: await nav.locator('[aria-current="page"]').textContent(),
  }
}

/** Titles of the blog cards shown, in order. */
const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents()

const showing = (page: Page, text: string) => page.getByText(text, { exact: true })

async function activeBlogCount(page: Page): Promise<number> {
  const { status, body } = await api(page, 'GET', '/api/v1/blog/active-blogs')
  expect(status).toBe(200)
  return (body.data as unknown[]).length
}

test.describe('blog pages', () => {
  let blogs: TestBlogs
  test.beforeAll(() => {
    blogs = createTestBlogs()
  })
  test.afterAll(() => blogs.remove())

  test('the search filters by title in any case, starts again at page 1 and an empty search restores the list', async ({
    page,
  }) => {
    const total = await activeBlogCount(page)
    await page.goto('/blogs')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible()
    await expect(showing(page, `Showing Blogs 1 to 6 of ${total}`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)

    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blogs\?page=2$/)
    await expect(showing(page, `Showing Blogs 7 to ${Math.min(12, total)} of ${total}`)).toBeVisible()

    // The token in lower case: every test post, newest first, from page 1 again.
    const search = page.getByRole('search', { name: 'Blogs' }).getByLabel('Search blogs by title')
    await search.fill(blogs.token.toLowerCase())
    await expect(page).toHaveURL(new RegExp(`/blogs\\?q=${blogs.token.toLowerCase()}$`))
    await expect(showing(page, 'Showing Blogs 1 to 6 of 7')).toBeVisible()
    expect(await cardTitles(page)).toEqual(blogs.active.slice(0, 6).map((blog) => blog.title))
    expect(await pageButtons(page)).toEqual({ numbers: [1, 2], current: '1' })

    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${blogs.token.toLowerCase()}&page=2$`))
    await expect(showing(page, 'Showing Blogs 7 to 7 of 7')).toBeVisible()
    expect(await cardTitles(page)).toEqual([blogs.active[6]!.title])
    expect(await pageButtons(page)).toEqual({ numbers: [1, 2], current: '2' })

    // Typing on (in capitals, key by key) narrows the list and goes back to page 1; the draft never shows.
    await search.press('End')
    await search.pressSequentially(' KITCHEN')
    await expect(search).toHaveValue(`${blogs.token.toLowerCase()} KITCHEN`)
    await expect(showing(page, 'Showing Blogs 1 to 3 of 3')).toBeVisible()
    await expect(page).not.toHaveURL(/page=/)
    expect(await cardTitles(page)).toEqual(blogs.kitchen.map((blog) => blog.title))
    await expect(page.getByText(blogs.draft.title)).toHaveCount(0)
    expect(await pageButtons(page)).toEqual({ numbers: [1], current: '1' })

    // A reload shows the same search.
    await page.reload()
    await expect(page.getByLabel('Search blogs by title')).toHaveValue(`${blogs.token.toLowerCase()} KITCHEN`)
    await expect(showing(page, 'Showing Blogs 1 to 3 of 3')).toBeVisible()

    await waitForHydration(page)
    await page.getByLabel('Search blogs by title').fill('no such title anywhere')
    await expect(page.getByText('No blogs Available', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Showing Blogs/)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0)

    await page.getByLabel('Search blogs by title').fill('')
    await expect(page).toHaveURL(/\/blogs$/)
    await expect(showing(page, `Showing Blogs 1 to 6 of ${total}`)).toBeVisible()
  })

  test('a search and page in the URL are applied in the server-rendered HTML', async ({ request }) => {
    const response = await request.get(`/blogs?q=${blogs.token.toUpperCase()}&page=2`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Showing Blogs 7 to 7 of 7')
    expect(html).toContain(blogs.active[6]!.title)
    // Only the page's card is drawn (the page data still lists every post for filtering as you type).
    expect(html).not.toContain(`>${blogs.active[0]!.title}</a>`)
    expect(html).toContain(`>${blogs.active[6]!.title}</a>`)
    expect(html).toContain(`value="${blogs.token.toUpperCase()}"`)
  })

  test('Read More opens the post with its author, date and paragraphs, text shown as text', async ({
    page,
  }) => {
    const blog = blogs.active[0]!
    await page.goto(`/blogs?q=${blogs.token}`)
    await page.getByRole('link', { name: `Read More about ${blog.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/single-blog/${blog._id}$`))

    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1, name: blog.title })).toBeVisible()
    await expect(page).toHaveTitle(`${blog.title} | GWP`)
    await expect(article.getByText(blogs.author, { exact: true })).toBeVisible()
    // Created 7 March 2021, 10:00 UTC.
    await expect(article.locator(`time[datetime="${blog.createdAt}"]`)).toHaveText('7 March 2021')
    await expect(article.getByRole('img', { name: blog.title })).toBeVisible()

    const paragraphs = article.locator('p')
    await expect(paragraphs).toHaveText(
      ['First paragraph, first line.\nFirst paragraph, second line.', HOSTILE_PARAGRAPH],
      {
        useInnerText: true,
      },
    )
    await expect(article.locator('b, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(blog.title)
    await breadcrumb.getByRole('link', { name: 'Blogs' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible()
  })

  test('the server HTML carries BlogPosting structured data, canonical URL and article Open Graph tags', async ({
    request,
    baseURL,
  }) => {
    const blog = blogs.active[0]!
    const response = await request.get(`/single-blog/${blog._id}`)
    expect(response.status()).toBe(200)
    const html = await response.text()

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    expect(scripts).toHaveLength(1)
    // The post's "</script>" cannot end the data block early.
    expect(scripts[0]![1]).not.toContain('<')
    const url = `${baseURL}/single-blog/${blog._id}`
    const ld = JSON.parse(scripts[0]![1]!) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      image: [`${baseURL}/${blog.image}`],
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
      author: { '@type': 'Person', name: blogs.author },
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    })
    expect(ld.description).toMatch(/^First paragraph, first line\. First paragraph, second line\. Rinse well/)

    expect(html).toContain(`<title>${blog.title} | GWP</title>`)
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`)
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).not.toContain('<meta property="og:type" content="website"/>')
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`)
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/${blog.image}"/>`)
    expect(html).toMatch(/<meta name="description" content="First paragraph, first line\./)
  })

  test.describe('not found', () => {
    test.use({ allowConsole: /status of 404/ })

    test("an unknown or inactive blog keeps HTTP 404 and says 'Failed to fetch blog data'", async ({
      page,
    }) => {
      // The draft exists: staff see it.
      const admin = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
      expect((await api(page, 'GET', `/api/v1/blog/${blogs.draft._id}`, admin)).status).toBe(200)

      for (const id of ['no-such-blog', blogs.draft._id]) {
        const response = await page.goto(`/single-blog/${id}`)
        expect(response?.status()).toBe(404)
        // The spec's Error box (docs/requirements/blogs.md#errors), the same as when the post cannot be
        // fetched.
        const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch blog data' })
        await expect(alert).toBeVisible()
        await expect(alert).toContainText('Error')
        await expect(page.getByText('Blog not found')).toHaveCount(0)
        await expect(page).toHaveTitle(/Failed to fetch blog data/)
        await expect(page.getByText(blogs.draft.title)).toHaveCount(0)
        // Inside the public layout, with a way back.
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
        await expect(page.getByRole('main').getByRole('link', { name: 'All blogs' })).toHaveAttribute(
          'href',
          '/blogs',
        )
      }
    })
  })

  test.describe('when the post cannot be fetched', () => {
    test.use({ allowConsole: /Failed to load resource|Failed to fetch|net::ERR_FAILED/ })

    test("shows 'Failed to fetch blog data' in an Error box", async ({ page }) => {
      const blog = blogs.active[0]!
      await page.goto(`/blogs?q=${blogs.token}`)
      await waitForHydration(page)
      // The client navigation's data request for the post fails (the connection drops).
      await page.route(/\/single-blog\/.*\.data/, (route) => route.abort('failed'))
      await page.getByRole('link', { name: `Read More about ${blog.title}` }).click()

      const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch blog data' })
      await expect(alert).toBeVisible()
      await expect(alert).toContainText('Error')
      await expect(page.getByRole('heading', { name: blog.title })).toHaveCount(0)
    })
  })

  test.describe('with broken images', () => {
    test.use({ allowConsole: /Failed to load resource/ })

    test('blog cards and the post show the placeholder instead', async ({ page }) => {
      await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }))
      await page.goto(`/blogs?q=${blogs.token}`)
      const cardImages = page.getByRole('main').getByRole('article').locator('img')
      await expect(cardImages).toHaveCount(6)
      for (const img of await cardImages.all()) await expect(img).toHaveAttribute('src', '/placeholder.svg')

      const blog = blogs.active[0]!
      await page.goto(`/single-blog/${blog._id}`)
      const image = page.getByRole('img', { name: blog.title })
      await expect(image).toHaveAttribute('src', '/placeholder.svg')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })
  })
})

test.describe('about page', () => {
  const GOALS = ['Superior Quality', 'Hygiene', 'Future R&D']

  test('shows who we are, the quality commitment and the goals; sustainability only on small screens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our commitment to quality' })).toBeVisible()
    const offices = page.getByRole('group', { name: 'Our offices' })
    await expect(offices.getByRole('listitem')).toHaveText(['Lahore, Punjab, Pakistan', 'Dubai, UAE'])

    const goals = page.getByRole('region', { name: 'Our Goals' })
    for (const goal of [...GOALS, 'Sustainability']) {
      await expect(goals.getByRole('heading', { level: 3, name: goal })).toBeVisible()
    }

    await page.setViewportSize({ width: 767, height: 800 })
    await expect(goals.getByRole('heading', { name: 'Sustainability' })).toBeVisible()
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(goals.getByRole('heading', { name: 'Sustainability' })).toBeHidden()
      for (const goal of GOALS) await expect(goals.getByRole('heading', { name: goal })).toBeVisible()
    }
  })

  test('the partner logos are in the server-rendered HTML', async ({ page, request }) => {
    const { body } = await api(page, 'GET', '/api/v1/partner-logo')
    const logos = body.data as Array<{ name: string; image: string }>
    expect(logos.length).toBeGreaterThan(3)
    const html = await (await request.get('/about')).text()
    for (const logo of logos) {
      expect(html).toContain(`alt="${logo.name}"`)
      expect(html).toContain(`/${logo.image.replace(/\.[^./]+$/, '')}-800.webp`)
    }
  })

  for (const [width, visible] of [
    [375, 1],
    [800, 2],
    [1100, 3],
  ] as const) {
    test(`the partner carousel shows ${visible} at ${width} px and wraps around`, async ({ page }) => {
      const { body } = await api(page, 'GET', '/api/v1/partner-logo')
      const names = (body.data as Array<{ name: string }>).map((logo) => logo.name)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/about')
      await waitForHydration(page)
      const carousel = page.getByRole('region', { name: 'Partner logos' })
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(names.length)

      /** Names of the logos drawn inside the carousel's window. */
      const inView = () =>
        carousel.evaluate((section) => {
          const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')]
          const box = slides[0]!.parentElement!.parentElement!.getBoundingClientRect()
          return slides
            .filter((slide) => {
              const r = slide.getBoundingClientRect()
              return r.left >= box.left - 1 && r.right <= box.right + 1
            })
            .map((slide) => slide.querySelector('img')?.getAttribute('alt'))
        })
      await expect.poll(inView).toEqual(names.slice(0, visible))

      const next = carousel.getByRole('button', { name: 'Next partners' })
      const pages = Math.ceil((names.length - visible) / visible)
      for (let i = 0; i < pages; i++) await next.click()
      await expect.poll(inView).toEqual(names.slice(names.length - visible))
      // Past the end, round to the start.
      await next.click()
      await expect.poll(inView).toEqual(names.slice(0, visible))
      // Back from the start, round to the end.
      await carousel.getByRole('button', { name: 'Previous partners' }).click()
      await expect.poll(inView).toEqual(names.slice(names.length - visible))
    })
  }

  test('without partner logos the section says so instead of showing an empty carousel', async ({ page }) => {
    await withoutPartnerLogos(async () => {
      const response = await page.goto('/about')
      expect(response?.status()).toBe(200)
      const section = page.getByRole('region', { name: 'Trusted by Professionals' })
      await expect(
        section.getByText('Ask our team for references from customers in your sector.'),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Partner logos' })).toHaveCount(0)
    })
    await page.reload()
    await expect(page.getByRole('region', { name: 'Partner logos' })).toBeVisible()
  })

  test.describe('with broken images', () => {
    test.use({ allowConsole: /Failed to load resource/ })

    test('partner logos and the illustrations show the placeholder instead', async ({ page }) => {
      await page.route(/\/(uploads\/.*|about-[a-z-]+\.svg)$/, (route) =>
        route.fulfill({ status: 404, body: '' }),
      )
      await page.goto('/about')
      const shown = [
        page.getByRole('img', { name: /offices in Lahore and Dubai/ }),
        page.getByRole('img', { name: /quality seal/ }),
        // The logos in the carousel's window (3 at this width); the others load when paged to.
        ...[0, 1, 2].map((n) =>
          page.getByRole('region', { name: 'Partner logos' }).getByRole('group').nth(n).getByRole('img'),
        ),
      ]
      for (const img of shown) {
        await img.scrollIntoViewIfNeeded()
        await expect(img).toHaveAttribute('src', '/placeholder.svg')
      }
    })
  })
})
