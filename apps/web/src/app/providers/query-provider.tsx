import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { followBusinessDigits } from '../../shared/session/business-digits.ts';

function retryOnlyServerTrouble(failureCount: number, error: Error): boolean {
  return failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 503);
}

/** Every failed query or mutation goes through the shared error handler (spec 01 section 8). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const handleError = useApiErrorHandler();
  // The client lives as long as the app, while the handler changes with the current page.
  const handlerRef = useRef(handleError);
  useEffect(() => {
    handlerRef.current = handleError;
  }, [handleError]);

  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: (error) => handlerRef.current(error) }),
        mutationCache: new MutationCache({ onError: (error) => handlerRef.current(error) }),
        defaultOptions: {
          queries: { retry: retryOnlyServerTrouble, refetchOnWindowFocus: false, staleTime: 60_000 },
        },
      }),
  );

  useEffect(() => followBusinessDigits(client.getQueryCache()), [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
