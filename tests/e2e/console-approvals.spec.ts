import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage, createMerchant, OPERATOR } from './console-support';

/*
 * Issue 35, "approvals people notice". Operator A sends a change of a reviewed (four-eyes) area for
 * approval; operator B, who may approve it, sees the count on the Changes link, opens the change and
 * comments on it; the mail to B (in Vietnamese, B chose no language) is in the demo outbox, and A
 * reads B's comment on the same change.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.20.1' } });

test('a change sent for approval: the reviewer sees the count, comments, has a mail; the author reads the comment', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const m = await createMerchant(request, { code: `apr-${id}`, name: `Approvals ${id}` });
  try {
    const a = await apiLogin(request, OPERATOR);
    // B reviews this merchant only: the count on the Changes link is this test's change alone.
    const reviewer = {
      username: `e2e-apr-${id}`,
      password: 'approvals-password-12345',
      email: `apr-${id}@example.test`,
    };
    const made = await request.post('/api/admin/users', {
      headers: bearer(a),
      data: { ...reviewer, role: 'operator', merchants: [m.code] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const b = await apiLogin(request, { username: reviewer.username, password: reviewer.password });

    // A raises a limit (a reviewed area): the change waits, and B is mailed.
    const cur = (await (
      await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(a) })
    ).json()) as { version: number; document: Record<string, unknown> };
    const sent = await request.post(`/api/admin/merchants/${m.code}/changes`, {
      headers: bearer(a),
      data: {
        document: { ...cur.document, limits: { hotMax: 12 } },
        baseVersion: cur.version,
        reason: 'Thêm trò chơi nổi bật',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const change = (await sent.json()) as { id: number; status: string; notified: { mailed: string[] } };
    expect(change.status).toBe('pending');
    expect(change.notified.mailed).toContain(reviewer.username);
    const card = `#${change.id} · ${m.name}`;

    // B: the Changes link counts one change awaiting B's approval.
    const pageB = await consolePage(browser, b, 'en', { ip: '10.35.20.2', bypassCSP: true });
    await pageB.goto('/admin/');
    const changesLink = pageB
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Changes/ });
    await expect(changesLink).toContainText('1 awaiting your approval');
    await changesLink.click();
    const item = pageB.getByRole('listitem', { name: card });
    await expect(item).toContainText('Reason: Thêm trò chơi nổi bật');
    await item.getByRole('button', { name: `Show comments (0) — change #${change.id} of ${m.name}` }).click();
    await expect(item.getByText('No comments yet.')).toBeVisible();
    await item.getByLabel(`Your comment on change #${change.id}`).fill('Tried it in the preview: fine.');
    await item.getByRole('button', { name: `Send comment on change #${change.id} of ${m.name}` }).click();
    await expect(item.getByRole('status')).toContainText('Comment sent.');
    const comments = item.getByRole('list', { name: 'Comments' });
    await expect(comments.getByRole('listitem')).toHaveCount(1);
    await expect(comments).toContainText('Tried it in the preview: fine.');
    await expect(comments).toContainText(reviewer.username);
    await expect(item).toContainText('Comments: 1');
    expect(await seriousViolations(pageB)).toEqual([]);

    // The mail to B, in the demo outbox (the JSON the tests read, and the page a person reads).
    const outbox = (await (
      await request.get(`/api/dev/outbox?kind=mail&to=${encodeURIComponent(reviewer.email)}`)
    ).json()) as { messages: { body: string }[] };
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]!.body).toContain(
      `${OPERATOR.username} đã gửi thay đổi #${change.id} của ${m.name} chờ bạn duyệt.`,
    );
    await pageB.goto('/demo/outbox?kind=mail&lang=en');
    await expect(
      pageB
        .getByRole('listitem')
        .filter({ hasText: reviewer.email })
        .filter({ hasText: `#${change.id} ` }),
    ).toContainText('Lý do: Thêm trò chơi nổi bật');

    // A reads B's comment on the change (in Vietnamese), with who wrote it.
    const pageA = await consolePage(browser, a, 'vi', { ip: '10.35.20.3' });
    await pageA.goto('/admin/changes');
    const itemA = pageA.getByRole('listitem', { name: card });
    await expect(itemA).toContainText('1 bình luận');
    await itemA
      .getByRole('button', { name: `Xem bình luận (1) — thay đổi #${change.id} của ${m.name}` })
      .click();
    const listA = itemA.getByRole('list', { name: 'Bình luận' });
    await expect(listA).toContainText('Tried it in the preview: fine.');
    await expect(listA).toContainText(reviewer.username);
  } finally {
    m.remove();
  }
});
