import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { isUniqueViolation, openDatabase, withStatementCache } from './dialect.js'

/** One PostgreSQL wire-protocol message: a type byte, a length, then the body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4)
  length.writeInt32BE(body.length + 4)
  return Buffer.concat([Buffer.from(type), length, body])
}

/**
 * Just enough of a PostgreSQL server for a pool to connect and run a statement: it trusts every
 * start-up, answers any query with no rows, and can end every session the way a server that is
 * shutting down or restarting does (FATAL 57P01, then the socket closes).
 */
async function fakePostgres() {
  const sockets = new Set<net.Socket>()
  let sessions = 0
  const ready = message('Z', Buffer.from('I'))
  const server = net.createServer((socket) => {
    sessions++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let started = false
    let pending = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk])
      for (;;) {
        // The start-up message alone has no type byte.
        const header = started ? 1 : 0
        if (pending.length < header + 4) return
        const total = header + pending.readInt32BE(header)
        if (pending.length < total) return
        const type = started ? String.fromCharCode(pending[0]!) : 'startup'
        pending = pending.subarray(total)
        if (type === 'startup') {
          started = true
          socket.write(Buffer.concat([message('R', Buffer.alloc(4)), ready]))
        } else if (type === 'Q') {
          socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready]))
        } else if (type === 'S') {
          // Parse, Bind, Describe and Execute came before this Sync: complete them all at once.
          socket.write(
            Buffer.concat([
              message('1'),
              message('2'),
              message('n'),
              message('C', Buffer.from('SELECT 0\0')),
              ready,
            ]),
          )
        } else if (type === 'X') {
          socket.end()
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    get sessions() {
      return sessions
    },
    endEverySession() {
      const fields = ['SFATAL', 'VFATAL', 'C57P01', 'Mterminating connection due to administrator command']
      const body = Buffer.from(`${fields.join('\0')}\0\0`)
      for (const socket of sockets) socket.end(message('E', body))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('withStatementCache', () => {
  it('prepares a query once and reuses the statement', () => {
    const sqlite = new SQLite(':memory:')
    const db = withStatementCache(sqlite)
    const first = db.prepare('select 1 as one')
    expect(db.prepare('select 1 as one')).toBe(first)
    expect(first.all([])).toEqual([{ one: 1 }])
    db.close()
  })

  it('drops the least recently used statement when full', () => {
    const sqlite = new SQLite(':memory:')
    const db = withStatementCache(sqlite, 2)
    const a = db.prepare('select 1')
    const b = db.prepare('select 2')
    expect(db.prepare('select 1')).toBe(a) // a is now the most recent
    db.prepare('select 3') // evicts b
    expect(db.prepare('select 1')).toBe(a)
    expect(db.prepare('select 2')).not.toBe(b)
    db.close()
  })

  it('keeps working after the schema changes under a cached statement', () => {
    const sqlite = new SQLite(':memory:')
    const db = withStatementCache(sqlite)
    db.prepare('create table t (a integer)').run([])
    db.prepare('insert into t (a) values (?)').run([1])
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }])
    db.prepare('alter table t add column b integer').run([])
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: null }])
    db.close()
  })
})

describe('openDatabase on PostgreSQL', () => {
  // An idle pooled connection that fails (the server restarts, or ends the session) is reported as an
  // 'error' event on the pool; with no listener, Node ends the process (bench/pg-restart.mjs).
  it('outlives a restart that ends its idle connections, and connects again for the next query', async () => {
    const postgres = await fakePostgres()
    const lost: Error[] = []
    const { db } = openDatabase({
      url: `postgres://bench@127.0.0.1:${postgres.port}/test`,
      onIdleError: (err) => lost.push(err),
    })
    try {
      await sql`select 1`.execute(db)
      postgres.endEverySession()
      await vi.waitFor(() => expect(lost).toHaveLength(1))
      expect(lost[0]!.message).toBe('terminating connection due to administrator command')

      await sql`select 1`.execute(db)
      expect(postgres.sessions).toBe(2)
    } finally {
      await db.destroy()
      await postgres.close()
    }
  })

  // A connection taken from the pool has no pool listener on it while it is out; pg still reports its
  // loss as an 'error' event, which would end the process too.
  it('outlives a restart in the middle of a transaction, which alone fails', async () => {
    const postgres = await fakePostgres()
    const { db } = openDatabase({ url: `postgres://bench@127.0.0.1:${postgres.port}/test` })
    try {
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx)
        postgres.endEverySession()
        // The session ends while this transaction holds its connection between two statements.
        await new Promise((resolve) => setTimeout(resolve, 100))
        await sql`select 1`.execute(trx)
      })
      await expect(transaction).rejects.toThrow()

      await sql`select 1`.execute(db)
      expect(postgres.sessions).toBe(2)
    } finally {
      await db.destroy()
      await postgres.close()
    }
  })
})

describe('isUniqueViolation', () => {
  // The request log writes a batch again after a failure; a batch already in is refused by its ids.
  it('knows a primary key written twice on SQLite, which names it apart from other unique indexes', () => {
    const sqlite = new SQLite(':memory:')
    sqlite.prepare('create table t (id text primary key, name text unique)').run()
    sqlite.prepare("insert into t values ('a', 'x')").run()
    const refusal = (statement: string) => {
      try {
        sqlite.prepare(statement).run()
      } catch (err) {
        return err
      }
      return null
    }
    expect(isUniqueViolation(refusal("insert into t values ('a', 'y')"))).toBe(true)
    expect(isUniqueViolation(refusal("insert into t values ('b', 'x')"))).toBe(true)
    expect(isUniqueViolation(new Error('disk I/O error'))).toBe(false)
    sqlite.close()
  })
})

describe('the SQLite file', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('is created readable by the owner alone, and so are its WAL and shared-memory files (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-11)', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-sqlite-'))
    folders.push(folder)
    const file = path.join(folder, 'data', 'gwp.sqlite')
    const { db } = openDatabase({ sqliteFile: file })
    await sql`create table notes (id integer primary key)`.execute(db)
    await sql`insert into notes (id) values (1)`.execute(db)
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      expect(fs.statSync(name).mode & 0o777, name).toBe(0o600)
    }
    await db.destroy()
  })

  it('keeps the modes of a file that was there already: the operator chose them', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-sqlite-'))
    folders.push(folder)
    const file = path.join(folder, 'gwp.sqlite')
    fs.writeFileSync(file, '')
    fs.chmodSync(file, 0o640)
    const { db } = openDatabase({ sqliteFile: file })
    await sql`create table notes (id integer primary key)`.execute(db)
    expect(fs.statSync(file).mode & 0o777).toBe(0o640)
    await db.destroy()
  })
})
