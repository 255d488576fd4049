import type * as z from 'zod/v4/core';
import type { EndpointId, endpoints } from './routes.ts';

/**
 * Types of the API client, derived from the endpoint table of the contract (contract/routes.ts):
 * nothing here names an endpoint, so a new table entry gets its typed function for free.
 */
type EndpointTable = typeof endpoints;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A numeric value may also be given as its decimal text ('12'): it goes into a URL anyway. */
type Loose<T> = T extends number ? T | `${T}` : T;

/**
 * A path or query object as sent. Where the schema reads text (ids: '12' -> 12) either the text or
 * the number is accepted; where it takes anything and reads '' as "not set" (optionalQuery), the
 * parsed value or ''.
 */
type Wire<S extends z.$ZodType> = Simplify<{
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? Loose<OutputAt<S, K>> | ''
    : z.input<S>[K] | Loose<OutputAt<S, K>>;
}>;

type OutputAt<S extends z.$ZodType, K> = K extends keyof z.output<S> ? z.output<S>[K] : never;

type Part<E, K extends 'params' | 'query' | 'body' | 'headers', V> = E extends { [P in K]: z.$ZodType }
  ? Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V }
  : { [P in K]?: never };

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.$ZodType } ? S : z.$ZodNever;

/** The input of one endpoint: `params`, `query` and `body` are required when they hold a required field. */
type CallInput<E> = Simplify<
  Part<E, 'params', Wire<SchemaOf<E, 'params'>>> &
    Part<E, 'query', Wire<SchemaOf<E, 'query'>>> &
    Part<E, 'body', z.input<SchemaOf<E, 'body'>>> &
    Part<E, 'headers', z.input<SchemaOf<E, 'headers'>>>
>;

export interface CallOptions {
  /** Aborting rejects the call with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

/** The input argument may be left out when nothing in it is required. */
type CallArgs<E> =
  Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/**
 * Lists the contract allows to be null ("null is treated as empty") come back as []: a nullable
 * list as the whole `data` (banners, promotions, customers/groups) or as `data.data` of a page
 * (brands/all, skus).
 */
type NullListsAsEmpty<T> = null extends T
  ? NonNullable<T> extends readonly unknown[]
    ? NonNullable<T>
    : T
  : T extends { data: infer D }
    ? null extends D
      ? NonNullable<D> extends readonly unknown[]
        ? { [K in keyof T]: K extends 'data' ? NonNullable<D> : T[K] }
        : T
      : T
    : T;

type DataOf<E> = E extends { data: infer S extends z.$ZodType } ? z.output<S> : never;

/** What an endpoint's function resolves to: the validated `data` of the envelope. */
type Answer<E> = NullListsAsEmpty<DataOf<E>>;

type EndpointFunction<E> = (...args: CallArgs<E>) => Promise<Answer<E>>;

/** One function per endpoint id. */
export type ApiFunctions = { [K in EndpointId]: EndpointFunction<EndpointTable[K]> };

export type ApiInput<K extends EndpointId> = CallInput<EndpointTable[K]>;
export type ApiAnswer<K extends EndpointId> = Answer<EndpointTable[K]>;
