import { useParams } from 'react-router';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { useAdminBuyer } from '@/features/admin-people/api/get-admin-buyer';
import { DetailSkeleton } from '@/features/admin-people/components/detail-skeleton';
import { BackLink } from '@/features/admin-people/components/back-link';
import { useBackTarget } from '@/hooks/use-list-params';
import { BuyerDetail } from '@/features/admin-people/components/buyer-detail';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api';

/** /admin/buyer/{id}?returnPage={n}; Back returns to /admin/buyer?page={n}. */
export function AdminBuyerDetailPage() {
  const { id = '' } = useParams();
  const buyerId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const buyer = useAdminBuyer(buyerId);
  const back = useBackTarget(paths.admin.buyers.href());
  useDocumentTitle(buyer.data ? `${buyer.data.user.name} · Buyer` : 'Buyer');

  const missing = Number.isNaN(buyerId) || (buyer.error instanceof ApiError && buyer.error.status === 404);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 md:py-8">
      <BackLink to={back} label="Back to Buyers" />
      {missing ? (
        <p className="py-16 text-center text-muted-foreground">{ADMIN_PEOPLE_MESSAGES.buyerNotFound}</p>
      ) : buyer.error ? (
        <p className="py-16 text-center text-muted-foreground">{buyer.error.message}</p>
      ) : buyer.data ? (
        <BuyerDetail data={buyer.data} />
      ) : (
        <DetailSkeleton label="Loading buyer" />
      )}
    </div>
  );
}
