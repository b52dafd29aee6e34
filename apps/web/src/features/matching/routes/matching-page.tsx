import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Container, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CAPTAINS_PAGE_SIZE, NO_FILTERS, useCaptains, type CaptainFilters } from '../api/matching-api';
import { CaptainCard } from '../components/captain-card';
import { FilterDrawer } from '../components/filter-drawer';
import { StartupInfoPopup, WelcomePopup } from '../components/welcome-popup';
import {
  chooseStartup,
  INFO_POPUP_KEYS,
  markPopupSeen,
  popupSeen,
  readStartup,
  welcomeHidden,
} from '../welcome-flags';
import { tourTarget } from '../../../lib/tour-targets';
import { useTourActive } from '../../../lib/tour-state';
import { countOf } from '../../../lib/counts';

function ids(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Filters and page live in the address, so they survive reloads and the back button. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const filters: CaptainFilters = {
    specialisms: ids(params.get('specialisms')),
    skills: ids(params.get('skills')),
    location: params.get('location') ?? '',
    available: params.get('available') === '1',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setList = (next: CaptainFilters, nextPage = 1) => {
    const out = new URLSearchParams();
    if (next.specialisms.length) out.set('specialisms', next.specialisms.join(','));
    if (next.skills.length) out.set('skills', next.skills.join(','));
    if (next.location.trim()) out.set('location', next.location.trim());
    if (next.available) out.set('available', '1');
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  return { filters, page, setList };
}

function activeFilterCount(filters: CaptainFilters) {
  return (
    filters.specialisms.length +
    filters.skills.length +
    (filters.location.trim() ? 1 : 0) +
    (filters.available ? 1 : 0)
  );
}

/** /mentors/matching: Business Captains, best match first for Members. */
export function MatchingPage() {
  const session = useSession();
  const role = session?.user.type ?? 'mentee';
  const isMember = role === 'mentee';
  const title = isMember ? 'Start Up' : 'Business Captains';
  usePageTitle(title);

  const { filters, page, setList } = useListParams();
  const [startup, setStartup] = useState<boolean | null>(() => readStartup());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(() => isMember && !welcomeHidden());
  // The Welcome popup waits for the How it works tour to end, if it is running.
  const touring = useTourActive();
  const [startupInfoOpen, setStartupInfoOpen] = useState(false);

  const list = useCaptains({ role, filters, startup, page });
  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CAPTAINS_PAGE_SIZE));
  const count = activeFilterCount(filters);

  const choose = (value: boolean) => {
    chooseStartup(value);
    setStartup(value);
    if (page > 1) setList(filters);
    setWelcomeOpen(false);
    if (value && !popupSeen(INFO_POPUP_KEYS.startup)) setStartupInfoOpen(true);
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} {...tourTarget('matching')}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" size="sm">
              {isMember
                ? `Business Captains who match you best come first${
                    startup === null ? '' : startup ? ', for starting up' : ', for business growth'
                  }.`
                : 'Fellow Business Captains of the Hub.'}
            </Text>
          </Stack>
          <Button
            variant="outline"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle color="navy" aria-label={`${count} active`}>
                  {count}
                </Badge>
              ) : null
            }
            onClick={() => setFiltersOpen(true)}
          >
            Filter settings
          </Button>
        </Group>

        {list.isPending ? (
          <LoadingState label="Loading Business Captains" />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.data.length === 0 ? (
          <EmptyPanel
            title={MSG.noMatchingCaptains}
            description={count > 0 ? 'Try fewer filters.' : undefined}
          >
            {count > 0 ? (
              <Button variant="default" onClick={() => setList(NO_FILTERS)}>
                Clear filters
              </Button>
            ) : null}
          </EmptyPanel>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {countOf(total, 'Business Captain')}
            </Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {list.data.data.map((captain) => (
                <CaptainCard key={captain.id} captain={captain} showMatch={isMember} />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(next) => {
                    setList(filters, next);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                  color="navy"
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>

      <FilterDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filters={filters}
        startup={isMember ? startup : undefined}
        onApply={(next, kind) => {
          if (isMember && kind !== null && kind !== startup) chooseStartup(kind);
          setStartup(kind);
          setList(next);
          setFiltersOpen(false);
        }}
      />
      <WelcomePopup
        opened={welcomeOpen && !touring}
        onChoose={choose}
        onClose={() => setWelcomeOpen(false)}
      />
      <StartupInfoPopup
        opened={startupInfoOpen}
        onClose={() => {
          markPopupSeen(INFO_POPUP_KEYS.startup);
          setStartupInfoOpen(false);
        }}
      />
    </Container>
  );
}
