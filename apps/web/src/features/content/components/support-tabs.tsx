import { REFUND_TIMES, SHIPPING_METHODS, SHIPPING_NOTES } from '@electrohub/shared/content/policies';
import {
  COMMON_ISSUES,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FAQ_CONTACT_CHANNELS,
  FAQS,
  HELP_GUIDES,
  HELP_TAB_LABELS,
  HELP_TABS,
  REPAIR_OPTIONS,
  SUPPORT_OPTIONS,
  type FaqCategory,
  type HelpTab,
} from '@electrohub/shared/content/support';
import {
  BookOpenIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  SearchIcon,
  StoreIcon,
  WrenchIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Input } from '@/components/ui/input';
import { CheckList, FactList, FaqList, InfoCard, InfoSection, PillTabGroup, PillTabs } from './info-ui';

const CHANNEL_ICONS = [PhoneIcon, MailIcon, MessageCircleIcon, StoreIcon];

/** FAQ: tabs all, orders, returns, shipping, technical; one item open at a time; contact cards. */
export function FaqsTab() {
  const [tab, setTab] = useState<'all' | FaqCategory>('all');
  const items = tab === 'all' ? FAQS : FAQS.filter((f) => f.category === tab);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={['all', ...FAQ_CATEGORIES] as const}
        labels={FAQ_CATEGORY_LABELS}
        value={tab}
        onChange={setTab}
        label="Question topics"
        idPrefix="faq"
      >
        <FaqList faqs={items} />
      </PillTabGroup>
      <InfoSection id="still-need-help" title="Still need help?">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FAQ_CONTACT_CHANNELS.map((c, i) => {
            const Icon = CHANNEL_ICONS[i] ?? PhoneIcon;
            return (
              <li key={c.name}>
                <InfoCard icon={<Icon aria-hidden className="size-5" />} title={c.name} className="h-full">
                  <p>{c.description}</p>
                  <p className="mt-2 font-medium text-foreground">{c.contact}</p>
                  <p>{c.availability}</p>
                </InfoCard>
              </li>
            );
          })}
        </ul>
      </InfoSection>
    </div>
  );
}

/**
 * Help Center: a search box (it filters the guides on this page), tabs popular, orders, returns,
 * technical; guides, shipping methods, refund times, support options, common issues and repair scheduling.
 */
export function HelpCenterTab() {
  const searchId = useId();
  const [tab, setTab] = useState<HelpTab>('popular');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const guides = HELP_GUIDES.filter((g) =>
    q
      ? `${g.title} ${g.description}`.toLowerCase().includes(q)
      : tab === 'popular'
        ? g.popular
        : g.category === tab,
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div className="rounded-2xl bg-accent p-6 text-accent-foreground md:p-8">
        <label htmlFor={searchId} className="text-lg font-semibold">
          How can we help?
        </label>
        <div className="relative mt-3 max-w-xl">
          <SearchIcon
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search help articles"
            className="h-11 bg-background pl-9 text-foreground"
          />
        </div>
      </div>

      <div>
        {!q && (
          <PillTabs
            tabs={HELP_TABS}
            labels={HELP_TAB_LABELS}
            value={tab}
            onChange={setTab}
            label="Help topics"
            idPrefix="help"
          />
        )}
        <div
          id="help-panel"
          role={q ? undefined : 'tabpanel'}
          aria-labelledby={q ? undefined : `help-tab-${tab}`}
          className="mt-5"
        >
          {guides.length === 0 ? (
            <p className="text-muted-foreground">No help articles match &quot;{query.trim()}&quot;.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {guides.map((g) => (
                <li key={g.title}>
                  <InfoCard
                    icon={<BookOpenIcon aria-hidden className="size-5" />}
                    title={g.title}
                    className="h-full"
                    badge={
                      <p className="text-xs text-muted-foreground">
                        {g.readTime} min read · {HELP_TAB_LABELS[g.category]}
                      </p>
                    }
                  >
                    {g.description}
                  </InfoCard>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <InfoSection id="shipping" title="Shipping methods">
          <FactList rows={SHIPPING_METHODS.map((m) => ({ ...m, value: m.price }))} align="start" />
          <CheckList items={SHIPPING_NOTES} className="mt-3 text-muted-foreground" />
        </InfoSection>
        <InfoSection id="refund-times" title="Refund times">
          <FactList rows={REFUND_TIMES.map((r) => ({ ...r, value: r.time }))} align="start" />
        </InfoSection>
      </div>

      <InfoSection id="support" title="Technical support">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SUPPORT_OPTIONS.map((o) => (
            <li key={o.name}>
              <InfoCard title={o.name} className="h-full">
                <p>{o.description}</p>
                <p className="mt-2 font-medium text-foreground">{o.contact}</p>
                <p>{o.availability}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="common-issues" title="Common issues">
        <Accordion type="multiple" className="rounded-xl border bg-card px-5">
          {COMMON_ISSUES.map((issue) => (
            <AccordionItem key={issue.problem} value={issue.problem}>
              <AccordionTrigger className="text-base">{issue.problem}</AccordionTrigger>
              <AccordionContent>
                <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
                  {issue.solutions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </InfoSection>

      <InfoSection id="repairs" title="Schedule a repair">
        <ul className="grid gap-3 sm:grid-cols-2">
          {REPAIR_OPTIONS.map((r) => (
            <li key={r.name}>
              <InfoCard
                icon={<WrenchIcon aria-hidden className="size-5" />}
                title={r.name}
                className="h-full"
              >
                <p>{r.description}</p>
                <p className="mt-2 font-medium text-foreground">{r.time}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>
    </div>
  );
}
