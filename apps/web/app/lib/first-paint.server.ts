/**
 * A page is drawn from its document alone, before its hydration scripts load (decision record 026).
 *
 * - The site's stylesheet is written into every page's head: the first paint waits for no second
 *   request. Only the server holds it (`app.css?inline` in entry.server.tsx); React's hydration
 *   passes over a head element it did not render, and a client render after a hydration error keeps
 *   it (React keeps the head's styles).
 * - On a public page, hydration waits for the first contentful paint. React Router writes a module
 *   preload for every hydration module (≈ 140 kB gzip) into the head and a bootstrap module script,
 *   which imports them, at the end of the body. Both start with the document, so on a phone's slow
 *   link those scripts share the bandwidth with the hero image and the script fonts, for nothing the
 *   page needs in order to show. The preloads leave the head, the bootstrap is written inert, and a
 *   small script in the head adds the preloads back and runs the bootstrap once the page is painted
 *   and parsed (or at the load event where the browser reports no paint; three seconds at most). The
 *   modules still download side by side, not one import after another. The back office's server
 *   page is a loading spinner, no contentful paint: it hydrates at once.
 *
 * Only two places are rewritten: the head, which React writes whole with the page's shell, and the
 * bootstrap's opening tag. The rest of the body's bytes are never decoded.
 */

const HEAD_END = Buffer.from('</head>')
/** How long hydration waits for a first paint that does not come. */
const PAINT_TIMEOUT_MS = 3_000
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
/** The type the bootstrap is written with until it runs: the browser runs no script of an unknown type. */
export const HELD_BOOTSTRAP_TYPE = 'text/x-hydrate-after-paint'

export interface FirstPaintOptions {
  nonce: string
  /** The site's stylesheet as its element (styleElement), for the head. */
  styleElement: Buffer
  /** A public page: hydration waits for its first contentful paint. */
  holdHydration: boolean
}

/** The stylesheet as the element every page's head gets: checked and encoded once, at start. */
export function styleElement(stylesheet: string): Buffer {
  // Text in a <style> element ends at the first "</style": CSS has no reason to write one.
  if (/<\/style/i.test(stylesheet)) throw new Error('The stylesheet cannot be written into a <style> element')
  return Buffer.from(`<style data-app-styles="">${stylesheet}</style>`)
}

export function firstPaintDocument(
  html: ReadableStream<Uint8Array>,
  { nonce, styleElement, holdHydration }: FirstPaintOptions,
): ReadableStream<Uint8Array> {
  // UTF-8 never writes an ASCII byte inside a multi-byte character: both tags are found in the bytes.
  const bootstrap = Buffer.from(`<script nonce="${nonce}" type="module" async="">`)
  const held = Buffer.from(`<script nonce="${nonce}" type="${HELD_BOOTSTRAP_TYPE}">`)
  let head: Buffer | null = Buffer.alloc(0)
  let rest = Buffer.alloc(0)
  let bootstrapFound = !holdHydration
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head !== null) {
          const bytes = Buffer.concat([head, chunk])
          const end = bytes.indexOf(HEAD_END)
          if (end < 0) {
            head = bytes
            return
          }
          head = null
          if (holdHydration) {
            const held = heldHead(bytes.subarray(0, end).toString(), nonce)
            controller.enqueue(
              Buffer.concat([Buffer.from(held.head), styleElement, Buffer.from(held.startScript)]),
            )
          } else {
            controller.enqueue(Buffer.concat([bytes.subarray(0, end), styleElement]))
          }
          chunk = bytes.subarray(end)
        }
        if (bootstrapFound) return controller.enqueue(chunk)
        // The end of a chunk may hold the start of the bootstrap's tag: it waits for the next one.
        const bytes = Buffer.concat([rest, chunk])
        const at = bytes.indexOf(bootstrap)
        if (at >= 0) {
          bootstrapFound = true
          rest = Buffer.alloc(0)
          return controller.enqueue(
            Buffer.concat([bytes.subarray(0, at), held, bytes.subarray(at + bootstrap.length)]),
          )
        }
        const keep = startOfTagAtEnd(bytes, bootstrap)
        rest = bytes.subarray(bytes.length - keep)
        controller.enqueue(bytes.subarray(0, bytes.length - keep))
      },
      flush(controller) {
        if (head !== null && head.length > 0) controller.enqueue(head)
        if (rest.length > 0) controller.enqueue(rest)
      },
    }),
  )
}

/** How many bytes at the end of `bytes` begin `tag`: usually none, and nothing is held back. */
function startOfTagAtEnd(bytes: Buffer, tag: Buffer) {
  for (let length = Math.min(tag.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(tag.subarray(0, length))) return length
  }
  return 0
}

/** The head's markup without its module preloads, and the script that starts hydration. */
export function heldHead(head: string, nonce: string): { head: string; startScript: string } {
  const hrefs: string[] = []
  const withoutPreloads = head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href)
    return ''
  })
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c')
  return {
    head: withoutPreloads,
    startScript: `<script nonce="${nonce}">(${START_AFTER_PAINT})(${list},"${HELD_BOOTSTRAP_TYPE}")</script>`,
  }
}

/**
 * The inline script, as the browser runs it: a string, so no build step can add a helper it would
 * call. Painted and parsed, it adds the preloads and swaps the held bootstrap for a running copy.
 * Its arguments: the preloads' hrefs and the held bootstrap's type. The timeout is for a page
 * loaded in a background tab, which is not painted until it is shown: it hydrates all the same. No
 * comments inside: the script is written on one line.
 */
const START_AFTER_PAINT = `function (hrefs, heldType) {
  var painted = false, started = false;
  function start() {
    if (started || !painted || document.readyState === "loading") return;
    started = true;
    hrefs.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var held = document.querySelector('script[type="' + heldType + '"]');
    if (!held) return;
    var bootstrap = document.createElement("script");
    bootstrap.type = "module";
    bootstrap.nonce = held.nonce;
    bootstrap.textContent = held.textContent;
    held.replaceWith(bootstrap);
  }
  function paint() { painted = true; start(); }
  document.addEventListener("DOMContentLoaded", start);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) return window.addEventListener("load", paint);
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName("first-contentful-paint").length > 0) paint();
  }).observe({ type: "paint", buffered: true });
  setTimeout(paint, ${PAINT_TIMEOUT_MS});
}`.replace(/\n\s*/g, ' ')
