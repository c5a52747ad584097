import type { Locator, Page } from '@playwright/test'

import { breakEventsTable, createTestEvents, type TestEvent, type TestEvents } from './exhibition-data'
import { expect, test, waitForHydration } from './fixtures'

async function openExhibition(page: Page, query = '') {
  await page.goto(`/exhibition${query}`)
  await waitForHydration(page)
}

const panel = (page: Page) => page.getByRole('tabpanel')
const cards = (page: Page) => panel(page).getByRole('article')
const card = (page: Page, event: TestEvent) => panel(page).getByRole('article', { name: event.title })
const previous = (page: Page) => page.getByRole('button', { name: 'Previous page' })
const next = (page: Page) => page.getByRole('button', { name: 'Next page' })

/** The shown cards' titles, for a retrying `toHaveText([...])`: a panel renders after its tab changes. */
const titlesShown = (page: Page) => cards(page).getByRole('heading', { level: 3 })

/** What a person expects to read for a calendar date, worked out independently of the page's code. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`)
const on = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(utc(date))

/** The native dialog that Show More opened, named after the event. */
const details = (page: Page, event: TestEvent) => page.getByRole('dialog', { name: event.title })

async function showMore(page: Page, event: TestEvent): Promise<Locator> {
  await card(page, event).getByRole('button', { name: 'Show More' }).click()
  const dialog = details(page, event)
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('exhibition page', () => {
  let events: TestEvents
  test.beforeAll(() => {
    events = createTestEvents()
  })
  test.afterAll(() => events.remove())

  test('is server-rendered with its heading, banner, intro and the events in the HTML', async ({
    page,
    request,
  }) => {
    const response = await request.get('/exhibition')
    expect(response.status()).toBe(200)
    const html = await response.text()
    // Current is the first tab shown: its first page is in the document itself.
    expect(html).toContain(events.current[0].title)
    expect(html).toContain(events.current[1].title)

    await page.goto('/exhibition')
    await expect(page.getByRole('heading', { level: 1, name: 'EXHIBITION' })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Exhibition')
    const banner = page.getByRole('img', { name: /GWP stand at a trade exhibition/ })
    await expect(banner).toBeVisible()
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByText(/premium cleaning products to international exhibitions/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Events Schedule' })).toBeVisible()
  })

  test('has tabs 01 Past, 02 Current, 03 Upcoming, with Current selected', async ({ page }) => {
    await openExhibition(page)
    const tabs = page.getByRole('tablist').getByRole('tab')
    await expect(tabs).toHaveText(['01Past', '02Current', '03Upcoming'])
    await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'false')
    await expect(panel(page)).toHaveAccessibleName('Current')
    await expect(titlesShown(page)).toHaveText([events.current[0].title, events.current[1].title])
  })

  test('pages 2 events at a time, with arrows disabled at either end, and keeps the page in the URL', async ({
    page,
  }) => {
    await openExhibition(page)
    await expect(cards(page)).toHaveCount(2)
    await expect(previous(page)).toBeDisabled()
    await expect(next(page)).toBeEnabled()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()

    await next(page).click()
    await expect(page).toHaveURL(/\/exhibition\?page=2$/)
    await expect(titlesShown(page)).toHaveText([events.current[2].title])
    await expect(next(page)).toBeDisabled()
    await expect(previous(page)).toBeEnabled()
    // The arrow pressed is now disabled: focus moved to the other one instead of being lost.
    await expect(previous(page)).toBeFocused()

    await page.reload()
    await waitForHydration(page)
    await expect(titlesShown(page)).toHaveText([events.current[2].title])

    await previous(page).click()
    await expect(page).toHaveURL(/\/exhibition$/)
    await expect(titlesShown(page)).toHaveText([events.current[0].title, events.current[1].title])
    await expect(previous(page)).toBeDisabled()
  })

  test('choosing a tab shows only its events, from page 1, and the no-event picture when there are none', async ({
    page,
  }) => {
    await openExhibition(page, '?page=2')
    await expect(titlesShown(page)).toHaveText([events.current[2].title])

    await page.getByRole('tab', { name: 'Past' }).click()
    await expect(page).toHaveURL(/\/exhibition\?tab=past$/)
    await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true')
    await expect(titlesShown(page)).toHaveText([events.past[0].title])
    await expect(previous(page)).toBeDisabled()
    await expect(next(page)).toBeDisabled()

    await page.getByRole('tab', { name: 'Upcoming' }).click()
    await expect(page).toHaveURL(/\/exhibition\?tab=upcoming$/)
    await expect(cards(page)).toHaveCount(0)
    const noEvent = panel(page).getByRole('img', { name: 'No event' })
    await expect(noEvent).toBeVisible()
    await expect.poll(() => noEvent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByRole('navigation', { name: 'Events pages' })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Current' }).click()
    await expect(page).toHaveURL(/\/exhibition$/)
    await expect(titlesShown(page)).toHaveText([events.current[0].title, events.current[1].title])
  })

  test('a linked tab and page open as linked', async ({ page }) => {
    await openExhibition(page, '?tab=current&page=2')
    await expect(titlesShown(page)).toHaveText([events.current[2].title])
    await openExhibition(page, '?tab=past')
    await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true')
    await expect(titlesShown(page)).toHaveText([events.past[0].title])
    // Unknown values fall back to the Current tab and a real page.
    await openExhibition(page, '?tab=someday&page=99')
    await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true')
    await expect(titlesShown(page)).toHaveText([events.current[2].title])
  })

  test('the tabs work from the keyboard: one tab stop, arrows, Home and End', async ({ page }) => {
    await openExhibition(page)
    const tab = (name: string) => page.getByRole('tab', { name })
    await tab('Current').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Upcoming')).toBeFocused()
    await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).getByRole('img', { name: 'No event' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Past')).toBeFocused()
    await expect(titlesShown(page)).toHaveText([events.past[0].title])
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Upcoming')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Past')).toBeFocused()
    await page.keyboard.press('End')
    await expect(tab('Upcoming')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Current')).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the Tab order; the next stop is inside the panel.
    await expect(tab('Past')).toHaveAttribute('tabindex', '-1')
    await page.keyboard.press('Tab')
    await expect(tab('Current')).not.toBeFocused()
    await expect(page.getByRole('tablist').locator(':focus')).toHaveCount(0)
  })

  test('a card shows the time, first day, weekday, title and a location cut at 40 characters', async ({
    page,
  }) => {
    await openExhibition(page)
    const [alpha, beta] = events.current
    const first = card(page, alpha)
    await expect(first.getByText(alpha.time)).toBeVisible()
    const day = on(alpha.fromDate, { day: '2-digit' })
    expect(day).toMatch(/^\d\d$/)
    const date = first.locator('time')
    await expect(date).toHaveAttribute('datetime', alpha.fromDate)
    await expect(date).toHaveText(
      `${day}${on(alpha.fromDate, { month: 'short' })}${on(alpha.fromDate, { weekday: 'long' })}`,
    )
    await expect(first.getByRole('heading', { name: alpha.title })).toBeVisible()
    expect(alpha.location.length).toBeGreaterThan(40)
    await expect(first.getByText(`${alpha.location.slice(0, 40)}...`, { exact: true })).toBeVisible()
    await expect(first.getByText(alpha.location, { exact: true })).toHaveCount(0)

    // 24 characters: shown whole.
    await expect(card(page, beta).getByText(beta.location, { exact: true })).toBeVisible()
    await expect(card(page, beta).getByText(beta.time)).toBeVisible()
  })

  test('Show More opens the details: badge, long dates, link in a new tab, about and additional information', async ({
    page,
  }) => {
    await openExhibition(page)
    const beta = events.current[1]
    const opener = card(page, beta).getByRole('button', { name: 'Show More' })
    const dialog = await showMore(page, beta)
    await expect(dialog.getByRole('img', { name: `${beta.title} banner` })).toBeVisible()
    await expect(dialog.getByText('Current', { exact: true })).toBeVisible()
    const range = `${on(beta.fromDate, { month: 'long', day: 'numeric', year: 'numeric' })} - ${on(
      beta.toDate,
      {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      },
    )}`
    expect(range).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} - [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(dialog.getByText(range, { exact: true })).toBeVisible()
    await expect(dialog.getByText(beta.location, { exact: true })).toBeVisible()
    await expect(dialog.getByText(beta.time, { exact: true })).toBeVisible()
    const link = dialog.getByRole('link', { name: /Visit event website/ })
    await expect(link).toHaveAttribute('href', beta.link)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(dialog.getByRole('heading', { name: 'About Event' })).toBeVisible()
    await expect(dialog.getByText(beta.description, { exact: true })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Additional Information' })).toBeVisible()
    await expect(dialog.getByText(beta.additionalDetails!, { exact: true })).toBeVisible()

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the details of an event with no description or additional information say so', async ({ page }) => {
    await openExhibition(page)
    const alpha = events.current[0]
    const dialog = await showMore(page, alpha)
    await expect(dialog.getByText('No description available', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Additional Information' })).toHaveCount(0)
    // The whole location, uncut.
    await expect(dialog.getByText(alpha.location, { exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(card(page, alpha).getByRole('button', { name: 'Show More' })).toBeFocused()
  })

  test('a past event’s details carry the Past badge', async ({ page }) => {
    await openExhibition(page, '?tab=past')
    const dialog = await showMore(page, events.past[0])
    await expect(dialog.getByText('Past', { exact: true })).toBeVisible()
  })

  test('an event without a banner shows the default picture', async ({ page }) => {
    await openExhibition(page, '?page=2')
    const gamma = events.current[2]
    const image = card(page, gamma).locator('img')
    await expect(image).toHaveAttribute('src', '/placeholder.svg')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test.describe('with broken banners', () => {
    test.use({ allowConsole: /Failed to load resource/ })

    test('shows the default picture on the cards and in the details', async ({ page }) => {
      await page.route('**/uploads/events/**', (route) => route.fulfill({ status: 404, body: '' }))
      await openExhibition(page)
      const alpha = events.current[0]
      const image = card(page, alpha).locator('img')
      await expect(image).toHaveAttribute('src', '/placeholder.svg')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const dialog = await showMore(page, alpha)
      await expect(dialog.getByRole('img', { name: `${alpha.title} banner` })).toHaveAttribute(
        'src',
        '/placeholder.svg',
      )
    })
  })

  test('describes the events to search engines as schema.org Events', async ({ request, baseURL }) => {
    const html = await (await request.get('/exhibition')).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/exhibition"/>`)
    expect(html).toContain('<meta property="og:title" content="Exhibition | GWP"/>')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    expect(json).toBeTruthy()
    const graph = JSON.parse(json!)['@graph'] as Array<Record<string, unknown>>
    const beta = events.current[1]
    expect(graph.map((entry) => entry.name)).toEqual([
      events.past[0].title,
      events.current[0].title,
      beta.title,
      events.current[2].title,
    ])
    expect(graph.find((entry) => entry.name === beta.title)).toMatchObject({
      '@type': 'Event',
      startDate: beta.fromDate,
      endDate: beta.toDate,
      location: { '@type': 'Place', name: beta.location },
      image: `${baseURL}/${beta.bannerImage}`,
      description: beta.description,
      url: beta.link,
    })
  })
})

test.describe('exhibition page when the events cannot be read', () => {
  test.describe('on the server', () => {
    // The document itself answers 503, which the browser reports.
    test.use({ allowConsole: /status of 503/ })

    test('the server-rendered page says so', async ({ page }) => {
      const restore = breakEventsTable()
      try {
        const response = await page.goto('/exhibition')
        expect(response?.status()).toBe(503)
        await expect(page.getByRole('heading', { level: 1, name: 'EXHIBITION' })).toBeVisible()
        await expect(
          page.getByRole('alert').filter({ hasText: 'Failed to fetch event details' }),
        ).toBeVisible()
        await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(0)
      } finally {
        restore()
      }
      // And the events come back with the table.
      await page.goto('/exhibition')
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch event details' })).toHaveCount(
        0,
      )
    })
  })

  test.describe('on a client-side navigation', () => {
    test.use({ allowConsole: /Failed to load resource|status of 500/ })

    test('the page says so', async ({ page }) => {
      await page.goto('/products')
      await waitForHydration(page)
      await page.route(/\/exhibition\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: 'down' }))
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exhibition' }).click()
      await expect(page).toHaveURL(/\/exhibition$/)
      await expect(page.getByRole('heading', { level: 1, name: 'EXHIBITION' })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch event details' })).toBeVisible()
    })
  })
})
