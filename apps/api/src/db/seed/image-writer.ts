import { removeImage, storeImage, type ImageFolder } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import { renderPng } from './images.js'

/** Renders one SVG to an image, stores it with its WebP variants and gives its stored path. */
export type StoreFn = (folder: ImageFolder, svg: string) => Promise<string>

/** Renders and stores images with a small concurrency, remembering every path it wrote. */
export function imageWriter(storage: Storage, concurrency: number) {
  const written: string[] = []
  const all: Promise<unknown>[] = []
  let active = 0
  let failed = false
  const waiting: Array<() => void> = []
  const acquire = async () => {
    if (active < concurrency) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  // A finished task hands its slot straight to the next waiting one, so the limit always holds.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
  const store: StoreFn = (folder, svg) => {
    const task = (async () => {
      await acquire()
      try {
        // After one failure the seed is lost anyway: queued images are not rendered.
        if (failed) throw new Error('demo seed aborted')
        const stored = await storeImage(storage, await renderPng(svg), folder)
        written.push(stored.path)
        return stored.path
      } catch (err) {
        failed = true
        throw err
      } finally {
        release()
      }
    })()
    all.push(task)
    return task
  }
  return {
    store,
    count: () => written.length,
    /** Waits for every started image, so a clean-up never races a write still in flight. */
    settled: async () => {
      await Promise.allSettled(all)
    },
    removeAll: async () => {
      await Promise.allSettled(written.map((p) => removeImage(storage, p)))
    },
  }
}
