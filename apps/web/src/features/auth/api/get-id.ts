import { call } from '@/lib/api';

/** GET /api/auth/get-id: the signed-in buyer's or seller's id, a bare number (the details pages ask before updating). */
export const getId = () => call('GET /api/auth/get-id');
