import { CONTACT_MESSAGES, type contactMessageSchema } from '@electrohub/shared/contact';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';

/** Store a contact-form message for the admin Message Center. */
export async function sendContactMessage(db: DbOrTx, input: z.output<typeof contactMessageSchema>) {
  await repo.insertMessage(db, input);
  return { message: CONTACT_MESSAGES.sent };
}
