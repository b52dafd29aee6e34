import { useCallback, useRef } from 'react';
import { Button, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePeople } from '../api/admin-api';
import { ConsoleHeader } from '../components/console-header';
import { PeopleFilters, RANGE_BACKWARDS } from '../components/people-filters';
import { PeopleResults } from '../components/people-results';
import { StaffPage } from '../components/staff-page';
import { loadErrorText } from '../console-texts';
import {
  isFiltered,
  peopleFilters,
  rangeBackwards,
  readPeopleParams,
  writePeopleParams,
  type PeopleParams,
} from '../people-params';
import { PEOPLE_PATH } from '../staff';
import { countOf } from '../../../lib/counts';

/** /admin/people (admins): every account, searchable and filtered, newest sign-ups first. */
export function PeoplePage() {
  usePageTitle('People');
  return (
    <StaffPage path={PEOPLE_PATH}>
      <People />
    </StaffPage>
  );
}

function People() {
  const [search, setSearch] = useSearchParams();
  const params = readPeopleParams(search);
  const backwards = rangeBackwards(params);
  const people = usePeople(peopleFilters(params), !backwards);
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });

  // Opening a person leaves the list: a search still waiting to be written must not pull the page back.
  const leaving = useRef(false);
  const update = useCallback(
    (patch: Partial<PeopleParams>, replace = false) => {
      if (leaving.current) return;
      setSearch((current) => writePeopleParams(current, patch), { replace });
    },
    [setSearch],
  );

  const total = people.data?.meta.total ?? 0;
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
  const rows = people.data?.data ?? [];
  const filtered = isFiltered(params);

  return (
    <Stack gap="lg">
      <ConsoleHeader
        title="People"
        description="Every account on the Knowledge Exchange Hub: Members, Business Captains and staff. Open a person to see their questionnaire, requests and mentorings, change their role or suspend them."
        aside={people.isSuccess && !backwards ? countOf(total, 'person', 'people') : null}
      />
      <PeopleFilters params={params} onChange={update} />
      {backwards ? (
        <EmptyPanel title={RANGE_BACKWARDS} description="Choose an end date on or after the start date." />
      ) : people.isPending ? (
        <LoadingState label="Loading people" />
      ) : people.isError ? (
        <ErrorState
          message={loadErrorText(people.error)}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      ) : rows.length === 0 ? (
        filtered ? (
          <EmptyPanel
            title="No one matches"
            icon={<IconUserSearch aria-hidden="true" />}
            description="Try other words, or fewer filters."
          >
            <Button
              variant="light"
              onClick={() => update({ q: '', role: null, status: null, from: '', to: '' })}
            >
              Clear search and filters
            </Button>
          </EmptyPanel>
        ) : params.page > 1 ? (
          <EmptyPanel title="This page is empty" description="The list is shorter than that now.">
            <Button variant="light" onClick={() => update({ page: 1 })}>
              Go to the first page
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel title="No accounts yet" icon={<IconUsers aria-hidden="true" />} />
        )
      ) : (
        <Stack gap="md" style={{ opacity: people.isPlaceholderData ? 0.6 : 1 }} aria-busy={people.isFetching}>
          <PeopleResults
            onOpen={() => {
              leaving.current = true;
            }}
            people={rows}
            listSearch={search.toString()}
            wide={wide}
          />
          {pages > 1 ? (
            <Stack gap={6} align="center">
              <Pagination
                total={pages}
                value={Math.min(params.page, pages)}
                onChange={(page) => update({ page })}
                siblings={wide ? 1 : 0}
                aria-label="Pages of people"
              />
              <Text size="xs" c="dimmed">
                {(params.page - 1) * ADMIN_PAGE_SIZE + 1}–{(params.page - 1) * ADMIN_PAGE_SIZE + rows.length}{' '}
                of {total}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
