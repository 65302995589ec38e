import type { Answer } from '@electrohub/shared/contract';
import { api } from '@/lib/api';

/** GET /api/auth/get-id: the signed-in buyer's or seller's id, a bare number (the details pages ask before updating). */
export const getId = () => api<Answer<'GET /api/auth/get-id'>>('/api/auth/get-id');
