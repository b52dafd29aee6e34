import { useRef, useState } from 'react';
import type { MemberRole } from '@keh/contracts';
import type { SavingStatus } from '../../../components/saving-indicator';
import { errorText } from '../../../lib/api';
import { useToggleProfileItem, type ToggleKind } from '../api/profile-edit-api';

/**
 * Checking and unchecking items one call at a time (docs/product/states.md: skills and specialisms are checked or
 * unchecked, other expertise added or removed by name). While a call runs, the wanted state is
 * shown; a failure puts the item back and says so.
 */
export function useToggleSet(role: MemberRole, kind: ToggleKind) {
  const mutation = useToggleProfileItem(role);
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(0);

  const isOn = (key: number | string, saved: boolean) => pending[String(key)] ?? saved;

  const toggle = async (key: number | string, on: boolean): Promise<boolean> => {
    const id = String(key);
    setPending((old) => ({ ...old, [id]: on }));
    setStatus('saving');
    setError(null);
    running.current += 1;
    let ok = true;
    try {
      await mutation.mutateAsync({ kind, key, on });
    } catch (failure) {
      ok = false;
      setError(errorText(failure));
    } finally {
      running.current -= 1;
      setPending((old) => {
        const next = { ...old };
        delete next[id];
        return next;
      });
    }
    if (!ok) setStatus('error');
    else if (running.current === 0) setStatus((s) => (s === 'error' ? s : 'saved'));
    return ok;
  };

  return { isOn, toggle, status, error, isPending: (key: number | string) => String(key) in pending };
}
