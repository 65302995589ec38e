import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bannerAddSchema, CMS_TOASTS, type AdminBanner } from '@electrohub/shared/admin-cms';
import { imageAt } from '@electrohub/shared/media';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import { TableCell } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useSaveBanner, type BannerFields } from '../api/save-banner';
import { ActiveCheckbox } from './active-checkbox';
import { BannerCropPreview } from './banner-crop-preview';
import { CmsDialog, useImageChoice } from './cms-dialog';
import { CmsTable, ThumbCell, type CmsColumn } from './cms-table';
import { ImageField } from './image-field';
import { showServerIssues } from './server-issues';
import { StatusBadge } from './status-badge';

type Values = z.input<typeof bannerAddSchema>;

const columns: CmsColumn<AdminBanner>[] = [
  {
    header: 'Image',
    className: 'hidden w-36 sm:table-cell',
    cell: (b) => <ThumbCell image={b.imageUrl} className="aspect-[21/8] w-32" />,
  },
  {
    header: 'Title',
    cell: (b) => (
      <TableCell className="min-w-32 font-medium whitespace-normal">
        {b.title}
        <StatusBadge active={b.isActive} className="mt-1 flex w-fit sm:hidden" />
      </TableCell>
    ),
  },
  {
    header: 'Link',
    className: 'hidden md:table-cell',
    cell: (b) => (
      <TableCell className="hidden max-w-56 truncate text-muted-foreground md:table-cell" title={b.href}>
        {b.href}
      </TableCell>
    ),
  },
  {
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (b) => (
      <TableCell className="hidden sm:table-cell">
        <StatusBadge active={b.isActive} />
      </TableCell>
    ),
  },
];

/** The Banner Images tab: the home page's banner carousel. */
export function BannersTab() {
  const remove = useDeleteBanner();
  return (
    <CmsTable
      id="cms-banners"
      title="Banner Images"
      addLabel="Add Banner"
      tableLabel="Banners"
      empty="No banners yet"
      useList={useBanners}
      rowKey={(b) => b.id}
      columns={columns}
      edit={{ icon: PencilIcon, label: (b) => `Edit banner ${b.title}` }}
      remove={{
        confirm: (b) => ({
          label: `Delete banner ${b.title}`,
          title: `Delete banner "${b.title}"?`,
          description:
            'This action cannot be undone. The banner will be permanently removed from the home page.',
        }),
        pending: remove.isPending,
        run: async (b) => {
          try {
            await remove.mutateAsync(b.id);
            toast.success(CMS_TOASTS.bannerDeleted);
          } catch (error) {
            toast.error(errorMessage(error, CMS_TOASTS.bannerDeleteFailed));
          }
        },
      }}
      dialog={({ item, onClose, onAdded }) => (
        <BannerDialog banner={item} onClose={onClose} onAdded={onAdded} />
      )}
    />
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
  const image = useImageChoice(!banner);
  const phoneImage = useImageChoice(false);
  const [removePhone, setRemovePhone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof bannerAddSchema>>({
    resolver: zodResolver(bannerAddSchema),
    defaultValues: {
      title: banner?.title ?? '',
      href: banner?.href ?? '',
      isActive: banner && !banner.isActive ? 'false' : 'true',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!image.ready() || !phoneImage.ready()) return;
    const isActive = values.isActive ? 'true' : 'false';
    const fields: BannerFields = banner
      ? {
          ...(values.title !== banner.title && { title: values.title }),
          ...(values.href !== banner.href && { href: values.href }),
          ...(values.isActive !== banner.isActive && { isActive }),
          ...(removePhone && !phoneImage.file && { removePhoneImage: 'true' as const }),
        }
      : { title: values.title, href: values.href, isActive };
    try {
      await save.mutateAsync({
        id: banner?.id ?? null,
        fields,
        image: image.file,
        phoneImage: phoneImage.file,
      });
      toast.success(banner ? CMS_TOASTS.bannerUpdated : CMS_TOASTS.bannerAdded(values.title));
      if (!banner) onAdded();
      onClose();
    } catch (error) {
      if (!showServerIssues(error, form.setError, image.setError))
        toast.error(errorMessage(error, banner ? CMS_TOASTS.bannerUpdateFailed : CMS_TOASTS.bannerAddFailed));
    }
  }, image.flagMissing);

  return (
    <CmsDialog
      formId="banner-form"
      title={banner ? 'Edit Banner' : 'Add Banner'}
      description="Active banners rotate at the top of the home page."
      submitLabel={banner ? 'Save Changes' : 'Add Banner'}
      pendingLabel={banner ? 'Updating...' : 'Adding...'}
      pending={save.isPending}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
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
        currentUrl={banner ? imageAt(banner.imageUrl, 400) : undefined}
        {...image.field}
      />
      <ImageField
        label="Phone Image"
        frame="phone"
        currentUrl={banner?.phoneImageUrl && !removePhone ? imageAt(banner.phoneImageUrl, 400) : undefined}
        {...phoneImage.field}
      />
      {banner?.phoneImageUrl && !phoneImage.file && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="banner-remove-phone"
            checked={removePhone}
            onCheckedChange={(v) => setRemovePhone(v === true)}
          />
          <Label htmlFor="banner-remove-phone" className="font-normal">
            Remove the phone image (phones then show a 16:9 cut of the banner image)
          </Label>
        </div>
      )}
      <BannerCropPreview
        file={image.file}
        currentUrl={banner ? imageAt(banner.imageUrl, 800) : undefined}
        phoneFile={phoneImage.file}
        phoneUrl={banner?.phoneImageUrl && !removePhone ? imageAt(banner.phoneImageUrl, 800) : undefined}
      />
    </CmsDialog>
  );
}
