// Shared pieces of the benchmarks, as bench/README.md#throughput says: server on core 0, load on core 1,
// 50 connections, 3 s warm-up then 10 s measured, A B A B A B, CPU-normalised ratios, medians.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import readline from 'node:readline'

import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const WARMUP_SECONDS = 3
export const MEASURE_SECONDS = 10
const TICKS_PER_SECOND = 100

/** Starts a server script pinned to core 0; it prints a JSON line ({ port, ... }) when ready. */
export async function startServer(script, env = {}) {
  const child = spawn('taskset', ['-c', '0', process.execPath, script], {
    // Production as deployed, which needs its public address said (loopback here).
    env: { PUBLIC_URL: 'http://127.0.0.1', ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  const info = await new Promise((resolve, reject) => {
    // Log lines may come first; the ready line is the one that names the port.
    lines.on('line', (line) => {
      const info = line.startsWith('{') ? JSON.parse(line) : null
      if (info?.port) resolve(info)
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return { ...info, pid: child.pid, stop: () => child.kill('SIGTERM') }
}

function processTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12]) // utime + stime
}

/**
 * CPU of every process in a process group, as an operator would count the app: the server and
 * anything it started, with the children it has already reaped (cutime + cstime).
 */
export function groupTicks(pgid) {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fields
    try {
      fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')
    } catch {
      continue // ended meanwhile
    }
    if (Number(fields[2]) !== pgid) continue
    total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
  }
  return total
}

function machineBusyTicks() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = cpu[3] + cpu[4]
  return cpu.reduce((a, b) => a + b, 0) - idle
}

function run(url, headers, seconds) {
  // A 1.8 MB uncached list takes long under 50 connections; a slow answer is a figure, not an error.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 60 })
}

/** One measured window: requests per server-CPU-second, p99, and CPU others took meanwhile. */
export async function measure(server, path, headers = {}) {
  const url = `http://127.0.0.1:${server.port}${path}`
  await run(url, headers, WARMUP_SECONDS)
  // A server started as its own process group is counted whole (startApp); others by their pid.
  const ticksOf = server.pgid ? () => groupTicks(server.pgid) : () => processTicks(server.pid)
  const serverBefore = ticksOf()
  const selfBefore = processTicks(process.pid)
  const busyBefore = machineBusyTicks()
  const result = await run(url, headers, MEASURE_SECONDS)
  const serverTicks = ticksOf() - serverBefore
  const selfTicks = processTicks(process.pid) - selfBefore
  const otherTicks = machineBusyTicks() - busyBefore - serverTicks - selfTicks
  const ok = result['2xx']
  if (result.non2xx > 0 || result.errors > 0 || ok === 0) {
    throw new Error(
      `${path}: ${result.non2xx} non-2xx and ${result.errors} errors out of ${result.requests.total}`,
    )
  }
  return {
    perCpuSecond: ok / (serverTicks / TICKS_PER_SECOND),
    perSecond: ok / MEASURE_SECONDS,
    p99: result.latency.p99,
    otherCoreShare: otherTicks / TICKS_PER_SECOND / MEASURE_SECONDS,
  }
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** A B A B A B, then the median of the three subject/baseline ratios (and of the subject's p99). */
export async function compare(label, baseline, subject, pairs = 3) {
  const ratios = []
  const p99s = []
  for (let i = 0; i < pairs; i++) {
    const a = await measure(baseline.server, baseline.path, baseline.headers)
    const b = await measure(subject.server, subject.path, subject.headers)
    ratios.push(b.perCpuSecond / a.perCpuSecond)
    p99s.push(b.p99)
    console.log(
      `  pair ${i + 1}: baseline ${a.perCpuSecond.toFixed(0)} req/cpu-s, subject ${b.perCpuSecond.toFixed(0)} req/cpu-s ` +
        `(p99 ${b.p99} ms); other processes used ${(Math.max(a.otherCoreShare, b.otherCoreShare) * 100).toFixed(0)} % of a core`,
    )
    if (Math.max(a.otherCoreShare, b.otherCoreShare) > 0.1)
      console.log('  (noisy window: consider repeating the run)')
  }
  console.log(
    `${label}: ratio ${median(ratios).toFixed(2)}, p99 ${median(p99s)} ms (medians of ${pairs} pairs, per server-CPU-second)`,
  )
  return { ratio: median(ratios), p99: median(p99s) }
}
