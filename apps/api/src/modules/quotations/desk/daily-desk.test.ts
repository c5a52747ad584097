import { addCalendarDays, SALES_DESK_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createScheduledRunsRepository } from '../../../db/repositories/scheduled-runs.repository.js'
import { calendarDateIn } from '../../../lib/calendar.js'
import { buildTestApp, type TestApp } from '../../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../../test/factories.js'
import { insertSentOffer } from '../../../test/offers.js'
import { insertQuotation } from '../../../test/quotations.js'
import { createOffersRepository } from '../offers/offers.repository.js'
import { createDailyDesk, REMINDER_HOUR } from './daily-desk.js'
import { createDeskRepository } from './desk.repository.js'
import { createRemindersRepository } from './reminders.repository.js'

let t: TestApp
let owner: TestAdmin
const STAFF = 'sales@example.com'

beforeAll(async () => {
  t = await buildTestApp({ STAFF_EMAIL: STAFF })
  owner = await signedInAdmin(t.app, 'superAdmin')
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await t.app.db.deleteFrom('offers').execute()
  await t.app.db.deleteFrom('quotations').execute()
  await t.app.db.deleteFrom('mailQueue').execute()
  await t.app.db.deleteFrom('scheduledRuns').execute()
})

const daily = () =>
  createDailyDesk({
    db: t.app.db,
    desk: createDeskRepository(t.app.db),
    offers: createOffersRepository(t.app.db),
    reminders: createRemindersRepository(t.app.db),
    runs: createScheduledRunsRepository(t.app.db),
    mail: t.app.mail,
    config: t.app.config,
    log: t.app.log,
  })

const today = () => calendarDateIn(t.app.config.eventsTimeZone, new Date())
/** A moment of today on the company's calendar after the reminders' hour (noon there). */
const noon = () => new Date(`${today()}T12:00:00${offset()}`)
const offset = () => {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: t.app.config.eventsTimeZone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')!.value
  return name === 'GMT' ? 'Z' : name.replace('GMT', '')
}
const mails = () => t.app.db.selectFrom('mailQueue').select(['toAddress', 'subject', 'textBody']).execute()

describe('expiry', () => {
  it('turns a sent offer past its last day Expired, with its quotation, once', async () => {
    const past = await insertSentOffer(t.app, { validUntil: addCalendarDays(today(), -1) })
    const current = await insertSentOffer(t.app, { validUntil: today() })
    const [first, second] = await Promise.all([daily().expireDue(today()), daily().expireDue(today())])
    expect(first + second).toBe(1)
    const offers = await t.app.db.selectFrom('offers').select(['id', 'status']).execute()
    expect(Object.fromEntries(offers.map((row) => [row.id, row.status]))).toEqual({
      [past.offerId]: 'expired',
      [current.offerId]: 'sent',
    })
    const quotation = await t.app.db
      .selectFrom('quotations')
      .select(['stage', 'status', 'decidedAt'])
      .where('id', '=', past.quotationId)
      .executeTakeFirstOrThrow()
    expect(quotation).toMatchObject({ stage: 'expired', status: 'completed', decidedAt: expect.any(String) })
    const events = await t.app.db
      .selectFrom('quotationEvents')
      .select(['kind'])
      .where('quotationId', '=', past.quotationId)
      .execute()
    expect(events.map((event) => event.kind)).toContain('offer-expired')
    // The customer's page says why.
    const page = await t.app.inject({ url: `/api/v1/offer/${past.token}` })
    expect(page.statusCode).toBe(410)
    expect(page.json()).toEqual({ success: false, message: SALES_DESK_MESSAGES.linkExpired })
  })
})

describe('daily reminders', () => {
  it('e-mails each owner their share and STAFF_EMAIL the unassigned, once a day across processes', async () => {
    const old = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString()
    const mine = await insertQuotation(t.app, { fullName: 'Waiting Owned', createdAt: old })
    await t.app.db.updateTable('quotations').set({ ownerId: owner.id }).where('id', '=', mine).execute()
    await insertQuotation(t.app, { fullName: 'Waiting Unassigned', createdAt: old })
    await insertQuotation(t.app, { fullName: 'Fresh Request', createdAt: new Date().toISOString() })
    const followUp = await insertQuotation(t.app, {
      fullName: 'Follow Me',
      createdAt: new Date().toISOString(),
    })
    await t.app.db
      .updateTable('quotations')
      .set({ followUpOn: addCalendarDays(today(), -1), stage: 'contacted', ownerId: owner.id })
      .where('id', '=', followUp)
      .execute()
    await insertSentOffer(t.app, {
      quotation: { fullName: 'Expiring Soon' },
      validUntil: addCalendarDays(today(), 1),
    })

    const [a, b] = await Promise.all([daily().check(noon()), daily().check(noon())])
    expect([a.reminders, b.reminders].sort()).toEqual([2, null])
    const sent = await mails()
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual([owner.email, STAFF].sort())
    const ownerMail = sent.find((mail) => mail.toAddress === owner.email)!
    expect(ownerMail.textBody).toContain('Waiting Owned')
    expect(ownerMail.textBody).toContain(`Follow Me, overdue since ${addCalendarDays(today(), -1)}`)
    expect(ownerMail.textBody).not.toContain('Unassigned')
    const staffMail = sent.find((mail) => mail.toAddress === STAFF)!
    expect(staffMail.textBody).toContain('Waiting Unassigned')
    expect(staffMail.textBody).toContain('Expiring Soon')
    expect(staffMail.textBody).not.toContain('Fresh Request')
    // Later the same day: nothing more.
    expect((await daily().check(noon())).reminders).toBeNull()
    expect(await mails()).toHaveLength(2)
  })

  it('waits for the reminders hour, and sends nothing when nothing waits', async () => {
    const early = new Date(noon().getTime() - (12 - REMINDER_HOUR + 1) * 60 * 60_000)
    await insertQuotation(t.app, { createdAt: new Date(Date.now() - 5 * 24 * 60 * 60_000).toISOString() })
    expect((await daily().check(early)).reminders).toBeNull()
    await t.app.db.deleteFrom('quotations').execute()
    expect((await daily().check(noon())).reminders).toBe(0)
    expect(await mails()).toEqual([])
  })
})
