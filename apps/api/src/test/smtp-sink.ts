import net from 'node:net'

import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

/** One message as a local SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

export interface SmtpSink {
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

/** A port nothing listens on right now: an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * A local SMTP server on `port` (0: any) that keeps what it receives; no TLS, no sign-in. `extra`
 * overrides its options (a test may make it refuse messages, for instance).
 */
export async function startSmtpSink(port = 0, extra: Partial<SMTPServerOptions> = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
    ...extra,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
