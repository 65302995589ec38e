import { useParams } from 'react-router';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { useAdminSeller } from '@/features/admin-people/api/get-admin-seller';
import { DetailSkeleton } from '@/features/admin-people/components/detail-skeleton';
import { BackLink } from '@/features/admin-people/components/back-link';
import { useBackTarget } from '@/hooks/use-list-params';
import { SellerDetail } from '@/features/admin-people/components/seller-detail';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api';

/** /admin/sellerinfo/{id}?returnPage={n}; Back returns to that page of the list. */
export function AdminSellerInfoPage() {
  const { id = '' } = useParams();
  const sellerId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const seller = useAdminSeller(sellerId);
  const back = useBackTarget(paths.admin.sellers.href());
  useDocumentTitle(seller.data ? `${seller.data.seller.name} · Seller` : 'Seller');

  const missing = Number.isNaN(sellerId) || (seller.error instanceof ApiError && seller.error.status === 404);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 md:py-8">
      <BackLink to={back} label="Back to Sellers" />
      {missing ? (
        <p className="py-16 text-center text-muted-foreground">{ADMIN_PEOPLE_MESSAGES.sellerNotFound}</p>
      ) : seller.error ? (
        <p className="py-16 text-center text-muted-foreground">{seller.error.message}</p>
      ) : seller.data ? (
        <SellerDetail data={seller.data} />
      ) : (
        <DetailSkeleton label="Loading seller" />
      )}
    </div>
  );
}
