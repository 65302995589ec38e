import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays), and nothing more: no class is dropped at run time. A shared
 * component's default that a caller may replace is written `fallback:…` (ADR 060), so the caller's class wins in
 * the stylesheet itself; two classes for the same property in one element otherwise are a mistake, which
 * `cn.test.ts` looks for in the source.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
