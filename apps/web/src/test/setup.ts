// Setup of the `unit` project. Web tests run in happy-dom (a `// @vitest-environment happy-dom` line at the top of
// the file); the server and shared unit tests of the same project run in node, where there is nothing to set up.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { queryClient } = await import('@/lib/query-client');
  const { toast } = await import('sonner');
  afterEach(() => {
    cleanup();
    // sonner keeps its toasts in a module store and replays them to the next <Toaster/>: start each test clean.
    toast.dismiss();
    // The app's one QueryClient is a module singleton: nothing cached may leak into the next test.
    queryClient.clear();
    window.localStorage.clear();
  });
}
