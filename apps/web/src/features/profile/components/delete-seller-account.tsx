import { useNavigate } from 'react-router';
import type { PublicSeller } from '@electrohub/shared/auth';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteSeller } from '../api/delete-seller';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * 'Delete Account Permanent': after confirmation the account goes, the session is cleared
 * and the seller lands on /.
 */
export function DeleteSellerAccount({ seller }: { seller: Pick<PublicSeller, 'id' | 'name'> }) {
  const remove = useDeleteSeller();
  const navigate = useNavigate();
  return (
    <DeleteAccountDialog
      label="Delete Account Permanent"
      description="This action cannot be undone. Your seller account is deleted permanently and your products are removed from the store. Orders already placed stay on record."
      deleting={remove.isPending}
      onConfirm={async () => {
        try {
          const { seller: deleted } = await remove.mutateAsync(seller.id);
          toast.success(`Seller account of ${deleted.name} deleted successfully`);
          await navigate(paths.home.href(), { replace: true });
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    />
  );
}
