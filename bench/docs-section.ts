/** Replace the block between two marker lines of a Markdown file (appended when the markers are missing). */
export function replaceSection(doc: string, start: string, end: string, body: string): string {
  const block = `${start}\n${body.trim()}\n${end}`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a >= 0 && b > a) return doc.slice(0, a) + block + doc.slice(b + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
