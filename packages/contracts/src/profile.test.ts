import { describe, expect, it } from 'vitest';
import { canSendRequest, REQUEST_STATUSES, requestButtonState, type RequestStatus } from './profile';

describe('the request-mentoring button (spec section 4)', () => {
  const state = (hasCaptain: boolean, status: RequestStatus | null, available = true) =>
    requestButtonState({
      can_send_request: canSendRequest(hasCaptain, status),
      available,
      request_status: status,
    });

  it('is enabled for a Member without a captain when the captain is available', () => {
    expect(state(false, null)).toEqual({
      label: 'Request mentoring',
      recalls: false,
      enabled: true,
      block: null,
    });
    expect(state(false, 'pending')).toMatchObject({
      label: 'Recall mentoring',
      recalls: true,
      enabled: true,
    });
    expect(state(false, 'canceled_by_mentee')).toMatchObject({ label: 'Cancelled', recalls: true });
  });

  it('says why it is disabled: the Member has a captain, or this captain takes no one new', () => {
    for (const status of [null, ...REQUEST_STATUSES.filter((s) => s !== 'accepted')])
      expect(state(true, status)).toMatchObject({ enabled: false, block: 'has_captain' });
    expect(state(false, null, false)).toMatchObject({ enabled: false, block: 'unavailable' });
    // Having a captain is the reason even when this one is full too.
    expect(state(true, null, false).block).toBe('has_captain');
  });

  it('needs no reason on the captain who accepted the Member: the label says Accepted', () => {
    expect(state(true, 'accepted')).toEqual({
      label: 'Accepted',
      recalls: false,
      enabled: false,
      block: null,
    });
  });
});
