import { describe, expect, it } from 'vitest'

import { firstPaintDocument, HELD_BOOTSTRAP_TYPE, heldHead, styleElement } from './first-paint.server'

const NONCE = 'bm9uY2U='
const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>منظفات</title>' +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chrome-B.js" nonce="${NONCE}"/>`
const BODY =
  '</head><body><p>مرحبا بكم — welcome</p>' +
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-C.js";</script></body></html>`

const STYLESHEET = 'body{margin:0}'
const STYLE_ELEMENT = `<style data-app-styles="">${STYLESHEET}</style>`

/** The document as the browser receives it, fed to the rewrite in chunks of `size` bytes. */
async function rewritten(html: string, size: number, holdHydration = true) {
  const bytes = new TextEncoder().encode(html)
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
      controller.close()
    },
  })
  return new Response(
    firstPaintDocument(source, { nonce: NONCE, styleElement: styleElement(STYLESHEET), holdHydration }),
  ).text()
}

describe('firstPaintDocument', () => {
  it.each([1, 7, 64, 100_000])(
    'writes the stylesheet, moves the preloads into the start script and holds the bootstrap, in chunks of %i bytes',
    async (size) => {
      const html = await rewritten(HEAD + BODY, size)
      expect(html).not.toContain('rel="modulepreload"')
      expect(html).toContain(`${STYLE_ELEMENT}<script nonce="${NONCE}">(function (hrefs, heldType)`)
      expect(html).toContain(
        `(["/assets/entry.client-A.js","/assets/chrome-B.js"],"${HELD_BOOTSTRAP_TYPE}")</script></head>`,
      )
      expect(html).toContain(`<script nonce="${NONCE}" type="${HELD_BOOTSTRAP_TYPE}">import * as route0`)
      expect(html).not.toContain('type="module"')
      // Everything else, Arabic included, byte for byte.
      expect(html.replace(/<script nonce="[^"]+">\(function[\s\S]*?<\/script>/, '')).toBe(
        (HEAD + BODY)
          .replace('</head>', `${STYLE_ELEMENT}</head>`)
          .replace(/<link rel="modulepreload"[^>]*>/g, '')
          .replace('type="module" async=""', `type="${HELD_BOOTSTRAP_TYPE}"`),
      )
    },
  )

  it('writes only the stylesheet into a back-office page, which hydrates at once', async () => {
    expect(await rewritten(HEAD + BODY, 5, false)).toBe(
      (HEAD + BODY).replace('</head>', `${STYLE_ELEMENT}</head>`),
    )
  })

  it('refuses a stylesheet that would end its <style> element', () => {
    expect(() => styleElement('a{}</style><script>')).toThrow(/stylesheet/)
  })

  it('leaves a document without a head as it came', async () => {
    expect(await rewritten('<p>نص</p>', 3)).toBe('<p>نص</p>')
  })

  it('holds no script of another nonce: it is not the bootstrap this response wrote', async () => {
    const foreign = BODY.replace(`nonce="${NONCE}" type="module"`, 'nonce="other" type="module"')
    expect(await rewritten(HEAD + foreign, 16)).toContain('nonce="other" type="module" async=""')
  })
})

describe('the start script', () => {
  it('adds the preloads and runs the bootstrap once the page is parsed and loaded', () => {
    // jsdom reports no paint timing: the load event stands in for the first paint, as in such a browser.
    const { head, startScript } = heldHead(`<link rel="modulepreload" href="/assets/a.js"/>`, NONCE)
    expect(head).toBe('')
    const script = startScript.slice(startScript.indexOf('>(') + 1, startScript.lastIndexOf('</script>'))
    document.body.innerHTML = `<script nonce="${NONCE}" type="${HELD_BOOTSTRAP_TYPE}">window.started = 1</script>`
    new Function(script)()
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)

    window.dispatchEvent(new Event('load'))

    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/a.js'])
    const bootstrap = document.body.querySelector('script')!
    expect(bootstrap.type).toBe('module')
    expect(bootstrap.textContent).toBe('window.started = 1')
    expect(document.querySelector(`script[type="${HELD_BOOTSTRAP_TYPE}"]`)).toBeNull()
  })
})
