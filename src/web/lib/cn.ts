import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Has tailwind-merge build its class map now. It builds it at its first call, which in the first
 * render would be a slice of React's work that cannot yield (the header's first cn()). The app calls
 * this before its first render.
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
