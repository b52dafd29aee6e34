/**
 * Public API of the account-deletion feature (issue 31): the settings card, and the banner every
 * page shows while a deletion is pending.
 */
export { DeleteAccountCard } from './components/delete-account-card';
export { DeletionBanner } from './components/deletion-banner';
