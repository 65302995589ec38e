// Loaded lazily by provider.tsx: sonner and its stylesheet stay out of the entry chunk.
// The stylesheet matters: the CSP allows no inline <style>, which is how sonner ships its CSS.
import 'sonner/dist/styles.css';
import { Toaster } from '@/components/ui/sonner';
import { useTheme } from '@/features/settings/theme/theme-provider';

/**
 * Toasts at the bottom centre (ADR 040): clear of the headers, their menus and the search list at the top, and of
 * the chat button at the bottom right (on a phone they sit above it). Shown one under another, never stacked
 * on each other.
 */
export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      theme={resolvedTheme}
      position="bottom-center"
      expand
      visibleToasts={3}
      mobileOffset={{ bottom: 88, left: 16, right: 16 }}
    />
  );
}
