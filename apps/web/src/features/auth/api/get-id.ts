import { api } from '@/lib/api';

/** GET /api/auth/get-id: the signed-in buyer's or seller's id (the details pages ask before updating). */
export const getId = () => api<{ id: number; role: 'user' | 'seller' }>('/api/auth/get-id');
