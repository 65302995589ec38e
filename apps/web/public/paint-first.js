// Decision 051: a server-rendered page is whole before any JavaScript runs, so the app's code (the entry and its
// chunks, ~145 kB) is asked for only once the browser has painted that HTML and its pictures; asked for earlier, it
// competes with the stylesheet and the largest picture for a phone's bandwidth, and its evaluation runs before the
// first paint.
// The build (vite.config.ts, paintFirst) puts the entry and its chunks on this script's data attributes.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var LATEST_AFTER_LOAD_MS = 1500;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // All at once, as the modulepreload links would have: no waterfall through the entry's imports.
    for (var i = 0; i < chunks.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A page rendered in the browser has nothing to paint yet; a background tab paints nothing: start now.
  if (!document.getElementById('ssr-state') || document.visibilityState === 'hidden') return start();
  // A tab hidden before its first frame never paints: start when it is hidden.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  // Started once the page has painted AND its own pictures are in (the load event; pictures below the fold are lazy
  // and do not hold it), one frame later so they are on screen: the largest picture is often painted after the
  // first paint, and the app's code asked for in between would compete with it. Either alone is not enough: a page
  // whose pictures come quickly from a near server loads before its first frame (seen in Chromium: load at 170 ms,
  // first paint at 262 ms), and a slow picture arrives long after the first paint.
  var painted = false;
  var loaded = document.readyState === 'complete';
  function afterBoth() {
    if (!painted || !loaded) return;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function onPaint() {
    painted = true;
    afterBoth();
  }
  // Whatever happens to the paint record, the app starts a while after the load event at the latest.
  window.addEventListener('load', function () {
    loaded = true;
    afterBoth();
    setTimeout(start, LATEST_AFTER_LOAD_MS);
  });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    // The browser's own record of the paint: its entry comes once the frame is on screen.
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      onPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing: the frame callback runs just before the first frame, the task it queues after it.
    requestAnimationFrame(function () {
      setTimeout(onPaint, 0);
    });
  }
})();
