import { HOME_SERVICES, type ServiceCard } from '@electrohub/shared/content/home';
import {
  ClockIcon,
  CreditCardIcon,
  HeadsetIcon,
  MapPinIcon,
  RotateCcwIcon,
  TruckIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const ICONS: Record<ServiceCard['icon'], LucideIcon> = {
  truck: TruckIcon,
  'map-pin': MapPinIcon,
  clock: ClockIcon,
  rotate: RotateCcwIcon,
  'credit-card': CreditCardIcon,
  headset: HeadsetIcon,
};

/** A card that turns over to show the answer (click, Enter or Space; hover on pointer devices). */
function FlipCard({ service }: { service: ServiceCard }) {
  const [flipped, setFlipped] = useState(false);
  const Icon = ICONS[service.icon];
  const face = 'absolute inset-0 flex flex-col gap-3 rounded-xl border p-5 [backface-visibility:hidden]';
  return (
    <button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped(!flipped)}
      className="group h-52 w-full text-left [perspective:1000px]"
    >
      <span className="sr-only">
        {flipped
          ? `${service.question} ${service.answer}`
          : `${service.title}: ${service.question} Show the answer.`}
      </span>
      <span
        aria-hidden
        className={cn(
          'relative block size-full transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none',
          flipped
            ? '[transform:rotateY(180deg)]'
            : '[@media(hover:hover)]:group-hover:[transform:rotateY(180deg)]',
        )}
      >
        <span className={cn(face, 'bg-card')}>
          <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon className="size-5" />
          </span>
          <span className="text-base font-semibold">{service.title}</span>
          <span className="text-sm text-muted-foreground">{service.question}</span>
        </span>
        <span
          className={cn(
            face,
            'justify-center bg-primary text-primary-foreground [transform:rotateY(180deg)]',
          )}
        >
          <span className="text-sm font-semibold">{service.question}</span>
          <span className="text-sm">{service.answer}</span>
        </span>
      </span>
    </button>
  );
}

/** The phone version: one tab per service, its question and answer below. */
function ServiceTabs() {
  const [active, setActive] = useState(0);
  const service = HOME_SERVICES[active]!;
  return (
    <div>
      <div role="tablist" aria-label="Services" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
        {HOME_SERVICES.map((s, i) => (
          <button
            key={s.title}
            id={`service-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls="service-panel"
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next =
                  (active + (event.key === 'ArrowRight' ? 1 : -1) + HOME_SERVICES.length) %
                  HOME_SERVICES.length;
                setActive(next);
                document.getElementById(`service-tab-${next}`)?.focus();
              }
            }}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium',
              i === active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
            )}
          >
            {s.title}
          </button>
        ))}
      </div>
      <div
        id="service-panel"
        role="tabpanel"
        aria-labelledby={`service-tab-${active}`}
        className="mt-2 rounded-xl border bg-card p-5"
      >
        <p className="font-semibold">{service.question}</p>
        <p className="mt-2 text-sm text-muted-foreground">{service.answer}</p>
      </div>
    </div>
  );
}

/** 'Services to help you shop': flip cards with frequently asked questions; tabs on phones. */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" className="mb-1 text-xl font-bold tracking-tight md:text-2xl">
        Services to help you shop
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">Questions we hear most, answered.</p>
      <div className="md:hidden">
        <ServiceTabs />
      </div>
      <ul className="hidden gap-4 md:grid md:grid-cols-3">
        {HOME_SERVICES.map((service) => (
          <li key={service.title}>
            <FlipCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
