import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';
import { getToken, subscribeSession } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will answer the same again; retry only network and server failures, once.
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// Server state belongs to one signed-in user: drop it whenever the token changes
// (login, logout, a 401, a password change, another tab signing out).
let lastToken = getToken();
subscribeSession(() => {
  const token = getToken();
  if (token !== lastToken) {
    lastToken = token;
    queryClient.clear();
  }
});
