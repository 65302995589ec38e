import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ERROR_FLAGS } from '@electrohub/shared/error-flags';
import { PRODUCT_IMAGES_MIN, PRODUCT_MESSAGES } from '@electrohub/shared/products';
import { BackLink } from '@/components/back-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ImageEditorDialog } from '@/features/image-editor/components/image-editor-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteProductImage } from '@/features/seller-products/api/delete-product-image';
import { useSellerProduct } from '@/features/seller-products/api/get-seller-product';
import { useReplaceProductImage } from '@/features/seller-products/api/replace-product-image';
import { useUpdateProduct } from '@/features/seller-products/api/update-product';
import type { ExistingImage } from '@/features/seller-products/components/image-slots';
import { ProductForm } from '@/features/seller-products/components/product-form';

/** /seller/dashboard/products/edit-product/{id}. */
export function EditProductPage() {
  const params = useParams();
  const id = Number(params.id);
  const product = useSellerProduct(id);
  const update = useUpdateProduct();
  const removeImage = useDeleteProductImage();
  const replaceImage = useReplaceProductImage();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ExistingImage | null>(null);
  const [removing, setRemoving] = useState<ExistingImage | null>(null);
  useDocumentTitle(product.data ? `Edit ${product.data.name}` : 'Edit Product');

  if (!Number.isInteger(id) || id <= 0) {
    return <p className="p-8 text-center text-muted-foreground">{PRODUCT_MESSAGES.missingId}</p>;
  }

  const confirmRemove = async () => {
    const image = removing;
    setRemoving(null);
    if (!image) return;
    try {
      await removeImage.mutateAsync(image.id);
      toast.success(PRODUCT_MESSAGES.imageRemoved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.flag === ERROR_FLAGS.ImageQuantityError)
        toast.warning(error.message);
      else toast.error(errorMessage(error, PRODUCT_MESSAGES.imageRemoveFailed));
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div className="grid gap-2">
        <BackLink to={paths.seller.viewProduct.href({ id })} label="Back to product" />
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Edit Product</h1>
      </div>

      {product.isPending && <Skeleton className="h-[32rem] w-full rounded-xl" />}
      {product.isError && (
        <p className="py-16 text-center text-muted-foreground">{errorMessage(product.error)}</p>
      )}
      {product.data && (
        <ProductForm
          key={product.data.id}
          mode="edit"
          product={product.data}
          submitting={update.isPending}
          imageBusy={removeImage.isPending || replaceImage.isPending}
          onRemoveExisting={(image) => {
            if ((product.data?.images.length ?? 0) - 1 < PRODUCT_IMAGES_MIN) {
              toast.warning(PRODUCT_MESSAGES.imagesMin);
              return;
            }
            setRemoving(image);
          }}
          onEditExisting={setEditing}
          onSubmit={async (fields, images) => {
            try {
              await update.mutateAsync({ id, fields, images });
            } catch (error) {
              // Field problems go under their fields (the form shows them); anything else needs a message.
              if (error instanceof ApiError && error.issues?.length) throw error;
              toast.error(errorMessage(error, PRODUCT_MESSAGES.updateFailed));
              return;
            }
            toast.success(PRODUCT_MESSAGES.updated);
            await navigate(paths.seller.viewProduct.href({ id }));
          }}
        />
      )}

      <ImageEditorDialog
        imageUrl={editing?.url ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={async (png) => {
          if (!editing) return;
          await replaceImage.mutateAsync({ imageId: editing.id, image: png });
        }}
      />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this image?"
        description="The image is deleted from the product straight away. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Remove image"
        destructive
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
