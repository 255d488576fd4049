/** The storefront's API client: one typed function per endpoint of the contract (src/contract). */
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type ApiErrorKind,
  createApiClient,
} from './client.ts';
export type {
  Answer,
  ApiAnswer,
  ApiFunctions,
  ApiInput,
  CallArgs,
  CallInput,
  CallOptions,
  EndpointFunction,
  NullListsAsEmpty,
  Wire,
} from './types.ts';
