import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entriesOf, search } from './search-index';

/*
 * Issue 35 item 2: the whole label the editor shows finds its setting, as typed, without accents and
 * in either language ("đăng nhập bằng mã SMS" found nothing while "mã SMS" found 24).
 */
const doc = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as unknown;
const entries = entriesOf('demo', doc);
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'));

describe('console search', () => {
  it('finds the SMS login flag by its whole label, as shown and without accents', () => {
    for (const q of [
      'Đăng nhập bằng mã SMS',
      'đăng nhập bằng mã SMS',
      'dang nhap bang ma sms',
      'DANG NHAP',
      'Login by SMS code',
    ])
      expect(search(entries, q).map((e) => e.pointer)).toContain('/flags/smsLogin');
  });

  it('every label of every setting, in vi and en, with and without accents, finds that setting', () => {
    const missed: string[] = [];
    for (const e of entries)
      for (const label of e.labels)
        for (const q of [label, plain(label), label.toUpperCase()])
          if (!search(entries, q, entries.length).includes(e)) missed.push(`${e.pointer}: ${q}`);
    expect(missed).toEqual([]);
  });
});
