import {
  AFFILIATE_PROGRAM,
  AFFILIATE_TAB_LABELS,
  AFFILIATE_TABS,
  ARTICLES,
  BRAND_PROMISE,
  BRAND_TAB_LABELS,
  BRAND_TABS,
  BRANDS,
  BUSINESS_PARTNER_BENEFITS,
  CAREER_BENEFITS,
  CAREER_TAB_LABELS,
  CAREER_TABS,
  CAREER_VALUES,
  COMING_SOON_CITIES,
  COMPARISONS,
  EXCLUSIVE_COLLECTIONS,
  EXPERT_CONTRIBUTORS,
  HOW_TO_GUIDES,
  IDEAS_TAB_LABELS,
  IDEAS_TABS,
  IN_THE_NEWS,
  JOBS,
  MEDIA_CONTACTS,
  MEDIA_RESOURCES,
  NEWS_TAB_LABELS,
  NEWS_TABS,
  POPULAR_TOPICS,
  PRESS_EVENTS,
  PRESS_RELEASES,
  STORE_COUNT_TEXT,
  STORE_EVENTS,
  STORE_FEATURES,
  STORES,
  TECH_TIPS,
  VENDOR_STEPS,
  type AffiliateTab,
  type BrandTab,
  type CareerTab,
  type IdeasTab,
  type NewsTab,
} from '@electrohub/shared/content/company';
import { formatDate } from '@electrohub/shared/format';
import {
  CalendarIcon,
  ClockIcon,
  ListIcon,
  MapIcon,
  MapPinIcon,
  PhoneIcon,
  SparklesIcon,
  StarIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CheckList, InfoCard, InfoSection, NumberedSteps, PillTabGroup } from './info-ui';
import { PartnershipForm } from './partnership-form';

/** Careers: tabs retail, corporate, technology, distribution; job cards; benefits and values. */
export function CareersTab() {
  const [tab, setTab] = useState<CareerTab>('retail');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={CAREER_TABS}
        labels={CAREER_TAB_LABELS}
        value={tab}
        onChange={setTab}
        label="Job areas"
        idPrefix="careers"
      >
        <ul className="grid gap-3 md:grid-cols-2">
          {JOBS[tab].map((job) => {
            const expanded = open === job.title;
            return (
              <li key={job.title}>
                <InfoCard
                  title={job.title}
                  badge={
                    <div className="mt-1 flex flex-wrap gap-2">
                      <Badge variant="secondary">
                        <MapPinIcon aria-hidden /> {job.location}
                      </Badge>
                      <Badge variant="outline">{job.type}</Badge>
                    </div>
                  }
                  className="h-full"
                >
                  {expanded && (
                    <p id={`job-${job.title}`}>
                      {job.summary} Apply with your CV at careers@electrohub.in, mentioning the role.
                    </p>
                  )}
                  <Button
                    variant="link"
                    className="mt-1 h-auto p-0"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : job.title)}
                  >
                    {expanded ? 'Hide Details' : 'View Details'}
                  </Button>
                </InfoCard>
              </li>
            );
          })}
        </ul>
      </PillTabGroup>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoCard title="Benefits">
          <CheckList items={CAREER_BENEFITS} className="text-foreground" />
        </InfoCard>
        <InfoCard title="Our values">
          <CheckList items={CAREER_VALUES} className="text-foreground" />
        </InfoCard>
      </div>
    </div>
  );
}

/** News & Blog: tabs featured, tech-tips, product-reviews, company-news; a newsletter box. */
export function NewsTab({ newsletter }: { newsletter: ReactNode }) {
  const [tab, setTab] = useState<NewsTab>('featured');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={NEWS_TABS}
        labels={NEWS_TAB_LABELS}
        value={tab}
        onChange={setTab}
        label="Article topics"
        idPrefix="news"
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {ARTICLES[tab].map((a) => (
            <li key={a.title}>
              <article className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5">
                <p className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <CalendarIcon aria-hidden className="size-3.5" />{' '}
                    <time dateTime={a.date}>{formatDate(`${a.date}T00:00:00`)}</time>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <ClockIcon aria-hidden className="size-3.5" /> {a.readTime} min read
                  </span>
                  {a.rating && (
                    <span className="inline-flex items-center gap-1 font-medium text-foreground">
                      <StarIcon aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />{' '}
                      {a.rating.toFixed(1)}
                      <span className="sr-only"> out of 5</span>
                    </span>
                  )}
                </p>
                <h3 className="font-semibold">{a.title}</h3>
                <p className="text-sm text-muted-foreground">{a.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      </PillTabGroup>
      <InfoSection
        id="news-newsletter"
        title="Never miss a story"
        intro="New articles, reviews and deals in your inbox."
      >
        <div className="max-w-xl">{newsletter}</div>
      </InfoSection>
    </div>
  );
}

/** Press Center: releases, media contacts and resources, press kit, in the news, events with Register. */
export function PressTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <InfoSection id="releases" title="Press releases">
        <ul className="grid gap-3">
          {PRESS_RELEASES.map((r) => (
            <li key={r.title} className="rounded-xl border bg-card p-5">
              <p className="text-xs text-muted-foreground">{formatDate(`${r.date}T00:00:00`)}</p>
              <h3 className="mt-1 font-semibold">{r.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{r.summary}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoSection id="media-contacts" title="Media contacts">
          <ul className="grid gap-3">
            {MEDIA_CONTACTS.map((c) => (
              <li key={c.email}>
                <InfoCard
                  icon={<UserRoundIcon aria-hidden className="size-5" />}
                  title={c.name}
                  badge={<p className="text-xs text-muted-foreground">{c.role}</p>}
                >
                  <a href={`mailto:${c.email}`} className="font-medium text-primary hover:underline">
                    {c.email}
                  </a>
                </InfoCard>
              </li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection id="resources" title="Media resources and press kit">
          <ul className="grid gap-3">
            {MEDIA_RESOURCES.map((r) => (
              <li key={r.title}>
                <InfoCard title={r.title}>
                  {r.description}{' '}
                  <a
                    href={`mailto:press@electrohub.in?subject=${encodeURIComponent(`Request: ${r.title}`)}`}
                    className="font-medium text-primary hover:underline"
                  >
                    Request it
                  </a>
                </InfoCard>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
      <InfoSection id="in-the-news" title="In the news">
        <ul className="grid gap-3 md:grid-cols-3">
          {IN_THE_NEWS.map((n) => (
            <li key={n.title}>
              <InfoCard
                title={n.title}
                badge={
                  <p className="text-xs text-muted-foreground">
                    {n.outlet} · {formatDate(`${n.date}T00:00:00`)}
                  </p>
                }
                className="h-full"
              />
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="events" title="Event calendar">
        <ul className="divide-y rounded-xl border">
          {PRESS_EVENTS.map((e) => (
            <li key={e.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-medium">{e.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {formatDate(`${e.date}T00:00:00`)} · {e.place}
                </span>
              </span>
              <Button asChild variant="outline" size="sm">
                <a
                  href={`mailto:events@electrohub.in?subject=${encodeURIComponent(`Register: ${e.name}`)}`}
                  aria-label={`Register for ${e.name}`}
                >
                  Register
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </InfoSection>
    </div>
  );
}

const INITIAL_STORES = 4;

/** Store locator 'Shop By Location': search, map or list view, six stores, Load More Stores. */
export function LocationsTab() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [showAll, setShowAll] = useState(false);
  const q = query.trim().toLowerCase();
  const matches = STORES.filter(
    (s) => !q || `${s.name} ${s.address} ${s.city} ${s.zip}`.toLowerCase().includes(q),
  );
  const shown = showAll || q ? matches : matches.slice(0, INITIAL_STORES);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid flex-1 gap-2">
          <label htmlFor={searchId} className="text-sm font-medium">
            Find a store by ZIP code or city
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. 94105 or Chicago"
            className="h-10"
          />
        </div>
        <div role="group" aria-label="View" className="flex rounded-lg border p-1">
          {(['list', 'map'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                view === v && 'bg-primary text-primary-foreground',
              )}
            >
              {v === 'list' ? (
                <ListIcon aria-hidden className="size-4" />
              ) : (
                <MapIcon aria-hidden className="size-4" />
              )}
              {v === 'list' ? 'List' : 'Map'}
            </button>
          ))}
        </div>
      </div>
      <p className="-mt-6 text-sm text-muted-foreground">
        ElectroHub has {STORE_COUNT_TEXT}; here are some near you.
      </p>

      {view === 'map' ? (
        <div className="flex h-72 flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-muted/40 text-center text-muted-foreground">
          <MapIcon aria-hidden className="size-10" />
          <p>The interactive store map is coming soon. Use the list view to see addresses and hours.</p>
        </div>
      ) : matches.length === 0 ? (
        <p className="text-muted-foreground">No stores match &quot;{query.trim()}&quot;.</p>
      ) : (
        <div>
          <ul className="grid gap-3 md:grid-cols-2">
            {shown.map((s) => (
              <li key={s.name}>
                <InfoCard
                  icon={<MapPinIcon aria-hidden className="size-5" />}
                  title={s.name}
                  className="h-full"
                >
                  <p>
                    {s.address}, {s.city} {s.zip}
                  </p>
                  <p className="mt-1 inline-flex items-center gap-1">
                    <PhoneIcon aria-hidden className="size-3.5" /> {s.phone}
                  </p>
                  <p className="inline-flex items-center gap-1">
                    <ClockIcon aria-hidden className="size-3.5" /> {s.hours}
                  </p>
                </InfoCard>
              </li>
            ))}
          </ul>
          {!showAll && !q && matches.length > INITIAL_STORES && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => setShowAll(true)}>
                Load More Stores
              </Button>
            </div>
          )}
        </div>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <InfoCard title="Store features">
          <CheckList items={STORE_FEATURES} className="text-foreground" />
        </InfoCard>
        <InfoCard title="Coming soon">
          <ul className="flex flex-wrap gap-2">
            {COMING_SOON_CITIES.map((c) => (
              <li key={c}>
                <Badge variant="secondary">{c}</Badge>
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
      <InfoSection id="store-events" title="Store Events">
        <ul className="grid gap-3 md:grid-cols-3">
          {STORE_EVENTS.map((e) => (
            <li key={e.name}>
              <InfoCard
                title={e.name}
                badge={<p className="text-xs text-muted-foreground">{formatDate(`${e.date}T00:00:00`)}</p>}
                className="h-full"
              >
                {e.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>
    </div>
  );
}

/** ElectroHub Brands: tabs, six in-house brands, brand promise, exclusive collections, ambassadors. */
export function BrandsTab() {
  const [tab, setTab] = useState<BrandTab>('all');
  const brands = tab === 'all' ? BRANDS : BRANDS.filter((b) => b.tab === tab);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={BRAND_TABS}
        labels={BRAND_TAB_LABELS}
        value={tab}
        onChange={setTab}
        label="Brand categories"
        idPrefix="brands"
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {brands.map((b) => (
            <li key={b.name}>
              <InfoCard
                title={b.name}
                badge={<p className="text-sm font-medium text-primary">{b.tagline}</p>}
                className="h-full"
              >
                <Badge variant="outline" className="mb-2">
                  {b.category}
                </Badge>
                <p>{b.description}</p>
                <p className="mt-2 text-foreground">
                  <span className="font-medium">Product lines:</span> {b.productLines.join(', ')}
                </p>
                <CheckList items={b.features} className="mt-2" />
              </InfoCard>
            </li>
          ))}
        </ul>
      </PillTabGroup>
      <InfoSection id="promise" title="Our brand promise">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {BRAND_PROMISE.map((p) => (
            <li key={p.title}>
              <InfoCard title={p.title} className="h-full">
                {p.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="collections" title="Exclusive collections">
        <ul className="grid gap-3 md:grid-cols-3">
          {EXCLUSIVE_COLLECTIONS.map((c) => (
            <li key={c.title}>
              <InfoCard
                icon={<SparklesIcon aria-hidden className="size-5" />}
                title={c.title}
                className="h-full"
              >
                {c.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>
      <div className="rounded-2xl bg-primary p-6 text-primary-foreground md:p-8">
        <h2 className="text-xl font-bold">Become a brand ambassador</h2>
        <p className="mt-1 max-w-2xl">Create with our products, share honest reviews and earn rewards.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <a href="mailto:ambassadors@electrohub.in?subject=Ambassador%20application">Apply Now</a>
          </Button>
          <Button
            asChild
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to={paths.about.href()}>Learn More</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Affiliate & Partners: three tabs, an inquiry form, the 4-step vendor process. */
export function AffiliateTab() {
  const [tab, setTab] = useState<AffiliateTab>('affiliate');
  const toForm = () =>
    document.getElementById('partner-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={AFFILIATE_TABS}
        labels={AFFILIATE_TAB_LABELS}
        value={tab}
        onChange={setTab}
        label="Partnership programs"
        idPrefix="affiliate"
      >
        {tab === 'vendor' ? (
          <NumberedSteps steps={VENDOR_STEPS} />
        ) : (
          <InfoCard title={AFFILIATE_TAB_LABELS[tab]} className="max-w-2xl">
            <CheckList
              items={tab === 'affiliate' ? AFFILIATE_PROGRAM : BUSINESS_PARTNER_BENEFITS}
              className="text-foreground"
            />
          </InfoCard>
        )}
        <Button className="mt-4" onClick={toForm}>
          {tab === 'vendor'
            ? 'Apply as a Vendor'
            : tab === 'affiliate'
              ? 'Join the Affiliate Program'
              : 'Become a Partner'}
        </Button>
      </PillTabGroup>
      <InfoSection
        id="partner-form"
        title="Partnership inquiry"
        intro="Tell us about your company; our partnerships team answers within 2 business days."
      >
        <PartnershipForm />
      </InfoSection>
    </div>
  );
}

/** Ideas & Guides: How-To, Tech Tips, Comparisons; popular topics, contributors, newsletter. */
export function IdeasTab({ newsletter }: { newsletter: ReactNode }) {
  const [tab, setTab] = useState<IdeasTab>('how-to');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <PillTabGroup
        tabs={IDEAS_TABS}
        labels={IDEAS_TAB_LABELS}
        value={tab}
        onChange={setTab}
        label="Guide types"
        idPrefix="ideas"
      >
        {tab === 'how-to' && (
          <ul className="grid gap-3 md:grid-cols-2">
            {HOW_TO_GUIDES.map((g) => (
              <li key={g.title}>
                <InfoCard
                  title={g.title}
                  className="h-full"
                  badge={
                    <div className="mt-1 flex gap-2">
                      <Badge variant="secondary">{g.difficulty}</Badge>
                      <Badge variant="outline">{g.minutes} min</Badge>
                    </div>
                  }
                >
                  {g.text}
                </InfoCard>
              </li>
            ))}
          </ul>
        )}
        {tab === 'tech-tips' && (
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {TECH_TIPS.map((t) => (
              <li key={t.title}>
                <InfoCard title={t.title} className="h-full">
                  {t.text}
                </InfoCard>
              </li>
            ))}
          </ul>
        )}
        {tab === 'comparisons' && (
          <ul className="grid gap-4">
            {COMPARISONS.map((c) => (
              <li key={c.title} className="rounded-xl border bg-card p-5">
                <h3 className="font-semibold">{c.title}</h3>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {[c.left, c.right].map((side) => (
                    <div key={side.name} className="rounded-lg bg-muted/50 p-4">
                      <p className="font-medium">{side.name}</p>
                      <CheckList items={side.points} className="mt-2" />
                    </div>
                  ))}
                </div>
                <p className="mt-3 text-sm text-muted-foreground">{c.verdict}</p>
              </li>
            ))}
          </ul>
        )}
      </PillTabGroup>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoCard title="Popular topics">
          <ul className="flex flex-wrap gap-2">
            {POPULAR_TOPICS.map((t) => (
              <li key={t}>
                <Badge variant="secondary">{t}</Badge>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard title="Expert contributors">
          <ul className="grid gap-1">
            {EXPERT_CONTRIBUTORS.map((e) => (
              <li key={e.name}>
                <span className="font-medium text-foreground">{e.name}</span>, {e.field}
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
      <InfoSection id="ideas-newsletter" title="Get new guides by e-mail">
        <div className="max-w-xl">{newsletter}</div>
      </InfoSection>
    </div>
  );
}
