import {
  ABOUT_AUDIENCES,
  ABOUT_MISSION,
  ABOUT_STATS,
  ABOUT_TEAM,
  ABOUT_VALUES,
  STATS_ANIMATION_MS,
} from '@electrohub/shared/content/company';
import { HeartHandshakeIcon, LightbulbIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CountUp } from '../components/count-up';
import { CheckList, InfoCard, PillTabGroup } from '../components/info-ui';

const VALUE_ICONS = [ShieldCheckIcon, HeartHandshakeIcon, TagIcon, LightbulbIcon];

/**
 * A section of the page named by its heading, holding one list (`children` are its items) laid out by
 * `listClassName`; `hideTitle` keeps the heading for screen readers only.
 */
function ListSection({
  id,
  title,
  hideTitle = false,
  listClassName,
  children,
}: {
  id: string;
  title: string;
  hideTitle?: boolean;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={hideTitle ? 'sr-only' : 'text-2xl font-bold tracking-tight'}>
        {title}
      </h2>
      <ul className={cn(!hideTitle && 'mt-4', listClassName)}>{children}</ul>
    </section>
  );
}

/** About: mission, buyer/seller tabs, team, animated stats, values, 'Shop Now' and 'Become a Seller'. */
export function AboutPage() {
  useDocumentTitle('About Us');
  const [audience, setAudience] = useState<'buyers' | 'sellers'>('buyers');
  const current = ABOUT_AUDIENCES[audience];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-14 px-4 py-6 md:py-10">
      <section
        aria-labelledby="about-title"
        className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground md:px-12 md:py-14"
      >
        <h1 id="about-title" className="text-3xl font-bold tracking-tight md:text-5xl">
          About ElectroHub
        </h1>
        <p className="mt-4 max-w-2xl text-lg">
          Powering Your Tech Life! The marketplace where India shops for electronics from sellers it can
          trust.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="secondary" size="lg">
            <Link to={paths.home.href()}>Shop Now</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to={paths.seller.signUp.href()}>Become a Seller</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="grid gap-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
            {ABOUT_MISSION.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{ABOUT_MISSION.text}</p>
        </div>
        <PillTabGroup
          tabs={['buyers', 'sellers'] as const}
          labels={{ buyers: 'For Buyers', sellers: 'For Sellers' }}
          value={audience}
          onChange={setAudience}
          label="Who we serve"
          idPrefix="about"
          panelClassName="mt-4"
        >
          <InfoCard title={current.title}>
            <CheckList items={current.points} className="text-foreground" />
          </InfoCard>
        </PillTabGroup>
      </section>

      <ListSection
        id="stats"
        title="ElectroHub in numbers"
        hideTitle
        listClassName="grid grid-cols-2 gap-4 lg:grid-cols-4"
      >
        {ABOUT_STATS.map((s) => (
          <li key={s.label} className="rounded-xl border bg-card p-6 text-center">
            <p className="text-3xl font-bold text-primary md:text-4xl">
              <CountUp value={s.value} suffix={s.suffix} durationMs={STATS_ANIMATION_MS} />
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{s.label}</p>
          </li>
        ))}
      </ListSection>

      <ListSection id="team" title="Meet the team" listClassName="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {ABOUT_TEAM.map((m) => (
          <li
            key={m.name}
            className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center"
          >
            <span
              aria-hidden
              className="flex size-20 items-center justify-center rounded-full bg-accent text-2xl font-bold text-accent-foreground"
            >
              {m.initials}
            </span>
            {/* A team member's name leads to the admin sign-in. */}
            <Link to={paths.admin.signIn.href()} className="font-semibold hover:text-primary hover:underline">
              {m.name}
            </Link>
            <p className="-mt-2 text-sm text-muted-foreground">{m.role}</p>
          </li>
        ))}
      </ListSection>

      <ListSection id="values" title="Our values" listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ABOUT_VALUES.map((v, i) => {
          const Icon = VALUE_ICONS[i] ?? ShieldCheckIcon;
          return (
            <li key={v.title}>
              <InfoCard icon={<Icon aria-hidden className="size-5" />} title={v.title} className="h-full">
                {v.text}
              </InfoCard>
            </li>
          );
        })}
      </ListSection>

      <section className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-xl font-bold">Ready to start?</h2>
          <p className="text-muted-foreground">
            Shop thousands of products, or open your own store on ElectroHub.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.home.href()}>Shop Now</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.seller.signUp.href()}>Become a Seller</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
