import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';

/** Loading and error states of the reference options a step needs; null once they are there. */
export function OptionsState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending) return <LoadingState label="Loading the options" />;
  if (query.isError)
    return (
      <ErrorState
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return null;
}
