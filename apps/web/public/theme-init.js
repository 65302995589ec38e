// Runs before first paint: applies the stored theme so a dark-mode visitor never sees a white flash.
// Keys and values match src/features/settings/theme/theme-provider.tsx.
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
