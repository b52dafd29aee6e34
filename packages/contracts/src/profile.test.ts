import { describe, expect, it } from 'vitest';
import { canSendRequest, requestButtonState, type RequestStatus } from './profile';

describe('the request-mentoring button (docs/product/states.md, decision 0026)', () => {
  const state = (hasCaptain: boolean, status: RequestStatus | null, available = true) =>
    requestButtonState({
      can_send_request: canSendRequest(hasCaptain, status),
      available,
      request_status: status,
    });

  it('offers a request to a Member without a captain when the captain is available', () => {
    expect(state(false, null)).toEqual({
      state: null,
      action: 'request',
      label: 'Request mentoring',
      enabled: true,
      block: null,
    });
  });

  it('shows the state as text and the action as its own button', () => {
    expect(state(false, 'pending')).toMatchObject({
      state: 'Request sent',
      action: 'recall',
      label: 'Recall mentoring',
      enabled: true,
    });
    // After a recall or a decline the button asks again; it never recalls what is closed.
    expect(state(false, 'canceled_by_mentee')).toMatchObject({
      state: 'Cancelled',
      action: 'request',
      label: 'Request again',
      enabled: true,
    });
    expect(state(false, 'cancelled_by_mentor')).toMatchObject({
      state: 'Cancelled by mentor',
      action: 'request',
      label: 'Request again',
    });
  });

  it('lets an open request be recalled even when the captain has filled up', () => {
    expect(state(false, 'pending', false)).toMatchObject({ action: 'recall', enabled: true, block: null });
  });

  it('says why a request cannot be made: the Member has a captain, or this captain takes no one new', () => {
    for (const status of [null, 'canceled_by_mentee', 'cancelled_by_mentor'] as const)
      expect(state(true, status)).toMatchObject({ enabled: false, block: 'has_captain' });
    expect(state(false, null, false)).toMatchObject({ enabled: false, block: 'unavailable' });
    // Having a captain is the reason even when this one is full too.
    expect(state(true, null, false).block).toBe('has_captain');
  });

  it('offers nothing once the captain accepted the Member: the state says Accepted', () => {
    expect(state(true, 'accepted')).toEqual({
      state: 'Accepted',
      action: null,
      label: null,
      enabled: false,
      block: null,
    });
  });
});
