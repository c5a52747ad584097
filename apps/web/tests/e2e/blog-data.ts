import { randomUUID } from 'node:crypto'
import path from 'node:path'

import Database from 'better-sqlite3'

import { dataDir, E2E_ADMIN } from './fixtures'

/**
 * Blog posts for the content-page tests: seven active ones and a draft, every title carrying one
 * random token so a search for it finds exactly these. The API has no blog-writing calls yet, so they
 * are written straight into the test server's database, with the blogs' content version raised in the
 * same transaction as every API write does (no cached read outlives them). `remove` deletes them again.
 */
export interface TestBlog {
  _id: string
  title: string
  content: string
  image: string
  createdAt: string
  updatedAt: string
}

export interface TestBlogs {
  /** In every title; searching for it (in any case) lists exactly the active posts. */
  token: string
  /** Newest first, as the API lists them. */
  active: TestBlog[]
  /** The active posts whose title has the word "Kitchen" right after the token. */
  kitchen: TestBlog[]
  draft: TestBlog
  /** The name shown as the author: the e2e superAdmin's full name. */
  author: string
  remove(): void
}

/** Markup in a post is text: it must show as written and never run. */
export const HOSTILE_PARAGRAPH =
  'Rinse well <b>not bold</b> & <script>window.__pwned = true</script> dry with a cloth.'

/** Two paragraphs, the first with a line break inside it. */
export const TEST_CONTENT = `First paragraph, first line.\nFirst paragraph, second line.\n\n${HOSTILE_PARAGRAPH}`

const TITLES = [
  'Kitchen Hygiene Plan',
  'Laundry Whites',
  'Bathroom Limescale',
  'Floor Care Routine',
  'Kitchen Grease Basics',
  'Glass Without Streaks',
  'Kitchen Shine',
]

function open() {
  const db = new Database(path.join(dataDir(), 'gwp.sqlite'), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  return db
}

const bumpBlogs = (db: Database.Database) =>
  db
    .prepare(
      `INSERT INTO content_versions (scope, version) VALUES ('blogs', 1)
       ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
    )
    .run()

export function createTestBlogs(): TestBlogs {
  const db = open()
  const token = `Zq${Date.now().toString(36)}`
  const { image } = db.prepare('SELECT image FROM blogs WHERE is_active = 1 LIMIT 1').get() as {
    image: string
  }
  const admin = db
    .prepare('SELECT id, full_name AS fullName, username FROM admins WHERE username = ?')
    .get(E2E_ADMIN.username) as { id: string; fullName: string | null; username: string }
  // Early March 2021, one day apart, at 10:00 UTC (15:00 in Lahore): the page shows "5 March 2021" and so on.
  const day = (n: number) => new Date(Date.UTC(2021, 2, n, 10)).toISOString()
  const make = (title: string, n: number): TestBlog => ({
    _id: randomUUID(),
    title: `${token} ${title}`,
    content: TEST_CONTENT,
    image,
    createdAt: day(n),
    updatedAt: day(n + 10),
  })
  // The last title is the newest.
  const oldestFirst = TITLES.map((title, i) => make(title, i + 1))
  const draft = make('Kitchen Draft Secrets', 20)

  const insert = db.prepare(
    `INSERT INTO blogs (id, title, content, image, author_id, is_active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (const blog of oldestFirst) {
      insert.run(blog._id, blog.title, blog.content, blog.image, admin.id, 1, blog.createdAt, blog.updatedAt)
    }
    insert.run(
      draft._id,
      draft.title,
      draft.content,
      draft.image,
      admin.id,
      0,
      draft.createdAt,
      draft.updatedAt,
    )
    bumpBlogs(db)
  })()
  db.close()

  const active = [...oldestFirst].reverse()
  return {
    token,
    active,
    kitchen: active.filter((blog) => blog.title.startsWith(`${token} Kitchen`)),
    draft,
    author: admin.fullName?.trim() || admin.username,
    remove() {
      const db = open()
      db.transaction(() => {
        const remove = db.prepare('DELETE FROM blogs WHERE id = ?')
        for (const blog of [...oldestFirst, draft]) remove.run(blog._id)
        bumpBlogs(db)
      })()
      db.close()
    },
  }
}

/**
 * Takes every partner logo out of the database for the length of `run` and puts them back after, so a
 * test can see the About page without any. The logos' content version is 'catalog'.
 */
export async function withoutPartnerLogos(run: () => Promise<void>) {
  const bumpCatalog = (db: Database.Database) =>
    db
      .prepare(
        `INSERT INTO content_versions (scope, version) VALUES ('catalog', 1)
         ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1`,
      )
      .run()
  const db = open()
  const rows = db.prepare('SELECT id, name, image, created_at FROM partner_logos').all() as Array<{
    id: string
    name: string
    image: string
    created_at: string
  }>
  db.transaction(() => {
    db.prepare('DELETE FROM partner_logos').run()
    bumpCatalog(db)
  })()
  db.close()
  try {
    await run()
  } finally {
    const db = open()
    const insert = db.prepare('INSERT INTO partner_logos (id, name, image, created_at) VALUES (?, ?, ?, ?)')
    db.transaction(() => {
      for (const row of rows) insert.run(row.id, row.name, row.image, row.created_at)
      bumpCatalog(db)
    })()
    db.close()
  }
}
