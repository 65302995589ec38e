import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the entry chunk: sonner (~10 kB gzip) loads on the first toast or with the
 * lazily mounted <Toaster/>, whichever comes first; sonner replays toasts raised before the Toaster mounted.
 * Code that already lives in a lazy chunk may import { toast } from 'sonner' directly: it is the same module.
 */
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};
