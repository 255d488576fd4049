import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThaiText } from '../../src/components/thai-text.tsx';

afterEach(cleanup);

describe('ThaiText', () => {
  it('keeps the DOM text, adds <wbr> between Thai words and binds numbers, units and brands', () => {
    const title = 'น้ำดื่มเป๊ปซี่ 250 มล. แพ็ค 4';
    const { container } = render(
      <p>
        <ThaiText text={title} />
      </p>,
    );
    const p = container.querySelector('p')!;
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
