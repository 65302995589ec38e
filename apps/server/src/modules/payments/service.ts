import { formatINR } from '@electrohub/shared/format';
import { jobDataId, type JobSubjects } from '../jobs/queue.ts';
import { refundSummaries, upsertPayment } from './repository.ts';

/** Record a captured payment once (unique per provider payment id), in the confirming transaction. */
export const recordPayment = upsertPayment;

/** Names dead `refund-send` jobs for the admin: the refund's amount and order item. */
export const refundJobSubjects: JobSubjects = async (db, jobs) => {
  const ids = jobs.map((j) => jobDataId(j.data, 'refundId'));
  const byId = new Map(
    (
      await refundSummaries(
        db,
        ids.filter((id) => id !== null),
      )
    ).map((r) => [r.id, r]),
  );
  return ids.map((id) => {
    const refund = id === null ? undefined : byId.get(id);
    return refund
      ? `Refund #${refund.id} of ${formatINR(refund.amountPaise / 100)} for order item #${refund.orderItemId}`
      : `Refund #${id ?? '?'}`;
  });
};
