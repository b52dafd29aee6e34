import type { Page } from '@playwright/test';

/** dd/mm/yyyy and hh:mm of now + `minutes` in the page's own time zone (the session form's fields). */
export const localFields = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}`,
    };
  }, minutes);
