import { lazy, Suspense } from 'react';

/** Mantine's Alert and List arrive with the first message, not with every form. */
const FormAlertView = lazy(() => import('./form-alert-view'));

/** Messages that have no input to sit under (server errors, rate limits, network failures). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FormAlertView messages={messages} />
    </Suspense>
  );
}
