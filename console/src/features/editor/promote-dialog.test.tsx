// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PromotionPreview } from '@schemas';
import { i18n } from '../../shared/i18n';
import { PromoteDialog } from './promote-dialog';

const realFetch = globalThis.fetch;
const before = { code: 'demo', name: 'Demo production', hosts: ['localhost'] };
const after = { code: 'demo', name: 'Demo staging', hosts: ['localhost'] };

function renderWith(preview: PromotionPreview) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['staging', 'demo', 'promotion'], preview);
  // The dialog reads the preview again on opening: the same answer.
  globalThis.fetch = () => Promise.resolve(new Response(JSON.stringify(preview), { status: 200 }));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PromoteDialog code="demo" name="Demo" onDone={() => undefined} onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('promote staging to production (issue 35, environments)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    globalThis.fetch = realFetch;
  });

  it('always asks for a second operator, and names the production edits made since the copy that it would undo', () => {
    renderWith({
      productionVersion: 7,
      stagingVersion: 3,
      copiedFrom: 5,
      before,
      after,
      changes: [
        { area: 'identity', key: 'name', params: { before: 'Demo production', after: 'Demo staging' } },
      ],
      overwritten: [{ pointer: '/name', production: 'Demo production', staging: 'Demo staging' }],
    });
    expect(
      screen.getByRole('heading', { name: 'Promote the staging copy of Demo to production' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('publishing.actions.requestApproval') })).toBeTruthy();
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('Production changed since the copy was made (version 5 → 7).');
    const table = screen.getByRole('table', { name: '1 production change would be undone' });
    expect(table.textContent).toContain('/name');
    expect(table.textContent).toContain('"Demo production"');
  });

  it('says nothing would be undone when production did not change since the copy', () => {
    renderWith({
      productionVersion: 5,
      stagingVersion: 3,
      copiedFrom: 5,
      before,
      after,
      changes: [],
      overwritten: [],
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Staging is the same as production: there is nothing to promote.')).toBeTruthy();
  });
});
