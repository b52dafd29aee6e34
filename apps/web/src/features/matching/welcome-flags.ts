import { STORAGE_KEYS } from '@keh/contracts';
import { readString, writeString } from '../../lib/storage';

/** The Member's list choice (docs/product/limits.md): 'true' start up, '0' business growth, unset not chosen. */
export function readStartup(): boolean | null {
  const value = readString(STORAGE_KEYS.startupMentorList);
  if (value === 'true' || value === '1') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** Stores the Welcome popup's choice and hides the Welcome and event popups from now on. */
export function chooseStartup(startup: boolean) {
  writeString(STORAGE_KEYS.startupMentorList, startup ? 'true' : '0');
  writeString(STORAGE_KEYS.hideWelcomePopup, 'true');
  writeString(STORAGE_KEYS.hideEventPopup, 'true');
}

export function welcomeHidden(): boolean {
  return readString(STORAGE_KEYS.hideWelcomePopup) !== null;
}

/** Web-only flags of the short information popups (start-up, consultation, after-message), each shown once. */
export const INFO_POPUP_KEYS = {
  startup: STORAGE_KEYS.startupPopupSeen,
  consultation: STORAGE_KEYS.consultationPopupSeen,
  afterMessage: STORAGE_KEYS.afterMessagePopupSeen,
} as const;

export function popupSeen(key: string): boolean {
  return readString(key) !== null;
}

export function markPopupSeen(key: string) {
  writeString(key, '1');
}
