import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@electrohub/shared/contact';
import { api } from '@/lib/api';

/** POST /api/contact with userType 'Seller': the seller support form. */
export function sendInquiry(body: ContactMessageInput): Promise<{ message: string }> {
  return api<{ message: string }>('/api/contact', { method: 'POST', body: { ...body, userType: 'Seller' } });
}

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
