import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Has tailwind-merge build its class map now. It builds it at its first call: 10-30 ms here, which in
 * the first render was a slice of React's work that could not yield (the header's first cn()). The
 * app calls this in a task of its own while the page's code loads (ADR 0017).
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
