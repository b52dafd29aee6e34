import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { bodies, invalid, ok } from '../../../test/http';
import { expectFieldError, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { clearDraft, getDraft, updateDraft } from '../signup-draft';
import { SignUpPage } from './sign-up-page';

const openAt = (step: number) =>
  renderWithApp(<SignUpPage />, { route: `/sign-up/${step}`, path: '/sign-up/:step' });

const location = () => screen.getByTestId('location');
const next = () => screen.getByRole('button', { name: 'NEXT' });
const counter = () => screen.getByRole('navigation', { name: 'Sign-up steps' });

/** The e-mail is free and a code goes out: the answers of POST tools/check-email and auth/send-otp. */
function freeEmail() {
  const checked = bodies<{ email: string }>();
  const sent = bodies<{ email: string }>();
  server.use(
    http.post('/api/tools/check-email', async ({ request }) => {
      await checked.take(request);
      return ok({ available: true as const });
    }),
    http.post('/api/auth/send-otp', async ({ request }) => {
      await sent.take(request);
      return ok({ sent: true as const });
    }),
  );
  return { checked, sent };
}

/** Step 1 as a Member, then step 2. */
async function toDetails() {
  const view = openAt(1);
  await view.user.click(await screen.findByRole('radio', { name: 'Member' }));
  await view.user.click(next());
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

beforeEach(() => {
  clearDraft();
  // The LinkedIn button asks which providers the server offers (none here: no button).
  server.use(http.get('/api/auth/providers', () => ok({ providers: [] })));
});

describe('sign-up step 1', () => {
  it('asks for a role before NEXT, and counts the steps of the chosen role', async () => {
    const { user } = openAt(1);
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please choose your role')).toBeVisible();
    expect(next()).toBeDisabled();
    expect(location()).toHaveTextContent('/sign-up/1');

    await user.click(screen.getByRole('radio', { name: 'Member' }));
    expect(screen.queryByText('Please choose your role')).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('Step 1 of 8');
    await user.click(screen.getByRole('radio', { name: 'Business Captain' }));
    expect(counter()).toHaveTextContent('Step 1 of 7');
    expect(next()).toBeEnabled();
  });

  it('sends a step past 2 back to step 1 while there is no e-mail', async () => {
    openAt(5);
    await waitFor(() => expect(location()).toHaveTextContent('/sign-up/1'));
    expect(await screen.findByRole('heading', { name: 'Join the Hub' })).toBeVisible();
  });
});

describe('sign-up step 2', () => {
  it('shows a name message only once the field is left, and NEXT waits for valid input', async () => {
    const { user } = await toDetails();
    const first = screen.getByLabelText('First name');
    await user.type(first, 'Robin2');
    expect(screen.queryByText('First name should not contain numbers')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('First name should not contain numbers')).toBeVisible();
    expect(next()).toBeDisabled();

    await user.clear(first);
    await user.type(first, 'R');
    expect(await screen.findByText('First name should be at least 2 symbols')).toBeVisible();
    await user.type(first, 'obin');
    await waitFor(() => expect(screen.queryByText(/First name should/)).not.toBeInTheDocument());

    const last = screen.getByLabelText('Last name');
    await user.type(last, 'A');
    await user.tab();
    expect(await screen.findByText('Last name should be at least 2 symbols')).toBeVisible();
  });

  it('checks a left e-mail at once: a taken one is told under Email until it changes', async () => {
    const { user } = await toDetails();
    server.use(http.post('/api/tools/check-email', () => invalid({ email: [MSG.emailTaken] })));
    const email = screen.getByLabelText('Email');
    await user.type(email, 'robin@');
    await user.tab();
    expect(await screen.findByText('Email address is invalid')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'mentor@example.com');
    await user.tab();
    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    expect(next()).toBeDisabled();

    await user.type(email, '.uk');
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  });

  it('asks for the terms once the box is left unticked', async () => {
    const { user } = await toDetails();
    const terms = screen.getByRole('checkbox', { name: /I accept the Terms of Service/ });
    terms.focus();
    await user.tab();
    expect(await screen.findByText('Please, accept Terms of Service & Privacy Policy')).toBeVisible();
    await user.click(terms);
    await waitFor(() =>
      expect(screen.queryByText('Please, accept Terms of Service & Privacy Policy')).not.toBeInTheDocument(),
    );
  });

  it('NEXT with every field empty shows each required message and stays', async () => {
    const { user } = await toDetails();
    await user.click(next());
    expect(await screen.findByText('Please, accept Terms of Service & Privacy Policy')).toBeVisible();
    expectFieldError(screen.getByLabelText('First name'), 'First name is required');
    expectFieldError(screen.getByLabelText('Email'), 'Email address is required');
    expect(location()).toHaveTextContent('/sign-up/2');
  });

  it('NEXT reports a taken address and stays on step 2 without sending a code', async () => {
    const { user } = await toDetails();
    const sent = bodies();
    server.use(
      http.post('/api/tools/check-email', () => invalid({ email: [MSG.emailTaken] })),
      http.post('/api/auth/send-otp', async ({ request }) => {
        await sent.take(request);
        return ok({ sent: true as const });
      }),
    );
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.type(screen.getByLabelText('Last name'), 'Ashworth');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await user.type(screen.getByLabelText('Email'), 'MENTOR@example.com');
    await user.click(next());
    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    expect(location()).toHaveTextContent('/sign-up/2');
    expect(sent.received).toHaveLength(0);
  });

  it("shows the server's 422 for a field under that field", async () => {
    const { user } = await toDetails();
    server.use(
      http.post('/api/tools/check-email', () => ok({ available: true as const })),
      http.post('/api/auth/send-otp', () => invalid({ email: [MSG.emailInvalid] })),
    );
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.type(screen.getByLabelText('Last name'), 'Ashworth');
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await user.click(next());
    await waitFor(() => expectFieldError(screen.getByLabelText('Email'), 'Email address is invalid'));
    expect(location()).toHaveTextContent('/sign-up/2');
  });

  it('sends the code to the typed address, and Change email brings back what was typed', async () => {
    const { user } = await toDetails();
    const { checked, sent } = freeEmail();
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.type(screen.getByLabelText('Last name'), 'Ashworth');
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeVisible();
    expect(checked.received.at(-1)).toEqual({ email: 'robin@example.com' });
    expect(sent.received).toEqual([{ email: 'robin@example.com' }]);
    expect(screen.getByText('robin@example.com')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Change email' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByLabelText('First name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Last name')).toHaveValue('Ashworth');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ })).toBeChecked();
  });

  it('Back to step 1 keeps the role and what was typed on step 2', async () => {
    const { user } = await toDetails();
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Join the Hub' });
    expect(screen.getByRole('radio', { name: 'Member' })).toBeChecked();
    await user.click(next());
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(within(document.body).getByLabelText('First name')).toHaveValue('Robin');
  });
});

describe('sign-up steps 3 and 4', () => {
  /** A Member who has typed step 2's details (and, when `verified`, confirmed the code). */
  function detailsDone(verified: boolean) {
    updateDraft({
      role: 'mentee',
      reached: verified ? 4 : 3,
      verifiedEmail: verified ? 'robin@example.com' : null,
      values: {
        ...getDraft().values,
        first_name: 'Robin',
        last_name: 'Ashworth',
        email: 'robin@example.com',
      },
    });
  }

  it('sends a step past 3 back to step 3 until the e-mail is verified', async () => {
    detailsDone(false);
    openAt(5);
    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeVisible();
    expect(location()).toHaveTextContent('/sign-up/3');
  });

  it('checks the password rule by rule, keeps it out of storage, and goes on to the profile', async () => {
    detailsDone(true);
    const { user } = openAt(4);
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('Your password must be at least 8 characters')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.clear(password);
    await user.type(password, 'longenough12');
    expect(await screen.findByText('Your password must contain at least one capital letter.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'Longenough1');
    expect(await screen.findByText('New password must contain at least two digits.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'Longenough12');
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeVisible();
    expect(counter()).toHaveTextContent('Step 5 of 8');
    const stored =
      Object.values({ ...window.sessionStorage }).join(' ') +
      Object.values({ ...window.localStorage }).join(' ');
    expect(stored).toContain('robin@example.com');
    expect(stored).not.toContain('Longenough12');
  });
});
