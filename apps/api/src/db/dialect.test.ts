import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

import { withStatementCache } from './dialect.js'

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
