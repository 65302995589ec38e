import type { ContactMessageInput } from '@electrohub/shared/contact';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** POST /api/contact: a message for the ElectroHub team (contact page, partnership inquiries). 201 = sent. */
export function sendContactMessage(input: ContactMessageInput) {
  return call('POST /api/contact', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
