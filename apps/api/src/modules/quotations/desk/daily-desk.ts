import { addCalendarDays, offerTitle, REMINDERS } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../../config.js'
import type { Database } from '../../../db/database.js'
import type { ScheduledRunsRepository } from '../../../db/repositories/scheduled-runs.repository.js'
import { calendarDateIn } from '../../../lib/calendar.js'
import type { MailService } from '../../../mail/mail-service.js'
import type { OffersRepository } from '../offers/offers.repository.js'
import type { DeskRepository } from './desk.repository.js'
import { isEmptyDigest, reminderMail, type ReminderDigest } from './reminder-mail.js'
import type { ReminderItem, RemindersRepository } from './reminders.repository.js'
import { moveStage } from './stage-moves.js'

/** The reminders go out at the first check after this hour, on the company's calendar. */
export const REMINDER_HOUR = 7
const JOB = 'sales-desk-reminders'

export interface DailyDeskDeps {
  db: Kysely<Database>
  desk: DeskRepository
  offers: OffersRepository
  reminders: RemindersRepository
  runs: ScheduledRunsRepository
  mail: MailService
  config: Pick<AppConfig, 'eventsTimeZone' | 'staffEmail' | 'publicUrl'>
  log: FastifyBaseLogger
}

/** The hour of the day `now` is on the company's calendar. */
function hourIn(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now))
}

/**
 * The sales desk's clock (decision record 021). Every check turns sent offers past their last valid
 * day into Expired (and their quotation, when that revision is its current one); each transition
 * names the status it expects, so processes checking at once expire each offer once. Once a day,
 * from REMINDER_HOUR, one process (claimed in scheduled_runs by the day's date) e-mails each owner
 * their waiting requests, follow-ups due and offers about to expire, and STAFF_EMAIL the unassigned.
 */
export function createDailyDesk({ db, desk, offers, reminders, runs, mail, config, log }: DailyDeskDeps) {
  async function expireDue(today: string): Promise<number> {
    let expired = 0
    for (const row of await offers.sentPastValidity(today)) {
      await db.transaction().execute(async (trx) => {
        if (!(await offers.transition(row.id, 'sent', { status: 'expired' }, trx))) return
        expired += 1
        const state = await desk.state(row.quotationId, trx)
        const [latest] = await offers.listFor(row.quotationId, trx)
        if (!state || latest?.id !== row.id || state.stage !== 'offer-sent') return
        const summary = `${offerTitle(row.number, row.revision)} expired (valid until ${row.validUntil})`
        const at = new Date().toISOString()
        await moveStage(
          desk,
          { quotation: state, stage: 'expired', actor: null, at, kind: 'offer-expired', summary },
          trx,
        )
      })
    }
    return expired
  }

  async function sendReminders(now: Date, today: string): Promise<number> {
    const before = new Date(now.getTime() - REMINDERS.firstReplyDays * 24 * 60 * 60_000).toISOString()
    const digests = new Map<string | null, ReminderDigest>()
    const add = (key: keyof ReminderDigest) => (item: ReminderItem) => {
      const digest = digests.get(item.ownerId) ?? { waiting: [], followUps: [], expiring: [] }
      digest[key].push(item)
      digests.set(item.ownerId, digest)
    }
    ;(await reminders.waitingForReply(before)).forEach(add('waiting'))
    ;(await reminders.followUpsDue(today)).forEach(add('followUps'))
    ;(await reminders.offersExpiring(today, addCalendarDays(today, REMINDERS.expiringDays))).forEach(
      add('expiring'),
    )
    const owners = [...digests.keys()].filter((id): id is string => id !== null)
    const addresses = await reminders.ownerAddresses(owners)
    // A disabled or deleted owner's quotations go to STAFF_EMAIL with the unassigned ones.
    const byRecipient = new Map<string, ReminderDigest>()
    for (const [owner, digest] of digests) {
      const to = (owner && addresses.get(owner)) || config.staffEmail
      if (!to) continue
      const merged = byRecipient.get(to) ?? { waiting: [], followUps: [], expiring: [] }
      merged.waiting.push(...digest.waiting)
      merged.followUps.push(...digest.followUps)
      merged.expiring.push(...digest.expiring)
      byRecipient.set(to, merged)
    }
    let sent = 0
    for (const [to, digest] of byRecipient) {
      if (isEmptyDigest(digest)) continue
      await mail.enqueue(reminderMail(to, digest, config.publicUrl, today))
      sent += 1
    }
    return sent
  }

  return {
    expireDue,
    sendReminders,

    /** One check: expiries always, the reminders when today's are due and this process claims them. */
    async check(now = new Date()): Promise<{ expired: number; reminders: number | null }> {
      const today = calendarDateIn(config.eventsTimeZone, now)
      let expired = 0
      try {
        expired = await expireDue(today)
      } catch (err) {
        log.error({ err }, 'sales desk: expiring offers failed')
      }
      if (hourIn(config.eventsTimeZone, now) < REMINDER_HOUR) return { expired, reminders: null }
      try {
        // Claimed by date: the day's run is due while the last one is of an earlier day.
        if (!(await runs.claim(JOB, today, addCalendarDays(today, -1)))) return { expired, reminders: null }
        return { expired, reminders: await sendReminders(now, today) }
      } catch (err) {
        log.error({ err }, 'sales desk: daily reminders failed')
        return { expired, reminders: null }
      }
    },
  }
}

export type DailyDesk = ReturnType<typeof createDailyDesk>
