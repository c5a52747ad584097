import { describe, expect, it } from 'vitest'

import { buildTestApp } from '../test/app.js'
import { terminalLogOptions } from './log-output.js'

describe('log output', () => {
  it('is readable lines on a terminal and JSON anywhere else', () => {
    expect(terminalLogOptions({ isTTY: true })).toMatchObject({ transport: { target: 'pino-pretty' } })
    expect(terminalLogOptions({ isTTY: false })).toEqual({})
    expect(terminalLogOptions({})).toEqual({})
  })

  it('writes no line per request at info: the request log has them, LOG_LEVEL=debug shows them', async () => {
    const logLines: string[] = []
    const t = await buildTestApp({}, { logLines })
    try {
      await t.app.inject({ url: '/api/health' })
      await t.app.inject({ url: '/api/v1/nowhere' })
      const messages = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg)
      expect(messages).not.toContain('incoming request')
      expect(messages).not.toContain('request completed')
      expect(messages).not.toContain('route not found')
    } finally {
      await t.close()
    }
  })

  it('writes them at debug', async () => {
    const logLines: string[] = []
    const t = await buildTestApp({}, { logLines, logLevel: 'debug' })
    try {
      await t.app.inject({ url: '/api/health' })
      const lines = logLines.map((line) => JSON.parse(line) as { msg: string; level: number })
      expect(lines.filter((line) => line.level === 20).map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
      ])
    } finally {
      await t.close()
    }
  })
})
