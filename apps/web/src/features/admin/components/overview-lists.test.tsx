import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, OVERVIEW_LIST_ROWS, type ProgrammeOverview } from '@keh/contracts';
import { failure, ok } from '../../../test/http';
import { renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { signIn } from '../../../test/session';
import { saveBlob } from '../../../lib/download';
import { CapacityList } from './overview-lists';

vi.mock('../../../lib/download', () => ({ saveBlob: vi.fn() }));

type Captain = ProgrammeOverview['captains_at_capacity'][number];
const captain = (i: number): Captain => ({
  id: 100 + i,
  first_name: `Cap${String(i).padStart(3, '0')}`,
  last_name: 'Tain',
  active: 3,
  limit: 3,
});
const ALL = Array.from({ length: 120 }, (_, i) => captain(i));

/** The overview as the server sends it: the first rows of the list and its whole count. */
const overview = {
  generated_at: '2026-11-28T09:00:00.000Z',
  captains_at_capacity: ALL.slice(0, OVERVIEW_LIST_ROWS),
  captains_at_capacity_total: ALL.length,
} as ProgrammeOverview;

const show = () => {
  signIn({ type: 'admin' });
  return renderWithApp(<CapacityList overview={overview} day="2026-11-28" wide />);
};
const button = () => screen.getByRole('button', { name: 'Download CSV of Business Captains at capacity' });

afterEach(() => vi.mocked(saveBlob).mockReset());

describe('an overview list longer than the page shows', () => {
  it('counts the whole list, says it shows the first rows, and downloads every row', async () => {
    let asked = 0;
    server.use(
      http.get('/api/admin/overview/captains-at-capacity', () => {
        asked++;
        return ok(ALL);
      }),
    );
    const { user } = show();
    expect(screen.getByText('Business Captains at capacity (120)')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(OVERVIEW_LIST_ROWS + 1);
    expect(screen.getByText('The first 50 of 120, by name. The CSV file has all of them.')).toBeVisible();

    await user.click(button());
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(asked).toBe(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('captains-at-capacity-2026-11-28.csv');
    const lines = (await blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(ALL.length + 1);
    expect(lines.at(-1)).toBe('Cap119 Tain,3,3');
    await waitFor(() => expect(button()).toBeEnabled());
  });

  it('says so when the whole list cannot be fetched, and downloads nothing', async () => {
    server.use(http.get('/api/admin/overview/captains-at-capacity', () => failure(500)));
    const { user } = show();
    await user.click(button());
    expect(await screen.findByText('The CSV file could not be made')).toBeVisible();
    expect(screen.getByText(MSG.generic)).toBeVisible();
    expect(saveBlob).not.toHaveBeenCalled();
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
