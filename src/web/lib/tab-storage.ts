// This tab's sessionStorage, for state that belongs to one sitting (it survives a reload, not the tab).
// Where storage is unavailable (private modes, blocked), reads find nothing and writes are dropped.

export function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key for null. */
export function writeTab(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // unavailable: nothing is kept beyond this page's life
  }
}
