import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  carouselAddSchema,
  CMS_DEFAULT_PAGE_SIZE,
  CMS_MESSAGES,
  ADMIN_PAGE_SIZES,
  CMS_TOASTS,
  type AdminCarouselItem,
} from '@electrohub/shared/admin-cms';
import { formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { FormField } from '@/components/form-field';
import { TablePager } from '@/components/table-pager';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteCarousel } from '../api/delete-carousel';
import { useCarousel } from '../api/get-carousel';
import { useSaveCarousel, type CarouselFields } from '../api/save-carousel';
import { ActiveCheckbox } from './active-checkbox';
import { ConfirmDelete } from './confirm-delete';
import { ImageField, imageFileError } from './image-field';
import { showServerIssues } from './server-issues';
import { StatusBadge } from './status-badge';
import { LIST_FAILED, TabHeading, ThumbCell } from './tab-parts';
import { ListStateRows } from '@/components/ui/table-rows';

type Values = z.input<typeof carouselAddSchema>;

/** Rupees as the price field shows them: '1999.5' → '1999.50', whole numbers without decimals. */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/** The Product Slider tab (spec 3 §2 'CMS'): the home page's featured-product carousel. */
export function CarouselTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CMS_DEFAULT_PAGE_SIZE);
  const list = useCarousel(page, pageSize);
  const [dialog, setDialog] = useState<AdminCarouselItem | 'new' | null>(null);
  const remove = useDeleteCarousel();
  const rows = list.data?.items ?? [];

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(CMS_TOASTS.productDeleted);
    } catch (error) {
      // spec 3 §8: a failed slider delete shows the error message.
      toast.error(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="cms-carousel" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeading
        id="cms-carousel"
        title="Product Slider"
        addLabel="Add Product"
        onAdd={() => setDialog('new')}
      />
      <Table aria-label="Product slider items">
        <TableHeader>
          <TableRow>
            <TableHead className="hidden w-20 sm:table-cell">Image</TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="hidden md:table-cell">Link</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className="w-24 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListStateRows
            query={list}
            count={rows.length}
            rows={3}
            columns={6}
            empty="No slider items yet"
            errorText={LIST_FAILED}
          />
          {rows.map((p) => (
            <TableRow key={p.id}>
              <ThumbCell image={p.imageUrl} />
              <TableCell className="min-w-32 font-medium whitespace-normal">
                {p.name}
                <StatusBadge active={p.isActive} className="mt-1 flex w-fit sm:hidden" />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatINR(p.price)}</TableCell>
              <TableCell
                className="hidden max-w-48 truncate text-muted-foreground md:table-cell"
                title={p.href}
              >
                {p.href}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <StatusBadge active={p.isActive} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit slider item ${p.name}`}
                    onClick={() => setDialog(p)}
                  >
                    <PencilIcon aria-hidden />
                  </Button>
                  <ConfirmDelete
                    label={`Delete slider item ${p.name}`}
                    title="Are you absolutely sure?"
                    description={`This will permanently remove "${p.name}" from the product slider.`}
                    pending={remove.isPending}
                    onConfirm={() => void onDelete(p.id)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        sizes={ADMIN_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      {dialog !== null && (
        <CarouselDialog
          item={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
          // New items come last: show the page it lands on.
          onAdded={() => setPage(Math.ceil(((list.data?.total ?? 0) + 1) / pageSize))}
        />
      )}
    </section>
  );
}

/**
 * Add (item null) or edit a slider item. Following spec 3 §4, the edit dialog closes whether or not the save
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
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
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

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!item && !image) return setImageError(CMS_MESSAGES.image);
      if (imageError) return;
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
        await save.mutateAsync({ id: item?.id ?? null, fields, image });
        toast.success(item ? CMS_TOASTS.productUpdated : CMS_TOASTS.productAdded(values.name));
        if (!item) onAdded();
        onClose();
      } catch (error) {
        if (item) {
          toast.error(errorMessage(error, CMS_TOASTS.productUpdateFailed));
          onClose();
        } else if (!showServerIssues(error, form.setError, setImageError)) {
          toast.error(errorMessage(error, CMS_TOASTS.productAddFailed));
        }
      }
    },
    () => {
      if (!item && !image) setImageError(CMS_MESSAGES.image);
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-[550px]">
        <DialogHeader>
          <DialogTitle>{item ? 'Edit Slider Product' : 'Add Slider Product'}</DialogTitle>
          <DialogDescription>Active items appear in the product slider on the home page.</DialogDescription>
        </DialogHeader>
        <form id="carousel-form" onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
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
            file={image}
            currentUrl={item ? imageAt(item.imageUrl, 200) : undefined}
            error={imageError}
            onChange={(file) => {
              setImage(file);
              setImageError(file ? imageFileError(file) : item ? undefined : CMS_MESSAGES.image);
            }}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="carousel-form" disabled={save.isPending}>
            {save.isPending ? (item ? 'Updating...' : 'Adding...') : item ? 'Save Changes' : 'Add Product'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
