// Loaded lazily by provider.tsx: sonner and its stylesheet stay out of the entry chunk.
// The stylesheet matters: the CSP allows no inline <style>, which is how sonner ships its CSS.
import 'sonner/dist/styles.css';
import { Toaster } from '@/components/ui/sonner';
import { useTheme } from '@/features/settings/theme/theme-provider';

export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} position="top-center" />;
}
