/** Browser storage keys (docs/product/limits.md): defined once. */
export const STORAGE_KEYS = {
  token: 'keh.token',
  user: 'keh.user', // { first_name, last_name, avatar, type }
  loginEmail: 'keh.login.email',
  /** sessionStorage: where to return after sign-in (a same-origin path; issue 28). */
  loginNext: 'keh.login.next',
  skipMenuIntro: 'keh.tour.skipMenuIntro',
  startupMentorList: 'keh.startupMentorList',
  hideWelcomePopup: 'keh.hideWelcomePopup',
  hideEventPopup: 'keh.hideEventPopup',
  // Short information popups of the matching page, each shown once.
  startupPopupSeen: 'keh.popup.startup',
  consultationPopupSeen: 'keh.popup.consultation',
  afterMessagePopupSeen: 'keh.popup.afterMessage',
  /** sessionStorage: the sign-up journey's draft (never the password or files), by API field names. */
  signupDraft: 'keh.signup.draft.v2',
  /** localStorage: the article being written (docs/product/limits.md: title, body, category, tags…; no files). */
  articleDraft: 'keh.article.draft',
} as const;
