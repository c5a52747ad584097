import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string
  /** Everything it printed, standard output and error. */
  output(): string
  exited: Promise<number | null>
  signal(name: NodeJS.Signals): void
  /** Kills it if it still runs and removes its DATA_DIR. */
  stop(): void
}

/**
 * `node apps/api/src/server.ts` as a deployment starts it, in a process of its own on a free loopback
 * port with a DATA_DIR of its own, API only (no web build named). Resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-server-'))
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_BUILD_DIR: 'no-web-build-here',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (listening) resolve(listening[1]!)
    })
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
  return {
    base,
    output: () => output,
    exited,
    signal: (name) => child.kill(name),
    stop() {
      if (child.exitCode === null) child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
