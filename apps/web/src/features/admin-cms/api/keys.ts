/** Query keys of the admin content and communication screens (all under 'admin': dropped when the admin signs out). */
export const cmsKeys = {
  all: ['admin', 'cms'] as const,
  categories: (page: number, limit: number) => ['admin', 'cms', 'categories', page, limit] as const,
  banners: (page: number, limit: number) => ['admin', 'cms', 'banners', page, limit] as const,
  carousel: (page: number, limit: number) => ['admin', 'cms', 'carousel', page, limit] as const,
  messages: (q: string, userType: string, sort: string) => ['admin', 'messages', q, userType, sort] as const,
  messagesAll: ['admin', 'messages'] as const,
  /** Under `messagesAll`, so a deletion refreshes the counters too. */
  messageCounts: ['admin', 'messages', 'counts'] as const,
  chats: ['admin', 'chats'] as const,
  chat: (id: number) => ['admin', 'chats', id] as const,
};

/** Multipart body from text fields (undefined ones left out) and an optional `image` file. */
export function cmsFormData(
  fields: Record<string, string | undefined>,
  image?: File | null,
  phoneImage?: File | null,
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (image) form.append('image', image);
  if (phoneImage) form.append('phoneImage', phoneImage);
  return form;
}
