import type { ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { cn } from '@/lib/cn';

/** A section heading of the information pages. */
export function InfoSection({
  title,
  id,
  children,
  className,
  intro,
}: {
  title: string;
  id?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className={cn('scroll-mt-28', className)}
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-1 text-muted-foreground">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A bordered card. */
export function InfoCard({
  title,
  children,
  className,
  icon,
  badge,
}: {
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  icon?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground', className)}>
      {(icon || title || badge) && (
        <div className="flex items-start gap-3">
          {icon && (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              {icon}
            </span>
          )}
          <div className="min-w-0 flex-1">
            {title && <h3 className="font-semibold">{title}</h3>}
            {badge}
          </div>
        </div>
      )}
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

type PillTabsProps<T extends string> = {
  tabs: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (tab: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Starts the ids of the tabs and of the panel, which refer to each other. */
  idPrefix: string;
};

/** Pill-shaped tab buttons for sub-sections (WAI-ARIA tabs pattern, arrow keys move between tabs). */
export function PillTabs<T extends string>({
  tabs,
  labels,
  value,
  onChange,
  label,
  idPrefix,
}: PillTabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab, i) => (
        <button
          key={tab}
          id={`${idPrefix}-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length]!;
            onChange(next);
            document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
          }}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
            tab === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}

/** The panel of a PillTabs group. */
function PillPanel({
  idPrefix,
  value,
  children,
  className,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      id={`${idPrefix}-panel`}
      role="tabpanel"
      aria-labelledby={`${idPrefix}-tab-${value}`}
      className={cn('fallback:mt-5', className)}
    >
      {children}
    </div>
  );
}

/**
 * PillTabs with its panel below, both named from one `idPrefix` so the tab and panel ids always match. The
 * children are the current tab's content.
 */
export function PillTabGroup<T extends string>({
  panelClassName,
  children,
  ...tabs
}: PillTabsProps<T> & { panelClassName?: string; children: ReactNode }) {
  return (
    <div>
      <PillTabs {...tabs} />
      <PillPanel idPrefix={tabs.idPrefix} value={tabs.value} className={panelClassName}>
        {children}
      </PillPanel>
    </div>
  );
}

/** Numbered step cards in a row (one column on phones): a round number, the step's title and a line of text. */
export function NumberedSteps({
  steps,
  className,
  itemClassName,
}: {
  steps: readonly { title: string; text: string }[];
  /** Classes for the list, e.g. a different column count. */
  className?: string;
  /** Classes for each card, e.g. a different padding. */
  itemClassName?: string;
}) {
  return (
    <ol className={cn('grid gap-3 md:fallback:grid-cols-4', className)}>
      {steps.map((step, i) => (
        <li key={step.title} className={cn('rounded-xl border bg-card fallback:p-4', itemClassName)}>
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
            {i + 1}
          </span>
          <p className="mt-3 font-semibold">{step.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A bordered list of rows: a name with a line of description on the left, a figure (a price, a time) on the
 * right. `align` sets whether the figure lines up with the middle or the top of the row.
 */
export function FactList({
  rows,
  align = 'center',
}: {
  rows: readonly { name: string; description: string; value: string }[];
  align?: 'center' | 'start';
}) {
  return (
    <ul className="divide-y rounded-xl border">
      {rows.map((row) => (
        <li
          key={row.name}
          className={cn(
            'flex justify-between gap-4 px-4 py-3 text-sm',
            align === 'center' ? 'items-center' : 'items-start',
          )}
        >
          <span>
            <span className="font-medium">{row.name}</span>
            <span className="block text-muted-foreground">{row.description}</span>
          </span>
          <span className="shrink-0 text-right font-semibold">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Questions that open one at a time to show their answer (the FAQ and Contact pages). */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-5">
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} value={faq.question}>
          <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
