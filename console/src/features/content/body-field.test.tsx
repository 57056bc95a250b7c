// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { BodyField } from './body-field';

let saved = '';
function Harness({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <BodyField
      id="body"
      label={i18n.t('cms.fields.content')}
      hint={i18n.t('cms.fields.contentHint')}
      rows={6}
      value={value}
      onChange={(html) => {
        saved = html;
        setValue(html);
      }}
    />
  );
}

const rt = (key: string) => i18n.t(`cms.richText.${key}`);
const TOOLS = ['bold', 'italic', 'heading', 'bulletList', 'orderedList', 'link', 'colour'] as const;

/** Selects the words `word` in the editable area (ProseMirror reads the DOM selection). */
function select(area: HTMLElement, word: string) {
  area.focus();
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const at = n.textContent!.indexOf(word);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(n, at);
    range.setEnd(n, at + word.length);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    return;
  }
  throw new Error(`no “${word}”`);
}

describe('content body: rich-text editor with a source toggle (issue 35 item 11)', () => {
  // The editor's chunk, loaded once up front (its first import takes longer than a query waits).
  beforeAll(() => import('./rich-text/rich-text-editor'));
  beforeEach(async () => {
    saved = '';
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);

  it('names every toolbar button in Vietnamese with a pressed state; bold on a word writes <strong>', async () => {
    render(
      <Harness start='<p>Nhận thêm <span style="color:#e5a823">{{firstDepositBonus}}</span> hôm nay.</p>' />,
    );
    const area = await screen.findByRole('textbox', { name: i18n.t('cms.fields.content') });
    expect(area.getAttribute('contenteditable')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: rt('toolbar') });
    for (const k of TOOLS) {
      const b = screen.getByRole('button', { name: rt(k) });
      expect(toolbar.contains(b)).toBe(true);
      expect(b.getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByRole('button', { name: rt('source') }).getAttribute('aria-pressed')).toBe('false');

    await act(async () => select(area, 'hôm'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: rt('bold') })));
    expect(saved).toBe(
      '<p>Nhận thêm <span style="color:#e5a823">{{firstDepositBonus}}</span> <strong>hôm</strong> nay.</p>',
    );
    expect(screen.getByRole('button', { name: rt('bold') }).getAttribute('aria-pressed')).toBe('true');

    // The coloured placeholder: the colour button shows it pressed there.
    await act(async () => select(area, '{{firstDepositBonus}}'));
    expect(screen.getByRole('button', { name: rt('colour') }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a link from the keyboard: https only, Enter applies it (back to writing), Escape closes the form', async () => {
    render(<Harness start="<p>Xem trang khuyến mãi</p>" />);
    const area = await screen.findByRole('textbox', { name: i18n.t('cms.fields.content') });
    await act(async () => select(area, 'trang'));
    const link = screen.getByRole('button', { name: rt('link') });
    fireEvent.click(link);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    const address = screen.getByRole('textbox', { name: rt('linkAddress') });
    fireEvent.change(address, { target: { value: 'http://example.com' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByText(rt('linkInvalid'))).toBeTruthy();
    expect(saved).toBe('');
    fireEvent.change(address, { target: { value: 'https://example.com/km' } });
    await act(async () => fireEvent.keyDown(address, { key: 'Enter' }));
    expect(saved).toBe(
      '<p>Xem <a rel="noopener noreferrer" href="https://example.com/km">trang</a> khuyến mãi</p>',
    );
    expect(screen.queryByRole('textbox', { name: rt('linkAddress') })).toBeNull();
    expect(document.activeElement).toBe(area); // back to writing
    expect(link.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(link);
    fireEvent.keyDown(screen.getByRole('textbox', { name: rt('linkAddress') }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: rt('linkAddress') })).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('arrow keys move along the toolbar', async () => {
    render(<Harness start="<p>x</p>" />);
    await screen.findByRole('textbox', { name: i18n.t('cms.fields.content') });
    const bold = screen.getByRole('button', { name: rt('bold') });
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: rt('italic') }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByLabelText(rt('colourPick')));
  });

  it('the source toggle shows the HTML as written; back in the editor it is kept', async () => {
    render(<Harness start="<p>Một <b>hai</b></p>" />);
    await screen.findByRole('textbox', { name: i18n.t('cms.fields.content') });
    fireEvent.click(screen.getByRole('button', { name: rt('source') }));
    const source = screen.getByRole('textbox', { name: i18n.t('cms.fields.content') }) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(source.value).toBe('<p>Một <b>hai</b></p>');
    fireEvent.change(source, { target: { value: '<p>Ba <i>bốn</i></p>' } });
    fireEvent.click(screen.getByRole('button', { name: rt('source') }));
    const area = await screen.findByRole('textbox', { name: i18n.t('cms.fields.content') });
    expect(area.innerHTML).toContain('<em>bốn</em>');
  });

  it('a body with formatting the editor lacks (a table) opens as source, saying why', async () => {
    const table = '<table><tbody><tr><td>1</td></tr></tbody></table>';
    render(<Harness start={table} />);
    const notice = await screen.findByText(rt('unsupported'));
    expect(notice).toBeTruthy();
    const source = screen.getByRole('textbox', { name: i18n.t('cms.fields.content') }) as HTMLTextAreaElement;
    expect(source.value).toBe(table);
    expect(saved).toBe('');
  });
});
