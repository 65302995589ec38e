/**
 * CPU per message built (decision 063): nodemailer's composer (what the `.eml` transport ran before), our builder
 * (`apps/server/src/modules/mail/mime.ts`, base64 parts) and the same builder with quoted-printable parts (an
 * encoder written here for the comparison only), each building the mail of `bench/mail-delivery.sh` (3 kB of
 * one-line HTML, 0.5 kB of text), N messages a round, rounds alternating; process CPU time (`process.cpuUsage`).
 * Usage: node --import tsx bench/mime-build.ts [N, 3000] [rounds, 4]
 */
import nodemailer from 'nodemailer';
import { BOUNDARY, buildMessage, parseMailbox } from '../apps/server/src/modules/mail/mime.ts';

const N = Number(process.argv[2] ?? 3000);
const ROUNDS = Number(process.argv[3] ?? 4);
const html = '<p>Thank you for your order.</p>'.repeat(95);
const text = 'Thank you for your order. '.repeat(20);
const from = 'ElectroHub <no-reply@electrohub.local>';
const mailOf = (i: number) => ({
  to: `bench${i}@example.in`,
  subject: `Order #${i} confirmed`,
  html,
  text,
  messageId: `<outbox-${i}-1764244374000@electrohub>`,
});

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const mailbox = parseMailbox(from);

/** Quoted-printable (RFC 2045 §6.7) of the UTF-8 of `body`, lines ≤ 76: the alternative measured. */
function quotedPrintable(body: string): string {
  const bytes = Buffer.from(body.replace(/\r\n|\r|\n/g, '\r\n'), 'utf8');
  let out = '';
  let line = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 13 && bytes[i + 1] === 10) {
      out += '\r\n';
      line = 0;
      i++;
      continue;
    }
    const atEnd = i + 1 === bytes.length || bytes[i + 1] === 13;
    const piece =
      (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !atEnd)
        ? String.fromCharCode(b)
        : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line + piece.length > 75) {
      out += '=\r\n';
      line = 0;
    }
    out += piece;
    line += piece.length;
  }
  return `${out}\r\n`;
}

/** buildMessage with its base64 parts swapped for quoted-printable ones (same headers). */
function buildQp(mail: ReturnType<typeof mailOf>): string {
  const head = buildMessage({ ...mail, from: mailbox, date: new Date(), text: '', html: '' }).split(
    `--${BOUNDARY}\r\n`,
  )[0]!;
  const part = (type: string, body: string) =>
    `--${BOUNDARY}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${quotedPrintable(body)}`;
  return `${head}${part('text/plain', mail.text)}${part('text/html', mail.html)}--${BOUNDARY}--\r\n`;
}

const builders: Record<string, (i: number) => Promise<number>> = {
  nodemailer: async (i) => ((await composer.sendMail({ from, ...mailOf(i) })).message as Buffer).length,
  'ours, base64': async (i) =>
    Buffer.from(buildMessage({ ...mailOf(i), from: mailbox, date: new Date() }), 'latin1').length,
  'ours, quoted-printable': async (i) => Buffer.from(buildQp(mailOf(i)), 'latin1').length,
};

const results: Record<string, number[]> = {};
const sizes: Record<string, number> = {};
for (const build of Object.values(builders)) for (let i = 0; i < 200; i++) await build(i); // warm up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, build] of Object.entries(builders)) {
    const before = process.cpuUsage();
    for (let i = 0; i < N; i++) sizes[name] = await build(i);
    const used = process.cpuUsage(before);
    (results[name] ??= []).push((used.user + used.system) / 1000 / N);
  }
}
for (const [name, runs] of Object.entries(results))
  console.log(
    `${name}: ${runs.map((ms) => ms.toFixed(4)).join(' / ')} ms CPU a message (${sizes[name]} bytes)`,
  );
