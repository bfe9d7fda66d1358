import { useSyncExternalStore } from 'react';
import { readTab, writeTab } from '../tab-storage';

// Right after sign-up a new player is offered to set betting limits (one dismissible step), as
// regulated operators must. The register form raises the flag; the app shows the step; it survives a
// reload of that tab until answered.
const KEY = 'ipl:new-account-step';
const listeners = new Set<() => void>();

const read = () => readTab(KEY) === '1';

function write(on: boolean) {
  writeTab(KEY, on ? '1' : null);
  for (const listener of listeners) listener();
}

export const offerNewAccountStep = () => write(true);

/** Whether the new account's limits step is due, and how to finish it. */
export function useNewAccountStep(): [due: boolean, done: () => void] {
  const due = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return [due, () => write(false)];
}
