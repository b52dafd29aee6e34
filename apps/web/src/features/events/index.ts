/** The events feature's public face: the query keys, so other features can refresh events. */
export { eventKeys } from './api/events-api';
