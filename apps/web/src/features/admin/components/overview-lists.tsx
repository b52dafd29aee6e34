import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircleOff, IconChartArrows, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QUIET_DAYS, type ProgrammeOverview } from '@keh/contracts';
import { SectionCard } from '../../../components/section-card';
import { personName } from '../console-texts';
import { shortDate } from '../../../lib/dates';
import {
  ASSESSMENT_MAX,
  OVERVIEW_LISTS,
  capacityCsv,
  daysSince,
  firstRowsNote,
  goneQuietCsv,
  moveText,
  movesCsv,
  type CsvTable,
} from '../overview';
import { overviewList } from '../api/admin-api';
import { personPath } from '../staff';
import { CsvButton } from './csv-button';
import classes from './overview.module.css';
import { grouped } from '../../../lib/counts';
import { countOf } from '../../../lib/counts';

interface ListsProps {
  overview: ProgrammeOverview;
  /** The day the figures are from (yyyy-mm-dd), for the CSV files' names. */
  day: string;
  /** Desktop and tablets: a table; phones: one block per row. */
  wide: boolean;
}

interface StackedRow {
  key: string | number;
  title: ReactNode;
  meta: ReactNode;
}

/** A list's rows on a phone: the names first, the numbers under them. */
function StackedRows({ rows, label }: { rows: StackedRow[]; label: string }) {
  return (
    <Stack component="ul" gap={0} className={classes.plainList} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className={classes.stackedRow}>
          <Text size="sm" component="div">
            {row.title}
          </Text>
          <Text size="sm" c="dimmed" component="div">
            {row.meta}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

interface ListSectionProps {
  list: (typeof OVERVIEW_LISTS)[keyof typeof OVERVIEW_LISTS];
  title: string;
  description: string;
  day: string;
  /** For screen readers, the download button's 'Download CSV of …'. */
  what: string;
  /** How many rows the whole list has; the page shows the first `shown`, in `order`. */
  count: number;
  shown: number;
  order: string;
  /** The CSV file of the whole list (fetched when asked). */
  csv: () => Promise<CsvTable>;
  children: ReactNode;
}

/** One list the figures link to (its anchor), with its CSV download. */
function ListSection({
  list,
  title,
  description,
  day,
  what,
  count,
  shown,
  order,
  csv,
  children,
}: ListSectionProps) {
  const note = firstRowsNote(shown, count, order);
  return (
    <div id={list.id} className={classes.anchor}>
      <SectionCard
        title={count ? `${title} (${grouped(count)})` : title}
        description={description}
        aside={<CsvButton file={list.file} day={day} what={what} table={csv} disabled={count === 0} />}
      >
        {children}
        {note ? (
          <Text size="sm" c="dimmed" mt="sm">
            {note}
          </Text>
        ) : null}
      </SectionCard>
    </div>
  );
}

/** An empty list: a line, not a panel, so the page's other lists stay in sight. */
function ListEmpty({ title, description, icon }: { title: string; description: string; icon: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="navy" radius="xl" size={36} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={700} c="navy.9">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Group>
  );
}

/** ', 33 days ago' after a date; '' when unknown. */
function agoText(days: number | null): string {
  return days === null ? '' : `, ${countOf(days, 'day')} ago`;
}

/** A score's move: 'before → after' and the change in a badge (green up, red down). */
function Score({ move }: { move: ProgrammeOverview['assessment_moves'][number] }) {
  return (
    <>
      <Text size="sm" span c="var(--mantine-color-text)">
        {move.before} → {move.after}
      </Text>{' '}
      {/* Filled in a dark shade: white on teal.9 / red.9 passes AA at badge size (the light tint did not). */}
      <Badge size="sm" variant="filled" color={move.after > move.before ? 'teal.9' : 'red.9'}>
        {moveText(move)}
      </Badge>
    </>
  );
}

function PersonLink({ person }: { person: { id: number; first_name: string; last_name: string } }) {
  return (
    <Anchor component={Link} to={personPath(person.id)} fw={600} c="navy.8" underline="hover">
      {personName(person)}
    </Anchor>
  );
}

/** Running pairs with no feed comment and no chat message for QUIET_DAYS days, quietest first. */
export function GoneQuietList({ overview, day, wide }: ListsProps) {
  const pairs = overview.mentorings.gone_quiet;
  const now = new Date(overview.generated_at).getTime();
  return (
    <ListSection
      list={OVERVIEW_LISTS.goneQuiet}
      title="Pairs gone quiet"
      description={`Running mentorings with no feed comment and no chat message between the two for ${QUIET_DAYS} days or more, the longest silence first.`}
      day={day}
      what="pairs gone quiet"
      count={overview.mentorings.gone_quiet_total}
      shown={pairs.length}
      order="the longest silence first"
      csv={async () => goneQuietCsv(await overviewList.goneQuiet(), overview.generated_at)}
    >
      {pairs.length === 0 ? (
        <ListEmpty
          title="No pair has gone quiet"
          icon={<IconMessageCircleOff size={20} />}
          description={`Every running mentoring has had activity in the last ${QUIET_DAYS} days.`}
        />
      ) : !wide ? (
        <StackedRows
          label="Pairs gone quiet"
          rows={pairs.map((pair) => ({
            key: pair.mentoring_id,
            title: (
              <>
                <PersonLink person={pair.captain} /> (Business Captain) with{' '}
                <PersonLink person={pair.member} /> (Member)
              </>
            ),
            meta: `Last activity ${shortDate(pair.last_activity_at)}${agoText(daysSince(pair.last_activity_at, now))}`,
          }))}
        />
      ) : (
        <Table verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Business Captain</Table.Th>
              <Table.Th scope="col">Member</Table.Th>
              <Table.Th scope="col">Last activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pairs.map((pair) => {
              const days = daysSince(pair.last_activity_at, now);
              return (
                <Table.Tr key={pair.mentoring_id}>
                  <Table.Td>
                    <PersonLink person={pair.captain} />
                  </Table.Td>
                  <Table.Td>
                    <PersonLink person={pair.member} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{shortDate(pair.last_activity_at)}</Text>
                    {days !== null ? (
                      <Text size="xs" c="dimmed">
                        {countOf(days, 'day')} ago
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </ListSection>
  );
}

/** Business Captains with as many running mentorings as their limit. */
export function CapacityList({ overview, day, wide }: ListsProps) {
  const captains = overview.captains_at_capacity;
  return (
    <ListSection
      list={OVERVIEW_LISTS.capacity}
      title="Business Captains at capacity"
      description="They mentor as many Members as they said they would take, so new requests cannot reach them."
      day={day}
      what="Business Captains at capacity"
      count={overview.captains_at_capacity_total}
      shown={captains.length}
      order="by name"
      csv={async () => capacityCsv(await overviewList.captainsAtCapacity())}
    >
      {captains.length === 0 ? (
        <ListEmpty
          title="No Business Captain is at capacity"
          icon={<IconUsersGroup size={20} />}
          description="Every Business Captain can take another Member."
        />
      ) : !wide ? (
        <StackedRows
          label="Business Captains at capacity"
          rows={captains.map((captain) => ({
            key: captain.id,
            title: <PersonLink person={captain} />,
            meta: `${captain.active} of ${captain.limit} mentorings`,
          }))}
        />
      ) : (
        <Table verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Business Captain</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                Mentorings
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {captains.map((captain) => (
              <Table.Tr key={captain.id}>
                <Table.Td>
                  <PersonLink person={captain} />
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  {captain.active} of {captain.limit}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListSection>
  );
}

/** Members whose re-taken Assess Yourself scored differently from the time before, latest first. */
export function AssessmentMovesList({ overview, day, wide }: ListsProps) {
  const moves = overview.assessment_moves;
  return (
    <ListSection
      list={OVERVIEW_LISTS.moves}
      title="Assessments that moved"
      description={`Members whose re-taken Assess Yourself scored differently from the time before (scores out of ${ASSESSMENT_MAX}), the latest first.`}
      day={day}
      what="assessments that moved"
      count={overview.assessment_moves_total}
      shown={moves.length}
      order="the latest first"
      csv={async () => movesCsv(await overviewList.assessmentMoves())}
    >
      {moves.length === 0 ? (
        <ListEmpty
          title="No assessment has moved yet"
          icon={<IconChartArrows size={20} />}
          description="When a Member re-takes Assess Yourself and scores differently, they appear here."
        />
      ) : !wide ? (
        <StackedRows
          label="Assessments that moved"
          rows={moves.map((move) => ({
            key: `${move.member.id}-${move.taken_at}`,
            title: <PersonLink person={move.member} />,
            meta: (
              <>
                <Score move={move} />, re-taken {shortDate(move.taken_at)}
              </>
            ),
          }))}
        />
      ) : (
        <Table verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Member</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                Score
              </Table.Th>
              <Table.Th scope="col">Re-taken</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {moves.map((move) => (
              <Table.Tr key={`${move.member.id}-${move.taken_at}`}>
                <Table.Td>
                  <PersonLink person={move.member} />
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  <Score move={move} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortDate(move.taken_at)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListSection>
  );
}
