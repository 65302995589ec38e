import { CONTACT_DETAILS } from '@electrohub/shared/content/support';
import { ExternalLinkIcon, MapIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const { lat, lon, zoom } = CONTACT_DETAILS.map;
const d = 0.01;
const EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d}%2C${lat - d / 2}%2C${lon + d}%2C${lat + d / 2}&layer=mapnik&marker=${lat}%2C${lon}`;
const FULL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;

/**
 * The office map. A static card first — it works offline and loads nothing from
 * elsewhere — and the OpenStreetMap map only when asked for (the CSP allows frame-src www.openstreetmap.org).
 */
export function ContactMap() {
  const [live, setLive] = useState(false);
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      {live ? (
        <iframe
          title="Map of the ElectroHub office"
          src={EMBED}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-72 w-full border-0 md:h-80"
        />
      ) : (
        <div className="flex h-72 flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_30%,var(--accent),transparent_60%),linear-gradient(135deg,var(--muted),var(--background))] p-6 text-center md:h-80">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
            <MapPinIcon aria-hidden className="size-6" />
          </span>
          <p className="max-w-sm text-sm font-medium">{CONTACT_DETAILS.address}</p>
          <Button variant="outline" onClick={() => setLive(true)}>
            <MapIcon aria-hidden /> Show interactive map
          </Button>
        </div>
      )}
      <p className="flex items-center justify-between gap-2 border-t px-4 py-2 text-xs text-muted-foreground">
        <span>Map data © OpenStreetMap contributors</span>
        <a
          href={FULL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          Open in OpenStreetMap <ExternalLinkIcon aria-hidden className="size-3" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
