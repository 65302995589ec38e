import { CheckIcon, MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { getPalette, type PaletteName } from '../theme/palettes';
import { useTheme, type Theme } from '../theme/theme-provider';

/** Twelve palettes exist; nine are offered in the picker (the first nine of the list). */
export const PICKER_PALETTES: readonly PaletteName[] = [
  'default',
  'blue',
  'green',
  'purple',
  'red',
  'orange',
  'yellow',
  'teal',
  'pink',
];

const THEME_OPTIONS: { value: Theme; label: string; description: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', description: 'Bright background', icon: SunIcon },
  { value: 'dark', label: 'Dark', description: 'Easy on the eyes at night', icon: MoonIcon },
  { value: 'system', label: 'System', description: "Follows your device's setting", icon: MonitorIcon },
];

/**
 * Appearance settings: light, dark or system, and a colour palette.
 * Choices are stored in this browser and follow across its tabs (the theme provider does both).
 */
export function AppearancePanel() {
  const { theme, resolvedTheme, color, setTheme, setColor } = useTheme();

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id="theme-heading">Theme</CardTitle>
          <CardDescription>Choose how ElectroHub looks on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="radiogroup" aria-labelledby="theme-heading" className="grid gap-3 sm:grid-cols-3">
            {THEME_OPTIONS.map((option) => {
              const Icon = option.icon;
              const selected = theme === option.value;
              return (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 focus-ring-within',
                    selected && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={option.value}
                    checked={selected}
                    onChange={() => setTheme(option.value)}
                    className="sr-only"
                  />
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="grid">
                    <span className="text-sm font-medium">{option.label}</span>
                    <span className={cn('text-xs', selected ? 'opacity-80' : 'text-muted-foreground')}>
                      {option.description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle id="color-heading">Color</CardTitle>
          <CardDescription>The accent colour of buttons, links and highlights.</CardDescription>
        </CardHeader>
        <CardContent>
          <div
            role="radiogroup"
            aria-labelledby="color-heading"
            className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9"
          >
            {PICKER_PALETTES.map((name) => {
              const palette = getPalette(name);
              const swatch = palette[resolvedTheme];
              const selected = color === name;
              return (
                <label
                  key={name}
                  className={cn(
                    'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-center transition-colors hover:bg-accent/60 focus-ring-within',
                    selected && 'border-primary',
                  )}
                >
                  <input
                    type="radio"
                    name="color"
                    value={name}
                    checked={selected}
                    onChange={() => setColor(name)}
                    className="sr-only"
                  />
                  <span
                    className="flex size-9 items-center justify-center rounded-full ring-1 ring-border"
                    style={{ backgroundColor: swatch.primary, color: swatch.primaryForeground }}
                    aria-hidden
                  >
                    {selected && <CheckIcon className="size-4" />}
                  </span>
                  <span className="text-xs font-medium">{palette.label}</span>
                </label>
              );
            })}
          </div>
          <p className="mt-4 text-xs text-muted-foreground">
            Saved in this browser and applied in all its open tabs.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
