import { useParams } from 'react-router';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { paths } from '@/config/paths';
import { useAdminBuyer } from '@/features/admin-people/api/get-admin-buyer';
import { BuyerDetail } from '@/features/admin-people/components/buyer-detail';
import { PersonPage } from '@/features/admin-people/components/person-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBackTarget } from '@/hooks/use-list-params';

/** /admin/buyer/{id}?returnPage={n}; Back returns to /admin/buyer?page={n}. */
export function AdminBuyerDetailPage() {
  const { id = '' } = useParams();
  const buyerId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const buyer = useAdminBuyer(buyerId);
  const back = useBackTarget(paths.admin.buyers.href());
  useDocumentTitle(buyer.data ? `${buyer.data.user.name} · Buyer` : 'Buyer');

  return (
    <PersonPage
      back={back}
      backLabel="Back to Buyers"
      validId={!Number.isNaN(buyerId)}
      query={buyer}
      notFound={ADMIN_PEOPLE_MESSAGES.buyerNotFound}
      loadingLabel="Loading buyer"
    >
      {(data) => <BuyerDetail data={data} />}
    </PersonPage>
  );
}
