import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

import { readApiDocument } from '../test/api-document.js'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const CLIENT_DIR = path.join(ROOT, 'apps/api/openapi-client')

/**
 * The repository's compiler options, strict, with nothing written, for a client that runs in a
 * browser as well as in Node (fetch from the DOM library, no Node types). `rootDirs` merges the
 * client's folder with the one the types are generated into, so `./api-types.js` resolves there.
 */
function clientOptions(generatedDir: string): ts.CompilerOptions {
  const base = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile)
  const { options } = ts.convertCompilerOptionsFromJson(base.config.compilerOptions, ROOT)
  return {
    ...options,
    strict: true,
    noEmit: true,
    declaration: false,
    sourceMap: false,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    rootDirs: [CLIENT_DIR, generatedDir],
  }
}

const clientFiles = () =>
  fs
    .readdirSync(CLIENT_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(CLIENT_DIR, file))

describe('a client built on the API description (docs/decisions/024-api-description.md)', () => {
  const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-api-types-'))
  afterAll(() => fs.rmSync(generatedDir, { recursive: true, force: true }))

  it('type-checks against the types generated from the document', { timeout: 120_000 }, async () => {
    const document = await readApiDocument()
    const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]))
    const generated = path.join(generatedDir, 'api-types.ts')
    fs.writeFileSync(generated, types)

    const program = ts.createProgram([...clientFiles(), generated], clientOptions(generatedDir))
    const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      if (!diagnostic.file || diagnostic.start === undefined) return text
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      return `${path.relative(ROOT, diagnostic.file.fileName)}:${line + 1}: ${text}`
    })
    expect(errors).toEqual([])
  })
})
