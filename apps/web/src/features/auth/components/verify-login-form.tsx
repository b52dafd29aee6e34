import { useNavigate } from 'react-router';
import { MSG } from '@keh/contracts';
import { CodeEntry } from '../../../components/code-entry';
import { errorText, isApiError } from '../../../lib/api';
import { landingAfterSignIn } from '../../../lib/landing';
import { setSession } from '../../../lib/session';
import { login } from '../api/auth-api';
import { clearPendingLogin } from '../pending-login';

interface VerifyLoginFormProps {
  email: string;
  password: string;
}

/** Login step 2: the fourth digit confirms the code, then logs in with the kept credentials. */
export function VerifyLoginForm({ email, password }: VerifyLoginFormProps) {
  const navigate = useNavigate();

  const signIn = async () => {
    try {
      const user = await login({ email, password });
      setSession({
        token: user.token,
        user: {
          id: user.id,
          type: user.type,
          first_name: user.first_name,
          last_name: user.last_name,
          avatar: user.avatar,
        },
      });
      clearPendingLogin();
      await navigate(landingAfterSignIn(user.type), { replace: true });
    } catch (failure) {
      // docs/product (states and errors): the kept login is cleared and the user returns to step 1.
      clearPendingLogin();
      // A suspended account is told so (the server says it only after the password and code were right).
      const suspended = isApiError(failure) && failure.message === MSG.accountSuspended;
      const loginError = suspended
        ? MSG.accountSuspended
        : isApiError(failure) && (failure.status === 422 || failure.status === 401)
          ? MSG.loginFailed
          : errorText(failure);
      await navigate('/login/1', { replace: true, state: { loginError, email } });
    }
  };

  return <CodeEntry email={email} changeEmailTo="/login/1" onConfirmed={signIn} />;
}
