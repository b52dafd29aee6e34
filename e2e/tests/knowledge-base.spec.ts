import { expect, test } from '@playwright/test';
import { TINY_PNG, expectNoHorizontalScroll } from '../support/app';
import { publishAsStaff, uniqueWord, writeArticle } from '../support/articles';
import { freshAccount, signedInPage } from '../support/matching';
import { createStaff } from '../support/staff';

const MEMBERS_ONLY = 'To view this article (or profile) you need to be a registered member, please sign up.';

test.describe('knowledge base', () => {
  test('a guest finds an article by a word of its body, reads it, and meets the modal on a members-only one @mobile', async ({
    page,
    request,
  }) => {
    const captain = await freshAccount(request, 'mentor');
    const word = uniqueWord('harbourlight');
    const open = await writeArticle(request, captain.token, {
      title: 'Pricing your first contract',
      text: `Start from your costs, then look at the ${word} market rate before you quote.`,
      tags: 'pricing, contracts',
    });
    const members = await writeArticle(request, captain.token, {
      title: 'Members-only: our supplier list',
      text: 'Suppliers our members recommend.',
      visibility: '2',
    });
    await publishAsStaff(request, open);
    await publishAsStaff(request, members);

    await page.goto('/base');
    const search = page.getByRole('textbox', { name: 'How can we help you today?' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]query=${word}`));
    // Read inside the results (the latest articles may still show for a moment as they come).
    const results = page.getByRole('region', { name: 'Search results' });
    const result = results.getByRole('link', { name: /Pricing your first contract/ });
    await expect(result).toBeVisible();
    await expect(page.locator('mark', { hasText: word }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The query survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'How can we help you today?' })).toHaveValue(word);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/post/${open}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing your first contract' })).toBeVisible();
    await expect(page.getByText(`look at the ${word} market rate`)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Knowledge Base' }),
    ).toBeVisible();
    // Like and dislike are off without a token.
    await expect(page.getByTestId('article-like')).toHaveAttribute('aria-disabled', 'true');
    await expectNoHorizontalScroll(page);

    // The search found no members-only title; opening one gets the spec's modal.
    await page.goto(`/post/${members}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MEMBERS_ONLY)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign up' })).toBeVisible();

    // A word found nowhere says so, in the spec's words.
    await page.goto('/base?query=qqxqqzq');
    await expect(page.getByText('Sorry, we couldn\'t find any matches for "qqxqqzq"')).toBeVisible();
  });

  test('a member likes an article and the count moves; a dislike takes the like back', async ({
    browser,
    request,
  }) => {
    const captain = await freshAccount(request, 'mentor');
    const member = await freshAccount(request, 'mentee');
    const id = await writeArticle(request, captain.token, {
      title: 'Five questions before you sign a lease',
      text: 'Ask who repairs the roof.',
      visibility: '2',
    });
    await publishAsStaff(request, id);

    const page = await signedInPage(browser, member);
    await page.goto(`/post/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Five questions before you sign a lease' }),
    ).toBeVisible();
    const like = page.getByTestId('article-like');
    const dislike = page.getByTestId('article-dislike');
    await expect(like).toContainText('0');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await page.reload();
    await expect(page.getByTestId('article-like')).toContainText('1');
    await page.getByTestId('article-dislike').click();
    await expect(page.getByTestId('article-like')).toContainText('0');
    await expect(dislike).toContainText('1');
    const res = await page.request.get(`/api/articles/${id}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect((await res.json()).data).toMatchObject({ likes: 0, dislikes: 1, disliked: true });
    await page.context().close();
  });
});

test.describe('writing an article', () => {
  test('a captain writes with an inline image, a link and tags, saves a draft, previews and publishes; the moderator publishes it; a draft is deleted after the confirm @mobile', async ({
    browser,
    request,
  }, testInfo) => {
    const captain = await freshAccount(request, 'mentor');
    const page = await signedInPage(
      browser,
      captain,
      testInfo.project.name === 'mobile' ? { width: 375, height: 740 } : undefined,
    );
    const word = uniqueWord('fieldkitchen');
    const title = `Running a ${word} pop-up`;

    await page.goto('/article/creator');
    await page.getByLabel('Title').fill(title);
    const body = page.getByRole('textbox', { name: 'Article text' });
    await body.click();
    await page.keyboard.type(
      `Our ${word} served 300 meals on day one. Read the rules at https://www.gov.uk/food-business `,
    );
    // An inline image through the editor's own upload.
    await page
      .getByLabel('Image to insert')
      .setInputFiles({ name: 'stall.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(body.locator('img[src^="/uploads/images/"]')).toBeVisible();
    await expect(body.locator('a[href="https://www.gov.uk/food-business"]')).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Starting Up' }).click();
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('food, events');
    await tags.press('Enter');
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page
      .getByLabel('Background', { exact: true })
      .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('radio', { name: 'Public' }).check();

    // Ready to publish? → the preview with its small card → Publish → 'Article is ready!'
    await page.getByRole('button', { name: 'Ready to publish?' }).click();
    await expect(page).toHaveURL(/\/article\/preview$/);
    await expect(page.getByRole('heading', { name: 'Article Preview' })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { name: 'Article is ready!' })).toBeVisible();
    await expect(
      page.getByText(
        'The article will be published in the knowledge base after checking by the moderator, thanks for improving our project!',
      ),
    ).toBeVisible();

    // My Articles shows it as pending.
    await page.goto('/my/articles');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();

    // The moderator publishes it from the review queue.
    const staff = await createStaff(page.request, 'moderator');
    const moderator = await signedInPage(browser, { ...staff, token: '' });
    await moderator.goto('/admin/articles');
    await moderator
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(moderator).toHaveURL(/\/preview-admin\/article\/\d+/);
    await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await moderator.getByRole('button', { name: 'Publish' }).click();
    await moderator.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(moderator).toHaveURL(/\/admin\/articles$/);
    await moderator.context().close();

    // A guest finds it by a word of its body.
    const guest = await browser.newPage();
    await guest.goto(`/base?query=${word}`);
    await guest.getByRole('link', { name: new RegExp(title) }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.locator('article img[src^="/uploads/images/"]').first()).toBeVisible();
    await expect(guest.getByRole('link', { name: 'https://www.gov.uk/food-business' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
    await guest.close();

    // A draft: Save on a new article goes to the list; deleting it asks first.
    await page.goto('/article/creator');
    await page.getByLabel('Title').fill('A draft to throw away');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Starting Up' }).click();
    await page.getByRole('combobox', { name: 'Tags' }).fill('draft');
    await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page
      .getByLabel('Background', { exact: true })
      .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/my\/articles/);
    const draft = page.getByRole('listitem').filter({ hasText: 'A draft to throw away' });
    await draft.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Article' });
    await expect(confirm.getByText('Are you sure you want to delete this article?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(draft).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });
});

test('a body carrying scripts, handlers, javascript: links and unknown nodes runs nothing in the browser', async ({
  page,
  request,
}) => {
  const captain = await freshAccount(request, 'mentor');
  const evil = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror="window.__pwned=1">' }] },
      { type: 'script', content: [{ type: 'text', text: 'window.__pwned=2' }] },
      { type: 'htmlBlock', attrs: { html: '<script>window.__pwned=3</script>' } },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'click me',
            marks: [{ type: 'link', attrs: { href: 'javascript:window.__pwned=4' } }],
          },
        ],
      },
      { type: 'image', attrs: { src: 'x', onerror: 'window.__pwned=5' } },
      { type: 'video', attrs: { src: 'javascript:window.__pwned=6' } },
    ],
  };
  const res = await request.post('/api/mentor/articles', {
    headers: { Authorization: `Bearer ${captain.token}` },
    multipart: {
      title: 'Markup that must stay text',
      body: JSON.stringify(evil),
      category_id: '1',
      tags: 'safety',
      visibility: '1',
      draft: '0',
      preview_big_image: { name: 'a.png', mimeType: 'image/png', buffer: TINY_PNG },
      bg_image: { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await publishAsStaff(request, id);

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/post/${id}`);
  await expect(page.getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible();
  await page.getByText('click me').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('article script, article iframe, article a[href^="javascript"]')).toHaveCount(0);
});
