import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DEFAULT_PALETTE, getPalette, isPaletteName, type PaletteColors, type PaletteName } from './palettes';

/** Appearance choices; light is the default. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** localStorage keys; theme-init.js (inlined into index.html, decision 066) reads `theme` before first paint. */
export const THEME_STORAGE_KEY = 'theme';
export const COLOR_STORAGE_KEY = 'color';

const DEFAULT_THEME: Theme = 'light';

type ThemeContextValue = {
  theme: Theme;
  /** What is on screen: `system` resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme;
  color: PaletteName;
  setTheme: (theme: Theme) => void;
  setColor: (color: PaletteName) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode, quota): the choice still applies for this visit.
  }
}

const parseTheme = (value: string | null): Theme => (isTheme(value) ? value : DEFAULT_THEME);
const parseColor = (value: string | null): PaletteName => (isPaletteName(value) ? value : DEFAULT_PALETTE);

const PALETTE_VARIABLES: Record<keyof PaletteColors, string> = {
  primary: '--primary',
  primaryForeground: '--primary-foreground',
  accent: '--accent',
  accentForeground: '--accent-foreground',
};

function applyTheme(resolved: ResolvedTheme, color: PaletteName): void {
  // Only what differs is written: theme-init.js has set the scheme before the first paint, and the stylesheet
  // carries the default palette. A property set on <html>, even to the value it had, makes the browser compute
  // every element's style again, which ran in the first task after hydration (decision 056).
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
  if (root.dataset.color !== color) root.dataset.color = color;
  const colors = getPalette(color)[resolved];
  for (const [key, variable] of Object.entries(PALETTE_VARIABLES) as [keyof PaletteColors, string][]) {
    const value = color === DEFAULT_PALETTE ? '' : colors[key];
    if (root.style.getPropertyValue(variable) === value) continue;
    if (value) root.style.setProperty(variable, value);
    else root.style.removeProperty(variable);
  }
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && meta.getAttribute('content') !== colors.primary) meta.setAttribute('content', colors.primary);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => parseTheme(readStorage(THEME_STORAGE_KEY)));
  const [color, setColorState] = useState<PaletteName>(() => parseColor(readStorage(COLOR_STORAGE_KEY)));
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  // Before paint, so a stored palette never flashes the default one.
  useLayoutEffect(() => applyTheme(resolvedTheme, color), [resolvedTheme, color]);

  // Another tab changed the settings: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === THEME_STORAGE_KEY || event.key === null)
        setThemeState(parseTheme(readStorage(THEME_STORAGE_KEY)));
      if (event.key === COLOR_STORAGE_KEY || event.key === null)
        setColorState(parseColor(readStorage(COLOR_STORAGE_KEY)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  const setColor = useCallback((next: PaletteName) => {
    writeStorage(COLOR_STORAGE_KEY, next);
    setColorState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, color, setTheme, setColor }),
    [theme, resolvedTheme, color, setTheme, setColor],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider.');
  return context;
}
