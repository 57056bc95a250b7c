// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeCommentRow, ChangeRow } from '@schemas';
import { i18n } from '../../shared/i18n';
import { queryKeys } from '../../shared/query-keys';
import { useSessionStore, type ConsoleUser } from '../../shared/session-store';
import { ChangeComments } from './change-comments';

const change = {
  id: 7,
  merchant: 'demo',
  status: 'pending',
  author: 'ann',
  fourEyes: [],
} as unknown as ChangeRow;
const said: ChangeCommentRow[] = [
  {
    id: 1,
    changeId: 7,
    author: 'bob',
    body: 'Đã thử trên bản xem trước.\nỔn.',
    createdAt: '2026-11-29T03:00:00Z',
  },
];

function renderAs(user: ConsoleUser) {
  useSessionStore.setState({ token: 't', user });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.changes.comments('demo', 7), said);
  return render(
    <QueryClientProvider client={client}>
      <ChangeComments c={change} name="Demo Club" />
    </QueryClientProvider>,
  );
}

describe('comments on a change (issue 35: approvals people notice)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a viewer reads the comments with author and time, and has no form', () => {
    renderAs({ id: '2', username: 'vera', role: 'viewer' });
    const list = screen.getByRole('list', { name: i18n.t('publishing.changes.comments.title') });
    expect(list.textContent).toContain('bob');
    expect(list.textContent).toContain('Đã thử trên bản xem trước.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(i18n.t('publishing.changes.comments.readOnly'))).toBeTruthy();
  });

  it('support sends one and is told who was mailed and who has no mail address', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            comment: { ...said[0], id: 2, author: 'sam', body: 'Ổn' },
            notified: { mailed: ['ann'], withoutEmail: ['olga'] },
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderAs({ id: '3', username: 'sam', role: 'support' });
    const send = screen.getByRole('button', {
      name: i18n.t('publishing.changes.comments.sendName', { id: 7, merchant: 'Demo Club' }),
    });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(i18n.t('publishing.changes.comments.label', { id: 7 })), {
      target: { value: 'Ổn' },
    });
    fireEvent.click(send);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(i18n.t('publishing.changes.comments.sent'));
    expect(status.textContent).toContain(i18n.t('publishing.changes.notified.mailed', { names: 'ann' }));
    expect(status.textContent).toContain(
      i18n.t('publishing.changes.notified.withoutEmail', { names: 'olga' }),
    );
    expect(sent).toEqual([{ text: 'Ổn' }]);
  });
});
