/**
 * The RFC 5322 / MIME message of a mail, built as one ASCII string (docs/decisions/063): headers, then a
 * multipart/alternative body of a text/plain and a text/html part in UTF-8. nodemailer's composer spent most of a
 * delivered mail's CPU building the same thing through stream pipelines; this is a few string operations.
 *
 * Every line ends in CRLF and is at most 998 octets (RFC 5322 §2.1.1); the message is 7-bit (ASCII) throughout,
 * so any SMTP server takes it without 8BITMIME or SMTPUTF8.
 */

const CRLF = '\r\n';

/**
 * Never written into a header as they are: C0 controls (CR and LF above all: they would start a new header), DEL,
 * C1 controls (NEL among them) and the Unicode line and paragraph separators. Each (a CRLF as one) is replaced
 * by a space.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** RFC 5322 atext, the characters of an unquoted word. */
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * An address as the outbox holds it: a dot-atom local part and a host name, ASCII only (no quoted local parts,
 * no address literals, no SMTPUTF8). Anything else is refused rather than written into a header or an envelope.
 */
const ADDRESS = new RegExp(`^[${ATEXT}]+(?:\\.[${ATEXT}]+)*@${LABEL}(?:\\.${LABEL})*$`);
/** A display name written as it is: words of atext separated by single spaces. */
const PLAIN_PHRASE = new RegExp(`^[${ATEXT}]+(?: [${ATEXT}]+)*$`);
/** msg-id (RFC 5322 §3.6.4) as we make them: `<left@right>`, printable ASCII without angle brackets or spaces. */
const MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]+@[\x21-\x3b\x3d\x3f-\x7e]+>$/;

/** Header lines are kept to this length where a place to fold exists (RFC 5322 §2.1.1 "SHOULD"). */
const FOLD_AT = 78;
/** The hard limit of a line, without its CRLF. */
const MAX_LINE = 998;
/**
 * UTF-8 bytes in one encoded word: 39 bytes are 52 base64 characters, a 64-character word with `=?UTF-8?B?…?=`,
 * within RFC 2047's 75 and, after `Subject: `, within 78.
 */
const WORD_BYTES = 39;

/**
 * The parts' boundary. It cannot occur in a part: each part is base64 (A–Z a–z 0–9 + / and `=` only as padding),
 * and a delimiter line starts with `--`, which no base64 line contains. `=_` could not occur in quoted-printable
 * either, were it ever used. Constant, so it costs nothing to make.
 */
export const BOUNDARY = '=_electrohub_alternative_=';

export interface Mailbox {
  /** Display name ('' for none). */
  name: string;
  address: string;
}

export interface MimeMail {
  from: Mailbox;
  /** The recipient's address (no display name). */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<left@right>` */
  messageId: string;
  date: Date;
}

/** Thrown for an address or message id that cannot be written safely. */
export class MailFormatError extends Error {
  override name = 'MailFormatError';
}

/** Whether `address` is an address we write into a header and give to SMTP (see ADDRESS). */
export function isMailAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address);
}

/**
 * `Name <address>`, `"Quoted, Name" <address>` or a bare address (MAIL_FROM) as a mailbox; throws
 * MailFormatError when the address is not one we can write.
 */
export function parseMailbox(value: string): Mailbox {
  const angle = /^([^<>]*)<([^<>]*)>$/.exec(value.trim());
  let name = '';
  let address = value.trim();
  if (angle) {
    name = angle[1]!.trim();
    address = angle[2]!.trim();
    if (name.length >= 2 && name.startsWith('"') && name.endsWith('"'))
      name = name.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  if (!isMailAddress(address)) throw new MailFormatError('not a mail address we can send from or to');
  return { name: name.replace(CONTROL, ' ').trim(), address };
}

/** The message of `mail`, every line CRLF-ended; throws MailFormatError for an address or id it cannot write. */
export function buildMessage(mail: MimeMail): string {
  if (!isMailAddress(mail.from.address) || !isMailAddress(mail.to))
    throw new MailFormatError('not a mail address we can send from or to');
  if (!MESSAGE_ID.test(mail.messageId)) throw new MailFormatError('not a message id');
  return (
    `From: ${mailboxHeader(mail.from)}${CRLF}` +
    `To: ${mail.to}${CRLF}` +
    `${subjectHeader(mail.subject)}${CRLF}` +
    `Date: ${rfc5322Date(mail.date)}${CRLF}` +
    `Message-ID: ${mail.messageId}${CRLF}` +
    `MIME-Version: 1.0${CRLF}` +
    `Content-Type: multipart/alternative; boundary="${BOUNDARY}"${CRLF}` +
    CRLF +
    part('text/plain', mail.text) +
    part('text/html', mail.html) +
    `--${BOUNDARY}--${CRLF}`
  );
}

function part(type: string, body: string): string {
  return (
    `--${BOUNDARY}${CRLF}` +
    `Content-Type: ${type}; charset=utf-8${CRLF}` +
    `Content-Transfer-Encoding: base64${CRLF}` +
    CRLF +
    base64Body(body)
  );
}

/**
 * Base64 of the body's UTF-8 in lines of 76 characters (RFC 2045 §6.8), line breaks made CRLF first (a text's
 * canonical form, RFC 2045 §6.8 and RFC 2046 §4.1.1).
 */
export function base64Body(body: string): string {
  const encoded = Buffer.from(body.replace(/\r\n|\r|\n/g, CRLF), 'utf8').toString('base64');
  let out = '';
  for (let i = 0; i < encoded.length; i += 76) out += encoded.slice(i, i + 76) + CRLF;
  return out;
}

/** `Date:` value, e.g. `Fri, 27 Nov 2026 12:12:54 +0000` (RFC 5322 §3.3; `GMT` is the obsolete form). */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** `Subject: …`, folded: as it is when it is printable ASCII that folds at spaces, else RFC 2047 encoded words. */
export function subjectHeader(subject: string): string {
  const value = subject.replace(CONTROL, ' ').trim();
  if (/^[\x20-\x7e]*$/.test(value) && !value.includes('=?')) {
    const folded = foldAtSpaces(`Subject: ${value}`);
    if (folded !== null) return folded;
  }
  return `Subject: ${encodedWords(value).join(`${CRLF} `)}`;
}

/**
 * Fold a header line before spaces so that lines stay within FOLD_AT where a space allows it (never right after
 * the field name); null when a line would still exceed MAX_LINE (one word that long), for the caller to encode it.
 */
function foldAtSpaces(line: string): string | null {
  const start = line.indexOf(' ') + 1;
  let out = '';
  let rest = line;
  while (rest.length > FOLD_AT) {
    let at = rest.lastIndexOf(' ', FOLD_AT);
    if (at < (out === '' ? start : 1)) at = rest.indexOf(' ', FOLD_AT + 1);
    if (at < 1) break;
    if (at > MAX_LINE) return null;
    out += rest.slice(0, at) + CRLF;
    rest = rest.slice(at);
  }
  if (rest.length > MAX_LINE) return null;
  return out + rest;
}

/** `Name <address>`: the name as atoms, a quoted string or encoded words, as it needs. */
function mailboxHeader(box: Mailbox): string {
  const name = box.name.replace(CONTROL, ' ').trim();
  if (name === '') return box.address;
  if (PLAIN_PHRASE.test(name) && !name.includes('=?')) return `${name} <${box.address}>`;
  if (/^[\x20-\x7e]*$/.test(name) && !name.includes('=?') && name.length <= 200)
    return `"${name.replace(/[\\"]/g, '\\$&')}" <${box.address}>`;
  return `${encodedWords(name).join(`${CRLF} `)} <${box.address}>`;
}

/**
 * RFC 2047 `B` encoded words of `text`'s UTF-8, each of whole characters (a character is never split between two
 * words, §5) and at most WORD_BYTES bytes. Decoders join adjacent words, dropping the folding between them.
 */
export function encodedWords(text: string): string[] {
  if (text === '') return [''];
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // A lone surrogate is written as U+FFFD: three bytes.
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes + n > WORD_BYTES) {
      words.push(encodedWord(chunk));
      chunk = '';
      bytes = 0;
    }
    chunk += ch;
    bytes += n;
  }
  words.push(encodedWord(chunk));
  return words;
}

function encodedWord(text: string): string {
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}
