import { useParams } from 'react-router';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { paths } from '@/config/paths';
import { SellerMoneySummary } from '@/features/admin-money/components/seller-money-summary';
import { SellerStanding } from '@/features/admin-money/components/seller-standing';
import { useAdminSeller } from '@/features/admin-people/api/get-admin-seller';
import { PersonPage } from '@/features/admin-people/components/person-page';
import { SellerDetail } from '@/features/admin-people/components/seller-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBackTarget } from '@/hooks/use-list-params';

/** /admin/sellerinfo/{id}?returnPage={n}; Back returns to that page of the list. */
export function AdminSellerInfoPage() {
  const { id = '' } = useParams();
  const sellerId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const seller = useAdminSeller(sellerId);
  const back = useBackTarget(paths.admin.sellers.href());
  useDocumentTitle(seller.data ? `${seller.data.seller.name} · Seller` : 'Seller');

  return (
    <PersonPage
      back={back}
      backLabel="Back to Sellers"
      validId={!Number.isNaN(sellerId)}
      query={seller}
      notFound={ADMIN_PEOPLE_MESSAGES.sellerNotFound}
      loadingLabel="Loading seller"
    >
      {(data) => (
        <SellerDetail
          data={data}
          standing={<SellerStanding seller={data.seller} />}
          money={<SellerMoneySummary seller={data.seller} />}
        />
      )}
    </PersonPage>
  );
}
