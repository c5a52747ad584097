import fs from 'node:fs'

import { EVENT_MESSAGES, IMAGE_KINDS, type Event } from '@gwp/contracts'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import {
  authHeaders,
  loginThroughApi,
  newApiContext,
  registerAdmin,
  seedSession,
  testPictures,
  type ApiSession,
  row,
} from './back-office-helpers'
import { addDays, EVENTS_TZ, todayIn } from './exhibition-data'
import {
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueName,
  waitForHydration,
} from './fixtures'

/**
 * The Exhibition section (docs/requirements/exhibitions.md#exhibitions-section) as staff use it: an
 * exhibition for next week created through the modal with the date and time pickers, seen under Upcoming on
 * /exhibition; then only its time changed, viewed, deactivated (it leaves the public page) and deleted; and
 * what a Member may do. Sessions and the data a test is not about are made through the API, and every test
 * removes what it made.
 */

// Journeys of many steps, with axe runs on the way and a banner upload.
test.describe.configure({ timeout: 120_000 })

const pictures = testPictures('gwp-event-banners-', {
  banner: { file: 'expo-banner.jpg', width: 1200, height: 600, background: '#0f766e' },
})

let api: APIRequestContext
let boss: ApiSession
/** Today and next week on the company's calendar, as the server counts them. */
const today = todayIn(EVENTS_TZ)
const nextWeek = addDays(today, 7)

test.beforeAll(async () => {
  await pictures.make()
  api = await newApiContext()
  boss = await loginThroughApi(api, E2E_ADMIN.username, E2E_ADMIN.password)
})

/** Every event a test made, by title, deleted whatever happened. */
const madeTitles: string[] = []
test.afterEach(async () => {
  const all = (await (await api.get('/api/v1/event/get-all', { headers: authHeaders(boss) })).json()) as {
    events: Event[]
  }
  for (const event of all.events.filter((candidate) => madeTitles.includes(candidate.title))) {
    await api.delete(`/api/v1/event/${event._id}`, { headers: authHeaders(boss) })
  }
  madeTitles.length = 0
})

test.afterAll(async () => {
  await api.dispose()
  pictures.remove()
})

async function createThroughApi(title: string): Promise<Event> {
  madeTitles.push(title)
  const response = await api.post('/api/v1/event/create', {
    headers: authHeaders(boss),
    multipart: {
      title,
      description: 'Made by the exhibition browser tests.',
      link: 'https://www.example.com/events/e2e',
      location: 'Expo Centre Lahore',
      fromDate: nextWeek,
      toDate: addDays(nextWeek, 2),
      time: '10:00 AM-06:00 PM',
      banner: { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(pictures.paths.banner) },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).data
}

async function openExhibitions(page: Page, session: ApiSession, query = '') {
  await seedSession(page, session)
  await page.goto(`/admin?section=exhibitions${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitions')
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })

/** Chooses a 12-hour time in the picker named `label` ("From Time"), as a person would. */
async function chooseTime(
  dialog: Locator,
  label: string,
  hour: string,
  minute: string,
  meridiem: 'AM' | 'PM',
) {
  await dialog.getByRole('combobox', { name: `${label} hour` }).selectOption(hour)
  await dialog.getByRole('combobox', { name: `${label} minutes` }).selectOption(minute)
  await dialog.getByRole('combobox', { name: `${label} AM or PM` }).selectOption(meridiem)
}

/** The visitor's Exhibition page lists the event under Upcoming, on whichever page it falls. */
async function expectUpcomingOnPublicPage(page: Page, title: string, time: string) {
  await page.goto('/exhibition?tab=upcoming')
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByRole('tabpanel').getByRole('article', { name: title })
  const next = page.getByRole('button', { name: 'Next page' })
  while ((await card.count()) === 0 && (await next.isVisible()) && (await next.isEnabled())) {
    await next.click()
  }
  await expect(card).toBeVisible()
  await expect(card).toContainText(time)
}

test.describe('Exhibition section', () => {
  test('the superAdmin creates an exhibition for next week with the pickers; it is under Upcoming on /exhibition', async ({
    page,
  }) => {
    const title = uniqueName('E2E Expo ')
    madeTitles.push(title)
    await openExhibitions(page, boss)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: '+ Create Exhibition' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Event' })
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused()
    await expect(dialog).toContainText(IMAGE_KINDS.eventBanner.messages.hint)
    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    for (const message of [
      'Title is required',
      'Link is required',
      'From Date is required',
      'Banner image is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page)

    await dialog.getByLabel('Title', { exact: true }).fill(title)
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Our marble care range, live on stand (B12).')
    await expect(dialog.getByText('Special characters are not allowed')).toBeVisible()
    await dialog.getByLabel('Description', { exact: true }).fill('Our marble care range, live on stand B12.')
    await dialog.getByLabel('Link').fill('http://www.example.com/expo')
    await expect(dialog.getByText('Link must start with https://')).toBeVisible()
    await dialog.getByLabel('Link').fill('https://www.example.com/expo')
    await dialog.getByLabel('Location', { exact: true }).fill('Expo Centre Karachi')

    // The To time waits for the From date and time.
    const toHour = dialog.getByRole('combobox', { name: 'To Time hour' })
    await expect(toHour).toBeDisabled()
    await dialog.getByLabel('From Date').fill(today)
    await expect(dialog.getByText('From Date must be tomorrow or later.')).toBeVisible()
    await dialog.getByLabel('From Date').fill(nextWeek)
    await dialog.getByLabel('To Date').fill(addDays(nextWeek, -1))
    await expect(dialog.getByText('To Date cannot be earlier than From Date.')).toBeVisible()
    await dialog.getByLabel('To Date').fill(nextWeek)
    await chooseTime(dialog, 'From Time', '10', '00', 'AM')
    await expect(toHour).toBeEnabled()
    // One day: the end must be later than the start.
    await chooseTime(dialog, 'To Time', '09', '30', 'AM')
    await expect(dialog.getByText('To Time must be later than From Time on the same day.')).toBeVisible()
    // A new From time resets the To time.
    await dialog.getByRole('combobox', { name: 'From Time hour' }).selectOption('09')
    await expect(toHour).toHaveValue('')
    await chooseTime(dialog, 'To Time', '05', '00', 'PM')
    // A later From date clears a To date that now falls before it.
    await dialog.getByLabel('From Date').fill(addDays(nextWeek, 1))
    await expect(dialog.getByLabel('To Date')).toHaveValue('')
    await dialog.getByLabel('From Date').fill(nextWeek)
    await dialog.getByLabel('To Date').fill(addDays(nextWeek, 2))

    await dialog.getByLabel('Banner', { exact: true }).setInputFiles(pictures.paths.banner)
    await expect(dialog.getByRole('img', { name: 'expo-banner.jpg' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    const created = toast(page, 'Event created successfully!')
    await expect(created).toBeVisible()
    await expect(dialog).toBeHidden()
    // The event flows' toasts close after 3 s, not the shared area's 5 s: the toast's own timer says so.
    const timer = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('alert')
      .filter({ hasText: 'Event created successfully!' })
      .getByRole('progressbar', { name: 'notification timer', includeHidden: true })
    expect(await timer.evaluate((bar: HTMLElement) => bar.style.animationDuration)).toBe('3000ms')

    await page.getByRole('searchbox', { name: 'Search by title' }).fill(title)
    await expect(row(page, title)).toBeVisible()
    await expect(row(page, title)).toContainText(/upcoming/i)
    await expect(row(page, title).getByRole('switch', { name: `Active: ${title}` })).toBeChecked()

    await expectUpcomingOnPublicPage(page, title, '09:00 AM-05:00 PM')
  })

  test('staff change only its time, view it, deactivate it (it leaves /exhibition) and delete it', async ({
    page,
  }) => {
    const event = await createThroughApi(uniqueName('E2E Fair '))
    await openExhibitions(page, boss, `&q=${encodeURIComponent(event.title)}`)
    await expect(row(page, event.title)).toBeVisible()

    await row(page, event.title)
      .getByRole('button', { name: `Edit ${event.title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Update Event' })
    const update = dialog.getByRole('button', { name: 'Update', exact: true })
    await expect(update).toBeDisabled()
    await expect(dialog).toContainText('No changes detected')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('combobox', { name: 'From Time hour' }).selectOption('11')
    // The To time was reset: nothing valid to send yet.
    await expect(update).toBeDisabled()
    await chooseTime(dialog, 'To Time', '07', '30', 'PM')
    await expect(update).toBeEnabled()
    const sent = page.waitForRequest((request) => request.method() === 'PUT')
    await update.click()
    const body = (await sent).postData() ?? ''
    expect(body).toContain('name="time"')
    expect(body).toContain('11:00 AM-07:30 PM')
    for (const unchanged of ['title', 'description', 'link', 'location', 'fromDate', 'toDate', 'banner']) {
      expect(body).not.toContain(`name="${unchanged}"`)
    }
    await expect(toast(page, 'Event updated successfully!')).toBeVisible()
    await expect(dialog).toBeHidden()

    await row(page, event.title)
      .getByRole('button', { name: `View ${event.title}` })
      .click()
    const details = page.getByRole('dialog', { name: 'Exhibition Details' })
    await expect(details).toContainText('11:00 AM-07:30 PM')
    await expect(details.getByRole('link', { name: event.link })).toHaveAttribute('target', '_blank')
    await expect(details).toContainText('Expo Centre Lahore')
    await expectNoSeriousA11yViolations(page)
    await details.getByRole('button', { name: 'Close' }).click()

    // The visitor's page lists it (the first test walks there as a visitor does); deactivated, not.
    const exhibitionPage = async () => (await api.get('/exhibition?tab=upcoming')).text()
    const before = await exhibitionPage()
    expect(before).toContain(event.title)
    expect(before).toContain('11:00 AM-07:30 PM')
    const active = row(page, event.title).getByRole('switch', { name: `Active: ${event.title}` })
    await active.click()
    await expect(toast(page, EVENT_MESSAGES.statusChanged)).toBeVisible()
    await expect(active).not.toBeChecked()
    expect(await exhibitionPage()).not.toContain(event.title)

    await row(page, event.title)
      .getByRole('button', { name: `Delete ${event.title}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Exhibition' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'exhibition deleted successfully')).toBeVisible()
    await expect(page.getByRole('table')).toContainText('No exhibitions match.')
    const all = await (await api.get('/api/v1/event/get-all', { headers: authHeaders(boss) })).json()
    expect(all.events.map((shown: Event) => shown.title)).not.toContain(event.title)
  })

  test('a Member views exhibitions but creates, edits, toggles and deletes nothing', async ({ page }) => {
    const event = await createThroughApi(uniqueName('E2E Show '))
    const member = await registerAdmin(api, boss, { prefix: 'e2eexpo', fullName: 'Exhibition Viewer' })
    await openExhibitions(page, member, `&q=${encodeURIComponent(event.title)}`)
    const shown = row(page, event.title)
    await expect(shown).toContainText('Active')
    await expect(shown.getByRole('switch')).toHaveCount(0)
    await expect(shown.getByRole('button', { name: `Edit ${event.title}` })).toHaveCount(0)
    await expect(shown.getByRole('button', { name: `Delete ${event.title}` })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '+ Create Exhibition' })).toHaveCount(0)
    await shown.getByRole('button', { name: `View ${event.title}` }).click()
    await expect(page.getByRole('dialog', { name: 'Exhibition Details' })).toContainText(event.title)
  })
})
