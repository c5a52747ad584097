// The names of the tests that failed, read from Vitest's JSON report, for the end of `npm test`:
// a CI log is often read from its tail, where the browser tests' output would otherwise bury them.
import fs from 'node:fs'
import path from 'node:path'

const MESSAGE_LINE_LIMIT = 200

/** First line of an error message, cut to a readable length. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((text) => text.trim() !== '') ?? ''
  return line.length > MESSAGE_LINE_LIMIT ? `${line.slice(0, MESSAGE_LINE_LIMIT)}…` : line
}

/**
 * Lines naming each failed test (file › test, then its first error line) and each test file that
 * failed before any test ran. Returns [] when the report says nothing failed, and a line saying so
 * when there is no report to read.
 */
export function failedTestLines(reportFile, root) {
  let report
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
  } catch {
    return ['(no test report was written: read the output above)']
  }
  const lines = []
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) {
      lines.push(`  ${name} › ${test.fullName}`, `      ${firstLine(test.failureMessages?.[0])}`)
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`  ${name}`, `      ${firstLine(file.message)}`)
    }
  }
  return lines
}
