import { describe, expect, it } from 'vitest';
import { mimeParts, subjectOf } from '../../../test/servers/smtp.ts';
import {
  BOUNDARY,
  buildMessage,
  encodedWords,
  MailFormatError,
  parseMailbox,
  subjectHeader,
  type MimeMail,
} from './mime.ts';

const mail = (over: Partial<MimeMail> = {}): MimeMail => ({
  from: { name: 'ElectroHub', address: 'no-reply@electrohub.local' },
  to: 'asha@example.in',
  subject: 'Order #7 confirmed',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
  messageId: '<outbox-7-1764244374000@electrohub>',
  date: new Date('2026-11-27T12:12:54Z'),
  ...over,
});

/** The header block's fields, unfolded (RFC 5322 §2.2.3: a CRLF followed by white space is removed). */
function headers(raw: string): [string, string][] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
}

const lines = (raw: string) => raw.split('\r\n');

describe('buildMessage', () => {
  it('writes the headers of a MIME mail, ASCII only, every line ended by CRLF', () => {
    const raw = buildMessage(mail());
    expect(headers(raw)).toEqual([
      ['From', 'ElectroHub <no-reply@electrohub.local>'],
      ['To', 'asha@example.in'],
      ['Subject', 'Order #7 confirmed'],
      ['Date', 'Fri, 27 Nov 2026 12:12:54 +0000'],
      ['Message-ID', '<outbox-7-1764244374000@electrohub>'],
      ['MIME-Version', '1.0'],
      ['Content-Type', `multipart/alternative; boundary="${BOUNDARY}"`],
    ]);
    // eslint-disable-next-line no-control-regex -- ASCII only
    expect(raw).toMatch(/^[\x00-\x7f]*$/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw.endsWith(`--${BOUNDARY}--\r\n`)).toBe(true);
  });

  it('encodes a subject with ₹ as RFC 2047 words that decode back to it', () => {
    const subject = 'Order #2: ₹2,22,221 paid — thank you';
    const raw = buildMessage(mail({ subject }));
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(subjectOf(raw)).toBe(subject);
  });

  it('folds a long subject into lines of at most 78, each encoded word whole characters and at most 75', () => {
    const subject = `Order #12345: ${'नमस्ते ₹1,11,110 📱 '.repeat(12)}done`;
    const raw = buildMessage(mail({ subject }));
    expect(subjectOf(raw)).toBe(subject);
    const header = raw.slice(raw.indexOf('Subject:'), raw.indexOf('\r\nDate:'));
    for (const line of lines(header)) expect(line.length).toBeLessThanOrEqual(78);
    for (const word of encodedWords(subject)) {
      expect(word.length).toBeLessThanOrEqual(75);
      // Each word decodes on its own to valid UTF-8 (no character split between two words).
      const bytes = Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)![1]!, 'base64');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toContain('\uFFFD');
    }
  });

  it('folds a long ASCII subject at its spaces, and encodes one with a word too long for a line', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const folded = subjectHeader(words);
    expect(folded).not.toContain('=?');
    for (const line of lines(folded)) expect(line.length).toBeLessThanOrEqual(78);
    expect(folded.replace(/\r\n(?=[ \t])/g, '')).toBe(`Subject: ${words}`);

    const long = `Order ${'x'.repeat(1200)} confirmed`;
    const raw = buildMessage(mail({ subject: long }));
    expect(subjectOf(raw)).toBe(long);
    for (const line of lines(raw)) expect(line.length).toBeLessThanOrEqual(998);
  });

  it('encodes an ASCII subject that looks like an encoded word, so it is read as written', () => {
    const subject = '=?UTF-8?B?SGFja2Vk?= order';
    expect(subjectOf(buildMessage(mail({ subject })))).toBe(subject);
  });

  it('writes each part as base64 of its UTF-8 in lines of 76, which decodes to the text with CRLF line breaks', () => {
    const html = `<p>Total ₹2,22,221 — ${'<b>Thank you for your order.</b> '.repeat(300)}</p>`;
    const text = 'Total ₹2,22,221\nLine two\r\nLine three\rend';
    const raw = buildMessage(mail({ html, text }));
    const parts = mimeParts(raw);
    expect(parts['text/html']).toBe(html);
    expect(parts['text/plain']).toBe('Total ₹2,22,221\r\nLine two\r\nLine three\r\nend');
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    for (const line of lines(body)) expect(line.length).toBeLessThanOrEqual(76);
    expect(raw.match(/^Content-Type: text\/(plain|html); charset=utf-8$/gm)).toHaveLength(2);
    expect(raw.match(/^Content-Transfer-Encoding: base64$/gm)).toHaveLength(2);
  });

  it('uses a boundary that a part cannot contain, even one whose text holds the boundary itself', () => {
    const html = `--${BOUNDARY}\r\nContent-Type: text/html\r\n\r\n<script>x</script>\r\n--${BOUNDARY}--`;
    const raw = buildMessage(mail({ html, text: html }));
    // Three delimiter lines (two parts, the close) and nothing else that starts with the boundary.
    expect(lines(raw).filter((l) => l.startsWith(`--${BOUNDARY}`))).toEqual([
      `--${BOUNDARY}`,
      `--${BOUNDARY}`,
      `--${BOUNDARY}--`,
    ]);
    expect(mimeParts(raw)['text/html']).toBe(html);
  });

  describe('header injection', () => {
    const breaks = ['\r\n', '\n', '\r', '\u0000', '\u0085', '\u2028', '\t', '\u001b'];

    it('never lets a line break or control character in the subject start a header', () => {
      for (const brk of breaks) {
        const raw = buildMessage(mail({ subject: `Hi${brk}Bcc: victim@example.com${brk}${brk}body` }));
        const fields = headers(raw).map(([name]) => name);
        expect(fields).toEqual([
          'From',
          'To',
          'Subject',
          'Date',
          'Message-ID',
          'MIME-Version',
          'Content-Type',
        ]);
        expect(raw).not.toMatch(/^Bcc:/im);
        expect(subjectOf(raw)).toBe('Hi Bcc: victim@example.com  body');
      }
    });

    it('never lets one in the sender’s name start a header; a name with specials is quoted or encoded', () => {
      for (const brk of breaks) {
        const raw = buildMessage(
          mail({ from: { name: `Shop${brk}Bcc: victim@example.com`, address: 'shop@example.in' } }),
        );
        expect(headers(raw).map(([name]) => name)).not.toContain('Bcc');
      }
      const quoted = buildMessage(
        mail({ from: { name: 'Shop, "Best" <deals>', address: 'shop@example.in' } }),
      );
      expect(headers(quoted)[0]).toEqual(['From', '"Shop, \\"Best\\" <deals>" <shop@example.in>']);
      const encoded = buildMessage(mail({ from: { name: 'इलेक्ट्रोहब', address: 'shop@example.in' } }));
      expect(headers(encoded)[0]![1]).toMatch(/^=\?UTF-8\?B\?[^ ]+\?= <shop@example\.in>$/);
    });

    it('refuses an address or message id that is not one (no header is written from it)', () => {
      for (const to of [
        'asha@example.in\r\nBcc: victim@example.com',
        'asha@example.in\n',
        'asha@example.in>, victim@example.com',
        'Asha <asha@example.in>',
        'asha example@example.in',
        'asha@',
        '',
        'आशा@example.in',
      ])
        expect(() => buildMessage(mail({ to })), to).toThrow(MailFormatError);
      expect(() => buildMessage(mail({ from: { name: 'x', address: 'a@b.in\r\nBcc: c@d.in' } }))).toThrow(
        MailFormatError,
      );
      expect(() => buildMessage(mail({ messageId: '<a@b>\r\nBcc: c@d.in' }))).toThrow(MailFormatError);
      expect(() => buildMessage(mail({ messageId: 'no-brackets@b' }))).toThrow(MailFormatError);
    });
  });
});

describe('parseMailbox', () => {
  it('reads MAIL_FROM as a name and an address', () => {
    expect(parseMailbox('ElectroHub <no-reply@electrohub.local>')).toEqual({
      name: 'ElectroHub',
      address: 'no-reply@electrohub.local',
    });
    expect(parseMailbox('"Shop, Inc." <a@b.in>')).toEqual({ name: 'Shop, Inc.', address: 'a@b.in' });
    expect(parseMailbox(' a@b.in ')).toEqual({ name: '', address: 'a@b.in' });
    expect(buildMessage(mail({ from: parseMailbox('a@b.in') }))).toMatch(/^From: a@b\.in\r\n/);
  });

  it('refuses what is not an address', () => {
    for (const value of ['ElectroHub', 'x <a@b.in', 'x <a@b.in>\r\nBcc: c@d.in', '<>', 'a@b.in, c@d.in'])
      expect(() => parseMailbox(value), value).toThrow(MailFormatError);
  });
});
