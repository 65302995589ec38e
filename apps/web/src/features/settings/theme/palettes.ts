/**
 * Colour palettes of the appearance settings: twelve names, each with
 * light and dark values for primary, primary-foreground, accent and accent-foreground.
 *
 * Every pair is chosen for WCAG AA text contrast (≥ 4.5:1): the foreground on its colour, and the
 * primary as text on the page background (#ffffff light, #0b1120 dark). In dark mode the primaries are
 * the lighter shades with dark text on them, so links and prices stay readable on the dark page.
 * The `default` values are also the CSS fallbacks in src/index.css (used before the app mounts).
 */
export type PaletteName =
  | 'default'
  | 'blue'
  | 'green'
  | 'purple'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'teal'
  | 'pink'
  | 'cyan'
  | 'brown'
  | 'gray';

export type PaletteColors = {
  primary: string;
  primaryForeground: string;
  accent: string;
  accentForeground: string;
};

export type Palette = {
  name: PaletteName;
  label: string;
  light: PaletteColors;
  dark: PaletteColors;
};

const p = (
  primary: string,
  primaryForeground: string,
  accent: string,
  accentForeground: string,
): PaletteColors => ({
  primary,
  primaryForeground,
  accent,
  accentForeground,
});

export const PALETTES: readonly Palette[] = [
  {
    name: 'default',
    label: 'ElectroHub Blue',
    light: p('#2563eb', '#ffffff', '#eef4ff', '#1e3a8a'),
    dark: p('#60a5fa', '#0b1120', '#172554', '#dbeafe'),
  },
  {
    name: 'blue',
    label: 'Ocean',
    light: p('#0369a1', '#ffffff', '#e0f2fe', '#0c4a6e'),
    dark: p('#38bdf8', '#082f49', '#082f49', '#e0f2fe'),
  },
  {
    name: 'green',
    label: 'Green',
    light: p('#15803d', '#ffffff', '#dcfce7', '#14532d'),
    dark: p('#4ade80', '#052e16', '#052e16', '#dcfce7'),
  },
  {
    name: 'purple',
    label: 'Purple',
    light: p('#7e22ce', '#ffffff', '#f3e8ff', '#581c87'),
    dark: p('#c084fc', '#3b0764', '#3b0764', '#f3e8ff'),
  },
  {
    name: 'red',
    label: 'Red',
    light: p('#c81e1e', '#ffffff', '#fee2e2', '#7f1d1d'),
    dark: p('#f87171', '#450a0a', '#450a0a', '#fee2e2'),
  },
  {
    name: 'orange',
    label: 'Orange',
    light: p('#c2410c', '#ffffff', '#ffedd5', '#7c2d12'),
    dark: p('#fb923c', '#431407', '#431407', '#ffedd5'),
  },
  {
    name: 'yellow',
    label: 'Yellow',
    light: p('#9a5b05', '#ffffff', '#fef9c3', '#713f12'),
    dark: p('#facc15', '#422006', '#422006', '#fef9c3'),
  },
  {
    name: 'teal',
    label: 'Teal',
    light: p('#0f766e', '#ffffff', '#ccfbf1', '#134e4a'),
    dark: p('#2dd4bf', '#042f2e', '#042f2e', '#ccfbf1'),
  },
  {
    name: 'pink',
    label: 'Pink',
    light: p('#be185d', '#ffffff', '#fce7f3', '#831843'),
    dark: p('#f472b6', '#500724', '#500724', '#fce7f3'),
  },
  {
    name: 'cyan',
    label: 'Cyan',
    light: p('#0e7490', '#ffffff', '#cffafe', '#164e63'),
    dark: p('#22d3ee', '#083344', '#083344', '#cffafe'),
  },
  {
    name: 'brown',
    label: 'Brown',
    light: p('#7c4a2d', '#ffffff', '#f5ebe3', '#4a2c1a'),
    dark: p('#d4a373', '#2b1a0e', '#3a2618', '#f5ebe3'),
  },
  {
    name: 'gray',
    label: 'Gray',
    light: p('#374151', '#ffffff', '#f3f4f6', '#111827'),
    dark: p('#d1d5db', '#111827', '#1f2937', '#f3f4f6'),
  },
];

export const DEFAULT_PALETTE: PaletteName = 'default';

export function isPaletteName(value: unknown): value is PaletteName {
  return typeof value === 'string' && PALETTES.some((palette) => palette.name === value);
}

export function getPalette(name: PaletteName): Palette {
  return PALETTES.find((palette) => palette.name === name) ?? (PALETTES[0] as Palette);
}
