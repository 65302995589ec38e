import type { Category } from '@electrohub/shared/catalog';
import { CheckIcon } from 'lucide-react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

/** The phone version of the category chips: a filter drawer. Loaded on first open. */
export default function CategoryFilterDrawer({
  open,
  onOpenChange,
  categories,
  value,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: Category[];
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const options: { label: string; value: string | undefined }[] = [
    { label: 'All', value: undefined },
    ...categories.map((c) => ({ label: c.name, value: c.name })),
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="max-h-[80svh] overflow-y-auto rounded-t-2xl">
        <SheetHeader>
          <SheetTitle>Filter by category</SheetTitle>
          <SheetDescription>Choose a category to show its products.</SheetDescription>
        </SheetHeader>
        <ul className="grid gap-1 px-4 pb-6">
          {options.map((option) => {
            const selected = option.value === value;
            return (
              <li key={option.label}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    onChange(option.value);
                    onOpenChange(false);
                  }}
                  className={cn(
                    'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-accent',
                    selected && 'bg-accent text-accent-foreground',
                  )}
                >
                  {option.label}
                  {selected && <CheckIcon aria-hidden className="size-4" />}
                </button>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
