import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUpIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  CMS_DEFAULT_PAGE_SIZE,
  CMS_MESSAGES,
  ADMIN_PAGE_SIZES,
  CMS_TOASTS,
  categoryAddSchema,
  type AdminCategory,
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
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAddCategory } from '../api/add-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategoryImage } from '../api/update-category-image';
import { ConfirmDelete } from './confirm-delete';
import { ImageField, imageFileError } from './image-field';
import { showServerIssues } from './server-issues';
import { LIST_FAILED, TabHeading, ThumbCell } from './tab-parts';
import { ListStateRows } from '@/components/ui/table-rows';

type Values = z.input<typeof categoryAddSchema>;

/** The Categories tab (spec 3 §2 'CMS'): add with an image, replace the image, delete an unused category. */
export function CategoriesTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CMS_DEFAULT_PAGE_SIZE);
  const list = useCategories(page, pageSize);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const rows = list.data?.items ?? [];

  const onDelete = async (name: string) => {
    try {
      await remove.mutateAsync(name);
      toast.success(CMS_TOASTS.categoryDeleted(name));
    } catch (error) {
      toast.error(errorMessage(error, CMS_TOASTS.categoryDeleteFailed));
    }
  };

  return (
    <section aria-labelledby="cms-categories" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeading
        id="cms-categories"
        title="Categories"
        addLabel="Add Category"
        onAdd={() => setAdding(true)}
      />
      <Table aria-label="Categories">
        <TableHeader>
          <TableRow>
            <TableHead className="hidden w-20 sm:table-cell">Image</TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Products</TableHead>
            <TableHead className="w-24 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListStateRows
            query={list}
            count={rows.length}
            rows={3}
            columns={4}
            empty="No categories yet"
            errorText={LIST_FAILED}
          />
          {rows.map((c) => (
            <TableRow key={c.name}>
              <ThumbCell image={c.imageUrl} />
              <TableCell className="font-medium">
                <Link className="hover:underline" to={paths.category.href({ categoryName: c.name })}>
                  {c.name}
                </Link>
              </TableCell>
              <TableCell className="text-right tabular-nums">{c.productCount}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Change image of ${c.name}`}
                    onClick={() => setEditing(c)}
                  >
                    <ImageUpIcon aria-hidden />
                  </Button>
                  <ConfirmDelete
                    label={`Delete category ${c.name}`}
                    title={`Delete category "${c.name}"?`}
                    description={
                      c.productCount > 0
                        ? `This action cannot be undone. ${c.productCount} product${c.productCount === 1 ? '' : 's'} still use this category, so it will be refused until they are moved or deleted.`
                        : 'This action cannot be undone. The category and its image will be permanently removed.'
                    }
                    pending={remove.isPending}
                    onConfirm={() => void onDelete(c.name)}
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
      <AddCategoryDialog
        open={adding}
        onOpenChange={setAdding}
        // New categories come last: show the page it lands on.
        onAdded={() => setPage(Math.ceil(((list.data?.total ?? 0) + 1) / pageSize))}
      />
      <CategoryImageDialog category={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function AddCategoryDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const add = useAddCategory();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof categoryAddSchema>>({
    resolver: zodResolver(categoryAddSchema),
    defaultValues: { name: '' },
  });

  const change = (next: boolean) => {
    if (add.isPending) return;
    if (next) {
      form.reset({ name: '' });
      setImage(null);
      setImageError(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(
    async ({ name }) => {
      if (!image) return setImageError(CMS_MESSAGES.image);
      if (imageError) return;
      try {
        await add.mutateAsync({ name, image });
        toast.success(CMS_TOASTS.categoryAdded(name));
        onAdded();
        onOpenChange(false);
      } catch (error) {
        if (!showServerIssues(error, form.setError, setImageError))
          toast.error(errorMessage(error, CMS_TOASTS.categoryAddFailed));
      }
    },
    () => {
      if (!image) setImageError(CMS_MESSAGES.image);
    },
  );

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>Add Category</DialogTitle>
          <DialogDescription>
            The category appears in the storefront menu and on the home page.
          </DialogDescription>
        </DialogHeader>
        <form id="add-category" onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField label="Category Name" error={form.formState.errors.name?.message}>
            {(control) => <Input {...control} maxLength={50} {...form.register('name')} />}
          </FormField>
          <ImageField
            label="Category Image"
            required
            file={image}
            error={imageError}
            onChange={(file) => {
              setImage(file);
              setImageError(file ? imageFileError(file) : CMS_MESSAGES.image);
            }}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="add-category" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Category'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CategoryImageDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const update = useUpdateCategoryImage();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();

  const close = () => {
    if (update.isPending) return;
    setImage(null);
    setImageError(undefined);
    onClose();
  };

  const onSave = async () => {
    if (!category) return;
    if (!image) return setImageError(CMS_MESSAGES.image);
    if (imageError) return;
    try {
      await update.mutateAsync({ name: category.name, image });
      toast.success(CMS_TOASTS.categoryImageUpdated);
      setImage(null);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, CMS_TOASTS.categoryImageFailed));
    }
  };

  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>Change Category Image</DialogTitle>
          <DialogDescription>{category ? `A new picture for "${category.name}".` : ''}</DialogDescription>
        </DialogHeader>
        <ImageField
          label="Category Image"
          required
          file={image}
          currentUrl={category ? imageAt(category.imageUrl, 200) : undefined}
          error={imageError}
          onChange={(file) => {
            setImage(file);
            setImageError(file ? imageFileError(file) : CMS_MESSAGES.image);
          }}
        />
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void onSave()} disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Save Image'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
