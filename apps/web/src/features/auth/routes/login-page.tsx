import { Suspense, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { keepNextPath } from '../../../lib/landing';
import { AuthCard } from '../../../components/auth-card';
import { LoginForm } from '../components/login-form';
import { VerifyLoginStep } from '../components/verify-login-step';
import { getPendingLogin } from '../pending-login';

/** /login/:step — step 1 the form, step 2 'Verify Email'; anything else goes to step 1. */
export function LoginPage() {
  const { step } = useParams();
  if (step === '1') return <LoginStepOne />;
  if (step === '2') return <LoginStepTwo />;
  return <Navigate to="/login/1" replace />;
}

function LoginStepOne() {
  const location = useLocation();
  const [search] = useSearchParams();
  const state = location.state as { loginError?: unknown; email?: unknown } | null;
  const loginError = typeof state?.loginError === 'string' ? state.loginError : null;
  // Where to return after sign-in (a link opened signed out): kept for step 2 and LinkedIn. A fresh
  // login page without one clears an old one; a return here after a failed step 2 keeps it.
  const next = search.get('next');
  useState(() => {
    if (next !== null || loginError === null) keepNextPath(next);
  });
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <AuthCard title="Login" description="Welcome back. Sign in to reach your mentoring, events and messages.">
      <LoginForm key={location.key} loginError={loginError} initialEmail={email} />
    </AuthCard>
  );
}

function LoginStepTwo() {
  // Read once: the kept login is cleared on success, and this screen must not flicker back.
  const [pending] = useState(getPendingLogin);
  if (!pending) return <Navigate to="/login/1" replace />;
  return (
    <AuthCard
      title="Verify Email"
      description={
        <>
          We sent a four-digit code to <strong>{pending.email}</strong>. Type it below; the fourth digit signs
          you in.
        </>
      }
    >
      <Suspense fallback={null}>
        <VerifyLoginStep email={pending.email} password={pending.password} />
      </Suspense>
    </AuthCard>
  );
}
