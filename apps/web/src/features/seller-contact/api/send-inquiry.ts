import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@electrohub/shared/contact';
import { call } from '@/lib/api';

/** POST /api/contact with userType 'Seller': the seller support form. */
export function sendInquiry(body: ContactMessageInput) {
  return call('POST /api/contact', { body: { ...body, userType: 'Seller' } });
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
