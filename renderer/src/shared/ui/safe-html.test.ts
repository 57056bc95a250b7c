import { describe, expect, it } from 'vitest';
import { remToPx } from './safe-html';

describe('popup units', () => {
  it('turns the rem of popup content back into phone px (1 rem = 100 design px = 50 px)', () => {
    expect(remToPx('<p style="font-size:.16rem;margin:0.1rem 1rem">x</p>')).toBe(
      '<p style="font-size:8px;margin:5px 50px">x</p>',
    );
  });
  it('leaves other text alone', () =>
    expect(remToPx('<p>premium 12 remarks</p>')).toBe('<p>premium 12 remarks</p>'));
});
