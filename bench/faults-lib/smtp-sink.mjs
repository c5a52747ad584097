// The SMTP server the load and fault scripts' servers send to: a real one (the `smtp-server` package)
// on loopback, which keeps what it received and can stop and start again as a real one does.
import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP server (no TLS, no sign-in) that can stop and start again on the same port, as a real
 * one does for maintenance. It keeps, per message, the recipients and which run tokens it mentions
 * (`tokenPattern`, global); only the head of each message is read, since attachments do not matter.
 * `delayMs` holds each message that long before accepting it, like a slow server.
 */
export async function startSmtpSink({ tokenPattern, delayMs = 0 } = {}) {
  const byToken = new Map()
  const byRecipient = new Map()
  const deliveredAt = new Map()
  let received = 0
  let server = null
  let port = 0
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)

  const open = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Its reverse DNS lookup of each client would time the sink, not the server's mail worker.
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 2_000,
      size: 100 * 1024 * 1024,
      onData(stream, session, callback) {
        let head = ''
        stream.on('data', (chunk) => {
          if (head.length < 65_536) head += chunk.toString('latin1')
        })
        stream.on('end', () => {
          const accept = () => {
            // Folded header lines and quoted-printable soft breaks would split a token.
            const text = head.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')
            for (const token of new Set(tokenPattern ? text.match(tokenPattern) : [])) {
              bump(byToken, token)
              if (!deliveredAt.has(token)) deliveredAt.set(token, Date.now())
            }
            for (const address of session.envelope.rcptTo) bump(byRecipient, address.address)
            received++
            callback()
          }
          if (delayMs > 0) setTimeout(accept, delayMs)
          else accept()
        })
      },
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    port = server.server.address().port
  }
  await open()

  return {
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    get received() {
      return received
    },
    byToken,
    byRecipient,
    deliveredAt,
    /** How many tokens came in more than one message: each is an e-mail sent twice. */
    tokensMoreThanOnce: () => [...byToken.values()].filter((n) => n > 1).length,
    /** Stops listening and lets the sessions under way finish (at most 2 s), as a server going down does. */
    stop: () =>
      new Promise((resolve) => {
        const current = server
        server = null
        if (!current) return resolve()
        current.close(() => resolve())
      }),
    start: open,
  }
}
