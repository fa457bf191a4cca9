import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** As sent. */
  raw: string;
  /** Headers unfolded and the quoted-printable body decoded: what a mail app would show. */
  readable: string;
  /** The header block exactly as sent. */
  headers: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Mails to one address (envelope recipient). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Headers unfolded, quoted-printable soft breaks and escapes decoded. */
export function readableMail(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free local port that keeps every mail it accepts. Recipients starting with "bounce" are
 * refused with a permanent error (550), like a mailbox that does not exist.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('bounce')) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          readable: readableMail(raw),
          headers: raw.split('\r\n\r\n')[0],
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
