import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** One tab of a list's filter: the value it filters by and the text on it. */
export type FilterTab<V extends string> = { value: V; label: ReactNode };

/**
 * A list filtered by tabs (status, category, payment state): the tab strip, with the `toolbar` (a search box)
 * beside it in a `toolbarClassName` box when given, and the list (`children`) under the chosen tab. While `tabs`
 * is not known yet, `placeholder` stands in for the strip.
 */
export function FilterTabs<V extends string>({
  value,
  onValueChange,
  tabs,
  label,
  className,
  listClassName,
  triggerClassName = 'flex-none',
  placeholder,
  toolbar,
  toolbarClassName,
  children,
}: {
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly FilterTab<V>[] | undefined;
  /** The tab strip's accessible name. */
  label?: string;
  className?: string;
  listClassName?: string;
  triggerClassName?: string;
  placeholder?: ReactNode;
  toolbar?: ReactNode;
  toolbarClassName?: string;
  children: ReactNode;
}) {
  const strip = tabs ? (
    <TabsList aria-label={label} className={listClassName}>
      {tabs.map((t) => (
        <TabsTrigger key={t.value} value={t.value} className={triggerClassName}>
          {t.label}
        </TabsTrigger>
      ))}
    </TabsList>
  ) : (
    placeholder
  );
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as V)} className={className}>
      {toolbar === undefined ? (
        strip
      ) : (
        <div className={toolbarClassName}>
          {strip}
          {toolbar}
        </div>
      )}
      <TabsContent value={value} className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {children}
      </TabsContent>
    </Tabs>
  );
}
