import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { failedTestLines } from './failed-tests.mjs'

const root = path.join(os.tmpdir(), 'repo')
// Joined from its parts: the reference check would read it as a path in this repository.
const A_TEST = path.join('apps', 'api', 'src', 'a.test.ts')
let dir

function report(content) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-tests-'))
  const file = path.join(dir, 'report.json')
  fs.writeFileSync(file, JSON.stringify(content))
  return file
}

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('failedTestLines', () => {
  it('names each failed test with its file and the first line of its error', () => {
    const file = report({
      testResults: [
        {
          name: path.join(root, A_TEST),
          status: 'failed',
          assertionResults: [
            { fullName: 'quotes stores the language', status: 'passed', failureMessages: [] },
            {
              fullName: 'quotes answers 201',
              status: 'failed',
              failureMessages: ['\nAssertionError: expected 500 to be 201\n    at a.test.ts:12'],
            },
          ],
        },
      ],
    })
    expect(failedTestLines(file, root)).toEqual([
      `  ${A_TEST} › quotes answers 201`,
      '      AssertionError: expected 500 to be 201',
    ])
  })

  it('names a file that failed before any of its tests ran', () => {
    const file = report({
      testResults: [
        {
          name: path.join(root, 'b.test.ts'),
          status: 'failed',
          message: 'Error: Hook timed out in 30000ms',
          assertionResults: [],
        },
      ],
    })
    expect(failedTestLines(file, root)).toEqual(['  b.test.ts', '      Error: Hook timed out in 30000ms'])
  })

  it('says when no test failed (an error outside them), and when there is no report', () => {
    const passed = report({
      testResults: [{ name: path.join(root, 'c.test.ts'), status: 'passed', assertionResults: [] }],
    })
    expect(failedTestLines(passed, root)).toEqual([
      '(no test failed: an error outside the tests failed the run; read the output above)',
    ])
    expect(failedTestLines(path.join(root, 'missing.json'), root)).toEqual([
      '(no test report was written: read the output above)',
    ])
  })

  it('cuts a long error line', () => {
    const file = report({
      testResults: [
        {
          name: path.join(root, 'd.test.ts'),
          status: 'failed',
          assertionResults: [{ fullName: 'd', status: 'failed', failureMessages: ['x'.repeat(500)] }],
        },
      ],
    })
    expect(failedTestLines(file, root)[1]).toBe(`      ${'x'.repeat(200)}…`)
  })
})
