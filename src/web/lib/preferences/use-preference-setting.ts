import type { SavePreferences } from '@shared/contracts/notifications';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePreferences } from './get-preferences';
import { useSavePreferences } from './save-preferences';

/**
 * One preference saved as soon as it is chosen (a select of My Account or the slip): the preferences
 * (undefined until loaded), and `choose`, which saves them with the change and toasts what happened.
 */
export function usePreferenceSetting(messages: { saved: string; failed: string }) {
  const { data } = usePreferences();
  const save = useSavePreferences();
  const choose = (change: Partial<SavePreferences>) => {
    if (!data) return;
    save.mutate(
      { ...data, ...change },
      {
        onSuccess: () => toast.success(messages.saved),
        onError: (error) => toast.error(errorMessage(error, messages.failed)),
      },
    );
  };
  return { data, choose, saving: save.isPending };
}
