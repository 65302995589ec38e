import { BuyersList } from '@/features/admin-people/components/buyers-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/buyer. */
export function AdminBuyersPage() {
  useDocumentTitle('Buyers');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Buyers</h1>
      <BuyersList />
    </div>
  );
}
