import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelope } from '../../contract/index.ts';
import { serializerCompiler } from '../../server/http/serializer.ts';

/**
 * The answers' serializer (server/http/serializer.ts): every answer is checked against its schema;
 * a kept catalogue answer (the same object again) is written from the JSON kept beside it.
 */

const Product = z.object({ id: z.number(), name: z.string() });
const compile = () =>
  serializerCompiler({
    schema: envelope(z.array(Product)),
    method: 'GET',
    url: '/products',
    httpStatus: '200',
  });
const success = (data: unknown) => ({ status: 200, message: 'success', data });

describe('serializerCompiler', () => {
  it('checks an answer against its schema: a wrong shape is refused, never sent', () => {
    const serialize = compile();
    expect(() => serialize(success([{ id: 'one', name: 'น้ำดื่ม' }]))).toThrow();
    expect(JSON.parse(serialize(success([{ id: 1, name: 'น้ำดื่ม' }])))).toEqual(
      success([{ id: 1, name: 'น้ำดื่ม' }]),
    );
  });

  it('the same answer object again is written from its kept JSON; another object is checked anew', () => {
    const serialize = compile();
    const kept = [{ id: 1, name: 'น้ำดื่ม' }];
    const first = serialize(success(kept));
    // Were it checked again, this would throw: the kept JSON is what goes out.
    Object.defineProperty(kept[0], 'id', { get: () => 'changed' });
    expect(serialize(success(kept))).toBe(first);
    expect(() => serialize(success([{ id: 'two', name: 'โซดา' }]))).toThrow();
  });

  it('keeps nothing for an answer that is not the success envelope, nor across routes', () => {
    const data = [{ id: 1, name: 'น้ำดื่ม' }];
    const serialize = compile();
    serialize(success(data));
    Object.defineProperty(data[0], 'id', { get: () => 'changed' });
    expect(() => serialize({ status: 201, message: 'success', data })).toThrow();
    expect(() => compile()(success(data))).toThrow();
  });
});
