import { describe, expect, it } from 'vitest';
import {
  bindNumbersToUnits,
  NBSP,
  thaiBreakParts,
  thaiLineBreaks,
  thaiWordBreaks,
  WORD_JOINER,
  ZWSP,
} from '../../src/lib/thai-text.ts';

/** The parts of a text as 'a|b' (| between break opportunities) with [nowrap] parts bracketed. */
const show = (text: string) =>
  thaiBreakParts(text)
    .map((parts) => parts.map((p) => (p.nowrap ? `[${p.text}]` : p.text)).join(''))
    .join('|');

describe('bindNumbersToUnits', () => {
  it('binds a number to the unit after it and a pack counter to the number after it', () => {
    expect(bindNumbersToUnits('น้ำดื่ม 250 มล.')).toBe(`น้ำดื่ม 250${NBSP}มล.`);
    expect(bindNumbersToUnits('แพ็ค 4 แกลลอน')).toBe(`แพ็ค${NBSP}4${NBSP}แกลลอน`);
    expect(bindNumbersToUnits('โค้ก 1.25 ลิตร x 12')).toBe(`โค้ก 1.25${NBSP}ลิตร x${NBSP}12`);
    expect(bindNumbersToUnits('Water 1.5 L')).toBe(`Water 1.5${NBSP}L`);
    expect(bindNumbersToUnits('ลด 15 %')).toBe(`ลด 15${NBSP}%`);
    expect(bindNumbersToUnits('3 รายการ')).toBe(`3${NBSP}รายการ`);
    expect(bindNumbersToUnits('ลด 100 บาท ใช้ได้ 1 ครั้ง')).toBe(`ลด 100${NBSP}บาท ใช้ได้ 1${NBSP}ครั้ง`);
  });

  it('leaves other spaces alone', () => {
    expect(bindNumbersToUnits('ชาเขียว ญี่ปุ่น')).toBe('ชาเขียว ญี่ปุ่น');
    expect(bindNumbersToUnits('รุ่น 2024 ใหม่')).toBe('รุ่น 2024 ใหม่');
    expect(bindNumbersToUnits('Lemon 7 Up')).toBe('Lemon 7 Up');
  });
});

describe('thaiWordBreaks (Intl.Segmenter)', () => {
  it('marks the boundaries between Thai words with U+200B', () => {
    expect(thaiWordBreaks('น้ำดื่ม')).toBe(`น้ำ${ZWSP}ดื่ม`);
  });

  it('keeps brand and loan words the dictionary splits whole with U+2060', () => {
    expect(thaiWordBreaks('เป๊ปซี่')).toBe(`เป๊ป${WORD_JOINER}ซี่`);
    expect(thaiWordBreaks('ร้านโชห่วย')).toBe(`ร้าน${ZWSP}โช${WORD_JOINER}ห่วย`);
  });

  it('adds nothing next to spaces, digits or Latin, nor to text without Thai', () => {
    expect(thaiWordBreaks('Coke 1.25 L')).toBe('Coke 1.25 L');
    expect(thaiWordBreaks('สิงห์ 600')).toBe('สิงห์ 600');
  });
});

describe('thaiBreakParts', () => {
  it('the issue examples: no break in เป๊ปซี่, โชห่วย, 250 มล. or แพ็ค 4 แกลลอน', () => {
    expect(show('เป๊ปซี่ 250 มล. แพ็ค 4 แกลลอน')).toBe('[เป๊ปซี่] [250 มล.] [แพ็ค 4 แกลลอน]');
    expect(show('ร้านโชห่วย')).toBe('ร้าน|[โชห่วย]');
    expect(show('น้ำดื่มสิงห์ 600 มล.')).toBe('น้ำ|ดื่ม|สิงห์ [600 มล.]');
  });

  it('joined, the parts give back the text', () => {
    for (const text of [
      'เป๊ปซี่ 250 มล. แพ็ค 4',
      'ร้านโชห่วย',
      'Coke 1.25 L x 6',
      '',
      'กาแฟกระป๋อง 180 มล. (แพ็ค 6)',
    ]) {
      expect(
        thaiBreakParts(text)
          .flat()
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('thaiLineBreaks is bindNumbersToUnits then thaiWordBreaks', () => {
    expect(thaiLineBreaks('เป๊ปซี่ 250 มล.')).toBe(`เป๊ป${WORD_JOINER}ซี่ 250${NBSP}มล.`);
  });
});
