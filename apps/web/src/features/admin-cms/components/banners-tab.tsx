import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  bannerAddSchema,
  CMS_DEFAULT_PAGE_SIZE,
  CMS_MESSAGES,
  ADMIN_PAGE_SIZES,
  CMS_TOASTS,
  type AdminBanner,
} from '@electrohub/shared/admin-cms';
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
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useSaveBanner, type BannerFields } from '../api/save-banner';
import { ActiveCheckbox } from './active-checkbox';
import { ConfirmDelete } from './confirm-delete';
import { ImageField, imageFileError } from './image-field';
import { showServerIssues } from './server-issues';
import { StatusBadge } from './status-badge';
import { LIST_FAILED, TabHeading, ThumbCell } from './tab-parts';
import { ListStateRows } from '@/components/ui/table-rows';

type Values = z.input<typeof bannerAddSchema>;

/** The Banner Images tab (spec 3 §2 'CMS'): the home page's banner carousel. */
export function BannersTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CMS_DEFAULT_PAGE_SIZE);
  const list = useBanners(page, pageSize);
  // null: closed; 'new': adding; a banner: editing it.
  const [dialog, setDialog] = useState<AdminBanner | 'new' | null>(null);
  const remove = useDeleteBanner();
  const rows = list.data?.items ?? [];

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(CMS_TOASTS.bannerDeleted);
    } catch (error) {
      toast.error(errorMessage(error, CMS_TOASTS.bannerDeleteFailed));
    }
  };

  return (
    <section aria-labelledby="cms-banners" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeading
        id="cms-banners"
        title="Banner Images"
        addLabel="Add Banner"
        onAdd={() => setDialog('new')}
      />
      <Table aria-label="Banners">
        <TableHeader>
          <TableRow>
            <TableHead className="hidden w-36 sm:table-cell">Image</TableHead>
            <TableHead>Title</TableHead>
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
            columns={5}
            empty="No banners yet"
            errorText={LIST_FAILED}
          />
          {rows.map((b) => (
            <TableRow key={b.id}>
              <ThumbCell image={b.imageUrl} className="aspect-[3/1] w-32" />
              <TableCell className="min-w-32 font-medium whitespace-normal">
                {b.title}
                <StatusBadge active={b.isActive} className="mt-1 flex w-fit sm:hidden" />
              </TableCell>
              <TableCell
                className="hidden max-w-56 truncate text-muted-foreground md:table-cell"
                title={b.href}
              >
                {b.href}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <StatusBadge active={b.isActive} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit banner ${b.title}`}
                    onClick={() => setDialog(b)}
                  >
                    <PencilIcon aria-hidden />
                  </Button>
                  <ConfirmDelete
                    label={`Delete banner ${b.title}`}
                    title={`Delete banner "${b.title}"?`}
                    description="This action cannot be undone. The banner will be permanently removed from the home page."
                    pending={remove.isPending}
                    onConfirm={() => void onDelete(b.id)}
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
        <BannerDialog
          banner={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
          // New items come last: show the page it lands on.
          onAdded={() => setPage(Math.ceil(((list.data?.total ?? 0) + 1) / pageSize))}
        />
      )}
    </section>
  );
}

/** Add (banner null) or edit a banner; an edit sends only what changed. */
function BannerDialog({
  banner,
  onClose,
  onAdded,
}: {
  banner: AdminBanner | null;
  onClose: () => void;
  onAdded: () => void;
}) {
  const save = useSaveBanner();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof bannerAddSchema>>({
    resolver: zodResolver(bannerAddSchema),
    defaultValues: {
      title: banner?.title ?? '',
      href: banner?.href ?? '',
      isActive: banner && !banner.isActive ? 'false' : 'true',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!banner && !image) return setImageError(CMS_MESSAGES.image);
      if (imageError) return;
      const isActive = values.isActive ? 'true' : 'false';
      const fields: BannerFields = banner
        ? {
            ...(values.title !== banner.title && { title: values.title }),
            ...(values.href !== banner.href && { href: values.href }),
            ...(values.isActive !== banner.isActive && { isActive }),
          }
        : { title: values.title, href: values.href, isActive };
      try {
        await save.mutateAsync({ id: banner?.id ?? null, fields, image });
        toast.success(banner ? CMS_TOASTS.bannerUpdated : CMS_TOASTS.bannerAdded(values.title));
        if (!banner) onAdded();
        onClose();
      } catch (error) {
        if (!showServerIssues(error, form.setError, setImageError))
          toast.error(
            errorMessage(error, banner ? CMS_TOASTS.bannerUpdateFailed : CMS_TOASTS.bannerAddFailed),
          );
      }
    },
    () => {
      if (!banner && !image) setImageError(CMS_MESSAGES.image);
    },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-[550px]">
        <DialogHeader>
          <DialogTitle>{banner ? 'Edit Banner' : 'Add Banner'}</DialogTitle>
          <DialogDescription>Active banners rotate at the top of the home page.</DialogDescription>
        </DialogHeader>
        <form id="banner-form" onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField label="Banner Title" error={errors.title?.message}>
            {(control) => <Input {...control} maxLength={120} {...form.register('title')} />}
          </FormField>
          <FormField
            label="Link URL"
            hint="A page of this site such as /categories/Laptops, or an https:// address"
            error={errors.href?.message}
          >
            {(control) => <Input {...control} inputMode="url" maxLength={500} {...form.register('href')} />}
          </FormField>
          <ActiveCheckbox control={form.control} name="isActive" />
          <ImageField
            label="Banner Image"
            required={!banner}
            wide
            file={image}
            currentUrl={banner ? imageAt(banner.imageUrl, 400) : undefined}
            error={imageError}
            onChange={(file) => {
              setImage(file);
              setImageError(file ? imageFileError(file) : banner ? undefined : CMS_MESSAGES.image);
            }}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="banner-form" disabled={save.isPending}>
            {save.isPending ? (banner ? 'Updating...' : 'Adding...') : banner ? 'Save Changes' : 'Add Banner'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
