import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';
import { announce } from './announce';

/**
 * Toasts without sonner in the entry chunk: sonner (~10 kB gzip) and the <Toaster/> load on the first toast;
 * sonner replays toasts raised before the Toaster mounted.
 * Every toast goes through here: it is also read out once by the app's live region (lib/announce.ts).
 */
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

// The <Toaster/> itself mounts on the first toast, so a page that never toasts never loads sonner.
let wanted = false;
const onWanted = new Set<() => void>();
/** Whether a toast has been raised yet; `subscribe` is called once when the first one is. */
export const toasterWanted = {
  get: () => wanted,
  subscribe: (listener: () => void) => {
    onWanted.add(listener);
    return () => void onWanted.delete(listener);
  },
};

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    onWanted.forEach((l) => l());
  }
  // Read out here, once: sonner's own live region appears with the first toast, too late for it to be read.
  announce(message, kind === 'error' ? 'assertive' : 'polite');
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};
