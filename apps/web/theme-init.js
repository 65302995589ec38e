// Runs before first paint: applies the stored theme so a dark-mode visitor never sees a white flash.
// Keys and values match src/features/settings/theme/theme-provider.tsx.
// Decision 066: inlined into index.html by the build (vite.config.ts, inlineThemeInit), so it costs the first paint
// no request; the server's CSP allows exactly this script by its SHA-256 hash (apps/server/src/plugins/spa.ts,
// templateScriptHashes), never inline scripts in general.
(function () {
  try {
    var theme = localStorage.getItem('theme');
    var dark =
      theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    if (dark) root.classList.add('dark');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (_) {
    /* storage blocked: stay light */
  }
})();
