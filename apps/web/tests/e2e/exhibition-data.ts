import { randomUUID } from 'node:crypto'
import path from 'node:path'

import Database from 'better-sqlite3'

import { dataDir } from './fixtures'

/**
 * Events with known dates for the Exhibition page: three current, one past and none upcoming, placed
 * around today on the server's calendar (EVENTS_TZ, Asia/Karachi by default) with days to spare, so a
 * midnight during the run changes no status. The demo seed's events are hidden meanwhile (set inactive)
 * so each tab holds exactly these; `remove` deletes them and shows the demo events again. The API has
 * no event-writing calls yet, so the rows go straight into the test server's database; the events'
 * content version is raised, as every write does, so no cached page outlives them.
 */
export interface TestEvent {
  _id: string
  title: string
  description: string
  location: string
  fromDate: string
  toDate: string
  time: string
  link: string
  bannerImage: string
  additionalDetails: string | null
}

export interface TestEvents {
  /** In the order the page lists them (by first day). */
  current: [TestEvent, TestEvent, TestEvent]
  past: [TestEvent]
  remove(): void
}

export const EVENTS_TZ = 'Asia/Karachi'

/** Today, YYYY-MM-DD, on the calendar of the given zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

function open() {
  const db = new Database(path.join(dataDir(), 'gwp.sqlite'), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  return db
}

export const bumpEvents = (db: Database.Database) =>
  db
    .prepare(
      `INSERT INTO content_versions (scope, version) VALUES ('events', 1)
       ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
    )
    .run()

export function createTestEvents(): TestEvents {
  const db = open()
  const today = todayIn(EVENTS_TZ)
  // Banners of the seed, so the cards show real pictures; deleting these rows leaves the files alone.
  const banners = (
    db.prepare('SELECT banner_image AS image FROM events LIMIT 2').all() as Array<{ image: string }>
  ).map((row) => row.image)
  const hidden = (db.prepare('SELECT id FROM events WHERE is_active = 1').all() as Array<{ id: string }>).map(
    (row) => row.id,
  )
  const event = (fields: Omit<TestEvent, '_id' | 'link' | 'time'> & { time?: string }): TestEvent => ({
    _id: randomUUID(),
    link: `https://www.example.com/events/${fields.title.toLowerCase().replace(/\W+/g, '-')}`,
    time: '10:00 AM - 06:00 PM',
    ...fields,
  })

  const current: TestEvents['current'] = [
    event({
      title: 'E2E Alpha Cleaning Expo',
      description: '',
      // 52 characters: the card shows the first 40 and '...'.
      location: 'Expo Centre Lahore, Johar Town, Lahore, Punjab 54782',
      fromDate: addDays(today, -2),
      toDate: addDays(today, 2),
      bannerImage: banners[0]!,
      additionalDetails: null,
    }),
    event({
      title: 'E2E Beta Hygiene Fair',
      description: 'Live demonstrations of the marble care range.',
      location: 'Dubai World Trade Centre',
      fromDate: addDays(today, -1),
      toDate: addDays(today, 3),
      time: '11:00 AM - 09:00 PM',
      bannerImage: banners[1]!,
      additionalDetails: 'Hall 3, Stand C9. Parking at Gate 2.',
    }),
    event({
      title: 'E2E Gamma Facility Week',
      description: 'Supply contracts for offices and malls.',
      location: 'Abu Dhabi National Exhibition Centre',
      fromDate: today,
      toDate: addDays(today, 2),
      // No banner at all: the default picture.
      bannerImage: '',
      additionalDetails: null,
    }),
  ]
  const past: TestEvents['past'] = [
    event({
      title: 'E2E Delta Trade Show',
      description: 'Thank you for visiting us.',
      location: 'Karachi Expo Centre',
      fromDate: addDays(today, -12),
      toDate: addDays(today, -10),
      bannerImage: banners[0]!,
      additionalDetails: null,
    }),
  ]
  const all = [...current, ...past]

  db.transaction(() => {
    const now = new Date().toISOString()
    const hide = db.prepare('UPDATE events SET is_active = 0 WHERE id = ?')
    for (const id of hidden) hide.run(id)
    const insert = db.prepare(
      `INSERT INTO events (id, title, description, link, location, from_date, to_date, time, banner_image,
         additional_details, is_active, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    )
    for (const e of all) {
      insert.run(
        e._id,
        e.title,
        e.description,
        e.link,
        e.location,
        e.fromDate,
        e.toDate,
        e.time,
        e.bannerImage,
        e.additionalDetails,
        now,
        now,
      )
    }
    bumpEvents(db)
  })()
  db.close()

  return {
    current,
    past,
    remove() {
      const db = open()
      db.transaction(() => {
        const remove = db.prepare('DELETE FROM events WHERE id = ?')
        for (const e of all) remove.run(e._id)
        const show = db.prepare('UPDATE events SET is_active = 1 WHERE id = ?')
        for (const id of hidden) show.run(id)
        bumpEvents(db)
      })()
      db.close()
    },
  }
}

/**
 * Makes the events table unreadable until the returned function is called: the API then answers
 * 500 to the events list, as it would with its database down.
 */
export function breakEventsTable(): () => void {
  const db = open()
  db.transaction(() => {
    db.prepare('ALTER TABLE events RENAME TO events_broken_by_e2e').run()
    bumpEvents(db)
  })()
  return () => {
    db.transaction(() => {
      db.prepare('ALTER TABLE events_broken_by_e2e RENAME TO events').run()
      bumpEvents(db)
    })()
    db.close()
  }
}
