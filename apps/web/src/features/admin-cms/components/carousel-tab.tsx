import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { carouselAddSchema, CMS_TOASTS, type AdminCarouselItem } from '@electrohub/shared/admin-cms';
import { formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { TableCell } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteCarousel } from '../api/delete-carousel';
import { useCarousel } from '../api/get-carousel';
import { useSaveCarousel, type CarouselFields } from '../api/save-carousel';
import { ActiveCheckbox } from './active-checkbox';
import { CmsDialog, useImageChoice } from './cms-dialog';
import { CmsTable, ThumbCell, type CmsColumn } from './cms-table';
import { ImageField } from './image-field';
import { showServerIssues } from './server-issues';
import { StatusBadge } from './status-badge';

type Values = z.input<typeof carouselAddSchema>;

/** Rupees as the price field shows them: '1999.5' → '1999.50', whole numbers without decimals. */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

const columns: CmsColumn<AdminCarouselItem>[] = [
  { header: 'Image', className: 'hidden w-20 sm:table-cell', cell: (p) => <ThumbCell image={p.imageUrl} /> },
  {
    header: 'Name',
    cell: (p) => (
      <TableCell className="min-w-32 font-medium whitespace-normal">
        {p.name}
        <StatusBadge active={p.isActive} className="mt-1 flex w-fit sm:hidden" />
      </TableCell>
    ),
  },
  {
    header: 'Price',
    className: 'text-right',
    cell: (p) => <TableCell className="text-right tabular-nums">{formatINR(p.price)}</TableCell>,
  },
  {
    header: 'Link',
    className: 'hidden md:table-cell',
    cell: (p) => (
      <TableCell className="hidden max-w-48 truncate text-muted-foreground md:table-cell" title={p.href}>
        {p.href}
      </TableCell>
    ),
  },
  {
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (p) => (
      <TableCell className="hidden sm:table-cell">
        <StatusBadge active={p.isActive} />
      </TableCell>
    ),
  },
];

/** The Product Slider tab: the home page's featured-product carousel. */
export function CarouselTab() {
  const remove = useDeleteCarousel();
  return (
    <CmsTable
      id="cms-carousel"
      title="Product Slider"
      addLabel="Add Product"
      tableLabel="Product slider items"
      empty="No slider items yet"
      useList={useCarousel}
      rowKey={(p) => p.id}
      columns={columns}
      edit={{ icon: PencilIcon, label: (p) => `Edit slider item ${p.name}` }}
      remove={{
        confirm: (p) => ({
          label: `Delete slider item ${p.name}`,
          title: 'Are you absolutely sure?',
          description: `This will permanently remove "${p.name}" from the product slider.`,
        }),
        pending: remove.isPending,
        run: async (p) => {
          try {
            await remove.mutateAsync(p.id);
            toast.success(CMS_TOASTS.productDeleted);
          } catch (error) {
            // A failed slider delete shows the error message.
            toast.error(errorMessage(error));
          }
        },
      }}
      dialog={({ item, onClose, onAdded }) => (
        <CarouselDialog item={item} onClose={onClose} onAdded={onAdded} />
      )}
    />
  );
}

/**
 * Add (item null) or edit a slider item. The edit dialog closes whether or not the save
 * succeeds (a failure is a toast); the add dialog stays open to fix what the server refused.
 */
function CarouselDialog({
  item,
  onClose,
  onAdded,
}: {
  item: AdminCarouselItem | null;
  onClose: () => void;
  onAdded: () => void;
}) {
  const save = useSaveCarousel();
  const image = useImageChoice(!item);
  const form = useForm<Values, unknown, z.output<typeof carouselAddSchema>>({
    resolver: zodResolver(carouselAddSchema),
    defaultValues: {
      name: item?.name ?? '',
      href: item?.href ?? '',
      price: item ? priceText(item.price) : '',
      isActive: item && !item.isActive ? 'false' : 'true',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!image.ready()) return;
    const isActive = values.isActive ? 'true' : 'false';
    const price = priceText(values.price);
    const fields: CarouselFields = item
      ? {
          ...(values.name !== item.name && { name: values.name }),
          ...(values.href !== item.href && { href: values.href }),
          ...(values.price !== item.price && { price }),
          ...(values.isActive !== item.isActive && { isActive }),
        }
      : { name: values.name, href: values.href, price, isActive };
    try {
      await save.mutateAsync({ id: item?.id ?? null, fields, image: image.file });
      toast.success(item ? CMS_TOASTS.productUpdated : CMS_TOASTS.productAdded(values.name));
      if (!item) onAdded();
      onClose();
    } catch (error) {
      if (item) {
        toast.error(errorMessage(error, CMS_TOASTS.productUpdateFailed));
        onClose();
      } else if (!showServerIssues(error, form.setError, image.setError)) {
        toast.error(errorMessage(error, CMS_TOASTS.productAddFailed));
      }
    }
  }, image.flagMissing);

  return (
    <CmsDialog
      formId="carousel-form"
      title={item ? 'Edit Slider Product' : 'Add Slider Product'}
      description="Active items appear in the product slider on the home page."
      submitLabel={item ? 'Save Changes' : 'Add Product'}
      pendingLabel={item ? 'Updating...' : 'Adding...'}
      pending={save.isPending}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
      <FormField label="Product Name" error={errors.name?.message}>
        {(control) => <Input {...control} maxLength={120} {...form.register('name')} />}
      </FormField>
      <FormField label="Price (₹)" error={errors.price?.message}>
        {(control) => <Input {...control} inputMode="decimal" {...form.register('price')} />}
      </FormField>
      <FormField
        label="Link URL"
        hint="A page of this site such as /product/12, or an https:// address"
        error={errors.href?.message}
      >
        {(control) => <Input {...control} inputMode="url" maxLength={500} {...form.register('href')} />}
      </FormField>
      <ActiveCheckbox control={form.control} name="isActive" />
      <ImageField
        label="Product Image"
        required={!item}
        currentUrl={item ? imageAt(item.imageUrl, 200) : undefined}
        {...image.field}
      />
    </CmsDialog>
  );
}
