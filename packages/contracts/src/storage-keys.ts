/** Browser storage keys (DESIGN.md section 6): defined once. */
export const STORAGE_KEYS = {
  token: 'keh.token',
  user: 'keh.user', // { first_name, last_name, avatar, type }
  loginEmail: 'keh.login.email',
  skipMenuIntro: 'keh.tour.skipMenuIntro',
  startupMentorList: 'keh.startupMentorList',
  hideWelcomePopup: 'keh.hideWelcomePopup',
  hideEventPopup: 'keh.hideEventPopup',
} as const;
