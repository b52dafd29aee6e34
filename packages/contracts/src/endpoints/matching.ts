import { endpoint } from '../endpoint';
import { captainList, captainListQuery } from '../matching';

/** The captains list of /mentors/matching: a paged `{ data, meta }` answer. */
export const matchingEndpoints = {
  /** A Member's captains, best match first (`startup` picks start-up or growth). */
  captainsForMember: endpoint({
    method: 'GET',
    path: '/mentee/mentors',
    access: ['mentee'],
    query: captainListQuery,
    response: captainList,
  }),
  /** The other captains, as a captain sees them. */
  captainsForCaptain: endpoint({
    method: 'GET',
    path: '/mentor/mentors',
    access: ['mentor'],
    query: captainListQuery,
    response: captainList,
  }),
};
