import { useNavigate } from 'react-router';
import { PRODUCT_MESSAGES } from '@electrohub/shared/products';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useCreateProduct } from '../api/create-product';
import { ProductForm } from '../components/product-form';

/** /seller/dashboard/add-product and /seller/add-product. */
export function AddProductPage() {
  useDocumentTitle('Add Product');
  const { seller } = useSession();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Add Product</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Every field is required, and the first three images; specifications are optional.
        </p>
      </div>
      <ProductForm
        mode="add"
        submitting={create.isPending}
        onSubmit={async (fields, images) => {
          await create.mutateAsync({ sellerId: seller?.id ?? 0, fields, images });
          toast.success(PRODUCT_MESSAGES.added);
          await navigate(paths.seller.products.href());
        }}
      />
    </div>
  );
}
