// The names of the tests that failed, read from Vitest's JSON report, for the end of `npm test`:
// a CI log is often read from its tail, where the browser tests' output would otherwise bury them.
import fs from 'node:fs'
import path from 'node:path'

const MESSAGE_LINE_LIMIT = 200
const NOTHING_NAMED = '(no test failed: an error outside the tests failed the run; read the output above)'

/** First line of an error message, cut to a readable length. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((text) => text.trim() !== '') ?? ''
  return line.length > MESSAGE_LINE_LIMIT ? `${line.slice(0, MESSAGE_LINE_LIMIT)}…` : line
}

/**
 * For a Vitest run that failed: lines naming each failed test (file › test, then its first error
 * line) and each test file that failed before any test ran; when the report names none (an error
 * outside every test, such as an unhandled rejection) or there is no report, a line saying so.
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
  return lines.length > 0 ? lines : [NOTHING_NAMED]
}
