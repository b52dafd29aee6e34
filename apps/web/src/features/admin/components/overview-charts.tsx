import '@mantine/charts/styles.css';
import { useId, useState } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Box, Button, Collapse, Group, Stack, Table, Text } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProgrammeOverview } from '@keh/contracts';
import { SectionCard } from '../../../components/section-card';
import {
  OVERVIEW_LISTS,
  percentText,
  signedUpPath,
  signupSummary,
  signupsCsv,
  weekEnd,
  weekLabel,
} from '../overview';
import { CsvButton } from './csv-button';
import classes from './overview.module.css';

/*
 * The charts draw what the text beside them says: each has a heading and its numbers in words or
 * in a table, and the drawing itself is hidden from screen readers (recharts' keyboard layer is off
 * and a pie's layer is no tab stop, so nothing hidden takes the focus).
 */

const MEMBERS_COLOR = 'navy.6';
const CAPTAINS_COLOR = 'khaki.6';

interface ChartsProps {
  overview: ProgrammeOverview;
  /** The day the figures are from (yyyy-mm-dd), for the CSV's file name. */
  day: string;
}

/** Sign-ups per week: Members and Business Captains as two series of bars, the numbers in a table on demand. */
export function SignupsChart({ overview, day }: ChartsProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const data = overview.signups.map((w) => ({
    week: weekLabel(w.week),
    members: w.members,
    captains: w.captains,
  }));
  return (
    <div id={OVERVIEW_LISTS.signups.id} className={classes.anchor}>
      <SectionCard
        title="Sign-ups per week"
        description="New Members and Business Captains each week (weeks start on Monday)."
        aside={
          <CsvButton
            file={OVERVIEW_LISTS.signups.file}
            day={day}
            what="sign-ups per week"
            table={() => signupsCsv(overview.signups)}
            disabled={overview.signups.length === 0}
          />
        }
      >
        <Text size="sm">{signupSummary(overview.signups)}</Text>
        <Box aria-hidden="true" className={classes.chart}>
          <Group gap="md" mb="xs">
            <Swatch color={MEMBERS_COLOR} label="Members" />
            <Swatch color={CAPTAINS_COLOR} label="Business Captains" />
          </Group>
          <BarChart
            h={240}
            data={data}
            dataKey="week"
            series={[
              { name: 'members', label: 'Members', color: MEMBERS_COLOR },
              { name: 'captains', label: 'Business Captains', color: CAPTAINS_COLOR },
            ]}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false, width: 32 }}
            maxBarWidth={22}
            accessibilityLayer={false}
          />
        </Box>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTable size={16} aria-hidden="true" />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide the numbers' : 'Show the numbers'}
          </Button>
        </Group>
        <Collapse expanded={showTable} id={tableId}>
          {showTable ? <SignupsTable signups={overview.signups} /> : null}
        </Collapse>
      </SectionCard>
    </div>
  );
}

/** Each week's sign-ups; a number opens the people who signed up that week. */
function SignupsTable({ signups }: { signups: ProgrammeOverview['signups'] }) {
  const count = (n: number, role: 'mentee' | 'mentor', week: string) =>
    n > 0 ? (
      <Anchor component={Link} to={signedUpPath(role, week, weekEnd(week))} fw={700}>
        {n}
      </Anchor>
    ) : (
      n
    );
  return (
    <Table verticalSpacing={6} className={classes.table}>
      <Table.Caption>Sign-ups per week; a number opens the people who signed up that week.</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Week of</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            Members
          </Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            Business Captains
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {signups.map((w) => (
          <Table.Tr key={w.week}>
            <Table.Th scope="row" fw={500}>
              {weekLabel(w.week)}
            </Table.Th>
            <Table.Td className={classes.numeric}>{count(w.members, 'mentee', w.week)}</Table.Td>
            <Table.Td className={classes.numeric}>{count(w.captains, 'mentor', w.week)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function swatchColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.swatch} style={{ background: swatchColor(color) }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

interface Slice {
  name: string;
  value: number;
  color: string;
}

/** A donut and its legend; the legend is the numbers in words, so the drawing is hidden from screen readers. */
function Donut({ slices, label, empty }: { slices: Slice[]; label: string; empty: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap="lg" wrap="wrap" align="center">
      <Box aria-hidden="true">
        <DonutChart
          data={slices.filter((s) => s.value > 0)}
          size={150}
          thickness={22}
          chartLabel={label}
          withTooltip={false}
          accessibilityLayer={false}
          // Recharts makes a pie's layer a tab stop by default: nothing under aria-hidden may take focus.
          pieProps={{ rootTabIndex: -1 }}
          strokeWidth={2}
        />
      </Box>
      <Stack component="ul" gap={8} className={classes.plainList}>
        {slices.map((s) => (
          <Group component="li" key={s.name} gap={8} wrap="nowrap">
            <span
              className={classes.swatch}
              style={{ background: `var(--mantine-color-${s.color.replace('.', '-')})` }}
            />
            <Text size="sm">
              <Text span fw={700}>
                {s.value}
              </Text>{' '}
              {s.name.toLowerCase()}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Milestones of the running mentorings: done, overdue and still open. */
export function MilestonesChart({ milestones }: { milestones: ProgrammeOverview['milestones'] }) {
  const total = milestones.done + milestones.overdue + milestones.open;
  return (
    <SectionCard title="Milestones" order={2} description="Milestones of the mentorings running now.">
      <Donut
        label={`${total} in all`}
        empty="The running mentorings have no milestones yet."
        slices={[
          { name: 'Done', value: milestones.done, color: 'teal.6' },
          { name: 'Overdue', value: milestones.overdue, color: 'red.6' },
          { name: 'Open', value: milestones.open, color: 'gray.4' },
        ]}
      />
    </SectionCard>
  );
}

/** Requests Business Captains answered: accepted and declined (a Member's recall is neither). */
export function RequestsChart({ requests }: { requests: ProgrammeOverview['requests'] }) {
  return (
    <SectionCard
      title="Requests answered"
      description="Requests Business Captains accepted or declined; requests Members recalled are not counted."
    >
      <Donut
        label={percentText(requests.acceptance_rate)}
        empty="No Business Captain has answered a request yet."
        slices={[
          { name: 'Accepted', value: requests.accepted, color: MEMBERS_COLOR },
          { name: 'Declined', value: requests.declined, color: CAPTAINS_COLOR },
        ]}
      />
    </SectionCard>
  );
}
