import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDrawer = () => import('./mobile-nav');
const MobileNavDrawer = lazy(loadDrawer);

/**
 * The hamburger below 768 px; the drawer's code loads when the button is first approached. Closing the drawer
 * gives focus back to it (the sheet's focus return, hooks/use-focus-return.ts).
 */
export function MobileNavButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden className="size-5" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
