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
    // A tab opened in the background paints nothing (no animation frames): nothing to wait for.
    if (document.visibilityState === 'hidden') return resolve();
    // The frame callback runs just before the first frame; the task it queues runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./start'));
