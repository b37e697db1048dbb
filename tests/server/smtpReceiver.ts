import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'digest';
export const SMTP_PASSWORD = 'receiver-secret';

/** A received message, parsed, with the envelope it came with. */
export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

export interface SmtpReceiver {
  /** `smtp://user:password@127.0.0.1:port` of this receiver. */
  url: string;
  received: Received[];
  /** Resolves once `count` messages have arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback with an ephemeral port, in the test process: it asks for the
 * credentials of SMTP_USER, accepts every message and keeps it parsed.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL of a loopback port nothing listens on: a server that is down. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
}
