import {
  EXTENDED_WARRANTY,
  FINANCING_APPLY_CHANNELS,
  FINANCING_PLANS,
  PRIVACY_ANCHORS,
  PRIVACY_CONTACT,
  PRIVACY_LAST_UPDATED,
  PRIVACY_RIGHTS,
  PRIVACY_SECTIONS,
  REFUND_TIMES,
  RESTOCKING_FEES,
  RETURN_POLICY,
  TERMS_SECTIONS,
  WARRANTY_CLAIM_STEPS,
  WARRANTY_TERMS,
  type FinancingPlan,
} from '@electrohub/shared/content/policies';
import { CreditCardIcon, DownloadIcon, MailIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { SUPPORT_PHONE } from '@/config/site';
import { toast } from '@/lib/toast';
import { CheckList, FactList, InfoCard, InfoSection, NumberedSteps, PillTabGroup } from './info-ui';

/** Warranty: durations by category, claim steps, extended warranty, returns, refunds, restocking fees. */
export function WarrantyTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <InfoSection
        id="durations"
        title="Standard warranty by category"
        intro="Every product sold on ElectroHub carries the manufacturer’s warranty."
      >
        <ScrollRegion label="Standard warranty by category" className="rounded-xl border">
          <table className="w-full text-sm">
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Category
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Standard warranty
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  What it covers
                </th>
              </tr>
            </thead>
            <tbody>
              {WARRANTY_TERMS.map((term) => (
                <tr key={term.category} className="border-t">
                  <th scope="row" className="px-4 py-2.5 text-left font-medium">
                    {term.category}
                  </th>
                  <td className="px-4 py-2.5 whitespace-nowrap">{term.duration}</td>
                  <td className="px-4 py-2.5 text-muted-foreground">{term.covers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </InfoSection>

      <InfoSection id="claim" title="How to make a warranty claim">
        <NumberedSteps steps={WARRANTY_CLAIM_STEPS} />
      </InfoSection>

      <InfoCard
        icon={<ShieldCheckIcon aria-hidden className="size-5" />}
        title={`Extended warranty: up to ${EXTENDED_WARRANTY.maxYears} years`}
      >
        {EXTENDED_WARRANTY.text}
      </InfoCard>

      <InfoSection
        id="returns"
        title={`${RETURN_POLICY.standardDays}-day return policy`}
        intro={RETURN_POLICY.summary}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <InfoCard title="Exceptions">
            <CheckList items={RETURN_POLICY.exceptions} />
          </InfoCard>
          <InfoCard title="Price protection">
            <CheckList items={[RETURN_POLICY.priceAdjustment, RETURN_POLICY.priceMatch]} />
          </InfoCard>
        </div>
      </InfoSection>

      <div className="grid gap-6 md:grid-cols-2">
        <InfoSection id="refunds" title="Refund times">
          <FactList rows={REFUND_TIMES.map((r) => ({ ...r, value: r.time }))} />
        </InfoSection>
        <InfoSection
          id="restocking"
          title="Restocking fees"
          intro="Most returns are free; these items carry a fee when opened."
        >
          <ul className="divide-y rounded-xl border">
            {RESTOCKING_FEES.map((f) => (
              <li key={f.item} className="flex items-center justify-between px-4 py-3 text-sm">
                <span className="font-medium">{f.item}</span>
                <span className="font-semibold">{f.fee}</span>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
    </div>
  );
}

/**
 * Privacy policy: last updated March 21, 2025; tabs for the four parts; quick links to the
 * anchors collect, use, share, rights, contact; Contact Us, Download Privacy Policy PDF, Contact Privacy Team.
 */
export function PrivacyTab() {
  const [tab, setTab] = useState<(typeof PRIVACY_SECTIONS)[number]['id']>('collect');
  const section = PRIVACY_SECTIONS.find((s) => s.id === tab)!;
  const tabs = PRIVACY_SECTIONS.map((s) => s.id);
  const labels = Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s.id, s.title])) as Record<
    typeof tab,
    string
  >;

  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Privacy policy sections" className="lg:sticky lg:top-28 lg:self-start">
        <p className="mb-2 text-sm font-semibold">Quick links</p>
        <ul className="flex flex-wrap gap-2 text-sm lg:flex-col">
          {PRIVACY_ANCHORS.map((a) => (
            <li key={a.id}>
              <a
                href={`#${a.id}`}
                onClick={(event) => {
                  // The part opens as a tab first, then the page scrolls to it.
                  event.preventDefault();
                  if (a.id !== 'contact') setTab(a.id);
                  history.replaceState(null, '', `#${a.id}`);
                  requestAnimationFrame(() =>
                    document.getElementById(a.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
                  );
                }}
                className="text-primary underline-offset-4 hover:underline"
              >
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-8">
        <p className="text-sm text-muted-foreground">Last updated: {PRIVACY_LAST_UPDATED}</p>
        <PillTabGroup
          tabs={tabs}
          labels={labels}
          value={tab}
          onChange={setTab}
          label="Privacy policy"
          idPrefix="privacy"
        >
          <InfoSection id={section.id} title={section.title} intro={section.intro}>
            {section.id === 'rights' ? (
              <div className="grid gap-3 sm:grid-cols-2">
                {PRIVACY_RIGHTS.map((right) => (
                  <InfoCard key={right.title} title={right.title}>
                    {right.description}
                  </InfoCard>
                ))}
              </div>
            ) : (
              <CheckList items={section.points} />
            )}
          </InfoSection>
        </PillTabGroup>
        <InfoSection id="contact" title="Contact Us" intro={PRIVACY_CONTACT.text}>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.contact.href()}>Contact Us</Link>
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <DownloadIcon aria-hidden /> Download Privacy Policy PDF
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${PRIVACY_CONTACT.email}`}>
                <MailIcon aria-hidden /> Contact Privacy Team
              </a>
            </Button>
          </div>
        </InfoSection>
      </div>
    </div>
  );
}

/** Terms of service: 11 expandable sections, several open at once, a link to the privacy policy. */
export function TermsTab() {
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">
        Please read these terms carefully. They work together with our{' '}
        <Link
          to={paths.info.href({ section: 'privacy-policy' })}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Privacy Policy
        </Link>
        .
      </p>
      <Accordion type="multiple" defaultValue={['acceptance']} className="rounded-xl border bg-card px-5">
        {TERMS_SECTIONS.map((s) => (
          <AccordionItem key={s.id} value={s.id}>
            <AccordionTrigger className="text-base">{s.title}</AccordionTrigger>
            <AccordionContent className="grid gap-2 text-muted-foreground">
              {s.body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

const applyInfo = () =>
  toast.info(`Apply ${FINANCING_APPLY_CHANNELS.map((c) => c.toLowerCase()).join(', ')} (${SUPPORT_PHONE}).`);

/** Financing options: store card, installment plans, lease-to-own. */
export function FinancingTab() {
  const [tab, setTab] = useState<FinancingPlan['id']>('store-card');
  const plan = FINANCING_PLANS.find((p) => p.id === tab)!;
  const labels = {
    'store-card': 'Store Credit Card',
    installments: 'Installment Plans',
    lease: 'Lease-to-Own',
  } as const;
  return (
    <div className="grid gap-8">
      <PillTabGroup
        tabs={FINANCING_PLANS.map((p) => p.id)}
        labels={labels}
        value={tab}
        onChange={setTab}
        label="Financing options"
        idPrefix="financing"
      >
        <InfoCard
          icon={<CreditCardIcon aria-hidden className="size-5" />}
          title={plan.title}
          className="max-w-2xl"
        >
          <p className="mb-3">{plan.tagline}</p>
          <CheckList items={plan.points} className="text-foreground" />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={applyInfo}>Apply Now</Button>
            <Button variant="outline" onClick={applyInfo}>
              Check Eligibility
            </Button>
            <Button asChild variant="ghost">
              <Link to={paths.info.href({ section: 'faqs' })}>Learn More</Link>
            </Button>
          </div>
        </InfoCard>
      </PillTabGroup>
      <InfoSection id="apply" title="Where to apply">
        <ul className="grid gap-3 sm:grid-cols-4">
          {FINANCING_APPLY_CHANNELS.map((c) => (
            <li key={c} className="rounded-xl border bg-card p-4 text-center text-sm font-medium">
              {c}
            </li>
          ))}
        </ul>
      </InfoSection>
    </div>
  );
}
