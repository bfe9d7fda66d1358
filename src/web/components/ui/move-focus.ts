import type { KeyboardEvent } from 'react';

/** Where a key moves focus among `count` items, from the one at `index`. */
export type FocusMoves = Record<string, (index: number, count: number) => number>;

/**
 * Moves focus among the items of the element the key event is handled on (the tabs of a tablist, the
 * headers of an accordion), if the key is one of `moves` and focus is on one of the items.
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, itemSelector: string, moves: FocusMoves) {
  const move = moves[event.key];
  if (!move || event.defaultPrevented) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  items[move(index, items.length)]?.focus();
}
