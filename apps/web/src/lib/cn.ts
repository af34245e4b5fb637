import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is deliberately no conflict merging (tailwind-merge costs about
 * 20 KB on the landing page): components offer variants instead of class overrides.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
