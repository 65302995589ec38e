import '../index.css';
import { SSR_STATE_ID } from './ssr-state';

/**
 * The browser's entry: only the stylesheet and this wait. A server-rendered page (decision 037) is whole before any
 * JavaScript runs, so the app's code (React, the router, the page's modules: `./start`) is asked for only after the
 * browser has painted that HTML. Requested earlier, its ~145 kB compete with the stylesheet and the largest picture
 * for a phone's bandwidth and its evaluation runs before the first paint (decision 051). A page rendered in the
 * browser (sign-in, the areas) has nothing to paint yet and starts at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A tab opened in the background paints nothing: nothing to wait for.
    if (document.visibilityState === 'hidden') return resolve();
    // The browser's own record of the paint (its entry comes once the frame is on screen).
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    // Without paint timing: the frame callback runs just before the first frame, the task it queues after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./start'));
