import {
  INFO_TAB_LABELS,
  INFO_TABS,
  infoTabFor,
  infoTitleFor,
  type InfoTab,
} from '@electrohub/shared/content/info-sections';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import {
  AffiliateTab,
  BrandsTab,
  CareersTab,
  IdeasTab,
  LocationsTab,
  NewsTab,
  PressTab,
} from '@/features/content/components/company-tabs';
import { FinancingTab, PrivacyTab, TermsTab, WarrantyTab } from '@/features/content/components/policy-tabs';
import { FaqsTab, HelpCenterTab } from '@/features/content/components/support-tabs';

function tabContent(tab: InfoTab): ReactNode {
  switch (tab) {
    case 'warranty-information':
      return <WarrantyTab />;
    case 'privacy-policy':
      return <PrivacyTab />;
    case 'terms-of-service':
      return <TermsTab />;
    case 'financing-options':
      return <FinancingTab />;
    case 'faqs':
      return <FaqsTab />;
    case 'careers':
      return <CareersTab />;
    case 'news-blog':
      return <NewsTab newsletter={<NewsletterForm />} />;
    case 'help-center':
      return <HelpCenterTab />;
    case 'press-center':
      return <PressTab />;
    case 'locations':
      return <LocationsTab />;
    case 'brands':
      return <BrandsTab />;
    case 'affiliate':
      return <AffiliateTab />;
    case 'ideas':
      return <IdeasTab newsletter={<NewsletterForm />} />;
  }
}

/**
 * /info/{section}: one page with a tab per information section. The section picks the tab
 * (warranty-information by default) and the title ('Information' for any other section); choosing a tab
 * moves to its address.
 */
export function InfoPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const tab = infoTabFor(section);
  const title = infoTitleFor(section);
  useDocumentTitle(title);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">Powering Your Tech Life!</p>
      <Tabs
        value={tab}
        onValueChange={(next) => void navigate(paths.info.href({ section: next }))}
        className="mt-6 gap-6"
      >
        <TabsList
          aria-label="Information sections"
          className="h-auto w-full flex-wrap justify-start gap-1 p-1"
        >
          {INFO_TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none px-3 py-1.5">
              {INFO_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {INFO_TABS.map((t) => (
          <TabsContent key={t} value={t}>
            {t === tab ? tabContent(t) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
