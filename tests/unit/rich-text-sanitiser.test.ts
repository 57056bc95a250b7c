// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyExtensions, BODY_HEADING_LEVEL } from '../../console/src/features/content/rich-text/extensions';
import { keepsEverything, tidyBodyHtml } from '../../console/src/features/content/rich-text/body-html';
import { cleanHtml } from '../../platform-api/lib/sanitize';
import { ANNOUNCEMENTS, HELP, PROMOTIONS } from '../../platform-api/seed/content-data';

/*
 * Issue 35 item 11: the console's rich-text editor writes the HTML the server's sanitiser keeps as
 * it is (a fixed point), and opening a stored body in it changes nothing but spelling (<b> is
 * written <strong>): coloured spans, paragraph sizes and {{placeholders}} survive.
 */
let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const open = (html: string) => (editor = new Editor({ extensions: bodyExtensions(), content: html }));
const written = (e: Editor) => tidyBodyHtml(e.getHTML());

const seeded = [
  ...ANNOUNCEMENTS.flatMap((a) => [a.content.vi, a.content.en]),
  ...PROMOTIONS.flatMap((p) => [p.content.vi, p.content.en]),
  ...Object.values(HELP).flatMap((h) => [h.content.vi, h.content.en]),
].map((html) => cleanHtml(html)); // as stored: the seed cleans what it writes

describe('rich-text editor output and the server sanitiser', () => {
  it('every seeded body opens and is written back with nothing lost, as the sanitiser keeps it', () => {
    expect(seeded.length).toBeGreaterThan(20);
    for (const html of seeded) {
      const out = written(open(html));
      expect(keepsEverything(html, out), html).toBe(true);
      expect(cleanHtml(out), html).toBe(out);
      editor!.destroy();
    }
  });

  it('a coloured {{placeholder}} and a sized paragraph round-trip byte for byte', () => {
    const colour = seeded.find((h) => h.includes('color:#e5a823'))!;
    expect(colour).toContain('{{firstDepositBonus}}');
    expect(written(open(colour))).toBe(colour);
    const sized = seeded.find((h) => h.includes('font-size:28px'))!;
    expect(written(open(sized))).toBe(sized);
    expect(written(open('<ol><li>Chọn kênh</li><li>Nhập số tiền</li></ol>'))).toBe(
      '<ol><li>Chọn kênh</li><li>Nhập số tiền</li></ol>',
    );
  });

  it('a document made with every toolbar action is a fixed point of the sanitiser', () => {
    const e = open(
      '<p>Tiêu đề</p><p>Nhận thêm {{firstDepositBonus}} hôm nay tại trang.</p><p>Một</p><p>Hai</p>',
    );
    const wordAt = (word: string) => {
      let at = -1;
      e.state.doc.descendants((node, pos) => {
        const i = node.isText ? node.text!.indexOf(word) : -1;
        if (at < 0 && i >= 0) at = pos + i;
      });
      return { from: at, to: at + word.length };
    };
    e.chain().setTextSelection(wordAt('Tiêu')).toggleHeading({ level: BODY_HEADING_LEVEL }).run();
    e.chain().setTextSelection(wordAt('Nhận')).toggleBold().run();
    e.chain().setTextSelection(wordAt('thêm')).toggleItalic().run();
    e.chain().setTextSelection(wordAt('{{firstDepositBonus}}')).setColor('#e5a823').run();
    e.chain()
      .setTextSelection(wordAt('trang'))
      .setLink({ href: 'https://example.com/khuyen-mai?a=1&b=2' })
      .run();
    e.chain().setTextSelection(wordAt('Một')).toggleBulletList().run();
    e.chain().setTextSelection(wordAt('Hai')).toggleOrderedList().run();
    const out = written(e);
    expect(out).toBe(
      '<h3>Tiêu đề</h3><p><strong>Nhận</strong> <em>thêm</em> <span style="color:#e5a823">{{firstDepositBonus}}</span> hôm nay tại ' +
        '<a rel="noopener noreferrer" href="https://example.com/khuyen-mai?a=1&amp;b=2">trang</a>.</p>' +
        '<ul><li>Một</li></ul><ol><li>Hai</li></ol>',
    );
    expect(cleanHtml(out)).toBe(out);
  });

  it('a link the server would refuse is not written (javascript:, http:)', () => {
    const e = open('<p>bấm đây</p>');
    e.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    e.chain().selectAll().setLink({ href: 'http://example.com' }).run();
    expect(written(e)).toBe('<p>bấm đây</p>');
  });
});
