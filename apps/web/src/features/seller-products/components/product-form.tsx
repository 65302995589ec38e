import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import {
  PRODUCT_DETAILS_MAX,
  PRODUCT_IMAGE_SLOTS,
  PRODUCT_IMAGES_MIN,
  PRODUCT_MESSAGES,
  PRODUCT_STATUS_LABELS,
  SELLER_PRODUCT_STATUSES,
  dropBlankDetailRows,
  productAddFormSchema,
  productEditFormSchema,
  type SellerProduct,
} from '@electrohub/shared/products';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useAllCategories } from '@/lib/categories';
import type { ProductSubmission } from '../api/product-form-data';
import { ImageSlots, type ExistingImage } from './image-slots';

type Values = z.input<typeof productAddFormSchema>;
const FIELDS = [
  'name',
  'description',
  'price',
  'offerPercentage',
  'stock',
  'categoryName',
  'status',
  'brand',
] as const;

const emptyRow = { key: '', value: '' };

function defaultsOf(product: SellerProduct | undefined): Values {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      offerPercentage: '0',
      stock: '',
      categoryName: '',
      status: 'Active',
      brand: '',
      details: [emptyRow],
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    offerPercentage: String(product.offerPercentage),
    stock: String(product.stock),
    categoryName: product.categoryName,
    // The form offers Active, Inactive and Out Of Stock; a Discontinued product starts as Inactive.
    status: product.status === 'Discontinued' ? 'Inactive' : product.status,
    brand: product.brand,
    details: product.productInfo.details.length ? product.productInfo.details : [emptyRow],
  };
}

/**
 * The add and edit product form: every field with its validation message, specification rows
 * (blank ones dropped), and five image slots.
 */
export function ProductForm({
  mode,
  product,
  submitting,
  onSubmit,
  onRemoveExisting,
  onEditExisting,
  imageBusy = false,
}: {
  mode: 'add' | 'edit';
  product?: SellerProduct;
  submitting: boolean;
  onSubmit: (fields: ProductSubmission, images: File[]) => Promise<void>;
  onRemoveExisting?: (image: ExistingImage) => void;
  onEditExisting?: (image: ExistingImage) => void;
  imageBusy?: boolean;
}) {
  const categories = useAllCategories();
  const existing = product?.images ?? [];
  const freeSlots = PRODUCT_IMAGE_SLOTS.length - existing.length;
  const [files, setFiles] = useState<(File | null)[]>([]);
  const [fileErrors, setFileErrors] = useState<(string | undefined)[]>([]);
  const [imagesError, setImagesError] = useState<string>();

  const chosen = () => files.slice(0, freeSlots).filter((f): f is File => f instanceof File);
  const checkImages = (): boolean => {
    const ok =
      mode === 'add'
        ? Array.from({ length: PRODUCT_IMAGES_MIN }, (_, i) => files[i]).every(Boolean)
        : existing.length + chosen().length >= PRODUCT_IMAGES_MIN;
    setImagesError(ok ? undefined : PRODUCT_MESSAGES.imagesMin);
    return ok;
  };

  const {
    form,
    errors,
    onSubmit: submit,
  } = useSchemaForm({
    // Both schemas parse the same shape; the edit one allows stock 0.
    schema:
      mode === 'add'
        ? productAddFormSchema
        : (productEditFormSchema as unknown as typeof productAddFormSchema),
    defaultValues: defaultsOf(product),
    fields: FIELDS,
    submit: async (values) => {
      if (!checkImages()) return;
      await onSubmit({ ...values, details: dropBlankDetailRows(values.details) }, chosen());
    },
    // The images are not in the schema; their message shows with the fields' messages.
    onInvalid: () => {
      checkImages();
    },
  });
  const details = useFieldArray({ control: form.control, name: 'details' });

  const busy = submitting || form.formState.isSubmitting;
  const busyText = mode === 'add' ? 'Adding...' : 'Updating...';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-6">
      <Card>
        <CardContent>
          <ImageSlots
            existing={existing}
            files={files}
            errors={fileErrors}
            requiredCount={mode === 'add' ? PRODUCT_IMAGES_MIN : 0}
            groupError={imagesError}
            busy={busy || imageBusy}
            onFilesChange={(next) => {
              setFiles(next);
              if (imagesError) setImagesError(undefined);
            }}
            onErrorsChange={setFileErrors}
            onRemoveExisting={onRemoveExisting}
            onEditExisting={onEditExisting}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <FormField label="Product Name" error={errors.name?.message} className="md:col-span-2">
            {(c) => <Input {...c} {...form.register('name')} />}
          </FormField>
          <FormField
            label="Product Description"
            error={errors.description?.message}
            className="md:col-span-2"
          >
            {(c) => <Textarea {...c} rows={4} {...form.register('description')} />}
          </FormField>
          <FormField label="Price (₹)" error={errors.price?.message}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register('price')}
              />
            )}
          </FormField>
          <FormField label="Offer Percentage" error={errors.offerPercentage?.message}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                {...form.register('offerPercentage')}
              />
            )}
          </FormField>
          <FormField label="Stock" error={errors.stock?.message}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={mode === 'add' ? 1 : 0}
                step={1}
                {...form.register('stock')}
              />
            )}
          </FormField>
          <FormField label="Brand" error={errors.brand?.message}>
            {(c) => <Input {...c} {...form.register('brand')} />}
          </FormField>
          <FormField label="Category" error={errors.categoryName?.message}>
            {(c) => (
              <Controller
                control={form.control}
                name="categoryName"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger {...c} className="w-full" onBlur={field.onBlur}>
                      <SelectValue
                        placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
                      />
                    </SelectTrigger>
                    <SelectContent>
                      {(categories.data ?? []).map((cat) => (
                        <SelectItem key={cat.name} value={cat.name}>
                          {cat.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            {(c) => (
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger {...c} className="w-full" onBlur={field.onBlur}>
                      <SelectValue placeholder="Select a status" />
                    </SelectTrigger>
                    <SelectContent>
                      {SELLER_PRODUCT_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {PRODUCT_STATUS_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Specifications</h2>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={details.fields.length >= PRODUCT_DETAILS_MAX}
              onClick={() => details.append(emptyRow)}
            >
              <PlusIcon aria-hidden /> Add attribute
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">For example RAM / 8 GB. Empty rows are left out.</p>
          {details.fields.map((row, i) => {
            const rowErrors = errors.details?.[i];
            return (
              <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <FormField
                  label={<span className="sr-only">Key {i + 1}</span>}
                  error={rowErrors?.key?.message}
                >
                  {(c) => <Input {...c} placeholder="Key" {...form.register(`details.${i}.key`)} />}
                </FormField>
                <FormField
                  label={<span className="sr-only">Value {i + 1}</span>}
                  error={rowErrors?.value?.message}
                >
                  {(c) => <Input {...c} placeholder="Value" {...form.register(`details.${i}.value`)} />}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-2"
                  aria-label={`Remove attribute ${i + 1}`}
                  onClick={() => details.remove(i)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            );
          })}
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? busyText : mode === 'add' ? 'Add Product' : 'Update Product'}
        </Button>
      </div>
    </form>
  );
}
