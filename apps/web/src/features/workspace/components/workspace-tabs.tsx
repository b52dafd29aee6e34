import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { IconListCheck, IconMessages } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { Mentoring } from '@keh/contracts';
import type { WorkspaceRef } from '../api/workspace-api';
import { FeedPanel } from './feed-panel';
import { MilestonesPanel } from './milestones-panel';
import classes from './workspace.module.css';

export type WorkspaceTab = 'milestones' | 'feed';

/** The tab in the address (`?tab=feed`), so a link can open the feed. */
export function useWorkspaceTab(): [WorkspaceTab, (tab: WorkspaceTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: WorkspaceTab = params.get('tab') === 'feed' ? 'feed' : 'milestones';
  const setTab = (next: WorkspaceTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'feed') updated.set('tab', 'feed');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="khaki.4" c="navy.9" data-testid={testId}>
      {count}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Badge>
  );
}

/** Milestones and Feed (spec 2), each with its badge: tasks not done, comments not read (per person). */
export function WorkspaceTabs({ mentoring, workspace }: { mentoring: Mentoring; workspace: WorkspaceRef }) {
  const [tab, setTab] = useWorkspaceTab();
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'feed' ? 'feed' : 'milestones')}
      keepMounted
      className={classes.tabs}
    >
      <Tabs.List>
        <Tabs.Tab
          value="milestones"
          leftSection={<IconListCheck size={18} aria-hidden="true" />}
          rightSection={
            <CountBadge count={mentoring.undone_tasks_count} label="tasks to do" testId="milestones-badge" />
          }
        >
          Milestones
        </Tabs.Tab>
        <Tabs.Tab
          value="feed"
          leftSection={<IconMessages size={18} aria-hidden="true" />}
          rightSection={
            <CountBadge count={mentoring.feed_unread_comments_count} label="unread" testId="feed-badge" />
          }
        >
          Feed
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="milestones" pt="md">
        <MilestonesPanel mentoring={mentoring} workspace={workspace} />
      </Tabs.Panel>
      <Tabs.Panel value="feed" pt="md">
        <FeedPanel mentoring={mentoring} workspace={workspace} />
      </Tabs.Panel>
    </Tabs>
  );
}
