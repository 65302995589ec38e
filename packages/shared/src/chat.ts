import { z } from 'zod';
import { CHAT_MAX_LENGTH } from './chat-constants.ts';

/** The support chat protocol over `/api/chat` (docs/product.md#support-chat). */

export const chatRoleSchema = z.enum(['user', 'bot', 'admin']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  role: chatRoleSchema,
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Client → server frames. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    content: z
      .string()
      .trim()
      .min(1, 'Message cannot be empty')
      .max(CHAT_MAX_LENGTH, `Message must be at most ${CHAT_MAX_LENGTH} characters`),
  }),
  z.object({ type: z.literal('handoff') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Server → client frames. */
export type ChatServerFrame =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; role: 'bot' | 'admin' }
  | { type: 'error'; flag: string; error: string };
