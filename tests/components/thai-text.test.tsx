import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThaiText } from '../../src/components/thai-text.tsx';
import { WholeWords } from '../../src/components/whole-words.tsx';
import { th } from '../../src/i18n/th.ts';
import { paymentNotMade } from '../../src/i18n/th-account.ts';

afterEach(cleanup);

/** The paragraph `text` renders in. */
const paragraph = (text: ReactNode) => render(<p>{text}</p>).container.querySelector('p')!;

describe('ThaiText', () => {
  it('keeps the DOM text, adds <wbr> between Thai words and binds numbers, units and brands', () => {
    const title = 'น้ำดื่มเป๊ปซี่ 250 มล. แพ็ค 4';
    const p = paragraph(<ThaiText text={title} />);
    expect(p.textContent).toBe(title);
    expect(p.querySelectorAll('wbr').length).toBeGreaterThan(0);
    const bound = [...p.querySelectorAll('span')].map((s) => [s.textContent, s.style.whiteSpace]);
    expect(bound).toEqual([
      ['เป๊ปซี่', 'nowrap'],
      ['250 มล.', 'nowrap'],
      ['แพ็ค 4', 'nowrap'],
    ]);
  });

  it('Latin text without numbers and units renders as it is', () => {
    const { container } = render(<ThaiText text="Singha Soda" />);
    expect(container.innerHTML).toBe('Singha Soda');
  });
});

/** Renders `text` with WholeWords: the DOM text is unchanged; answers the words kept on one line. */
function keptWhole(text: string) {
  const p = paragraph(<WholeWords text={text} />);
  expect(p.textContent).toBe(text);
  return [...p.querySelectorAll('span.sf-nowrap')].map((s) => s.textContent);
}

describe('WholeWords (our failure lines)', () => {
  it("keeps the text and puts 'ตรวจสอบ', 'เชื่อมต่อ', 'อินเทอร์เน็ต' each in a nowrap span", () => {
    expect(keptWhole(th.home.loadFailed)).toEqual(['ตรวจสอบ', 'เชื่อมต่อ', 'อินเทอร์เน็ต']);
  });

  it("keeps 'คำสั่งซื้อ' whole in the order list's payment-not-made line", () => {
    expect(keptWhole(paymentNotMade('SO2611290001'))).toEqual(['คำสั่งซื้อ', 'คำสั่งซื้อ', 'คำสั่งซื้อ']);
  });

  it('a text without those words renders as it is', () => {
    const { container } = render(<WholeWords text="ลองอีกครั้ง" />);
    expect(container.innerHTML).toBe('ลองอีกครั้ง');
  });
});
