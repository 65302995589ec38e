import { PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF, TOP_BAR_OFFER } from '@/config/site';

/** The thin strip above the header: the offer line and the support phone. */
export function TopBar() {
  return (
    <aside aria-label="Offers and support" className="border-b border-white/10 bg-slate-900 text-slate-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-xs">
        <p>
          {TOP_BAR_OFFER} <span aria-hidden>|</span>{' '}
          <Link
            to={`${paths.home.href()}#products`}
            className="font-semibold underline underline-offset-2 hover:text-white"
          >
            Shop now
          </Link>
        </p>
        <a href={SUPPORT_PHONE_HREF} className="inline-flex items-center gap-1.5 hover:text-white">
          <PhoneIcon aria-hidden className="size-3.5" />
          <span className="sr-only">Call support: </span>
          {SUPPORT_PHONE}
        </a>
      </div>
    </aside>
  );
}
