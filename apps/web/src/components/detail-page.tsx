import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link';

/**
 * The frame of a detail page of the admin and seller areas (one product, one order item): at most 72 rem wide,
 * first a back link to the list it was opened from, then the `skeleton` while loading, the not-found title (with
 * the error under it when there is one) once it is known to be missing, and the page itself (`children`).
 */
export function DetailPage({
  back,
  backLabel,
  loading,
  missing,
  skeleton,
  notFound,
  error,
  children,
}: {
  /** The list's address, filters and page included when known. */
  back: string;
  backLabel: string;
  loading: boolean;
  missing: boolean;
  skeleton: ReactNode;
  notFound: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <BackLink to={back} label={backLabel} />
      {loading && skeleton}
      {missing && (
        <div className="grid place-items-center gap-2 py-20 text-center">
          <p className="text-2xl font-semibold">{notFound}</p>
          {error && <p className="text-muted-foreground">{error}</p>}
        </div>
      )}
      {children}
    </div>
  );
}

/** An order item's heading: 'Order #{id}', the order it belongs to and when, and its status across from it. */
export function OrderDetailHeader({
  id,
  orderId,
  placed,
  status,
}: {
  id: number;
  orderId: number;
  /** The placing date, already formatted. */
  placed: string;
  status: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Order #{id}</h1>
        <p className="text-sm text-muted-foreground">
          Part of order #{orderId} · placed {placed}
        </p>
      </div>
      {status}
    </div>
  );
}
