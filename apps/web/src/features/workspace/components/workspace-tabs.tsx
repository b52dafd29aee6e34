import { Badge, Tabs, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconListCheck, IconMessages } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { Mentoring } from '@keh/contracts';
import type { WorkspaceRef } from '../api/workspace-api';
import { FeedPanel } from './feed-panel';
import { MilestonesPanel } from './milestones-panel';
import { SessionsPanel } from '../../sessions';
import classes from './workspace.module.css';

export type WorkspaceTab = 'milestones' | 'feed' | 'sessions';
const asTab = (v: string | null): WorkspaceTab => (v === 'feed' || v === 'sessions' ? v : 'milestones');

/** The tab in the address (`?tab=feed`), so a link can open the feed. */
export function useWorkspaceTab(): [WorkspaceTab, (tab: WorkspaceTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const setTab = (next: WorkspaceTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next !== 'milestones') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * A tab's count, saying what it counts (issue 28: the Milestones badge counts open tasks, not
 * milestones): read out with its noun, and shown on hover or touch ("3 open tasks").
 */
function CountBadge({ count, noun, testId }: { count: number; noun: [string, string]; testId: string }) {
  if (count <= 0) return null;
  const label = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  return (
    <Tooltip label={label} events={{ hover: true, focus: false, touch: true }} withinPortal={false}>
      <Badge size="sm" circle={count < 10} color="khaki.4" c="navy.9" data-testid={testId}>
        {count}
        <VisuallyHidden> {count === 1 ? noun[0] : noun[1]}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** Milestones and Feed (docs/product/screens.md), each with its badge: open tasks, comments not read (per person). */
export function WorkspaceTabs({ mentoring, workspace }: { mentoring: Mentoring; workspace: WorkspaceRef }) {
  const [tab, setTab] = useWorkspaceTab();
  return (
    <Tabs value={tab} onChange={(value) => setTab(asTab(value))} keepMounted className={classes.tabs}>
      <Tabs.List>
        <Tabs.Tab
          value="milestones"
          leftSection={<IconListCheck size={18} aria-hidden="true" />}
          rightSection={
            <CountBadge
              count={mentoring.undone_tasks_count}
              noun={['open task', 'open tasks']}
              testId="milestones-badge"
            />
          }
        >
          Milestones
        </Tabs.Tab>
        <Tabs.Tab
          value="feed"
          leftSection={<IconMessages size={18} aria-hidden="true" />}
          rightSection={
            <CountBadge
              count={mentoring.feed_unread_comments_count}
              noun={['unread comment', 'unread comments']}
              testId="feed-badge"
            />
          }
        >
          Feed
        </Tabs.Tab>
        <Tabs.Tab value="sessions" leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}>
          Sessions
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="milestones" pt="md">
        <MilestonesPanel mentoring={mentoring} workspace={workspace} />
      </Tabs.Panel>
      <Tabs.Panel value="feed" pt="md">
        <FeedPanel mentoring={mentoring} workspace={workspace} />
      </Tabs.Panel>
      <Tabs.Panel value="sessions" pt="md">
        {tab === 'sessions' ? (
          <SessionsPanel mentoringId={mentoring.id} milestones={mentoring.milestones} />
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}
