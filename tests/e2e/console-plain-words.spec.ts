import { expect, test, type Page } from './fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { apiLogin, bearer, consolePage, createMerchant } from './console-support';

/*
 * Issue 35 item 9: the console in words an operator who is not a developer reads. Every console page
 * is opened in Vietnamese, with the states that showed codes (an added vendor rule without its name,
 * text colours a player cannot read, raw JSON that does not parse, a disk edit with a number written
 * as text, a change rolled back), and what is visible (text, choices of visible lists, accessible
 * names) is checked against the patterns of internal words below.
 */
test.use({
  viewport: { width: 1366, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.35' },
});

const MODULE_CODES =
  'COMM3|FUNDTRANS3|AGEANNOUNCE3|MEMTRANS3|PERSPNL3|AGEINFO3|AGEDOWNMAN3|REG3|CAPTCHA3|AFFMAN3|TRANSREC3|TRANSBETREPMEM3|REWCEN3|CBS3|CHNGPASSVERIF3|CHNGPASSMAIL3';
const COLOUR_KEYS =
  'primary|primaryContrast|secondary|background|surface|text|textMuted|header|headerText|accent|success|danger';

/** Words only a developer reads; a code in brackets beside its name ("Chat (CBS3)") is allowed. */
const FORBIDDEN: readonly [string, RegExp][] = [
  ['a menu entry by its key', /\b(transactionRecord|betRecord|rewardCenter|changePassword|myAccount)\b/],
  ['a module or flag code as the only label', new RegExp(`(?<![(\\w])(${MODULE_CODES})(?![\\w)])`)],
  ['a template code as the only label', /(?<![(\w])(mem_cen|dep_func)(?![\w)])/],
  ['a code word as a choice', /^(base|new|first|last|after|route|external|customerService|action)$/m],
  [
    'JSON parser text in English',
    /JSON at position|Unexpected (token|end|non-whitespace)|Expected (property name|',' or|double-quoted|':')|Bad control character|Unterminated string/,
  ],
  ['a schema type word', /Phải có kiểu|\b(integer|boolean|object)\b/],
  ['a standard cited instead of plain words', /WCAG/],
  ['a colour by its key', new RegExp(`“(${COLOUR_KEYS})”`)],
  ['a field by its member name', /“(id|to|from|key|type|vendors|ageLimit)”/],
  ['a placeholder as written', /\{\{\s*\w+\s*\}\}/],
  ['a doubled word', /(?<!\p{L})(\p{L}{2,}) \1(?!\p{L})/u], // same case: “Luôn luôn” is Vietnamese
];

/** What a person sees: the page's text (the raw JSON editor's own text aside), visible choices, names. */
async function seen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const editors = [...document.querySelectorAll<HTMLElement>('.cm-editor')];
    for (const e of editors) e.style.display = 'none';
    const out = [document.body.innerText];
    for (const e of editors) e.style.display = '';
    for (const s of document.querySelectorAll('select'))
      if (s.checkVisibility()) for (const o of s.options) out.push(o.text);
    for (const el of document.querySelectorAll('[aria-label], [title]'))
      if (el.checkVisibility() && !el.closest('.cm-editor'))
        out.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    return out.join('\n');
  });
}

async function expectPlain(page: Page, where: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await seen(page);
  const found = FORBIDDEN.flatMap(([what, re]) => {
    const m = re.exec(text);
    return m ? [`${what}: “${m[0]}” in …${text.slice(Math.max(0, m.index - 60), m.index + 60)}…`] : [];
  });
  expect(found, `${where} shows internal words`).toEqual([]);
}

test('every console page in Vietnamese reads without internal keys, codes or English parser text', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const m = await createMerchant(request, { code: `w-${Date.now().toString(36)}`, name: 'Plain Words' });
  const op = await apiLogin(request);
  try {
    // A change published through Changes, then rolled back: it is no longer what players see.
    const live = (await (
      await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(op) })
    ).json()) as { version: number; document: Record<string, unknown> };
    const published = await request.post(`/api/admin/merchants/${m.code}/changes`, {
      headers: bearer(op),
      data: {
        baseVersion: live.version,
        document: { ...live.document, name: 'Plain Words 2' },
        reason: 'đổi tên thử',
      },
    });
    expect(published.status()).toBe(200);
    const change = (await published.json()) as { publishedVersion: number };
    const rolledBack = await request.post(`/api/admin/merchants/${m.code}/rollback`, {
      headers: bearer(op),
      data: { version: live.version, reason: 'trả lại tên cũ' },
    });
    expect(rolledBack.status()).toBe(200);
    // A preview link with overrides: its audit row names them (CI, 29 Nov: "ghi đè: CBS3=true, mem_cen=new").
    const previewed = await request.post(`/api/admin/merchants/${m.code}/preview`, {
      headers: bearer(op),
      data: {
        overrides: { flags: { CBS3: true, captcha: true }, templates: { mem_cen: 'new' }, language: 'en' },
      },
    });
    expect(previewed.status(), await previewed.text()).toBe(200);

    const page = await consolePage(browser, op, 'vi', { ip: '10.16.0.35' });
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    // A disk edit with a number written as text: rejected, listed on the merchants page.
    const doc = JSON.parse(readFileSync(m.file, 'utf8')) as Record<string, unknown>;
    writeFileSync(m.file, JSON.stringify({ ...doc, ageLimit: 'mười tám' }, null, 2));
    await expect
      .poll(async () => {
        const rows = (await (await request.get('/api/admin/merchants', { headers: bearer(op) })).json()) as {
          code: string;
          lastRejected?: unknown;
        }[];
        return rows.some((r) => r.code === m.code && r.lastRejected);
      })
      .toBe(true);
    await page.goto('/admin/');
    await page
      .getByRole('row', { name: /Plain Words/ })
      .getByText(/Bị từ chối lúc/)
      .click();
    await expect(page.getByText(/Phải là số nguyên\./).first()).toBeVisible();
    await expectPlain(page, 'merchants');

    await page.goto(`/admin/merchants/${m.code}`);
    for (const section of [
      'Nhận diện',
      'Giao diện',
      'Cờ tính năng',
      'Quy tắc đăng ký',
      'Menu',
      'Nhóm nhà cung cấp',
      'Mẫu màn hình',
      'Nội dung',
      'Giới hạn',
      'Vùng nguy hiểm',
    ]) {
      await tab(section).click();
      await expect(tab(section)).toHaveAttribute('aria-selected', 'true');
      await expectPlain(page, `editor: ${section}`);
    }

    // Menus: an entry is titled by the words players read.
    await tab('Menu').click();
    await expect(page.getByText(/Menu bên 1: Lịch sử giao dịch/)).toBeVisible();

    // Text colours a player cannot read (dark text on the dark page): the message names the fields.
    await tab('Giao diện').click();
    const text = page.getByRole('textbox', { name: 'Màu chữ: mã hex', exact: true });
    const oldText = await text.inputValue();
    await text.fill('#101010');
    await expect(page.getByText(/“Màu chữ” trên “Nền trang”/).first()).toBeVisible();
    await expectPlain(page, 'editor: a contrast problem');
    await text.fill(oldText);

    // A vendor rule added: its name is asked for by its label, vendors are picked from the catalogue.
    await tab('Nhóm nhà cung cấp').click();
    // Vendor lists are pickers now: the last "add an entry" of the section is the rules' own.
    await page.getByRole('button', { name: 'Thêm mục' }).last().click();
    await page.getByText(/^Quy tắc nhà cung cấp \d+$/).click();
    await expect(page.getByText(/Cần điền “Tên quy tắc”/).first()).toBeVisible();
    await expectPlain(page, 'editor: a new vendor rule');
    await page.getByRole('textbox', { name: 'Tên quy tắc' }).last().fill('jili-ban-ca');
    await page
      .getByRole('combobox', { name: 'Thêm nhà cung cấp vào Nhà cung cấp' })
      .last()
      .selectOption('JILI');
    await page.getByRole('combobox', { name: 'Từ danh mục' }).last().selectOption({ label: 'Nổ hũ (RNG)' });
    await page
      .getByRole('combobox', { name: 'Đến danh mục' })
      .last()
      .selectOption({ label: 'Bắn cá (FISH)' });
    await expectPlain(page, 'editor: a vendor rule filled in');

    // Templates and a colour change in the same review: no word said twice.
    await tab('Mẫu màn hình').click();
    await page.getByRole('combobox', { name: /Mẫu trung tâm thành viên/ }).selectOption({ label: 'Mới' });
    await tab('Giao diện').click();
    const primary = page.getByRole('textbox', { name: 'Màu chính: mã hex', exact: true });
    const oldPrimary = await primary.inputValue();
    await primary.fill(oldPrimary.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    await expect(page.getByRole('button', { name: 'Xem lại và lưu' })).toBeEnabled();
    await page.getByRole('button', { name: 'Xem lại và lưu' }).click();
    const review = page.getByRole('dialog');
    await expect(review.getByText(/JILI chuyển sang Bắn cá/)).toBeVisible();
    await expectPlain(page, 'review');
    await review.getByRole('button', { name: 'Huỷ' }).click();

    // Raw JSON that does not parse: a message in Vietnamese with its line, where the operator looks.
    await tab('JSON gốc').click();
    await page.getByRole('textbox', { name: /Tài liệu nhà cái dạng JSON/ }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(',');
    const parseError = page.getByRole('alert').filter({ hasText: /JSON chưa hợp lệ/ });
    await expect(parseError).toContainText(/dòng \d+, cột \d+/);
    await expect(parseError).toBeInViewport();
    await expectPlain(page, 'editor: raw JSON that does not parse');
    await page.keyboard.press('Backspace');

    // Preview: flags, templates and their choices by name.
    await page.goto(`/admin/preview/${m.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByText(/^Ghi đè/)
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Bật trung tâm thưởng' })).toBeVisible();
    await expectPlain(page, 'preview');

    // Changes: the rolled-back change does not claim to be live.
    await page.goto('/admin/changes');
    await expect(
      page.getByText(`Đã xuất bản thành phiên bản ${change.publishedVersion}`).first(),
    ).toBeVisible();
    await expect(page.getByText(/Đang áp dụng là phiên bản|Live as version/)).toHaveCount(0);
    await expectPlain(page, 'changes');

    for (const [path, where] of [
      [`/admin/merchants/${m.code}/history`, 'history'],
      [`/admin/merchants/${m.code}/rollouts`, 'rollouts'],
      ['/admin/search', 'search'],
      ['/admin/content', 'content'],
      ['/admin/payments', 'payments'],
      ['/admin/kyc', 'kyc'],
      ['/admin/agents', 'agents'],
      ['/admin/audit', 'audit'],
      [`/admin/audit?merchant=${m.code}&action=previewCreated`, 'audit of the preview link'],
      ['/admin/users', 'users'],
      ['/admin/integrations', 'integrations'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectPlain(page, where);
    }
    // The preview link's row is there, its overrides in words (the check above is not vacuous).
    await page.goto(`/admin/audit?merchant=${m.code}&action=previewCreated`);
    await expect(page.getByText(/ghi đè: .*: Bật.*Tiếng Anh|ghi đè: .*: Bật.*English/).first()).toBeVisible();
  } finally {
    m.remove();
  }
});
