import { GIFT_CARDS } from '@electrohub/shared/content/company';
import { formatINR } from '@electrohub/shared/format';
import { GiftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { NumberedSteps } from '../components/info-ui';

/** /gift-cards: how ElectroHub gift cards work. */
export function GiftCardsPage() {
  useDocumentTitle('Gift Cards');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <section className="flex flex-col gap-4 rounded-2xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:p-10">
        <GiftIcon aria-hidden className="size-14 shrink-0" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Gift Cards</h1>
          <p className="mt-2 max-w-2xl">{GIFT_CARDS.intro}</p>
        </div>
      </section>
      <h2 className="mt-10 text-xl font-bold">Popular amounts</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {GIFT_CARDS.amounts.map((a) => (
          <li key={a} className="rounded-xl border bg-card px-5 py-4 text-lg font-semibold">
            {formatINR(a)}
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold">How it works</h2>
      <NumberedSteps steps={GIFT_CARDS.steps} className="mt-4 md:grid-cols-3" itemClassName="p-5" />
      <h2 className="mt-10 text-xl font-bold">Good to know</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-muted-foreground">
        {GIFT_CARDS.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <Button asChild className="mt-8">
        <Link to={paths.contact.href()}>Ask about corporate gift cards</Link>
      </Button>
    </div>
  );
}
