import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Nothing is merged at run time: a primitive's own styles are component classes
 * (components/ui/ui.css), which a caller's utilities override by the cascade, and two utilities for
 * one property never meet in one list (tests/setup-unit.ts checks every list the unit tests build).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
