import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { noteSignOut } from '../../../lib/landing';
import { clearSession } from '../../../lib/session';
import { clearPendingLogin } from '../pending-login';
import { logout } from './auth-api';

/**
 * Logout: tell the server (best effort), forget the session (the query cache follows the
 * token, see app/query-client.ts), go to login step 1.
 */
export function useLogout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSettled: () => {
      noteSignOut(); // the page left behind is not a destination to come back to
      clearSession();
      clearPendingLogin();
      void navigate('/login/1', { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
