import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUpIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CMS_TOASTS, categoryAddSchema, type AdminCategory } from '@electrohub/shared/admin-cms';
import { imageAt } from '@electrohub/shared/media';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { TableCell } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAddCategory } from '../api/add-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategoryImage } from '../api/update-category-image';
import { CmsDialog, useImageChoice } from './cms-dialog';
import { CmsTable, ThumbCell, type CmsColumn } from './cms-table';
import { ImageField } from './image-field';
import { showServerIssues } from './server-issues';

type Values = z.input<typeof categoryAddSchema>;

const columns: CmsColumn<AdminCategory>[] = [
  { header: 'Image', className: 'hidden w-20 sm:table-cell', cell: (c) => <ThumbCell image={c.imageUrl} /> },
  {
    header: 'Name',
    cell: (c) => (
      <TableCell className="font-medium">
        <Link className="hover:underline" to={paths.category.href({ categoryName: c.name })}>
          {c.name}
        </Link>
      </TableCell>
    ),
  },
  {
    header: 'Products',
    className: 'text-right',
    cell: (c) => <TableCell className="text-right tabular-nums">{c.productCount}</TableCell>,
  },
];

/** The Categories tab: add with an image, replace the image, delete an unused category. */
export function CategoriesTab() {
  const remove = useDeleteCategory();
  return (
    <CmsTable
      id="cms-categories"
      title="Categories"
      addLabel="Add Category"
      tableLabel="Categories"
      empty="No categories yet"
      useList={useCategories}
      rowKey={(c) => c.name}
      columns={columns}
      edit={{ icon: ImageUpIcon, label: (c) => `Change image of ${c.name}` }}
      remove={{
        confirm: (c) => ({
          label: `Delete category ${c.name}`,
          title: `Delete category "${c.name}"?`,
          description:
            c.productCount > 0
              ? `This action cannot be undone. ${c.productCount} product${c.productCount === 1 ? '' : 's'} still use this category, so it will be refused until they are moved or deleted.`
              : 'This action cannot be undone. The category and its image will be permanently removed.',
        }),
        pending: remove.isPending,
        run: async ({ name }) => {
          try {
            await remove.mutateAsync(name);
            toast.success(CMS_TOASTS.categoryDeleted(name));
          } catch (error) {
            toast.error(errorMessage(error, CMS_TOASTS.categoryDeleteFailed));
          }
        },
      }}
      dialog={({ item, onClose, onAdded }) =>
        item ? (
          <CategoryImageDialog category={item} onClose={onClose} />
        ) : (
          <AddCategoryDialog onClose={onClose} onAdded={onAdded} />
        )
      }
    />
  );
}

function AddCategoryDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const add = useAddCategory();
  const image = useImageChoice(true);
  const form = useForm<Values, unknown, z.output<typeof categoryAddSchema>>({
    resolver: zodResolver(categoryAddSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (!image.ready() || !image.file) return;
    try {
      await add.mutateAsync({ name, image: image.file });
      toast.success(CMS_TOASTS.categoryAdded(name));
      onAdded();
      onClose();
    } catch (error) {
      if (!showServerIssues(error, form.setError, image.setError))
        toast.error(errorMessage(error, CMS_TOASTS.categoryAddFailed));
    }
  }, image.flagMissing);

  return (
    <CmsDialog
      formId="add-category"
      title="Add Category"
      description="The category appears in the storefront menu and on the home page."
      submitLabel="Add Category"
      pendingLabel="Adding..."
      pending={add.isPending}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      className="sm:max-w-[500px]"
    >
      <FormField label="Category Name" error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} maxLength={50} {...form.register('name')} />}
      </FormField>
      <ImageField label="Category Image" required {...image.field} />
    </CmsDialog>
  );
}

function CategoryImageDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const update = useUpdateCategoryImage();
  const image = useImageChoice(true);

  const onSave = async () => {
    if (!image.ready() || !image.file) return;
    try {
      await update.mutateAsync({ name: category.name, image: image.file });
      toast.success(CMS_TOASTS.categoryImageUpdated);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, CMS_TOASTS.categoryImageFailed));
    }
  };

  return (
    <CmsDialog
      formId="category-image"
      title="Change Category Image"
      description={`A new picture for "${category.name}".`}
      submitLabel="Save Image"
      pendingLabel="Updating..."
      pending={update.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      onClose={onClose}
      className="sm:max-w-[500px]"
    >
      <ImageField
        label="Category Image"
        required
        currentUrl={imageAt(category.imageUrl, 200)}
        {...image.field}
      />
    </CmsDialog>
  );
}
