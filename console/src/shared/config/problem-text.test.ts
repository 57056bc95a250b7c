// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { problemText } from './problem-text';
import { enumName } from './ui-labels';
import { menuItemName } from './menu-label';
import { MODULE_IDS } from '@schemas';

const text = (lang: string, pointer: string, key: string, params: Record<string, string | number> = {}) =>
  problemText({ pointer, key: `config.errors.${key}`, message: 'x', params }, i18n.getFixedT(lang), lang);

describe('problems in the words of their fields (issue 35 item 9)', () => {
  it('a missing member by its label, a type in plain words', () => {
    expect(text('vi', '/games/vendorRules/4/id', 'required', { property: 'id' })).toBe(
      'Cần điền “Tên quy tắc”.',
    );
    expect(text('en', '/games/vendorRules/4/id', 'required', { property: 'id' })).toBe(
      '“Rule name” is required.',
    );
    expect(text('vi', '/ageLimit', 'type', { type: 'integer' })).toBe('Phải là số nguyên.');
    expect(text('en', '/flags/smsLogin', 'type', { type: 'boolean' })).toBe('Must be on or off.');
  });

  it('contrast by the colour fields’ labels, without citing a standard', () => {
    const vi = text('vi', '/theme/colors/text', 'contrastTooLow', {
      fg: 'text',
      bg: 'background',
      ratio: '1.1',
      required: 4.5,
    });
    expect(vi).toContain('“Màu chữ” trên “Nền trang”');
    expect(vi).not.toMatch(/WCAG|“text”|“background”/);
  });

  it('a JSON syntax fault by its line, column and reason', () => {
    const vi = text('vi', '/', 'notJson', { detail: 'Unexpected token', line: 3, column: 1, reason: 'name' });
    expect(vi).toBe('Tệp không phải JSON hợp lệ (dòng 3, cột 1): cần tên cài đặt trong dấu ngoặc kép.');
    expect(vi).not.toMatch(/Unexpected/);
  });

  it('codes of lists by name: modules, placement, templates, menu entries', () => {
    expect(enumName(MODULE_IDS, 'COMM3', 'vi')).toBe('Hoa hồng đại lý (COMM3)');
    expect(enumName(['first', 'last', 'after'], 'after', 'vi', 'games/vendorRules/placement')).toBe(
      'Sau một danh mục',
    );
    expect(enumName(['base', 'new'], 'new', 'en', 'templates/mem_cen')).toBe('New');
    expect(menuItemName(i18n.getFixedT('vi'), 'transactionRecord')).toBe('Lịch sử giao dịch');
    expect(menuItemName(i18n.getFixedT('en'), 'betRecord')).toBe('Betting record');
    expect(menuItemName(i18n.getFixedT('en'), 'noSuchEntry')).toBe('noSuchEntry');
  });
});
