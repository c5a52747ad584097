// The PostgreSQL server pg-restart stops and starts under load: a throwaway cluster of its own
// (Debian's binaries under /usr/lib/postgresql/*/bin, on a free loopback port, run as the postgres user
// when this runs as root; the machine's own server is never touched), or, without those binaries, a
// TCP proxy in front of BENCH_DATABASE_URL's server, cut and restored instead.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { freePort, tempDir } from './site-process.mjs'

/** The newest Debian PostgreSQL whose initdb, pg_ctl and postgres are all there, or null. */
function postgresBinaries() {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((version) =>
      ['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(root, version, 'bin', b))),
    )
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function postgresUser() {
  if (process.getuid?.() !== 0) return null
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'))
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

function runCommand(file, args, user) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(file)} ${args[0]}: exit ${code}\n${output}`)),
    )
  })
}

/** A PostgreSQL cluster in a temporary folder, trusting local connections, on a free loopback port. */
async function throwawayCluster(bin) {
  const user = postgresUser()
  const dir = tempDir('pg-cluster')
  if (user) fs.chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, 'data')
  const port = await freePort()
  await runCommand(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    user,
  )
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`
  const pgCtl = (...args) => runCommand(path.join(bin, 'pg_ctl'), ['-D', data, ...args], user)
  const cluster = {
    how: `a throwaway PostgreSQL ${path.basename(path.dirname(bin))} cluster on 127.0.0.1:${port}`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', '-t', '60', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  await cluster.start()
  return cluster
}

/**
 * Without PostgreSQL binaries: a TCP proxy in front of the server BENCH_DATABASE_URL names. Stopping
 * it closes its port and every connection through it, which the app sees as a server going away.
 */
async function cutProxy(targetUrl) {
  const target = new URL(targetUrl)
  const port = await freePort()
  const sockets = new Set()
  let server = null
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
        upstream.on('close', () => client.destroy())
        client.on('close', () => upstream.destroy())
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  await listen()
  const adminUrl = new URL(targetUrl)
  adminUrl.host = `127.0.0.1:${port}`
  return {
    how: `a TCP proxy on 127.0.0.1:${port} in front of ${target.host} (no PostgreSQL binaries here to restart a server of our own)`,
    adminUrl: adminUrl.toString(),
    start: listen,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
    remove: async () => server?.listening && new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * A PostgreSQL server to stop and start: `how` says which it is, `adminUrl` reaches it, `stop()` and
 * `start()` take it down and bring it back, `remove()` ends and deletes it.
 */
export async function stoppablePostgres() {
  const bin = postgresBinaries()
  if (bin) return throwawayCluster(bin)
  if (process.env.BENCH_DATABASE_URL) return cutProxy(process.env.BENCH_DATABASE_URL)
  throw new Error('no PostgreSQL binaries, and no BENCH_DATABASE_URL to put a proxy in front of')
}
