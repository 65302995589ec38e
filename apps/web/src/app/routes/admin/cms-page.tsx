import { Card, CardContent } from '@/components/ui/card';
import { TabPanels } from '@/components/tab-panels';
import { BannersTab } from '@/features/admin-cms/components/banners-tab';
import { CarouselTab } from '@/features/admin-cms/components/carousel-tab';
import { CategoriesTab } from '@/features/admin-cms/components/categories-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/cms: categories, home banners and the product slider, each a table with add, edit, delete. */
export function AdminCmsPage() {
  useDocumentTitle('Content Management');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Content Management</h1>
        <p className="text-sm text-muted-foreground">
          What shoppers see on the home page and in the category menu.
        </p>
      </div>
      <Card>
        <CardContent className="px-3 md:px-6">
          <TabPanels
            className="grid grid-cols-[minmax(0,1fr)] gap-4"
            listClassName="grid h-auto w-full grid-cols-3 md:inline-flex md:w-fit"
            triggerClassName="px-1.5 text-xs sm:px-2 sm:text-sm"
            tabs={[
              { value: 'categories', label: 'Categories', content: <CategoriesTab /> },
              { value: 'banners', label: 'Banner Images', content: <BannersTab /> },
              { value: 'carousel', label: 'Product Slider', content: <CarouselTab /> },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
