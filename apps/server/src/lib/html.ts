const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escape text for HTML or XML element content and quoted attribute values (mails, page meta, the sitemap,
 * generated SVG). `&#39;` rather than `&apos;`: the same in HTML 4 mail clients and in XML.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
