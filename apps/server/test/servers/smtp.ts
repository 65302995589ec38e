import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback for tests: collects every message it accepts (raw RFC 5322 text). */
export interface TestSmtp {
  port: number;
  messages: { from: string; to: string[]; raw: string }[];
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** `refuse`: recipients the server answers 550 (that message is not accepted; the others are). */
export function testSmtpServer(opts: { refuse?: (address: string) => boolean } = {}): TestSmtp {
  const state: TestSmtp = {
    port: 0,
    messages: [],
    listen: (port = 0) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const addr = server.server.address();
          state.port = typeof addr === 'object' && addr ? addr.port : port;
          resolve(state.port);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) {
        const err = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return state;
}

/** Decode a quoted-printable body (what nodemailer uses for HTML and text parts). */
export function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded parts of a raw message, by content type (text/plain, text/html). */
export function mimeParts(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const type = /content-type:\s*([\w/]+)/i.exec(head)?.[1]?.toLowerCase();
    if (!type || type.startsWith('multipart')) continue;
    const enc = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    out[type] =
      enc === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : enc === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body;
  }
  return out;
}

/** The Subject header, unfolded, with RFC 2047 encoded words decoded. */
export function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const m = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head);
  if (!m) return '';
  return m[1]!
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
